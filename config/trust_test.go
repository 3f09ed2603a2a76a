package config

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

func TestLiteralPattern(t *testing.T) {
	for p, want := range map[string]bool{
		`^abc$`:           true,
		`^a\.b-c_1$`:      true,
		`^x$`:             true,
		`.*`:              false,
		`abc`:             false, // unanchored: allows every secret containing it
		`^abc`:            false,
		`abc$`:            false,
		`^$`:              false,
		`^a.c$`:           false,
		`^(?i)abc$`:       false,
		`(?i)^abc$`:       false,
		`^abc$|^def$`:     false,
		`^a[bc]$`:         false,
		`^abc+$`:          false,
		`^(?m)abc$`:       false,
		`(`:               false,
		`^ghp_[a-z]+$`:    false,
		`\Aabc\z`:         true,
		`^abc\z`:          true,
		`^abc$` + "\n":    false,
		`^a\x{41}b$`:      true,
		`^[a]$`:           true, // a one-rune class is that rune
		`^(?:abc)$`:       true,
		`^ab(?:c|c)$`:     true,  // simplifies to one literal
		`^abc(?:)$`:       false, // refusing what could be literal only narrows
		`^abc$(?:x)?`:     false,
		`^\Qa.b\E$`:       true,
		`^abc$^def$`:      false,
		`^(abc)$`:         false, // a capture group is not a literal op
		`^a{2}$`:          false, // "aa", but refusing only narrows
		`^a{2,}$`:         false,
		`^[^a]$`:          false,
		`^\d$`:            false,
		`^\babc$`:         false,
		`^a$b`:            false,
		"^\u00e9t\u00e9$": true,
	} {
		if got := literalPattern(p); got != want {
			t.Errorf("literalPattern(%q) = %v, want %v", p, got, want)
		}
	}
}

// load writes the files named and loads them as the user and project layers.
func load(t *testing.T, user, project, env string) *Config {
	t.Helper()
	dir := t.TempDir()
	var p Paths
	for _, f := range []struct {
		data string
		dst  *string
		name string
	}{{user, &p.User, "user.json"}, {project, &p.Project, "project.json"}, {env, &p.Env, "env.json"}} {
		if f.data == "" {
			continue
		}
		*f.dst = filepath.Join(dir, f.name)
		if err := os.WriteFile(*f.dst, []byte(f.data), 0o600); err != nil {
			t.Fatal(err)
		}
	}
	c, err := Load(p)
	if err != nil {
		t.Fatal(err)
	}
	return c
}

func TestUntrustedLayersOnlyTighten(t *testing.T) {
	tests := []struct {
		name, user, project, env string
		path, want               string // effective value
		refused                  string // a line of Refused contains it; "" = none
	}{
		{"project lowers the lock", "", `{"state":{"lock_timeout_ms":100}}`, "", "state.lock_timeout_ms", "100", ""},
		{"project raises the lock", "", `{"state":{"lock_timeout_ms":600000}}`, "", "state.lock_timeout_ms", "800", "may only lower it (to at most 800)"},
		{"env raises the lock", "", "", `{"state":{"lock_timeout_ms":801}}`, "state.lock_timeout_ms", "800", "env config"},
		{"project under the user's value", `{"state":{"lock_timeout_ms":1500}}`, `{"state":{"lock_timeout_ms":1200}}`, "", "state.lock_timeout_ms", "1200", ""},
		{"project over the user's lower value", `{"state":{"lock_timeout_ms":300}}`, `{"state":{"lock_timeout_ms":500}}`, "", "state.lock_timeout_ms", "300", "at most 300"},
		{"project zero", "", `{"state":{"lock_timeout_ms":0}}`, "", "state.lock_timeout_ms", "800", "want a positive number"},
		{"project string", "", `{"state":{"lock_timeout_ms":"1"}}`, "", "state.lock_timeout_ms", "800", "want a positive number"},
		{"user capped", `{"state":{"lock_timeout_ms":600000}}`, "", "", "state.lock_timeout_ms", "2000", "above its cap; using 2000"},
		{"user budget capped", `{"hook":{"budget_ms":60000}}`, "", "", "hook.budget_ms", "9000", "using 9000"},
		// Round 6 (V25): the user file is the agent's to write too; a
		// budget no handler can finish in would leave the call that set
		// it unchecked, the tripwire included.
		{"user budget under its floor", `{"hook":{"budget_ms":1}}`, "", "", "hook.budget_ms", "300", "below its floor; using 300"},
		{"user budget zero (the default)", `{"hook":{"budget_ms":0}}`, "", "", "hook.budget_ms", "0", ""},
		{"user lock under its floor", `{"state":{"lock_timeout_ms":1}}`, "", "", "state.lock_timeout_ms", "100", "below its floor"},
		{"user budget at its floor", `{"hook":{"budget_ms":300}}`, "", "", "hook.budget_ms", "300", ""},
		{"project budget under its floor", "", `{"hook":{"budget_ms":1}}`, "", "hook.budget_ms", "5000", "below its floor (300)"},
		{"env lock under its floor", "", "", `{"state":{"lock_timeout_ms":5}}`, "state.lock_timeout_ms", "800", "below its floor (100)"},
		{"project git timeout", "", `{"scan":{"git_timeout_seconds":100000}}`, "", "scan.git_timeout_seconds", "120", "git_timeout_seconds"},
		{"project ttl down", "", `{"narration":{"ttl_seconds":60}}`, "", "narration.ttl_seconds", "60", ""},
		{"unknown time-like key", "", `{"x":{"wait_ms":600000}}`, "", "x.wait_ms", "", "at most 60000"},
		{"unknown timeout key", "", `{"x":{"timeout":5}}`, "", "x.timeout", "5", ""},
		{"wide allow pattern", "", `{"scan":{"allow_patterns":[".*","^ok$"]}}`, "", "scan.allow_patterns", `["^ok$"]`, "allow_patterns"},
		{"user wide allow pattern", `{"scan":{"allow_patterns":[".*"]}}`, "", "", "scan.allow_patterns", `[".*"]`, ""},
		{"allow values", "", `{"scan":{"allow_values":["a","",3]}}`, "", "scan.allow_values", `["a"]`, "allow_values"},
		{"allow patterns not a list", "", `{"scan":{"allow_patterns":".*"}}`, "", "scan.allow_patterns", `[]`, "allow_patterns"},
		{"tree scan off", "", `{"scan":{"prepush":{"scan_tree":false}}}`, "", "scan.prepush.scan_tree", "true", "scan_tree"},
		{"smaller files", "", `{"scan":{"max_file_bytes":10}}`, "", "scan.max_file_bytes", "2097152", "max_file_bytes"},
		{"larger files", "", `{"scan":{"max_file_bytes":4194304}}`, "", "scan.max_file_bytes", "4194304", ""},
		// A section replaced by a value of another type: dropped and said
		// so, not merged over the defaults (and the user's own values).
		{"project guard a string", "", `{"guard":"off"}`, "", "guard.mode", `"enforce"`, `ignoring guard: want an object (a section of settings), not "off"`},
		{"project scan a number", `{"scan":{"rules":[{"id":"mine","regex":"x"}]}}`, `{"scan":1}`, "", "scan.rules.0.id", `"mine"`, "ignoring scan: want an object"},
		{"project nested section a list", "", `{"scan":{"prepush":["off"]}}`, "", "scan.prepush.scan_tree", "true", "ignoring scan.prepush: want an object"},
		{"env state a string", "", "", `{"state":"x"}`, "state.ttl_seconds", "600", "env config"},
		{"user guard a string", `{"guard":"off"}`, "", "", "guard.mode", `"enforce"`, "user config"},
		{"project new section", "", `{"x":"y"}`, "", "x", `"y"`, ""},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			c := load(t, tt.user, tt.project, tt.env)
			if got := c.Get(tt.path).Raw; got != tt.want {
				t.Errorf("%s = %s, want %s", tt.path, got, tt.want)
			}
			joined := strings.Join(c.Refused, "\n")
			if tt.refused == "" && joined != "" {
				t.Errorf("refused %q, want nothing", joined)
			}
			if tt.refused != "" && !strings.Contains(joined, tt.refused) {
				t.Errorf("refused %q, want a line with %q", joined, tt.refused)
			}
		})
	}
}

package codex

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// replyProblem accepts exactly the replies Codex's runner takes.
func TestReplyProblem(t *testing.T) {
	cases := []struct {
		h, out      string
		decision    string
		wantProblem bool
	}{
		{"codex", ``, "", false},
		{"codex", `{"hookSpecificOutput":{"hookEventName":"PreToolUse","permissionDecision":"deny","permissionDecisionReason":"no"}}`, "deny", false},
		{"codex", `{"hookSpecificOutput":{"hookEventName":"PreToolUse","permissionDecision":"deny"}}`, "deny", true},
		{"codex", `{"hookSpecificOutput":{"hookEventName":"PreToolUse","permissionDecision":"ask","permissionDecisionReason":"?"}}`, "ask", true},
		{"codex", `{"hookSpecificOutput":{"hookEventName":"PreToolUse","permissionDecision":"allow","updatedInput":{}}}`, "allow", true},
		{"codex", `{"decision":"block","reason":"x"}`, "", true},
		{"codex", `{"continue":false}`, "", true},
		{"codex", `not json`, "", true},
	}
	for _, c := range cases {
		d, p := replyProblem([]byte(c.out))
		if d != c.decision || (p != "") != c.wantProblem {
			t.Errorf("replyProblem(%s) = %q, %q; want %q, problem %v", c.out, d, p, c.decision, c.wantProblem)
		}
	}
}

// TestReadConfig reads config.toml as Codex would: the switches that turn
// hooks off, and inline [hooks] tables, hooktool's counted apart.
func TestReadConfig(t *testing.T) {
	for _, c := range []struct {
		name, toml string
		want       Config
	}{
		{"empty", "", Config{}},
		{"top-level off", "hooks = false\n", Config{HooksOff: "hooks"}},
		{"features off", "[features]\nhooks = false\n", Config{HooksOff: "[features] hooks"}},
		{"old features key", "[features]\ncodex_hooks = false\n", Config{HooksOff: "[features] codex_hooks"}},
		{"features on", "[features]\nhooks = true\n", Config{}},
		{"inline tables", `[[hooks.PreToolUse]]
matcher = "Bash"
[[hooks.PreToolUse.hooks]]
type = "command"
command = "/opt/bin/hooktool hook --harness codex"
[[hooks.PreToolUse.hooks]]
type = "command"
command = "other-guard"
[[hooks.Stop]]
[[hooks.Stop.hooks]]
command = "hooktool hook --harness codex"
`, Config{Inline: 2, Tables: 3}},
	} {
		t.Run(c.name, func(t *testing.T) {
			path := filepath.Join(t.TempDir(), "config.toml")
			if err := os.WriteFile(path, []byte(c.toml), 0o600); err != nil {
				t.Fatal(err)
			}
			got, err := ReadConfig(path)
			if err != nil {
				t.Fatal(err)
			}
			if got != c.want {
				t.Errorf("ReadConfig = %+v, want %+v", got, c.want)
			}
		})
	}
	path := filepath.Join(t.TempDir(), "config.toml")
	if err := os.WriteFile(path, []byte("[features\n"), 0o600); err != nil {
		t.Fatal(err)
	}
	if _, err := ReadConfig(path); err == nil || !strings.Contains(err.Error(), "does not parse") {
		t.Errorf("a broken file: err = %v, want one that says it does not parse", err)
	}
}

package wiring

import (
	"strings"
	"testing"
)

// Claude Code skips a whole settings file for one bad value: what
// Unloadable says it would skip, and what it would load.
func TestClaudeUnloadable(t *testing.T) {
	skips := map[string]string{
		"a number for a string":    `{"outputStyle": 3}`,
		"null for a boolean":       `{"verbose": null}`,
		"an enum out of range":     `{"autoUpdatesChannel": "nightly"}`,
		"permissions not object":   `{"permissions": ["Bash"]}`,
		"a mode no client has":     `{"permissions": {"defaultMode": "yolo"}}`,
		"allow as a string":        `{"permissions": {"allow": "Bash(ls)"}}`,
		"a trailing comma":         `{"model": "opus",}`,
		"the last duplicate wrong": `{"model": "opus", "model": false}`,
		"past the cap":             `{"model": "opus"}` + strings.Repeat(" ", 2<<20),
	}
	for name, b := range skips {
		if Unloadable(LoaderClaudeSettings, []byte(b)) == "" {
			t.Errorf("%s: said to load", name)
		}
	}
	loads := map[string]string{
		"empty":                     ``,
		"the usual":                 `{"model": "opus", "permissions": {"allow": ["Bash(ls)"], "defaultMode": "manual"}, "hooks": {}}`,
		"a key it does not know":    `{"myOwnKey": 42}`,
		"a bad value it replaces":   `{"effortLevel": 9, "viewMode": "wide"}`,
		"an escaped key, right":     `{"mod\u0065l": "opus"}`,
		"an object for enabledPlug": `{"enabledPlugins": {"x@y": true}}`,
	}
	for name, b := range loads {
		if why := Unloadable(LoaderClaudeSettings, []byte(b)); why != "" {
			t.Errorf("%s: said to be skipped: %s", name, why)
		}
	}
}

// The variables a JSON config gives the programs it starts, wherever it
// gives them.
func TestEnvSettings(t *testing.T) {
	b := []byte(`{"env": {"vars": {"HOOKTOOL_STATE": "/tmp/s", "OPENAI_API_KEY": "k"}},
		"list": [{"name": "CODEX_HOME", "value": "/tmp/c"}, {"name": "LANG", "value": "C"}],
		"x": {"claudeProcessWrapper": "/tmp/w"}, "theme": "dark"}`)
	got := strings.Join(EnvSettings(b), "|")
	for _, want := range []string{"HOOKTOOL_STATE=", "CODEX_HOME=", "claudeProcessWrapper="} {
		if !strings.Contains(got, want) {
			t.Errorf("%s missing from %q", want, got)
		}
	}
	for _, not := range []string{"OPENAI_API_KEY", "LANG", "theme"} {
		if strings.Contains(got, not) {
			t.Errorf("%s counted: %q", not, got)
		}
	}
}

// A line naming an agent's variable counts in any program's syntax; a
// longer name that only contains one does not.
func TestNamesAgentVar(t *testing.T) {
	for _, l := range []string{`env = CODEX_HOME,/tmp/x`, `$env.CLAUDE_CONFIG_DIR = "/x"`, `Environment=A=1,PI_CODING_AGENT_DIR=/x`, `    OPENCODE_CONFIG "/x"`} {
		if !StartupLine(l) {
			t.Errorf("%q does not count", l)
		}
	}
	for _, l := range []string{`env = XCURSOR_SIZE,24`, `MY_CODEX_HOME_BACKUP=1`, `theme "nord"`} {
		if StartupLine(l) {
			t.Errorf("%q counts", l)
		}
	}
}

package settings

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

func TestDiscover(t *testing.T) {
	dir := t.TempDir()
	w := func(p, s string) {
		t.Helper()
		p = filepath.Join(dir, p)
		if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(p, []byte(strings.ReplaceAll(s, "DIR", dir)), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	w("managed/managed-settings.json", `{"allowManagedHooksOnly": true}`)
	w("managed/managed-settings.d/20-b.json", `{}`)
	w("managed/managed-settings.d/10-a.json", `{"hooks": {}}`)
	w("managed/managed-settings.d/notes.txt", `ignored`)
	w("cfg/settings.json", `{"enabledPlugins": {"fmt@mk": true, "off@mk": true}}`)
	w("proj/.claude/settings.json", "{\n  // comment\n}")
	w("proj/.claude/settings.local.json", `{"enabledPlugins": {"off@mk": false}}`)
	w("cfg/plugins/installed_plugins.json", `{"version": 2, "plugins": {"fmt@mk": [{"installPath": "DIR/plug/fmt"}], "off@mk": [{"installPath": "DIR/plug/off"}]}}`)
	w("plug/fmt/hooks/hooks.json", `{"hooks": {"PostToolUse": [{"hooks": [{"type": "command", "command": "${CLAUDE_PLUGIN_ROOT}/fmt.sh"}]}]}}`)
	w("plug/off/hooks/hooks.json", `{"hooks": {}}`)

	srcs := Discover(Locations{
		ManagedDir: filepath.Join(dir, "managed"),
		ConfigDir:  filepath.Join(dir, "cfg"),
		ProjectDir: filepath.Join(dir, "proj"),
	})
	var got []string
	for _, s := range srcs {
		rel, _ := filepath.Rel(dir, s.Path)
		state := "ok"
		if s.Err != nil {
			state = "err"
		}
		got = append(got, s.Label()+":"+rel+":"+state)
	}
	want := []string{
		"managed:managed/managed-settings.json:ok",
		"managed:managed/managed-settings.d/10-a.json:ok",
		"managed:managed/managed-settings.d/20-b.json:ok",
		"user:cfg/settings.json:ok",
		"project:proj/.claude/settings.json:err",
		"local:proj/.claude/settings.local.json:ok",
		"plugin fmt@mk:plug/fmt/hooks/hooks.json:ok",
	}
	if strings.Join(got, "\n") != strings.Join(want, "\n") {
		t.Errorf("got\n%s\nwant\n%s", strings.Join(got, "\n"), strings.Join(want, "\n"))
	}
	if se, ok := srcs[4].Err.(*SyntaxError); !ok || se.Line != 2 || se.Col != 3 {
		t.Errorf("project error: %v", srcs[4].Err)
	}
	if n := len(srcs[6].Hooks().Get("PostToolUse").Array()); n != 1 {
		t.Errorf("plugin hooks: %d groups", n)
	}
}

func TestDiscoverFromHome(t *testing.T) {
	home := t.TempDir()
	cfg := filepath.Join(home, ".claude")
	if err := os.MkdirAll(cfg, 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(cfg, "settings.json"), []byte("{}"), 0o644); err != nil {
		t.Fatal(err)
	}
	srcs := Discover(Locations{ConfigDir: cfg, ProjectDir: home})
	if len(srcs) != 1 || srcs[0].Kind != KindUser {
		t.Errorf("started in home: %d sources, want the user file once", len(srcs))
	}
}

package claude

import (
	"errors"
	"testing"

	"github.com/hookd/hookd/wiring"
)

// The list follows the plugins a settings layer enables to their cached
// hooks files, and the further hooks files a plugin's manifest names.
func TestWiringFollowsEnabledPlugins(t *testing.T) {
	files := map[string]string{
		"/h/.claude/settings.json":                                               `{"enabledPlugins":{"hooktool@hookd":true,"off@x":false}}`,
		"/h/.claude/plugins/installed_plugins.json":                              `{"version":2,"plugins":{"hooktool@hookd":[{"installPath":"/h/.claude/plugins/cache/hookd/hooktool/1.0"}],"off@x":[{"installPath":"/x"}]}}`,
		"/h/.claude/plugins/cache/hookd/hooktool/1.0/.claude-plugin/plugin.json": `{"name":"hooktool","hooks":["./hooks/skill-shell.json","../../outside.json"]}`,
	}
	read := func(p string) ([]byte, error) {
		if s, ok := files[p]; ok {
			return []byte(s), nil
		}
		return nil, errors.New("absent")
	}
	e := wiring.Env{Home: "/h", Project: "/w", ReadFile: read}
	got := map[string]bool{}
	for _, it := range Wiring(e) {
		got[it.Path] = true
	}
	for _, want := range []string{
		"/h/.claude/plugins/cache/hookd/hooktool/1.0/hooks/hooks.json",
		"/h/.claude/plugins/cache/hookd/hooktool/1.0/.claude-plugin/plugin.json",
		"/h/.claude/plugins/cache/hookd/hooktool/1.0/hooks/skill-shell.json",
		"/h/.claude/settings.json", "/w/.claude/settings.local.json",
	} {
		if !got[want] {
			t.Errorf("Wiring does not name %s", want)
		}
	}
	if got["/h/.claude/plugins/cache/hookd/outside.json"] {
		t.Error("a hooks file named outside the plugin's folder is listed")
	}
	if got["/x/hooks/hooks.json"] {
		t.Error("a disabled plugin's hooks are listed")
	}
	// Without ReadFile nothing is followed.
	e.ReadFile = nil
	for _, it := range Wiring(e) {
		if it.Path == "/h/.claude/plugins/cache/hookd/hooktool/1.0/hooks/hooks.json" {
			t.Error("followed enabledPlugins without ReadFile")
		}
	}
}

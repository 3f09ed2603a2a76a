package wiring

import (
	"errors"
	"path/filepath"
	"testing"
)

func paths(items []Item) map[string]Item {
	m := map[string]Item{}
	for _, it := range items {
		m[it.Path] = it
	}
	return m
}

func TestAllNamesEachAgentsWiring(t *testing.T) {
	vars := map[string]string{"CODEX_HOME": "/h/cx", "OUTFITTER_SYSTEM_DIR": "/o/system.d", "HOOKTOOL_MANAGED_DIR": "/m"}
	e := Env{Home: "/h", Project: "/p", Getenv: func(k string) string { return vars[k] }, Exe: "/h/bin/hooktool", State: "/h/.local/state/hooktool/state.db"}
	got := paths(All(e))
	for _, want := range []string{
		"/m/managed-settings.json", "/m/managed-settings.d", "/h/.claude/settings.json", "/p/.claude/settings.local.json",
		"/h/.claude/plugins/installed_plugins.json", "/h/cx/hooks.json", "/h/cx/config.toml", "/p/.codex/config.toml",
		"/h/.gemini/settings.json", "/p/.gemini/settings.json", "/h/.openclaw/openclaw.json",
		"/h/.openclaw/extensions/hooktool/index.js", "/h/.pi/agent/extensions/hooktool.ts", "/p/.pi/extensions/hooktool.ts",
		"/o/system.d/hooktool.yml", "/o/hooktool/pi-extension.ts", "/p/.git/config", "/p/.git/hooks/pre-push",
		"/p/hooks/pre-push", "/h/.gitconfig", "/h/bin/hooktool", "/h/.claude/hooktool.json", "/h/.local/state/hooktool",
		"/h/.bashrc", "/h/.zshrc", "/h/.config/environment.d", "/etc/environment", "/p/.env", "/h/.gemini/.env",
		"/h/.config/opencode/plugins/hooktool.js", "/p/.opencode/plugins/hooktool.js",
		"/h/.copilot/hooks/hooktool.json", "/h/.copilot/settings.json", "/p/.github/hooks",
	} {
		if _, ok := got[want]; !ok {
			t.Errorf("All does not name %s", want)
		}
	}
	if it := got["/h/.bashrc"]; it.Kind != Startup || len(it.Lines) == 0 {
		t.Errorf(".bashrc: %+v", it)
	}
	seen := map[string]bool{}
	for _, it := range All(e) {
		if seen[it.Path] {
			t.Errorf("%s listed twice", it.Path)
		}
		seen[it.Path] = true
		if !filepath.IsAbs(it.Path) || it.What == "" || it.Agent == "" {
			t.Errorf("incomplete item %+v", it)
		}
	}
}

func TestListsFollowWhatFilesName(t *testing.T) {
	files := map[string]string{
		"/h/.claude/settings.json":                  `{"enabledPlugins":{"hooktool@hookd":true,"off@x":false}}`,
		"/h/.claude/plugins/installed_plugins.json": `{"version":2,"plugins":{"hooktool@hookd":[{"installPath":"/h/.claude/plugins/cache/hookd/hooktool/1.0"}],"off@x":[{"installPath":"/x"}]}}`,
		"/w/.git":                       "gitdir: /r/.git/worktrees/w\n",
		"/r/.git/worktrees/w/commondir": "../..\n",
		"/r/.git/config":                "[core]\n\thooksPath = githooks\n",
		"/h/.gitconfig":                 "[core]\n  hooksPath = ~/hk\n",
		"/h/.claude/plugins/cache/hookd/hooktool/1.0/.claude-plugin/plugin.json": `{"name":"hooktool","hooks":["./hooks/skill-shell.json","../../outside.json"]}`,
	}
	read := func(p string) ([]byte, error) {
		if s, ok := files[p]; ok {
			return []byte(s), nil
		}
		return nil, errors.New("absent")
	}
	e := Env{Home: "/h", Project: "/w", ReadFile: read}
	got := paths(All(e))
	for _, want := range []string{
		"/h/.claude/plugins/cache/hookd/hooktool/1.0/hooks/hooks.json", "/r/.git/config", "/r/.git/hooks/pre-push",
		"/r/.git/worktrees/w/config.worktree", "/w/githooks/pre-push", "/h/hk/pre-push",
		"/h/.claude/plugins/cache/hookd/hooktool/1.0/.claude-plugin/plugin.json",
		"/h/.claude/plugins/cache/hookd/hooktool/1.0/hooks/skill-shell.json",
	} {
		if _, ok := got[want]; !ok {
			t.Errorf("All does not name %s", want)
		}
	}
	if _, ok := got["/h/.claude/plugins/cache/hookd/outside.json"]; ok {
		t.Error("a hooks file named outside the plugin's folder is listed")
	}
	if _, ok := got["/x/hooks/hooks.json"]; ok {
		t.Error("a disabled plugin's hooks are listed")
	}
	// Without ReadFile nothing is followed, and no file is read.
	e.ReadFile = nil
	if _, ok := paths(All(e))["/w/githooks/pre-push"]; ok {
		t.Error("followed core.hooksPath without ReadFile")
	}
}

package wiring

import (
	"errors"
	"testing"
)

func paths(items []Item) map[string]Item {
	m := map[string]Item{}
	for _, it := range items {
		m[it.Path] = it
	}
	return m
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
	got := paths(append(Claude(e), Git(e)...))
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

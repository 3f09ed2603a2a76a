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
		"/w/.git":                       "gitdir: /r/.git/worktrees/w\n",
		"/r/.git/worktrees/w/commondir": "../..\n",
		"/r/.git/config":                "[core]\n\thooksPath = githooks\n",
		"/h/.gitconfig":                 "[core]\n  hooksPath = ~/hk\n",
	}
	read := func(p string) ([]byte, error) {
		if s, ok := files[p]; ok {
			return []byte(s), nil
		}
		return nil, errors.New("absent")
	}
	e := Env{Home: "/h", Project: "/w", ReadFile: read}
	got := paths(Git(e))
	for _, want := range []string{
		"/r/.git/config", "/r/.git/hooks/pre-push",
		"/r/.git/worktrees/w/config.worktree", "/w/githooks/pre-push", "/h/hk/pre-push",
	} {
		if _, ok := got[want]; !ok {
			t.Errorf("All does not name %s", want)
		}
	}
	// Without ReadFile nothing is followed, and no file is read.
	e.ReadFile = nil
	if _, ok := paths(All(e))["/w/githooks/pre-push"]; ok {
		t.Error("followed core.hooksPath without ReadFile")
	}
}

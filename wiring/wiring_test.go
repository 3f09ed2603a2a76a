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

// The fast join and the clean checks agree with filepath's Join and Clean
// on every input, clean or not.
func FuzzJoin(f *testing.F) {
	for _, s := range [][2]string{{"/home/u", ".claude"}, {"/", "etc"}, {"/home/u/", "a"}, {"/home//u", "a/b"}, {"/h/./u", "../x"}, {"/h", ""}, {"/h", "a/"}, {"rel", "a"}, {"/h", "a//b"}, {"/h", "."}} {
		f.Add(s[0], s[1])
	}
	f.Fuzz(func(t *testing.T, base, part string) {
		if !filepath.IsAbs(base) {
			return // the lists join only under an absolute base
		}
		if got, want := join(base, []string{part, "x.json"}), filepath.Join(base, part, "x.json"); got != want {
			t.Fatalf("join(%q, %q) = %q, want %q", base, part, got, want)
		}
		if got, want := cleanAbs(base), filepath.Clean(base) == base; got != want {
			t.Fatalf("cleanAbs(%q) = %v, want %v", base, got, want)
		}
	})
}

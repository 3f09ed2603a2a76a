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

// The files a git config includes (include.path, includeIf.*.path) are
// followed like the config itself (T26): relative to the including file,
// ~ from the home, through the files they include in turn, present or
// absent; and a core.hooksPath in one names a hooks folder too.
func TestGitIncludesFollowed(t *testing.T) {
	files := map[string]string{
		"/p/.git/config": "[core]\n\tbare = false\n[include]\n\tpath = ../.gitconfig.shared\n[includeIf \"gitdir:/p/\"]\n\tpath = ~/inc/a.conf\n",
		"/h/.gitconfig":  "[user]\n\tname = a\n[include] path = \"sub/b.inc\" ; the team's\n",
		"/h/sub/b.inc":   "[include]\n\tpath=/abs/c\n",
		"/abs/c":         "[include]\n\tpath = /h/sub/b.inc\n[CORE]\n\tHooksPath = /hk\n",
	}
	read := func(p string) ([]byte, error) {
		if s, ok := files[p]; ok {
			return []byte(s), nil
		}
		return nil, errors.New("absent")
	}
	e := Env{Home: "/h", Project: "/p", ReadFile: read}
	got := paths(Git(e))
	for _, want := range []string{"/p/.gitconfig.shared", "/h/inc/a.conf", "/h/sub/b.inc", "/abs/c"} {
		it, ok := got[want]
		if !ok {
			t.Errorf("Git does not follow the include of %s", want)
			continue
		}
		if it.Kind != File || it.Syntax != SyntaxGit {
			t.Errorf("%s: kind %v syntax %q, want a git config", want, it.Kind, it.Syntax)
		}
	}
	if _, ok := got["/hk/pre-push"]; !ok {
		t.Error("core.hooksPath in an included file is not followed")
	}
	// The included file's lines are judged by git's key rules.
	it := got["/p/.gitconfig.shared"]
	if sel := Selected(it, []byte("[core]\n\thooksPath = /dev/null\n")); len(sel) != 1 {
		t.Errorf("hooksPath in an included file: %q", sel)
	}
	if sel := Selected(it, []byte("[user]\n\tname = Dev\n")); len(sel) != 0 {
		t.Errorf("user.name in an included file counts: %q", sel)
	}
	// Without ReadFile nothing is followed.
	e.ReadFile = nil
	if _, ok := paths(Git(e))["/p/.gitconfig.shared"]; ok {
		t.Error("followed an include without ReadFile")
	}
}

func TestGitValue(t *testing.T) {
	for in, want := range map[string]string{
		" ../x ":                "../x",
		` "a b" ; c`:            "a b",
		` ~/a # c`:              "~/a",
		` "x\"y"`:               `x"y`,
		` a  b `:                "a  b",
		` "sp " `:               "sp ",
		`C:\\dir`:               `C:\dir`,
		` "quoted;not comment"`: "quoted;not comment",
	} {
		if got := gitValue(in); got != want {
			t.Errorf("gitValue(%q) = %q, want %q", in, got, want)
		}
	}
}

// Every folder between an agent's config folder and its wiring counts by
// mode (T35): a folder on the way is a Mode item, a watched folder on the
// way (a plugins folder) has its own mode count; folders elsewhere (the
// project's) do not.
func TestAllModeFolders(t *testing.T) {
	items := []Item{
		ModeItem("x", "/h/.x"),
		{Agent: "x", Path: "/h/.x/plugins", Kind: Dir},
		{Agent: "x", Path: "/h/.x/plugins/hooktool.js", Kind: File},
		{Agent: "x", Path: "/h/.x/cache/m/p/1.0/hooks/hooks.json", Kind: File},
		{Agent: "x", Path: "/p/.x/plugins", Kind: Dir},
		{Agent: "x", Path: "/h/.xy/a.json", Kind: File},
	}
	seen := map[string]struct{}{}
	for _, it := range items {
		seen[it.Path] = struct{}{}
	}
	got := paths(modeFolders(items, seen))
	for _, want := range []string{"/h/.x/cache", "/h/.x/cache/m", "/h/.x/cache/m/p", "/h/.x/cache/m/p/1.0", "/h/.x/cache/m/p/1.0/hooks"} {
		if it, ok := got[want]; !ok || it.Kind != Mode {
			t.Errorf("%s: %+v", want, it)
		}
	}
	if got["/h/.x/plugins"].Kind != Dir || got["/h/.x/plugins"].ModeBits == 0 {
		t.Errorf("the plugins folder: %+v", got["/h/.x/plugins"])
	}
	if got["/p/.x/plugins"].ModeBits != 0 {
		t.Error("a project folder's mode counts")
	}
	for _, no := range []string{"/h", "/h/.xy", "/p", "/p/.x"} {
		if _, ok := got[no]; ok {
			t.Errorf("%s is listed", no)
		}
	}
}

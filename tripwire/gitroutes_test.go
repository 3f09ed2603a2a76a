package tripwire

import (
	"errors"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
)

// gitRig is a rig with a git repository at home/work/app whose
// core.hooksPath is its tracked hooks folder, as `hooktool install
// git-hook` leaves it; events run as the hook runs them (hook: a fresh
// Tripwire each time, the snapshot first).
type gitRig struct {
	*rig
	proj string
	git  func(args ...string)
}

func newGitRig(t *testing.T, setup ...func(g *gitRig)) *gitRig {
	t.Helper()
	if _, err := exec.LookPath("git"); err != nil {
		t.Skip("no git")
	}
	r := newRig(t)
	g := &gitRig{rig: r, proj: filepath.Join(r.home, "work", "app")}
	if err := os.MkdirAll(filepath.Join(g.proj, "hooks"), 0o755); err != nil {
		t.Fatal(err)
	}
	os.WriteFile(filepath.Join(g.proj, "hooks", "pre-push"), []byte("#!/bin/sh\nexec hooktool pre-push\n"), 0o755)
	r.write(".gitconfig", "[user]\n\tname = Dev\n")
	g.git = gitIn(t, r.home, g.proj)
	g.git("init", "-q", "-b", "main")
	g.git("config", "core.hooksPath", filepath.Join(g.proj, "hooks"))
	g.git("commit", "-q", "--allow-empty", "-m", "init")
	for _, s := range setup {
		s(g)
	}
	r.refreshAt(g.proj)
	g.hook(g.proj, "SessionStart", "")
	return g
}

// call is one agent call: PreToolUse, the change, PostToolUse; it returns
// what the PostToolUse said and whether the next call is held.
func (g *gitRig) call(change func()) (Result, bool) {
	g.t.Helper()
	g.hook(g.proj, "PreToolUse", "c1")
	change()
	res, _ := g.hook(g.proj, "PostToolUse", "c1")
	next, _ := g.hook(g.proj, "PreToolUse", "c2")
	return res, next.Hold != ""
}

// hooksPath is core.hooksPath as git reads it now, "" when unset.
func (g *gitRig) hooksPath() string {
	c := exec.Command("git", "config", "core.hooksPath")
	c.Dir = g.proj
	c.Env = []string{"HOME=" + g.home, "GIT_CONFIG_NOSYSTEM=1", "GIT_CONFIG_GLOBAL=" + filepath.Join(g.home, ".gitconfig"), "PATH=" + os.Getenv("PATH")}
	out, _ := c.Output()
	return strings.TrimSpace(string(out))
}

// T26: a file a git config already includes, made or edited during a
// call with a key git runs, is removed or restored; one made with keys
// git does not run (user.name) is quiet.
func TestGitIncludedFileWatched(t *testing.T) {
	shared := func(g *gitRig) { g.git("config", "include.path", "../.gitconfig.shared") }
	t.Run("project include made", func(t *testing.T) {
		g := newGitRig(t, shared)
		f := filepath.Join(g.proj, ".gitconfig.shared")
		res, held := g.call(func() { os.WriteFile(f, []byte("[core]\n\thooksPath = /dev/null\n"), 0o644) })
		if !held || !strings.Contains(res.Message, ".gitconfig.shared") {
			t.Fatalf("held %v, %+v", held, res)
		}
		if _, err := os.Stat(f); err == nil {
			t.Error("the included file stays")
		}
		if got := g.hooksPath(); got != filepath.Join(g.proj, "hooks") {
			t.Errorf("core.hooksPath = %q", got)
		}
	})
	t.Run("includeIf in the global config, edited", func(t *testing.T) {
		g := newGitRig(t, func(g *gitRig) {
			g.appendTo(".gitconfig", "[includeIf \"gitdir:~/work/\"]\n\tpath = .gitconfig-work\n")
			g.write(".gitconfig-work", "[user]\n\temail = dev@work.example\n")
		})
		res, held := g.call(func() { g.appendTo(".gitconfig-work", "[core]\n\tfsmonitor = /tmp/x\n") })
		if !held || !strings.Contains(res.Message, ".gitconfig-work") || strings.Contains(g.read(".gitconfig-work"), "fsmonitor") {
			t.Fatalf("held %v, %+v, now %q", held, res, g.read(".gitconfig-work"))
		}
	})
	t.Run("an include of an include", func(t *testing.T) {
		g := newGitRig(t, shared, func(g *gitRig) {
			os.WriteFile(filepath.Join(g.proj, ".gitconfig.shared"), []byte("[include]\n\tpath = ~/.gitconfig.team\n"), 0o644)
		})
		res, held := g.call(func() { g.write(".gitconfig.team", "[core]\n\thooksPath = /dev/null\n") })
		if !held || !strings.Contains(res.Message, ".gitconfig.team") {
			t.Fatalf("held %v, %+v", held, res)
		}
	})
	t.Run("ordinary: user.name in an included file", func(t *testing.T) {
		g := newGitRig(t, shared, func(g *gitRig) { g.appendTo(".gitconfig", "[include]\n\tpath = ~/.gitconfig.shared\n") })
		res, held := g.call(func() {
			os.WriteFile(filepath.Join(g.proj, ".gitconfig.shared"), []byte("[user]\n\temail = dev@example.com\n"), 0o644)
			g.write(".gitconfig.shared", "[user]\n\tname = Dev\n[init]\n\tdefaultBranch = main\n")
		})
		if held || res.Message != "" {
			t.Fatalf("held %v, %+v", held, res)
		}
	})
}

// T27: the project's .git moved out during a call, a gitdir: file (or a
// link) left in its place and core.hooksPath unset there: the folder is
// moved back and its config restored.
func TestGitFolderMovedBack(t *testing.T) {
	for _, link := range []bool{false, true} {
		g := newGitRig(t)
		moved := filepath.Join(filepath.Dir(g.home), "elsewhere", "app.git")
		os.MkdirAll(filepath.Dir(moved), 0o755)
		res, held := g.call(func() {
			dotgit := filepath.Join(g.proj, ".git")
			if err := os.Rename(dotgit, moved); err != nil {
				t.Fatal(err)
			}
			if link {
				os.Symlink(moved, dotgit)
			} else {
				os.WriteFile(dotgit, []byte("gitdir: "+moved+"\n"), 0o644)
			}
			g.git("config", "--unset", "core.hooksPath")
		})
		if !held || !strings.Contains(res.Message, "moved back") {
			t.Fatalf("link %v: held %v, %+v", link, held, res)
		}
		if fi, err := os.Lstat(filepath.Join(g.proj, ".git")); err != nil || !fi.IsDir() {
			t.Errorf("link %v: .git is not a folder again: %v", link, err)
		}
		if _, err := os.Stat(moved); err == nil {
			t.Errorf("link %v: the moved folder stays", link)
		}
		if got := g.hooksPath(); got != filepath.Join(g.proj, "hooks") {
			t.Errorf("link %v: core.hooksPath = %q", link, got)
		}
	}
}

// T27 where the folder cannot be moved back (another file system): the
// config is restored where git now reads it, and watched there.
func TestGitFolderMovedAcrossDevices(t *testing.T) {
	g := newGitRig(t)
	moved := filepath.Join(filepath.Dir(g.home), "elsewhere", "app.git")
	os.MkdirAll(filepath.Dir(moved), 0o755)
	moveBack = func(from, to string) error {
		return &os.LinkError{Op: "rename", Old: from, New: to, Err: errors.New("invalid cross-device link")}
	}
	defer func() { moveBack = os.Rename }()
	res, held := g.call(func() {
		os.Rename(filepath.Join(g.proj, ".git"), moved)
		os.WriteFile(filepath.Join(g.proj, ".git"), []byte("gitdir: "+moved+"\n"), 0o644)
		g.git("config", "--unset", "core.hooksPath")
	})
	if !held || !strings.Contains(res.Message, "the known-good config is written into it") {
		t.Fatalf("held %v, %+v", held, res)
	}
	if got := g.hooksPath(); got != filepath.Join(g.proj, "hooks") {
		t.Errorf("core.hooksPath = %q", got)
	}
	// The moved config is watched where it is now, before the ack and
	// after it; the old place's items are not reported again.
	for _, acked := range []bool{false, true} {
		if acked {
			g.ack()
		}
		res, held = g.call(func() { g.git("config", "core.hooksPath", "/dev/null") })
		if !held || !strings.Contains(res.Message, filepath.Join(moved, "config")) || strings.Contains(res.Message, filepath.Join(g.proj, ".git", "config")) {
			t.Fatalf("acked %v: held %v, %+v", acked, held, res)
		}
		if got := g.hooksPath(); got != filepath.Join(g.proj, "hooks") {
			t.Errorf("acked %v: core.hooksPath = %q", acked, got)
		}
	}
}

// A repository the user set up with its git folder elsewhere (`git init
// --separate-git-dir`), and `git worktree add`, are no change.
func TestGitLayoutsQuiet(t *testing.T) {
	g := newGitRig(t)
	res, held := g.call(func() { g.git("worktree", "add", "-q", filepath.Join(g.home, "work", "app-wt"), "-b", "feature") })
	if held || res.Message != "" {
		t.Fatalf("worktree add: held %v, %+v", held, res)
	}
	// The user's .git is a link to a folder elsewhere: a call that
	// changes something else (a full check) leaves it as it is.
	g = newGitRig(t, func(g *gitRig) {
		dotgit := filepath.Join(g.proj, ".git")
		os.Rename(dotgit, filepath.Join(g.home, "linked.git"))
		os.Symlink(filepath.Join(g.home, "linked.git"), dotgit)
	})
	res, held = g.call(func() { g.write(".claude/settings.json", `{"model":"x"}`) })
	if fi, err := os.Lstat(filepath.Join(g.proj, ".git")); held || res.Message != "" || err != nil || fi.Mode()&os.ModeSymlink == 0 {
		t.Fatalf("the user's linked .git: held %v, %+v, %v", held, res, err)
	}
	g = newGitRig(t, func(g *gitRig) { g.git("init", "-q", "--separate-git-dir", filepath.Join(g.home, "app.git")) })
	res, held = g.call(func() { g.git("commit", "-q", "--allow-empty", "-m", "x") })
	if held || res.Message != "" {
		t.Fatalf("a commit in a repository with its git folder elsewhere: held %v, %+v", held, res)
	}
}

// T35: chmod 0 on a folder inside an agent's config folder that holds
// wiring (OpenCode's plugins folder, a folder on the way to a Claude Code
// plugin's hooks) is put back; chmod of the project's folders is quiet.
func TestSubfolderModeRestored(t *testing.T) {
	for _, dir := range []string{".config/opencode/plugins", ".claude/plugins/cache/hookd", ".pi/agent/extensions"} {
		g := newGitRig(t, func(g *gitRig) {
			g.write(".config/opencode/plugins/hooktool.js", "// hooktool\n")
			g.write(".pi/agent/extensions/hooktool.ts", "// hooktool\n")
			cache := filepath.Join(g.home, ".claude", "plugins", "cache", "hookd", "hooktool", "1.0")
			g.write(".claude/settings.json", `{"enabledPlugins":{"hooktool@hookd":true}}`)
			g.write(".claude/plugins/installed_plugins.json", `{"version":2,"plugins":{"hooktool@hookd":[{"installPath":"`+cache+`"}]}}`)
			g.write(".claude/plugins/cache/hookd/hooktool/1.0/hooks/hooks.json", goodHooks)
		})
		p := filepath.Join(g.home, dir)
		res, held := g.call(func() { os.Chmod(p, 0) })
		if !held || !strings.Contains(res.Message, p+" (") || !strings.Contains(res.Message, "restored") {
			t.Fatalf("%s: held %v, %+v", dir, held, res)
		}
		if fi, _ := os.Stat(p); fi.Mode().Perm() != 0o755 {
			t.Errorf("%s: mode now %v", dir, fi.Mode())
		}
	}
	g := newGitRig(t, func(g *gitRig) {
		os.MkdirAll(filepath.Join(g.proj, "src"), 0o755)
		os.MkdirAll(filepath.Join(g.proj, ".opencode", "plugins"), 0o755)
	})
	res, held := g.call(func() {
		os.Chmod(filepath.Join(g.proj, "src"), 0o700)
		os.Chmod(filepath.Join(g.proj, ".opencode", "plugins"), 0o700)
		os.Chmod(filepath.Join(g.proj, "hooks"), 0o775)
		os.Chmod(g.proj, 0o700)
	})
	if held || res.Message != "" {
		t.Fatalf("chmod of project folders: held %v, %+v", held, res)
	}
}

// A remote whose URL runs a program (ext::, allowed by protocol.ext.allow)
// starts it at the push, before the pre-push hook reads what goes: the
// lines are wiring (red-team round 11, B14). An ordinary remote added is
// quiet.
func TestGitRemoteHelperURL(t *testing.T) {
	g := newGitRig(t)
	res, held := g.call(func() {
		g.git("remote", "add", "origin", "https://git.example/team/app.git")
		g.git("remote", "add", "protocol-buffers", "https://git.example/team/protocol-buffers.git")
	})
	if held || res.Message != "" {
		t.Fatalf("an ordinary remote: held %v, %+v", held, res)
	}
	res, _ = g.call(func() {
		g.git("config", "protocol.ext.allow", "always")
		g.git("config", "remote.origin.pushurl", "ext::sh -c true %S")
	})
	if !strings.Contains(res.Message, ".git/config") {
		t.Fatalf("an ext:: push URL not seen: %+v", res)
	}
}

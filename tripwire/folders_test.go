package tripwire

import (
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"github.com/hookd/hookd/state"
	"github.com/hookd/hookd/wiring"
)

// Folders a client loads whole (red-team R50-R53): another plugin put
// beside hooktool's during a call is moved away, a file or a folder.
func TestPluginFoldersWatched(t *testing.T) {
	for _, tc := range []struct{ own, planted string }{
		{".config/opencode/plugins/hooktool.js", ".config/opencode/plugins/aa.js"},
		{".pi/agent/extensions/hooktool.ts", ".pi/agent/extensions/aa.ts"},
		{".openclaw/extensions/hooktool/index.js", ".openclaw/extensions/aa/index.js"},
	} {
		r := newRig(t)
		r.write(tc.own, "// hooktool\n")
		r.refresh()
		r.event("SessionStart", "")
		res := r.tamperedBy(func() { r.write(tc.planted, "// other\n") })
		if !strings.Contains(res.Message, "is restored") {
			t.Errorf("%s: %+v", tc.planted, res)
		}
		if _, err := os.Stat(filepath.Join(r.home, tc.planted)); err == nil {
			t.Errorf("%s stays", tc.planted)
		}
	}
}

// OpenClaw's "$include" (R54) counts wherever it is, and the files it
// names are watched.
func TestOpenClawInclude(t *testing.T) {
	r := newRig(t)
	r.write(".openclaw/openclaw.json", `{"plugins":{"entries":{"hooktool":{"enabled":true}}},"agents":{"$include":"./a.json5"}}`)
	r.write(".openclaw/a.json5", "{}")
	r.refresh()
	res := r.tamperedBy(func() { r.write(".openclaw/a.json5", "{plugins:{enabled:false}}") })
	if !strings.Contains(res.Message, "a.json5") || r.read(".openclaw/a.json5") != "{}" {
		t.Errorf("included file: %+v", res)
	}
	r.ack()
	res = r.tamperedBy(func() {
		r.write(".openclaw/openclaw.json", `{"plugins":{"entries":{"hooktool":{"enabled":true}}},"agents":{"$include":"./b.json5"}}`)
	})
	if !strings.Contains(res.Message, "openclaw.json") {
		t.Errorf("a changed $include: %+v", res)
	}
}

// Git (R23, R89, R96): a new hook in the hooks folder git runs, and a
// worktree's own config.worktree, made during a call, are removed.
func TestGitHooksFolderAndWorktreeConfig(t *testing.T) {
	if _, err := exec.LookPath("git"); err != nil {
		t.Skip("no git")
	}
	dir := t.TempDir()
	home, proj := filepath.Join(dir, "home"), filepath.Join(dir, "proj")
	git := gitIn(t, home, proj)
	os.MkdirAll(filepath.Join(proj, "hooks"), 0o755)
	os.WriteFile(filepath.Join(proj, "hooks", "pre-push"), []byte("#!/bin/sh\n"), 0o755)
	git("init", "-q", "-b", "main")
	git("config", "core.hooksPath", filepath.Join(proj, "hooks"))
	git("commit", "-q", "--allow-empty", "-m", "i")
	git("worktree", "add", "-q", filepath.Join(dir, "wt2"))
	db, err := state.Open(filepath.Join(dir, "state.db"), state.Options{})
	if err != nil {
		t.Fatal(err)
	}
	defer db.Close()
	env := wiring.Env{Home: home, Project: proj, Getenv: func(string) string { return "" }}
	tw := &Tripwire{Items: wiring.All(env), Copies: filepath.Join(dir, "copies")}
	full := env
	full.ReadFile = os.ReadFile
	full.ReadDir = func(p string) ([]string, error) {
		ents, err := os.ReadDir(p)
		var n []string
		for _, e := range ents {
			n = append(n, e.Name())
		}
		return n, err
	}
	ev := func(name, id string) Result {
		var res Result
		_ = db.Update(func(tx *state.Tx) error {
			res = tw.Check(tx, Call{Event: name, Session: "s", ToolUseID: id, Tool: "Bash", Target: "python3 fix.py", Project: proj})
			return nil
		})
		return res
	}
	for _, plant := range []string{
		filepath.Join(proj, "hooks", "pre-push.old"),
		filepath.Join(proj, "hooks", "post-checkout"),
		filepath.Join(proj, ".git", "worktrees", "wt2", "config.worktree"),
	} {
		if err := db.Update(func(tx *state.Tx) error { return tw.Refresh(tx, proj, wiring.All(full)) }); err != nil {
			t.Fatal(err)
		}
		ev("PreToolUse", "c1")
		os.WriteFile(plant, []byte("[core]\n\thooksPath = /dev/null\n"), 0o755)
		res := ev("PostToolUse", "c1")
		if !strings.Contains(res.Message, filepath.Base(plant)) && !strings.Contains(res.Message, "hooks (the git hooks folder") {
			t.Errorf("%s: %+v", plant, res)
		}
		if _, err := os.Stat(plant); err == nil {
			t.Errorf("%s stays", plant)
		}
		_ = db.Update(func(tx *state.Tx) error { _, _, err := Ack(tx); return err })
	}
}

// chmod 000 on an agent's config folder during a call (R65, R91) is put
// back; entries coming and going in it are not a change of the folder.
func TestFolderModeRestored(t *testing.T) {
	r := newRig(t)
	p := r.write(".claude/settings.json", goodHooks)
	dir := filepath.Dir(p)
	r.refresh()
	if res := r.tamperedBy(func() { r.write(".claude/todo.json", "[]") }); res.Message != "" {
		t.Fatalf("a new file in the folder: %+v", res)
	}
	res := r.tamperedBy(func() { os.Chmod(dir, 0) })
	if !strings.Contains(res.Message, dir+" (an agent's config folder") || !strings.Contains(res.Message, "restored") {
		t.Fatalf("not caught: %+v", res)
	}
	if fi, _ := os.Stat(dir); fi.Mode().Perm() != 0o755 {
		t.Errorf("mode now %v", fi.Mode())
	}
}

// gitIn runs git in proj with home as HOME and git's own config kept
// inside the test's folders (no system or user config of the machine); a
// failure ends the test.
func gitIn(t *testing.T, home, proj string) func(args ...string) {
	return func(args ...string) {
		t.Helper()
		c := exec.Command("git", args...)
		c.Dir = proj
		c.Env = []string{"HOME=" + home, "GIT_CONFIG_NOSYSTEM=1", "GIT_CONFIG_GLOBAL=" + filepath.Join(home, ".gitconfig"), "PATH=" + os.Getenv("PATH"),
			"GIT_AUTHOR_NAME=a", "GIT_AUTHOR_EMAIL=a@b", "GIT_COMMITTER_NAME=a", "GIT_COMMITTER_EMAIL=a@b"}
		if out, err := c.CombinedOutput(); err != nil {
			t.Fatalf("git %v: %v %s", args, err, out)
		}
	}
}

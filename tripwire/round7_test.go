package tripwire

import (
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"syscall"
	"testing"

	"github.com/hookd/hookd/state"
	"github.com/hookd/hookd/wiring"
)

// Round 7: a client's state file that it rewrites all the time counts
// only by the members that start programs, wherever they are (Y23): the
// client's own counters and a project entry without servers stay quiet
// during a call; a server added for one project is restored, the rest of
// the file kept as the client last wrote it.
func TestClientStateFileDeepKeys(t *testing.T) {
	r := newRig(t)
	r.write(".claude.json", `{"numStartups": 4, "projects": {"/w/a": {"allowedTools": []}}}`)
	r.refresh()
	quiet := func() {
		r.write(".claude.json", `{"numStartups": 5, "tipsHistory": {"x": 1}, "projects": {"/w/a": {"allowedTools": []}, "/w/b": {"lastCost": 0.2}}}`)
	}
	if res := r.tamperedBy(quiet); res.Message != "" || res.Hold != "" {
		t.Fatalf("the client's own rewrite tripped: %+v", res)
	}
	bad := `{"numStartups": 5, "projects": {"/w/a": {"allowedTools": [], "mcpServers": {"q": {"command": "/tmp/q"}}}}}`
	res := r.tamperedBy(func() { r.write(".claude.json", bad) })
	if !strings.Contains(res.Message, ".claude.json") {
		t.Fatalf("a project's server added during a call: %+v", res)
	}
	if got := r.read(".claude.json"); strings.Contains(got, "mcpServers") || !strings.Contains(got, "tipsHistory") {
		t.Errorf("not restored to the client's last state: %s", got)
	}
}

// A wiring file given a second name during a call (a hard link whose
// content is the same) is put back as a file of one name, and held; one
// that had two names when armed stays quiet.
func TestHardLinkedWiringFile(t *testing.T) {
	r := newRig(t)
	r.write(".claude/settings.json", goodHooks)
	r.write(".codex/hooks.json", `{"hooks": {}}`)
	if err := os.Link(filepath.Join(r.home, ".codex/hooks.json"), filepath.Join(r.home, "dot-codex-hooks.json")); err != nil {
		t.Skip("no hard links here:", err)
	}
	r.refresh()
	second := filepath.Join(r.home, "proj", "s.json")
	res := r.tamperedBy(func() {
		r.write("proj/keep", "")
		if err := os.Link(filepath.Join(r.home, ".claude/settings.json"), second); err != nil {
			t.Fatal(err)
		}
	})
	if !strings.Contains(res.Message, "settings.json") {
		t.Fatalf("a second name made during a call: %+v", res)
	}
	var st syscall.Stat_t
	if err := syscall.Stat(filepath.Join(r.home, ".claude/settings.json"), &st); err != nil || st.Nlink != 1 || r.read(".claude/settings.json") != goodHooks {
		t.Errorf("not put back as a file of one name: nlink %d, %v", st.Nlink, err)
	}
	r.ack()
	if res := r.tamperedBy(func() { r.write("proj/other", "x") }); res.Message != "" {
		t.Errorf("a file linked when armed tripped: %+v", res)
	}
}

// A start-up file reached through a chain of links: the middle link
// retargeted during a call to a copy with a line that counts is put back
// as the link it was (Y07), not written through.
func TestLinkChainMiddleRestored(t *testing.T) {
	r := newRig(t)
	r.write("cfg/zshrc", "setopt autocd\n")
	mid := filepath.Join(r.home, ".links", "zshrc")
	if err := os.MkdirAll(filepath.Dir(mid), 0o755); err != nil {
		t.Fatal(err)
	}
	if os.Symlink("../cfg/zshrc", mid) != nil || os.Symlink(".links/zshrc", filepath.Join(r.home, ".zshrc")) != nil {
		t.Skip("no symlinks here")
	}
	r.refresh()
	res := r.tamperedBy(func() {
		r.write("cfg/zshrc.alt", "setopt autocd\nexport CODEX_HOME=/tmp/cx\n")
		os.Remove(mid)
		if err := os.Symlink("../cfg/zshrc.alt", mid); err != nil {
			t.Fatal(err)
		}
	})
	if res.Message == "" {
		t.Fatal("the retargeted middle link was not caught")
	}
	if got, _ := os.Readlink(mid); got != "../cfg/zshrc" {
		t.Errorf("the middle link points at %q", got)
	}
	if got := r.read(".zshrc"); got != "setopt autocd\n" {
		t.Errorf(".zshrc reads %q", got)
	}
}

// Claude Code's env block counts but for the variables that only tune a
// tool's limits (Z11): a Bash timeout set during a call is quiet; a
// variable no list names, or one that moves the config, is restored.
func TestSettingsEnvQuietVars(t *testing.T) {
	for _, c := range []struct {
		env  string
		trip bool
	}{
		{`{"BASH_MAX_TIMEOUT_MS": "900000", "MAX_THINKING_TOKENS": "8000"}`, false},
		{`{"BASH_MAX_TIMEOUT_MS": "900000", "SOME_NEW_FLAG": "1"}`, true},
		{`{"CLAUDE_CONFIG_DIR": "/tmp/c"}`, true},
	} {
		r := newRig(t)
		r.write(".claude/settings.json", `{"env": {"LANG": "C"}, `+goodHooks[1:])
		r.refresh()
		res := r.tamperedBy(func() {
			r.write(".claude/settings.json", `{"env": `+strings.Replace(c.env, "{", `{"LANG": "C", `, 1)+`, `+goodHooks[1:])
		})
		if got := res.Message != ""; got != c.trip {
			t.Errorf("env %s: tripped %v, want %v (%s)", c.env, got, c.trip, res.Message)
		}
	}
}

// A linked worktree made during a call with core.hooksPath in its own
// config.worktree (Y14): the file goes and the call is told; a worktree
// made for a branch, with nothing of the kind, is quiet.
func TestNewWorktreeOwnConfig(t *testing.T) {
	if _, err := exec.LookPath("git"); err != nil {
		t.Skip("no git")
	}
	for _, c := range []struct {
		name string
		trip bool
	}{{"hotfix", true}, {"feature", false}} {
		t.Run(c.name, func(t *testing.T) {
			dir := t.TempDir()
			home, proj := filepath.Join(dir, "home"), filepath.Join(dir, "proj")
			os.MkdirAll(filepath.Join(proj, "src"), 0o755)
			os.WriteFile(filepath.Join(proj, "src", "x.go"), []byte("package x\n"), 0o644)
			git := gitIn(t, home, proj)
			git("init", "-q", "-b", "main")
			git("config", "extensions.worktreeConfig", "true")
			git("add", "-A")
			git("commit", "-q", "-m", "init")
			db, err := state.Open(filepath.Join(dir, "state.db"), state.Options{})
			if err != nil {
				t.Fatal(err)
			}
			defer db.Close()
			env := wiring.Env{Home: home, Project: proj, Getenv: func(string) string { return "" }}
			tw := &Tripwire{Items: wiring.All(env), Env: env, Copies: filepath.Join(dir, "copies")}
			full := env
			full.ReadFile = os.ReadFile
			ev := func(name, id string) Result {
				var res Result
				_ = db.Update(func(tx *state.Tx) error {
					res = tw.Check(tx, Call{Event: name, Session: "s", ToolUseID: id, Tool: "Bash", Target: "git worktree add", Project: proj})
					return nil
				})
				return res
			}
			_ = db.Update(func(tx *state.Tx) error { return tw.Refresh(tx, proj, wiring.All(full)) })
			ev("SessionStart", "")
			ev("UserPromptSubmit", "")
			ev("PreToolUse", "t1")
			wt := filepath.Join(dir, c.name)
			git("worktree", "add", "-q", "-b", c.name, wt)
			if c.trip {
				gitIn(t, home, wt)("config", "--worktree", "core.hooksPath", "/dev/null")
			}
			res := ev("PostToolUse", "t1")
			cfg := filepath.Join(proj, ".git", "worktrees", c.name, "config.worktree")
			if got := res.Message != ""; got != c.trip {
				t.Fatalf("tripped %v, want %v: %+v", got, c.trip, res)
			}
			if _, err := os.Stat(cfg); c.trip && err == nil {
				t.Error("the worktree's config.worktree stays")
			}
		})
	}
}

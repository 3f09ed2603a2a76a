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

// T08/T09: a commit made during an agent's call that drops the tracked
// pre-push hook's executable bit, or stops tracking it, is told and held
// at that commit (the user's later reset --hard or clean would apply it);
// the same change committed by the user between turns is theirs. Index
// versions 2 and 4 (path compression) are read.
func TestHookDroppedFromIndexInACommit(t *testing.T) {
	if _, err := exec.LookPath("git"); err != nil {
		t.Skip("no git")
	}
	cases := []struct {
		name, version string
		drop          []string // the git command that takes the hook out
		user          bool     // made by the user between turns
		want          string   // in the message; "" = quiet
		staged        bool     // left staged, not committed (round 7, Y11)
	}{
		{"T08 chmod -x", "2", []string{"update-index", "--chmod=-x", "hooks/pre-push"}, false, "without its executable bit", false},
		{"T09 rm --cached", "2", []string{"rm", "-q", "--cached", "hooks/pre-push"}, false, "no longer tracked", false},
		{"T09 index v4", "4", []string{"rm", "-q", "--cached", "hooks/pre-push"}, false, "no longer tracked", false},
		{"the user's own commit", "2", []string{"update-index", "--chmod=-x", "hooks/pre-push"}, true, "", false},
		{"an ordinary commit", "2", nil, false, "", false},
		{"Y11 staged chmod -x", "2", []string{"update-index", "--chmod=-x", "hooks/pre-push"}, false, "not yet committed", true},
		{"Y11 staged rm --cached", "4", []string{"rm", "-q", "--cached", "hooks/pre-push"}, false, "no longer tracked", true},
		{"an ordinary git add", "2", []string{"add", "hooks/README"}, false, "", true},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			dir := t.TempDir()
			home, proj := filepath.Join(dir, "home"), filepath.Join(dir, "proj")
			git := gitIn(t, home, proj)
			os.MkdirAll(filepath.Join(proj, "hooks"), 0o755)
			os.MkdirAll(filepath.Join(proj, "src", "a"), 0o755)
			os.WriteFile(filepath.Join(proj, "hooks", "pre-push"), []byte("#!/bin/sh\nexec hooktool guard git --pre-push\n"), 0o755)
			os.WriteFile(filepath.Join(proj, "hooks", "README"), []byte("x\n"), 0o644)
			os.WriteFile(filepath.Join(proj, "src", "a", "main.go"), []byte("package a\n"), 0o644)
			git("init", "-q", "-b", "main")
			git("update-index", "--index-version", c.version)
			git("add", "-A")
			git("commit", "-q", "-m", "init")
			db, err := state.Open(filepath.Join(dir, "state.db"), state.Options{})
			if err != nil {
				t.Fatal(err)
			}
			defer db.Close()
			env := wiring.Env{Home: home, Project: proj, Getenv: func(string) string { return "" }}
			tw := &Tripwire{Items: wiring.All(env), Copies: filepath.Join(dir, "copies")}
			full := env
			full.ReadFile = os.ReadFile
			ev := func(name, id string) Result {
				var res Result
				_ = db.Update(func(tx *state.Tx) error {
					res = tw.Check(tx, Call{Event: name, Session: "s", ToolUseID: id, Tool: "Bash", Target: "git commit", Project: proj})
					return nil
				})
				return res
			}
			_ = db.Update(func(tx *state.Tx) error { return tw.Refresh(tx, proj, wiring.All(full)) })
			ev("SessionStart", "")
			ev("UserPromptSubmit", "")
			if c.user {
				git(c.drop...)
				git("commit", "-q", "-m", "tidy")
			}
			ev("PreToolUse", "t1")
			if !c.user {
				if c.drop != nil {
					git(c.drop...)
				}
				if !c.staged {
					os.WriteFile(filepath.Join(proj, "src", "a", "b.go"), []byte("package a\n"), 0o644)
					git("add", "src")
					git("commit", "-q", "-m", "tidy")
				}
			}
			res := ev("PostToolUse", "t1")
			next := ev("PreToolUse", "t2")
			if c.want == "" {
				if res.Message != "" || next.Hold != "" {
					t.Fatalf("tripped: %+v / %+v", res, next)
				}
				return
			}
			if !strings.Contains(res.Message, c.want) || !strings.Contains(res.Message, filepath.Join(proj, "hooks", "pre-push")) || next.Hold == "" {
				t.Fatalf("not caught: %+v / %+v", res, next)
			}
		})
	}
}

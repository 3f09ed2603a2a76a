package guard_test

import (
	"os"
	"path/filepath"
	"testing"

	"github.com/hookd/hookd/guard"
)

// TestSlowGitAsks: the guard asks git which protected files a checkout,
// a stash or a reset would write, each query bounded in time. When git
// does not answer in time (a large or slow repository, or a load spike:
// a CI run under load saw it), the guard cannot vouch for the command and
// asks; it used to pass it.
func TestSlowGitAsks(t *testing.T) {
	bin := t.TempDir()
	if err := os.WriteFile(filepath.Join(bin, "git"), []byte("#!/bin/sh\nexec /bin/sleep 5\n"), 0o755); err != nil {
		t.Fatal(err)
	}
	t.Setenv("PATH", bin)
	home := t.TempDir()
	proj := filepath.Join(home, "project")
	if err := os.MkdirAll(filepath.Join(proj, ".git"), 0o755); err != nil {
		t.Fatal(err)
	}
	g, err := guard.New(nil, guard.Env{Home: home, Project: proj, Cwd: proj})
	if err != nil {
		t.Fatal(err)
	}
	for _, cmd := range []string{"git stash", "git stash pop", "git checkout main", "git checkout-index -a -f"} {
		r := g.BashAt(cmd, proj)
		if r.Decision != "ask" || r.Rule != "self-protect-git" {
			t.Errorf("%q with a git that never answers: %q (rule %q), want ask (self-protect-git)", cmd, r.Decision, r.Rule)
		}
	}
	// A command that writes no tracked file asks git nothing.
	if r := g.BashAt("git status", proj); r.Decision != "" {
		t.Errorf("git status: %q (rule %q), want no opinion", r.Decision, r.Rule)
	}
}

//go:build unix

package guard_test

import (
	"path/filepath"
	"syscall"
	"testing"

	"github.com/hookd/hookd/guard"
)

// A FIFO named like a patch or archive must not hang the hook: it is not
// read, and the guard asks as for any patch it cannot see.
func TestTamperFIFO(t *testing.T) {
	env, _ := tamperEnv(t)
	for _, n := range []string{"evil.diff", "evil.tar"} {
		if err := syscall.Mkfifo(filepath.Join(env.Project, n), 0o644); err != nil {
			t.Skip("no FIFOs here:", err)
		}
	}
	g, err := guard.New(nil, env)
	if err != nil {
		t.Fatal(err)
	}
	for _, cmd := range []string{"git apply evil.diff", "patch -p1 < evil.diff", "tar -xf evil.tar"} {
		if r := g.Bash(cmd); r.Decision != guard.Ask || r.Rule != "self-protect-unseen" {
			t.Errorf("%q: got %s %s (%s), want ask self-protect-unseen", cmd, r.Decision, r.Rule, r.Reason)
		}
	}
}

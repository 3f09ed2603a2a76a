package gitscan

import (
	"context"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"github.com/hookd/hookd/scan"
	"github.com/hookd/hookd/scan/scantest"
)

// TestLsRemoteFailureReadsMore: when the remote cannot be asked what it
// has, the scan reads every pushed commit not named on stdin and says so,
// rather than failing or trusting tracking refs.
func TestLsRemoteFailureReadsMore(t *testing.T) {
	if _, err := exec.LookPath("git"); err != nil {
		t.Skip("no git")
	}
	dir := t.TempDir()
	git := func(args ...string) string { return testGit(t, dir, "", args...) }
	git("init", "-q")
	v, _ := scantest.New(31).Value("github-pat")
	if err := os.WriteFile(filepath.Join(dir, "a.txt"), []byte("token="+v+"\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	git("add", "a.txt")
	git("commit", "-q", "-m", "a")
	git("rm", "-q", "a.txt")
	git("commit", "-q", "-m", "b")
	tip := git("rev-parse", "HEAD")
	// A stale tracking ref naming the secret's commit: not trusted.
	git("update-ref", "refs/remotes/origin/old", "HEAD~1")
	s, err := scan.New(scan.Options{})
	if err != nil {
		t.Fatal(err)
	}
	g := &Git{Dir: dir}
	refs := []PushRef{{"refs/heads/main", tip, "refs/heads/main", strings.Repeat("0", len(tip))}}
	res, err := g.PrePush(context.Background(), Options{Scanner: s}, refs, "origin", filepath.Join(dir, "no-such-remote"))
	if err != nil {
		t.Fatal(err)
	}
	if res.Commits != 2 || len(res.Findings) != 1 || res.Findings[0].Rule != "github-pat" {
		t.Fatalf("commits %d, findings %+v", res.Commits, res.Findings)
	}
	if len(res.Notes) == 0 || !strings.Contains(res.Notes[0], "could not ask the remote") {
		t.Errorf("notes %q", res.Notes)
	}
	// Explicit ls-remote mode fails the push instead.
	if _, err := g.PrePush(context.Background(), Options{Scanner: s, Exclude: ExcludeLsRemote}, refs, "origin", filepath.Join(dir, "no-such-remote")); err == nil {
		t.Error("ls-remote mode passed without the remote")
	}
}

package gitscan

import (
	"context"
	"os/exec"
	"strings"
	"testing"

	"github.com/hookd/hookd/scan"
	"github.com/hookd/hookd/scan/scantest"
)

// TestLooseObjectsOnRefs: a tree or a blob pushed to a ref of its own (git
// mktree, git hash-object, no commit) is scanned as what it holds, by the
// pre-push and the pre-receive scan; a clean one passes, and a name that is
// not here still stops the scan.
func TestLooseObjectsOnRefs(t *testing.T) {
	if _, err := exec.LookPath("git"); err != nil {
		t.Skip("no git")
	}
	dir := t.TempDir()
	git := func(in string, args ...string) string { return testGit(t, dir, in, args...) }
	git("", "init", "-q")
	v, _ := scantest.New(1901).Value("github-pat")
	secret := git("GH_TOKEN="+v+"\n", "hash-object", "-w", "--stdin")
	clean := git("# notes\nnothing to see\n", "hash-object", "-w", "--stdin")
	sub := git("100644 blob "+secret+"\t.env\n", "mktree")
	tree := git("040000 tree "+sub+"\tconf\n100644 blob "+clean+"\tREADME\n", "mktree")
	docs := git("100644 blob "+clean+"\tREADME\n", "mktree")
	s, err := scan.New(scan.Options{})
	if err != nil {
		t.Fatal(err)
	}
	g := &Git{Dir: dir}
	zero := strings.Repeat("0", len(tree))
	for _, tc := range []struct {
		name, oid, path string
		block           bool
	}{
		{"tree", tree, "conf/.env", true},
		{"blob", secret, "refs/snapshots/x", true},
		{"clean tree", docs, "", false},
		{"clean blob", clean, "", false},
	} {
		refs := []PushRef{{"refs/snapshots/x", tc.oid, "refs/snapshots/x", zero}}
		pre, err := g.PrePush(context.Background(), Options{Scanner: s, Exclude: ExcludeNone}, refs, "origin", "origin")
		if err != nil {
			t.Fatalf("%s: pre-push: %v", tc.name, err)
		}
		rec, err := g.PreReceive(context.Background(), Options{Scanner: s}, refs, nil)
		if err != nil {
			t.Fatalf("%s: pre-receive: %v", tc.name, err)
		}
		for _, res := range []*Result{pre, rec} {
			if got := len(res.Findings) > 0; got != tc.block {
				t.Errorf("%s: findings %+v, want some: %v", tc.name, res.Findings, tc.block)
			}
			if tc.block && (res.Findings[0].Rule != "github-pat" || res.Findings[0].Path != tc.path) {
				t.Errorf("%s: %+v", tc.name, res.Findings[0])
			}
		}
	}
	missing := strings.Repeat("1", len(tree))
	refs := []PushRef{{"refs/snapshots/x", missing, "refs/snapshots/x", zero}}
	if _, err := g.PrePush(context.Background(), Options{Scanner: s, Exclude: ExcludeNone}, refs, "origin", "origin"); err == nil {
		t.Error("a missing object passed")
	}
}

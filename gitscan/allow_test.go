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

// TestPushedAllowEntries: an allow entry that the pushed commits add to a
// tracked config file (a value, or a pattern that widens an older one)
// does not allow the secret the same push carries; one the remote already
// had does, and so does an untracked config file (the documented bound).
func TestPushedAllowEntries(t *testing.T) {
	if _, err := exec.LookPath("git"); err != nil {
		t.Skip("no git")
	}
	g := scantest.New(77)
	tok, _ := g.Value("doppler-token")
	old, _ := g.Value("doppler-token")
	for _, tc := range []struct {
		name     string
		before   string // the config file in the commit the remote has; "" = none
		after    string // the config file as pushed and read; "" = untracked
		untrack  string // an untracked config file, read instead
		values   []string
		patterns []string
		block    bool
		rename   bool // push the tip, which the remote has, under a new name
	}{
		{name: "value added with the secret", after: `{"scan":{"allow_values":["` + tok + `"]}}`, values: []string{tok}, block: true},
		{name: "pattern widened", before: `{"scan":{"allow_patterns":["^` + old + `$"]}}`,
			after: `{"scan":{"allow_patterns":["^` + old + `$", "^dp\\.pt\\."]}}`, patterns: []string{"^" + old + "$", `^dp\.pt\.`}, block: true},
		{name: "value the remote had", before: `{"scan":{"allow_values":["` + tok + `"]}}`,
			after: `{"scan":{"allow_values":["` + tok + `"]}}`, values: []string{tok}},
		{name: "untracked file", untrack: `{"scan":{"allow_values":["` + tok + `"]}}`, values: []string{tok}},
		// A new branch name on a commit the remote has: nothing added.
		{name: "old commit, new name", after: `{"scan":{"allow_values":["` + tok + `"]}}`, values: []string{tok}, rename: true},
	} {
		t.Run(tc.name, func(t *testing.T) {
			dir := t.TempDir()
			git := func(args ...string) string { return testGit(t, dir, "", args...) }
			write := func(p, s string) {
				p = filepath.Join(dir, p)
				if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
					t.Fatal(err)
				}
				if err := os.WriteFile(p, []byte(s), 0o644); err != nil {
					t.Fatal(err)
				}
			}
			cfg := filepath.Join("settings", "scan.json")
			git("init", "-q")
			write("README.md", "app\n")
			if tc.before != "" {
				write(cfg, tc.before)
			}
			git("add", "-A")
			git("commit", "-q", "-m", "base")
			base := git("rev-parse", "HEAD")
			if tc.after != "" {
				write(cfg, tc.after)
			}
			write("deploy/env.sh", "export DOPPLER_TOKEN="+tok+"\n")
			git("add", "-A")
			git("commit", "-q", "-m", "deploy")
			if tc.untrack != "" {
				write(cfg, tc.untrack)
			}
			tip := git("rev-parse", "HEAD")
			s, err := scan.New(scan.Options{AllowValues: tc.values, AllowPatterns: tc.patterns})
			if err != nil {
				t.Fatal(err)
			}
			o := Options{Scanner: s, Exclude: ExcludeNone, NoTree: !tc.rename,
				AgentConfig: []ConfigFile{{Path: filepath.Join(dir, cfg), Values: tc.values, Patterns: tc.patterns}}}
			refs := []PushRef{{"refs/heads/main", tip, "refs/heads/main", base}}
			if tc.rename {
				zero := strings.Repeat("0", len(tip))
				refs = []PushRef{{"refs/heads/main", tip, "refs/heads/main", tip}, {"refs/heads/main", tip, "refs/heads/keep", zero}}
			}
			res, err := (&Git{Dir: dir}).PrePush(context.Background(), o, refs, "origin", "origin")
			if err != nil {
				t.Fatal(err)
			}
			if len(res.Findings) == 0 {
				t.Fatal("no finding at all")
			}
			if res.Blocks() != tc.block {
				t.Errorf("blocks %v, want %v: %+v", res.Blocks(), tc.block, res.Findings)
			}
			said := strings.Contains(strings.Join(res.Notes, "\n"), "not honoured")
			if said != tc.block {
				t.Errorf("notes %q", res.Notes)
			}
		})
	}
}

package guard_test

import (
	"os"
	"path/filepath"
	"testing"

	"github.com/hookd/hookd/guard"
)

// git reset --hard and git clean -f in a throwaway repository under the
// temp folder lose nothing the user made, so they pass; every way of
// pointing them back at a real repository from there still stops.
func TestScratchRepoResets(t *testing.T) {
	runThird(t, []thirdCase{
		{"git -C /tmp/claude-1000/scratch reset --hard HEAD~1", "", "", ""},
		{"cd /tmp/claude-1000/repro && git clean -fdx", "", "", ""},
		{"cd /tmp/bisect-try && git reset --hard origin/main", "", "", ""},
		// Still stopped: the project, the temp folder itself, the
		// repository named apart, a link made in the line, a work tree.
		{"git reset --hard HEAD~1", guard.Deny, "git-reset-hard", ""},
		{"git -C /tmp reset --hard", guard.Deny, "git-reset-hard", ""},
		{"git -C /tmp/claude-1000/x --git-dir=/home/dev/project/.git --work-tree=/home/dev/project reset --hard", guard.Deny, "git-reset-hard", ""},
		{"git -C /tmp/claude-1000/x --work-tree=/home/dev/project clean -fdx", guard.Deny, "git-clean-force", ""},
		{"GIT_DIR=/home/dev/project/.git git -C /tmp/claude-1000/x reset --hard", guard.Deny, "git-reset-hard", ""},
		{"cd /tmp/claude-1000/x && GIT_WORK_TREE=/home/dev/project git reset --hard", guard.Deny, "git-reset-hard", ""},
		{"ln -s /home/dev/project /tmp/claude-1000/p && git -C /tmp/claude-1000/p reset --hard", guard.Deny, "git-reset-hard", ""},
		{"git worktree add /tmp/claude-1000/wt feature && cd /tmp/claude-1000/wt && git reset --hard HEAD~3", guard.Deny, "git-reset-hard", ""},
		{"cd \"$SCRATCH\" && git clean -fdx", guard.Deny, "git-clean-force", ""},
	})
}

// On disk, a temp folder that leads into the project through a symlink,
// or a linked work tree of a real repository (its .git is a file), is not
// a scratch repository.
func TestScratchRepoOnDisk(t *testing.T) {
	root, err := filepath.EvalSymlinks(t.TempDir())
	if err != nil {
		t.Fatal(err)
	}
	home := filepath.Join(root, "home")
	project := filepath.Join(home, "project")
	for _, d := range []string{project + "/.git", root + "/scratch/.git", root + "/wt"} {
		if err := os.MkdirAll(d, 0o755); err != nil {
			t.Fatal(err)
		}
	}
	if err := os.WriteFile(root+"/wt/.git", []byte("gitdir: "+project+"/.git/worktrees/wt\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	if err := os.Symlink(project, root+"/link"); err != nil {
		t.Fatal(err)
	}
	// The temp folder is the test's own (TMPDIR may point anywhere).
	g, err := guard.New(nil, guard.Env{Home: home, Project: project, TmpDir: root})
	if err != nil {
		t.Fatal(err)
	}
	// The scratch case is judged by rule only: the empty .git here is no
	// repository git can read, so the check of what a reset writes asks.
	for _, c := range []struct {
		cmd  string
		lost bool // judged as losing work
	}{
		{"git -C " + root + "/scratch reset --hard", false},
		{"git -C " + root + "/link reset --hard", true},
		{"cd " + root + "/link && git clean -fdx", true},
		{"git -C " + root + "/wt reset --hard", true},
	} {
		r := g.Bash(c.cmd)
		lost := r.Decision == guard.Deny && (r.Rule == "git-reset-hard" || r.Rule == "git-clean-force")
		if lost != c.lost {
			t.Errorf("%q: got %s (%s), want lost=%v", c.cmd, r.Decision, r.Rule, c.lost)
		}
	}
}

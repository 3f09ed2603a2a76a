package reduce

import "testing"

// TestFresh169Fixtures scores the 169th blind set (see its README: version
// control in depth: git status, diff, log, show, blame, rebase, merge and
// cherry-pick conflicts, bisect runs, reflog, worktrees, submodules, fsck,
// hooks that fail, rejected pushes; patch and quilt; Mercurial, Subversion
// and Fossil), recorded without reading the reducers.
func TestFresh169Fixtures(t *testing.T) { scoreFixtures(t, "testdata/fresh169", 0, t.Logf) }

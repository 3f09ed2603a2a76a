package reduce

import "testing"

// TestFresh83Fixtures scores a blind set recorded by someone who did not read
// the reducers (testdata/fresh83): 60 outputs of git and the shell as an
// agent meets them in a day (status during a merge and a rebase, diffs,
// logs, blame, bisect, a rejected push, grep, find, ls, du, wc, make, curl)
// on three repositories; median 1.1 KB.
// A baseline: it logs lost keep lines and miscounting markers instead of
// failing on them.
func TestFresh83Fixtures(t *testing.T) {
	scoreFixtures(t, "testdata/fresh83", 0, t.Logf)
}

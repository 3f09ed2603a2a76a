package reduce

import "testing"

// TestFresh74Fixtures scores a blind set recorded by someone who did not read
// the reducers (testdata/fresh74): 60 outputs of an agent's edit-test loop
// on four projects (a pottery-kiln firing service with a Go poller, a
// beekeeping inspection app with a Rust helper): the same tests run again
// after each fix, type checks and lints between edits, git between steps,
// curl while debugging.
// A baseline: it logs lost keep lines and miscounting markers instead of
// failing on them.
func TestFresh74Fixtures(t *testing.T) {
	scoreFixtures(t, "testdata/fresh74", 0, t.Logf)
}

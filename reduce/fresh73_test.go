package reduce

import "testing"

// TestFresh73Fixtures scores a blind set recorded by someone who did not read
// the reducers (testdata/fresh73): 60 outputs of multi-package runs (go test
// over many packages, cargo and npm workspaces, pytest over several
// packages) and of a longer git history with renames, a merge and a
// binary file.
// A baseline: it logs lost keep lines and miscounting markers instead of
// failing on them.
func TestFresh73Fixtures(t *testing.T) {
	scoreFixtures(t, "testdata/fresh73", 0, t.Logf)
}

package reduce

import "testing"

// TestFresh109Fixtures scores a blind set recorded by someone who did not
// read the reducers (testdata/fresh109): 46 outputs of the common tools at
// larger sizes (big test suites, lint and type-check runs over many
// modules, a 29-file refactor, hundreds of untracked files) on four
// generated projects; median 15.8 KB.
// A baseline: it logs lost keep lines and miscounting markers instead of
// failing on them.
func TestFresh109Fixtures(t *testing.T) {
	scoreFixtures(t, "testdata/fresh109", 0, t.Logf)
}

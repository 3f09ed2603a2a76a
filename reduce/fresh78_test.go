package reduce

import "testing"

// TestFresh78Fixtures scores a blind set recorded by someone who did not read
// the reducers (testdata/fresh78): 59 outputs, one to three of each tool
// the issue names and of the failures around them (pip and npm installs
// that fail, make -k over C, a cargo test backtrace), on six projects.
// A baseline: it logs lost keep lines and miscounting markers instead of
// failing on them.
func TestFresh78Fixtures(t *testing.T) {
	scoreFixtures(t, "testdata/fresh78", 0, t.Logf)
}

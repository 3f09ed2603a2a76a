package reduce

import "testing"

// TestFresh72Fixtures scores a blind set recorded by someone who did not read
// the reducers (testdata/fresh72): 60 outputs of the issue's own tools at
// larger sizes (median 5.6 KB, eleven between 12 and 45 KB), on five
// projects with many findings each.
// A baseline: it logs lost keep lines and miscounting markers instead of
// failing on them.
func TestFresh72Fixtures(t *testing.T) {
	scoreFixtures(t, "testdata/fresh72", 0, t.Logf)
}

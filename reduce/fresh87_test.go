package reduce

import "testing"

// TestFresh87Fixtures scores a blind set recorded by someone who did not read
// the reducers (testdata/fresh87): 59 outputs of the common tools at larger
// sizes (median 4.6 KB, 15 of them 15-40 KB) on generated projects of a
// realistic size with planted bugs.
// A baseline: it logs lost keep lines and miscounting markers instead of
// failing on them.
func TestFresh87Fixtures(t *testing.T) {
	scoreFixtures(t, "testdata/fresh87", 0, t.Logf)
}

package reduce

import "testing"

// TestFresh93Fixtures scores a blind set recorded by someone who did not read
// the reducers (testdata/fresh93): 57 outputs of the common tools on four projects far from the usual domains
// (beekeeping in Python, a knitting chart in TypeScript, change ringing in
// Rust, tides in Go), a first day of fixing them; median 2.3 KB.
// A baseline: it logs lost keep lines and miscounting markers instead of
// failing on them.
func TestFresh93Fixtures(t *testing.T) {
	scoreFixtures(t, "testdata/fresh93", 0, t.Logf)
}

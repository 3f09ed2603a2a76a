package reduce

import "testing"

// TestFresh76Fixtures scores a blind set recorded by someone who did not read
// the reducers (testdata/fresh76): 60 outputs of failures after a
// dependency or environment change (missing modules at collection, a type
// error cascade from one shared type, one broken fixture failing many
// tests alike, timeouts with goroutine dumps), on five projects.
// A baseline: it logs lost keep lines and miscounting markers instead of
// failing on them.
func TestFresh76Fixtures(t *testing.T) {
	scoreFixtures(t, "testdata/fresh76", 0, t.Logf)
}

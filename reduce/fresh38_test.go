package reduce

import "testing"

// TestFresh38Fixtures scores a blind set recorded by someone who did not read
// the reducers (testdata/fresh38): listings, data queries, reference help and a few failing builds/tests over new Go, Node, Python and Rust projects.
// A baseline: it logs lost keep lines and miscounting markers instead of
// failing on them.
func TestFresh38Fixtures(t *testing.T) {
	scoreFixtures(t, "testdata/fresh38", 0, t.Logf)
}

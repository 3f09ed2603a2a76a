package reduce

import "testing"

// TestFresh47Fixtures scores a blind set recorded by someone who did not read
// the reducers (testdata/fresh47): pytest, unittest, jest, vitest, mocha,
// node --test, go test and cargo test runs on four new small projects.
// A baseline: it logs lost keep lines and miscounting markers instead of
// failing on them.
func TestFresh47Fixtures(t *testing.T) {
	scoreFixtures(t, "testdata/fresh47", 0, t.Logf)
}

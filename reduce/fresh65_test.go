package reduce

import "testing"

// TestFresh65Fixtures scores a blind set recorded by someone who did not read
// the reducers (testdata/fresh65): long outputs (5-47 KB) of pytest, jest, vitest,
// mocha, go test, cargo, make, linters, tsc, bundlers, git, grep and logs on five
// generated projects with planted bugs.
// A baseline: it logs lost keep lines and miscounting markers instead of
// failing on them.
func TestFresh65Fixtures(t *testing.T) {
	scoreFixtures(t, "testdata/fresh65", 0, t.Logf)
}

package reduce

import "testing"

// TestFresh40Fixtures scores a blind set recorded by someone who did not read
// the reducers (testdata/fresh40): a full-stack web app day with React/vite/vitest, Express/jest, Flask/pytest/sqlite, a Go service and git.
// A baseline: it logs lost keep lines and miscounting markers instead of
// failing on them.
func TestFresh40Fixtures(t *testing.T) {
	scoreFixtures(t, "testdata/fresh40", 0, t.Logf)
}

package reduce

import "testing"

// TestFresh58Fixtures scores a blind set recorded by someone who did not read
// the reducers (testdata/fresh58): pytest, go, cargo, vitest/tsc and minitest runs plus lint, git and file-reading output on five small new projects.
// A baseline: it logs lost keep lines and miscounting markers instead of
// failing on them.
func TestFresh58Fixtures(t *testing.T) {
	scoreFixtures(t, "testdata/fresh58", 0, t.Logf)
}

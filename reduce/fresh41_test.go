package reduce

import "testing"

// TestFresh41Fixtures scores a blind set recorded by someone who did not read
// the reducers (testdata/fresh41): 44 long outputs (5-58 KB) of pytest, jest, vitest, mocha, go test, cargo, linters, tsc, webpack/vite, make, npm, git, grep, logs and crashes on generated projects with planted bugs.
// A baseline: it logs lost keep lines and miscounting markers instead of
// failing on them.
func TestFresh41Fixtures(t *testing.T) {
	scoreFixtures(t, "testdata/fresh41", 0, t.Logf)
}

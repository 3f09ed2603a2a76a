package reduce

import "testing"

// TestFresh60Fixtures scores a blind set recorded by someone who did not read
// the reducers (testdata/fresh60): 51 long outputs (5-53 KB) of pytest, linters, jest/vitest/mocha, tsc, webpack/vite, go, cargo, make, npm, git, grep and logs on generated carillon, lantern-festival, glacier, sundial and funicular projects.
// A baseline: it logs lost keep lines and miscounting markers instead of
// failing on them.
func TestFresh60Fixtures(t *testing.T) {
	scoreFixtures(t, "testdata/fresh60", 0, t.Logf)
}

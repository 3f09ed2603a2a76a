package reduce

import "testing"

// TestFresh56Fixtures scores a blind set recorded by someone who did not read
// the reducers (testdata/fresh56): 45 long (5-50 KB) outputs of pytest, jest, vitest, mocha, go test, cargo, linters, tsc, webpack/vite, make, npm, git, grep and logs on generated projects.
// A baseline: it logs lost keep lines and miscounting markers instead of
// failing on them.
func TestFresh56Fixtures(t *testing.T) {
	scoreFixtures(t, "testdata/fresh56", 0, t.Logf)
}

package reduce

import "testing"

// TestFresh120Fixtures scores a blind set recorded by someone who did not
// read the reducers (testdata/fresh120): 46 outputs of the common tools
// (pytest, mypy, flake8, pylint, jest, vitest, mocha, tsc, webpack,
// esbuild, eslint, cargo, go, staticcheck, git, grep, curl) on four
// projects; median 2.7 KB.
// A baseline: it logs lost keep lines and miscounting markers instead of
// failing on them.
func TestFresh120Fixtures(t *testing.T) {
	scoreFixtures(t, "testdata/fresh120", 0, t.Logf)
}

package reduce

import "testing"

// TestFresh108Fixtures scores a blind set recorded by someone who did not
// read the reducers (testdata/fresh108): 60 outputs of the common tools
// (pytest, mypy, flake8, pylint, jest, vitest, mocha, tsc, webpack,
// esbuild, eslint, cargo, go, staticcheck, git, grep, curl) on five
// projects; median 2.9 KB.
// A baseline: it logs lost keep lines and miscounting markers instead of
// failing on them.
func TestFresh108Fixtures(t *testing.T) {
	scoreFixtures(t, "testdata/fresh108", 0, t.Logf)
}

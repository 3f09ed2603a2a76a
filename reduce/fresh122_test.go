package reduce

import "testing"

// TestFresh122Fixtures scores a blind set recorded by someone who did not
// read the reducers (testdata/fresh122): 43 outputs of the common tools
// (pytest, mypy, flake8, pylint, jest, vitest, mocha, tsc, webpack,
// esbuild, eslint, cargo, go, staticcheck, git, grep, curl) on four
// projects; median 2.3 KB.
// A baseline: it logs lost keep lines and miscounting markers instead of
// failing on them.
func TestFresh122Fixtures(t *testing.T) {
	scoreFixtures(t, "testdata/fresh122", 0, t.Logf)
}

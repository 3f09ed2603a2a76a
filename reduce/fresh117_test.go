package reduce

import "testing"

// TestFresh117Fixtures scores a blind set recorded by someone who did not
// read the reducers (testdata/fresh117): 47 outputs of the common tools
// (pytest, mypy, flake8, pylint, jest, vitest, mocha, tsc, webpack,
// esbuild, eslint, cargo, go, staticcheck, git, grep, curl) on four
// projects; median 2.6 KB.
// A baseline: it logs lost keep lines and miscounting markers instead of
// failing on them.
func TestFresh117Fixtures(t *testing.T) {
	scoreFixtures(t, "testdata/fresh117", 0, t.Logf)
}

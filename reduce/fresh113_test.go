package reduce

import "testing"

// TestFresh113Fixtures scores a blind set recorded by someone who did not
// read the reducers (testdata/fresh113): 59 outputs of the common tools
// (pytest, mypy, flake8, pylint, jest, vitest, mocha, tsc, webpack,
// esbuild, eslint, cargo, go, staticcheck, git, grep, curl) on four
// projects; median 2.2 KB.
// A baseline: it logs lost keep lines and miscounting markers instead of
// failing on them.
func TestFresh113Fixtures(t *testing.T) {
	scoreFixtures(t, "testdata/fresh113", 0, t.Logf)
}

package reduce

import "testing"

// TestFresh39Fixtures scores a blind set recorded by someone who did not read
// the reducers (testdata/fresh39): pytest, mypy, flake8, pylint, jest, vitest, mocha, tsc, webpack, esbuild, eslint, cargo, go, staticcheck, git, grep and curl on a recurrence engine, chess validator, INI parser and job scheduler.
// A baseline: it logs lost keep lines and miscounting markers instead of
// failing on them.
func TestFresh39Fixtures(t *testing.T) {
	scoreFixtures(t, "testdata/fresh39", 0, t.Logf)
}

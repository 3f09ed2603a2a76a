package reduce

import "testing"

// TestFresh62Fixtures scores a blind set recorded by someone who did not read
// the reducers (testdata/fresh62): 53 outputs of pytest, mypy, flake8, pylint, jest, vitest, mocha, webpack, esbuild, tsc, eslint, cargo, go, staticcheck, git, grep and curl on five new small projects.
// A baseline: it logs lost keep lines and miscounting markers instead of
// failing on them.
func TestFresh62Fixtures(t *testing.T) {
	scoreFixtures(t, "testdata/fresh62", 0, t.Logf)
}

package reduce

import "testing"

// TestFresh48Fixtures scores a blind set recorded by someone who did not read
// the reducers (testdata/fresh48): pytest, mypy, flake8, pylint, jest, vitest,
// mocha, tsc, webpack, esbuild, eslint, cargo, go, staticcheck, git, grep and
// curl outputs from five new small projects with planted bugs.
// A baseline: it logs lost keep lines and miscounting markers instead of
// failing on them.
func TestFresh48Fixtures(t *testing.T) {
	scoreFixtures(t, "testdata/fresh48", 0, t.Logf)
}

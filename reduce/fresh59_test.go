package reduce

import "testing"

// TestFresh59Fixtures scores a blind set recorded by someone who did not read
// the reducers (testdata/fresh59): pytest, mypy, flake8, pylint, jest, vitest, mocha, tsc, webpack, esbuild, cargo, go, staticcheck, git, grep and curl runs over five new small projects.
// A baseline: it logs lost keep lines and miscounting markers instead of
// failing on them.
func TestFresh59Fixtures(t *testing.T) {
	scoreFixtures(t, "testdata/fresh59", 0, t.Logf)
}

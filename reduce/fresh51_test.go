package reduce

import "testing"

// TestFresh51Fixtures scores a blind set recorded by someone who did not read
// the reducers (testdata/fresh51): pytest, mypy, flake8, pylint, jest,
// vitest, mocha, webpack, tsc, esbuild, eslint, cargo, go, staticcheck, git,
// grep and curl runs over five new small projects.
// A baseline: it logs lost keep lines and miscounting markers instead of
// failing on them.
func TestFresh51Fixtures(t *testing.T) {
	scoreFixtures(t, "testdata/fresh51", 0, t.Logf)
}

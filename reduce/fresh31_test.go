package reduce

import "testing"

// TestFresh31Fixtures scores a blind set recorded by someone who did not read
// the reducers (testdata/fresh31): 55 outputs of pytest, mypy, flake8, pylint,
// jest, vitest, mocha, tsc, webpack, esbuild, eslint, cargo, go, staticcheck,
// git status, grep, curl and Python/Node/Go/Rust/Java crashes on new projects.
// A baseline: it logs lost keep lines and miscounting markers instead of
// failing on them.
func TestFresh31Fixtures(t *testing.T) {
	scoreFixtures(t, "testdata/fresh31", 0, t.Logf)
}

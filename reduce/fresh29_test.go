package reduce

import "testing"

// TestFresh29Fixtures scores a blind set recorded by someone who did not read
// the reducers (testdata/fresh29): pytest, mypy, flake8, pylint, jest, vitest,
// mocha, tsc, webpack, esbuild, eslint, cargo, go, staticcheck, git, grep,
// curl and Python/Node/Go/Rust/Java crashes on new projects.
// A baseline: it logs lost keep lines and miscounting markers instead of
// failing on them.
func TestFresh29Fixtures(t *testing.T) {
	scoreFixtures(t, "testdata/fresh29", 0, t.Logf)
}

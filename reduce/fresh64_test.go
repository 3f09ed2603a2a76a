package reduce

import "testing"

// TestFresh64Fixtures scores a blind set recorded by someone who did not read
// the reducers (testdata/fresh64): 55 outputs of pytest, mypy, flake8, pylint,
// jest, vitest, mocha, tsc, webpack, esbuild, eslint, cargo, go, staticcheck,
// git, grep and curl on new projects (a glass studio furnace log, a
// roller-derby scorer, a harpsichord tuning schedule, a fell-race timer and a
// sourdough starter API).
// A baseline: it logs lost keep lines and miscounting markers instead of
// failing on them.
func TestFresh64Fixtures(t *testing.T) {
	scoreFixtures(t, "testdata/fresh64", 0, t.Logf)
}

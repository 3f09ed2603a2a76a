package reduce

import "testing"

// TestFresh53Fixtures scores a blind set recorded by someone who did not read
// the reducers (testdata/fresh53): pytest/mypy/flake8/pylint, jest/vitest/mocha,
// tsc/webpack/esbuild/eslint, cargo, go/staticcheck, git, grep and curl outputs
// from new balloon-log, vineyard, escape-room, wind-farm and train-delay projects.
// A baseline: it logs lost keep lines and miscounting markers instead of
// failing on them.
func TestFresh53Fixtures(t *testing.T) {
	scoreFixtures(t, "testdata/fresh53", 0, t.Logf)
}

package reduce

import "testing"

// TestFresh44Fixtures scores a blind set recorded by someone who did not read
// the reducers (testdata/fresh44): pytest, mypy, flake8, pylint, jest, vitest,
// mocha, webpack, esbuild, tsc, eslint, cargo, go, staticcheck, git, grep and
// curl runs on four new projects (tide tables, cinema seats, beehive log, ferry
// fares) plus a local tide API.
// A baseline: it logs lost keep lines and miscounting markers instead of
// failing on them.
func TestFresh44Fixtures(t *testing.T) {
	scoreFixtures(t, "testdata/fresh44", 0, t.Logf)
}

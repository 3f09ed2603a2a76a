package reduce

import "testing"

// TestFresh55Fixtures scores a blind set recorded by someone who did not read
// the reducers (testdata/fresh55): pytest, mypy, flake8, pylint, jest, vitest,
// mocha, tsc, webpack, esbuild, eslint, cargo, go, staticcheck, git, grep and
// curl on four new small projects (lighthouse rota, beehive log, canal locks,
// bell-ringing peals).
// A baseline: it logs lost keep lines and miscounting markers instead of
// failing on them.
func TestFresh55Fixtures(t *testing.T) {
	scoreFixtures(t, "testdata/fresh55", 0, t.Logf)
}

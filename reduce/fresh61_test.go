package reduce

import "testing"

// TestFresh61Fixtures scores a blind set recorded by someone who did not read
// the reducers (testdata/fresh61): pytest, mypy, flake8, pylint, jest, vitest, mocha, tsc, webpack, esbuild, eslint, cargo, go, staticcheck, git, grep and curl on new lock-ledger, puppet-theatre, crevasse-survey and change-ringing projects.
// A baseline: it logs lost keep lines and miscounting markers instead of
// failing on them.
func TestFresh61Fixtures(t *testing.T) {
	scoreFixtures(t, "testdata/fresh61", 0, t.Logf)
}

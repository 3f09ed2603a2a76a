package reduce

import "testing"

// TestFresh42Fixtures scores a blind set recorded by someone who did not read
// the reducers (testdata/fresh42): 55 real outputs of pytest, mypy, flake8, pylint, jest, vitest, mocha, tsc, webpack, esbuild, eslint, cargo, go, staticcheck, git, grep and curl on four new small projects (bike docks, recipe scaler, tide tables, elevator scheduler).
// A baseline: it logs lost keep lines and miscounting markers instead of
// failing on them.
func TestFresh42Fixtures(t *testing.T) {
	scoreFixtures(t, "testdata/fresh42", 0, t.Logf)
}

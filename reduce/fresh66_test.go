package reduce

import "testing"

// TestFresh66Fixtures scores a blind set recorded by someone who did not read
// the reducers (testdata/fresh66): 60 outputs of pytest, mypy, flake8, pylint,
// jest, vitest, mocha, tsc, webpack, esbuild, eslint, cargo, go, staticcheck,
// git, grep and curl on five new projects (a tide-gauge archive, a beekeeping
// ledger, a tram timetable, a lighthouse lamp log and a ferry car-deck planner).
// A baseline: it logs lost keep lines and miscounting markers instead of
// failing on them.
func TestFresh66Fixtures(t *testing.T) {
	scoreFixtures(t, "testdata/fresh66", 0, t.Logf)
}

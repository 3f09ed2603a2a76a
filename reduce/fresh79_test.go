package reduce

import "testing"

// TestFresh79Fixtures scores a blind set recorded by someone who did not read
// the reducers (testdata/fresh79): 60 outputs of Python tools (pytest in
// its common forms, mypy, flake8, pylint, unittest, coverage, pip) on one
// service of 60 modules at six states of a refactor; median 5.8 KB.
// A baseline: it logs lost keep lines and miscounting markers instead of
// failing on them.
func TestFresh79Fixtures(t *testing.T) {
	scoreFixtures(t, "testdata/fresh79", 0, t.Logf)
}

package reduce

import "testing"

// TestFresh152Fixtures scores a blind set recorded by someone who did not
// read the reducers (testdata/fresh152): 58 outputs of Python in depth on
// Debian's packages (pytest with fixtures, parametrize, xfail, xdist,
// coverage and hypothesis; doctest, unittest, sqlite3 errors, chained
// tracebacks, a service's log; flake8, pylint, black, isort, mypy
// --strict); median 4.2 KB.
// A baseline: it logs lost keep lines and miscounting markers instead of
// failing on them.
func TestFresh152Fixtures(t *testing.T) {
	scoreFixtures(t, "testdata/fresh152", 0, t.Logf)
}

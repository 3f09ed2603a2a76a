package reduce

import "testing"

// TestFresh94Fixtures scores a blind set recorded by someone who did not read
// the reducers (testdata/fresh94): 59 outputs of Python work (pytest in
// every common form, unittest, chained tracebacks, mypy --strict and
// --pretty, flake8, pylint's reports, coverage, pip) on three packages;
// median 4.4 KB. A baseline: it logs lost keep lines and miscounting markers
// instead of failing on them.
func TestFresh94Fixtures(t *testing.T) {
	scoreFixtures(t, "testdata/fresh94", 0, t.Logf)
}

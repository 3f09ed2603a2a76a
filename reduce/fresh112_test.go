package reduce

import "testing"

// TestFresh112Fixtures scores a blind set recorded by someone who did not
// read the reducers (testdata/fresh112): 55 outputs of Python in depth
// (pytest in every form, unittest, doctest, mypy, flake8, pylint, black,
// isort, crashing scripts, a warning storm, pip; git and grep) on four
// projects; median 3.6 KB.
// A baseline: it logs lost keep lines and miscounting markers instead of
// failing on them.
func TestFresh112Fixtures(t *testing.T) {
	scoreFixtures(t, "testdata/fresh112", 0, t.Logf)
}

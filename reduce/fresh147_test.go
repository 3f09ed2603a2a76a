package reduce

import "testing"

// TestFresh147Fixtures scores a blind set recorded by someone who did not
// read the reducers (testdata/fresh147): 57 outputs of the common tools
// on four new projects (pytest, mypy, flake8, pylint, jest, vitest, tsc,
// eslint, cargo, go test, staticcheck, git, grep, curl); median 2.3 KB.
// A baseline: it logs lost keep lines and miscounting markers instead of
// failing on them.
func TestFresh147Fixtures(t *testing.T) {
	scoreFixtures(t, "testdata/fresh147", 0, t.Logf)
}

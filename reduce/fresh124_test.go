package reduce

import "testing"

// TestFresh124Fixtures scores a blind set recorded by someone who did not
// read the reducers (testdata/fresh124): 56 larger outputs (median
// 12.4 KB) of pytest, mypy, flake8, pylint, black, go test, staticcheck,
// make, jest, vitest, tsc, eslint, webpack, cargo, git and grep on four
// projects with suites of 300 to 400 tests.
// A baseline: it logs lost keep lines and miscounting markers instead of
// failing on them.
func TestFresh124Fixtures(t *testing.T) {
	scoreFixtures(t, "testdata/fresh124", 0, t.Logf)
}

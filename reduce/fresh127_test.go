package reduce

import "testing"

// TestFresh127Fixtures scores a blind set recorded by someone who did not
// read the reducers (testdata/fresh127): 59 outputs of the common tools
// (pytest, mypy, flake8, pylint, black, jest, vitest, tsc, eslint, cargo,
// go, staticcheck, golangci-lint, git, grep, curl) on four projects;
// median 4.0 KB.
// A baseline: it logs lost keep lines and miscounting markers instead of
// failing on them.
func TestFresh127Fixtures(t *testing.T) {
	scoreFixtures(t, "testdata/fresh127", 0, t.Logf)
}

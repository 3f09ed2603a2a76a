package reduce

import "testing"

// TestFresh131Fixtures scores a blind set recorded by someone who did not
// read the reducers (testdata/fresh131): 56 outputs of the common tools
// (pytest, mypy, flake8, pylint, jest, vitest, tsc, eslint, cargo, go,
// staticcheck, git, grep, curl) on four projects; median 4.2 KB.
// A baseline: it logs lost keep lines and miscounting markers instead of
// failing on them.
func TestFresh131Fixtures(t *testing.T) {
	scoreFixtures(t, "testdata/fresh131", 0, t.Logf)
}

package reduce

import "testing"

// TestFresh123Fixtures scores a blind set recorded by someone who did not
// read the reducers (testdata/fresh123): 57 outputs of the common
// tools (pytest, mypy, flake8, pylint, black, jest, vitest, tsc, eslint,
// cargo, go, staticcheck, gofmt, git, grep, curl) on four projects; median
// 4.5 KB.
// A baseline: it logs lost keep lines and miscounting markers instead of
// failing on them.
func TestFresh123Fixtures(t *testing.T) {
	scoreFixtures(t, "testdata/fresh123", 0, t.Logf)
}

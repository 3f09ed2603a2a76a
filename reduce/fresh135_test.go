package reduce

import "testing"

// TestFresh135Fixtures scores a blind set recorded by someone who did not
// read the reducers (testdata/fresh135): 60 outputs of the common
// tools (pytest, mypy, flake8, jest, vitest, tsc, eslint, cargo, go,
// staticcheck, git, grep, curl) on four projects; median 1.3 KB.
// A baseline: it logs lost keep lines and miscounting markers instead of
// failing on them.
func TestFresh135Fixtures(t *testing.T) {
	scoreFixtures(t, "testdata/fresh135", 0, t.Logf)
}

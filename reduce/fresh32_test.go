package reduce

import "testing"

// TestFresh32Fixtures scores a blind set recorded by someone who did not read
// the reducers (testdata/fresh32): 49 longer outputs of pytest, mypy, flake8, pylint, jest, vitest, mocha, tsc, webpack, eslint, npm, cargo, go, git, grep, curl, make and crash traces on new projects.
// A baseline: it logs lost keep lines and miscounting markers instead of
// failing on them.
func TestFresh32Fixtures(t *testing.T) {
	scoreFixtures(t, "testdata/fresh32", 0, t.Logf)
}

package reduce

import "testing"

// TestFresh151Fixtures scores a blind set recorded by someone who did not
// read the reducers (testdata/fresh151): 60 outputs of the tools a
// reviewer names first (pytest, mypy, flake8, pylint, jest, vitest, mocha,
// tsc, webpack, esbuild, eslint, cargo, git status, grep -rn, curl -v
// against a local API); median 2.7 KB.
// A baseline: it logs lost keep lines and miscounting markers instead of
// failing on them.
func TestFresh151Fixtures(t *testing.T) {
	scoreFixtures(t, "testdata/fresh151", 0, t.Logf)
}

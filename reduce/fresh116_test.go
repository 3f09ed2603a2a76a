package reduce

import "testing"

// TestFresh116Fixtures scores a blind set recorded by someone who did not
// read the reducers (testdata/fresh116): 52 outputs of a TypeScript
// monorepo and a Python package side by side, run from the repository's
// root (npm workspaces, make targets driving jest, vitest, tsc -b, eslint,
// pytest, mypy and flake8; git through a merge conflict; grep); median
// 2.4 KB.
// A baseline: it logs lost keep lines and miscounting markers instead of
// failing on them.
func TestFresh116Fixtures(t *testing.T) {
	scoreFixtures(t, "testdata/fresh116", 0, t.Logf)
}

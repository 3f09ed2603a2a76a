package reduce

import "testing"

// TestFresh33Fixtures scores a blind set recorded by someone who did not read
// the reducers (testdata/fresh33): 55 outputs of pytest, unittest, mypy, flake8, pylint, jest, vitest, mocha, tsc, eslint, esbuild, webpack, cargo, go, git, grep, rg, curl and Python/Node/Go/Java crashes on new projects (units converter, rate limiter, markdown parser, TS router, CSV importer, log aggregator).
// A baseline: it logs lost keep lines and miscounting markers instead of
// failing on them.
func TestFresh33Fixtures(t *testing.T) {
	scoreFixtures(t, "testdata/fresh33", 0, t.Logf)
}

package reduce

import "testing"

// TestFresh67Fixtures scores a blind set recorded by someone who did not read
// the reducers (testdata/fresh67): 56 outputs of the tools with less
// common flags and layouts (pytest -vv --showlocals, mypy --pretty, flake8
// --show-source, pylint -f parseable, tsc --pretty false, eslint -f compact
// and unix, go test -json, a large rename refactor) on four new projects (a
// ferry manifest, a pipe-organ registry, a cheese-aging cellar and a
// lighthouse keeper roster).
// A baseline: it logs lost keep lines and miscounting markers instead of
// failing on them.
func TestFresh67Fixtures(t *testing.T) {
	scoreFixtures(t, "testdata/fresh67", 0, t.Logf)
}

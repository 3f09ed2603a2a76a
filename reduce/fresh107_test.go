package reduce

import "testing"

// TestFresh107Fixtures scores a blind set recorded by someone who did not
// read the reducers (testdata/fresh107): 60 outputs of the common tools
// with non-default flags and formats (pytest --tb=line and native, mypy
// --pretty, flake8 --format=pylint, jest --verbose and --silent, vitest's
// and mocha's other reporters, tsc -b, eslint -f unix and compact, cargo
// --message-format short, go test -json, git's --graph, --word-diff and
// --name-status, grep -C2, curl -w) on five projects; median 2.5 KB.
// A baseline: it logs lost keep lines and miscounting markers instead of
// failing on them.
func TestFresh107Fixtures(t *testing.T) {
	scoreFixtures(t, "testdata/fresh107", 0, t.Logf)
}

package reduce

import "testing"

// TestFresh121Fixtures scores a blind set recorded by someone who did not
// read the reducers (testdata/fresh121): 55 outputs of one agent session
// on a full-stack project, in order (listings and printed files, grep,
// pytest, jest, tsc, flake8, mypy, eslint, a local server and curl calls
// to it, sqlite3, a failing migration, git through a commit); median
// 1.0 KB.
// A baseline: it logs lost keep lines and miscounting markers instead of
// failing on them.
func TestFresh121Fixtures(t *testing.T) {
	scoreFixtures(t, "testdata/fresh121", 0, t.Logf)
}

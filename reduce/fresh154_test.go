package reduce

import "testing"

// TestFresh154Fixtures scores a blind set recorded by someone who did not
// read the reducers (testdata/fresh154): 57 outputs of an agent's ordinary
// day in mixed repositories (git rebase, merge and cherry-pick conflicts,
// bisect run, blame, log -p; find, du, wc, sort | uniq -c, jq, sqlite3,
// awk; npm install, ls and outdated; make; ps); median 4.0 KB.
// A baseline: it logs lost keep lines and miscounting markers instead of
// failing on them.
func TestFresh154Fixtures(t *testing.T) {
	scoreFixtures(t, "testdata/fresh154", 0, t.Logf)
}

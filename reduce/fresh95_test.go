package reduce

import "testing"

// TestFresh95Fixtures scores a blind set recorded by someone who did not read
// the reducers (testdata/fresh95): 60 outputs that are no test run: package managers
// (apt-get, npm, cargo and go offline, pip), crashes and service logs in four
// languages, data tools (sqlite3, jq, column, json.tool), system views and make;
// median 4.3 KB.
// A baseline: it logs lost keep lines and miscounting markers instead of
// failing on them.
func TestFresh95Fixtures(t *testing.T) {
	scoreFixtures(t, "testdata/fresh95", 0, t.Logf)
}

package reduce

import "testing"

// TestFresh101Fixtures scores a blind set recorded by someone who did not read
// the reducers (testdata/fresh101): 60 outputs of a web application in two
// halves (a Python API, a TypeScript front end) through a schema change, run
// from the repository root, with curl of the running API; median 1.4 KB. A
// baseline: it logs lost keep lines and miscounting markers instead of
// failing on them.
func TestFresh101Fixtures(t *testing.T) {
	scoreFixtures(t, "testdata/fresh101", 0, t.Logf)
}

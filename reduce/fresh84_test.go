package reduce

import "testing"

// TestFresh84Fixtures scores a blind set recorded by someone who did not read
// the reducers (testdata/fresh84): 60 outputs of a full-stack repository
// (a Python API, a TypeScript front end and a Go helper) at the states of
// a field's rename that breaks every layer, with three smaller projects;
// median 1.4 KB.
// A baseline: it logs lost keep lines and miscounting markers instead of
// failing on them.
func TestFresh84Fixtures(t *testing.T) {
	scoreFixtures(t, "testdata/fresh84", 0, t.Logf)
}

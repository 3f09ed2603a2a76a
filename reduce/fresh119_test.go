package reduce

import "testing"

// TestFresh119Fixtures scores a blind set recorded by someone who did not
// read the reducers (testdata/fresh119): 32 outputs of test runners on
// larger generated suites (pytest with 336 tests, jest and vitest over 20
// files, go test over 13 packages, a cargo workspace) with their less
// common reports (-rsx, --showlocals, snapshots unwritten in CI);
// median 5.0 KB.
// A baseline: it logs lost keep lines and miscounting markers instead of
// failing on them.
func TestFresh119Fixtures(t *testing.T) {
	scoreFixtures(t, "testdata/fresh119", 0, t.Logf)
}

package reduce

import "testing"

// TestFresh96Fixtures scores a blind set recorded by someone who did not read
// the reducers (testdata/fresh96): 58 outputs of the common tools at larger sizes
// (suites of hundreds of tests, hundreds of findings, a 22-file refactor,
// 200+ untracked files, a 30 KB JSON body); median 12.5 KB.
// A baseline: it logs lost keep lines and miscounting markers instead of
// failing on them.
func TestFresh96Fixtures(t *testing.T) {
	scoreFixtures(t, "testdata/fresh96", 0, t.Logf)
}

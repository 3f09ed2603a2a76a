package reduce

import "testing"

// TestFresh75Fixtures scores a blind set recorded by someone who did not read
// the reducers (testdata/fresh75): 60 outputs of the tools run
// with colour forced (FORCE_COLOR, --color=always, CARGO_TERM_COLOR and
// their kin), the escapes recorded as printed, on five projects.
// A baseline: it logs lost keep lines and miscounting markers instead of
// failing on them.
func TestFresh75Fixtures(t *testing.T) {
	scoreFixtures(t, "testdata/fresh75", 0, t.Logf)
}

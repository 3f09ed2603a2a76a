package reduce

import "testing"

// TestFresh52Fixtures scores a blind set recorded by someone who did not read
// the reducers (testdata/fresh52): 54 outputs from five new small projects
// (Python quarry blast log, TypeScript film-jury tally, Go kiln schedules,
// Rust orchard frost alarm, Ruby dog-grooming book) with planted bugs.
// A baseline: it logs lost keep lines and miscounting markers instead of
// failing on them.
func TestFresh52Fixtures(t *testing.T) {
	scoreFixtures(t, "testdata/fresh52", 0, t.Logf)
}

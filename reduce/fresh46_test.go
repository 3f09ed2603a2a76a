package reduce

import "testing"

// TestFresh46Fixtures scores a blind set recorded by someone who did not read
// the reducers (testdata/fresh46): 58 outputs from a seed-bank inventory (Python),
// a tram-signal simulator (Go), a podcast feed builder (TypeScript), a choir
// rehearsal scheduler (Rust) and a parking-garage billing service (Ruby).
// A baseline: it logs lost keep lines and miscounting markers instead of
// failing on them.
func TestFresh46Fixtures(t *testing.T) {
	scoreFixtures(t, "testdata/fresh46", 0, t.Logf)
}

package reduce

import "testing"

// TestFresh70Fixtures scores a blind set recorded by someone who did not read
// the reducers (testdata/fresh70): 54 outputs of the tools the issue found
// weak, on five new projects (a kayak rental desk, a legacy hop-farm ledger,
// an ice-rink booking desk, a planetarium show scheduler and an orienteering
// results package).
// A baseline: it logs lost keep lines and miscounting markers instead of
// failing on them.
func TestFresh70Fixtures(t *testing.T) {
	scoreFixtures(t, "testdata/fresh70", 0, t.Logf)
}

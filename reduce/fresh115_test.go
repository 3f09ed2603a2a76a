package reduce

import "testing"

// TestFresh115Fixtures scores a blind set recorded by someone who did not
// read the reducers (testdata/fresh115): 58 outputs of a working day past
// the test runs (servers' and applications' logs, tails of them, set -x
// traces, panics and cause chains, listings, diff -u of configs, sqlite3,
// curl of a service, make, git) on three projects; median 2.0 KB.
// A baseline: it logs lost keep lines and miscounting markers instead of
// failing on them.
func TestFresh115Fixtures(t *testing.T) {
	scoreFixtures(t, "testdata/fresh115", 0, t.Logf)
}

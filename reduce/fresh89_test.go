package reduce

import "testing"

// TestFresh89Fixtures scores a blind set recorded by someone who did not read
// the reducers (testdata/fresh89): 55 outputs of a Node/TypeScript backend
// (npm install, ci, ls and audit failures, tsc, eslint in three formats,
// jest with coverage and snapshots, node --test, the service's own stack
// traces, curl of its answers, git); median 1.6 KB.
// A baseline: it logs lost keep lines and miscounting markers instead of
// failing on them.
func TestFresh89Fixtures(t *testing.T) {
	scoreFixtures(t, "testdata/fresh89", 0, t.Logf)
}

package reduce

import "testing"

// TestFresh102Fixtures scores a blind set recorded by someone who did not read
// the reducers (testdata/fresh102): 59 outputs of monorepos run from their
// root (npm workspaces, a Go workspace of three modules, a cargo workspace,
// three Python packages), failures spread across packages; median 1.7 KB.
// A baseline: it logs lost keep lines and miscounting markers instead of
// failing on them.
func TestFresh102Fixtures(t *testing.T) {
	scoreFixtures(t, "testdata/fresh102", 0, t.Logf)
}

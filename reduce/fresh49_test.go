package reduce

import "testing"

// TestFresh49Fixtures scores a blind set recorded by someone who did not read
// the reducers (testdata/fresh49): 44 long outputs (5-40 KB) of pytest, jest,
// vitest, mocha, go test, cargo test, linters, tsc, webpack/vite, make, npm,
// git, grep and log tails on freshly generated projects with planted bugs.
// A baseline: it logs lost keep lines and miscounting markers instead of
// failing on them.
func TestFresh49Fixtures(t *testing.T) {
	scoreFixtures(t, "testdata/fresh49", 0, t.Logf)
}

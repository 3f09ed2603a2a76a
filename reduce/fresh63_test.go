package reduce

import "testing"

// TestFresh63Fixtures scores a blind set recorded by someone who did not read
// the reducers (testdata/fresh63): 56 outputs of pytest, go test/build/vet/run,
// vitest/tsc/npm, cargo test/clippy, rspec/rubocop, git and file listings on five
// small new projects (glazes, archery, regatta, bonsai, pigeon racing).
// A baseline: it logs lost keep lines and miscounting markers instead of
// failing on them.
func TestFresh63Fixtures(t *testing.T) {
	scoreFixtures(t, "testdata/fresh63", 0, t.Logf)
}

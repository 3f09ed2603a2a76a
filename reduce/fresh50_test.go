package reduce

import "testing"

// TestFresh50Fixtures scores a blind set recorded by someone who did not read
// the reducers (testdata/fresh50): 53 outputs of pytest, vitest/tsc/eslint, go test/vet/staticcheck, cargo, minitest/rake, git, rg and logs from five new small projects.
// A baseline: it logs lost keep lines and miscounting markers instead of
// failing on them.
func TestFresh50Fixtures(t *testing.T) {
	scoreFixtures(t, "testdata/fresh50", 0, t.Logf)
}

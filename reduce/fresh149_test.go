package reduce

import "testing"

// TestFresh149Fixtures scores a blind set recorded by someone who did not
// read the reducers (testdata/fresh149): 59 outputs of Go in depth with
// modules from the proxy (testify diffs, table-driven subtests, -race,
// -json, -bench, coverage, vet, staticcheck, golangci-lint, go mod
// errors, a cobra CLI's usage errors, a test timeout's goroutine dump);
// median 0.7 KB.
// A baseline: it logs lost keep lines and miscounting markers instead of
// failing on them.
func TestFresh149Fixtures(t *testing.T) {
	scoreFixtures(t, "testdata/fresh149", 0, t.Logf)
}

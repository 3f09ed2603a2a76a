package reduce

import "testing"

// TestFresh99Fixtures scores a blind set recorded by someone who did not read
// the reducers (testdata/fresh99): 54 outputs of Go and Rust side by side
// (go build, vet, test in its common forms, staticcheck; cargo build, check,
// clippy, test, run; git and grep) on four projects; median 1.8 KB.
// A baseline: it logs lost keep lines and miscounting markers instead of
// failing on them.
func TestFresh99Fixtures(t *testing.T) {
	scoreFixtures(t, "testdata/fresh99", 0, t.Logf)
}

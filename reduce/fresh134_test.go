package reduce

import "testing"

// TestFresh134Fixtures scores a blind set recorded by someone who did not
// read the reducers (testdata/fresh134): 55 outputs of a Go service and a
// Rust CLI in depth (go build, vet, staticcheck, golangci-lint, go test
// with -race, a leak, a deadlock's dump, fuzzing, benchmarks; cargo build
// with trait and borrow errors, cargo test with panics and doctests,
// clippy, rustdoc, cargo tree, cargo fmt); median 2.8 KB.
// A baseline: it logs lost keep lines and miscounting markers instead of
// failing on them.
func TestFresh134Fixtures(t *testing.T) {
	scoreFixtures(t, "testdata/fresh134", 0, t.Logf)
}

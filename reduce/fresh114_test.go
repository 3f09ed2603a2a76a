package reduce

import "testing"

// TestFresh114Fixtures scores a blind set recorded by someone who did not
// read the reducers (testdata/fresh114): 55 outputs of Rust and Go in
// depth (borrow-checker, trait and macro errors, clippy's levels, unit,
// integration and doc tests, backtraces, cargo fmt and doc; go build, vet,
// test with -race, -json, -cover, -shuffle, fuzzing and benchmarks,
// staticcheck, gofmt; git and grep) on four projects; median 2.0 KB.
// A baseline: it logs lost keep lines and miscounting markers instead of
// failing on them.
func TestFresh114Fixtures(t *testing.T) {
	scoreFixtures(t, "testdata/fresh114", 0, t.Logf)
}

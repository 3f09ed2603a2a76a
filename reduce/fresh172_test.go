package reduce

import "testing"

// TestFresh172Fixtures scores the 172nd blind set (see its README: the
// mainstream Go and Rust tools an agent runs: go build, vet and test in
// many forms (-v, -race, -cover, -json, benchmarks, panics, timeouts,
// fuzz seeds, testify diffs, golden files), staticcheck, golangci-lint,
// go generate and go mod; cargo build, check, clippy, test, fmt, doc and
// bench on a workspace and a library with doc tests), recorded without
// reading the reducers.
func TestFresh172Fixtures(t *testing.T) { scoreFixtures(t, "testdata/fresh172", 0, t.Logf) }

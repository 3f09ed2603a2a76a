package reduce

import "testing"

// TestFresh81Fixtures scores a blind set recorded by someone who did not read
// the reducers (testdata/fresh81): 60 outputs of Go tools (go build, vet,
// test in its common forms, -race, -json, -cover, benchmarks, a timeout's
// goroutine dump, staticcheck, gofmt, go mod) on one module of 24
// packages, with git and grep in it; median 3.2 KB.
// A baseline: it logs lost keep lines and miscounting markers instead of
// failing on them.
func TestFresh81Fixtures(t *testing.T) {
	scoreFixtures(t, "testdata/fresh81", 0, t.Logf)
}

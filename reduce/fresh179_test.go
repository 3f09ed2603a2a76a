package reduce

import "testing"

// TestFresh179Fixtures scores the hundred-and-seventy-ninth blind set
// (testdata/fresh179: coverage reports, benchmarks, property and fuzz
// tests, mutation and load tools in Go, Python, Node and C), recorded by
// a helper that never read the reducer; see its README.
func TestFresh179Fixtures(t *testing.T) {
	scoreFixtures(t, "testdata/fresh179", 0, t.Logf)
}

package reduce

import "testing"

// TestFresh182Fixtures scores the hundred-and-eighty-second blind set
// (testdata/fresh182: the middle of a large change, renames, signature
// changes, moved packages and major upgrades breaking Go, TypeScript,
// Python, Rust and C builds in many places at once), recorded by a helper
// that never read the reducer; see its README.
func TestFresh182Fixtures(t *testing.T) {
	scoreFixtures(t, "testdata/fresh182", 0, t.Logf)
}

package reduce

import "testing"

// TestFresh180Fixtures scores the hundred-and-eightieth blind set
// (testdata/fresh180: installing and managing dependencies and
// environments with npm, pnpm, yarn, Go modules, pip and venv, apt and
// dpkg), recorded by a helper that never read the reducer; see its
// README.
func TestFresh180Fixtures(t *testing.T) {
	scoreFixtures(t, "testdata/fresh180", 0, t.Logf)
}

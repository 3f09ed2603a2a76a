package reduce

import "testing"

// TestFresh35Fixtures scores a blind set recorded by someone who did not read
// the reducers (testdata/fresh35): long build logs (make, gcc, clang, cmake,
// meson/ninja, configure), npm/go/pip installs, application logs read with
// tail/grep/jq, verbose test runs and coverage reports.
// A baseline: it logs lost keep lines and miscounting markers instead of
// failing on them.
func TestFresh35Fixtures(t *testing.T) {
	scoreFixtures(t, "testdata/fresh35", 0, t.Logf)
}

package reduce

import "testing"

// TestFresh57Fixtures scores a blind set recorded by someone who did not read
// the reducers (testdata/fresh57): pytest, mypy, flake8, pylint, go, cargo, JS test runners and bundlers, eslint, git, curl and grep outputs from four new projects.
// A baseline: it logs lost keep lines and miscounting markers instead of
// failing on them.
func TestFresh57Fixtures(t *testing.T) {
	scoreFixtures(t, "testdata/fresh57", 0, t.Logf)
}

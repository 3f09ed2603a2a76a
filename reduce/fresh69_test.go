package reduce

import "testing"

// TestFresh69Fixtures scores a blind set recorded by someone who did not read
// the reducers (testdata/fresh69): 59 outputs of the tools as an agent
// runs them across a day of fixing bugs (the same suites failing less each
// time, checkers after each change, git as work proceeds) on four new
// projects (a weather-balloon tracker, a library loan desk, a vineyard press
// log and a seed bank).
// A baseline: it logs lost keep lines and miscounting markers instead of
// failing on them.
func TestFresh69Fixtures(t *testing.T) {
	scoreFixtures(t, "testdata/fresh69", 0, t.Logf)
}

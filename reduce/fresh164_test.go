package reduce

import "testing"

// TestFresh164Fixtures scores the 164th blind set (see its README: large
// outputs of mainstream tools on five generated projects, a few failures
// among many ordinary lines), recorded without reading the reducers.
func TestFresh164Fixtures(t *testing.T) { scoreFixtures(t, "testdata/fresh164", 0, t.Logf) }

package reduce

import "testing"

// TestFresh163Fixtures scores the 163rd blind set (see its README: chained,
// wrapped and piped commands as an agent asks for them on four new
// projects), recorded without reading the reducers.
func TestFresh163Fixtures(t *testing.T) { scoreFixtures(t, "testdata/fresh163", 0, t.Logf) }

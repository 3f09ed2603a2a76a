package reduce

import "testing"

// TestFresh100Fixtures scores a blind set recorded by someone who did not read
// the reducers (testdata/fresh100): 59 outputs of the common tools on four
// medium-sized projects (occultation planning in Python, origami crease
// patterns in TypeScript, glacier firn in Rust, perfume formulation in Go);
// median 1.4 KB. A baseline: it logs lost keep lines and miscounting markers
// instead of failing on them.
func TestFresh100Fixtures(t *testing.T) {
	scoreFixtures(t, "testdata/fresh100", 0, t.Logf)
}

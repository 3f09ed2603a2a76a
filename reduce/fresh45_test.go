package reduce

import "testing"

// TestFresh45Fixtures scores a blind set recorded by someone who did not read
// the reducers (testdata/fresh45): an apiary monorepo (Flask hive-inspection
// service, TypeScript yard-planner CLI, Go treatment worker, Rust refractometer
// helper and a C frame-map tool) being debugged and extended.
// A baseline: it logs lost keep lines and miscounting markers instead of
// failing on them.
func TestFresh45Fixtures(t *testing.T) {
	scoreFixtures(t, "testdata/fresh45", 0, t.Logf)
}

package reduce

import "testing"

// TestFresh71Fixtures scores a blind set recorded by someone who did not read
// the reducers (testdata/fresh71): 55 outputs, two thirds of them JS/TS test
// runners, tsc, eslint, bundlers and cargo, on four new projects (a radio
// telescope observing log, a bicycle courier dispatch service, a perfumery
// formula book and a meteorite catalogue).
// A baseline: it logs lost keep lines and miscounting markers instead of
// failing on them.
func TestFresh71Fixtures(t *testing.T) {
	scoreFixtures(t, "testdata/fresh71", 0, t.Logf)
}

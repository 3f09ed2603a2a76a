package reduce

import "testing"

// TestFresh142Fixtures scores a blind set recorded by someone who did not
// read the reducers (testdata/fresh142): 59 noisy outputs whose useful
// lines are few (npm install logs, make -j, webpack --progress, cargo
// warnings, test runs flooded with warnings and logs, tar/rsync -v,
// service logs, a long bash -x trace, retrying scripts); median 4.5 KB.
// A baseline: it logs lost keep lines and miscounting markers instead of
// failing on them.
func TestFresh142Fixtures(t *testing.T) {
	scoreFixtures(t, "testdata/fresh142", 0, t.Logf)
}

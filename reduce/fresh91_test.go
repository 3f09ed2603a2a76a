package reduce

import "testing"

// TestFresh91Fixtures scores a blind set recorded by someone who did not read
// the reducers (testdata/fresh91): 60 outputs of CI-style runs (ci.sh
// scripts with section banners, make ci, npm run ci, Actions-like logs
// with ::group:: markers and timestamps, a pre-commit-like hook, tox-like
// loops) and the tools they run, on five projects; median 2.3 KB.
// A baseline: it logs lost keep lines and miscounting markers instead of
// failing on them.
func TestFresh91Fixtures(t *testing.T) {
	scoreFixtures(t, "testdata/fresh91", 0, t.Logf)
}

package reduce

import "testing"

// TestFresh110Fixtures scores a blind set recorded by someone who did not
// read the reducers (testdata/fresh110): 55 outputs of the JavaScript and
// TypeScript ecosystem (npm install, ci, ls, outdated; vite and webpack
// builds, tsc, eslint, prettier, jest, vitest, mocha, node, tsx and
// ts-node crashes; git and grep) on four projects; median 1.2 KB.
// A baseline: it logs lost keep lines and miscounting markers instead of
// failing on them.
func TestFresh110Fixtures(t *testing.T) {
	scoreFixtures(t, "testdata/fresh110", 0, t.Logf)
}

package reduce

import "testing"

// TestFresh132Fixtures scores a blind set recorded by someone who did not
// read the reducers (testdata/fresh132): 60 outputs of one agent session
// on four vite, React and TypeScript apps (npm run build, tsc, vitest with
// DOM assertions and snapshots, eslint with react-hooks, prettier --check,
// npm ls and outdated, git); median 2.1 KB.
// A baseline: it logs lost keep lines and miscounting markers instead of
// failing on them.
func TestFresh132Fixtures(t *testing.T) {
	scoreFixtures(t, "testdata/fresh132", 0, t.Logf)
}

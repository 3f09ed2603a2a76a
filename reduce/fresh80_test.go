package reduce

import "testing"

// TestFresh80Fixtures scores a blind set recorded by someone who did not read
// the reducers (testdata/fresh80): 60 outputs of JavaScript and TypeScript
// tools (jest, vitest, mocha, node --test, tsc, eslint, webpack, esbuild,
// npm install and scripts) on one monorepo of three packages; median
// 3.9 KB.
// A baseline: it logs lost keep lines and miscounting markers instead of
// failing on them.
func TestFresh80Fixtures(t *testing.T) {
	scoreFixtures(t, "testdata/fresh80", 0, t.Logf)
}

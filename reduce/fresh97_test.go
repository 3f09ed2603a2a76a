package reduce

import "testing"

// TestFresh97Fixtures scores a blind set recorded by someone who did not read
// the reducers (testdata/fresh97): 57 outputs of TypeScript and JavaScript
// work on a UI library and a Node CLI (jest, vitest, mocha, tsc plain,
// --pretty and project references, eslint in four formats, webpack,
// esbuild, npm scripts, node throwing, git, grep); median 4.5 KB. A
// baseline: it logs lost keep lines and miscounting markers instead of
// failing on them.
func TestFresh97Fixtures(t *testing.T) {
	scoreFixtures(t, "testdata/fresh97", 0, t.Logf)
}

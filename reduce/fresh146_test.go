package reduce

import "testing"

// TestFresh146Fixtures scores a blind set recorded by someone who did not
// read the reducers (testdata/fresh146): 57 outputs of front-end build
// tooling (webpack 5 with its loaders, vite, rollup, esbuild, tsc -b with
// project references, eslint flat config with typescript-eslint,
// stylelint, prettier, size-limit, npm-run-all chains); median 2.3 KB.
// A baseline: it logs lost keep lines and miscounting markers instead of
// failing on them.
func TestFresh146Fixtures(t *testing.T) {
	scoreFixtures(t, "testdata/fresh146", 0, t.Logf)
}

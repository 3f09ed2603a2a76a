package reduce

import "testing"

// TestFresh155Fixtures scores a blind set recorded by someone who did not
// read the reducers (testdata/fresh155): 60 outputs of the newer
// JavaScript and TypeScript toolchain from npm (Biome, oxlint, pnpm,
// Turborepo, Bun, tsx, Vitest 3, Jest 30, node's test runner, knip, tsc
// -b, prettier) with git, grep and curl on the same projects; median 2.9
// KB. A baseline: it logs lost keep lines and miscounting markers instead
// of failing on them.
func TestFresh155Fixtures(t *testing.T) {
	scoreFixtures(t, "testdata/fresh155", 0, t.Logf)
}

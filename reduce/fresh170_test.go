package reduce

import "testing"

// TestFresh170Fixtures scores the 170th blind set (see its README: the
// mainstream JavaScript and TypeScript tools an agent runs: tsc in a
// project-references monorepo, eslint's reporters, prettier, jest, vitest,
// mocha and node --test with failures of several kinds, vite, webpack,
// rollup, esbuild and tsup builds, npm, pnpm and yarn workspaces, turbo,
// knip, madge and size-limit, on four projects of some size), recorded
// without reading the reducers.
func TestFresh170Fixtures(t *testing.T) { scoreFixtures(t, "testdata/fresh170", 0, t.Logf) }

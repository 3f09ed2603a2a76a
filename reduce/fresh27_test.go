package reduce

import "testing"

// TestFresh27Fixtures scores a twenty-seventh blind set, recorded by someone
// who did not read the reducers (testdata/fresh27): 52 outputs of what an
// agent runs in an ordinary day on small Python, TypeScript, Go, Rust and C
// projects (pytest, unittest, vitest, jest, node --test, go test, cargo test,
// tsc, go build and vet, clippy, mypy, esbuild, make, git around a merge
// conflict, grep, tree, cat, jq, tail of logs, npm ci, go mod, cargo add,
// eslint, flake8, pylint, shellcheck, curl and four crashing programs).
// A baseline: it logs lost keep lines and miscounting markers instead of
// failing on them.
func TestFresh27Fixtures(t *testing.T) {
	scoreFixtures(t, "testdata/fresh27", 0, t.Logf)
}

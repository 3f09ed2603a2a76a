package reduce

import "testing"

// TestFresh25Fixtures scores a twenty-fifth blind set, recorded by someone
// who did not read the reducers (testdata/fresh25): 52 outputs an agent sees
// in a long session in the middle of a change to a mid-sized app (pytest
// after a refactor, mypy, pyright, pip, vitest, node --test, tsc, eslint,
// a vite build, go test/vet/build/mod tidy, staticcheck, cargo, make, git
// during a rebase with stashes, grep/rg/find/ls, and Python, Node, Go and
// Rust crashes and a server log).
// A baseline: it logs lost keep lines and miscounting markers instead of
// failing on them.
func TestFresh25Fixtures(t *testing.T) {
	scoreFixtures(t, "testdata/fresh25", 0, t.Logf)
}

package reduce

import "testing"

// TestFresh126Fixtures scores a blind set recorded by someone who did not
// read the reducers (testdata/fresh126): 50 outputs of one agent session
// on a Go service, its Python tide tool and its TypeScript client (go
// test, vet, golangci-lint, pytest, mypy, flake8, tsc, vitest, eslint,
// prettier, git, cat, tree, grep, curl, server logs); median 4.0 KB.
// A baseline: it logs lost keep lines and miscounting markers instead of
// failing on them.
func TestFresh126Fixtures(t *testing.T) {
	scoreFixtures(t, "testdata/fresh126", 0, t.Logf)
}

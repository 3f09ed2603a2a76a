package reduce

import "testing"

// TestFresh144Fixtures scores a blind set recorded by someone who did not
// read the reducers (testdata/fresh144): 57 larger outputs of the common
// tools (pytest, mypy, flake8, pylint, go test text and -json, go vet,
// staticcheck, golangci-lint, jest, vitest, tsc, eslint, cargo test and
// clippy, git, a server's log); median 11 KB.
// A baseline: it logs lost keep lines and miscounting markers instead of
// failing on them.
func TestFresh144Fixtures(t *testing.T) {
	scoreFixtures(t, "testdata/fresh144", 0, t.Logf)
}

package reduce

import "testing"

// TestFresh138Fixtures scores a blind set recorded by someone who did not
// read the reducers (testdata/fresh138): 59 outputs of one agent
// session on a Go command-line tool and two Python projects (go build,
// vet, test, staticcheck, golangci-lint, pytest, mypy, flake8, pylint,
// black, logs tailed and grepped, git); median 0.6 KB.
// A baseline: it logs lost keep lines and miscounting markers instead of
// failing on them.
func TestFresh138Fixtures(t *testing.T) {
	scoreFixtures(t, "testdata/fresh138", 0, t.Logf)
}

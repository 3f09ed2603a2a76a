package reduce

import "testing"

// TestFresh139Fixtures scores a blind set recorded by someone who did not
// read the reducers (testdata/fresh139): 55 outputs of the common tools
// on four new projects (pytest, mypy, flake8, pylint, jest, vitest, tsc,
// eslint, cargo, go test, vet, staticcheck, golangci-lint, git, grep,
// curl); median 4.1 KB.
// A baseline: it logs lost keep lines and miscounting markers instead of
// failing on them.
func TestFresh139Fixtures(t *testing.T) {
	scoreFixtures(t, "testdata/fresh139", 0, t.Logf)
}

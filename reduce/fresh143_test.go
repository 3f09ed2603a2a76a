package reduce

import "testing"

// TestFresh143Fixtures scores a blind set recorded by someone who did not
// read the reducers (testdata/fresh143): 57 outputs of the common tools
// on four new projects (pytest, mypy, flake8, pylint, black, jest, vitest,
// tsc, eslint, cargo, go test, vet, staticcheck, git, grep, curl); median
// 4.1 KB.
// A baseline: it logs lost keep lines and miscounting markers instead of
// failing on them.
func TestFresh143Fixtures(t *testing.T) {
	scoreFixtures(t, "testdata/fresh143", 0, t.Logf)
}

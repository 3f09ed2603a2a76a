package reduce

import "testing"

// TestFresh36Fixtures scores a blind set recorded by someone who did not read
// the reducers (testdata/fresh36): pytest/flake8/mypy, go test/vet/gofmt, cargo, make/gcc/valgrind, jest/eslint, tsc/vitest and git runs on seven new small projects, mostly behind pipes, chains and wrappers.
// A baseline: it logs lost keep lines and miscounting markers instead of
// failing on them.
func TestFresh36Fixtures(t *testing.T) {
	scoreFixtures(t, "testdata/fresh36", 0, t.Logf)
}

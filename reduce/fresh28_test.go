package reduce

import "testing"

// TestFresh28Fixtures scores a blind set recorded by someone who did not read
// the reducers (testdata/fresh28): pytest, pylint, mypy, black/isort, bandit,
// coverage, minitest/rake/rubocop, cmake/ctest/make/valgrind/gdb, javac/JUnit4,
// mocha/node:test/rollup/prettier/npm, go test/gotestsum/vet, bats/shellcheck,
// git and file reading on six new small projects.
// A baseline: it logs lost keep lines and miscounting markers instead of
// failing on them.
func TestFresh28Fixtures(t *testing.T) {
	scoreFixtures(t, "testdata/fresh28", 0, t.Logf)
}

package reduce

import "testing"

// TestFresh30Fixtures scores a blind set recorded by someone who did not read
// the reducers (testdata/fresh30): Perl, PHP, Lua, bats/shellcheck, C++ cmake/ctest/clang-tidy, pytest/mypy, Go race/staticcheck, Rust and vitest/tsc outputs with git, grep and log reads.
// A baseline: it logs lost keep lines and miscounting markers instead of
// failing on them.
func TestFresh30Fixtures(t *testing.T) {
	scoreFixtures(t, "testdata/fresh30", 0, t.Logf)
}

package reduce

import "testing"

// TestFresh125Fixtures scores a blind set recorded by someone who did not
// read the reducers (testdata/fresh125): 59 outputs of
// runners and tools outside the mainstream path: make with gcc and clang,
// cppcheck, clang-tidy, sanitizers, valgrind, gdb, CTest with GoogleTest,
// bats, shunit2, shellcheck, prove, perlcritic, unittest, doctest,
// minitest, RSpec, PHPUnit and JUnit; median 3.9 KB.
// A baseline: it logs lost keep lines and miscounting markers instead of
// failing on them.
func TestFresh125Fixtures(t *testing.T) {
	scoreFixtures(t, "testdata/fresh125", 0, t.Logf)
}

package reduce

import "testing"

// TestFresh86Fixtures scores a blind set recorded by someone who did not read
// the reducers (testdata/fresh86): 60 outputs of C and C++ work (make, gcc
// and clang warnings and errors, cmake and ctest, valgrind, sanitizers,
// gdb -batch, cppcheck, clang-tidy) on four projects, with git, grep and
// curl; median 2.0 KB.
// A baseline: it logs lost keep lines and miscounting markers instead of
// failing on them.
func TestFresh86Fixtures(t *testing.T) {
	scoreFixtures(t, "testdata/fresh86", 0, t.Logf)
}

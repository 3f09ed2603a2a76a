package reduce

import "testing"

// TestFresh105Fixtures scores a blind set recorded by someone who did not
// read the reducers (testdata/fresh105): 55 outputs of C and C++ (gcc,
// g++, clang, make, cmake, ctest, valgrind, AddressSanitizer and UBSan,
// gdb, cppcheck, clang-tidy; git and grep) on four projects; median
// 3.0 KB.
// A baseline: it logs lost keep lines and miscounting markers instead of
// failing on them.
func TestFresh105Fixtures(t *testing.T) {
	scoreFixtures(t, "testdata/fresh105", 0, t.Logf)
}

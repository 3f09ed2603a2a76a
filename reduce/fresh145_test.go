package reduce

import "testing"

// TestFresh145Fixtures scores a blind set recorded by someone who did not
// read the reducers (testdata/fresh145): 59 outputs of C and C++ in
// depth (cmake with ninja and make, googletest and gmock, Catch2, ctest,
// template and link errors, ASan, UBSan, LSan, valgrind, gdb, clang-tidy,
// cppcheck); median 3.4 KB.
// A baseline: it logs lost keep lines and miscounting markers instead of
// failing on them.
func TestFresh145Fixtures(t *testing.T) {
	scoreFixtures(t, "testdata/fresh145", 0, t.Logf)
}

package reduce

import "testing"

// TestFresh174Fixtures scores the 174th blind set (see its README: C, C++
// and shell work: gcc, g++ and clang errors and warnings, linker errors,
// make, cmake, ninja, ctest, meson and autotools; valgrind, the
// sanitizers and gdb; cppcheck, clang-tidy, clang-format and shellcheck;
// bats runs, bash -x traces, gcov, gcovr and lcov), recorded without
// reading the reducers.
func TestFresh174Fixtures(t *testing.T) { scoreFixtures(t, "testdata/fresh174", 0, t.Logf) }

package reduce

import "testing"

// TestFresh37Fixtures scores a blind set recorded by someone who did not read
// the reducers (testdata/fresh37): crashes, sanitizer/valgrind/gdb reports,
// panics, tracebacks and test failures from small C/C++, Python, Node, Go,
// Rust and Java programs with planted bugs, plus their ordinary runs.
// A baseline: it logs lost keep lines and miscounting markers instead of
// failing on them.
func TestFresh37Fixtures(t *testing.T) {
	scoreFixtures(t, "testdata/fresh37", 0, t.Logf)
}

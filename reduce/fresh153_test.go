package reduce

import "testing"

// TestFresh153Fixtures scores a blind set recorded by someone who did not
// read the reducers (testdata/fresh153): 58 outputs of Rust and C systems
// tooling (cargo build, test, clippy, doc and fmt with backtraces and
// doc-test failures; make, gdb backtraces, strace, ltrace, valgrind,
// ASan, shellcheck); median 3.2 KB.
// A baseline: it logs lost keep lines and miscounting markers instead of
// failing on them.
func TestFresh153Fixtures(t *testing.T) {
	scoreFixtures(t, "testdata/fresh153", 0, t.Logf)
}

package reduce

import "testing"

// TestFresh160Fixtures scores a blind set recorded by someone who did not
// read the reducers (testdata/fresh160): 95 outputs of compiled and
// scripting languages outside the mainstream, from Debian's packages
// (gfortran, GNAT, Free Pascal, gdc, ldc2 and dub, Nim and nimble,
// Crystal, Racket, Guile, Tcl's tcltest, Vala with meson, Kotlin, Scala,
// Clojure, with gdb, valgrind, git and grep on the same trees); median
// 1.8 KB. First score, blind, before any change (at 61af965): 59.7% of
// bytes saved, 2023/3529 keep lines kept. A baseline: it logs lost keep
// lines and miscounting markers instead of failing on them.
func TestFresh160Fixtures(t *testing.T) {
	scoreFixtures(t, "testdata/fresh160", 0, t.Logf)
}

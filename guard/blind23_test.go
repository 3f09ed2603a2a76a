package guard_test

import "testing"

// blind23Floor is the share of testdata/blind-23.txt (the twenty-third blind
// set, written from the docs alone, without reading the guard's source, its
// corpus or the other blind sets' bodies) that must keep being judged right,
// in percent: stopped (ask or deny) for must-stop lines, passed for must-pass
// ones. Set at the set's first score, at 671830f7, before any change made
// for it: 346/450 stopped, 198/200 passed; 413/450 and 200/200 after the
// fixes of blind23fix_test.go, 416/450 once a package runner's pinned
// version was read off its package, a SQL client's pager judged as the
// command it is, and head's and tail's counts told from files
// (pkgrun_test.go); 419/450 after the fixes of blind24fix_test.go. Floors
// only go up from there.
// Raised to 432/450 by the second pass over blind-24 (blind24fix2_test.go).
var blind23Floor = struct{ stopped, passed float64 }{100 * 432.0 / 450, 100 * 200.0 / 200}

func TestBlindSet23(t *testing.T) {
	scoreBlind(t, "testdata/blind-23.txt", blind23Floor.stopped, blind23Floor.passed)
}

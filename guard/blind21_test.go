package guard_test

import "testing"

// blind21Floor is the share of testdata/blind-21.txt (the twenty-first blind
// set, written from the docs alone, without reading the guard's source, its
// corpus or the other blind sets' bodies) that must keep being judged right,
// in percent: stopped (ask or deny) for must-stop lines, passed for must-pass
// ones. First score at 0ba26216, before any change to the guard: 340/450
// stopped, 200/200 passed; 414/450 and 200/200 after the fixes of
// blind21fix_test.go; 418/450 after source's PATH look-up, rlwrap's files,
// strace -p and vim's delete()
// (output_test.go); 425/450 after the fixes of blind22fix_test.go. Floors
// only go up from there.
// Raised to 430/450 by the second pass over blind-24 (blind24fix2_test.go).
var blind21Floor = struct{ stopped, passed float64 }{100 * 430.0 / 450, 100 * 200.0 / 200}

func TestBlindSet21(t *testing.T) {
	scoreBlind(t, "testdata/blind-21.txt", blind21Floor.stopped, blind21Floor.passed)
}

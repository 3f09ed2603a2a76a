package guard_test

import "testing"

// blind14Floor is the share of testdata/blind-14.txt (the fourteenth blind
// set, written from the docs alone, without reading the guard's source, its
// corpus or the other blind sets' bodies) that must keep being judged right,
// in percent: stopped (ask or deny) for must-stop lines, passed for must-pass
// ones. The floors are 0 until the owner takes the first score, once, before
// any change, and sets them from it; after that they only go up.
var blind14Floor = struct{ stopped, passed float64 }{342, 198}

func TestBlindSet14(t *testing.T) {
	scoreBlind(t, "testdata/blind-14.txt", blind14Floor.stopped, blind14Floor.passed)
}

package guard_test

import "testing"

// blind9Floor is the share of testdata/blind-9.txt (the ninth blind set,
// written from the docs alone, without reading the guard's source, its
// corpus or the other blind sets) that must keep being judged right, in
// percent: stopped (ask or deny) for must-stop lines, passed for must-pass
// ones. First score, taken once before any change (at 3e6be4f): 93.6%
// stopped (423/452), 100% passed (200/200). After the classes its misses
// belong to were fixed (blind9fix_test.go): 97.3% stopped (440/452), the
// same 100% passed. A later session closed eight of the twelve left
// (blind9left_test.go): 99.1% (448/452). The floors only go up.
var blind9Floor = struct{ stopped, passed float64 }{100 * 448.0 / 452, 100 * 200.0 / 200}

func TestBlindSet9(t *testing.T) {
	scoreBlind(t, "testdata/blind-9.txt", blind9Floor.stopped, blind9Floor.passed)
}

package guard_test

import "testing"

// blind19Floor is the share of testdata/blind-19.txt (the nineteenth blind
// set, written from the docs alone, without reading the guard's source, its
// corpus or the other blind sets' bodies) that must keep being judged right,
// in percent: stopped (ask or deny) for must-stop lines, passed for must-pass
// ones. First score, taken once before any change (at ea433d0b): 293 of
// 450 stopped, 199 of 200 passed; floors only go up from there (365/450 and
// 200/200 after the fixes of blind19fix_test.go; 387/450 after those of
// blind20fix_test.go; 399/450 after those of blind21fix_test.go; 400/450
// after vim's delete() read as rm, output_test.go; 401/450 after those of
// blind22fix_test.go; 402/450 after those of blind24fix_test.go).
// Raised to 403/450 by the second pass over blind-24 (blind24fix2_test.go).
var blind19Floor = struct{ stopped, passed float64 }{100 * 403.0 / 450, 100 * 200.0 / 200}

func TestBlindSet19(t *testing.T) {
	scoreBlind(t, "testdata/blind-19.txt", blind19Floor.stopped, blind19Floor.passed)
}

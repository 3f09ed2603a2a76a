package reduce

import (
	"fmt"
	"strings"
	"testing"
)

// TestRepeatedParagraphsFold: goroutines blocked in one place fold to the
// first one's stack and a marker, a goroutine blocked elsewhere stays,
// and paragraphs that each say a failure stay whole however alike.
func TestRepeatedParagraphsFold(t *testing.T) {
	var b strings.Builder
	b.WriteString("fatal error: all goroutines are asleep - deadlock!\n")
	for g := range 20 {
		place := "/src/app/main.go:12 +0x8c"
		if g == 9 {
			place = "/src/app/main.go:13 +0x7a"
		}
		fmt.Fprintf(&b, "\ngoroutine %d [chan receive]:\nmain.worker(0x%x, 0xc000012345)\n\t%s\ncreated by main.main in goroutine 1\n\t/src/app/main.go:23 +0x65\n", g+7, g, place)
	}
	b.WriteString("exit status 2\n")
	in := b.String()
	out := reduceAsRun(GoBuild, in)
	for _, want := range []string{"goroutine 7 [chan receive]:", "\t/src/app/main.go:12 +0x8c", "\t/src/app/main.go:13 +0x7a", "exit status 2"} {
		if !strings.Contains(out, want+"\n") {
			t.Errorf("lost %q:\n%s", want, out)
		}
	}
	if strings.Contains(out, "goroutine 12 ") || len(out)*3 > len(in) {
		t.Errorf("repeats not folded: %d -> %d bytes:\n%s", len(in), len(out), out)
	}
	checkMarkers(t, in, out)

	var f strings.Builder
	for n := range 12 {
		fmt.Fprintf(&f, "FAIL: test_price_%d (tests.TestPrice)\nTraceback (most recent call last):\n  File \"tests/test_p.py\", line 3, in test_price\nAssertionError: %d != %d\n\n", n, n, n+1)
	}
	if out := reduceAsRun(Generic, f.String()); !strings.Contains(out, "AssertionError: 7 != 8\n") || !strings.Contains(out, "FAIL: test_price_7 (tests.TestPrice)\n") {
		t.Errorf("a failure folded as a repeat:\n%s", out)
	}
	if got := numbersOut("goroutine 18 main.worker(0xb, 0x1f) f4.txt:12"); got != "goroutine # main.worker(#, #) f4.txt:#" {
		t.Errorf("numbersOut = %q", got)
	}
}

package reduce

import "testing"

func TestTimedPass(t *testing.T) {
	for _, s := range []string{
		"Passed Shop.Tests.CartTests.AddsALine [13 ms]",
		"adds a line ... ok (3ms)",
		"CartTest > addsALine() PASSED (0.2s)",
		"totals the basket ✓ (1.5 sec)",
	} {
		if !timedPass(s) || !passLine("  "+s) {
			t.Errorf("%q not read as a passing unit", s)
		}
	}
	for _, s := range []string{
		"Passed the request to the fallback handler (3ms)", // a sentence
		"Failed Shop.Tests.TaxTests.Rounds [12 ms]",
		"adds a line ... FAILED (3ms)",
		"adds a line ... ok",             // no timing: passLine's own rules read it
		"Passed Shop.Tests.Cart.Adds",    // no timing
		"request served ... ok (cached)", // no duration
	} {
		if timedPass(s) {
			t.Errorf("%q read as a timed pass", s)
		}
	}
}

func TestLoaderFrameIsLibrary(t *testing.T) {
	for s, want := range map[string]bool{
		"        at app//org.junit.jupiter.api.AssertionFailureBuilder.build(AssertionFailureBuilder.java:151)": true,
		"        at app//com.shop.TaxTest.mergeWorks(TaxTest.java:31)":                                          false,
		"    at java.base/java.util.ArrayList.get(ArrayList.java:427)":                                          true,
		"    at com.shop.Cart.total(Cart.java:12)":                                                              false,
	} {
		if got := libStackFrame(s); got != want {
			t.Errorf("libStackFrame(%q) = %v, want %v", s, got, want)
		}
	}
}

func TestZeroTally(t *testing.T) {
	for s, want := range map[string]bool{
		"[INFO] Tests run: 6, Failures: 0, Errors: 0, Skipped: 0, Time elapsed: 0.069 s -- in com.shop.CartTest":              true,
		"[ERROR] Tests run: 6, Failures: 1, Errors: 0, Skipped: 0, Time elapsed: 0.031 s <<< FAILURE! -- in com.shop.TaxTest": false,
		"[ERROR] Tests run: 48, Failures: 1, Errors: 0, Skipped: 0":                                                           false,
		"[INFO] Tests run: 48, Failures: 0, Errors: 0, Skipped: 0":                                                            false, // the run's total
		"Tests run: 3, Failures: 0, Errors: 2, Skipped: 0, Time elapsed: 1.2 s - in org.x.DbTest":                             false,
		"We counted the tests run: 4 in the last hour":                                                                        false,
	} {
		if got := zeroTally(s); got != want {
			t.Errorf("zeroTally(%q) = %v, want %v", s, got, want)
		}
	}
}

// A unit's start line goes when the next line is its passing result
// naming it at the end; a failing one's stays.
func TestStartLineBeforeTally(t *testing.T) {
	ls := textLines("[INFO] Running com.shop.CartTest\n" +
		"[INFO] Tests run: 6, Failures: 0, Errors: 0, Skipped: 0, Time elapsed: 0.069 s -- in com.shop.CartTest\n" +
		"[INFO] Running com.shop.TaxTest\n" +
		"[ERROR] Tests run: 6, Failures: 1, Errors: 0, Skipped: 0, Time elapsed: 0.031 s <<< FAILURE! -- in com.shop.TaxTest\n")
	ls = dropStartLines(ls)
	if ls[0].cls != drop || ls[2].cls == drop {
		t.Errorf("start lines: passing unit's %v (want drop), failing unit's %v (want kept)", ls[0].cls, ls[2].cls)
	}
}

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

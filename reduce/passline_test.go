package reduce

import (
	"fmt"
	"strings"
	"testing"
)

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

// cargo nextest's lines for passing tests go, also right after a failing
// test's panic message; the panic's lines stay.
func TestNextestPassesDropped(t *testing.T) {
	in := []string{"    Starting 40 tests across 2 binaries"}
	for i := 0; i < 20; i++ {
		in = append(in, fmt.Sprintf("        PASS [   0.00%ds] shop::cart tests::case_%d", i%10, i))
	}
	in = append(in, "        FAIL [   0.004s] shop::cart tests::sync", "",
		"--- STDERR:              shop::cart tests::sync ---",
		"thread 'tests::sync' panicked at src/cart.rs:90:9:",
		"assertion `left == right` failed", "  left: 2", " right: 3", "")
	for i := 20; i < 40; i++ {
		in = append(in, fmt.Sprintf("        PASS [   0.00%ds] shop::cart tests::case_%d", i%10, i))
	}
	in = append(in, "------------", "     Summary [   0.120s] 40 tests run: 39 passed, 1 failed, 0 skipped",
		"        FAIL [   0.004s] shop::cart tests::sync", "error: test run failed")
	out, omitted := Text(CargoTest, strings.Join(in, "\n")+"\n", "/f")
	if !omitted {
		t.Fatalf("nothing omitted:\n%s", out)
	}
	for _, s := range []string{"  left: 2", " right: 3", "thread 'tests::sync' panicked at src/cart.rs:90:9:", "error: test run failed"} {
		if !strings.Contains(out, s+"\n") {
			t.Errorf("missing %q in\n%s", s, out)
		}
	}
	if strings.Contains(out, "tests::case_25\n") {
		t.Errorf("a pass after the panic stayed:\n%s", out)
	}
}

// Of a test binary whose tests all passed, the lines that open its block
// go and its result stays; a failing binary's block keeps its opening.
func TestPassedBinaryOpeningsGo(t *testing.T) {
	in := []string{
		"     Running unittests src/lib.rs (target/debug/deps/core-1a2b3c4d)", "", "running 2 tests",
		"test tests::a ... ok", "test tests::b ... ok", "",
		"test result: ok. 2 passed; 0 failed; 0 ignored; 0 measured; 0 filtered out; finished in 0.01s", "",
		"   Doc-tests core", "", "running 0 tests", "",
		"test result: ok. 0 passed; 0 failed; 0 ignored; 0 measured; 0 filtered out; finished in 0.00s", "",
		"     Running unittests src/lib.rs (target/debug/deps/db-5e6f7a8b)", "", "running 1 test",
		"test tests::c ... FAILED", "",
		"test result: FAILED. 0 passed; 1 failed; 0 ignored; 0 measured; 0 filtered out; finished in 0.01s",
	}
	ls := dropPassedBinaries(textLines(strings.Join(in, "\n")))
	for i, want := range map[int]bool{0: true, 2: true, 6: false, 8: true, 10: true, 12: false, 14: false, 16: false, 19: false} {
		if got := ls[i].cls == drop; got != want {
			t.Errorf("line %d %q dropped %v, want %v", i, ls[i].text, got, want)
		}
	}
}

// TestTimedPassesInJSRun: a JS runner's passing test that ends with its
// time ("name ... ok (1ms)", as deno's runner writes it) goes as a pass,
// never as the context of a failure next to it.
func TestTimedPassesInJSRun(t *testing.T) {
	in := []string{"Check file:///src/cart_test.ts"}
	for i := range 60 {
		if i == 5 || i == 11 {
			in = append(in, fmt.Sprintf("total %d ... FAILED (3ms)", i))
		} else {
			in = append(in, fmt.Sprintf("total %d ... ok (1ms)", i))
		}
	}
	in = append(in, "", " ERRORS ", "", "total 5 => ./cart_test.ts:15:6", "error: AssertionError: Values are not equal:", "",
		"    [Diff] Actual / Expected", "", "-   50", "+   51", "", "    at file:///src/cart_test.ts:17:3", "",
		" FAILURES ", "", "total 5 => ./cart_test.ts:15:6", "total 11 => ./cart_test.ts:21:6", "",
		"FAILED | 58 passed | 2 failed (45ms)", "", "error: Test failed")
	text := strings.Join(in, "\n") + "\n"
	out := reduceAsRun(NpmTest, text)
	checkMarkers(t, text, out)
	for _, s := range []string{"total 4 ... ok (1ms)", "total 6 ... ok (1ms)", "total 12 ... ok (1ms)"} {
		if strings.Contains(out, s+"\n") {
			t.Errorf("the pass %q stayed:\n%s", s, out)
		}
	}
	for _, s := range []string{"total 5 ... FAILED (3ms)", "total 11 ... FAILED (3ms)", "+   51", "FAILED | 58 passed | 2 failed (45ms)"} {
		if !strings.Contains(out, s+"\n") {
			t.Errorf("missing %q in\n%s", s, out)
		}
	}
}

// TestTreePass: a unit drawn in a tree of results with a check mark at its
// end passed; one with a cross and its message, or a skip mark and its
// reason, did not; a line with no tree marks is left to the other rules.
func TestTreePass(t *testing.T) {
	for _, s := range []string{
		"│     ├─ totalsTheBasket() ✔",
		"├─ Engine Alpha ✔",
		"|   `-- rounds half up ✓",
		"│  │  └─ [2] qty=3 ✔",
	} {
		if !treePass(strings.TrimSpace(s)) || !passLine(s) {
			t.Errorf("%q not read as a passing unit", s)
		}
	}
	for _, s := range []string{
		"│     ├─ roundsDown() ✘ expected: <2> but was: <3>",
		"│     ├─ slowPath() ↷ not built yet",
		"totals the basket ✔", // no tree marks
		"├─ ✔",
		"└─ connection timeout ✔", // a failure's word: it stays
	} {
		if treePass(strings.TrimSpace(s)) {
			t.Errorf("%q read as a passing unit in a tree", s)
		}
	}
}

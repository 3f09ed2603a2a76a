package reduce

import (
	"fmt"
	"strings"
	"testing"
)

func TestMarkRow(t *testing.T) {
	for _, c := range []struct {
		in           string
		fails, isRow bool
	}{
		{"...F........F....FF.......E...", true, true},
		{"  ..............................!.........", true, true},
		{"  ․․․․․․․․․․․․․․!․․․․", true, true},
		{"....................", false, true},
		{"...s....*....x....", false, true},
		{"..E.F...............                                              20 / 20 (100%)", true, true},
		{"....F.....  [ 40%]", true, true},
		{"FFFFFFFFFFFFFFFFFFFFFFFFFFFF.F*", true, true},
		{"F.E", false, false},      // too short to tell from text
		{"FFFFFFFF", false, false}, // no pass mark: a word of capitals
		{"********", false, false}, // a rule of stars
		{"... and 3 more", false, false},
		{"E.g. see below.", false, false},
		{"", false, false},
		{"....F..... [ab]", false, false},
	} {
		fails, ok := markRow(c.in)
		if ok != c.isRow || ok && fails != c.fails {
			t.Errorf("markRow(%q) = %v, %v; want %v, %v", c.in, fails, ok, c.fails, c.isRow)
		}
	}
}

// minitestRun writes a run with a progress row and n failures told in
// words below it, as minitest (and rspec, JUnit, unittest) print one.
func minitestRun(n int) string {
	var b strings.Builder
	b.WriteString("Run options: --seed 4242\n\n# Running:\n\n")
	b.WriteString(strings.Repeat("....F.....", n) + strings.Repeat(".", 60) + "\n\n")
	b.WriteString("Finished in 0.029241s, 5300.7018 runs/s, 5266.5037 assertions/s.\n\n")
	for i := range n {
		fmt.Fprintf(&b, "  %d) Failure:\nCartTest#test_add_%d [cart_test.rb:%d]:\nExpected: %d\n  Actual: %d\n\n", i+1, i*7, 10+i*4, i*2+1, i*2)
	}
	fmt.Fprintf(&b, "%d runs, %d assertions, %d failures, 0 errors, 0 skips\n", n*10+60, n*10+60, n)
	return b.String()
}

// TestMarkRowsDropped: a progress row whose failures the report tells in
// words goes; each failure's lines stay.
func TestMarkRowsDropped(t *testing.T) {
	in := minitestRun(12)
	out := reduceAsRun(Generic, in)
	checkMarkers(t, in, out)
	if strings.Contains(out, "....F....") {
		t.Errorf("the progress row stayed:\n%s", out)
	}
	for _, want := range []string{"CartTest#test_add_77 [cart_test.rb:54]:", "Expected: 23", "  Actual: 22", "12 failures"} {
		if !strings.Contains(out, want) {
			t.Errorf("%q lost:\n%s", want, out)
		}
	}
}

// TestMarkRowAloneStays: a row with failure marks is the only word of a
// failure when nothing else tells it: it stays.
func TestMarkRowAloneStays(t *testing.T) {
	ls := textLines("...F....\nsome log line\n")
	ls = dropMarkRows(ls)
	if ls[0].cls == drop {
		t.Errorf("a row with the only failure mark went")
	}
	ls = textLines("........\nsome log line\n")
	if ls = dropMarkRows(ls); ls[0].cls != drop {
		t.Errorf("a row of passes stayed")
	}
}

// junitTwoLine writes a JUnit report as vitest does: each passing test
// opened and closed on two lines, a failing one with its failure inside.
func junitTwoLine(n int) string {
	var b strings.Builder
	b.WriteString("<?xml version=\"1.0\" encoding=\"UTF-8\" ?>\n")
	fmt.Fprintf(&b, "<testsuites name=\"vitest tests\" tests=\"%d\" failures=\"1\" errors=\"0\" time=\"1.2\">\n", n)
	b.WriteString("    <testsuite name=\"test/cart.test.js\" tests=\"" + fmt.Sprint(n) + "\" failures=\"1\">\n")
	for i := range n {
		fmt.Fprintf(&b, "        <testcase classname=\"test/cart.test.js\" name=\"cart &gt; totals %d items\" time=\"0.00%d\">\n", i, i+1)
		if i == n/2 {
			b.WriteString("            <failure message=\"expected 63 to be 63.01\" type=\"AssertionError\">\nAssertionError: expected 63 to be 63.01\n ❯ test/cart.test.js:105:32\n            </failure>\n")
		}
		b.WriteString("        </testcase>\n")
	}
	b.WriteString("    </testsuite>\n</testsuites>\n")
	return b.String()
}

// TestEmptyTestcasesDropped: the passing tests of a two-line JUnit report
// go; the failing one stays with its failure.
func TestEmptyTestcasesDropped(t *testing.T) {
	in := junitTwoLine(40)
	out := reduceAsRun("npm test", in)
	checkMarkers(t, in, out)
	if strings.Contains(out, `name="cart &gt; totals 0 items"`) || strings.Contains(out, `totals 39 items`) {
		t.Errorf("a passing test stayed:\n%s", out)
	}
	for _, want := range []string{`name="cart &gt; totals 20 items"`, "AssertionError: expected 63 to be 63.01", " ❯ test/cart.test.js:105:32"} {
		if !strings.Contains(out, want) {
			t.Errorf("%q lost:\n%s", want, out)
		}
	}
}

// TestUnittestBareRulesGo: unittest's bare rule over each failure's
// header goes; the header, the traceback's frames and the counts stay.
func TestUnittestBareRulesGo(t *testing.T) {
	var b strings.Builder
	for i := range 12 {
		fmt.Fprintf(&b, "test_price_%d (tests.test_m.TestPrice.test_price_%d) ... FAIL\n", i, i)
	}
	for i := range 12 {
		fmt.Fprintf(&b, "\n%s\nFAIL: test_price_%d (tests.test_m.TestPrice.test_price_%d)\n%s\n", strings.Repeat("=", 70), i, i, strings.Repeat("-", 70))
		fmt.Fprintf(&b, "Traceback (most recent call last):\n  File \"/src/tests/test_m.py\", line %d, in test_price_%d\n    self.assertEqual(price(%d), %d)\nAssertionError: %d != %d\n", 3+i, i, i, i*2, i*2+1, i*2)
	}
	fmt.Fprintf(&b, "\n%s\nRan 40 tests in 0.002s\n\nFAILED (failures=12)\n", strings.Repeat("-", 70))
	in := b.String()
	out := reduceAsRun(Pytest, in)
	checkMarkers(t, in, out)
	if strings.Contains(out, strings.Repeat("=", 70)) {
		t.Errorf("a bare rule stayed:\n%s", out)
	}
	for _, want := range []string{"FAIL: test_price_7 (tests.test_m.TestPrice.test_price_7)", "  File \"/src/tests/test_m.py\", line 10, in test_price_7", "FAILED (failures=12)"} {
		if !strings.Contains(out, want+"\n") {
			t.Errorf("%q lost:\n%s", want, out)
		}
	}
}

// TestMarkRowsInReportStay: rows of dots and marks a test printed inside
// its failure's report (a board under "got:") are data, not progress.
func TestMarkRowsInReportStay(t *testing.T) {
	ls := textLines("--- FAIL: TestLife (0.00s)\n    life_test.go:20: got:\n..X..\n.XX..\n.....\n")
	ls[0].cls, ls[1].cls = keep, keep
	ls = dropMarkRows(ls)
	for i := 2; i < 5; i++ {
		if ls[i].cls == drop {
			t.Errorf("the board's row %q went", ls[i].text)
		}
	}
}

package reduce

import (
	"fmt"
	"strings"
	"testing"
)

// pytestWarnings writes a passing run whose warnings section holds n
// blocks of one DeprecationWarning raised at three lines of one module,
// and one other warning.
func pytestWarnings(n int) string {
	in := []string{
		"============================= test session starts ==============================",
		"rootdir: /srv/app",
		"collected 48 items",
		"",
		"tests/test_cart.py ............                                         [ 50%]",
		"tests/test_stock.py ............                                        [100%]",
		"",
		"=============================== warnings summary ===============================",
	}
	for i := 0; i < n; i++ {
		in = append(in, fmt.Sprintf("tests/test_cart.py::test_total_%d", i),
			fmt.Sprintf("  /srv/app/app/models.py:%d: DeprecationWarning: datetime.datetime.utcnow() is deprecated and scheduled for removal in a future version.", 30+i%3),
			"    stamp = datetime.utcnow()", "")
	}
	in = append(in, "tests/test_stock.py::test_io",
		"  /srv/app/app/io.py:9: ResourceWarning: unclosed file <_io.TextIOWrapper name='x.csv'>",
		"    open(path).read()", "",
		"-- Docs: https://docs.pytest.org/en/stable/how-to/capture-warnings.html",
		fmt.Sprintf("======================= 48 passed, %d warnings in 0.91s ========================", n+1))
	return strings.Join(in, "\n") + "\n"
}

func TestWarningsSectionFolds(t *testing.T) {
	text := pytestWarnings(12)
	out, omitted := Text(Pytest, text, "/f")
	if !omitted {
		t.Fatalf("nothing omitted:\n%s", out)
	}
	for _, s := range []string{
		"  /srv/app/app/models.py:30: DeprecationWarning: datetime.datetime.utcnow() is deprecated and scheduled for removal in a future version.",
		`[hooktool: 11 more of "DeprecationWarning: datetime.datetime.utcnow() is deprecated and scheduled for removal in a future version." under /srv/app/app/: models.py:31,32,30`,
		"  /srv/app/app/io.py:9: ResourceWarning: unclosed file <_io.TextIOWrapper name='x.csv'>", // another message stays
		"tests/test_stock.py::test_io",
		"======================= 48 passed, 13 warnings in 0.91s ========================",
	} {
		if !strings.Contains(out, s) {
			t.Errorf("missing %q in\n%s", s, out)
		}
	}
	if strings.Contains(out, "test_total_5") || strings.Contains(out, "[ 50%]") {
		t.Errorf("a repeat's test id or a row of passes stayed:\n%s", out)
	}
	if len(out)*3 > len(text) {
		t.Errorf("saved too little: %d of %d bytes left", len(out), len(text))
	}
}

// A warning raised once keeps its block, and a section of distinct
// messages is not grouped.
func TestWarningsDistinctStay(t *testing.T) {
	var in []string
	in = append(in, "=============================== warnings summary ===============================")
	for i := 0; i < 6; i++ {
		in = append(in, fmt.Sprintf("tests/test_m%d.py::test_a", i),
			fmt.Sprintf("  /srv/app/app/m%d.py:4: UserWarning: setting %s has no effect once the pool %s started", i, strings.Repeat("x", i+1), strings.Repeat("y", 6-i)), "")
	}
	ls := textLines(strings.Join(in, "\n"))
	ls = foldWarningSections(ls)
	for _, l := range ls {
		if l.syn || l.cls == gone || l.cls == drop {
			t.Errorf("line %q folded (%v, syn %v)", l.text, l.cls, l.syn)
		}
	}
}

func TestProgressMarks(t *testing.T) {
	for s, want := range map[string]string{
		"tests/test_cart.py ..................................................... [ 25%]": ".....................................................",
		"...........                                                              [ 31%]": "...........",
		"tests/test_report.py ..FF....E                                           [ 85%]": "..FF....E",
		"..F.s.x                                                                [12/30]":  "..F.s.x",
		"tests/test_x.py ..F.": "..F.",
	} {
		if got, ok := progressMarks(s); !ok || got != want {
			t.Errorf("progressMarks(%q) = %q, %v; want %q", s, got, ok, want)
		}
	}
	for _, s := range []string{
		"...",                                   // an ellipsis alone
		"Loading config... [ok]",                // a step's status
		"tests/test_x.py::test_a PASSED [ 10%]", // -v's line: its own rules
		"FEATURES ARE [ 50%]",
		"see tests/a.py for more",
	} {
		if _, ok := progressMarks(s); ok {
			t.Errorf("progressMarks(%q) took it for progress", s)
		}
	}
}

// A progress row of passes goes; one with a failure stays, whether or
// not the run's report names each failure.
func TestProgressDropped(t *testing.T) {
	rows := []string{
		"tests/test_a.py ....F....                                              [ 50%]",
		"tests/test_b.py .........                                              [100%]",
	}
	named := append(append([]string{}, rows...), "FAILED tests/test_a.py::test_x - assert 1 == 2")
	for _, in := range [][]string{named, rows} {
		ls := dropProgress(textLines(strings.Join(in, "\n")))
		if ls[0].cls == drop || ls[1].cls != drop {
			t.Errorf("%d lines: the failing row %v (want kept), the passing one %v (want drop)", len(in), ls[0].cls, ls[1].cls)
		}
	}
}

// pytest -rP's section of passes goes, header and captured output; the
// next section and the counts stay.
func TestPassesSectionDropped(t *testing.T) {
	in := []string{"==================================== PASSES ===================================="}
	for i := 0; i < 8; i++ {
		in = append(in, fmt.Sprintf("_________________________________ test_io_%d _________________________________", i),
			"----------------------------- Captured stdout call -----------------------------",
			fmt.Sprintf("reading part%d.csv", i), fmt.Sprintf("wrote %d rows", 10+i), "")
	}
	in = append(in, "=========================== short test summary info ============================",
		"FAILED tests/test_io.py::test_bad - assert 1 == 2",
		"========================= 1 failed, 8 passed in 0.21s ==========================")
	ls := dropPassesSection(textLines(strings.Join(in, "\n")))
	for i, l := range ls {
		passes := i > 0 && i < len(ls)-3
		if passes != (l.cls == drop) {
			t.Errorf("line %d %q: class %v", i, l.text, l.cls)
		}
	}
}

// Warnings Python writes as a unittest run goes, one message at three
// lines of a module, fold to the first with a summary of the others'
// places; the failure and the counts stay, and the markers add up.
func TestPyWarningsFold(t *testing.T) {
	var in []string
	for i := 0; i < 12; i++ {
		in = append(in, fmt.Sprintf("/srv/app/app/models.py:%d: DeprecationWarning: datetime.datetime.utcnow() is deprecated and scheduled for removal.", 30+i%3),
			"  stamp = datetime.utcnow()")
	}
	in = append(in, "/srv/app/app/io.py:9: ResourceWarning: unclosed file <_io.TextIOWrapper name='x.csv'>",
		"  data = open(path).read()",
		".....F....",
		"======================================================================",
		"FAIL: test_round (tests.test_price.PriceTests.test_round)",
		"----------------------------------------------------------------------",
		"Traceback (most recent call last):",
		`  File "/srv/app/tests/test_price.py", line 30, in test_round`,
		"    self.assertEqual(rnd(2.5), 3)",
		"AssertionError: 2 != 3", "",
		"----------------------------------------------------------------------",
		"Ran 10 tests in 0.052s", "", "FAILED (failures=1)")
	text := strings.Join(in, "\n") + "\n"
	out := reduceAsRun(Pytest, text)
	for _, s := range []string{
		"/srv/app/app/models.py:30: DeprecationWarning: datetime.datetime.utcnow() is deprecated and scheduled for removal.",
		"/srv/app/app/io.py:9: ResourceWarning: unclosed file <_io.TextIOWrapper name='x.csv'>",
		"AssertionError: 2 != 3",
		"FAILED (failures=1)",
	} {
		if !strings.Contains(out, s+"\n") {
			t.Errorf("missing %q in\n%s", s, out)
		}
	}
	if !strings.Contains(out, `11 more of "DeprecationWarning: datetime.datetime.utcnow() is deprecated and scheduled for removal." under /srv/app/app/: models.py:31,32,30,`) {
		t.Errorf("no summary of the repeats in\n%s", out)
	}
	checkMarkers(t, text, out)
}

func TestPyWarningKey(t *testing.T) {
	for k, want := range map[string]bool{
		"DeprecationWarning: x is deprecated":           true,
		"PytestUnraisableExceptionWarning: Exception x": true,
		"Warning: x":                 false, // no category
		"error: x is not a Warning":  false,
		"some Warning: said in text": false,
	} {
		if got := pyWarningKey(k); got != want {
			t.Errorf("pyWarningKey(%q) = %v, want %v", k, got, want)
		}
	}
}

// A run cut by tail inside its warnings section (no rule above it, its
// "-- Docs:" line below) folds the same way.
func TestWarningsSectionCutByTail(t *testing.T) {
	lines := strings.Split(strings.TrimSuffix(pytestWarnings(12), "\n"), "\n")
	cut := strings.Join(lines[len(lines)-34:], "\n") + "\n"
	out := reduceAsRun(Pytest, cut)
	if !strings.Contains(out, `more of "DeprecationWarning: datetime.datetime.utcnow() is deprecated and scheduled for removal in a future version." under /srv/app/app/:`) {
		t.Errorf("no summary of the repeats in\n%s", out)
	}
	if strings.Contains(out, "test_total_9\n") {
		t.Errorf("a repeat's test id stayed:\n%s", out)
	}
	checkMarkers(t, cut, out)
}

// A row holding a lone error mark ("E" then blanks) stays: it reads as
// an error's "E" line.
func TestProgressLoneErrorStays(t *testing.T) {
	ls := dropProgress(textLines("E                                                                        [100%]\nERROR tests/test_a.py::test_db - OperationalError"))
	if ls[0].cls == drop {
		t.Error("a lone error mark's row dropped")
	}
}

// What a passing test captured that says a failure or a warning stays.
func TestPassesSectionKeepsWarnings(t *testing.T) {
	in := "==================================== PASSES ====================================\n" +
		"_________________________________ test_io _________________________________\n" +
		"----------------------------- Captured stdout call -----------------------------\n" +
		"reading part.csv\n" +
		"WARNING: row 12 has no price, skipped\n" +
		"========================= 1 passed in 0.21s ==========================\n"
	ls := dropPassesSection(textLines(in))
	if ls[3].cls != drop || ls[4].cls == drop {
		t.Errorf("routine line %v (want drop), warning %v (want kept)", ls[3].cls, ls[4].cls)
	}
}

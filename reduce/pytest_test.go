package reduce

import (
	"fmt"
	"strings"
	"testing"
)

// pytestFailure writes one failure block of a parametrized test.
func pytestFailure(n int, addr string) []string {
	return []string{
		fmt.Sprintf("_________________ test_get[%d] _________________", n),
		"",
		fmt.Sprintf("n = %d", n),
		"",
		"    def test_get(n):",
		"        s = make_store()",
		`>       assert s.get(f"K{n}") is not None`,
		"E       AssertionError: assert None is not None",
		fmt.Sprintf("E        +  where None = <bound method Store.get of <Store object at 0x%s>>('K%d')", addr, n),
		"",
		"tests/test_store.py:15: AssertionError",
	}
}

func TestRepeatedFailureFolds(t *testing.T) {
	in := []string{"=================== FAILURES ==================="}
	addrs := []string{"7f29aa01c0d0", "7f29aa02d1e0", "7f29aa03e2f0", "7f29aa04f300"}
	for n, a := range addrs {
		in = append(in, pytestFailure(n, a)...)
	}
	in = append(in, "_________________ test_other _________________", "", "    def test_other():",
		">       assert f() == 3", "E       assert 2 == 3", "", "tests/test_store.py:20: AssertionError",
		"=================== 4 failed in 0.1s ===================")
	out, omitted := Text(Pytest, strings.Join(in, "\n")+"\n", "/f")
	if !omitted {
		t.Fatalf("nothing omitted:\n%s", out)
	}
	want := `[hooktool: 3 more of "E + where None = <bound method Store.get of <Store object at 0x…>>('…')" under tests/: test_store.py:15(7f29aa02d1e0|K1),15(7f29aa03e2f0|K2),15(7f29aa04f300|K3)]`
	for _, s := range []string{
		"E        +  where None = <bound method Store.get of <Store object at 0x7f29aa01c0d0>>('K0')", // the first whole
		want,
		"_________________ test_get[3] _________________", // every failure's name
		"E       assert 2 == 3",                           // another failure stays whole
		"tests/test_store.py:20: AssertionError",
	} {
		if !strings.Contains(out, s+"\n") {
			t.Errorf("missing %q in\n%s", s, out)
		}
	}
	if n := strings.Count(out, "E       AssertionError: assert None is not None"); n != 1 {
		t.Errorf("the repeated assertion is shown %d times, want once:\n%s", n, out)
	}
}

// A failure that differs in more than names (another line, another
// message) is not folded into the one before it.
func TestDifferentFailuresStay(t *testing.T) {
	a := pytestFailure(1, "7f29aa01c0d0")
	b := pytestFailure(2, "7f29aa02d1e0")
	b[7] = "E       AssertionError: assert 0 is not None"
	in := append(append([]string{"=== FAILURES ==="}, a...), b...)
	ls := textLines(strings.Join(in, "\n"))
	sp := specFor(Pytest)
	classify(sp, ls)
	for _, l := range sp.post(ls) {
		if l.syn || l.cls == gone {
			t.Fatalf("folded a failure that differs: %q", l.text)
		}
	}
}

// In a run that failed, xdist's bare test ids (each test named as it is
// handed to a worker) and the worker's banner over each failure go; a
// run without failures keeps its ids (`--collect-only -q` lists them).
func TestPytestScheduledIDs(t *testing.T) {
	ids := []string{"tests/test_money.py::test_to_cents[10.1-1010]", "tests/test_money.py::test_parse[ 7 -7.0]", "tests/test_accounts.py::test_memo_kept"}
	failed := append(append([]string{}, ids...),
		"[gw0] [ 50%] FAILED tests/test_accounts.py::test_memo_kept",
		"=================================== FAILURES ===================================",
		"________________________________ test_memo_kept ________________________________",
		"[gw1] linux -- Python 3.11.2 /usr/bin/python3",
		">       assert memo == 'march rent'",
		"E       AssertionError: assert 'march' == 'march rent'",
		"tests/test_accounts.py:9: AssertionError",
		"FAILED tests/test_accounts.py::test_memo_kept - AssertionError: assert 'march' == 'march rent'")
	ls := textLines(strings.Join(failed, "\n"))
	sp := specFor(Pytest)
	classify(sp, ls)
	for _, l := range sp.post(ls) {
		gone := testID(l.text) || strings.HasPrefix(l.text, "[gw1] linux")
		if gone != (l.cls == drop) {
			t.Errorf("%q: class %d", l.text, l.cls)
		}
	}
	listed := append(append([]string{}, ids...), "3 tests collected in 0.01s")
	ls = textLines(strings.Join(listed, "\n"))
	classify(sp, ls)
	for _, l := range sp.post(ls) {
		if l.cls == drop {
			t.Errorf("a listing lost %q", l.text)
		}
	}
	for _, s := range []string{"tests/a.py:3: in f", "tests/a.py::test_x PASSED", "[gw0] [ 50%] FAILED tests/a.py::t", "see tests/a.py::t"} {
		if testID(s) {
			t.Errorf("testID(%q) = true", s)
		}
	}
}

// A short traceback's frame in the standard library or a package
// ("/usr/lib/python3.11/importlib/__init__.py:126: in import_module")
// goes with its source line; the user's frame and the E line stay.
func TestPytestShortLibFrames(t *testing.T) {
	in := []string{
		"_________________ ERROR collecting tests/test_broken.py _________________",
		"Traceback:",
		"/usr/lib/python3.11/importlib/__init__.py:126: in import_module",
		"    return _bootstrap._gcd_import(name[level:], package, level)",
		"tests/test_broken.py:1: in <module>",
		"E   ModuleNotFoundError: No module named 'inventory.shipping'",
	}
	ls := textLines(strings.Join(in, "\n"))
	classify(specFor(Pytest), ls)
	for i, l := range ls {
		if lib := i == 2 || i == 3; lib != (l.cls == drop) {
			t.Errorf("%q: class %d", l.text, l.cls)
		}
	}
	for s, want := range map[string]bool{in[2]: true, in[4]: true, "see a.py:3: in f for more": false, "a.py:x: in f": false} {
		if got := shortFrame(s); got != want {
			t.Errorf("shortFrame(%q) = %v, want %v", s, got, want)
		}
	}
}

func TestPytestSessionBanner(t *testing.T) {
	for s, want := range map[string]bool{
		"collected 56 items":                       true,
		"collecting ... collected 1 item":          true,
		"collected 34 items / 1 error":             false, // the error stays
		"collected 3 items in the second session.": false,
	} {
		if got := sessionCount(s); got != want {
			t.Errorf("sessionCount(%q) = %v, want %v", s, got, want)
		}
	}
	ls := textLines("============================= test session starts ==============================\n=================================== FAILURES ===================================\n==================================== PASSES ====================================")
	classify(specFor(Pytest), ls)
	if ls[0].cls != drop || ls[1].cls != keep || ls[2].cls != drop {
		t.Errorf("banner rule class %d, FAILURES rule class %d, PASSES rule class %d", ls[0].cls, ls[1].cls, ls[2].cls)
	}
}

// pytest's live log (every test's routine records as it ran) goes; a
// failure's own records under its "Captured log" stay as the budget
// allows, and a warning stays anywhere. unittest, whose failures show
// no captured log, keeps its records.
func TestPytestLiveLog(t *testing.T) {
	in := []string{
		"============================= test session starts ==============================",
		"-------------------------------- live log call ---------------------------------",
		"DEBUG    syncer:syncer.py:6 fetch k0",
		"INFO     syncer:syncer.py:17 update k0: None -> 0",
		"WARNING  syncer:syncer.py:14 missing on remote: b",
		"=================================== FAILURES ===================================",
		"------------------------------ Captured log call -------------------------------",
		"INFO     syncer:syncer.py:17 update w: None -> 119",
	}
	ls := textLines(strings.Join(in, "\n"))
	classify(specFor(Pytest), ls)
	for i, l := range ls {
		if live := i == 2 || i == 3; live != (l.cls == drop) && i != 0 {
			t.Errorf("%q: class %d", l.text, l.cls)
		}
	}
	ls = textLines(strings.Join(in[2:4], "\n")) // (no banner: unittest's run)
	classify(specFor(Pytest), ls)
	for _, l := range ls {
		if l.cls == drop {
			t.Errorf("unittest's %q dropped", l.text)
		}
	}
}

// TestRaiseOrHandler: source lines that name an exception as code does.
func TestRaiseOrHandler(t *testing.T) {
	for s, want := range map[string]bool{
		`                raise TypeError(msg.format(index, type(arg)))`:   true,
		`                except KeyError as err:`:                         true,
		`                # IndexError only occurs when the format is "%"`: true,
		`        if not found:`:                                           false,
		`E           ValueError: unconverted data remains: T10:00:00`:     false,
	} {
		if got := raiseOrHandler(s); got != want {
			t.Errorf("raiseOrHandler(%q) = %v, want %v", s, got, want)
		}
	}
}

// TestFrozenFramesGo: a short traceback's frames in the interpreter's
// frozen import machinery ("<frozen importlib._bootstrap>:1206: in
// _gcd_import" over "???") go with the library's, and the first lines of
// the output are not spent on them; the project's frame and the error
// stay.
func TestFrozenFramesGo(t *testing.T) {
	var b strings.Builder
	b.WriteString("==================================== ERRORS ====================================\n")
	b.WriteString("____________________ ERROR collecting tests/test_fees.py _____________________\n")
	b.WriteString("/usr/lib/python3.12/importlib/__init__.py:90: in import_module\n    return _bootstrap._gcd_import(name[level:], package, level)\n")
	for i, f := range []string{"_gcd_import", "_find_and_load", "_find_and_load_unlocked", "_load_unlocked", "exec_module", "_call_with_frames_removed"} {
		fmt.Fprintf(&b, "<frozen importlib._bootstrap>:%d: in %s\n    ???\n", 1200+i*7, f)
	}
	b.WriteString("tests/test_fees.py:3: in <module>\n    from shop.fees import rate\nE   ModuleNotFoundError: No module named 'shop.fees'\n")
	for i := range 40 {
		fmt.Fprintf(&b, "tests/test_unit%02d.py ....                                              [%3d%%]\n", i, 2*i+2)
	}
	b.WriteString("=========================== short test summary info ============================\nERROR tests/test_fees.py\n!!!!!!!!!!!!!!!!!!!! Interrupted: 1 error during collection !!!!!!!!!!!!!!!!!!!!\n")
	out, omitted := reduceLines(Pytest, textLines(b.String()), "/tmp/full.log")
	if !omitted {
		t.Fatalf("nothing omitted:\n%s", out)
	}
	if strings.Contains(out, "<frozen ") || strings.Contains(out, "???") {
		t.Errorf("frozen frames kept:\n%s", out)
	}
	for _, want := range []string{"tests/test_fees.py:3: in <module>", "E   ModuleNotFoundError: No module named 'shop.fees'", "ERROR tests/test_fees.py"} {
		if !strings.Contains(out, want+"\n") {
			t.Errorf("%q lost:\n%s", want, out)
		}
	}
	if frozenFrame("<frozen runpy>: in _run_module_as_main") || frozenFrame("  <frozen x>:3: in f") || !frozenFrame("<frozen runpy>:198: in _run_module_as_main") {
		t.Errorf("frozenFrame misreads a frame")
	}
}

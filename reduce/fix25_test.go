package reduce

import (
	"fmt"
	"strings"
	"testing"
)

// TestPytestBannerPluginLines: the lines plugins add to pytest's banner
// (hypothesis's profile, pytest-timeout's settings, xdist's workers) go
// with the rest of the banner; rootdir, a line naming a failure and the
// count of what was selected stay.
func TestPytestBannerPluginLines(t *testing.T) {
	noise := []string{
		"hypothesis profile 'default' -> database=DirectoryBasedExampleDatabase(PosixPath('/home/dev/work/canal/.hypothesis/examples'))",
		"timeout: 2.0s",
		"timeout method: signal",
		"gw0 I / gw1 I",
	}
	stay := []string{
		"rootdir: /home/dev/work/canal, configfile: pyproject.toml",
		"collecting ... collected 48 items / 40 deselected / 8 selected",
		"run-last-failure: rerun previous 2 failures",
	}
	in := []string{
		"============================= test session starts ==============================",
		"platform linux -- Python 3.11.2, pytest-7.2.1, pluggy-1.0.0+repack -- /usr/bin/python3",
		noise[0], stay[0], noise[1], noise[2], "plugins: hypothesis-6.67.1, timeout-2.1.0, xdist-3.1.0",
		noise[3], stay[1], stay[2], "",
	}
	for i := range 6 {
		in = append(in, fmt.Sprintf("tests/test_locks.py::test_flight_%d PASSED                                  [ %d%%]", i, 10*i))
	}
	fail := []string{
		"tests/test_locks.py::test_rise FAILED                                      [ 80%]",
		"tests/test_locks.py::test_fall FAILED                                      [100%]",
		"",
		"=================================== FAILURES ===================================",
		"__________________________________ test_rise ___________________________________",
		"",
		"    def test_rise():",
		">       assert rise(\"Caen Hill\", 29) == 72.3",
		"E       assert 71.9 == 72.3",
		"",
		"tests/test_locks.py:14: AssertionError",
		"__________________________________ test_fall ___________________________________",
		"",
		"    def test_fall():",
		">       assert fall(\"Hatton\", 21) == 45.0",
		"E       KeyError: 'Hatton'",
		"",
		"tests/test_locks.py:18: KeyError",
		"=========================== short test summary info ============================",
		"FAILED tests/test_locks.py::test_rise - assert 71.9 == 72.3",
		"FAILED tests/test_locks.py::test_fall - KeyError: 'Hatton'",
		"================= 2 failed, 6 passed, 40 deselected in 0.31s ===================",
	}
	in = append(in, fail...)
	out := reduceAsRun(Pytest, strings.Join(in, "\n")+"\n")
	wants(t, out, stay...)
	wants(t, out, "E       assert 71.9 == 72.3", "E       KeyError: 'Hatton'", fail[len(fail)-1])
	for _, n := range noise {
		if strings.Contains(out, n) {
			t.Errorf("the banner's %q stayed:\n%s", n, out)
		}
	}
}

// TestGoTestJSONBuildFailStays: go test -json's build-fail event is a
// failure event as a package's fail event is, and stays with it; the
// start, run and pass events still go.
func TestGoTestJSONBuildFailStays(t *testing.T) {
	fx := recorded(t, "testdata/fresh63", "go-test-json-tail")
	out := reduceAsRun(fx.kind, fx.output)
	wants(t, out, `{"ImportPath":"example.com/quiver/scoring [example.com/quiver/scoring.test]","Action":"build-fail"}`)

	in := []string{`{"Time":"2026-12-04T03:27:58Z","Action":"start","Package":"example.com/lock/keeper"}`}
	for i := range 30 {
		in = append(in, fmt.Sprintf(`{"Time":"2026-12-04T03:27:58Z","Action":"run","Package":"example.com/lock/keeper","Test":"TestFlight%02d"}`, i),
			fmt.Sprintf(`{"Time":"2026-12-04T03:27:58Z","Action":"pass","Package":"example.com/lock/keeper","Test":"TestFlight%02d","Elapsed":0}`, i))
	}
	in = append(in, `{"Time":"2026-12-04T03:27:58Z","Action":"pass","Package":"example.com/lock/keeper","Elapsed":0.01}`)
	out = reduceAsRun(GoTest, strings.Join(in, "\n")+"\n")
	if n := strings.Count(out, `"Action":"run"`); n > 1 {
		t.Errorf("%d run events stayed (the last lines' one may):\n%s", n, out)
	}
}

// TestPartialCountStays: a log's line telling of a job done in part
// ("imported 8 of 11 rows") stays among routine records as a count of
// failures would; one telling of a job done whole, or a progress line,
// does not count.
func TestPartialCountStays(t *testing.T) {
	for s, want := range map[string]bool{
		"03:27:42 INFO    import: imported 8 of 11 rows":      true,
		"INFO:sync:synced 23 of 24 shards, 1 failed":          true,
		"packed 2 of 4 orders: [{'id': 'A-100'}]":             true,
		"03:27:42 INFO    import: imported 11 of 11 rows":     false,
		"Downloading 3 of 10":                                 false,
		"page 3 of 9":                                         false,
		"copied 5 of 5 files":                                 false,
		"the 8 of 11 rows":                                    false,
		"imported 8 of eleven rows":                           false,
		"Loaded 2 of 3 of the plugins, the rest was disabled": true,
	} {
		if got := partialCount(s); got != want {
			t.Errorf("partialCount(%q) = %v, want %v", s, got, want)
		}
	}
	fx := recorded(t, "testdata/fresh63", "python-import-log-keyerror")
	wants(t, reduceAsRun(fx.kind, fx.output), "03:27:42 INFO    import: imported 8 of 11 rows")
}

// TestRustcElidedExcerpt: rustc's "..." between two quoted source lines
// is part of the excerpt: a finding whose excerpt holds one is read
// whole, so grouping it leaves none of its lines behind under another
// finding (the second E0308's carets and notes under the first's).
func TestRustcElidedExcerpt(t *testing.T) {
	fx := recorded(t, "testdata/fresh62", "cargo-beacon-build-errors")
	out := reduceAsRun(fx.kind, fx.output)
	wants(t, out, "   |                                    ------------------ expected `HashMap<&str, u32>` because of return type")
	ls := strings.Split(out, "\n")
	for i, l := range ls {
		if l == "35 |     m" {
			for j := i - 1; j >= 0 && !strings.HasPrefix(ls[j], "error"); j-- {
				if strings.HasPrefix(ls[j], "  --> ") && ls[j] != "  --> src/watch.rs:35:5" {
					t.Errorf("line 35's excerpt is under %q:\n%s", ls[j], out)
				}
			}
		}
	}
	if _, end, ok := arrowDiag(textLines("error[E0308]: mismatched types\n  --> src/a.rs:9:5\n   |\n3 | fn f() -> u8 {\n   |           -- expected `u8`\n...\n9 |     x\n   |     ^ expected `u8`, found `u32`\n\nerror: next\n"), 0); !ok || end != 9 {
		t.Errorf("arrowDiag: end %d, %v; want 9 (the excerpt past its \"...\" and the blank line)", end, ok)
	}
}

// TestSplitOutside: the fixture checker reads a summary's lines at the
// commas outside parentheses, where a listed name may be a comma.
func TestSplitOutside(t *testing.T) {
	got := strings.Join(splitOutside("7(,),7(:),9,12(f(a,b))"), "|")
	if want := "7(,)|7(:)|9|12(f(a,b))"; got != want {
		t.Errorf("splitOutside = %q, want %q", got, want)
	}
}

// TestManyPlacesListed: a finding said in hundreds of places (flake8's
// E302 over a generated test tree, 520 of them) lists every place in its
// summary: "grouped by code, with every place".
func TestManyPlacesListed(t *testing.T) {
	var b strings.Builder
	var want []string
	for f := range 20 {
		for l := 5; l < 5+3*26; l += 3 {
			s := fmt.Sprintf("tests/test_glacier%02d.py:%d:1: E302 expected 2 blank lines, found 1", f, l)
			b.WriteString(s + "\n")
			want = append(want, s)
		}
	}
	out := reduceAsRun(Lint, b.String())
	if strings.Contains(out, " more]") || strings.Contains(out, "more; full output") {
		t.Errorf("the summary left places out:\n%s", out)
	}
	for _, s := range summaries(out) {
		for _, w := range want[1:] {
			if covered([]*summary{s}, w) == nil {
				t.Errorf("%q not listed", w)
				return
			}
		}
	}
}

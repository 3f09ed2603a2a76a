package reduce

import (
	"fmt"
	"strings"
	"testing"
)

func TestCountSummary(t *testing.T) {
	for s, want := range map[string]bool{
		"Found 8 warnings.":                     true,
		"Found 2 infos.":                        true,
		"12 problems (3 errors, 9 warnings)":    true,
		"  1 error":                             true,
		"found 0 vulnerabilities":               false,
		"8 warnings were silenced by a setting": true,
		"Found the file":                        false,
		"2024 was a good year":                  false,
		"":                                      false,
	} {
		if got := countSummary(s); got != want {
			t.Errorf("countSummary(%q) = %v, want %v", s, got, want)
		}
	}
}

func TestProjectFrame(t *testing.T) {
	for s, want := range map[string]bool{
		"at ./src/eval.rs:93:26": true,
		"at src/lib.rs:4:9":      true,
		"at /rustc/59807616e1fa2540724bfbac14d7976d7e4a3860/library/core/src/panicking.rs:80:14":      false,
		"at /home/dev/.cargo/registry/src/index.crates.io-6f17d22bba15001f/serde-1.0.0/src/de.rs:1:1": false,
		"at ./vendor/x/src/a.rs:3:1": false,
		"at main":                    false,
		"4: tokenizer::eval::tests":  false,
	} {
		if got := projectFrame(s); got != want {
			t.Errorf("projectFrame(%q) = %v, want %v", s, got, want)
		}
	}
}

func TestFailureWords(t *testing.T) {
	for s, want := range map[string]bool{
		`├── ava@6.4.1 invalid: "^5.3.0" from the root project`:    true,
		"├── UNMET DEPENDENCY lodash-es@^4.17.21":                  true,
		"reading https://proxy.example/x/@v/list: 400 Bad Request": true,
		"==1== indirectly lost: 0 bytes in 0 blocks":               true,
		"├── prettier@3.10.1":                                      false,
		"==1== still reachable: 472 bytes in 1 blocks":             false,
		"CONFLICT (content): Merge conflict in a.go":               true,
		"❌ deploy check": true,
		"  ✘ 3 problems": true,
		"fatal: unable to access 'https://example.org/x.git/'":  true,
		"HTTP request sent, awaiting response... 403 Forbidden": true,
		"the conflicted hero, unable-bodied":                    false,
	} {
		if got := important(s); got != want {
			t.Errorf("important(%q) = %v, want %v", s, got, want)
		}
	}
}

func TestMarkedWarning(t *testing.T) {
	for s, want := range map[string]bool{
		"(!) Circular dependency": true,
		"[!] missing peer":        true,
		"(!)":                     false,
		"(x) Circular dependency": false,
	} {
		if got := warning(s); got != want {
			t.Errorf("warning(%q) = %v, want %v", s, got, want)
		}
	}
}

func TestCaretMessage(t *testing.T) {
	for s, want := range map[string]bool{
		"      ^ Duplicate of attribute name [ id ] was found.": true,
		"      ^~~~~~":  false,
		"      ^ here":  false,
		"^ at the left": false, // not under anything: no indent
	} {
		if got := caretMessage(s); got != want {
			t.Errorf("caretMessage(%q) = %v, want %v", s, got, want)
		}
	}
}

// TestPrintedLogIsReduced checks that a printed file is judged by its
// shape: a log (a timestamp and a level on each line) keeps its errors
// and folds its routine lines; source code, even long, stays whole.
func TestPrintedLogIsReduced(t *testing.T) {
	var log, src strings.Builder
	for i := range 200 {
		fmt.Fprintf(&log, "2026-12-01 10:00:%02d,%03d INFO    [main] app.worker: handled request %d in 12 ms\n", i%60, i, i)
		if i == 120 {
			log.WriteString("2026-12-01 10:01:00,120 ERROR   [main] app.worker: request 120 failed\n")
		}
		fmt.Fprintf(&src, "func handler%d(w http.ResponseWriter, r *http.Request) { serve(w, r, %d) }\n", i, i)
	}
	out, ok := Text(Print, log.String(), "/tmp/full.log")
	if !ok || !strings.Contains(out, "ERROR   [main] app.worker: request 120 failed") || len(out) > log.Len()/4 {
		t.Errorf("printed log: reduced %v to %d bytes of %d, want its error kept and most lines gone:\n%s", ok, len(out), log.Len(), out)
	}
	if out, ok := Text(Print, src.String(), "/tmp/full.log"); ok || out != src.String() {
		t.Errorf("printed source was reduced, want it whole:\n%s", out)
	}
}

// TestListShape checks that the lines of a wrapped list of words share a
// shape whatever their words, and that code and messages do not.
func TestListShape(t *testing.T) {
	if a, b := lineShape("  dvisvgm fonts-droid-fallback fonts-lmodern"), lineShape("  libpaper1 libpotrace0 libptexenc1 libsynctex2"); a != b {
		t.Errorf("list lines: shapes %q and %q differ", a, b)
	}
	for _, s := range []string{"  return parse(line, 3)", "  File: a.go", "  x = 1 + y", "  Two words"} {
		if sh := lineShape(s); strings.HasPrefix(sh, "list ") {
			t.Errorf("lineShape(%q) = %q, want no list", s, sh)
		}
	}
}

func TestFailShape(t *testing.T) {
	// Each case is a run of lines; want marks the lines the shapes keep.
	for _, c := range []struct {
		lines []string
		want  []bool
	}{
		{[]string{"Failures:", "1) weekday is Mon", "  Message:", "    Expected 'Sun' to be 'Mon'."}, []bool{true, true, false, true}},
		{[]string{"3) not under a failures heading"}, []bool{false}},
		{[]string{"There were 2 failures:", "", "1) Tests\\CartTest::testTotal", "Failed asserting that 3 matches expected 4."}, []bool{true, false, true, false}},
		{[]string{"  3 failing", "", "  1) cart", "       coupon:"}, []bool{true, false, true, false}},
		{[]string{"       expected: 0.3", "            got: 0.30000000000000004", "       (compared using ==)"}, []bool{true, true, false}},
		{[]string{"  Difference (- actual, + expected):", "", "    {", "  -   src: 'x',", "  +   src: 'iso',", "    }", "", "", "- not in a diff"}, []bool{true, false, false, true, true, false, false, false, false}},
		{[]string{"First differing element 1:", "- ['a', 'b']", "+ ['a', 'c']"}, []bool{true, true, true}},
		{[]string{"      + expected - actual", "", "      -90", "      +91", "      --- a/x"}, []bool{true, false, true, true, false}},
		{[]string{"- a list item in a README", "+ another"}, []bool{false, false}},
		{[]string{"The files differ in size", "they were expected to."}, []bool{false, false}},
	} {
		var fs failShape
		for i, l := range c.lines {
			if got := fs.next(l); got != c.want[i] {
				t.Errorf("%q: line %q kept = %v, want %v", c.lines, l, got, c.want[i])
			}
		}
	}
}

func TestPeerRecord(t *testing.T) {
	for _, c := range []struct {
		a, b string
		want bool
	}{
		{"50b35aca (dev 2026-11-30 15:21:47 +0000  9) text", "c5ffd735 (dev 2026-12-01 15:14:11 +0000 10) more", true},
		{"2026-12-01 10:00:03 ERROR db down", "2026-12-01 10:00:04 INFO retry", true},
		{"Dec 1 6:01:33 web-2 app[1]: warn slow", "Dec 1 6:02:08 web-2 sshd[9]: closed", true},
		{"==41== Invalid read of size 1", "==41==    at 0x4847782: strlen (main.c:3)", false},
		{"Traceback (most recent call last):", `  File "a.py", line 3, in <module>`, false},
		{"src/a.c:3:1: error: x", "    3 | int x", false},
		{`├── ava@6.4.1 invalid: "^5.3.0" from the root project`, "├── katex@0.16.47 extraneous", true},
		{"error: conflicts in:", "- a.go", false},
	} {
		if got := peerRecord(c.a, c.b); got != c.want {
			t.Errorf("peerRecord(%q, %q) = %v, want %v", c.a, c.b, got, c.want)
		}
	}
}

func TestNoiseShapes(t *testing.T) {
	for s, want := range map[string]bool{
		"   = help: for further information visit https://rust-lang.github.io/rust-clippy/index.html#len_zero":                                             true,
		"See https://example.org/docs for more details":                                                                                                    true,
		"error: failed to fetch https://example.org/x: 404":                                                                                                false,
		"   = note: `#[warn(clippy::len_zero)]` on by default":                                                                                             false,
		"For more information, see the documentation at https://example.org/docs":                                                                          true,
		"   More Info: https://bandit.readthedocs.io/en/latest/plugins/b103_set_bad_file_permissions.html":                                                 true,
		"More info on the failure of x: https://example.org/runs/12":                                                                                       false,
		`[plugin vite:resolve] Module "net" has been externalized for browser compatibility, imported by "a.js". See https://vite.dev/x for more details.`: false,
	} {
		if got := boilerplate(s); got != want {
			t.Errorf("boilerplate(%q) = %v, want %v", s, got, want)
		}
	}
	for s, want := range map[string]bool{
		"[3/10] Building C object CMakeFiles/store.dir/src/hash.c.o": true,
		"[10/10] Linking C executable kvstore":                       true,
		"[1/4] Resolving packages...":                                true,
		"[2/3] error: build failed":                                  false,
		"[ 37%] Built target x":                                      false,
		"reading sources... [ 33%] api":                              true,
		"pickling environment... done":                               true,
		"checking for libz... no":                                    false,
		"[a/b] c":                                                    false,
	} {
		if got := progressLine(s); got != want {
			t.Errorf("progressLine(%q) = %v, want %v", s, got, want)
		}
	}
	for s, want := range map[string]bool{
		"Test.run (node:internal/test_runner/test:796:25)": true,
		"Test.runInAsyncScope (node:async_hooks:206:9)":    true,
		"async Promise.all (index 0)":                      true,
		"Object.<anonymous> (test/cart.spec.js:5:29)":      false,
	} {
		if got := nodeBuiltinFrame(s); got != want {
			t.Errorf("nodeBuiltinFrame(%q) = %v, want %v", s, got, want)
		}
	}
	for s, want := range map[string]bool{
		"==26015==    at 0x4847782: strlen (in /usr/libexec/valgrind/vgpreload_memcheck-amd64-linux.so)": true,
		"==26015==    by 0x1093DB: main (main.c:14)":                                                     false,
	} {
		if got := libStackFrame(s); got != want {
			t.Errorf("libStackFrame(%q) = %v, want %v", s, got, want)
		}
	}
}

func TestSummaryShapes(t *testing.T) {
	for s, want := range map[string]bool{
		"4 upgraded, 81 newly installed, 0 to remove and 76 not upgraded.": true,
		"12 passed, 3 skipped in 0.41s":                                    true,
		"3 files":                                                          false,
		"Ran 39 tests in 0.010s":                                           true,
		"Executed 31 of 31 specs (29 FAILED)":                              true,
		"we ran 3 checks":                                                  false,
		"2026-12-01, 10 items":                                             false,
		"version 1, 2 parts":                                               false,
	} {
		if got := tally(s); got != want {
			t.Errorf("tally(%q) = %v, want %v", s, got, want)
		}
	}
	for s, want := range map[string]bool{
		"==26015== HEAP SUMMARY:":                                  true,
		"==26015== LEAK SUMMARY:":                                  true,
		"Summary of failures":                                      true,
		"a summary of the design and a long sentence that goes on": false,
	} {
		if got := summaryHeading(s); got != want {
			t.Errorf("summaryHeading(%q) = %v, want %v", s, got, want)
		}
	}
}

// TestStylishSigns: a stylish report that marks its findings with a sign
// (stylelint) groups its repeats under one summary that names every
// place, and its relative file headers stay.
func TestStylishSigns(t *testing.T) {
	var b strings.Builder
	for _, f := range []string{"styles/a.css", "styles/b.css"} {
		fmt.Fprintf(&b, "\n%s\n", f)
		for i := 1; i <= 6; i++ {
			fmt.Fprintf(&b, "  %d:7  ✖  Too many declarations, maximum 1          declaration-block-single-line-max-declarations\n", i)
		}
	}
	b.WriteString("\n✖ 12 problems (12 errors, 0 warnings)\n")
	out, _ := reduceLines(Lint, textLines(b.String()), "")
	for _, want := range []string{"styles/a.css\n", "styles/b.css\n", "[hooktool: 11 more of", "a.css:2,3,4,5,6 b.css:1,2,3,4,5,6", "✖ 12 problems"} {
		if !strings.Contains(out, want) {
			t.Errorf("reduced stylish report lacks %q:\n%s", want, out)
		}
	}
}

// TestWindowEndsAtBlank: the lines after a kept line stay up to a blank
// line, and past it when the kept line announces what follows.
func TestWindowEndsAtBlank(t *testing.T) {
	ls := []line{
		{text: "AssertionError: Expected values to be strictly equal:", cls: keep},
		{text: ""},
		{text: "90 !== 91"},
		{text: "filler a long line that no marker is shorter than, one"},
		{text: "error: the cache could not be written", cls: keep},
		{text: ""},
		{text: "next paragraph line, which is no part of the error above"},
	}
	for i := 0; i < 10; i++ {
		ls = append(ls, line{text: fmt.Sprintf("filler a long line that no marker is shorter than, %d", i)})
	}
	out, _ := compact(ls, budget{ctx: 2}, "")
	if !strings.Contains(out, "strictly equal:\n\n90 !== 91\n") {
		t.Errorf("the value announced was lost:\n%s", out)
	}
	if strings.Contains(out, "next paragraph line") || !strings.Contains(out, "written\n[") {
		t.Errorf("the window went past a blank line:\n%s", out)
	}
}

// TestDeepJVMTrace: of a deep trace, the first frames and the project's
// further down stay; the test runner's plumbing goes.
func TestDeepJVMTrace(t *testing.T) {
	var b strings.Builder
	b.WriteString("Exception in thread \"main\" java.lang.IllegalStateException: bad cart\n")
	b.WriteString("\tat com.shop.Cart.total(Cart.java:12)\n\tat com.shop.Cart.checkout(Cart.java:40)\n")
	b.WriteString("\tat java.base/java.util.ArrayList.forEach(ArrayList.java:1596)\n\tat com.shop.Orders.run(Orders.java:7)\n\tat com.shop.CartTest.total(CartTest.java:20)\n")
	for i := 0; i < 30; i++ {
		fmt.Fprintf(&b, "\tat org.junit.platform.engine.support.hierarchical.Node%d.execute(Node%d.java:%d)\n", i, i, 100+i)
	}
	b.WriteString("\tat com.shop.Main.main(Main.java:5)\n")
	for i := 0; i < 5; i++ {
		fmt.Fprintf(&b, "\tat org.gradle.Worker.run(Worker.java:%d)\n", i+1)
	}
	b.WriteString("BUILD FAILED in 2s\n")
	out, _ := reduceLines(Generic, textLines(b.String()), "")
	for _, want := range []string{"Cart.java:12", "Cart.java:40", "Orders.java:7", "CartTest.java:20", "Main.java:5", "BUILD FAILED"} {
		if !strings.Contains(out, want) {
			t.Errorf("lost %q:\n%s", want, out)
		}
	}
	if n := strings.Count(out, "org.junit"); n > 0 {
		t.Errorf("%d runner frames stayed:\n%s", n, out)
	}
}

// TestHeadingTakenAlong: an indented line shown under a heading left out
// (a line ending in ':', a path alone) takes the heading along.
func TestHeadingTakenAlong(t *testing.T) {
	var ls []line
	for i := 0; i < 10; i++ {
		ls = append(ls, line{text: fmt.Sprintf("a routine line long enough to be worth a marker, %d", i)})
	}
	ls = append(ls, line{text: "deploy/k8s/service.yaml"}, line{text: "  9:3  error  wrong indentation", cls: keep})
	for i := 0; i < 10; i++ {
		ls = append(ls, line{text: fmt.Sprintf("another routine line long enough for a marker, %d", i)})
	}
	ls = append(ls, line{text: "The following packages will be upgraded:"}, line{text: "  perl perl-base", cls: keep})
	for i := 0; i < 10; i++ {
		ls = append(ls, line{text: fmt.Sprintf("a third routine line long enough for a marker, %d", i)})
	}
	out, _ := compact(ls, budget{}, "")
	for _, want := range []string{"deploy/k8s/service.yaml\n  9:3", "upgraded:\n  perl perl-base"} {
		if !strings.Contains(out, want) {
			t.Errorf("lacks %q:\n%s", want, out)
		}
	}
}

// TestSevereField checks that a structured log record of a level worse
// than error is a failure line, in JSON and logfmt, and that routine
// levels and a level's word in prose are not.
func TestSevereField(t *testing.T) {
	for s, want := range map[string]bool{
		`{"ts": "01:00:06", "level": "critical", "logger": "db", "msg": "pool exhausted"}`: true,
		`{"severity":"EMERGENCY","message":"disk gone"}`:                                   true,
		`time=01:00 level=fatal msg="cannot bind"`:                                         true,
		`{"level":60,"time":1,"msg":"shutting down"}`:                                      true,
		`{"level": "info", "msg": "critical section entered"}`:                             false,
		`{"level":30,"time":1,"msg":"listening"}`:                                          false,
		`{"level": 60, "name": "boss"}`:                                                    false, // (no log record's "msg")
		`loglevel=critical`:                                                                false,
		`the critical level of the dam`:                                                    false,
	} {
		if got := severeField(s); got != want {
			t.Errorf("severeField(%q) = %v, want %v", s, got, want)
		}
		if want && !important(s) {
			t.Errorf("important(%q) = false, want true", s)
		}
	}
}

// TestStatisticsRows checks that a checker's tally by code under its
// findings (flake8 --statistics --count) stays whole, its total too,
// though each row repeats a finding's message and looks like a numbered
// source line.
func TestStatisticsRows(t *testing.T) {
	var b strings.Builder
	b.WriteString("src/cart.py:1:1: F401 'os' imported but unused\n")
	for i := 1; i < 80; i++ {
		fmt.Fprintf(&b, "tests/test_cart.py:%d:1: E302 expected 2 blank lines, found 1\n", i)
		fmt.Fprintf(&b, "src/cart.py:%d:80: E501 line too long (%d > 79 characters)\n", i, 80+i)
	}
	tally := []string{"79    E302 expected 2 blank lines, found 1", "79    E501 line too long (80 > 79 characters)", "1     F401 'os' imported but unused"}
	b.WriteString(strings.Join(tally, "\n") + "\n159\n")
	if lost := reducedLacks(Lint, b.String(), tally...); len(lost) > 0 {
		t.Errorf("tally rows lost: %q", lost)
	}
	ls := textLines("x.py:1:1: F401 'os' imported but unused\n1     F401 'os' imported but unused\n1\n")
	ls[0].cls = keep
	if keepFinalCount(ls); ls[2].cls != keep {
		t.Errorf("the total under a tally is not kept")
	}
	ls = textLines("1\n2\n3\n")
	if keepFinalCount(ls); ls[2].cls == keep {
		t.Errorf("the last of a column of numbers is kept as a total")
	}
	for s, want := range map[string]bool{
		"6     F401 'collections' imported but unused": true,
		"12 SIM108 use a ternary":                      true,
		"6     files changed":                          false,
		"  12 | E501 = 3":                              false,
		"2026 E2E run":                                 false,
	} {
		if got := statisticsRow(s); got != want {
			t.Errorf("statisticsRow(%q) = %v, want %v", s, got, want)
		}
		if want && excerptNoise(s) {
			t.Errorf("excerptNoise(%q) = true: a tally's row taken for a numbered source line", s)
		}
	}
}

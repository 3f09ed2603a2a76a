package reduce

import (
	"fmt"
	"os"
	"strings"
	"testing"
)

// wants fails t for each of keep not shown whole in out.
func wants(t *testing.T, out string, keep ...string) {
	t.Helper()
	for _, k := range keep {
		if !strings.Contains(out, k+"\n") {
			t.Errorf("lost %q in:\n%s", k, out)
		}
	}
}

// TestSurveyFirstHits: grep -rn over installed packages, 120 files with a
// few hits each, keeps each file's first hit while they fit surveyBytes;
// a survey of 600 files, whose first hits are past it, is sampled.
func TestSurveyFirstHits(t *testing.T) {
	survey := func(files int) ([]string, []string) {
		var in, firsts []string
		for f := range files {
			for h := range 3 {
				s := fmt.Sprintf("node_modules/lib%d/src/m%d.js:%d:var x = require('./dep%d');", f%7, f, 3+h, h)
				if h == 0 {
					firsts = append(firsts, s)
				}
				in = append(in, s)
			}
		}
		return in, firsts
	}
	in, firsts := survey(120)
	out, _ := reduceLines(Grep, textLines(strings.Join(in, "\n")), fullPath)
	wants(t, out, firsts...)
	if n := strings.Count(out, "require('./dep1');\n"); n > 3 {
		t.Errorf("%d files' second hits shown:\n%s", n, out)
	}
	in, firsts = survey(600)
	out, _ = reduceLines(Grep, textLines(strings.Join(in, "\n")), fullPath)
	if n := strings.Count(out, "require('./dep0');\n"); n >= len(firsts)/2 {
		t.Errorf("%d of %d first hits shown, want a sample", n, len(firsts))
	}
}

// TestSnapshotName: a failing jest snapshot's name stays with its diff.
func TestSnapshotName(t *testing.T) {
	fx := recorded(t, "testdata/fresh29", "jest-cart-failures-snapshot")
	wants(t, reduceAsRun(fx.kind, fx.output), "    Snapshot name: `summarize matches snapshot 1`")
}

// TestOwnListedFiles: tsc --listFiles' own file among the library's
// stays, and so do a coverage report's project rows among the libraries';
// dpkg -L's system files are no project's.
func TestOwnListedFiles(t *testing.T) {
	fx := recorded(t, "testdata/fresh29", "tsc-order-model-listfiles-pass")
	wants(t, reduceAsRun(fx.kind, fx.output), "src/models/order.ts")
	fx = recorded(t, "testdata/fresh28", "coverage-run-report")
	wants(t, reduceAsRun(fx.kind, fx.output),
		"quota/bucket.py                                                              32      1      8      1    95%   40",
		"quota/ledger.py                                                              49     25     16      0    40%   23-24, 27-29, 32, 36-40, 43-47, 50-53, 56-58, 61-62, 65")

	var in []string
	for i := range 60 {
		in = append(in, fmt.Sprintf("/usr/lib/x86_64-linux-gnu/gconv/M%d.so", i))
	}
	in = append(in, "/etc/ld.so.conf.d/x86_64.conf")
	for i := range 60 {
		in = append(in, fmt.Sprintf("/usr/share/doc/libc6/n%d.gz", i))
	}
	if got := keepOwnListed(textLines(strings.Join(in, "\n"))); strings.Contains(fmt.Sprint(classes(got)), "keep") {
		t.Errorf("a system's file kept as the project's: %v", classes(got))
	}
}

// TestFewAssets: a passing webpack build's two assets stay, its module
// listing goes; a split build's thirty chunks go.
func TestFewAssets(t *testing.T) {
	in := []string{"asset cart.bundle.js 2.72 KiB [emitted] (name: cart)", "asset queue.bundle.js 2.53 KiB [emitted] (name: queue)"}
	for i := range 40 {
		in = append(in, fmt.Sprintf("  ./src/m%d.js 420 bytes [built] [code generated]", i))
	}
	in = append(in, "", "webpack 5.113.0 compiled successfully in 138 ms")
	out, _ := reduceLines(Bundle, textLines(strings.Join(in, "\n")), fullPath)
	wants(t, out, in[0], in[1])
	in = in[:0]
	for i := range 30 {
		in = append(in, fmt.Sprintf("asset %d.chunk.js %d KiB [emitted]", i, 10+i))
	}
	in = append(in, "webpack 5.113.0 compiled successfully in 138 ms")
	out, _ = reduceLines(Bundle, textLines(strings.Join(in, "\n")), fullPath)
	if n := strings.Count(out, ".chunk.js"); n > 10 {
		t.Errorf("%d chunks shown:\n%s", n, out)
	}
}

// TestRustHelpTitle: rustc's suggestion keeps its title, the fix in
// words.
func TestRustHelpTitle(t *testing.T) {
	fx := recorded(t, "testdata/fresh29", "cargo-build-bin-loanctl-errors")
	wants(t, reduceAsRun(fx.kind, fx.output), "help: try using a conversion method")
}

// words name generated tests unlike one another but for their numbers.
var words = []string{"lookup", "missing", "count", "decade", "search", "slug", "isbn", "copies", "author", "title", "loan", "fine", "report", "overdue", "lend", "give", "back", "valid", "reject", "default"}

// TestOddStatusRows: minitest -v's rows that end in "F" or "E" among the
// rows that end in "." stay; rows ending in data (true, false, a number)
// are no outcomes.
func TestOddStatusRows(t *testing.T) {
	var in, odd []string
	for i := range 40 {
		st := "."
		if i%9 == 4 {
			st = "F"
		} else if i%13 == 7 {
			st = "E"
		}
		s := fmt.Sprintf("TestCatalog#test_%s_%s = 0.00 s = %s", words[i%len(words)], words[(i*7+3)%len(words)], st)
		if st != "." {
			odd = append(odd, s)
		}
		in = append(in, s)
	}
	in = append(in, "", "Finished in 0.002880s, 6249.1906 runs/s.", "40 runs, 40 assertions, 4 failures, 3 errors, 0 skips")
	out, _ := reduceLines(Generic, textLines(strings.Join(in, "\n")), fullPath)
	wants(t, out, odd...)

	var data []string
	for i := range 60 {
		v := "false,"
		if i%7 == 0 {
			v = "true,"
		}
		data = append(data, fmt.Sprintf("    \"flag_%d\": %s", i, v))
	}
	if got := keepOddStatusRows(textLines(strings.Join(data, "\n"))); strings.Count(fmt.Sprint(classes(got)), "keep") > 0 {
		t.Errorf("a JSON value read as an outcome: %v", classes(got))
	}
}

// classes lists ls's classes, one word each.
func classes(ls []line) []string {
	var out []string
	for _, l := range ls {
		if l.cls == keep {
			out = append(out, "keep")
		} else {
			out = append(out, "other")
		}
	}
	return out
}

// TestSetupShowFailed: pytest --setup-show's line of a failing test stays.
func TestSetupShowFailed(t *testing.T) {
	fx := recorded(t, "testdata/fresh28", "pytest-setup-show-k")
	wants(t, reduceAsRun(fx.kind, fx.output),
		"        tests/test_ledger.py::test_export_roundtrip (fixtures used: export_file, ledger, request, tmp_path, tmp_path_factory)F")
}

// TestShortTestRun: a short passing test run (under 1 KB) loses its
// passing rows and keeps its counts; a short failing one keeps every line
// its rules do not drop; a short listing of another tool comes back whole.
func TestShortTestRun(t *testing.T) {
	in := []string{"", "  math"}
	for _, w := range words[:14] {
		in = append(in, fmt.Sprintf("    ✓ %s adds up the rows of a ledger in order (2ms)", w))
	}
	in = append(in, "", "", "  14 passing (31ms)", "")
	text := strings.Join(in, "\n")
	if len(text) <= DefaultMinBytes || len(text) > smallBytes {
		t.Fatalf("the run is %d bytes, want a short one", len(text))
	}
	out, ok := Text(NpmTest, text, fullPath)
	if !ok || strings.Contains(out, "✓ lookup adds up the rows") {
		t.Errorf("passing rows kept:\n%s", out)
	}
	wants(t, out, "  14 passing (31ms)")

	fail := []string{"  cart", "    ✓ totals two items", "    1) applies a coupon", "", "  1 passing (9ms)", "  1 failing", "",
		"  1) cart", "       applies a coupon:", "", "      AssertionError [ERR_ASSERTION]: Expected values to be strictly equal:", "",
		"450 !== 405", "", "      + expected - actual", "", "      -450", "      +405", "",
		"      at Context.<anonymous> (test/cart.test.js:14:12)", "      at process.processImmediate (node:internal/timers:478:21)", ""}
	text = strings.Join(fail, "\n")
	out, _ = Text(NpmTest, text, fullPath)
	wants(t, out, "    1) applies a coupon", "450 !== 405", "      -450", "      +405", "      at Context.<anonymous> (test/cart.test.js:14:12)", "  1 failing")

	var ls []string
	for _, w := range words {
		ls = append(ls, fmt.Sprintf("drwxr-xr-x 2 dev dev 4096 Dec  3 14:02 %s", w))
	}
	text = strings.Join(ls, "\n") + "\n"
	if out, ok := Text(Generic, text, fullPath); ok || out != text {
		t.Errorf("a short listing changed:\n%s", out)
	}
}

// TestRunShortOutput: Run prints a short output of any tool but a test
// runner byte for byte (a server's 24 request lines, 633 bytes, which a
// longer log would fold), with no marker and no full-output file.
func TestRunShortOutput(t *testing.T) {
	dir := t.TempDir()
	var script strings.Builder
	for i := range 24 {
		fmt.Fprintf(&script, "echo 'GET /api/items/%d 200 %dms'\n", i, 3+i%5)
	}
	script.WriteString("echo 'listening on :8080'\n")
	r, out, _ := run(t, Options{Dir: dir}, "sh", "-c", script.String())
	if r.Code != 0 || strings.Count(out, "\n") != 25 || strings.Contains(out, "omitted") {
		t.Errorf("exit %d, output changed:\n%s", r.Code, out)
	}
	if len(out) <= DefaultMinBytes || len(out) > smallBytes {
		t.Fatalf("the output is %d bytes, want a short one", len(out))
	}
	if ents, _ := os.ReadDir(dir); len(ents) > 0 {
		t.Errorf("%d full-output files written for a short output", len(ents))
	}
}

// TestObjectFrames: valgrind's frames in a system's shared objects
// (libc's memmove, its own preload) go; the program's own frames and the
// record's heading stay.
func TestObjectFrames(t *testing.T) {
	var in []string
	in = append(in, "==3039== Memcheck, a memory error detector", "==3039== Command: ./build/test_ring", "==3039==")
	for i := range 12 {
		in = append(in,
			fmt.Sprintf("==3039== Invalid write of size %d", 1+i%3),
			fmt.Sprintf("==3039==    at 0x484B4%02X: memmove (in /usr/libexec/valgrind/vgpreload_memcheck-amd64-linux.so)", i),
			fmt.Sprintf("==3039==    by 0x1097%02X: rl_push (ringlog.c:%d)", i, 20+i),
			fmt.Sprintf("==3039==    by 0x1091%02X: test_%s (test_ring.c:%d)", i, words[i], 10+i),
			fmt.Sprintf("==3039==  Address 0x4a40%03x is 0 bytes after a block of size %d alloc'd", i*80, 1+i%3),
			fmt.Sprintf("==3039==    at 0x48417%02X: malloc (in /usr/libexec/valgrind/vgpreload_memcheck-amd64-linux.so)", i),
			fmt.Sprintf("==3039==    by 0x1097%02X: rl_push (ringlog.c:%d)", i+1, 18+i),
			"==3039==")
	}
	in = append(in, "==3039== ERROR SUMMARY: 12 errors from 12 contexts (suppressed: 0 from 0)")
	out, _ := reduceLines(Generic, textLines(strings.Join(in, "\n")), fullPath)
	if strings.Contains(out, "(in /usr/libexec/valgrind/") {
		t.Errorf("a shared object's frame shown:\n%s", out)
	}
	wants(t, out, "==3039== Invalid write of size 1", "==3039==    by 0x109700: rl_push (ringlog.c:20)", "==3039== ERROR SUMMARY: 12 errors from 12 contexts (suppressed: 0 from 0)")
}

// TestUntrackedDatedTree: git status -uall's untracked tree of dated
// folders (posts/2023/01/intro.md ...), more than untrackedWhole, folds as
// files named alike do: two of each shape and the unlike files stay.
func TestUntrackedDatedTree(t *testing.T) {
	in := []string{"On branch main", "Untracked files:", `  (use "git add <file>..." to include in what will be committed)`}
	for y := 2022; y <= 2024; y++ {
		for m := 1; m <= 12; m++ {
			in = append(in, fmt.Sprintf("\tcontent/posts/%d/%02d/intro.md", y, m), fmt.Sprintf("\tcontent/posts/%d/%02d/notes.md", y, m))
		}
	}
	in = append(in, "\tnotes.txt", "\tsitegen/slugs.py", "", `nothing added to commit but untracked files present (use "git add" to track)`)
	out, _ := reduceLines(GitStatus, textLines(strings.Join(in, "\n")), fullPath)
	wants(t, out, "\tcontent/posts/2022/01/intro.md", "\tnotes.txt", "\tsitegen/slugs.py")
	if n := strings.Count(out, "content/posts/"); n > 6 {
		t.Errorf("%d of the dated tree's 72 files shown:\n%s", n, out)
	}
}

// TestFresh31Classes: eslint -f unix's findings, errors and warnings, all
// stay; vitest 1's failing rows ("❯ file > suite > test") and their
// messages stay; a golden dump's "--- got ---" side shows its differing
// line as the "--- want ---" side does.
func TestFresh31Classes(t *testing.T) {
	fx := recorded(t, "testdata/fresh31", "eslint-ledger-unix")
	wants(t, reduceAsRun(fx.kind, fx.output),
		"/home/dev/work/ledger-js/lib/importer.js:4:27: 'opts' is defined but never used. [Error/no-unused-vars]",
		"/home/dev/work/ledger-js/lib/importer.js:13:7: Unexpected console statement. [Warning/no-console]")
	fx = recorded(t, "testdata/fresh31", "vitest-ledger-budget-failures")
	wants(t, reduceAsRun(fx.kind, fx.output),
		"   ❯ test/budget.spec.mjs > allocate > weights unevenly",
		"     → expected [ 428, 285, 285 ] to deeply equal [ 429, 286, 285 ]")
	fx = recorded(t, "testdata/fresh31", "go-test-rosterd-verbose-golden")
	wants(t, reduceAsRun(fx.kind, fx.output), "        Fri 10:00 carla    cashier     8h", "        Fri 10:00 carla    lead        8h")
	if !dumpHeader("        --- got ---") || dumpHeader("--- FAIL: TestRoster (0.00s)") || dumpHeader("-----") {
		t.Error("dumpHeader misreads a rule-set header")
	}
}

// TestXdistPassingIDs: a passing pytest -n 2 -v run names each test as it
// schedules it and again with its result: the bare ids go, the results'
// last lines and the count stay; a -q collection's ids, which no result
// names, stay.
func TestXdistPassingIDs(t *testing.T) {
	in := []string{"============================= test session starts ==============================", "created: 2/2 workers", "2 workers [24 items]", "", "scheduling tests via LoadScheduling", ""}
	var ids []string
	for i := range 24 {
		ids = append(ids, fmt.Sprintf("tests/test_plans.py::test_%s[%s]", words[i%len(words)], words[(i+5)%len(words)]))
	}
	in = append(in, ids...)
	for i, id := range ids {
		in = append(in, fmt.Sprintf("[gw%d] [%3d%%] PASSED %s", i%2, (i+1)*100/24, id))
	}
	in = append(in, "", "============================== 24 passed in 1.14s ==============================")
	out, _ := reduceLines(Pytest, textLines(strings.Join(in, "\n")), fullPath)
	if strings.Contains(out, "\n"+ids[5]+"\n") {
		t.Errorf("a scheduled id shown:\n%s", out)
	}
	wants(t, out, "============================== 24 passed in 1.14s ==============================")

	co := append(append([]string{}, ids...), "", "24 tests collected in 0.03s")
	out, _ = reduceLines(Pytest, textLines(strings.Join(co, "\n")), fullPath)
	wants(t, out, ids...)
}

// TestGoldenSharedMiddle: two dumps that differ in their first and last
// lines only (a record of 42 fields) keep those and their context; the 40
// lines they share between go.
func TestGoldenSharedMiddle(t *testing.T) {
	fx := recorded(t, "testdata/fresh32", "go-gorelay-test-golden-shuffle")
	out := reduceAsRun(fx.kind, fx.output)
	wants(t, out, "        amount: 12.5", "        amount: 12.50", "        tags: [a b]")
	if strings.Contains(out, "field20: value-20") {
		t.Errorf("a line both dumps share, far from a difference, shown:\n%s", out)
	}
}

// TestJVMFramesAfterPlatform: a cause thrown inside the platform's code
// (a parallel stream's reflection and fork-join frames first) keeps the
// program's frames further down, where it called in.
func TestJVMFramesAfterPlatform(t *testing.T) {
	fx := recorded(t, "testdata/fresh32", "java-ship-npe-caused-by")
	wants(t, reduceAsRun(fx.kind, fx.output), "\tat ship.Main.priceAll(Main.java:12)", "\tat ship.Main.manifest(Main.java:16)")
}

// TestRustHelpOnTwoLines: rustc's help said on two lines keeps its words;
// its place in the standard library goes.
func TestRustHelpOnTwoLines(t *testing.T) {
	fx := recorded(t, "testdata/fresh32", "cargo-rostr-build-errors")
	out := reduceAsRun(fx.kind, fx.output)
	wants(t, out, "help: the trait `FromIterator<&String>` is not implemented for `Vec<&str>`")
	if strings.Contains(out, "--> /rustc/") {
		t.Errorf("a place in the standard library shown:\n%s", out)
	}
}

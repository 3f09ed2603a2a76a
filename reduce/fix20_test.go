package reduce

import (
	"fmt"
	"strings"
	"testing"
)

// TestStatRowsFold: a --stat block of 200 generated components and a few
// hand-written files keeps each file named unlike the rest and two of the
// tree, and the summary counts them all; a commit's short stat stays whole.
func TestStatRowsFold(t *testing.T) {
	in := []string{" docs/notes.md          |  45 ++++++++++", " src/price.py           |   2 +-"}
	for i := range 200 {
		in = append(in, fmt.Sprintf(" web/components/c%d.js | 3 +", i))
	}
	in = append(in, " 202 files changed, 645 insertions(+), 1 deletion(-)")
	out, _ := reduceLines(GitDiff, textLines(strings.Join(in, "\n")), fullPath)
	for _, k := range []string{in[0], in[1], in[2], in[3], in[len(in)-1]} {
		if !strings.Contains(out, k+"\n") {
			t.Errorf("lost %q in:\n%s", k, out)
		}
	}
	if n := strings.Count(out, "web/components/c"); n > 6 {
		t.Errorf("%d component rows shown, want the tree folded:\n%s", n, out)
	}

	short := []string{"commit 0123456789abcdef0123456789abcdef01234567", "Author: Dev <dev@example.com>", "", "    add pages", ""}
	for i := range 6 {
		short = append(short, fmt.Sprintf(" web/pages/p%d.html | 3 +", i))
	}
	short = append(short, " 6 files changed, 18 insertions(+)")
	for i := range 60 {
		short = append(short, fmt.Sprintf("commit %040x", i+1), "Author: Dev <dev@example.com>", "", fmt.Sprintf("    change %d", i), "", " lib/x.py | 1 +", " 1 file changed, 1 insertion(+)")
	}
	out, _ = reduceLines(GitLog, textLines(strings.Join(short, "\n")), fullPath)
	for _, k := range short[5:12] {
		if !strings.Contains(out, k+"\n") {
			t.Errorf("a short stat lost %q in:\n%s", k, out)
		}
	}
}

// TestGoBuildPackageProgress: go build -v's names of the packages it
// builds are progress and go; the failing package's heading, its errors
// and the last lines stay.
func TestGoBuildPackageProgress(t *testing.T) {
	var in []string
	for i := range 70 {
		in = append(in, fmt.Sprintf("internal/runtime/part%d", i))
	}
	in = append(in, "example.com/app/store", "# example.com/app/billing",
		"billing/invoice.go:27:9: invalid operation: total + inv.Surcharge() (mismatched types int and float64)",
		"log", "example.com/app/cmd/server", "example.com/app/cmd/worker")
	out, _ := reduceLines(GoBuild, textLines(strings.Join(in, "\n")), fullPath)
	for _, k := range in[len(in)-5:] {
		if !strings.Contains(out, k+"\n") {
			t.Errorf("lost %q in:\n%s", k, out)
		}
	}
	if strings.Contains(out, "internal/runtime/part20\n") {
		t.Errorf("package progress kept:\n%s", out)
	}
	// go run's program printing words and paths of its own: no run of
	// package progress.
	prog := []string{"starting", "alpha", "beta", "gamma", "delta", "epsilon", "zeta", "eta", "theta", "done"}
	var long []string
	for i := range 40 {
		long = append(long, fmt.Sprintf("main.go:%d: processed record %d of the batch", i+1, i))
	}
	out, _ = reduceLines(GoBuild, textLines(strings.Join(append(append(long[:20:20], prog...), long[20:]...), "\n")), fullPath)
	for _, k := range prog[:6] {
		if !strings.Contains(out, k+"\n") {
			t.Errorf("a program's own line %q dropped as package progress:\n%s", k, out)
		}
	}
	for s, want := range map[string]bool{"internal/goarch": true, "example.com/fleet/v2/store": true, "main.go:3:2: x": false, "ok  	example.com/a	0.1s": false, "# pkg": false, "Total": false} {
		if importPathLine(s) != want {
			t.Errorf("importPathLine(%q) = %v, want %v", s, !want, want)
		}
	}
}

// TestLogLaterPatches: git log -p keeps the changed lines of its first
// commits' patches; a later commit's patch keeps its files and hunks, and
// its stat rows (since the twenty-ninth session), and its changed lines go
// under markers.
func TestLogLaterPatches(t *testing.T) {
	var in []string
	for c := range 12 {
		in = append(in, fmt.Sprintf("commit %012x%028x", c+1, 0), "Author: Dev <dev@example.com>", "Date:   Sun Nov 1 10:00:00 2026 +0000", "",
			fmt.Sprintf("    change %d", c), "---", fmt.Sprintf(" src/mod%d.py | 2 +-", c), " 1 file changed, 1 insertion(+), 1 deletion(-)", "",
			fmt.Sprintf("diff --git a/src/mod%d.py b/src/mod%d.py", c, c), "index 1111111..2222222 100644",
			fmt.Sprintf("--- a/src/mod%d.py", c), fmt.Sprintf("+++ b/src/mod%d.py", c), "@@ -1,2 +1,2 @@",
			fmt.Sprintf("-def f%d(x):", c), fmt.Sprintf("+def g%d(x):", c), "     return x", "")
	}
	out, _ := reduceLines(GitLog, textLines(strings.Join(in, "\n")), fullPath)
	for _, k := range []string{"-def f1(x):", "+def g1(x):", "+def g4(x):", "diff --git a/src/mod8.py b/src/mod8.py", "000000000009 change 8"} {
		if !strings.Contains(out, k+"\n") {
			t.Errorf("lost %q in:\n%s", k, out)
		}
	}
	if strings.Contains(out, "+def g8(x):") || strings.Contains(out, "--- a/src/mod8.py") {
		t.Errorf("the ninth commit's changed lines or its file's ---/+++ lines kept:\n%s", out)
	}
	if !strings.Contains(out, "--- a/src/mod1.py\n") || !strings.Contains(out, " src/mod1.py | 2 +-\n") {
		t.Errorf("the second commit's --- line or its stat row lost:\n%s", out)
	}
	if !strings.Contains(out, " src/mod8.py | 2 +-\n") || strings.Count(out, " 1 file changed, 1 insertion(+), 1 deletion(-)\n") != 12 {
		t.Errorf("the ninth commit's stat row lost, or a stat's count:\n%s", out)
	}
}

// TestIndentedWarningRun: warnings a tool indents under its subprocess's
// banner (pip's "      WARNING: Retrying (Retry(total=4, ...)") that
// differ only in their values fold into the first and one summary.
func TestIndentedWarningRun(t *testing.T) {
	in := []string{"Obtaining file:///home/dev/work/app", "  Installing build dependencies: finished with status 'error'",
		"  error: subprocess-exited-with-error", "", "  ╰─> [8 lines of output]"}
	for n := 4; n >= 0; n-- {
		in = append(in, fmt.Sprintf("      WARNING: Retrying (Retry(total=%d, connect=None)) after connection broken by 'NewConnectionError('<HTTPSConnection object at 0x7f81e97%d88d0>: Failed to establish a new connection')': /simple/setuptools/", n, n))
	}
	in = append(in, "      ERROR: No matching distribution found for setuptools>=61", "      [end of output]", "",
		"note: This error originates from a subprocess, and is likely not a problem with pip.")
	for i := range 30 {
		in = append(in, fmt.Sprintf("  Collecting dep%d", i))
	}
	in = append(in, "error: subprocess-exited-with-error")
	out, _ := reduceLines(Pip, textLines(strings.Join(in, "\n")), fullPath)
	if n := strings.Count(out, "      WARNING: Retrying"); n != 1 {
		t.Errorf("%d retry warnings shown whole, want the first and a summary:\n%s", n, out)
	}
	for _, k := range []string{in[5], "      ERROR: No matching distribution found for setuptools>=61"} {
		if !strings.Contains(out, k+"\n") {
			t.Errorf("lost %q in:\n%s", k, out)
		}
	}
}

// TestFrameTestOpening: vitest's code frame keeps, over the line it points
// at, the line that opens the failing test; not the next test's opening
// below it, nor the frame's other lines.
func TestFrameTestOpening(t *testing.T) {
	var in []string
	for i := range 10 {
		in = append(in, fmt.Sprintf(" ✓ test/b.test.ts > b > case %d 1ms", i))
	}
	in = append(in, " FAIL  test/store.test.ts > store > toggle of a missing id throws",
		"AssertionError: expected [Function] to throw error matching /task 99 not found/", "",
		" ❯ test/store.test.ts:16:56",
		"     14|     expect(list(board)).toHaveLength(3); // the board after the import",
		"     15|   it('toggle of a missing id throws', () => {",
		"     16|     expect(() => toggle({ name: 'b', tasks: [] }, 99)).toThrowError(/t…",
		"       |                                                        ^",
		"     17|   });",
		"     18|   it('filters by priority', () => {", "")
	for i := range 30 {
		in = append(in, fmt.Sprintf(" ✓ test/a.test.ts > a > case %d 1ms", i))
	}
	in = append(in, " Test Files  1 failed (2)", "      Tests  1 failed | 30 passed (31)")
	out, _ := reduceLines(NpmTest, textLines(strings.Join(in, "\n")), fullPath)
	if !strings.Contains(out, "     15|   it('toggle of a missing id throws', () => {\n") {
		t.Errorf("the failing test's opening line lost:\n%s", out)
	}
	for _, k := range []string{"     14|     expect(list(board)).toHaveLength(3); // the board after the import", "     18|   it('filters by priority', () => {"} {
		if strings.Contains(out, k+"\n") {
			t.Errorf("frame line %q kept:\n%s", k, out)
		}
	}
	for s, want := range map[string]bool{"   it('x', () => {": true, "  test.each([1, 2])('adds %d', (n) => {": true, "  it.only(\"y\", async () => {": true, "  items.push(x)": false, "  expect(it).toBe(1)": false} {
		if testOpenRe.MatchString(s) != want {
			t.Errorf("testOpenRe(%q) = %v, want %v", s, !want, want)
		}
	}
}

// TestRelatedMessageKept: tsc's related information, read as a generic
// output (npm run typecheck -- --pretty, recorded in fresh25), keeps what
// it says of its place under the place's excerpt for each diagnostic, the
// first of two alike as well as the last.
func TestRelatedMessageKept(t *testing.T) {
	fx := recorded(t, "testdata/fresh25", "npm-run-typecheck-pretty")
	out := reduceAsRun(fx.kind, fx.output)
	for _, k := range []string{"    The expected type comes from property 'customerId' which is declared here on type 'Order'", "    The expected type comes from property 'dbUrl' which is declared here on type 'Config'"} {
		if !strings.Contains(out, k+"\n") {
			t.Errorf("lost %q in:\n%s", k, out)
		}
	}
}

// recorded returns the recorded output name of the fixture set dir: a
// class fixed for a set's lost line is tested on the recording that lost
// it, where a generated output would not reach the budget that dropped it.
func recorded(t *testing.T, dir, name string) fixture {
	t.Helper()
	for _, fx := range loadFixtures(t, dir) {
		if fx.name == name {
			return fx
		}
	}
	t.Fatalf("no fixture %s in %s", name, dir)
	return fixture{}
}

// TestRustProjectFrames: a Rust backtrace keeps the frames of the
// project's crates (a doc test's rust_out, a crate cargo named running
// its tests), which have no place under them; the standard library's go.
func TestRustProjectFrames(t *testing.T) {
	in := []string{"     Running unittests src/lib.rs (target/debug/deps/tally-3f2a9c1d0b7e6a54)", "   Doc-tests tally", "", "running 1 test",
		"test src/parse.rs - parse::duration (line 28) ... FAILED", "", "failures:", "",
		"---- src/parse.rs - parse::duration (line 28) stdout ----", "thread 'main' (20964) panicked at src/parse.rs:7:1:",
		"assertion `left == right` failed", "  left: 1", " right: 2", "stack backtrace:",
		"   0: __rustc::rust_begin_unwind", "             at /rustc/59807616e1fa/library/std/src/panicking.rs:689:5",
		"   1: core::panicking::panic_fmt", "             at /rustc/59807616e1fa/library/core/src/panicking.rs:80:14",
		"   2: core::panicking::assert_failed", "   3: rust_out::main::_doctest_main_src_parse_rs_28_0", "   4: tally::parse::duration",
		"   5: core::ops::function::FnOnce::call_once", "note: Some details are omitted, run with `RUST_BACKTRACE=full` for a verbose backtrace.", "",
		"failures:", "    src/parse.rs - parse::duration (line 28)", "",
		"test result: FAILED. 0 passed; 1 failed; 0 ignored; 0 measured; 0 filtered out; finished in 0.48s", "", "error: doctest failed, to rerun pass `--doc`"}
	out, _ := reduceLines(CargoTest, textLines(strings.Join(in, "\n")), fullPath)
	for _, k := range []string{"   3: rust_out::main::_doctest_main_src_parse_rs_28_0", "   4: tally::parse::duration"} {
		if !strings.Contains(out, k+"\n") {
			t.Errorf("lost %q in:\n%s", k, out)
		}
	}
	if strings.Contains(out, "core::panicking::panic_fmt") {
		t.Errorf("a standard library frame kept:\n%s", out)
	}
	if c := runCrate("Running unittests src/lib.rs (target/debug/deps/tally-3f2a9c1d0b7e6a54)"); c != "tally" {
		t.Errorf("runCrate = %q, want tally", c)
	}
}

// TestShortTracebackSource: under pytest --tb=short, a project frame's
// source line ("billing/invoice.py:47: in legacy_total", then the
// warnings.warn call that raised) stays with its frame.
func TestShortTracebackSource(t *testing.T) {
	in := []string{"============================= test session starts ==============================", "collected 40 items", ""}
	for i := range 4 {
		in = append(in, fmt.Sprintf("tests/test_m%d.py ..........                                      [%d%%]", i, 25*(i+1)))
	}
	in = append(in, "", "=================================== FAILURES ===================================",
		"______________________________ test_legacy_total _______________________________",
		"tests/test_invoice.py:39: in test_legacy_total", "    assert inv.legacy_total() == inv.total()",
		"billing/invoice.py:47: in legacy_total",
		"    warnings.warn(\"legacy_total() is deprecated, use total()\", DeprecationWarning, stacklevel=2)",
		"E   DeprecationWarning: legacy_total() is deprecated, use total()",
		"=========================== short test summary info ============================",
		"FAILED tests/test_invoice.py::test_legacy_total - DeprecationWarning: legacy_...",
		"========================= 1 failed, 39 passed in 0.04s =========================")
	out, _ := reduceLines(Pytest, textLines(strings.Join(in, "\n")), fullPath)
	k := "    warnings.warn(\"legacy_total() is deprecated, use total()\", DeprecationWarning, stacklevel=2)"
	if !strings.Contains(out, k+"\n") {
		t.Errorf("lost %q in:\n%s", k, out)
	}
}

// TestPinoWarnLevel: a JSON log record at pino's warning level
// ("level":40) is a warning, as one at 50 is an error; routine records
// ("level":30) are not.
func TestPinoWarnLevel(t *testing.T) {
	for s, want := range map[string]bool{
		`{"level":40,"time":1711872012877,"pid":4242,"reqId":"req-s4","msg":"upstream slow, retrying"}`: true,
		`{"time":1711872083209,"level":40,"reqId":"req-u7","msg":"upstream slow","err":null}`:           true,
		`{"level":30,"time":1711872012877,"pid":4242,"reqId":"req-s4","msg":"request completed"}`:       false,
		`{"level":40,"items":12}`: false,
	} {
		if got := warning(s); got != want {
			t.Errorf("warning(%q) = %v, want %v", s, got, want)
		}
	}
}

// TestThresholdNotMet: a coverage threshold not met is a failure in any
// runner's words (jest's, pytest-cov's).
func TestThresholdNotMet(t *testing.T) {
	for s, want := range map[string]bool{
		`Jest: "global" coverage threshold for statements (85%) not met: 81.42%`: true,
		"FAIL Required test coverage of 85% not reached. Total coverage: 81.00%": true,
		"all thresholds met": false,
	} {
		if got := important(s); got != want {
			t.Errorf("important(%q) = %v, want %v", s, got, want)
		}
	}
}

// TestScriptBanner: of a chain of npm scripts (fresh26's npm run ci:local:
// build, then typecheck's tsc errors), the banner of the one whose output
// holds the failure stays.
func TestScriptBanner(t *testing.T) {
	fx := recorded(t, "testdata/fresh26", "npm-run-ci-local-build-then-typecheck")
	if out := reduceAsRun(fx.kind, fx.output); !strings.Contains(out, "> @mono/web@0.4.0 typecheck\n") {
		t.Errorf("the failing script's banner lost:\n%s", out)
	}
	for s, want := range map[string]bool{"> @mono/web@0.4.0 typecheck": true, "> shop@1.2.3 test:unit": true, "> tsc --noEmit": false, "> quoted text @ here": false} {
		if got := scriptBannerRe.MatchString(s); got != want {
			t.Errorf("scriptBannerRe(%q) = %v, want %v", s, got, want)
		}
	}
}

// TestOverloadVariants: mypy's "note: Possible overload variants:" heads
// the variants at its place and counts as none of the two kept there
// (fresh26's mypy --strict run).
func TestOverloadVariants(t *testing.T) {
	fx := recorded(t, "testdata/fresh26", "mypy-strict-unreachable-columns-p-ledger")
	k := "ledger/rules.py:42:9: note:     def sort(self, *, key: Callable[[Rule], Union[SupportsDunderLT[Any], SupportsDunderGT[Any]]], reverse: bool = ...) -> None"
	if out := reduceAsRun(fx.kind, fx.output); !strings.Contains(out, k+"\n") {
		t.Errorf("lost %q in:\n%s", k, out)
	}
}

// TestJSONMapOfRecords: a JSON object whose members are records keyed by
// their ids (jq . of an index) folds as an array of records does: the
// first two and the last stay, and a record that says a failure.
func TestJSONMapOfRecords(t *testing.T) {
	in := []string{"{"}
	for i := range 40 {
		status := "done"
		if i == 17 {
			status = "failed"
		}
		in = append(in, fmt.Sprintf(`  "note-%d": {`, i), fmt.Sprintf(`    "title": "Note %d",`, i), fmt.Sprintf(`    "status": %q`, status), "  },")
	}
	in[len(in)-1] = "  }"
	in = append(in, "}")
	out, _ := reduceLines(Print, textLines(strings.Join(in, "\n")), fullPath)
	for _, k := range []string{`  "note-0": {`, `  "note-1": {`, `  "note-17": {`, `    "status": "failed"`, `  "note-39": {`} {
		if !strings.Contains(out, k+"\n") {
			t.Errorf("lost %q in:\n%s", k, out)
		}
	}
	if strings.Contains(out, `"note-20"`) {
		t.Errorf("the map's records did not fold:\n%s", out)
	}
	for s, want := range map[string]bool{`"retro-budget-0": {`: true, `"a": 1,`: false, `{`: false, `"x\"y": {`: false} {
		if got := keyedObject(s); got != want {
			t.Errorf("keyedObject(%q) = %v, want %v", s, got, want)
		}
	}
}

// TestVitestLibraryFrames: vitest's frames behind its arrow in the runner
// and in node ("❯ runTest node_modules/@vitest/runner/dist/index.js:1056:17",
// "❯ listOnTimeout node:internal/timers:581:17") go; the test's own stays.
func TestVitestLibraryFrames(t *testing.T) {
	in := []string{" FAIL  test/refresh.test.ts > refresh > schedules a refresh", "Error: Test timed out in 50ms.", " ❯ test/refresh.test.ts:5:3"}
	for i := range 12 {
		in = append(in, fmt.Sprintf(" ❯ runSuite node_modules/@vitest/runner/dist/index.js:%d:15", 1205+i))
	}
	in = append(in, " ❯ listOnTimeout node:internal/timers:581:17", "", " Test Files  1 failed (1)", "      Tests  1 failed | 4 passed (5)", "   Start at  12:45:36", "   Duration  1.56s")
	out, _ := reduceLines(NpmTest, textLines(strings.Join(in, "\n")), fullPath)
	if !strings.Contains(out, " ❯ test/refresh.test.ts:5:3\n") {
		t.Errorf("the test's own frame lost:\n%s", out)
	}
	if strings.Contains(out, "index.js:1210:15") || strings.Contains(out, "listOnTimeout") {
		t.Errorf("a library frame kept:\n%s", out)
	}
}

// TestLibraryLocals: pytest -l's locals under a short frame in the
// standard library (json's encoder) are the runtime's and go; those under
// the project's frame stay.
func TestLibraryLocals(t *testing.T) {
	in := []string{"=================================== FAILURES ===================================",
		"_______________________________ test_save_index ________________________________",
		"notes/store.py:41: in save_index", "    json.dump(data, fh, indent=2)",
		"        data       = {'groceries': {'created': datetime.date(2024, 5, 1)}}",
		"        path       = PosixPath('/home/dev/work/notes/index.json')",
		"/usr/lib/python3.11/json/encoder.py:432: in _iterencode", "    yield from _iterencode_dict(o, _current_indent_level)",
		"        _current_indent_level = 0", "        _encoder   = <built-in function encode_basestring_ascii>", "        _floatstr  = <function floatstr at 0x7fc35c816f20>"}
	for i := range 30 {
		in = append(in, fmt.Sprintf("        _local%-4d  = <function f%d at 0x7fc35c81%04x>", i, i, i))
	}
	in = append(in, "E   TypeError: Object of type date is not JSON serializable",
		"=========================== short test summary info ============================",
		"FAILED tests/test_store.py::test_save_index - TypeError: Object of type date is not JSON serializable",
		"1 failed, 12 passed in 0.10s")
	out, _ := reduceLines(Pytest, textLines(strings.Join(in, "\n")), fullPath)
	if !strings.Contains(out, "        path       = PosixPath('/home/dev/work/notes/index.json')\n") {
		t.Errorf("the project frame's locals lost:\n%s", out)
	}
	if strings.Contains(out, "_local20") {
		t.Errorf("a library frame's locals kept:\n%s", out)
	}
}

// TestTSVRows: a printed query's tab-separated rows (jq -r) fold as a
// table of numbers does: its head, its end and a failing row stay. A
// printed source file's tab-indented lines are no table.
func TestTSVRows(t *testing.T) {
	var in []string
	for i := range 130 {
		status := "ok"
		if i == 77 {
			status = "failed"
		}
		in = append(in, fmt.Sprintf("note-%d\tideas,work\t%s", i, status))
	}
	out, _ := reduceLines(Print, textLines(strings.Join(in, "\n")), fullPath)
	for _, k := range []string{in[0], in[77], in[129]} {
		if !strings.Contains(out, k+"\n") {
			t.Errorf("lost %q in:\n%s", k, out)
		}
	}
	if strings.Contains(out, "note-50\t") {
		t.Errorf("the rows did not fold:\n%s", out)
	}
	var src []string
	for i := range 130 {
		src = append(src, fmt.Sprintf("\tx%d := compute(%d)", i, i))
	}
	if out, _ := reduceLines(Print, textLines(strings.Join(src, "\n")), fullPath); strings.Count(out, "compute(") != 130 {
		t.Errorf("a printed source file folded:\n%s", out)
	}
}

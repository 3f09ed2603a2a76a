package reduce

import (
	"fmt"
	"strings"
	"testing"
)

// TestGoFailMessageLines: the lines a failing test's message prints under
// its first (the input, what was found, what was expected) stay, for each
// case; a case reported again word for word (the same table row written
// three ways) folds against the report just before it.
func TestGoFailMessageLines(t *testing.T) {
	var b strings.Builder
	b.WriteString("=== RUN   TestWrite\n")
	cases := []string{"5", "5b", "5c", "6", "7a", "7b", "7c", "7d", "7e", "7f", "7g", "8"}
	for _, c := range cases {
		for _, how := range []string{"all at once", "byte-by-byte", "in fibonacci slices"} {
			fmt.Fprintf(&b, "    writer_test.go:57: --- test: %s (written %s)\n        --- src:\n        %q\n        --- found:\n        %q\n        --- expected:\n        %q\n",
				c, how, "a\tb"+c, "a........b"+c, "a.......b"+c)
		}
	}
	b.WriteString("--- FAIL: TestWrite (0.00s)\n")
	for k := 0; k < 30; k++ {
		fmt.Fprintf(&b, "=== RUN   TestPass%d\n--- PASS: TestPass%d (0.00s)\n", k, k)
	}
	b.WriteString("FAIL\nexit status 1\nFAIL\texample.com/writer\t0.012s\n")
	out := reduceAsRun(GoTest, b.String())
	for _, c := range cases {
		wants(t, out, fmt.Sprintf("        %q", "a\tb"+c), fmt.Sprintf("        %q", "a........b"+c), fmt.Sprintf("        %q", "a.......b"+c))
	}
	for _, c := range cases {
		if n := strings.Count(out, fmt.Sprintf("%q", "a........b"+c)); n != 1 {
			t.Errorf("case %s, reported again word for word, shows what was found %d times, want once:\n%s", c, n, out)
		}
	}
}

// TestGoFailMessageBlankLine: a blank line inside a failing test's message
// (testify's, over its diff) does not end the message: the diff's header
// lines after it stay with the lines before.
func TestGoFailMessageBlankLine(t *testing.T) {
	var b strings.Builder
	for k := 0; k < 40; k++ {
		fmt.Fprintf(&b, "=== RUN   TestOk%d\n--- PASS: TestOk%d (0.00s)\n", k, k)
	}
	b.WriteString("--- FAIL: TestNormalize (0.00s)\n    orders_test.go:32: \n" +
		"        \tError Trace:\t/w/orders/orders_test.go:32\n" +
		"        \tError:      \tNot equal: \n" +
		"        \t            \texpected: orders.Order{ID:\"ORD-7\", Status:\"pending\"}\n" +
		"        \t            \tactual  : orders.Order{ID:\"ORD-7\", Status:\"new\"}\n" +
		"        \t            \t\n" +
		"        \t            \tDiff:\n" +
		"        \t            \t--- Expected\n" +
		"        \t            \t+++ Actual\n" +
		"        \t            \t@@ -2,3 +2,3 @@\n" +
		"        \t            \t- Status: (string) (len=7) \"pending\"\n" +
		"        \t            \t+ Status: (string) (len=3) \"new\"\n" +
		"        \tTest:       \tTestNormalize\n")
	for k := 0; k < 40; k++ {
		fmt.Fprintf(&b, "    orders_test.go:%d: step %d done\n", 100+k, k)
	}
	b.WriteString("FAIL\nFAIL\texample.com/orders\t0.021s\nFAIL\n")
	out := reduceAsRun(GoTest, b.String())
	wants(t, out, "        \t            \tDiff:", "        \t            \t--- Expected", "        \t            \t+++ Actual",
		"        \t            \t+ Status: (string) (len=3) \"new\"", "        \tTest:       \tTestNormalize")
}

// TestCargoTestOutputStays: what a failed Rust test printed and what its
// harness said of it (a should_panic test that did not panic, one whose
// panic lacked the expected substring, a golden test's first difference)
// stay, under each test's "---- name stdout ----"; the hint about
// RUST_BACKTRACE does not.
func TestCargoTestOutputStays(t *testing.T) {
	var b strings.Builder
	b.WriteString("\nrunning 40 tests\n")
	for k := 0; k < 37; k++ {
		fmt.Fprintf(&b, "test units::tests::case_%d ... ok\n", k)
	}
	b.WriteString("test extrema::tests::rejects_zero_step - should panic ... FAILED\n" +
		"test units::tests::parse_panics_on_garbage - should panic ... FAILED\n" +
		"test golden_busy_weekend ... FAILED\n\nfailures:\n\n" +
		"---- extrema::tests::rejects_zero_step stdout ----\n\n" +
		"thread 'extrema::tests::rejects_zero_step' (16909) panicked at crates/tide-core/src/extrema.rs:25:5:\n" +
		"scan step must be > 0 (got 0)\n" +
		"note: run with `RUST_BACKTRACE=1` environment variable to display a backtrace\n" +
		"note: panic did not contain expected string\n" +
		"      panic message: \"scan step must be > 0 (got 0)\"\n" +
		" expected substring: \"step must be positive\"\n" +
		"---- units::tests::parse_panics_on_garbage stdout ----\n" +
		"note: test did not panic as expected at crates/tide-core/src/units.rs:142:8\n\n" +
		"---- golden_busy_weekend stdout ----\n" +
		"[busy_weekend] 4 berths, 10 calls\n" +
		"first difference at line 2:\n" +
		"  expected: Curlew                 K1    D005 01:00  D005 12:00    2.43 m\n" +
		"  actual:   Curlew                 K2    D005 01:00  D005 12:00    5.93 m\n" +
		"thread 'golden_busy_weekend' (16893) panicked at crates/harbor-io/tests/golden.rs:37:5:\n" +
		"golden mismatch for busy_weekend\n\n" +
		"failures:\n    extrema::tests::rejects_zero_step\n    units::tests::parse_panics_on_garbage\n    golden_busy_weekend\n\n" +
		"test result: FAILED. 37 passed; 3 failed; 0 ignored; 0 measured; 0 filtered out; finished in 0.01s\n\n" +
		"error: test failed, to rerun pass `-p tide-core --lib`\n")
	out := reduceAsRun(CargoTest, b.String())
	wants(t, out, "note: panic did not contain expected string", " expected substring: \"step must be positive\"",
		"note: test did not panic as expected at crates/tide-core/src/units.rs:142:8",
		"first difference at line 2:", "  expected: Curlew                 K1    D005 01:00  D005 12:00    2.43 m",
		"  actual:   Curlew                 K2    D005 01:00  D005 12:00    5.93 m")
	if strings.Contains(out, "test units::tests::case_5 ... ok") {
		t.Errorf("a passing test's line stayed:\n%s", out)
	}

	// --nocapture: a panic's message comes among the results, and the
	// results after it end it.
	b.Reset()
	b.WriteString("\nrunning 82 tests\n\nthread 'planner::tests::rejects_too_long' (17616) panicked at crates/berth-plan/src/planner.rs:281:36:\n" +
		"index out of bounds: the len is 0 but the index is 0\ntest planner::tests::rejects_too_long ... FAILED\n")
	for k := 0; k < 80; k++ {
		fmt.Fprintf(&b, "test units::tests::case_%d ... ok\n", k)
	}
	b.WriteString("test extrema::tests::rejects_zero_step - should panic ... FAILED\n\nfailures:\n\n" +
		"---- extrema::tests::rejects_zero_step stdout ----\n" +
		"note: panic did not contain expected string\n" +
		"      panic message: \"scan step must be > 0 (got 0)\"\n" +
		" expected substring: \"step must be positive\"\n\n" +
		"failures:\n    planner::tests::rejects_too_long\n    extrema::tests::rejects_zero_step\n\n" +
		"test result: FAILED. 80 passed; 2 failed; 0 ignored; 0 measured; 0 filtered out; finished in 0.01s\n")
	// (The class, not the output: a budget may keep a normal line of a
	// short run.)
	ls := textLines(b.String())
	classify(specFor(CargoTest), ls)
	for _, l := range ls {
		if (l.text == "note: panic did not contain expected string" || l.text == " expected substring: \"step must be positive\"") && l.cls != keep {
			t.Errorf("%q is not kept after a panic among the results", l.text)
		}
	}
}

// TestListingWhole: a listing the agent asked for (ls -R, find, tree) comes
// back whole up to printWhole: its names are what it asked to read. Past
// it, its rows fold as before.
func TestListingWhole(t *testing.T) {
	var b strings.Builder
	b.WriteString("src:\nmain\n\nsrc/main:\nkotlin\n\nsrc/main/kotlin:\norg\n\nsrc/main/kotlin/org:\nkelpline\n\n")
	for _, dir := range []string{"harvest/logistics", "harvest/planning", "sensors/buoy", "sensors/salinity", "sensors/temperature", "telemetry/lora", "telemetry/mqtt", "ui/alerts", "ui/dashboard"} {
		fmt.Fprintf(&b, "src/main/kotlin/org/kelpline/%s:\n", dir)
		for _, f := range []string{"Model", "Reader", "Service"} {
			fmt.Fprintf(&b, "%s%s.kt\n", strings.ReplaceAll(dir, "/", "_"), f)
		}
		b.WriteString("\n")
	}
	in := b.String()
	if len(in) > printWhole || len(in) <= smallBytes {
		t.Fatalf("the listing is %d bytes: the test means one over %d and under %d", len(in), smallBytes, printWhole)
	}
	for _, kind := range []string{LsR, Find, Tree} {
		if out := reduceAsRun(kind, in); out != in {
			t.Errorf("%s: a short listing changed:\n%s", kind, out)
		}
	}
	var long strings.Builder
	for k := 0; k < 200; k++ {
		fmt.Fprintf(&long, "./src/farm/module%03d/Service%03d.kt\n", k, k)
	}
	if out := reduceAsRun(Find, long.String()); len(out) >= long.Len() {
		t.Errorf("a long listing came back whole: %d bytes", len(out))
	}
}

// TestDiffKeepsFileChanges: a diff keeps up to 100 changed lines of one
// file (a new test module of 56 lines appended), not 40.
func TestDiffKeepsFileChanges(t *testing.T) {
	var b strings.Builder
	b.WriteString("diff --git a/src/clearance.rs b/src/clearance.rs\nindex 1a2b3c4..5d6e7f8 100644\n--- a/src/clearance.rs\n+++ b/src/clearance.rs\n@@ -78,3 +78,59 @@ mod tests {\n     }\n }\n \n")
	for k := 0; k < 56; k++ {
		fmt.Fprintf(&b, "+        depth_%d_draft_%d: depth %d.0, draft %d.5 => %v,\n", k, k+1, k, k+1, k%3 == 0)
	}
	b.WriteString("diff --git a/src/planner.rs b/src/planner.rs\nindex 2a2b3c4..6d6e7f8 100644\n--- a/src/planner.rs\n+++ b/src/planner.rs\n@@ -7,7 +7,7 @@\n context\n-pub const LENGTH_MARGIN: f64 = 10.0;\n+pub const LENGTH_MARGIN: f64 = 1.0;\n context\n")
	out := reduceAsRun(GitDiff, b.String())
	for k := 0; k < 56; k++ {
		wants(t, out, fmt.Sprintf("+        depth_%d_draft_%d: depth %d.0, draft %d.5 => %v,", k, k+1, k, k+1, k%3 == 0))
	}
}

// TestStylishPlacedRows: staticcheck's stylish rows ("  (63, 3)  SA4017
// message" under the file's path) are findings whatever their words, as
// eslint's are.
func TestStylishPlacedRows(t *testing.T) {
	var b strings.Builder
	msgs := []string{"Sprintf doesn't have side effects and its return value is ignored", "func padBoth is unused",
		"should use strings.EqualFold instead", "self-assignment of sec to sec", "identical expressions on the left and right side of the '||' operator"}
	for k := 0; k < 12; k++ {
		fmt.Fprintf(&b, "/w/app/internal/mod%d/mod%d.go\n  (%d, %d)  SA%d  %s\n\n", k, k, 10+k, 3, 4000+k, msgs[k%len(msgs)])
	}
	b.WriteString(" ✖ 12 problems (12 errors, 0 warnings, 0 ignored)\n")
	out := reduceAsRun(Lint, b.String())
	for k := 0; k < 12; k++ {
		wants(t, out, fmt.Sprintf("  (%d, %d)  SA%d  %s", 10+k, 3, 4000+k, msgs[k%len(msgs)]))
	}
}

// TestBenchmarkRowsStay: benchmark results are what -bench was run to read:
// each row stays, the same benchmark's -count rows too.
func TestBenchmarkRowsStay(t *testing.T) {
	var b strings.Builder
	for _, pkg := range []string{"tide", "lockq", "berth"} {
		fmt.Fprintf(&b, "goos: linux\ngoarch: amd64\npkg: example.com/harbor/internal/%s\ncpu: AMD EPYC\n", pkg)
		for _, n := range []int{10, 100, 1000} {
			for c := 0; c < 3; c++ {
				fmt.Fprintf(&b, "BenchmarkQueue/n=%d-2         \t  %d\t      %d ns/op\t    1112 B/op\t      19 allocs/op\n", n, 400000/n+c, 3000*n+c*7)
			}
		}
		fmt.Fprintf(&b, "PASS\nok  \texample.com/harbor/internal/%s\t4.1s\n", pkg)
	}
	out := reduceAsRun(GoTest, b.String())
	for _, n := range []int{10, 100, 1000} {
		for c := 0; c < 3; c++ {
			wants(t, out, fmt.Sprintf("BenchmarkQueue/n=%d-2         \t  %d\t      %d ns/op\t    1112 B/op\t      19 allocs/op", n, 400000/n+c, 3000*n+c*7))
		}
	}
}

// TestVetJSONKeys: go vet -json's findings keep their place and message,
// and the keys they are under (the package, the analyzer) stay with them.
func TestVetJSONKeys(t *testing.T) {
	var b strings.Builder
	for k := 0; k < 14; k++ {
		fmt.Fprintf(&b, "{\n\t\"example.com/harbor/internal/mod%d\": {\n\t\t\"analyzer%d\": [\n\t\t\t{\n"+
			"\t\t\t\t\"posn\": \"/w/harbor/internal/mod%d/mod.go:%d:3\",\n\t\t\t\t\"end\": \"/w/harbor/internal/mod%d/mod.go:%d:9\",\n"+
			"\t\t\t\t\"message\": \"finding number %d of this run\"\n\t\t\t}\n\t\t]\n\t}\n}\n{}\n", k, k, k, 10+k, k, 10+k, k)
	}
	out := reduceAsRun(GoVet, b.String())
	for k := 0; k < 14; k++ {
		wants(t, out, fmt.Sprintf("\t\"example.com/harbor/internal/mod%d\": {", k), fmt.Sprintf("\t\t\"analyzer%d\": [", k),
			fmt.Sprintf("\t\t\t\t\"posn\": \"/w/harbor/internal/mod%d/mod.go:%d:3\",", k, 10+k), fmt.Sprintf("\t\t\t\t\"message\": \"finding number %d of this run\"", k))
	}
}

// TestGoCoverFuncGaps: go tool cover -func's functions short of full
// coverage stay, whatever their number; those covered in full go, and the
// total stays.
func TestGoCoverFuncGaps(t *testing.T) {
	var b strings.Builder
	var gaps []string
	verbs := []string{"Open", "Close", "Parse", "Render", "Quote", "Allocate", "Publish", "Subscribe", "Advance", "Collect"}
	nouns := []string{"Berth", "Tide", "Ledger", "Manifest", "Permit", "Vessel", "Watch", "Radio", "Store", "Report", "Fee", "Queue"}
	for k := 0; k < 120; k++ {
		pct := "100.0%"
		if k%9 == 4 {
			pct = fmt.Sprintf("%d.%d%%", 40+k%50, k%10)
		}
		row := fmt.Sprintf("example.com/harbor/internal/%s/%s.go:%d:\t\t%s%s\t\t%s", strings.ToLower(nouns[k%12]), strings.ToLower(nouns[k%12]), 10+k, verbs[k/12], nouns[k%12], pct)
		if pct != "100.0%" {
			gaps = append(gaps, row)
		}
		b.WriteString(row + "\n")
	}
	b.WriteString("total:\t\t\t\t\t\t(statements)\t\t91.3%\n")
	out := reduceAsRun(GoTest, b.String())
	wants(t, out, append(gaps, "total:\t\t\t\t\t\t(statements)\t\t91.3%")...)
	if strings.Contains(out, "\tOpenBerth\t") {
		t.Errorf("a function covered in full stayed:\n%s", out)
	}
}

// TestCutReportOneRun: a test run's report whose head tail cut off (npm
// test 2>&1 | tail -80) is still the run's: the failure above its first
// "FAIL file" line keeps the line its code frame points at.
func TestCutReportOneRun(t *testing.T) {
	var b strings.Builder
	b.WriteString("      12 |       name: 'bisque ^06',\n      13 |       segments: [\n\n      at Object.<anonymous> (test/schedule.test.ts:11:26)\n\n" +
		"  ● durationHours › sums ramps and holds\n\n    expect(received).toBeCloseTo(expected, precision)\n\n    Expected: 9.4\n    Received: 10.2\n\n" +
		"      22 | describe('durationHours', () => {\n      23 |   it('sums ramps and holds', () => {\n" +
		"    > 24 |     expect(durationHours(bisque('04'))).toBeCloseTo(9.4, 1);\n         |                                         ^\n" +
		"      25 |   });\n      26 | });\n      27 |\n\n      at Object.<anonymous> (test/schedule.test.ts:24:41)\n\n" +
		"FAIL test/log.test.ts\n  ● summarize › handles an empty log\n\n    TypeError: Cannot read properties of undefined (reading 'schedule')\n\n")
	for k := 0; k < 30; k++ {
		fmt.Fprintf(&b, "      at step%d (src/log.ts:%d:11)\n", k, 18+k)
	}
	b.WriteString("\nTest Suites: 2 failed, 3 passed, 5 total\nTests:       2 failed, 21 passed, 23 total\n")
	out := reduceAsRun(NpmTest, b.String())
	wants(t, out, "    > 24 |     expect(durationHours(bisque('04'))).toBeCloseTo(9.4, 1);", "  ● durationHours › sums ramps and holds")
	// (Read as one run, not as another tool's output over a run's.)
	if at := leadSection(NpmTest, textLines(b.String())); at != 0 {
		t.Errorf("the cut report's head was read as another tool's output, up to line %d", at)
	}
	if at := leadSection(NpmTest, textLines("src/a.ts(3,5): error TS2322: Type 'string' is not assignable to type 'number'.\n"+strings.Repeat("src/b.ts(4,1): error TS2304: Cannot find name 'x'.\n", 9)+"FAIL test/a.test.ts\n  ● a › b\n")); at != 10 {
		t.Errorf("tsc's findings before a jest run: the run starts at %d, want 10", at)
	}
}

// TestRustLibNoteWords: a rustc note whose place is the standard library
// keeps its words (which bound asked for the trait); its place goes.
func TestRustLibNoteWords(t *testing.T) {
	fx := recorded(t, "testdata/fresh82", "cargo-build-type-errors-harborctl")
	out := reduceAsRun(fx.kind, fx.output)
	wants(t, out, "note: required by a bound in `slice::<impl [T]>::sort`")
	if strings.Contains(out, "--> /rustc/") {
		t.Errorf("a place in the standard library shown:\n%s", out)
	}
}

// TestGoJSONFailEventsStay: go test -json's fail events, a test's and a
// package's, stay however alike their lines are (a parent's after its
// subtest's); only build-output events are read as diagnostics to group.
func TestGoJSONFailEventsStay(t *testing.T) {
	fx := recorded(t, "testdata/fresh87", "go-test-json-core")
	out := reduceAsRun(fx.kind, fx.output)
	n := 0
	for _, l := range strings.Split(fx.output, "\n") {
		if action, _, _, ok := goTestEvent(l); ok && action == "fail" {
			wants(t, out, l)
			n++
		}
	}
	if n < 5 {
		t.Fatalf("the recording has %d fail events, want 5 or more", n)
	}
}

// TestDebugPrintsStay: what a test printed while a bug was chased (pytest
// -s's "DEBUG ..." behind the test file and on lines of its own, cargo
// test --nocapture's "dbg i=1 ...") stays; pytest's DEBUG log records do
// not rise with them.
func TestDebugPrintsStay(t *testing.T) {
	var b strings.Builder
	b.WriteString("============================= test session starts ==============================\ncollected 40 items\n\n")
	b.WriteString("tests/test_risk.py DEBUG latest 2024-05-08 window 14 days, 0:00:00\n")
	var prints []string
	for k := 0; k < 12; k++ {
		p := fmt.Sprintf("DEBUG    2024-05-%02d %d days, 0:00:00 %d True", k+1, k, k%4)
		prints = append(prints, p)
		b.WriteString(p + "\n")
		fmt.Fprintf(&b, "DEBUG    apiary.risk:risk.py:%d computing window %d\n", 40+k, k)
	}
	b.WriteString(".F" + strings.Repeat(".", 38) + "\n\n=================================== FAILURES ===================================\n" +
		"_______________________________ test_swarm_window _______________________________\n\n    def test_swarm_window():\n>       assert risk(cells) == 2\nE       assert 4 == 2\n\ntests/test_risk.py:31: AssertionError\n" +
		"=========================== short test summary info ============================\nFAILED tests/test_risk.py::test_swarm_window - assert 4 == 2\n========================= 1 failed, 39 passed in 0.31s =========================\n")
	out := reduceAsRun(Pytest, b.String())
	wants(t, out, append(prints, "tests/test_risk.py DEBUG latest 2024-05-08 window 14 days, 0:00:00")...)
	ls := textLines(b.String())
	keepDebugPrints(ls)
	for _, l := range ls {
		if strings.Contains(l.text, "apiary.risk:risk.py") && l.cls == keep {
			t.Errorf("a DEBUG log record was raised as a print: %q", l.text)
		}
	}
}

// TestRubocopSimpleRows: rubocop --format simple's rows ("C:  4:  3:
// Style/...", under "== path ==") are findings: alike ones group with
// every place, and none is sampled away.
func TestRubocopSimpleRows(t *testing.T) {
	var b strings.Builder
	var rows []string
	cops := []string{"Style/Documentation: Missing top-level documentation comment for class Tide::Station.",
		"Metrics/MethodLength: Method has too many lines. [14/10]", "Lint/UselessAssignment: Useless assignment to variable - spare.",
		"Naming/MethodParameterName: Method parameter must be at least 3 characters long."}
	for f := 0; f < 8; f++ {
		fmt.Fprintf(&b, "== lib/tide/part%d.rb ==\n", f)
		for k := 0; k < 4; k++ {
			r := fmt.Sprintf("%c:%3d:%3d: %s", "CWCC"[k], 10*k+f+1, k+2, cops[k])
			if k == 1 {
				r = fmt.Sprintf("C:%3d:%3d: Metrics/MethodLength: Method has too many lines. [%d/10]", 10*k+f+1, k+2, 11+f)
			}
			rows = append(rows, r)
			b.WriteString(r + "\n")
		}
		fmt.Fprintf(&b, "C:%3d:  9: [Correctable] Style/StringLiterals: Prefer single-quoted strings when you don't need string interpolation or special symbols.\n", 50+f)
	}
	b.WriteString("\n8 files inspected, 40 offenses detected, 8 offenses autocorrectable\n")
	out := reduceAsRun(Lint, b.String())
	for _, r := range rows {
		if r[0] != 'W' {
			continue
		}
		wants(t, out, r) // (each different: "Lint/UselessAssignment" at its place)
	}
	for f := 0; f < 8; f++ {
		if !strings.Contains(out, fmt.Sprintf("part%d.rb", f)) {
			t.Errorf("part%d.rb is named nowhere:\n%s", f, out)
		}
	}
	if strings.Contains(out, "lines omitted") {
		t.Errorf("findings were sampled away:\n%s", out)
	}
}

// TestAssertionDiffKept: the diff a failed assertion prints under "---
// Expected" / "+++ Actual" (PHPUnit's, at the margin or behind --testdox's
// gutter) keeps its changed lines, however long the report around it.
func TestAssertionDiffKept(t *testing.T) {
	for _, gutter := range []string{"", "   │ "} {
		var b strings.Builder
		b.WriteString("PHPUnit 9.6.7 by Sebastian Bergmann and contributors.\n\n")
		for k := 0; k < 60; k++ {
			fmt.Fprintf(&b, "Test 'Bells\\Tests\\RowTest::testCase%d' started\nTest 'Bells\\Tests\\RowTest::testCase%d' ended\n", k, k)
		}
		b.WriteString("\nThere was 1 failure:\n\n1) Bells\\Tests\\MethodTest::testLibraryNamesAreSorted\nFailed asserting that two arrays are identical.\n")
		var changed []string
		for _, l := range []string{"--- Expected", "+++ Actual", "@@ @@", " Array &0 ("} {
			b.WriteString(gutter + l + "\n")
		}
		for k, m := range []string{"Cambridge Surprise", "Grandsire", "Kent Treble Bob", "Plain Bob", "Plain Hunt"} {
			l := fmt.Sprintf("-    %d => '%s'", k, m)
			changed = append(changed, strings.TrimRight(gutter+l, " "))
			b.WriteString(gutter + l + "\n")
		}
		for k, m := range []string{"Plain Bob", "Plain Hunt", "Grandsire", "Cambridge Surprise", "Kent Treble Bob"} {
			l := fmt.Sprintf("+    %d => '%s'", k, m)
			changed = append(changed, strings.TrimRight(gutter+l, " "))
			b.WriteString(gutter + l + "\n")
		}
		b.WriteString(gutter + " )\n\n/w/bells/tests/MethodTest.php:77\n\nFAILURES!\nTests: 61, Assertions: 61, Failures: 1.\n")
		out := reduceAsRun(Generic, b.String())
		wants(t, out, changed...)
	}
}

// TestStampedCILog: a CI system's time before every line it relays
// (GitHub Actions' raw log) is set aside: the lines behind it are read as
// the tools' own (pytest's failures keep their E lines and headers); an
// application's log whose records say their level after the time is still
// read as a log.
func TestStampedCILog(t *testing.T) {
	var b strings.Builder
	ts := 0
	stamp := func(s string) {
		fmt.Fprintf(&b, "2026-12-04T18:11:%02d.%07dZ %s\n", 40+ts/1000, ts%1000*9973, s)
		ts += 7
	}
	stamp("##[group]Run python -m pytest -q")
	stamp("============================= test session starts ==============================")
	stamp("collected 60 items")
	stamp("")
	stamp("tests/test_gauge.py " + strings.Repeat(".", 30) + "F" + strings.Repeat(".", 20) + "   [ 85%]")
	stamp("tests/test_report.py ........F                                          [100%]")
	stamp("")
	stamp("=================================== FAILURES ===================================")
	var want []string
	for _, name := range []string{"test_parse_line_applies_datum_offset", "test_spring_range"} {
		h := fmt.Sprintf("_____________________ %s _____________________", name)
		stamp(h)
		want = append(want, h)
		stamp("")
		stamp("    def " + name + "():")
		for k := 0; k < 6; k++ {
			stamp(fmt.Sprintf("        reading%d = gauge.parse_line(LINES[%d])", k, k))
		}
		stamp(">       assert reading.level == pytest.approx(5.31)")
		e1, e2 := "E       assert -0.49 == 5.31 ± 5.3e-06", "E         Obtained: -0.49"
		stamp(e1)
		stamp(e2)
		want = append(want, e1, e2)
		stamp("")
		stamp("tests/test_gauge.py:41: AssertionError")
	}
	stamp("=========================== short test summary info ============================")
	stamp("FAILED tests/test_gauge.py::test_parse_line_applies_datum_offset - assert -0.49 == 5.31")
	stamp("FAILED tests/test_report.py::test_spring_range - assert 5.22 == 4.6")
	stamp("========================= 2 failed, 58 passed in 0.41s =========================")
	stamp("##[error]Process completed with exit code 1.")
	out := reduceAsRun(Generic, b.String())
	for _, w := range want {
		if !strings.Contains(out, w+"\n") {
			t.Errorf("lost %q behind its stamp:\n%s", w, out)
		}
	}
	ls := textLines("2024-05-14T08:16:55.078Z INFO  [req 58dc3eb] GET /carts/8812 200 19ms\n2024-05-14T08:16:57.043Z INFO  [req 18c2853] GET /products/1 200 25ms\n" +
		strings.Repeat("2024-05-14T08:17:02.596Z INFO  [req 54c387e] GET /checkout 200 76ms\n", 10))
	stripStampPrefixes(ls)
	for _, l := range ls {
		if l.pre != "" {
			t.Fatalf("a log's own times were set aside: %q", l.pre)
		}
	}
}

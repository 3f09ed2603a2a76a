package reduce

import (
	"fmt"
	"strings"
	"testing"
)

// blackFile is black --check --diff's report of one file whose long lines
// it wraps in parentheses of its own (an if's condition, an assignment's
// value, an import list), with its trailing commas, and whose
// parametrize table of alike rows it breaks over lines.
func blackFile(name string) []string {
	in := []string{
		"--- " + name + "\t2026-12-05 01:44:23.867631 +0000",
		"+++ " + name + "\t2026-12-05 01:57:06.278449 +0000",
		"@@ -4,25 +4,40 @@",
		" ",
		"-from herbarium.loans import Loan, LoanError, LoanStatus, add_months, overdue_report",
		"+from herbarium.loans import (",
		"+    Loan,",
		"+    LoanError,",
		"+    LoanStatus,",
		"+    add_months,",
		"+    overdue_report,",
		"+)",
		" ",
		"-@pytest.mark.parametrize(\"start, months, expected\", [",
	}
	var rows []string
	for m := 1; m <= 8; m++ {
		rows = append(rows, fmt.Sprintf("(dt.date(2023, %d, 14), %d, dt.date(2024, %d, 14)),", m, m+2, m))
	}
	for _, r := range rows {
		in = append(in, "-    "+r)
	}
	in = append(in, "-])", "+@pytest.mark.parametrize(", "+    \"start, months, expected\",", "+    [")
	for _, r := range rows {
		in = append(in, "+        "+r)
	}
	return append(in, "+    ],", "+)",
		" def test_add_months(start, months, expected):",
		"     for loan in loans:",
		"-        if loan.start is not None and loan.due is not None and loan.due.year == loan.start.year + 1:",
		"+        if (",
		"+            loan.start is not None",
		"+            and loan.due is not None",
		"+            and loan.due.year == loan.start.year + 1",
		"+        ):",
		"             assert add_months(start, months) == expected",
		"would reformat "+name)
}

// TestBlackWrapsAreLayout: black's own parentheses around a wrapped
// expression are layout, as its line breaks are; a file whose every
// change is such folds behind the layout note, even where an earlier fold
// had grouped its alike rows (the group's note went with the lines).
func TestBlackWrapsAreLayout(t *testing.T) {
	var in []string
	for f := range 4 {
		in = append(in, blackFile(fmt.Sprintf("/home/dev/work/herbarium/tests/test_loans%d.py", f))...)
	}
	in = append(in, "", "Oh no! 💥 💔 💥", "4 files would be reformatted, 5 files would be left unchanged.")
	out, _ := reduceLines(Generic, textLines(strings.Join(in, "\n")), fullPath)
	if !strings.Contains(out, layoutNote+"\n") {
		t.Errorf("no layout note in:\n%s", out)
	}
	for _, gone := range []string{"+        if (", "and loan.due is not None", "dt.date(2023, 1, 14)", "more of"} {
		if strings.Contains(out, gone) {
			t.Errorf("%q shown in:\n%s", gone, out)
		}
	}
	for f := range 4 {
		if k := fmt.Sprintf("would reformat /home/dev/work/herbarium/tests/test_loans%d.py", f); !strings.Contains(out, k+"\n") {
			t.Errorf("lost %q in:\n%s", k, out)
		}
	}
}

// TestParenthesesOfSubstance: parentheses that change what an expression
// computes are no layout, nor is a call's parenthesis taken away: such a
// commit keeps its changed lines.
func TestParenthesesOfSubstance(t *testing.T) {
	for _, c := range []struct{ minus, plus []string }{
		{[]string{"    return (net + tax) * rate"}, []string{"    return net + tax * rate"}},
		{[]string{"    total = (", "        net + tax", "    ) * rate"}, []string{"    total = net + tax * rate"}},
		{[]string{"    total = compute(net, tax)"}, []string{"    total = compute", "        net, tax"}},
	} {
		if sameLayout(c.minus, c.plus) {
			t.Errorf("%q -> %q read as layout only", c.minus, c.plus)
		}
	}
	for _, c := range []struct{ minus, plus []string }{
		{[]string{"    hemi = 'N' if v >= 0 else 'S'"}, []string{"    hemi = (", "        \"N\" if v >= 0 else \"S\"", "    )"}},
		{[]string{"    return (", "        <div>{name}</div>", "    );"}, []string{"    return <div>{name}</div>;"}},
	} {
		if !sameLayout(c.minus, c.plus) {
			t.Errorf("%q -> %q not read as layout only", c.minus, c.plus)
		}
	}
}

// TestRustfmtBracesAreLayout: rustfmt's braces round a closure's body and
// a match arm's (the arm's comma goes with them), an assert's message
// after black's parentheses, and lifetimes, which open no string, read as
// layout; a statement moved into a block does not.
func TestRustfmtBracesAreLayout(t *testing.T) {
	for _, c := range []struct{ minus, plus []string }{
		{[]string{"            .map(|shaft| if raised.contains(shaft) { Cell::Warp } else { Cell::Weft })"},
			[]string{"            .map(|shaft| {", "                if raised.contains(shaft) {", "                    Cell::Warp", "                } else {", "                    Cell::Weft", "                }", "            })"}},
		{[]string{"            WifError::BadValue { section, key } => write!(f, \"[{section}] {key}: not a number list\"),", "            WifError::Io(e) => e.fmt(f),"},
			[]string{"            WifError::BadValue { section, key } => {", "                write!(f, \"[{section}] {key}: not a number list\")", "            }", "            WifError::Io(e) => e.fmt(f),"}},
		{[]string{"    MissingKey { section: &'static str, key: &'static str },"},
			[]string{"    MissingKey {", "        section: &'static str,", "        key: &'static str,", "    },"}},
		{[]string{"    assert fl[\"minor\"] < fl[\"major\"], f\"{sid} flood levels out of order: {fl}\""},
			[]string{"    assert (", "        fl[\"minor\"] < fl[\"major\"]", "    ), f\"{sid} flood levels out of order: {fl}\""}},
	} {
		if !sameLayout(c.minus, c.plus) {
			t.Errorf("%q -> %q not read as layout only", c.minus, c.plus)
		}
	}
	for _, c := range []struct{ minus, plus []string }{
		{[]string{"    if ready { start() }", "    log()"}, []string{"    if ready {", "        start()", "        log()", "    }"}},
		{[]string{"    x => f(x),"}, []string{"    x => {", "        f(x)", "    } + 1,"}},
		{[]string{"    let n: &'a str = 'x';"}, []string{"    let n: &'a str =", "        'y';"}},
	} {
		if sameLayout(c.minus, c.plus) {
			t.Errorf("%q -> %q read as layout only", c.minus, c.plus)
		}
	}
}

// valgrindCascade is memcheck's report of a program whose uninitialised
// value reaches printf: one record of its own code, then n records inside
// libc's printf under the same frames of the program, two headings
// alternating.
func valgrindCascade(n int) string {
	var b strings.Builder
	b.WriteString("==463== Memcheck, a memory error detector\n==463== Command: ./build/test_extremes\n==463== \n")
	b.WriteString("==463== Conditional jump or move depends on uninitialised value(s)\n==463==    at 0x10A505: daily_range (extremes.c:39)\n==463==    by 0x109902: range_of_semidiurnal (test_extremes.c:51)\n==463==    by 0x109C9D: main (test_extremes.c:68)\n==463==  Uninitialised value was created by a stack allocation\n==463==    at 0x10A49E: daily_range (extremes.c:36)\n==463== \n")
	for i := range n {
		title := "Conditional jump or move depends on uninitialised value(s)"
		if i%3 == 2 {
			title = "Use of uninitialised value of size 8"
		}
		fmt.Fprintf(&b, "==463== %s\n==463==    at 0x498%04X: __printf_fp_l (printf_fp.c:%d)\n==463==    by 0x499A04C: __printf_fp_spec (vfprintf-internal.c:354)\n==463==    by 0x498E65A: printf (printf.c:33)\n==463==    by 0x109989: range_of_semidiurnal (test_extremes.c:51)\n==463==    by 0x109C9D: main (test_extremes.c:68)\n==463==  Uninitialised value was created by a stack allocation\n==463==    at 0x10A49E: daily_range (extremes.c:36)\n==463== \n", title, 0x100+i*16, 396+i*7)
	}
	b.WriteString("==463== Invalid read of size 4\n==463==    at 0x10A4D2: daily_range (extremes.c:41)\n==463==    by 0x109902: range_of_semidiurnal (test_extremes.c:51)\n==463==    by 0x109C9D: main (test_extremes.c:68)\n==463== \n")
	b.WriteString("tests/test_extremes.c:51: range_of_semidiurnal: expected 3.000000, got 4.499359\n[FAIL] range_of_semidiurnal\n6 tests, 1 failed\n==463== \n==463== ERROR SUMMARY: 30 errors from 30 contexts (suppressed: 0 from 0)\n")
	return b.String()
}

// TestValgrindCascadeFolds: records inside libc under the same frames of
// the program fold behind one note after the first of each heading; the
// program's own records, before and after, stay.
func TestValgrindCascadeFolds(t *testing.T) {
	out, _ := reduceLines(Generic, textLines(valgrindCascade(24)), fullPath)
	if !strings.Contains(out, cascadeNote+"\n") {
		t.Errorf("no cascade note in:\n%s", out)
	}
	checkMarkers(t, valgrindCascade(24), out)
	for _, want := range []string{
		"==463==    at 0x10A505: daily_range (extremes.c:39)",
		"==463== Use of uninitialised value of size 8",
		"==463==    by 0x109989: range_of_semidiurnal (test_extremes.c:51)",
		"==463== Invalid read of size 4",
		"==463==    at 0x10A4D2: daily_range (extremes.c:41)",
		"==463== ERROR SUMMARY: 30 errors from 30 contexts (suppressed: 0 from 0)",
	} {
		if !strings.Contains(out, want+"\n") {
			t.Errorf("lost %q in:\n%s", want, out)
		}
	}
	if strings.Contains(out, "printf_fp.c:501") {
		t.Errorf("a folded record's frame shown:\n%s", out)
	}
	// Records whose top frame is the program's are each a bug of
	// their own: none folds.
	var own strings.Builder
	own.WriteString("==9== Command: ./t\n==9== \n")
	for i := range 6 {
		fmt.Fprintf(&own, "==9== Invalid read of size 4\n==9==    at 0x10A%03X: f (a.c:%d)\n==9==    by 0x109C9D: main (a.c:90)\n==9== \n", i*16, 10+i)
	}
	own.WriteString("==9== ERROR SUMMARY: 6 errors from 6 contexts (suppressed: 0 from 0)\n")
	if out, _ := reduceLines(Generic, textLines(own.String()), fullPath); strings.Contains(out, cascadeNote) || !strings.Contains(out, "(a.c:15)") {
		t.Errorf("the program's own records folded:\n%s", out)
	}
}

// TestGoJSONBuildHeader: go test -json's "# pkg" header over a build error
// shown one by one stays, as go build's does; over errors grouped across
// packages it goes.
func TestGoJSONBuildHeader(t *testing.T) {
	ev := func(pkg, out string) string {
		return fmt.Sprintf(`{"ImportPath":"example.com/milkrun/%s [example.com/milkrun/%s.test]","Action":"build-output","Output":%q}`, pkg, pkg, out+"\n")
	}
	var b strings.Builder
	b.WriteString(ev("grade", "# example.com/milkrun/grade") + "\n")
	b.WriteString(ev("grade", "grade/grade.go:96:26: fmt.Sprintf format %d has arg litres of wrong type float64") + "\n")
	b.WriteString(`{"ImportPath":"example.com/milkrun/grade [example.com/milkrun/grade.test]","Action":"build-fail"}` + "\n")
	for i := range 30 {
		fmt.Fprintf(&b, `{"Time":"2026-12-05T05:10:%02d.1Z","Action":"start","Package":"example.com/milkrun/p%d"}`+"\n", i, i)
		fmt.Fprintf(&b, `{"Time":"2026-12-05T05:10:%02d.2Z","Action":"output","Package":"example.com/milkrun/p%d","Output":"ok  \texample.com/milkrun/p%d\t0.01s\n"}`+"\n", i, i, i)
	}
	b.WriteString(`{"Time":"2026-12-05T05:11:00Z","Action":"fail","Package":"example.com/milkrun/grade","Elapsed":0,"FailedBuild":"example.com/milkrun/grade [example.com/milkrun/grade.test]"}` + "\n")
	out, _ := reduceLines(GoTest, textLines(b.String()), fullPath)
	if want := ev("grade", "# example.com/milkrun/grade"); !strings.Contains(out, want+"\n") {
		t.Errorf("lost the package's header in:\n%s", out)
	}
}

// TestPrimaryLabelKept: rustc's primary caret says what is wrong at the
// place in words no rule knows ("unreachable expression"); it stays, with
// the line it marks.
func TestPrimaryLabelKept(t *testing.T) {
	var b strings.Builder
	for i := range 30 {
		fmt.Fprintf(&b, "warning: unused variable: `v%d`\n  --> crates/tide-core/src/predict.rs:%d:9\n   |\n%d |     let v%d = 0.0;\n   |         ^^ help: if this is intentional, prefix it with an underscore: `_v%d`\n\n", i, 10+i, 10+i, i, i)
	}
	b.WriteString("warning: unreachable expression\n  --> crates/tide-core/src/legacy.rs:44:5\n   |\n39 | /     return match name {\n40 | |         \"M2\" => 1,\n41 | |         \"S2\" => 2,\n42 | |         _ => 0,\n43 | |     };\n   | |_____- any code following this expression is unreachable\n44 |       0\n   |       ^ unreachable expression\n   |\n   = note: `#[warn(unreachable_code)]` (part of `#[warn(unused)]`) on by default\n\n")
	for i := range 30 {
		fmt.Fprintf(&b, "warning: constant `C%d` is never used\n  --> crates/tide-core/src/shallow.rs:%d:7\n   |\n%d | const C%d: f64 = 1.0;\n   |       ^^\n\n", i, 4+i, 4+i, i)
	}
	b.WriteString("warning: `tide-core` (lib) generated 61 warnings\n    Finished `dev` profile [unoptimized + debuginfo] target(s) in 0.61s\n")
	out, _ := reduceLines(CargoBuild, textLines(b.String()), fullPath)
	for _, want := range []string{"   |       ^ unreachable expression", "44 |       0"} {
		if !strings.Contains(out, want+"\n") {
			t.Errorf("lost %q in:\n%s", want, out)
		}
	}
}

// TestTapDiagnosticsKept: Test::More's and libtap's comments under a
// "not ok" (where, the condition, got, expected) stay, though passes
// follow them; a tape test's "# name" over passes still goes.
func TestTapDiagnosticsKept(t *testing.T) {
	var b strings.Builder
	b.WriteString("== build/tests/test_fade\n")
	for i := 1; i <= 4; i++ {
		fmt.Fprintf(&b, "ok %d - fade step %d\n", i, i)
	}
	b.WriteString("not ok 5 - half-way through a 0->255 fade rounds to 128\n#   Failed test at tests/test_fade.c line 10\n#     condition: g_ == w_\n#          got: 127\n#     expected: 128\n")
	for i := 6; i <= 40; i++ {
		fmt.Fprintf(&b, "ok %d - s-curve in range at t=%d\n", i, i)
	}
	b.WriteString("# passing group\n")
	for i := 41; i <= 48; i++ {
		fmt.Fprintf(&b, "ok %d - hold %d\n", i, i)
	}
	b.WriteString("1..48\n# Looks like you failed 1 test of 48.\nmake: *** [Makefile:30: check] Error 1\n")
	out, _ := reduceLines(Make, textLines(b.String()), fullPath)
	for _, want := range []string{"#   Failed test at tests/test_fade.c line 10", "#     condition: g_ == w_", "#          got: 127", "#     expected: 128"} {
		if !strings.Contains(out, want+"\n") {
			t.Errorf("lost %q in:\n%s", want, out)
		}
	}
	if strings.Contains(out, "# passing group\n") {
		t.Errorf("a passing test's name shown:\n%s", out)
	}
}

// TestErlangTermsKept: eunit's failures print an Erlang term wrapped over
// lines ("**error:{assertEqual,[{module,m}," ... "{value,4}]}"); each
// stays whole to its closing brackets, though every failure's first line
// is the same.
func TestErlangTermsKept(t *testing.T) {
	var b strings.Builder
	b.WriteString("======================== EUnit ========================\nmodule 'frames_tests'\n")
	for i := range 6 {
		fmt.Fprintf(&b, "  frames_tests: ok_%d_test...ok\n", i)
	}
	for i, c := range []struct{ expr, want, got string }{
		{"frames : brood_frames ( inspection ( ) )", "5", "4"},
		{"frames : stores_kg ( inspection ( ) )", "7.7", "7.920000000000001"},
		{"frames : honey_kg ( inspection ( ) )", "12.5", "11.0"},
	} {
		fmt.Fprintf(&b, "frames_tests: t%d_test...*failed*\nin function frames_tests:t%d_test/0 (test/frames_tests.erl, line %d)\nin call from eunit_test:'-mf_wrapper/2-fun-0-'/2 (eunit_test.erl, line 273)\nin call from eunit_test:run_testfun/1 (eunit_test.erl, line 71)\nin call from eunit_proc:run_test/1 (eunit_proc.erl, line 531)\nin call from eunit_proc:with_timeout/3 (eunit_proc.erl, line 346)\n**error:{assertEqual,[{module,frames_tests},\n              {line,%d},\n              {expression,%q},\n              {expected,%s},\n              {value,%s}]}\n  output:<<\"\">>\n\n", i, i, 20+4*i, 20+4*i, c.expr, c.want, c.got)
	}
	b.WriteString("=======================================================\n  Failed: 3.  Skipped: 0.  Passed: 6.\nerror\n")
	out, _ := reduceLines(Generic, textLines(b.String()), fullPath)
	for _, want := range []string{"              {expected,5},", "              {value,4}]}", "              {expected,7.7},", "              {value,7.920000000000001}]}", "              {value,11.0}]}"} {
		if !strings.Contains(out, want+"\n") {
			t.Errorf("lost %q in:\n%s", want, out)
		}
	}
}

// TestBareHeadMessageKept: a head that says only its place, severity and
// flag (GHC's) keeps the message under it, for the first of a group too.
func TestBareHeadMessageKept(t *testing.T) {
	var b strings.Builder
	b.WriteString("[1 of 3] Compiling Tide.Types       ( src/Tide/Types.hs, build/Tide/Types.o )\n\n")
	for i := range 8 {
		fmt.Fprintf(&b, "src/Tide/Types.hs:%d:3: warning: [-Wmissing-deriving-strategies]\n    No deriving strategy specified. Did you want stock, newtype, or anyclass?\n    Use DerivingStrategies to specify a strategy.\n   |\n%d |   deriving (Show, Eq)\n   |   ^^^^^^^^^^^^^^^^^^^\n\n", 13+7*i, 13+7*i)
	}
	for i, m := range []string{"Tide.Types", "Tide.Table", "Mooring", "Report"} {
		fmt.Fprintf(&b, "src/M%d.hs:1:1: warning: [-Wmissing-safe-haskell-mode]\n    %s is missing Safe Haskell mode\n  |\n1 | module %s\n  | ^\n\n", i, m, m)
	}
	b.WriteString("Linking build/tidewatch ...\n")
	out, _ := reduceLines(Generic, textLines(b.String()), fullPath)
	for _, want := range []string{"    No deriving strategy specified. Did you want stock, newtype, or anyclass?", "    Tide.Types is missing Safe Haskell mode"} {
		if !strings.Contains(out, want+"\n") {
			t.Errorf("lost %q in:\n%s", want, out)
		}
	}
}

// TestExUnitFailuresKept: each of ExUnit's failures keeps its numbered
// header, though the blocks are alike, and the arguments a failing call
// got, under "The following arguments were given to ...:" and under
// "arguments:".
func TestExUnitFailuresKept(t *testing.T) {
	var b strings.Builder
	b.WriteString("Compiling 6 files (.ex)\nGenerated apiary app\n")
	for i := range 40 {
		fmt.Fprintf(&b, "  * test field note %d: ok (0.01ms) [L#%d]\n", i, 70+i)
	}
	for i := 1; i <= 5; i++ {
		fmt.Fprintf(&b, "\n  %d) test field note %d: 2024-06-%02d Clover B%d/10 S1 (Apiary.InspectionTableTest)\n     test/apiary/inspection_table_test.exs:78\n     ** (ArgumentError) errors were found at the given arguments:\n\n       * 1st argument: not a textual representation of an integer\n\n     code: i = Inspection.parse(@line)\n     stacktrace:\n       :erlang.binary_to_integer(\"%d/10\")\n       (apiary 0.1.0) lib/apiary/inspection.ex:24: Apiary.Inspection.token/2\n       (elixir 1.14.0) lib/enum.ex:2468: Enum.\"-reduce/3-lists^foldl/2-0-\"/3\n       test/apiary/inspection_table_test.exs:79: (test)\n", i, 10*i, i, i, i)
	}
	b.WriteString("\n  6) test swarm advice (Apiary.SwarmTest)\n     test/apiary/swarm_test.exs:12\n     ** (FunctionClauseError) no function clause matching in Apiary.Swarm.advice/1\n\n     The following arguments were given to Apiary.Swarm.advice/1:\n     \n         # 1\n         :unknown\n     \n     Attempted function clauses (showing 3 out of 3):\n     \n         def advice(-:low-)\n         def advice(-:medium-)\n         def advice(-:high-)\n     \n     code: Swarm.advice(:unknown)\n     stacktrace:\n       (apiary 0.1.0) lib/apiary/swarm.ex:5: Apiary.Swarm.advice/1\n       test/apiary/swarm_test.exs:13: (test)\n")
	b.WriteString("\n  7) test queenright (Apiary.InspectionTest)\n     test/apiary/inspection_test.exs:37\n     Expected truthy, got false\n     code: assert Inspection.queenright?(i)\n     arguments:\n\n         # 1\n         %Apiary.Inspection{\n           hive: \"Clover\",\n           eggs: true\n         }\n\n     stacktrace:\n       test/apiary/inspection_test.exs:39: (test)\n")
	b.WriteString("\nFinished in 0.3 seconds (0.3s async, 0.00s sync)\n160 tests, 7 failures\n\nRandomized with seed 272187\n")
	out, _ := reduceLines(Generic, textLines(b.String()), fullPath)
	for _, want := range []string{
		"  4) test field note 40: 2024-06-04 Clover B4/10 S1 (Apiary.InspectionTableTest)",
		"     The following arguments were given to Apiary.Swarm.advice/1:",
		"         :unknown",
		"     arguments:",
		"           eggs: true",
	} {
		if !strings.Contains(out, want+"\n") {
			t.Errorf("lost %q in:\n%s", want, out)
		}
	}
}

// TestAsanStackObjectKept: ASan's line naming the stack object an access
// overflows stays among the frame's other objects.
func TestAsanStackObjectKept(t *testing.T) {
	var b strings.Builder
	for i := range 30 {
		fmt.Fprintf(&b, "ok %d - level %d parses\n", i+1, i)
	}
	b.WriteString("=================================================================\n==7945==ERROR: AddressSanitizer: stack-buffer-overflow on address 0x7ffc84ee9161 at pc 0x7f83550716c5 bp 0x7ffc84ee8f00 sp 0x7ffc84ee86b0\nWRITE of size 4 at 0x7ffc84ee9161 thread T0\n    #0 0x7f83550716c4 in scanf_common ../../../../src/libsanitizer/sanitizer_common/sanitizer_common_interceptors_format.inc:342\n    #1 0x558a40e49cff in parse_level src/parse.c:25\n    #2 0x558a40e494bb in main tests/test_parse.c:28\n\nAddress 0x7ffc84ee9161 is located in stack of thread T0 at offset 49 in frame\n    #0 0x558a40e48298 in main tests/test_parse.c:5\n\n  This frame has 7 object(s):\n    [16, 20) 'u' (line 6)\n    [32, 36) 'a' (line 6)\n    [48, 52) 'b' (line 6)\n    [64, 68) 'c' (line 6)\n    [80, 84) 'd' (line 6)\n    [96, 97) 'lvl' (line 19) <== Memory access at offset 97 overflows this variable\n    [112, 144) 'buf' (line 7)\nHINT: this may be a false positive if your program uses some custom stack unwind mechanism, swapcontext or vfork\n      (longjmp and C++ exceptions *are* supported)\nSUMMARY: AddressSanitizer: stack-buffer-overflow src/parse.c:25 in parse_level\nShadow bytes around the buggy address:\n")
	for i := range 20 {
		fmt.Fprintf(&b, "  0x7ffc84ee8e%02x: 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00\n", i*16)
	}
	b.WriteString("==7945==ABORTING\nmake: *** [Makefile:31: check] Error 1\n")
	out, _ := reduceLines(Make, textLines(b.String()), fullPath)
	if want := "    [96, 97) 'lvl' (line 19) <== Memory access at offset 97 overflows this variable"; !strings.Contains(out, want+"\n") {
		t.Errorf("lost %q in:\n%s", want, out)
	}
}

// TestCatch2FailuresKept: Catch2's title over a failed case (between two
// rules of dashes, its section under it) and the values under "with
// expansion:" stay; a passed case's title, printed with -s, is the
// budget's.
func TestCatch2FailuresKept(t *testing.T) {
	rule := strings.Repeat("-", 79)
	var b strings.Builder
	b.WriteString("\n~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~\nloomcard_tests is a Catch v2.13.10 host application.\nRun with -? for options\n\n")
	for i := range 12 {
		fmt.Fprintf(&b, "%s\npassing case %d\n%s\n/home/dev/work/loomcard/tests/test_ok.cpp:%d\n%s\n\n/home/dev/work/loomcard/tests/test_ok.cpp:%d: PASSED:\n  CHECK( f(%d) == %d )\nwith expansion:\n  %d == %d\n\n", rule, i, rule, 10+i, strings.Repeat(".", 79), 11+i, i, i, i, i)
	}
	fmt.Fprintf(&b, "%s\nlongest float\n  hopsack floats over two\n%s\n/home/dev/work/loomcard/tests/test_draft.cpp:44\n%s\n\n/home/dev/work/loomcard/tests/test_draft.cpp:45: FAILED:\n  CHECK( longest_float(drawdown(Hopsack().make(8, 8))) == 2 )\nwith expansion:\n  1 == 2\n\n", rule, rule, strings.Repeat(".", 79))
	b.WriteString("===============================================================================\ntest cases: 13 | 12 passed | 1 failed\nassertions: 13 | 12 passed | 1 failed\n\n")
	out, _ := reduceLines(Generic, textLines(b.String()), fullPath)
	for _, want := range []string{"longest float", "  hopsack floats over two", "  1 == 2"} {
		if !strings.Contains(out, "\n"+want+"\n") {
			t.Errorf("lost %q in:\n%s", want, out)
		}
	}
	if strings.Contains(out, "passing case 7\n") {
		t.Errorf("a passed case's title kept:\n%s", out)
	}
}

// TestAnnouncedListKept: the list a warning announces ("The following
// asset(s) exceed ..." over "Assets:" and the assets) stays; the list
// under a plan ("The following NEW packages will be installed:") does not
// ride on it.
func TestAnnouncedListKept(t *testing.T) {
	var b strings.Builder
	b.WriteString("<s> [webpack.Progress] 100%\n\n")
	for i := range 40 {
		fmt.Fprintf(&b, "asset chunk-%02d.js 1.%d KiB [emitted] [minimized]\n", i, i%10)
	}
	b.WriteString("\nWARNING in asset size limit: The following asset(s) exceed the recommended size limit (244 KiB).\nThis can impact web performance.\nAssets: \n  main.ecb5d851.js (811 KiB)\n  embed.e86268fb.js (809 KiB)\n  streams.94c3f926.js (811 KiB)\n\n")
	b.WriteString("WARNING in entrypoint size limit: The following entrypoint(s) combined asset size exceeds the recommended limit (244 KiB). This can impact web performance.\nEntrypoints:\n  main (812 KiB)\n      main.05e67246.css\n      main.ecb5d851.js\n\nwebpack 5.113.0 compiled with 2 warnings in 10001 ms\n")
	out, _ := reduceLines(Bundle, textLines(b.String()), fullPath)
	for _, want := range []string{"  embed.e86268fb.js (809 KiB)", "  streams.94c3f926.js (811 KiB)", "Entrypoints:", "      main.ecb5d851.js"} {
		if !strings.Contains(out, want+"\n") {
			t.Errorf("lost %q in:\n%s", want, out)
		}
	}
	var apt strings.Builder
	apt.WriteString("Reading package lists...\nBuilding dependency tree...\nThe following NEW packages will be installed:\n")
	for i := range 30 {
		fmt.Fprintf(&apt, "  libfoo%d libbar%d libbaz%d libqux%d\n", i, i, i, i)
	}
	apt.WriteString("0 upgraded, 120 newly installed, 0 to remove and 3 not upgraded.\n")
	if out, _ := reduceLines(Generic, textLines(apt.String()), fullPath); strings.Contains(out, "libfoo17 ") {
		t.Errorf("a plan's list kept whole:\n%s", out)
	}
}

// TestEsbuildAnalyzeIsAnAnswer: esbuild's --analyze report is what was
// asked for, read as a printed table; a plain esbuild build stays a
// bundler's output.
func TestEsbuildAnalyzeIsAnAnswer(t *testing.T) {
	for _, c := range []struct {
		argv []string
		want string
	}{
		{[]string{"npx", "esbuild", "src/index.ts", "--bundle", "--minify", "--analyze=verbose", "--outfile=dist/a.js"}, Print},
		{[]string{"esbuild", "src/index.ts", "--analyze"}, Print},
		{[]string{"esbuild", "src/index.ts", "--bundle", "--outfile=dist/a.js"}, Bundle},
	} {
		if k := Kind(c.argv); k != c.want {
			t.Errorf("%q is %q, want %q", c.argv, k, c.want)
		}
	}
}

// TestHTMLErrorPageGist: a framework's long error page in a response
// keeps its title, its heading and the element that names the exception;
// its style block goes.
func TestHTMLErrorPageGist(t *testing.T) {
	var b strings.Builder
	b.WriteString("HTTP/1.1 500 Internal Server Error\nContent-Type: text/html\n\n<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n  <title>DoesNotExist\n          at /plots/404/</title>\n  <style type=\"text/css\">\n")
	for i := range 80 {
		fmt.Fprintf(&b, "    .error%d { background: #ffc; padding: %dpx; }\n", i, i)
	}
	b.WriteString("  </style>\n</head>\n<body>\n<div id=\"summary\">\n  <header><h1>DoesNotExist\n       at /plots/404/</h1>\n  <pre class=\"exception_value\">Plot matching query does not exist.</pre>\n")
	for i := range 200 {
		fmt.Fprintf(&b, "  <tr><td>frame %d</td><td><code>handler_%d(request)</code></td></tr>\n", i, i)
	}
	b.WriteString("</div>\n</body>\n</html>\n")
	out, _ := reduceLines(Curl, textLines(b.String()), fullPath)
	for _, want := range []string{"          at /plots/404/</title>", "  <header><h1>DoesNotExist", "       at /plots/404/</h1>", "  <pre class=\"exception_value\">Plot matching query does not exist.</pre>"} {
		if !strings.Contains(out, want+"\n") {
			t.Errorf("lost %q in:\n%s", want, out)
		}
	}
	if strings.Contains(out, ".error40 {") {
		t.Errorf("a style line shown:\n%s", out)
	}
}

// TestJUnitAssertionFramesLetUserFrameStay: an assertion thrown six frames
// deep in JUnit's own code keeps the test's frame under them, and the
// runner's frames below go.
func TestJUnitAssertionFramesLetUserFrameStay(t *testing.T) {
	var b strings.Builder
	b.WriteString("Finished:    exactLengthFits() ([engine:junit-jupiter]/[class:org.tidewatch.mooring.PontoonTest]/[method:exactLengthFits()])\n             => Exception: org.opentest4j.AssertionFailedError: expected: <B2> but was: <B3>\n")
	for _, f := range []string{"org.junit.jupiter.api.AssertionFailureBuilder.build(AssertionFailureBuilder.java:151)", "org.junit.jupiter.api.AssertionFailureBuilder.buildAndThrow(AssertionFailureBuilder.java:132)", "org.junit.jupiter.api.AssertEquals.failNotEqual(AssertEquals.java:197)", "org.junit.jupiter.api.AssertEquals.assertEquals(AssertEquals.java:182)", "org.junit.jupiter.api.AssertEquals.assertEquals(AssertEquals.java:177)", "org.junit.jupiter.api.Assertions.assertEquals(Assertions.java:1142)", "org.tidewatch.mooring.PontoonTest.exactLengthFits(PontoonTest.java:30)"} {
		b.WriteString("             \tat " + f + "\n")
	}
	for i := range 30 {
		fmt.Fprintf(&b, "             \tat org.junit.platform.engine.support.hierarchical.NodeTestTask.step%d(NodeTestTask.java:%d)\n", i, 100+i)
	}
	b.WriteString("[         3 tests failed          ]\n")
	out, _ := reduceLines(Generic, textLines(b.String()), fullPath)
	if want := "             \tat org.tidewatch.mooring.PontoonTest.exactLengthFits(PontoonTest.java:30)"; !strings.Contains(out, want+"\n") {
		t.Errorf("lost the test's frame in:\n%s", out)
	}
	if strings.Contains(out, "NodeTestTask.step17(") {
		t.Errorf("a runner's frame shown:\n%s", out)
	}
}

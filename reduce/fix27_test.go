package reduce

import (
	"fmt"
	"strings"
	"testing"
)

// TestTapOkWithWarnings: eslint's tap format passes a file that has only
// warnings ("ok 7 - file" over a YAML block); the warning and the file
// stay, as a failing file's findings do. A passing test's YAML block
// (node's runner: its duration) still goes.
func TestTapOkWithWarnings(t *testing.T) {
	var b strings.Builder
	b.WriteString("TAP version 13\n1..30\n")
	for k := 1; k <= 30; k++ {
		switch k {
		case 7:
			b.WriteString("ok 7 - /w/app/src/huts.js\n  ---\n  message: This line has a length of 113. Maximum allowed is 110.\n" +
				"  severity: warning\n  data:\n    line: 7\n    column: 1\n    ruleId: max-len\n  ...\n")
		case 12:
			b.WriteString("not ok 12 - /w/app/src/report.js\n  ---\n  message: Missing semicolon.\n  severity: error\n" +
				"  data:\n    line: 3\n    column: 9\n    ruleId: semi\n  ...\n")
		default:
			fmt.Fprintf(&b, "ok %d - /w/app/src/mod%d.js\n", k, k)
		}
	}
	out := reduceAsRun(Eslint, b.String())
	wants(t, out, "ok 7 - /w/app/src/huts.js", "  message: This line has a length of 113. Maximum allowed is 110.",
		"not ok 12 - /w/app/src/report.js", "  message: Missing semicolon.")

	b.Reset()
	b.WriteString("TAP version 13\n")
	for k := 1; k <= 30; k++ {
		fmt.Fprintf(&b, "# Subtest: rate %d\nok %d - rate %d\n  ---\n  duration_ms: 0.%d\n  type: 'test'\n  ...\n", k, k, k, 100+k)
	}
	b.WriteString("1..30\n# tests 30\n# pass 30\n# fail 0\n")
	if out := reduceAsRun(NpmTest, b.String()); strings.Contains(out, "duration_ms: 0.115") {
		t.Errorf("a passing test's YAML block stayed:\n%s", out)
	}
}

// clippyBlock is one of clippy's findings as cargo prints it: message,
// arrow, excerpt, the notes under it, a blank line.
func clippyBlock(msg, place, src, caret string, notes ...string) string {
	var b strings.Builder
	ln, _, _ := strings.Cut(strings.SplitN(place, ":", 2)[1], ":")
	fmt.Fprintf(&b, "warning: %s\n  --> %s\n   |\n%s | %s\n   | %s\n   |\n", msg, place, ln, src, caret)
	for _, n := range notes {
		b.WriteString("   = " + n + "\n")
	}
	b.WriteString("\n")
	return b.String()
}

// TestClippyLintNotesFirstOnly: rustc notes what turned a lint on under
// its first finding only; the findings after it say no less for the lack,
// and group into one summary. One whose caret help quotes another fix, or
// that points at a second place, stays whole.
func TestClippyLintNotesFirstOnly(t *testing.T) {
	link := "help: for further information visit https://rust-lang.github.io/rust-clippy/rust-1.95.0/index.html#must_use_candidate"
	var b strings.Builder
	b.WriteString("    Checking presslog v0.1.0 (/w/presslog)\n")
	b.WriteString(clippyBlock("this function could have a `#[must_use]` attribute", "src/must.rs:12:8", "pub fn brix_to_sg(brix: f64) -> f64 {", "       ^^^^^^^^^^",
		link, "note: `-W clippy::must-use-candidate` implied by `-W clippy::pedantic`", "help: to override `-W clippy::pedantic` add `#[allow(clippy::must_use_candidate)]`"))
	for k, fn := range []string{"sg_to_brix", "potential_alcohol", "temp_correct", "acid_gl", "so2_free"} {
		b.WriteString(clippyBlock("this function could have a `#[must_use]` attribute", fmt.Sprintf("src/must.rs:%d:8", 17+5*k), "pub fn "+fn+"(x: f64) -> f64 {", "       ^^^^^^^^^^", link))
	}
	lenZero := "help: for further information visit https://rust-lang.github.io/rust-clippy/rust-1.95.0/index.html#len_zero"
	b.WriteString(clippyBlock("length comparison to zero", "src/press.rs:61:8", "if readings.len() == 0 {", "   ^^^^^^^^^^^^^^^^^^^ help: using `is_empty` is clearer and more explicit: `readings.is_empty()`",
		lenZero, "note: `#[warn(clippy::len_zero)]` on by default"))
	b.WriteString(clippyBlock("length comparison to zero", "src/press.rs:80:8", "if vs.len() == 0 {", "   ^^^^^^^^^^^^^ help: using `is_empty` is clearer and more explicit: `vs.is_empty()`", lenZero))
	b.WriteString("warning: `presslog` (lib) generated 8 warnings\n    Finished `dev` profile [unoptimized + debuginfo] target(s) in 0.60s\n")
	out := reduceAsRun(CargoBuild, b.String())
	if sum := "[hooktool: 5 more of \"warning: this function could have a `#[must_use]` attribute\" under src/: must.rs:17,22,27,32,37]"; !strings.Contains(out, sum) {
		t.Errorf("no summary %q:\n%s", sum, out)
	}
	wants(t, out, "  --> src/must.rs:12:8", "   |    ^^^^^^^^^^^^^ help: using `is_empty` is clearer and more explicit: `vs.is_empty()`", "  --> src/press.rs:80:8")
}

// TestPytestCollectedStays: the count of the tests pytest collected
// stays; with the summary's counts it says whether all of them ran.
func TestPytestCollectedStays(t *testing.T) {
	var b strings.Builder
	b.WriteString("============================= test session starts ==============================\n" +
		"platform linux -- Python 3.11.2, pytest-7.2.1, pluggy-1.0.0+repack\nrootdir: /w/apiary\ncollected 35 items\n\n")
	for f := range 7 {
		fmt.Fprintf(&b, "tests/test_mod%d.py .....                                                [%3d%%]\n", f, (f+1)*100/7)
	}
	b.WriteString("\n============================== 35 passed in 0.41s ==============================\n")
	wants(t, reduceAsRun(Pytest, b.String()), "collected 35 items", "============================== 35 passed in 0.41s ==============================")
}

// TestLogMergeParents: a merge shown as hash and subject, past the
// commits shown whole, keeps its parents' line.
func TestLogMergeParents(t *testing.T) {
	var b strings.Builder
	for c := range 12 {
		fmt.Fprintf(&b, "commit %040x\n", 0xabc000+c)
		if c == 9 {
			b.WriteString("Merge: fe7c075 c17398a\n")
		}
		fmt.Fprintf(&b, "Author: Ann <ann@example.org>\nDate:   Mon Mar %d 10:00:00 2024 +0000\n\n    change %d of the hive ledger\n\n", c+1, c)
		fmt.Fprintf(&b, " apiary/mod%d.py | 4 ++--\n 1 file changed, 2 insertions(+), 2 deletions(-)\n\n", c)
	}
	out := reduceAsRun(GitLog, b.String())
	if !strings.Contains(out, "later commits shown as hash and subject") {
		t.Fatalf("no commit was folded to hash and subject; the test needs one:\n%s", out)
	}
	wants(t, out, "Merge: fe7c075 c17398a")
}

// TestVitestTestsCount: vitest's count of tests under its count of files
// ("      Tests  7 passed (7)") is a run's total, kept as jest's "Tests:" is,
// for each workspace npm runs.
func TestVitestTestsCount(t *testing.T) {
	var b strings.Builder
	counts := []int{6, 7, 9, 4, 12}
	for w, n := range counts {
		fmt.Fprintf(&b, "\n> @glass/pkg%d@0.3.0 test\n> vitest run\n\n\n RUN  v1.6.1 /w/glass/packages/pkg%d\n\n", w, w)
		for k := range 8 {
			fmt.Fprintf(&b, " ✓ test/a%d_%d.test.ts  (%d tests) 11ms\n", w, k, n)
		}
		fmt.Fprintf(&b, "\n Test Files  8 passed (8)\n      Tests  %d passed (%d)\n", n*8, n*8)
		fmt.Fprintf(&b, "   Start at  14:19:1%d\n   Duration  611ms (transform 120ms, setup 1ms, collect 98ms, tests 11ms, environment 0ms, prepare 208ms)\n\n", w)
	}
	b.WriteString("\n> @glass/last@0.3.0 test\n> mocha\n\n\n  parse\n    ✔ parses a line\n\n\n  1 passing (3ms)\n\n")
	out := reduceAsRun(NpmTest, b.String())
	for _, n := range counts {
		wants(t, out, fmt.Sprintf("      Tests  %d passed (%d)", n*8, n*8))
	}
}

// TestEslintSameRowsEveryFile: where every file eslint reports has the
// same rows (one template copied into nine files), each file's heading
// stays and its rows fold under it, as the first file's rows say them.
func TestEslintSameRowsEveryFile(t *testing.T) {
	rows := []string{
		"   2:1   warning  Unexpected var, use let or const instead           no-var",
		"   2:5   warning  'path' is assigned a value but never used          no-unused-vars",
		"  24:7   warning  'unused' is never reassigned. Use 'const' instead  prefer-const",
		"  25:9   warning  Expected '===' and instead saw '=='                eqeqeq",
		"  25:29  warning  Missing semicolon                                  semi",
	}
	files := []string{"drawdown", "inkle", "overshot", "reed", "sett", "twill", "warp", "weft", "yarn"}
	var b strings.Builder
	for _, f := range files {
		b.WriteString("\n/w/loom/lib/" + f + ".js\n" + strings.Join(rows, "\n") + "\n")
	}
	b.WriteString("\n✖ 45 problems (0 errors, 45 warnings)\n\n")
	out := reduceAsRun(Eslint, b.String())
	for _, f := range files {
		wants(t, out, "/w/loom/lib/"+f+".js")
	}
	wants(t, out, rows...)
	if strings.Count(out, rows[2]) > 1 {
		t.Errorf("the later files' rows did not fold:\n%s", out)
	}
}

// TestRenameConstantAssignments: a constant renamed in every module
// ("-RATE = 2.38" / "+BASE_RATE_PER_M_HOUR = 2.38"), each with its own
// value, is a rename: the assignment's "=" stays as it was. The first
// pair shows it; the others fold behind the note.
func TestRenameConstantAssignments(t *testing.T) {
	var b strings.Builder
	mods := []string{"ais", "anchorage", "ballast", "bunkering", "cranes", "crew", "customs", "dredging", "fenders", "gate", "locks", "pilotage"}
	for k, m := range mods {
		fmt.Fprintf(&b, "diff --git a/berthwise/%s.py b/berthwise/%s.py\nindex 1a2b3c%d..4d5e6f%d 100644\n--- a/berthwise/%s.py\n+++ b/berthwise/%s.py\n", m, m, k, k, m, m)
		fmt.Fprintf(&b, "@@ -9,7 +9,7 @@ from typing import Optional\n \n import math\n \n-RATE = %d.%d8\n+BASE_RATE_PER_M_HOUR = %d.%d8\n \n \n class Record:\n", k+1, k, k+1, k)
	}
	out := reduceAsRun(GitDiff, b.String())
	wants(t, out, "[hooktool: changes that only replace `RATE` with `BASE_RATE_PER_M_HOUR` omitted but the first of each]", "-RATE = 1.08", "+BASE_RATE_PER_M_HOUR = 1.08")
	if strings.Contains(out, "-RATE = 3.28") {
		t.Errorf("a later pair of the rename stayed:\n%s", out)
	}
	for _, m := range mods {
		wants(t, out, "diff --git a/berthwise/"+m+".py b/berthwise/"+m+".py")
	}
}

// TestRepeatedHunkFolds: a change made again in file after file (each test
// moved to a helper, with the file's own test name) keeps its first hunk
// whole; each later one keeps its header, where it went, and says which
// hunk it repeats with the names it writes otherwise. A hunk of another
// shape stays.
func TestRepeatedHunkFolds(t *testing.T) {
	names := []string{"Flag", "Clamp", "Tide", "Swell", "Draft", "Wind", "Fog", "Gale"}
	var b strings.Builder
	for k, n := range names {
		f := strings.ToLower(n)
		fmt.Fprintf(&b, "diff --git a/internal/%s/%s_test.go b/internal/%s/%s_test.go\nindex 1a2b3c%d..4d5e6f%d 100644\n", f, f, f, f, k, k)
		fmt.Fprintf(&b, "--- a/internal/%s/%s_test.go\n+++ b/internal/%s/%s_test.go\n", f, f, f, f)
		fmt.Fprintf(&b, "@@ -14,11 +16,11 @@ func Test%s(t *testing.T) {\n \tfor _, tc := range cases {\n \t\tt.Run(tc.name, func(t *testing.T) {\n", n)
		fmt.Fprintf(&b, "-\t\t\tif tc.got != tc.want {\n-\t\t\t\tt.Errorf(\"%s = %%v, want %%v\", tc.got, tc.want)\n-\t\t\t}\n", n)
		fmt.Fprintf(&b, "+\t\t\tt.Parallel()\n+\t\t\ttestutil.Equal(t, \"%s\", tc.got, tc.want)\n \t\t})\n \t}\n }\n", n)
	}
	b.WriteString("diff --git a/internal/wind/speed.go b/internal/wind/speed.go\nindex 0a1b2c3..3d4e5f6 100644\n--- a/internal/wind/speed.go\n+++ b/internal/wind/speed.go\n")
	b.WriteString("@@ -3,5 +3,5 @@ package wind\n // Knots converts metres a second to knots.\n func Knots(ms float64) float64 {\n-\treturn ms * 1.94\n+\treturn ms * 1.943844\n }\n")
	out := reduceAsRun(GitDiff, b.String())
	wants(t, out, "-\t\t\t\tt.Errorf(\"Flag = %v, want %v\", tc.got, tc.want)", "+\t\t\ttestutil.Equal(t, \"Flag\", tc.got, tc.want)",
		"[hooktool: the change made at internal/flag/flag_test.go:16 again, with `Flag` as `Gale`]", "@@ -14,11 +16,11 @@ func TestGale(t *testing.T) {",
		"-\treturn ms * 1.94", "+\treturn ms * 1.943844")
	if strings.Contains(out, "testutil.Equal(t, \"Tide\"") {
		t.Errorf("a repeated hunk stayed whole:\n%s", out)
	}
	for _, n := range names {
		f := strings.ToLower(n)
		wants(t, out, "diff --git a/internal/"+f+"/"+f+"_test.go b/internal/"+f+"/"+f+"_test.go")
	}
}

// TestMypyPrettyQuotedCodeStays: under --pretty mypy quotes each
// finding's code with a caret under it; findings alike but for their
// names stay whole, each with its code, so no quoted line is left under a
// summary with no message above it.
func TestMypyPrettyQuotedCodeStays(t *testing.T) {
	var b strings.Builder
	for k, attr := range []string{"message", "level", "message", "hive"} {
		fmt.Fprintf(&b, "tests/test_alerts.py: note: In function \"test_case%d\":\n", k)
		fmt.Fprintf(&b, "tests/test_alerts.py:%d: error: Item \"None\" of \"Optional[Alert]\" has no\nattribute \"%s\"  [union-attr]\n", 25+5*k, attr)
		fmt.Fprintf(&b, "        assert a.%s == \"case %d\"\n               ^~~~~~~~~\n", attr, k)
	}
	for k := range 10 {
		fmt.Fprintf(&b, "apiary/mod%d.py:%d: error: Function is missing a return type annotation  [no-untyped-def]\n    def f%d(x):\n    ^~~~~~~~~~~\n", k, 3+k, k)
	}
	b.WriteString("Found 14 errors in 11 files (checked 14 source files)\n")
	out := reduceAsRun(Lint, b.String())
	for k, attr := range []string{"message", "level", "message", "hive"} {
		wants(t, out, fmt.Sprintf("tests/test_alerts.py:%d: error: Item \"None\" of \"Optional[Alert]\" has no", 25+5*k), fmt.Sprintf("        assert a.%s == \"case %d\"", attr, k))
	}
}

// TestVendoredDiffNote: a vendored file's diff keeps its first changed
// lines, and a note under its header says why the rest went; a lockfile's
// name says what it is, and gets no note.
func TestVendoredDiffNote(t *testing.T) {
	var b strings.Builder
	for _, f := range []string{"vendor/click/core.py", "package-lock.json"} {
		fmt.Fprintf(&b, "diff --git a/%s b/%s\nindex 1a2b3c4..4d5e6f7 100644\n--- a/%s\n+++ b/%s\n", f, f, f, f)
		for h := range 12 {
			fmt.Fprintf(&b, "@@ -%d,7 +%d,7 @@ class Context:\n     def f%d(self):\n         pass\n \n-    x%d: t.List[str] = []\n+    x%d: list[str] = []\n \n     def g(self):\n", 10+h*20, 10+h*20, h, h, h)
		}
	}
	out := reduceAsRun(GitDiff, b.String())
	wants(t, out, "diff --git a/vendor/click/core.py b/vendor/click/core.py", "-    x0: t.List[str] = []")
	if !strings.Contains(out, "[hooktool: a vendored file: its changed lines past the first 6 omitted") {
		t.Errorf("no note says why the vendored file's changes went:\n%s", out)
	}
	if strings.Count(out, "a vendored file") != 1 {
		t.Errorf("the note came with the lockfile too:\n%s", out)
	}
}

// TestCoverageGapsStay: of a coverage report, each of the project's files
// the tests did not cover in full stays, however long the table; the
// total stays.
func TestCoverageGapsStay(t *testing.T) {
	var b strings.Builder
	b.WriteString("362 passed, 2 warnings in 1.87s\nName                             Stmts   Miss  Cover   Missing\n--------------------------------------------------------------\n")
	var gaps []string
	for k := range 60 {
		row := fmt.Sprintf("apiary/mod%02d.py %19d %6d   100%%", k, 10+k, 0)
		if k%9 == 4 {
			row = fmt.Sprintf("apiary/mod%02d.py %19d %6d    %d%%   %d-%d", k, 10+k, 2, 90, 3+k, 4+k)
			gaps = append(gaps, row)
		}
		b.WriteString(row + "\n")
	}
	b.WriteString("--------------------------------------------------------------\nTOTAL                              2370     14    99%\n")
	out := reduceAsRun(Generic, b.String())
	wants(t, out, append(gaps, "TOTAL                              2370     14    99%")...)
	if strings.Count(out, "   100%") > 20 {
		t.Errorf("the files covered in full were not left to the budget:\n%s", out)
	}
}

// TestWarningFirstTestID: of pytest's warnings summary, each message's
// block keeps the first test id over it, which says where it was raised.
func TestWarningFirstTestID(t *testing.T) {
	var b strings.Builder
	b.WriteString("============================= test session starts ==============================\ncollected 40 items\n\n")
	for f := range 8 {
		fmt.Fprintf(&b, "tests/test_m%d.py .....                                                  [%3d%%]\n", f, (f+1)*100/8)
	}
	b.WriteString("\n=================================== FAILURES ===================================\n")
	for f := range 6 {
		fmt.Fprintf(&b, "_____________________________ test_golden[%d] ______________________________\n", f)
		fmt.Fprintf(&b, "tests/test_reports.py:%d: in test_golden\n    assert render(h) == golden(h)\nE   AssertionError: assert 'HIVE %d ...' == 'HIVE %d ...'\n", 20+f, f, f+1)
		for k := range 12 {
			fmt.Fprintf(&b, "E     line %d of the report for hive %d\n", k, f)
		}
	}
	b.WriteString("\n=============================== warnings summary ===============================\n")
	b.WriteString("tests/test_cli.py:27\n  /w/hive/tests/test_cli.py:27: PytestUnknownMarkWarning: Unknown pytest.mark.flaky - is this a typo?\n    @pytest.mark.flaky(reruns=2)\n\n")
	b.WriteString("tests/test_models.py::test_colony_strength\n  /w/hive/tests/test_models.py:73: DeprecationWarning: Colony.strength is deprecated; use Colony.frames_of_bees\n    assert strong_colony.strength == 8.0\n\n")
	b.WriteString("-- Docs: https://docs.pytest.org/en/stable/how-to/capture-warnings.html\n================== 6 failed, 34 passed, 2 warnings in 0.41s ===================\n")
	wants(t, reduceAsRun(Pytest, b.String()), "tests/test_models.py::test_colony_strength", "tests/test_cli.py:27")
}

// TestLoaderMessageAnyKind: a webpack loader's place line with its
// message indented under it stays, message and span, whatever command ran
// webpack (an npm script reads as a generic output).
func TestLoaderMessageAnyKind(t *testing.T) {
	var b strings.Builder
	b.WriteString("\n> @carillon/peal-api@0.3.0 build\n> webpack --mode production\n\nassets by status 36.7 KiB [cached] 1 asset\n")
	for k := range 40 {
		fmt.Fprintf(&b, "    ./src/m%d.ts 1.5 KiB [built] [code generated]\n", k)
	}
	b.WriteString("\nERROR in /w/api/src/routes/admin.ts\n")
	msgs := []string{"TS2345: Argument of type 'string' is not assignable to parameter of type 'number'.", "TS18047: 'who' is possibly 'null'.", "TS2554: Expected 3 arguments, but got 2.",
		"TS2322: Type 'string' is not assignable to type 'number'.", "TS2532: Object is possibly 'undefined'.", "TS2366: Function lacks ending return statement."}
	var want []string
	for r := range 4 {
		for k, m := range msgs {
			span := fmt.Sprintf("./src/routes/admin.ts %d:28-33", 30+40*r+4*k)
			fmt.Fprintf(&b, "%s\n[tsl] ERROR in /w/api/src/routes/admin.ts(%d,29)\n      %s\n", span, 30+40*r+4*k, m)
			want = append(want, span, "      "+m)
		}
	}
	b.WriteString(" @ ./src/main.ts 6:17-36\n\nwebpack 5.91.0 compiled with 24 errors in 5264 ms\nnpm error Lifecycle script `build` failed with error:\nnpm error code 1\n")
	wants(t, reduceAsRun(Generic, b.String()), want...)
}

// TestNpmResolveTreeStays: under each head of the resolution npm failed
// (ERESOLVE: "Found:", "Could not resolve dependency:"), the first lines
// of the tree of who wants which version stay.
func TestNpmResolveTreeStays(t *testing.T) {
	var b strings.Builder
	for range 3 {
		b.WriteString("npm warn ERESOLVE overriding peer dependency\nnpm warn While resolving: carillon@0.3.0\nnpm warn Found: eslint@8.57.0\nnpm warn node_modules/eslint\nnpm warn   peer eslint@\"^6.0.0 || >=8.0.0\" from @eslint-community/eslint-utils@4.10.1\nnpm warn\n")
	}
	tree := []string{
		"npm error node_modules/eslint",
		"npm error   dev eslint@\"9.2.0\" from the root project",
		"npm error   peer eslint@\"^6.0.0 || ^7.0.0 || >=8.0.0\" from @eslint-community/eslint-utils@4.10.1",
		"npm error   node_modules/@eslint-community/eslint-utils",
		"npm error     @eslint-community/eslint-utils@\"^4.4.0\" from @typescript-eslint/utils@7.8.0",
	}
	b.WriteString("npm error code ERESOLVE\nnpm error ERESOLVE could not resolve\nnpm error\nnpm error While resolving: @typescript-eslint/eslint-plugin@7.8.0\nnpm error Found: eslint@9.2.0\n")
	b.WriteString(strings.Join(tree, "\n") + "\nnpm error\nnpm error Could not resolve dependency:\nnpm error peer eslint@\"^8.56.0\" from @typescript-eslint/parser@7.8.0\n")
	b.WriteString("npm error\nnpm error Fix the upstream dependency conflict, or retry this command with --force.\nnpm error A complete log of this run can be found in: /home/dev/.npm/_logs/x-debug-0.log\n")
	wants(t, reduceAsRun(NpmInstall, b.String()), tree...)
}

package reduce

import (
	"fmt"
	"strings"
	"testing"
)

// The classes behind fresh156's lost lines, in output of our own.

// PHPUnit's --coverage-text names each class on a line and gives its
// methods and lines covered on the next: a class short of full stays,
// name and all, wherever the report stands; one covered in full is left
// to the budgets.
func TestClassCoverageGaps(t *testing.T) {
	in := []string{"PHPUnit 10.5.0 by Sebastian Bergmann and contributors.", "", strings.Repeat(".", 60) + " 60 / 60 (100%)", "",
		"Time: 00:00.201, Memory: 12.00 MB", "", "OK (60 tests, 91 assertions)", "", "Code Coverage Report:", " Summary:",
		"  Classes: 40.00% (8/20)", "  Methods: 81.25% (65/80)", "  Lines:   79.10% (212/268)", ""}
	var gaps []string
	for i := range 20 {
		name := fmt.Sprintf("Quarry\\Ledger\\Part%02d", i)
		in = append(in, name)
		if i%3 == 1 {
			in = append(in, fmt.Sprintf("  Methods:  %d.00%% ( %d/ 5)   Lines:  %d.00%% ( %d/ 20)", 20*(i%5), i%5, 5*(i%20), i%20))
			gaps = append(gaps, name)
		} else {
			in = append(in, "  Methods: 100.00% ( 5/ 5)   Lines: 100.00% ( 20/ 20)")
		}
	}
	out, _ := reduceLines(Generic, textLines(strings.Join(in, "\n")), fullPath)
	for _, g := range gaps {
		if !strings.Contains(out, g+"\n") {
			t.Errorf("the class short of full %q lost in:\n%s", g, out)
		}
	}
	if !strings.Contains(out, "Lines:   79.10% (212/268)") {
		t.Errorf("the summary lost in:\n%s", out)
	}
	if classLines := strings.Count(out, "Quarry\\Ledger\\Part"); classLines > len(gaps)+4 {
		t.Errorf("%d class names shown for %d gaps:\n%s", classLines, len(gaps), out)
	}
}

// Perl's Test::Differences draws got against expected as a boxed table
// and marks each row that differs with '*': those rows are the failure.
func TestStarredRowsOfABoxedDiff(t *testing.T) {
	in := []string{"t/report.t .. ", "#   Failed test 'weekly report'", "#   at t/report.t line 40.",
		"# +---+----------------------------+---+----------------------------+",
		"# | Ln|Got                         | Ln|Expected                    |",
		"# +---+----------------------------+---+----------------------------+"}
	var starred []string
	for i := 1; i <= 40; i++ {
		row := fmt.Sprintf("# | %2d|  stall %02d  paid 12.00      | %2d|  stall %02d  paid 12.00      |", i, i, i, i)
		if i == 17 || i == 31 {
			row = fmt.Sprintf("# * %2d|  stall %02d  paid 9.50       * %2d|  stall %02d  paid 12.00      *", i, i, i, i)
			starred = append(starred, row)
		}
		in = append(in, row)
	}
	in = append(in, "# +---+----------------------------+---+----------------------------+", "# Looks like you failed 1 test of 9.",
		"t/report.t .. Dubious, test returned 1 (wstat 256, 0x100)", "Failed 1/9 subtests", "Files=1, Tests=9,  0 wallclock secs", "Result: FAIL")
	out, _ := reduceLines(Generic, textLines(strings.Join(in, "\n")), fullPath)
	for _, s := range starred {
		if !strings.Contains(out, s+"\n") {
			t.Errorf("the differing row %q lost in:\n%s", s, out)
		}
	}
	if strings.Count(out, "paid 12.00      | ") > 12 {
		t.Errorf("the equal rows kept whole:\n%s", out)
	}
}

// The classes behind fresh155's lost lines, in output of our own.

// A checker that stops listing findings says so ("Diagnostics not
// shown: 9.", "exceeds the limit"), and says what it checked in its
// last lines: those stay, wherever the listing was cut.
func TestLeftOutCountsAndWhatWasChecked(t *testing.T) {
	var in []string
	for i := range 30 {
		in = append(in, fmt.Sprintf("src/mod%02d.ts:%d:5 lint/style/useConst  FIXABLE  ━━━━━━━━━━━━━━━━━━", i, i+3), "",
			fmt.Sprintf("  × This let declares a variable that is only assigned once (%d)", i), "",
			fmt.Sprintf("  > %d │ let total = 0;", i+3), "    │ ^^^", "")
	}
	in = append(in, "The number of diagnostics exceeds the limit allowed. Use --max-diagnostics to increase it.",
		"Diagnostics not shown: 9.", "Checked 61 files in 48ms. No fixes applied.", "Found 39 errors.",
		"lint ━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━", "", "  × Some errors were emitted while running checks.", "")
	out, _ := reduceLines(Lint, textLines(strings.Join(in, "\n")), fullPath)
	for _, k := range []string{"Diagnostics not shown: 9.", "The number of diagnostics exceeds the limit allowed. Use --max-diagnostics to increase it.",
		"Checked 61 files in 48ms. No fixes applied.", "Found 39 errors."} {
		if !strings.Contains(out, k+"\n") {
			t.Errorf("lost %q in:\n%s", k, out)
		}
	}
}

// bun's failure frame quotes the lines around the failing one, a bare
// caret under it, then the error: the line the caret points at stays.
func TestBunFailingLine(t *testing.T) {
	in := []string{"bun test v1.2.0", "", "test/glaze.test.ts:"}
	for i := range 12 {
		in = append(in, fmt.Sprintf("(pass) glaze > case %d [0.10ms]", i))
	}
	in = append(in,
		"20 |   test('peaks at cone 6', () => {",
		"21 |     const s = schedule('stoneware');",
		"22 |     expect(peak(s)).toBe(1222);",
		"                     ^",
		"error: expect(received).toBe(expected)",
		"",
		"Expected: 1222",
		"Received: 1186",
		"",
		"      at <anonymous> (/home/dev/work/kiln/test/glaze.test.ts:22:21)",
		"(fail) glaze > peaks at cone 6 [0.30ms]",
		"", " 12 pass", " 1 fail", " 13 expect() calls", "Ran 13 tests across 1 file. [40.00ms]")
	out, _ := reduceLines(NpmTest, textLines(strings.Join(in, "\n")), fullPath)
	if !strings.Contains(out, "22 |     expect(peak(s)).toBe(1222);\n") {
		t.Errorf("the failing line lost in:\n%s", out)
	}
	if strings.Contains(out, "20 |   test('peaks") {
		t.Errorf("the frame's other lines kept:\n%s", out)
	}
}

// pnpm's summary of an install names the packages it added by hand under
// "devDependencies:": each stays, however alike they look.
func TestPnpmDirectDependencies(t *testing.T) {
	in := []string{"Scope: all 4 workspace projects"}
	for i := range 30 {
		in = append(in, fmt.Sprintf("Progress: resolved %d, reused 0, downloaded %d, added 0", i*9, i*4))
	}
	in = append(in, "Packages: +180", strings.Repeat("+", 60), "Progress: resolved 280, reused 0, downloaded 180, added 180, done", "", "devDependencies:")
	var deps []string
	for i, p := range []string{"eslint", "prettier", "tsup", "vitest", "zod", "@types/node", "rimraf", "husky", "lint-staged"} {
		d := fmt.Sprintf("+ %s %d.%d.0", p, i+1, i*3)
		if i%3 == 0 {
			d += fmt.Sprintf(" (%d.0.0 is available)", i+4)
		}
		deps = append(deps, d)
		in = append(in, d)
	}
	in = append(in, "", "Done in 31s using pnpm v10.2.0")
	out, _ := reduceLines(NpmInstall, textLines(strings.Join(in, "\n")), fullPath)
	for _, d := range deps {
		if !strings.Contains(out, d+"\n") {
			t.Errorf("lost %q in:\n%s", d, out)
		}
	}
	if strings.Contains(out, "Progress: resolved 90") {
		t.Errorf("progress kept:\n%s", out)
	}
}

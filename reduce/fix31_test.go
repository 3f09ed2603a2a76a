package reduce

import (
	"fmt"
	"strings"
	"testing"
)

// invoiceSource is a new file's body as git diff prints it: varied
// source lines, each "+" in front.
func invoiceSource(n int) []string {
	shapes := []string{
		"'use strict';", "", "const VAT = 0.2;", "function lineTotal(line) {",
		"  return Math.round(line.qty * line.unit * 100) / 100;", "}",
		"function invoice(account, lines, opts = {}) {", "  const discount = account.discountPct || 0;",
		"  let net = 0;", "  for (const l of lines) net += lineTotal(l);",
		"  net = net * (1 - discount / 100);", "  const result = { account: account.code, net };",
		"  if (opts.period) result.period = opts.period;", "  return result;",
	}
	var out []string
	for i := 0; i < n; i++ {
		s := shapes[i%len(shapes)]
		if i >= len(shapes) && s != "" && s != "}" {
			s += fmt.Sprintf(" // %d", i)
		}
		out = append(out, "+"+s)
	}
	return out
}

// TestNewFileHeadKept: a new file's body in a diff keeps its first newRun
// lines, what collapseGenerated leaves of it; a fold of alike lines no
// longer takes them for a run of "+" lines and leaves three.
func TestNewFileHeadKept(t *testing.T) {
	body := invoiceSource(56)
	var b strings.Builder
	b.WriteString("diff --git a/lib/invoice.js b/lib/invoice.js\nnew file mode 100644\nindex 0000000..f61f179\n--- /dev/null\n+++ b/lib/invoice.js\n@@ -0,0 +1,56 @@\n")
	b.WriteString(strings.Join(body, "\n") + "\n")
	for f := 0; f < 6; f++ {
		fmt.Fprintf(&b, "diff --git a/src/m%d.ts b/src/m%d.ts\nindex 1111111..2222222 100644\n--- a/src/m%d.ts\n+++ b/src/m%d.ts\n@@ -10,7 +10,7 @@ export function f%d() {\n   const a = 1;\n   const b = 2;\n   const c = 3;\n-  return a + b;\n+  return a + b + c;\n   // done\n   // really\n }\n", f, f, f, f, f)
	}
	out := reduceAsRun(GitDiff, b.String())
	wants(t, out, body[:newRun]...)
	if strings.Contains(out, body[newRun]+"\n") && strings.Contains(out, body[len(body)-1]+"\n") {
		t.Errorf("the new file's body past its head came back whole:\n%s", out)
	}
}

// TestCoverageTotalKept: pytest-cov's TOTAL row stays under a table of
// files mostly covered in full, over a long short summary.
func TestCoverageTotalKept(t *testing.T) {
	var b strings.Builder
	for k := 0; k < 5; k++ {
		b.WriteString(strings.Repeat(".", 60) + "FF" + strings.Repeat(".", 10) + fmt.Sprintf(" [%3d%%]\n", 17*(k+1)))
	}
	b.WriteString("\n---------- coverage: platform linux, python 3.11.2-final-0 -----------\nName                        Stmts   Miss  Cover   Missing\n---------------------------------------------------------\n")
	for k := 0; k < 11; k++ {
		if k%4 == 2 {
			fmt.Fprintf(&b, "tidewatch/mod%02d.py          %3d      %d    9%d%%   %d\n", k, 40+k, 1+k%3, k%10, 20+k)
		} else {
			fmt.Fprintf(&b, "tidewatch/mod%02d.py          %3d      0   100%%\n", k, 40+k)
		}
	}
	b.WriteString("---------------------------------------------------------\nTOTAL                         378     57    85%\n\n=========================== short test summary info ============================\n")
	words := strings.Fields("alert level convert round trip gaps summary empty feet metres datum station tide surge height window ebb flood neap spring chart")
	for k := 0; k < 46; k++ {
		name := "test_" + words[k%len(words)] + "_" + words[(k*7+3)%len(words)]
		msg := "AssertionError: expected the " + words[(k*3+1)%len(words)] + " reading"
		fmt.Fprintf(&b, "FAILED tests/test_%s.py::%s - %s\n", words[k%5], name, msg[:20+k%17]+"...")
	}
	b.WriteString("46 failed, 356 passed in 1.50s\n")
	wants(t, reduceAsRun(Pytest, b.String()), "TOTAL                         378     57    85%")
}

// TestCtestVerbosePrefix: ctest -V writes "26: " before each line of test
// 26's output; set aside as a task's prefix, googletest's failure under it
// reads as it does alone, and every line of it stays, prefix and all.
func TestCtestVerbosePrefix(t *testing.T) {
	var b strings.Builder
	b.WriteString("UpdateCTestConfiguration  from :/w/hivelog/build/DartConfiguration.tcl\nTest project /w/hivelog/build\nConstructing a list of tests\nDone constructing a list of tests\n")
	var want []string
	for n := 26; n < 34; n++ {
		fmt.Fprintf(&b, "test %d\n    Start %d: harvest.Case%d\n\n", n, n, n)
		for _, s := range []string{
			fmt.Sprintf(`Test command: /w/hivelog/build/test_harvest "--gtest_filter=Case%d"`, n),
			"Working Directory: /w/hivelog/build", "Test timeout computed to be: 10000000",
			"Running main() from ./googletest/src/gtest_main.cc", fmt.Sprintf("Note: Google Test filter = Case%d", n),
			"[==========] Running 1 test from 1 test suite.", "[----------] Global test environment set-up.",
			"[----------] 1 test from Harvest", fmt.Sprintf("[ RUN      ] Harvest.Case%d", n),
		} {
			fmt.Fprintf(&b, "%d: %s\n", n, s)
		}
		if n%2 == 0 {
			fail := []string{
				fmt.Sprintf("/w/hivelog/tests/test_harvest.cpp:%d: Failure", n),
				"Expected equality of these values:", fmt.Sprintf("  %d.7", n), fmt.Sprintf("    Which is: %d.699999999999999", n),
				"  extractable_kg(supers)", fmt.Sprintf("    Which is: %d.600000000000001", n),
			}
			for _, s := range fail {
				line := fmt.Sprintf("%d: %s", n, s)
				b.WriteString(line + "\n")
				want = append(want, line)
			}
			fmt.Fprintf(&b, "%d: [  FAILED  ] Harvest.Case%d (0 ms)\n%d: [----------] 1 test from Harvest (0 ms total)\n%d:\n%d: [==========] 1 test from 1 test suite ran. (0 ms total)\n%d: [  PASSED  ] 0 tests.\n%d: [  FAILED  ] 1 test, listed below:\n%d: [  FAILED  ] Harvest.Case%d\n%d:\n%d:  1 FAILED TEST\n", n, n, n, n, n, n, n, n, n, n, n)
			fmt.Fprintf(&b, "%d/8 Test #%d: harvest.Case%d ..........***Failed    0.00 sec\n", n-25, n, n)
		} else {
			fmt.Fprintf(&b, "%d: [       OK ] Harvest.Case%d (0 ms)\n%d: [----------] 1 test from Harvest (0 ms total)\n%d:\n%d: [==========] 1 test from 1 test suite ran. (0 ms total)\n%d: [  PASSED  ] 1 test.\n", n, n, n, n, n, n)
			fmt.Fprintf(&b, "%d/8 Test #%d: harvest.Case%d ..........   Passed    0.00 sec\n", n-25, n, n)
		}
	}
	b.WriteString("\n50% tests passed, 4 tests failed out of 8\n\nTotal Test time (real) =   0.02 sec\n")
	wants(t, reduceAsRun(Generic, b.String()), want...)
}

// TestRspecRerunList: rspec's "Failed examples:" list, the command that
// runs each failing example again and its name, stays whole, as pytest's
// FAILED lines do.
func TestRspecRerunList(t *testing.T) {
	var b strings.Builder
	b.WriteString("Failures:\n\n")
	var want []string
	for k := 1; k <= 18; k++ {
		fmt.Fprintf(&b, "  %d) Toolshare::Fees.late charges %dp\n     Failure/Error: expect(fee).to eq(%d)\n\n       expected: %d\n            got: %d\n\n       (compared using ==)\n     # ./spec/fees_spec.rb:%d:in `block (4 levels) in <top (required)>'\n\n", k, 100*k, 100*k, 100*k, 90*k, 20+k)
		want = append(want, fmt.Sprintf("rspec ./spec/fees_spec.rb[1:2:%d] # Toolshare::Fees.late charges %dp", k, 100*k))
	}
	b.WriteString("Finished in 0.034 seconds (files took 0.09 seconds to load)\n62 examples, 18 failures\n\nFailed examples:\n\n")
	b.WriteString(strings.Join(want, "\n") + "\n")
	wants(t, reduceAsRun(Generic, b.String()), want...)
	for s, ok := range map[string]bool{
		"rspec ./spec/a_spec.rb:33 # A works":                    true,
		"cucumber features/loan.feature:12 # Scenario: late fee": true,
		"rspec ./spec/a_spec.rb # A works":                       false,
		"rspec --seed 1234":                                      false,
	} {
		if rerunLine(s) != ok {
			t.Errorf("rerunLine(%q) = %v, want %v", s, !ok, ok)
		}
	}
}

// TestSanitizerAddressLine: the line of AddressSanitizer's report that
// says where the bad address lies, and the heading over the frames that
// allocated it, stay in each report of a run, not only in the first.
func TestSanitizerAddressLine(t *testing.T) {
	var b strings.Builder
	var want []string
	for k := 0; k < 3; k++ {
		fmt.Fprintf(&b, "--- build/test_m%d\n=================================================================\n==70%d==ERROR: AddressSanitizer: heap-buffer-overflow on address 0x60800000031%d at pc 0x55658a291482 bp 0x7fff81fcab20 sp 0x7fff81fcab18\nREAD of size 4 at 0x60800000031%d thread T0\n", k, k, k, k)
		fmt.Fprintf(&b, "    #0 0x55658a291481 in daily_range src/m%d.c:39\n    #1 0x55658a28f0ac in run tests/test_m%d.c:51\n    #2 0x7f13f7e45304 in __libc_start_main_impl ../csu/libc-start.c:360\n    #3 0x55658a28e2b0 in _start (/w/build/test_m%d+0x72b0)\n\n", k, k, k)
		loc := fmt.Sprintf("0x60800000031%d is located %d bytes to the right of 96-byte region [0x6080000002a0,0x608000000300)", k, 16+k)
		want = append(want, loc)
		fmt.Fprintf(&b, "%s\nallocated by thread T0 here:\n    #0 0x7f13f88b89cf in __interceptor_malloc ../../../../src/libsanitizer/asan/asan_malloc_linux.cpp:69\n    #1 0x55658a28f05c in run tests/test_m%d.c:49\n\n", loc, k)
		fmt.Fprintf(&b, "SUMMARY: AddressSanitizer: heap-buffer-overflow src/m%d.c:39 in daily_range\nShadow bytes around the buggy address:\n", k)
		for r := 0; r < 12; r++ {
			fmt.Fprintf(&b, "  0x0c107fff80%d0: fa fa fa fa 00 00 00 00 00 00 00 00 00 00 00 00\n", r)
		}
		fmt.Fprintf(&b, "==70%d==ABORTING\n", k)
	}
	b.WriteString("make: *** [Makefile:36: test] Error 1\n")
	wants(t, reduceAsRun(Make, b.String()), append(want, "allocated by thread T0 here:")...)
	if !memoryOrigin("==9==    freed by thread T0 here:") || memoryOrigin("the data is located in src/") {
		t.Error("memoryOrigin misreads a sanitizer's heading or a plain sentence")
	}
}

// TestPassedCtestsDropped: of ctest -V's output, what a test that passed
// printed behind its number goes; a failed test's lines stay, every one
// of its failure.
func TestPassedCtestsDropped(t *testing.T) {
	var b strings.Builder
	b.WriteString("UpdateCTestConfiguration  from :/w/build/DartConfiguration.tcl\nTest project /w/build\nConstructing a list of tests\nDone constructing a list of tests\n")
	var want []string
	for n := 1; n <= 12; n++ {
		fmt.Fprintf(&b, "test %d\n      Start %d: unit%d\n\n", n, n, n)
		fmt.Fprintf(&b, "%d: Test command: /w/build/test_unit%d\n%d: Working Directory: /w/build\n%d: Running main() from ./googletest/src/gtest_main.cc\n%d: [==========] Running 3 tests from 1 test suite.\n%d: [ RUN      ] Unit%d.Parses\n", n, n, n, n, n, n, n)
		if n == 7 {
			fail := fmt.Sprintf("%d: /w/tests/test_unit%d.cpp:12: Failure", n, n)
			want = append(want, fail, fmt.Sprintf("%d: Expected equality of these values:", n))
			fmt.Fprintf(&b, "%s\n%d: Expected equality of these values:\n%d:   3\n%d:   parse(\"x\")\n%d: [  FAILED  ] Unit%d.Parses (0 ms)\n%d:\n", fail, n, n, n, n, n, n)
			fmt.Fprintf(&b, "%d/12 Test  #%d: unit%d .......................***Failed    0.01 sec\n", n, n, n)
			continue
		}
		fmt.Fprintf(&b, "%d: [       OK ] Unit%d.Parses (0 ms)\n%d: [==========] 3 tests from 1 test suite ran. (0 ms total)\n%d: [  PASSED  ] 3 tests.\n%d: unit%d: 3 passed, 0 failed\n%d:\n", n, n, n, n, n, n, n)
		fmt.Fprintf(&b, "%d/12 Test  #%d: unit%d .......................   Passed    0.01 sec\n", n, n, n)
	}
	b.WriteString("\n92% tests passed, 1 tests failed out of 12\n\nTotal Test time (real) =   0.12 sec\n\nThe following tests FAILED:\n\t  7 - unit7 (Failed)\nErrors while running CTest\n")
	out := reduceAsRun(Generic, b.String())
	wants(t, out, want...)
	for _, gone := range []string{"3: Test command: /w/build/test_unit3", "3: [ RUN      ] Unit3.Parses", "      Start 3: unit3"} {
		if strings.Contains(out, gone+"\n") {
			t.Errorf("a passed test's line %q stayed:\n%s", gone, out)
		}
	}
}

// TestChangedTasksKept: of ansible-playbook's run, each task that changed
// something (or with --check would) keeps its status line and its TASK
// heading; the tasks that were ok are left to the budgets.
func TestChangedTasksKept(t *testing.T) {
	var b strings.Builder
	b.WriteString("\nPLAY [web tier] ****************************************************************\n\nTASK [Gathering Facts] *********************************************************\nok: [localhost]\n\n")
	var want []string
	for k := 0; k < 160; k++ {
		head := fmt.Sprintf("TASK [common : step %03d of the layout] ******************************************", k)
		status := "ok: [localhost]"
		if k%13 == 4 {
			status = fmt.Sprintf("changed: [localhost] => (item=etc/app/conf%d.d)", k)
			want = append(want, head, status)
		}
		fmt.Fprintf(&b, "%s\n%s\n\n", head, status)
	}
	b.WriteString("PLAY RECAP *********************************************************************\nlocalhost                  : ok=149  changed=12   unreachable=0    failed=0    skipped=0    rescued=0    ignored=0\n")
	wants(t, reduceAsRun(Generic, b.String()), want...)
}

// TestHangingLabelUnderLabelledMarks: rustc's labels hung by bars from an
// underline that carries a label of its own at its end ("---- ^ -----
// &str") stay with it, the last one too ("&String"), in a build with
// many errors.
func TestHangingLabelUnderLabelledMarks(t *testing.T) {
	var b strings.Builder
	b.WriteString("   Compiling harbor-worker v0.1.0 (/w/worker)\n")
	for k := 0; k < 14; k++ {
		fmt.Fprintf(&b, "error[E0369]: cannot add `&str` to `&String`\n  --> src/notice%d.rs:13:28\n   |\n13 |         text.push_str(open + \" - \" + close + \"\\n\");\n   |                       ---- ^ ----- &str\n   |                       |    |\n   |                       |    `+` cannot be used to concatenate two `&str` strings\n   |                       &String\n   |\n   = note: string concatenation requires an owned `String` on the left\n\n", k)
	}
	b.WriteString("error: could not compile `harbor-worker` (lib) due to 14 previous errors\n")
	wants(t, reduceAsRun(CargoBuild, b.String()), "   |                       &String", "   |                       |    `+` cannot be used to concatenate two `&str` strings")
	if !underlineFirst("    ---- ^ ----- &str") || !underlineFirst("  ^^^^") || underlineFirst("  &String") {
		t.Error("underlineFirst misreads an underline or a label")
	}
}

// TestTscPrettyElaboration: tsc --pretty's steps under a diagnostic stay,
// the deepest too ("Type 'string' is not assignable to type 'Season'."),
// and a related place's message stays under its quoted line, which tsc
// numbers with one blank only ("    5 export const ...").
func TestTscPrettyElaboration(t *testing.T) {
	var b strings.Builder
	deep := "        Type 'string' is not assignable to type 'Season'."
	b.WriteString("src/App.tsx:12:7 - error TS2322: Type '{ id: string; season: string; }[]' is not assignable to type 'Seed[]'.\n  Type '{ id: string; season: string; }' is not assignable to type 'Seed'.\n    Types of property 'season' are incompatible.\n      Type 'string' is not assignable to type 'Season | undefined'.\n" + deep + "\n\n12 const CATALOG: Seed[] = catalog\n         ~~~~~~~\n\n")
	b.WriteString("src/components/FilterBar.tsx:3:19 - error TS2724: '\"../lib/seasons\"' has no exported member named 'SEASON_LABELS'. Did you mean 'SEASON_NAMES'?\n\n3 import { SEASONS, SEASON_LABELS } from '../lib/seasons'\n                   ~~~~~~~~~~~~~\n\n  src/lib/seasons.ts:5:14\n    5 export const SEASON_NAMES: Record<Season, string> = {\n                   ~~~~~~~~~~~~\n    'SEASON_NAMES' is declared here.\n\n")
	want := []string{deep, "    'SEASON_NAMES' is declared here."}
	for k := 0; k < 14; k++ {
		d := fmt.Sprintf("          Type 'number' is not assignable to type 'Kind%d'.", k)
		want = append(want, d)
		fmt.Fprintf(&b, "src/components/Card%d.tsx:%d:39 - error TS2322: Type 'Row%d[]' is not assignable to type 'Card%d[]'.\n  Type 'Row%d' is not assignable to type 'Card%d'.\n    Types of property 'kind' are incompatible.\n      Type 'number' is not assignable to type 'Kind%d | undefined'.\n%s\n\n%d         <Card rows={rows%d} />\n                     ~~~~\n\n", k, 17+k, k, k, k, k, k, d, 17+k, k)
	}
	b.WriteString("\nFound 16 errors in 15 files.\n")
	wants(t, reduceAsRun(Tsc, b.String()), want...)
	if placeLine("  src/lib/seasons.ts:5:14") != "5" || placeLine("a.ts:12") != "12" || placeLine("no place") != "" {
		t.Error("placeLine misreads a place")
	}
}

// TestIssueCountRows: golangci-lint's count of issues by linter, under
// its total, stays whole, however many linters ran.
func TestIssueCountRows(t *testing.T) {
	var b strings.Builder
	for k := 0; k < 120; k++ {
		fmt.Fprintf(&b, "internal/pkg%d/file%d.go:%d:2: missing whitespace above this line (invalid statement above expr) (wsl_v5)\n\tflag.Parse()\n\t^\n", k%9, k, 10+k)
	}
	b.WriteString("327 issues:\n")
	var rows []string
	for _, l := range strings.Fields("bodyclose cyclop depguard dupword err113 errcheck exhaustruct forbidigo funcorder gochecknoglobals goconst gocritic gosec govet ineffassign intrange lll mnd modernize musttag nlreturn noctx paralleltest perfsprint revive staticcheck testpackage varnamelen wrapcheck wsl") {
		r := fmt.Sprintf("* %s: %d", l, len(l))
		rows = append(rows, r)
		b.WriteString(r + "\n")
	}
	wants(t, reduceAsRun(Lint, b.String()), rows...)
	if !countRow("* errcheck: 21") || countRow("* not a count: 3") || countRow("errcheck: 21") {
		t.Error("countRow misreads a row")
	}
}

// TestShortGrepOfFileWhole: grep of a named log, its hits under 2 KB,
// comes back whole, as a recursive search's do; a long one is read as a
// log (its routine records fold).
func TestShortGrepOfFileWhole(t *testing.T) {
	var b strings.Builder
	for k := 0; k < 22; k++ {
		if k%3 == 0 {
			fmt.Fprintf(&b, "%d:2026/12/05 02:49:55.%06d WARN missing reading at Station%d 2024-03-10T%02d:00Z\n", 3*k+1, 621163+k, k, k%24)
		} else {
			fmt.Fprintf(&b, "%d:2026/12/05 02:49:55.%06d suspect reading at Station%d 2024-03-10T%02d:40Z: %d.%d cm\n", 3*k+1, 621163+k, k, k%24, 30+k, k%10)
		}
	}
	short := b.String()
	if len(short) > printWhole {
		t.Fatalf("the hits are %d bytes: the test wants them under %d", len(short), printWhole)
	}
	if out := reduceAsRun(Kind(strings.Fields("grep -n -E WARN|suspect logs/run.log")), short); out != short {
		t.Errorf("a short grep of one file came back reduced:\n%s", out)
	}
	for b.Len() < 12*printWhole {
		b.WriteString(short)
	}
	if out := reduceAsRun(Kind(strings.Fields("grep -n WARN logs/run.log")), b.String()); len(out) >= b.Len()/2 {
		t.Errorf("a long grep of a log came back at %d of %d bytes", len(out), b.Len())
	}
}

// TestReportTitlesKept: a program's report of several sections, each a
// title over a table ("== describe ==", "Levels on CD:"), keeps every
// title wherever its table's rows go.
func TestReportTitlesKept(t *testing.T) {
	var b strings.Builder
	titles := []string{"== raw data ==", "== describe ==", "== weekly mean weight (kg) ==", "Levels on CD:", "== gains ==", "Per-station harmonic amplitude (M2):"}
	for s, title := range titles {
		fmt.Fprintf(&b, "%s\n      hive       date  weight_kg  forage_h  temp_c\n", title)
		for r := 0; r < 30; r++ {
			fmt.Fprintf(&b, "%-3d Clover%d 2026-05-%02d      %d.%02d       %d.%d     %d.5\n", r, s, r%28+1, 40+r%7, r*3%100, r%9, r%10, 8+r%5)
		}
		b.WriteString("\n")
	}
	b.WriteString("wrote out/weights.png\n")
	wants(t, reduceAsRun(Generic, b.String()), titles...)
	// pip show's empty fields ("Requires:" over "Required-by:") are a
	// record's, not titles.
	var p strings.Builder
	for k := 0; k < 4; k++ {
		fmt.Fprintf(&p, "Name: pkg%d\nVersion: %d.1.0\nLocation: /usr/lib/python3/dist-packages\nRequires:\nRequired-by:\n---\n", k, k+3)
	}
	for _, l := range keepReportTitles(textLines(p.String())) {
		if l.text == "Requires:" && l.cls == keep {
			t.Errorf("pip show's %q read as a title", l.text)
		}
	}
	for s, want := range map[string]bool{"=== totals ===": true, "-------": false, "-- a --x": false, "== describe ==": true, "Cellar:": true, "Traceback (most recent call last):": true, "error: a.go:3: bad:": false, "    indented:": false} {
		if reportTitle(s) != want {
			t.Errorf("reportTitle(%q) = %v, want %v", s, !want, want)
		}
	}
}

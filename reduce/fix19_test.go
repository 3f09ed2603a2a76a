package reduce

import (
	"fmt"
	"strings"
	"testing"
)

// TestCaretUnderBlankLine: a bare caret whose shown line above is blank,
// under a diagnostic's severity, is read without a fault (the frame walk
// asked whether the blank line heads a diagnostic and indexed its first
// byte); the error and its place stay.
func TestCaretUnderBlankLine(t *testing.T) {
	var b strings.Builder
	b.WriteString("src/a.c:3:5: error: expected ';' before '}' token\n\n    ^\n")
	for i := range 60 {
		b.WriteString("checking unit " + strings.Repeat("x", i%7) + " done\n")
	}
	b.WriteString("1 error generated.\n")
	out, _ := reduceLines(Generic, textLines(b.String()), fullPath)
	for _, k := range []string{"src/a.c:3:5: error: expected ';' before '}' token", "1 error generated."} {
		if !strings.Contains(out, k+"\n") {
			t.Errorf("lost %q in:\n%s", k, out)
		}
	}
}

// TestRepeatedFailureKeepsItsValues: a jest failure that repeats an
// earlier one but for its values keeps the lines that say them
// ("Received: 6" under the first's "Received: 4"); the message and code
// frame it shares go.
func TestRepeatedFailureKeepsItsValues(t *testing.T) {
	block := func(n, got int) []string {
		return []string{
			fmt.Sprintf("  ● split › split 1000 into %d", n), "",
			"    expect(received).toBeLessThanOrEqual(expected)", "",
			"    Expected: <= 1", fmt.Sprintf("    Received:    %d", got), "",
			"      26 |       expect(s.reduce((a, b) => a + b, 0)).toBe(1000);",
			"    > 27 |       expect(Math.max(...s) - Math.min(...s)).toBeLessThanOrEqual(1);",
			"         |                                               ^", "",
			"      at Object.<anonymous> (jtest/money.test.js:27:47)", "",
		}
	}
	var in []string
	for i := range 40 {
		in = append(in, fmt.Sprintf("    ✓ adds %d (1 ms)", i))
	}
	in = append(in, block(6, 4)...)
	in = append(in, block(7, 6)...)
	in = append(in, block(11, 10)...)
	in = append(in, "Tests:       3 failed, 40 passed, 43 total")
	out, _ := reduceLines(NpmTest, textLines(strings.Join(in, "\n")), fullPath)
	for _, k := range []string{"    Received:    4", "    Received:    6", "    Received:    10", "  ● split › split 1000 into 11"} {
		if !strings.Contains(out, k+"\n") {
			t.Errorf("lost %q in:\n%s", k, out)
		}
	}
	if n := strings.Count(out, "expect(received).toBeLessThanOrEqual(expected)"); n != 1 {
		t.Errorf("the shared message is said %d times, want once:\n%s", n, out)
	}
}

// TestErrorCodeField: the code among a node error's properties is a line
// every reduction keeps; other properties and codes that are no error's
// name are not raised by it.
func TestErrorCodeField(t *testing.T) {
	for s, want := range map[string]bool{
		"    code: 'ERR_ASSERTION',":         true,
		"  code: 'ENOENT',":                  true,
		`      code: "ERR_MODULE_NOT_FOUND"`: true,
		"code: 'ENOENT',":                    false, // (at the margin: a config's key)
		"    code: 'en',":                    false,
		"    code: 200,":                     false,
		"    generatedMessage: true,":        false,
	} {
		if got := errorCodeField(s); got != want {
			t.Errorf("errorCodeField(%q) = %v, want %v", s, got, want)
		}
	}
}

// TestMessageBeforeStackStays: the lines an error's message runs on to
// above its stack's first frame stay with its first line (vite's
// unresolved import: why it failed and what to do).
func TestMessageBeforeStackStays(t *testing.T) {
	in := []string{"vite:config {"}
	for i := range 200 {
		in = append(in, fmt.Sprintf("  option%d: [Function: handler%d],", i, i))
	}
	in = append(in, "}", "vite v6.4.6 building for production...", "transforming...", "✓ 3 modules transformed.", "✗ Build failed in 71ms")
	msg := []string{
		`[vite]: Rollup failed to resolve import "dayjs" from "/home/dev/work/js/web/admin.js".`,
		"This is most likely unintended because it can break your application at runtime.",
		"If you do want to externalize this module explicitly add it to",
		"`build.rollupOptions.external`",
	}
	in = append(in, "error during build:")
	in = append(in, msg...)
	for i := range 7 {
		in = append(in, fmt.Sprintf("    at f%d (file:///home/dev/work/js/node_modules/vite/dist/node/chunks/dep.js:%d:15)", i, 100+i))
	}
	in = append(in, "    at async Promise.all (index 2)")
	out, _ := reduceLines(Bundle, textLines(strings.Join(in, "\n")), fullPath)
	for _, k := range msg {
		if !strings.Contains(out, k+"\n") {
			t.Errorf("lost %q in:\n%s", k, out)
		}
	}
}

// TestCommandEchoClipped: cargo -vv's echo of each rustc call (a
// kilobyte of environment and flags, "--error-format=json" among them)
// is a routine line, shown clipped; the build's last lines stay whole.
func TestCommandEchoClipped(t *testing.T) {
	echo := func(name string) string {
		return "     Running `CARGO=/home/dev/.cargo/bin/cargo CARGO_CRATE_NAME=" + name + " " +
			strings.Repeat("CARGO_PKG_X=1 ", 60) + "rustc --crate-name " + name + " --edition=2021 src/lib.rs " +
			"--error-format=json --json=diagnostic-rendered-ansi --crate-type lib --emit=dep-info,metadata,link " +
			"-C opt-level=3 -C embed-bitcode=no -C metadata=86da73 -C strip=debuginfo -L dependency=/home/dev/work/rs/target/release/deps`"
	}
	in := []string{
		"   Compiling ratecard v0.1.0 (/home/dev/work/rs/ratecard)", echo("ratecard"),
		"   Compiling ledger v0.2.0 (/home/dev/work/rs/ledger)", echo("ledger"),
		"   Compiling cli v0.1.0 (/home/dev/work/rs/cli)", echo("cli"),
		"    Finished `release` profile [optimized] target(s) in 1.23s",
	}
	text := strings.Join(in, "\n") + "\n"
	out := reduceAsRun(CargoBuild, text)
	if len(out) >= len(text)*3/4 {
		t.Fatalf("%d bytes of %d left:\n%s", len(out), len(text), out)
	}
	if !strings.Contains(out, in[6]+"\n") || !strings.Contains(out, "bytes of this line omitted") {
		t.Errorf("want the last line whole and the echoes clipped:\n%s", out)
	}
	if !flagsOnlyFailure(strings.TrimSpace(echo("cli"))) {
		t.Errorf("the echo's only failure word is in a flag: want no failure")
	}
	if flagsOnlyFailure("error: could not compile `cli` (bin \"cli\") due to 2 previous errors; " + strings.Repeat("-x ", 80)) {
		t.Errorf("an error beside many flags is still a failure")
	}
}

// TestShortPrintComesBackWhole: a printed answer under printWhole (a
// query's 40 rows through cat) is not folded; a longer one's table is.
func TestShortPrintComesBackWhole(t *testing.T) {
	rows := func(n int) string {
		var b strings.Builder
		for i := range n {
			fmt.Fprintf(&b, "%d  2026-%02d  paid  %d\n", 5000+i, i%12+1, 100+i)
		}
		return b.String()
	}
	short := rows(60)
	if len(short) > printWhole || len(short) <= DefaultMinBytes {
		t.Fatalf("the short table is %d bytes: want between %d and %d", len(short), DefaultMinBytes, printWhole)
	}
	if out := reduceAsRun(Print, short); out != short {
		t.Errorf("a short printed table was reduced:\n%s", out)
	}
	if long := rows(600); reduceAsRun(Print, long) == long {
		t.Errorf("a long printed table came back whole")
	}
	for _, argv := range [][]string{{"python3", "-m", "json.tool", "orders.json"}, {"npm", "outdated", "--all"}, {"pnpm", "outdated"}} {
		if k := Kind(argv); k != Print {
			t.Errorf("%q is %q, want %q", argv, k, Print)
		}
	}
}

// TestShellcheckPlacesStay: shellcheck's default report draws each
// finding as a caret under the source, under "In FILE line N:"; a finding
// repeated at later lines (SC2086 everywhere) keeps every header, which
// is its only place, and the carets under it.
func TestShellcheckPlacesStay(t *testing.T) {
	var in []string
	for i := 3; i < 40; i += 3 {
		in = append(in, "", fmt.Sprintf("In bin/backup line %d:", i), fmt.Sprintf("cp $f $DEST/x%d", i),
			strings.Repeat(" ", i%7)+"^-- SC2086 (info): Double quote to prevent globbing and word splitting.",
			"", "Did you mean: ", fmt.Sprintf(`cp "$f" "$DEST"/x%d`, i))
	}
	in = append(in, "", "For more information:", "  https://www.shellcheck.net/wiki/SC2086 -- Double quote to prevent globbing ...")
	out, _ := reduceLines(Lint, textLines(strings.Join(in, "\n")), fullPath)
	for _, k := range in {
		if strings.HasPrefix(k, "In ") || strings.Contains(k, "^--") {
			if !strings.Contains(out, k+"\n") {
				t.Errorf("lost %q in:\n%s", k, out)
			}
		}
	}
}

// TestQueryRowCounts: psql's count under a result is a count kept like a
// test run's; a number in brackets that counts no rows is not.
func TestQueryRowCounts(t *testing.T) {
	for s, want := range map[string]bool{"(4 rows)": true, "(1 row)": true, " (0 rows)": true, "(many rows)": false, "(4 items)": false} {
		if got := countSummary(s); got != want {
			t.Errorf("countSummary(%q) = %v, want %v", s, got, want)
		}
	}
}

// TestBoundedPipelineComesBackWhole: a listing the agent cut with tail
// (du ... | sort -h | tail -n 40) is the answer it asked for: up to
// printWhole it comes back whole; a longer one reads as any output.
func TestBoundedPipelineComesBackWhole(t *testing.T) {
	argv := strings.Fields("du -h --max-depth=2 node_modules | sort -h | tail -n 40")
	if k := Kind(argv); k != Bounded {
		t.Fatalf("Kind(%q) = %q, want %q", argv, k, Bounded)
	}
	if k := Kind(strings.Fields("go test ./... | tail -n 40")); k != GoTest {
		t.Errorf("a test run cut with tail is %q, want %q", k, GoTest)
	}
	var b strings.Builder
	for i := range 40 {
		fmt.Fprintf(&b, "%dK\tnode_modules/pkg%d/lib\n", 100+i*7, i)
	}
	short := b.String()
	if out := reduceAsRun(Bounded, short); out != short {
		t.Errorf("a short bounded listing was reduced:\n%s", out)
	}
	for i := range 400 {
		fmt.Fprintf(&b, "%dK\tnode_modules/more%d/lib\n", 100+i*7, i)
	}
	if long := b.String(); reduceAsRun(Bounded, long) == long {
		t.Errorf("a long bounded listing came back whole")
	}
}

// TestEslintWarningsStay: eslint's warnings are findings like its errors
// (a run under --max-warnings 0 fails on them): each stays, or is named
// by its group's summary with its place.
func TestEslintWarningsStay(t *testing.T) {
	warn := "   8:22  warning  Expected { after 'for-in'                       curly"
	in := []string{"", "/home/dev/work/jsapp/legacy/util.js",
		"   2:8   error    'path' is defined but never used                no-unused-vars",
		"   6:7   warning  'cfg' is never reassigned. Use 'const' instead  prefer-const",
		"   7:19  error    Expected '===' and instead saw '=='             eqeqeq",
		"   7:25  warning  Expected { after 'if' condition                 curly",
		"   7:25  warning  Unexpected console statement                    no-console",
		warn,
		"   8:33  error    Expected '===' and instead saw '=='             eqeqeq",
		"   8:42  warning  Expected { after 'if' condition                 curly",
		"  15:37  error    'last' is assigned a value but never used       no-unused-vars",
		"  17:9   error    'lastError' is not defined                      no-undef",
		"  22:28  warning  Expected { after 'while' condition              curly",
		"  24:3   error    Unreachable code                                no-unreachable",
		"  24:3   warning  Unexpected console statement                    no-console", "",
		"/home/dev/work/jsapp/src/cart.js"}
	for i := 12; i < 40; i++ {
		in = append(in, fmt.Sprintf("  %d:16  warning  Expected { after 'if' condition  curly", i))
	}
	in = append(in, "", "✖ 40 problems (6 errors, 34 warnings)")
	out, _ := reduceLines(Eslint, textLines(strings.Join(in, "\n")), fullPath)
	if !strings.Contains(out, warn+"\n") {
		t.Errorf("lost the warning in:\n%s", out)
	}
}

// TestSummaryBlockAnywhere: a block of counts its heading calls a summary
// (jest's text-summary, its labels padded to align) stays whole wherever
// it stands, a long stack printed under it (fresh21's recording).
func TestSummaryBlockAnywhere(t *testing.T) {
	for _, fx := range loadFixtures(t, "testdata/fresh21") {
		if fx.name != "jest-coverage-text-summary" {
			continue
		}
		out := reduceAsRun(fx.kind, fx.output)
		for _, k := range []string{"Statements   : 95.45% ( 21/22 )", "Branches     : 90% ( 9/10 )", "Functions    : 100% ( 9/9 )", "Lines        : 100% ( 18/18 )"} {
			if !strings.Contains(out, k+"\n") {
				t.Errorf("lost %q in:\n%s", k, out)
			}
		}
		return
	}
	t.Fatal("no fixture jest-coverage-text-summary in testdata/fresh21")
}

// TestPytestShownLocalsStay: the locals pytest -l prints under a failing
// frame stay with its E line; a test's source line above them goes.
func TestPytestShownLocalsStay(t *testing.T) {
	in := []string{"============================= test session starts ==============================", "collected 60 items", ""}
	for i := range 58 {
		in = append(in, fmt.Sprintf("tests/test_pricing.py::test_ok_%d PASSED", i))
	}
	locals := []string{"        country    = 'IT'", "        net        = 100", "        rate       = None"}
	in = append(in, "=================================== FAILURES ===================================",
		"______________________ test_price_with_tax[IT-100-122.0] _______________________",
		"tests/test_pricing.py:14: in test_price_with_tax",
		"    assert price_with_tax(net, country) == gross",
		"inventory/pricing.py:8: in price_with_tax",
		"    return round(net * (1 + rate), 2)",
		"E   TypeError: unsupported operand type(s) for +: 'int' and 'NoneType'")
	in = append(in, locals...)
	in = append(in, "=========================== short test summary info ============================",
		"FAILED tests/test_pricing.py::test_price_with_tax[IT-100-122.0] - TypeError: unsupported operand",
		"========================= 1 failed, 58 passed in 0.31s =========================")
	out, _ := reduceLines(Pytest, textLines(strings.Join(in, "\n")), fullPath)
	for _, k := range locals {
		if !strings.Contains(out, k+"\n") {
			t.Errorf("lost %q in:\n%s", k, out)
		}
	}
}

// TestShortGrepComesBackWhole: a search's hits with their context lines
// (rg -n -C 2) up to printWhole come back whole; a long one is grouped by
// file as before.
func TestShortGrepComesBackWhole(t *testing.T) {
	var b strings.Builder
	for f := range 3 {
		for i := range 4 {
			fmt.Fprintf(&b, "inventory/m%d.py-%d-    total = 0\ninventory/m%d.py:%d:    raise ValueError(\"bad row %d\")\n--\n", f, 10*i+1, f, 10*i+2, i)
		}
	}
	short := b.String()
	if len(short) <= DefaultMinBytes || len(short) > printWhole {
		t.Fatalf("the short search is %d bytes", len(short))
	}
	if out := reduceAsRun(Grep, short); out != short {
		t.Errorf("a short search was reduced:\n%s", out)
	}
	for range 20 {
		b.WriteString(short)
	}
	if long := b.String(); reduceAsRun(Grep, long) == long {
		t.Errorf("a long search came back whole")
	}
}

// TestLintLevelNotes: the note under a lint's first warning that names
// the lint stays; other notes are left to the budgets.
func TestLintLevelNotes(t *testing.T) {
	for s, want := range map[string]bool{
		"= note: `#[warn(clippy::len_zero)]` on by default":                             true,
		"= note: `-W clippy::missing-errors-doc` implied by `-W clippy::pedantic`":      true,
		"= note: `#[warn(unused_variables)]` (part of `#[warn(unused)]`) on by default": true,
		"= note: this error originates in the macro `vec`":                              false,
		"= help: for further information visit https://rust-lang.github.io/x":           false,
	} {
		if got := lintLevelNote(s); got != want {
			t.Errorf("lintLevelNote(%q) = %v, want %v", s, got, want)
		}
	}
}

// TestPylintModulesAndValgrindOrigins: pylint's "************* Module x"
// headings stay though their findings went into summaries; valgrind's
// heading over where a block came from stays with the error.
func TestPylintModulesAndValgrindOrigins(t *testing.T) {
	in := []string{}
	var heads []string
	for m := range 6 {
		h := fmt.Sprintf("************* Module fleet.m%d", m)
		heads = append(heads, h)
		in = append(in, h)
		for i := range 6 {
			in = append(in, fmt.Sprintf("fleet/m%d.py:%d:0: C0116: Missing function or method docstring (missing-function-docstring)", m, 10+i))
		}
	}
	out, _ := reduceLines(Lint, textLines(strings.Join(in, "\n")), fullPath)
	for _, k := range heads {
		if !strings.Contains(out, k+"\n") {
			t.Errorf("lost %q in:\n%s", k, out)
		}
	}
	for s, want := range map[string]bool{"  Block was alloc'd at": true, "==18883==  Block was alloc'd at": true, "==1== Uninitialised value was created by a heap allocation": true, "==1==    at 0x48416C4: malloc": false} {
		if got := memoryOrigin(s); got != want {
			t.Errorf("memoryOrigin(%q) = %v, want %v", s, got, want)
		}
	}
}

// TestSurveySampledByFolder: a search of installed packages whose hits
// span many files, one hit each, past surveyBytes, is sampled by folder;
// a few files' hits each keep their first.
func TestSurveySampledByFolder(t *testing.T) {
	var b strings.Builder
	for d := range 10 { // (past surveyBytes: each file's first hit would stay below it)
		for f := range 50 {
			fmt.Fprintf(&b, "node_modules/pkg%d/lib/rules/rule%d.js:4: * @deprecated in v%d.%d\n", d, f, d, f)
		}
	}
	text := b.String()
	out := reduceAsRun(Grep, text)
	if len(out) > len(text)/2 {
		t.Errorf("a survey of 500 files kept %d of %d bytes:\n%s", len(out), len(text), out)
	}
	if !strings.Contains(out, "node_modules/pkg9/lib/rules/rule0.js:4:") {
		t.Errorf("lost the last folder's first file:\n%s", out)
	}
}

// TestMochaFailTitlesStay: each failed test's numbered title in mocha's
// spec listing stays, however many there are (fresh23's recording: 34
// failures, their details under the listing); passing titles go.
func TestMochaFailTitlesStay(t *testing.T) {
	for _, fx := range loadFixtures(t, "testdata/fresh23") {
		if fx.name != "mocha-spec-reporter-bail0" {
			continue
		}
		out := reduceAsRun(fx.kind, fx.output)
		n := 0
		for _, l := range splitLines(fx.output) {
			if mochaFailTitle(l) && !strings.Contains(l, ":") {
				n++
				if !strings.Contains(out, l+"\n") {
					t.Errorf("lost %q", l)
				}
			}
		}
		if n < 30 {
			t.Errorf("read %d titles, want the listing's 34", n)
		}
		if !mochaFailTitle("    11) sum of 17 lines") || mochaFailTitle("11) item") || mochaFailTitle("    ✔ sum of 12 lines") {
			t.Errorf("mochaFailTitle misreads a title")
		}
		return
	}
	t.Fatal("no fixture mocha-spec-reporter-bail0 in testdata/fresh23")
}

// TestCommitHeadsStay: a commit another tool prints in git log's form
// (git bisect's first bad commit) keeps its hash line and its subject.
func TestCommitHeadsStay(t *testing.T) {
	var in []string
	for i := range 12 {
		in = append(in, fmt.Sprintf("Bisecting: %d revisions left to test after this (roughly %d steps)", 40-3*i, 6-i/2),
			fmt.Sprintf("[%040x] change %d: update mod%d", 1000+i, i, i%4), "running  './check.sh'")
	}
	head, subject := "commit 13df14c664c8be0018eea8a91a36efb31e3d39e4", "    mod1: add f31 helper"
	in = append(in, "13df14c664c8be0018eea8a91a36efb31e3d39e4 is the first bad commit", head,
		"Author: Dev <dev@example.com>", "Date:   Thu Dec 3 10:26:51 2026 +0000", "", subject, "",
		" lib/mod1.py | 3 +++", " 1 file changed, 3 insertions(+)", "bisect found first bad commit")
	out, _ := reduceLines(Generic, textLines(strings.Join(in, "\n")), fullPath)
	for _, k := range []string{head, subject} {
		if !strings.Contains(out, k+"\n") {
			t.Errorf("lost %q in:\n%s", k, out)
		}
	}
}

package reduce

import (
	"encoding/json"
	"fmt"
	"strings"
	"testing"
)

// eslintJSON is eslint -f json's report: one line, an object per file,
// each with n messages.
func eslintJSON(files, n int) string {
	var b strings.Builder
	b.WriteByte('[')
	for f := 0; f < files; f++ {
		if f > 0 {
			b.WriteByte(',')
		}
		fmt.Fprintf(&b, `{"filePath":"/w/kiln/src/m%d.ts","messages":[`, f)
		for k := 0; k < n; k++ {
			if k > 0 {
				b.WriteByte(',')
			}
			fmt.Fprintf(&b, `{"ruleId":"no-unused-vars","severity":2,"message":"'v%d' is assigned a value but never used.","line":%d,"column":7,"nodeType":"Identifier","messageId":"unusedVar","endLine":%d,"endColumn":9}`, k, k+3, k+3)
		}
		fmt.Fprintf(&b, `],"suppressedMessages":[],"errorCount":%d,"fatalErrorCount":0,"warningCount":0,"fixableErrorCount":0,"fixableWarningCount":0,"usedDeprecatedRules":[]}`, n)
	}
	b.WriteString("]\n")
	return b.String()
}

// TestJSONReportWhole: a report printed as one JSON document (eslint -f
// json) past the last line's usual bound comes back whole, so it still
// parses; one past lastJSONWhole is clipped around its errors, as any
// line, and a long line that is not JSON is clipped as before.
func TestJSONReportWhole(t *testing.T) {
	doc := eslintJSON(12, 6) // about 14 KB
	if len(doc) <= lastWhole || len(doc) > lastJSONWhole {
		t.Fatalf("the report is %d bytes; the test wants one between %d and %d", len(doc), lastWhole, lastJSONWhole)
	}
	out := reduceAsRun(Eslint, doc)
	if !json.Valid([]byte(strings.TrimSpace(out))) {
		t.Errorf("a %d-byte JSON report no longer parses:\n%.400s", len(doc), out)
	}
	big := eslintJSON(40, 6)
	if out := reduceAsRun(Eslint, big); len(out) >= len(big)/2 {
		t.Errorf("a %d-byte JSON report came back at %d bytes; want it clipped", len(big), len(out))
	}
	notJSON := strings.TrimSuffix(doc, "]\n") + "\n"
	if out := reduceAsRun(Eslint, notJSON); len(out) >= len(notJSON)/2 {
		t.Errorf("a %d-byte line that is not one JSON document came back at %d bytes; want it clipped", len(notJSON), len(out))
	}
}

// TestCodedNoteFinding: shellcheck -f gcc's notes (its info and style
// findings, each ending in its rule's code) are findings: every one
// stays, past the budget, in a script named without an extension too. A
// compiler's note, with no code, is not raised so.
func TestCodedNoteFinding(t *testing.T) {
	var b strings.Builder
	var notes []string
	for k := 0; k < 60; k++ {
		n := fmt.Sprintf("bin/rota:%d:%d: note: Prefer putting braces around variable references even when not strictly required. [SC2250]", k+4, k%9+3)
		notes = append(notes, n)
		b.WriteString(n + "\n")
		if k%10 == 0 {
			fmt.Fprintf(&b, "bin/rota:%d:1: warning: Use 'cd ... || exit' or 'cd ... || return' in case cd fails. [SC2164]\n", k+4)
		}
	}
	wants(t, reduceAsRun(Lint, b.String()), notes...)
	if codedNote("src/a.c:3:5: note: declared here") || codedNote("  bin/rota:4:5: note: x [SC2250]") || !codedNote("lib/x.sh:9: info: Double quote to prevent globbing. [SC2086]") {
		t.Error("codedNote misreads a compiler's note, an indented line or a note without a column")
	}
}

// TestAssertionDiffContext: a short diff a failed assertion prints
// (PHPUnit's "--- Expected" / "+++ Actual" over an array) stays whole,
// its unchanged elements too: they say where the changed ones are. A
// long one keeps its changed lines only.
func TestAssertionDiffContext(t *testing.T) {
	var b strings.Builder
	for k := 1; k <= 12; k++ {
		fmt.Fprintf(&b, "%d) Apiary\\Tests\\ForageCalendarTest::testNectarFlow%d\nFailed asserting that two arrays are identical.\n--- Expected\n+++ Actual\n@@ @@\n Array (\n     1 => 1\n     2 => 2\n-    3 => 8\n+    3 => %d\n     4 => 16\n )\n\n/w/apiary/tests/ForageCalendarTest.php:%d\n\n", k, k, k+20, 30+k)
	}
	b.WriteString("FAILURES!\nTests: 40, Assertions: 52, Failures: 12.\n")
	out := reduceAsRun(Generic, b.String())
	wants(t, out, "     2 => 2", "     4 => 16", "+    3 => 32", " Array (")
	if n := strings.Count(out, "     1 => 1\n"); n != 12 {
		t.Errorf("the first unchanged element stays in %d of the 12 diffs; want all", n)
	}
}

// TestRspecMultilineStatement: rspec's "Failure/Error:" alone on its line
// is followed by the failing statement over several lines; all of it
// stays with each failure.
func TestRspecMultilineStatement(t *testing.T) {
	var b strings.Builder
	b.WriteString("Tannery::Bath\n  #summary\n    reports the drum state (FAILED - 1)\n\nFailures:\n\n")
	for k := 1; k <= 8; k++ {
		fmt.Fprintf(&b, "  %d) Tannery::Bath#summary reports drum %d\n     Failure/Error:\n       expect(bath.summary).to eq(\n         name: 'drum-%d',\n         hides: %%w[BV-0201 BV-0202],\n         ph: 2.8,\n         cr2o3_pct: 1.6,\n         total_weight: 9%d.0\n       )\n\n       expected: {:ph=>2.8}\n            got: {:ph=>2.81}\n\n       (compared using ==)\n     # ./spec/bath_spec.rb:%d:in `block (3 levels) in <top (required)>'\n\n", k, k, k, k, 50+k)
	}
	b.WriteString("Finished in 0.02 seconds (files took 0.1 seconds to load)\n40 examples, 8 failures\n")
	wants(t, reduceAsRun(Generic, b.String()), "         total_weight: 93.0", "         hides: %w[BV-0201 BV-0202],", "         cr2o3_pct: 1.6,")
}

// TestScriptPlaceFinding: a checker's finding in a script named without
// an extension under a folder ("bin/hide-report:15:9: C: ...", rubocop)
// is read as a place, as one in lib/x.rb is; a host's port is not.
func TestScriptPlaceFinding(t *testing.T) {
	var b strings.Builder
	b.WriteString("Inspecting 19 files\n.WC.C.CCW.CC...C...\n\nOffenses:\n\n")
	var want []string
	for k := 0; k < 10; k++ {
		f := fmt.Sprintf("bin/hide-report:%d:9: C: Naming/MethodParameterName%d: Method parameter must be at least 3 characters long.", k*4+3, k)
		want = append(want, f)
		fmt.Fprintf(&b, "%s\ndef fmt%d(n) = format('%%8.1f', n)\n        ^\n", f, k)
	}
	for k := 0; k < 60; k++ {
		fmt.Fprintf(&b, "lib/tannery/bath.rb:%d:3: C: [Correctable] Style/HashSyntax: Omit the hash value.\n  x(a: a)\n    ^\n", k+3)
	}
	b.WriteString("\n19 files inspected, 70 offenses detected, 60 offenses autocorrectable\n")
	wants(t, reduceAsRun(Lint, b.String()), want...)
	if !fileLine(want[0]) || fileLine("db/primary:5432 accepted connection") || fileLine("see https://x.org/a:12:3: here") {
		t.Error("fileLine misreads a script's place, a host's port or a URL")
	}
}

// TestClangLibraryCandidates: clang's notes on the library's overloads it
// tried stay for the first two of an error; the rest go, the error, the
// project's lines and the count staying. Its headers are named through
// "/usr/bin/../lib/gcc/...", a library's path all the same.
func TestClangLibraryCandidates(t *testing.T) {
	const inc = "/usr/bin/../lib/gcc/x86_64-linux-gnu/12/../../../../include/c++/12/"
	var b strings.Builder
	for e := 0; e < 3; e++ {
		fmt.Fprintf(&b, "apps/rank.cpp:%d:15: error: invalid operands to binary expression ('std::ostream' (aka 'basic_ostream<char>') and 'carillon::Row%d')\n    std::cout << row;\n    ~~~~~~~~~ ^  ~~~\n", 20+e, e)
		for k := 0; k < 12; k++ {
			fmt.Fprintf(&b, "%sostream:%d:5: note: candidate template ignored: could not match 'type%d' against 'carillon::Row%d'\n    operator<<(basic_ostream<char, _Traits>& __out, type%d __c)\n    ^\n", inc, 500+k*4, k, e, k)
		}
		fmt.Fprintf(&b, "%sbits/stl_algo.h:%d:12: note: in instantiation of function template specialization 'std::__sort<Row%d>' requested here\n      std::__sort(__first, __last);\n      ^\n", inc, 4853+e, e)
	}
	b.WriteString("3 errors generated.\n")
	out := reduceAsRun(Generic, b.String())
	wants(t, out, "apps/rank.cpp:20:15: error: invalid operands to binary expression ('std::ostream' (aka 'basic_ostream<char>') and 'carillon::Row0')", "3 errors generated.")
	if n := strings.Count(out, "note: candidate template ignored"); n > 3*libCandidates {
		t.Errorf("%d of the 36 candidate notes stay; want at most %d", n, 3*libCandidates)
	}
	if strings.Contains(out, "in instantiation of function template specialization 'std::__sort<Row0>'") {
		t.Error("a library's instantiation note under /usr/bin/../lib/gcc stays")
	}
}

// TestTreeReportTrace: a test report drawn as a tree (the JUnit console
// launcher's) with a failure's stack trace in it is read behind its
// gutter: the library's frames go, the project's and the exception stay,
// each line printed with its drawing.
func TestTreeReportTrace(t *testing.T) {
	lib := []string{"java.base/jdk.internal.reflect.NativeMethodAccessorImpl.invoke(NativeMethodAccessorImpl.java:77)",
		"java.base/java.lang.reflect.Method.invoke(Method.java:569)",
		"org.junit.platform.commons.util.ReflectionUtils.invokeMethod(ReflectionUtils.java:727)",
		"org.junit.jupiter.engine.execution.MethodInvocation.proceed(MethodInvocation.java:60)",
		"org.junit.jupiter.engine.extension.TimeoutExtension.intercept(TimeoutExtension.java:156)",
		"org.junit.jupiter.engine.descriptor.TestMethodTestDescriptor.invokeTestMethod(TestMethodTestDescriptor.java:217)",
		"org.junit.platform.engine.support.hierarchical.ThrowableCollector.execute(ThrowableCollector.java:73)",
		"org.junit.platform.engine.support.hierarchical.NodeTestTask.executeRecursively(NodeTestTask.java:141)",
		"java.base/java.util.ArrayList.forEach(ArrayList.java:1511)",
		"org.junit.platform.launcher.core.EngineExecutionOrchestrator.execute(EngineExecutionOrchestrator.java:95)"}
	var b strings.Builder
	b.WriteString("╷\n├─ JUnit Jupiter\n│  ├─ CensusParserTest\n")
	for k := 0; k < 3; k++ {
		fmt.Fprintf(&b, "│  │  ├─ parses%d()\n│  │  │       tags: []\n│  │  │   duration: 7 ms\n│  │  │     status: ✘ FAILED\n", k)
		fmt.Fprintf(&b, "│  │  │     caught: java.lang.NumberFormatException: For input string: \".12%d\"\n", k)
		fmt.Fprintf(&b, "│  │  │               \tat org.tidepool.census.CensusParser.parseLine(CensusParser.java:%d)\n", 30+k)
		for _, f := range lib {
			fmt.Fprintf(&b, "│  │  │               \tat %s\n", f)
		}
	}
	b.WriteString("│  └─ CensusParserTest finished after 91 ms.\n└─ JUnit Jupiter finished after 120 ms.\n\nTest run finished after 300 ms\n[         0 tests successful      ]\n[         3 tests failed          ]\n")
	out := reduceAsRun(Generic, b.String())
	wants(t, out, "│  │  │     caught: java.lang.NumberFormatException: For input string: \".121\"",
		"│  │  │               \tat org.tidepool.census.CensusParser.parseLine(CensusParser.java:31)",
		"[         3 tests failed          ]")
	if strings.Contains(out, "ThrowableCollector.execute") {
		t.Errorf("the library's frames stay:\n%s", out)
	}
}

// TestOSCHyperlinks: a terminal hyperlink (OSC 8, as ansible-lint and
// rich print a rule's name even into a pipe) is a string sequence: it
// goes whole, to its ST or BEL, and only the text it wraps stays.
func TestOSCHyperlinks(t *testing.T) {
	link := func(url, text string) string { return "\x1b]8;id=42;" + url + "\x1b\\" + text + "\x1b]8;;\x1b\\" }
	if got := stripANSI(link("https://ansible-lint.readthedocs.io/rules/name", "name[missing]") + ": All tasks should be named."); got != "name[missing]: All tasks should be named." {
		t.Errorf("stripANSI left %q", got)
	}
	if got := stripANSI("\x1b]0;build: kiln\x07done"); got != "done" {
		t.Errorf("a window title ended by BEL: stripANSI left %q", got)
	}
	var b strings.Builder
	for k := 0; k < 30; k++ {
		fmt.Fprintf(&b, "%s: Commands should not change things if nothing needs doing.\nroles/r%d/tasks/main.yml:%d Task/Handler: step %d\n\n", link("https://ansible-lint.readthedocs.io/rules/no-changed-when", "no-changed-when"), k, k+3, k)
	}
	b.WriteString("Failed after min profile: 30 failure(s), 0 warning(s) on 30 files.\n")
	out := reduceAsRun(Generic, b.String())
	if strings.Contains(out, "8;id=") || strings.Contains(out, "readthedocs") {
		t.Errorf("a hyperlink's parameters show:\n%s", out)
	}
	wants(t, out, "no-changed-when: Commands should not change things if nothing needs doing.")
}

// TestIstanbulCoverageGaps: in istanbul's table (jest, vitest, nyc), the
// rows of the files short of full on any measure stay, as coverage.py's
// rows that miss statements do; the full ones are left to the budgets.
func TestIstanbulCoverageGaps(t *testing.T) {
	var b strings.Builder
	b.WriteString(" ✓ src/a.test.ts (16 tests) 43ms\n\n Test Files  3 passed (3)\n      Tests  16 passed (16)\n\n % Coverage report from v8\n" +
		"------------------|---------|----------|---------|---------|-------------------\n" +
		"File              | % Stmts | % Branch | % Funcs | % Lines | Uncovered Line #s \n" +
		"------------------|---------|----------|---------|---------|-------------------\n" +
		"All files         |   81.25 |    78.78 |   88.42 |   81.25 |                   \n src               |   81.25 |    78.78 |   88.42 |   81.25 |                   \n")
	var gaps []string
	for k := 0; k < 40; k++ {
		row := fmt.Sprintf("  module%02d.ts     |     100 |      100 |     100 |     100 |                   ", k)
		if k%8 == 3 {
			row = fmt.Sprintf("  module%02d.ts     |       0 |        0 |       0 |       0 | 1-%d              ", k, 20+k)
			gaps = append(gaps, strings.TrimRight(row, " "))
		}
		b.WriteString(row + "\n")
	}
	b.WriteString("------------------|---------|----------|---------|---------|-------------------\nERROR: Coverage for lines (81.25%) does not meet global threshold (90%)\n")
	wants(t, reduceAsRun(Generic, b.String()), gaps...)
}

// TestGoldenDumpWhole: a failing test's two dumps of up to 15 lines
// each ("--- got ---" over "--- want ---") stay whole: short, each line
// of one is read against the other.
func TestGoldenDumpWhole(t *testing.T) {
	var b strings.Builder
	b.WriteString("--- FAIL: TestStopList (0.00s)\n    ranks_test.go:69: StopList mismatch:\n")
	body := func(mixtur string) {
		b.WriteString("        Schnitger, 1693\n        [HW]\n          Principal      8'\n          Octave         4'\n          Mixtur          " + mixtur + "\n          Trompet        8'\n        [BW]\n          Gedackt        8'\n          Regal          8'\n        [P]\n          Subbass        16'\n          Posaune        16'\n")
	}
	b.WriteString("        --- got ---\n")
	body("IIIII")
	b.WriteString("        --- want ---\n")
	body("V")
	b.WriteString("FAIL\nFAIL\texample.org/pipevoice/ranks\t0.009s\n")
	for k := 0; k < 30; k++ {
		fmt.Fprintf(&b, "ok  \texample.org/pipevoice/p%d\t0.005s\n", k)
	}
	b.WriteString("FAIL\n")
	// (The want side's lines said word for word on the got side may go
	// as said again: where it differs stays.)
	wants(t, reduceAsRun(GoTest, b.String()), "        Schnitger, 1693", "        [HW]", "          Gedackt        8'", "          Regal          8'",
		"          Posaune        16'", "          Mixtur          IIIII", "          Mixtur          V")
}

// TestHostLabelNoFailure: a failure's word that is a label of a host's
// name (RFC 2606's .invalid, a host under .example.com) is a name, as one
// in a path is: a short listing of settings with such a host comes back
// whole. A failure said beside a host still is one.
func TestHostLabelNoFailure(t *testing.T) {
	var b strings.Builder
	for k := 0; k < 40; k++ {
		fmt.Fprintf(&b, "SEEDBANK_SETTING_%02d=value-%d\n", k, k)
		if k == 20 {
			b.WriteString("SEEDBANK_MAIL_FROM=orders@seedbank.invalid\nSEEDBANK_SMTP_HOST=mail.invalid\nSEEDBANK_REPORTS=https://errors.example.com:8443/api\n")
		}
	}
	in := b.String()
	if out := reduceAsRun(Generic, in); out != in {
		t.Errorf("a %d-byte listing of settings came back at %d bytes; want it whole", len(in), len(out))
	}
	for s, want := range map[string]bool{
		"SEEDBANK_SMTP_HOST=mail.invalid":                      true,
		"orders@seedbank.invalid":                              true,
		"connect to errors.example.com:443 failed":             false,
		"event=build.failed id=7":                              false,
		"error@example.com":                                    false,
		"ERROR: could not resolve host db.internal, giving up": false,
	} {
		if got := nameOnlyFailure(s); got != want {
			t.Errorf("nameOnlyFailure(%q) = %v, want %v", s, got, want)
		}
	}
}

// TestCapitalizedErrorName: an exception named with capitals before
// "Error" (vitest's CACError, Python's OSError, HTTPError) states a
// failure as TypeError does.
func TestCapitalizedErrorName(t *testing.T) {
	var b strings.Builder
	for k := 0; k < 30; k++ {
		fmt.Fprintf(&b, "  ✓ src/m%d.test.ts > adds %d (1 ms)\n", k, k)
	}
	b.WriteString("file:///w/node_modules/vitest/dist/vendor/cac.js:403\n          throw new CACError(`Unknown option`);\n                ^\n\n" +
		"CACError: Unknown option `--verbose`\n" +
		"    at Command.checkUnknownOptions (file:///w/node_modules/vitest/dist/vendor/cac.js:403:17)\n" +
		"    at CAC.parse (file:///w/node_modules/vitest/dist/vendor/cac.js:544:12)\n\nNode.js v20.20.2\n")
	for k := 0; k < 30; k++ {
		fmt.Fprintf(&b, "  ✓ src/n%d.test.ts > subtracts %d (1 ms)\n", k, k)
	}
	b.WriteString("npm error Lifecycle script `test` failed with error:\nnpm error code 1\n")
	wants(t, reduceAsRun(NpmTest, b.String()), "CACError: Unknown option `--verbose`")
	for _, s := range []string{"OSError: [Errno 28] No space left on device", "urllib.error.HTTPError: HTTP Error 503"} {
		if !errRe.get().MatchString(s) {
			t.Errorf("%q states no failure to errRe", s)
		}
	}
}

// TestWarningTestIDs: the ids of the tests that raised a warning said
// first stay, the first few of them (warnIDs): which tests to look at.
func TestWarningTestIDs(t *testing.T) {
	tail := "\n=============================== warnings summary ===============================\n" +
		"tests/test_graft.py::test_compat_known[Honeycrisp-B9]\n" +
		"tests/test_graft.py::test_honeycrisp_b9_warns\n" +
		"  /w/orchard/orchard/graft.py:9: DeprecationWarning: B9 with Honeycrisp is deprecated compat data\n" +
		"    warnings.warn(\"B9 with Honeycrisp is deprecated compat data\", DeprecationWarning)\n\n"
	for k := 0; k < 9; k++ {
		tail += fmt.Sprintf("tests/test_cider.py::test_brix[%d]\n", k)
	}
	tail += "  /w/orchard/orchard/cider.py:9: UserWarning: brix above refractometer range\n    warnings.warn(\"brix above range\", UserWarning)\n\n" +
		"-- Docs: https://docs.pytest.org/en/stable/how-to/capture-warnings.html\n" +
		"======================= 60 passed, 11 warnings in 0.50s ========================\n"
	out := reduceAsRun(Pytest, pytestRun(60, tail))
	wants(t, out, "tests/test_graft.py::test_honeycrisp_b9_warns", "tests/test_graft.py::test_compat_known[Honeycrisp-B9]", "tests/test_cider.py::test_brix[4]")
	if strings.Contains(out, "tests/test_cider.py::test_brix[5]") {
		t.Errorf("a sixth test id over one warning stays:\n%s", out)
	}
}

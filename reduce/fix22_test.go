package reduce

import (
	"fmt"
	"strings"
	"testing"
)

// TestOuterSectionLabels: objdump's "Disassembly of section .plt:" over a
// blank and its functions' labels is a label too, as the functions' are.
func TestOuterSectionLabels(t *testing.T) {
	fx := recorded(t, "testdata/fresh34", "objdump-fortran-head")
	wants(t, reduceAsRun(fx.kind, fx.output), "Disassembly of section .plt:", "Disassembly of section .text:")
	ls := textLines("Summary:\n\nTotals:\n\nnone\n")
	if sectionLabel(ls, 0) {
		t.Error("a label over a label with no indented body taken for a section's")
	}
}

// TestAccessLog: a tail of an access log in the common log format is a
// log: its routine requests fold and each request answered 5xx stays,
// whole or in a summary it reads back from.
func TestAccessLog(t *testing.T) {
	var b strings.Builder
	var fails []string
	for i := range 200 {
		st := 200
		switch {
		case i%53 == 7:
			st = 502
		case i%11 == 3:
			st = 404
		}
		s := fmt.Sprintf(`10.0.3.%d - - [18/Nov/2024:09:%02d:%02d +0000] "GET /api/items?page=%d HTTP/1.1" %d %d "-" "curl/8.4.0" rt=0.0%d`, i%40, i/60, i%60, i, st, 1000+i*7, i%10)
		if st >= 500 {
			fails = append(fails, s)
		}
		b.WriteString(s + "\n")
	}
	fx := recorded(t, "testdata/fresh35", "tail-access-log-200")
	wants(t, reduceAsRun(fx.kind, fx.output), fx.keep[:2]...)
	out := reduceAsRun(Print, b.String())
	// (Each 5xx row is shown, or read back from the summary of the rows
	// alike but for their numbers: logrecords.go.)
	checkRebuilt(t, out, fails)
	if len(out) > b.Len()/4 {
		t.Errorf("a 200-line access log came back at %d of %d bytes:\n%s", len(out), b.Len(), out)
	}
	for s, want := range map[string]bool{
		`1.2.3.4 - - [1/Jan/2024:00:00:00 +0000] "POST /x HTTP/1.1" 503 0`:  false, // (one digit of day)
		`1.2.3.4 - - [01/Jan/2024:00:00:00 +0000] "POST /x HTTP/1.1" 503 0`: true,
		`10.0.0.1 - - is up`: false,
	} {
		if got := logHead(s); got != want {
			t.Errorf("logHead(%q) = %v, want %v", s, got, want)
		}
	}
}

// TestComparedValues: the values node's assert printed under a message
// every failure repeats stay with each failure; a pair an earlier failure
// printed is not said again.
func TestComparedValues(t *testing.T) {
	fx := recorded(t, "testdata/fresh35", "c8-mocha-text-coverage")
	wants(t, reduceAsRun(fx.kind, fx.output), "43.99 !== 39", "'' !== '-'")
	ls := textLines("AssertionError [ERR_ASSERTION]: Expected values to be strictly equal:\n\n6.6 !== 1.1\n\nAssertionError [ERR_ASSERTION]: Expected values to be strictly equal:\n\n6.6 !== 1.1\nif (a != b) {\n")
	keepComparedValues(ls)
	if got, want := classesOf(ls), "nnknnnnn"; got != want {
		t.Errorf("classes %s, want %s", got, want)
	}
}

// TestLongValueLabels: a label that starts with the side it names, as
// jest writes "Expected value to strictly be equal to:", keeps its value.
func TestLongValueLabels(t *testing.T) {
	for s, want := range map[string]bool{
		"    Expected value to strictly be equal to:":                        true,
		"Received value must be a number or bigint:":                         true,
		"Value to strictly be equal to something long:":                      false,
		"Expected the whole of this very long sentence to go on past sixty:": false,
	} {
		if got := valueLabel(s); got != want {
			t.Errorf("valueLabel(%q) = %v, want %v", s, got, want)
		}
	}
}

// TestTableHeads: a coverage table's head stays over its kept rows, and
// pip list's head over its rule.
func TestTableHeads(t *testing.T) {
	fx := recorded(t, "testdata/fresh35", "jest-coverage-verbose")
	wants(t, reduceAsRun(fx.kind, fx.output), "File        | % Stmts | % Branch | % Funcs | % Lines | Uncovered Line #s")
	fx = recorded(t, "testdata/fresh34", "pip-list-system")
	wants(t, reduceAsRun(fx.kind, fx.output), "Package                            Version", "---------------------------------- ------------")
	for s, want := range map[string]bool{"------- -------": true, "---------------": false, "-- --": false, "--- x": false} {
		if got := columnRule(s); got != want {
			t.Errorf("columnRule(%q) = %v, want %v", s, got, want)
		}
	}
}

// TestTrackedChangesWhole: git status shows each of 26 changed tracked
// files (a per-section budget once dropped the last); 150 are sampled.
func TestTrackedChangesWhole(t *testing.T) {
	status := func(n int) (string, []string) {
		var b strings.Builder
		var rows []string
		b.WriteString("On branch main\nChanges not staged for commit:\n  (use \"git add <file>...\" to update what will be committed)\n")
		for i := range n {
			r := fmt.Sprintf("\tmodified:   site/p%d/page.md", i)
			if i == n-1 {
				r = "\tdeleted:    test/render.spec.js"
			}
			rows = append(rows, r)
			b.WriteString(r + "\n")
		}
		b.WriteString("\nno changes added to commit (use \"git add\" and/or \"git commit -a\")\n")
		return b.String(), rows
	}
	in, rows := status(26)
	wants(t, reduceAsRun(GitStatus, in), rows...)
	fx := recorded(t, "testdata/fresh33", "git-status-find-renames-mdkit")
	wants(t, reduceAsRun(fx.kind, fx.output), "\tdeleted:    test/render.spec.js")
	in, _ = status(150)
	if out := reduceAsRun(GitStatus, in); strings.Count(out, "modified:") > trackedWhole {
		t.Errorf("150 changed files shown whole:\n%s", out)
	}
}

// TestGfortranPlace: gfortran's runtime error names its place in words,
// over the error.
func TestGfortranPlace(t *testing.T) {
	fx := recorded(t, "testdata/fresh34", "make-fortran-check-bounds")
	wants(t, reduceAsRun(fx.kind, fx.output), "At line 57 of file src/stats_mod.f90")
}

// TestStatBlockWhole: a commit's stat of 42 files shows every file; the
// files named alike of a much longer stat fold.
func TestStatBlockWhole(t *testing.T) {
	fx := recorded(t, "testdata/fresh33", "git-log-stat-date-short")
	wants(t, reduceAsRun(fx.kind, fx.output), " site-src/fr/usage.md        | 3 +++", " site-src/de/api-toc.md      | 3 +++")
	var b strings.Builder
	b.WriteString("commit 523e30db5c42a3ecaaaab6e458e4f18367ad3572\nAuthor: Dana <d@example.com>\nDate:   2024-03-07\n\n    Generate pages\n\n")
	for i := range 150 {
		fmt.Fprintf(&b, " web/pages/p%03d.html | 3 +++\n", i)
	}
	b.WriteString(" 150 files changed, 450 insertions(+)\n")
	if out := reduceAsRun(GitLog, b.String()); strings.Count(out, "| 3 +++") > 10 {
		t.Errorf("150 files named alike shown one by one:\n%s", out)
	}
}

// TestConsoleFrames: jest's console.warn block before a file's result
// is the run's (not another tool's output), and its code frame of the
// logging call goes; the call's place stays.
func TestConsoleFrames(t *testing.T) {
	fx := recorded(t, "testdata/fresh35", "jest-coverage-verbose")
	out := reduceAsRun(fx.kind, fx.output)
	wants(t, out, "      at warn (src/pricing.js:27:35)")
	if strings.Contains(out, "> 27 |") {
		t.Errorf("a console.warn's code frame shown:\n%s", out)
	}
	if !jsTestStart("console.log") || jsTestStart("console.log('x')") {
		t.Error("jsTestStart does not read jest's console block heads")
	}
}

// TestLiveLogs: with pytest's live logs, a failing test's id stays over
// its outcome, a passing test's block goes, and a warning a passing test
// logged stays.
func TestLiveLogs(t *testing.T) {
	fx := recorded(t, "testdata/fresh35", "pytest-log-cli-debug-failures")
	out := reduceAsRun(fx.kind, fx.output)
	wants(t, out, "tests/test_bucket.py::test_refill_is_capped_at_capacity", "tests/test_window.py::test_limit_per_key")
	if strings.Contains(out, "tests/test_bucket.py::test_wait_time") {
		t.Errorf("a passing test's live-log block shown:\n%s", out)
	}
	fx = recorded(t, "testdata/fresh5", "pytest-log-cli-debug")
	wants(t, reduceAsRun(fx.kind, fx.output), "WARNING  syncer:syncer.py:14 missing on remote: b")
}

// TestReferenceWhole: a tool's own reference, read to find one flag,
// comes back whole; a reflog keeps every entry, as git log --oneline does.
func TestReferenceWhole(t *testing.T) {
	for _, name := range []string{"gcc-help", "go-help-testflag", "git-reflog-40"} {
		fx := recorded(t, "testdata/fresh38", name)
		if out := reduceAsRun(fx.kind, fx.output); out != fx.output {
			t.Errorf("%s (%s) reduced to %d of %d bytes", name, fx.kind, len(out), len(fx.output))
		}
	}
}

// TestOverriddenPeerReport: npm install --force's peer conflict report,
// printed as warnings, keeps its heads (what was resolved, found and
// wanted) and the first lines of each tree of dependents under them, as a
// failing resolution's report does. (Until the twenty-seventh session the
// trees went: two blind sets since count them.)
func TestOverriddenPeerReport(t *testing.T) {
	fx := recorded(t, "testdata/fresh40", "npm-install-force-peer-override")
	out := reduceAsRun(fx.kind, fx.output)
	wants(t, out, "npm warn While resolving: @testing-library/react-hooks@8.0.1", "npm warn Found: react@18.3.1",
		`npm warn peer react@"^16.9.0 || ^17.0.0" from @testing-library/react-hooks@8.0.1`)
	// Each head's tree here is shorter than npmTreeKept: all of it shows.
	if in, got := strings.Count(fx.output, "\nnpm warn  "), strings.Count(out, "\nnpm warn  "); got != in {
		t.Errorf("a peer report's tree: %d of its %d lines shown, want all:\n%s", got, in, out)
	}
	for s, want := range map[string]bool{"npm warn": true, "npm warn   2 more (react-dom, the root project)": true, "npm warn 2 more": false, "npm warn Found: x@1": false} {
		if got := npmTreeLine(s); got != want {
			t.Errorf("npmTreeLine(%q) = %v, want %v", s, got, want)
		}
	}
}

// TestRoleNames: of Testing Library's accessible roles, each element's
// name stays, so the test's query reads against what the page has.
func TestRoleNames(t *testing.T) {
	fx := recorded(t, "testdata/fresh40", "vitest-run-components-dom-dump")
	wants(t, reduceAsRun(fx.kind, fx.output), `  Name "Remove Mug":`, `  Name "Remove Tea":`)
	for s, want := range map[string]bool{"button:": true, "listitem:": true, "Name:": false, "a:": false, "two words:": false} {
		if got := isRoleLabel(s); got != want {
			t.Errorf("isRoleLabel(%q) = %v, want %v", s, got, want)
		}
	}
}

// TestRunnerWarnings: a React warning a test run printed on stderr stays.
func TestRunnerWarnings(t *testing.T) {
	fx := recorded(t, "testdata/fresh40", "vitest-run-components-dom-dump")
	wants(t, reduceAsRun(fx.kind, fx.output), `Warning: Each child in a list should have a unique "key" prop.`)
}

// TestSameTestNamesAcrossPackages: a failing subtest's log stays though a
// test of the same name passed in another package of the run, in -v text
// and in -json events.
func TestSameTestNamesAcrossPackages(t *testing.T) {
	for _, name := range []string{"go-test-fleetd-cover-verbose", "go-test-fleetd-verbose-shuffle"} {
		fx := recorded(t, "testdata/fresh41", name)
		wants(t, reduceAsRun(fx.kind, fx.output), `    geo_test.go:83: Describe(42, "truck") = "truck#042", want "truck#42"`)
	}
	var b strings.Builder
	for p, verdict := range []string{"PASS", "FAIL"} {
		b.WriteString("=== RUN   TestDescribe\n=== RUN   TestDescribe/van\n")
		if verdict == "FAIL" {
			b.WriteString("    geo_test.go:83: Describe(1) = \"van#001\", want \"van#1\"\n")
		}
		fmt.Fprintf(&b, "--- %s: TestDescribe (0.00s)\n    --- %s: TestDescribe/van (0.00s)\n", verdict, verdict)
		for i := range 30 {
			fmt.Fprintf(&b, "=== RUN   TestOther%d\n    other_test.go:%d: checked %d\n--- PASS: TestOther%d (0.00s)\n", i, i+3, i, i)
		}
		if verdict == "FAIL" {
			fmt.Fprintf(&b, "FAIL\nFAIL\texample.com/fleet/p%d\t0.01s\n", p)
		} else {
			fmt.Fprintf(&b, "PASS\nok  \texample.com/fleet/p%d\t0.01s\n", p)
		}
	}
	wants(t, reduceAsRun(GoTest, b.String()), `    geo_test.go:83: Describe(1) = "van#001", want "van#1"`)
	fx := recorded(t, "testdata/fresh41", "go-test-fleetd-json-failing")
	out := reduceAsRun(fx.kind, fx.output)
	if !strings.Contains(out, `Describe(42, \"truck\")`) {
		t.Errorf("a failing subtest's -json output lost:\n%s", out)
	}
}

// TestShortCurlBody: a JSON body of a few hundred bytes comes back whole
// under curl -v's kept lines; a body past curlBodyWhole keeps its head.
func TestShortCurlBody(t *testing.T) {
	fx := recorded(t, "testdata/fresh42", "curl-dockapi-v-stations-json")
	wants(t, reduceAsRun(fx.kind, fx.output), fx.keep...)
	var b strings.Builder
	b.WriteString("> GET /api/items HTTP/1.1\n> Host: h\n>\n< HTTP/1.1 200 OK\n< Content-Type: application/json\n<\n[\n")
	for i := range 200 {
		fmt.Fprintf(&b, "  {\"id\": %d, \"name\": \"item %d\", \"tags\": [\"a\", \"b\"]},\n", i, i)
	}
	b.WriteString("]\n")
	out := reduceAsRun(Curl, b.String())
	wants(t, out, "< HTTP/1.1 200 OK", `  {"id": 0, "name": "item 0", "tags": ["a", "b"]},`)
	if strings.Contains(out, `"id": 100,`) {
		t.Errorf("a 9 KB body shown whole:\n%s", out)
	}
}

// TestLoaderDetails: ts-loader's elaboration under its message stays with
// it.
func TestLoaderDetails(t *testing.T) {
	fx := recorded(t, "testdata/fresh42", "webpack-recipekit-dev-tsloader")
	wants(t, reduceAsRun(fx.kind, fx.output), `  Type '"pcs"' is not assignable to type 'Unit'.`)
}

// TestLoaderDetailsGrouped: a loader message that went into a summary
// takes its elaboration with it; the first keeps its own.
func TestLoaderDetailsGrouped(t *testing.T) {
	var b strings.Builder
	for i, f := range []string{"a", "b", "c"} {
		fmt.Fprintf(&b, "ERROR in /app/src/%s.ts\n./src/%s.ts %d:3-9\n[tsl] ERROR in /app/src/%s.ts(%d,4)\n      TS2322: Type 'string' is not assignable to type 'number'.\n  Type '%s' is not assignable to type 'number'.\n\n", f, f, i+2, f, i+2, f)
	}
	ls := textLines(b.String())
	sp := specFor(Bundle)
	classify(sp, ls)
	ls = sp.post(ls)
	for _, l := range ls {
		if !strings.HasPrefix(l.text, "  Type '") {
			continue
		}
		first := l.text == "  Type 'a' is not assignable to type 'number'."
		if kept := l.shown() && l.cls == keep; kept != first {
			t.Errorf("%q kept %v, want %v", l.text, kept, first)
		}
	}
}

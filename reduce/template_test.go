package reduce

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestTemplateRunFolds: a long run of one template (a proxy's request
// rows, with no time: rows with a time at their head are a log's, read
// for its failures) folds to its first lines, its last and one marker,
// while the lines that break it (another template, a rare status) stay.
func TestTemplateRunFolds(t *testing.T) {
	var b strings.Builder
	for i := range 300 {
		status := "200"
		if i%3 == 0 {
			status = "304" // a third, not rare: still a kind of its own
		}
		if i == 150 {
			fmt.Fprintf(&b, "10.0.0.%d - - code 500, message Internal error\n", i%200)
			status = "500"
		}
		fmt.Fprintf(&b, "10.0.0.%d - - \"GET /page/%d.html HTTP/1.1\" %s %d\n", i%200, i, status, 1000+i*7)
	}
	in := b.String()
	out := reduceAsRun(Print, in)
	if len(out)*2 > len(in) {
		t.Fatalf("saved too little: %d -> %d bytes:\n%s", len(in), len(out), out)
	}
	for _, want := range []string{
		`10.0.0.0 - - "GET /page/0.html HTTP/1.1" 304 1000`,
		`10.0.0.150 - - code 500, message Internal error`,
		`10.0.0.150 - - "GET /page/150.html HTTP/1.1" 500 2050`,
		`10.0.0.99 - - "GET /page/299.html HTTP/1.1" 200 3093`,
		`10.0.0.3 - - "GET /page/3.html HTTP/1.1" 304 1021`,
	} {
		if !strings.Contains(out, want+"\n") {
			t.Errorf("lost %q:\n%s", want, out)
		}
	}
	checkMarkers(t, in, out)
}

// TestTemplateRunNeedsARecord: lines with no word besides numbers and
// paths (data, a list of files) or too short a run do not fold.
func TestTemplateRunNeedsARecord(t *testing.T) {
	for _, s := range []string{"1,2,3", "a/b/c.go d/e.go 12", "x 1 y", "2026-01-01 12:00, 42.1, ok, 7"} {
		if k := templateKey(s); k != "" && s != "x 1 y" {
			t.Errorf("templateKey(%q) = %q, want none", s, k)
		}
	}
	if templateKey("x 1 y") != "x * y" {
		t.Errorf("templateKey(x 1 y) = %q", templateKey("x 1 y"))
	}
}

// TestPrintedSourceStaysWhole: a cat of this repository's own source, docs
// and config comes back whole or nearly so through the print reducer:
// template folding must not take a program's lines for a log's records.
func TestPrintedSourceStaysWhole(t *testing.T) {
	files, _ := filepath.Glob("*.go")
	more, _ := filepath.Glob("../docs/*.md")
	files = append(files, more...)
	files = append(files, "../go.mod", "../Makefile", "../README.md", "../cmd/hookd-cli/main.go")
	var before, after int
	for _, f := range files {
		data, err := os.ReadFile(f)
		if err != nil {
			continue
		}
		out := reduceAsRun(Print, string(data))
		before += len(data)
		after += len(out)
		if len(out)*100 < len(data)*97 {
			t.Errorf("cat %s: %d -> %d bytes, want it (nearly) whole", f, len(data), len(out))
		}
	}
	t.Logf("printed source: %d -> %d bytes", before, after)
	if before == 0 || after*1000 < before*995 {
		t.Errorf("printed source: %d -> %d bytes, want it whole", before, after)
	}
}

// TestIndentedDiagnostics: a diagnostic indented under its file's path
// with its severity after the place (pyright) is read as one and grouped
// by message; a test's indented log line with a place is not.
func TestIndentedDiagnostics(t *testing.T) {
	d, ok := parseDiag("  /p/billing/tax.py:14:8 - error: Import \"os\" is not accessed (reportUnusedImport)")
	if !ok || d.file != "/p/billing/tax.py" || d.line != "14" || d.key != `error: Import "os" is not accessed (reportUnusedImport)` {
		t.Errorf("pyright's line read as %+v, %v", d, ok)
	}
	if d, ok := parseDiag("/p/lint/l1.js: line 4, col 9, Error - 'x' is assigned a value but never used. (no-unused-vars)"); !ok || d.file != "/p/lint/l1.js" || d.line != "4" || d.key != "Error - 'x' is assigned a value but never used. (no-unused-vars)" {
		t.Errorf("eslint's compact line read as %+v, %v", d, ok)
	}
	for _, s := range []string{"    cart_test.go:9: got 3, want 4", "        at Object.<anonymous> (src/a.js:3:9)", "      a.py:3:1 - error: deeper than a diagnostic is"} {
		if d, ok := parseDiag(s); ok {
			t.Errorf("parseDiag(%q) = %+v, want none", s, d)
		}
	}
	var b strings.Builder
	b.WriteString("/p/billing/tax.py\n")
	for i := range 30 {
		fmt.Fprintf(&b, "  /p/billing/tax.py:%d:5 - error: Type of parameter \"p%d\" is unknown (reportUnknownParameterType)\n", i+1, i)
	}
	b.WriteString("30 errors, 0 warnings, 0 informations\n")
	out := reduceAsRun(Lint, b.String())
	if !strings.Contains(out, `[hooktool: 29 more of "error: Type of parameter "…" is unknown (reportUnknownParameterType)" under /p/billing/: tax.py:2(p1),3(p2)`) {
		t.Errorf("not grouped:\n%s", out)
	}
	checkMarkers(t, b.String(), out)
}

// TestIndentedColumnDiagnostics: a linter that indents its findings under
// a banner, "  path:line:col: message (rule)" with no severity word (as
// standard and other eslint wrappers print), is read by the column and
// grouped by message, through the generic reducer an unknown tool gets;
// an indented line with a line and no column (a test's log) is not.
func TestIndentedColumnDiagnostics(t *testing.T) {
	if d, ok := parseDiag("  /p/src/a.js:12:5: Extra semicolon. (semi)"); !ok || d.file != "/p/src/a.js" || d.line != "12" || d.key != "Extra semicolon. (semi)" {
		t.Errorf("an indented finding with a column read as %+v, %v", d, ok)
	}
	if d, ok := parseDiag("    cart_test.go:9: got 3, want 4"); ok {
		t.Errorf("a test's log line read as a finding: %+v", d)
	}
	var b strings.Builder
	b.WriteString("lintall: the house style (https://example.com/style)\n")
	for i := range 40 {
		fmt.Fprintf(&b, "  /p/src/m%d.js:%d:%d: Extra semicolon. (semi)\n", i%7, i*3+1, i%9+1)
		fmt.Fprintf(&b, "  /p/src/m%d.js:%d:%d: 'v%d' is not defined. (no-undef)\n", i%5, i*2+4, i%4+2, i)
	}
	in := b.String()
	out := reduceAsRun(Generic, in)
	for _, want := range []string{`[hooktool: 39 more of "Extra semicolon. (semi)" under /p/src/: `, `[hooktool: 39 more of "'…' is not defined. (no-undef)" under /p/src/: `} {
		if !strings.Contains(out, want) {
			t.Errorf("not grouped as %q:\n%s", want, out)
		}
	}
	if len(out)*3 > len(in) {
		t.Errorf("%d -> %d bytes, want under a third", len(in), len(out))
	}
	checkMarkers(t, in, out)
}

// TestJSONLinesFold: JSON records on one line fold by their keys, numbers
// and ids set aside; a record whose level word differs, and a line that
// is no record, stay.
func TestJSONLinesFold(t *testing.T) {
	var b strings.Builder
	for i := range 200 {
		level := "info"
		if i == 120 {
			level = "error"
		}
		fmt.Fprintf(&b, "{\"level\":%q,\"id\":\"S%03d\",\"took\":%d.%d}\n", level, i, i%7, i%3)
		if i == 60 {
			b.WriteString("{\"level\":\"info\",\"id\":\"S060\",\"took\":jq: error (at items.json:0): string and number cannot be added\n")
		}
	}
	in := b.String()
	out := reduceAsRun(Print, in)
	for _, want := range []string{
		`{"level":"error","id":"S120","took":1.0}`,
		`{"level":"info","id":"S060","took":jq: error (at items.json:0): string and number cannot be added`,
		`{"level":"info","id":"S199","took":3.1}`,
	} {
		if !strings.Contains(out, want+"\n") {
			t.Errorf("lost %q:\n%s", want, out)
		}
	}
	if len(out)*5 > len(in) {
		t.Errorf("saved too little: %d -> %d bytes", len(in), len(out))
	}
	checkMarkers(t, in, out)
	a, b2 := jsonKey(`{"level":"info","msg":"user 12 logged in"}`), jsonKey(`{"level":"info","msg":"user 13 failed auth"}`)
	if a == b2 || a != jsonKey(`{"level":"info","msg":"user 14 logged in"}`) {
		t.Errorf("jsonKey: %q, %q", a, b2)
	}
}

// TestParenthesizedNames: names in parentheses group as quoted ones do,
// but a message's only parenthesized word at its end names its rule.
func TestParenthesizedNames(t *testing.T) {
	for msg, want := range map[string]string{
		"Unknown word (paymnet) fix: (payment)":                 "Unknown word (…) fix: (…)",
		"Use of insecure function (mktemp) here":                "Use of insecure function (…) here",
		"Error return value is not checked (errcheck)":          "Error return value is not checked (errcheck)",
		"Type of \"x\" is unknown (reportUnknownParameterType)": "Type of \"…\" is unknown (reportUnknownParameterType)",
	} {
		if got, _ := generalize(msg); got != want {
			t.Errorf("generalize(%q) = %q, want %q", msg, got, want)
		}
	}
}

// TestBracketedRecordsFold: records that open with a bracket (a build
// tool's "[INFO]", a pid) fold in any reducer; the error among them stays.
func TestBracketedRecordsFold(t *testing.T) {
	var b strings.Builder
	for i := range 120 {
		fmt.Fprintf(&b, "[INFO] Downloaded from central: https://repo.example.org/org/lib%d/1.%d/lib%d-1.%d.jar (%d kB at %d kB/s)\n", i, i%9, i, i%9, 10+i, 100+i)
		if i == 70 {
			b.WriteString("[ERROR] Failed to read artifact descriptor for org:lib70:jar:1.7\n")
		}
	}
	b.WriteString("[INFO] BUILD FAILURE\n")
	in := b.String()
	out := reduceAsRun(Generic, in)
	if !strings.Contains(out, "[ERROR] Failed to read artifact descriptor for org:lib70:jar:1.7\n") || !strings.Contains(out, "[INFO] BUILD FAILURE\n") {
		t.Errorf("lost the error or the verdict:\n%s", out)
	}
	if len(out)*5 > len(in) {
		t.Errorf("saved too little: %d -> %d bytes:\n%s", len(in), len(out), out)
	}
	checkMarkers(t, in, out)
}

// TestProgressFolds: four lines or more of one template whose numbers only
// grow (a fuzzer's progress) keep their first and last; lines of one
// template whose numbers do not only grow, fewer than eight, stay.
func TestProgressFolds(t *testing.T) {
	var b strings.Builder
	b.WriteString("fuzz: elapsed: 0s, gathering baseline coverage: 0/9 completed\n")
	for i := 1; i <= 7; i++ {
		fmt.Fprintf(&b, "fuzz: elapsed: %ds, execs: %d (%d/sec), new interesting: 0 (total: 9)\n", 3*i, 99000*i, 33000+i)
	}
	b.WriteString("--- FAIL: FuzzPoint (21.64s)\n")
	for _, n := range []int{5, 3, 9, 1, 7} {
		fmt.Fprintf(&b, "worker: took %dms to load shard %d of the index\n", n, n)
	}
	for _, w := range []string{"alpha", "bravo", "charlie", "delta", "echo", "foxtrot", "golf", "hotel", "india", "juliet"} {
		fmt.Fprintf(&b, "    %s: a line of the failure's message that says something of its own about %s\n", w, w)
	}
	b.WriteString("FAIL\texample.com/geo/parse\t21.648s\n")
	in := b.String()
	out := reduceAsRun(Generic, in)
	for _, want := range []string{
		"fuzz: elapsed: 3s, execs: 99000 (33001/sec), new interesting: 0 (total: 9)",
		"fuzz: elapsed: 21s, execs: 693000 (33007/sec), new interesting: 0 (total: 9)",
		"worker: took 9ms to load shard 9 of the index",
	} {
		if !strings.Contains(out, want+"\n") {
			t.Errorf("lost %q:\n%s", want, out)
		}
	}
	if strings.Contains(out, "elapsed: 12s") {
		t.Errorf("kept superseded progress:\n%s", out)
	}
	checkMarkers(t, in, out)
}

// TestTemplateCountBreaks: a count that differs in a field of few values
// ("rejected: 1," among "rejected: 0,") breaks the template.
func TestTemplateCountBreaks(t *testing.T) {
	var b strings.Builder
	for i := range 40 {
		fails := 0
		if i == 25 {
			fails = 1
		}
		fmt.Fprintf(&b, "sync shard-%d: copied %d rows, rejected: %d, took 0.%d s from replica db%d.internal\n", i, 300+i*7, fails, i, i%3)
	}
	in := b.String()
	out := reduceAsRun(Generic, in)
	if want := "sync shard-25: copied 475 rows, rejected: 1, took 0.25 s from replica db1.internal\n"; !strings.Contains(out, want) {
		t.Errorf("lost %q:\n%s", want, out)
	}
	if len(out)*3 > len(in) {
		t.Errorf("saved too little: %d -> %d bytes", len(in), len(out))
	}
	checkMarkers(t, in, out)
}

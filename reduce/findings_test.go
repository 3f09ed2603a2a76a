package reduce

import (
	"fmt"
	"strconv"
	"strings"
	"testing"
)

func TestParseFinding(t *testing.T) {
	for _, c := range []struct {
		in, file, line, key string
	}{
		{"lib/Shop/Order.pm: Always unpack @_ first at line 11, column 1.  See page 178 of PBP.  (Severity: 4)",
			"lib/Shop/Order.pm", "11", "Always unpack @_ first.  See page 178 of PBP.  (Severity: 4)"},
		{"conf/app.yml: duplicate key on line 7", "conf/app.yml", "7", "duplicate key"},
		{"ledger/tax.py:26 in public function `load_tax_0`:", "ledger/tax.py", "26", "in public function `load_tax_0`:"},
		{"docs/README.md:4 error MD032/blanks-around-lists Lists should be surrounded by blank lines",
			"docs/README.md", "4", "error MD032/blanks-around-lists Lists should be surrounded by blank lines"},
		{"Dockerfile:3 DL3008 warning: Pin versions in apt get install", "Dockerfile", "3", "DL3008 warning: Pin versions in apt get install"},
		{"[ERROR] /src/main/java/A.java:[12,5] cannot find symbol", "/src/main/java/A.java", "12", "[ERROR] cannot find symbol"},
		{"[WARN] src/A.java:30:7: Line is longer than 100 characters. [LineLength]", "src/A.java", "30", "[WARN] Line is longer than 100 characters. [LineLength]"},
		{"ERROR: src/app/a.py:12: undefined name 'x'", "src/app/a.py", "12", "ERROR: undefined name 'x'"},
		{"e: file:///src/main/kotlin/A.kt:12:5 Unresolved reference: foo", "/src/main/kotlin/A.kt", "12", "e: Unresolved reference: foo"},
		{"src/app.nim(12, 5) Error: undeclared identifier: 'x'", "src/app.nim", "12", "Error: undeclared identifier: 'x'"},
		{"src\\app.cpp(12) : warning C4996: 'strcpy': This function may be unsafe.", "src\\app.cpp", "12", "warning C4996: 'strcpy': This function may be unsafe."},
		{"./deploy.sh: line 12: rsync: command not found", "./deploy.sh", "12", "rsync: command not found"},
		{"  error - lib/main.dart:12:5 - Undefined name 'x'. - undefined_identifier", "lib/main.dart", "12", "error - Undefined name 'x'. - undefined_identifier"},
		{"ERROR: InvalidReturnType - src/A.php:12:5 - The declared return type 'int' is incorrect", "src/A.php", "12", "ERROR: InvalidReturnType - The declared return type 'int' is incorrect"},
		{"  12 | ERROR | [x] Missing doc comment for function foo()", "", "12", "ERROR [x] Missing doc comment for function foo()"},
		{"  1:5-1:9  warning  `his` may be insensitive, use `their` instead  her-him  retext-equality", "", "1", "warning `his` may be insensitive, use `their` instead her-him retext-equality"},
		{"\"very\" is a weasel word on line 12 at column 5", "", "12", "\"very\" is a weasel word"},
		{"L:  12 | P:   5 | L010 | Keywords must be consistently upper case.", "", "12", "L010 Keywords must be consistently upper case."},
		{"line 8 column 62 - Warning: <img> lacks \"alt\" attribute", "", "8", "Warning: <img> lacks \"alt\" attribute"},
		{"12:5 | E1 | Missing semicolon.", "", "12", "E1 Missing semicolon."},
	} {
		d, ok := parseFinding(c.in)
		if !ok || d.file != c.file || d.line != c.line || d.key != c.key {
			t.Errorf("parseFinding(%q) = %+v, %v; want %s:%s %q", c.in, d, ok, c.file, c.line, c.key)
		}
	}
}

// TestNoFinding checks the lines of ordinary output that name a place or a
// number but are no finding.
func TestNoFinding(t *testing.T) {
	for _, s := range []string{
		"@@ -12,5 +12,7 @@ func main() {",
		"2026-11-29 12:00:01 INFO processed line 12 of 40",
		"-rw-r--r-- 1 dev dev 1200 Nov 29 12:00 main.go",
		`  File "app/views.py", line 42, in handler`,
		"a.py:12:def foo():", // grep -n: parseDiag's
		"1. install the tools",
		"| 12 | widget | 3.50 |",
		"  12 | let x = 1;",
		"build - src/a.go - done",
		"main(12, 5) returned",
		"README.md: 12 lines",
		"worker.py: processed line 12 of 40",
		"main.go:12",
		"Note: 12 files were skipped",
		"Total: 18 warnings",
		"error: could not compile `app` (bin \"app\") due to 2 previous errors",
		"warning: unused import: `std::fs`",
		"See https://example.com/docs:12 for more",
		"[INFO] Building app 1.0",
		"12 files changed, 40 insertions(+)",
	} {
		if d, ok := parseFinding(s); ok {
			t.Errorf("parseFinding(%q) = %+v, want no finding", s, d)
		}
	}
}

func TestFileHeading(t *testing.T) {
	for s, want := range map[string]string{
		"== [sql/monthly.sql] FAIL":               "sql/monthly.sql",
		"Checking src/inventory.lua   3 warnings": "src/inventory.lua",
		"src/a.ts":                                 "src/a.ts",
		"copying a.txt -> b.txt":                   "", // two files
		"  indented/a.py":                          "",
		"see https://example.com/a.html":           "",
		"version 1.2.3":                            "",
		"Compiling meter v0.1.0 (/tmp/work/meter)": "",
	} {
		if got := fileHeading(s); got != want {
			t.Errorf("fileHeading(%q) = %q, want %q", s, got, want)
		}
	}
}

// TestHeadingFindingsGroup checks a heading with its message indented
// under it (pydocstyle's shape): one message per code stays whole, a
// summary lists every other place with its name, and the markers count
// every line left out.
func TestHeadingFindingsGroup(t *testing.T) {
	var b strings.Builder
	var places []string
	for f := 0; f < 4; f++ {
		for n := 0; n < 8; n++ {
			ln := strconv.Itoa(10 + 20*n)
			fmt.Fprintf(&b, "pkg/mod%d.py:%s in public function `load_%d`:\n        D103: Missing docstring in public function\n", f, ln, n)
			places = append(places, fmt.Sprintf("pkg/mod%d.py:%s", f, ln))
		}
		fmt.Fprintf(&b, "pkg/mod%d.py:200 in public class `Handler`:\n        D101: Missing docstring in public class\n", f)
	}
	in := b.String()
	out := reduceAsRun(Generic, in)
	if len(out) > len(in)/3 {
		t.Fatalf("%d -> %d bytes, want under a third:\n%s", len(in), len(out), out)
	}
	for _, want := range []string{
		"pkg/mod0.py:10 in public function `load_0`:",
		"        D103: Missing docstring in public function",
		"        D101: Missing docstring in public class",
	} {
		if !strings.Contains(out, want+"\n") {
			t.Errorf("%q lost:\n%s", want, out)
		}
	}
	sums := summaries(out)
	for _, p := range places[1:] {
		listed := false
		for _, s := range sums {
			for _, names := range s.places[p] {
				listed = listed || strings.HasPrefix(fill(s.key, names), "in public function `load_") && strings.HasSuffix(s.key, "D103: Missing docstring in public function")
			}
		}
		if !listed {
			t.Errorf("%s not listed in a summary of D103:\n%s", p, out)
		}
	}
	checkMarkers(t, in, out)
}

// TestHeadingDetailTellsTwinsApart checks two findings under the same
// heading text, told apart by their messages, each grouped with its own.
func TestHeadingDetailTellsTwinsApart(t *testing.T) {
	var b strings.Builder
	for n := 0; n < 12; n++ {
		fmt.Fprintf(&b, "app/tax.py:%d in public function `f%d`:\n        D400: First line should end with a period (not 'e')\n", 10*n+1, n)
		fmt.Fprintf(&b, "app/tax.py:%d in public function `f%d`:\n        D403: First word of the first line should be properly capitalized\n", 10*n+1, n)
	}
	in := b.String()
	out := reduceAsRun(Generic, in)
	if strings.Count(out, "[hooktool: 11 more of ") != 2 {
		t.Errorf("want a summary of 11 for each code:\n%s", out)
	}
	checkMarkers(t, in, out)
}

// TestInlinePlaceGroups checks findings with their place inside the
// message (perlcritic's shape): the place phrase goes, the message is
// shown once, and each place is listed.
func TestInlinePlaceGroups(t *testing.T) {
	var b strings.Builder
	for f := 0; f < 3; f++ {
		for n := 0; n < 6; n++ {
			fmt.Fprintf(&b, "lib/M%d.pm: Always unpack @_ first at line %d, column 1.  See page 178 of PBP.  (Severity: 4)\n", f, 10*n+3)
		}
		fmt.Fprintf(&b, "lib/M%d.pm: Code is not tidy at line 1, column 1.  See page 33 of PBP.  (Severity: 1)\n", f)
	}
	in := b.String()
	out := reduceAsRun(Generic, in)
	if !strings.Contains(out, `[hooktool: 17 more of "Always unpack @_ first.  See page 178 of PBP.  (Severity: 4)" under lib/: M0.pm:13,23,33,43,53 M1.pm:3,13,`) {
		t.Errorf("no summary of the repeated finding with its places:\n%s", out)
	}
	checkMarkers(t, in, out)
}

// TestNumbersMerge checks that messages differing only in a number group,
// each number listed, unless a source excerpt comes with them.
func TestNumbersMerge(t *testing.T) {
	var b strings.Builder
	for n := 0; n < 12; n++ {
		fmt.Fprintf(&b, "src/a%d.py:%d:1: E111 indentation is not a multiple of four (found %d spaces)\n", n, n+3, n+1)
		fmt.Fprintf(&b, "src/a%d.py:%d:1: W605 invalid escape sequence in string literal number one\n", n, n+40)
	}
	in := b.String()
	out := reduceAsRun(Lint, in)
	if !strings.Contains(out, `more of "E111 indentation is not a multiple of four (found … spaces)"`) || !strings.Contains(out, "a5.py:8(6)") {
		t.Errorf("numbers not merged:\n%s", out)
	}
	checkMarkers(t, in, out)

	b.Reset()
	for n := 0; n < 6; n++ {
		fmt.Fprintf(&b, "src/a%d.c:%d:5: warning: array of size %d is too small [-Warray]\n    %d | int a[%d];\n      |     ^\n", n, n+3, n+1, n+3, n+1)
	}
	if out := reduceAsRun(Make, b.String()); strings.Contains(out, "size …") {
		t.Errorf("excerpted messages merged:\n%s", out)
	}
}

// TestOrdinaryOutputNotGrouped checks that output that is no list of
// findings comes out as it did before findings were read: a log, a file
// listing, a diff, a numbered table under a line naming a file, tracebacks
// under lines naming a file.
func TestOrdinaryOutputNotGrouped(t *testing.T) {
	var log, listing, diff, table, trace strings.Builder
	table.WriteString("Report for data/orders.csv:\n\n")
	for n := 0; n < 12; n++ {
		fmt.Fprintf(&trace, "Processing batch %d from input/batch%d.json:\nTraceback (most recent call last):\n  File \"app/run.py\", line %d, in main\n    step(batch)\n  File \"app/steps.py\", line 40, in step\n    raise ValueError(batch)\nValueError: batch %d\n\n", n, n, 10+n, n)
	}
	for n := 0; n < 60; n++ {
		fmt.Fprintf(&table, "  %3d | widget-%d | %d.50 | shipped on line %d\n", n+1, n%4, n, n%3)
		fmt.Fprintf(&table, "  order %d went out on line %d to the depot\n", n+1, n%3)
		fmt.Fprintf(&log, "2026-11-29 12:00:%02d INFO worker.py: processed line %d of batch %d\n", n, n*7, n/10)
		fmt.Fprintf(&listing, "-rw-r--r-- 1 dev dev %5d Nov 29 12:00 src/mod%d.py\n", 100*n+7, n)
		fmt.Fprintf(&diff, "@@ -%d,3 +%d,4 @@ func f%d() {\n context\n+added line %d\n context\n", 10*n, 10*n, n, n)
	}
	for _, in := range []string{log.String(), listing.String(), diff.String(), table.String(), trace.String()} {
		ls := textLines(in)
		classify(specFor(Generic), ls)
		before := make([]class, len(ls))
		for i, l := range ls {
			before[i] = l.cls
		}
		for i, l := range groupDiags(ls) {
			if l.syn || l.cls != before[i] {
				t.Errorf("line %d %q grouped or raised", i+1, l.text)
				break
			}
		}
	}
}

// TestIndentedUnderFileHeading checks diagnostics indented under a line
// that names their file (luacheck's shape), which parseDiag leaves to a
// severity word: under the heading they group.
func TestIndentedUnderFileHeading(t *testing.T) {
	var b strings.Builder
	for f := 0; f < 6; f++ {
		fmt.Fprintf(&b, "Checking src/mod%d.lua                        3 warnings\n\n", f)
		for n := 0; n < 3; n++ {
			fmt.Fprintf(&b, "    src/mod%d.lua:%d:7: unused variable limit_%d\n", f, 4*n+2, n)
		}
		b.WriteString("\n")
	}
	b.WriteString("Total: 18 warnings / 0 errors in 6 files\n")
	in := b.String()
	out := reduceAsRun(Generic, in)
	if !strings.Contains(out, `more of "unused variable …" under src/: mod0.lua:6(limit_1),10(limit_2) mod1.lua:2(limit_0)`) {
		t.Errorf("indented findings not grouped:\n%s", out)
	}
	checkMarkers(t, in, out)
}

// TestTaggedFindingsWithDetails checks that a finding whose occurrences
// carry indented details (maven's "  symbol:" under "[ERROR] A.java:[3,5]
// cannot find symbol") is not grouped: the details would stand under no
// finding. Without details the same findings group.
func TestTaggedFindingsWithDetails(t *testing.T) {
	var with, bare strings.Builder
	for n := 0; n < 16; n++ {
		fmt.Fprintf(&with, "[ERROR] /src/main/java/app/A%d.java:[3,5] cannot find symbol\n  symbol:   class Missing%d\n  location: class app.A%d\n", n, n, n)
		fmt.Fprintf(&bare, "[ERROR] /src/main/java/app/A%d.java:[3,5] cannot find symbol for the class it names\n", n)
	}
	if out := reduceAsRun(Generic, with.String()); strings.Contains(out, "more of") {
		t.Errorf("findings with details grouped:\n%s", out)
	}
	in := bare.String()
	out := reduceAsRun(Generic, in)
	if !strings.Contains(out, `[hooktool: 15 more of "[ERROR] cannot find symbol for the class it names" under /src/main/java/app/: A1.java:3 A2.java:3`) {
		t.Errorf("tagged findings not grouped:\n%s", out)
	}
	checkMarkers(t, in, out)
}

// TestHeadingDetailNamesListed checks that the names an indented message
// differs in from one heading to the next are listed with each place, so
// that every message can be read back.
func TestHeadingDetailNamesListed(t *testing.T) {
	var b strings.Builder
	words := []string{"Load", "Save", "Parse", "Print"}
	for n := 0; n < 24; n++ {
		w := words[n%4]
		fmt.Fprintf(&b, "app/io.py:%d in public function `%s_%d`:\n        D403: First word of the first line should be properly capitalized ('%s', not '%s')\n", 10*n+1, strings.ToLower(w), n, w, strings.ToLower(w))
	}
	in := b.String()
	out := reduceAsRun(Generic, in)
	sums := summaries(out)
	for _, l := range splitLines(in) {
		if !strings.Contains("\n"+out, "\n"+l+"\n") && covered(sums, l) == nil {
			t.Errorf("%q neither shown nor in a summary:\n%s", l, out)
			break
		}
	}
	if !strings.Contains(out, "io.py:11(save_1|Save|save),21(parse_2|Parse|parse)") {
		t.Errorf("the names of the message at io.py:11 not listed:\n%s", out)
	}
	checkMarkers(t, in, out)
}

// TestParagraphFindings checks findings whose heading names the file and
// line in words, the message under a caret below the quoted line, and a
// suggestion after a blank line (shellcheck's shape): a repeated message
// groups with every place, the others stay whole, and no place goes into
// a marker.
func TestParagraphFindings(t *testing.T) {
	var b strings.Builder
	for n := 0; n < 10; n++ {
		fmt.Fprintf(&b, "In scripts/run%d.sh line %d:\n  cp $f $DEST\n     ^-- SC2086 (info): Double quote to prevent globbing and word splitting.\n\nDid you mean:\n  cp \"$f\" \"$DEST\"\n\n\n", n%3, n+4)
	}
	b.WriteString("In scripts/run0.sh line 40:\nread name\n^--^ SC2162 (info): read without -r will mangle backslashes.\n\n\n")
	b.WriteString("For more information:\n  https://www.shellcheck.net/wiki/SC2086 -- Double quote to prevent globbing ...\n")
	in := b.String()
	out := reduceAsRun(Lint, in)
	for _, want := range []string{
		"In scripts/run0.sh line 4:",
		"     ^-- SC2086 (info): Double quote to prevent globbing and word splitting.",
		"In scripts/run0.sh line 40:",
		"^--^ SC2162 (info): read without -r will mangle backslashes.",
		`[hooktool: 9 more of "SC2086 (info): Double quote to prevent globbing and word splitting." under scripts/: run1.sh:5 run2.sh:6 run0.sh:7 run1.sh:8 run2.sh:9 run0.sh:10`,
	} {
		if !strings.Contains(out, want) {
			t.Errorf("%q lost:\n%s", want, out)
		}
	}
	if _, ok := paraHeading("In the line 4 of it:"); ok {
		t.Error("a sentence read as a heading")
	}
	checkMarkers(t, in, out)
}

// FuzzFindings: for outputs of the finding shapes findings.go reads, every
// omission is marked with the exact count and every other line is the
// original one (FuzzText's property, with seeds of these shapes).
func FuzzFindings(f *testing.F) {
	var pd, pc, sq, sc, cs strings.Builder
	for i := range 30 {
		fmt.Fprintf(&pd, "pkg/m%d.py:%d in public function `f%d`:\n        D103: Missing docstring in public function\n", i%4, i+1, i)
		fmt.Fprintf(&pc, "lib/M%d.pm: Always unpack @_ first at line %d, column 1.  See page 178 of PBP.  (Severity: 4)\n", i%3, i+2)
		if i%10 == 0 {
			fmt.Fprintf(&sq, "== [sql/q%d.sql] FAIL\n", i)
		}
		fmt.Fprintf(&sq, "L: %3d | P: %3d | L00%d | Expected single whitespace between comma and\n                       | naked identifier.\n", i+1, i+3, i%3)
		fmt.Fprintf(&sc, "In s%d.sh line %d:\n  cp $f $D\n     ^-- SC2086 (info): Double quote.\n\nDid you mean:\n  cp \"$f\" \"$D\"\n\n\n", i%2, i+1)
		fmt.Fprintf(&cs, "FILE: /p/src/A%d.php\n  %d | ERROR | [x] Space after comma\n    |       |     missing\n\n", i%5, i+1)
	}
	f.Add("generic", pd.String())
	f.Add("generic", pc.String())
	f.Add("generic", sq.String()+"All Finished!\n")
	f.Add("lint", sc.String())
	f.Add("generic", cs.String())
	f.Fuzz(func(t *testing.T, kind, text string) {
		if len(text) > 1<<16 {
			return
		}
		out, omitted := Text(kind, text, fullPath)
		if !omitted {
			if out != text {
				t.Fatalf("nothing omitted but the text changed")
			}
			return
		}
		checkMarkers(t, text, out)
	})
}

// TestRowsUnderFileHeading checks rows with a range for a place (vfile's
// reporters: "  1:5-1:9  warning  ...") and rows that give their line in
// words, under a line naming the file: repeated messages group.
func TestRowsUnderFileHeading(t *testing.T) {
	var b strings.Builder
	for f := 0; f < 3; f++ {
		fmt.Fprintf(&b, "docs/page%d.md\n", f)
		for n := 0; n < 6; n++ {
			fmt.Fprintf(&b, "  %d:5-%d:9  warning  `his` may be insensitive, use `their` instead  her-him  retext-equality\n", 3*n+1, 3*n+1)
			fmt.Fprintf(&b, "  \"very\" is a weasel word on line %d at column 5\n", 3*n+2)
		}
		b.WriteString("\n")
	}
	in := b.String()
	out := reduceAsRun(Generic, in)
	for _, want := range []string{
		"[hooktool: 17 more of \"warning `his` may be insensitive, use `their` instead her-him retext-equality\" under docs/: page0.md:4,7,10,13,16 page1.md:1,4,",
		`[hooktool: 17 more of ""very" is a weasel word" under docs/: page0.md:5,8,11,14,17 page1.md:2,`,
	} {
		if !strings.Contains(out, want) {
			t.Errorf("no summary %s:\n%s", want, out)
		}
	}
	checkMarkers(t, in, out)
}

// TestQuotedTextsMerge checks that rare messages differing only in a
// quoted text with blanks in it (markdownlint's [Context: "## Setup"])
// group, each text listed with its place, and read back.
func TestQuotedTextsMerge(t *testing.T) {
	var b strings.Builder
	heads := []string{"# Intro", "## Setup", "### Layout", "## Deploy now", "#### Styles", "## 0.3.0", "## Notes", "## See also"}
	for n, h := range heads {
		fmt.Fprintf(&b, "docs/README.md:%d error MD022/blanks-around-headings Headings should be surrounded by blank lines [Context: \"%s\"]\n", 3*n+1, h)
		fmt.Fprintf(&b, "docs/README.md:%d error MD013/line-length Line length [Expected: 80; Actual: %d]\n", 3*n+2, 90+n)
	}
	in := b.String()
	out := reduceAsRun(Generic, in)
	if !strings.Contains(out, `[Context: "…"]" under docs/: README.md:4(## Setup),7(### Layout),10(## Deploy now),`) {
		t.Errorf("quoted texts not merged:\n%s", out)
	}
	sums := summaries(out)
	for _, l := range splitLines(in) {
		if !strings.Contains("\n"+out, "\n"+l+"\n") && covered(sums, l) == nil {
			t.Errorf("%q neither shown nor read back from a summary", l)
		}
	}
	checkMarkers(t, in, out)
}

// TestPlaceBelowMessage checks findings whose place is the line under the
// message (ansible-lint's "site.yml:5 Task/Handler: shell echo" under
// "name[missing]: ...", mix's "  lib/a.ex:12: App.f/1"): repeated messages
// group with every place and what it is in; a goroutine's frames, whose
// places are tab-indented, are none.
func TestPlaceBelowMessage(t *testing.T) {
	var b strings.Builder
	b.WriteString("WARNING  Listing 14 violation(s) that are fatal\n")
	for n := 0; n < 12; n++ {
		fmt.Fprintf(&b, "name[missing]: All tasks should be named.\nplays/site%d.yml:%d Task/Handler: shell echo %d\n\n", n%2, 5*n+3, n)
	}
	b.WriteString("yaml[truthy]: Truthy value should be one of [false, true]\nplays/site0.yml:2\n\n")
	b.WriteString("Failed: 13 failure(s), 0 warning(s) on 2 files.\n")
	in := b.String()
	out := reduceAsRun(Generic, in)
	if !strings.Contains(out, `[hooktool: 11 more of "name[missing]: All tasks should be named. …" under plays/: site1.yml:8(Task/Handler: shell echo 1) site0.yml:13(Task/Handler: shell echo 2)`) {
		t.Errorf("no summary with every place:\n%s", out)
	}
	if !strings.Contains(out, "plays/site0.yml:2\n") {
		t.Errorf("the finding said once lost:\n%s", out)
	}
	sums := summaries(out)
	for _, l := range splitLines(in) {
		if !strings.Contains("\n"+out, "\n"+l+"\n") && covered(sums, l) == nil && strings.Contains(l, ".yml:") {
			t.Errorf("%q neither shown nor listed", l)
		}
	}
	checkMarkers(t, in, out)

	var g strings.Builder
	g.WriteString("fatal error: all goroutines are asleep - deadlock!\n\n")
	for n := 0; n < 12; n++ {
		fmt.Fprintf(&g, "goroutine %d [chan receive]:\nmain.worker(0x%x, 0xc000056070)\n\t/src/cmd/stuck/main.go:12 +0x8c\ncreated by main.main in goroutine 1\n\t/src/cmd/stuck/main.go:23 +0x65\n\n", n+7, n)
	}
	ls := textLines(g.String())
	classify(specFor(Generic), ls)
	for _, l := range groupDiags(ls) {
		if l.syn && strings.Contains(l.text, "created by") {
			t.Errorf("a goroutine's frames grouped as findings: %s", l.text)
		}
	}
}

// TestLabelNameGroups checks that a linter's message said of a name as a
// label before it (pylint's msg-template {obj}: "Order: Missing class
// docstring"), each name once or twice, groups by that name, each place
// listed with its name; one already said three times of other names
// groups on its own, its label no slot.
func TestLabelNameGroups(t *testing.T) {
	var b strings.Builder
	for n := 0; n < 12; n++ {
		fmt.Fprintf(&b, "pkg/m%d.py:%d:4: C0116 (missing-function-docstring) Store.op%d: Missing function or method docstring\n", n%3, n+3, n)
		fmt.Fprintf(&b, "pkg/m%d.py:%d:4: W0612 (unused-variable) Store.op%d: Unused variable 'tmp%d'\n", n%3, n+40, n, n)
	}
	in := b.String()
	out := reduceAsRun(Lint, in)
	if !strings.Contains(out, `more of "C0116 (missing-function-docstring) …: Missing function or method docstring"`) || !strings.Contains(out, "(Store.op3)") {
		t.Errorf("messages said of names not grouped by their label:\n%s", out)
	}
	for _, s := range summaries(out) {
		if strings.Contains(s.key, "C0116") && s.n != 11 {
			t.Errorf("summary of C0116 counts %d, want 11:\n%s", s.n, out)
		}
	}
	checkMarkers(t, in, out)
}

package reduce

import (
	"fmt"
	"strconv"
	"strings"
	"testing"
)

func TestInlineChange(t *testing.T) {
	for s, want := range map[string]bool{
		"{+def f(x):+}":                  true,
		"[-def g(x):-]":                  true,
		"    return x  # [-a-]{+b+}":     true,
		"    return x  # ctx":            false,
		"x = {+ not closed":              false,
		"a[-1] - b":                      false, // an index and a minus, no closing "-]"
		"m := map[string]int{+1}":        false,
		"s[-2:-]":                        true, // (a Python slice reads as one: it is in a diff's body only)
		"+}{+":                           false,
		"plain line with -] and +} only": false,
	} {
		if got := inlineChange(s); got != want {
			t.Errorf("inlineChange(%q) = %v, want %v", s, got, want)
		}
	}
}

func TestWordDiffKeepsChanges(t *testing.T) {
	var b strings.Builder
	b.WriteString("diff --git a/f.py b/f.py\nindex 1..2 100644\n--- a/f.py\n+++ b/f.py\n@@ -1,90 +1,91 @@\n")
	for i := 0; i < 60; i++ {
		n := strconv.Itoa(i)
		b.WriteString("{+def added_" + n + "(x):+}\n{+    return x  # " + n + "+}\ndef f_" + n + "(x):\n")
	}
	out, _ := reduceLines(GitDiff, textLines(b.String()), "p")
	for _, l := range splitLines(b.String()) {
		if inlineChange(l) && !strings.Contains(out, l+"\n") {
			t.Errorf("word-diff change %q left out:\n%s", l, out)
		}
	}
}

func TestNameStatusAdds(t *testing.T) {
	for s, want := range map[string]bool{
		"A\tsrc/new.py":            true,
		"D\tsrc/old.py":            true,
		"R100\tsrc/a.py\tsrc/b.py": true,
		"C75\ta.py\tb.py":          true,
		"T\tlink":                  true,
		"M\tsrc/a.py":              false,
		"R100\tsrc/a.py":           false, // a rename names two paths
		"Author\tx":                false,
		"A src/new.py":             false,
		"A\t":                      false,
	} {
		if got := nameStatusAdds(s); got != want {
			t.Errorf("nameStatusAdds(%q) = %v, want %v", s, got, want)
		}
	}
}

func TestPlacesInWords(t *testing.T) {
	for s, want := range map[string]bool{
		"lib/cart.js: line 10, col 75, 'const' is available in ES6": true,
		"./deploy.sh: line 7: rsync: command not found":             true,
		"error at line 12 of src/parse.c":                           true,
		"line 3 of config.yaml: bad indent":                         true,
		"At line 57 of file src/stats_mod.f90":                      true, // gfortran
		"at line 9 of file the manual.":                             false,
		"Summary: line 3 of the report":                             false, // no file
		"see line 12 of the manual.":                                false,
		"outline 3 of a.c":                                          false,
		"warning: line 4":                                           false,
	} {
		if got := fileLine(s); got != want {
			t.Errorf("fileLine(%q) = %v, want %v", s, got, want)
		}
	}
}

func TestKeepValueBlocks(t *testing.T) {
	ls := textLines("Trying:\n    f(1)\nExpecting:\n    2\nok\nFailed example:\n    f(2)\nExpected:\n    3\nGot:\n    4\n    5\nTrying:\n")
	for i := range ls {
		ls[i].cls = normal
	}
	keepValueBlocks(ls)
	// Expecting: is what doctest -v says before every example, failing
	// or not; Expected: and Got: follow a failure, with their blocks.
	if got, want := classesOf(ls), "nnnnnnn"+"kk"+"kkk"+"n"; got != want {
		t.Errorf("classes %s, want %s", got, want)
	}
	for s, want := range map[string]bool{"Got:": true, "  Actual output:": true, "But got:": true, "Expecting:": false, "Notes:": false, "Got: 4": false} {
		if got := valueLabel(s); got != want {
			t.Errorf("valueLabel(%q) = %v, want %v", s, got, want)
		}
	}
}

func TestTapCount(t *testing.T) {
	for s, want := range map[string]bool{"# tests 29": true, "# pass 26": true, "# fail 3": true, "# todo 0": true,
		"# duration_ms 243.1": false, "# Subtest: tests 3": false, "## tests 3": false, "# tests": false} {
		if got := tapCount(s); got != want {
			t.Errorf("tapCount(%q) = %v, want %v", s, got, want)
		}
	}
}

func TestKeepSectionLabels(t *testing.T) {
	var b strings.Builder
	b.WriteString("Disassembly of section .text:\n\n")
	for _, f := range []string{"0000000000000000 <new>:", "000000000000003f <push>:", "0000000000000066 <at>:"} {
		b.WriteString(f + "\n   0:\t55\tpush %rbp\n   1:\tc3\tret\n\n")
	}
	ls := textLines(b.String())
	for i := range ls {
		ls[i].cls = normal
	}
	keepSectionLabels(ls)
	if got, want := classesOf(ls), "nn"+strings.Repeat("knnn", 3); got != want {
		t.Errorf("classes %s, want %s", got, want)
	}
	// A phrase a tool repeats, and headings each unlike the others, are
	// no listing's sections.
	for _, in := range []string{
		"Did you mean:\n  a\nDid you mean:\n  b\n",
		"allocated by thread T0 here:\n    #0 x\nShadow bytes around the buggy address:\n  0x0: 00\n",
		"In a.sh line 3:\n  x\nIn a.sh line 9:\n  y\n",
	} {
		ls := textLines(in)
		for i := range ls {
			ls[i].cls = normal
		}
		keepSectionLabels(ls)
		if got := classesOf(ls); strings.Contains(got, "k") {
			t.Errorf("labels kept in %q: %s", in, got)
		}
	}
}

func TestKeepCaretSources(t *testing.T) {
	ls := textLines("  --> src/lib.rs:24:72\n   |\n24 |     /// Links to [crate::missing].\n   |                  ^^^^^^^ no item named `missing`\n" +
		"33 |     let x = 1;\n   |         ^\n")
	ls[3].cls, ls[5].cls = keep, keep
	keepCaretSources(ls)
	if got, want := classesOf(ls), "nnkknk"; got != want {
		t.Errorf("classes %s, want %s (a labelled caret keeps its line; a bare one does not)", got, want)
	}
}

// A gcc context line said twice (make -j) right above a diagnostic that
// went into a summary is shown, so that no marker counts a line the
// summary stands for.
func TestContextOfGone(t *testing.T) {
	ls := textLines("a.c: In function ‘f’:\na.c:3:1: warning: x\nb.c: In function ‘g’:\nb.c:4:1: warning: y\n")
	ls[1].cls, ls[3].cls = gone, gone
	if got := contextOfGone(ls, 0, normal); got != keep {
		t.Errorf("context over its own file's summarized diagnostic: %d, want keep", got)
	}
	ls[1].text = "z.c:3:1: warning: x"
	if got := contextOfGone(ls, 0, normal); got != normal {
		t.Errorf("context over another file's diagnostic: %d, want it unchanged", got)
	}
}

// A side-by-side diff's changes stay wherever it is printed, also in
// output the generic rules read (a test's or a script's).
func TestSideBySideInGeneric(t *testing.T) {
	var fx fixture
	for _, f := range loadFixtures(t, "testdata/fresh4") {
		if f.name == "diff-y-side" {
			fx = f
		}
	}
	if fx.output == "" {
		t.Fatal("no diff-y-side fixture")
	}
	out, _ := reduceLines(Generic, textLines(fx.output), "p")
	got := map[string]bool{}
	for _, l := range splitLines(out) {
		got[l] = true
	}
	n := 0
	for _, l := range splitLines(fx.output) {
		if sideBySideMark(l) > 0 {
			n++
			if !got[l] {
				t.Errorf("change %q left out", l)
			}
		}
	}
	if n < 10 {
		t.Fatalf("%d changes found, want the fixture's 20", n)
	}
	// A table's bars, and one mark alone, are no diff.
	for _, in := range []string{"a | b\nc | d\n", "name\t<\tx\nother line\n"} {
		ls := textLines(in)
		for i := range ls {
			ls[i].cls = normal
		}
		keepSideBySide(ls)
		if got := classesOf(ls); strings.Contains(got, "k") {
			t.Errorf("kept as a diff's changes in %q: %s", in, got)
		}
	}
}

// reducedLacks reduces text as kind and reports the lines of want the
// output lacks.
func reducedLacks(kind, text string, want ...string) []string {
	out, _ := reduceLines(kind, textLines(text), "p")
	var lost []string
	for _, w := range want {
		if !strings.Contains("\n"+out, "\n"+w+"\n") {
			lost = append(lost, w)
		}
	}
	return lost
}

func TestListedFailure(t *testing.T) {
	var b strings.Builder
	var want []string
	for i := 0; i < 200; i++ {
		name := "cart total " + strconv.Itoa(i)
		b.WriteString("    " + name + ": \n")
		if i%50 == 7 {
			f := "  " + strconv.Itoa(len(want)+1) + ") " + name
			want = append(want, f)
			b.WriteString(f + "\n")
		} else {
			b.WriteString("  ✔ " + name + ": 0ms\n")
		}
	}
	b.WriteString("\n  196 passing (20ms)\n  4 failing\n")
	if lost := reducedLacks(Generic, b.String(), want...); len(lost) > 0 {
		t.Errorf("numbered failures among passes lost: %q", lost)
	}
	// A numbered list with no passes about it is prose or a listing.
	ls := textLines("steps:\n  1) build\n  2) test\n  3) ship\n")
	for i := range ls {
		if listedFailure(ls, i) {
			t.Errorf("listedFailure(%q) = true in a plain numbered list", ls[i].text)
		}
	}
}

func TestDiffInsideOtherOutputKept(t *testing.T) {
	var b strings.Builder
	var want []string
	for f := 0; f < 30; f++ {
		n := strconv.Itoa(f)
		b.WriteString("From 0000 Mon Sep 17 00:00:00 2001\nSubject: [PATCH] edit " + n + "\n---\n")
		h := "diff --git a/pkg/f" + n + ".txt b/pkg/f" + n + ".txt"
		b.WriteString(h + "\nindex 1..2 100644\n--- a/pkg/f" + n + ".txt\n+++ b/pkg/f" + n + ".txt\n@@ -1,7 +1,7 @@\n")
		b.WriteString(" a\n b\n c\n-old " + n + "\n+new " + n + "\n d\n e\n f\n-- \n2.39.5\n\n")
		want = append(want, h, "-old "+n, "+new "+n)
	}
	if lost := reducedLacks(Generic, b.String(), want...); len(lost) > 0 {
		t.Errorf("a diff's file headers and changes lost: %q", lost)
	}
}

func TestRecordHeader(t *testing.T) {
	ls := textLines("==7== \n==7== Possible data race during write of size 8 at 0x10 by thread #3\n==7== Locks held: none\n==7==    at 0x109175: bump (race.c:5)\n==7== \n==7== Invalid read of size 4\n==7==    at 0x4005: f (a.c:5)\n==7== HEAP SUMMARY:\n==7==     in use at exit: 0 bytes\n")
	want := map[int]bool{1: true, 5: true}
	for i := range ls {
		if got := recordHeader(ls, i); got != want[i] {
			t.Errorf("recordHeader(%q) = %v, want %v", ls[i].text, got, want[i])
		}
	}
	for s, want := range map[string]string{"==7== x": "x", "--12-- y": "y", "==7==": "", "=7= x": "-", "==7-- x": "-", "==a== x": "-"} {
		got, ok := pidBody(s)
		if !ok {
			got = "-"
		}
		if got != want {
			t.Errorf("pidBody(%q) = %q, want %q", s, got, want)
		}
	}
}

func TestKeepClosingFields(t *testing.T) {
	var b strings.Builder
	b.WriteString("npm notice\nnpm notice Tarball Contents\n")
	for i := 0; i < 80; i++ {
		b.WriteString("npm notice 1.2kB lib/f" + strconv.Itoa(i) + ".js\n")
	}
	fields := []string{"npm notice name: pkg", "npm notice version: 1.0.0", "npm notice filename: pkg-1.0.0.tgz", "npm notice package size: 3.4 kB", "npm notice unpacked size: 14 kB"}
	b.WriteString("npm notice Tarball Details\n" + strings.Join(fields, "\n") + "\nnpm notice total files: 80\nnpm notice\npkg-1.0.0.tgz\n")
	if lost := reducedLacks(Generic, b.String(), fields...); len(lost) > 0 {
		t.Errorf("closing fields lost: %q", lost)
	}
	// Records that repeat a name are a listing's, not a result's fields.
	ls := textLines("--- PASS: TestA (0.00s)\n--- PASS: TestB (0.00s)\n--- PASS: TestC (0.00s)\nPASS\n")
	for _, l := range keepClosingFields(ls) {
		if l.cls == keep {
			t.Errorf("%q kept as a closing field", l.text)
		}
	}
}

func TestKeepOwnFrames(t *testing.T) {
	var b strings.Builder
	b.WriteString("thread 'main' panicked at src/main.rs:2:29:\nbad amount\nstack backtrace:\n")
	var want []string
	for i := 0; i < 40; i++ {
		n := strconv.Itoa(i)
		switch i {
		case 4, 30:
			want = append(want, "  "+n+": app::parse_"+n)
			b.WriteString(want[len(want)-1] + "\n             at ./src/main.rs:" + n + ":5\n")
		case 35:
			want = append(want, "  "+n+": app::main") // no place: its namespace is the app's
			b.WriteString(want[len(want)-1] + "\n")
		default:
			b.WriteString("  " + n + ": core::iter::f" + n + "\n             at /rustc/abc/library/core/src/iter.rs:" + n + ":9\n")
		}
	}
	if lost := reducedLacks(Generic, b.String(), want...); len(lost) > 0 {
		t.Errorf("own frames lost: %q", lost)
	}
}

func TestPlacedFinding(t *testing.T) {
	for s, want := range map[string]bool{
		"src/Cart.pm: Loop variable not lexical at line 12, column 3.  (Severity: 3)": true,
		"L:  14 | P:   2 | R007 | Trailing whitespace.":                               true,
		"line 8 column 62 - Warning: unescaped & in attribute":                        true,
		"db/q.sql: ln 4, col 9: keyword should be upper case":                         true,
		"cursor at line 3, column 7":                                                  true, // (a place and two words: what it says is short)
		"line 8 column 62":                                                            false,
		"L:  14 | P:   2 |":                                                           false,
		"processed 120 lines, 3 columns":                                              false,
		`{"line_start":3,"column_start":5,"message":"unused"}`:                        false,
		"see line 40 of the guide for the column layout":                              false,
		"L12:C4 unexpected token in expression":                                       false, // (a code glued to its number: no label)
	} {
		if got := placedFinding(s); got != want {
			t.Errorf("placedFinding(%q) = %v, want %v", s, got, want)
		}
	}
}

// TestPlacedFindingsKept checks that a table of findings loses none of
// its places: each row stays, or its file, line and code are listed in a
// summary of its message (every omission counted).
func TestPlacedFindingsKept(t *testing.T) {
	var b strings.Builder
	type row struct{ place, msg, text string }
	var want []row
	for f := 0; f < 3; f++ {
		file := "queries/q" + strconv.Itoa(f) + ".sql"
		b.WriteString("== [" + file + "] FAIL\n")
		for r := 0; r < 25; r++ {
			code := fmt.Sprintf("R%03d", r%4)
			text := fmt.Sprintf("L: %3d | P: %3d | %s | Keywords must be consistently upper case.", r+1, 3*r+2+f, code)
			want = append(want, row{file + ":" + strconv.Itoa(r+1), code + " Keywords must be consistently upper case.", text})
			b.WriteString(text + "\n")
		}
	}
	b.WriteString("All done!\n")
	out := reduceAsRun(Generic, b.String())
	if out == b.String() {
		t.Fatal("not reduced")
	}
	sums := summaries(out)
	lost := 0
	for _, w := range want {
		if strings.Contains("\n"+out, "\n"+w.text+"\n") {
			continue
		}
		listed := false
		for _, s := range sums {
			for _, names := range s.places[w.place] {
				listed = listed || fill(s.key, names) == w.msg
			}
		}
		if !listed {
			lost++
			t.Errorf("finding at %s lost", w.place)
		}
	}
	if lost == 0 {
		checkMarkers(t, b.String(), out)
	}
}

func TestKeepTapNames(t *testing.T) {
	var b strings.Builder
	b.WriteString("TAP version 13\n")
	n := 0
	for i := 0; i < 40; i++ {
		b.WriteString("# rounds total " + strconv.Itoa(i) + "\n")
		for k := 0; k < 3; k++ {
			n++
			b.WriteString("ok " + strconv.Itoa(n) + " should be equal\n")
		}
	}
	b.WriteString("# refuses a bad coupon\n")
	n++
	b.WriteString("ok " + strconv.Itoa(n) + " should be equal\n")
	n++
	b.WriteString("not ok " + strconv.Itoa(n) + " should throw\n  ---\n    operator: throws\n  ...\n")
	b.WriteString("\n1.." + strconv.Itoa(n) + "\n# tests " + strconv.Itoa(n) + "\n# pass  " + strconv.Itoa(n-1) + "\n# fail  1\n")
	if lost := reducedLacks(Generic, b.String(), "# refuses a bad coupon"); len(lost) > 0 {
		t.Errorf("the failing test's name lost")
	}
}

func TestIndentedDiffKept(t *testing.T) {
	// A test report's diff, indented under the failure.
	var b strings.Builder
	b.WriteString("FAIL t/report.test.js\n  ● report › totals\n\n    - Expected  - 3\n    + Received  + 3\n\n")
	var want []string
	for h := 0; h < 4; h++ {
		head := fmt.Sprintf("    @@ -%d,12 +%d,12 @@", 10+30*h, 10+30*h)
		b.WriteString(head + "\n")
		want = append(want, head)
		for c := 0; c < 12; c++ {
			b.WriteString(fmt.Sprintf("          \"row\": %d,\n", 30*h+c))
			if c == 6 {
				o, n := fmt.Sprintf("    -     \"sum\": %d.5,", h), fmt.Sprintf("    +     \"sum\": %d.25,", h)
				b.WriteString(o + "\n" + n + "\n")
				want = append(want, o, n)
			}
		}
	}
	b.WriteString("\n      at Object.toEqual (t/report.test.js:9:20)\n\nTests: 1 failed, 1 total\n")
	if lost := reducedLacks(NpmTest, b.String(), want...); len(lost) > 0 {
		t.Errorf("a report's diff lost %q", lost)
	}
	// A diff of diffs: changes in two columns under the pair of commits.
	b.Reset()
	want = want[:0]
	for c := 1; c <= 6; c++ {
		pair := fmt.Sprintf("%d:  %07x ! %d:  %07x step %d: round the totals", c, 0xa1b2c3+c, c, 0xd4e5f6+c, c)
		b.WriteString(pair + "\n    @@ lib/step" + strconv.Itoa(c) + ".js\n      }\n      function step(w) {\n")
		o, n := fmt.Sprintf("    --  return w + %d;", c), fmt.Sprintf("    +-  return w + %d + 1;", c)
		b.WriteString(o + "\n" + n + "\n     +  return Math.round(w);\n      }\n")
		want = append(want, pair, o, n)
	}
	if lost := reducedLacks(Generic, b.String(), want...); len(lost) > 0 {
		t.Errorf("a diff of diffs lost %q", lost)
	}
}

func TestDiffChangesNotFolded(t *testing.T) {
	// A run of removed lines is no run of alike records.
	var b strings.Builder
	b.WriteString("--- a/run.sh.orig\n+++ b/run.sh\n@@ -1,12 +1,4 @@\n #!/bin/sh\n")
	var want []string
	for i := 0; i < 10; i++ {
		l := fmt.Sprintf("-  step %d --fast", i)
		want = append(want, l)
		b.WriteString(l + "\n")
	}
	b.WriteString("+for s in $(seq 10); do step $s --fast; done\n echo done\n")
	for i := 0; i < 30; i++ {
		b.WriteString("checked file " + strconv.Itoa(i) + "\n")
	}
	if lost := reducedLacks(Generic, b.String(), want...); len(lost) > 0 {
		t.Errorf("a diff's removed lines lost %q", lost)
	}
}

func TestKeepReportParts(t *testing.T) {
	var b strings.Builder
	var want []string
	for r := 0; r < 4; r++ {
		b.WriteString("==================\nWARNING: checker: data race (pid=40)\n")
		b.WriteString(fmt.Sprintf("  Write of size 8 at 0x7f00%02x by thread T%d:\n    #0 bump src/count.c:%d (count+0x11f9)\n    #1 worker src/count.c:19 (count+0x12ed)\n\n", r, r+1, 10+r))
		b.WriteString("  Previous read of size 8 at 0x7f0000 by main thread:\n    #0 bump src/count.c:10 (count+0x1213)\n\n")
		loc := fmt.Sprintf("  Location is heap block of size %d at 0x7f00%02x allocated by main thread", 32+8*r, r)
		want = append(want, loc)
		b.WriteString(loc + "\n\n")
		b.WriteString(fmt.Sprintf("  Thread T%d (tid=%d, running) created by main thread at:\n    #0 pthread_create lib/libc.so (libc.so+0x5e686)\n    #1 main src/count.c:28 (count+0x1389)\n\n", r+1, 4970+r))
		b.WriteString(fmt.Sprintf("SUMMARY: checker: data race src/count.c:%d in bump\n", 10+r))
	}
	b.WriteString("==================\nchecker: reported 4 warnings\n")
	if lost := reducedLacks(Generic, b.String(), want...); len(lost) > 0 {
		t.Errorf("a report's parts lost: %q", lost)
	}
	// A checker's diagnostics, each over its notes up to the next: hints,
	// not the parts of a report.
	ls := textLines("src/a.js:3:5 lint/style/useTemplate\n\n  ! Prefer a template.\n\n  i Safe fix: use one.\n\nsrc/b.js:9:1 lint/style/useTemplate\n")
	ls[0].cls, ls[len(ls)-1].cls = keep, keep
	for _, l := range keepReportParts(ls, &twins{}) {
		if l.cls == keep && indent(l.text) > 0 {
			t.Errorf("a diagnostic's note %q kept as a report's part", l.text)
		}
	}
}

// TestKeepRootedFrames checks that a full Rust backtrace, whose places
// are absolute, keeps the frames in the project's folder (read off the
// panic's relative place).
func TestKeepRootedFrames(t *testing.T) {
	var b strings.Builder
	b.WriteString("thread 'main' (7) panicked at app/src/main.rs:2:29:\nbad amount\nstack backtrace:\n")
	var want []string
	for i := 0; i < 40; i++ {
		n := strconv.Itoa(i)
		b.WriteString("  " + n + ":     0x5632fee6" + n + " - ")
		switch i {
		case 4, 30:
			b.WriteString("app::parse_" + n + "::h01\n")
			want = append(want, "                               at /home/u/ws/app/src/"+map[int]string{4: "main", 30: "lib"}[i]+".rs:"+n+":5")
			b.WriteString(want[len(want)-1] + "\n")
		case 20:
			b.WriteString("hashbrown::map::extend::h02\n")
			b.WriteString("                               at /home/u/.cargo/registry/src/idx/hashbrown-0.16/src/map.rs:20:5\n")
		default:
			b.WriteString("core::iter::f" + n + "::h03\n                               at /rustc/abc/library/core/src/iter.rs:" + n + ":9\n")
		}
	}
	out := reduceAsRun(CargoBuild, b.String())
	for _, w := range want {
		if !strings.Contains(out, w+"\n") {
			t.Errorf("own frame lost: %q\n%s", w, out)
		}
	}
	if len(out) > b.Len()/2 {
		t.Errorf("%d of %d bytes kept, want under half", len(out), b.Len())
	}

}

// TestKeepFailedElements checks that a JUnit report keeps the testcase
// tag over each failure (it names the test) and not the passing ones'.
func TestKeepFailedElements(t *testing.T) {
	var b strings.Builder
	b.WriteString("<?xml version=\"1.0\"?>\n<testsuites>\n    <testsuite name=\"a.test.js\" tests=\"60\">\n")
	var want, pass []string
	for i := 0; i < 60; i++ {
		tag := fmt.Sprintf(`        <testcase classname="test/a.test.js" name="a &gt; case %d" time="0.0%d">`, i, i)
		b.WriteString(tag + "\n")
		if i%20 == 7 {
			want = append(want, tag)
			b.WriteString("            <failure message=\"expected 1 to be 2\" type=\"AssertionError\">\nAssertionError: expected 1 to be 2\n    at test/a.test.js:" + strconv.Itoa(i) + ":9\n            </failure>\n")
		} else {
			pass = append(pass, tag)
			b.WriteString("            <system-out>ok</system-out>\n")
		}
		b.WriteString("        </testcase>\n")
	}
	b.WriteString("    </testsuite>\n</testsuites>\n")
	if lost := reducedLacks(Generic, b.String(), want...); len(lost) > 0 {
		t.Errorf("failing testcases' tags lost: %q", lost)
	}
	if kept := len(pass) - len(reducedLacks(Generic, b.String(), pass...)); kept > len(pass)/2 {
		t.Errorf("%d of %d passing testcases' tags kept", kept, len(pass))
	}
}

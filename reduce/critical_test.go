package reduce

import (
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

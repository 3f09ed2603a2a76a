package reduce

import (
	"fmt"
	"strings"
	"testing"
)

// rewrapped is a formatter's diff of one file: each call written on one
// line comes back over several, its arguments with a trailing comma, and
// an import moves past an unchanged line.
func rewrapped(header string, calls int) []string {
	in := []string{header, "-use std::collections::HashMap;", " use crate::parse::Entry;", "+use std::collections::HashMap;", ""}
	for i := range calls {
		in = append(in,
			fmt.Sprintf("     fn f%d(&self) -> u32 {", i),
			fmt.Sprintf("-        compute(self.a%d, 'x', \"%d items\")", i, i),
			"+        compute(",
			fmt.Sprintf("+            self.a%d,", i),
			"+            \"x\",",
			fmt.Sprintf("+            \"%d items\",", i),
			"+        )",
			"     }")
	}
	return in
}

// TestLayoutDiffFolds: cargo fmt --check's hunks that only re-wrap and
// move lines go behind one note; every hunk's header and the last lines
// stay.
func TestLayoutDiffFolds(t *testing.T) {
	var in []string
	for h := range 6 {
		in = append(in, rewrapped(fmt.Sprintf("Diff in /home/dev/work/tally/src/cache.rs:%d:", 1+40*h), 5)...)
	}
	out, _ := reduceLines(Generic, textLines(strings.Join(in, "\n")), fullPath)
	if !strings.Contains(out, layoutNote+"\n") {
		t.Errorf("no layout note in:\n%s", out)
	}
	for h := range 6 {
		if k := fmt.Sprintf("Diff in /home/dev/work/tally/src/cache.rs:%d:", 1+40*h); !strings.Contains(out, k+"\n") {
			t.Errorf("lost the hunk header %q in:\n%s", k, out)
		}
	}
	if strings.Contains(out, "+            self.a2,") || strings.Contains(out, "-use std::collections::HashMap;") {
		t.Errorf("layout-only changed lines shown:\n%s", out)
	}
}

// TestLayoutDiffKeepsChanges: a file re-indented whose diff also changes
// one word, and one whose re-wrap changes the blanks inside a string, keep
// their changed lines; a re-indented file beside them folds.
func TestLayoutDiffKeepsChanges(t *testing.T) {
	reindent := func(name string, n int, last string) []string {
		in := []string{"diff --git a/" + name + " b/" + name, "index 38cd62c..0654804 100644", "--- a/" + name, "+++ b/" + name, fmt.Sprintf("@@ -1,%d +1,%d @@", n+2, n+2), " function f() {"}
		for i := range n {
			in = append(in, fmt.Sprintf("-  const v%d = load(%d);", i, i))
		}
		for i := range n {
			s := fmt.Sprintf("+    const v%d = load(%d);", i, i)
			if i == n-1 {
				s = last
			}
			in = append(in, s)
		}
		return append(in, " }")
	}
	var in []string
	in = append(in, reindent("js/depot.js", 12, "+    const v11 = load(11);")...)
	in = append(in, reindent("js/report.js", 12, "+    const v11 = load(12);")...)
	in = append(in, "diff --git a/js/msg.js b/js/msg.js", "index 1111111..2222222 100644", "--- a/js/msg.js", "+++ b/js/msg.js", "@@ -1,6 +1,6 @@")
	for i := range 4 {
		in = append(in, fmt.Sprintf("-  say('part %d of the text');", i))
	}
	for i := range 4 {
		in = append(in, fmt.Sprintf("+    say('part %d of  the text');", i))
	}
	out, _ := reduceLines(GitDiff, textLines(strings.Join(in, "\n")), fullPath)
	for _, k := range []string{"+    const v11 = load(12);", "-  const v11 = load(11);", "-  say('part 1 of the text');", "diff --git a/js/depot.js b/js/depot.js"} {
		if !strings.Contains(out, k+"\n") {
			t.Errorf("lost %q in:\n%s", k, out)
		}
	}
	if strings.Contains(out, "+    const v3 = load(3);\n") && !strings.Contains(out, layoutNote) {
		t.Errorf("the re-indented file did not fold:\n%s", out)
	}
	if !strings.Contains(out, layoutNote+"\n") {
		t.Errorf("no layout note in:\n%s", out)
	}
}

// TestLayoutKey: what a formatter changes is read alike; what changes code
// is not.
func TestLayoutKey(t *testing.T) {
	same := [][2]string{
		{"foo(a, b)", "foo(\n    a,\n    b,\n)"},
		{"x = {'k': 1}", "x = {\"k\": 1}"},
		{"for x in a\ndo", "for x in a; do"},
		{"a = f(b)", "a = f(b);"},
	}
	for _, p := range same {
		if layoutKey(p[0]) != layoutKey(p[1]) {
			t.Errorf("%q and %q read apart", p[0], p[1])
		}
	}
	apart := [][2]string{
		{"say('a b')", "say('ab')"},
		{"f(a, b)", "f(a)"},
		{"x = a,b", "x = ab"},
		{"total / count", "total / cnt"},
		{"f(a, b)", "f(b, a)"},
	}
	for _, p := range apart {
		if layoutKey(p[0]) == layoutKey(p[1]) {
			t.Errorf("%q and %q read alike", p[0], p[1])
		}
	}
}

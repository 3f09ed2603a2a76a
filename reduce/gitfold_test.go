package reduce

import (
	"fmt"
	"strings"
	"testing"
)

// fileDiff writes a git diff of one file whose hunks each change one line
// between three unchanged ones on each side, as a small edit does.
func fileDiff(name string, hunks int) string {
	var s strings.Builder
	fmt.Fprintf(&s, "diff --git a/%s b/%s\nindex 3e6ddc7..c331f76 100644\n--- a/%s\n+++ b/%s\n", name, name, name, name)
	for h := range hunks {
		fmt.Fprintf(&s, "@@ -%d,6 +%d,7 @@ def f%d(x, y):\n", h*40+5, h*40+5, h)
		fmt.Fprintf(&s, "     z = x * %d + y\n     if z > %d:\n         return z - 1\n", h, h*3)
		fmt.Fprintf(&s, "+    # note %d: keep in sync with the schema\n", h)
		s.WriteString("     return z\n \n def g(x):\n")
	}
	return s.String()
}

// TestDiffLoneChangeKept: a changed line alone between two runs of
// context left out is what its hunk is for: it stays, however short.
func TestDiffLoneChangeKept(t *testing.T) {
	in := fileDiff("src/app/api.py", 6) + fileDiff("src/app/core.py", 6)
	for _, kind := range []string{GitDiff, GitShow, GitLog} {
		text := in
		if kind == GitLog {
			text = "commit 0bad5b66a6b56d9877c496c849eda446bc89c6bd\nAuthor: A <a@example.com>\nDate:   Mon Nov 30 14:00:00 2026 +0000\n\n    Add notes\n\n" + in
		}
		out := reduceAsRun(kind, text)
		if out == text {
			t.Fatalf("%s: not reduced", kind)
		}
		if n := strings.Count(out, "\n+    # note "); n != 12 {
			t.Errorf("%s: %d of 12 changed lines kept:\n%s", kind, n, out)
		}
		if strings.Contains(out, "\n     if z > ") {
			t.Errorf("%s: context kept:\n%s", kind, out)
		}
		checkMarkers(t, text, out)
	}
}

// TestWordDiffNewFileFolded: --word-diff writes a new file's lines as
// "{+line+}"; past its head they fold as a "+" body does, and a changed
// word in an old file's line stays.
func TestWordDiffNewFileFolded(t *testing.T) {
	var s strings.Builder
	s.WriteString("diff --git a/src/cache.py b/src/cache.py\nnew file mode 100644\nindex 0000000..63bcfeb\n--- /dev/null\n+++ b/src/cache.py\n@@ -0,0 +1,90 @@\n")
	for i := range 90 {
		fmt.Fprintf(&s, "{+CACHE_%d = %d  # slot+}\n", i, i*7)
	}
	s.WriteString("diff --git a/src/api.py b/src/api.py\nindex 3e6ddc7..c331f76 100644\n--- a/src/api.py\n+++ b/src/api.py\n@@ -124,7 +125,7 @@ def f15(x, y):\n     \"\"\"Compute.\"\"\"\n    z = x * 16 + y {++ 10+}\n     return z\n")
	in := s.String()
	out := reduceAsRun(GitDiff, in)
	for _, want := range []string{"{+CACHE_0 = 0  # slot+}", "{+CACHE_19 = 133  # slot+}", "    z = x * 16 + y {++ 10+}", "+++ b/src/cache.py"} {
		if !strings.Contains(out, want+"\n") {
			t.Errorf("lost %q:\n%s", want, out)
		}
	}
	if strings.Contains(out, "CACHE_20 ") || strings.Contains(out, "CACHE_89 ") {
		t.Errorf("new file's body past its head kept:\n%s", out)
	}
	checkMarkers(t, in, out)
}

// TestDiffAlikeChangesKept: added lines alike but for a name ("+import
// json", "+import re", ...) are each a change, not a run of records to
// fold.
func TestDiffAlikeChangesKept(t *testing.T) {
	var s strings.Builder
	s.WriteString("diff --git a/src/main.py b/src/main.py\nindex 3e6ddc7..c331f76 100644\n--- a/src/main.py\n+++ b/src/main.py\n@@ -1,6 +1,14 @@\n import os\n")
	mods := []string{"json", "re", "sys", "time", "math", "uuid", "enum", "typing"}
	for _, m := range mods {
		s.WriteString("+import " + m + "\n")
	}
	s.WriteString(" import sys\n \n def main():\n")
	s.WriteString(fileDiff("src/util.py", 8))
	in := s.String()
	out := reduceAsRun(GitDiff, in)
	if out == in {
		t.Fatal("not reduced")
	}
	for _, m := range mods {
		if !strings.Contains(out, "\n+import "+m+"\n") {
			t.Errorf("lost +import %s:\n%s", m, out)
		}
	}
	checkMarkers(t, in, out)
}

// TestSampleBytesBound: the generic reducer's sample of plain lines is
// bounded by bytes as well as by count: a wide listing shows fewer rows.
func TestSampleBytesBound(t *testing.T) {
	words := []string{"alpha", "bravo", "charlie", "delta", "echo", "foxtrot", "golf", "hotel", "india", "juliet", "kilo", "lima"}
	var s strings.Builder
	for i := range 40 {
		var b strings.Builder
		h := uint32(i*2654435761 + 12345)
		for range 40 {
			h = h*1103515245 + 12345
			b.WriteString(words[(h>>16)%uint32(len(words))] + " ")
		}
		fmt.Fprintf(&s, "%s%s\n", words[i%len(words)], strings.Repeat(" "+b.String(), 1))
	}
	in := s.String()
	out := reduceAsRun(Generic, in)
	rows := len(splitLines(out)) - strings.Count(out, "[hooktool:")
	if rows > 17 {
		t.Errorf("%d of 40 wide lines kept, want 17 at most:\n%s", rows, out)
	}
	checkMarkers(t, in, out)
}

// TestLogLaterBodiesDropped: past the first commits, shown as --oneline
// shows them, a commit's body goes as --oneline leaves it out; its stat
// stays, and the first commits keep their bodies.
func TestLogLaterBodiesDropped(t *testing.T) {
	var s strings.Builder
	for c := 12; c > 0; c-- {
		fmt.Fprintf(&s, "commit %040x\nAuthor: Ada Dev <ada@example.com>\nDate:   Wed Dec 2 04:59:%02d 2026 +0000\n\n", c*7919, c)
		fmt.Fprintf(&s, "    Change %d: adjust computations\n\n    This commit tweaks computation %d so the\n    results match the schema.\n    Refs: #%d\n\n", c, c, 100+c)
		fmt.Fprintf(&s, " src/app/api%d.py | 4 +++-\n 1 file changed, 3 insertions(+), 1 deletion(-)\n\n", c)
	}
	in := s.String()
	out := reduceAsRun(GitLog, in)
	for c := 12; c > 0; c-- {
		for _, want := range []string{fmt.Sprintf("Change %d: adjust computations", c), fmt.Sprintf(" src/app/api%d.py | 4 +++-", c)} {
			if !strings.Contains(out, want) {
				t.Errorf("lost %q:\n%s", want, out)
			}
		}
	}
	for _, c := range []int{12, 11} {
		if !strings.Contains(out, fmt.Sprintf("    Refs: #%d\n", 100+c)) {
			t.Errorf("first commit %d lost its body:\n%s", c, out)
		}
	}
	for _, c := range []int{9, 5, 3} {
		if strings.Contains(out, fmt.Sprintf("    Refs: #%d\n", 100+c)) {
			t.Errorf("later commit %d kept its body:\n%s", c, out)
		}
	}
	checkMarkers(t, in, out)
}

// TestGraphLaterBodiesDropped: with --graph too, a later commit's body
// goes and its subject and stat stay.
func TestGraphLaterBodiesDropped(t *testing.T) {
	var s strings.Builder
	for c := 10; c > 0; c-- {
		fmt.Fprintf(&s, "* commit %040x\n| Author: Ada Dev <ada@example.com>\n| Date:   Wed Dec 2 04:59:%02d 2026 +0000\n|\n", c*7919, c)
		fmt.Fprintf(&s, "|     Change %d: adjust computations\n|\n|     This commit tweaks computation %d so the\n|     results match the schema.\n|\n", c, c)
		fmt.Fprintf(&s, "|  src/app/api%d.py | 4 +++-\n|  1 file changed, 3 insertions(+), 1 deletion(-)\n|\n", c)
	}
	in := s.String()
	out := reduceAsRun(GitLog, in)
	for c := 10; c > 0; c-- {
		for _, want := range []string{fmt.Sprintf("|     Change %d: adjust computations\n", c), fmt.Sprintf("|  src/app/api%d.py | 4 +++-\n", c)} {
			if !strings.Contains(out, want) {
				t.Errorf("lost %q:\n%s", want, out)
			}
		}
	}
	if strings.Contains(out, "tweaks computation 5 ") {
		t.Errorf("later body kept:\n%s", out)
	}
	if !graphBody("| |     text") || graphBody("|  a.go | 3 +-") || graphBody("| diff --git a/x b/x") {
		t.Error("graphBody misreads a graph line")
	}
	checkMarkers(t, in, out)
}

// TestDiffShortHunksWhole: the changed lines of short hunks all stay,
// past the budget of their file and though they read as a run of records
// or of progress ("-    x0 = f(0)", "-    x1 = f(1)", ...).
func TestDiffShortHunksWhole(t *testing.T) {
	var s strings.Builder
	s.WriteString("diff --git a/src/app/main.py b/src/app/main.py\nindex 3e6ddc7..c331f76 100644\n--- a/src/app/main.py\n+++ b/src/app/main.py\n")
	for h := range 6 {
		fmt.Fprintf(&s, "@@ -%d,16 +%d,16 @@ def run%d(args):\n", h*50+40, h*50+40, h)
		s.WriteString("     a = 1  # the first of the values we need to compute\n     b = 2  # the second\n     c = 3  # the third\n")
		for i := range 5 {
			fmt.Fprintf(&s, "-    x%d = compute_old(a, b, c, %d)\n", i, i)
		}
		for i := range 5 {
			fmt.Fprintf(&s, "+    x%d = compute_new(a, b, c, %d, mode=\"fast\")\n", i, i)
		}
		s.WriteString("     return a\n \n def other():\n")
	}
	in := s.String()
	for _, kind := range []string{GitDiff, GitShow} {
		out := reduceAsRun(kind, in)
		if out == in {
			t.Fatalf("%s: not reduced", kind)
		}
		if n := strings.Count(out, "\n-    x") + strings.Count(out, "\n+    x"); n != 60 {
			t.Errorf("%s: %d of 60 changed lines kept:\n%s", kind, n, out)
		}
		checkMarkers(t, in, out)
	}
}

package reduce

import (
	"fmt"
	"strings"
	"testing"
)

func TestArrowPlace(t *testing.T) {
	for _, c := range []struct {
		in, file, line string
	}{
		{" --> app/mod6.py:279:5", "app/mod6.py", "279"},
		{"  --> src/main.rs:3", "src/main.rs", "3"},
		{"   ╭─[src/a.js:1:7]", "src/a.js", "1"},
		{"  ┌─ doc/main.typ:12:3", "doc/main.typ", "12"},
		{` --> C:\src\main.rs:3:5`, `C:\src\main.rs`, "3"},
		{"A --> B", "", ""},
		{" --> next step", "", ""},
		{" --> a.rs:x:5", "", ""},
		{"   ╭─[src/a.js:1:7", "", ""},
		{"--> a b.rs:3:5", "", ""},
	} {
		file, ln, ok := arrowPlace(c.in)
		if ok != (c.file != "") || file != c.file || ln != c.line {
			t.Errorf("arrowPlace(%q) = %q, %q, %v; want %q, %q", c.in, file, ln, ok, c.file, c.line)
		}
	}
}

// ruffFull writes n findings as ruff's full format prints them: three
// rules, names and numbers differing from one to the next.
func ruffFull(n int) string {
	names := []string{"os", "sys", "json", "data", "tmp"}
	var b strings.Builder
	for i := range n {
		name := names[i%len(names)]
		file := fmt.Sprintf("app/mod%d.py", i%7+1)
		ln := 10 + i*7
		switch i % 3 {
		case 0:
			fmt.Fprintf(&b, "F401 [*] `%s` imported but unused\n --> %s:%d:8\n   |\n%-3d| import %s\n   |        ^^\n   |\nhelp: Remove unused import: `%s`\n\n", name, file, ln, ln, name, name)
		case 1:
			fmt.Fprintf(&b, "F841 Local variable `%s` is assigned to but never used\n --> %s:%d:5\n   |\n%-3d|     %s = compute(x, y)\n   |     ^^^^\n   |\nhelp: Remove assignment to unused variable `%s`\n\n", name, file, ln, ln, name, name)
		default:
			fmt.Fprintf(&b, "E501 Line too long (%d > 88)\n --> %s:%d:89\n   |\n%-3d|     result = compute(x, y)  # a comment that runs on\n   |                                                         ^^^^^^\n   |\n\n", 90+i, file, ln, ln)
		}
	}
	fmt.Fprintf(&b, "Found %d errors.\n", n)
	return b.String()
}

// TestArrowFindingsGrouped reduces ruff's full format through the generic
// reducer: each rule's first finding stays whole, the rest are one
// summary that lists every place (and the walk of checkMarkers accounts
// for every line), and no place is shown without its message.
func TestArrowFindingsGrouped(t *testing.T) {
	in := ruffFull(60)
	out := reduceAsRun(Generic, in)
	if len(out)*3 > len(in) {
		t.Errorf("reduced %d bytes to %d, want under a third:\n%s", len(in), len(out), out)
	}
	checkMarkers(t, in, out)
	sums := summaries(out)
	if len(sums) != 3 {
		t.Errorf("%d summaries, want one per rule:\n%s", len(sums), out)
	}
	shown := map[string]bool{}
	for _, l := range splitLines(out) {
		shown[l] = true
	}
	lines := splitLines(in)
	for i, l := range lines {
		if _, _, ok := arrowPlace(l); !ok {
			continue
		}
		for _, k := range []string{lines[i-1], l} {
			if !shown[k] && covered(sums, k) == nil {
				t.Errorf("%q neither shown nor in a summary", k)
			}
		}
	}
	assertNoOrphanPlace(t, out)
	for _, want := range []string{
		`more of "F401 [*] ` + "`…`" + ` imported but unused" under app/:`,
		`more of "E501 Line too long (… > 88)" under app/:`,
	} {
		if !strings.Contains(out, want) {
			t.Errorf("no summary %q in:\n%s", want, out)
		}
	}
}

// assertNoOrphanPlace fails when out shows a place behind an arrow whose
// message line is not right above it.
func assertNoOrphanPlace(t *testing.T, out string) {
	t.Helper()
	ls := splitLines(out)
	for i, l := range ls {
		if _, _, ok := arrowPlace(l); ok && (i == 0 || !arrowHead(ls[i-1])) {
			t.Errorf("place %q shown without its message:\n%s", l, out)
		}
	}
}

// TestArrowFindingsWhole: findings that each say something else (no
// summary stands for them) are shown with their labels and help; in the
// generic reducer whole, never cut by a marker.
func TestArrowFindingsWhole(t *testing.T) {
	var b strings.Builder
	for i := range 12 {
		fmt.Fprintf(&b, "error[E0%d]: message number %d about `v%d`\n  --> src/m%d.rs:%d:5\n   |\n%2d |     let v%d = f();\n   |         ^^ label %d says why\n   |\n   = note: note %d\nhelp: fix %d this way\n\n", 300+i, i, i, i, i+3, i+3, i, i, i, i)
	}
	b.WriteString(strings.Repeat("   Compiling dep v0.1.0\n", 60))
	in := b.String()
	for _, kind := range []string{Generic, Lint} {
		// (A linter's reducer budgets the quoted source: its labels
		// and help stay all the same.)
		out := reduceAsRun(kind, in)
		checkMarkers(t, in, out)
		assertNoOrphanPlace(t, out)
		for i := range 12 {
			wants := []string{fmt.Sprintf("^^ label %d says why", i), fmt.Sprintf("help: fix %d this way", i)}
			if kind == Generic {
				wants = append(wants, fmt.Sprintf("let v%d = f();", i)) // an error whole
			}
			for _, want := range wants {
				if !strings.Contains(out, want) {
					t.Errorf("%s: finding %d lost %q:\n%s", kind, i, want, out)
				}
			}
		}
	}
}

// TestArrowLabelsSayMore: of findings with one message, one whose labels
// say something the shown ones' do not stays whole; those that say the
// same go into the summary.
func TestArrowLabelsSayMore(t *testing.T) {
	var b strings.Builder
	for i := range 20 {
		label := "no item named `X` in scope"
		if i == 5 {
			label = "no item named `missing` in module `ledger`"
		}
		fmt.Fprintf(&b, "warning: unresolved link to `L%d`\n  --> src/lib.rs:%d:9\n   |\n%2d | /// see [L%d]\n   |%s^^ %s\n\n", i, 10+i, 10+i, i, strings.Repeat(" ", 3+i%7), label)
	}
	in := b.String()
	out := reduceAsRun(Generic, in)
	checkMarkers(t, in, out)
	if !strings.Contains(out, "^^ no item named `missing` in module `ledger`") {
		t.Errorf("the label that says more is gone:\n%s", out)
	}
	if !strings.Contains(out, `[hooktool: 18 more of "warning: unresolved link to `+"`…`"+`"`) {
		t.Errorf("want the 18 that say the same in one summary:\n%s", out)
	}
}

// TestArrowNoFalseAlarms: outputs with no message over an arrow to a
// place have no arrow finding, whatever their arrows and carets.
func TestArrowNoFalseAlarms(t *testing.T) {
	for name, in := range map[string]string{
		"python traceback": "Traceback (most recent call last):\n  File \"a.py\", line 3, in <module>\n    f()\n    ^^^\nValueError: bad\n",
		"rust panic":       "thread 'main' panicked at src/main.rs:3:5:\nboom\nstack backtrace:\n   0: rust_begin_unwind\n             at /rustc/abc/library/std/src/panicking.rs:645:5\n",
		"diff":             "--- a/x.md\n+++ b/x.md\n@@ -1,3 +1,3 @@\n-step one --> step two\n+step one --> step three\n context\n",
		"log":              "2024-01-01 INFO start --> worker:3\n2024-01-01 INFO flow A --> B\n",
		"mermaid":          "graph TD\n  A --> B\n  B --> C:12\n",
		"place alone":      "some text\n\n --> src/a.rs:3:5\n",
	} {
		if in := arrowBlocks(textLines(in)); in != nil {
			t.Errorf("%s: read as an arrow finding: %v", name, in)
		}
	}
}

// TestArrowMiette: miette's reports (oxlint's), the place in a box's
// corner under an indented message, and codespan's group as rustc's do.
func TestArrowMiette(t *testing.T) {
	var b strings.Builder
	for i := range 30 {
		name := []string{"foo", "bar", "baz"}[i%3]
		fmt.Fprintf(&b, "  ⚠ eslint(no-unused-vars): Variable '%s' is declared but never used.\n   ╭─[src/f%d.js:%d:7]\n %2d │ const %s = 1;\n    ·       ─┬─\n    ·        ╰── '%s' is declared here\n    ╰────\n  help: Consider removing this declaration.\n\n", name, i%4, 10+i, 10+i, name, name)
	}
	b.WriteString("Found 30 warnings and 0 errors.\n")
	// codespan's (gleam's, typst's): the place after a corner.
	var c strings.Builder
	for i := range 30 {
		fmt.Fprintf(&c, "error: Unknown variable\n  ┌─ src/app%d.gleam:%d:5\n  │\n%d │   fooo%d\n  │   ^^^^^ Did you mean `foo`?\n\n", i%3, 10+i, 10+i, i)
	}
	for in, want := range map[string]string{
		b.String(): `[hooktool: 29 more of "⚠ eslint(no-unused-vars): Variable '…' is declared but never used." under src/: f1.js:11(bar)`,
		c.String(): `[hooktool: 29 more of "error: Unknown variable" under src/: app1.gleam:11`,
	} {
		out := reduceAsRun(Generic, in)
		checkMarkers(t, in, out)
		assertNoOrphanPlace(t, out)
		if !strings.Contains(out, want) {
			t.Errorf("want the 29 repeats in one summary %q:\n%s", want, out)
		}
	}
}

// TestArrowSuggestionsAlike: a suggestion that quotes each place's own
// code ("try: `v3.is_empty()`") says what the shown one says: one block
// whole, the rest in the summary; labels that all differ keep at most
// arrowWhole blocks whole.
func TestArrowSuggestionsAlike(t *testing.T) {
	var b, c strings.Builder
	for i := range 20 {
		fmt.Fprintf(&b, "warning: length comparison to zero\n  --> src/a.rs:%d:8\n   |\n%2d |     if v%d.len() == 0 {\n   |        ^^^^^^^^^^^^^ help: using `is_empty` is clearer: `v%d.is_empty()`\n\n", 10+i, 10+i, i, i)
		fmt.Fprintf(&c, "warning: unused result\n  --> src/b.rs:%d:8\n   |\n%2d |     f();\n   |     ^^^ label number%d%s\n\n", 10+i, 10+i, i, strings.Repeat(" word", i))
	}
	for name, in := range map[string]string{"alike": b.String(), "differ": c.String()} {
		out := reduceAsRun(Generic, in)
		checkMarkers(t, in, out)
		want := 1
		if name == "differ" {
			want = arrowWhole
		}
		if n := strings.Count(out, "\n  --> "); n != want {
			t.Errorf("%s: %d blocks shown whole, want %d:\n%s", name, n, want, out)
		}
	}
}

func TestPairArrowHeads(t *testing.T) {
	ls := textLines("F401 `os` imported but unused\n --> a.py:1:8\nsome text here\n --> b.py:2:1\nwarning: noise\n --> /rustc/lib.rs:3:4\n")
	ls[1].cls = keep                    // a place kept under a message that was not
	ls[3].cls = keep                    // under a plain line of words: its message all the same
	ls[4].cls, ls[5].cls = drop, normal // neither kept: left to the budgets
	pairArrowHeads(ls)
	for i, want := range []class{keep, keep, keep, keep, drop, normal} {
		if ls[i].cls != want {
			t.Errorf("line %d %q: class %v, want %v", i, ls[i].text, ls[i].cls, want)
		}
	}
}

// TestArrowNoBlankBetween: findings with no blank line between them
// (miette's indented messages) are each one finding, not one block.
func TestArrowNoBlankBetween(t *testing.T) {
	var b strings.Builder
	for i := range 30 {
		fmt.Fprintf(&b, "  × eslint(eqeqeq): Expected === and instead saw ==\n   ╭─[src/f%d.js:%d:7]\n %2d │ if (a == b) {}\n    ·       ──\n    ╰────\n  help: Prefer === operator\n", i%4, 10+i, 10+i)
	}
	in := b.String()
	ls := textLines(in)
	d, end, ok := arrowDiag(ls, 0)
	if !ok || end != 6 || d.file != "src/f0.js" || d.line != "10" {
		t.Fatalf("arrowDiag = %+v, %d, %v; want the first six lines at src/f0.js:10", d, end, ok)
	}
	out := reduceAsRun(Generic, in)
	checkMarkers(t, in, out)
	if !strings.Contains(out, `[hooktool: 29 more of "× eslint(eqeqeq): Expected === and instead saw ==" under src/:`) {
		t.Errorf("want the 29 repeats in one summary:\n%s", out)
	}
}

func TestCaretLabel(t *testing.T) {
	for s, want := range map[string]bool{
		"   |     ^^^ value borrowed here after move": true,
		"  |            ---   ^^^^ expected `i32`":    true,
		"   ·        ╰── 'x' is declared here":        true,
		"  |        ^^^^":     false,
		"  |":                 false,
		"12 |     let x = 1;": false,
		"   |     this expression has type `&[Rect]`": false,
		"help: remove it": false,
	} {
		if got := caretLabel(s); got != want {
			t.Errorf("caretLabel(%q) = %v, want %v", s, got, want)
		}
	}
}

// TestArrowBareCarets: findings that each say something else and whose
// carets carry no label keep message, place and help; their quoted
// source, which the place points at, is the budget's (a linter's saves
// it).
func TestArrowBareCarets(t *testing.T) {
	var b strings.Builder
	for i := range 30 {
		fmt.Fprintf(&b, "B%d Rule number %d complains about `thing%d`\n --> app/m%d.py:%d:5\n   |\n%-3d|     thing%d = call()\n   |     ^^^^^^\n   |\nhelp: Do the fix number %d\n\n", 100+i, i, i, i%5, 10+i, 10+i, i, i)
	}
	in := b.String()
	for _, kind := range []string{Generic, Lint} {
		out := reduceAsRun(kind, in)
		checkMarkers(t, in, out)
		assertNoOrphanPlace(t, out)
		if kind == Lint && len(out)*10 > len(in)*9 { // (the generic reducer's windows around the kept lines span them)
			t.Errorf("%s: %d of %d bytes left, want a tenth saved at least:\n%s", kind, len(out), len(in), out)
		}
		for i := range 30 {
			if want := fmt.Sprintf("help: Do the fix number %d\n", i); !strings.Contains(out, want) {
				t.Errorf("%s: lost %q", kind, want)
			}
		}
	}
}

// TestArrowFindingSaidTwice: an arrow finding said a second time (the
// same message, labels and notes at another place: the same mistake
// copied into a second file) is one summary line naming its place, not
// the block again.
func TestArrowFindingSaidTwice(t *testing.T) {
	block := func(file string) string {
		return "error[E0502]: cannot borrow `self.items` as mutable because it is also borrowed as immutable\n" +
			"  --> " + file + ":16:9\n" +
			"   |\n" +
			"14 |         let first = self.items.get(name);\n" +
			"   |                     ---------- immutable borrow occurs here\n" +
			"15 |         self.log.push(format!(\"took {}\", name));\n" +
			"16 |         self.items.insert(name.to_string(), 0);\n" +
			"   |         ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^ mutable borrow occurs here\n" +
			"17 |         first\n" +
			"   |         ----- returning this value requires that `self.items` is borrowed for `'1`\n\n"
	}
	in := "   Compiling shop v0.1.0 (/src/shop)\n" + block("src/lib.rs") + block("src/store.rs") +
		"For more information about this error, try `rustc --explain E0502`.\n" +
		"error: could not compile `shop` (lib) due to 2 previous errors\n"
	out := reduceAsRun("cargo build", in)
	checkMarkers(t, in, out)
	if n := strings.Count(out, "\nerror[E0502]"); n != 1 {
		t.Errorf("the finding shown %d times, want once:\n%s", n, out)
	}
	if !strings.Contains(out, `1 more of "error[E0502]: cannot borrow `+"`self.items`"+` as mutable because it is also borrowed as immutable" at src/store.rs:16`) {
		t.Errorf("no summary naming the second place:\n%s", out)
	}
	assertNoOrphanPlace(t, out)
}

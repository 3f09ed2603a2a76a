package reduce

import (
	"regexp"
	"strconv"
	"strings"
	"testing"
)

// A diff hunk under a failure keeps its changes and one line around each.
func TestHunkContextTrimmed(t *testing.T) {
	ls := textLines(strings.Join([]string{
		"    @@ -1,9 +1,9 @@",
		"      a: 1,",
		"      b: 2,",
		"      c: 3,",
		"    -   d: 4,",
		"    +   d: 5,",
		"      e: 6,",
		"      f: 7,",
		"",
		"      g: 8,",
	}, "\n"))
	ls = trimHunkContext(ls)
	want := []class{normal, drop, drop, normal, normal, normal, normal, drop, normal, normal}
	for i, l := range ls {
		if l.cls != want[i] {
			t.Errorf("line %d %q: class %d, want %d", i, l.text, l.cls, want[i])
		}
	}
}

// rustc blocks that say the same (labels and notes alike) keep one whole;
// a block whose labels say more stays whole too.
func TestRustBlocksAlikeGroup(t *testing.T) {
	block := func(fn, line, label string) []string {
		return []string{
			"warning: writing `&Vec` instead of `&[_]` involves a new object where a slice will do",
			" --> src/lib.rs:" + line + ":13",
			"  |",
			line + " | pub fn " + fn + "(v: &Vec<i32>) -> i32 { v[0] }",
			"  |             ^^^^^^^^^ " + label,
			"",
		}
	}
	var in []string
	for i, fn := range []string{"a", "b", "c", "d", "e"} {
		label := "help: change this to: `&[i32]`"
		if i == 1 {
			label = "help: this one is borrowed twice"
		}
		in = append(in, block(fn, strconv.Itoa(i+1), label)...)
	}
	ls := textLines(strings.Join(in, "\n"))
	ls = groupDiags(ls)
	var sums []string
	for _, l := range ls {
		if l.syn {
			sums = append(sums, l.text)
		}
	}
	want := "[hooktool: 3 more of \"warning: writing `&Vec` instead of `&[_]` involves a new object where a slice will do\" under src/: lib.rs:3,4,5"
	if len(sums) != 1 || sums[0] != want {
		t.Errorf("summaries %q, want %q", sums, want)
	}
}

// fileLineRe is what fileLine reads, as a pattern: the reference it is
// checked against.
var fileLineRe = regexp.MustCompile(`[\w)]\.[A-Za-z]\w*:\d+|\w\.[A-Za-z]\w*\(\d+,\d+\)|File "[^"]+", line \d+|, line \d+|\w\.[A-Za-z]\w*:? line \d+\b|\bline \d+ of [\w/.-]*\w\.[A-Za-z]|\b(Dockerfile|Containerfile|Makefile|GNUmakefile|makefile|Jenkinsfile|Vagrantfile|Gemfile|Rakefile|Justfile|justfile):\d+`)

// fileLine agrees with the pattern on every line of every recorded output
// and on edge cases.
func TestFileLineAgreesWithPattern(t *testing.T) {
	lines := []string{"a.go:3", "x.1a:3", "a.b.c:1", "f().ts:4", "(x).go:1", "Dockerfile:8", "myDockerfile:8", "GNUmakefile:2", "x makefile:3",
		"src/a.ts(12,5): error", "a.ts(12,)", "a.ts(12,5", "f(1,2)", `File "x.py", line 3`, "at x, line 4", ", line x", "in a.sh line 3:", "a.sh line 3x",
		"a.sh line 33 ", ".go:1", "a.:1", "a._x:1", "é.go:1", "a.go:", "line 3", "x.sh  line 3", "a.b line 9", "ok.Z9(1,2)",
		"lib/f.js: line 3, col 4, x", "a.sh: line 7: x: command not found", "a.js: line x", "a.js:  line 3", "a.js: line 3x", "x: line 3",
		"line 12 of src/a.c", "at line 3 of a.txt.", "inline 3 of a.c", "line 3 of a.", "line 3 of .c", "line 3 of x", "line 3 of (a.c)"}
	for _, dir := range []string{"testdata/fixtures", "testdata/fresh", "testdata/fresh2"} {
		for _, fx := range loadFixtures(t, dir) {
			lines = append(lines, strings.Split(fx.output, "\n")...)
		}
	}
	for _, s := range lines {
		if got, want := fileLine(s), fileLineRe.MatchString(s); got != want {
			t.Errorf("fileLine(%q) = %v, the pattern says %v", s, got, want)
		}
	}
}

func FuzzFileLine(f *testing.F) {
	for _, s := range []string{"a.go:3", "x.ts(1,2)", `File "a", line 2`, "Makefile:3", "a.sh line 4"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		if got, want := fileLine(s), fileLineRe.MatchString(s); got != want {
			t.Fatalf("fileLine(%q) = %v, the pattern says %v", s, got, want)
		}
	})
}

// A finding marked by a sign is a warning; biome's "path:line:col rule"
// header reads as a diagnostic whose message starts after the column.
func TestSignedFindingsAndBiomeHeader(t *testing.T) {
	for s, want := range map[string]bool{
		"  ! eslint(no-unused-vars): Variable 'x' is declared but never used.": true,
		"⚠ deprecated option":                            true,
		"! [rejected]        main -> main (fetch first)": true,
		"!!":           false,
		"!  ":          false,
		"hello! there": false,
	} {
		if got := warning(s); got != want {
			t.Errorf("warning(%q) = %v, want %v", s, got, want)
		}
	}
	d, ok := parseDiag("src/m1.js:2:10 lint/correctness/noUnusedVariables  FIXABLE  ━━━━")
	if !ok || d.file != "src/m1.js" || d.line != "2" || !strings.HasPrefix(d.key, "lint/correctness/noUnusedVariables") {
		t.Errorf("biome header read as %+v, %v", d, ok)
	}
}

// A drawn bar with a rate or an ETA is progress; a box's light edge and
// a place with a bar after it are not.
func TestDrawnBarsAreProgress(t *testing.T) {
	for s, want := range map[string]bool{
		"   ━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━ 1.2/1.2 MB 3.4 MB/s eta 0:00:00": true,
		" 45%|████▌     | 45/100 [00:01<00:01, 30.1it/s]": true,
		"┌──────────────────┐":                            false,
		"src/m1.js:1:5 lint/style ━━━━━━━━━━━━━━━━━":      false,
		"error: download failed ━━━━━━━━━━ 10%":           false,
	} {
		if got := progressLine(s); got != want {
			t.Errorf("progressLine(%q) = %v, want %v", s, got, want)
		}
	}
}

// A webpack loader's messages under their place lines are grouped; the
// place lines stay.
func TestLoaderMessagesGroup(t *testing.T) {
	var in []string
	for i := 1; i <= 8; i++ {
		n := strconv.Itoa(i)
		in = append(in, "ERROR in /src/m"+n+".ts", "[tsl] ERROR in /src/m"+n+".ts(8,7)", "      TS2322: Type 'number' is not assignable to type 'string'.", " @ ./src/index.ts 3:15-32", "")
	}
	out, _ := Text(Bundle, strings.Join(in, "\n")+"\n", "/f")
	want := `[hooktool: 7 more of "TS2322: Type 'number' is not assignable to type 'string'." under /src/: m2.ts:8 m3.ts:8 m4.ts:8 m5.ts:8 m6.ts:8 m7.ts:8 m8.ts:8`
	if !strings.Contains(out, want) {
		t.Errorf("no summary %q in\n%s", want, out)
	}
	for i := 1; i <= 8; i++ {
		if s := "[tsl] ERROR in /src/m" + strconv.Itoa(i) + ".ts(8,7)\n"; !strings.Contains(out, s) {
			t.Errorf("place line %q lost:\n%s", s, out)
		}
	}
	if n := strings.Count(out, "      TS2322"); n != 1 {
		t.Errorf("the message shows %d times, want once:\n%s", n, out)
	}
}

func TestRuleLine(t *testing.T) {
	for s, want := range map[string]bool{
		"⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯[1/4]⎯": true,
		"----------------------": true,
		"  ==========":           true,
		"==== FAILURES ====":     false,
		"|--------|--------|":    false,
		"- - - - - - - - - - -":  false,
		"---":                    false,
		"12345678901234":         false,
	} {
		if got := ruleLine(s); got != want {
			t.Errorf("ruleLine(%q) = %v, want %v", s, got, want)
		}
	}
}

// Messages that differ in one bare word group as one, the word listed
// with each place.
func TestOneWordApartGroup(t *testing.T) {
	var in []string
	for i := 1; i <= 3; i++ {
		for _, m := range []string{"os", "sys", "json"} {
			in = append(in, "mod"+strconv.Itoa(i)+".py:1:0: W0611: Unused import "+m+" (unused-import)")
		}
	}
	ls := groupDiags(textLines(strings.Join(in, "\n")))
	var sums []string
	for _, l := range ls {
		if l.syn {
			sums = append(sums, l.text)
		}
	}
	want := `[hooktool: 8 more of "W0611: Unused import … (unused-import)" at mod1.py:1(sys),1(json) mod2.py:1(os),1(sys),1(json) mod3.py:1(os),1(sys),1(json)`
	if len(sums) != 1 || sums[0] != want {
		t.Errorf("summaries %q, want %q", sums, want)
	}
}

// A folder with "(" in its name (a Next.js route group) is a place like
// any other: grouping it must not trip on the parenthesis.
func TestPlaceWithParenthesis(t *testing.T) {
	var in []string
	for i := 1; i <= 6; i++ {
		in = append(in, "app/(auth)/login/page.tsx("+strconv.Itoa(i)+",5): error TS2304: Cannot find name 'x"+strconv.Itoa(i)+"'.")
	}
	out, omitted := textAs(Tsc, strings.Join(in, "\n")+"\n", "/f", false) // (the rules, at any length)
	if !omitted || !strings.Contains(out, `more of "error TS2304: Cannot find name '…'." under app/(auth)/login/: page.tsx:2(x2),3(x3)`) {
		t.Errorf("not grouped by place:\n%s", out)
	}
}

// TestCargoErrorEndsAtNextRun: cargo's "error: test failed, to rerun pass
// `--lib`" has no snippet under it; the next test binary's run after it
// is no part of it, and the names of that run's passing tests are not
// kept as the error's lines. A compiler error's own place and snippet
// still are.
func TestCargoErrorEndsAtNextRun(t *testing.T) {
	in := []string{
		"error[E0308]: mismatched types",
		"  --> src/lib.rs:3:5",
		"   |",
		"3  |     n",
		"   |     ^ expected `i32`, found `usize`",
		"",
		"test result: FAILED. 7 passed; 2 failed; 0 ignored; 0 measured; 0 filtered out; finished in 0.70s",
		"",
		"error: test failed, to rerun pass `--lib`",
		"     Running tests/api.rs (target/debug/deps/api-0123456789abcdef)",
		"",
		"running 2 tests",
		"",
		"successes:",
		"    pays_out",
		"    rounds_down",
	}
	ls := textLines(strings.Join(in, "\n") + "\n")
	classify(specFor(CargoTest), ls)
	for i, l := range ls {
		want := keep
		switch {
		case i >= 10 && l.text != "":
			want = normal
		case i == 9 || i >= 2 && i <= 4 || i == 0 || i == 1 || i == 6 || i == 8:
			want = keep
		default:
			continue
		}
		if l.cls != want && !(want == normal && l.cls == drop) {
			t.Errorf("line %d %q: class %v, want %v", i, l.text, l.cls, want)
		}
	}
}

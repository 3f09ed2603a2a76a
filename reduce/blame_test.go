package reduce

import (
	"fmt"
	"strings"
	"testing"
)

func TestBlamePrefix(t *testing.T) {
	for _, c := range []struct{ in, pre string }{
		{"1a2b3c4d (Ana Lee           2026-11-20 10:00:00 +0000 12) a (1)", "1a2b3c4d (Ana Lee           2026-11-20 10:00:00 +0000 12) "},
		{"^1a2b3c4 (Ana Lee 2026-11-20 10:00:00 +0000  2) \tb) x", "^1a2b3c4 (Ana Lee 2026-11-20 10:00:00 +0000  2) "},
		{"1a2b3c4d 12) x := f(1)", "1a2b3c4d 12) "},                                                                       // -s
		{"1a2b3c4d src/a.go 7 (Ana Lee 2026-11-20 7) }", "1a2b3c4d src/a.go 7 (Ana Lee 2026-11-20 7) "},                   // -f -n --date=short
		{"1a2b3c4d\t(   Ana Lee\t2026-11-20 10:00:00 +0000\t3)c", "1a2b3c4d\t(   Ana Lee\t2026-11-20 10:00:00 +0000\t3)"}, // -c, git annotate
		{"00000000 (Not Committed Yet 2026-11-20 10:00:00 +0000 5) e", "00000000 (Not Committed Yet 2026-11-20 10:00:00 +0000 5) "},
		{"export const rate1 = 180;", ""},
		{"abc (Ana 1) x", ""},          // too short for a commit id
		{"1a2b3c4d (Ana Lee x) y", ""}, // no line number
		{"2026-11-20 10:00:00 INFO start (pid 12)", ""},
		{"1a2b3c4 bump the parser (part 3)", ""},                                      // git log --oneline
		{"1a2b3c4d (Ana 1796191574 +0000 9) x", "1a2b3c4d (Ana 1796191574 +0000 9) "}, // -t
		{"1a2b3c4d src/a.go 3 12) x", "1a2b3c4d src/a.go 3 12) "},                     // -s -f -n
		{"1a2b3c4 fix the parser 12) x", ""},                                          // three words: no -s row
	} {
		if k := blamePrefix(c.in); c.in[:k] != c.pre {
			t.Errorf("blamePrefix(%q) = %q, want %q", c.in, c.in[:k], c.pre)
		}
	}
}

// blameOf annotates src's lines as git blame does, with commit ids that
// start with a digit: read with them, the rows are alike records.
func blameOf(src []string) string {
	var b strings.Builder
	for i, l := range src {
		fmt.Fprintf(&b, "%08x (Dev One 2026-11-%02d 1%d:00:00 +0000 %4d) %s\n", 0x10000000+i*7919, 10+i%20, i%10, i+1, l)
	}
	return b.String()
}

// A blame is the file it annotates: every row of a source file stays,
// however alike the rows, whether the command is named or not.
func TestBlameKeepsRows(t *testing.T) {
	var src []string
	for i := range 60 {
		src = append(src, fmt.Sprintf("export const rate%d = %d;", i+1, 90+3*i))
	}
	in := blameOf(src)
	for _, kind := range []string{Print, Generic} {
		if out, omitted := reduceLines(kind, textLines(in), "/p"); omitted || out != in {
			t.Errorf("%s: a blame of alike lines was reduced:\n%s", kind, out)
		}
	}
}

// A long blame folds where a cat of its file folds, and nowhere else: a
// 2,000-line source file comes back whole, a data file's long run of rows
// folds to the same lines.
func TestBlameFoldsAsCat(t *testing.T) {
	var code, data []string
	for i := range 2000 {
		switch i % 4 {
		case 0:
			code = append(code, fmt.Sprintf("function handler%d(req, res) {", i))
		case 1:
			code = append(code, fmt.Sprintf("  if (req.v%d > %d) { return next(req, %d); }", i, i, i))
		case 2:
			code = append(code, "}")
		default:
			code = append(code, "")
		}
	}
	data = append(data, "   id  name      qty  price")
	for i := range 400 {
		data = append(data, fmt.Sprintf("%5d  item%-4d  %3d  %d.%02d", i+1, i, i%7, 3+i%40, i%100))
	}
	// (Objects with no id: the note that names the ids of the objects
	// folded cannot carry each one's commit, so under blame the ids show
	// in place: table.go.)
	jsonArr := []string{"["}
	for i := range 200 {
		jsonArr = append(jsonArr, "  {", fmt.Sprintf(`    "qty": %d,`, i+1), fmt.Sprintf(`    "label": "item%d"`, i), "  },")
	}
	jsonArr = append(jsonArr, "  {", `    "qty": 0`, "  }", "]")
	for n, src := range [][]string{code, data, jsonArr} {
		cat, catOmitted := reduceLines(Print, textLines(strings.Join(src, "\n")+"\n"), "/p")
		blame, blameOmitted := reduceLines(Print, textLines(blameOf(src)), "/p")
		if catOmitted != (n > 0) || blameOmitted != catOmitted {
			t.Fatalf("file %d: cat omitted %v, blame omitted %v", n, catOmitted, blameOmitted)
		}
		var got []string
		for _, l := range splitLines(blame) {
			if k := blamePrefix(l); k > 0 {
				l = l[k:]
			}
			got = append(got, l)
		}
		if want := splitLines(cat); strings.Join(got, "\n") != strings.Join(want, "\n") {
			t.Errorf("blame of a %d-line file reduced otherwise than its cat:\n%s\nwant\n%s", len(src), strings.Join(got, "\n"), cat)
		}
	}
}

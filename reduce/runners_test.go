package reduce

import (
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

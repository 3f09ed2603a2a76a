package reduce

import (
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

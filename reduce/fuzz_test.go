package reduce

import (
	"strings"
	"testing"
)

// FuzzText: for any output and kind, every omission is marked with the
// exact count and every other line is the original one.
func FuzzText(f *testing.F) {
	f.Add("go test", strings.Repeat("=== RUN TestX\n--- PASS: TestX\n", 300)+"--- FAIL: TestY\nFAIL\n")
	f.Add("git status", strings.Repeat("\tmodified:   a.go\n", 200))
	f.Add("generic", strings.Repeat("x\r\n\x1b[31mred\x1b[0m\n", 100))
	f.Add("find", strings.Repeat("a/b/c\n", 500))
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

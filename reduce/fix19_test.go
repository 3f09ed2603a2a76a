package reduce

import (
	"strings"
	"testing"
)

// TestCaretUnderBlankLine: a bare caret whose shown line above is blank,
// under a diagnostic's severity, is read without a fault (the frame walk
// asked whether the blank line heads a diagnostic and indexed its first
// byte); the error and its place stay.
func TestCaretUnderBlankLine(t *testing.T) {
	var b strings.Builder
	b.WriteString("src/a.c:3:5: error: expected ';' before '}' token\n\n    ^\n")
	for i := range 60 {
		b.WriteString("checking unit " + strings.Repeat("x", i%7) + " done\n")
	}
	b.WriteString("1 error generated.\n")
	out, _ := reduceLines(Generic, textLines(b.String()), fullPath)
	for _, k := range []string{"src/a.c:3:5: error: expected ';' before '}' token", "1 error generated."} {
		if !strings.Contains(out, k+"\n") {
			t.Errorf("lost %q in:\n%s", k, out)
		}
	}
}

package reduce

import (
	"encoding/json"
	"fmt"
	"strings"
	"testing"
)

// eslintJSON is eslint -f json's report: one line, an object per file,
// each with n messages.
func eslintJSON(files, n int) string {
	var b strings.Builder
	b.WriteByte('[')
	for f := 0; f < files; f++ {
		if f > 0 {
			b.WriteByte(',')
		}
		fmt.Fprintf(&b, `{"filePath":"/w/kiln/src/m%d.ts","messages":[`, f)
		for k := 0; k < n; k++ {
			if k > 0 {
				b.WriteByte(',')
			}
			fmt.Fprintf(&b, `{"ruleId":"no-unused-vars","severity":2,"message":"'v%d' is assigned a value but never used.","line":%d,"column":7,"nodeType":"Identifier","messageId":"unusedVar","endLine":%d,"endColumn":9}`, k, k+3, k+3)
		}
		fmt.Fprintf(&b, `],"suppressedMessages":[],"errorCount":%d,"fatalErrorCount":0,"warningCount":0,"fixableErrorCount":0,"fixableWarningCount":0,"usedDeprecatedRules":[]}`, n)
	}
	b.WriteString("]\n")
	return b.String()
}

// TestJSONReportWhole: a report printed as one JSON document (eslint -f
// json) past the last line's usual bound comes back whole, so it still
// parses; one past lastJSONWhole is clipped around its errors, as any
// line, and a long line that is not JSON is clipped as before.
func TestJSONReportWhole(t *testing.T) {
	doc := eslintJSON(12, 6) // about 14 KB
	if len(doc) <= lastWhole || len(doc) > lastJSONWhole {
		t.Fatalf("the report is %d bytes; the test wants one between %d and %d", len(doc), lastWhole, lastJSONWhole)
	}
	out := reduceAsRun(Eslint, doc)
	if !json.Valid([]byte(strings.TrimSpace(out))) {
		t.Errorf("a %d-byte JSON report no longer parses:\n%.400s", len(doc), out)
	}
	big := eslintJSON(40, 6)
	if out := reduceAsRun(Eslint, big); len(out) >= len(big)/2 {
		t.Errorf("a %d-byte JSON report came back at %d bytes; want it clipped", len(big), len(out))
	}
	notJSON := strings.TrimSuffix(doc, "]\n") + "\n"
	if out := reduceAsRun(Eslint, notJSON); len(out) >= len(notJSON)/2 {
		t.Errorf("a %d-byte line that is not one JSON document came back at %d bytes; want it clipped", len(notJSON), len(out))
	}
}

// TestCodedNoteFinding: shellcheck -f gcc's notes (its info and style
// findings, each ending in its rule's code) are findings: every one
// stays, past the budget, in a script named without an extension too. A
// compiler's note, with no code, is not raised so.
func TestCodedNoteFinding(t *testing.T) {
	var b strings.Builder
	var notes []string
	for k := 0; k < 60; k++ {
		n := fmt.Sprintf("bin/rota:%d:%d: note: Prefer putting braces around variable references even when not strictly required. [SC2250]", k+4, k%9+3)
		notes = append(notes, n)
		b.WriteString(n + "\n")
		if k%10 == 0 {
			fmt.Fprintf(&b, "bin/rota:%d:1: warning: Use 'cd ... || exit' or 'cd ... || return' in case cd fails. [SC2164]\n", k+4)
		}
	}
	wants(t, reduceAsRun(Lint, b.String()), notes...)
	if codedNote("src/a.c:3:5: note: declared here") || codedNote("  bin/rota:4:5: note: x [SC2250]") || !codedNote("lib/x.sh:9: info: Double quote to prevent globbing. [SC2086]") {
		t.Error("codedNote misreads a compiler's note, an indented line or a note without a column")
	}
}

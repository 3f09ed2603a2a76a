package reduce

import (
	"fmt"
	"strings"
	"testing"
)

// TestTapOkWithWarnings: eslint's tap format passes a file that has only
// warnings ("ok 7 - file" over a YAML block); the warning and the file
// stay, as a failing file's findings do. A passing test's YAML block
// (node's runner: its duration) still goes.
func TestTapOkWithWarnings(t *testing.T) {
	var b strings.Builder
	b.WriteString("TAP version 13\n1..30\n")
	for k := 1; k <= 30; k++ {
		switch k {
		case 7:
			b.WriteString("ok 7 - /w/app/src/huts.js\n  ---\n  message: This line has a length of 113. Maximum allowed is 110.\n" +
				"  severity: warning\n  data:\n    line: 7\n    column: 1\n    ruleId: max-len\n  ...\n")
		case 12:
			b.WriteString("not ok 12 - /w/app/src/report.js\n  ---\n  message: Missing semicolon.\n  severity: error\n" +
				"  data:\n    line: 3\n    column: 9\n    ruleId: semi\n  ...\n")
		default:
			fmt.Fprintf(&b, "ok %d - /w/app/src/mod%d.js\n", k, k)
		}
	}
	out := reduceAsRun(Eslint, b.String())
	wants(t, out, "ok 7 - /w/app/src/huts.js", "  message: This line has a length of 113. Maximum allowed is 110.",
		"not ok 12 - /w/app/src/report.js", "  message: Missing semicolon.")

	b.Reset()
	b.WriteString("TAP version 13\n")
	for k := 1; k <= 30; k++ {
		fmt.Fprintf(&b, "# Subtest: rate %d\nok %d - rate %d\n  ---\n  duration_ms: 0.%d\n  type: 'test'\n  ...\n", k, k, k, 100+k)
	}
	b.WriteString("1..30\n# tests 30\n# pass 30\n# fail 0\n")
	if out := reduceAsRun(NpmTest, b.String()); strings.Contains(out, "duration_ms: 0.115") {
		t.Errorf("a passing test's YAML block stayed:\n%s", out)
	}
}

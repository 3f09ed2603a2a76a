package reduce

import (
	"fmt"
	"strings"
	"testing"
)

// TestJSONFindingsStay: a linter's JSON report (an array of objects, each
// a message at a file and line, as eslint's, semgrep's or bandit's are)
// keeps every finding's message, file and line, however alike their words;
// the other members (ids, columns, the rule's name) fold. An array of
// records with no place folds as before.
func TestJSONFindingsStay(t *testing.T) {
	var b strings.Builder
	b.WriteString("[\n")
	for i := range 30 {
		sep := ","
		if i == 29 {
			sep = ""
		}
		fmt.Fprintf(&b, "  {\n    \"ruleId\": \"no-shadow\",\n    \"severity\": 1,\n    \"filename\": \"src/mod%d.js\",\n    \"line\": %d,\n    \"column\": %d,\n    \"endColumn\": %d,\n    \"msg\": \"'item%d' is already declared in the upper scope\"\n  }%s\n", i%4, 10+i, i+2, i+9, i, sep)
	}
	b.WriteString("]\n")
	in := b.String()
	out := reduceAsRun(Lint, in)
	for i := range 30 {
		for _, want := range []string{fmt.Sprintf("    \"msg\": \"'item%d' is already declared in the upper scope\"", i), fmt.Sprintf("    \"line\": %d,", 10+i)} {
			if !strings.Contains(out, want+"\n") {
				t.Fatalf("finding %d lost %q:\n%s", i, want, out)
			}
		}
	}
	if n := strings.Count(out, "\"endColumn\""); n > 3 || len(out) >= len(in) {
		t.Errorf("the findings' other members did not fold: %d -> %d bytes:\n%s", len(in), len(out), out)
	}
	checkMarkers(t, in, out)

	// Records with a message but no place are data, not findings.
	var d strings.Builder
	d.WriteString("[\n")
	for i := range 30 {
		fmt.Fprintf(&d, "  {\n    \"id\": %d,\n    \"message\": \"queued job %d\",\n    \"state\": \"done\"\n  },\n", i, i)
	}
	d.WriteString("  {\n    \"id\": 99\n  }\n]\n")
	if out := reduceAsRun(Print, d.String()); strings.Contains(out, "queued job 10\"") {
		t.Errorf("records with no place kept as findings:\n%s", out)
	}
}

// TestGoTestSkipReason: a skipped test's reason (t.Skip's message at its
// place) stays, as a failing test's message does; a passing test's log
// goes.
func TestGoTestSkipReason(t *testing.T) {
	var b strings.Builder
	for i := range 40 {
		fmt.Fprintf(&b, "=== RUN   TestCase%d\n    case_test.go:%d: checking %d\n--- PASS: TestCase%d (0.00s)\n", i, 20+i, i, i)
	}
	b.WriteString("=== RUN   TestMigrate\n    migrate_test.go:31: needs a database; set PGURL to run it\n--- SKIP: TestMigrate (0.00s)\n")
	b.WriteString("=== RUN   TestTotal\n    total_test.go:12: total = 3, want 4\n--- FAIL: TestTotal (0.00s)\nFAIL\nFAIL\texample.com/shop\t0.01s\n")
	in := b.String()
	out := reduceAsRun(GoTest, in)
	for _, want := range []string{"    migrate_test.go:31: needs a database; set PGURL to run it", "    total_test.go:12: total = 3, want 4", "--- FAIL: TestTotal (0.00s)"} {
		if !strings.Contains(out, want+"\n") {
			t.Errorf("lost %q:\n%s", want, out)
		}
	}
	if strings.Contains(out, "checking 7\n") {
		t.Errorf("a passing test's log kept:\n%s", out)
	}
	checkMarkers(t, in, out)
}

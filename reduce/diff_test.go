package reduce

import (
	"fmt"
	"strings"
	"testing"
)

// twoConfigs is a long config and a copy with lines 40, 41 and 120
// changed.
func twoConfigs() (a, b []string) {
	for i := range 200 {
		l := fmt.Sprintf("  \"option_%d\": %d,", i, i)
		a = append(a, l)
		if i == 40 || i == 41 || i == 120 {
			l = fmt.Sprintf("  \"option_%d\": %d,", i, i+100)
		}
		b = append(b, l)
	}
	return a, b
}

// TestDiffContextTrimmed: of a unified diff's hunk, the changed lines and
// one unchanged line on each side stay; the farther context goes.
func TestDiffContextTrimmed(t *testing.T) {
	a, b := twoConfigs()
	var s strings.Builder
	s.WriteString("--- a.json\n+++ b.json\n@@ -21,121 +21,121 @@\n")
	for i := 20; i < 141; i++ {
		if a[i] != b[i] {
			s.WriteString("-" + a[i] + "\n")
		} else {
			s.WriteString(" " + a[i] + "\n")
		}
		switch i {
		case 41:
			s.WriteString("+" + b[40] + "\n+" + b[41] + "\n")
		case 120:
			s.WriteString("+" + b[120] + "\n")
		}
	}
	in := s.String()
	out := reduceAsRun(Print, in)
	for _, want := range []string{"@@ -21,121 +21,121 @@", "-" + a[40], "-" + a[41], "+" + b[40], "+" + b[41], " " + a[39], " " + a[42]} {
		if !strings.Contains(out, want+"\n") {
			t.Errorf("lost %q:\n%s", want, out)
		}
	}
	if strings.Contains(out, " "+a[30]+"\n") || strings.Contains(out, " "+a[50]+"\n") {
		t.Errorf("far context kept:\n%s", out)
	}
	checkMarkers(t, in, out)
}

// TestSideBySideTrimmed: a side-by-side diff keeps its marked lines with a
// line on each side; a table whose rows end in a bar is no such diff.
func TestSideBySideTrimmed(t *testing.T) {
	a, b := twoConfigs()
	var s strings.Builder
	for i := range a {
		mark := "  "
		if a[i] != b[i] {
			mark = " |"
		}
		fmt.Fprintf(&s, "%-40s%s\t%s\n", a[i], mark, b[i])
	}
	in := s.String()
	out := reduceAsRun(Print, in)
	if !strings.Contains(out, fmt.Sprintf("%-40s |\t%s\n", a[40], b[40])) || !strings.Contains(out, fmt.Sprintf("%-40s  \t%s\n", a[39], b[39])) {
		t.Errorf("lost a changed line or its context:\n%s", out)
	}
	if len(out)*3 > len(in) {
		t.Errorf("kept too much: %d -> %d bytes", len(in), len(out))
	}
	checkMarkers(t, in, out)

	var table strings.Builder
	table.WriteString("Some prose above the table, long enough to cross the column of its bars.\n\n")
	for i := range 60 {
		fmt.Fprintf(&table, "| %-20s | %-10d |\n", fmt.Sprintf("row %d", i), i)
	}
	table.WriteString("\nAnd prose below it, with a sentence or two that runs on past the bars.\n")
	if out := reduceAsRun(Print, table.String()); out != table.String() {
		t.Errorf("a table was trimmed:\n%s", out)
	}
}

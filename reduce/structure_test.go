package reduce

import (
	"strings"
	"testing"
)

func TestCleanLineCharsetEscape(t *testing.T) {
	for in, want := range map[string]string{
		"\x1b(B\x1b[m\x1b[32m+    }\x1b(B\x1b[m": "+    }", // tput sgr0, then a colour
		"\x1b)0x":                                "x",
		"\x1b(":                                  "",
		"a\x1b[1mb":                              "ab",
		"plain line  ":                           "plain line",
	} {
		if got := cleanLine(in); got != want {
			t.Errorf("cleanLine(%q) = %q, want %q", in, got, want)
		}
	}
}

func TestKeepHeadings(t *testing.T) {
	ls := textLines("/src/a.py\n  /src/a.py:3:1 - error: x\n/src/b.py\n  /src/b.py:9:1 - note\n" +
		">> Issue: [B602] shell=True\n   Severity: High\n   Location: c.py:60\n\nplain\n  indented kept\n")
	cls := []class{normal, keep, normal, normal, normal, normal, keep, normal, drop, keep}
	for i := range ls {
		ls[i].cls = cls[i]
	}
	keepHeadings(ls)
	want := []class{keep, keep, normal, normal, keep, normal, keep, normal, drop, keep}
	for i, l := range ls {
		if l.cls != want[i] {
			t.Errorf("line %d %q: class %d, want %d", i+1, l.text, l.cls, want[i])
		}
	}
}

func TestTotalLineAndTableRow(t *testing.T) {
	for s, want := range map[string]bool{
		"\tTotal lines of code: 87":      true,
		"TOTAL      17610   8964    49%": true,
		"total 48":                       true,
		"Totally fine":                   false,
		"Total":                          false,
		"total: none":                    false,
	} {
		if got := totalLine(s); got != want {
			t.Errorf("totalLine(%q) = %v, want %v", s, got, want)
		}
	}
	for s, want := range map[string]bool{
		"billing/__init__.py     0      0   100%": false, // a coverage row, not progress
		"45%":                   true,
		"Downloading index 45%": true,
	} {
		if got := progressLine(s); got != want {
			t.Errorf("progressLine(%q) = %v, want %v", s, got, want)
		}
	}
}

func TestLastLineNotClipped(t *testing.T) {
	body := "<html>" + strings.Repeat("x", 3000) + "</html>"
	ls := textLines(strings.Repeat("header line\n", 40) + body + "\n")
	out, _ := compact(ls, budget{head: 2, tail: 1}, "/f")
	if !strings.HasSuffix(out, body+"\n") {
		t.Errorf("last line clipped: %q", out[max(0, len(out)-80):])
	}
	long := strings.Repeat("y", lastWhole+1)
	out, _ = compact(textLines(long+"\n"), budget{head: 1, tail: 1}, "/f")
	if strings.Contains(out, long) {
		t.Error("a last line longer than lastWhole was not clipped")
	}
}

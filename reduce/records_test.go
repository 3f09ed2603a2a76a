package reduce

import (
	"fmt"
	"strings"
	"testing"
)

// TestRecordTotalsFold: a query's rows printed one field a line (sqlite3
// -line) give each record a "total = ..." field; those are the records'
// data and fold with them, while a report's one total stays.
func TestRecordTotalsFold(t *testing.T) {
	var b strings.Builder
	for i := range 40 {
		if i > 0 {
			b.WriteString("\n")
		}
		fmt.Fprintf(&b, "     id = %d\n   name = Customer %02d\n   city = Lyon\n status = pending\n  total = %d.%02d\ncreated = 2026-03-%02d\n", 100+i, i, 400-i, i, 1+i%28)
	}
	out, omitted := reduceLines(Generic, textLines(b.String()), "/tmp/full.log")
	if !omitted {
		t.Fatalf("nothing omitted:\n%s", out)
	}
	if n := strings.Count(out, "  total = "); n > 10 {
		t.Errorf("%d of 40 records' totals kept, want them folded with their records:\n%s", n, out)
	}
	report := "Total: 3 errors, 12 files checked\n"
	ls := demoteRecordTotals([]line{{text: report, cls: keep}, {text: "  total = 1", cls: keep}})
	if ls[0].cls != keep {
		t.Errorf("a report's one total demoted")
	}
}

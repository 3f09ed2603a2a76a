package reduce

import (
	"fmt"
	"strings"
	"testing"
)

// A table's rule left out alone between its head and its rows would cost
// a marker as long as itself and break the table the reader sees: a
// single drawn rule between two shown lines stays.
func TestRuleBetweenShownLines(t *testing.T) {
	var b strings.Builder
	b.WriteString("./manage.py dbshell -c '\\dt'\n")
	for i := range 40 {
		fmt.Fprintf(&b, "INFO  [seed.loader] loaded fixture batch %d of 40 (%d rows)\n", i+1, 100+i)
	}
	b.WriteString("             List of relations\n Schema |    Name     | Type  | Owner\n--------+-------------+-------+-------\n")
	for _, n := range []string{"accounts", "invoices", "payments", "refunds", "tenants"} {
		fmt.Fprintf(&b, " public | %-11s | table | app\n", n)
	}
	b.WriteString("(5 rows)\n\n")
	for i := range 30 {
		fmt.Fprintf(&b, "test_case_%02d (billing.tests.InvoiceTests) ... ok\n", i)
	}
	b.WriteString("----------------------------------------------------------------------\nRan 30 tests in 0.412s\n\nOK\n")
	in := b.String()
	out := reduceAsRun("", in)
	lines := strings.Split(out, "\n")
	for i, l := range lines {
		if strings.HasPrefix(l, " Schema |") && i+1 < len(lines) && strings.HasPrefix(lines[i+1], "[") {
			t.Errorf("the table's rule under its head was left out alone:\n%s", out)
		}
	}
	if out == in {
		t.Fatalf("nothing was reduced; the test needs a longer output")
	}
	checkMarkers(t, in, out)
}

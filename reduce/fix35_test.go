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

// A printed file whose every line starts with its time is read as a log
// before the times are set aside, whatever its records say after them (a
// web framework's request lines); a request line with a server's error
// status is a failure though no word in it says so.
func TestPrintedStampedLog(t *testing.T) {
	var b strings.Builder
	for i := range 300 {
		fmt.Fprintf(&b, "2026-12-01T10:%02d:%02d.%03dZ GET /api/items?page=%d 200 %d - 0.%03d ms\n", i/60, i%60, i, i%7, 900+i, 100+i)
		if i == 150 {
			b.WriteString("[2026-12-01T10:02:30.151Z] error handling POST /api/checkout\n")
			b.WriteString("TypeError: Cannot read properties of null (reading 'total')\n")
			b.WriteString("    at /srv/app/routes/checkout.js:41:17\n")
			b.WriteString("2026-12-01T10:02:30.151Z GET /api/items?page=3 200 901 - 0.100 ms\n")
			b.WriteString("2026-12-01T10:02:30.152Z POST /api/checkout 500 91 - 2.114 ms\n")
		}
	}
	in := b.String()
	out := reduceAsRun(Print, in)
	if len(out) > len(in)/4 {
		t.Errorf("a printed request log came back at %d of %d bytes", len(out), len(in))
	}
	for _, want := range []string{"TypeError: Cannot read properties of null (reading 'total')", "2026-12-01T10:02:30.152Z POST /api/checkout 500 91 - 2.114 ms"} {
		if !strings.Contains(out, want+"\n") {
			t.Errorf("lost %q:\n%s", want, out)
		}
	}
	checkMarkers(t, in, out)
}

// A web framework's request line with a server's error status is a
// failure row, as an access log's is; a client's error and a success
// are routine.
func TestDevRequestRow(t *testing.T) {
	for _, c := range []struct {
		s    string
		want bool
	}{
		{"2026-12-01T10:02:30.152Z POST /api/checkout 500 91 - 2.114 ms", true},
		{"PUT /v1/users/7 503 12.4ms", true},
		{`127.0.0.1 - - [01/Dec/2026:10:00:00 +0000] "GET /x HTTP/1.1" 502 87`, true},
		{"2026-12-01T10:02:30.152Z GET /api/items/9 404 33 - 0.2 ms", false},
		{"GET /api/items 200 901 - 0.100 ms", false},
		{"POST /api/orders returned 200 after 500 ms", false},
	} {
		if got := serverErrorRow(c.s); got != c.want {
			t.Errorf("serverErrorRow(%q) = %v, want %v", c.s, got, c.want)
		}
	}
}

// A failed record's details, logged as records of their own with the
// same prefix (a database server's DETAIL, HINT and STATEMENT lines after
// its ERROR), stay with it; a run of the same failure keeps the details
// of its first ones only.
func TestRecordDetails(t *testing.T) {
	var b strings.Builder
	pre := func(ms int, pid int) string {
		return fmt.Sprintf("2026-12-01 10:00:%02d.%03d UTC [%d] app@shop ", ms/1000, ms%1000, pid)
	}
	for i := range 200 {
		fmt.Fprintf(&b, "%sLOG:  duration: %d.%03d ms  statement: SELECT 1\n", pre(i*100, 300+i%3), i%9, i)
		if i == 90 {
			b.WriteString(pre(i*100+1, 77) + "ERROR:  column \"totl\" does not exist at character 8\n")
			b.WriteString(pre(i*100+1, 77) + "HINT:  Perhaps you meant to reference the column \"orders.total\".\n")
			b.WriteString(pre(i*100+1, 77) + "STATEMENT:  SELECT totl FROM orders;\n")
		}
	}
	in := b.String()
	out := reduceAsRun(Print, in)
	for _, want := range []string{"HINT:  Perhaps you meant to reference the column", "STATEMENT:  SELECT totl FROM orders;"} {
		if !strings.Contains(out, want) {
			t.Errorf("lost %q:\n%s", want, out)
		}
	}
	if len(out) > len(in)/3 {
		t.Errorf("the log came back at %d of %d bytes", len(out), len(in))
	}
	checkMarkers(t, in, out)
}

// A table with a column of errors keeps the rows with a count there: the
// calls that failed, though no word in the row says so.
func TestErrorColumnRows(t *testing.T) {
	var b strings.Builder
	b.WriteString("% time     seconds  usecs/call     calls    errors syscall\n------ ----------- ----------- --------- --------- ----------------\n")
	var want []string
	for i := range 60 {
		errs := ""
		if i%17 == 3 {
			errs = fmt.Sprint(i + 1)
		}
		row := fmt.Sprintf("%6.2f %11.6f %11d %9d %9s call%02d", 10-float64(i)/10, float64(i)/1e4, i, 3*i+1, errs, i)
		if errs != "" {
			want = append(want, row)
		}
		b.WriteString(row + "\n")
	}
	b.WriteString("------ ----------- ----------- --------- --------- ----------------\n100.00    0.003442           6       512        23 total\n")
	in := b.String()
	out := reduceAsRun("", in)
	for _, w := range want {
		if !strings.Contains(out, w+"\n") {
			t.Errorf("the failing row %q lost:\n%s", w, out)
		}
	}
	if out == in {
		t.Errorf("nothing was left out")
	}
	t.Log(out)
	checkMarkers(t, in, out)
}

// In a dump of key-value fields, the fields whose keys name a status, a
// failure count or a limit stay among the hundreds of counters.
func TestStatusFields(t *testing.T) {
	a := []string{"uptime", "connected", "used", "peak", "keyspace", "expired", "total", "instantaneous", "sync", "latest", "pubsub", "lazyfree"}
	b2 := []string{"seconds", "clients", "memory", "hits", "misses", "keys", "commands", "ops", "partial", "fork", "channels", "pending"}
	want := map[int]string{37: "rdb_last_bgsave_status:err", 61: "rejected_connections:14", 88: "maxmemory_policy:noeviction", 120: "total_error_replies:3"}
	var b strings.Builder
	b.WriteString("# Server\n")
	for i := range 144 {
		if w, ok := want[i]; ok {
			b.WriteString(w + "\n")
			continue
		}
		fmt.Fprintf(&b, "%s_%s:%d\n", a[i%12], b2[(i/12+i)%12], i*7919%1000)
	}
	in := b.String()
	out := reduceAsRun("", in)
	for _, w := range want {
		if !strings.Contains(out, w+"\n") {
			t.Errorf("%q lost:\n%s", w, out)
		}
	}
	if out == in {
		t.Errorf("nothing was left out")
	}
	checkMarkers(t, in, out)
}

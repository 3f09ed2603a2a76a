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

// TestRightAlignedRowsNoHeadings: a table whose first column is a number
// aligned right indents its short numbers deeper; a row kept under a
// longer number does not make that row its heading.
func TestRightAlignedRowsNoHeadings(t *testing.T) {
	ls := []line{
		{text: "    60000    0.014    0.000 {method 'lower' of 'str' objects}"},
		{text: "       46    0.000    0.000 {built-in method builtins.getattr}", cls: keep},
		{text: "src/app.py:"},
		{text: "  12: error: bad call", cls: keep},
	}
	ls = keepHeadings(ls)
	if ls[0].cls != normal {
		t.Error("a row of a right-aligned column kept as the heading of the row under it")
	}
	if ls[2].cls != keep {
		t.Error("a file's heading over its finding not kept")
	}
	for _, c := range []struct {
		a, b string
		want bool
	}{
		{"   120 a.go", "     7 b.go", true},
		{"   120 a.go", "      17 b.go", false},
		{"   120 a.go", "   117 b.go", true},
		{"  1.5K ./x", "  120K ./y", true},
		{"  12,345 rows", "     345 rows", true},
		{" 10) ten", "  9) nine", false},
	} {
		if got := alignedRight(c.a, c.b); got != c.want {
			t.Errorf("alignedRight(%q, %q) = %v, want %v", c.a, c.b, got, c.want)
		}
	}
}

// TestRoutineSpansNeedNoTwin: a tree that prints the same subtree again
// under each parent (npm explain) folds its repeats, and its first copy
// is sampled as any routine line; a span with a failure in it keeps its
// first copy, the twin of what the markers count.
func TestRoutineSpansNeedNoTwin(t *testing.T) {
	var b strings.Builder
	b.WriteString("@acme/core@7.2.0\nnode_modules/@acme/core\n")
	for i := range 12 {
		fmt.Fprintf(&b, "  @acme/core@\"^7.0.0\" from plugin-%d@1.%d.0\n  node_modules/plugin-%d\n", i, i, i)
		b.WriteString("    plugin-host@\"3.0.2\" from @acme/runner@3.0.2\n    node_modules/@acme/runner\n      @acme/runner@\"3.0.2\" from the-cli@3.0.2\n      node_modules/the-cli\n        the-cli@\"^3.0.2\" from the root project\n")
	}
	out, omitted := reduceLines(Generic, textLines(b.String()), "/tmp/full.log")
	if !omitted {
		t.Fatalf("nothing omitted:\n%s", out)
	}
	if n := strings.Count(out, "from the root project"); n > 3 {
		t.Errorf("the repeated subtree shown %d times:\n%s", n, out)
	}
	tree := foldRepeatedSpans(textLines(b.String()))
	for i, l := range tree {
		if l.cls == keep {
			t.Errorf("routine line %d %q kept as the twin of its repeats", i, l.text)
			break
		}
	}
	ls := textLines("a\nb\nc\nd\na\nb\nc\nd\na\nb\nc\nd\n")
	ls[1].cls, ls[5].cls, ls[9].cls = keep, keep, keep
	ls = foldRepeatedSpans(ls)
	if ls[0].cls != keep || ls[4].cls != drop {
		t.Errorf("a span with a kept line: first %v, repeat %v; want its first kept, its repeat dropped", ls[0].cls, ls[4].cls)
	}
}

// TestCurlBodyHead: curl -v's response body on one long line, the last
// before curl's closing note, keeps its head and its end: the status line
// and the headers say how the request went.
func TestCurlBodyHead(t *testing.T) {
	var b strings.Builder
	b.WriteString("* Connected to localhost (127.0.0.1) port 8080 (#0)\n> GET /api/orders HTTP/1.1\n> Host: localhost:8080\n> Accept: */*\n>\n< HTTP/1.1 200 OK\n< Content-Type: application/json\n< Date: Wed, 02 Dec 2026 08:00:00 GMT\n<\n[")
	for i := range 60 {
		fmt.Fprintf(&b, `{"id": %d, "customer": "Customer %02d", "status": "paid", "total": %d.50}, `, 1000+i, i%30, 100+i)
	}
	b.WriteString("{}]\n* Connection #0 to host localhost left intact\n")
	out, omitted := reduceLines(Curl, textLines(b.String()), "/tmp/full.log")
	if !omitted || len(out) > b.Len()/2 {
		t.Errorf("%d of %d bytes left:\n%s", len(out), b.Len(), out)
	}
	for _, want := range []string{"< HTTP/1.1 200 OK\n", `[{"id": 1000, "customer"`, "{}]", "* Connection #0 to host localhost left intact\n"} {
		if !strings.Contains(out, want) {
			t.Errorf("%q lost:\n%s", want, out)
		}
	}
}

// TestWideRowsSampledByBytes: of a listing of wide rows, the generic
// reducer samples about 700 bytes past its head and tail: eight
// rows of a hundred bytes show its shape as well as twelve.
func TestWideRowsSampledByBytes(t *testing.T) {
	var b strings.Builder
	for i := range 100 {
		name := string(rune('a'+i%26)) + string(rune('a'+i/26)) + "-tools"
		fmt.Fprintf(&b, "%-24s %d.%d.0 /home/dev/.pyenv/versions/3.11.7/lib/python3.11/site-packages pip\n", name, i%9, i%30)
	}
	out, _ := reduceLines(Generic, textLines(b.String()), "/tmp/full.log")
	rows := 0
	for _, l := range splitLines(out) {
		if strings.Contains(l, "-tools ") {
			rows++
		}
	}
	if rows > 4+6+8 {
		t.Errorf("%d rows of 100 kept, want head, tail and 8 sampled at most:\n%s", rows, out)
	}
}

// TestRoutineStretchNeedsNoTwin: a record stream lists the same long
// array of names again for each record, one name of which has a word a
// failure has ("errors"). The span is not routine as a whole, but its
// long stretches of like names are: their first copies need not stay as
// twins; the name with the word does.
func TestRoutineStretchNeedsNoTwin(t *testing.T) {
	var b strings.Builder
	for r := range 3 {
		fmt.Fprintf(&b, "{\n\t\"Path\": \"shop/part%d\",\n\t\"Uses\": [\n", r)
		for i := range 30 {
			fmt.Fprintf(&b, "\t\t\"lib/unit%02d\",\n", i)
		}
		b.WriteString("\t\t\"errors\",\n")
		for i := range 30 {
			fmt.Fprintf(&b, "\t\t\"mod/part%02d\",\n", i)
		}
		b.WriteString("\t\t\"zlib\"\n\t]\n}\n")
	}
	ls := textLines(b.String())
	for i := range ls {
		if strings.TrimSpace(ls[i].text) == `"errors",` {
			ls[i].cls = keep
		}
	}
	ls = foldRepeatedSpans(ls)
	kept := 0
	for _, l := range ls {
		if l.cls == keep {
			kept++
			if strings.Contains(l.text, "/unit") || strings.Contains(l.text, "/part") {
				t.Errorf("a like name of a long stretch kept as a twin: %q", l.text)
				break
			}
		}
	}
	if kept == 0 {
		t.Errorf("the line with the word lost its keep")
	}
	out, omitted := reduceLines(Generic, textLines(b.String()), "/tmp/full.log")
	if !omitted || strings.Count(out, "lib/unit") > 12 {
		t.Errorf("the repeated names not folded (%d shown):\n%s", strings.Count(out, "lib/unit"), out)
	}
}

package reduce

import (
	"fmt"
	"strings"
	"testing"
)

// mustShow fails t for each of want that is not a line of out.
func mustShow(t *testing.T, out string, want ...string) {
	t.Helper()
	got := map[string]bool{}
	for _, l := range splitLines(out) {
		got[l] = true
	}
	for _, w := range want {
		if !got[w] {
			t.Errorf("line lost: %q\n%s", w, out)
		}
	}
}

// An rg search printed with headings (the file's path alone over its
// matches, -N's bare text): every match is what was searched for, and
// --stats' counts stay.
func TestRgHeadingMatchesStay(t *testing.T) {
	var b strings.Builder
	var want []string
	for f := 0; f < 4; f++ {
		path := fmt.Sprintf("ledger/books/part%d.py", f)
		b.WriteString(path + "\n")
		want = append(want, path)
		for k := 0; k < 6; k++ {
			m := fmt.Sprintf("    balance = post_entry(journal_%d, amount=%d)  # reconciled", k, f*10+k)
			b.WriteString(m + "\n")
			want = append(want, m)
		}
		b.WriteString("\n")
	}
	stats := []string{"24 matches", "24 matched lines", "4 files contained matches", "57 files searched", "2210 bytes printed", "88113 bytes searched", "0.004 seconds spent searching", "0.009 seconds"}
	b.WriteString(strings.Join(stats, "\n") + "\n")
	text := b.String()
	out, _ := reduceLines(Grep, textLines(text), fullPath)
	mustShow(t, out, append(want, stats...)...)
	if hits := grepHits(textLines(text)); len(hits) != 24 {
		t.Errorf("grepHits found %d matches under headings, want 24", len(hits))
	}
}

// toLines wraps texts as lines of the normal class.
func toLines(texts []string) []line {
	ls := make([]line, len(texts))
	for i, s := range texts {
		ls[i] = line{text: s, cls: normal}
	}
	return ls
}

// A heading's context lines ("12-...") are no matches; a "path:N:text"
// line under no heading is one as before.
func TestRgHeadingContextIsNoHit(t *testing.T) {
	ls := toLines([]string{"src/cart.js", "11-  const items = [];", "12:  items.push(sku);", "", "lib/x.py:3:import sku"})
	hits := grepHits(ls)
	if fmt.Sprint(hits) != "[2 4]" {
		t.Errorf("hits = %v, want [2 4]", hits)
	}
}

// A collection-only run lists what the agent asked for: its tree and
// header stay whole; a long one (a survey of the suite) is still reduced.
func TestCollectOnlyTreeStays(t *testing.T) {
	var b strings.Builder
	b.WriteString("============================= test session starts ==============================\n")
	b.WriteString("platform linux -- Python 3.12.1, pytest-8.0.0, pluggy-1.4.0\n")
	b.WriteString("rootdir: /srv/app\nplugins: anyio-4.2.0\ncollected 30 items\n\n")
	var want []string
	for m := 0; m < 3; m++ {
		mod := fmt.Sprintf("<Module tests/test_billing_%d.py>", m)
		b.WriteString(mod + "\n")
		want = append(want, mod)
		for k := 0; k < 10; k++ {
			fn := fmt.Sprintf("  <Function test_invoice_total[case-%02d]>", k)
			b.WriteString(fn + "\n")
			want = append(want, fn)
		}
	}
	b.WriteString("\n========================= 30 tests collected in 0.07s ==========================\n")
	out, _ := reduceLines(Pytest, textLines(b.String()), fullPath)
	mustShow(t, out, append(want, "platform linux -- Python 3.12.1, pytest-8.0.0, pluggy-1.4.0", "collected 30 items")...)
	if strings.Contains(out, "omitted") {
		t.Errorf("a short collection was reduced:\n%s", out)
	}

	b.Reset()
	for k := 0; k < 150; k++ {
		fmt.Fprintf(&b, "tests/test_stock.py::test_reserve_many[qty-%03d]\n", k)
	}
	b.WriteString("tests/test_stock.py::test_release\n\n151 tests collected in 0.21s\n")
	out, _ = reduceLines(Pytest, textLines(b.String()), fullPath)
	if !strings.Contains(out, "omitted") {
		t.Errorf("a collection of 151 items was kept whole")
	}
	mustShow(t, out, "tests/test_stock.py::test_release", "151 tests collected in 0.21s")
}

// A run that failed to collect is no listing: its errors are reduced
// around as ever.
func TestCollectOnlyWithErrorsIsNoListing(t *testing.T) {
	ls := toLines([]string{"<Module tests/test_a.py>", "  <Function test_x>", "==================================== ERRORS ====================================", "1 test collected, 1 error in 0.1s"})
	if collectOnly(ls) {
		t.Error("a collection with errors read as a listing")
	}
	if !collectOnly(toLines([]string{"tests/a.py::test_x", "", "1 test collected in 0.01s"})) {
		t.Error("pytest --co -q not read as a listing")
	}
}

// The YAML block under a TAP "not ok" is that failure's: each finding's
// message and severity stay, however many there are, and the block's
// routine keys fold.
func TestTapFailBlockFindingsStay(t *testing.T) {
	var b strings.Builder
	b.WriteString("TAP version 13\n1..3\nok 1 - /w/app/src/a.js\nnot ok 2 - /w/app/src/b.js\n  ---\n")
	b.WriteString("  message: Missing semicolon.\n  severity: error\n  data:\n    line: 1\n    column: 9\n    ruleId: semi\n  messages:\n")
	var want []string
	for k := 0; k < 12; k++ {
		m := fmt.Sprintf("    - message: '''tmp%d'' is defined but never used.'", k)
		b.WriteString(m + "\n      severity: warning\n      data:\n")
		fmt.Fprintf(&b, "        line: %d\n        column: 7\n        ruleId: no-unused-vars\n", 10+k)
		want = append(want, m)
	}
	b.WriteString("  ...\nok 3 - /w/app/src/c.js\n")
	out, _ := reduceLines(Eslint, textLines(b.String()), fullPath)
	mustShow(t, out, append(want, "not ok 2 - /w/app/src/b.js", "  message: Missing semicolon.", "  severity: error", "      severity: warning")...)
	if strings.Contains(out, "ruleId: no-unused-vars") && !strings.Contains(out, "omitted") {
		t.Errorf("nothing of the block folded:\n%s", out)
	}
}

// A resolution trace keeps each lookup's outcome; the steps fold.
func TestTraceOutcomesStay(t *testing.T) {
	var b strings.Builder
	var want []string
	for k := 0; k < 12; k++ {
		fmt.Fprintf(&b, "======== Resolving module './part%d.js' from '/w/app/src/main.ts'. ========\n", k)
		b.WriteString("Explicitly specified module resolution kind: 'NodeNext'.\n")
		fmt.Fprintf(&b, "File '/w/app/src/part%d.ts' exists - use it as a name resolution result.\n", k)
		o := fmt.Sprintf("======== Module name './part%d.js' was successfully resolved to '/w/app/src/part%d.ts'. ========", k, k)
		if k == 5 {
			o = "======== Module name 'node:net' was not resolved. ========"
		}
		b.WriteString(o + "\n")
		want = append(want, o)
	}
	out, _ := reduceLines(Tsc, textLines(b.String()), fullPath)
	mustShow(t, out, want...)
	if traceOutcome("======== Resolving module './a.js' from '/w/a.ts'. ========") {
		t.Error("a trace's opening banner read as its outcome")
	}
	if traceOutcome("============================= 3 passed in 0.1s =============================") {
		t.Error("pytest's closing rule read as a trace's outcome")
	}
}

// git log --patch with a format that starts with the hash: every commit's
// line stays, also right under the last hunk of the commit before.
func TestLogFormatPatchCommitsStay(t *testing.T) {
	var b strings.Builder
	var want []string
	for c := 0; c < 4; c++ {
		h := fmt.Sprintf("%07x Ana Ruiz 2026-10-0%d ledger: fix rounding, step %d", 0xa1b2c30+c, c+1, c)
		b.WriteString(h + "\n\n")
		want = append(want, h)
		b.WriteString("diff --git a/ledger/round.py b/ledger/round.py\nindex 1111111..2222222 100644\n--- a/ledger/round.py\n+++ b/ledger/round.py\n")
		fmt.Fprintf(&b, "@@ -%d,7 +%d,7 @@ def round_cents(x):\n", 10*c+1, 10*c+1)
		for k := 0; k < 3; k++ {
			fmt.Fprintf(&b, "     keep_%d = x * %d\n", k, k)
		}
		fmt.Fprintf(&b, "-    return int(x * 100) / 100 + %d\n+    return round(x * 100) / 100 + %d\n", c, c)
		for k := 0; k < 3; k++ {
			fmt.Fprintf(&b, "     tail_%d = x - %d\n", k, k)
		}
	}
	out, _ := reduceLines(GitLog, textLines(b.String()), fullPath)
	mustShow(t, out, want...)
}

// curl -v's TLS failure detail: the alert and the certificate problem
// stay; the handshake's other steps go.
func TestCurlTLSFailureStays(t *testing.T) {
	for _, s := range []string{"* TLSv1.3 (OUT), TLS alert, unknown CA (560):", "* SSL certificate problem: unable to get local issuer certificate", "* OpenSSL SSL_connect: SSL_ERROR_SYSCALL in connection to api.example.com:443"} {
		if !tlsFailure(s) {
			t.Errorf("tlsFailure(%q) = false", s)
		}
	}
	for _, s := range []string{"* TLSv1.3 (IN), TLS handshake, Server hello (2):", "* ALPN: offers h2,http/1.1", "*  CAfile: /etc/ssl/certs/ca-certificates.crt"} {
		if tlsFailure(s) {
			t.Errorf("tlsFailure(%q) = true", s)
		}
	}
}

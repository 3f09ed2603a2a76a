package reduce

import (
	"fmt"
	"strings"
	"testing"
)

// grepLog writes what grep -n -C2 prints of a log with an error and its
// traceback every 40 records: each hit with two records of context on
// each side, groups apart by "--".
func grepLog() (string, []string) {
	var b strings.Builder
	var hits []string
	for g := range 6 {
		n := 100 + 40*g
		if g > 0 {
			b.WriteString("--\n")
		}
		for k := n - 2; k < n; k++ {
			fmt.Fprintf(&b, "%d-2026-12-02 04:59:52,%03d INFO    sync.worker [4242] done job-%d in 12ms rows=%d\n", k, k%1000, k, k*3)
		}
		hit := fmt.Sprintf("%d:2026-12-02 04:59:52,%03d ERROR   sync.worker [4242] job job-%d failed: missing field", n, n%1000, n)
		hits = append(hits, hit)
		b.WriteString(hit + "\n")
		fmt.Fprintf(&b, "%d-Traceback (most recent call last):\n", n+1)
		fmt.Fprintf(&b, "%d-  File \"/srv/app/worker.py\", line 13, in <module>\n", n+2)
		fmt.Fprintf(&b, "%d-KeyError: 'customer'\n", n+3)
		for k := n + 4; k < n+6; k++ {
			fmt.Fprintf(&b, "%d-2026-12-02 04:59:52,%03d DEBUG   sync.worker [4242] fetch job-%d from queue orders (depth=%d)\n", k, k%1000, k, k%7)
		}
	}
	return b.String(), hits
}

// TestGrepNumbersSetAside: grep -n's line numbers are set aside while a
// grepped log is read, so it reads as a log: every hit and its
// traceback's place stay, numbered as grep wrote them, and the routine
// records of context fold.
func TestGrepNumbersSetAside(t *testing.T) {
	text, hits := grepLog()
	out, omitted := reduceLines(Generic, textLines(text), "/tmp/full.log")
	if !omitted {
		t.Fatalf("nothing omitted:\n%s", out)
	}
	for _, h := range hits {
		if !strings.Contains(out, h+"\n") {
			t.Errorf("hit %q lost:\n%s", h, out)
		}
	}
	if n := strings.Count(out, `-  File "/srv/app/worker.py", line 13`); n != len(hits) {
		t.Errorf("%d traceback places kept, want %d (each at its own line number):\n%s", n, len(hits), out)
	}
	if n := strings.Count(out, " INFO "); n > 4 {
		t.Errorf("%d routine context records kept, want them folded:\n%s", n, out)
	}
}

// TestGrepNumbersNotDates: a log whose records start with a date has a
// number and a dash before each line too, the same one; it is no grep
// output, and lines numbered once but not in order are none either.
func TestGrepNumbersNotDates(t *testing.T) {
	var dated, shuffled strings.Builder
	for i := range 30 {
		fmt.Fprintf(&dated, "2026-12-02 04:59:%02d INFO worker done job-%d\n", i, i)
		fmt.Fprintf(&shuffled, "%d: item %d\n", (i*7919)%31, i)
	}
	if stripGrepNumbers(textLines(dated.String())) {
		t.Error("a dated log's year read as grep's line numbers")
	}
	if stripGrepNumbers(textLines(shuffled.String())) {
		t.Error("numbers out of order read as grep's line numbers")
	}
	text, _ := grepLog()
	ls := textLines(text)
	if !stripGrepNumbers(ls) {
		t.Fatal("grep -n -C2's numbers not set aside")
	}
	if ls[0].pre != "98-" || !strings.HasPrefix(ls[0].text, "2026-12-02") {
		t.Errorf("first line read as %q + %q", ls[0].pre, ls[0].text)
	}
}

// TestGrepRecursiveLogContext: grep -rn -C of logs writes each line
// behind its file and number ("logs/api.log:201:" a hit, "-200-" its
// context): the logs read as logs, every hit stays whole and the routine
// records of context fold; grep -rn -C of source code stays grep's.
func TestGrepRecursiveLogContext(t *testing.T) {
	var logs, code strings.Builder
	var hits []string
	for f, name := range []string{"logs/api.log", "logs/worker.log"} {
		for g := range 6 {
			n := 40 + 50*g + f
			if logs.Len() > 0 {
				logs.WriteString("--\n")
				code.WriteString("--\n")
			}
			for k := n - 2; k < n; k++ {
				fmt.Fprintf(&logs, "%s-%d-2026-12-02 04:59:%02d,120 INFO    app [4242] handled request id=%d in %dms\n", name, k, k%60, k, k%90)
				fmt.Fprintf(&code, "src/h%d.go-%d-\tx := load(%d)\n", f, k, k)
			}
			hit := fmt.Sprintf("%s:%d:2026-12-02 04:59:%02d,121 ERROR   app [4242] request id=%d failed: upstream timeout", name, n, n%60, n)
			hits = append(hits, hit)
			logs.WriteString(hit + "\n")
			fmt.Fprintf(&code, "src/h%d.go:%d:func handle%d(w http.ResponseWriter) error {\n", f, n, n)
			for k := n + 1; k < n+3; k++ {
				fmt.Fprintf(&logs, "%s-%d-2026-12-02 04:59:%02d,122 DEBUG   app [4242] retry queue depth=%d\n", name, k, k%60, k%13)
				fmt.Fprintf(&code, "src/h%d.go-%d-\treturn nil\n", f, k)
			}
		}
	}
	out, omitted := reduceLines(Grep, textLines(logs.String()), "/tmp/full.log")
	if !omitted || len(out) > logs.Len()/2 {
		t.Errorf("grep -rn -C of logs: %d of %d bytes left:\n%s", len(out), logs.Len(), out)
	}
	for _, h := range hits {
		// Whole, or its place listed by a summary of the hits alike
		// ("under logs/: api.log:90(...)").
		file, rest, _ := strings.Cut(strings.TrimPrefix(h, "logs/"), ":")
		n, _, _ := strings.Cut(rest, ":")
		if !strings.Contains(out, h+"\n") && !strings.Contains(out, file+":"+n+"(") && !strings.Contains(out, ","+n+"(") {
			t.Errorf("hit %q lost:\n%s", h, out)
		}
	}
	ls := textLines(code.String())
	if !stripGrepNumbers(ls) || grepLogShaped(ls) {
		t.Error("grep -rn -C of code: its prefixes not read, or its lines read as a log's")
	}
	findings := textLines(strings.Repeat("src/a.py:12: enviroment ==> environment\nsrc/a.py:40: teh ==> the\n", 8))
	if stripGrepNumbers(findings) {
		t.Error("a tool's findings at places read as grep's hits")
	}
}

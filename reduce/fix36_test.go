package reduce

import (
	"fmt"
	"strings"
	"testing"
)

// A printed file whose records start with the bracketed name of the
// program that wrote them, not a time, is a log: its routine records fold,
// its failures and each child's exit stay.
func TestPrintedTagLedLog(t *testing.T) {
	var b strings.Builder
	for run := 1; run <= 3; run++ {
		fmt.Fprintf(&b, "[supervisor] spawning indexer, try %d of 3\n", run)
		for i := range 40 {
			fmt.Fprintf(&b, "[indexer] batch %d: %d documents indexed, rss %d MiB\n", i, 250+i, 100+i*3)
		}
		b.WriteString("panic: runtime error: index out of range [7] with length 7\n")
		b.WriteString("\ngoroutine 1 [running]:\nmain.flush(...)\n\t/srv/indexer/flush.go:88 +0x1d\n")
		fmt.Fprintf(&b, "[supervisor] indexer exited with status 2 (try %d)\n", run)
	}
	b.WriteString("[supervisor] giving up\n")
	in := b.String()
	out := reduceAsRun(Print, in)
	if len(out) > len(in)/3 {
		t.Errorf("a tag-led log came back at %d of %d bytes:\n%s", len(out), len(in), out)
	}
	for _, want := range []string{"panic: runtime error", "flush.go:88", "exited with status 2 (try 1)", "exited with status 2 (try 2)", "exited with status 2 (try 3)", "[supervisor] giving up"} {
		if !strings.Contains(out, want) {
			t.Errorf("lost %q:\n%s", want, out)
		}
	}
	checkMarkers(t, in, out)
}

// Files that lead lines with brackets but are no log stay whole: an INI
// file's sections, a checklist, a shell script's tests.
func TestBracketLedFilesStayWhole(t *testing.T) {
	var ini, todo, sh strings.Builder
	for i := range 60 {
		fmt.Fprintf(&ini, "[service-%d]\nport = %d\nhost = node%d.internal.example\n", i, 8000+i, i)
		fmt.Fprintf(&todo, "[x] migrate table %d to the new schema\n[ ] drop the old index %d\n", i, i)
		fmt.Fprintf(&sh, "[ -f conf/%d.env ] && . conf/%d.env\n[[ -d cache/%d ]] || mkdir -p cache/%d\n", i, i, i, i)
	}
	for name, in := range map[string]string{"ini": ini.String(), "checklist": todo.String(), "shell": sh.String()} {
		if out := reduceAsRun(Print, in); out != in {
			t.Errorf("%s: a printed file was reduced (%d of %d bytes)", name, len(out), len(in))
		}
	}
}

// A child's exit with a non-zero code, as a supervisor logs it, is a
// failure line; with code 0 it is not.
func TestExitedWithCode(t *testing.T) {
	for s, want := range map[string]bool{
		"[run] worker exited with code 134":        true,
		"process exited with status 1 after 3s":    true,
		"Command failed; exit with exit code 2":    true,
		"[run] worker exited with code 0":          false,
		"the loop exits with a summary of the run": false,
	} {
		if got := maybeError(s) && errRe.MatchString(s); got != want {
			t.Errorf("%q: failure = %v, want %v", s, got, want)
		}
	}
}

// An error the system reports by its errno's words is a failure line
// though no failure word is in it, each time it comes.
func TestErrnoWordsFail(t *testing.T) {
	for _, s := range []string{
		"Dec 05 10:00:01 host export[12]: gzip: out/latest.csv.gz: No space left on device",
		"worker-3: accept4: Too many open files",
		"cp: cannot create regular file 'x': Read-only file system",
		"write tcp 10.0.0.2:443: connection reset by peer",
		"listen tcp :8080: bind: address already in use",
		"rsync: [receiver] chown \"/srv/x\" failed: Operation not permitted (1)",
		"umount: /mnt/data: target is busy (device or resource busy)",
		"fatal runtime: out of memory",
	} {
		if !maybeError(s) || !errRe.MatchString(s) {
			t.Errorf("%q is not read as a failure", s)
		}
	}
}

// A failed record's own indented lines (a deadlock's processes and their
// statements) stay with it, and so do the detail records after them.
func TestRecordDetailsAfterIndentedLines(t *testing.T) {
	var b strings.Builder
	for i := range 400 {
		fmt.Fprintf(&b, "2026-12-01 10:00:%02d.%03d UTC [%d] app@shop LOG:  duration: 0.%03d ms  statement: SELECT %d\n", i%60, i, 200+i%5, i, i)
		if i%50 == 10 {
			fmt.Fprintf(&b, "2026-12-01 10:00:%02d.000 UTC [201] app@shop ERROR:  column \"c%d\" does not exist\n", i%60, i)
			fmt.Fprintf(&b, "2026-12-01 10:00:%02d.000 UTC [201] app@shop STATEMENT:  SELECT c%d FROM t\n", i%60, i)
		}
		if i == 60 {
			b.WriteString("2026-12-01 10:01:00.500 UTC [204] app@shop ERROR:  deadlock detected\n")
			b.WriteString("2026-12-01 10:01:00.500 UTC [204] app@shop DETAIL:  Process 204 waits for ShareLock on transaction 91; blocked by process 207.\n")
			b.WriteString("\tProcess 207 waits for ShareLock on transaction 90; blocked by process 204.\n")
			b.WriteString("\tProcess 204: UPDATE stock SET n = n - 1 WHERE id = 3\n")
			b.WriteString("\tProcess 207: UPDATE stock SET n = n - 4 WHERE id = 8\n")
			b.WriteString("2026-12-01 10:01:00.500 UTC [204] app@shop HINT:  See server log for query details.\n")
			b.WriteString("2026-12-01 10:01:00.500 UTC [204] app@shop STATEMENT:  UPDATE stock SET n = n - 1 WHERE id = 3\n")
		}
	}
	in := b.String()
	out := reduceAsRun(Print, in)
	for _, want := range []string{"deadlock detected", "Process 204: UPDATE stock", "Process 207: UPDATE stock", "HINT:  See server log", "STATEMENT:  UPDATE stock SET n = n - 1"} {
		if !strings.Contains(out, want) {
			t.Errorf("lost %q:\n%s", want, out)
		}
	}
	if len(out) > len(in)/2 {
		t.Errorf("the log came back at %d of %d bytes", len(out), len(in))
	}
	checkMarkers(t, in, out)
}

// A server's log with a Go panic's stack under two of its records is
// still a log: the stack's unindented lines (the goroutine's head, each
// frame's function) are the record's, not a file's. Each panic's frames in
// the user's code stay, though the second stack is the first's again.
func TestLogWithGoPanics(t *testing.T) {
	var b strings.Builder
	stack := func(g, arg int) {
		fmt.Fprintf(&b, "goroutine %d [running]:\nruntime/debug.Stack()\n\t/usr/local/go/src/runtime/debug/stack.go:26 +0x5e\n", g)
		fmt.Fprintf(&b, "panic({0x6f9f20?, 0x9f6720?})\n\t/usr/local/go/src/runtime/panic.go:860 +0x13a\n")
		fmt.Fprintf(&b, "example.test/kiln/batch.(*Queue).Push(0xc0001, 0x%x, 0x0)\n\t/srv/kiln/batch/queue.go:41 +0x469\n", arg)
		fmt.Fprintf(&b, "main.(*api).enqueue(0xc0002, {0x777310, 0xc%04x})\n\t/srv/kiln/cmd/kilnd/api.go:97 +0x1d2\n", g)
		fmt.Fprintf(&b, "net/http.HandlerFunc.ServeHTTP(0xc0004?, {0x777310?, 0xc0003?}, 0xc0005?)\n\t/usr/local/go/src/net/http/server.go:2286 +0x29\n")
		fmt.Fprintf(&b, "created by net/http.(*Server).Serve in goroutine 1\n\t/usr/local/go/src/net/http/server.go:3464 +0x485\n")
	}
	for i := range 160 {
		fmt.Fprintf(&b, "time=2026-12-01T10:00:%02d.%03dZ level=INFO msg=request method=GET path=/jobs/%d status=200 dur=%dµs\n", i%60, i, i, 20+i%9)
		if i == 50 || i == 120 {
			fmt.Fprintf(&b, "time=2026-12-01T10:00:%02d.500Z level=ERROR msg=\"panic serving request\" path=/jobs panic=\"nil map\"\n", i%60)
			stack(500+i, i)
		}
	}
	in := b.String()
	out := reduceAsRun(Print, in)
	if len(out) > len(in)/2 {
		t.Errorf("the log came back at %d of %d bytes", len(out), len(in))
	}
	for _, want := range []string{"Push(0xc0001, 0x32, 0x0)", "Push(0xc0001, 0x78, 0x0)", "queue.go:41", "api.go:97"} {
		if !strings.Contains(out, want) {
			t.Errorf("lost %q:\n%s", want, out)
		}
	}
	if n := strings.Count(out, "main.(*api).enqueue("); n != 2 {
		t.Errorf("the user's frame shows %d times, want once per panic (the pointers differ):\n%s", n, out)
	}
	checkMarkers(t, in, out)
}

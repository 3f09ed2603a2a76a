package reduce

import (
	"fmt"
	"strings"
	"testing"
)

// A record's head may hold its time after a process id and a role, a
// day's name or a bracket (a key-value store's "811:M 03 Mar 2026
// 09:12:44.101 *"), with no word before it; a line of prose, a count's
// column or code that holds a time is no record's head.
func TestTimeLedHeads(t *testing.T) {
	for s, want := range map[string]bool{
		"811:M 03 Mar 2026 09:12:44.101 * Loading RDB produced by version 7.2": true,
		"[03-Mar-2026 09:12:44] WARNING: [pool www] seems busy":                true,
		"Tue 2026-03-03 09:12:44 CET  kernel: eth0 link up":                    true,
		"9f2c1:C 3 Mar 09:12:44 # Configuration loaded":                        true,
		"the job ran at 09:12:44 and stopped":                                  false,
		"      4 2026-03-03T09:12:44Z 50 pool exhausted":                       false,
		"sleep(\"09:12:44\")":                                                  false,
		"build 209:12:44 done":                                                 false,
		"09:12":                                                                false,
	} {
		if got := timeLed(s); got != want {
			t.Errorf("timeLed(%q) = %v, want %v", s, got, want)
		}
	}
}

// A service's log printed whole is read as a log when its records lead
// with such a time: the routine ones fold, and the records that say the
// process came up, became ready or went down stay with its warnings.
func TestServiceLogLifecycle(t *testing.T) {
	var b strings.Builder
	stamp := func(i int) string { return fmt.Sprintf("77:M 03 Mar 2026 09:%02d:%02d.%03d", i/60%60, i%60, i%1000) }
	routine := func(from, to int) {
		for i := from; i < to; i++ {
			fmt.Fprintf(&b, "%s * %d changes in 60 seconds. Saving...\n", stamp(i), 10+i%7)
			fmt.Fprintf(&b, "%s * Background saving terminated with success\n", stamp(i))
		}
	}
	routine(0, 60)
	fmt.Fprintf(&b, "%s * User requested shutdown...\n%s * Server initialized\n%s * Ready to accept connections tcp\n", stamp(60), stamp(61), stamp(62))
	routine(63, 200)
	in := b.String()
	out := reduceAsRun(Print, in)
	if len(out)*4 > len(in) {
		t.Errorf("a service's routine log came back at %d of %d bytes:\n%s", len(out), len(in), out)
	}
	wants(t, out, stamp(60)+" * User requested shutdown...", stamp(62)+" * Ready to accept connections tcp")
	checkMarkers(t, in, out)
	for s, want := range map[string]bool{
		"2026-03-03 09:12:44 UTC [91] LOG:  database system is ready to accept connections": true,
		"2026-03-03 09:12:44 UTC [91] LOG:  received smart shutdown request":                true,
		"2026-03-03 09:12:44 [worker] listening on 127.0.0.1:8080":                          true,
		"2026-03-03 09:12:44 * Background saving started by pid 4410":                       false,
		"2026-03-03 09:12:44 INFO request served in 12ms":                                   false,
	} {
		if got := lifecycleRecord(s); got != want {
			t.Errorf("lifecycleRecord(%q) = %v, want %v", s, got, want)
		}
	}
}

// A few requests a client got wrong among a log's routine ones stay; a
// crawler's hundred 404s are routine.
func TestRareClientErrorsKept(t *testing.T) {
	access := func(n404 int) (string, []string) {
		var b strings.Builder
		var bad []string
		for i := range 480 {
			st := 200
			if i%(480/max(n404, 1)) == 37 && len(bad) < n404 {
				st = 404
			}
			s := fmt.Sprintf("127.0.0.1 - - [03/Mar/2026 09:%02d:%02d] \"GET /assets/p%d.css HTTP/1.1\" %d -", i/60, i%60, i, st)
			if st == 404 {
				bad = append(bad, s)
			}
			b.WriteString(s + "\n")
		}
		return b.String(), bad
	}
	in, bad := access(10)
	out := reduceAsRun(Print, in)
	checkRebuilt(t, out, bad)
	checkMarkers(t, in, out)
	// (A development server's log: the order form the agent posted was
	// refused with a 400 twice, among tracebacks of its 500s.)
	fx := recorded(t, "testdata/fresh165", "flask-run-server-log")
	wants(t, reduceAsRun(fx.kind, fx.output), fx.keep[0])
	in, bad = access(60)
	out = reduceAsRun(Print, in)
	n := 0
	for _, s := range bad {
		if strings.Contains(out, s+"\n") {
			n++
		}
	}
	if n > rareClientErrors {
		t.Errorf("%d of a crawler's %d 404s kept whole:\n%s", n, len(bad), out)
	}
}

// A crash loop's fatal record, logged again at each restart with its own
// time and process id, keeps its first and its last whole; one summary
// under the first gives the numbers of each one between, so every record
// reads back. A record with a traceback under it stays whole.
func TestLogRecordsFoldByNumbers(t *testing.T) {
	var b strings.Builder
	var fatal []string
	for i := range 90 {
		fmt.Fprintf(&b, `{"level":30,"time":%d,"pid":%d,"msg":"queue consumer starting"}`+"\n", 1772528000000+i*1300, 4100+i*11)
		s := fmt.Sprintf(`{"level":60,"time":%d,"pid":%d,"msg":"cannot start: QUEUE_DSN is not set (expected amqp://user@host/vhost)"}`, 1772528000600+i*1300, 4100+i*11)
		fatal = append(fatal, s)
		b.WriteString(s + "\n")
	}
	in := b.String()
	out := reduceAsRun(Print, in)
	wants(t, out, fatal[0], fatal[len(fatal)-1])
	checkRebuilt(t, out, fatal)
	checkMarkers(t, in, out)
	if len(out)*5 > len(in) {
		t.Errorf("a crash loop came back at %d of %d bytes:\n%s", len(out), len(in), out)
	}

	// The same failure with its traceback under each: the head stays
	// over its own lines.
	b.Reset()
	var heads []string
	for i := range 30 {
		s := fmt.Sprintf("2026-03-03 09:%02d:%02d,%03d ERROR [%d] export of batch %d failed", i/60, i%60, i*7, 900+i, i)
		heads = append(heads, s)
		b.WriteString(s + "\nTraceback (most recent call last):\n  File \"/srv/export/run.py\", line 41, in push\n    client.put(batch)\nConnectionResetError: [Errno 104] Connection reset by peer\n")
		for k := range 6 {
			fmt.Fprintf(&b, "2026-03-03 09:%02d:%02d,%03d INFO [%d] heartbeat %d ok\n", i/60, i%60, k, 900+i, k)
		}
	}
	in = b.String()
	out = reduceAsRun(Print, in)
	wants(t, out, heads...)

	for s, want := range map[string]string{
		`{"time":1772528000600,"pid":4100,"msg":"cannot start: bad queue address"}`:  `{"time":…,"pid":…,"msg":"cannot start: bad queue address"}`,
		"77:M 03 Mar 2026 09:12:44.101 # Failed opening the temp file temp-4410.rdb": "…:M … Mar … … # Failed opening the temp file temp-….rdb",
		"backup of ledger-20260303T091244.sql.gz failed after 12s":                   "backup of ledger-….sql.gz failed after …",
		"1 2 3": "",
	} {
		if key, _, _ := numberKey(s); key != want {
			t.Errorf("numberKey(%q) = %q, want %q", s, key, want)
		}
	}
}

// A monorepo runner may name only some of its tasks' lines: lerna
// --stream prefixes the tasks that ran after the first failure, the
// others print bare. The named lines are still read past their name, so
// a failing TAP test under one stays; GNU parallel --tag names each line
// by its argument and a tab. Python logging's "ERROR:app: " is a
// severity, no task.
func TestPartlyPrefixedTasks(t *testing.T) {
	var b strings.Builder
	for _, pkg := range []string{"quay", "buoy", "pier"} {
		fmt.Fprintf(&b, "\n> @dock/%s@1.0.0 test\n> node --test test/\n\nTAP version 13\n", pkg)
		for i := range 12 {
			fmt.Fprintf(&b, "# Subtest: %s case %d\nok %d - %s case %d\n  ---\n  duration_ms: 0.%d\n  ...\n", pkg, i, i+1, pkg, i, 300+i)
		}
		b.WriteString("1..12\n# tests 12\n# pass 12\n# fail 0\n")
	}
	failing := []string{"@dock/keel: not ok 4 - keel case 3", "@dock/keel:     Expected values to be strictly equal:", "@dock/keel:     7 !== 8"}
	for i := range 12 {
		if i == 3 {
			b.WriteString("@dock/keel: # Subtest: keel case 3\n" + failing[0] + "\n@dock/keel:   ---\n@dock/keel:   error: |-\n" + failing[1] + "\n@dock/keel:\n" + failing[2] + "\n@dock/keel:   ...\n")
			continue
		}
		fmt.Fprintf(&b, "@dock/keel: # Subtest: keel case %d\n@dock/keel: ok %d - keel case %d\n", i, i+1, i)
	}
	b.WriteString("@dock/keel: # tests 12\n@dock/keel: # pass 11\n@dock/keel: # fail 1\n")
	in := b.String()
	out := reduceAsRun(Generic, in)
	wants(t, out, failing...)
	checkMarkers(t, in, out)

	for s, want := range map[string]string{
		"packages/quay\tFAILED tests/test_load.py::test_empty - KeyError": "packages/quay\t",
		"@dock/keel: not ok 4 - keel case 3":                              "@dock/keel: ",
		"ERROR:app: cannot open the spool":                                "",
		"web:test: > vitest run":                                          "web:test: ",
		"a\tb":                                                            "",
	} {
		if got := taskPrefix(s); got != want {
			t.Errorf("taskPrefix(%q) = %q, want %q", s, got, want)
		}
	}
}

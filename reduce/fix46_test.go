package reduce

import (
	"fmt"
	"strings"
	"testing"
)

// The project's frames of a stack Erlang prints as a term stay whole
// (name, file, line); the runner's frames under them fold.
func TestErlangOwnFrames(t *testing.T) {
	for s, want := range map[string]bool{
		`      [{file,"/srv/app/src/ledger.erl"},`:                  true,
		` {ledger,post,2,[{file,"src/ledger.erl"},{line,9}]},`:      true,
		`      [{file,"eunit_test.erl"},{line,273}]},`:              false, // OTP's own
		`      [{file,"/usr/lib/erlang/lib/stdlib/src/lists.erl"},`: false,
		`      [{file,"/srv/app/deps/jsx/src/jsx.erl"},`:            false,
		`{file,"/srv/app/README"}`:                                  false,
		`see file /srv/app/src/ledger.erl`:                          false,
	} {
		if got := ownErlangFile(s); got != want {
			t.Errorf("ownErlangFile(%q) = %v, want %v", s, got, want)
		}
	}
	for s, want := range map[string]bool{
		"   [{ledger,post,2,":                            true,
		"    {ledger_tests,'-post_test/0-fun-0-',0,":     true,
		"    {ledger,post,[{a,1}],":                      true,
		"    {ledger,post,2,[{file,\"src/ledger.erl\"},": false,
		"    {Error,badarg,":                             false, // a variable, not an atom
		"    {ledger,post}":                              false,
	} {
		if got := erlangFrameHead(s); got != want {
			t.Errorf("erlangFrameHead(%q) = %v, want %v", s, got, want)
		}
	}
	var b strings.Builder
	b.WriteString("===> Performing EUnit tests...\n")
	for i := 0; i < 40; i++ {
		fmt.Fprintf(&b, "  ledger_tests: amount_%d_test...ok\n", i)
	}
	b.WriteString("Failures:\n\n")
	var own []string
	for f := 1; f <= 5; f++ {
		fmt.Fprintf(&b, "  %d) ledger_tests:post_%d_test/0\n     Failure/Error: {error,badarith,\n", f, f)
		b.WriteString("                        [{erlang,'/',\n                             [40,0],\n                             [{error_info,#{module => erl_erts_errors}}]},\n")
		frame := []string{
			fmt.Sprintf("                         {ledger,split_%d,2,", f),
			`                             [{file,"/srv/app/src/ledger.erl"},`,
			fmt.Sprintf("                              {line,%d}]},", 40+f),
		}
		own = append(own, frame...)
		for _, l := range frame {
			b.WriteString(l + "\n")
		}
		for _, m := range []string{"eunit_test", "eunit_proc", "eunit_serial", "eunit_server", "proc_lib"} {
			fmt.Fprintf(&b, "                         {%s,run,1,\n                             [{file,\"%s.erl\"},{line,%d}]},\n", m, m, len(m)*31)
		}
		b.WriteString("     Output:\n")
	}
	b.WriteString("\nFinished in 0.210 seconds\n45 tests, 5 failures\n===> Error running tests\n")
	in := b.String()
	out := reduceAsRun(Generic, in)
	wants(t, out, own...)
	wants(t, out, "45 tests, 5 failures")
	if n := strings.Count(out, `{file,"eunit_server.erl"}`); n > 1 {
		t.Errorf("the runner's frames stayed (%d of 5):\n%s", n, out)
	}
	checkMarkers(t, in, out)
}

// A compiler's chain of "instantiation ... from here" lines above an
// error raised inside a template names where the project's code led to
// it, and stays with the error.
func TestFromHereChains(t *testing.T) {
	for s, want := range map[string]bool{
		"/w/app/tests/tq.nim(8, 3) template/generic instantiation of `suite` from here": true,
		"src/q.nim(12, 5) template/generic instantiation of `check` from here":          true,
		"lib/a.hpp:40:7:   required from here":                                          true,
		"  src/q.nim(12, 5) template/generic instantiation from here":                   false, // indented: a quote
		"we got it from here": false,
		"src/q.nim(12, 5) Error: undeclared identifier: 'qLen'": false,
	} {
		if got := fromHereLine(s); got != want {
			t.Errorf("fromHereLine(%q) = %v, want %v", s, got, want)
		}
	}
	// The error is kept by its class; the chain above it, by this rule
	// (a budget's window above a kept line may be none: a long build's
	// hints leave none for it).
	ls := textLines("/usr/lib/nim/lib/pure/unittest.nim(541, 9) Hint: global variable declared here [GlobalVar]\n" +
		"/w/app/tests/tq.nim(8, 3) template/generic instantiation of `suite` from here\n" +
		"/w/app/tests/tq.nim(21, 5) template/generic instantiation of `test` from here\n" +
		"/w/app/tests/tq.nim(22, 9) Error: undeclared identifier: 'qLen'\n" +
		"/w/app/tests/tq.nim(30, 3) template/generic instantiation of `test` from here\n")
	ls[3].cls = keep
	keepFromHereChains(ls)
	for i, want := range []class{normal, keep, keep, keep, normal} {
		if ls[i].cls != want {
			t.Errorf("line %d %q: class %v, want %v", i, ls[i].text, ls[i].cls, want)
		}
	}
}

// A key-value dump's rule keeps its status fields, but never undoes a
// fold: a log level read as a key ("Error: ...") said again word for word
// folds under its first.
func TestStatusFieldsKeepFolds(t *testing.T) {
	var b strings.Builder
	for i := 0; i < 12; i++ {
		b.WriteString("Error: Facter: Permission denied @ rb_sysopen - /proc/1/status\n")
	}
	for i := 0; i < 30; i++ {
		fmt.Fprintf(&b, "Notice: queue_%d: drained in %d ms\n", i, 10+i)
	}
	b.WriteString("Notice: Finished in 0.4 seconds\n")
	in := b.String()
	out := reduceAsRun(Generic, in)
	if n := strings.Count(out, "Permission denied"); n != 1 {
		t.Errorf("the repeated error shows %d times, want 1:\n%s", n, out)
	}
	wants(t, out, "Notice: Finished in 0.4 seconds")
	checkMarkers(t, in, out)
}

// A configuration tool's record of what it changed, or in a dry run
// would change, stays as Ansible's "changed:" lines do.
func TestChangeRecords(t *testing.T) {
	for s, want := range map[string]bool{
		"Notice: /Stage[main]/Web/File[/etc/app.ini]/content: content changed '{sha256}1' to '{sha256}2'":   true,
		"Notice: /Stage[main]/Web/Service[app]/ensure: current_value 'stopped', should be 'running' (noop)": true,
		"    info: Edited file '/etc/ntp.conf'":  true,
		"info: Created directory '/srv/app/.'":   true,
		"info: Unable to contact the server":     false,
		"Notice: Compiled catalog for vm in 0.4": false,
		"changed the config":                     false,
	} {
		if got := changeRecord(s); got != want {
			t.Errorf("changeRecord(%q) = %v, want %v", s, got, want)
		}
	}
	var b strings.Builder
	b.WriteString("Notice: Compiled catalog for web1 in environment production in 0.52 seconds\n")
	var changes []string
	for i := 0; i < 25; i++ {
		c := fmt.Sprintf("Notice: /Stage[main]/Site/File[/srv/site/page-%02d.html]/ensure: current_value 'absent', should be 'file' (noop)", i)
		changes = append(changes, c)
		b.WriteString(c + "\n")
	}
	b.WriteString("Notice: Class[Site]: Would have triggered 'refresh' from 25 events\nNotice: Applied catalog in 0.08 seconds\n")
	in := b.String()
	out := reduceAsRun(Generic, in)
	wants(t, out, changes...)
	checkMarkers(t, in, out)
}

// A short table of counts under a header whose first column is the
// count stays whole: the run's summary, one share a row.
func TestCountTables(t *testing.T) {
	var b strings.Builder
	for i := 0; i < 40; i++ {
		fmt.Fprintf(&b, "site.yml:%d: [W%03d] a finding about task %d\n", 10+i, 100+i%9, i)
	}
	b.WriteString("\n                Findings by rule\n count rule            severity   tags\n")
	rows := []string{
		"    12 fqcn-builtin     low        formatting",
		"     9 no-handler       medium     idempotency",
		"     7 risky-octal      high       safety",
		"     5 command-instead  medium     command-shell",
		"     4 name-casing      low        idiom",
		"     3 literal-compare  low        idiom",
	}
	for _, r := range rows {
		b.WriteString(r + "\n")
	}
	b.WriteString("\nFailed: 40 failure(s) on 3 files.\n")
	in := b.String()
	out := reduceAsRun(Generic, in)
	wants(t, out, rows...)
	for s, want := range map[string]bool{
		" count tag   profile rule": true,
		"Count  Rule  File":         true,
		"count 3 rows":              false,
		"counts by rule":            false,
	} {
		if got := countHeader(s); got != want {
			t.Errorf("countHeader(%q) = %v, want %v", s, got, want)
		}
	}
}

// A diff framed by bare words ("--- before" over "+++ after", a
// configuration run's diff of each task) names no file: its frame is not
// kept for its own sake, while the task's status line and heading stay.
// And a hunk that makes the change an earlier file's hunk made, under a
// frame with no git header, folds as a repeat; the lines after the hunk
// (the next task's heading) are not part of it.
func TestBareWordDiffFrames(t *testing.T) {
	var b strings.Builder
	b.WriteString("PLAY [web] *********\n\n")
	hosts := []string{"web1", "web2", "web3", "web4"}
	var kept []string
	for n := 0; n < 20; n++ {
		task := fmt.Sprintf("TASK [common : Create folder %d] *********", n)
		kept = append(kept, task)
		b.WriteString(task + "\n")
		for _, h := range hosts {
			fmt.Fprintf(&b, "--- before\n+++ after\n@@ -1,4 +1,4 @@\n {\n     \"path\": \"/srv/%s/d%d\",\n-    \"state\": \"absent\"\n+    \"state\": \"directory\"\n }\n\n", h, n)
			c := fmt.Sprintf("changed: [%s] => (item=d%d)", h, n)
			kept = append(kept, c)
			b.WriteString(c + "\n")
		}
		b.WriteString("\n")
	}
	task := "TASK [common : Render hosts file] *********"
	b.WriteString(task + "\n")
	for i, h := range hosts {
		fmt.Fprintf(&b, "--- before\n+++ after: /tmp/ansible-tmp/render%d/hosts.j2\n@@ -0,0 +1,12 @@\n", i)
		for k := 1; k <= 12; k++ {
			fmt.Fprintf(&b, "+10.0.0.%d node%d.internal.example node%d\n", k, k, k)
		}
		fmt.Fprintf(&b, "\nchanged: [%s]\n", h)
	}
	b.WriteString("\nTASK [common : Set timezone] *********\nok: [web1]\n\nPLAY RECAP *********\nweb1 : ok=22 changed=21 unreachable=0 failed=0\n")
	in := b.String()
	out := reduceAsRun(Generic, in)
	wants(t, out, task, "TASK [common : Set timezone] *********", "+10.0.0.12 node12.internal.example node12")
	wants(t, out, "changed: [web4]")
	for _, k := range kept {
		if strings.HasPrefix(k, "TASK") && !strings.Contains(out, k) {
			t.Errorf("the heading of a task that changed is lost: %q", k)
		}
	}
	checkMarkers(t, in, out)

	// keepDiffFrames keeps a frame that names a file, not one labelled
	// by bare words.
	fr := textLines("--- before\n+++ after\n@@ -1 +1 @@\n-a\n+b\n--- a/app.ini\n+++ b/app.ini\n@@ -1 +1 @@\n-a\n+b\n")
	keepDiffFrames(fr)
	for i, want := range []class{normal, normal, normal, normal, normal, keep, keep, keep, normal, normal} {
		if fr[i].cls != want {
			t.Errorf("line %d %q: class %v, want %v", i, fr[i].text, fr[i].cls, want)
		}
	}

	// The hunks of a diff with no git header: each in the file its frame
	// names, each ending where the hunk's lines end.
	ls := textLines("--- before\n+++ after: /tmp/r1/hosts.j2\n@@ -0,0 +1,2 @@\n+a\n+b\n\nchanged: [web1]\nTASK [next] ***\n" +
		"--- before\n+++ after: /tmp/r2/hosts.j2\n@@ -0,0 +1,2 @@\n+a\n+b\n\nchanged: [web2]\n")
	hs := diffHunks(ls)
	if len(hs) != 2 {
		t.Fatalf("%d hunks, want 2", len(hs))
	}
	for k, want := range []struct {
		file string
		end  int
	}{{"after: /tmp/r1/hosts.j2", 6}, {"after: /tmp/r2/hosts.j2", 14}} {
		if hs[k].file != want.file || hs[k].end != want.end {
			t.Errorf("hunk %d: file %q, end %d; want %q, %d", k, hs[k].file, hs[k].end, want.file, want.end)
		}
	}
}

// A configuration checker's word that it did not know a directive, or
// that a value is not a valid one, is a failure.
func TestUnrecognizedIsFailure(t *testing.T) {
	for _, s := range []string{
		"2026/01/02 10:00:00| etc/proxy.conf(14): unrecognized: 'cache_dri'",
		`    "msg": "worker_count 'many' is not a valid number"`,
		"unrecognised option '--colour'",
	} {
		if !maybeError(s) || !errRe.MatchString(s) {
			t.Errorf("%q is not read as a failure", s)
		}
	}
}

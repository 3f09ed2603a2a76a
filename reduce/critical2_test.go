package reduce

import (
	"fmt"
	"strconv"
	"strings"
	"testing"
)

// placeListed reports whether out shows the finding "file:n: msg" whole
// or lists its place in a group summary of msg.
func placeListed(out, file string, n int, msg string) bool {
	if strings.Contains("\n"+out, "\n"+file+":"+strconv.Itoa(n)+": "+msg+"\n") {
		return true
	}
	for _, l := range splitLines(out) {
		_, rest, ok := strings.Cut(l, ` more of "`+msg+`" `)
		if !strings.HasPrefix(l, "[hooktool: ") || !ok {
			continue
		}
		dir := "" // "under src/: a.py:3,5"
		if d, ok := strings.CutPrefix(rest, "under "); ok {
			dir, rest, _ = strings.Cut(d, ": ")
		} else {
			rest = strings.TrimPrefix(rest, "at ")
		}
		for _, f := range strings.Fields(rest) {
			name, lines, ok := strings.Cut(strings.TrimRight(f, ";]"), ":")
			if !ok || dir+name != file {
				continue
			}
			for _, ln := range strings.Split(lines, ",") {
				if ln == strconv.Itoa(n) {
					return true
				}
			}
		}
	}
	return false
}

func TestFindingsBeforeDiffKept(t *testing.T) {
	// git diff --check: each finding at its place, the diff line it
	// found under it.
	var b strings.Builder
	for n := 1; n <= 120; n += 2 {
		fmt.Fprintf(&b, "src/handlers.py:%d: trailing whitespace.\n+    return event.get(%q)  \n", n, "k"+strconv.Itoa(n))
	}
	b.WriteString("src/handlers.py:122: new blank line at EOF.\n")
	out, _ := reduceLines(GitDiff, textLines(b.String()), "p")
	for n := 1; n <= 120; n += 2 {
		if !placeListed(out, "src/handlers.py", n, "trailing whitespace.") {
			t.Errorf("finding at src/handlers.py:%d lost:\n%s", n, out)
			break
		}
	}
	if !strings.Contains(out, "src/handlers.py:122: new blank line at EOF.\n") {
		t.Errorf("the lone finding lost:\n%s", out)
	}
	if len(out) > b.Len()/3 {
		t.Errorf("the findings were not grouped: %d of %d bytes left", len(out), b.Len())
	}
}

func TestConflictMark(t *testing.T) {
	for _, c := range []struct {
		s    string
		c    byte
		cols int
		ok   bool
	}{
		{"<<<<<<< HEAD", '<', 0, true},
		{"++<<<<<<< HEAD", '<', 2, true},
		{"+<<<<<<< ours", '<', 1, true},
		{"++=======", '=', 2, true},
		{"=======", '=', 0, true},
		{"++>>>>>>> ec32c7a (feature: x)", '>', 2, true},
		{"======= heading", '=', 0, false},
		{"<<<<<<<<<< shift", '<', 0, false},
		{"<<<<<< six", '<', 0, false},
		{"   <<<<<<< HEAD", '<', 0, false}, // indented past a diff's columns
	} {
		cols, ok := conflictMark(c.s, c.c, -1)
		if ok != c.ok || ok && cols != c.cols {
			t.Errorf("conflictMark(%q, %q) = %d, %v; want %d, %v", c.s, c.c, cols, ok, c.cols, c.ok)
		}
	}
}

// conflictDiff is a combined diff of a file with one conflict whose sides
// are n lines each, between long runs of context and changes.
func conflictDiff(n int) (string, []string) {
	var b strings.Builder
	b.WriteString("diff --cc src/rates.js\nindex 61f8bd4,c0c877c..0000000\n--- a/src/rates.js\n+++ b/src/rates.js\n@@@ -1,90 -1,90 +1,120 @@@\n")
	for i := 0; i < 40; i++ {
		fmt.Fprintf(&b, "  export const base%d = %d;\n", i, i)
	}
	var side []string
	b.WriteString("++<<<<<<< HEAD\n")
	for i := 0; i < n; i++ {
		l := fmt.Sprintf(" +export const rate%d = %d * 1.6;", i, i)
		side = append(side, l)
		b.WriteString(l + "\n")
	}
	b.WriteString("++=======\n")
	for i := 0; i < n; i++ {
		l := fmt.Sprintf("+ export const rate%d = %d * 1.5;", i, i)
		side = append(side, l)
		b.WriteString(l + "\n")
	}
	b.WriteString("++>>>>>>> ec32c7a (feature: rates)\n")
	for i := 0; i < 40; i++ {
		fmt.Fprintf(&b, " +export const extra%d = %d;\n", i, i)
	}
	return b.String(), side
}

func TestConflictSidesKept(t *testing.T) {
	text, side := conflictDiff(10)
	if lost := reducedLacks(GitDiff, text, side...); len(lost) > 0 {
		t.Errorf("%d lines of a conflict's sides lost, as %q", len(lost), lost[0])
	}
	// A conflict longer than a screen is a rewrite: it is sampled.
	text, side = conflictDiff(60)
	if lost := reducedLacks(GitDiff, text, side...); len(lost) == 0 {
		t.Errorf("a %d-line conflict kept whole", 2*60)
	}
	// Markers alone, with no closing one, keep nothing.
	if lost := reducedLacks(GitDiff, strings.Replace(text, "++>>>>>>> ec32c7a (feature: rates)\n", "", 1), side[:10]...); len(lost) == 0 {
		t.Errorf("an unclosed conflict kept whole")
	}
}

func TestDeadlockIsFailure(t *testing.T) {
	for s, want := range map[string]bool{
		"Found one Java-level deadlock:":                                     true,
		"Found 1 deadlock.":                                                  true,
		"fatal error: all goroutines are asleep - deadlock!":                 true,
		"WARNING: possible circular locking dependency detected, deadlocked": true,
		"deadlockDetector started":                                           false, // a name, not the word
	} {
		if got := important(s); got != want {
			t.Errorf("important(%q) = %v, want %v", s, got, want)
		}
	}
}

// threadDump is a long dump of routine threads with a failure report
// under an underlined heading, closed by a count.
func threadDump(heading, rule, closing string) (string, []string) {
	var b strings.Builder
	for i := 0; i < 40; i++ {
		fmt.Fprintf(&b, "\"pool-1-thread-%d\" #%d prio=5 os_prio=0 waiting on condition\n   java.lang.Thread.State: TIMED_WAITING (sleeping)\n\tat java.lang.Thread.sleep(Native Method)\n\n", i, i+14)
	}
	var want []string
	b.WriteString(heading + "\n" + rule + "\n")
	for i := 0; i < 12; i++ {
		w := [2]string{"worker-" + strconv.Itoa(i), "worker-" + strconv.Itoa((i+1)%12)}
		e := []string{`"` + w[0] + `":`, fmt.Sprintf("  waiting to lock monitor 0x00007f5cdc0044%02d (object 0x000000069ec19c%02d, a java.lang.Object),", i, i), `  which is held by "` + w[1] + `"`}
		want = append(want, e...)
		b.WriteString(strings.Join(e, "\n") + "\n\n")
	}
	b.WriteString(closing + "\n\nHeap\n garbage-first heap   total 397312K, used 5986K\n")
	return b.String(), want
}

func TestFailureSectionKept(t *testing.T) {
	text, want := threadDump("Found one Java-level deadlock:", "=============================", "Found 1 deadlock.")
	if lost := reducedLacks(Generic, text, want...); len(lost) > 0 {
		t.Errorf("the failure report under its heading lost %q", lost)
	}
	// Not underlined, or under no failure: the budgets sample it.
	for _, c := range [][3]string{
		{"Found one Java-level deadlock:", "", "Found 1 deadlock."},
		{"Threads waiting on monitors:", "============================", "Listed 2 threads."},
	} {
		text, want := threadDump(c[0], c[1], c[2])
		if lost := reducedLacks(Generic, text, want...); len(lost) == 0 {
			t.Errorf("a report under %q over %q kept whole", c[0], c[1])
		}
	}
}

func TestRangePlace(t *testing.T) {
	for s, want := range map[string]bool{
		" - lib/price_v1.js [1:1 - 8:2] (7 lines, 137 tokens)": true,
		"   lib/price_v3.js [1:1 - 8:2]":                       true,
		"src/a.py [12:4-30:1]":                                 true,
		"app.log [12:30:45] started":                           false, // a time, no span
		"build [1:1 - 8:2]":                                    false, // no file
		"Clone found (javascript): [1:1 - 8:2]":                false,
		"see lib/a.js [1:1 - 8:2] and more":                    false,
		" - lib/a.js [one - two]":                              false,
	} {
		if got := rangePlace(s); got != want {
			t.Errorf("rangePlace(%q) = %v, want %v", s, got, want)
		}
	}
}

func TestClonePlacesKept(t *testing.T) {
	var b strings.Builder
	var want []string
	for i := 0; i < 30; i++ {
		a := fmt.Sprintf(" - src/cart%d.js [1:1 - %d:2] (13 lines, 180 tokens)", i, 10+i)
		z := fmt.Sprintf("   lib/cart_v%d.js [1:1 - %d:2]", i%3, 10+i)
		want = append(want, a, z)
		b.WriteString("Clone found (javascript):\n" + a + "\n" + z + "\n\n")
	}
	b.WriteString("Found 30 clones.\nDetection time:: 42.729ms\n")
	if lost := reducedLacks(Generic, b.String(), want...); len(lost) > 0 {
		t.Errorf("%d places of clones lost, as %q", len(lost), lost[0])
	}
}

func TestMakeCheckPassesGo(t *testing.T) {
	var b strings.Builder
	b.WriteString("make  check-TESTS\nmake[1]: Entering directory '/src/am'\n")
	var want []string
	for i := 0; i < 40; i++ {
		l := fmt.Sprintf("PASS: tests/t%02d-case.sh", i)
		if i%17 == 5 {
			l = "FAIL" + l[4:]
			want = append(want, l)
		}
		b.WriteString(l + "\n")
	}
	rule := strings.Repeat("=", 76)
	b.WriteString(rule + "\nTestsuite summary for rowcalc 0.3\n" + rule + "\n# TOTAL: 40\n# PASS:  37\n# FAIL:  3\n" + rule + "\n")
	b.WriteString("make[1]: *** [Makefile:772: check-TESTS] Error 2\nmake: *** [Makefile:1060: check-am] Error 2\n")
	want = append(want, "# TOTAL: 40", "# FAIL:  3", "make[1]: *** [Makefile:772: check-TESTS] Error 2")
	out, _ := reduceLines(Make, textLines(b.String()), "p")
	for _, w := range want {
		if !strings.Contains(out, w+"\n") {
			t.Errorf("%q lost:\n%s", w, out)
		}
	}
	if n := strings.Count(out, "PASS: tests/"); n > 3 {
		t.Errorf("%d passing tests shown, want them left out:\n%s", n, out)
	}
	if n := strings.Count(out, rule); n > 1 { // (the last lines stay, whatever they are)
		t.Errorf("%d of the summary's 4 rules shown:\n%s", n, out)
	}
}

func TestUnderlined(t *testing.T) {
	for _, c := range []struct {
		s, r string
		want bool
	}{
		{"Found one Java-level deadlock:", "=============================", true},
		{"Errors found:", "-------------", true},
		{"Errors found:", "-----", false}, // a rule of its own
		{"", "---", false},                // a patch's separator under a blank line
		{"abc", "---", false},
		{"Errors found:", "==--==--==---", false},
	} {
		if got := underlined(c.s, line{text: c.r}); got != c.want {
			t.Errorf("underlined(%q, %q) = %v, want %v", c.s, c.r, got, c.want)
		}
	}
}

func TestLogCheckFindingsKept(t *testing.T) {
	// git log --check: each commit's findings under its header.
	var b strings.Builder
	for c := 0; c < 3; c++ {
		fmt.Fprintf(&b, "commit %040x\nAuthor: A <a@example.com>\nDate:   Mon Dec 1 10:00:00 2026 +0000\n\n    change %d\n\n", c+1, c)
		for n := 1; n < 60; n += 2 {
			fmt.Fprintf(&b, "src/m%d.py:%d: trailing whitespace.\n+    x = %d  \n", c, n, n)
		}
	}
	for _, kind := range []string{GitLog, GitShow} {
		out, _ := reduceLines(kind, textLines(b.String()), "p")
		for c := 0; c < 3; c++ {
			for n := 1; n < 60; n += 2 {
				if !placeListed(out, fmt.Sprintf("src/m%d.py", c), n, "trailing whitespace.") {
					t.Fatalf("%s: finding at src/m%d.py:%d lost:\n%s", kind, c, n, out)
				}
			}
		}
		// Each commit's findings stay under it.
		if i, j := strings.Index(out, "m1.py:3"), strings.Index(out, fmt.Sprintf("commit %040x", 2)); i < j {
			t.Errorf("%s: the second commit's findings listed above it:\n%s", kind, out)
		}
	}
}

func TestFoundCount(t *testing.T) {
	for s, want := range map[string]bool{
		"Found 3 vulnerabilities (1 moderate, 2 high)": true,
		"✖ Found 2 circular dependencies!":             true,
		"found 1 deadlock":                             true,
		"Found 8 clones.":                              true,
		"found 0 vulnerabilities":                      false,
		"Found the file":                               false,
		"Found 3":                                      false,
		"Found 12 - see above":                         false,
	} {
		if got := important(s); got != want {
			t.Errorf("important(%q) = %v, want %v", s, got, want)
		}
	}
}

func TestLineSpansInWords(t *testing.T) {
	for s, want := range map[string]bool{
		" Between lines 3 and 14 in /src/shop/Cart.java": true,
		"lines 3-14 of src/a.py duplicate b.py":          true,
		"  lines 12 to 40 in lib/x.js":                   true,
		"Starting at line 5 of /src/A.java":              true,
		"lines 3 and 14 in the report":                   false, // no file
		"deadlines 3 and 4 in a.py":                      false,
		"line 3 in a.py":                                 false, // "in" places spans only
		"read 12 lines in 0.3s":                          false,
	} {
		if got := important(s); got != want {
			t.Errorf("important(%q) = %v, want %v", s, got, want)
		}
	}
}

func TestRepeatedFailingRecordsShownOnce(t *testing.T) {
	// An access log: a page set fetched each second, a missing icon
	// asked for again and again, word for word within the second.
	var b strings.Builder
	distinct := map[string]bool{}
	for sec := 0; sec < 6; sec++ {
		for rep := 0; rep < 5; rep++ {
			for p := 1; p <= 8; p++ {
				fmt.Fprintf(&b, "127.0.0.1 - - [02/Dec/2026 02:19:%02d] \"GET /p%d.html HTTP/1.1\" 200 -\n", 20+sec, p)
			}
			c := fmt.Sprintf("127.0.0.1 - - [02/Dec/2026 02:19:%02d] code 404, message File not found", 20+sec)
			l := fmt.Sprintf("127.0.0.1 - - [02/Dec/2026 02:19:%02d] \"GET /favicon.ico HTTP/1.1\" 404 -", 20+sec)
			distinct[c], distinct[l] = true, true
			b.WriteString(c + "\n" + l + "\n")
		}
	}
	for p := 1; p <= 8; p++ { // (the last lines stay, whatever they are)
		fmt.Fprintf(&b, "127.0.0.1 - - [02/Dec/2026 02:19:30] \"GET /p%d.html HTTP/1.1\" 200 -\n", p)
	}
	out := reduceAsRun(Generic, b.String())
	shown := map[string]int{}
	for _, l := range splitLines(out) {
		shown[l]++
	}
	for l := range distinct {
		if shown[l] == 0 {
			t.Errorf("%q lost:\n%s", l, out)
		}
		if shown[l] > 2 {
			t.Errorf("%q shown %d times, each a repeat of the first:\n%s", l, shown[l], out)
		}
	}
}

func TestCountedPass(t *testing.T) {
	for s, want := range map[string]bool{
		"  1/132 push    OK              0.02s":                                true,
		"3/40 Test  #3: parse ..........................   Passed    0.01 sec": true,
		"  3/132 wrap    FAIL            0.01s   exit status 1":                false,
		"132/132 slow    TIMEOUT         2.01s   killed by signal 15 SIGTERM":  false,
		"  9/132 peek    SKIP            0.01s   exit status 77":               false,
		"4/40 Test  #4: emit .....***Failed    0.02 sec":                       false,
		"12/2026 the report is OK":                                             false, // a date, no count of units
		"1/2 ok":                                                               false,
	} {
		if got := passLine(s); got != want {
			t.Errorf("passLine(%q) = %v, want %v", s, got, want)
		}
	}
}

// TestFailureWordInPath: a failure's word that is only a part of a path,
// a folder's or a file's name in it, says nothing of a failure; the same
// word outside a path, or in rspec's "Failure/Error:", does.
func TestFailureWordInPath(t *testing.T) {
	for _, s := range []string{
		"File '/srv/app/node_modules/http-kit/errors.ts' does not exist.",
		"======== Resolving module './errors' from '/srv/app/node_modules/http-kit/index.d.ts'. ========",
		"npm notice 4.2kB lib/failures.js",
		"-rw-r--r-- root/root     2048 2026-12-01 10:00 pkg/assert/equal.go",
		"openat(AT_FDCWD, \"/usr/lib/python3.12/traceback.py\", O_RDONLY|O_CLOEXEC) = 3",
	} {
		if important(s) {
			t.Errorf("%q read as a failure for a name in a path", s)
		}
	}
	for _, s := range []string{
		"     Failure/Error: expect(cart.total).to eq(45.0)",
		"error: cannot read '/srv/app/lib/errors.ts'",
		"src/errors/handler.go:12:5: undefined: wrap",
		"FAIL\tshop/errors\t0.012s",
		"Timeout waiting for ./worker/errors.sock",
	} {
		if !important(s) {
			t.Errorf("%q not read as a failure", s)
		}
	}
}

package reduce

import (
	"fmt"
	"strings"
	"testing"
)

// A run's closing counts written number first inside brackets (the JUnit
// Platform console launcher's) are a summary: every count and the line
// over them stay, however much the tree above them took.
func TestBoxedCountsKept(t *testing.T) {
	var b strings.Builder
	b.WriteString("Thanks for using the launcher!\n\n")
	for i := range 60 {
		fmt.Fprintf(&b, "│  ├─ harbourCase%02d() ✔\n", i)
	}
	b.WriteString("│  └─ tideTableRounds() ✘ expected: <12.5> but was: <12.4>\n└─ Harbour finished\n\n")
	summary := []string{"Test run finished after 211 ms"}
	for _, c := range []string{"3 containers found", "0 containers skipped", "3 containers started", "0 containers aborted", "3 containers successful", "0 containers failed", "61 tests found", "0 tests skipped", "61 tests started", "0 tests aborted", "60 tests successful", "1 tests failed"} {
		summary = append(summary, fmt.Sprintf("[%10s %-20s]", strings.Fields(c)[0], strings.Join(strings.Fields(c)[1:], " ")))
	}
	b.WriteString(strings.Join(summary, "\n") + "\n\n")
	in := b.String()
	out := reduceAsRun(Generic, in)
	for _, w := range summary {
		if !strings.Contains(out, w+"\n") {
			t.Errorf("lost %q:\n%s", w, out)
		}
	}
	checkMarkers(t, in, out)
	for s, want := range map[string]string{
		"[         4 tests found           ]": "tests found",
		"[ 12 containers failed ]":            "containers failed",
		"[x] Squiz.Commenting.Missing   8":    "",
		"[ 4 ]":                               "",
		"[ 4 tests: found ]":                  "",
		"4 tests found":                       "",
	} {
		if got, _ := boxedCount(s); got != want {
			t.Errorf("boxedCount(%q) = %q, want %q", s, got, want)
		}
	}
}

// Blank lines at the very end (a colour reset alone on the last line)
// do not use up the last lines that always stay: the verdict above the
// timing still shows.
func TestTailSkipsBlankLines(t *testing.T) {
	var b strings.Builder
	for i := range 80 {
		fmt.Fprintf(&b, "copying asset bundle-%03d.tar into the staging area, worker %d\n", i, i%7)
	}
	b.WriteString("STAGING DONE\nEverything is staged\nTook:  8.2 s\nWorkers: 7\nEnded at: 2026-12-06T10:00:00Z\n\n\n\n")
	ls := textLines(b.String())
	out, _ := compact(ls, budget{head: 2, tail: 5, perSection: 2, maxNormal: 2}, "/f")
	if !strings.Contains(out, "\nSTAGING DONE\nEverything is staged\nTook:  8.2 s\n") {
		t.Errorf("the line above the timing went:\n%s", out)
	}
}

// A run's verdict in capitals stays wherever it stands, behind a tag or
// before its time; a lone "PASS" is a package's line like any other.
func TestVerdictLines(t *testing.T) {
	for s, want := range map[string]bool{
		"[INFO] BUILD FAILURE":       true,
		"BUILD SUCCESSFUL in 14s":    true,
		"BUILD SUCCESSFUL in 1m 3s":  true,
		"ALL TESTS PASSED":           true,
		"DEPLOY ABORTED!":            true,
		"PASS":                       false,
		"FAILED":                     false,
		"BUILD FAILURE IN STAGE TWO": false,
		"Build failed in 3s":         false,
		"[INFO] COMPILATION WARNING": false,
		"--- FAIL: TestX (0.01s)":    false,
	} {
		if verdictLine(s) != want {
			t.Errorf("verdictLine(%q) = %v", s, !want)
		}
	}
	var b strings.Builder
	for i := range 50 {
		fmt.Fprintf(&b, "[INFO] Installing artifact part-%02d into the local cache folder\n", i)
	}
	b.WriteString("[INFO] BUILD SUCCESS\n")
	for i := range 50 {
		fmt.Fprintf(&b, "[INFO] Cleaning the scratch folder of worker %02d now\n", i)
	}
	if out := reduceAsRun(Generic, b.String()); !strings.Contains(out, "\n[INFO] BUILD SUCCESS\n") {
		t.Errorf("the verdict went:\n%s", out)
	}
}

// A build tool's own frames under the failure it reports (mvn -e's trace
// through its lifecycle, written "at pkg.Class.method (File.java:12)")
// fold as the platform's do; the project's frame stays.
func TestBuildToolFramesFold(t *testing.T) {
	var b strings.Builder
	b.WriteString("[ERROR] Failed to execute goal on project harbour: Compilation failure\norg.apache.maven.lifecycle.LifecycleExecutionException: Failed to execute goal\n")
	for i := range 12 {
		fmt.Fprintf(&b, "    at org.apache.maven.lifecycle.internal.Step%d.run (Step%d.java:%d)\n", i, i, 100+i)
	}
	b.WriteString("    at com.example.harbour.Tides.load (Tides.java:41)\n")
	for i := range 6 {
		fmt.Fprintf(&b, "    at org.codehaus.plexus.classworlds.launcher.Launcher.step%d (Launcher.java:%d)\n", i, 200+i)
	}
	b.WriteString("[ERROR] Re-run with -X for more.\n")
	in := b.String()
	out := reduceAsRun(Generic, in)
	if !strings.Contains(out, "    at com.example.harbour.Tides.load (Tides.java:41)\n") || strings.Count(out, "org.apache.maven.lifecycle.internal.Step") > 3 {
		t.Errorf("the tool's frames did not fold round the project's:\n%s", out)
	}
	if !libStackFrame("    at org.apache.maven.lifecycle.internal.MojoExecutor.execute (MojoExecutor.java:215)") || libStackFrame("    at com.example.harbour.Tides.load (Tides.java:41)") {
		t.Errorf("libStackFrame misreads a build tool's frame or the project's")
	}
}

// Of a goroutine dump, a waiting goroutine whose own frame stays keeps
// its header: which goroutine waits there, and in what state, is half of
// a deadlock.
func TestGoroutineHeaderStaysWithItsFrame(t *testing.T) {
	var b strings.Builder
	b.WriteString("panic: test timed out after 3s\n\trunning tests:\n\t\tTestFlushOnStop (3s)\n\n")
	b.WriteString("goroutine 4 [running]:\ntesting.(*M).startAlarm.func1()\n\t/usr/lib/go/src/testing/testing.go:2802 +0x354\ncreated by time.goFunc\n\t/usr/lib/go/src/time/sleep.go:215 +0x2d\n\n")
	b.WriteString("goroutine 1 [chan receive]:\ntesting.(*T).Run(0xc000128248, {0x58b344?, 0x0?}, 0x5958b0)\n\t/usr/lib/go/src/testing/testing.go:2109 +0x4e5\ntesting.runTests.func1(0xc000128248)\n\t/usr/lib/go/src/testing/testing.go:2585 +0x3e\ntesting.tRunner(0xc000128248, 0xc000116c58)\n\t/usr/lib/go/src/testing/testing.go:2036 +0xea\ntesting.(*M).Run(0xc00011a780)\n\t/usr/lib/go/src/testing/testing.go:2443 +0x6ac\nmain.main()\n\t_testmain.go:52 +0x9b\n\n")
	b.WriteString("goroutine 7 [sync.WaitGroup.Wait]:\nsync.runtime_SemacquireWaitGroup(0xc00011eff0?, 0x40?)\n\t/usr/lib/go/src/runtime/sema.go:114 +0x2e\nsync.(*WaitGroup).Wait(0xc00010e0b0)\n\t/usr/lib/go/src/sync/waitgroup.go:206 +0x85\nexample.com/tide/flush.TestFlushOnStop(0xc0001286c8)\n\t/home/dev/tide/flush/buffer_test.go:51 +0x23c\ntesting.tRunner(0xc0001286c8, 0x5958b0)\n\t/usr/lib/go/src/testing/testing.go:2036 +0xea\ncreated by testing.(*T).Run in goroutine 1\n\t/usr/lib/go/src/testing/testing.go:2101 +0x4c5\n\n")
	for g := range 2 {
		fmt.Fprintf(&b, "goroutine %d [sync.Cond.Wait]:\nsync.runtime_notifyListWait(0xc00012ca10, 0x%d)\n\t/usr/lib/go/src/runtime/sema.go:617 +0x1b3\nsync.(*Cond).Wait(0x0?)\n\t/usr/lib/go/src/sync/cond.go:71 +0x73\n", 8+g, g)
		b.WriteString("example.com/tide/flush.(*Buffer).Take(0xc00011ef90)\n\t/home/dev/tide/flush/buffer.go:33 +0x7d\nexample.com/tide/flush.TestFlushOnStop.func1()\n\t/home/dev/tide/flush/buffer_test.go:36 +0x77\ncreated by example.com/tide/flush.TestFlushOnStop in goroutine 7\n\t/home/dev/tide/flush/buffer_test.go:33 +0xe6\n")
		if g == 0 {
			b.WriteString("\n")
		}
	}
	b.WriteString("FAIL\texample.com/tide/flush\t3.011s\nFAIL\n")
	in := b.String()
	out := reduceAsRun(GoTest, in)
	for _, w := range []string{"goroutine 7 [sync.WaitGroup.Wait]:\n", "goroutine 8 [sync.Cond.Wait]:\n", "\t/home/dev/tide/flush/buffer.go:33 +0x7d\n"} {
		if !strings.Contains(out, w) {
			t.Errorf("lost %q:\n%s", w, out)
		}
	}
	checkMarkers(t, in, out)
}

package reduce

import (
	"fmt"
	"strings"
	"testing"
)

// A checker's score out of a whole is the run's verdict, kept wherever it
// stands: a lint target that runs several checkers in turn puts it in the
// middle of the output.
func TestScoreLine(t *testing.T) {
	for s, want := range map[string]bool{
		"Your code has been rated at 6.05/10 (previous run: 6.05/10, +0.00)": true,
		"Your code has been rated at -2.50/10":                               true,
		"Performance score: 87/100":                                          true,
		"Overall rating 4/5":                                                 true,
		"Rated R, 2/3 of the way":                                            false,
		"copied 6/10 files":                                                  false,
		"score board updated":                                                false,
		"see docs/score/10":                                                  false,
	} {
		if got := scoreLine(s); got != want {
			t.Errorf("scoreLine(%q) = %v, want %v", s, got, want)
		}
	}
	var b strings.Builder
	b.WriteString("pylint pkg --fail-under=8\n************* Module pkg.io\n")
	for i := range 40 {
		fmt.Fprintf(&b, "pkg/io.py:%d:0: C0116: Missing function or method docstring (missing-function-docstring)\n", 10+i)
		fmt.Fprintf(&b, "pkg/io.py:%d:4: W0612: Unused variable 'tmp%d' (unused-variable)\n", 11+i, i)
	}
	score := "Your code has been rated at 5.12/10 (previous run: 5.40/10, -0.28)"
	b.WriteString("\n------------------------------------------------------------------\n" + score + "\n\nmake: *** [Makefile:9: pylint] Error 16\n")
	b.WriteString("bandit -q -r pkg\nRun started:2026-12-06 10:00:00\n\nTest results:\n")
	for i := range 30 {
		fmt.Fprintf(&b, "\tNo issues identified in module %d.\n\tRun time %d ms\n", i, i)
	}
	b.WriteString("Code scanned:\n\tTotal lines of code: 640\n")
	in := b.String()
	out := reduceAsRun(Generic, in)
	wants(t, out, score)
	checkMarkers(t, in, out)
}

// Rows that say file by file whether a tool changed it: the changed ones
// are kept, the unchanged ones go; a verbose build's steps ("checking:")
// are not such a list.
func TestChangedRowsKept(t *testing.T) {
	var b strings.Builder
	var changed []string
	for i := range 30 {
		if i%3 == 0 {
			l := fmt.Sprintf("rewrote src/models/m%02d.ts: %d occurrences", i, i%5+1)
			changed = append(changed, l)
			b.WriteString(l + "\n")
			continue
		}
		fmt.Fprintf(&b, "unchanged src/models/m%02d.ts\n", i)
	}
	b.WriteString("\n10 file(s) changed, 30 occurrence(s) of hullId -> vesselId\n")
	in := b.String()
	out := reduceAsRun(Generic, in)
	wants(t, out, changed...)
	if strings.Contains(out, "unchanged src/models/m01.ts") {
		t.Errorf("an unchanged row kept:\n%s", out)
	}
	checkMarkers(t, in, out)

	b.Reset()
	changed = nil
	for i := range 24 {
		if i%4 == 0 {
			l := fmt.Sprintf("packages/app/src/view%d.tsx %dms", i, 20+i)
			changed = append(changed, l)
			b.WriteString(l + "\n")
			continue
		}
		fmt.Fprintf(&b, "packages/app/src/view%d.tsx %dms (unchanged)\n", i, 3+i)
	}
	in = b.String()
	out = reduceAsRun(Generic, in)
	wants(t, out, changed...)
	checkMarkers(t, in, out)

	var ls []line
	for i := range 20 {
		ls = append(ls, line{text: fmt.Sprintf("    checking: /usr/share/racket/collects/racket/m%d.rkt", i)})
		if i%4 == 0 {
			ls = append(ls, line{text: fmt.Sprintf("    skipping:  /usr/share/racket/collects/racket/s%d.rkt", i)}, line{text: fmt.Sprintf("    done: /usr/share/racket/collects/racket/m%d.rkt", i)})
		}
	}
	for _, l := range keepChangedRows(ls) {
		if l.cls != normal {
			t.Errorf("a build step's row %q classed %d", l.text, l.cls)
		}
	}
}

// A build that stops on the same fatal error in every file: the errors
// fold into one summary that names the files, and so do make's lines for
// each target; the compiler command echoed over each is not left behind
// on its own ("compilation terminated." under each is the first one's
// twin, make's "*** [target] Error 1" names the target).
func TestEchoesOfFoldedFatals(t *testing.T) {
	var b strings.Builder
	b.WriteString("mkdir -p build\n")
	names := []string{"anchor", "berth", "cleat", "davit", "ensign", "fender", "gunwale", "hawser", "jib", "keel"}
	for _, n := range names {
		fmt.Fprintf(&b, "cc -std=c11 -Wall -O2 -c -o build/%s.o src/%s.c\n", n, n)
		fmt.Fprintf(&b, "src/%s.c:3:10: fatal error: dock.h: No such file or directory\n    3 | #include \"dock.h\"\n      |          ^~~~~~~~\n", n)
		fmt.Fprintf(&b, "compilation terminated.\nmake: *** [Makefile:9: build/%s.o] Error 1\n", n)
	}
	b.WriteString("make: Target 'all' not remade because of errors.\n")
	in := b.String()
	out := reduceAsRun("make", in)
	wants(t, out, "src/anchor.c:3:10: fatal error: dock.h: No such file or directory", "make: Target 'all' not remade because of errors.")
	if n := strings.Count(out, "cc -std=c11"); n > 2 {
		t.Errorf("%d compiler commands left over folded errors:\n%s", n, out)
	}
	checkMarkers(t, in, out)
	for s, want := range map[string]bool{
		"make: *** [Makefile:9: build/a.o] Error 1":  true,
		"make[2]: *** [src/Makefile:4: all] Error 2": true,
		"make: *** No rule to make target 'x'.":      false,
		"cmake: *** [a] Error 1":                     false,
	} {
		if makeStop(s) != want {
			t.Errorf("makeStop(%q) = %v", s, !want)
		}
	}
}

// A property test's replay path is one token of numbers some thousands
// of bytes long; clipped, neither its head nor its tail replays the
// counterexample, so beside a failure it is shown whole. A long list of
// names (tox's "installed: a==1.0,b==2.0,...") is still clipped.
func TestReplayPathWhole(t *testing.T) {
	var p strings.Builder
	for i := 0; p.Len() < 2400; i++ {
		fmt.Fprintf(&p, "%d:%d:", i%17, (i*7)%13)
	}
	replay := "    { seed: 1234567, path: \"" + strings.TrimSuffix(p.String(), ":") + "\", endOnFailure: true }"
	var b strings.Builder
	b.WriteString("TAP version 13\n")
	for i := range 30 {
		fmt.Fprintf(&b, "ok %d - property %d holds\n  ---\n  duration_ms: %d.5\n  ...\n", i+1, i, i)
	}
	b.WriteString("not ok 31 - round trip keeps the order\n  ---\n  error: |-\n    Property failed after 12 tests\n" + replay + "\n    Counterexample: [[3,1]]\n  ...\n1..31\n# pass 30\n# fail 1\n")
	in := b.String()
	out := reduceAsRun(Generic, in)
	wants(t, out, replay, "not ok 31 - round trip keeps the order")
	checkMarkers(t, in, out)

	var names []string
	for i := range 200 {
		names = append(names, fmt.Sprintf("package%d==1.%d.0", i, i))
	}
	for s, want := range map[string]bool{
		replay: true,
		"lint installed: " + strings.Join(names, ","): false,
		strings.Repeat("1:2:3 ", 500):                 false,
	} {
		if got := opaqueToken(s); got != want {
			t.Errorf("opaqueToken(%.40q...) = %v, want %v", s, got, want)
		}
	}
}

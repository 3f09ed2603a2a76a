package reduce

import (
	"fmt"
	"strings"
	"testing"
)

// verboseBuild writes a verbose make build of n C files, each compiled
// by a command make echoes and each warned the same twice (one header
// and one function alike in every file), then linked.
func verboseBuild(n int) string {
	var b strings.Builder
	b.WriteString("make[2]: Entering directory '/src/cm/build'\n")
	for i := range n {
		f := fmt.Sprintf("/src/cm/src/part%d.c", i)
		fmt.Fprintf(&b, "/usr/bin/cc   -Wall -Wextra -O2 -MD -MT CMakeFiles/core.dir/src/part%d.c.o -o CMakeFiles/core.dir/src/part%d.c.o -c %s\n", i, i, f)
		fmt.Fprintf(&b, "%s: In function ‘count’:\n", f)
		fmt.Fprintf(&b, "%s:7:23: warning: comparison of integer expressions of different signedness: ‘int’ and ‘size_t’ [-Wsign-compare]\n", f)
		b.WriteString("    7 |     for (int i = 0; i < len; i++)\n      |                       ^\n")
	}
	b.WriteString("/usr/bin/ar qc libcore.a CMakeFiles/core.dir/src/part0.c.o\n")
	b.WriteString("make[2]: Leaving directory '/src/cm/build'\n")
	b.WriteString("[100%] Built target core\n")
	return b.String()
}

// TestEchoOfGoneDrops: the command over a diagnostic that went into a
// summary goes with it; the one over the occurrence shown stays.
func TestEchoOfGoneDrops(t *testing.T) {
	in := verboseBuild(6)
	out := reduceAsRun(Make, in)
	checkMarkers(t, in, out)
	if !strings.Contains(out, "-c /src/cm/src/part0.c\n") {
		t.Errorf("the command over the warning shown went:\n%s", out)
	}
	for i := 1; i < 6; i++ {
		if strings.Contains(out, fmt.Sprintf("-c /src/cm/src/part%d.c\n", i)) {
			t.Errorf("the command of part%d.c stayed, its warning in a summary:\n%s", i, out)
		}
	}
	if !strings.Contains(out, `5 more of "warning: comparison of integer expressions`) {
		t.Errorf("no summary of the five warnings:\n%s", out)
	}
}

// TestEchoOfShownStays: a command whose diagnostic is shown stays.
func TestEchoOfShownStays(t *testing.T) {
	ls := textLines("cc -Wall -c a.c\na.c:3:1: error: expected ‘;’\nb.c:3:1: error: gone\n")
	ls[0].cls, ls[1].cls, ls[2].cls = keep, keep, gone
	if ls = dropEchoesOfGone(ls); ls[0].cls != keep {
		t.Errorf("the command over a shown error went")
	}
	ls = textLines("cc -Wall -c b.c\nb.c:3:1: error: gone\n\ncc -c c.c\n")
	ls[0].cls, ls[1].cls = keep, gone
	if ls = dropEchoesOfGone(ls); ls[0].cls != drop {
		t.Errorf("the command over a gone error stayed")
	}
}

// TestPyWarningSourceGoesWithIt: Python's warnings module writes the
// source line under each warning; when the warnings group into a summary,
// their source lines go with them (none is left with no warning above).
func TestPyWarningSourceGoesWithIt(t *testing.T) {
	var b strings.Builder
	for i := range 20 {
		fmt.Fprintf(&b, "app/report.py:%d: DeprecationWarning: convert(legacy=True) is deprecated; use convert_exact\n", 8+i%3)
		b.WriteString("  total += convert(a, r, legacy=True)\n")
		if i%5 == 0 {
			fmt.Fprintf(&b, "row %d: total=%d\n", i, i*117)
		}
	}
	b.WriteString("done 354260\n")
	in := b.String()
	out := reduceAsRun(Generic, in)
	checkMarkers(t, in, out)
	if n := strings.Count(out, "  total += convert(a, r, legacy=True)\n"); n != 1 {
		t.Errorf("the source line shown %d times, want once, under the warning shown:\n%s", n, out)
	}
	if !strings.Contains(out, "DeprecationWarning: convert(legacy=True) is deprecated; use convert_exact\n  total += convert") {
		t.Errorf("the warning shown lost its source line:\n%s", out)
	}
}

func TestPyWarning(t *testing.T) {
	for s, want := range map[string]bool{
		"app/report.py:8: DeprecationWarning: convert is deprecated": true,
		"/x/y.py:12: UserWarning: no data":                           true,
		"a.py:3: numpy.VisibleDeprecationWarning: ragged":            true,
		"a.py:3: Warning: x":                                         false,
		"a.py:3: error: Warning: x":                                  false,
		"a.py: DeprecationWarning: x":                                false,
		"src/a.c:3:5: warning: unused variable":                      false,
		"it warns at a.py:3: DeprecationWarning: x":                  false,
		"app/report.py:x: DeprecationWarning: convert is deprecated": false,
	} {
		if got := pyWarning(s); got != want {
			t.Errorf("pyWarning(%q) = %v, want %v", s, got, want)
		}
	}
}

// TestRelayedLogLevels: what npm relays of a failed install script under
// its error prefix is classed by the script's own log level.
func TestRelayedLogLevels(t *testing.T) {
	for s, want := range map[string]class{
		"npm error gyp verb check python checking for Python executable \"python2\" in the PATH": drop,
		"npm error gyp verb cli   '--verbose',":                                                  drop,
		"npm ERR! gyp sill install loadAddon":                                                    drop,
		"npm error gyp info using node-gyp@3.8.0":                                                normal,
		"npm error gyp ERR! configure error":                                                     keep,
		"npm error gyp info it failed: not ok":                                                   keep,
		"npm error code 1":                                                                       keep,
		"npm error command sh -c node scripts/build.js":                                          keep,
		"gyp verb check python":                                                                  keep,
	} {
		if got := relayedLog(s); got != want {
			t.Errorf("relayedLog(%q) = %v, want %v", s, got, want)
		}
	}
}

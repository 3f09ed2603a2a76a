package reduce

import (
	"fmt"
	"strings"
	"testing"
)

// A checker's XML report gives each finding's place as an element's
// attributes, a file and a line: every place stays, however many there
// are, and the elements that only nest them may go.
func TestXMLPlacesKept(t *testing.T) {
	var b strings.Builder
	b.WriteString("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<results version=\"2\">\n    <analyzer version=\"3.1\"/>\n    <errors>\n")
	for i := range 30 {
		fmt.Fprintf(&b, "        <error id=\"uninitVar%d\" severity=\"error\" msg=\"Uninitialized variable: n%d\" cwe=\"457\" file0=\"lib/pool.c\">\n", i, i)
		fmt.Fprintf(&b, "            <location file=\"lib/pool.c\" line=\"%d\" column=\"%d\" info=\"Variable n%d is read here\"/>\n", 40+3*i, 5+i%7, i)
		fmt.Fprintf(&b, "            <location file=\"lib/pool.c\" line=\"%d\" column=\"9\"/>\n", 39+3*i)
		fmt.Fprintf(&b, "            <symbol>n%d</symbol>\n        </error>\n", i)
	}
	b.WriteString("    </errors>\n</results>\n")
	in := b.String()
	out := reduceAsRun(Lint, in)
	for i := range 30 {
		for _, want := range []string{
			fmt.Sprintf("            <location file=\"lib/pool.c\" line=\"%d\" column=\"%d\" info=\"Variable n%d is read here\"/>\n", 40+3*i, 5+i%7, i),
			fmt.Sprintf("            <location file=\"lib/pool.c\" line=\"%d\" column=\"9\"/>\n", 39+3*i),
		} {
			if !strings.Contains(out, want) {
				t.Fatalf("lost %q:\n%s", want, out)
			}
		}
	}
	checkMarkers(t, in, out)
	for s, want := range map[string]bool{
		`  <error line="12" column="3" severity="warning" message="Line is longer than 100 characters"/>`: true,
		`<location file="a.c" line="3"/>`:                         true,
		`<location file="a.c" line="x"/>`:                         false,
		`  <dependency name="core" line="12"/>`:                   false,
		`line="12" file="a.c"`:                                    false,
		`    <testcase name="adds" file="a_test.py" time="0.1"/>`: false,
	} {
		if xmlPlace(s) != want {
			t.Errorf("xmlPlace(%q) = %v", s, !want)
		}
	}
}

// A configure script stopped by a check keeps the check that came back
// "no" right above its error, however long the checks before it ran.
func TestFailedCheckAboveConfigureError(t *testing.T) {
	var b strings.Builder
	b.WriteString("make[1]: Entering directory '/home/dev/src/tally'\n")
	b.WriteString("test -d \"tally-2.0\" || mkdir \"tally-2.0\"\n")
	b.WriteString("tardir=tally-2.0 && ${TAR-tar} chof - \"$tardir\" | eval GZIP= gzip --best -c >tally-2.0.tar.gz\n")
	b.WriteString("case 'tally-2.0.tar.gz' in \\\n*.tar.gz*) \\\n  eval GZIP= gzip --best -dc tally-2.0.tar.gz | ${TAR-tar} xf - ;;\\\nesac\n")
	answers := []string{"yes", "no", "(cached) yes", "/usr/bin/install -c", "none needed", "-fPIC -DPIC", "ok", "pass_all"}
	for i := range 120 {
		switch i % 4 {
		case 0:
			fmt.Fprintf(&b, "checking for header%02d.h... %s\n", i, answers[i%len(answers)])
		case 1:
			fmt.Fprintf(&b, "checking whether the compiler supports -fopt%d... %s\n", i, answers[(i+3)%len(answers)])
		case 2:
			fmt.Fprintf(&b, "checking how to run tool %d... %s\n", i, answers[(i+5)%len(answers)])
		default:
			fmt.Fprintf(&b, "checking if step %d works... yes\n", i)
		}
	}
	b.WriteString("checking for pkg-config... /usr/bin/pkg-config\n")
	b.WriteString("checking for libzstd >= 1.5... no\nconfigure: error: Package requirements (libzstd >= 1.5) were not met:\n\nNo package 'libzstd' found\n\nConsider adjusting the PKG_CONFIG_PATH environment variable if you\ninstalled the library elsewhere.\n\nOr set ZSTD_CFLAGS and ZSTD_LIBS to skip pkg-config;\nits manual page says more.\nmake[1]: *** [Makefile:880: distcheck] Error 1\nmake: *** [Makefile:700: all] Error 2\n")
	in := b.String()
	out := reduceAsRun(Make, in)
	for _, want := range []string{"checking for libzstd >= 1.5... no\n", "configure: error: Package requirements (libzstd >= 1.5) were not met:\n"} {
		if !strings.Contains(out, want) {
			t.Errorf("lost %q:\n%s", want, out)
		}
	}
	checkMarkers(t, in, out)
}

// keepFailedCheck raises the check right above the error, not the other
// checks that came back "no" on the way.
func TestKeepFailedCheckRaisesOnlyTheLast(t *testing.T) {
	ls := textLines("checking for dlltool... no\nchecking for gawk... gawk\nchecking for libpq >= 14... no\nconfigure: error: libpq 14 or newer is required\n")
	keepFailedCheck(ls)
	for i, want := range []class{normal, normal, keep, normal} {
		if ls[i].cls != want {
			t.Errorf("line %d (%q): class %d, want %d", i, ls[i].text, ls[i].cls, want)
		}
	}
}

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

// valgrind's stacks of an allocation or a free run through the C++
// standard library's templates and its shared objects: the first and the
// last of such a run stay, the ones between go, and the program's own
// frames stay whole.
func TestMemcheckLibraryFramesFold(t *testing.T) {
	var b strings.Builder
	b.WriteString("==311== Memcheck, a memory error detector\n==311== Command: ./yard shunt\n==311==\n")
	for e := range 3 {
		fmt.Fprintf(&b, "==311== Invalid read of size 4\n==311==    at 0x10A%03X: yard::Track::length() const (track.cpp:%d)\n==311==    by 0x10B2C1: main (main.cpp:52)\n", e, 17+e)
		fmt.Fprintf(&b, "==311==  Address 0x4d7%d0c0 is 12 bytes inside a block of size 96 free'd\n", e)
		b.WriteString("==311==    at 0x484499B: operator delete(void*, unsigned long) (in /usr/libexec/valgrind/vgpreload_memcheck-amd64-linux.so)\n")
		b.WriteString("==311==    by 0x10DE51: std::__new_allocator<yard::Track>::deallocate(yard::Track*, unsigned long) (new_allocator.h:158)\n")
		b.WriteString("==311==    by 0x10D6F5: std::allocator_traits<std::allocator<yard::Track> >::deallocate(std::allocator<yard::Track>&, yard::Track*, unsigned long) (alloc_traits.h:496)\n")
		b.WriteString("==311==    by 0x10CF07: std::_Vector_base<yard::Track, std::allocator<yard::Track> >::_M_deallocate(yard::Track*, unsigned long) (stl_vector.h:387)\n")
		b.WriteString("==311==    by 0x10FEBC: yard::Track& std::vector<yard::Track, std::allocator<yard::Track> >::emplace_back<yard::Track>(yard::Track&&) (vector.tcc:123)\n")
		fmt.Fprintf(&b, "==311==    by 0x10E825: yard::Yard::add(yard::Track) (yard.cpp:%d)\n==311==    by 0x10B490: main (main.cpp:49)\n==311==\n", 30+e)
	}
	b.WriteString("==311== ERROR SUMMARY: 3 errors from 3 contexts (suppressed: 0 from 0)\n")
	in := b.String()
	out := reduceAsRun(Generic, in)
	for _, want := range []string{"yard::Track::length() const (track.cpp:17)", "yard::Yard::add(yard::Track) (yard.cpp:30)", "operator delete(void*, unsigned long)", "emplace_back<yard::Track>(yard::Track&&) (vector.tcc:123)", "ERROR SUMMARY: 3 errors"} {
		if !strings.Contains(out, want) {
			t.Errorf("lost %q:\n%s", want, out)
		}
	}
	if strings.Contains(out, "alloc_traits.h:496") {
		t.Errorf("a library frame between the first and the last stayed:\n%s", out)
	}
	checkMarkers(t, in, out)
	for s, want := range map[string]bool{
		"   by 0x10CF07: std::_Vector_base<T>::_M_deallocate(T*, unsigned long) (stl_vector.h:387)": true,
		"==9== at 0x4841F2F: operator new(unsigned long) (in /usr/libexec/valgrind/vgpreload.so)":   true,
		"   by 0x10E825: yard::Yard::add(yard::Track) (yard.cpp:14)":                                false,
		"   by 0x10E825: std::sort_helper(int*) (src/std_sort.h:14)":                                false,
		"   at 0x10E825: yard::Pool<T>::grow() (pool.h:33)":                                         false,
	} {
		if memcheckLibFrame(s) != want {
			t.Errorf("memcheckLibFrame(%q) = %v", s, !want)
		}
	}
}

// A build that echoes the same compiler command for file after file
// keeps the first whole; a later one goes when the diagnostics under it
// name the file it compiled, and stays when they do not.
func TestAlikeCompilerEchoesGo(t *testing.T) {
	var b strings.Builder
	b.WriteString("mkdir -p out\n")
	warnings := []string{
		"unused variable ‘tmp’ [-Wunused-variable]",
		"comparison of integer expressions of different signedness: ‘int’ and ‘size_t’ [-Wsign-compare]",
		"‘rate’ may be used uninitialized [-Wmaybe-uninitialized]",
		"format ‘%d’ expects argument of type ‘int’, but argument 2 has type ‘long int’ [-Wformat=]",
	}
	for i, f := range []string{"ledger", "parse", "rates", "report"} {
		fmt.Fprintf(&b, "gcc -O2 -g -std=c17 -Wall -Wextra -Iinc -c lib/%s.c -o out/%s.o\n", f, f)
		fmt.Fprintf(&b, "lib/%s.c: In function ‘%s_run’:\nlib/%s.c:%d:9: warning: %s\n   %d |     step(x);\n      |         ^~~~\n", f, f, f, 10+i, warnings[i], 10+i)
	}
	b.WriteString("gcc -O2 -g -std=c17 -Wall -Wextra -Iinc -c lib/tally.c -o out/tally.o\n")
	b.WriteString("In file included from inc/ledger.h:3:\ninc/money.h:8:5: warning: ‘round_cents’ declared ‘static’ but never defined [-Wunused-function]\n")
	b.WriteString("gcc -O2 -g -o out/ledger out/ledger.o out/parse.o out/rates.o out/report.o out/tally.o -lm\n/usr/bin/ld: out/report.o: in function `report_run':\nlib/report.c:40: undefined reference to `fmt_money'\ncollect2: error: ld returned 1 exit status\nmake: *** [Makefile:12: out/ledger] Error 1\n")
	in := b.String()
	out := reduceAsRun(Make, in)
	for _, want := range []string{
		"gcc -O2 -g -std=c17 -Wall -Wextra -Iinc -c lib/ledger.c -o out/ledger.o\n",
		"gcc -O2 -g -std=c17 -Wall -Wextra -Iinc -c lib/tally.c -o out/tally.o\n",
		"lib/rates.c:12:9: warning: ‘rate’ may be used uninitialized [-Wmaybe-uninitialized]\n",
		"inc/money.h:8:5: warning: ‘round_cents’ declared ‘static’ but never defined [-Wunused-function]\n",
		"lib/report.c:40: undefined reference to `fmt_money'\n",
	} {
		if !strings.Contains(out, want) {
			t.Errorf("lost %q:\n%s", want, out)
		}
	}
	if strings.Contains(out, "-c lib/parse.c") || strings.Contains(out, "-c lib/rates.c") {
		t.Errorf("a command said again over diagnostics that name its file stayed:\n%s", out)
	}
	checkMarkers(t, in, out)
}

package reduce

import (
	"fmt"
	"strings"
	"testing"
)

// normalLines is text's lines, every one normal, as a classifier that
// knew none of them would leave them.
func normalLines(text string) []line {
	ls := textLines(text)
	for i := range ls {
		ls[i].cls = normal
	}
	return ls
}

// A summary's counts are read by their shape, whatever the tool: "#
// KEY: n", "label = n", not an indented row nor a place.
func TestCountLine(t *testing.T) {
	for s, want := range map[string]bool{
		"# TOTAL: 5": true,
		"# XFAIL: 0": true,
		"Hits = 17":  true,
		"Physical Source Lines of Code (SLOC) = 111":  true,
		"Hits@level+ = [0+]  20 [1+]  17 [2+]  15":    true,
		"Lines analyzed = 127 in approximately 0.01s": true,
		"Minimum risk level = 1":                      true,
		"  no-duplicate-selectors: 2":                 false, // (a listing's row)
		"src/a.c:12: warning: x":                      false,
		"\tat org.junit.Assert.fail(Assert.java:89)":  false,
		"  d0:\t48 89 c5  mov %rax,%rbp":              false,
		"F 10:0 round_money - A (1)":                  false,
		"I/O Read time: 0.24s":                        false, // (a time, not a count)
		"Maxrank = 2, minrank = 0":                    true,
		"version: 2to3":                               false,
	} {
		if got := countLine(s); got != want {
			t.Errorf("countLine(%q) = %v, want %v", s, got, want)
		}
	}
}

// A harness's closing summary stays whole: its counts, the heading over
// them, the result rows above it (the passing ones with the failing),
// and a tool's remark under its counts.
func TestClosingSummary(t *testing.T) {
	ls := normalLines("make[2]: Entering directory '/w'\nPASS: tests/a\nFAIL: tests/b\nSKIP: tests/c\nPASS: tests/d.sh\n" +
		"==========================================\nTestsuite summary for ring 0.3.0\n==========================================\n" +
		"# TOTAL: 4\n# PASS:  2\n# SKIP:  1\n# XFAIL: 0\n# FAIL:  1\n# XPASS: 0\n# ERROR: 0\n" +
		"==========================================\nSee ./test-suite.log\n")
	ls[2].cls = keep // (the failure, as the classifier keeps it)
	keepClosingSummary(ls)
	if got, want := classesOf(ls), "n"+"kkkk"+"nkn"+"kkkkkkk"+"nn"; got != want {
		t.Errorf("classes %s, want %s", got, want)
	}

	ls = normalLines("src/a.c:3:  [4] (buffer) strcpy:\n  Does not check.\nANALYSIS SUMMARY:\n\nHits = 17\n" +
		"Lines analyzed = 127 in approximately 0.01 seconds (15383 lines/second)\nPhysical Source Lines of Code (SLOC) = 111\n" +
		"Minimum risk level = 1\n\nNot every hit is necessarily a security vulnerability.\nYou can inhibit a report.\n")
	keepClosingSummary(ls)
	if got, want := classesOf(ls), "nnkn"+"kkkk"+"nkn"; got != want {
		t.Errorf("classes %s, want %s", got, want)
	}

	// A log's records alike ("network simplex: ...") are no summary.
	ls = normalLines("network simplex:  1 nodes 0 edges\nnetwork simplex: 1 nodes 0 edges 0 iter\nnetwork simplex:  9 nodes 10 edges\nMaxrank = 2, minrank = 0\ndone\n")
	keepClosingSummary(ls)
	if got := classesOf(ls); strings.Contains(got, "k") {
		t.Errorf("a log's records kept as a summary: %s", got)
	}
}

// A check list's passing items go; the others keep their verdict and the
// lines the check printed, up to a blank line or the next item.
func TestCheckList(t *testing.T) {
	ls := normalLines("* checking for file ‘p/DESCRIPTION’ ... OK\n* checking R files for syntax errors ... OK\n" +
		"* checking dependencies in R code ... NOTE\nNamespace in Imports field not imported from: ‘stats’\n  All declared Imports should be used.\n" +
		"* checking Rd \\usage sections ... WARNING\nDocumented arguments not in \\usage in documentation object 'tally':\n  ‘y’\n\nFunctions with \\usage entries need ...\n" +
		"* checking tests ...\n  Running ‘basic.R’\n ERROR\nRunning the tests in ‘tests/basic.R’ failed.\n* DONE\n")
	ls[1].cls = keep // (kept for the word "errors")
	keepCheckList(ls)
	if got, want := classesOf(ls), "dd"+"kkk"+"kkknn"+"kkkkn"; got != want {
		t.Errorf("classes %s, want %s", got, want)
	}
}

// The last line a tool printed behind its name stays where another
// tool's output follows: where a chain's first command ended.
func TestToolClosers(t *testing.T) {
	ls := normalLines("autoreconf: Entering directory '.'\nautoreconf: running: aclocal\nautoreconf: running: automake\n" +
		"autoreconf: Leaving directory '.'\nchecking for gcc... gcc\nchecking whether make sets $(MAKE)... yes\nchecking for ar... ar\n" +
		"configure: creating ./config.status\nconfig.status: creating Makefile\n")
	keepToolClosers(ls)
	if got, want := classesOf(ls), "nnnknnnnn"; got != want {
		t.Errorf("classes %s, want %s", got, want)
	}
	// A severity is no tool.
	if toolPrefix("note: see here") != "" || toolPrefix("make[1]: Leaving directory") != "make" {
		t.Error("toolPrefix")
	}
}

// A checker's prose note under each finding goes; the head, its
// message's own lines and the places stay; a label's value (javac's) and
// a quoted assertion (pytest's) are no note.
func TestFindingNotes(t *testing.T) {
	var b strings.Builder
	for i := 1; i <= 4; i++ {
		fmt.Fprintf(&b, "src/kv.c:%d:10: Possibly null storage f passed as non-null param:\n", i)
		b.WriteString("                   fgets (..., f)\n")
		b.WriteString("  A possibly null pointer is passed as a parameter corresponding to a formal\n")
		b.WriteString("  parameter with no /*@null@*/ annotation. (Use -nullpass to inhibit warning)\n")
		fmt.Fprintf(&b, "   src/kv.c:%d:12: Storage f may become null\n", i)
	}
	ls := normalLines(b.String())
	for i := range ls {
		if i%5 == 0 || i%5 == 3 {
			ls[i].cls = keep
		}
	}
	dropFindingNotes(ls)
	if got, want := classesOf(ls), strings.Repeat("knddn", 4); got != want {
		t.Errorf("classes %s, want %s", got, want)
	}
	for _, s := range []string{"  symbol:   class Strin", "    assert parse(s) == want", "\t\tlog.Fatal(err)", "  | x = 1"} {
		if noteLine(s) {
			t.Errorf("noteLine(%q) = true", s)
		}
	}
}

// A body drawn under each finding (bison's derivations) folds to its
// first line; a code frame with its caret (javac's) does not.
func TestFindingBodies(t *testing.T) {
	var b strings.Builder
	for i := 0; i < 3; i++ {
		fmt.Fprintf(&b, "calc.y: warning: shift/reduce conflict on token '%c' [-Wcounterexamples]\n", "+-*"[i])
		b.WriteString("  Example: expr • '+' expr\n  Shift derivation\n    expr\n    ↳ 9: expr • '+' expr\n  Reduce derivation\n")
	}
	ls := normalLines(b.String())
	for i := range ls {
		ls[i].cls = keep
	}
	dropFindingBodies(ls)
	if got, want := classesOf(ls), strings.Repeat("kkdddd", 3); got != want {
		t.Errorf("classes %s, want %s", got, want)
	}
	b.Reset()
	for i := 0; i < 3; i++ {
		fmt.Fprintf(&b, "A.java:%d: error: cannot find symbol\n        foo(x);\n        ^\n  symbol:   variable x\n  location: class A\n", i+1)
	}
	ls = normalLines(b.String())
	dropFindingBodies(ls)
	if got := classesOf(ls); strings.Contains(got, "d") {
		t.Errorf("a code frame folded: %s", got)
	}
}

// A failure word that is the tag of every line of a run names their
// subject: the lines are not kept for it.
func TestTagRuns(t *testing.T) {
	ls := normalLines("(ERRORS)   Loading unit ERRORS\n(ERRORS)   PPU Crc: A492F51A\n(ERRORS)   Number of symbols: 13\n" +
		"(ERRORS)   Load from ERRORS (interface) unit SYSTEM\n(ERRORS)   Finished loading unit ERRORS\n(ERRORS)   Fatal: cannot open x.ppu\n")
	for i := range ls {
		ls[i].cls = keep
	}
	demoteTagRuns(ls)
	if got, want := classesOf(ls), "nnnnnk"; got != want {
		t.Errorf("classes %s, want %s", got, want)
	}
	// A verdict said once a line is no subject: bun's failures stay.
	ls = normalLines("(fail) quote > 25 kg to asia\n(fail) label > missing zone\n(fail) label > object shape\n(fail) quote > 1 kg to eu\n(fail) parcels > splits\n")
	for i := range ls {
		ls[i].cls = keep
	}
	demoteTagRuns(ls)
	if got, want := classesOf(ls), "kkkkk"; got != want {
		t.Errorf("classes %s, want %s", got, want)
	}
}

// A numbered backtrace's frames in the runtime's packages go; the
// innermost bare-named frame (the program's) and the last two stay.
func TestRuntimeFrames(t *testing.T) {
	ls := normalLines("0: (SB-KERNEL:TWO-ARG-* 875 NIL)\n1: (APPLY-COUPON 875 \"BOGUS\")\n2: (SB-INT:SIMPLE-EVAL-IN-LEXENV (FORMAT T))\n" +
		"3: (EVAL-TLF (FORMAT T) 6 NIL)\n4: ((LAMBDA (SB-KERNEL:FORM) :IN SB-INT:LOAD-AS-SOURCE) (FORMAT T))\n5: (SB-IMPL::PROCESS-SCRIPT \"cart.lisp\")\n" +
		"6: (SB-IMPL::%START-LISP)\n")
	dropRuntimeFrames(ls)
	if got, want := classesOf(ls), "dkdnd"+"nn"; got != want {
		t.Errorf("classes %s, want %s", got, want)
	}
}

// Under "In FILE:" headings, the runtime's files (relative to its load
// path, or unknown) go where the program's are named absolute.
func TestLoadPathFrames(t *testing.T) {
	ls := normalLines("Backtrace:\nIn ice-9/boot-9.scm:\n  1752:10 11 (with-exception-handler _ _)\nIn unknown file:\n          10 (apply-smob/0 #<thunk>)\n" +
		"In /home/u/report.scm:\n      9:0  5 (_)\nIn ice-9/format.scm:\n  1546:18  4 (format #t \"~a\" 5)\n\nerror in format\n")
	dropLoadPathFrames(ls)
	if got, want := classesOf(ls), "n"+"dddd"+"nn"+"dd"+"nn"; got != want {
		t.Errorf("classes %s, want %s", got, want)
	}
}

// A tool fetched at a version by go run is read as that tool, not as the
// project's build.
func TestGoRunVersionedTool(t *testing.T) {
	for _, c := range []string{"go run mvdan.cc/gofumpt@v0.7.0 -l -d .", "go run github.com/fzipp/gocyclo/cmd/gocyclo@v0.6.0 -over 1 ."} {
		if k := Kind(strings.Fields(c)); k == GoBuild {
			t.Errorf("Kind(%q) = %q", c, k)
		}
	}
	if k := Kind(strings.Fields("go run ./cmd/depot orders.json")); k != GoBuild {
		t.Errorf("go run of the project's package: %q, want %q", k, GoBuild)
	}
}

// Make's echoed steps that printed nothing (automake's depfile moves,
// libtool's links, a compile between them) go; a compile whose
// diagnostics follow stays.
func TestMakeEchoedSteps(t *testing.T) {
	var b strings.Builder
	for _, n := range []string{"a", "b", "c", "d", "e", "f"} {
		fmt.Fprintf(&b, "gcc -DPACKAGE_NAME=\\\"ring\\\" -I. -g -O2 -MT t_%s.o -MD -MP -MF .deps/t_%s.Tpo -c -o t_%s.o tests/t_%s.c\n", n, n, n, n)
		fmt.Fprintf(&b, "mv -f .deps/t_%s.Tpo .deps/t_%s.Po\n", n, n)
		fmt.Fprintf(&b, "/bin/bash ./libtool  --tag=CC   --mode=link gcc  -g -O2   -o tests/t_%s t_%s.o libring.la -lm\n", n, n)
		fmt.Fprintf(&b, "libtool: link: gcc -g -O2 -o tests/.libs/t_%s t_%s.o  ./.libs/libring.so -lm\n", n, n)
	}
	b.WriteString("gcc -I. -g -O2 -c -o bad.o src/bad.c\nsrc/bad.c:3:5: error: expected ';' before '}' token\nmake: *** [Makefile:9: bad.o] Error 1\n")
	out, ok := Text(Make, b.String(), "/tmp/full.log")
	if !ok {
		t.Fatal("not reduced")
	}
	for _, k := range []string{"gcc -I. -g -O2 -c -o bad.o src/bad.c", "src/bad.c:3:5: error: expected ';' before '}' token", "make: *** [Makefile:9: bad.o] Error 1"} {
		if !strings.Contains(out, k+"\n") {
			t.Errorf("lost %q:\n%s", k, out)
		}
	}
	if strings.Count(out, "mv -f") > 1 || strings.Count(out, "-MT t_") > 1 {
		t.Errorf("echoed steps shown:\n%s", out)
	}
}

package reduce

import (
	"fmt"
	"strings"
	"testing"
)

func TestFrameKind(t *testing.T) {
	for s, want := range map[string]int{
		"   |": frameQuote,
		"40 |         let first = &cart.items[0];": frameQuote,
		"   31 |     for (int i = 0; i < n; i++)":  frameQuote,
		"      |                    ^":             frameQuote,
		"      |              |      |":            frameQuote,
		"30 -     return fields.len();":            frameQuote,
		"30 +     fields.len()":                    frameQuote,
		"...":                                      frameQuote,
		"   = help: for further information visit https://example.com/lints#x": frameQuote,
		"   |         ^^^^ mutable borrow occurs here":                         frameLabel,
		"      |              int    long int":                                 frameLabel,
		"                          ^":                                          frameCaret,
		"         ~~~~~~~":                                                     frameCaret,
		"   = note: `#[warn(dead_code)]` on by default":                        frameNone,
		"  symbol:   method prce()":                                            frameNone,
		"| name | count |":                                                     frameNone, // a table at the margin
		"3 failed, 12 passed":                                                  frameNone,
		"help: consider cloning the value":                                     frameNone,
	} {
		if got := frameKind(s); got != want {
			t.Errorf("frameKind(%q) = %d, want %d", s, got, want)
		}
	}
}

// frameCheck reduces in as kind and checks that every line of keep is
// shown and no line of gone is, and that the markers count what went.
func frameCheck(t *testing.T, kind string, in string, keep, gone []string) string {
	t.Helper()
	out, ok := textAs(kind, in, fullPath, false) // (a rule's test: read as any length)
	if !ok {
		t.Fatalf("not reduced:\n%s", in)
	}
	shown := map[string]bool{}
	for _, l := range splitLines(out) {
		shown[l] = true
	}
	for _, k := range keep {
		if !shown[k] {
			t.Errorf("lost %q:\n%s", k, out)
		}
	}
	for _, g := range gone {
		if shown[g] {
			t.Errorf("kept %q:\n%s", g, out)
		}
	}
	checkMarkers(t, in, out)
	return out
}

func TestFoldFramesRustc(t *testing.T) {
	var b strings.Builder
	b.WriteString("    Checking shop v0.3.0 (/home/dev/shop)\n")
	for i, lint := range []string{"needless_return", "ptr_arg", "len_zero", "get_first", "assign_op_pattern", "bool_comparison"} {
		n := 10 + 7*i
		fmt.Fprintf(&b, "error: the lint %s fired here\n", lint)
		fmt.Fprintf(&b, "  --> src/lib.rs:%d:5\n", n)
		b.WriteString("   |\n")
		fmt.Fprintf(&b, "%d |     return fields_%d.len();\n", n, i)
		b.WriteString("   |     ^^^^^^^^^^^^^^^^^^^^^^\n")
		b.WriteString("   |\n")
		fmt.Fprintf(&b, "   = help: for further information visit https://rust-lang.github.io/rust-clippy/master/index.html#%s\n", lint)
		fmt.Fprintf(&b, "   = note: `-D clippy::%s` implied by `-D warnings`\n", lint)
		b.WriteString("help: remove `return`\n")
		b.WriteString("   |\n")
		fmt.Fprintf(&b, "%d -     return fields_%d.len();\n", n, i)
		fmt.Fprintf(&b, "%d +     fields_%d.len()\n", n, i)
		b.WriteString("   |\n\n")
	}
	b.WriteString("error[E0382]: borrow of moved value: `order`\n")
	b.WriteString("  --> src/checkout.rs:88:20\n")
	b.WriteString("   |\n")
	b.WriteString("85 |     submit(order);\n")
	b.WriteString("   |            ----- value moved here\n")
	b.WriteString("...\n")
	b.WriteString("88 |     println!(\"{}\", order.id);\n")
	b.WriteString("   |                    ^^^^^^^^ value borrowed here after move\n\n")
	b.WriteString("error: could not compile `shop` (lib) due to 7 previous errors\n")
	in := b.String()
	out := frameCheck(t, CargoBuild, in,
		[]string{
			"error: the lint ptr_arg fired here", "  --> src/lib.rs:17:5",
			"   = note: `-D clippy::ptr_arg` implied by `-D warnings`",
			"help: remove `return`",                                             // the fix, in words
			"   |            ----- value moved here", "85 |     submit(order);", // a label and the line it points at
			"   |                    ^^^^^^^^ value borrowed here after move",
			"error: could not compile `shop` (lib) due to 7 previous errors",
		},
		[]string{
			"17 |     return fields_1.len();", "17 -     return fields_1.len();", "17 +     fields_1.len()",
			"   = help: for further information visit https://rust-lang.github.io/rust-clippy/master/index.html#ptr_arg",
		})
	if len(out)*3 > len(in)*2 {
		t.Errorf("saved %d of %d bytes, want a third at least:\n%s", len(in)-len(out), len(in), out)
	}
}

func TestFoldFramesGcc(t *testing.T) {
	var b strings.Builder
	b.WriteString("[  6%] Building C object CMakeFiles/core.dir/src/util.c.o\n")
	for i, f := range []string{"buf", "map", "net", "parse", "list", "ring"} {
		fmt.Fprintf(&b, "[ %d%%] Building C object CMakeFiles/core.dir/src/%s.c.o\n", 12+6*i, f)
		fmt.Fprintf(&b, "src/%s.c:%d:9: warning: unused variable 'v%d' [-Wunused-variable]\n", f, 20+i, i)
		fmt.Fprintf(&b, "   %d |     int v%d = 0;\n", 20+i, i)
		b.WriteString("      |         ^~\n")
		fmt.Fprintf(&b, "src/%s.c:%d:5: warning: implicit declaration of function 'h%d' [-Wimplicit-function-declaration]\n", f, 40+i, i)
		fmt.Fprintf(&b, "   %d |     h%d(key) %% m->cap;\n", 40+i, i)
		b.WriteString("      |     ^~\n")
	}
	b.WriteString("src/parse.c:52:22: error: expected ';' before '}' token\n")
	b.WriteString("   52 |         return p->cur\n")
	b.WriteString("      |                      ^\n")
	b.WriteString("      |                      ;\n")
	b.WriteString("make[2]: *** [CMakeFiles/core.dir/build.make:118: src/parse.c.o] Error 1\n")
	b.WriteString("make[1]: *** [CMakeFiles/Makefile2:85: CMakeFiles/core.dir/all] Error 2\n")
	b.WriteString("make: *** [Makefile:91: all] Error 2\n")
	in := b.String()
	for _, kind := range []string{Generic, Make} {
		frameCheck(t, kind, in,
			[]string{"src/parse.c:52:22: error: expected ';' before '}' token", "make: *** [Makefile:91: all] Error 2"},
			[]string{"   52 |         return p->cur", "   44 |     h4(key) % m->cap;", "[ 36%] Building C object CMakeFiles/core.dir/src/parse.c.o"})
	}
}

func TestFoldFramesUnnumbered(t *testing.T) {
	var b strings.Builder
	for i := range 8 {
		fmt.Fprintf(&b, "src/main/java/shop/Cart%d.java:%d: error: cannot find symbol\n", i, 27+i)
		fmt.Fprintf(&b, "        total = total.add(item.prce%d());\n", i)
		b.WriteString("                              ^\n")
		fmt.Fprintf(&b, "  symbol:   method prce%d()\n", i)
		b.WriteString("  location: variable item of type Item\n")
	}
	b.WriteString("8 errors\n")
	frameCheck(t, Generic, b.String(),
		[]string{"src/main/java/shop/Cart3.java:30: error: cannot find symbol", "  symbol:   method prce0()", "8 errors"},
		[]string{"        total = total.add(item.prce3());"})

	// tsc --pretty: the number at the margin, blank lines around.
	b.Reset()
	for i := range 6 {
		fmt.Fprintf(&b, "src/api/c%d.ts:14:7 - error TS2322: Type 'string' is not assignable to type 'number'.\n\n", i)
		fmt.Fprintf(&b, "14   let retries%d: number = process.env.RETRIES;\n", i)
		b.WriteString("         ~~~~~~~\n\n")
	}
	b.WriteString("\nFound 6 errors in 6 files.\n")
	frameCheck(t, Tsc, b.String(),
		[]string{"src/api/c0.ts:14:7 - error TS2322: Type 'string' is not assignable to type 'number'.", "Found 6 errors in 6 files."},
		[]string{"14   let retries2: number = process.env.RETRIES;"})
}

// clang's classic frame: the quoted line (at the margin or indented), the
// caret, and a fix-it under it.
func TestFoldFramesClang(t *testing.T) {
	var b strings.Builder
	for i := range 6 {
		fmt.Fprintf(&b, "src/router%d.cpp:18:3: error: use of undeclared identifier 'route_table'; did you mean 'routeTable%d'?\n", i, i)
		b.WriteString("  route_table.clear();\n  ^~~~~~~~~~~\n")
		fmt.Fprintf(&b, "  routeTable%d\n", i)
		fmt.Fprintf(&b, "src/router%d.cpp:31:12: warning: unused parameter 'verbose%d' [-Wunused-parameter]\n", i, i)
		fmt.Fprintf(&b, "void dump%d(bool verbose) {\n               ^\n", i)
	}
	b.WriteString("6 warnings and 6 errors generated.\n")
	frameCheck(t, Generic, b.String(),
		[]string{"src/router0.cpp:18:3: error: use of undeclared identifier 'route_table'; did you mean 'routeTable0'?", "6 warnings and 6 errors generated."},
		[]string{"  route_table.clear();", "  routeTable0", "void dump0(bool verbose) {"})
}

// A severity at the margin heads a compiler's diagnostic too (deno's
// type errors): the quoted line over its caret folds, the place under it
// stays.
func TestFoldFramesSeverityFirst(t *testing.T) {
	var b strings.Builder
	for i := range 6 {
		fmt.Fprintf(&b, "error: TS2322 [ERROR]: Type 'string' is not assignable to type 'number%d'.\n", i)
		fmt.Fprintf(&b, "  const port%d: number = Deno.env.get(\"PORT\") ?? \"8000\";\n", i)
		b.WriteString("        ^^^^\n")
		fmt.Fprintf(&b, "    at file:///home/dev/app/src/server%d.ts:3:9\n\n", i)
	}
	b.WriteString("Found 6 errors.\n")
	frameCheck(t, Generic, b.String(), []string{"    at file:///home/dev/app/src/server2.ts:3:9", "Found 6 errors."},
		[]string{"  const port2: number = Deno.env.get(\"PORT\") ?? \"8000\";"})
}

// A document's line quoted under a checker's error (xmllint's, with no
// severity right after the place) is what the check read: it stays, as do
// a Python traceback's source lines and a table drawn with bars.
func TestFoldFramesLeavesOthers(t *testing.T) {
	var b strings.Builder
	for i, msg := range []string{"Opening and ending tag mismatch", "xmlParseEntityRef: no name", "AttValue: \" or ' expected", "attributes construct error", "Extra content at the end of the document", "Premature end of data"} {
		fmt.Fprintf(&b, "catalog.xml:%d: parser error : %s\n", 100+i, msg)
		fmt.Fprintf(&b, "    <author>Zed %d</autor>\n", i)
		b.WriteString("                       ^\n")
	}
	b.WriteString(strings.Repeat("<book>text</book>\n", 60))
	frameCheck(t, Generic, b.String(), []string{"    <author>Zed 3</autor>"}, nil)

	b.Reset()
	b.WriteString("src/app.c:3:5: warning: unused variable 'x' [-Wunused-variable]\n")
	b.WriteString("Traceback (most recent call last):\n")
	b.WriteString("  File \"tools/gen.py\", line 12, in <module>\n")
	b.WriteString("    main(sys.argv)\n")
	b.WriteString("    ~~~~^^^^^^^^^^\n")
	b.WriteString("ValueError: bad size\n")
	b.WriteString("| name | count |\n| a | 1 |\n")
	b.WriteString(strings.Repeat("building step of the generator\n", 60))
	frameCheck(t, Generic, b.String(), []string{"    main(sys.argv)", "| name | count |"}, nil)
}

func TestCompilerCommand(t *testing.T) {
	for s, want := range map[string]bool{
		"cc -Wall -c -o obj/a.o src/a.c":                       true,
		"/usr/bin/cc   -Wall -Wextra -O2 -MD -c /p/src/ring.c": true,
		"/usr/bin/x86_64-linux-gnu-gcc-12 -O2 -c a.c":          true,
		"/usr/bin/clang++-16 -std=c++17 -c a.cpp":              true,
		"/usr/bin/cmake -E cmake_depends x":                    false,
		"ccache is not installed":                              false,
	} {
		if got := compilerCommand(s); got != want {
			t.Errorf("compilerCommand(%q) = %v, want %v", s, got, want)
		}
	}
}

func TestStepLinePercent(t *testing.T) {
	for s, want := range map[string]bool{
		"[ 40%] Building C object CMakeFiles/core.dir/src/a.c.o": true,
		"[100%] Linking C executable app":                        true,
		"[3/10] Building C object x.o":                           true,
		"[1,234 / 2,345] Compiling src/a.cc; 3s linux-sandbox":   true,
		"[ 37%] Built target core":                               false,
		"[ 50%] a.c":                                             false,
	} {
		if got := stepLine(s); got != want {
			t.Errorf("stepLine(%q) = %v, want %v", s, got, want)
		}
	}
}

// eslint's codeframe format: the marked line stays, the frame around it
// goes, and the block goes on past it.
func TestFoldFramesMarked(t *testing.T) {
	var b strings.Builder
	for i := range 6 {
		fmt.Fprintf(&b, "error: 'x%d' is assigned a value but never used (no-unused-vars) at src/a%d.js:3:7:\n", i, i)
		b.WriteString("  1 | import a from 'b';\n  2 | import { render } from './render.js';\n")
		fmt.Fprintf(&b, "> 3 | const x%d = 1;\n", i)
		b.WriteString("    |       ^\n  4 | export function main() {\n  5 |   return render(a);\n\n")
	}
	b.WriteString("\n6 errors found.\n")
	frameCheck(t, Eslint, b.String(), []string{"> 3 | const x2 = 1;", "6 errors found."}, []string{"  1 | import a from 'b';"})
}

// A build that says its diagnostics again in a recap (MSBuild after
// "Build FAILED."): a summary counts every occurrence and lists each
// place once.
func TestGroupSummarySaidAgain(t *testing.T) {
	var d []string
	for i := range 5 {
		d = append(d, fmt.Sprintf("/p/src/Api/Models/Item%d.cs(%d,9): warning CS8618: Non-nullable property 'Name%d' must contain a non-null value when exiting constructor. [/p/src/Api/Api.csproj]", i, 10+i, i))
	}
	in := "  Determining projects to restore...\n" + strings.Join(d, "\n") + "\n\nBuild FAILED.\n\n" + strings.Join(d, "\n") + "\n    5 Warning(s)\n    0 Error(s)\n\nTime Elapsed 00:00:04.37\n"
	out := frameCheck(t, Generic, in, []string{"    5 Warning(s)"}, nil)
	if !strings.Contains(out, "9 more of ") || !strings.Contains(out, ", 4 said again") || strings.Count(out, "Item3.cs:13(Name3)") != 1 {
		t.Errorf("want 9 more, each place once, 4 said again:\n%s", out)
	}
}

// swift 6's frame: the label under the quoted line is a line of words
// behind "`-"; it stays with the line it points at, the rest folds.
func TestFoldFramesSwift(t *testing.T) {
	var b strings.Builder
	b.WriteString("Building for debugging...\n")
	for i := range 5 {
		ln := 10 + 3*i
		fmt.Fprintf(&b, "/p/Sources/App/Model%d.swift:%d:9: error: cannot find 'helper%d' in scope\n", i, ln, i)
		fmt.Fprintf(&b, "%d |   func run%d() {\n%d |     let x = %d\n%d |     helper%d(x)\n", ln-2, i, ln-1, i, ln, i)
		fmt.Fprintf(&b, "   |     `- error: cannot find 'helper%d' in scope\n%d |   }\n\n", i, ln+1)
	}
	b.WriteString("error: fatalError\n")
	frameCheck(t, Generic, b.String(), []string{"   |     `- error: cannot find 'helper0' in scope", "10 |     helper0(x)"}, []string{"8 |   func run0() {"})
}

// A severity head with no place over a table drawn with bars: no frame.
func TestFoldFramesNeedAPlace(t *testing.T) {
	in := "warning: 3 packages are outdated\n  | name    | current | wanted |\n  | lodash  | 4.17.1  | 4.17.21 |\n  | express | 4.17.0  | 4.19.2  |\n\n" +
		strings.Repeat("checking the registry for updates of the installed packages\n", 40)
	frameCheck(t, Generic, in, []string{"  | lodash  | 4.17.1  | 4.17.21 |"}, nil)
}

func TestDoneStepCmake(t *testing.T) {
	for s, want := range map[string]bool{
		"-- Detecting C compiler ABI info - done":                true,
		"-- Looking for pthread.h - found":                       true,
		"-- Performing Test CMAKE_HAVE_LIBC_PTHREAD - Success":   true,
		"-- Check for working C compiler: /usr/bin/cc - skipped": true,
		"-- Looking for zstd.h - not found":                      false,
		"-- Configuring done":                                    false,
	} {
		if got := doneStep(s); got != want {
			t.Errorf("doneStep(%q) = %v, want %v", s, got, want)
		}
	}
}

// gcc's context line said twice (a parallel build), each time over
// diagnostics that went into a summary, goes with them.
func TestContextSaidTwiceOverGone(t *testing.T) {
	var b strings.Builder
	b.WriteString("src/parse.c: In function 'parse_count':\n")
	b.WriteString("src/parse.c:7:23: warning: comparison of integer expressions of different signedness: 'int' and 'size_t' [-Wsign-compare]\n")
	b.WriteString("    7 |     for (int i = 0; i < strlen(s); i++)\n      |                       ^\n")
	for _, f := range []string{"store", "util", "report"} {
		for range 2 {
			fmt.Fprintf(&b, "src/%s.c: In function '%s_count':\n", f, f)
			fmt.Fprintf(&b, "src/%s.c:7:23: warning: comparison of integer expressions of different signedness: 'int' and 'size_t' [-Wsign-compare]\n", f)
			b.WriteString("    7 |     for (int i = 0; i < strlen(s); i++)\n      |                       ^\n")
		}
	}
	b.WriteString("[100%] Linking C executable ringtool\n[100%] Built target ringtool\nmake[1]: Leaving directory '/p/build'\n")
	frameCheck(t, Make, b.String(), []string{"src/parse.c: In function 'parse_count':"}, []string{"src/util.c: In function 'util_count':"})
}

// gcc's context line over another job's lines (make -j) heads nothing.
func TestOrphanContext(t *testing.T) {
	ls := textLines("parse.c: In function 'parse_cmp':\nopt.c: In function 'opt_size':\nopt.c:3:9: warning: unused variable 'n' [-Wunused-variable]\nparse.c: In function 'parse_size':\nparse.c:4:1: error: expected ';' before '}' token\n")
	var got []bool
	for i := range ls {
		got = append(got, gccContext(ls[i].text) && orphanContext(ls, i))
	}
	if want := []bool{true, false, false, false, false}; fmt.Sprint(got) != fmt.Sprint(want) {
		t.Errorf("orphan contexts %v, want %v", got, want)
	}
}

func TestFrameSays(t *testing.T) {
	for s, want := range map[string]bool{
		"4   return u.id + missing1;":                false, // a name, no word
		"12 |     let got_x = 3;":                    false,
		"12 |     missing_fn(); // missing here":     true,
		"   |     ^^^ expected `u64`, found `f64`":   true,
		"30 |     return Err(Error::new(\"boom\"));": true,
		"30 |     let total = price * qty;":          false,
		"        IOException e = open(path);":        true,
		"    self.assertEqual(total, 3)":             true,
		"   15 |     os.Exit(2)":                     false, // (a numbered line: its number first)
		"        os.Exit(2)":                         true,
	} {
		if got := frameSays(s); got != want {
			t.Errorf("frameSays(%q) = %v, want %v", s, got, want)
		}
	}
}

// TestNextFrame: the window after a frame kept for its place stops at
// the next frame of the stack.
func TestNextFrame(t *testing.T) {
	for _, c := range []struct {
		a, b string
		want bool
	}{
		{"\t/w/depot/depot.go:64 +0x155", "example.com/fleet/depot.TestLoad(0x1463e0ed4d88)", true},
		{"      /w/inventory/inventory.go:41 +0x2c9", "  example.com/depot/inventory.TestX.func1()", true},
		{"\t/w/depot/depot.go:64 +0x155", "", false},
		{"\t/w/depot/depot.go:64 +0x155", "FAIL\texample.com/fleet/depot\t5.050s", false},
		{"    at taxFor (src/price.js:12:11)", "    at Cart.total (src/cart.js:34:25)", true},
		{"    at taxFor (src/price.js:12:11)", "", false},
		{"  ● Cart › unknown region", "    at taxFor (src/price.js:12:11)", false},
	} {
		if got := nextFrame(c.a, c.b); got != c.want {
			t.Errorf("nextFrame(%q, %q) = %v, want %v", c.a, c.b, got, c.want)
		}
	}
}

package reduce

import (
	"fmt"
	"regexp"
	"strings"
	"testing"
)

func TestExcerptNoise(t *testing.T) {
	for s, want := range map[string]bool{
		"  408 |       { return __x < __y; }": true,
		"      |                ~~~~^~~~~":    true,
		"   |":                                true,
		"  | |":                               true,
		"30 |     rs.iter().map(|r| r.area()).sum()": true,
		"               ^":                           true,
		"   |     ^^^ value moved here":              false, // a label says something
		"    > 4 |   if (!(code in table)) throw":    false, // the failing line
		"src/a.c:3:1: error: x":                      false,
		"  symbol:   variable name":                  false,
		"404 Not Found":                              false,
		"---":                                        false,
		"":                                           false,
	} {
		if got := excerptNoise(s); got != want {
			t.Errorf("excerptNoise(%q) = %v, want %v", s, got, want)
		}
	}
}

func TestLibraryNotesGo(t *testing.T) {
	in := strings.Join([]string{
		"In file included from /usr/include/c++/12/map:60,",
		"                 from src/inv.cpp:1:",
		"/usr/include/c++/12/bits/stl_function.h: In instantiation of 'bool less<Key>':",
		"src/inv.cpp:5:18:   required from here",
		"/usr/include/c++/12/bits/stl_function.h:408:20: error: no match for 'operator<'",
		"  408 |       { return __x < __y; }",
		"      |                ~~~~^~~~~",
		"/usr/include/c++/12/bits/stl_pair.h:663:5: note: candidate: 'operator<(pair)'",
		"  663 |     operator<(const pair<_T1, _T2>& __x,",
		"      |     ^~~~~~~~",
		"src/r.cpp:7:11: note: candidate: 'f(int)'",
		"src/r.cpp:7:11: note:   cannot convert 'it' to 'int'",
		"src/r.cpp:7:11: note:   cannot convert 'it' to 'char'",
		"    7 |     os << it;",
		"src/r.cpp:7:11: note:   cannot convert 'it' to 'long'",
	}, "\n")
	ls := textLines(in + "\n")
	classify(specFor(Generic), ls)
	ls = specFor(Generic).post(ls)
	gone := map[string]bool{}
	for _, l := range ls {
		if l.cls == drop {
			gone[l.text] = true
		}
	}
	for _, s := range []string{
		"In file included from /usr/include/c++/12/map:60,",
		"/usr/include/c++/12/bits/stl_pair.h:663:5: note: candidate: 'operator<(pair)'",
		"  663 |     operator<(const pair<_T1, _T2>& __x,",
		"src/r.cpp:7:11: note:   cannot convert 'it' to 'char'",
		"    7 |     os << it;",
		"src/r.cpp:7:11: note:   cannot convert 'it' to 'long'",
	} {
		if !gone[s] {
			t.Errorf("%q stayed, want it gone", s)
		}
	}
	for _, s := range []string{
		"src/inv.cpp:5:18:   required from here",
		"/usr/include/c++/12/bits/stl_function.h:408:20: error: no match for 'operator<'",
		"  408 |       { return __x < __y; }", // the first excerpt of its message
		"src/r.cpp:7:11: note: candidate: 'f(int)'",
		"src/r.cpp:7:11: note:   cannot convert 'it' to 'int'",
	} {
		if gone[s] {
			t.Errorf("%q went, want it kept", s)
		}
	}
}

func TestRepeatedExcerptGoes(t *testing.T) {
	in := strings.Join([]string{
		"src/A.java:9: error: incompatible types: String cannot be converted to int",
		"        int x = \"3\";",
		"                ^",
		"src/B.java:4: error: incompatible types: String cannot be converted to int",
		"        int y = \"4\";",
		"                ^",
		"  found:    String",
	}, "\n")
	ls := textLines(in + "\n")
	classify(specFor(Generic), ls)
	ls = specFor(Generic).post(ls)
	want := []class{keep, normal, normal, keep, drop, drop, keep}
	for i, l := range ls {
		if i < len(want) && l.cls != want[i] && !(want[i] == normal && l.cls == keep) {
			t.Errorf("line %d %q: class %d, want %d", i, l.text, l.cls, want[i])
		}
	}
}

func TestLibStackFrame(t *testing.T) {
	for s, want := range map[string]bool{
		"\tat java.base/java.lang.Integer.parseInt(Integer.java:668)":           true,
		"\tat app.Main.parse(Main.java:5)":                                      false,
		"    at Array.map (<anonymous>)":                                        true,
		"    at Router.call (/tmp/work/node_modules/tiny-router/index.js:7:25)": true,
		"    at summarize (/tmp/work/src/orders.js:5:21)":                       false,
		`  File "<frozen runpy>", line 198, in _run_module_as_main`:             true,
		`  File "/usr/lib/python3.11/json/decoder.py", line 337, in decode`:     true,
		`  File "/tmp/work/app/config.py", line 7, in load`:                     false,
		"at the end of the day":                                                 false,
		"\tat kotlinx.coroutines.DispatchedTask.run(DispatchedTask.kt:108)":     true,
		"\tat com.acme.kotlinxml.Parser.run(Parser.kt:3)":                       false,
	} {
		if got := libStackFrame(s); got != want {
			t.Errorf("libStackFrame(%q) = %v, want %v", s, got, want)
		}
	}
}

// A table under a line that is no diagnostic is no excerpt, even with
// numbered rows and a repeated header. (Two tables with other rows: a
// table printed twice word for word is a repeat, and its second copy goes.)
func TestTableIsNoExcerpt(t *testing.T) {
	tbl := []string{"Results:", "  1 | alice | 30", "  2 | bob   | 41"}
	tbl2 := []string{"Results:", "  1 | carol | 30", "  2 | dave  | 41"}
	ls := textLines(strings.Join(append(append([]string{}, tbl...), tbl2...), "\n") + "\n")
	classify(specFor(Generic), ls)
	ls = specFor(Generic).post(ls)
	for _, l := range ls {
		if l.cls == drop {
			t.Errorf("%q went", l.text)
		}
	}
}

// Diagnostics whose details tell them apart (javac's "symbol:") are not
// grouped: a summary would leave their details under no diagnostic.
func TestDetailedDiagnosticsStayWhole(t *testing.T) {
	var b strings.Builder
	for i := 1; i <= 7; i++ {
		fmt.Fprintf(&b, "src/A%d.java:%d: error: cannot find symbol\n        call%d();\n        ^\n  symbol:   method call%d()\n  location: class A%d\n", i, i, i, i, i)
	}
	b.WriteString("7 errors\n")
	out, _ := reduceLines(Generic, textLines(b.String()), "/tmp/full.log")
	if strings.Contains(out, " more of ") {
		t.Errorf("grouped:\n%s", out)
	}
	ls := strings.Split(out, "\n")
	for i, l := range ls {
		if strings.HasPrefix(l, "  symbol:") {
			k := i - 1
			for k >= 0 && markerRe.MatchString(strings.Replace(ls[k], "/tmp/full.log", fullPath, 1)) {
				k--
			}
			if k < 0 || !strings.Contains(ls[k], ": error: ") && !strings.HasPrefix(strings.TrimSpace(ls[k]), "^") {
				t.Errorf("%q stands under %q, no diagnostic:\n%s", l, ls[max(k, 0)], out)
			}
		}
	}
}

func TestLibPath(t *testing.T) {
	for p, want := range map[string]bool{
		"/usr/include/c++/12/bits/stl_function.h": true,
		"/rustc/5980/library/core/src/iter.rs":    true,
		"/home/dev/app/node_modules/x/index.js":   true,
		"/usr/src/app/main.cpp":                   false, // a project in a container
		"/opt/app/src/a.c":                        false,
		"src/a.cpp":                               false,
	} {
		if got := libPath(p); got != want {
			t.Errorf("libPath(%q) = %v, want %v", p, got, want)
		}
	}
}

// A caret right under a repeated diagnostic takes no line but itself.
func TestCaretUnderDiagnostic(t *testing.T) {
	in := "a.x:1: error: bad\n    q\n    ^\nb.x:2: error: bad\n    ^\n"
	ls := textLines(in)
	classify(specFor(Generic), ls)
	ls = specFor(Generic).post(ls)
	if ls[3].cls == drop {
		t.Errorf("the diagnostic went with the caret under it")
	}
	if ls[4].cls != drop {
		t.Errorf("the repeated caret stayed")
	}
}

// A header that only names a place stays when a finding under it stays.
func TestPlaceHeaders(t *testing.T) {
	var b strings.Builder
	for i := 1; i <= 12; i++ {
		sev := "info"
		if i == 7 {
			sev = "warning"
		}
		fmt.Fprintf(&b, "\nIn a.sh line %d:\nrm $X%d\n   ^-- SC2086 (%s): Double quote to prevent globbing.\n", i, i, sev)
	}
	out, _ := reduceLines(Lint, textLines(b.String()), "/tmp/full.log")
	if !strings.Contains(out, "In a.sh line 7:\n") || !strings.Contains(out, "(warning)") {
		t.Errorf("the warning or its header went:\n%s", out)
	}
	if regexp.MustCompile(`In a.sh line \d+:\n\[hooktool`).MatchString(out) {
		t.Errorf("a header stayed with nothing under it:\n%s", out)
	}
}

// TestLastExcerptShown checks that the code frame that ends a compiler's
// output stays, caret and all, past the excerpts warnings may show: here
// the fifth kind of warning, whose first occurrence's frame shows.
func TestLastExcerptShown(t *testing.T) {
	var b strings.Builder
	for _, f := range []string{"a", "b"} {
		for w := 1; w <= 5; w++ {
			fmt.Fprintf(&b, "src/%s.c:%d:9: warning: kind %d of trouble [-Wkind%d]\n", f, w*5, w, w)
			fmt.Fprintf(&b, "%5d |     int v%d = compute(x%d);\n      |%s^\n", w*5, w, w, strings.Repeat(" ", 8+w))
		}
	}
	ls := textLines(b.String())
	for i := range ls {
		if i >= 15 && strings.HasPrefix(ls[i].text, "src/") {
			ls[i].cls = gone // (a summary stands for the second file's)
		}
	}
	ls = dropExcerpts(ls)
	// The first three kinds' source lines stay (not their bare carets),
	// the fourth's frame goes, the last's stays whole.
	shown := map[int]bool{1: true, 4: true, 7: true, 13: true, 14: true}
	for _, i := range []int{1, 2, 4, 5, 7, 8, 10, 11, 13, 14} {
		if dropped := ls[i].cls == drop; dropped == shown[i] {
			t.Errorf("line %d %q dropped = %v, want %v", i, ls[i].text, dropped, !shown[i])
		}
	}
}

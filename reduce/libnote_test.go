package reduce

import (
	"fmt"
	"strings"
	"testing"
)

// gxxCandidates builds g++'s report of a failed overload resolution:
// an error at a library place reached from the project's code, then
// every candidate the compiler tried, each a note at a library header
// (some without an extension, as C++'s own headers are) with its
// excerpt, a note saying its deduction failed, and why.
func gxxCandidates(n int) string {
	var b strings.Builder
	b.WriteString("c++ -std=c++20 -Iinclude -c -o build/ledger.o lib/ledger.cc\n")
	b.WriteString("In file included from /usr/include/c++/13/algorithm:61,\n")
	b.WriteString("                 from lib/ledger.cc:4:\n")
	b.WriteString("/usr/include/c++/13/bits/stl_algo.h: In instantiation of 'void std::sort(_RAIter, _RAIter)':\n")
	b.WriteString("lib/ledger.cc:31:14:   required from here\n")
	b.WriteString("/usr/include/c++/13/bits/predefined_ops.h:45:23: error: no match for 'operator<' (operand types are 'Entry' and 'Entry')\n")
	b.WriteString("   45 |       { return *__it1 < *__it2; }\n")
	b.WriteString("      |                ~~~~~~~^~~~~~~~\n")
	headers := []string{"bits/stl_pair.h", "optional", "bits/stl_iterator.h", "tuple", "bits/basic_string.h", "chrono"}
	for i := 0; i < n; i++ {
		h := "/usr/include/c++/13/" + headers[i%len(headers)]
		if i == n/2 {
			b.WriteString("In file included from /usr/include/c++/13/bits/ios_base.h:46,\n")
			b.WriteString("                 from include/ledger.h:7,\n")
			b.WriteString("                 from lib/ledger.cc:2:\n")
		}
		fmt.Fprintf(&b, "%s:%d:5: note: candidate: 'template<class _T%d> constexpr bool std::operator<(const _T%d&, const _T%d&)'\n", h, 100+i*7, i, i, i)
		fmt.Fprintf(&b, "  %d |     operator<(const _T%d& __x, const _T%d& __y)\n", 100+i*7, i, i)
		b.WriteString("      |     ^~~~~~~~\n")
		fmt.Fprintf(&b, "%s:%d:5: note:   template argument deduction/substitution failed:\n", h, 100+i*7)
		fmt.Fprintf(&b, "/usr/include/c++/13/bits/predefined_ops.h:45:23: note:   'Entry' is not derived from 'const _T%d'\n", i)
		b.WriteString("   45 |       { return *__it1 < *__it2; }\n")
		b.WriteString("      |                ~~~~~~~^~~~~~~~\n")
	}
	b.WriteString("make: *** [Makefile:9: build/ledger.o] Error 1\n")
	return b.String()
}

// A library's note that states a failure stays (grouped with the ones
// alike up to their place), and so does each link of an include chain
// in the project's own code; the candidates themselves, their excerpts
// and the chain's library links go.
func TestLibFailingNotesStay(t *testing.T) {
	for _, n := range []int{3, 12, 200} {
		in := gxxCandidates(n)
		out := reduceAsRun(Make, in)
		lines := splitLines(out)
		got := map[string]bool{}
		for _, l := range lines {
			got[l] = true
		}
		sums := summaries(out)
		for _, k := range splitLines(in) {
			if !strings.Contains(k, "substitution failed") {
				continue
			}
			if !got[k] && covered(sums, k) == nil {
				t.Errorf("n=%d: failing note lost: %q", n, k)
			}
		}
		for _, k := range []string{"                 from lib/ledger.cc:4:", "                 from include/ledger.h:7,", "                 from lib/ledger.cc:2:", "lib/ledger.cc:31:14:   required from here"} {
			if !got[k] {
				t.Errorf("n=%d: project link %q lost", n, k)
			}
		}
		if strings.Contains(out, "note: candidate:") || strings.Contains(out, "from /usr/include") {
			t.Errorf("n=%d: a library candidate or link stayed:\n%s", n, out)
		}
		if n > 3 && len(lines) > 20 {
			t.Errorf("n=%d: %d lines, want the failing notes grouped:\n%s", n, len(lines), out)
		}
		checkMarkers(t, in, out)
	}
}

// A chain's project link said before (another header reached through the
// same project include) goes the second time.
func TestIncludeChainLinkOnce(t *testing.T) {
	in := []string{
		"In file included from /usr/include/c++/13/vector:66,",
		"                 from src/cache.cc:3:",
		"/usr/include/c++/13/bits/stl_vector.h:1200:7: note: candidate: 'void push_back(const T&)'",
		"In file included from /usr/include/c++/13/map:62,",
		"                 from src/cache.cc:3:",
		"/usr/include/c++/13/bits/stl_map.h:500:7: note: candidate: 'void insert(const T&)'",
	}
	ls := textLines(strings.Join(in, "\n"))
	ls = dropLibNotes(ls)
	if ls[1].cls == drop || ls[4].cls != drop {
		t.Errorf("project link: first %v (want kept), repeat %v (want drop)", ls[1].cls, ls[4].cls)
	}
	if ls[0].cls != drop || ls[3].cls != drop {
		t.Errorf("library links stayed: %v %v", ls[0].cls, ls[3].cls)
	}
}

// A note states a failure in its own words, not in a name it quotes.
func TestFailingNote(t *testing.T) {
	for s, want := range map[string]bool{
		"   template argument deduction/substitution failed:":                            true,
		"   couldn't deduce template parameter '_Tp'":                                    true,
		" candidate: 'bool operator==(const std::exception&, const ParseError&)'":        false,
		" candidate expects 2 arguments, 1 provided":                                     false,
		"   'Entry' is not derived from 'const std::error_code'":                         false,
		" declared here: \"void fail(int)\"":                                             false,
		"   no known conversion for argument 1 from ‘const Failure’ to ‘const Handler&’": false,
	} {
		if got := failingNote(s); got != want {
			t.Errorf("failingNote(%q) = %v, want %v", s, got, want)
		}
	}
}

// A header without an extension at an absolute path is a diagnostic's
// place when a line, a column and a severity follow; other colon-split
// words are not.
func TestExtensionlessDiag(t *testing.T) {
	d, ok := parseDiag("/usr/include/c++/13/optional:120:7: note:   template argument deduction/substitution failed:")
	if !ok || d.file != "/usr/include/c++/13/optional" || d.line != "120" || !strings.HasPrefix(d.key, "note:") {
		t.Errorf("header without extension: %+v %v", d, ok)
	}
	for _, s := range []string{
		"/srv/data/export:12: rows written",
		"/srv/data/export:12:3: rows written",
		"/tmp:12:3: error: x",
		"relative/tuple:12:3: error: x",
	} {
		if d, ok := parseDiag(s); ok {
			t.Errorf("parseDiag(%q) = %+v, want none", s, d)
		}
	}
}

// The line a jest code frame marks (">") stays whatever it says: it is
// the failing test's place (the assertion, the call that threw); its
// neighbours go.
func TestJSMarkedFrameLineStays(t *testing.T) {
	in := []string{
		"  ● totals › rounds half up",
		"",
		"    expect(received).toBe(expected) // Object.is equality",
		"",
		"    Expected: 3",
		"    Received: 2",
		"",
		"      7 | describe('totals', () => {",
		"    > 8 |   it('rounds half up', () => expect(round(2.5)).toBe(3));",
		"        |                                                 ^",
		"      9 | });",
		"",
		"      at Object.toBe (test/totals.test.js:8:49)",
	}
	ls := textLines(strings.Join(in, "\n"))
	sp := specFor(NpmTest)
	classify(sp, ls)
	ls = sp.post(ls)
	if ls[8].cls != keep {
		t.Errorf("marked line: %v, want keep", ls[8].cls)
	}
	if ls[7].cls != drop || ls[10].cls != drop {
		t.Errorf("frame neighbours: %v %v, want drop", ls[7].cls, ls[10].cls)
	}
}

package reduce

import (
	"fmt"
	"strings"
	"testing"
)

// A finding behind a one-letter severity is kept: apt's E:/W: whatever
// the words, a checker's tag line (lintian's I:) by its shape.
func TestSeverityTag(t *testing.T) {
	for s, want := range map[string]bool{
		"E: ledgerd: no-copyright-file":                                    true,
		"W: ledgerd: no-manual-page [usr/bin/ledgerd]":                     true,
		"I: ledgerd: extended-description-is-probably-too-short":           true,
		"P: ledgerd source: no-dep5-copyright":                             true,
		"E: Unable to locate package foo":                                  true,
		"I: Retrieving InRelease":                                          false, // debootstrap's progress
		"N:   Files in /etc must be marked conffiles if they are included": false,
		"C: 12, 0: Missing docstring":                                      false,
	} {
		if got := severityTag(s); got != want {
			t.Errorf("severityTag(%q) = %v, want %v", s, got, want)
		}
	}
}

// Every tag of lintian --info stays, each one; the notes under them go.
func TestLintianTags(t *testing.T) {
	var b strings.Builder
	var tags []string
	for i := 0; i < 12; i++ {
		tag := fmt.Sprintf("%c: pkg: tag-number-%d [usr/bin/tool%d]", "EWI"[i%3], i, i)
		tags = append(tags, tag)
		fmt.Fprintf(&b, "N:\n%s\nN: \n", tag)
		for k := 0; k < 8; k++ {
			fmt.Fprintf(&b, "N:   An explanation of the tag, line %d, as the manual words it.\n", k)
		}
		b.WriteString("N:   Visibility: error\nN: \n")
	}
	out, ok := Text(Generic, b.String(), "/tmp/full.log")
	if !ok {
		t.Fatal("not reduced")
	}
	for _, tag := range tags {
		if !strings.Contains(out, tag+"\n") {
			t.Errorf("lost %q:\n%s", tag, out)
		}
	}
	if strings.Count(out, "explanation") > 2 {
		t.Errorf("the notes should go:\n%s", out)
	}
}

// Test::More's got and expected under a failed test stay.
func TestTapValue(t *testing.T) {
	for s, want := range map[string]bool{
		"#          got: '43'":     true,
		"    #     expected: '40'": true,
		"#     $got->[0] = '1'":    true,
		"# got 3 of them":          false,
		"#got: 3":                  false,
	} {
		if got := assertValue(s); got != want {
			t.Errorf("assertValue(%q) = %v, want %v", s, got, want)
		}
	}
}

// A label behind a marker (tcltest's) keeps the value under it, up to
// the next marked line; an open-ended block under one does not stay.
func TestMarkedValueLabels(t *testing.T) {
	ls := textLines("==== split-2 FAILED\n---- Result was:\n33 33 33\n---- Result should have been (exact matching):\n34 33 33\n==== split-2 FAILED\n\n        --- want:\n        a\n        b\n")
	for i := range ls {
		ls[i].cls = normal
	}
	keepValueBlocks(ls)
	if got, want := classesOf(ls), "n"+"kkkk"+"n"+"n"+"knn"; got != want {
		t.Errorf("classes %s, want %s", got, want)
	}
	for s, want := range map[string]bool{"---- Result was:": true, "---- Result should have been (exact matching):": true, "Result was:": false, "---- Test generated error; Return code was: 1": false} {
		if got := valueLabel(s); got != want {
			t.Errorf("valueLabel(%q) = %v, want %v", s, got, want)
		}
	}
}

// A coverage table's total with its name last, and a row of nothing
// covered, are kept.
func TestCoverRows(t *testing.T) {
	for s, want := range map[string]bool{
		"    54.84% | Total":          true,
		"     0.00% | Ledger.Report":  true,
		"   100.00% | Ledger":         false,
		"    10.00% | Ledger.Entry":   false,
		"All files | 72.72 | 50 | 80": true,
	} {
		if got := totalRow(s); got != want {
			t.Errorf("totalRow(%q) = %v, want %v", s, got, want)
		}
	}
}

// A crashed process's state under its "terminating" heading stays, past
// the stack.
func TestKeepCrashState(t *testing.T) {
	ls := textLines("05:00:01.166 [error] GenServer Ledger.Poster terminating\n** (ArithmeticError) bad argument\n    (ledger 0.1.0) lib/ledger.ex:9: Ledger.post/1\nLast message (from #PID<0.96.0>): {:post, 1}\nState: %{posted: 515}\nClient #PID<0.96.0> is alive\n\nState: unrelated\n")
	keepCrashState(ls)
	if got, want := classesOf(ls), "nnnkknnn"; got != want {
		t.Errorf("classes %s, want %s", got, want)
	}
}

// Goroutines whose stacks are the same as one shown before fold, each
// header said in one summary per state.
func TestFoldGoroutinesHeaders(t *testing.T) {
	var b strings.Builder
	b.WriteString("panic: test timed out after 5s\n\n")
	for g := 20; g < 26; g++ {
		state := "sync.Mutex.Lock"
		if g == 25 {
			state = "sync.Mutex.Lock, 2 minutes"
		}
		fmt.Fprintf(&b, "goroutine %d [%s]:\nexample.com/p.(*Pool).worker(0x%x)\n\t/src/p/pool.go:23 +0x85\ncreated by example.com/p.New in goroutine 1\n\t/src/p/pool.go:15 +0x6b\n\n", g, state, 0x1000+g)
	}
	ls := foldGoroutines(textLines(b.String()))
	var notes []string
	for _, l := range ls {
		if l.syn {
			notes = append(notes, l.text)
		}
	}
	want := []string{`[hooktool: 4 more of "goroutine … [sync.Mutex.Lock]:" with (21) (22) (23) (24)`, `[hooktool: 1 more of "goroutine … [sync.Mutex.Lock, 2 minutes]:" with (25)`}
	if strings.Join(notes, "\n") != strings.Join(want, "\n") {
		t.Errorf("notes\n%s\nwant\n%s", strings.Join(notes, "\n"), strings.Join(want, "\n"))
	}
	if ls[2].cls != keep {
		t.Errorf("the first header should stay: %+v", ls[2])
	}
}

// A paragraph of steps each behind its definition's place is no finding.
func TestDemotePlacedSteps(t *testing.T) {
	ls := textLines("  Scenario: Add items  # features/cart.feature:2\n    Given an empty cart  # features/steps/cart_steps.py:6\n\n  Scenario: Refused  # features/cart.feature:24\n    And I apply coupon  # features/steps/cart_steps.py:14\n      KeyError: 'BOGUS'\n")
	for i := range ls {
		ls[i].cls = keep
	}
	demotePlacedSteps(ls)
	if got, want := classesOf(ls), "nnk"+"kkk"; got != want {
		t.Errorf("classes %s, want %s", got, want)
	}
}

// A call whose arguments are numbers has a template.
func TestCallTemplate(t *testing.T) {
	a := templateKey("ringtool->strtol(0x7ffc9242595a, 0x7ffc924244a8, 10, 0x5592caee0dd8) = 1")
	b := templateKey("ringtool->strtol(0x7ffc92425977, 0x7ffc924244a8, 10, 0x7ffc92425977) = 14")
	if a == "" || a != b {
		t.Errorf("templates %q and %q", a, b)
	}
	if callHead("f(x)") != 0 || callHead("12(3)") != 0 || callHead("malloc(32)") != 6 {
		t.Error("callHead")
	}
}

// The Erlang VM's own frames are a library's.
func TestBeamLibFrame(t *testing.T) {
	for s, want := range map[string]bool{
		"(stdlib 4.2) gen_server.erl:1149: :gen_server.try_handle_call/4": true,
		"(elixir 1.14.0) lib/enum.ex:2468: Enum.reduce/3":                 true,
		"(ledger 0.1.0) lib/ledger.ex:9: Ledger.post/1":                   false,
		"in call from eunit_proc:run_test/1 (eunit_proc.erl, line 531)":   true,
		"in call from queue_calc:parse/1 (queue_calc.erl, line 23)":       false,
		"in function lists:nth/2 (lists.erl, line 198)":                   false,
		"(see the manual) for details":                                    false,
	} {
		if got := beamLibFrame(s); got != want {
			t.Errorf("beamLibFrame(%q) = %v, want %v", s, got, want)
		}
	}
}

// A start line under its timed result goes.
func TestWithoutTiming(t *testing.T) {
	for s, want := range map[string]string{
		"  * test post/1 balanced (0.00ms) [L#9]": "  * test post/1 balanced [L#9]",
		"  * test a (b) (6.0ms) [L#21]":           "  * test a (b) [L#21]",
		"  * test post/1 (x) [L#9]":               "",
		"plain":                                   "",
	} {
		if got := withoutTiming(s); got != want {
			t.Errorf("withoutTiming(%q) = %q, want %q", s, got, want)
		}
	}
}

// A finding said again for the same source line, at another column, goes
// into the marker; each finding stays once.
func TestDuplicateKeptLine(t *testing.T) {
	var b strings.Builder
	for l := 1; l <= 20; l++ {
		for k := 0; k < 2; k++ {
			fmt.Fprintf(&b, "Warning 18 in paper.tex line %d: Use either `` or '' as an alternative to `\"'.\n", l)
			fmt.Fprintf(&b, "We used the data from [1] and [2] ... as \"raw\" input.\n%s^\n", strings.Repeat(" ", 20+k*9))
		}
	}
	out, ok := Text(Generic, b.String(), "/tmp/full.log")
	if !ok {
		t.Fatal("not reduced")
	}
	for l := 1; l <= 20; l++ {
		w := fmt.Sprintf("Warning 18 in paper.tex line %d: Use either", l)
		if n := strings.Count(out, w); n != 1 {
			t.Errorf("%q shown %d times:\n%s", w, n, out)
		}
	}
}

// A passing task's result goes; a failed one's stays.
func TestDropPassedResults(t *testing.T) {
	long := "changed: [localhost] => {\"changed\": true, \"checksum\": \"c90bbbcb0d9a824a2f00b3f12dc4b5db77091849\", \"dest\": \"/srv/app.conf\", \"gid\": 0, \"group\": \"root\", \"mode\": \"0644\", \"owner\": \"root\", \"size\": 120, \"state\": \"file\", \"uid\": 0}"
	ls := textLines("ok: [localhost] => (item=bin) => {\n    \"changed\": false,\n    \"uid\": 0\n}\nfatal: [localhost]: FAILED! => {\n    \"rc\": 1\n}\n" + long + "\nok: [localhost] => (item=etc)\n")
	for i := range ls {
		ls[i].cls = keep
	}
	dropPassedResults(ls)
	if got, want := classesOf(ls), "kddd"+"kkk"+"dk"; got != want {
		t.Errorf("classes %s, want %s", got, want)
	}
}

// A checker's head with its place in words opens a frame: the source it
// quotes and the caret under it fold.
func TestWordPlaceHead(t *testing.T) {
	for s, want := range map[string]bool{
		"Warning 2 in paper.tex line 8: Non-breaking space (`~') should have been used.": true,
		"Error 9 in paper.tex line 56: `itemize' expected, found `enumerate'.":           true,
		"Warning: 2 in paper.tex line 8: x y":                                            false,
		"Warning 2 of paper.tex line 8: x y":                                             false,
	} {
		if got := wordPlaceHead(s); got != want {
			t.Errorf("wordPlaceHead(%q) = %v, want %v", s, got, want)
		}
	}
}

// Files whose findings are the same row for row fold as spans under
// their headings, not as a summary per message.
func TestSameFileBlocks(t *testing.T) {
	var b strings.Builder
	rows := "   2:2   error  <html> is missing required \"lang\" attribute   element-required-attributes\n  14:12  error  Duplicate ID \"main\"   no-dup-id\n   9:4   error  <button> is missing recommended \"type\" attribute   no-implicit-button-type\n"
	for _, f := range []string{"a", "b", "c", "d"} {
		fmt.Fprintf(&b, "\n/srv/public/%s.html\n%s", f, rows)
	}
	ls := textLines(b.String())
	if !sameFileBlocks(ls) {
		t.Error("same blocks not seen")
	}
	if sameFileBlocks(textLines(strings.Replace(b.String(), "no-dup-id\n", "no-dup-id\n  15:1  error  Other  rule\n", 1))) {
		t.Error("a file with one more finding is not the same")
	}
}

package reduce

import (
	"fmt"
	"strings"
	"testing"
)

func TestRepeatedLineFolds(t *testing.T) {
	var in []string
	for i := 0; i < 30; i++ {
		in = append(in, "Warning: Undefined variable $name in /srv/app/index.php on line 2", fmt.Sprintf("row %d", i))
	}
	in = append(in, "Fatal error: Uncaught Error: Call to a member function f() on null in /srv/app/index.php:3", "  thrown in /srv/app/index.php on line 3")
	out, _ := Text(Generic, strings.Join(in, "\n")+"\n", "/f")
	want := `[hooktool: 29 more of "Warning: Undefined variable $name in /srv/app/index.php on line 2" at /srv/app/index.php:2; full output: /f]`
	if !strings.Contains(out, want+"\n") {
		t.Errorf("no summary %q in\n%s", want, out)
	}
	if n := strings.Count(out, "Warning: Undefined"); n != 2 {
		t.Errorf("the warning shows %d times (with its summary), want 2:\n%s", n, out)
	}
	for _, s := range []string{"Fatal error: Uncaught Error", "row 29"} {
		if !strings.Contains(out, s) {
			t.Errorf("lost %q:\n%s", s, out)
		}
	}
	if len(out) > len(strings.Join(in, "\n"))/3 {
		t.Errorf("saved too little: %d of %d bytes left", len(out), len(strings.Join(in, "\n")))
	}
}

// A repeat with no place goes under the markers, which count it; an
// indented line (a frame, a source line) stays in its block; a line that
// comes twice stays twice; a routine line said again and again keeps no
// first of its own: the budgets sample it.
func TestRepeatWithoutPlace(t *testing.T) {
	ls := textLines(strings.Join([]string{
		"WARNING: retrying the connection to the database",
		"    at connect (db.js:4:9)",
		"WARNING: retrying the connection to the database",
		"    at connect (db.js:4:9)",
		"WARNING: retrying the connection to the database",
		"    at connect (db.js:4:9)",
		"ERROR: gave up after three attempts at connecting",
		"ERROR: gave up after three attempts at connecting",
		"GET /p1.html HTTP/1.1 200 in 3 ms",
		"GET /p1.html HTTP/1.1 200 in 3 ms",
		"GET /p1.html HTTP/1.1 200 in 3 ms",
	}, "\n"))
	for i := range ls {
		if strings.HasPrefix(ls[i].text, "WARNING") || strings.HasPrefix(ls[i].text, "ERROR") {
			ls[i].cls = keep // as the classifier reads them
		}
	}
	ls = foldRepeats(ls)
	// (A frame above a failure said again stays: it says where it came
	// again. A routine line's first is left to the budgets.)
	want := []class{keep, keep, drop, keep, drop, normal, keep, keep, normal, drop, drop}
	for i, l := range ls {
		if l.syn {
			t.Fatalf("a summary with no place: %q", l.text)
		}
		if l.cls != want[i] {
			t.Errorf("line %d %q: class %d, want %d", i, l.text, l.cls, want[i])
		}
	}
}

func TestShapeRunFolds(t *testing.T) {
	in := []string{"--- FAIL: TestRender (0.00s)"}
	for i := 0; i < 12; i++ {
		in = append(in, fmt.Sprintf("    render_test.go:39: rendered page %d", i))
	}
	in = append(in, "    render_test.go:42: mismatch", "FAIL")
	ls := foldShapeRuns(textLines(strings.Join(in, "\n")))
	var sums []string
	folded := 0
	for _, l := range ls {
		if l.syn {
			sums = append(sums, l.text)
		}
		if l.cls == gone {
			folded++
		}
	}
	want := `[hooktool: 11 more of "render_test.go:39: rendered page …" at render_test.go:39(1),39(2),39(3),39(4),39(5),39(6),39(7),39(8),39(9),39(10),39(11)`
	if len(sums) != 1 || sums[0] != want || folded != 11 {
		t.Errorf("summaries %q, %d lines gone; want %q for 11", sums, folded, want)
	}
	// Lines alike with no place, or too few, stay.
	ls = foldShapeRuns(textLines("step 1 done\nstep 2 done\nstep 3 done\nstep 4 done\na.go:3: x 1\na.go:4: x 2\na.go:5: x 3"))
	for _, l := range ls {
		if l.syn || l.cls == gone {
			t.Errorf("folded %q", l.text)
		}
	}
}

// A traceback logged again for the next item keeps what differs (the
// item, the message); its lines equal to the first one's go.
func TestRepeatedSpanFolds(t *testing.T) {
	var in []string
	for _, item := range []string{"3", "8", "13"} {
		in = append(in, "ERROR sync: item "+item+" failed",
			"Traceback (most recent call last):",
			`  File "/srv/app/sync.py", line 10, in <module>`,
			"    fetch(i)",
			"ConnectionError: peer reset while fetching item "+item,
			"INFO sync: next")
	}
	ls := textLines(strings.Join(in, "\n"))
	sp := specFor(Generic)
	classify(sp, ls)
	ls = foldRepeatedSpans(ls)
	for i, l := range ls {
		repeat := i >= 6 && (i%6 == 1 || i%6 == 2 || i%6 == 3 || i%6 == 5)
		if (l.cls == drop) != repeat {
			t.Errorf("line %d %q: class %d, dropped should be %v", i, l.text, l.cls, repeat)
		}
	}
}

// A line with a source excerpt under it is not summed up as one of a run
// or a repeat: the summary would leave the excerpt under another line.
// The reduction stays one the fixture check can walk.
func TestFoldsLeaveExcerptsWhole(t *testing.T) {
	var in []string
	for i := 0; i < 40; i++ {
		in = append(in, fmt.Sprintf("lint: a.go:%d: line too long (%d)", i+1, 80+i))
	}
	in = append(in, "    40 |  x := 1", "       |  ^", "done")
	for i := 0; i < 5; i++ {
		in = append(in, "PHP Warning:  Undefined variable $x in /srv/a.php on line 2", "  12 | echo $x;")
	}
	text := strings.Join(in, "\n") + "\n"
	out, omitted := Text(Generic, text, fullPath)
	if !omitted {
		t.Fatalf("nothing omitted:\n%s", out)
	}
	checkMarkers(t, text, out)
	if !strings.Contains(out, "    40 |  x := 1\n") && strings.Contains(out, "a.go:40") {
		t.Errorf("the excerpt left its line:\n%s", out)
	}
}

func TestRepeatsKeepTheLineAbove(t *testing.T) {
	var b strings.Builder
	findings := "line 3 column 9 - Warning: missing </p> before <div>\nline 7 column 1 - Warning: <img> lacks \"alt\" attribute\nline 9 column 4 - Warning: trimming empty <span>\n"
	var want []string
	for p := 0; p < 8; p++ {
		h := "== site/page" + fmt.Sprint(p) + ".html"
		want = append(want, h)
		b.WriteString(h + "\n" + findings + "Checked: 3 warnings and 0 errors!\n\n")
		for k := 0; k < 6; k++ {
			b.WriteString("Consider the checker's manual for the options it has.\n")
		}
	}
	if lost := reducedLacks(Generic, b.String(), want...); len(lost) > 0 {
		t.Errorf("the names over repeated findings lost: %q", lost)
	}
}

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
// comes twice stays twice.
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
	}, "\n"))
	ls = foldRepeats(ls)
	want := []class{keep, normal, drop, normal, drop, normal, normal, normal}
	for i, l := range ls {
		if l.syn {
			t.Fatalf("a summary with no place: %q", l.text)
		}
		if l.cls != want[i] {
			t.Errorf("line %d %q: class %d, want %d", i, l.text, l.cls, want[i])
		}
	}
}

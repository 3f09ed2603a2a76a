package reduce

import (
	"fmt"
	"strings"
	"testing"
)

// TestTableFolds: a long table of numbered rows (a dump, a report) folds
// to its head, its last row and its failing rows, through the print
// reducer too; a row kept only for its place folds past the head, and a
// short table stays whole.
func TestTableFolds(t *testing.T) {
	var b strings.Builder
	b.WriteString("id     name      cost   where\n")
	for i := range 200 {
		status := "paid"
		if i == 90 || i == 150 {
			status = "failed"
		}
		fmt.Fprintf(&b, "%-6d item%-5d %6.2f lib.py:%d(%s)\n", 1000+i, i, float64(i)/7, i, status)
	}
	in := b.String()
	for _, kind := range []string{Print, Generic} {
		out := reduceAsRun(kind, in)
		for _, want := range []string{"id     name      cost   where", "1000   item0       0.00 lib.py:0(paid)", "1011   item11      1.57 lib.py:11(paid)",
			"1090   item90     12.86 lib.py:90(failed)", "1150   item150    21.43 lib.py:150(failed)", "1199   item199    28.43 lib.py:199(paid)"} {
			if !strings.Contains(out, want+"\n") {
				t.Errorf("%s: lost %q:\n%s", kind, want, out)
			}
		}
		if strings.Contains(out, "item50 ") || len(out)*5 > len(in) {
			t.Errorf("%s: table not folded: %d -> %d bytes:\n%s", kind, len(in), len(out), out)
		}
		checkMarkers(t, in, out)
	}
	short := strings.Join(strings.Split(in, "\n")[:tableRun], "\n") + "\n"
	if out := reduceAsRun(Print, short); out != short {
		t.Errorf("a short table was folded:\n%s", out)
	}
	for s, want := range map[string]bool{"00000010: 1000 0101 0040 2020  .....@  ": true, "ffff 0000 4c69 text": true, "    60000    0.081 x.py:2(f)": true,
		"line 3 of the file": false, "3 files changed": false, "12 cats": false, "// 0x10 0x20": false,
		// A table drawn in a box (csvlook, markdown, sqlite's -box): its cells are its fields.
		"|  3 | 2026-01-01 | tyrell    |     298.70 |": true, "│ 2026-01 │ 412 │ 9921.50 │": true,
		"| id |       date | customer  |": false, "| -- | ---------- | --------- |": false, "| a | 1 | 2 |": false} {
		if got := dataRow(s); got != want {
			t.Errorf("dataRow(%q) = %v, want %v", s, got, want)
		}
	}
}

// TestJSONArrayFolds: a long array of pretty-printed objects keeps its
// first two, its last and the one that failed, and one note names the
// others by their ids; a Go table test of the same layout stays whole.
func TestJSONArrayFolds(t *testing.T) {
	var js, src strings.Builder
	js.WriteString("{\n  \"count\": 40,\n  \"jobs\": [\n")
	src.WriteString("var tests = []struct{ name string; n int }{\n")
	for i := range 40 {
		status := "done"
		if i == 20 {
			status = "failed"
		}
		sep := ","
		if i == 39 {
			sep = ""
		}
		fmt.Fprintf(&js, "    {\n      \"id\": %d,\n      \"tags\": [\n        \"a%d\"\n      ],\n      \"status\": %q\n    }%s\n", i, i, status, sep)
		fmt.Fprintf(&src, "\t{\n\t\tname: \"case %d\",\n\t\tn:    %d,\n\t},\n", i, i)
	}
	js.WriteString("  ]\n}\n")
	src.WriteString("}\n")
	in := js.String()
	out := reduceAsRun(Print, in)
	for _, want := range []string{"      \"id\": 1,", "      \"id\": 20,", "      \"status\": \"failed\"", "      \"id\": 39,", "  ]"} {
		if !strings.Contains(out, want+"\n") {
			t.Errorf("lost %q:\n%s", want, out)
		}
	}
	// (The objects folded are named by their ids, in one note.)
	note := `[hooktool: 36 more of ""id": …," with (2) (3) (4)`
	if !strings.Contains(out, note) || strings.Contains(out, "(20)") || strings.Contains(out, "\"id\": 2,") || len(out)*4 > len(in) {
		t.Errorf("array not folded: %d -> %d bytes:\n%s", len(in), len(out), out)
	}
	checkMarkers(t, in, out)
	if out := reduceAsRun(Print, src.String()); out != src.String() {
		t.Errorf("Go source folded as JSON:\n%s", out)
	}
}

// TestAlikeRunsFoldInEveryReducer: a build's echo of one config line per
// package (go build -x) folds in the build reducer as in the generic one,
// and its error stays.
func TestAlikeRunsFoldInEveryReducer(t *testing.T) {
	var b strings.Builder
	b.WriteString("WORK=/tmp/go-build1\ncat >$WORK/b001/importcfg.link << 'EOF'\n")
	for i := range 80 {
		fmt.Fprintf(&b, "packagefile internal/p%d=/home/u/.cache/go-build/%02x/%064x-d\n", i, i, i*7919)
	}
	b.WriteString("EOF\n./main.go:12:2: undefined: frobnicate\nmkdir -p $WORK/b001/exe/\n")
	in := b.String()
	out := reduceAsRun(GoBuild, in)
	if !strings.Contains(out, "./main.go:12:2: undefined: frobnicate\n") || strings.Contains(out, "internal/p40=") || len(out)*4 > len(in) {
		t.Errorf("%d -> %d bytes:\n%s", len(in), len(out), out)
	}
	checkMarkers(t, in, out)
}

// TestNumberedLines: a line number printed before each line (grep -n -C,
// cat -n) does not make a table of them: a traceback's frame among a
// log's records stays with its error.
func TestNumberedLines(t *testing.T) {
	var b strings.Builder
	for i := range 60 {
		fmt.Fprintf(&b, "%d-2026-12-01 10:00:%02d,100 INFO    app [42] handled request %d in 3 ms\n", 100+i, i, i)
		if i == 40 {
			b.WriteString("141:2026-12-01 10:00:40,200 ERROR   app [42] cannot parse payload\n142-Traceback (most recent call last):\n" +
				"143-  File \"/srv/app/app.py\", line 17, in <module>\n144-    handle(body)\n145-  File \"/srv/app/app.py\", line 9, in handle\n146-    json.loads(body)\n147-ValueError: bad payload\n")
		}
	}
	in := b.String()
	out := reduceAsRun(Generic, in)
	for _, want := range []string{"141:2026-12-01 10:00:40,200 ERROR   app [42] cannot parse payload", "143-  File \"/srv/app/app.py\", line 17, in <module>", "145-  File \"/srv/app/app.py\", line 9, in handle", "147-ValueError: bad payload"} {
		if !strings.Contains(out, want+"\n") {
			t.Errorf("lost %q:\n%s", want, out)
		}
	}
	if strings.Contains(out, "request 30 ") {
		t.Errorf("log rows not folded:\n%s", out)
	}
	checkMarkers(t, in, out)
	for s, want := range map[string]string{"    12\tpackage main": "package main", "143-  File x": "  File x", "00000010: 1000 0101": " 1000 0101", "2026-12-01 10:00": "2026-12-01 10:00"} {
		if got := numbered(s); got != want {
			t.Errorf("numbered(%q) = %q, want %q", s, got, want)
		}
	}
}

// TestRoutineRecordPlace: a routine log record's place is where the
// logging call is, no finding; an error record's stays important, and so
// does a diagnostic.
func TestRoutineRecordPlace(t *testing.T) {
	for s, want := range map[string]bool{
		"INFO     syncer:syncer.py:17 update k2: None -> 2":                 false,
		"2026-12-01 10:00:00 DEBUG [app] db.py:88 query took 3 ms":          false,
		"ERROR    syncer:syncer.py:31 sync failed for k9":                   true,
		"INFO     syncer:syncer.py:20 could not reach the mirror":           true,
		"src/app.py:12: error: Incompatible types in assignment":            true,
		"tests/test_sync.py:40: AssertionError":                             true,
		"./cmd/info.go:12:2: undefined: INFO_LEVEL (the level of a record)": true,
	} {
		if got := important(s); got != want {
			t.Errorf("important(%q) = %v, want %v", s, got, want)
		}
	}
}

// TestRoutineFailureWindows: of many failure lines of one shape (a
// syscall trace's failed opens along a search path), the first few get
// their context window, the others stay alone; each one stays.
func TestRoutineFailureWindows(t *testing.T) {
	var b strings.Builder
	for i := range 40 {
		fmt.Fprintf(&b, "newfstatat(AT_FDCWD, \"/usr/lib/p%d/mod.so\", 0x7ffc%x, 0) = -1 ENOENT (No such file or directory)\n", i, 0xd010+i*80)
		fmt.Fprintf(&b, "%s next in the search for module m%d\n", []string{"trying", "looking", "probing", "checking", "scanning", "reading", "walking"}[i%7], i)
	}
	in := b.String()
	out := reduceAsRun(Generic, in)
	for i := range 40 {
		if want := fmt.Sprintf("newfstatat(AT_FDCWD, \"/usr/lib/p%d/mod.so\", 0x7ffc%x, 0) = -1 ENOENT (No such file or directory)\n", i, 0xd010+i*80); !strings.Contains(out, want) {
			t.Errorf("lost %q:\n%s", want, out)
		}
	}
	if !strings.Contains(out, "search for module m0\n") || strings.Contains(out, "search for module m19\n") {
		t.Errorf("windows: want the first failures' and not the 20th's:\n%s", out)
	}
	checkMarkers(t, in, out)
}

// TestNoFailure: a failure word said not to have happened is no failure;
// a line with another failure word still is.
func TestNoFailure(t *testing.T) {
	for s, want := range map[string]bool{
		"No syntax errors detected in src/Svc1.php":     false,
		"build finished without errors":                 false,
		"PHP Parse error:  syntax error in src/a.php":   true,
		"No errors found, but 2 tests failed":           true,
		"cat: notes.txt: No such file or directory":     true,
		"0 errors and 72 warnings potentially fixable":  true, // a count: a summary
		"Errors parsing src/Broken.php":                 true,
		"no failures in 3 runs; run 4 raised TypeError": true,
	} {
		if got := important(s); got != want {
			t.Errorf("important(%q) = %v, want %v", s, got, want)
		}
	}
}

// TestJSONDeepNesting: brackets nested thousands deep are matched in one
// pass (no scan per opening line) and fold nothing that is no array of
// objects; a short array stays whole.
func TestJSONDeepNesting(t *testing.T) {
	var b strings.Builder
	const depth = 5000
	for i := range depth {
		b.WriteString(strings.Repeat(" ", i%40) + "[\n")
	}
	for i := depth - 1; i >= 0; i-- {
		b.WriteString(strings.Repeat(" ", i%40) + "]\n")
	}
	ls := foldJSONArrays(textLines(b.String()))
	for _, l := range ls {
		if l.cls == drop {
			t.Fatalf("a nested bracket folded: %q", l.text)
		}
	}
	small := "[\n  {\n    \"a\": 1\n  },\n  {\n    \"a\": 2\n  }\n]\n"
	for _, l := range foldJSONArrays(textLines(small)) {
		if l.cls == drop {
			t.Errorf("a short array folded: %q", l.text)
		}
	}
}

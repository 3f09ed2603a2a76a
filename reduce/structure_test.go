package reduce

import (
	"strings"
	"testing"
)

func TestCleanLineCharsetEscape(t *testing.T) {
	for in, want := range map[string]string{
		"\x1b(B\x1b[m\x1b[32m+    }\x1b(B\x1b[m": "+    }", // tput sgr0, then a colour
		"\x1b)0x":                                "x",
		"\x1b(":                                  "",
		"a\x1b[1mb":                              "ab",
		"plain line  ":                           "plain line",
	} {
		if got := cleanLine(in); got != want {
			t.Errorf("cleanLine(%q) = %q, want %q", in, got, want)
		}
	}
}

func TestKeepHeadings(t *testing.T) {
	ls := textLines("/src/a.py\n  /src/a.py:3:1 - error: x\n/src/b.py\n  /src/b.py:9:1 - note\n" +
		">> Issue: [B602] shell=True\n   Severity: High\n   Location: c.py:60\n\nplain\n  indented kept\n")
	cls := []class{normal, keep, normal, normal, normal, normal, keep, normal, drop, keep}
	for i := range ls {
		ls[i].cls = cls[i]
	}
	keepHeadings(ls)
	want := []class{keep, keep, normal, normal, keep, normal, keep, normal, drop, keep}
	for i, l := range ls {
		if l.cls != want[i] {
			t.Errorf("line %d %q: class %d, want %d", i+1, l.text, l.cls, want[i])
		}
	}
}

func TestTotalLineAndTableRow(t *testing.T) {
	for s, want := range map[string]bool{
		"\tTotal lines of code: 87":      true,
		"TOTAL      17610   8964    49%": true,
		"total 48":                       true,
		"Totally fine":                   false,
		"Total":                          false,
		"total: none":                    false,
	} {
		if got := totalLine(s); got != want {
			t.Errorf("totalLine(%q) = %v, want %v", s, got, want)
		}
	}
	for s, want := range map[string]bool{
		"billing/__init__.py     0      0   100%": false, // a coverage row, not progress
		"45%":                   true,
		"Downloading index 45%": true,
	} {
		if got := progressLine(s); got != want {
			t.Errorf("progressLine(%q) = %v, want %v", s, got, want)
		}
	}
}

func TestLastLineNotClipped(t *testing.T) {
	body := "<html>" + strings.Repeat("x", 3000) + "</html>"
	ls := textLines(strings.Repeat("header line\n", 40) + body + "\n")
	out, _ := compact(ls, budget{head: 2, tail: 1}, "/f")
	if !strings.HasSuffix(out, body+"\n") {
		t.Errorf("last line clipped: %q", out[max(0, len(out)-80):])
	}
	long := strings.Repeat("y", lastWhole+1)
	out, _ = compact(textLines(long+"\n"), budget{head: 1, tail: 1}, "/f")
	if strings.Contains(out, long) {
		t.Error("a last line longer than lastWhole was not clipped")
	}
}

func classesOf(ls []line) string {
	var b strings.Builder
	for _, l := range ls {
		b.WriteByte("ndkg"[l.cls])
	}
	return b.String()
}

func TestKeepDiffFrames(t *testing.T) {
	ls := textLines("--- a/x.py\t2026\n+++ b/x.py\t2026\n@@ -1,3 +1,3 @@\n ctx\n-old\n+new\n\nwould reformat x.py\n" +
		"--- a/y.py\n+++ b/y.py\n@@ -4 +4 @@\n-a\n+b\n@@ -9,0 +10,1 @@\n+c\n\nAll done! 2 files would be reformatted.\n")
	keepDiffFrames(ls)
	// The headers, each hunk's line and the first line past a hunk
	// (past one blank line, which the first hunk holds as context) stay.
	if got, want := classesOf(ls), "kkknnnnk"+"kkknnknnk"; got != want {
		t.Errorf("classes %s, want %s", got, want)
	}
	if o, n, ok := hunkHeader("@@ -12,5 +12,7 @@ func f() {"); !ok || o != 5 || n != 7 {
		t.Errorf("hunkHeader = %d, %d, %v", o, n, ok)
	}
	if _, _, ok := hunkHeader("@@ not a hunk @@"); ok {
		t.Error("hunkHeader read a line that is no hunk header")
	}
}

func TestKeepRecordHeads(t *testing.T) {
	var in strings.Builder
	for i := 3; i > 0; i-- {
		in.WriteString("changeset:   " + string(rune('0'+i)) + ":abc\nuser:        Dev\ndate:        Mon\nsummary:     entry\n\n f.txt | 2 +-\n\n")
	}
	ls := textLines(in.String())
	keepRecordHeads(ls)
	if got, want := classesOf(ls), strings.Repeat("knnknnn", 3); got != want {
		t.Errorf("classes %s, want %s", got, want)
	}
	// go doc: headings over prose are no records.
	doc := textLines(strings.Repeat("func F(s string) string\n    F does a thing: well.\n\n", 4))
	keepRecordHeads(doc)
	if got := classesOf(doc); strings.Contains(got, "k") {
		t.Errorf("go doc headings kept as records: %s", got)
	}
}

func TestFoldNameRuns(t *testing.T) {
	var in strings.Builder
	mods := []string{"events", "net", "http", "fs"}
	for i, m := range mods {
		in.WriteString(`[plugin] Module "` + m + `" has been externalized for browser compatibility, imported by "/app/node_modules/x` + string(rune('a'+i)) + `/index.js".` + "\n")
	}
	in.WriteString("done\n")
	ls := foldNameRuns(textLines(in.String()))
	if got, want := classesOf(ls), "kkgggn"; got != want {
		t.Fatalf("classes %s, want %s", got, want)
	}
	want := `[hooktool: 3 more of "[plugin] Module "…" has been externalized for browser compatibility, imported by "/app/node_modules/…"." with (net|xb/index.js) (http|xc/index.js) (fs|xd/index.js)`
	if ls[1].text != want || !ls[1].syn || !ls[1].note {
		t.Errorf("summary %q, want %q", ls[1].text, want)
	}
	// A name that comes again word for word outside the run (a repeat
	// the markers count) would make the summary ambiguous: no fold.
	ls = textLines(strings.Repeat(`open "/a/b" for the reading of its config file = -1 ENOENT`+"\n", 1) +
		`open "/a/c" for the reading of its config file = -1 ENOENT` + "\n" +
		`open "/a/d" for the reading of its config file = -1 ENOENT` + "\n" +
		`open "/a/d" for the reading of its config file = -1 ENOENT` + "\n")
	ls[3].cls = drop
	if got := classesOf(foldNameRuns(ls)); strings.Contains(got, "g") {
		t.Errorf("folded with a twin outside: %s", got)
	}
	// Short rows of data are no messages.
	ls = textLines(strings.Repeat(`"a": "b",`+"\n", 5))
	if got := classesOf(foldNameRuns(ls)); strings.Contains(got, "g") {
		t.Errorf("folded data rows: %s", got)
	}
}

func TestNotDone(t *testing.T) {
	for s, want := range map[string]bool{
		"/img/missing.png referenced in /img/missing.png didn't resolve at build time": true,
		"  × Preparing metadata (pyproject.toml) did not run successfully.":            true,
		"✓ 309 modules transformed.":                                                   false,
	} {
		if got := notDone(s); got != want {
			t.Errorf("notDone(%q) = %v, want %v", s, got, want)
		}
	}
}

func TestNameSummaryLimit(t *testing.T) {
	var in strings.Builder
	for i := 0; i < routineNames+3; i++ {
		in.WriteString(`Copying "f` + strings.Repeat("x", i) + `" to the build output folder now.` + "\n")
	}
	ls := foldNameRuns(textLines(in.String()))
	s := ls[1].text
	if !strings.HasPrefix(s, "[hooktool: 52 more of ") || !strings.HasSuffix(s, " and 2 more") || strings.Count(s, " (f") != routineNames {
		t.Errorf("summary of routine lines: %q", s)
	}
}

func TestKeepFailingRows(t *testing.T) {
	ls := textLines("Suite        Passed  Failed  Skipped\n------------------------------------\nparser         10       0        1\nhttp client     8       2        0\nstore           5       0        0\n\n" +
		"| File | Tests | Errors |\n|---|---|---|\n| a.py | 3 | 0 |\n| b.py | 4 | 1 |\n\nName  Stmts  Miss  Cover\nx.py     10     3    70%\n")
	keepFailingRows(ls)
	if got, want := classesOf(ls), "nnnkn"+"n"+"nnnk"+"n"+"nn"; got != want {
		t.Errorf("classes %s, want %s", got, want)
	}
	// A log line or a sentence that says "failed" heads no table.
	ls = textLines("2026-12-01 17:51:59,162 ERROR [main] job 41 failed\n2026-12-01 17:51:59,166 INFO progress: 50 jobs done, queue 80\n" +
		"\n#   Failed test 'drain after refill'\nok 1 - drain returns all\n")
	keepFailingRows(ls)
	if got := classesOf(ls); strings.Contains(got, "k") {
		t.Errorf("rows kept under no table: %s", got)
	}
}

package reduce

import (
	"fmt"
	"strings"
	"testing"
)

// A log or diff asked for its --summary names every file created or
// deleted: a long run of those lines folds into one note that gives each
// path, under the first and over the last.
func TestSummaryLinesFoldWithEveryPath(t *testing.T) {
	var b strings.Builder
	b.WriteString("3f2c1aa 2026-03-02 Move the handbook into chapters\n\n")
	for i := range 30 {
		fmt.Fprintf(&b, " delete mode 100644 handbook/section-%02d.md\n", i)
	}
	b.WriteString("9e0d412 2026-02-11 Drop the old exporters\n\n")
	for _, n := range []string{"csv", "xml", "yaml"} {
		fmt.Fprintf(&b, " delete mode 100755 tools/export-%s.sh\n", n)
	}
	in := b.String()
	for _, kind := range []string{GitLog, GitDiff} {
		out := reduceAsRun(kind, in)
		if len(out) >= len(in) {
			t.Errorf("%s: nothing folded:\n%s", kind, out)
		}
		for i := range 30 {
			if p := fmt.Sprintf("handbook/section-%02d.md", i); !strings.Contains(out, p) {
				t.Errorf("%s: lost %s:\n%s", kind, p, out)
			}
		}
		for _, want := range []string{" delete mode 100644 handbook/section-00.md\n", " delete mode 100644 handbook/section-29.md\n", "tools/export-xml.sh"} {
			if !strings.Contains(out, want) {
				t.Errorf("%s: lost %q:\n%s", kind, want, out)
			}
		}
	}
	for s, want := range map[string]bool{" create mode 100644 a/b.go": true, " mode change 100644 => 100755 run.sh": true, "create mode 100644 a": false, " rename a => b (90%)": false} {
		if summaryLine(s) != want {
			t.Errorf("summaryLine(%q) = %v", s, !want)
		}
	}
}

// A bisection's answer stays however long the runs of its test script
// were before it.
func TestBisectAnswerKept(t *testing.T) {
	var b strings.Builder
	for r := range 6 {
		fmt.Fprintf(&b, "Bisecting: %d revisions left to test after this (roughly %d steps)\n[%040x] step %d\n", 40>>r, 6-r, r+1, r)
		for i := range 25 {
			fmt.Fprintf(&b, "checking page %02d: ok\n", i)
		}
		if r%2 == 1 {
			b.WriteString("ERROR   -  index.md links to glossary/, which has no pages\nINFO    -  1 error(s)\n")
		}
	}
	b.WriteString("c0ffee1234567890c0ffee1234567890c0ffee12 is the first bad commit\ncommit c0ffee1234567890c0ffee1234567890c0ffee12\nAuthor: Dev Example <dev@example.com>\nDate:   Mon Mar 2 10:00:00 2026 +0100\n\n    Split the glossary\n\n")
	for i := range 40 {
		fmt.Fprintf(&b, " glossary/term-%02d.md | 4 ++--\n", i)
	}
	b.WriteString(" 40 files changed, 80 insertions(+), 80 deletions(-)\nbisect found first bad commit\n")
	in := b.String()
	out := reduceAsRun(Generic, in)
	if !strings.Contains(out, "c0ffee1234567890c0ffee1234567890c0ffee12 is the first bad commit\n") {
		t.Errorf("lost the answer:\n%s", out)
	}
	checkMarkers(t, in, out)
	for s, want := range map[string]bool{"1a2b3c4 is the first bad commit": true, "The first bad commit could be any of:": true, "# first bad commit: [1a2b3c4] x": false, "the first bad commit was fixed later": false} {
		if bisectAnswer(s) != want {
			t.Errorf("bisectAnswer(%q) = %v", s, !want)
		}
	}
}

// In a listing of records whose one word says what each is, the few of a
// rare kind stay whole wherever they are (fsck's lost commits among its
// trees, a table's "bad" rows among "ok"); a listing of names, paths or
// numbers is sampled as before.
func TestRareKindsOfAListingKept(t *testing.T) {
	var b strings.Builder
	rare := map[int]bool{5: true, 17: true, 29: true}
	for i := range 40 {
		kind := "tree"
		if rare[i] {
			kind = "commit"
		}
		fmt.Fprintf(&b, "dangling %s %040x\n", kind, i*7919+1)
	}
	in := b.String()
	out := reduceAsRun(Generic, in)
	if len(out) >= len(in) {
		t.Fatalf("nothing reduced:\n%s", out)
	}
	for i := range rare {
		if want := fmt.Sprintf("dangling commit %040x\n", i*7919+1); !strings.Contains(out, want) {
			t.Errorf("lost %q:\n%s", want, out)
		}
	}
	checkMarkers(t, in, out)
	b.Reset()
	for i := range 40 {
		fmt.Fprintf(&b, "Unpacking pkg%c-tools (1.%d-1) ...\n", 'a'+i%26, i)
	}
	b.WriteString("Unpacking zlib (1.3-1) ...\n")
	for _, l := range keepRareVariants(textLines(b.String())) {
		if l.cls == keep {
			t.Errorf("a name taken for a rare kind: %q", l.text)
		}
	}
	for w, want := range map[string]bool{"commit": true, "bad": true, "Commit": false, "x": false, "pkg-tools": false} {
		if kindWord(w) != want {
			t.Errorf("kindWord(%q) = %v", w, !want)
		}
	}
}

// tsc --listFiles prints the files it read: the project's own stay,
// folded by folder with every name; the libraries' (node_modules) are
// counted by a marker. tsc -b --verbose's "Building project" line says
// whose errors follow.
func TestTscFileListsAndProjects(t *testing.T) {
	var b strings.Builder
	b.WriteString("src/app.ts(3,7): error TS2322: Type 'string' is not assignable to type 'number'.\n")
	for i := range 60 {
		fmt.Fprintf(&b, "/home/dev/app/node_modules/typescript/lib/lib.es%d.d.ts\n", 2015+i)
	}
	for _, d := range []string{"src/lib", "src/views"} {
		for i := range 12 {
			fmt.Fprintf(&b, "/home/dev/app/%s/mod%02d.ts\n", d, i)
		}
	}
	in := b.String()
	out := reduceAsRun(Tsc, in)
	if strings.Contains(out, "lib.es2040.d.ts") {
		t.Errorf("a library's file kept:\n%s", out)
	}
	for _, d := range []string{"src/lib", "src/views"} {
		for i := range 12 {
			if f := fmt.Sprintf("mod%02d.ts", i); !strings.Contains(out, "/home/dev/app/"+d+"/"+f) && !strings.Contains(out, "("+f+")") {
				t.Errorf("lost %s/%s:\n%s", d, f, out)
			}
		}
	}
	for _, l := range splitLines(out) {
		if !strings.Contains(in, l+"\n") && !strings.HasPrefix(l, "[") {
			t.Errorf("a line not in the input: %q", l)
		}
	}
	b.Reset()
	b.WriteString("09:15:02 AM - Projects in this build: \n    * packages/core/tsconfig.json\n    * packages/cli/tsconfig.json\n\n")
	for i := range 30 {
		fmt.Fprintf(&b, "09:15:02 AM - Project 'packages/p%02d/tsconfig.json' is up to date because newest input 'packages/p%02d/src/index.ts' is older than output\n\n", i, i)
	}
	b.WriteString("09:15:03 AM - Building project '/home/dev/app/packages/core/tsconfig.json'...\n\npackages/core/src/geo.ts(9,26): error TS18048: 'a' is possibly 'undefined'.\n\nFound 1 error.\n")
	in = b.String()
	if out := reduceAsRun(Tsc, in); !strings.Contains(out, "09:15:03 AM - Building project '/home/dev/app/packages/core/tsconfig.json'...\n") {
		t.Errorf("lost the project being built:\n%s", out)
	}
	for s, want := range map[string]bool{"/home/dev/app/src/main.ts": true, "src/lib/geo.ts": true, "src/app.ts(3,7): error": false, "Found 1 error.": false, "see docs/x.md": false} {
		if lonePath(s) != want {
			t.Errorf("lonePath(%q) = %v", s, !want)
		}
	}
}

// A warning named by its class, not by the word "warning": node's
// process warnings, Python's FutureWarning.
func TestClassNamedWarnings(t *testing.T) {
	for s, want := range map[string]bool{
		"(node:4242) [DEP0040] DeprecationWarning: The `punycode` module is deprecated.": true,
		"/app/etl.py:40: FutureWarning: Downcasting object dtype arrays is deprecated":   true,
		"Warning: this is plain":                  true,
		"ok: noWarning: found":                    false,
		"customWarning: lower-case class name":    false,
		"the XWarning: too short to be a class x": false,
	} {
		if got := warning(s); got != want {
			t.Errorf("warning(%q) = %v", s, got)
		}
	}
}

// A warning said again word for word (a test runner's config warning once
// per worker) is shown once: the later ones go into the markers. A
// diagnostic's head over its place, and a line of a report whose lines
// all wear the same tag, stay each time.
func TestRepeatedWarningShownOnce(t *testing.T) {
	const w = "runner[config] (WARN) option isolatedModules is deprecated: set it in tsconfig.json instead"
	var b strings.Builder
	b.WriteString(w + "\n" + w + "\n" + w + "\n")
	for f := range 8 {
		fmt.Fprintf(&b, "%s\nFAIL tests/mod%d.test.ts\n  ● mod%d › adds\n\n    expect(received).toBe(expected)\n\n    Expected: %d\n    Received: %d\n\n      at Object.<anonymous> (tests/mod%d.test.ts:%d:20)\n\n", w, f, f, f, f+1, f, 10+f)
		for i := range 6 {
			fmt.Fprintf(&b, "PASS tests/other%d_%d.test.ts\n", f, i)
		}
	}
	b.WriteString("Tests:       8 failed, 48 passed, 56 total\n")
	in := b.String()
	out := reduceAsRun(NpmTest, in)
	if n := strings.Count(out, w+"\n"); n != 1 {
		t.Errorf("the warning shown %d times, want once:\n%s", n, out)
	}
	for f := range 8 {
		if want := fmt.Sprintf("    Received: %d\n", f+1); !strings.Contains(out, want) {
			t.Errorf("lost %q:\n%s", want, out)
		}
	}
	checkMarkers(t, in, out)
}

// A log written with a format that ends in a parenthesized group (the
// author and the age) folds its runs of alike subjects as --oneline's do,
// the group read back as one word.
func TestLogFormatWithTrailingGroupFolds(t *testing.T) {
	var b strings.Builder
	authors := []string{"Ana Quill", "Bo Lantern", "Ro Tanaka-Field"}
	for i := range 20 {
		fmt.Fprintf(&b, "* %07x docs: changelog %d (%s, %d days ago)\n", 0xa11ce0+i*17, 200-i, authors[i%3], i+1)
	}
	b.WriteString("* 0c0ffee (tag: v1.0.0) Release 1.0.0 (Ana Quill, 30 days ago)\n")
	in := b.String()
	out := reduceAsRun(GitLog, in)
	if len(out) >= len(in) {
		t.Fatalf("nothing folded:\n%s", out)
	}
	for i := range 20 {
		if want := fmt.Sprintf("%07x|%d|%s, %d days ago", 0xa11ce0+i*17, 200-i, authors[i%3], i+1); i > 0 && i < 19 && !strings.Contains(out, want) {
			t.Errorf("lost %q:\n%s", want, out)
		}
	}
	if !strings.Contains(out, "* 0c0ffee (tag: v1.0.0) Release 1.0.0 (Ana Quill, 30 days ago)\n") {
		t.Errorf("lost the release:\n%s", out)
	}
	for s, want := range map[string]string{"x (a, b)": "a, b", "x (a (b))": "", "x ()": "", "x": ""} {
		if _, got, _ := trailingGroup(s); got != want {
			t.Errorf("trailingGroup(%q) = %q, want %q", s, got, want)
		}
	}
}

// A checker's list of the files it would change, which a count in the
// output adds up, stays with every file, folded by folder; so does a
// package's file list under its "Files:" heading. A build's routine
// lines that end in a path are sampled as before.
func TestListingsAsTheAnswer(t *testing.T) {
	var b strings.Builder
	for _, d := range []string{"app", "app/views", "tests"} {
		for i := range 9 {
			fmt.Fprintf(&b, "would reformat /home/dev/proj/%s/m%02d.py\n", d, i)
		}
	}
	b.WriteString("\nOh no!\n27 files would be reformatted, 12 files would be left unchanged.\n")
	in := b.String()
	out := reduceAsRun(Generic, in)
	if len(out) >= len(in) {
		t.Fatalf("nothing folded:\n%s", out)
	}
	for _, d := range []string{"app", "app/views", "tests"} {
		for i := range 9 {
			f := fmt.Sprintf("m%02d.py", i)
			if !strings.Contains(out, "/home/dev/proj/"+d+"/"+f) && !strings.Contains(out, "("+f+")") {
				t.Errorf("lost %s/%s:\n%s", d, f, out)
			}
		}
	}
	b.Reset()
	b.WriteString("Name: tally\nVersion: 1.2.0\nLocation: /home/dev/.venv/lib/python3.11/site-packages\nFiles:\n")
	for i := range 40 {
		fmt.Fprintf(&b, "  tally/mod%02d.py\n", i)
	}
	in = b.String()
	out = reduceAsRun(Generic, in)
	for i := range 40 {
		if f := fmt.Sprintf("mod%02d.py", i); !strings.Contains(out, "tally/"+f) && !strings.Contains(out, "("+f+")") {
			t.Errorf("lost tally/%s:\n%s", f, out)
		}
	}
	b.Reset()
	for i := range 40 {
		fmt.Fprintf(&b, "Generating docs/api/Class%02d.html...\n", i)
	}
	b.WriteString("3 warnings\n")
	for _, l := range keepListings(textLines(b.String())) {
		if l.cls == keep {
			t.Errorf("a routine line kept as a listing: %q", l.text)
			break
		}
	}
}

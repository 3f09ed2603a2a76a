package reduce

import (
	"fmt"
	"strings"
	"testing"
)

// A TAP line whose directive is SKIP is no pass: it says which test the
// run left out and why, and stays beside the failures.
func TestTapSkip(t *testing.T) {
	for s, want := range map[string]bool{
		"ok 7 upload resumes # skip no S3 credentials": true,
		"ok 12 - parses dates # SKIP":                  true,
		"  ok 3 slow path # Skip: flaky on arm":        true,
		"ok 4 skipping rows works":                     false,
		"ok 5 the # skipper renders":                   false,
		"not ok 6 parses # TODO later":                 false,
		"ok 9 csv # todo":                              false,
		"# skip 2":                                     false,
	} {
		if got := tapSkip(s); got != want {
			t.Errorf("tapSkip(%q) = %v, want %v", s, got, want)
		}
	}
	var b strings.Builder
	b.WriteString("1..40\n")
	skip := "ok 21 mirrors upload to the CDN # skip CDN_TOKEN unset"
	for i := 1; i <= 40; i++ {
		switch i {
		case 21:
			b.WriteString(skip + "\n")
		case 30:
			b.WriteString("not ok 30 rejects empty slugs\n# (in test file test/slug.bats, line 12)\n")
		default:
			fmt.Fprintf(&b, "ok %d formats record number %d\n", i, i)
		}
	}
	in := b.String()
	out := reduceAsRun(Generic, in)
	wants(t, out, skip, "not ok 30 rejects empty slugs")
	checkMarkers(t, in, out)
}

// A script's own tally of what it did, in its own words, is its last
// word on the run and stays however the trace above it folds.
func TestTallyLine(t *testing.T) {
	for s, want := range map[string]bool{
		"imported 28, rejected 2":        true,
		"3 copied, 1 skipped, 0 failed.": true,
		"resized 40, kept 2, broken 1":   true,
		"  copied 3, skipped 1":          false, // a record's field
		"Hello, world":                   false,
		"retry 3, then give up":          false,
		"a 1, b 2":                       false, // one-letter words: a data row
		"page 3, line 14":                true,
	} {
		if got := tallyLine(s); got != want {
			t.Errorf("tallyLine(%q) = %v, want %v", s, got, want)
		}
	}
	var b strings.Builder
	for i := range 60 {
		fmt.Fprintf(&b, "+ for f in inbox/*.csv\n+ import_one inbox/%02d.csv\n+ n=%d\n", i, i)
	}
	tally := "converted 58, failed 2"
	b.WriteString("+ echo 'converted 58, failed 2'\n" + tally + "\n+ exit 1\n")
	in := b.String()
	out := reduceAsRun(Generic, in)
	wants(t, out, tally)
	checkMarkers(t, in, out)
}

// A run that stopped at a limit before it reached its goal says so with
// no error word: "reached without" is the failure.
func TestReachedWithout(t *testing.T) {
	var b strings.Builder
	for i := range 50 {
		fmt.Fprintf(&b, "Run number %d of rule 'pdflatex'\nOutput written on doc.pdf (%d pages).\n", i, 10+i%3)
	}
	limit := "Latexmk: Maximum runs of pdflatex reached without getting stable files"
	b.WriteString(limit + "\n----------------------\nThis message may duplicate earlier message.\n")
	for i := range 20 {
		fmt.Fprintf(&b, "Latexmk: Examining 'doc.%d'\n", i)
	}
	in := b.String()
	out := reduceAsRun(Generic, in)
	wants(t, out, limit)
	checkMarkers(t, in, out)
}

package reduce

import (
	"fmt"
	"strings"
	"testing"
)

// A check step's normal-format diff (an expected CSV against the one a
// pipeline wrote) keeps its hunk header and changed lines, whatever ran
// diff and however long the log around it is.
func TestNormalDiffKept(t *testing.T) {
	var b strings.Builder
	for i := range 40 {
		fmt.Fprintf(&b, "[step %02d] wrote build/part-%02d.csv (%d rows)\n", i, i, 100+i)
	}
	b.WriteString("diff expected/totals.csv build/totals.csv\n3,4c3,4\n< north,120,4.5\n< south,98,3.1\n---\n> north,118,4.4\n> south,101,3.3\n7d6\n< west,12,0.2\n")
	for i := range 30 {
		fmt.Fprintf(&b, "[cleanup %02d] removed tmp/part-%02d\n", i, i)
	}
	b.WriteString("make: *** [Makefile:12: check] Error 1\n")
	in := b.String()
	out := reduceAsRun(Generic, in)
	for _, want := range []string{"3,4c3,4", "< north,120,4.5", "> south,101,3.3", "7d6", "< west,12,0.2"} {
		if !strings.Contains(out, want+"\n") {
			t.Errorf("lost %q:\n%s", want, out)
		}
	}
	checkMarkers(t, in, out)
	for s, want := range map[string]bool{"2,5c2,5": true, "7a8": true, "12d11": true, "1,2": false, "5c": false, "c5": false, "2,5c2,": false} {
		if normalHunkHead(s) != want {
			t.Errorf("normalHunkHead(%q) = %v", s, !want)
		}
	}
}

// A checker's statistics row is a count, a code and words; a data
// table's row whose second cell looks like a code (a well "W02", then a
// site and a date) is none, and folds with its table.
func TestStatisticsRowNeedsWords(t *testing.T) {
	for s, want := range map[string]bool{
		"3     E501 line too long (88 > 79 characters)": true,
		"12\tF401\t[*] unused-import":                   true,
		"119     W02    SC-102 2026-01-02   ft     L3":  false,
		"4    H01      2024-04-10    3             2":   false,
	} {
		if statisticsRow(s) != want {
			t.Errorf("statisticsRow(%q) = %v", s, !want)
		}
	}
	var b strings.Builder
	b.WriteString("    well_id site_code       date unit  depth_m\n")
	for i := range 80 {
		fmt.Fprintf(&b, "%d     W02    SC-102 2026-01-%02d   ft  %.6f\n", 118+i, 1+i%28, 12.5+float64(i)/7)
	}
	b.WriteString("ft    62\nFT    18\nName: unit, dtype: int64\n")
	in := b.String()
	out := reduceAsRun(Generic, in)
	if len(out) > len(in)/3 || !strings.Contains(out, "FT    18") {
		t.Errorf("a printed frame of 80 rows did not fold (%d of %d bytes) or lost its counts:\n%s", len(out), len(in), out)
	}
	checkMarkers(t, in, out)
}

// Diffs nested in a report behind "│ " gutters (diffoscope's) read as
// diffs: their changed lines stay, their context folds.
func TestNestedDiffGutters(t *testing.T) {
	changes := [3][2]string{
		{"Build ID: 4848 62fb 1913", "Build ID: 666b d4c4 1367"},
		{"DW_AT_comp_dir: /w/a/app-1.0/src", "DW_AT_comp_dir: /w/b/app-1.0/src"},
		{"version.04:27:02.", "version.04:27:06."},
	}
	var b strings.Builder
	b.WriteString("--- a/app-1.0/bin/app\n+++ b/app-1.0/bin/app\n")
	for sec := range 3 {
		fmt.Fprintf(&b, "├── readelf --wide --section-%d {}\n│ @@ -1,30 +1,30 @@\n", sec)
		for i := range 30 {
			if i == 14 {
				fmt.Fprintf(&b, "│ -  %02d  %s\n│ +  %02d  %s\n", i, changes[sec][0], i, changes[sec][1])
				continue
			}
			fmt.Fprintf(&b, "│    %02d  entry %d of section %d\n", i, i*7, sec)
		}
	}
	in := b.String()
	out := reduceAsRun(Generic, in)
	for sec := range 3 {
		for k, side := range []string{"-", "+"} {
			if want := fmt.Sprintf("│ %s  14  %s", side, changes[sec][k]); !strings.Contains(out, want) {
				t.Errorf("lost %q:\n%s", want, out)
			}
		}
	}
	if len(out) > len(in)*2/3 {
		t.Errorf("the context did not fold: %d of %d bytes", len(out), len(in))
	}
	checkMarkers(t, in, out)
}

// npm's manifest of a pack or publish keeps its files and details before
// the error; a long one keeps its details, its files sampled.
func TestPackManifestKept(t *testing.T) {
	files := []string{"36B .env.local", "50B LICENSE", "68B bin/tool.js", "587B package.json", "96.0kB test/fixtures/big.jsonl"}
	var b strings.Builder
	b.WriteString("npm notice\nnpm notice 📦  @acme/tool@1.2.0\nnpm notice Tarball Contents\n")
	for _, f := range files {
		b.WriteString("npm notice " + f + "\n")
	}
	b.WriteString("npm notice Tarball Details\nnpm notice name: @acme/tool\nnpm notice version: 1.2.0\nnpm notice shasum: 011fe811b4a362145a007ff470773d3e74a032f4\nnpm notice total files: 5\nnpm notice\n")
	for i := range 12 {
		fmt.Fprintf(&b, "npm http fetch GET 200 http://127.0.0.1:4873/dep-%d 3ms (cache hit)\n", i)
	}
	b.WriteString("npm error code E403\nnpm error 403 Forbidden - PUT http://127.0.0.1:4873/@acme%2ftool - You cannot publish over the previously published versions: 1.2.0.\n")
	in := b.String()
	out := reduceAsRun(Generic, in)
	for _, want := range append(files, "name: @acme/tool", "version: 1.2.0", "total files: 5", "npm error code E403") {
		if !strings.Contains(out, want+"\n") {
			t.Errorf("lost %q:\n%s", want, out)
		}
	}
	if strings.Contains(out, "shasum:") {
		t.Errorf("kept the tarball's hash:\n%s", out)
	}
	checkMarkers(t, in, out)
}

// testthat's sides of a failed expectation stay with every failure, the
// third alike failure too.
func TestTestthatValuesKept(t *testing.T) {
	var b strings.Builder
	b.WriteString("✔ | F W S  OK | Context\n\n")
	for i, v := range [][2]string{{"NA", "20"}, {"21", "20"}, {"-2.8", "-2.4"}} {
		fmt.Fprintf(&b, "Failure ('test-x.R:%d'): case %d\nf(%d) (`actual`) not equal to %s (`expected`).\n\n  `actual`: %s\n`expected`: %s\n\n", 10+i, i, i, v[1], v[0], v[1])
	}
	for i := range 30 {
		fmt.Fprintf(&b, "⠏ | %d | progress %d\n", i, i)
	}
	b.WriteString("[ FAIL 3 | WARN 0 | SKIP 0 | PASS 6 ]\nError: Test failures\n")
	in := b.String()
	out := reduceAsRun(Generic, in)
	for _, want := range []string{"  `actual`: NA", "  `actual`: 21", "  `actual`: -2.8", "`expected`: -2.4"} {
		if !strings.Contains(out, want+"\n") {
			t.Errorf("lost %q:\n%s", want, out)
		}
	}
	checkMarkers(t, in, out)
}

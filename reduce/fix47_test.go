package reduce

import (
	"fmt"
	"strings"
	"testing"
)

// A statistics pass's table of figures (a label, a gap, a figure, in a
// column) stays whole with its heading, in the middle of a long log whose
// other lines fold; a column of figures past figureTableMax rows is a
// listing, and a column that does not line up is no table.
func TestFigureTables(t *testing.T) {
	for s, want := range map[string]bool{
		"   Number of flip-flops:        412":    true,
		"     LUT6                        98":    true,
		"Info:      SLICE_L:   154/ 5280     2%": false, // a tag then a label: read below
		"      SLICE_L:   154/ 5280     2%":      true,
		"   total                     3.5 MB":    false, // a unit is a word
		"   see line  12":                        true,
		"12  apples":                             false, // a figure first is another table's row
		"   Number of cells: 285":                false, // one blank: prose
		"compiled 3 files in 2.1s":               false,
	} {
		if _, _, got := figureRow(s); got != want {
			t.Errorf("figureRow(%q) = %v, want %v", s, got, want)
		}
	}
	var b strings.Builder
	b.WriteString("synth: reading design\n")
	for i := 0; i < 200; i++ {
		fmt.Fprintf(&b, "Mapping cell $auto$%d to a LUT slot.\n", 4000+i)
	}
	b.WriteString("\n7.12. Printing statistics.\n\n=== pump_ctrl ===\n\n")
	table := []string{
		"   Number of wires:               88",
		"   Number of wire bits:          301",
		"   Number of cells:              140",
		"     FDRE                         52",
		"     LUT4                         61",
		"     CARRY4                       27",
	}
	for _, r := range table {
		b.WriteString(r + "\n")
	}
	for i := 0; i < 200; i++ {
		fmt.Fprintf(&b, "Removing unused wire $auto$%d.\n", 9000+i)
	}
	b.WriteString("End of script.\n")
	in := b.String()
	out := reduceAsRun(Generic, in)
	wants(t, out, table...)
	wants(t, out, "=== pump_ctrl ===")
	checkMarkers(t, in, out)

	// Misaligned figures are no column.
	ls := normalLines("  alpha    1\n  beta        22\n  gamma  333\n  delta           4\n  epsilon 55555\n")
	keepFigureTables(ls)
	if got := classesOf(ls); strings.Contains(got, "k") {
		t.Errorf("misaligned figures kept: %s", got)
	}
	// Past figureTableMax rows, a listing.
	var long strings.Builder
	for i := 0; i < figureTableMax+5; i++ {
		fmt.Fprintf(&long, "  file%03d.txt   %5d\n", i, i*7)
	}
	ls = normalLines(long.String())
	keepFigureTables(ls)
	if got := classesOf(ls); strings.Contains(got, "k") {
		t.Errorf("a long listing kept: %s", got)
	}
}

// A section whose rows an earlier line counted ("Changed entries: 4",
// then "Changed entries:" over 4 rows), or whose heading counts them
// ("Findings (3):"), stays whole; the items' own deeper lines (a link)
// are left to the other rules, and a section of another number of rows
// is not raised.
func TestCountedSections(t *testing.T) {
	var b strings.Builder
	b.WriteString("Integrity check found differences!\n\nSummary:\n  Total entries:   220\n  Added files:     2\n  Changed files:   4\n\n")
	b.WriteString("-----------\nAdded files:\n-----------\n\n+ /srv/app/static/x1.css\n+ /srv/app/static/x2.css\n\n")
	b.WriteString("-----------\nChanged files:\n-----------\n\n")
	changed := []string{"~ perm  /srv/app/bin/run", "~ size  /srv/app/lib/a.so", "~ hash  /srv/app/lib/b.so", "~ hash  /srv/app/etc/app.ini"}
	for _, r := range changed {
		b.WriteString(r + "\n")
	}
	b.WriteString("\n  Findings (3):\n  ------------------------\n")
	findings := []string{"  ! Port 8080 open to all [NET-1001]", "  ! Root login allowed [SSH-7408]", "  ! No firewall rules [FIRE-4512]"}
	for _, r := range findings {
		b.WriteString(r + "\n      https://docs.example/" + r[len(r)-9:len(r)-1] + "\n\n")
	}
	b.WriteString("  Index: 58\n")
	ls := normalLines(b.String())
	keepCountedSections(ls)
	kept := map[string]bool{}
	for _, l := range ls {
		if l.cls == keep {
			kept[l.text] = true
		}
	}
	for _, w := range append(append([]string{"+ /srv/app/static/x1.css", "Changed files:", "  Findings (3):"}, changed...), findings...) {
		if !kept[w] {
			t.Errorf("not kept: %q", w)
		}
	}
	for k := range kept {
		if strings.Contains(k, "https://") || strings.Contains(k, "Index") {
			t.Errorf("kept past the items: %q", k)
		}
	}
	// Three rows where the summary said four: not the items it counted.
	ls = normalLines("Changed files:   4\n\nChanged files:\n~ a\n~ b\n~ c\n")
	keepCountedSections(ls)
	if got := classesOf(ls); strings.Contains(got, "k") {
		t.Errorf("a section of another count kept: %s", got)
	}
	for s, want := range map[string]int{"Suggestions (44)": 44, "Warnings (3)": 3, "(3)": -1, "Items (x)": -1, "Done (12 s)": -1} {
		n, ok := headCount(s)
		if !ok {
			n = -1
		}
		if n != want {
			t.Errorf("headCount(%q) = %d, want %d", s, n, want)
		}
	}
}

// A configuration run's diff rendered again for the next host, the same
// lines word for word into another temporary file, folds to a short note
// (naming the first file, a random temporary path, would cost what the
// lines do).
func TestChangeAboveAgain(t *testing.T) {
	var b strings.Builder
	body := []string{"+server 0.ntp.example iburst", "+server 1.ntp.example iburst", "+driftfile /var/lib/ntp/drift", "+leapfile /usr/share/zoneinfo/leap-seconds.list"}
	for h, host := range []string{"db1", "db2", "db3", "db4"} {
		fmt.Fprintf(&b, "--- before\n+++ after: /home/dev/.ansible/tmp/ansible-local-771/tmp%08x/ntp.conf.j2\n@@ -0,0 +1,4 @@\n", h*7919+12345)
		for _, l := range body {
			b.WriteString(l + "\n")
		}
		fmt.Fprintf(&b, "\nchanged: [%s]\n", host)
	}
	ls := foldRepeatedHunks(normalLines(b.String()))
	notes := 0
	for _, l := range ls {
		if l.syn && strings.HasPrefix(l.text, "[hooktool: the change above again") {
			notes++
		}
	}
	if notes != 3 {
		t.Errorf("%d short notes, want 3 (each host after the first):\n%s", notes, classesOf(ls))
	}
}

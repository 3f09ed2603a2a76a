package gitscan

import (
	"reflect"
	"strings"
	"testing"

	"github.com/hookd/hookd/scan"
)

func TestParseDiff(t *testing.T) {
	log := "\x01" + strings.Repeat("a", 40) + "\n" +
		"\n" +
		"diff --git a/x.txt b/x.txt\n" +
		"index 1..2 100644\n" +
		"--- a/x.txt\n" +
		"+++ b/x.txt\n" +
		"@@ -1,3 +1,4 @@\n" +
		" keep\n" +
		"+++ added line that looks like a header\n" +
		"-gone\n" +
		"+new\n" +
		"\n" + // an empty context line (diff.suppressBlankEmpty)
		"@@ -10 +11,0 @@\n" +
		"-only removed\n" +
		"diff --git a/gone.txt b/gone.txt\n" +
		"deleted file mode 100644\n" +
		"--- a/gone.txt\n" +
		"+++ /dev/null\n" +
		"@@ -1 +0,0 @@\n" +
		"-bye\n" +
		"\x01" + strings.Repeat("b", 40) + "\n" +
		"diff --git \"a/sp ace\\tq.txt\" \"b/sp ace\\tq.txt\"\n" +
		"--- /dev/null\n" +
		"+++ \"b/sp ace\\tq.txt\"\n" +
		"@@ -0,0 +1 @@\n" +
		"+hello\n" +
		"\\ No newline at end of file\n" +
		"Binary files a/p.png and b/p.png differ\n"
	var got []FileDiff
	var commits []string
	err := parseDiff(strings.NewReader(log), 1<<20, func(c string) { commits = append(commits, c) }, func(d *FileDiff) error {
		got = append(got, *d)
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	want := []FileDiff{
		{Commit: strings.Repeat("a", 40), Path: "x.txt", Data: []byte("keep\n++ added line that looks like a header\nnew\n\n"),
			Lines: []int{1, 2, 3, 4}, Context: []bool{true, false, false, true}},
		{Commit: strings.Repeat("b", 40), Path: "sp ace\tq.txt", Data: []byte("hello\n"), Lines: []int{1}, Context: []bool{false}},
	}
	if !reflect.DeepEqual(got, want) {
		t.Errorf("got  %+v\nwant %+v", got, want)
	}
	if len(commits) != 2 {
		t.Errorf("commits %v", commits)
	}
}

func TestParseDiffErrors(t *testing.T) {
	for _, in := range []string{
		"diff --git a/x b/x\n+++ b/x\n@@ -1 +1,3 @@\n+only one\n", // hunk cut short
		"diff --git a/x b/x\n+++ b/x\n@@ nonsense @@\n",
	} {
		if err := parseDiff(strings.NewReader(in), 1<<20, nil, func(*FileDiff) error { return nil }); err == nil {
			t.Errorf("no error for %q", in)
		}
	}
}

func TestParseDiffSplitsHugeFiles(t *testing.T) {
	var b strings.Builder
	b.WriteString("diff --git a/x b/x\n+++ b/x\n@@ -0,0 +1,100 @@\n")
	for range 100 {
		b.WriteString("+" + strings.Repeat("z", 99) + "\n")
	}
	n, lines := 0, 0
	err := parseDiff(strings.NewReader(b.String()), 1000, nil, func(d *FileDiff) error {
		n++
		lines += len(d.Lines)
		if len(d.Data) > 1100 {
			t.Errorf("piece of %d bytes", len(d.Data))
		}
		return nil
	})
	if err != nil || n < 10 || lines != 100 {
		t.Errorf("pieces %d, lines %d, err %v", n, lines, err)
	}
}

func TestParsePushLines(t *testing.T) {
	z40, z64 := strings.Repeat("0", 40), strings.Repeat("0", 64)
	a40, b64 := strings.Repeat("a", 40), strings.Repeat("b", 64)
	in := "refs/heads/main " + a40 + " refs/heads/main " + z40 + "\n" +
		"HEAD@{1 day ago} " + a40 + " refs/heads/x " + a40 + "\r\n" +
		"(delete) " + z64 + " refs/heads/old " + b64 + "\n\n"
	refs, err := ParsePushLines(strings.NewReader(in))
	if err != nil {
		t.Fatal(err)
	}
	want := []PushRef{
		{"refs/heads/main", a40, "refs/heads/main", z40},
		{"HEAD@{1 day ago}", a40, "refs/heads/x", a40},
		{"(delete)", z64, "refs/heads/old", b64},
	}
	if !reflect.DeepEqual(refs, want) {
		t.Errorf("got %+v", refs)
	}
	if !isZero(z64) || isZero(b64) {
		t.Error("isZero")
	}
	for _, bad := range []string{"a b c\n", "r -" + a40[1:] + " r " + z40 + "\n", "r " + a40[:39] + " r " + z40 + "\n", "r " + strings.ToUpper(a40) + " r " + z40 + "\n"} {
		if _, err := ParsePushLines(strings.NewReader(bad)); err == nil {
			t.Errorf("accepted %q", bad)
		}
	}
}

func FuzzParseDiff(f *testing.F) {
	f.Add("diff --git a/x b/x\n+++ b/x\n@@ -1,2 +1,3 @@\n a\n+b\n-c\n+d\n")
	f.Add("\x01abc\n@@ -0,0 +1 @@\n+x\n")
	f.Fuzz(func(t *testing.T, s string) {
		_ = parseDiff(strings.NewReader(s), 64, nil, func(d *FileDiff) error {
			if len(d.Lines) != len(d.Context) || strings.Count(string(d.Data), "\n") != len(d.Lines) {
				t.Fatalf("inconsistent piece %+v", d)
			}
			return nil
		})
	})
}

func TestTextOfDiffKeepsLines(t *testing.T) {
	// UTF-16LE "ab\ncd\n" as git splits it into added lines.
	d := &FileDiff{Data: []byte("a\x00b\x00\n\x00c\x00d\x00\n\x00\n"), Lines: []int{1, 2, 3}}
	if k := textOfDiff(d); k != scan.ViewUTF16 {
		t.Fatalf("kind %q", k)
	}
	if string(d.Data) != "ab\ncd\n\n" {
		t.Errorf("got %q", d.Data)
	}
	// A binary line: control bytes become spaces, the line count stays.
	d = &FileDiff{Data: []byte("x\x01\x02y\x00z\n")}
	if k := textOfDiff(d); k != scan.ViewBinary {
		t.Fatalf("kind %q", k)
	}
	if string(d.Data) != "x  y z\n" {
		t.Errorf("got %q", d.Data)
	}
	if d := (&FileDiff{Data: []byte("plain\n")}); textOfDiff(d) != scan.ViewText {
		t.Error("plain text changed")
	}
}

// TestTextOfDiffPadded: the added lines of a file that is text after NUL
// padding are read as text, in place (scan.PaddedText).
func TestTextOfDiffPadded(t *testing.T) {
	d := &FileDiff{Data: []byte("\x00\x00\x00\nAPP_SECRET=hush\nAPP_NAME=orders\x00\n")}
	if k := textOfDiff(d); k != scan.ViewPadded {
		t.Fatalf("kind %q", k)
	}
	if string(d.Data) != "   \nAPP_SECRET=hush\nAPP_NAME=orders \n" {
		t.Errorf("got %q", d.Data)
	}
}

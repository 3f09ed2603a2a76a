package scan

import (
	"bytes"
	"io/fs"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/hookd/hookd/scan/scantest"
)

func TestReaderAndWalk(t *testing.T) {
	dir := t.TempDir()
	sizes := []int{0, 1, 100, 70000, 5, 300000}
	for i, n := range sizes {
		must(t, os.WriteFile(filepath.Join(dir, string(rune('a'+i))+".txt"), bytes.Repeat([]byte{byte('a' + i)}, n), 0o644))
	}
	must(t, os.MkdirAll(filepath.Join(dir, ".git"), 0o755))
	must(t, os.WriteFile(filepath.Join(dir, ".git", "config"), []byte("x"), 0o644))
	must(t, os.Symlink("a.txt", filepath.Join(dir, "link.txt")))
	var rd Reader
	var seen []string
	err := Walk([]string{dir}, func(p string, info fs.FileInfo) error {
		seen = append(seen, filepath.Base(p))
		// Claim a smaller size than the file has: the read must still be whole.
		data, err := rd.Read(p, info.Size()/2)
		if err != nil {
			return err
		}
		if int64(len(data)) != info.Size() || len(data) > 0 && data[len(data)-1] != data[0] {
			t.Errorf("%s: read %d bytes, want %d", p, len(data), info.Size())
		}
		return nil
	})
	must(t, err)
	if len(seen) != len(sizes) {
		t.Errorf("walked %v: .git and the symlink must be skipped", seen)
	}
	if _, err := rd.Read(filepath.Join(dir, "missing"), 0); err == nil {
		t.Error("read a missing file")
	}
}

func TestTextView(t *testing.T) {
	text := "line one\ntoken: abc\n"
	le := func(s string, bom bool) []byte {
		var b []byte
		if bom {
			b = append(b, 0xff, 0xfe)
		}
		for _, r := range s {
			b = append(b, byte(r), 0)
		}
		return b
	}
	be := func(s string) []byte {
		b := []byte{0xfe, 0xff}
		for _, r := range s {
			b = append(b, 0, byte(r))
		}
		return b
	}
	long := strings.Repeat(text, 4) // enough bytes to tell UTF-16 without a mark
	for _, c := range []struct {
		name string
		in   []byte
		want string
		kind string
	}{
		{"plain text", []byte(text), text, ViewText},
		{"utf-16le, no mark", le(long, false), long, ViewUTF16},
		{"utf-16le, mark", le(text, true), text, ViewUTF16},
		{"utf-16be, mark", be(text), text, ViewUTF16},
		{"binary: printable runs of 8 or more", []byte("\x00\x01short\x00a longer run\x02\x03x\x00another one here"), "a longer run\nanother one here\n", ViewBinary},
	} {
		got, kind := TextView(c.in)
		if string(got) != c.want || kind != c.kind {
			t.Errorf("%s: got %q (%s), want %q (%s)", c.name, got, kind, c.want, c.kind)
		}
	}
}

// TestBinaryMagic: a PDF whose bytes happen to be printable is binary, so
// only formatted secrets count in it (issue 25: a PDF's streams read as
// text were judged as passwords).
func TestBinaryMagic(t *testing.T) {
	g := scantest.New(2529)
	pdf := "%PDF-1.4\n1 0 obj\n<< /Length 90 >>\nstream\ntoken=" + g.Str(scantest.Alnum+"%&*", 40) + "\nendstream\n"
	if !Binary([]byte(pdf)) {
		t.Fatal("a PDF is not binary")
	}
	s, err := New(Options{})
	if err != nil {
		t.Fatal(err)
	}
	v, kind := TextView([]byte(pdf))
	if fs := s.Scan(Input{Path: "a.pdf", Data: v, Binary: kind == ViewBinary}); len(fs) != 0 {
		t.Errorf("findings in a PDF's printable bytes: %+v", fs)
	}
	// A formatted token in it still counts.
	tok, _ := g.Value("github-pat")
	v, kind = TextView([]byte(pdf + "/Author (" + tok + ")\n"))
	if fs := s.Scan(Input{Path: "a.pdf", Data: v, Binary: kind == ViewBinary}); len(fs) != 1 || fs[0].Rule != "github-pat" {
		t.Errorf("token in a PDF: %+v", fs)
	}
	if Binary([]byte("plain text, PK and %PDF inside a line\n")) {
		t.Error("text read as binary")
	}
}

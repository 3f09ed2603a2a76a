package gitscan

import (
	"bytes"
	"compress/gzip"
	"context"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"github.com/hookd/hookd/scan"
	"github.com/hookd/hookd/scan/scantest"
)

// TestMessageText: UTF-16 messages (named by the encoding header or not)
// are read as text; NULs elsewhere still break a line.
func TestMessageText(t *testing.T) {
	le := func(s string) []byte {
		var b []byte
		for i := 0; i < len(s); i++ {
			b = append(b, s[i], 0)
		}
		return b
	}
	be := func(s string) []byte {
		var b []byte
		for i := 0; i < len(s); i++ {
			b = append(b, 0, s[i])
		}
		return b
	}
	msg := "Rotate\n\nTOKEN=abc123\n"
	for _, c := range []struct {
		name     string
		hdr, msg []byte
		want     string
	}{
		{"header-le", []byte("tree x\nencoding UTF-16LE"), le(msg), msg},
		{"header-be", []byte("tree x\nencoding UTF-16BE"), be(msg), msg},
		{"no-header-le", []byte("tree x"), le(msg), msg},
		{"bom", []byte("tree x\nencoding UTF-16"), append([]byte{0xfe, 0xff}, be(msg)...), msg},
		{"plain", []byte("tree x"), []byte("a\x00b"), "a\nb"},
	} {
		if got := string(messageText(c.hdr, c.msg)); got != c.want {
			t.Errorf("%s: %q, want %q", c.name, got, c.want)
		}
	}
}

// TestRangeCarried: a file name added and removed within the push, and a
// UTF-16 commit message, are read though no tip shows them.
func TestRangeCarried(t *testing.T) {
	if _, err := exec.LookPath("git"); err != nil {
		t.Skip("no git")
	}
	dir := t.TempDir()
	git := func(stdin []byte, args ...string) string { return testGit(t, dir, string(stdin), args...) }
	g := scantest.New(3316)
	s, err := scan.New(scan.Options{})
	if err != nil {
		t.Fatal(err)
	}
	push := func() *Result {
		tip := git(nil, "rev-parse", "HEAD")
		refs := []PushRef{{"refs/heads/main", tip, "refs/heads/main", strings.Repeat("0", len(tip))}}
		// No remote to ask: every commit of the branch is read.
		res, err := (&Git{Dir: dir}).PrePush(context.Background(), Options{Scanner: s}, refs, "origin", filepath.Join(dir, "no-such-remote"))
		if err != nil {
			t.Fatal(err)
		}
		return res
	}
	git(nil, "init", "-q", "-b", "main")
	write := func(name, body string) {
		p := filepath.Join(dir, name)
		if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(p, []byte(body), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	write("README", "hello\n")
	git(nil, "add", "-A")
	git(nil, "commit", "-q", "-m", "init")
	if res := push(); res.Blocks() {
		t.Fatalf("a clean push blocked: %+v", res.Findings)
	}
	tok, _ := g.Value("github-pat")
	write("fixtures/"+tok+".json", "{}\n")
	git(nil, "add", "-A")
	git(nil, "commit", "-q", "-m", "add")
	git(nil, "rm", "-q", "fixtures/"+tok+".json")
	write("fixtures/.keep", "")
	git(nil, "add", "-A")
	git(nil, "commit", "-q", "-m", "tidy")
	if res := push(); !res.Blocks() {
		t.Error("a name added and removed within the push passed")
	}
	git(nil, "reset", "-q", "--hard", "HEAD~2")
	tree, parent := git(nil, "rev-parse", "HEAD^{tree}"), git(nil, "rev-parse", "HEAD")
	var msg []byte
	for _, c := range "Rotate\n\nGITHUB_TOKEN=" + tok + "\n" {
		msg = append(msg, byte(c), 0)
	}
	obj := append([]byte("tree "+tree+"\nparent "+parent+"\nauthor t <t@example.com> 1767323045 +0000\ncommitter t <t@example.com> 1767323045 +0000\nencoding UTF-16LE\n\n"), msg...)
	id := git(obj, "hash-object", "-t", "commit", "-w", "--stdin", "--literally")
	git(nil, "update-ref", "refs/heads/main", id)
	if res := push(); !res.Blocks() {
		t.Error("a UTF-16 commit message passed")
	}
	// A gzip under a name that says nothing of it (cache/seed.bin),
	// added and removed again within the push: opened by its bytes.
	git(nil, "reset", "-q", "--hard", parent)
	line, _, _ := g.Line("aws-access-key-id")
	var gz bytes.Buffer
	zw := gzip.NewWriter(&gz)
	zw.Write([]byte("[seed]\n" + line + "\n"))
	zw.Close()
	write("cache/seed.bin", gz.String())
	git(nil, "add", "-A")
	git(nil, "commit", "-q", "-m", "cache: seed")
	git(nil, "rm", "-q", "cache/seed.bin")
	git(nil, "commit", "-q", "-m", "cache: drop seed")
	if res := push(); !res.Blocks() {
		t.Error("a gzip named .bin, added and removed within the push, passed")
	}
}

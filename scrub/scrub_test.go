package scrub

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"syscall"
	"testing"

	"github.com/hookd/hookd/scan"
	"github.com/hookd/hookd/scan/scantest"
)

func scrubber(t *testing.T, rules string) *Scrubber {
	t.Helper()
	sc, err := scan.New(scan.Options{})
	if err != nil {
		t.Fatal(err)
	}
	rs, err := ParseRules(strings.NewReader(rules), "rules")
	if err != nil {
		t.Fatal(err)
	}
	return &Scrubber{Scanner: sc, Rules: rs}
}

func TestParseRules(t *testing.T) {
	rs, err := ParseRules(strings.NewReader("# c\n\nfoo\tbar\r\n(a+)b\t$1c\n"), "f")
	if err != nil || len(rs) != 2 || rs[1].Repl != "$1c" {
		t.Fatalf("%v %+v", err, rs)
	}
	for in, want := range map[string]string{
		"no tab\n":    "f:1: want pattern<TAB>replacement",
		"ok\tx\n(\ty": "f:2: error parsing regexp",
	} {
		if _, err := ParseRules(strings.NewReader(in), "f"); err == nil || !strings.Contains(err.Error(), want) {
			t.Errorf("%q: error %v, want %q", in, err, want)
		}
	}
}

func TestEditsApplyAndIdempotence(t *testing.T) {
	s := scrubber(t, "acme\\.example\\.net\tcorp.example.test\n(ACME)-(\\d+)\t${1}-XXX\n")
	g := scantest.New(9)
	pat, _ := g.Value("github-pat")
	pem, _ := g.Value("private-key")
	in := "a " + pat + " b 10.1.2.3 acme.example.net ACME-42\n" + pem + "\ntail localhost:8080\n"
	edits, _ := s.Edits("f", []byte(in))
	out := string(Apply([]byte(in), edits))
	want := "a REDACTED-GITHUB-TOKEN b 192.0.2.10 corp.example.test ACME-XXX\nREDACTED-PRIVATE-KEY\ntail localhost:8080\n"
	if out != want {
		t.Fatalf("got\n%s\nwant\n%s", out, want)
	}
	if again, _ := s.Edits("f", []byte(out)); len(again) != 0 {
		t.Errorf("second pass still edits: %+v", again)
	}
	s.Warnings = true
	edits, _ = s.Edits("f", []byte(out))
	if len(edits) != 1 || edits[0].New != "localhost:PORT" {
		t.Errorf("with warnings: %+v", edits)
	}
}

func TestDiffMasksAndCountsLines(t *testing.T) {
	s := scrubber(t, "")
	g := scantest.New(10)
	pat, _ := g.Value("github-pat")
	pem, _ := g.Value("private-key") // 13 lines become 1
	allowed, _ := g.Value("npm-token")
	in := "x\n" + pem + "\n" + pat + " " + allowed + " # hooktool:allow npm-token\nend\n" + pat + "\n"
	edits, fs := s.Edits("f", []byte(in))
	var b bytes.Buffer
	if err := Diff(&b, "f", []byte(in), edits, fs); err != nil {
		t.Fatal(err)
	}
	d := b.String()
	for _, secret := range []string{pat, allowed, pem[40:80]} {
		if strings.Contains(d, secret) {
			t.Fatalf("diff shows a secret:\n%s", d)
		}
	}
	want := "--- a/f\n+++ b/f\n" +
		"@@ -2,13 +2,1 @@\n"
	if !strings.HasPrefix(d, want) {
		t.Fatalf("diff starts\n%s\nwant\n%s", d, want)
	}
	for _, l := range []string{
		"@@ -15,1 +3,1 @@\n-ghp_***(40) npm_***(40) # hooktool:allow npm-token\n+REDACTED-GITHUB-TOKEN npm_***(40) # hooktool:allow npm-token\n",
		"@@ -17,1 +5,1 @@\n-ghp_***(40)\n+REDACTED-GITHUB-TOKEN\n",
	} {
		if !strings.Contains(d, l) {
			t.Errorf("diff lacks\n%s\nin\n%s", l, d)
		}
	}
}

func TestWriteAtomicKeepsMode(t *testing.T) {
	dir := t.TempDir()
	p := filepath.Join(dir, "f")
	if err := os.WriteFile(p, []byte("old"), 0o751); err != nil {
		t.Fatal(err)
	}
	if err := WriteAtomic(p, []byte("new"), 0o751); err != nil {
		t.Fatal(err)
	}
	fi, err := os.Stat(p)
	if err != nil || fi.Mode().Perm() != 0o751 {
		t.Fatalf("mode %v, err %v", fi.Mode(), err)
	}
	if b, _ := os.ReadFile(p); string(b) != "new" {
		t.Fatalf("content %q", b)
	}
	ents, _ := os.ReadDir(dir)
	if len(ents) != 1 {
		t.Errorf("temp files left: %v", ents)
	}
	if err := WriteAtomic(filepath.Join(dir, "missing", "f"), []byte("x"), 0o644); err == nil {
		t.Error("wrote into a missing folder")
	}
}

func TestWriteKeepsOwnerWhereAllowed(t *testing.T) {
	if os.Geteuid() != 0 {
		t.Skip("only root may give a file to another user")
	}
	dir := t.TempDir()
	p := filepath.Join(dir, "f")
	if err := os.WriteFile(p, []byte("old"), 0o644); err != nil {
		t.Fatal(err)
	}
	if err := os.Chown(p, 4321, 4322); err != nil {
		t.Fatal(err)
	}
	info, err := os.Lstat(p)
	if err != nil {
		t.Fatal(err)
	}
	if err := writeAtomic(p, []byte("new"), info.Mode(), info); err != nil {
		t.Fatal(err)
	}
	after, err := os.Lstat(p)
	if err != nil {
		t.Fatal(err)
	}
	if !os.SameFile(info, after) && linkCount(after) != 1 {
		t.Fatalf("link count %d", linkCount(after))
	}
	st := after.Sys().(*syscall.Stat_t)
	if st.Uid != 4321 || st.Gid != 4322 {
		t.Errorf("owner %d:%d, want 4321:4322", st.Uid, st.Gid)
	}
}

func TestWriteInPlaceReachesEveryLink(t *testing.T) {
	dir := t.TempDir()
	a, b := filepath.Join(dir, "a"), filepath.Join(dir, "b")
	if err := os.WriteFile(a, []byte("a long old secret\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	if err := os.Link(a, b); err != nil {
		t.Skip("no hard links here:", err)
	}
	if err := WriteInPlace(a, []byte("short\n")); err != nil {
		t.Fatal(err)
	}
	got, err := os.ReadFile(b)
	if err != nil || string(got) != "short\n" {
		t.Fatalf("other link holds %q (%v)", got, err)
	}
}

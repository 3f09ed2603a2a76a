package scan

import (
	"bytes"
	"crypto/sha256"
	"encoding/hex"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/hookd/hookd/scan/scantest"
	"github.com/ulikunitz/xz/lzma"
)

// The classes the fifth blind set of pushes found open, in spellings of
// our own. Every token is made at run time.

// An LZMA-alone stream (lzma -z, xz --format=lzma) is opened as an archive
// is, its bytes scanned; a file that only starts like one is not.
func TestLZMAAloneMember(t *testing.T) {
	g := scantest.New(41)
	line, _, err := g.Line("stripe-live-key")
	if err != nil {
		t.Fatal(err)
	}
	var b bytes.Buffer
	w, err := lzma.WriterConfig{DictCap: 1 << 20}.NewWriter(&b)
	if err != nil {
		t.Fatal(err)
	}
	fmt.Fprintf(w, "# seed\n%s\n", line)
	if err := w.Close(); err != nil {
		t.Fatal(err)
	}
	if !lzmaAloneHead(b.Bytes()) {
		t.Fatalf("% x: not read as LZMA-alone", b.Bytes()[:13])
	}
	s, _ := New(Options{})
	if blocked, err := scanMembers(t, s, b.Bytes()); !blocked || err != nil {
		t.Errorf("the key in an LZMA-alone stream: blocked %v, %v", blocked, err)
	}
	if lzmaAloneHead([]byte("]\x00\x00\x10\x00not lzma at all, only its first byte")) {
		t.Error("text starting with ] read as LZMA")
	}
}

// An OpenSSH private key's body with its BEGIN and END lines cut off is
// found by its base64 magic; a public key is not.
func TestOpenSSHKeyBody(t *testing.T) {
	g := scantest.New(42)
	v, err := g.Value("openssh-key-body")
	if err != nil {
		t.Fatal(err)
	}
	s, _ := New(Options{})
	body := "key_lines = [\n  \"" + v + "\",\n]\n"
	if fs := s.Scan(Input{Path: "deploy.py", Data: []byte(body)}); len(fs) == 0 || fs[0].Rule != "openssh-key-body" {
		t.Errorf("the key body: %v", fs)
	}
	pub := "ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAIFakeFakeFakeFakeFakeFakeFakeFakeFakeFakeFake dev@box\n"
	if fs := s.Scan(Input{Path: "authorized_keys", Data: []byte(pub)}); len(fs) != 0 {
		t.Errorf("a public key: %v", fs)
	}
}

// A token spelled as SQL's CHAR(n, ...), percent-encoded twice, in TeX's
// ^^hh escapes, or glued by the shell from pieces quoted differently is
// read as the token.
func TestTokenSpelledOtherwise(t *testing.T) {
	g := scantest.New(43)
	tok, err := g.Value("github-pat")
	if err != nil {
		t.Fatal(err)
	}
	var codes, pct2, tex []string
	for _, c := range []byte(tok) {
		codes = append(codes, fmt.Sprint(int(c)))
		pct2 = append(pct2, fmt.Sprintf("%%25%02x", c))
		tex = append(tex, fmt.Sprintf("^^%02x", c))
	}
	s, _ := New(Options{})
	for _, text := range []string{
		"INSERT INTO t VALUES (CHAR(" + strings.Join(codes, ",") + "));\n",
		"redirect=https://example.com/cb?t=" + strings.Join(pct2, "") + "\n",
		"\\newcommand{\\apitoken}{" + strings.Join(tex, "") + "}\n",
		"GH_TOKEN=" + tok[:7] + "\"" + tok[7:20] + "\"'" + tok[20:] + "'\n",
		"gh auth login --with-token <<< " + tok[:5] + "'" + tok[5:] + "'\n",
		"export GITHUB_TOKEN=" + tok[:2] + "'" + tok[2:12] + "'\"" + tok[12:30] + "\"" + tok[30:] + "\n",
	} {
		if fs := s.Scan(Input{Path: "x", Data: []byte(text)}); len(fs) == 0 {
			t.Errorf("%.80q: not found", text)
		}
	}
	// Ordinary: escapes and glued words with no token in them.
	for _, text := range []string{
		"SELECT CHAR(72, 101, 108, 108, 111);\n",
		"echo 'hello '\"world\"'!'\n",
		"\\^^M is a carriage return in TeX\n",
		"path=%252Fusr%252Flocal\n",
		"echo it'\"'\"'s done, and the build_id=abc'def'ghijklmnopqrstu is fine\n",
	} {
		if fs := s.Scan(Input{Path: "x", Data: []byte(text)}); len(fs) != 0 {
			t.Errorf("%q: %v", text, fs)
		}
	}
}

// compress(1)'s .Z files decode as uncompress decodes them: codes growing
// from 9 to 16 bits, groups padded at each change of width, and the table
// cleared in block mode (testdata/compress: made with ncompress 5.0 from
// word lists, -b 16, and -b 10 over text whose ratio falls twice, so the
// encoder clears its table). A token in one is found.
func TestCompressZ(t *testing.T) {
	for _, c := range []struct {
		file, sum string
		size      int
	}{
		{"words-b16.Z", "8fb0b1d02dd5a6d9577ba086bb83274e67f6479d360fc718045dd2caed5e9742", 40000},
		{"clear-b10.Z", "97b2a27773317bf1b9723e3b68af9b8173b0479aa59f41e4170ed07f4257c010", 47240},
	} {
		z, err := os.ReadFile(filepath.Join("testdata", "compress", c.file))
		if err != nil {
			t.Fatal(err)
		}
		got := unCompressZ(z, 1<<20)
		if sum := sha256.Sum256(got); len(got) != c.size || hex.EncodeToString(sum[:]) != c.sum {
			t.Errorf("%s: %d bytes decoded (sha256 %x), want %d (%s)", c.file, len(got), sum, c.size, c.sum)
		}
		if part := unCompressZ(z, 1000); len(part) != 1000 {
			t.Errorf("%s: %d bytes under a limit of 1000", c.file, len(part))
		}
	}
	// A .Z of nothing but literal codes (9 bits each, as compress writes
	// a short file's first bytes) holding a token.
	g := scantest.New(44)
	line, _, err := g.Line("gitlab-token")
	if err != nil {
		t.Fatal(err)
	}
	z := []byte{0x1f, 0x9d, 0x90}
	var acc uint32
	n := 0
	for _, b := range []byte(line + "\n") {
		acc |= uint32(b) << n
		for n += 9; n >= 8; n -= 8 {
			z, acc = append(z, byte(acc)), acc>>8
		}
	}
	if n > 0 {
		z = append(z, byte(acc))
	}
	s, _ := New(Options{})
	if blocked, err := scanMembers(t, s, z); !blocked || err != nil {
		t.Errorf("the token in a .Z: blocked %v, %v", blocked, err)
	}
	if compressHead([]byte{0x1f, 0x9d, 0x08}) || compressHead([]byte{0x1f, 0x9d, 0xf0}) {
		t.Error("a .Z header with a width compress never writes")
	}
}

// An xz block whose filters are delta then LZMA2 (xz --delta=dist=1
// --lzma2, made with xz 5.4 from the same word list as words-b16.Z)
// decodes to the file: the delta filter is undone after LZMA2.
func TestXzDeltaFilter(t *testing.T) {
	z, err := os.ReadFile(filepath.Join("testdata", "compress", "words-delta1.xz"))
	if err != nil {
		t.Fatal(err)
	}
	got := unXz(z, 1<<20)
	if sum := sha256.Sum256(got); len(got) != 40000 || hex.EncodeToString(sum[:]) != "8fb0b1d02dd5a6d9577ba086bb83274e67f6479d360fc718045dd2caed5e9742" {
		t.Errorf("%d bytes decoded (sha256 %x), want the 40000 of the word list", len(got), sum)
	}
	b := []byte{5, 1, 1, 1, 253}
	if undelta(b, 1); !bytes.Equal(b, []byte{5, 6, 7, 8, 5}) {
		t.Errorf("undelta: % x", b)
	}
}

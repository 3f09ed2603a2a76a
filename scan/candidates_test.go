package scan

import (
	"archive/zip"
	"bytes"
	"compress/gzip"
	"encoding/base64"
	"encoding/binary"
	"encoding/hex"
	"fmt"
	"hash/crc32"
	"math/big"
	"reflect"
	"strings"
	"testing"

	"github.com/hookd/hookd/scan/scantest"
)

const alnum = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789"

// ghToken is a GitHub token with its checksum, made at run time.
func ghToken(g *scantest.Gen) string {
	body := g.Str(alnum, 30)
	n := uint64(crc32.ChecksumIEEE([]byte(body)))
	const b62 = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz"
	var enc [6]byte
	for k := 5; k >= 0; k-- {
		enc[k] = b62[n%62]
		n /= 62
	}
	return "gh" + "p_" + body + string(enc[:])
}

func TestCandidateForms(t *testing.T) {
	g := scantest.New(41)
	tok := ghToken(g)
	var noisy, ev, od strings.Builder
	for i := 0; i < len(tok); i++ {
		noisy.WriteString(tok[i:i+1] + "#")
		if i%2 == 0 {
			ev.WriteByte(tok[i])
		} else {
			od.WriteByte(tok[i])
		}
	}
	b64 := base64.StdEncoding.EncodeToString([]byte(tok))
	var groups []string
	for i := 0; i < len(b64); i += 4 {
		groups = append(groups, b64[i:min(i+4, len(b64))])
	}
	var rtf strings.Builder
	for i := 0; i < len(tok); i++ {
		fmt.Fprintf(&rtf, "\\'%02x", tok[i])
	}
	checkForms(t, []form{
		{"rot47", "a.sh", "X=$(tr '!-~' 'P-~!-O' <<'EOF'\n" + string(rot47([]byte(tok))) + "\nEOF\n)\n", true},
		{"reversed", "a.py", "T = \"" + reverse(tok) + "\"[::-1]\n", true},
		{"noise", "a.sh", "echo '" + noisy.String() + "' | tr -d '#'\n", true},
		{"interleaved", "a.py", "EVEN = \"" + ev.String() + "\"\nODD = \"" + od.String() + "\"\n", true},
		{"pieces reversed", "a.js", "const p = [\"" + tok[30:] + "\", \"" + tok[15:30] + "\", \"" + tok[:15] + "\"];\n", true},
		{"keyed pieces", "a.py", "P = {2: \"" + tok[30:] + "\", 0: \"" + tok[:15] + "\", 1: \"" + tok[15:30] + "\"}\n", true},
		{"base64 spaced", "a.py", "X = b64decode(\"" + strings.Join(groups, " ") + "\")\n", true},
		{"base64 reversed", "a.py", "X = b64decode(\"" + base64.StdEncoding.EncodeToString([]byte(reverse(tok))) + "\")[::-1]\n", true},
		{"base36", "a.py", "K = int(\"" + new(big.Int).SetBytes([]byte(tok)).Text(36) + "\", 36)\n", true},
		{"rtf", "a.rtf", "{\\rtf1\\ansi " + rtf.String() + "\\par}\n", true},
		{"mime words", "a.eml", "Subject: =?UTF-8?B?" + base64.StdEncoding.EncodeToString([]byte("see "+tok[:16])) + "?=\r\n =?UTF-8?B?" + base64.StdEncoding.EncodeToString([]byte(tok[16:])) + "?=\r\n\r\nhi\r\n", true},
		{"html hidden", "a.html", "<code>" + tok[:15] + "<span hidden>Qz7</span>" + tok[15:] + "</code>\n", true},
		// Ordinary code: nothing to turn back.
		{"json placeholders", "u.json", "[{\"name\": \"alice\", \"password\": \"<redacted>\"}, {\"name\": \"bob\", \"password\": \"${BOB_PASSWORD}\"}]\n", false},
		{"plain transforms", "t.py", "SLUG = \"release-notes\".replace(\"-\", \"_\")\nID = int(\"3j4k9z\", 36)\nW = \"\".join(a + b for a, b in zip(\"hlo\", \"el\"))\n", false},
		{"rtf accents", "l.rtf", "{\\rtf1\\ansi Caf\\'e9 cr\\'e8me br\\'fbl\\'e9e\\par}\n", false},
	})
}

func TestDecodedContainers(t *testing.T) {
	g := scantest.New(43)
	tok := ghToken(g)
	env := []byte("GITHUB_TOKEN=" + tok + "\n")
	var zb bytes.Buffer
	zw := zip.NewWriter(&zb)
	w, _ := zw.Create(".env")
	_, _ = w.Write(env)
	_ = zw.Close()
	var gz bytes.Buffer
	gw := gzip.NewWriter(&gz)
	_, _ = gw.Write(env)
	_ = gw.Close()
	png := append([]byte(nil), pngMagic...)
	chunk := append([]byte("Comment\x00"), base64.StdEncoding.EncodeToString(env)...)
	png = binary.BigEndian.AppendUint32(png, uint32(len(chunk)))
	png = append(append(png, "tEXt"...), chunk...)
	png = crc32.NewIEEE().Sum(png)[:len(png)+4]
	png = append(png, 0, 0, 0, 0, 'I', 'E', 'N', 'D', 0xae, 0x42, 0x60, 0x82)
	// An LZ4 legacy frame: literals, then a match copying the token's end
	// from a line before it.
	head, tail := tok[:14], tok[14:]
	lit1 := "# fp: " + tail + "\nGITHUB_TOKEN=" + head
	blk := []byte{0xf0 | byte(len(tail)-4)}
	blk = append(blk, byte(len(lit1)-15))
	blk = append(blk, lit1...)
	blk = binary.LittleEndian.AppendUint16(blk, uint16(len(lit1)-len("# fp: ")))
	blk = append(blk, 0x10, '\n')
	lz4 := binary.LittleEndian.AppendUint32(append([]byte(nil), lz4Legacy...), uint32(len(blk)))
	lz4 = append(lz4, blk...)
	// zstd: two raw blocks cutting the token.
	zst := append([]byte(nil), zstdMagic...)
	zst = append(zst, 0x20, 0) // single segment, 1-byte content size (not checked)
	a, b := env[:20], env[20:]
	zst = append(zst, byte(len(a)<<3), byte(len(a)>>5), 0)
	zst = append(zst, a...)
	zst = append(zst, byte(len(b)<<3|1), byte(len(b)>>5), 0)
	zst = append(zst, b...)
	// xz: two LZMA2 uncompressed chunks.
	xz := append([]byte(nil), xzMagic...)
	xz = append(xz, 0, 1, 0, 0, 0, 0) // flags (CRC32), the header CRC (not checked)
	xz = append(xz, 2, 0, 0x21, 1, 0x16, 0, 0, 0, 0, 0, 0, 0)[:len(xz)+12]
	xz = append(xz, 1, 0, byte(len(a)-1))
	xz = append(xz, a...)
	xz = append(xz, 2, 0, byte(len(b)-1))
	xz = append(xz, b...)
	xz = append(xz, 0)
	checkForms(t, []form{
		{"base64 of zip", "b.json", "{\"bundle\": \"" + base64.StdEncoding.EncodeToString(zb.Bytes()) + "\"}\n", true},
		{"hex of gzip", "b.py", "B = bytes.fromhex(\"" + hex.EncodeToString(gz.Bytes()) + "\")\n", true},
		{"png tEXt base64", "i.png", string(png), true},
		{"lz4 legacy", "e.lz4", string(lz4), true},
		{"zstd raw blocks", "e.zst", string(zst), true},
		{"xz stored chunks", "e.xz", string(xz), true},
		{"zstd of a log", "l.zst", string(append(append(append([]byte(nil), zstdMagic...), 0x20, 0, byte(9<<3|1), 0, 0), "INFO up\n\n"...)), false},
	})
}

func TestSealedZip(t *testing.T) {
	g := scantest.New(47)
	tok := ghToken(g)
	plain := []byte("GITHUB_TOKEN=" + tok + "\n")
	pw := "Winter" + g.Str("0123456789", 4) + "!"
	// A stored ZipCrypto member: the 12-byte header ends with the CRC's
	// top byte.
	crc := crc32.ChecksumIEEE(plain)
	hdr := append([]byte(g.Str(alnum, 11)), byte(crc>>24))
	k := newZipKeys(pw)
	enc := make([]byte, 0, 12+len(plain))
	for _, p := range append(hdr, plain...) {
		t := k[2] | 2
		enc = append(enc, p^byte(t*(t^1)>>8))
		k.update(p)
	}
	var zb bytes.Buffer
	zw := zip.NewWriter(&zb)
	w, err := zw.CreateRaw(&zip.FileHeader{Name: ".env", Method: zip.Store, Flags: 1, CRC32: crc,
		CompressedSize64: uint64(len(enc)), UncompressedSize64: uint64(len(plain))})
	if err != nil {
		t.Fatal(err)
	}
	_, _ = w.Write(enc)
	_ = zw.Close()
	z := zb.Bytes()
	if !SealedZip(z) {
		t.Fatal("not seen as sealed")
	}
	pws := ArchivePasswords([]byte("Run `unzip -P " + pw + " creds.zip` and `unzip -P $PW x.zip`.\n"))
	if len(pws) != 1 || pws[0] != pw {
		t.Fatalf("passwords %q", pws)
	}
	var got []byte
	if !OpenSealedZip(z, pw, func(_ string, d []byte) { got = d }) || !bytes.Equal(got, plain) {
		t.Fatalf("not opened: %q", got)
	}
	if OpenSealedZip(z, "wrong-password", func(string, []byte) {}) {
		t.Fatal("opened with the wrong password")
	}
}

func TestArchivePasswordsAndSealedOther(t *testing.T) {
	for text, want := range map[string]string{
		"7z x -pS3cr3tPass backup.7z":                        "S3cr3tPass",
		"gpg --batch --passphrase 'Hunter2Hunter2' -d x.gpg": "Hunter2Hunter2",
		"openssl enc -d -aes-256-cbc -k Tr0ub4dor3 -in x":    "Tr0ub4dor3",
		"unzip -P \"$ZIP_PASSWORD\" x.zip":                   "",
		"unzip -P <password> x.zip":                          "",
		"curl -k https://example.com":                        "",
	} {
		got := ArchivePasswords([]byte(text))
		if want == "" && len(got) != 0 || want != "" && (len(got) != 1 || got[0] != want) {
			t.Errorf("%q: %q, want %q", text, got, want)
		}
	}
	if !SealedOther([]byte("7z\xbc\xaf\x27\x1c\x00\x04")) || !SealedOther([]byte("Salted__12345678")) || !SealedOther([]byte{0x8c, 0x0d, 4, 9, 3, 3}) {
		t.Error("an encrypted file not seen")
	}
	if SealedOther([]byte("PK\x03\x04")) || SealedOther([]byte("plain text")) {
		t.Error("a plain file seen as encrypted")
	}
}

// TestArchivePasswordsInLongText: a password given in one line of a long
// file (a README among hundreds of lines with "mkdir -p" in them), one
// whose -P ends a line with the password on the next, and one in the
// file's last line, are each found, as the expression over the whole
// text finds them.
func TestArchivePasswordsInLongText(t *testing.T) {
	var b strings.Builder
	for i := range 400 {
		fmt.Fprintf(&b, "mkdir -p build/out%d && cp -p a%d b%d\n", i, i, i)
		switch i {
		case 100:
			b.WriteString("To restore: unzip -P Wm7dQ2rLxV9 backup.zip\n")
		case 250:
			b.WriteString("  zip -e -r out.zip dir -P\n   Kp3vN8sTq1Z\n")
		}
	}
	b.WriteString("openssl enc -d -aes-256-cbc -pass pass:Zq9Lm2Xv7Rt -in x.enc")
	text := []byte(b.String())
	got := ArchivePasswords(text)
	var want []string
	for _, m := range archivePassword().FindAllSubmatch(text, 16) {
		want = append(want, string(m[1]))
	}
	if strings.Join(got, " ") != strings.Join(want, " ") || len(got) != 3 {
		t.Errorf("got %q, want %q (the expression over the whole text)", got, want)
	}
}

// TestNoiseByteChoice: singleVariants' noise byte (the commonest byte that
// is no letter or digit, the lowest of equals, a quarter of the string or
// more) is the one a count over all 256 bytes finds, on strings of many
// shapes.
func TestNoiseByteChoice(t *testing.T) {
	all256 := func(c []byte) int {
		var count [256]int
		for _, x := range c {
			count[x]++
		}
		best := -1
		for x := range 256 {
			if !isAlpha(byte(x)) && !isDigit(byte(x)) && count[x]*4 >= len(c) && (best < 0 || count[x] > count[best]) {
				best = x
			}
		}
		return best
	}
	// Two noise bytes as common as each other: the lower one goes.
	tie := []byte("-a#b-c#d-e#f-g#h-i#j-k#l-m#n-o#p-q#r")
	if vs, _ := singleVariants(tie, nil, nil); len(vs) != 3 || !bytes.Equal(vs[2], bytes.ReplaceAll(tie, []byte("#"), nil)) || all256(tie) != '#' {
		t.Fatalf("%q: variants %q, want '#' removed", tie, vs)
	}
	seed := uint32(7)
	next := func(n int) int { seed = seed*1664525 + 1013904223; return int(seed>>8) % n }
	for range 2000 {
		c := make([]byte, candMinLen+next(40))
		marks := "#-_.~!*"[:1+next(7)]
		for i := range c {
			if next(3) == 0 {
				c[i] = marks[next(len(marks))]
			} else {
				c[i] = alnum[next(len(alnum))]
			}
		}
		c[0] = marks[0] // (never base64: the variants are rot47, reversed and the noise removed)
		vs, _ := singleVariants(c, nil, nil)
		var want []byte
		if x := all256(c); x >= 0 && len(c)-bytes.Count(c, []byte{byte(x)}) >= candMinLen {
			want = bytes.ReplaceAll(c, []byte{byte(x)}, nil)
		}
		switch {
		case want == nil && len(vs) != 2:
			t.Fatalf("%q: a noise variant %q, want none", c, vs[2:])
		case want != nil && (len(vs) != 3 || !bytes.Equal(vs[2], want)):
			t.Fatalf("%q: variants %q, want the noise removed: %q", c, vs, want)
		}
	}
}

// plainCandidateLits is candidateLits read byte by byte, as it was first
// written: the reference the faster reading is held to.
func plainCandidateLits(data []byte) []candLit {
	var out []candLit
	ls := 0
	// Quoted literals first, in order (pairs and lines are read from
	// them), then words.
	for i := 0; i < len(data) && len(out) < maxCandidates; {
		c := data[i]
		switch {
		case c == '\n':
			i++
			ls = i
		case c == '"' || c == '\'' || c == '`':
			j := i + 1
			for j < len(data) && data[j] != c && data[j] != '\n' && j-i <= candMaxLen {
				if data[j] == '\\' && j+1 < len(data) && data[j+1] != '\n' {
					j++
				}
				j++
			}
			if j < len(data) && data[j] == c {
				out = append(out, candLit{i + 1, j, ls, true})
				i = j + 1
			} else {
				i++
			}
		default:
			i++
		}
	}
	// Words: runs of printable ASCII between spaces (a heredoc's line,
	// a tr argument), quotes and all.
	ls = 0
	for i := 0; i < len(data) && len(out) < 2*maxCandidates; {
		if data[i] <= ' ' || data[i] >= 0x7f {
			if data[i] == '\n' {
				ls = i + 1
			}
			i++
			continue
		}
		if i == 0 || data[i-1] == '\n' {
			ls = i
		}
		j := i
		for j < len(data) && data[j] > ' ' && data[j] < 0x7f {
			j++
		}
		if j-i >= candMinLen {
			out = append(out, candLit{i, j, ls, false})
		}
		i = j
	}
	return out
}

// TestCandidateLitsAsPlainReading: the literals and words candidateLits
// finds (with their line starts) are those a byte-by-byte reading finds,
// on random text rich in quotes, escapes and long words, and past the
// cap on their number.
func TestCandidateLitsAsPlainReading(t *testing.T) {
	seed := uint32(11)
	next := func(n int) int { seed = seed*1664525 + 1013904223; return int(seed>>8) % n }
	marks := []byte("ab \n\"'`\\x-_=+/AZ09\t\x80")
	for range 50000 {
		d := make([]byte, next(160))
		for i := range d {
			if next(3) == 0 {
				d[i] = marks[next(len(marks))]
			} else {
				d[i] = 'a' + byte(next(3))
			}
		}
		if got, want := candidateLits(d), plainCandidateLits(d); !reflect.DeepEqual(got, want) {
			t.Fatalf("%q:\ngot  %v\nwant %v", d, got, want)
		}
	}
	for _, unit := range []string{`"abcdefghijklmnopq" `, "abcdefghijklmnopqrstu\n", `'x' abcdefghijklmnopqrstuvw `} {
		d := bytes.Repeat([]byte(unit), 400000/len(unit))
		if got, want := candidateLits(d), plainCandidateLits(d); !reflect.DeepEqual(got, want) {
			t.Fatalf("%q repeated: %d literals, want %d", unit, len(got), len(want))
		}
	}
}

// TestVariantsGatedByKeywords: with the scanner's prefilter, singleVariants
// leaves out just the turned forms that hold no keyword (read through the
// turn without making it), and every decoded form stays.
func TestVariantsGatedByKeywords(t *testing.T) {
	s, err := New(Options{Profile: "strict"})
	if err != nil {
		t.Fatal(err)
	}
	seed := uint32(5)
	next := func(n int) int { seed = seed*1664525 + 1013904223; return int(seed>>8) % n }
	pieces := []string{"password", "GHP_", "akia", "token", " ", "+", "/", "=", "#", "-", "abc", "XYZ", "019"}
	gated := 0
	for range 100000 {
		var c []byte
		for len(c) < 16+next(40) {
			p := []byte(pieces[next(len(pieces))])
			switch next(4) {
			case 0:
				p = rot47(p)
			case 1:
				p = reversed(p)
			}
			c = append(c, p...)
		}
		if next(4) == 0 {
			c = []byte(base64.StdEncoding.EncodeToString(c))
		}
		all, dec := singleVariants(c, []byte(", 36)"), nil)
		var want [][]byte
		for k, v := range all {
			if k >= len(all)-dec || s.pf.anyBytes(v) {
				want = append(want, v)
			}
		}
		got, gdec := singleVariants(c, []byte(", 36)"), s.pf)
		var kept [][]byte
		for k, v := range got {
			if k >= len(got)-gdec || s.pf.anyBytes(v) {
				kept = append(kept, v)
			}
		}
		if !reflect.DeepEqual(kept, want) || gdec != dec {
			t.Fatalf("%q: kept %q, want %q", c, kept, want)
		}
		if s.pf.anyRot47(c) != s.pf.anyBytes(rot47(c)) || s.pf.anyReversed(c) != s.pf.anyBytes(reversed(c)) {
			t.Fatalf("%q: a turned reading disagrees with the turned bytes", c)
		}
		gated += len(all) - len(got)
	}
	if gated == 0 {
		t.Fatal("no turned form was left out: the gate is never tried")
	}
}

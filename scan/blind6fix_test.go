package scan

import (
	"encoding/base32"
	"encoding/json"
	"strings"
	"testing"

	"github.com/hookd/hookd/scan/scantest"
)

// The classes the sixth blind set of pushes found open, in spellings of
// our own. Every token is made at run time.

// blocks reports whether scanning data as path finds a blocking secret.
func blocks(t *testing.T, path, data string) bool {
	t.Helper()
	s, err := New(Options{})
	if err != nil {
		t.Fatal(err)
	}
	for _, f := range s.Scan(Input{Path: path, Data: []byte(data)}) {
		if f.Severity == Block {
			return true
		}
	}
	return false
}

// Letters drawn in other blocks (squared, negative circled, regional
// indicators, parenthesised) read as the letters; blanks that draw
// nothing (Hangul fillers, direction marks) are skipped; a JSON escape of
// a character that folds (a mathematical letter as a surrogate pair) is
// folded once decoded; an empty ISO 2022 run between two halves is
// nothing.
func TestLettersDrawnElsewhere(t *testing.T) {
	g := scantest.New(61)
	key, _, err := g.Line("github-pat")
	if err != nil {
		t.Fatal(err)
	}
	tok := key[strings.Index(key, "ghp_"):]
	tok = tok[:40]
	aws, _, err := g.Line("aws-access-key-id")
	if err != nil {
		t.Fatal(err)
	}
	kid := aws[strings.Index(aws, "AKIA"):][:20]
	var squared, negCircled, filler, rtl strings.Builder
	for _, c := range kid {
		// Squared and negative circled letters are capitals, as an
		// access key id's are.
		switch {
		case c >= 'A' && c <= 'Z':
			squared.WriteRune(0x1f130 + c - 'A')
			negCircled.WriteRune(0x1f150 + c - 'A')
		case c >= '0' && c <= '9':
			squared.WriteRune([]rune("⁰¹²³⁴⁵⁶⁷⁸⁹")[c-'0']) // superscripts
			negCircled.WriteRune(0x2080 + c - '0')         // subscripts
		default:
			squared.WriteRune(c)
			negCircled.WriteRune(c)
		}
	}
	for _, c := range tok {
		filler.WriteRune(c)
		filler.WriteRune([]rune{0x3164, 0x115f, 0xffa0, 0x180c}[len(filler.String())%4]) // Hangul fillers, a Mongolian selector
		rtl.WriteRune(c)
		rtl.WriteRune(0x200f)
	}
	for name, text := range map[string]string{
		"squared":          "key id " + squared.String() + "\n",
		"negative circled": "key id " + negCircled.String() + "\n",
		"hangul fillers":   "token: " + filler.String() + "\n",
		"direction marks":  "token: " + rtl.String() + "\n",
		"iso-2022 run":     "GITHUB_TOKEN=" + tok[:12] + "\x1b$B\x1b(B" + tok[12:] + "\n",
	} {
		if !blocks(t, "notes.txt", text) {
			t.Errorf("%s: not blocked: %q", name, text)
		}
	}
	// A surrogate pair of a mathematical bold letter for each letter, in
	// a JSON string.
	var math strings.Builder
	for _, c := range tok {
		if c >= 'a' && c <= 'z' {
			math.WriteRune(0x1d41a + c - 'a')
		} else {
			math.WriteRune(c)
		}
	}
	b, _ := json.Marshal(map[string]string{"token": math.String()})
	escaped := strings.NewReplacer().Replace(string(b))
	var sb strings.Builder
	for _, r := range escaped {
		if r > 0xffff {
			r -= 0x10000
			sb.WriteString("\\u" + strings.ToUpper(hex4(0xd800+(r>>10))) + "\\u" + strings.ToUpper(hex4(0xdc00+(r&0x3ff))))
			continue
		}
		sb.WriteRune(r)
	}
	if !blocks(t, "bot.json", sb.String()+"\n") {
		t.Errorf("surrogate pairs: not blocked: %s", sb.String())
	}
	// Ordinary text in those blocks stays clean.
	for _, text := range []string{"status: 🅾🅺 🆗 🇫🇷\n", "이름: 홍\u3164길동\n", "ISO-2022 \x1b$B%G%W%m%$\x1b(B: release notes\n"} {
		if blocks(t, "notes.txt", text) {
			t.Errorf("ordinary text blocked: %q", text)
		}
	}
}

func hex4(r rune) string {
	const h = "0123456789abcdef"
	return string([]byte{h[r>>12&15], h[r>>8&15], h[r>>4&15], h[r&15]})
}

// base32hex, base45 and basE91 text next to their decoder's name is
// decoded and judged.
func TestMoreDecoders(t *testing.T) {
	g := scantest.New(62)
	line, _, err := g.Line("stripe-live-key")
	if err != nil {
		t.Fatal(err)
	}
	key := line[strings.Index(line, "sk_live_"):]
	b32 := base32.HexEncoding.EncodeToString([]byte(key))
	if !blocks(t, "k.py", "import base64\nk = base64.b32hexdecode('"+b32+"')\n") {
		t.Errorf("base32hex: not blocked")
	}
	if blocks(t, "k.py", "import base64\nk = base64.b32hexdecode('"+base32.HexEncoding.EncodeToString([]byte("just an ordinary sentence"))+"')\n") {
		t.Errorf("base32hex of plain text: blocked")
	}
	const b45 = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ $%*+-./:"
	var e45 strings.Builder
	for i := 0; i < len(key); i += 2 {
		if i+1 < len(key) {
			n := int(key[i])*256 + int(key[i+1])
			e45.WriteByte(b45[n%45])
			e45.WriteByte(b45[n/45%45])
			e45.WriteByte(b45[n/2025])
		} else {
			e45.WriteByte(b45[int(key[i])%45])
			e45.WriteByte(b45[int(key[i])/45])
		}
	}
	if got, ok := base45Decode([]byte(e45.String())); !ok || string(got) != key {
		t.Fatalf("base45 round trip: %q %v", got, ok)
	}
	if !blocks(t, "k.js", "const key = base45.decode(\""+e45.String()+"\");\n") {
		t.Errorf("base45: not blocked")
	}
	// basE91 by its reference encoder.
	const b91 = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789!#$%&()*+,./:;<=>?@[]^_`{|}~\""
	var e91 strings.Builder
	acc, n := 0, 0
	for _, c := range []byte(key) {
		acc |= int(c) << n
		n += 8
		if n > 13 {
			v := acc & 8191
			if v > 88 {
				acc >>= 13
				n -= 13
			} else {
				v = acc & 16383
				acc >>= 14
				n -= 14
			}
			e91.WriteByte(b91[v%91])
			e91.WriteByte(b91[v/91])
		}
	}
	if n > 0 {
		e91.WriteByte(b91[acc%91])
		if n > 7 || acc > 90 {
			e91.WriteByte(b91[acc/91])
		}
	}
	if got := base91Decode([]byte(e91.String())); string(got) != key {
		t.Fatalf("basE91 round trip: %q", got)
	}
	if !blocks(t, "k.js", "const key = base91.decode('"+e91.String()+"');\n") {
		t.Errorf("basE91: not blocked")
	}
}

// An xxencoded file (uuencode's layout, the +-0-9A-Za-z alphabet) is
// decoded as a uuencoded one is.
func TestXXEncoded(t *testing.T) {
	g := scantest.New(63)
	line, _, err := g.Line("aws-access-key-id")
	if err != nil {
		t.Fatal(err)
	}
	data := []byte("[ci]\n" + line + "\n")
	var b strings.Builder
	b.WriteString("begin 600 creds\n")
	for i := 0; i < len(data); i += 45 {
		ch := data[i:min(len(data), i+45)]
		b.WriteByte(xxAlphabet[len(ch)])
		p := append([]byte(nil), ch...)
		for len(p)%3 != 0 {
			p = append(p, 0)
		}
		for j := 0; j < len(p); j += 3 {
			a, c, d := p[j], p[j+1], p[j+2]
			b.WriteByte(xxAlphabet[a>>2])
			b.WriteByte(xxAlphabet[(a&3)<<4|c>>4])
			b.WriteByte(xxAlphabet[(c&15)<<2|d>>6])
			b.WriteByte(xxAlphabet[d&63])
		}
		b.WriteByte('\n')
	}
	b.WriteString("+\nend\n")
	if !blocks(t, "creds.xxe", b.String()) {
		t.Errorf("xxencoded: not blocked:\n%s", b.String())
	}
}

// Private keys as SSH.com files and as openssl's hex dumps are found;
// their public halves are not.
func TestKeyFilesAndDumps(t *testing.T) {
	g := scantest.New(64)
	for _, kind := range []string{"ssh2-private-key", "private-key-dump"} {
		line, _, err := g.Line(kind)
		if err != nil {
			t.Fatal(err)
		}
		if !blocks(t, "key.txt", "note\n"+line+"\n") {
			t.Errorf("%s: not blocked", kind)
		}
	}
	for _, pub := range []string{
		"---- BEGIN SSH2 PUBLIC KEY ----\nComment: \"ci\"\nAAAAB3NzaC1yc2EAAAADAQABAAAAgQDd\nK2f9f0Q4v1m3Yw==\n---- END SSH2 PUBLIC KEY ----\n",
		"Public-Key: (256 bit)\npub:\n    04:1b:2c:3d:4e:5f:60:71:82:93:a4:b5:c6:d7:e8:f9:\n    0a:1b:2c:3d:4e:5f:60:71:82:93:a4:b5:c6:d7:e8:f9:\nASN1 OID: prime256v1\n",
	} {
		if blocks(t, "key.txt", pub) {
			t.Errorf("a public key blocked: %q", pub)
		}
	}
}

package scan

import (
	"encoding/ascii85"
	"encoding/base64"
	"fmt"
	"math/big"
	"strings"
	"testing"

	"github.com/hookd/hookd/scan/scantest"
)

// carrierCase is one file of TestCarriers3: a token carried by a form the
// third push red team found, or ordinary text of the same shape.
type carrierCase struct {
	name, path string
	data       string
	want       bool
}

func runCarrierCases(t *testing.T, cases []carrierCase) {
	t.Helper()
	s := newScanner(t, Options{})
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			data := []byte(c.data)
			v, kind := TextView(data)
			fs := s.Scan(Input{Path: c.path, Data: v, Binary: kind == ViewBinary})
			more, _ := s.ScanMembers(c.path, data)
			fs = append(fs, more...)
			got := false
			var rules []string
			for _, f := range fs {
				rules = append(rules, f.Rule+"@"+f.Path)
				if f.Blocks() {
					got = true
					if kind == ViewText && f.Path == c.path && (f.Start < 0 || f.End > len(data) || f.Start >= f.End) {
						t.Errorf("span %d..%d of %d bytes", f.Start, f.End, len(data))
					}
				}
			}
			if got != c.want {
				t.Errorf("blocked %v, want %v (findings: %v)", got, c.want, rules)
			}
		})
	}
}

// mapRunes spells s through f, rune by rune.
func mapRunes(s string, f func(rune) rune) string {
	var b strings.Builder
	for _, c := range s {
		b.WriteRune(f(c))
	}
	return b.String()
}

// TestWideFolds: tokens in the wide forms of foldwide.go, each beside
// ordinary text in the same characters.
func TestWideFolds(t *testing.T) {
	g := scantest.New(3311)
	gh := func() string { return value(g, "github-pat") }
	bold := func(c rune) rune { // mathematical bold
		switch {
		case c >= 'A' && c <= 'Z':
			return 0x1d400 + c - 'A'
		case c >= 'a' && c <= 'z':
			return 0x1d41a + c - 'a'
		case c >= '0' && c <= '9':
			return 0x1d7ce + c - '0'
		}
		return c
	}
	circled := func(c rune) rune {
		switch {
		case c >= 'a' && c <= 'z':
			return 0x24d0 + c - 'a'
		case c >= 'A' && c <= 'Z':
			return 0x24b6 + c - 'A'
		case c == '0':
			return 0x24ea
		case c >= '1' && c <= '9':
			return 0x2460 + c - '1'
		}
		return c
	}
	each := func(base rune) func(rune) rune { return func(c rune) rune { return base + c } }
	marked := func(s string, mark rune) string {
		var b strings.Builder
		for _, c := range s {
			b.WriteRune(c)
			b.WriteRune(mark)
		}
		return b.String()
	}
	runCarrierCases(t, []carrierCase{
		{"math-bold", "notes.md", "key: " + mapRunes(gh(), bold) + "\n", true},
		{"math-bold-heading", "notes.md", "# " + mapRunes("Release Notes 2024", bold) + "\n", false},
		{"circled", "notes.md", "runner " + mapRunes(gh(), circled) + "\n", true},
		{"circled-steps", "notes.md", "Steps: \u2460 install, \u2461 configure, \u2462 run.\n", false},
		{"combining-acute", "gh.py", "RAW = \"" + marked(gh(), 0x301) + "\"\n", true},
		{"combining-below", "gh.py", "RAW = \"" + marked(gh(), 0x1dca) + "\"\n", true},
		{"combining-vietnamese", "vi.json", "{\"greeting\": \"Xin cha\u0300o, ba\u0323n kho\u0309e kho\u0302ng?\"}\n", false},
		{"tag-chars", "README.md", "Welcome." + mapRunes(gh(), each(0xe0000)) + "\n", true},
		{"tag-flag", "README.md", "Scotland \U0001F3F4\U000E0067\U000E0062\U000E0073\U000E0063\U000E0074\U000E007F\n", false},
		{"selectors-supplement", "CHANGELOG.md", "## 1.0 \U0001F680" + mapRunes(gh(), func(c rune) rune { return 0xe0100 + c - 16 }) + "\n", true},
		{"selector-emoji", "CHANGELOG.md", "## 1.0 \u2764\ufe0f \u263a\ufe0e\n", false},
		{"braille", "spin.js", "const f = \"" + mapRunes(gh(), each(0x2800)) + "\";\n", true},
		{"braille-spinner", "spin.go", "var frames = []string{\"\u280b\", \"\u2819\", \"\u2839\", \"\u2838\", \"\u283c\", \"\u2834\"}\n", false},
		{"braille-text", "a11y.md", "\u2813\u2811\u2807\u2807\u2815 \u283a\u2815\u2817\u2807\u2819\n", false},
	})
}

// TestNearDecoders: tokens in encodings whose decoder call stands next to
// them (decoders.go) and in Python's named escapes, each beside ordinary
// data of the same shape.
func TestNearDecoders(t *testing.T) {
	g := scantest.New(3312)
	gh := func() string { return value(g, "github-pat") }
	join := func(s, f, sep string) string {
		var parts []string
		for i := 0; i < len(s); i++ {
			parts = append(parts, fmt.Sprintf(f, s[i]))
		}
		return strings.Join(parts, sep)
	}
	bigDec := func(s string) string { return new(big.Int).SetBytes([]byte(s)).String() }
	a85 := func(s string) string {
		buf := make([]byte, ascii85.MaxEncodedLen(len(s)))
		return string(buf[:ascii85.Encode(buf, []byte(s))])
	}
	utf16b64 := func(s string) string {
		var b []byte
		for i := 0; i < len(s); i++ {
			b = append(b, s[i], 0)
		}
		return base64.StdEncoding.EncodeToString(b)
	}
	shifted := func(s string, k int) string {
		b := []byte(s)
		for i := range b {
			b[i] = byte(int(b[i]) + k)
		}
		return string(b)
	}
	tok := gh()
	runCarrierCases(t, []carrierCase{
		{"base58", "m.py", "import base58\nX = base58.b58decode(\"" + b58(tok) + "\").decode()\n", true},
		{"base58-undecoded", "ids.csv", "1," + b58(tok) + "\n", false},
		{"a85", "k.py", "import base64\n\nV = \"" + strings.NewReplacer(`\`, `\\`, `"`, `\"`).Replace(a85(tok)) + "\"\nK = base64.a85decode(V)\n", true},
		{"b85", "k.py", "K = base64.b85decode(b\"" + b85(tok+"xy") + "\")\n", true},
		{"qp", "k.py", "K = quopri.decodestring(\"" + join(tok, "=%02X", "") + "\")\n", true},
		{"qp-clean", "k.py", "K = quopri.decodestring(\"caf=C3=A9 na=C3=AFve r=C3=A9sum=C3=A9 =C3=A0 la carte\")\n", false},
		{"named-escapes", "n.py", "T = \"" + mapEach(tok, pyName) + "\"\n", true},
		{"named-bullet", "n.py", "B = \"\\N{BULLET} \\N{EM DASH}\"\n", false},
		{"css", "t.css", ".a::after {\n  content: \"" + join(tok, `\%x`, " ") + "\";\n}\n", true},
		{"css-icons", "i.css", ".i::before { content: \"\\f101\"; }\n.j::before { content: \"\\f102\"; }\n", false},
		{"go-decimal", "t.go", "package ci\n\nvar T = string([]byte{" + join(tok, "%d", ", ") + "})\n", true},
		{"js-decimal-lines", "t.js", "const t = String.fromCharCode(\n  " + join(tok[:20], "%d", ", ") + ",\n  " + join(tok[20:], "%d", ", ") + ");\n", true},
		{"go-gamma-table", "g.go", "package g\n\nvar table = []byte{0, 1, 2, 3, 5, 7, 9, 12, 15, 19, 23, 28, 33, 39, 45, 52, 59, 67, 75, 84, 93, 103, 113, 124, 135}\n", false},
		{"bigint", "r.py", "N = int(\"" + bigDec(tok) + "\")\nT = N.to_bytes(40, \"big\").decode()\n", true},
		{"bigint-prime", "p.py", "P = int(\"115792089210356248762697446949407573530086143415290314195533631308867097853951\")\nB = P.to_bytes(32, \"big\")\n", false},
		{"bits", "s.js", "const bits = \"" + join(tok, "%08b", " ") + "\";\nconst t = bits.split(\" \").map((b) => String.fromCharCode(parseInt(b, 2))).join(\"\");\n", true},
		{"bits-test", "b.py", "def test():\n    assert int(\"01101000\", 2) == 104\n    assert to_bits(\"hi\") == \"01101000 01101001\"\n", false},
		{"shift-minus", "c.py", "S = \"" + shifted(tok, 3) + "\"\nT = \"\".join(chr(ord(c) - 3) for c in S)\n", true},
		{"shift-plus", "c.js", "const s = \"" + shifted(tok, -2) + "\";\nconst t = [...s].map((c) => String.fromCharCode(c.charCodeAt(0) + 2)).join(\"\");\n", true},
		{"powershell", "p.cmd", "powershell -NoProfile -EncodedCommand " + utf16b64("$env:GITHUB_TOKEN='"+tok+"'; gh release create") + "\r\n", true},
		{"powershell-clean", "p.cmd", "powershell -NoProfile -EncodedCommand " + utf16b64("Write-Host 'building the release'; exit 0") + "\r\n", false},
	})
}

func b58(s string) string {
	const alpha = "123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz"
	n, m, d := new(big.Int).SetBytes([]byte(s)), new(big.Int), big.NewInt(58)
	var out []byte
	for n.Sign() > 0 {
		n.DivMod(n, d, m)
		out = append([]byte{alpha[m.Int64()]}, out...)
	}
	return string(out)
}

// b85 encodes s (a multiple of 4 long) in git's and Python's base85.
func b85(s string) string {
	const alpha = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz!#$%&()*+-;<=>?@^_`{|}~"
	var b strings.Builder
	for i := 0; i+4 <= len(s); i += 4 {
		v := uint32(s[i])<<24 | uint32(s[i+1])<<16 | uint32(s[i+2])<<8 | uint32(s[i+3])
		var g [5]byte
		for k := 4; k >= 0; k-- {
			g[k] = alpha[v%85]
			v /= 85
		}
		b.Write(g[:])
	}
	return b.String()
}

func mapEach(s string, f func(byte) string) string {
	var b strings.Builder
	for i := 0; i < len(s); i++ {
		b.WriteString(f(s[i]))
	}
	return b.String()
}

// pyName spells c as Python's \N{...} escape (lower case for letters: the
// names match without regard to case).
func pyName(c byte) string {
	switch {
	case c >= 'a' && c <= 'z':
		return `\N{latin small letter ` + string(c) + `}`
	case c >= 'A' && c <= 'Z':
		return `\N{LATIN CAPITAL LETTER ` + string(c) + `}`
	case c >= '0' && c <= '9':
		return `\N{DIGIT ` + digitNames[c-'0'] + `}`
	case c == '_':
		return `\N{LOW LINE}`
	}
	return string(c)
}

// TestBuiltStrings: tokens built by statements (build.go) and a notebook
// output's text list, each beside ordinary code of the same shape.
func TestBuiltStrings(t *testing.T) {
	g := scantest.New(3315)
	gh := func() string { return value(g, "github-pat") }
	tok, tok2, tok3 := gh(), gh(), gh()
	stripe := "sk" + "_live_" + g.Str(scantest.Alnum, 24)
	const letters = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz"
	nb := func(lines ...string) string {
		q := make([]string, len(lines))
		for i, l := range lines {
			q[i] = "     \"" + l + "\""
		}
		return "{\n \"cells\": [\n  {\n   \"outputs\": [\n    {\n     \"data\": {\n      \"text/plain\": [\n" + strings.Join(q, ",\n") + "\n      ]\n     }\n    }\n   ]\n  }\n ]\n}\n"
	}
	runCarrierCases(t, []carrierCase{
		{"go-join-lines", "k.go", "package k\n\nvar key = strings.Join([]string{\n\t\"" + tok[:12] + "\",\n\t\"" + tok[12:30] + "\",\n\t\"" + tok[30:] + "\",\n}, \"\")\n", true},
		{"go-join-sep", "k.go", "package k\n\nvar key = strings.Join([]string{\"" + tok2[:4] + "\", \"" + tok2[4:] + "\"}, \"\")\n", true},
		{"go-join-words", "k.go", "package k\n\nvar msg = strings.Join([]string{\n\t\"hello\",\n\t\"world\",\n}, \" \")\n", false},
		{"php-append", "b.php", "<?php\n$k = '" + stripe[:16] + "';\n$k .= '" + stripe[16:24] + "';\n$k .= '" + stripe[24:] + "';\n", true},
		{"js-append", "b.js", "let k = \"" + tok3[:10] + "\";\nk += \"" + tok3[10:] + "\";\n", true},
		{"php-append-html", "b.php", "<?php\n$h = '<ul>';\n$h .= '<li>one</li>';\n$h .= '</ul>';\n", false},
		{"make-refs", "Makefile", "GH_A := " + tok[:22] + "\nGH_B := " + tok[22:] + "\nexport GITHUB_TOKEN := $(GH_A)$(GH_B)\n", true},
		{"make-version", "Makefile", "MAJOR := 2\nMINOR := 4\nVERSION := $(MAJOR).$(MINOR)\nIMAGE := ghcr.io/acme/app:$(MAJOR)$(MINOR)\n", false},
		{"notebook-output", "n.ipynb", nb("'hf_"+g.Str(letters, 10), g.Str(letters, 24)+"'"), true},
		{"notebook-dataframe", "n.ipynb", nb(`   order_id  amount\n`, `0  ord_7Hq2  12.50\n`), false},
	})
}

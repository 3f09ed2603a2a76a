package scan

import (
	"crypto/rand"
	"encoding/ascii85"
	"encoding/base64"
	"encoding/hex"
	"strings"
	"testing"

	"github.com/hookd/hookd/scan/scantest"
)

// gitBinaryHunk writes data as one hunk of a git binary patch (zlib, then
// base85 lines of up to 52 bytes with their length letter).
func gitBinaryHunk(kind string, size int, data []byte) string {
	const alpha = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz!#$%&()*+-;<=>?@^_`{|}~"
	z := zlibOf(data)
	var b strings.Builder
	b.WriteString(kind + " " + itoa(size) + "\n")
	for len(z) > 0 {
		n := min(52, len(z))
		if n <= 26 {
			b.WriteByte(byte('A' + n - 1))
		} else {
			b.WriteByte(byte('a' + n - 27))
		}
		for i := 0; i < n; i += 4 {
			var v uint32
			for j := range 4 {
				v <<= 8
				if i+j < n {
					v |= uint32(z[i+j])
				}
			}
			var g [5]byte
			for k := 4; k >= 0; k-- {
				g[k] = alpha[v%85]
				v /= 85
			}
			b.Write(g[:])
		}
		b.WriteByte('\n')
		z = z[n:]
	}
	return b.String() + "\n"
}

func itoa(n int) string {
	if n == 0 {
		return "0"
	}
	var d []byte
	for ; n > 0; n /= 10 {
		d = append([]byte{byte('0' + n%10)}, d...)
	}
	return string(d)
}

func scanBlocks(s *Scanner, path, text string) bool {
	for _, f := range s.Scan(Input{Path: path, Data: []byte(text)}) {
		if f.Blocks() {
			return true
		}
	}
	return false
}

func TestPatchWordsA85(t *testing.T) {
	s := newScanner(t, Options{})
	g := scantest.New(7719)
	head := "diff --git a/etc/svc.conf b/etc/svc.conf\nnew file mode 100600\nindex 0000000..1111111\nGIT binary patch\n"
	conf := []byte("[upstream]\nstripe = " + value(g, "stripe-live-key") + "\n")
	noise := make([]byte, 700)
	rand.Read(noise)
	// A delta that copies nothing and inserts the text.
	ins := []byte("deploy_key: " + value(g, "github-pat") + "\n")
	delta := append([]byte{0, byte(len(ins)), byte(len(ins))}, ins...)
	a85 := func(b []byte) string {
		out := make([]byte, ascii85.MaxEncodedLen(len(b)))
		return "<~" + string(out[:ascii85.Encode(out, b)]) + "~>"
	}
	tok := value(g, "slack-token")
	xor := func(v string, k byte) []byte {
		b := []byte(v)
		for i := range b {
			b[i] ^= k
		}
		return b
	}
	glx := hex.EncodeToString(xor(value(g, "gitlab-token"), 0x33))
	oax := base64.StdEncoding.EncodeToString(xor("OPENAI_API_KEY="+value(g, "openai-api-key"), 0x2a))
	cases := []struct {
		name, path, text string
		block            bool
	}{
		{"patch-literal", "fix.patch", head + gitBinaryHunk("literal", len(conf), conf) + gitBinaryHunk("literal", 0, nil), true},
		{"patch-delta", "fix.diff", head + gitBinaryHunk("delta", len(delta), delta) + gitBinaryHunk("delta", 3, []byte{0, 0, 0}), true},
		{"patch-noise", "img.patch", head + gitBinaryHunk("literal", len(noise), noise) + gitBinaryHunk("literal", 0, nil), false},
		{"a85-token", "boot.ps", "/cred " + a85([]byte("HF_TOKEN="+value(g, "huggingface-token"))) + " def\n", true},
		{"a85-prose", "boot.ps", "/msg " + a85([]byte("Printing the quarterly report now.")) + " def\n", false},
		{"xor-go-hex", "cfg.go", "var blob, _ = hex.DecodeString(\"" + glx + "\")\n\nfunc init() {\n\tfor i := range blob {\n\t\tblob[i] ^= 0x33\n\t}\n}\n", true},
		{"xor-js-b64", "cfg.js", "const raw = atob('" + oax + "');\nconst env = [...raw].map(c => String.fromCharCode(c.charCodeAt(0) ^ 0x2A)).join('');\n", true},
		{"xor-crc-table", "crc.c", "static const char *sum = \"9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822cd15d6c15b0f00a08\";\nc = (c >> 8) ^ 0xedb88320 ^ 0xff;\n", false},
		{"a85-operator-then-rot13", "Parser.scala", strings.Repeat("  def item = key <~ sep ~ value\n", 3) + "  val t = \"" + rot13(value(g, "github-pat")) + "\"\n", true},
		{"a85-operator-only", "Parser.scala", strings.Repeat("  def item = key <~ sep ~> value\n", 3), false},
		{"ruby-words-dash", "slack.rb", "Slack.token = %w(" + strings.ReplaceAll(tok, "-", " ") + ").join('-')\n", true},
		{"ruby-words-plain", "colors.rb", "COLORS = %w[red green blue].join(\", \")\n", false},
		{"ruby-words-no-join", "slack2.rb", "PARTS = %w[" + strings.ReplaceAll(tok, "-", " ") + "]\n", false},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			if got := scanBlocks(s, c.path, c.text); got != c.block {
				t.Errorf("blocked %v, want %v:\n%s", got, c.block, c.text)
			}
		})
	}
}

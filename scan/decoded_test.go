package scan

import (
	"encoding/base32"
	"fmt"
	"strings"
	"testing"

	"github.com/hookd/hookd/scan/scantest"
)

// form is one file for the decoded-form tests: it blocks (want) or not.
type form struct {
	name, path string
	data       string
	want       bool
}

// checkForms scans each form as guard scan reads a file (its text view,
// then its members) and checks whether it blocks.
func checkForms(t *testing.T, forms []form) {
	t.Helper()
	s := newScanner(t, Options{})
	for _, c := range forms {
		t.Run(c.name, func(t *testing.T) {
			data := []byte(c.data)
			v, kind := TextView(data)
			fs := s.Scan(Input{Path: c.path, Data: v, Binary: kind == ViewBinary})
			more, _ := s.ScanMembers(c.path, data)
			fs = append(fs, more...)
			got := false
			var rules []string
			for _, f := range fs {
				rules = append(rules, f.Rule+"/"+f.Encoding)
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

// TestFoldedForms: characters folded before matching (fold.go) and the
// octal and percent escapes (escape.go), each beside text of the same
// shape that holds no token.
func TestFoldedForms(t *testing.T) {
	g := scantest.New(7301)
	gh, npm, gl := value(g, "github-pat"), value(g, "npm-token"), value(g, "gitlab-token")
	full := func(s string) string {
		var b strings.Builder
		for _, r := range s {
			b.WriteRune(r + 0xfee0)
		}
		return b.String()
	}
	octal := func(s string) string {
		var b strings.Builder
		for _, c := range []byte(s) {
			fmt.Fprintf(&b, "\\%03o", c)
		}
		return b.String()
	}
	pct := func(s string) string {
		var b strings.Builder
		for _, c := range []byte(s) {
			fmt.Fprintf(&b, "%%%02x", c)
		}
		return b.String()
	}
	checkForms(t, []form{
		{"fullwidth", "a.txt", "key: " + full(npm) + "\n", true},
		{"fullwidth-cjk", "a.txt", "title: ＡＣＭＥ　２０２６年（第１版）\n", false},
		{"cyrillic-er-in-prefix", "a.py", "T = \"gh" + "\u0440" + gh[3:] + "\"\n", true},
		{"greek-rho-in-prefix", "a.py", "T = \"gh" + "\u03c1" + gh[3:] + "\"\n", true},
		{"cyrillic-words", "a.md", "Привет, мир: это обычный текст о сервере.\n", false},
		{"invisible-operators", "a.md", "token " + npm[:6] + "\u2061" + npm[6:20] + "\u2064" + npm[20:] + "\n", true},
		{"mongolian-separator", "a.md", "x=" + gl[:8] + "\u180e" + gl[8:] + "\n", true},
		{"rtl-marks-clean", "a.json", "{\"greeting\": \"\u200fשלום\u200f\"}\n", false},
		{"ansi-sgr", "build.log", "\x1b[1;34m[ci]\x1b[0m token=\x1b[35m" + gh[:9] + "\x1b[0m" + gh[9:] + "\n", true},
		{"ansi-clean", "build.log", "\x1b[1;32mPASS\x1b[0m ok 12 tests \x1b[2K\n", false},
		{"wbr", "a.html", "<p><tt>" + gl[:10] + "<wbr/>" + gl[10:] + "</tt></p>\n", true},
		{"span-between", "a.html", "<p>" + npm[:12] + "<span class=\"x\">" + npm[12:] + "</span></p>\n", true},
		{"wbr-url-clean", "a.html", "<a>https://example.com/<wbr>docs/<wbr>setup</a>\n", false},
		{"octal", "run.sh", "printf '" + octal("GH_TOKEN="+gh) + "' > .env\n", true},
		{"octal-clean", "run.sh", "printf '" + octal("hello, world and all") + "'\n", false},
		{"percent", "a.py", "v = unquote(\"" + pct(gl) + "\")\n", true},
		{"percent-url-clean", "a.md", "https://example.com/cb?next=%2Fhome%2Fuser%20page&q=a%3Db\n", false},
	})
}

// TestFollowedLiterals: a token prefix too short to be a token, followed
// to the literals after it across the glue of several languages.
func TestFollowedLiterals(t *testing.T) {
	g := scantest.New(7302)
	gh, hf, gl := value(g, "github-pat"), value(g, "huggingface-token"), value(g, "gitlab-token")
	checkForms(t, []form{
		{"php-dot", "a.php", "$t = '" + gh[:11] + "' . '" + gh[11:] + "';\n", true},
		{"vb-ampersand", "a.vb", "Dim t = \"" + gl[:9] + "\" & \"" + gl[9:] + "\"\n", true},
		{"notebook-source", "n.ipynb", "{\"cells\": [{\"source\": [\n    \"tok = \\\"" + hf[:7] + "\",\n    \"" + hf[7:] + "\\\"\\n\"\n   ]}]}\n", true},
		{"list-lines-clean", "a.py", "parts = [\n  \"" + hf[:7] + "\",\n  \"" + hf[7:] + "\",\n]\n", false},
		{"go-sprintf", "a.go", "var t = fmt.Sprintf(\"%s%s\", \"" + gh[:8] + "\", \"" + gh[8:] + "\")\n", true},
		{"csharp-append", "A.cs", "sb.Append(\"" + gl[:10] + "\")\n  .Append(\"" + gl[10:] + "\");\n", true},
		{"xml-cells", "x/sst.xml", "<sst><si><t>" + hf[:9] + "</t></si><si><t>" + hf[9:] + "</t></si></sst>\n", true},
		{"prefix-table-clean", "a.py", "PREFIXES = (\"ghp_\", \"gho_\", \"ghs_\", \"glpat-\", \"hf_\")\n", false},
		{"statements-apart-clean", "a.js", "const p = \"" + gh[:8] + "\";\nconst note = \"" + strings.Repeat("ab", 20) + "\";\n", false},
	})
}

// TestTranscodedForms: the forms transcode.go turns back, each beside the
// same layout holding no token.
func TestTranscodedForms(t *testing.T) {
	g := scantest.New(7303)
	gh, npm, sl := value(g, "github-pat"), value(g, "npm-token"), value(g, "slack-token")
	hexList := func(s, sep string, utf16 bool) string {
		var b strings.Builder
		for i, c := range []byte(s) {
			if i > 0 {
				b.WriteString(sep)
			}
			fmt.Fprintf(&b, "0x%02x", c)
			if utf16 {
				b.WriteString(sep + "0x00")
			}
		}
		return b.String()
	}
	od := func(s string) string {
		var b strings.Builder
		for off := 0; off < len(s); off += 16 {
			fmt.Fprintf(&b, "%06x", off)
			for _, c := range []byte(s[off:min(off+16, len(s))]) {
				fmt.Fprintf(&b, " %02x", c)
			}
			b.WriteString("\n")
		}
		return b.String()
	}
	uu := func(s string) string {
		var b strings.Builder
		b.WriteString("begin 640 secret.txt\n")
		for off := 0; off < len(s); off += 45 {
			chunk := []byte(s[off:min(off+45, len(s))])
			b.WriteByte(byte(32 + len(chunk)))
			for len(chunk)%3 != 0 {
				chunk = append(chunk, 0)
			}
			for i := 0; i < len(chunk); i += 3 {
				v := uint(chunk[i])<<16 | uint(chunk[i+1])<<8 | uint(chunk[i+2])
				for k := 18; k >= 0; k -= 6 {
					c := byte(v>>uint(k)) & 63
					if c == 0 {
						c = 64
					}
					b.WriteByte(32 + c)
				}
			}
			b.WriteString("\n")
		}
		return b.String() + "`\nend\n"
	}
	wrap := func(s string, w int, indent string) string {
		var lines []string
		for len(s) > 0 {
			n := min(w, len(s))
			lines = append(lines, indent+s[:n])
			s = s[n:]
		}
		return strings.Join(lines, "\n")
	}
	ebc := func(s string) string {
		inv := map[byte]byte{}
		for e := range 256 {
			if c := cp037[e]; c != 0x1a && c != '\n' {
				inv[c] = byte(e)
			}
		}
		inv['\n'] = 0x15
		b := []byte(s)
		for i := range b {
			b[i] = inv[b[i]]
		}
		return string(b)
	}
	b32 := func(s string) string {
		return strings.TrimRight(base32Std(s), "=")
	}
	checkForms(t, []form{
		{"rot13-token", "a.rb", "TOKEN = \"" + rot13(gh) + "\".tr('A-Za-z', 'N-ZA-Mn-za-m')\n", true},
		{"rot13-prose-clean", "a.txt", rot13("the quick brown fox jumps over the lazy dog") + " rot13\n", false},
		{"reversed-token", "a.py", "k = \"" + reverse(npm) + "\"[::-1]\n", true},
		{"reversed-words-clean", "a.py", "assert s[::-1] == \"" + reverse("a man a plan a canal panama") + "\"\n", false},
		{"base32-token", "a.py", "tok = base64.b32decode(\"" + b32(sl) + "\")\n", true},
		{"base32-clean", "a.py", "v = base64.b32decode(\"" + b32("just an ordinary sentence here") + "\")\n", false},
		{"c-array-utf16", "fw.h", "static const unsigned char k[] = {\n  " + hexList("GH_TOKEN="+gh, ", ", true) + "\n};\n", true},
		{"c-array-clean", "fw.h", "static const unsigned char k[] = {" + hexList("nothing to see in this table", ", ", false) + "};\n", false},
		{"od-dump", "dump.txt", od("NPM_TOKEN=" + npm + "\n"), true},
		{"od-dump-clean", "dump.txt", od("plain text dumped for a test fixture\n"), false},
		{"uuencode", "x.uu", uu("SLACK_BOT_TOKEN=" + sl + "\n"), true},
		{"uuencode-clean", "x.uu", uu("ordinary text for the mail test\n"), false},
		{"yaml-binary", "v.yml", "auth: !!binary |\n" + wrap(b64("Bearer "+gh), 20, "  ") + "\n", true},
		{"yaml-binary-clean", "v.yml", "logo: !!binary |\n" + wrap(b64("not a secret, only words"), 20, "  ") + "\n", false},
		{"ebcdic", "PARMS", ebc("NPM_TOKEN=" + npm + "\nREGION=EU\n"), true},
		{"ebcdic-clean", "PARMS", ebc("REGION=EU\nOWNER=PAYROLL\nCLASS=A\n"), false},
	})
}

func base32Std(s string) string { return base32.StdEncoding.EncodeToString([]byte(s)) }

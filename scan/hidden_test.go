package scan

import (
	"archive/zip"
	"bytes"
	"compress/gzip"
	"compress/zlib"
	"encoding/base64"
	"encoding/binary"
	"fmt"
	"hash/crc32"
	"strings"
	"testing"
	"unicode/utf16"

	"github.com/hookd/hookd/scan/scantest"
)

// TestHiddenForms: the forms a push may hide a token in that the scanner
// reads through, by class, each beside a negative of the same shape (the
// same layout holding ordinary text, or parts that are not joined). Every
// file is read as guard scan and a push's tree read it: its text view,
// then its members (archives, compressed streams).
func TestHiddenForms(t *testing.T) {
	s := newScanner(t, Options{})
	g := scantest.New(2611)
	b64 := base64.StdEncoding.EncodeToString
	stripe := func() string { return "sk" + "_live_" + g.Str(scantest.Alnum, 24) }
	gh := func() string { return value(g, "github-pat") }
	slack := func() string { return value(g, "slack-token") }
	aws := func() string { return value(g, "aws-access-key-id") }
	words := "NODE_ENV=production\nLOG_LEVEL=info\nFEATURE_FLAGS=search,export\nREGION=eu-west-1\n"
	type tc struct {
		name, path string
		data       func() []byte
		want       bool
	}
	str := func(f func() string) func() []byte { return func() []byte { return []byte(f()) } }
	var cases []tc
	// 1. Encodings.
	for off := range 3 {
		// The token at each offset modulo 3 of the encoded text: no
		// encoded prefix marks the line, the run is decoded whole.
		cases = append(cases, tc{fmt.Sprintf("configmap-binarydata-%d", off), "deploy/cm.yaml", str(func() string {
			env := strings.Repeat("#", off) + "\nNODE_ENV=production\nSTRIPE_SECRET_KEY=" + stripe() + "\nLOG_LEVEL=info\n"
			return "apiVersion: v1\nkind: ConfigMap\nbinaryData:\n  app.env: " + b64([]byte(env)) + "\n"
		}), true})
	}
	cases = append(cases,
		tc{"configmap-binarydata-clean", "deploy/cm.yaml", str(func() string {
			return "apiVersion: v1\nkind: ConfigMap\nbinaryData:\n  app.env: " + b64([]byte(words)) + "\n"
		}), false},
		tc{"gzip-base64-json", "testdata/snap.json", str(func() string {
			env := "AWS_ACCESS_KEY_ID=" + aws() + "\nREGION=eu-west-1\n"
			return `{"name": "env-snapshot", "blob": "` + b64(gzipOf([]byte(env))) + `"}` + "\n"
		}), true},
		tc{"zlib-base64-json", "testdata/snap.json", str(func() string {
			return `{"name": "cfg", "data": "` + b64(zlibOf([]byte("SLACK_BOT_TOKEN="+slack()+"\n"))) + `"}` + "\n"
		}), true},
		tc{"gzip-base64-clean", "testdata/snap.json", str(func() string {
			return `{"name": "env-snapshot", "blob": "` + b64(gzipOf([]byte(words))) + `"}` + "\n"
		}), false},
		tc{"pdf-flate-stream", "docs/runbook.pdf", func() []byte { return pdfOf("GITHUB_TOKEN=" + gh()) }, true},
		tc{"pdf-flate-clean", "docs/runbook.pdf", func() []byte { return pdfOf("Restart the service, then check the logs.") }, false},
		tc{"pdf-after-large-stream", "docs/scan.pdf", func() []byte {
			// A page image past the stream bound comes first: the search
			// goes on after it.
			img := zlibOf(make([]byte, 3<<20))
			p := pdfOf("GITHUB_TOKEN=" + gh())
			return append(append(append([]byte("%PDF-1.4\n5 0 obj\n<< /Filter /FlateDecode >>\nstream\n"), img...), "\nendstream\n"...), p[9:]...)
		}, true},
		tc{"png-ztxt", "web/logo.png", func() []byte {
			return pngOf(append([]byte("zTXtComment\x00\x00"), zlibOf([]byte("GITHUB_TOKEN="+gh()))...))
		}, true},
		tc{"png-ztxt-openai", "web/logo.png", func() []byte {
			// The key holds its own rule's marker (T3BlbkFJ): no table of
			// keywords for that.
			return pngOf(append([]byte("zTXtComment\x00\x00"), zlibOf([]byte("OPENAI_API_KEY="+value(g, "openai-api-key")))...))
		}, true},
		tc{"png-itxt", "web/logo.png", func() []byte {
			return pngOf(append([]byte("iTXtComment\x00\x01\x00en\x00\x00"), zlibOf([]byte("slack: "+slack()))...))
		}, true},
		tc{"png-ztxt-clean", "web/logo.png", func() []byte {
			return pngOf(append([]byte("zTXtComment\x00\x00"), zlibOf([]byte("Created with a drawing program"))...))
		}, false},
		tc{"git-loose-object", "testdata/repo/objects/3f/0c1e", func() []byte {
			c := []byte("SLACK_BOT_TOKEN=" + slack() + "\n")
			return zlibOf(append(fmt.Appendf(nil, "blob %d\x00", len(c)), c...))
		}, true},
		tc{"git-loose-object-clean", "testdata/repo/objects/3f/0c1e", func() []byte {
			return zlibOf(append(fmt.Appendf(nil, "blob %d\x00", len(words)), words...))
		}, false},
		tc{"json-unicode-escape", "config/int.json", str(func() string {
			return `{"integrations": [{"name": "github", "value": "` + strings.Replace(gh(), "_", `\u005f`, 1) + `"}]}` + "\n"
		}), true},
		tc{"json-unicode-escape-all", "config/int.json", str(func() string {
			var b strings.Builder
			for _, c := range gh() {
				fmt.Fprintf(&b, `\u%04x`, c)
			}
			return `{"v": "` + b.String() + `"}` + "\n"
		}), true},
		tc{"js-hex-escape", "src/a.js", str(func() string { return "const v = \"" + strings.Replace(gh(), "_", `\x5f`, 1) + "\";\n" }), true},
		tc{"json-unicode-clean", "locale/fr.json", str(func() string {
			return `{"title": "Caf\u00e9 cr\u00e8me", "token_hint": "Entrez votre jeton \u2014 il commence par ghp\u005f"}` + "\n"
		}), false},
		tc{"html-decimal-reference", "docs/a.svg", str(func() string {
			return "<svg><text x=\"4\">" + strings.ReplaceAll(stripe(), "_", "&#95;") + "</text></svg>\n"
		}), true},
		tc{"html-hex-reference", "docs/a.html", str(func() string { return "<p>" + strings.ReplaceAll(stripe(), "_", "&#x5f;") + "</p>\n" }), true},
		tc{"html-named-reference", "docs/a.xml", str(func() string { return "<v>" + strings.ReplaceAll(stripe(), "_", "&lowbar;") + "</v>\n" }), true},
		tc{"html-references-clean", "docs/a.html", str(func() string {
			return "<p>Use &lt;code&gt; &amp; &#95;private&#95; names; &lowbar;&lowbar;init&lowbar;&lowbar; runs first.</p>\n"
		}), false},
		tc{"utf16-string-in-exe", "tools/updater.exe", func() []byte {
			b := append([]byte("MZ\x90\x00\x03\x00\x00\x00"), make([]byte, 64)...)
			b = append(b, "This program cannot be run in DOS mode.\r\r\n$"...)
			b = binary.LittleEndian.AppendUint16(b, 40)
			return append(append(b, utf16le(gh())...), make([]byte, 32)...)
		}, true},
		tc{"utf16-be-string-in-binary", "lib/a.class", func() []byte {
			b := append([]byte("\xca\xfe\xba\xbe\x00\x00"), make([]byte, 16)...)
			for _, u := range utf16.Encode([]rune(slack())) {
				b = append(b, byte(u>>8), byte(u))
			}
			return append(b, 0, 0, 0, 0)
		}, true},
		tc{"utf16-strings-clean", "tools/updater.exe", func() []byte {
			b := append([]byte("MZ\x90\x00\x03\x00\x00\x00"), make([]byte, 64)...)
			return append(append(b, utf16le("Check for updates every day at noon")...), make([]byte, 32)...)
		}, false},
		tc{"docx-split-runs", "docs/handover.docx", func() []byte {
			v := gh()
			return docxOf(`<w:p><w:r><w:t xml:space="preserve">Deploy with ` + v[:14] + `</w:t></w:r><w:proofErr w:type="spellStart"/>` +
				`<w:r><w:rPr><w:b/></w:rPr><w:t>` + v[14:] + `</w:t></w:r></w:p>`)
		}, true},
		tc{"docx-runs-clean", "docs/handover.docx", func() []byte {
			return docxOf(`<w:p><w:r><w:t>Deploy </w:t></w:r><w:r><w:t>token: see the vault</w:t></w:r></w:p>` +
				`<w:p><w:r><w:t>ghp</w:t></w:r></w:p><w:p><w:r><w:t>_ is the prefix</w:t></w:r></w:p>`)
		}, false},
		tc{"xlsx-shared-string-runs", "xl/sharedStrings.xml", str(func() string {
			v := slack()
			return `<sst><si><r><t>` + v[:9] + `</t></r><r><rPr><b/></rPr><t>` + v[9:] + `</t></r></si></sst>` + "\n"
		}), true},
		tc{"pptx-runs", "ppt/slides/slide1.xml", str(func() string {
			v := stripe()
			return `<p:sld><a:p><a:r><a:t>` + v[:12] + `</a:t></a:r><a:r><a:t>` + v[12:] + `</a:t></a:r></a:p></p:sld>` + "\n"
		}), true},
		// 2. A token glued to the word before it.
		tc{"sqlite-adjacent-columns", "data/dev.sqlite3", func() []byte {
			rec := append([]byte{3, 25, 77}, []byte("stripe"+stripe())...)
			db := append([]byte("SQLite format 3\x00"), make([]byte, 200)...)
			return append(append(db, rec...), make([]byte, 40)...)
		}, true},
		tc{"glued-in-text", "dump.txt", str(func() string { return "githubghp_" + gh()[4:] + "\n" }), true},
		tc{"glued-aws-lower", "dump.txt", str(func() string { return "accesskey" + aws() + "\n" }), true},
		tc{"glued-word-clean", "style.css", str(func() string {
			return ".task-proj-overview-panel-header-title-with-long-name-here { color: red }\nrisk_live_monitoring_dashboard_widget_config = 1\n"
		}), false},
		tc{"glued-base32-clean", "otp.txt", str(func() string { return "QWERTYUIOPASDFGH" + aws() + "\n" }), false},
		// 3. Tokens put together from parts.
		tc{"go-backtick-concat", "gh/client.go", str(func() string { v := gh(); return "var tok = `" + v[:20] + "` + `" + v[20:] + "`\n" }), true},
		tc{"js-backtick-next-line", "a.js", str(func() string { v := gh(); return "const t = `" + v[:20] + "` +\n  `" + v[20:] + "`;\n" }), true},
		tc{"backtick-template-clean", "a.js", str(func() string { return "const u = `${base}` + `/v1/users`;\n" }), false},
		tc{"python-list-join", "bot/config.py", str(func() string {
			p := strings.Split(slack(), "-")
			return "SLACK = \"\".join([\"" + p[0] + "-\", \"" + p[1] + "\", \"-\", \"" + p[2] + "\", \"-\", \"" + p[3] + "\"])\n"
		}), true},
		tc{"python-list-join-lines", "bot/config.py", str(func() string {
			v := gh()
			return "TOKEN = ''.join([\n    '" + v[:10] + "',\n    '" + v[10:25] + "',\n    '" + v[25:] + "',\n])\n"
		}), true},
		tc{"js-array-join", "a.js", str(func() string { v := gh(); return "const t = [\"" + v[:12] + "\", \"" + v[12:] + "\"].join(\"\");\n" }), true},
		tc{"join-clean", "a.py", str(func() string {
			return "path = \"/\".join([\"usr\", \"local\", \"share\"])\nmsg = \", \".join([\"token\", \"secret\", \"key\"])\n"
		}), false},
		tc{"js-charcodes", "src/notify.js", str(func() string {
			var codes []string
			for _, c := range slack() {
				codes = append(codes, fmt.Sprint(int(c)))
			}
			return "const k = String.fromCharCode(" + strings.Join(codes, ",") + ");\nexport default k;\n"
		}), true},
		tc{"python-chr-chain", "a.py", str(func() string {
			var parts []string
			for _, c := range gh() {
				parts = append(parts, fmt.Sprintf("chr(%d)", c))
			}
			return "TOKEN = " + strings.Join(parts, " + ") + "\n"
		}), true},
		tc{"python-chr-list", "a.py", str(func() string {
			var codes []string
			for _, c := range gh() {
				codes = append(codes, fmt.Sprintf("0x%x", c))
			}
			return "TOKEN = ''.join(map(chr, [" + strings.Join(codes, ", ") + "]))\n"
		}), true},
		tc{"charcodes-clean", "a.js", str(func() string {
			var codes []string
			for _, c := range "Hello, token world" {
				codes = append(codes, fmt.Sprint(int(c)))
			}
			return "const k = String.fromCharCode(" + strings.Join(codes, ",") + ");\nconst sep = chr(44) + chr(32)\n"
		}), false},
		tc{"env-template-halves", ".env.production", str(func() string {
			v := gh()
			return "GH_A=" + v[:22] + "\nGH_B=" + v[22:] + "\nGITHUB_TOKEN=${GH_A}${GH_B}\n"
		}), true},
		tc{"env-template-split-prefix", ".env", str(func() string {
			v := gh()
			return "A=" + v[:2] + "\nB=" + v[2:] + "\nTOKEN=\"${A}${B}\"\n"
		}), true},
		tc{"env-template-clean", ".env", str(func() string {
			return "HOST=db.example.com\nPORT=5432\nDATABASE_URL=postgres://app@${HOST}:${PORT}/app\nURL=${SCHEME}${HOST}\n"
		}), false},
		tc{"ts-variable-concat", "src/billing.ts", str(func() string {
			v := stripe()
			return "import Stripe from \"stripe\";\n\nconst a = \"" + v[:18] + "\";\nconst b = \"" + v[18:] + "\";\n" +
				"export const stripe = new Stripe(a + b, { apiVersion: \"2024-06-20\" });\n"
		}), true},
		tc{"python-fstring-halves", "a.py", str(func() string {
			v := gh()
			return "a: str = '" + v[:20] + "'\nb = '" + v[20:] + "'\nheaders = {'Authorization': f'token {a}{b}'}\n"
		}), true},
		tc{"variable-concat-clean", "a.ts", str(func() string {
			return "const a = \"sk_live_\";\nconst b = \"placeholder\";\nconst prefix = a + b;\nconst base = \"/api\";\nconst u = base + path;\n"
		}), false},
	)
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			data := c.data()
			var fs []Finding
			v, kind := TextView(data)
			fs = append(fs, s.Scan(Input{Path: c.path, Data: v, Binary: kind == ViewBinary})...)
			more, _ := s.ScanMembers(c.path, data)
			fs = append(fs, more...)
			got := false
			for _, f := range fs {
				if f.Blocks() {
					got = true
					if kind == ViewText && f.Path == c.path && (f.Start < 0 || f.End > len(data) || f.Start >= f.End) {
						t.Errorf("span %d..%d of %d bytes", f.Start, f.End, len(data))
					}
				}
			}
			if got != c.want {
				var rules []string
				for _, f := range fs {
					rules = append(rules, f.Rule+"@"+f.Path)
				}
				t.Errorf("blocked %v, want %v (findings: %v)", got, c.want, rules)
			}
		})
	}
}

// TestAssembledSpans: what scrub writes over a token put together from
// parts: the piece it starts in, a joined list whole, codes as codes.
func TestAssembledSpans(t *testing.T) {
	s := newScanner(t, Options{})
	g := scantest.New(2612)
	v := value(g, "github-pat")
	env := "GH_A=" + v[:22] + "\nGH_B=" + v[22:] + "\nGITHUB_TOKEN=${GH_A}${GH_B}\n"
	fs := s.Scan(Input{Data: []byte(env)})
	if len(fs) != 1 || env[fs[0].Start:fs[0].End] != v[:22] || fs[0].Line != 1 || fs[0].Encoding != EncConcat {
		t.Errorf("template: %+v", fs)
	}
	var codes []string
	for _, c := range v {
		codes = append(codes, fmt.Sprint(int(c)))
	}
	js := "const k = String.fromCharCode(" + strings.Join(codes, ", ") + ");\n"
	fs = s.Scan(Input{Data: []byte(js)})
	if len(fs) != 1 || js[fs[0].Start:fs[0].End] != strings.Join(codes, ", ") || fs[0].Encoding != "charcodes" {
		t.Fatalf("codes: %+v", fs)
	}
	if again := s.Scan(Input{Data: []byte(js[:fs[0].Start] + fs[0].Replace + js[fs[0].End:])}); len(again) != 0 {
		t.Errorf("the replacement's codes still spell a token: %+v", again)
	}
	py := "T = \"\".join([\"" + v[:10] + "\", \"" + v[10:] + "\"])\n"
	fs = s.Scan(Input{Data: []byte(py)})
	if len(fs) != 1 || py[fs[0].Start:fs[0].End] != v[:10]+`", "`+v[10:] {
		t.Errorf("join: %+v", fs)
	}
}

func gzipOf(b []byte) []byte {
	var out bytes.Buffer
	w := gzip.NewWriter(&out)
	w.Write(b)
	w.Close()
	return out.Bytes()
}

func zlibOf(b []byte) []byte {
	var out bytes.Buffer
	w := zlib.NewWriter(&out)
	w.Write(b)
	w.Close()
	return out.Bytes()
}

func utf16le(s string) []byte {
	var out []byte
	for _, u := range utf16.Encode([]rune(s)) {
		out = append(out, byte(u), byte(u>>8))
	}
	return out
}

// pdfOf is a one-page PDF whose page text is a FlateDecode stream.
func pdfOf(text string) []byte {
	stream := zlibOf([]byte("BT /F1 11 Tf 72 720 Td (" + text + ") Tj ET\n"))
	var b bytes.Buffer
	b.WriteString("%PDF-1.4\n%\xe2\xe3\xcf\xd3\n1 0 obj\n<< /Type /Catalog /Pages 2 0 R >>\nendobj\n")
	fmt.Fprintf(&b, "4 0 obj\n<< /Length %d /Filter /FlateDecode >>\nstream\n", len(stream))
	b.Write(stream)
	b.WriteString("\nendstream\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n")
	return b.Bytes()
}

// pngOf is a 1x1 PNG with extra chunks (type and data) before its image.
func pngOf(extra ...[]byte) []byte {
	var out bytes.Buffer
	out.WriteString("\x89PNG\r\n\x1a\n")
	chunk := func(c []byte) {
		binary.Write(&out, binary.BigEndian, uint32(len(c)-4))
		out.Write(c)
		binary.Write(&out, binary.BigEndian, crc32.ChecksumIEEE(c))
	}
	chunk([]byte("IHDR\x00\x00\x00\x01\x00\x00\x00\x01\x08\x00\x00\x00\x00"))
	for _, e := range extra {
		chunk(e)
	}
	chunk(append([]byte("IDAT"), zlibOf([]byte{0, 0x80})...))
	chunk([]byte("IEND"))
	return out.Bytes()
}

// docxOf is a Word document whose body holds the paragraphs given.
func docxOf(paras string) []byte {
	var out bytes.Buffer
	z := zip.NewWriter(&out)
	w, _ := z.Create("[Content_Types].xml")
	w.Write([]byte(`<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"/>`))
	w, _ = z.Create("word/document.xml")
	w.Write([]byte(`<?xml version="1.0" encoding="UTF-8" standalone="yes"?>` + "\n" +
		`<w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body>` + paras + `</w:body></w:document>`))
	z.Close()
	return out.Bytes()
}

package scan

import (
	"archive/tar"
	"bytes"
	"compress/zlib"
	"encoding/base64"
	"encoding/binary"
	"encoding/hex"
	"fmt"
	"math"
	"strconv"
	"strings"
	"testing"
	"unicode/utf16"

	"github.com/hookd/hookd/scan/scantest"
)

// The thirteenth blind set of pushes, in spellings of our own: the layouts
// of tools that keep a password as a plain value, kinds of secret named by
// their structure, constructs and carriers that build or spell a token,
// and containers. Every secret is made at test time; each class has
// look-alikes that must pass.
func TestBlind13Layouts(t *testing.T) {
	g := scantest.New(1313)
	pw := g.Str(scantest.Lower, 5) + g.Str(scantest.Upper, 4) + g.Str(scantest.Digits, 4) + "#" + g.Str(scantest.Alnum, 6)
	tok := ghToken40(t, 131)
	utf16le := func(s string) []byte {
		var b []byte
		for _, u := range utf16.Encode([]rune(s)) {
			b = append(b, byte(u), byte(u>>8))
		}
		return b
	}
	uuid := g.Str(scantest.Hex, 8) + "-" + g.Str(scantest.Hex, 4) + "-" + g.Str(scantest.Hex, 4) + "-" + g.Str(scantest.Hex, 4) + "-" + g.Str(scantest.Hex, 12)
	var codes strings.Builder
	for range 12 {
		codes.WriteString(g.Str(scantest.Hex, 5) + "-" + g.Str(scantest.Hex, 5) + "\n")
	}
	shares := ""
	for i := range 3 {
		shares += fmt.Sprintf("Recovery Key %d: %s\n", i+1, base64.StdEncoding.EncodeToString([]byte(g.Str(scantest.Alnum, 33))))
	}
	for _, c := range []struct{ path, text string }{
		{"state/staging.tfstate", "{\n  \"resources\": [\n    {\n      \"mode\": \"managed\",\n      \"type\": \"random_password\",\n      \"name\": \"api\",\n      \"instances\": [\n        {\n          \"attributes\": {\n            \"length\": 24,\n            \"result\": \"" + pw + "\",\n            \"special\": true\n          }\n        }\n      ]\n    }\n  ]\n}\n"},
		{"home/.subversion/auth/svn.simple/0f1e", "K 8\npasstype\nV 6\nsimple\nK 8\npassword\nV " + strconv.Itoa(len(pw)) + "\n" + pw + "\nK 8\nusername\nV 4\nbob1\nEND\n"},
		{"home/.local/share/python_keyring/keyring_pass.cfg", "[twine_2Dprod]\nrelease_2Dbot = " + base64.StdEncoding.EncodeToString([]byte(pw)) + "\n"},
		{"envs/.condarc", "channels:\n  - https://conda.anaconda.org/t/" + g.Str(scantest.Lower, 2) + "-" + uuid + "/labs\n"},
		{"tools/upload.curlrc", "silent\nuser = \"uploader:" + pw + "\"\n"},
		{"App/Info.plist", "<dict>\n\t<key>StripeSecretKey</key>\n\t<string>" + pw + "</string>\n</dict>\n"},
		{"images/unattend.xml", "<UserAccounts>\n  <LocalAccounts><LocalAccount>\n    <Password>\n      <Value>" + base64.StdEncoding.EncodeToString(utf16le(pw+"Password")) + "</Value>\n      <PlainText>false</PlainText>\n    </Password>\n  </LocalAccount></LocalAccounts>\n</UserAccounts>\n"},
		{"group_vars/web.yml", "smtp_relay_password: !unsafe \"" + pw[:8] + "{{" + pw[8:] + "\"\n"},
		{".gitlab-ci.yml", "variables:\n  DEPLOY_TOKEN:\n    description: \"robot\"\n    value: '" + pw + "'\n"},
		{"etc/dovecot/users", "mail:{PLAIN}" + pw + ":5000:5000::/var/mail\n"},
		{"docs/ops/recovery.txt", shares},
		{"truffle-config.js", "networks: { live: { accounts: ['" + g.Str(scantest.Hex, 64) + "'] } }\n"},
		{"server/token.py", "encoded = jwt.encode(claims, '" + pw + "', algorithm='HS512')\n"},
		{"ops/tailnet.sh", "tailscale up --auth-key=tskey-client-k" + g.Str(scantest.Alnum, 9) + "CNTRL-" + g.Str(scantest.Alnum, 30) + "\n"},
		{"conf/.htdigest", "admin:Staff Area:" + g.Str(scantest.Hex, 32) + "\n"},
		{"backup/gh-codes.txt", codes.String()},
	} {
		if !blocks(t, c.path, c.text) {
			t.Errorf("%s: passed:\n%s", c.path, c.text)
		}
	}
	for _, c := range []struct{ path, text string }{
		{"deploy/addresses.json", "{\"router\": \"0x" + g.Str(scantest.Hex, 40) + "\", \"token\": \"0x" + g.Str(scantest.Hex, 40) + "\"}\n"},
		{"state/staging.tfstate", "{\n  \"resources\": [\n    {\n      \"type\": \"random_id\",\n      \"instances\": [{\"attributes\": {\"hex\": \"" + g.Str(scantest.Hex, 8) + "\", \"b64_std\": \"x2Pq1w==\"}}]\n    }\n  ]\n}\n"},
		{"home/.subversion/auth/svn.username/0f1e", "K 15\nsvn:realmstring\nV 12\nhttps://svn1\nK 8\nusername\nV 4\nbob1\nEND\n"},
		{"tools/api.curlrc", "header = \"Accept: application/json\"\nuser-agent = \"tools/2.0\"\n"},
		{"App/Info.plist", "<dict>\n\t<key>CFBundleName</key>\n\t<string>Acme</string>\n\t<key>TokenEndpoint</key>\n\t<string>https://auth.example.com/token</string>\n</dict>\n"},
		{"images/unattend.xml", "<AdministratorPassword>\n  <Value>*SENSITIVE*DATA*DELETED*</Value>\n</AdministratorPassword>\n"},
		{"group_vars/all.yml", "banner: !unsafe 'Hello {{ user }}'\n"},
		{".gitlab-ci.yml", "variables:\n  DEPLOY_ENV:\n    value: \"staging\"\n    description: \"target\"\n"},
		{"deploy/htpasswd", "ops:$apr1$" + g.Str(scantest.Alnum, 8) + "$" + g.Str(scantest.Alnum, 22) + "\n"},
		{"docs/vault.md", "Unseal Key 1: <first share>\nThreshold 3\n"},
		{"hardhat.config.ts", "accounts: [process.env.PRIVATE_KEY!],\n"},
		{"server/verify.py", "claims = jwt.decode(token, public_key, algorithms=['RS256'])\n"},
		{"ops/tailnet.sh", "tailscale up --auth-key=\"$TS_KEY\"\n"},
		{"notes/ids.txt", "a1b2c-d3e4f\nnot a code\n"},
		{"forum/links.md", "See https://discourse.example.org/t/installing-with-conda-forge/4812 for details.\n"},
	} {
		if blocks(t, c.path, c.text) {
			t.Errorf("%s: blocked:\n%s", c.path, c.text)
		}
	}
	_ = tok
}

// Constructs and carriers: the printf pieces appended to one file, escaped
// literals joined inside a string that is code, strace's split writes,
// hexdump's words, colours, float64s, spelling words, and twenty display
// prefixes before the real one.
func TestBlind13Constructs(t *testing.T) {
	tok := ghToken40(t, 132)
	words := func(s string) string {
		names := strings.Fields("alfa bravo charlie delta echo foxtrot golf hotel india juliett kilo lima mike november oscar papa quebec romeo sierra tango uniform victor whiskey xray yankee zulu")
		digits := strings.Fields("zero one two three four five six seven eight nine")
		var w []string
		for _, c := range s {
			switch {
			case c >= 'a' && c <= 'z':
				w = append(w, names[c-'a'])
			case c >= 'A' && c <= 'Z':
				w = append(w, strings.ToUpper(names[c-'A']))
			case c >= '0' && c <= '9':
				w = append(w, digits[c-'0'])
			default:
				w = append(w, "underscore")
			}
		}
		return strings.Join(w, " ")
	}
	colours := func(b []byte) string {
		for len(b)%3 != 0 {
			b = append(b, ' ')
		}
		var out strings.Builder
		for i := 0; i < len(b); i += 3 {
			fmt.Fprintf(&out, "  --c%d: #%s;\n", i, hex.EncodeToString(b[i:i+3]))
		}
		return out.String()
	}
	floats := func(b []byte) string {
		for len(b)%8 != 0 {
			b = append(b, ' ')
		}
		var f []string
		for i := 0; i < len(b); i += 8 {
			f = append(f, strconv.FormatFloat(math.Float64frombits(binary.LittleEndian.Uint64(b[i:])), 'g', -1, 64))
		}
		return "{\"scale\": [" + strings.Join(f, ", ") + "]}\n"
	}
	hexdump := func(b []byte) string {
		var out strings.Builder
		for i := 0; i < len(b); i += 16 {
			fmt.Fprintf(&out, "%07x", i)
			for j := i; j < min(i+16, len(b)); j += 2 {
				hi := byte(0)
				if j+1 < len(b) {
					hi = b[j+1]
				}
				fmt.Fprintf(&out, " %02x%02x", hi, b[j])
			}
			out.WriteString("\n")
		}
		return out.String()
	}
	var prefixes strings.Builder
	for i := range 20 {
		fmt.Fprintf(&prefixes, "SAMPLE_%d = \"ghp_%04d\"\nSHOWN_%d = SAMPLE_%d + DOTS\n", i, i, i, i)
	}
	for _, c := range []struct{ path, text string }{
		{"bin/login.sh", "printf '%s' '" + tok[:7] + "' > \"$HOME/.tok\"\necho ok\nprintf '%s' '" + tok[7:] + "' >> \"$HOME/.tok\"\n"},
		{"app/build.gradle", "buildConfigField \"String\", \"FEED\", \"\\\"" + tok[:9] + "\\\" + \\\"" + tok[9:] + "\\\"\"\n"},
		{"logs/run.strace", "311 write(1, \"{\\\"key\\\": \\\"" + tok[:11] + "\", 17) = 17\n311 write(1, \"" + tok[11:] + "\\\"}\\n\", 32) = 32\n"},
		{"logs/dump.txt", "$ hexdump .env\n" + hexdump([]byte("A=1\nGH_TOKEN="+tok+"\n"))},
		{"theme/colors.css", ":root {\n" + colours([]byte("GH_TOKEN="+tok)) + "}\n"},
		{"model/params.json", floats([]byte(tok))},
		{"docs/phone.md", "```\n" + words(tok) + "\n```\n"},
		{"lib/display.py", prefixes.String() + "HEAD = \"" + tok[:14] + "\"\nTAIL = \"" + tok[14:] + "\"\nTOKEN = HEAD + TAIL\n"},
	} {
		if !blocks(t, c.path, c.text) {
			t.Errorf("%s: passed:\n%s", c.path, c.text)
		}
	}
	for _, c := range []struct{ path, text string }{
		{"bin/cfg.sh", "printf '%s\\n' 'color: auto' > \"$HOME/.cfg\"\nprintf '%s\\n' 'pager: less' >> \"$HOME/.cfg\"\n"},
		{"app/build.gradle", "buildConfigField \"String\", \"HOST\", \"\\\"api.\\\" + \\\"example.com\\\"\"\n"},
		{"logs/run.strace", "311 write(1, \"hello, \", 7) = 7\n311 write(1, \"world\\n\", 6) = 6\n"},
		{"logs/dump.txt", hexdump([]byte("LOG_LEVEL=debug\nPORT=8080\nREGION=eu-west-1\n"))},
		{"theme/colors.css", ":root {\n  --a: #1a73e8;\n  --b: #34a853;\n  --c: #fbbc05;\n  --d: #ea4335;\n  --e: #202124;\n  --f: #5f6368;\n  --g: #e8eaed;\n  --h: #ffffff;\n  --i: #000000;\n}\n"},
		{"model/params.json", "{\"scale\": [0.125, -0.3330078125, 1e-05, 2.5e+03]}\n"},
		{"docs/phone.md", "alfa bravo charlie delta echo foxtrot golf hotel india juliett kilo lima mike november oscar papa quebec\n"},
		{"lib/display.py", prefixes.String()},
	} {
		if blocks(t, c.path, c.text) {
			t.Errorf("%s: blocked:\n%s", c.path, c.text)
		}
	}
}

// Containers: a tar member of type '7', Firefox's mozLz40, a Mercurial
// HG10GZ bundle, a class file's string constants and a PDF literal
// string in octal escapes.
func TestBlind13Containers(t *testing.T) {
	tok := ghToken40(t, 133)
	s := newScanner(t, Options{})
	tarOf := func(name string, flag byte, body string) []byte {
		var b bytes.Buffer
		w := tar.NewWriter(&b)
		w.WriteHeader(&tar.Header{Name: name, Typeflag: flag, Mode: 0o644, Size: int64(len(body)), Format: tar.FormatGNU})
		w.Write([]byte(body))
		w.Close()
		return b.Bytes()
	}
	mozlz4 := func(text string) []byte {
		// One LZ4 sequence of literals only.
		blk := []byte{0xf0}
		n := len(text) - 15
		for ; n >= 255; n -= 255 {
			blk = append(blk, 255)
		}
		blk = append(append(blk, byte(n)), text...)
		return append(binary.LittleEndian.AppendUint32([]byte("mozLz40\x00"), uint32(len(text))), blk...)
	}
	hg := func(text string) []byte {
		var z bytes.Buffer
		w := zlib.NewWriter(&z)
		w.Write([]byte("\x00\x00\x00\x40changegroup\x00" + text))
		w.Close()
		return append([]byte("HG10GZ"), z.Bytes()...)
	}
	class := func(a, b string) []byte {
		u := func(s string) []byte { return append(binary.BigEndian.AppendUint16([]byte{1}, uint16(len(s))), s...) }
		ref := func(tag byte, i int) []byte { return binary.BigEndian.AppendUint16([]byte{tag}, uint16(i)) }
		pool := [][]byte{u("demo/Keys"), ref(7, 1), u(a), ref(8, 3), u("java/lang/Object"), ref(7, 5), u("get"), u(b), ref(8, 8)}
		out := binary.BigEndian.AppendUint16([]byte{0xca, 0xfe, 0xba, 0xbe, 0, 0, 0, 61}, uint16(len(pool)+1))
		for _, p := range pool {
			out = append(out, p...)
		}
		return append(out, 0, 0x21, 0, 2, 0, 6, 0, 0, 0, 0, 0, 0, 0, 0)
	}
	octal := func(s string) string {
		var b strings.Builder
		for _, c := range []byte(s) {
			fmt.Fprintf(&b, "\\%03o", c)
		}
		return b.String()
	}
	pdf := func(shown string) []byte {
		var z bytes.Buffer
		w := zlib.NewWriter(&z)
		w.Write([]byte("BT /F1 10 Tf 50 700 Td (" + shown + ") Tj ET\n"))
		w.Close()
		return []byte(fmt.Sprintf("%%PDF-1.4\n%%\xe2\xe3\xcf\xd3\n4 0 obj\n<< /Length %d /Filter /FlateDecode >>\nstream\n%s\nendstream\nendobj\n%%%%EOF\n", z.Len(), z.Bytes()))
	}
	for _, c := range []struct {
		name string
		data []byte
		want bool
	}{
		{"tar type 7", tarOf("srv/.env", tar.TypeCont, "GH_TOKEN="+tok+"\n"), true},
		{"tar type 7, clean", tarOf("srv/README", tar.TypeCont, "restore with tar -x\n"), false},
		{"mozlz4", mozlz4(`{"formdata":{"token":"` + tok + `"}}`), true},
		{"mozlz4, clean", mozlz4(`{"windows":[{"tabs":[{"url":"https://example.com/"}]}]}`), false},
		{"HG10GZ", hg("\n.env\x00GH_TOKEN=" + tok + "\n"), true},
		{"HG10GZ, clean", hg("\nREADME\x00docs of the old runners\n"), false},
		{"class constants", class(tok[:8], tok[8:]), true},
		{"class constants, clean", class("Hello, ", "world"), false},
		{"pdf octal", pdf("token " + octal(tok)), true},
		{"pdf octal, clean", pdf("Menu \\050soup\\051 and bread"), false},
	} {
		if got := membersBlock(t, s, c.data); got != c.want {
			t.Errorf("%s: blocked %v, want %v", c.name, got, c.want)
		}
	}
}

package scan

import (
	"encoding/hex"
	"strings"
	"testing"

	"github.com/hookd/hookd/scan/scantest"
)

// TestNormalForms: each form of normalisation, one test each, with a
// negative beside it (the same shape holding no secret, or a secret whose
// parts are not joined by the language).
func TestNormalForms(t *testing.T) {
	s := newScanner(t, Options{})
	g := scantest.New(2526)
	tok := func() (string, string, string) {
		v := value(g, "github-pat")
		k := len(v) / 2
		return v, v[:k], v[k:]
	}
	cases := []struct {
		name string
		text func() string
		want bool
	}{
		{"zero-width-space", func() string { v, a, b := tok(); _ = v; return "Use the token " + a + "\u200b" + b + " to log in.\n" }, true},
		{"zero-width-joiner", func() string { _, a, b := tok(); return "token: " + a + "\u200d" + b + "\n" }, true},
		{"soft-hyphen", func() string { _, a, b := tok(); return "<p>Your key is " + a + "\u00ad" + b + ".</p>\n" }, true},
		{"python-adjacent", func() string { _, a, b := tok(); return "TOKEN = (\n    \"" + a + "\"\n    \"" + b + "\"\n)\n" }, true},
		{"python-adjacent-single", func() string { _, a, b := tok(); return "TOKEN = (\n    '" + a + "'\n    '" + b + "'\n)\n" }, true},
		{"shell-continuation", func() string { _, a, b := tok(); return "export GH_TOKEN=" + a + "\\\n" + b + "\n" }, true},
		{"js-plus-newline", func() string { _, a, b := tok(); return "const t = \"" + a + "\" +\n  \"" + b + "\";\n" }, true},
		{"plus-leading", func() string { _, a, b := tok(); return "String t = \"" + a + "\"\n    + \"" + b + "\";\n" }, true},
		{"php-dot", func() string { _, a, b := tok(); return "$t = '" + a + "' .\n  '" + b + "';\n" }, true},
		{"three-lines", func() string {
			v, _, _ := tok()
			return "k = (\"" + v[:10] + "\"\n\"" + v[10:25] + "\"\n\"" + v[25:] + "\")\n"
		}, true},
		// Negatives: ordinary joined text and invisible characters in prose.
		{"joined-prose", func() string { return "msg := \"hello, \" +\n\t\"world\"\nx := `a` + \\\n b\n" }, false},
		{"zwsp-prose", func() string { return "word\u200bbreak and soft\u00adhyphen in ordinary text\n" }, false},
		{"separate-lists", func() string { _, a, b := tok(); return "names = [\n  \"" + a + "\",\n  \"" + b + "\",\n]\n" }, false},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			text := c.text()
			fs := s.Scan(Input{Path: "f", Data: []byte(text)})
			got := false
			for _, f := range fs {
				if f.Blocks() {
					got = true
					if f.Rule != "github-pat" {
						t.Errorf("rule %s", f.Rule)
					}
					if f.Line < 1 || f.Start < 0 || f.End > len(text) || f.Start >= f.End {
						t.Errorf("span %d..%d line %d", f.Start, f.End, f.Line)
					}
				}
			}
			if got != c.want {
				t.Errorf("blocked %v, want %v: %q", got, c.want, Mask(text)+" "+strings.Split(text, "\n")[0][:min(20, len(text))])
			}
		})
	}
}

// TestFormatViews: each format view finds the value its layout names as a
// secret, and leaves alone the same layouts holding a reference, an empty
// value or a name that is not a secret's.
func TestFormatViews(t *testing.T) {
	s := newScanner(t, Options{})
	g := scantest.New(2528)
	pw := func() string {
		return g.Str(scantest.Lower, 4) + g.Str(scantest.Upper, 3) + g.Str(scantest.Digits, 4) + g.Str(scantest.Alnum, 5)
	}
	cases := []struct {
		name, path, text string
		want             bool
	}{
		{"k8s-env", "deploy.yaml", "env:\n  - name: DB_PASSWORD\n    value: \"" + pw() + "\"\n", true},
		{"k8s-env-plain", "deploy.yaml", "env:\n  - name: API_TOKEN\n    value: " + pw() + "\n", true},
		{"terraform-default", "vars.tf", "variable \"db_password\" {\n  type    = string\n  default = \"" + pw() + "\"\n}\n", true},
		{"netrc-lines", ".netrc", "machine api.example.com\n  login ci\n  password " + pw() + "\n", true},
		{"pgpass", "home/.pgpass", "db.example.com:5432:app:app:" + pw() + "\n", true},
		{"k8s-env-flow", "deploy.yaml", "env: [{name: API_KEY, value: \"" + pw() + "\"}]\n", true},
		{"terraform-one-line", "vars.tf", "variable \"api_token\" { default = \"" + pw() + "\" }\n", true},
		{"netrc-default", ".netrc", "machine a.example.com login a password $X\ndefault\n  login ci\n  password " + pw() + "\n", true},
		{"sql-alter-user", "init.sql", "ALTER USER postgres PASSWORD '" + pw() + "';\n", true},
		{"call-identifier-args", "mail.py", "server.login(SMTP_USER, '" + pw() + "')\n", true},
		{"k8s-flow-not-secret", "deploy.yaml", "env: [{name: LOG_FORMAT, value: \"" + pw() + "\"}]\n", false},
		{"call-identifier-password", "mail.py", "server.login(user, password)\n", false},
		{"k8s-secret-ref", "deploy.yaml", "env:\n  - name: DB_PASSWORD\n    valueFrom:\n      secretKeyRef: {name: db, key: pw}\n", false},
		{"k8s-not-secret", "deploy.yaml", "env:\n  - name: LOG_FORMAT\n    value: \"" + pw() + "\"\n", false},
		{"terraform-no-default", "vars.tf", "variable \"db_password\" {\n  type      = string\n  sensitive = true\n}\nlocals {\n  default = \"" + pw() + "\"\n}\n", false},
		{"terraform-empty", "vars.tf", "variable \"api_token\" {\n  default = \"\"\n}\n", false},
		{"netrc-variable", ".netrc", "machine api.example.com\n  login ci\n  password $NETRC_PASSWORD\n", false},
		{"pgpass-wildcard", ".pgpass", "*:*:*:app:*\n# host:port:db:user:" + pw() + "\n", false},
		{"colons-elsewhere", "notes.txt", "db.example.com:5432:app:app:" + pw() + "\n", false},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			got := false
			for _, f := range s.Scan(Input{Path: c.path, Data: []byte(c.text)}) {
				if f.Blocks() {
					got = true
					if v := c.text[f.Start:f.End]; strings.ContainsAny(v, "\n:=\"") {
						t.Errorf("span %q is not the value", Mask(v))
					}
				}
			}
			if got != c.want {
				t.Errorf("blocked %v, want %v", got, c.want)
			}
		})
	}
}

// TestHexRuns: a token written as hex is decoded and found, on a line that
// names a secret or where the run starts with a known prefix's hex; a hex
// digest is not text and is left alone.
func TestHexRuns(t *testing.T) {
	s := newScanner(t, Options{})
	g := scantest.New(2530)
	tok := value(g, "github-pat")
	enc := hex.EncodeToString([]byte(tok))
	for _, line := range []string{"api_token_hex = \"" + enc + "\"\n", "blob: " + enc + "\n", "KEY=" + strings.ToUpper(enc) + "\n"} {
		fs := s.Scan(Input{Data: []byte(line)})
		if len(fs) != 1 || fs[0].Rule != "github-pat" || line[fs[0].Start:fs[0].End] != enc && line[fs[0].Start:fs[0].End] != strings.ToUpper(enc) {
			t.Errorf("%q: %+v", Mask(line), fs)
		}
	}
	digest := "token_sha256 = \"" + g.Str(scantest.Hex, 64) + "\"\n"
	for _, f := range s.Scan(Input{Data: []byte(digest)}) {
		if f.Encoding != "" {
			t.Errorf("digest decoded: %+v", f)
		}
	}
}

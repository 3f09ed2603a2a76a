package scan

import (
	"encoding/base64"
	"fmt"
	"strings"
	"testing"

	"github.com/hookd/hookd/scan/scantest"
)

func TestDerivedSpansAndReplacements(t *testing.T) {
	s := newScanner(t, Options{})
	v, _ := scantest.New(21).Value("github-pat")
	a, b := v[:10], v[10:]

	// Joined: the span runs from the token's first byte in the first
	// piece to its last in the second; the text before it stays.
	line := `msg := "token=` + a + `" + "` + b + `"`
	fs := s.Scan(Input{Data: []byte(line)})
	if len(fs) != 1 || fs[0].Rule != "github-pat" || fs[0].Encoding != EncConcat {
		t.Fatalf("joined: %+v", fs)
	}
	if got := line[fs[0].Start:fs[0].End]; got != a+`" + "`+b {
		t.Errorf("joined span %q", got)
	}

	// Base64: the span is the run; the replacement decodes to the rule's.
	enc := base64.StdEncoding.EncodeToString([]byte(v))
	line = "auth_token: " + enc
	fs = s.Scan(Input{Data: []byte(line)})
	if len(fs) != 1 || fs[0].Rule != "github-pat" || fs[0].Encoding != EncBase64 || line[fs[0].Start:fs[0].End] != enc {
		t.Fatalf("base64: %+v", fs)
	}
	if dec, _ := base64.StdEncoding.DecodeString(fs[0].Replace); string(dec) != "REDACTED-GITHUB-TOKEN" || strings.Contains(fs[0].Secret, enc[8:]) {
		t.Errorf("base64 replacement %q, mask %q", fs[0].Replace, fs[0].Secret)
	}
	clean := line[:fs[0].Start] + fs[0].Replace
	if again := s.Scan(Input{Data: []byte(clean)}); len(again) != 0 {
		t.Errorf("replacement still found: %+v", again)
	}

	// The same run with no secret-naming context and no encoded prefix is
	// not decoded: "notes" does not mark the line.
	if fs := s.Scan(Input{Data: []byte("notes " + base64.StdEncoding.EncodeToString([]byte("just some words, nothing else")))}); len(fs) != 0 {
		t.Errorf("plain base64 text: %+v", fs)
	}

	// Kubernetes Secret: any key under data: is judged as a secret.
	pw := "Xk29" + "fjQ2%Lm81vTz"
	doc := "kind: Secret\nmetadata:\n  name: x\ndata:\n  db-pass: " + base64.StdEncoding.EncodeToString([]byte(pw)) + "\n  user: " +
		base64.StdEncoding.EncodeToString([]byte("app")) + "\nstringData: {}\n"
	fs = s.Scan(Input{Data: []byte(doc)})
	if len(fs) != 1 || fs[0].Rule != "generic-secret" || fs[0].Line != 5 || fs[0].Encoding != EncBase64 {
		t.Fatalf("kubernetes secret: %+v", fs)
	}
	// Outside data: the same value is not decoded (under a key that does
	// not name a password: db-pass would judge the encoded text itself).
	if fs := s.Scan(Input{Data: []byte(strings.Replace(strings.Replace(doc, "\ndata:", "\nlabels:", 1), "db-pass", "db-hash", 1))}); len(fs) != 0 {
		t.Errorf("outside data: %+v", fs)
	}
}

func TestBinaryRuns(t *testing.T) {
	s := newScanner(t, Options{})
	v, _ := scantest.New(22).Value("slack-token")
	// A token inside a binary blocks; a compiled program's run of keyword
	// literals, a generic assignment and a host name there do not.
	// Pieces joined at run time (not by adjacent literals or a list of
	// literals joined, which the scanner joins too): this file must not
	// trip the project's own push.
	table := "stdoutftp://" + strings.Join(strings.Fields("glpat glptt twilioshpat_shpca_shppa_xoxb xoxp"), "-") + "-"
	assign := fmt.Sprintf("%s = %s", "password", "Xk29fjQ2Lm81vTzq7")
	host := strings.Join(strings.Fields("go shape internal"), ".")
	bin := []byte("\x7fELF\x00\x00config: " + v + "\x00\x01" + table + strings.Repeat("ab", 10) + "\x00" +
		assign + "\x00" + host + "\x00")
	view, kind := TextView(bin)
	if kind != ViewBinary {
		t.Fatalf("kind %s", kind)
	}
	fs := s.Scan(Input{Data: view, Binary: true})
	var blocking []string
	for _, f := range fs {
		if f.Blocks() {
			blocking = append(blocking, f.Rule)
		}
		if f.Encoding != EncBinary {
			t.Errorf("%s: encoding %q", f.Rule, f.Encoding)
		}
	}
	if len(blocking) != 1 || blocking[0] != "slack-token" {
		t.Errorf("blocking %v, want only the slack token (all: %+v)", blocking, fs)
	}
	// The same text, not marked binary, blocks on more.
	if n := len(s.Scan(Input{Data: view})); n <= len(fs) {
		t.Errorf("as text: %d findings, as binary %d", n, len(fs))
	}
}

package scan

import (
	"bytes"
	"encoding/binary"
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/hookd/hookd/scan/scantest"
)

// TestPaddedText: text that is binary only by NUL padding before or after
// it, or by NULs between its records, is read as text, so a password that
// only its name gives away is found; binary files proper stay binary.
func TestPaddedText(t *testing.T) {
	g := scantest.New(5)
	pw := g.Str("abcdefghijkmnpqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ23456789", 18)
	s, err := New(Options{})
	if err != nil {
		t.Fatal(err)
	}
	for name, data := range map[string]string{
		"leading NULs":         "\x00\x00\x00\x00SMTP_HOST=mail.internal\nSMTP_PASSWORD=" + pw + "\n",
		"leading controls":     "\x01\x02\x00\x1f\r\nREDIS_URL=redis://cache:" + pw + "@redis-prd.internal:6379/0\n",
		"trailing padding":     "[client]\nuser=report\npassword=" + pw + "\n" + strings.Repeat("\x00", 512),
		"environment block":    "HOME=/srv/app\x00LANG=C.UTF-8\x00MYSQL_PASSWORD=" + pw + "\x00PATH=/usr/bin\x00\x00",
		"print0 with newlines": "config/app.yml\x00db:\n  user: app\n  password: " + pw + "\n\x00",
	} {
		view, kind := TextView([]byte(data))
		if kind != ViewPadded {
			t.Errorf("%s: read as %q", name, kind)
			continue
		}
		if len(view) != len(data) {
			t.Errorf("%s: the view is %d bytes, the data %d: offsets would move", name, len(view), len(data))
		}
		blocks := false
		for _, f := range s.Scan(Input{Path: "dump.bin", Data: view, Binary: kind == ViewBinary}) {
			blocks = blocks || f.Blocks()
		}
		if !blocks {
			t.Errorf("%s: the password is not found", name)
		}
	}

	// Binary content: other control bytes or bytes that are not UTF-8
	// between the padding, a binary format's signature, or text too
	// sparse among the NULs.
	rnd := rand.New(rand.NewPCG(9, 9))
	noise := make([]byte, 4096)
	for i := range noise {
		noise[i] = byte(rnd.UintN(256))
	}
	var table bytes.Buffer // a string table with its lengths
	for _, w := range []string{"password", "token", "secret_key", "api_key"} {
		_ = binary.Write(&table, binary.LittleEndian, uint32(len(w)))
		table.WriteString(w + "=%s")
	}
	for name, data := range map[string][]byte{
		"random":           noise,
		"length-prefixed":  table.Bytes(),
		"elf":              append([]byte("\x7fELF\x02\x01\x01\x00\x00\x00\x00\x00"), "password=hunter2hunter2\x00"...),
		"png":              append([]byte("\x89PNG\r\n\x1a\n\x00\x00\x00\x0dIHDR"), "tEXtComment\x00password=x"...),
		"latin-1":          []byte("\x00\x00caf\xe9 au lait password=" + pw + "\n"),
		"sparse":           []byte("a\x00\x00\x00b\x00\x00\x00c\x00\x00\x00d\x00\x00\x00e\x00\x00\x00f\x00\x00\x00g\x00\x00\x00h\x00"),
		"all NUL":          make([]byte, 1024),
		"short":            []byte("\x00\x00ab\x00"),
		"utf-16 mark":      append([]byte{0xff, 0xfe}, []byte("p\x00w\x00=\x00x\x00")...),
		"ordinary in text": []byte("no NUL here: password=" + pw + "\n"),
	} {
		if PaddedText(data) {
			t.Errorf("%s: taken for padded text", name)
		}
	}
}

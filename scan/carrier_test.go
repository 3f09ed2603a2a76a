package scan

import (
	"archive/tar"
	"bytes"
	"compress/flate"
	"crypto/ecdsa"
	"crypto/ed25519"
	"crypto/elliptic"
	"crypto/rand"
	"crypto/rsa"
	"crypto/x509"
	"encoding/ascii85"
	"encoding/hex"
	"fmt"
	"math/big"
	"testing"

	"github.com/hookd/hookd/scan/scantest"
)

// membersBlock reports whether any member of data (as ScanMembers reads
// them) has a blocking finding.
func membersBlock(t *testing.T, s *Scanner, data []byte) bool {
	t.Helper()
	fs, err := s.ScanMembers("f", data)
	if err != nil {
		t.Fatalf("ScanMembers: %v", err)
	}
	for _, f := range fs {
		if f.Blocks() {
			return true
		}
	}
	return false
}

func deflateRaw(b []byte) []byte {
	var out bytes.Buffer
	w, _ := flate.NewWriter(&out, flate.DefaultCompression)
	w.Write(b)
	w.Close()
	return out.Bytes()
}

// pdfWith is a minimal PDF whose one content stream has the given
// dictionary entries and bytes.
func pdfWith(dict string, stream []byte) []byte {
	var b bytes.Buffer
	b.WriteString("%PDF-1.7\n1 0 obj\n<< /Type /Catalog >>\nendobj\n")
	fmt.Fprintf(&b, "7 0 obj\n<< /Length %d %s >>\nstream\r\n", len(stream), dict)
	b.Write(stream)
	b.WriteString("\r\nendstream\nendobj\n%%EOF\n")
	return b.Bytes()
}

func TestCarriers(t *testing.T) {
	s := newScanner(t, Options{})
	g := scantest.New(9041)
	ec, _ := ecdsa.GenerateKey(elliptic.P384(), rand.Reader)
	ecDER, _ := x509.MarshalECPrivateKey(ec)
	_, ed, _ := ed25519.GenerateKey(rand.Reader)
	edDER, _ := x509.MarshalPKCS8PrivateKey(ed)
	pubDER, _ := x509.MarshalPKIXPublicKey(&ec.PublicKey)
	rk, _ := rsa.GenerateKey(rand.Reader, 1024)
	rsaDER := x509.MarshalPKCS1PrivateKey(rk)
	// The same shape with a modulus its primes do not multiply to.
	rk.N = new(big.Int).Add(rk.N, big.NewInt(2))
	badDER := x509.MarshalPKCS1PrivateKey(rk)
	noise := func(n int) []byte {
		b := make([]byte, n)
		rand.Read(b)
		return b
	}
	a85 := func(b []byte) []byte {
		out := make([]byte, ascii85.MaxEncodedLen(len(b)))
		return append(out[:ascii85.Encode(out, b)], "~>"...)
	}
	var tb bytes.Buffer
	tw := tar.NewWriter(&tb)
	body := []byte("listen: 8080\n")
	tw.WriteHeader(&tar.Header{Name: "srv/app.yml", Mode: 0o600, Size: int64(len(body)), Format: tar.FormatPAX,
		PAXRecords: map[string]string{"SCHILY.xattr.user.ci_key": value(g, "gitlab-token")}})
	tw.Write(body)
	tw.Close()
	wh := value(g, "slack-webhook")
	env := "[service]\nnpm_registry_token = " + value(g, "npm-token") + "\nworkers = 4\n"

	cases := []struct {
		name  string
		data  []byte
		block bool
	}{
		{"der-sec1-in-blob", append(append(noise(300), ecDER...), noise(200)...), true},
		{"der-pkcs8-ed25519", append([]byte("KEYSTORE\x00\x01"), edDER...), true},
		{"der-pkcs1-rsa", append(append([]byte("\x00\x00BLOB"), rsaDER...), 0, 0), true},
		{"der-pkcs1-inconsistent", append([]byte("\x00\x00BLOB"), badDER...), false},
		{"der-public-key", append([]byte("PUB\x00"), pubDER...), false},
		{"raw-deflate-config", deflateRaw([]byte(env)), true},
		{"raw-deflate-noise", append(deflateRaw(noise(2000)), 0), false},
		{"pdf-a85-flate", pdfWith("/Filter [/ASCII85Decode /FlateDecode]", a85(zlibOf([]byte("BT (NPM "+value(g, "npm-token")+") Tj ET")))), true},
		{"pdf-ahx", pdfWith("/Filter /ASCIIHexDecode", []byte(hex.EncodeToString([]byte("BT (key "+value(g, "openai-api-key")+") Tj ET"))+">")), true},
		{"pdf-hex-tj-array", pdfWith("/Filter /FlateDecode", zlibOf([]byte(fmt.Sprintf("BT [<%x> -120 <%x>] TJ ET", "alerts: "+wh[:30], wh[30:])))), true},
		{"pdf-hex-clean", pdfWith("/Filter /FlateDecode", zlibOf([]byte(fmt.Sprintf("BT <%x> Tj ET", "Quarterly figures, all regions")))), false},
		{"pdf-a85-clean", pdfWith("/Filter /ASCII85Decode", a85([]byte("BT (Nothing to see here) Tj ET"))), false},
		{"tar-pax-record", tb.Bytes(), true},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			if !HasMembers(c.data) {
				if c.block {
					t.Fatal("not read for members")
				}
				return
			}
			if got := membersBlock(t, s, c.data); got != c.block {
				t.Errorf("blocked %v, want %v", got, c.block)
			}
		})
	}
	// A member that is not UTF-8 is tried as DEFLATE and still scanned as
	// it is stored.
	t.Run("latin1-member", func(t *testing.T) {
		m := []byte("# r\xe9glages\nAWS_ACCESS_KEY_ID=" + value(g, "aws-access-key-id") + "\n")
		if blocked, err := scanMembers(t, s, tarOf("conf/r\xe9glages.env", m)); err != nil || !blocked {
			t.Errorf("blocked %v, err %v", blocked, err)
		}
	})
	// Latin-1 text is not UTF-8 and is tried as DEFLATE: it must not
	// inflate to anything.
	latin := []byte("caf\xe9 cr\xe8me br\xfbl\xe9e, na\xefve fa\xe7ade\n")
	if HasMembers(latin) {
		if got := membersBlock(t, s, latin); got {
			t.Error("Latin-1 text blocked")
		}
	}
}

package main

import (
	"archive/zip"
	"bytes"
	"compress/gzip"
	"compress/zlib"
	"crypto/ecdsa"
	"crypto/elliptic"
	"crypto/x509"
	"crypto/x509/pkix"
	"encoding/binary"
	"encoding/pem"
	"fmt"
	"hash/crc32"
	"math/big"
	"math/rand/v2"
	"time"
	"unicode/utf16"
)

// redteamGen makes the route's fake secrets at run time, in the formats the
// providers publish. Nothing it returns is a live credential.
type redteamGen struct{ rnd *rand.Rand }

const (
	rtUpper  = "ABCDEFGHIJKLMNOPQRSTUVWXYZ"
	rtLower  = "abcdefghijklmnopqrstuvwxyz"
	rtDigits = "0123456789"
	rtAlnum  = rtUpper + rtLower + rtDigits
	rtHex    = "0123456789abcdef"
	rtB62    = rtDigits + rtUpper + rtLower
)

func (g *redteamGen) pick(alphabet string, n int) string {
	b := make([]byte, n)
	for i := range b {
		b[i] = alphabet[g.rnd.IntN(len(alphabet))]
	}
	return string(b)
}

// mixed is n characters with at least one upper, lower and digit.
func (g *redteamGen) mixed(n int) string {
	for {
		s := g.pick(rtAlnum, n)
		if bytes.ContainsAny([]byte(s), rtUpper) && bytes.ContainsAny([]byte(s), rtLower) && bytes.ContainsAny([]byte(s), rtDigits) {
			return s
		}
	}
}

// github is a classic personal access token: 30 random base62 characters
// and their CRC-32 in 6 base62 digits, as GitHub's format carries.
func (g *redteamGen) github() string {
	body := g.mixed(30)
	sum := crc32.ChecksumIEEE([]byte(body))
	var enc []byte
	for n := uint64(sum); n > 0; n /= 62 {
		enc = append([]byte{rtB62[n%62]}, enc...)
	}
	for len(enc) < 6 {
		enc = append([]byte{'0'}, enc...)
	}
	return "ghp" + "_" + body + string(enc)
}

func (g *redteamGen) awsID() string     { return "AK" + "IA" + g.pick(rtUpper+"234567", 16) }
func (g *redteamGen) awsSecret() string { return g.mixed(20) + "/" + g.mixed(9) + "+" + g.mixed(9) }
func (g *redteamGen) slackBot() string {
	return "xo" + "xb-" + g.pick(rtDigits, 12) + "-" + g.pick(rtDigits, 13) + "-" + g.mixed(24)
}
func (g *redteamGen) slackWebhook() string {
	return "https://hooks.slack.com/services/T" + g.pick(rtUpper+rtDigits, 8) + "/B" + g.pick(rtUpper+rtDigits, 10) + "/" + g.mixed(24)
}
func (g *redteamGen) stripe() string { return "sk" + "_live_" + g.mixed(24) }
func (g *redteamGen) openai() string {
	return "sk" + "-proj-" + g.mixed(40) + "T3Blbk" + "FJ" + g.mixed(40)
}
func (g *redteamGen) anthropic() string {
	return "sk" + "-ant-api03-" + g.pick(rtAlnum+"-_", 93) + "AA"
}
func (g *redteamGen) npm() string    { return "npm" + "_" + g.mixed(36) }
func (g *redteamGen) gitlab() string { return "gl" + "pat-" + g.mixed(20) }
func (g *redteamGen) hf() string     { return "hf" + "_" + g.pick(rtUpper+rtLower, 34) }
func (g *redteamGen) dop() string    { return "dop" + "_v1_" + g.pick(rtHex, 64) }
func (g *redteamGen) google() string { return "AI" + "za" + "Sy" + g.mixed(33) }
func (g *redteamGen) password() string {
	return g.mixed(10) + "!" + g.mixed(6)
}

// pemKey is a fresh P-256 private key, PKCS#8.
func (g *redteamGen) pemKey() string {
	k, err := ecdsa.GenerateKey(elliptic.P256(), g.cryptoReader())
	if err != nil {
		panic(err)
	}
	der, err := x509.MarshalPKCS8PrivateKey(k)
	if err != nil {
		panic(err)
	}
	return string(pem.EncodeToMemory(&pem.Block{Type: "PRIVATE KEY", Bytes: der}))
}

// publicPEM is a public key and a self-signed certificate: what passes.
func (g *redteamGen) publicPEM() string {
	k, err := ecdsa.GenerateKey(elliptic.P256(), g.cryptoReader())
	if err != nil {
		panic(err)
	}
	pub, err := x509.MarshalPKIXPublicKey(&k.PublicKey)
	if err != nil {
		panic(err)
	}
	tmpl := &x509.Certificate{SerialNumber: big.NewInt(7), Subject: pkix.Name{CommonName: "app.example.com"},
		NotBefore: time.Unix(1700000000, 0), NotAfter: time.Unix(1900000000, 0)}
	cert, err := x509.CreateCertificate(g.cryptoReader(), tmpl, tmpl, &k.PublicKey, k)
	if err != nil {
		panic(err)
	}
	return string(pem.EncodeToMemory(&pem.Block{Type: "PUBLIC KEY", Bytes: pub})) +
		string(pem.EncodeToMemory(&pem.Block{Type: "CERTIFICATE", Bytes: cert}))
}

type rtReader struct{ g *redteamGen }

func (r rtReader) Read(p []byte) (int, error) {
	for i := range p {
		p[i] = byte(r.g.rnd.UintN(256))
	}
	return len(p), nil
}

func (g *redteamGen) cryptoReader() rtReader { return rtReader{g} }

func (g *redteamGen) uuid() string {
	h := g.pick(rtHex, 32)
	return h[:8] + "-" + h[8:12] + "-4" + h[13:16] + "-a" + h[17:20] + "-" + h[20:]
}

func (g *redteamGen) bytes(n int) []byte {
	b := make([]byte, n)
	_, _ = g.cryptoReader().Read(b)
	return b
}

// File builders.

func rtGzip(b []byte) []byte {
	var out bytes.Buffer
	w := gzip.NewWriter(&out)
	_, _ = w.Write(b)
	_ = w.Close()
	return out.Bytes()
}

func rtZlib(b []byte) []byte {
	var out bytes.Buffer
	w := zlib.NewWriter(&out)
	_, _ = w.Write(b)
	_ = w.Close()
	return out.Bytes()
}

// rtZip is a zip of the given members, in order.
func rtZip(members ...[2][]byte) []byte {
	var out bytes.Buffer
	z := zip.NewWriter(&out)
	for _, m := range members {
		w, err := z.Create(string(m[0]))
		if err != nil {
			panic(err)
		}
		_, _ = w.Write(m[1])
	}
	_ = z.Close()
	return out.Bytes()
}

func rtMember(name string, content []byte) [2][]byte { return [2][]byte{[]byte(name), content} }

// rtPNG is a 1x1 grey PNG with extra chunks before its image data.
func rtPNG(extra ...[]byte) []byte {
	var out bytes.Buffer
	out.WriteString("\x89PNG\r\n\x1a\n")
	chunk := func(typ string, data []byte) {
		_ = binary.Write(&out, binary.BigEndian, uint32(len(data)))
		c := append([]byte(typ), data...)
		out.Write(c)
		_ = binary.Write(&out, binary.BigEndian, crc32.ChecksumIEEE(c))
	}
	chunk("IHDR", []byte{0, 0, 0, 1, 0, 0, 0, 1, 8, 0, 0, 0, 0})
	for _, e := range extra {
		chunk(string(e[:4]), e[4:])
	}
	chunk("IDAT", rtZlib([]byte{0, 0x80}))
	chunk("IEND", nil)
	return out.Bytes()
}

// rtPDF is a one-page PDF whose content stream is compressed (FlateDecode),
// as every PDF writer does by default.
func rtPDF(text string) []byte {
	stream := rtZlib([]byte("BT /F1 11 Tf 72 720 Td (" + text + ") Tj ET\n"))
	var b bytes.Buffer
	b.WriteString("%PDF-1.4\n%\xe2\xe3\xcf\xd3\n")
	b.WriteString("1 0 obj\n<< /Type /Catalog /Pages 2 0 R >>\nendobj\n")
	b.WriteString("2 0 obj\n<< /Type /Pages /Kids [3 0 R] /Count 1 >>\nendobj\n")
	b.WriteString("3 0 obj\n<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>\nendobj\n")
	fmt.Fprintf(&b, "4 0 obj\n<< /Length %d /Filter /FlateDecode >>\nstream\n", len(stream))
	b.Write(stream)
	b.WriteString("\nendstream\nendobj\n")
	b.WriteString("5 0 obj\n<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>\nendobj\n")
	b.WriteString("trailer\n<< /Root 1 0 R /Size 6 >>\n%%EOF\n")
	return b.Bytes()
}

func rtUTF16LE(s string) []byte {
	var out []byte
	for _, u := range utf16.Encode([]rune(s)) {
		out = append(out, byte(u), byte(u>>8))
	}
	return out
}

func rtUTF32LE(s string) []byte {
	out := []byte{0xff, 0xfe, 0, 0}
	for _, r := range s {
		out = binary.LittleEndian.AppendUint32(out, uint32(r))
	}
	return out
}

// rtSQLiteRecord is a table row as SQLite stores it: a header of varint
// serial types, then the column bodies back to back with no separator.
func rtSQLiteRecord(cols ...string) []byte {
	var hdr, body []byte
	for _, c := range cols {
		st := 13 + 2*len(c)
		hdr = binary.AppendUvarint(hdr, uint64(st)) // < 128 for short text: one byte either way
		body = append(body, c...)
	}
	return append(append([]byte{byte(len(hdr) + 1)}, hdr...), body...)
}

// rtSQLite is a two-page database file: SQLite's 100-byte header, a schema
// page, and a leaf page whose cell holds the record at the end of the page,
// as SQLite fills pages from the end.
func rtSQLite(schema string, record []byte) []byte {
	const page = 4096
	db := make([]byte, 2*page)
	copy(db, "SQLite format 3\x00")
	binary.BigEndian.PutUint16(db[16:], page)
	db[18], db[19], db[20], db[21], db[22], db[23] = 1, 1, 0, 64, 32, 32
	binary.BigEndian.PutUint32(db[28:], 2)
	binary.BigEndian.PutUint32(db[44:], 4)
	binary.BigEndian.PutUint32(db[56:], 1) // text encoding: UTF-8
	db[100] = 0x0d
	s := []byte(schema)
	copy(db[page-len(s)-8:], s)
	leaf := db[page:]
	leaf[0] = 0x0d
	binary.BigEndian.PutUint16(leaf[3:], 1)
	cell := append([]byte{byte(len(record)), 1}, record...)
	off := page - len(cell)
	binary.BigEndian.PutUint16(leaf[5:], uint16(off))
	binary.BigEndian.PutUint16(leaf[8:], uint16(off))
	copy(leaf[off:], cell)
	return db
}

// rtPE is the start of a Windows executable with a string resource: the
// length, then UTF-16LE, as the resource compiler writes string tables.
func rtPE(s string, g *redteamGen) []byte {
	b := []byte("MZ\x90\x00\x03\x00\x00\x00\x04\x00\x00\x00\xff\xff\x00\x00")
	b = append(b, make([]byte, 48)...)
	b = append(b, "This program cannot be run in DOS mode.\r\r\n$"...)
	b = append(b, g.bytes(200)...)
	b = append(b, "PE\x00\x00"...)
	b = append(b, g.bytes(300)...)
	b = binary.LittleEndian.AppendUint16(b, uint16(len([]rune(s))))
	b = append(b, rtUTF16LE(s)...)
	b = append(b, make([]byte, 64)...)
	return b
}

// rtLooseObject is a git loose object file (zlib of "blob N\0content").
func rtLooseObject(content []byte) []byte {
	return rtZlib(append([]byte(fmt.Sprintf("blob %d\x00", len(content))), content...))
}

package main

import (
	"archive/tar"
	"bytes"
	"compress/flate"
	"compress/gzip"
	"crypto/ecdh"
	"crypto/ecdsa"
	"crypto/elliptic"
	"crypto/sha1"
	"crypto/x509"
	"encoding/ascii85"
	"encoding/base64"
	"encoding/binary"
	"encoding/hex"
	"fmt"
	"hash/crc32"
	"strings"
	"unicode/utf16"
)

// The encoders and file builders of the second push red team
// (TestPrePushRedteam2). Each writes a form a recipient undoes with a
// stock tool or one line of code (named in the route); the routes check the
// way back where Go can do it cheaply.

// rt2Rot13 is ROT13: letters turned 13 places, everything else kept.
func rt2Rot13(s string) string {
	b := []byte(s)
	for i, c := range b {
		switch {
		case c >= 'a' && c <= 'z':
			b[i] = 'a' + (c-'a'+13)%26
		case c >= 'A' && c <= 'Z':
			b[i] = 'A' + (c-'A'+13)%26
		}
	}
	return string(b)
}

func rt2Reverse(s string) string {
	b := []byte(s)
	for i, j := 0, len(b)-1; i < j; i, j = i+1, j-1 {
		b[i], b[j] = b[j], b[i]
	}
	return string(b)
}

// rt2Percent percent-encodes every byte, as an encoder that escapes
// everything outside a tight set may.
func rt2Percent(s string) string {
	var b strings.Builder
	for i := 0; i < len(s); i++ {
		fmt.Fprintf(&b, "%%%02X", s[i])
	}
	return b.String()
}

// rt2Fullwidth maps printable ASCII to the fullwidth forms (U+FF01..U+FF5E),
// which NFKC maps back.
func rt2Fullwidth(s string) string {
	var b strings.Builder
	for _, r := range s {
		if r >= '!' && r <= '~' {
			r += 0xFEE0
		}
		b.WriteRune(r)
	}
	return b.String()
}

func rt2FromFullwidth(s string) string {
	var b strings.Builder
	for _, r := range s {
		if r >= 0xFF01 && r <= 0xFF5E {
			r -= 0xFEE0
		}
		b.WriteRune(r)
	}
	return b.String()
}

// rt2Xxd is what `xxd` prints: an offset, 16 bytes as 8 groups of hex, and
// the bytes as text, dots for what is not printable.
func rt2Xxd(data []byte) string {
	var b strings.Builder
	for off := 0; off < len(data); off += 16 {
		line := data[off:min(off+16, len(data))]
		fmt.Fprintf(&b, "%08x: ", off)
		var hex strings.Builder
		for i, c := range line {
			fmt.Fprintf(&hex, "%02x", c)
			if i%2 == 1 && i != 15 {
				hex.WriteByte(' ')
			}
		}
		fmt.Fprintf(&b, "%-40s ", hex.String())
		for _, c := range line {
			if c >= 0x20 && c < 0x7f {
				b.WriteByte(c)
			} else {
				b.WriteByte('.')
			}
		}
		b.WriteByte('\n')
	}
	return b.String()
}

// rt2XxdInclude is what `xxd -i` prints: a C array of the bytes.
func rt2XxdInclude(name string, data []byte) string {
	var b strings.Builder
	fmt.Fprintf(&b, "unsigned char %s[] = {\n", name)
	for off := 0; off < len(data); off += 12 {
		b.WriteString("  ")
		for i, c := range data[off:min(off+12, len(data))] {
			if i > 0 {
				b.WriteString(", ")
			}
			fmt.Fprintf(&b, "0x%02x", c)
		}
		if off+12 < len(data) {
			b.WriteByte(',')
		}
		b.WriteByte('\n')
	}
	fmt.Fprintf(&b, "};\nunsigned int %s_len = %d;\n", name, len(data))
	return b.String()
}

// rt2RegHex2 is a REG_EXPAND_SZ value as regedit exports it: the UTF-16LE
// bytes and their terminator as a comma list, wrapped at about 80 columns
// with a backslash.
func rt2RegHex2(name, value string) string {
	var items []string
	for _, c := range append(rtUTF16LE(value), 0, 0) {
		items = append(items, fmt.Sprintf("%02x", c))
	}
	var b strings.Builder
	line := fmt.Sprintf("%q=hex(2):", name)
	for i, it := range items {
		if i < len(items)-1 {
			it += ","
		}
		if len(line)+len(it) > 78 {
			b.WriteString(line + "\\\r\n")
			line = "  "
		}
		line += it
	}
	b.WriteString(line + "\r\n")
	return b.String()
}

// rt2Octal spells s as printf's three-digit octal escapes.
func rt2Octal(s string) string {
	var b strings.Builder
	for i := 0; i < len(s); i++ {
		fmt.Fprintf(&b, "\\%03o", s[i])
	}
	return b.String()
}

// rt2UTF7 is s as one UTF-7 shifted run: "+", the UTF-16BE code units in
// base64 without padding, "-" (RFC 2152; an encoder may shift any
// character).
func rt2UTF7(s string) string {
	var be []byte
	for _, u := range utf16.Encode([]rune(s)) {
		be = append(be, byte(u>>8), byte(u))
	}
	return "+" + base64.RawStdEncoding.EncodeToString(be) + "-"
}

// rt2EBCDIC is s in code page 037 (IBM EBCDIC, US), line feeds as 0x25.
// Only the characters the routes use are mapped.
func rt2EBCDIC(s string) []byte {
	out := make([]byte, 0, len(s))
	for _, c := range []byte(s) {
		var e byte
		switch {
		case c >= '0' && c <= '9':
			e = 0xF0 + c - '0'
		case c >= 'A' && c <= 'I':
			e = 0xC1 + c - 'A'
		case c >= 'J' && c <= 'R':
			e = 0xD1 + c - 'J'
		case c >= 'S' && c <= 'Z':
			e = 0xE2 + c - 'S'
		case c >= 'a' && c <= 'i':
			e = 0x81 + c - 'a'
		case c >= 'j' && c <= 'r':
			e = 0x91 + c - 'j'
		case c >= 's' && c <= 'z':
			e = 0xA2 + c - 's'
		default:
			m := map[byte]byte{' ': 0x40, '.': 0x4B, '+': 0x4E, '-': 0x60, '/': 0x61, '_': 0x6D, ':': 0x7A, '=': 0x7E, '*': 0x5C, '\n': 0x25}
			var ok bool
			if e, ok = m[c]; !ok {
				panic(fmt.Sprintf("rt2EBCDIC: no mapping for %q", c))
			}
		}
		out = append(out, e)
	}
	return out
}

// rt2Uuencode is `uuencode` output: 45 bytes a line, each 3 bytes as 4
// characters of 6 bits plus 32 (zero written as a backquote).
func rt2Uuencode(name string, data []byte) string {
	ch := func(v byte) byte {
		if v == 0 {
			return '`'
		}
		return v + 32
	}
	var b strings.Builder
	fmt.Fprintf(&b, "begin 600 %s\n", name)
	for off := 0; off < len(data); off += 45 {
		line := data[off:min(off+45, len(data))]
		b.WriteByte(ch(byte(len(line))))
		for i := 0; i < len(line); i += 3 {
			var g [3]byte
			copy(g[:], line[i:])
			b.WriteByte(ch(g[0] >> 2))
			b.WriteByte(ch((g[0]&3)<<4 | g[1]>>4))
			b.WriteByte(ch((g[1]&15)<<2 | g[2]>>6))
			b.WriteByte(ch(g[2] & 63))
		}
		b.WriteByte('\n')
	}
	b.WriteString("`\nend\n")
	return b.String()
}

// rt2MIMEBase64 is base64 in 76-column lines with CRLF, as a mail
// attachment carries it.
func rt2MIMEBase64(data []byte) string {
	s := base64.StdEncoding.EncodeToString(data)
	var b strings.Builder
	for len(s) > 76 {
		b.WriteString(s[:76] + "\r\n")
		s = s[76:]
	}
	b.WriteString(s + "\r\n")
	return b.String()
}

// rt2GitObjectID is the SHA-1 object name git gives content of a type.
func rt2GitObjectID(typ string, content []byte) string {
	h := sha1.New()
	fmt.Fprintf(h, "%s %d\x00", typ, len(content))
	h.Write(content)
	return fmt.Sprintf("%x", h.Sum(nil))
}

const rt2Base85 = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz!#$%&()*+-;<=>?@^_`{|}~"

// rt2GitBinaryLiteral is one "literal" hunk of a git binary patch: the
// content deflated (zlib), in lines of up to 52 bytes, each a length
// letter and git's base85.
func rt2GitBinaryLiteral(data []byte) string {
	z := rtZlib(data)
	var b strings.Builder
	fmt.Fprintf(&b, "literal %d\n", len(data))
	for len(z) > 0 {
		n := min(52, len(z))
		line := z[:n]
		z = z[n:]
		if n <= 26 {
			b.WriteByte(byte('A' + n - 1))
		} else {
			b.WriteByte(byte('a' + n - 27))
		}
		for i := 0; i < n; i += 4 {
			var v uint32
			for j := 0; j < 4; j++ {
				v <<= 8
				if i+j < n {
					v |= uint32(line[i+j])
				}
			}
			var enc [5]byte
			for k := 4; k >= 0; k-- {
				enc[k] = rt2Base85[v%85]
				v /= 85
			}
			b.Write(enc[:])
		}
		b.WriteByte('\n')
	}
	b.WriteByte('\n')
	return b.String()
}

// rt2GitBinaryPatch is `git diff --binary` of a new file.
func rt2GitBinaryPatch(path string, content []byte) string {
	return "diff --git a/" + path + " b/" + path + "\nnew file mode 100644\n" +
		"index 0000000000000000000000000000000000000000.." + rt2GitObjectID("blob", content) + "\n" +
		"GIT binary patch\n" + rt2GitBinaryLiteral(content) + rt2GitBinaryLiteral(nil)
}

// rt2Pack is a packfile of two blobs: base whole, and target as a
// REF_DELTA on base that copies base's first keep bytes and inserts the
// rest of target. It returns the pack and target's object name.
func rt2Pack(base, target []byte, keep int) ([]byte, string) {
	hdr := func(typ, size int) []byte {
		b := []byte{byte(typ<<4 | size&15)}
		size >>= 4
		for size > 0 {
			b[len(b)-1] |= 0x80
			b = append(b, byte(size&0x7f))
			size >>= 7
		}
		return b
	}
	varint := func(b []byte, n int) []byte {
		for n >= 0x80 {
			b = append(b, byte(n&0x7f|0x80))
			n >>= 7
		}
		return append(b, byte(n))
	}
	var delta []byte
	delta = varint(delta, len(base))
	delta = varint(delta, len(target))
	// Copy base[0:keep]: offset 0 (no offset bytes), size in one or two bytes.
	if keep > 0xffff {
		panic("rt2Pack: keep too large")
	}
	delta = append(delta, 0x80|0x10|0x20, byte(keep), byte(keep>>8))
	for rest := target[keep:]; len(rest) > 0; {
		n := min(127, len(rest))
		delta = append(delta, byte(n))
		delta = append(delta, rest[:n]...)
		rest = rest[n:]
	}
	var p bytes.Buffer
	p.WriteString("PACK")
	_ = binary.Write(&p, binary.BigEndian, uint32(2))
	_ = binary.Write(&p, binary.BigEndian, uint32(2))
	p.Write(hdr(3, len(base)))
	p.Write(rtZlib(base))
	p.Write(hdr(7, len(delta)))
	id, _ := hex.DecodeString(rt2GitObjectID("blob", base))
	p.Write(id)
	p.Write(rtZlib(delta))
	sum := sha1.Sum(p.Bytes())
	p.Write(sum[:])
	return p.Bytes(), rt2GitObjectID("blob", target)
}

// rt2PNGGray is an 8-bit greyscale PNG, one row per row given, each
// pixel a byte of the row (filter type 0).
func rt2PNGGray(rows ...[]byte) []byte {
	var out bytes.Buffer
	out.WriteString("\x89PNG\r\n\x1a\n")
	chunk := func(typ string, data []byte) {
		_ = binary.Write(&out, binary.BigEndian, uint32(len(data)))
		c := append([]byte(typ), data...)
		out.Write(c)
		_ = binary.Write(&out, binary.BigEndian, crc32.ChecksumIEEE(c))
	}
	w := len(rows[0])
	ihdr := binary.BigEndian.AppendUint32(nil, uint32(w))
	ihdr = binary.BigEndian.AppendUint32(ihdr, uint32(len(rows)))
	chunk("IHDR", append(ihdr, 8, 0, 0, 0, 0))
	var raw []byte
	for _, r := range rows {
		if len(r) != w {
			panic("rt2PNGGray: rows of different widths")
		}
		raw = append(append(raw, 0), r...)
	}
	chunk("IDAT", rtZlib(raw))
	chunk("IEND", nil)
	return out.Bytes()
}

// rt2PDF is a one-page PDF whose content stream has the given filter
// (the stream already encoded for it).
func rt2PDF(filter string, stream []byte) []byte {
	var b bytes.Buffer
	b.WriteString("%PDF-1.4\n%\xe2\xe3\xcf\xd3\n")
	b.WriteString("1 0 obj\n<< /Type /Catalog /Pages 2 0 R >>\nendobj\n")
	b.WriteString("2 0 obj\n<< /Type /Pages /Kids [3 0 R] /Count 1 >>\nendobj\n")
	b.WriteString("3 0 obj\n<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>\nendobj\n")
	fmt.Fprintf(&b, "4 0 obj\n<< /Length %d /Filter %s >>\nstream\n", len(stream), filter)
	b.Write(stream)
	b.WriteString("\nendstream\nendobj\n")
	b.WriteString("5 0 obj\n<< /Type /Font /Subtype /Type1 /BaseFont /Courier >>\nendobj\n")
	b.WriteString("trailer\n<< /Root 1 0 R /Size 6 >>\n%%EOF\n")
	return b.Bytes()
}

// rt2ASCII85 is data in ASCII85 with the PDF end marker.
func rt2ASCII85(data []byte) []byte {
	out := make([]byte, ascii85.MaxEncodedLen(len(data)))
	n := ascii85.Encode(out, data)
	return append(out[:n], "~>"...)
}

func rt2RawDeflate(data []byte) []byte {
	var out bytes.Buffer
	w, _ := flate.NewWriter(&out, flate.BestCompression)
	_, _ = w.Write(data)
	_ = w.Close()
	return out.Bytes()
}

// rt2GzipHeader is a gzip member whose header carries a name and a
// comment (FNAME, FCOMMENT).
func rt2GzipHeader(name, comment string, data []byte) []byte {
	var out bytes.Buffer
	w := gzip.NewWriter(&out)
	w.Name, w.Comment = name, comment
	_, _ = w.Write(data)
	_ = w.Close()
	return out.Bytes()
}

// rt2TarGzPAX is a .tar.gz of one file whose PAX header carries records.
func rt2TarGzPAX(name string, content []byte, pax map[string]string) []byte {
	var t bytes.Buffer
	tw := tar.NewWriter(&t)
	if err := tw.WriteHeader(&tar.Header{Name: name, Mode: 0o644, Size: int64(len(content)),
		Format: tar.FormatPAX, PAXRecords: pax, Uname: "build", Gname: "build"}); err != nil {
		panic(err)
	}
	_, _ = tw.Write(content)
	_ = tw.Close()
	return rtGzip(t.Bytes())
}

// rt2Xlsx is a one-sheet workbook: A1 and B1 shared strings, C1 the
// formula =A1&B1 with no cached value, computed when the file opens.
func rt2Xlsx(a, b string) []byte {
	const ns = `xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"`
	const rel = "http://schemas.openxmlformats.org/officeDocument/2006/relationships"
	hdr := `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>` + "\n"
	ct := hdr + `<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">` +
		`<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>` +
		`<Default Extension="xml" ContentType="application/xml"/>` +
		`<Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/>` +
		`<Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/>` +
		`<Override PartName="/xl/sharedStrings.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sharedStrings+xml"/></Types>`
	rels := hdr + `<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">` +
		`<Relationship Id="rId1" Type="` + rel + `/officeDocument" Target="xl/workbook.xml"/></Relationships>`
	wb := hdr + `<workbook ` + ns + ` xmlns:r="` + rel + `"><sheets><sheet name="integrations" sheetId="1" r:id="rId1"/></sheets>` +
		`<calcPr calcId="191029" fullCalcOnLoad="1"/></workbook>`
	wbRels := hdr + `<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">` +
		`<Relationship Id="rId1" Type="` + rel + `/worksheet" Target="worksheets/sheet1.xml"/>` +
		`<Relationship Id="rId2" Type="` + rel + `/sharedStrings" Target="sharedStrings.xml"/></Relationships>`
	sheet := hdr + `<worksheet ` + ns + `><sheetData>` +
		`<row r="1"><c r="A1" t="s"><v>0</v></c><c r="B1" t="s"><v>1</v></c><c r="C1" t="str"><f>A1&amp;B1</f></c></row>` +
		`</sheetData></worksheet>`
	sst := hdr + `<sst ` + ns + ` count="2" uniqueCount="2"><si><t>` + a + `</t></si><si><t>` + b + `</t></si></sst>`
	return rtZip(rtMember("[Content_Types].xml", []byte(ct)), rtMember("_rels/.rels", []byte(rels)),
		rtMember("xl/workbook.xml", []byte(wb)), rtMember("xl/_rels/workbook.xml.rels", []byte(wbRels)),
		rtMember("xl/worksheets/sheet1.xml", []byte(sheet)), rtMember("xl/sharedStrings.xml", []byte(sst)))
}

// jwk is a fresh P-256 private key as a JSON Web Key (RFC 7517/7518): the
// private scalar is "d".
func (g *redteamGen) jwk() string {
	k, err := ecdsa.GenerateKey(elliptic.P256(), g.cryptoReader())
	if err != nil {
		panic(err)
	}
	ek, err := k.ECDH()
	if err != nil {
		panic(err)
	}
	return rt2JWKOf(ek, g.pick(rtHex, 16))
}

func rt2JWKOf(k *ecdh.PrivateKey, kid string) string {
	pub := k.PublicKey().Bytes() // 0x04 || X || Y
	enc := base64.RawURLEncoding.EncodeToString
	return `{"kty":"EC","crv":"P-256","use":"sig","alg":"ES256","kid":"` + kid + `",` +
		`"x":"` + enc(pub[1:33]) + `","y":"` + enc(pub[33:]) + `","d":"` + enc(k.Bytes()) + `"}`
}

// pemDER is a fresh P-256 private key as PKCS#8 DER, the bytes `openssl
// pkey -outform DER` writes.
func (g *redteamGen) pemDER() []byte {
	k, err := ecdsa.GenerateKey(elliptic.P256(), g.cryptoReader())
	if err != nil {
		panic(err)
	}
	der, err := x509.MarshalPKCS8PrivateKey(k)
	if err != nil {
		panic(err)
	}
	return der
}

// bcryptLike is a string in bcrypt's modular format ($2b$12$ and 53
// characters of its alphabet): a password hash, not a credential.
func (g *redteamGen) bcryptLike() string {
	return "$2b$12$" + g.pick("./"+rtUpper+rtLower+rtDigits, 53)
}

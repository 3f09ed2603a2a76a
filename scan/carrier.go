package scan

import (
	"bytes"
	"compress/flate"
	"encoding/ascii85"
	"encoding/hex"
	"encoding/pem"
	"fmt"
	"io"
	"unicode/utf8"
)

// Carriers in binary formats that hold a secret without a zlib or gzip
// header to find it by (inflate.go finds those):
//
//   - a raw DEFLATE stream as a whole file (an HTTP "deflate" body, what
//     zlib.decompress(d, -15) reads): inflated when it ends exactly at the
//     file's end and gives text;
//   - a private key as DER (PKCS#8, PKCS#1 or SEC 1, what openssl
//     -outform DER writes), anywhere in binary content: found by its ASN.1
//     prefix, kept only when it parses as one of those shapes (asn1key.go),
//     and scanned as the PEM block it is;
//   - a PDF stream whose filters include ASCII85Decode or ASCIIHexDecode
//     (alone or before FlateDecode): decoded through its filter chain; and
//     in every PDF stream a text-showing hex string (<4142...> Tj) is read
//     as the text it shows.
//
// All of it is bounded by the archive budget and the stream bounds.

// Carrier bounds.
const (
	maxRawDeflateIn = 4 << 20  // a larger file is not tried as raw DEFLATE
	maxDERKey       = 16 << 10 // a longer ASN.1 sequence is no private key
	maxDERTries     = 1024     // key candidates parsed in one file
	maxPDFStreams   = 4096     // PDF streams looked at in one file
)

// Names of what carriers give, after the offset they were found at.
const (
	derKey    = "der@"
	pdfStream = "pdf@"
)

// rawDeflateCandidate reports data worth trying as one raw DEFLATE
// stream: not UTF-8 text, no known format's signature, and a first block
// type that exists (3 is reserved).
func rawDeflateCandidate(data []byte) bool {
	if len(data) < 8 || len(data) > maxRawDeflateIn || (data[0]>>1)&3 == 3 {
		return false
	}
	for _, magic := range binaryMagic {
		if bytes.HasPrefix(data, []byte(magic)) {
			return false
		}
	}
	return !utf8.Valid(data[:min(len(data), 1024)])
}

// deflateFile opens a file that is one raw DEFLATE stream. With no header
// and no checksum, only a stream that ends within the file's last bytes
// and inflates to text (or to an archive) counts: random bytes fail within
// a few bytes, or end far from the file's end.
func (a *expander) deflateFile(name string, data []byte, depth int) error {
	limit := min(maxMember, a.budget)
	if limit <= 0 {
		return ErrArchiveLimit
	}
	br := bytes.NewReader(data)
	out, err := io.ReadAll(io.LimitReader(flate.NewReader(br), int64(limit)+1))
	if err != nil || len(out) < 16 || len(out) <= limit && br.Len() > 4 || !textual(out[:min(len(out), 64<<10)]) && !IsArchive(out) {
		return nil
	}
	out = out[:min(len(out), limit)]
	a.budget -= len(out)
	return a.emit(join(name, "inflated"), out, depth)
}

// derKeys finds private keys stored as DER in binary content and hands
// each on as its PEM block, named by its offset ("der@512").
func (a *expander) derKeys(name string, data []byte, depth int) error {
	tries := 0
	for i := 0; i < len(data); {
		j := bytes.Index(data[i:], []byte{0x02, 0x01})
		if j < 0 {
			break
		}
		j += i
		i = j + 1
		// INTEGER version: 0 (PKCS#8, PKCS#1) or 1 (SEC 1), after the
		// header of the SEQUENCE that holds the key.
		if j+3 > len(data) || data[j+2] > 1 {
			continue
		}
		for _, hl := range []int{2, 3, 4} {
			st := j - hl
			if st < 0 || data[st] != 0x30 {
				continue
			}
			n := 0
			switch {
			case hl == 2 && data[st+1] < 0x80:
				n = int(data[st+1])
			case hl == 3 && data[st+1] == 0x81 && data[st+2] >= 0x80:
				n = int(data[st+2])
			case hl == 4 && data[st+1] == 0x82:
				n = int(data[st+2])<<8 | int(data[st+3])
			default:
				continue
			}
			if n < 32 || hl+n > maxDERKey || st+hl+n > len(data) {
				continue
			}
			if tries++; tries > maxDERTries {
				return nil
			}
			der := data[st : st+hl+n]
			typ := derPrivateKey(der)
			if typ == "" {
				continue
			}
			p := pem.EncodeToMemory(&pem.Block{Type: typ, Bytes: der})
			if e := a.emit(join(name, fmt.Sprintf("%s%d", derKey, st)), p, depth); e != nil {
				return e
			}
			i = st + hl + n
			break
		}
	}
	return nil
}

// pdfStreams decodes the streams of a PDF whose filter chain holds an
// ASCII filter (ASCII85Decode, ASCIIHexDecode) or LZWDecode (pdflzw.go),
// which no zlib header shows; a chain of FlateDecode alone is inflate.go's.
func (a *expander) pdfStreams(name string, data []byte, depth int) error {
	seen := 0
	for i := 0; i < len(data); {
		k := bytes.Index(data[i:], []byte("stream"))
		if k < 0 {
			break
		}
		k += i
		i = k + 6
		if k >= 3 && bytes.Equal(data[k-3:k], []byte("end")) {
			continue
		}
		body := k + 6
		switch {
		case bytes.HasPrefix(data[body:], []byte("\r\n")):
			body += 2
		case bytes.HasPrefix(data[body:], []byte("\n")):
			body++
		default:
			continue
		}
		if seen++; seen > maxPDFStreams {
			return nil
		}
		dict := data[max(0, k-1024):k]
		if o := bytes.LastIndex(dict, []byte(" obj")); o >= 0 {
			dict = dict[o:]
		}
		filters := pdfFilters(dict)
		ascii := false
		for _, f := range filters {
			ascii = ascii || f == "ASCII85Decode" || f == "A85" || f == "ASCIIHexDecode" || f == "AHx" || f == "LZWDecode" || f == "LZW"
		}
		if !ascii {
			continue
		}
		end := bytes.Index(data[body:min(len(data), body+maxStream)], []byte("endstream"))
		if end < 0 {
			continue
		}
		b := data[body : body+end]
		ok := true
		for _, f := range filters {
			switch f {
			case "ASCII85Decode", "A85":
				b, ok = ascii85Decode(b)
			case "ASCIIHexDecode", "AHx":
				b, ok = asciiHexDecode(b)
			case "LZWDecode", "LZW":
				b, ok = lzwDecode(b, lzwEarly(dict), min(maxStream, a.budget))
			case "FlateDecode", "Fl":
				var fl inflater
				b, _, ok = fl.inflate(b, false, min(maxStream, a.budget))
			default:
				ok = false
			}
			if !ok {
				break
			}
		}
		if !ok || len(b) == 0 {
			continue
		}
		a.budget -= len(b)
		if e := a.emit(join(name, fmt.Sprintf("%s%d", pdfStream, k)), b, depth); e != nil {
			return e
		}
		i = body + end
	}
	return nil
}

// pdfFilters reads a stream dictionary's /Filter: one name or an array of
// names, in the order they are undone.
func pdfFilters(dict []byte) []string {
	f := bytes.Index(dict, []byte("/Filter"))
	if f < 0 {
		return nil
	}
	rest := bytes.TrimLeft(dict[f+7:], " \t\r\n")
	if len(rest) > 0 && rest[0] == '[' {
		if e := bytes.IndexByte(rest, ']'); e > 0 {
			rest = rest[1:e]
		}
	} else if e := bytes.IndexAny(rest[min(len(rest), 1):], " \t\r\n/>"); e >= 0 {
		rest = rest[:e+1]
	}
	var out []string
	for _, n := range bytes.Split(rest, []byte("/"))[1:] {
		if n = bytes.TrimSpace(n); len(n) > 0 {
			out = append(out, string(n))
		}
	}
	return out
}

// ascii85Decode decodes Adobe's ASCII85 up to its end marker ~> (the <~
// that PostScript puts before it is optional), white space ignored.
func ascii85Decode(b []byte) ([]byte, bool) {
	b = bytes.TrimSpace(b)
	b = bytes.TrimPrefix(b, []byte("<~"))
	if e := bytes.Index(b, []byte("~>")); e >= 0 {
		b = b[:e]
	}
	out := make([]byte, 4*len(b)/5+4*bytes.Count(b, []byte("z"))+4)
	n, _, err := ascii85.Decode(out, b, true)
	if err != nil {
		return nil, false
	}
	return out[:n], true
}

// asciiHexDecode decodes PDF's ASCIIHexDecode: hex digits up to >, white
// space ignored, an odd last digit taken as followed by 0.
func asciiHexDecode(b []byte) ([]byte, bool) {
	if e := bytes.IndexByte(b, '>'); e >= 0 {
		b = b[:e]
	}
	digits := make([]byte, 0, len(b)+1)
	for _, c := range b {
		switch {
		case c == ' ' || c == '\t' || c == '\r' || c == '\n' || c == '\f':
		case hexDigit(c):
			digits = append(digits, c)
		default:
			return nil, false
		}
	}
	if len(digits)%2 == 1 {
		digits = append(digits, '0')
	}
	out := make([]byte, len(digits)/2)
	if _, err := hex.Decode(out, digits); err != nil {
		return nil, false
	}
	return out, true
}

func hexDigit(c byte) bool {
	return c >= '0' && c <= '9' || c >= 'a' && c <= 'f' || c >= 'A' && c <= 'F'
}

// pdfShown returns, one a line, the hex strings a PDF content stream
// shows (<4142> Tj, [<41> -3 <42>] TJ) as the text they are; nil when b
// shows none. Pieces of one TJ array (only numbers between them) make one
// line; a dictionary's << is not a string.
func pdfShown(b []byte) []byte {
	if !bytes.Contains(b, []byte("Tj")) && !bytes.Contains(b, []byte("TJ")) {
		return nil
	}
	var out, line []byte
	flush := func() {
		if len(line) >= 8 && utf8.Valid(line) {
			out = append(append(out, line...), '\n')
		}
		line = line[:0]
	}
	last := -1 // end of the last hex string
	for i := 0; i < len(b); {
		k := bytes.IndexByte(b[i:], '<')
		if k < 0 {
			break
		}
		k += i
		i = k + 1
		if k+1 < len(b) && b[k+1] == '<' {
			i = k + 2
			continue
		}
		e := k + 1
		for e < len(b) && (hexDigit(b[e]) || b[e] == ' ' || b[e] == '\n' || b[e] == '\r') {
			e++
		}
		if e >= len(b) || b[e] != '>' || e == k+1 {
			continue
		}
		if last < 0 || len(bytes.Trim(b[last:k], " \t\r\n-.0123456789")) > 0 {
			flush()
		}
		if d, ok := asciiHexDecode(b[k+1 : e]); ok {
			line = append(line, d...)
		}
		last, i = e+1, e+1
	}
	flush()
	return append(out, pdfLiteralShown(b)...)
}

// pdfLiteralShown returns, one a line, the literal strings a PDF content
// stream shows that hold escapes ((\147\150) Tj: octal, \n, \(, ...) as
// the text a viewer draws; the pieces of one TJ array make one line.
// Strings without a backslash are plain in the stream already.
func pdfLiteralShown(b []byte) []byte {
	if bytes.IndexByte(b, '\\') < 0 {
		return nil
	}
	var out, line []byte
	esc := false
	flush := func() {
		if esc && len(line) >= 8 && utf8.Valid(line) {
			out = append(append(out, line...), '\n')
		}
		line, esc = line[:0], false
	}
	last := -1
	for i := 0; i < len(b); {
		k := bytes.IndexByte(b[i:], '(')
		if k < 0 {
			break
		}
		k += i
		if last < 0 || len(bytes.Trim(b[last:k], " \t\r\n-.0123456789")) > 0 {
			flush()
		}
		depth, e := 1, k+1
		for e < len(b) && depth > 0 && e-k < 4096 {
			c := b[e]
			switch {
			case c == '\\' && e+1 < len(b):
				esc = true
				e++
				switch d := b[e]; {
				case d >= '0' && d <= '7':
					v := 0
					for n := 0; n < 3 && e < len(b) && b[e] >= '0' && b[e] <= '7'; n++ {
						v = v*8 + int(b[e]-'0')
						e++
					}
					line = append(line, byte(v))
					continue
				case d == 'n':
					line = append(line, '\n')
				case d == 'r':
					line = append(line, '\r')
				case d == 't':
					line = append(line, '\t')
				case d == '\n' || d == '\r':
				default:
					line = append(line, d)
				}
			case c == '(':
				depth++
				line = append(line, c)
			case c == ')':
				depth--
				if depth > 0 {
					line = append(line, c)
				}
			default:
				line = append(line, c)
			}
			e++
		}
		last, i = e, e
	}
	flush()
	return out
}

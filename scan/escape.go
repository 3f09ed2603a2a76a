package scan

import (
	"bytes"
	"strconv"
	"unicode/utf16"
	"unicode/utf8"
)

// Escapes and character references (see normal.go), and office documents'
// text runs.

// asciiEntities are the named character references (HTML5) of ASCII
// punctuation: a token's bytes are letters, digits and punctuation, and
// each can be spelt this way. The references of & < > " and ' are read but
// mark no line: no token holds those bytes, and markup is full of them.
var asciiEntities = []struct {
	name string
	c    byte
	mark bool
}{
	{"excl", '!', true}, {"num", '#', true}, {"dollar", '$', true}, {"percnt", '%', true}, {"lpar", '(', true},
	{"rpar", ')', true}, {"ast", '*', true}, {"midast", '*', true}, {"plus", '+', true}, {"comma", ',', true},
	{"period", '.', true}, {"sol", '/', true}, {"colon", ':', true}, {"semi", ';', true}, {"equals", '=', true},
	{"quest", '?', true}, {"commat", '@', true}, {"lsqb", '[', true}, {"lbrack", '[', true}, {"bsol", '\\', true},
	{"rsqb", ']', true}, {"rbrack", ']', true}, {"Hat", '^', true}, {"lowbar", '_', true}, {"UnderBar", '_', true},
	{"grave", '`', true}, {"DiacriticalGrave", '`', true}, {"lcub", '{', true}, {"lbrace", '{', true},
	{"verbar", '|', true}, {"vert", '|', true}, {"VerticalLine", '|', true}, {"rcub", '}', true}, {"rbrace", '}', true},
	{"amp", '&', false}, {"AMP", '&', false}, {"lt", '<', false}, {"LT", '<', false}, {"gt", '>', false},
	{"GT", '>', false}, {"quot", '"', false}, {"QUOT", '"', false}, {"apos", '\'', false},
}

var entityByName = func() map[string]byte {
	m := map[string]byte{}
	for _, e := range asciiEntities {
		m[e.name] = e.c
	}
	return m
}()

// unescape decodes the escape or character reference at the start of b:
// \uXXXX (with its low surrogate, for a high one), \u{X...}, \UXXXXXXXX,
// \xHH, \N{NAME} (Python's, for ASCII: see namedescape.go), \/, &#N;,
// &#xH; or a named reference of asciiEntities. It appends
// the UTF-8 bytes to buf and returns them with the length of the source,
// or n == 0 when b starts with none, or with one of a control character
// (which no token holds, and whose decoding would break the line).
func unescape(b []byte, buf []byte) ([]byte, int) {
	if len(b) < 2 {
		return nil, 0
	}
	var r rune
	n := 0
	if b[0] == '\\' {
		switch b[1] {
		case '/':
			return append(buf, '/'), 2
		case '0', '1', '2', '3':
			// Octal, three digits (printf, C, Python bytes): \150.
			if len(b) >= 4 && b[2] >= '0' && b[2] <= '7' && b[3] >= '0' && b[3] <= '7' {
				r, n = rune(b[1]-'0')<<6|rune(b[2]-'0')<<3|rune(b[3]-'0'), 4
			}
		case 'x':
			if len(b) > 2 && b[2] == '{' {
				// Perl's \x{67}: one to six hex digits in braces.
				if r, n = hexRune(b, 3, 1, 6); n > 0 && n < len(b) && b[n] == '}' {
					n++
				} else {
					n = 0
				}
				break
			}
			r, n = hexRune(b, 2, 2, 2)
		case 'N':
			r, n = namedEscape(b)
		case 'U':
			r, n = hexRune(b, 2, 8, 8)
		case 'u':
			if len(b) > 2 && b[2] == '{' {
				if r, n = hexRune(b, 3, 1, 6); n > 0 && n < len(b) && b[n] == '}' {
					n++
				} else if n > 0 && n < len(b) && b[n] == ' ' {
					// Ruby's \u{67 68 70}: several code points in one.
					return unicodeList(b, buf)
				} else {
					n = 0
				}
				break
			}
			if k := decimalRTF(b); k > 0 {
				// RTF's \uN? (\uc1): a decimal code point, then the one
				// fallback character a reader without Unicode shows.
				v, _ := strconv.Atoi(string(b[2 : k-1]))
				if v < 0 {
					v += 65536
				}
				r, n = rune(v), k
				break
			}
			r, n = hexRune(b, 2, 4, 4)
			if n > 0 && utf16.IsSurrogate(r) {
				// A pair: \uD83D\uDE00.
				if len(b) < n+6 || b[n] != '\\' || b[n+1] != 'u' {
					return nil, 0
				}
				lo, m := hexRune(b[n:], 2, 4, 4)
				if m == 0 {
					return nil, 0
				}
				if r = utf16.DecodeRune(r, lo); r == utf8.RuneError {
					return nil, 0
				}
				n += m
			}
		}
	} else if b[0] == '&' {
		r, n = entity(b)
	} else if b[0] == '^' && b[1] == '^' && len(b) >= 4 && lowerHex(b[2]) && lowerHex(b[3]) {
		// TeX's ^^hh: the byte of two lower-case hex digits.
		r, n = rune(unhex(b[2])<<4|unhex(b[3])), 4
	} else if b[0] == '%' && len(b) >= 6 && (b[1] == 'u' || b[1] == 'U') {
		// JavaScript's escape() of a character outside Latin-1: %uXXXX.
		r, n = hexRune(b, 2, 4, 4)
	} else if b[0] == '%' && len(b) >= 3 && isHexDigit(b[1]) && isHexDigit(b[2]) {
		// Percent-encoding of an ASCII byte (a byte of a longer UTF-8
		// character is left as it is).
		if r, n = rune(unhex(b[1])<<4|unhex(b[2])), 3; r >= 0x80 {
			return nil, 0
		}
		if r == '%' && len(b) >= 5 && isHexDigit(b[3]) && isHexDigit(b[4]) {
			// Percent-encoded twice (%2567 for g): what a second decode
			// reads, read at once.
			if r, n = rune(unhex(b[3])<<4|unhex(b[4])), 5; r >= 0x80 {
				return nil, 0
			}
		}
	}
	if n == 0 || r < 0x20 && r != '\t' || r == 0x7f || !utf8.ValidRune(r) {
		return nil, 0
	}
	return utf8.AppendRune(buf, r), n
}

// unicodeList decodes Ruby's \u{X Y Z} at the start of b: code points of
// one to six hex digits separated by spaces.
func unicodeList(b []byte, buf []byte) ([]byte, int) {
	i := 3
	start := len(buf)
	for i < len(b) && len(buf)-start < 256 {
		for i < len(b) && b[i] == ' ' {
			i++
		}
		if i < len(b) && b[i] == '}' {
			if len(buf) == start {
				return nil, 0
			}
			return buf, i + 1
		}
		r, n := hexRune(b, i, 1, 6)
		if n == 0 || r < 0x20 || !utf8.ValidRune(r) {
			return nil, 0
		}
		buf = utf8.AppendRune(buf, r)
		i = n
	}
	return nil, 0
}

// decimalRTF returns the length of RTF's \uN? at the start of b (N
// decimal, possibly negative, the fallback a '?'), or 0.
func decimalRTF(b []byte) int {
	i := 2
	if i < len(b) && b[i] == '-' {
		i++
	}
	j := i
	for j < len(b) && j-i < 6 && isDigit(b[j]) {
		j++
	}
	if j == i || j >= len(b) || b[j] != '?' {
		return 0
	}
	return j + 1
}

// hexRune reads lo to hi hex digits at b[from:] and returns the rune and
// the offset past them, or n == 0.
func hexRune(b []byte, from, lo, hi int) (rune, int) {
	i := from
	for i < len(b) && i-from < hi && isHexDigit(b[i]) {
		i++
	}
	if i-from < lo {
		return 0, 0
	}
	v, err := strconv.ParseUint(string(b[from:i]), 16, 32)
	if err != nil {
		return 0, 0
	}
	return rune(v), i
}

func isHexDigit(c byte) bool { return isDigit(c) || 'a' <= c && c <= 'f' || 'A' <= c && c <= 'F' }

// entity reads a character reference at the start of b (which starts
// with '&'): &#N; &#xH; or a name of asciiEntities, the ';' required for
// a name; a numeric one ends at its last digit when the ';' is left out,
// as HTML parsers read it (&#103&#104).
func entity(b []byte) (rune, int) {
	if len(b) > 2 && b[1] == '#' {
		i, hex := 2, false
		if i < len(b) && (b[i] == 'x' || b[i] == 'X') {
			i, hex = 3, true
		}
		j := i
		for j < len(b) && j-i < 7 && (isDigit(b[j]) || hex && isHexDigit(b[j])) {
			j++
		}
		if j > i && (j == len(b) || b[j] != ';') {
			base := 10
			if hex {
				base = 16
			}
			if v, err := strconv.ParseUint(string(b[i:j]), base, 32); err == nil {
				return rune(v), j
			}
		}
	}
	end := bytes.IndexByte(b[:min(len(b), 34)], ';')
	if end < 2 {
		return 0, 0
	}
	body := b[1:end]
	if body[0] == '#' {
		var v uint64
		var err error
		if len(body) > 1 && (body[1] == 'x' || body[1] == 'X') {
			v, err = strconv.ParseUint(string(body[2:]), 16, 32)
		} else {
			v, err = strconv.ParseUint(string(body[1:]), 10, 32)
		}
		if err != nil {
			return 0, 0
		}
		return rune(v), end + 1
	}
	if c, ok := entityByName[string(body)]; ok {
		return rune(c), end + 1
	}
	return 0, 0
}

// Office documents (Word, Excel, PowerPoint: a zip of XML parts) keep the
// text of a paragraph in runs, one per change of formatting, and a
// spell-check mark or an edit splits a word across two of them:
// <w:r><w:t>ghp_ab</w:t></w:r><w:proofErr/><w:r><w:t>cd...</w:t></w:r>.
// The text the reader sees is the runs' text joined. scanOffice reads that
// text, a paragraph a line (w:p, a:p, an Excel shared string si), and
// reports what only the joined text shows on the source bytes it came
// from.

// officeText are the elements whose content is a run's text; officePara
// end a paragraph.
var (
	officeText  = map[string]bool{"w:t": true, "a:t": true, "t": true}
	officePara  = map[string]bool{"/w:p": true, "/a:p": true, "/si": true, "w:br": true, "a:br": true, "w:cr": true}
	officeSpace = map[string]byte{"w:tab": '\t'}
)

func (s *Scanner) scanOffice(data []byte, raw []Finding, bud *budget) []Finding {
	var v view
	var end []int
	add := func(c byte, from, to int) {
		v.b, v.at, end = append(v.b, c), append(v.at, from), append(end, to)
	}
	room := maxDeriveBytes - bud.bytes
	var ubuf [8]byte
	for i := 0; i < len(data) && len(v.b) < room; {
		j := bytes.IndexByte(data[i:], '<')
		if j < 0 {
			break
		}
		i += j
		k := i + 1
		for k < len(data) && data[k] != '>' && data[k] != ' ' && data[k] != '/' && data[k] != '\n' {
			k++
		}
		if k == i+1 && k < len(data) && data[k] == '/' {
			// A closing tag: its name runs past the slash.
			for k++; k < len(data) && data[k] != '>' && data[k] != ' '; k++ {
			}
		}
		name := data[i+1 : k]
		gt := bytes.IndexByte(data[k:], '>')
		if gt < 0 {
			break
		}
		gt += k
		switch {
		case officePara[string(name)]:
			if n := len(v.b); n > 0 && v.b[n-1] != '\n' {
				add('\n', i, gt+1)
			}
		case officeSpace[string(name)] != 0:
			add(officeSpace[string(name)], i, gt+1)
		case officeText[string(name)] && data[gt-1] != '/':
			// The run's text, up to the next tag, references decoded.
			t := gt + 1
			for t < len(data) && data[t] != '<' {
				if data[t] == '&' {
					if u, n := unescape(data[t:], ubuf[:0]); n > 0 {
						for _, c := range u {
							add(c, t, t+n)
						}
						t += n
						continue
					}
				}
				if data[t] != '\n' && data[t] != '\r' {
					add(data[t], t, t+1)
				}
				t++
			}
			gt = t - 1
		}
		i = gt + 1
	}
	if len(v.b) == 0 || !bud.take(len(v.b)) {
		return raw
	}
	for _, f := range s.scanRaw(v.b, true, bud) {
		a, b := v.at[f.Start], end[f.End-1]
		if b-a == f.End-f.Start {
			continue // within one run: found as written
		}
		raw = append(raw, Finding{Start: a, End: b, ruleIdx: f.ruleIdx, Encoding: EncNormal})
	}
	return raw
}

func lowerHex(c byte) bool { return isDigit(c) || 'a' <= c && c <= 'f' }

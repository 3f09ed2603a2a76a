package scan

import (
	"bytes"
	"encoding/binary"
	"math"
	"strconv"
)

// Carriers of the thirteenth push red team that no decoder call names,
// each read the way the tool that writes it lays the bytes out: strace's
// write() lines (a buffered program's output cut at the buffer's size),
// a stylesheet's #rrggbb colours, a list of float64 numbers whose bytes
// are text, and a message spelt in the NATO alphabet. Secrets only.
func (s *Scanner) scanCarriers13(data []byte, raw []Finding, bud *budget) []Finding {
	if len(bud.carry) > 0 {
		raw = s.straceWrites(data, bud.carry, raw, bud)
		raw = s.hexColours(data, bud.carry, raw, bud)
		raw = s.floatBytes(data, bud.carry, raw, bud)
	}
	if len(bud.spell) > 0 {
		raw = s.natoWords(data, bud.spell, raw, bud)
	}
	return raw
}

// carrierKeywords mark a text worth the carriers above: strace's write(,
// a colour's ": #" and a float's exponent.
func carrierKeywords() []string {
	return []string{"write(", ": #", "e+", "e-1", "e-2", "e-3", "e-4", "e-5", "e-6", "e-7", "e-8", "e-9"}
}

// spellKeywords are the spelling words of letters a token rarely goes
// without (case is ignored: ALFA too).
func spellKeywords() []string {
	return []string{"alfa", "juliett", "foxtrot", "quebec", "yankee", "zulu", "xray", "whiskey", "sierra", "november", "uniform", "victor"}
}

// straceWrites joins the strings of consecutive write() calls of one
// process to one descriptor (strace -e trace=write, -s large enough), the
// escapes strace writes (\n, \", \\, \xHH, octal) undone: the bytes the
// program wrote, whatever its buffer cut them into.
func (s *Scanner) straceWrites(data []byte, lines []int, raw []Finding, bud *budget) []Finding {
	var out []byte
	key, start, end := "", -1, -1
	flush := func() {
		if len(out) > 0 && start >= 0 {
			raw = s.emit(nil, out, nil, start, end, EncDecoded, raw, bud)
		}
		out, key, start = nil, "", -1
	}
	for _, ls := range lines {
		le := lineEnd(data, ls)
		w := bytes.Index(data[ls:le], []byte("write("))
		if w < 0 {
			continue
		}
		w += ls
		// The line is strace's: a pid and spaces, at most, before write(.
		i := ls
		for i < w && isDigit(data[i]) {
			i++
		}
		pid := string(data[ls:i])
		for i < w && data[i] == ' ' {
			i++
		}
		if i != w {
			continue
		}
		rest := data[w:le]
		j := 6
		for j < len(rest) && isDigit(rest[j]) {
			j++
		}
		if j == 6 || !bytes.HasPrefix(rest[j:], []byte(`, "`)) {
			continue
		}
		k := pid + ":" + string(rest[6:j])
		if k != key || ls != end+1 {
			flush() // another process or descriptor, or not the next line
			key, start = k, ls
		}
		b, ok := straceString(rest[j+3:])
		if !ok || len(out)+len(b) > maxDeriveLine*4 {
			flush()
			continue
		}
		out = append(out, b...)
		end = le
	}
	flush()
	return raw
}

// straceString decodes a string strace printed, up to its closing quote.
func straceString(b []byte) ([]byte, bool) {
	var out []byte
	for i := 0; i < len(b); i++ {
		c := b[i]
		switch {
		case c == '"':
			return out, true
		case c == '\\' && i+1 < len(b):
			i++
			switch d := b[i]; {
			case d == 'n':
				out = append(out, '\n')
			case d == 't':
				out = append(out, '\t')
			case d == 'r':
				out = append(out, '\r')
			case d == 'x' && i+2 < len(b) && isHexDigit(b[i+1]) && isHexDigit(b[i+2]):
				out = append(out, byte(unhex(b[i+1])<<4|unhex(b[i+2])))
				i += 2
			case d >= '0' && d <= '7':
				v := 0
				for n := 0; n < 3 && i < len(b) && b[i] >= '0' && b[i] <= '7'; n++ {
					v = v*8 + int(b[i]-'0')
					i++
				}
				i--
				out = append(out, byte(v))
			default:
				out = append(out, d)
			}
		default:
			out = append(out, c)
		}
	}
	return out, false
}

// hexColours reads a stylesheet's (or a theme file's) #rrggbb colours in
// order as the bytes they spell, when there are eight or more.
func (s *Scanner) hexColours(data []byte, lines []int, raw []Finding, bud *budget) []Finding {
	var out []byte
	start, end := -1, -1
	for _, ls := range lines {
		k := bytes.Index(data[ls:lineEnd(data, ls)], []byte(": #"))
		if k < 0 {
			continue
		}
		p := ls + k + 3
		if p+6 > len(data) || p+6 < len(data) && isHexDigit(data[p+6]) {
			continue
		}
		ok := true
		for _, c := range data[p : p+6] {
			ok = ok && isHexDigit(c)
		}
		if !ok {
			continue
		}
		for q := p; q < p+6; q += 2 {
			out = append(out, byte(unhex(data[q])<<4|unhex(data[q+1])))
		}
		if start < 0 {
			start = p
		}
		end = p + 6
	}
	if len(out) < 24 {
		return raw
	}
	return s.emit(nil, out, nil, start, end, EncBytes, raw, bud)
}

// floatBytes reads each list of numbers ([a, b, ...] on one line) whose
// float64 values, as little-endian bytes (struct.pack('<d'), a
// Float64Array's buffer), are printable text, as that text.
func (s *Scanner) floatBytes(data []byte, lines []int, raw []Finding, bud *budget) []Finding {
	for _, ls := range lines {
		le := lineEnd(data, ls)
		line := data[ls:le]
		if le-ls > maxDeriveLine {
			continue
		}
		o := bytes.IndexByte(line, '[')
		c := bytes.LastIndexByte(line, ']')
		if o < 0 || c < o {
			continue
		}
		var out []byte
		ok, n := true, 0
		for f := range bytes.SplitSeq(line[o+1:c], []byte(",")) {
			v, err := strconv.ParseFloat(string(bytes.TrimSpace(f)), 64)
			if err != nil {
				ok = false
				break
			}
			b := binary.LittleEndian.AppendUint64(nil, math.Float64bits(v))
			for _, x := range b {
				ok = ok && x >= 0x20 && x < 0x7f
			}
			if !ok {
				break
			}
			out = append(out, b...)
			n++
		}
		if ok && n >= 2 {
			raw = s.emit(nil, out, nil, ls+o+1, ls+c, EncBytes, raw, bud)
		}
	}
	return raw
}

// natoAlphabet is the ICAO spelling alphabet; digits and two signs are
// spelt as words too.
func natoLetter(w []byte) (byte, bool) {
	upper := len(w) > 1 && w[0] >= 'A' && w[0] <= 'Z' && w[1] >= 'A' && w[1] <= 'Z'
	l := string(bytes.ToLower(w))
	var c byte
	switch l {
	case "alfa", "alpha":
		c = 'a'
	case "bravo":
		c = 'b'
	case "charlie":
		c = 'c'
	case "delta":
		c = 'd'
	case "echo":
		c = 'e'
	case "foxtrot":
		c = 'f'
	case "golf":
		c = 'g'
	case "hotel":
		c = 'h'
	case "india":
		c = 'i'
	case "juliett", "juliet":
		c = 'j'
	case "kilo":
		c = 'k'
	case "lima":
		c = 'l'
	case "mike":
		c = 'm'
	case "november":
		c = 'n'
	case "oscar":
		c = 'o'
	case "papa":
		c = 'p'
	case "quebec":
		c = 'q'
	case "romeo":
		c = 'r'
	case "sierra":
		c = 's'
	case "tango":
		c = 't'
	case "uniform":
		c = 'u'
	case "victor":
		c = 'v'
	case "whiskey", "whisky":
		c = 'w'
	case "xray", "x-ray":
		c = 'x'
	case "yankee":
		c = 'y'
	case "zulu":
		c = 'z'
	case "zero":
		return '0', true
	case "one":
		return '1', true
	case "two":
		return '2', true
	case "three":
		return '3', true
	case "four":
		return '4', true
	case "five":
		return '5', true
	case "six":
		return '6', true
	case "seven":
		return '7', true
	case "eight":
		return '8', true
	case "nine", "niner":
		return '9', true
	case "underscore":
		return '_', true
	case "dash", "hyphen":
		return '-', true
	case "dot", "period":
		return '.', true
	default:
		return 0, false
	}
	if upper {
		c -= 'a' - 'A'
	}
	return c, true
}

// natoWords reads each run of 16 or more spelling-alphabet words (over
// line breaks; lower case a small letter, upper case a capital) as the
// text it spells. A run holds a marked line (lines): it is read from the
// first line before that one that does not start with a spelling word.
func (s *Scanner) natoWords(data []byte, lines []int, raw []Finding, bud *budget) []Finding {
	var out []byte
	start, end, done := -1, -1, -1
	flush := func() {
		if len(out) >= 16 {
			raw = s.emit(nil, out, nil, start, end, EncDecoded, raw, bud)
		}
		out, start = out[:0], -1
	}
	firstWord := func(ls int) bool {
		le := lineEnd(data, ls)
		i := ls
		for i < le && (data[i] == ' ' || data[i] == '\t') {
			i++
		}
		j := i
		for j < le && data[j] != ' ' && data[j] != '\t' && data[j] != '\r' {
			j++
		}
		_, ok := natoLetter(data[i:j])
		return ok && j-i <= 10
	}
	for _, ls := range lines {
		if ls <= done {
			continue
		}
		from := ls
		for n := 0; n < 64 && from > 0; n++ {
			p := bytes.LastIndexByte(data[:from-1], '\n') + 1
			if !firstWord(p) {
				break
			}
			from = p
		}
		for i := from; i < len(data); {
			for i < len(data) && (data[i] == ' ' || data[i] == '\t' || data[i] == '\n' || data[i] == '\r') {
				i++
			}
			j := i
			for j < len(data) && data[j] != ' ' && data[j] != '\t' && data[j] != '\n' && data[j] != '\r' {
				j++
			}
			if j == i {
				break
			}
			if c, ok := natoLetter(data[i:j]); ok && j-i <= 10 {
				if start < 0 {
					start = i
				}
				out = append(out, c)
				end = j
			} else if i > lineEnd(data, ls) {
				done = i
				break
			} else {
				flush()
			}
			i = j
			done = j
		}
		flush()
	}
	return raw
}

package scan

import (
	"bytes"
	"encoding/ascii85"
	"encoding/base32"
	"encoding/base64"
	"math/big"
	"strconv"
	"strings"
)

// Encoded runs next to their decoder: a secret kept in an encoding whose
// decoder call stands in the same file, within a few lines of it. The
// call marks the line (the keyword pass); the lines around it
// (decoderReach each way) are read for runs of what that decoder takes,
// and each run is decoded and judged like transcode.go's forms (emit):
//
//   - base58 (b58decode, base58): runs of Bitcoin's alphabet;
//   - ASCII85 and base85 without delimiters (a85decode, b85decode,
//     base85): each string literal, through both alphabets;
//   - quoted-printable (quopri, quoted-printable): runs of =HH escapes;
//   - decimal byte lists ([]byte{, fromCharCode(, bytes([, bytearray(,
//     new byte[]): runs of numbers 0..255 separated by commas or spaces;
//   - a big decimal integer turned to bytes (to_bytes, from_bytes,
//     tobytearray): runs of 20 or more digits, read big-endian;
//   - bit strings (parseInt(b, 2), int(b, 2)): runs of 8-bit groups;
//   - a shift of every character (chr(ord(c) - 3), charCodeAt(0) + 5):
//     each string literal, shifted back by the amount the call names;
//   - PowerShell's -EncodedCommand (and FromBase64String): base64 runs,
//     which decode to UTF-16LE (emit reads that as text);
//   - CSS escapes (content: "\73 \6b"): runs of \H... escapes.
//
// Each decode is bounded (maxDecoderRun source bytes a run, the derived
// budget), so a marked file costs at most a few decodes a marked line.

// Decoder kinds a mark asks for.
const (
	decB58 = 1 << iota
	decB85
	decQP
	decDecimal
	decBigInt
	decBits
	decShift
	decB64
	decCSS
	decB32Hex
	decB45
	decB91
)

// EncDecoded marks a finding in a run decoded by the decoder next to it.
const EncDecoded = "decoded"

const (
	decoderReach  = 4    // lines each way of the mark that are read
	maxDecoderRun = 4096 // source bytes of one run
	minDecoderOut = 12   // decoded bytes worth judging
)

// decoderMarks are the decoder calls (lowercase: the keyword pass ignores
// case) and the kinds each asks for.
var decoderMarks = []struct {
	mark  string
	kinds int
}{
	{"b58decode", decB58}, {"base58", decB58},
	{"a85decode", decB85}, {"b85decode", decB85}, {"base85", decB85}, {"ascii85", decB85},
	{"quopri", decQP}, {"quoted-printable", decQP}, {"quoted_printable", decQP},
	{"[]byte{", decDecimal}, {"fromcharcode(", decDecimal}, {"bytes([", decDecimal}, {"bytearray(", decDecimal}, {"new byte[]", decDecimal},
	{"to_bytes(", decBigInt}, {"from_bytes(", decBigInt}, {"tobytearray(", decBigInt},
	{"parseint(", decBits}, {", 2)", decBits}, {",2)", decBits},
	{"chr(ord(", decShift}, {"charcodeat(", decShift},
	{"-encodedcommand", decB64}, {"-enc ", decB64}, {"-ec ", decB64}, {"frombase64string(", decB64},
	{"content:", decCSS},
	{"b32hexdecode", decB32Hex}, {"base32hex", decB32Hex}, {"hexencoding", decB32Hex},
	{"b45decode", decB45}, {"base45", decB45},
	{"base91", decB91}, {"basE91", decB91}, {"b91decode", decB91},
}

// decoderKeywords lists decoderMarks' marks for the keyword pass.
func decoderKeywords() []string {
	kws := make([]string, 0, len(decoderMarks))
	for _, m := range decoderMarks {
		kws = append(kws, m.mark)
	}
	return kws
}

// decoderState is what scanTranscoded keeps between marked lines: how far
// each kind's window has been read.
type decoderState struct {
	read [16]int
}

// nearDecoders reads the lines around the marked line data[ls:le] for the
// runs its decoder calls take.
func (s *Scanner) nearDecoders(data []byte, ls, le int, st *decoderState, raw []Finding, bud *budget) []Finding {
	lower := bytes.ToLower(data[ls:le])
	low := string(lower)
	kinds := 0
	for _, m := range decoderMarks {
		if strings.Contains(low, m.mark) {
			kinds |= m.kinds
		}
	}
	if kinds == 0 {
		return raw
	}
	ws, we := ls, le
	for n := 0; n < decoderReach && ws > 0; n++ {
		ws = lineStart(data, ws-1)
	}
	for n := 0; n < decoderReach && we < len(data); n++ {
		we = lineEnd(data, we+1)
	}
	ws, we = max(ws, ls-maxDecoderRun), min(we, le+maxDecoderRun)
	if kinds&decDecimal != 0 {
		// The list is the call's argument: read from each mark on, not
		// the lines around it (Go code is full of []byte{ tables).
		kinds &^= decDecimal
		raw = s.listsAfterMarks(data, ls, le, we, lower, raw, bud)
	}
	shift := 0
	if kinds&decShift != 0 {
		if shift = shiftAmount(lower); shift == 0 {
			kinds &^= decShift
		}
	}
	for k := 0; k < 12; k++ {
		bit := 1 << k
		if kinds&bit == 0 {
			continue
		}
		from := max(ws, st.read[k])
		if from >= we {
			continue
		}
		st.read[k] = we
		raw = s.decodeWindow(data, from, we, bit, shift, raw, bud)
	}
	return raw
}

// decodeWindow decodes the runs of one kind in data[ws:we].
func (s *Scanner) decodeWindow(data []byte, ws, we, kind, shift int, raw []Finding, bud *budget) []Finding {
	out := func(rs, re int, dec []byte) {
		// A secret decoded is text; bytes that are not (a table, a prime)
		// are passed over, except base64, which may be UTF-16 (emit).
		if len(dec) < minDecoderOut || kind != decB64 && !textual(dec) {
			return
		}
		pre := data[lineStart(data, rs):rs]
		post := data[re:lineEnd(data, re)]
		raw = s.emit(pre, dec, post, rs, re, EncDecoded, raw, bud)
	}
	switch kind {
	case decB58:
		runs(data, ws, we, isB58, 20, func(rs, re int) { out(rs, re, base58Decode(data[rs:re])) })
	case decBigInt:
		runs(data, ws, we, isDigit, 20, func(rs, re int) {
			if n, ok := new(big.Int).SetString(string(data[rs:re]), 10); ok {
				out(rs, re, n.Bytes())
			}
		})
	case decB64:
		runs(data, ws, we, isStdB64, 16, func(rs, re int) {
			for re < we && re-rs < maxDecoderRun && data[re] == '=' {
				re++
			}
			if dec, err := base64.StdEncoding.DecodeString(string(data[rs:re])); err == nil {
				out(rs, re, dec)
			} else if dec, err := base64.RawStdEncoding.DecodeString(string(bytes.TrimRight(data[rs:re], "="))); err == nil {
				out(rs, re, dec)
			}
		})
	case decB85, decShift:
		literals(data, ws, we, func(rs, re int, lit []byte) {
			if kind == decShift {
				dec := make([]byte, len(lit))
				for i, c := range lit {
					dec[i] = byte(int(c) - shift)
				}
				out(rs, re, dec)
				return
			}
			if dec, ok := a85Decode(lit); ok {
				out(rs, re, dec)
			}
			if dec, ok := b85Decode(lit); ok {
				out(rs, re, dec)
			}
		})
	case decB32Hex:
		runs(data, ws, we, isB32Hex, 16, func(rs, re int) {
			for re < we && re-rs < maxDecoderRun && data[re] == '=' {
				re++
			}
			if dec, err := base32.HexEncoding.DecodeString(string(data[rs:re])); err == nil {
				out(rs, re, dec)
			} else if dec, err := base32.HexEncoding.WithPadding(base32.NoPadding).DecodeString(string(bytes.TrimRight(data[rs:re], "="))); err == nil {
				out(rs, re, dec)
			}
		})
	case decB45, decB91:
		literals(data, ws, we, func(rs, re int, lit []byte) {
			if kind == decB45 {
				if dec, ok := base45Decode(lit); ok {
					out(rs, re, dec)
				}
				return
			}
			out(rs, re, base91Decode(lit))
		})
	case decQP:
		for i := ws; i < we; {
			rs, re, dec := escapeRun(data, i, we, qpEscape)
			if rs < 0 {
				break
			}
			out(rs, re, dec)
			i = re
		}
	case decCSS:
		for i := ws; i < we; {
			rs, re, dec := escapeRun(data, i, we, cssEscape)
			if rs < 0 {
				break
			}
			out(rs, re, dec)
			i = re
		}
	case decDecimal, decBits:
		base, width := 10, 3
		if kind == decBits {
			base, width = 2, 8
		}
		for i := ws; i < we; {
			rs, re, dec := numberList(data, i, we, base, width, false)
			if rs < 0 {
				break
			}
			out(rs, re, dec)
			i = re
		}
	}
	return raw
}

// listsAfterMarks decodes the decimal list that each decimal mark on
// data[ls:le] opens (past spaces, line breaks and an opening bracket).
func (s *Scanner) listsAfterMarks(data []byte, ls, le, we int, lower []byte, raw []Finding, bud *budget) []Finding {
	for _, m := range decoderMarks {
		if m.kinds != decDecimal {
			continue
		}
		for p := 0; p < len(lower); {
			i := bytes.Index(lower[p:], []byte(m.mark))
			if i < 0 {
				break
			}
			p += i + len(m.mark)
			k := ls + p
			for k < we && (data[k] == ' ' || data[k] == '\t' || data[k] == '\n' || data[k] == '\r' || data[k] == '[' || data[k] == '(' || data[k] == '{') {
				k++
			}
			if k >= len(data) || !isDigit(data[k]) {
				continue
			}
			rs, re, dec := numberList(data, k, min(we+maxDecoderRun, len(data)), 10, 3, true)
			if rs != k || len(dec) < minDecoderOut || !textual(dec) {
				continue
			}
			raw = s.emit(data[lineStart(data, rs):rs], dec, data[re:lineEnd(data, re)], rs, re, EncDecoded, raw, bud)
		}
	}
	return raw
}

func isB58(c byte) bool {
	return isDigit(c) && c != '0' || isAlpha(c) && c != 'O' && c != 'I' && c != 'l'
}

func isStdB64(c byte) bool { return isDigit(c) || isAlpha(c) || c == '+' || c == '/' }

// runs calls f on each run of bytes is accepts in data[ws:we] at least min
// long (a longer one than maxDecoderRun is passed over).
func runs(data []byte, ws, we int, is func(byte) bool, min int, f func(rs, re int)) {
	for i := ws; i < we; {
		if !is(data[i]) {
			i++
			continue
		}
		j := i
		for j < we && is(data[j]) {
			j++
		}
		if j-i >= min && j-i <= maxDecoderRun {
			f(i, j)
		}
		i = j
	}
}

// base58Decode decodes Bitcoin's base58 (leading '1's are zero bytes).
func base58Decode(b []byte) []byte {
	const alpha = "123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz"
	n, d, v := new(big.Int), big.NewInt(58), new(big.Int)
	zeros := 0
	for i, c := range b {
		k := bytes.IndexByte([]byte(alpha), c)
		if k < 0 {
			return nil
		}
		if k == 0 && i == zeros {
			zeros++
		}
		n.Mul(n, d)
		n.Add(n, v.SetInt64(int64(k)))
	}
	return append(make([]byte, zeros), n.Bytes()...)
}

// literals calls f on each quoted string literal in data[ws:we] (one line
// long, 16 bytes or more) with its content, \\ \" and \' undone.
func literals(data []byte, ws, we int, f func(rs, re int, lit []byte)) {
	for i := ws; i < we; i++ {
		q := data[i]
		if q != '"' && q != '\'' {
			continue
		}
		var lit []byte
		j := i + 1
		for ; j < we && data[j] != q && data[j] != '\n' && j-i < maxDecoderRun; j++ {
			if data[j] == '\\' && j+1 < we && (data[j+1] == '\\' || data[j+1] == '"' || data[j+1] == '\'') {
				j++
			}
			lit = append(lit, data[j])
		}
		if j >= we || data[j] != q {
			i = j
			continue
		}
		if len(lit) >= 16 {
			f(i+1, j, lit)
		}
		i = j
	}
}

// a85Decode decodes ASCII85 without its delimiters (z for a zero group,
// white space ignored, a short last group padded).
func a85Decode(b []byte) ([]byte, bool) {
	for _, c := range b {
		if (c < '!' || c > 'u') && c != 'z' && c != ' ' && c != '\n' {
			return nil, false
		}
	}
	dst := make([]byte, 4*len(b)+4)
	n, _, err := ascii85.Decode(dst, b, true)
	if err != nil {
		return nil, false
	}
	return dst[:n], true
}

// b85Decode decodes base85 in git's and Python's alphabet (a short last
// group padded with the highest digit, as b85decode does).
func b85Decode(b []byte) ([]byte, bool) {
	const alpha = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz!#$%&()*+-;<=>?@^_`{|}~"
	var out []byte
	for i := 0; i < len(b); i += 5 {
		var v uint64
		k := 0
		for ; k < 5; k++ {
			d := 84
			if i+k < len(b) {
				if d = bytes.IndexByte([]byte(alpha), b[i+k]); d < 0 {
					return nil, false
				}
			}
			v = v*85 + uint64(d)
		}
		if v > 0xffffffff {
			return nil, false
		}
		grp := []byte{byte(v >> 24), byte(v >> 16), byte(v >> 8), byte(v)}
		if rest := len(b) - i; rest < 5 {
			grp = grp[:rest-1]
		}
		out = append(out, grp...)
	}
	return out, true
}

// escapeRun finds the first run in data[from:we] of escapes esc reads
// (with the text between them, one line), at least 8 escapes, and returns
// it decoded; rs < 0 when there is none.
func escapeRun(data []byte, from, we int, esc func(b []byte) (byte, int)) (rs, re int, dec []byte) {
	for i := from; i < we; i++ {
		if _, n := esc(data[i:we]); n == 0 {
			continue
		}
		rs, re, dec = i, i, dec[:0]
		escapes, j := 0, i
		for j < we && data[j] != '\n' && data[j] != '"' && data[j] != '\'' && j-rs < maxDecoderRun {
			if c, n := esc(data[j:we]); n > 0 {
				dec = append(dec, c)
				escapes++
				j += n
				re = j
				continue
			}
			if data[j] == ' ' || data[j] == '\t' {
				break
			}
			dec = append(dec, data[j])
			j++
		}
		if escapes >= 8 {
			return rs, re, dec
		}
		i = max(i, j-1)
	}
	return -1, -1, nil
}

// qpEscape reads a quoted-printable =HH.
func qpEscape(b []byte) (byte, int) {
	if len(b) >= 3 && b[0] == '=' && isHexDigit(b[1]) && isHexDigit(b[2]) {
		return byte(unhex(b[1])<<4 | unhex(b[2])), 3
	}
	return 0, 0
}

// cssEscape reads a CSS escape of an ASCII character: \ then hex digits,
// then one optional space.
func cssEscape(b []byte) (byte, int) {
	if len(b) < 2 || b[0] != '\\' {
		return 0, 0
	}
	j := 1
	for j < len(b) && j < 7 && isHexDigit(b[j]) {
		j++
	}
	if j == 1 {
		return 0, 0
	}
	v, err := strconv.ParseUint(string(b[1:j]), 16, 32)
	if err != nil || v < 0x20 || v > 0x7e {
		return 0, 0
	}
	if j < len(b) && b[j] == ' ' {
		j++
	}
	return byte(v), j
}

// numberList finds the first list in data[from:we] of 8 or more numbers
// (base 10: 0..255; base 2: groups of 8 bits) separated by commas, spaces
// or line breaks, and returns it decoded; rs < 0 when there is none
// (anchored: none starting at from).
func numberList(data []byte, from, we, base, width int, anchored bool) (rs, re int, dec []byte) {
	isd := isDigit
	if base == 2 {
		isd = func(c byte) bool { return c == '0' || c == '1' }
	}
	for i := from; i < we; i++ {
		if !isd(data[i]) || i > 0 && (isAlpha(data[i-1]) || isDigit(data[i-1])) {
			if anchored {
				break
			}
			continue
		}
		rs, dec = i, dec[:0]
		j := i
		for j < we && j-rs < maxDecoderRun {
			k := j
			for k < we && isd(data[k]) {
				k++
			}
			if k == j || k-j > width || base == 2 && k-j != width || k < we && (isAlpha(data[k]) || data[k] == '.') {
				break
			}
			v, err := strconv.ParseUint(string(data[j:k]), base, 16)
			if err != nil || v > 255 {
				break
			}
			dec = append(dec, byte(v))
			re = k
			for k < we && (data[k] == ',' || data[k] == ' ' || data[k] == '\t' || data[k] == '\n' || data[k] == '\r') {
				k++
			}
			if k == re && base == 10 {
				break
			}
			j = k
		}
		if len(dec) >= 8 {
			return rs, re, dec
		}
		if anchored {
			break
		}
		i = max(i, j-1)
	}
	return -1, -1, nil
}

// shiftAmount reads the shift a marked line applies to each character:
// ord(c) - 3, charCodeAt(0) + 5 (what is subtracted to decode); 0 when it
// names none.
func shiftAmount(lower []byte) int {
	for _, call := range []string{"ord(", "charcodeat("} {
		i := bytes.Index(lower, []byte(call))
		if i < 0 {
			continue
		}
		j := bytes.IndexByte(lower[i:], ')')
		if j < 0 {
			continue
		}
		j += i + 1
		for j < len(lower) && lower[j] == ' ' {
			j++
		}
		if j >= len(lower) || lower[j] != '-' && lower[j] != '+' {
			continue
		}
		sign := 1
		if lower[j] == '+' {
			sign = -1
		}
		j++
		for j < len(lower) && lower[j] == ' ' {
			j++
		}
		k := j
		for k < len(lower) && isDigit(lower[k]) {
			k++
		}
		if n, err := strconv.Atoi(string(lower[j:k])); err == nil && n > 0 && n < 95 {
			return sign * n
		}
	}
	return 0
}

// isB32Hex is a byte of RFC 4648's base32hex alphabet (0-9, A-V).
func isB32Hex(c byte) bool { return isDigit(c) || c >= 'A' && c <= 'V' }

// base45Alphabet is RFC 9285's (the QR-code alphanumeric set).
const base45Alphabet = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ $%*+-./:"

// base45Decode decodes RFC 9285 base45: three characters a pair of bytes,
// two the last byte.
func base45Decode(b []byte) ([]byte, bool) {
	if len(b)%3 == 1 || len(b) < 2 {
		return nil, false
	}
	out := make([]byte, 0, len(b)*2/3)
	for i := 0; i < len(b); i += 3 {
		n := 0
		for k, mul := 0, 1; k < 3 && i+k < len(b); k, mul = k+1, mul*45 {
			v := strings.IndexByte(base45Alphabet, b[i+k])
			if v < 0 {
				return nil, false
			}
			n += v * mul
		}
		if i+2 < len(b) {
			if n > 0xffff {
				return nil, false
			}
			out = append(out, byte(n>>8), byte(n))
		} else {
			if n > 0xff {
				return nil, false
			}
			out = append(out, byte(n))
		}
	}
	return out, true
}

// base91Alphabet is basE91's.
const base91Alphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789!#$%&()*+,./:;<=>?@[]^_`{|}~\""

// base91Decode decodes basE91 (its reference algorithm: 13 or 14 bits a
// pair of characters); bytes outside the alphabet are skipped, as the
// reference decoder does.
func base91Decode(b []byte) []byte {
	out := make([]byte, 0, len(b)*4/5)
	v, acc, n := -1, 0, 0
	for _, c := range b {
		p := strings.IndexByte(base91Alphabet, c)
		if p < 0 {
			continue
		}
		if v < 0 {
			v = p
			continue
		}
		v += p * 91
		acc |= v << n
		if v&8191 > 88 {
			n += 13
		} else {
			n += 14
		}
		for n > 7 {
			out = append(out, byte(acc))
			acc >>= 8
			n -= 8
		}
		v = -1
	}
	if v >= 0 {
		out = append(out, byte(acc|v<<n))
	}
	return out
}

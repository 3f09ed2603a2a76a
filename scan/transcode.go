package scan

import (
	"bytes"
	"encoding/base32"
	"encoding/base64"
	"strings"
	"unicode/utf8"
)

// Transcoded text: a secret kept in a form one line of code or one
// standard tool turns back, which no pattern sees. Each is undone only
// where the keyword pass found its mark, so text without one costs a
// keyword, not a pass:
//
//   - ROT13 and reversal of a token: the line holds a token prefix in
//     ROT13 (tuc_ for ghp_) or reversed (_phg), or says rot13 or reverse;
//     each run of token bytes on it is turned back;
//   - base32: the line says base32 or b32; each run of the base32
//     alphabet on it is decoded;
//   - byte lists: a C or xxd -i array (0x67, 0x68, ...), a regedit
//     hex(2): list (67,00,68,00,...) and a char array ('s', 'k', ...),
//     over as many lines as the list runs;
//   - hex dumps: xxd, hexdump -C and od -A x -t x1 lines, from the one at
//     offset zero on, read back as the bytes they dump;
//   - uuencode (begin 644 name ... end);
//   - a YAML !!binary scalar: the base64 lines under it joined;
//   - EBCDIC (code page 037) text: a file whose first bytes are EBCDIC
//     letters and digits is read through the table, byte for byte;
//   - runs next to the call that decodes them (base58, ASCII85, base85,
//     quoted-printable, decimal and bit lists, a big integer, a shift,
//     PowerShell's base64 of UTF-16LE, CSS escapes): see decoders.go.
//
// Decoded bytes that are UTF-16 (every other byte NUL) are read as text;
// decoded bytes that are not text are read as a binary's printable runs.
// What a decoded text holds is judged for secrets, not hosts, and reported
// on the source bytes it came from.

// Encodings a finding may carry.
const (
	EncROT13    = "rot13"
	EncReversed = "reversed"
	EncBase32   = "base32"
	EncBytes    = "bytes" // a byte list or a hex dump
	EncUU       = "uuencode"
	EncEBCDIC   = "ebcdic"
)

// Bounds on transcoded work (beside the derived-bytes budget).
const (
	minXformRun = 16      // shortest run of token bytes turned back
	maxListRead = 1 << 20 // source bytes one list or dump is read over
)

// xformKeywords mark a line for scanTranscoded.
func xformKeywords() []string {
	kws := []string{"rot13", "rot_13", "reverse", "[::-1]", "base32", "b32",
		", 0x", ",0x", "hex(", "=hex:", "', '", "','",
		"00000000:", "00000000  ", "000000 ", "begin 6", "begin 7", "begin 4", "!!binary",
		"git binary patch", "<~", `"kty"`, "%w[", "%w(", "%w{", "%w<", "%w|", "^ 0x", "^0x", "^= 0x", "^=0x"}
	// Token prefixes in ROT13 and reversed (lowercase: the pass ignores case).
	for _, p := range []string{"ghp_", "gho_", "ghs_", "ghu_", "github_pat_", "glpat-", "sk_live_", "rk_live_", "sk-ant-", "sk-proj-",
		"xoxb-", "xoxp-", "akia", "npm_", "aiza", "dop_v1_", "hf_"} {
		if r := rot13(p); len(r) >= 4 {
			kws = append(kws, r)
		}
		if len(p) >= 4 {
			kws = append(kws, reverse(p))
		}
	}
	return kws
}

func rot13(s string) string {
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

func reverse(s string) string {
	b := []byte(s)
	for i, j := 0, len(b)-1; i < j; i, j = i+1, j-1 {
		b[i], b[j] = b[j], b[i]
	}
	return string(b)
}

func isTokenByte(c byte) bool { return isWordByte(c) || c == '-' }

// scanTranscoded undoes, on the lines the keyword pass noted, the forms
// above.
func (s *Scanner) scanTranscoded(data []byte, raw []Finding, bud *budget) []Finding {
	done := 0     // source read already by a list, a dump or a block
	a85Until := 0 // no ~> before here: <~ is an operator
	for _, ls := range bud.xform {
		if ls < done {
			continue
		}
		le := lineEnd(data, ls)
		if le-ls > maxDeriveLine {
			continue
		}
		line := data[ls:le]
		raw = s.turnRuns(data, ls, le, raw, bud)
		var end int
		switch {
		case dumpLine(line) >= 0:
			raw, end = s.readDump(data, ls, raw, bud)
		case bytes.HasPrefix(line, []byte("begin ")) && len(line) > 10 && isOctal(line[6]) && isOctal(line[7]) && isOctal(line[8]) && line[9] == ' ':
			raw, end = s.readUU(data, le+1, ls, raw, bud)
		case bytes.Contains(line, []byte("!!binary")):
			raw, end = s.readBlock(data, le+1, raw, bud)
		case bytes.Contains(line, []byte("^ 0x")) || bytes.Contains(line, []byte("^0x")) || bytes.Contains(line, []byte("^= 0x")) || bytes.Contains(line, []byte("^=0x")):
			raw = s.readXOR(data, ls, le, raw, bud)
		case bytes.Contains(line, []byte(`"kty"`)):
			for i := 0; i < len(line); {
				k := bytes.Index(line[i:], []byte(`"kty"`))
				if k < 0 {
					break
				}
				raw = s.readJWK(data, ls+i+k, raw, bud)
				i += k + 5
			}
		case bytes.HasPrefix(bytes.TrimSpace(line), []byte("GIT binary patch")):
			raw, end = s.readBinaryPatch(data, le+1, raw, bud)
		case bytes.Contains(line, []byte("<~")) && ls >= a85Until:
			var found bool
			raw, end, found = s.readA85(data, ls+bytes.Index(line, []byte("<~")), raw, bud)
			if !found {
				a85Until, end = end, 0
			}
		case bytes.Contains(line, []byte("%w")) || bytes.Contains(line, []byte("%W")):
			raw = s.readWords(data, ls, le, raw, bud)
		default:
			raw, end = s.readList(data, ls, le, raw, bud)
		}
		done = max(done, end)
	}
	// Runs next to a decoder call (decoders.go), on the lines that hold one.
	var near decoderState
	for _, ls := range bud.decoders {
		if le := lineEnd(data, ls); le-ls <= maxDeriveLine {
			raw = s.nearDecoders(data, ls, le, &near, raw, bud)
		}
	}
	return raw
}

func isOctal(c byte) bool { return c >= '0' && c <= '7' }

// turnRuns turns back each long run of token bytes on the line: ROT13,
// reversal and base32.
func (s *Scanner) turnRuns(data []byte, ls, le int, raw []Finding, bud *budget) []Finding {
	for i := ls; i < le; {
		if !isTokenByte(data[i]) {
			i++
			continue
		}
		j := i
		for j < le && isTokenByte(data[j]) {
			j++
		}
		k := j
		for k < le && data[k] == '=' {
			k++
		}
		if j-i >= minXformRun {
			run := string(data[i:j])
			for _, t := range [...]struct{ s, enc string }{{rot13(run), EncROT13}, {reverse(run), EncReversed}} {
				if s.pf.anyBytes([]byte(t.s)) {
					raw = s.emit(data[ls:i], []byte(t.s), data[j:le], i, j, t.enc, raw, bud)
				}
			}
			if strings.Trim(run, "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567") == "" {
				if dec, err := base32.StdEncoding.WithPadding(base32.NoPadding).DecodeString(run); err == nil {
					raw = s.emit(data[ls:i], dec, data[k:le], i, k, EncBase32, raw, bud)
				}
			}
		}
		i = k
	}
	return raw
}

// emit scans pre+dec+post (dec decoded from data[rs:re]) and reports the
// secrets that lie in dec on [rs,re). UTF-16 is read as text first, and
// bytes that are not text as a binary's printable runs.
func (s *Scanner) emit(pre, dec, post []byte, rs, re int, enc string, raw []Finding, bud *budget) []Finding {
	if len(dec) == 0 || !bud.take(len(dec)) {
		return raw
	}
	if u, ok := utf16Text(dec); ok {
		dec = u
	} else if n := len(dec) &^ 1; n >= 8 {
		// UTF-16 without a byte-order mark, either order.
		for _, odd := range []int{1, 0} {
			zero := true
			for i := odd; i < n && zero; i += 2 {
				zero = dec[i] == 0
			}
			if zero {
				u := make([]byte, 0, n/2)
				for i := 1 - odd; i < n; i += 2 {
					u = append(u, dec[i])
				}
				dec = u
				break
			}
		}
	}
	binary := !textual(dec)
	if binary {
		pre, post = nil, nil
		dec = printableRuns(dec)
		if len(dec) == 0 {
			return raw
		}
	}
	synth := make([]byte, 0, len(pre)+len(dec)+len(post))
	synth = append(append(append(synth, pre...), dec...), post...)
	fs := s.scanRaw(synth, true, bud)
	if binary {
		fs = s.binaryFilter(synth, fs, true)
	}
	for _, f := range fs {
		if s.rules[f.ruleIdx].Category != CatSecret {
			continue
		}
		// A turned run (ROT13, reversal) must hold the token's start: a
		// match that starts before it is the plain text's.
		turned := enc == EncROT13 || enc == EncReversed
		if f.Start < len(pre)+len(dec) && f.End > len(pre) && (!turned || f.Start >= len(pre)) {
			raw = append(raw, Finding{Start: rs, End: re, ruleIdx: f.ruleIdx, Encoding: enc})
		}
	}
	return raw
}

// readList reads the byte list that starts on the line at ls: items
// 0xHH, HH (after hex( or hex:), 'c', separated by commas, spaces and
// line breaks (with a backslash before one, as regedit writes them).
func (s *Scanner) readList(data []byte, ls, le int, raw []Finding, bud *budget) ([]Finding, int) {
	line := data[ls:le]
	bare := false
	start := -1
	if i := bytes.Index(line, []byte("hex(")); i >= 0 {
		if c := bytes.IndexByte(line[i:], ':'); c > 0 {
			start, bare = ls+i+c+1, true
		}
	} else if i := bytes.Index(line, []byte("=hex:")); i >= 0 {
		start, bare = ls+i+5, true
	} else {
		for i := 0; i+2 < len(line); i++ {
			if line[i] == '0' && (line[i+1] == 'x' || line[i+1] == 'X') && isHexDigit(line[i+2]) || line[i] == '\'' && i+2 < len(line) && line[i+2] == '\'' {
				start = ls + i
				break
			}
		}
	}
	if start < 0 {
		return raw, 0
	}
	var out []byte
	i, last := start, start
	lim := min(len(data), start+maxListRead)
	for i < lim {
		c := data[i]
		switch {
		case c == ' ' || c == '\t' || c == ',' || c == '\r' || c == '\n' || c == '\\' && i+1 < lim && (data[i+1] == '\n' || data[i+1] == '\r'):
			i++
			continue
		case c == '0' && i+2 < lim && (data[i+1] == 'x' || data[i+1] == 'X') && isHexDigit(data[i+2]):
			j := i + 2
			for j < lim && isHexDigit(data[j]) {
				j++
			}
			if j-i-2 > 2 {
				i = lim // a wider number: not a byte list
				continue
			}
			v := 0
			for k := i + 2; k < j; k++ {
				v = v<<4 | unhex(data[k])
			}
			out = append(out, byte(v))
			i, last = j, j
			continue
		case bare && i+1 < lim && isHexDigit(c) && isHexDigit(data[i+1]) && (i+2 >= lim || !isHexDigit(data[i+2])):
			out = append(out, byte(unhex(c)<<4|unhex(data[i+1])))
			i += 2
			last = i
			continue
		case c == '\'' && i+2 < lim && data[i+2] == '\'' && data[i+1] != '\\':
			out = append(out, data[i+1])
			i += 3
			last = i
			continue
		case c == '\'' && i+3 < lim && data[i+1] == '\\' && data[i+3] == '\'':
			out = append(out, data[i+2])
			i += 4
			last = i
			continue
		}
		break
	}
	if len(out) < minB64Run {
		return raw, last
	}
	return s.emit(nil, out, nil, start, last, EncBytes, raw, bud), last
}

// dumpLine returns where the bytes of a hex dump line start (past the
// offset: xxd's "00000010: ", hexdump -C's "00000010  ", od's "000010 "),
// or -1.
func dumpLine(line []byte) int {
	n := 0
	for n < len(line) && n < 8 && isHexDigit(line[n]) {
		n++
	}
	if n < 6 || n >= len(line) {
		return -1
	}
	switch {
	case line[n] == ':' && n+1 < len(line) && line[n+1] == ' ':
		return n + 2
	case line[n] == ' ':
		return n + 1
	}
	return -1
}

// readDump reads the hex dump lines from ls on (16 bytes a line at most)
// and scans the bytes they dump.
func (s *Scanner) readDump(data []byte, ls int, raw []Finding, bud *budget) ([]Finding, int) {
	var out []byte
	start, end := ls, ls
	for ls < len(data) && ls-start < maxListRead {
		le := lineEnd(data, ls)
		line := data[ls:le]
		at := dumpLine(line)
		if at < 0 {
			break
		}
		// A seven-digit offset and groups of four digits: hexdump's and
		// od's word formats, not xxd's (eight digits and a colon).
		words := at == 8 && line[7] == ' ' && len(line) > 12 && line[12] == ' ' || at == 8 && len(line) == 12
		got := 0
		for i := at; i < len(line) && got < 16; {
			sp := 0
			for i < len(line) && line[i] == ' ' {
				i++
				sp++
			}
			if sp >= 3 || sp == 2 && got != 8 && got != 0 {
				break
			}
			j := i
			for j < len(line) && isHexDigit(line[j]) {
				j++
			}
			if j == i || (j-i)%2 != 0 || j < len(line) && line[j] != ' ' {
				break
			}
			if words && j-i == 4 {
				// hexdump's default (and od -x): 16-bit words, low byte
				// first, each printed as a number, so the pair is swapped.
				out = append(out, byte(unhex(line[i+2])<<4|unhex(line[i+3])), byte(unhex(line[i])<<4|unhex(line[i+1])))
				got += 2
				i = j
				continue
			}
			for k := i; k < j && got < 16; k += 2 {
				out = append(out, byte(unhex(line[k])<<4|unhex(line[k+1])))
				got++
			}
			i = j
		}
		if got == 0 {
			break
		}
		end = le
		ls = le + 1
	}
	if len(out) < minB64Run {
		return raw, end
	}
	return s.emit(nil, out, nil, start, end, EncBytes, raw, bud), end
}

// readUU decodes the uuencoded lines from ls on (after begin at bs).
func (s *Scanner) readUU(data []byte, ls, bs int, raw []Finding, bud *budget) ([]Finding, int) {
	var out []byte
	end := ls
	v := func(c byte) byte { return (c - 32) & 63 }
	if xxEncoded(data, ls) {
		// xxencode: the same layout, in the +-0-9A-Za-z alphabet.
		v = func(c byte) byte { return byte(max(0, strings.IndexByte(xxAlphabet, c))) }
	}
	for ls < len(data) && ls-bs < maxListRead {
		le := lineEnd(data, ls)
		line := bytes.TrimRight(data[ls:le], "\r")
		end = le
		ls = le + 1
		if len(line) == 0 || string(line) == "`" || string(line) == "end" {
			if string(line) == "end" {
				break
			}
			continue
		}
		n := int(v(line[0]))
		var dec []byte
		for i := 1; i+4 <= len(line); i += 4 {
			a, b, c, d := v(line[i]), v(line[i+1]), v(line[i+2]), v(line[i+3])
			dec = append(dec, a<<2|b>>4, b<<4|c>>2, c<<6|d)
		}
		if n > len(dec) {
			break
		}
		out = append(out, dec[:n]...)
	}
	if len(out) == 0 {
		return raw, end
	}
	return s.emit(nil, out, nil, bs, end, EncUU, raw, bud), end
}

// xxAlphabet is xxencode's: uuencode's layout, 64 characters that survive
// any mail gateway.
const xxAlphabet = "+-0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz"

// xxEncoded reports whether the body from ls on is xxencoded: a lower-case
// letter, which uuencode's alphabet (space to underscore) does not have,
// in its first line.
func xxEncoded(data []byte, ls int) bool {
	line := data[ls:lineEnd(data, ls)]
	return bytes.IndexFunc(line, func(r rune) bool { return r >= 'a' && r <= 'z' }) >= 0 && !bytes.ContainsAny(line, "!\"#$%&'()*,./:;<=>?@[\\]^_`")
}

// readBlock joins the base64 lines from ls on (indented alike, as a YAML
// block scalar holds them) and scans what they decode to.
func (s *Scanner) readBlock(data []byte, ls int, raw []Finding, bud *budget) ([]Finding, int) {
	var run []byte
	start, end := ls, ls
	for ls < len(data) && len(run) < maxB64Run {
		le := lineEnd(data, ls)
		t := bytes.TrimSpace(data[ls:le])
		if len(t) == 0 {
			break
		}
		ok := true
		for _, c := range t {
			ok = ok && (b64Bytes[c] || c == '=')
		}
		if !ok {
			break
		}
		run = append(run, t...)
		end = le
		ls = le + 1
	}
	pad := len(run) - len(bytes.TrimRight(run, "="))
	run = run[:len(run)-pad]
	if len(run) < minB64Run {
		return raw, end
	}
	enc := base64.RawStdEncoding
	if bytes.ContainsAny(run, "-_") {
		enc = base64.RawURLEncoding
	}
	dec, err := enc.DecodeString(string(run))
	if err != nil {
		return raw, end
	}
	return s.emit(nil, dec, nil, start, end, EncBase64, raw, bud), end
}

// cp037 maps EBCDIC (code page 037) to ASCII for the bytes a token or an
// assignment uses; others map to 0x1a (SUB).
var cp037 = func() (t [256]byte) {
	for i := range t {
		t[i] = 0x1a
	}
	set := func(e byte, s string) {
		for i := range len(s) {
			t[e+byte(i)] = s[i]
		}
	}
	set(0x81, "abcdefghi")
	set(0x91, "jklmnopqr")
	set(0xa2, "stuvwxyz")
	set(0xc1, "ABCDEFGHI")
	set(0xd1, "JKLMNOPQR")
	set(0xe2, "STUVWXYZ")
	set(0xf0, "0123456789")
	for e, c := range map[byte]byte{0x40: ' ', 0x4b: '.', 0x4c: '<', 0x4d: '(', 0x4e: '+', 0x4f: '|', 0x50: '&', 0x5a: '!', 0x5b: '$',
		0x5c: '*', 0x5d: ')', 0x5e: ';', 0x60: '-', 0x61: '/', 0x6b: ',', 0x6c: '%', 0x6d: '_', 0x6e: '>', 0x6f: '?', 0x79: '`',
		0x7a: ':', 0x7b: '#', 0x7c: '@', 0x7d: '\'', 0x7e: '=', 0x7f: '"', 0xa1: '~', 0xb0: '^', 0xba: '[', 0xbb: ']', 0xc0: '{',
		0xd0: '}', 0xe0: '\\', 0x25: '\n', 0x15: '\n', 0x0d: '\r', 0x05: '\t'} {
		t[e] = c
	}
	return t
}()

// ebcdic reports text that reads as EBCDIC: not UTF-8, and its first bytes
// nearly all EBCDIC letters, digits, spaces and the punctuation of an
// assignment.
func ebcdic(data []byte) bool {
	head := data[:min(len(data), 64)]
	if len(head) < 16 || head[0] < 0x40 || utf8.Valid(head) {
		return false
	}
	n := 0
	for _, c := range head {
		if cp037[c] != 0x1a {
			n++
		}
	}
	return n*10 >= len(head)*9
}

// scanEBCDIC scans EBCDIC text through the table: offsets are the same.
func (s *Scanner) scanEBCDIC(data []byte, raw []Finding, bud *budget) []Finding {
	if !bud.take(len(data)) {
		return raw
	}
	t := make([]byte, len(data))
	for i, c := range data {
		t[i] = cp037[c]
	}
	for _, f := range s.scanRaw(t, true, bud) {
		if s.rules[f.ruleIdx].Category == CatSecret {
			f.Encoding = EncEBCDIC
			raw = append(raw, f)
		}
	}
	return raw
}

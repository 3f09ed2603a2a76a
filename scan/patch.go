package scan

import (
	"bytes"
	"encoding/base64"
	"encoding/hex"
	"strconv"
)

// More transcoded forms (see transcode.go), each where its mark is:
//
//   - a git binary patch (GIT binary patch, then literal or delta hunks of
//     git's base85, a length letter a line, over zlib): what git apply
//     writes, read back (a delta as the bytes it inserts);
//   - ASCII85 between <~ and ~> (PostScript, Python's a85encode with
//     adobe=True);
//   - a Ruby word array joined into a string: %w[a b c].join("-") is the
//     one string "a-b-c";
//   - a hex or base64 literal XORed with a one-byte key the code writes
//     beside it (b ^ 0x5a on the literal's line or up to four below).

// EncPatch marks a finding decoded from a git binary patch.
const EncPatch = "binary-patch"

// maxPatchHunk bounds the size a binary patch hunk may state.
const maxPatchHunk = 16 << 20

// git85 is the alphabet of git's base85.
var git85 = func() (t [256]int8) {
	for i := range t {
		t[i] = -1
	}
	const alpha = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz!#$%&()*+-;<=>?@^_`{|}~"
	for i := range len(alpha) {
		t[alpha[i]] = int8(i)
	}
	return t
}()

// base85Line decodes one line of a git binary patch: a length letter
// (A-Z 1-26, a-z 27-52) and base85 groups of five characters.
func base85Line(line []byte, out []byte) ([]byte, bool) {
	if len(line) < 6 {
		return out, false
	}
	var n int
	switch c := line[0]; {
	case c >= 'A' && c <= 'Z':
		n = int(c-'A') + 1
	case c >= 'a' && c <= 'z':
		n = int(c-'a') + 27
	default:
		return out, false
	}
	enc := line[1:]
	if len(enc) != (n+3)/4*5 {
		return out, false
	}
	for i := 0; i < len(enc); i += 5 {
		var v uint64
		for _, c := range enc[i : i+5] {
			d := git85[c]
			if d < 0 {
				return out, false
			}
			v = v*85 + uint64(d)
		}
		if v > 0xffffffff {
			return out, false
		}
		for k := 0; k < 4 && n > 0; k++ {
			out = append(out, byte(v>>(24-8*k)))
			n--
		}
	}
	return out, true
}

// readBinaryPatch reads the hunks of a git binary patch from the line at
// ls on (the line after "GIT binary patch") and scans what each gives.
func (s *Scanner) readBinaryPatch(data []byte, ls int, raw []Finding, bud *budget) ([]Finding, int) {
	end := ls
	for hunk := 0; hunk < 2 && ls < len(data); hunk++ {
		le := lineEnd(data, ls)
		head := bytes.TrimRight(data[ls:le], "\r")
		delta := bytes.HasPrefix(head, []byte("delta "))
		if !delta && !bytes.HasPrefix(head, []byte("literal ")) {
			break
		}
		size, err := strconv.Atoi(string(head[bytes.IndexByte(head, ' ')+1:]))
		if err != nil || size < 0 || size > maxPatchHunk {
			break
		}
		start := ls
		var z []byte
		ok := true
		for ls = le + 1; ls < len(data) && len(z) < maxListRead; {
			le = lineEnd(data, ls)
			line := bytes.TrimRight(data[ls:le], "\r")
			if len(line) == 0 {
				ls = le + 1
				break
			}
			if z, ok = base85Line(line, z); !ok {
				break
			}
			ls = le + 1
		}
		end = le
		if !ok || len(z) == 0 {
			break
		}
		out, _, inflated := bud.inflate.inflate(z, false, min(size, maxStream))
		if !inflated {
			continue
		}
		if delta {
			out = deltaInserts(out)
		}
		raw = s.emit(nil, out, nil, start, end, EncPatch, raw, bud)
	}
	return raw, end
}

// readA85 decodes the ASCII85 run from <~ at data[st] to ~>. end is
// where the run ends; with found false, no ~> is within reach, and no <~
// before end has one either (Scala's and Haskell's <~ operators are not
// ASCII85): the caller looks no further for it up to there.
func (s *Scanner) readA85(data []byte, st int, raw []Finding, bud *budget) (_ []Finding, end int, found bool) {
	lim := min(len(data), st+maxListRead)
	e := bytes.Index(data[st:lim], []byte("~>"))
	if e < 0 {
		return raw, lim, false
	}
	dec, ok := ascii85Decode(data[st : st+e+2])
	if !ok || len(dec) < minB64Run*3/4 {
		return raw, st + e + 2, true
	}
	return s.emit(nil, dec, nil, st, st+e+2, EncBytes, raw, bud), st + e + 2, true
}

// wordArrayClose is the delimiter that closes a %w array opened by c.
func wordArrayClose(c byte) byte {
	switch c {
	case '[':
		return ']'
	case '(':
		return ')'
	case '{':
		return '}'
	case '<':
		return '>'
	case '|', '!', '/':
		return c
	}
	return 0
}

// readWords joins each %w[...] (or %W) word array on the line that a
// .join call follows, with the join's separator (none when it has no
// argument), and scans the line with the joined string in the array's
// place.
func (s *Scanner) readWords(data []byte, ls, le int, raw []Finding, bud *budget) []Finding {
	line := data[ls:le]
	for i := 0; i+3 < len(line); i++ {
		if line[i] != '%' || line[i+1] != 'w' && line[i+1] != 'W' {
			continue
		}
		cl := wordArrayClose(line[i+2])
		if cl == 0 {
			continue
		}
		c := bytes.IndexByte(line[i+3:], cl)
		if c < 0 {
			return raw
		}
		words := bytes.Fields(line[i+3 : i+3+c])
		after := i + 3 + c + 1
		rest := line[after:]
		if !bytes.HasPrefix(rest, []byte(".join")) || len(words) < 2 {
			i = after - 1
			continue
		}
		rest = rest[len(".join"):]
		var sep []byte
		used := len(".join")
		if len(rest) > 0 && rest[0] == '(' {
			e := bytes.IndexByte(rest, ')')
			if e < 0 {
				return raw
			}
			arg := bytes.TrimSpace(rest[1:e])
			if n := len(arg); n >= 2 && (arg[0] == '"' || arg[0] == '\'') && arg[n-1] == arg[0] {
				sep = arg[1 : n-1]
			} else if n > 0 {
				i = after - 1
				continue // a separator held in a variable
			}
			used += e + 1
		} else if len(rest) > 0 && rest[0] == ' ' {
			// join "-" without parentheses
			arg := bytes.TrimLeft(rest, " ")
			if len(arg) >= 2 && (arg[0] == '"' || arg[0] == '\'') {
				if e := bytes.IndexByte(arg[1:], arg[0]); e >= 0 {
					sep = arg[1 : e+1]
					used += len(rest) - len(arg) + e + 2
				}
			}
		}
		joined := bytes.Join(words, sep)
		raw = s.emit(data[ls:ls+i], joined, data[ls+after+used:le], ls+i, ls+after+used, EncConcat, raw, bud)
		i = after + used - 1
	}
	return raw
}

// EncXOR marks a finding decoded from a literal XORed with a one-byte key
// written beside it.
const EncXOR = "xor"

// readXOR reads a one-byte XOR key (^ 0x5a) on the line at [ls, le) and
// applies it to each quoted hex or base64 literal of 32 or more
// characters on that line and the four above it (the bytes, then the loop
// that XORs them): the key is the code's own, not guessed.
func (s *Scanner) readXOR(data []byte, ls, le int, raw []Finding, bud *budget) []Finding {
	line := data[ls:le]
	var keys []byte
	for i := 0; i+3 < len(line); i++ {
		if line[i] != '^' {
			continue
		}
		j := i + 1
		if j < len(line) && line[j] == '=' {
			j++ // ^= in a loop
		}
		for j < len(line) && line[j] == ' ' {
			j++
		}
		if j+2 >= len(line) || line[j] != '0' || line[j+1] != 'x' && line[j+1] != 'X' {
			continue
		}
		k, n := 0, 0
		for j += 2; j < len(line) && isHexDigit(line[j]) && n < 3; j++ {
			k, n = k<<4|unhex(line[j]), n+1
		}
		if n >= 1 && n <= 2 && k != 0 && bytes.IndexByte(keys, byte(k)) < 0 {
			keys = append(keys, byte(k))
		}
	}
	if len(keys) == 0 {
		return raw
	}
	from := ls
	for n := 0; n < 4 && from > 0; n++ {
		from = lineStart(data, from-1)
	}
	for i := from; i < le; {
		if !isQuote(data[i]) {
			i++
			continue
		}
		q := data[i]
		e := bytes.IndexByte(data[i+1:le], q)
		if e < 0 {
			break
		}
		lit := data[i+1 : i+1+e]
		rs, re := i+1, i+1+e
		i = re + 1
		if len(lit) < 32 || len(lit) > maxB64Run {
			continue
		}
		var dec []byte
		if len(lit)%2 == 0 && len(bytes.Trim(lit, "0123456789abcdefABCDEF")) == 0 {
			dec = make([]byte, len(lit)/2)
			if _, err := hex.Decode(dec, lit); err != nil {
				continue
			}
		} else if d, err := base64.StdEncoding.DecodeString(string(lit)); err == nil {
			dec = d
		} else {
			continue
		}
		for _, k := range keys {
			x := make([]byte, len(dec))
			for j := range dec {
				x[j] = dec[j] ^ k
			}
			if s.pf.anyBytes(x) {
				raw = s.emit(nil, x, nil, rs, re, EncXOR, raw, bud)
			}
		}
	}
	return raw
}

package scan

import (
	"bytes"
	"encoding/base64"
	"math/big"
	"sort"
)

// Candidate literals: a secret kept as a string that one line of code or
// one standard tool turns back, whatever the code around it looks like.
// The forms below are undone on every quoted literal and every long word of
// a text file, not only on lines whose keywords ask for it, since the code
// that undoes them (a tr, a [::-1], a sorted()) need not sit on the same
// line or spell a keyword:
//
//   - ROT47 (tr '!-~' 'P-~!-O'), reversal, and a noise character
//     repeated through the string (tr -d '#');
//   - base64 with spaces inside (b64decode discards them) and base64 of
//     reversed bytes;
//   - a base-36 integer (int("...", 36).to_bytes(...));
//   - two literals interleaved (even and odd characters);
//   - the literals of one line joined in reverse order, or in the order
//     of the numbers keying them ({3: "...", 0: "..."});
//   - RTF \'hh escapes, MIME encoded-words (joined across words, as mail
//     readers do) and HTML with hidden elements removed.
//
// A variant is scanned only when it holds a rule keyword, and is judged for
// secrets, not hosts. Work is bounded by candidateMax bytes of input, the
// number of literals and the derived-bytes budget.
const (
	EncTransformed = "transformed"
	candidateMax   = 512 << 10 // longer files are not read for candidates
	candMinLen     = 16        // shortest literal or word turned
	candMaxLen     = 4096      // longest literal or word turned
	maxCandidates  = 8192      // literals and words per file
)

type candLit struct {
	rs, re int // the literal's content in data
	line   int // start of its line
	quoted bool
}

// scanCandidates tries the variants above on the literals and words of
// data.
func (s *Scanner) scanCandidates(data []byte, raw []Finding, bud *budget) []Finding {
	if len(data) > candidateMax {
		return raw
	}
	lits := candidateLits(data)
	// try scans a variant. A variant turned (ROT47, reversed, noise
	// deleted) or joined from several literals is random-looking text in
	// any file, next to whatever key the line names ("password": then a
	// placeholder turned): there only rules with a format of their own
	// are trusted. A decoded variant is text, judged by every rule.
	try := func(c []byte, rs, re, ls int, formatOnly bool) {
		if len(c) < 12 || !s.pf.anyBytes(c) {
			return
		}
		le := lineEnd(data, re)
		pre := data[ls:rs]
		if len(pre) > 256 {
			pre = pre[len(pre)-256:]
		}
		post := data[re:le]
		if len(post) > 256 {
			post = post[:256]
		}
		raw = s.emitCand(pre, c, post, rs, re, raw, bud, formatOnly)
	}
	for i, l := range lits {
		c := data[l.rs:l.re]
		if n := len(c); n >= candMinLen && n <= candMaxLen {
			vs, decoded := singleVariants(c, data[min(len(data), l.re+1):min(len(data), l.re+16)])
			for k, v := range vs {
				try(v, l.rs, l.re, l.line, k < len(vs)-decoded)
			}
		}
		if !l.quoted {
			continue
		}
		// The next literal, within two lines: interleaved halves.
		if i+1 < len(lits) && lits[i+1].quoted {
			m := lits[i+1]
			a, b := c, data[m.rs:m.re]
			if len(a) >= 8 && (len(a) == len(b) || len(a) == len(b)+1) && bytes.Count(data[l.re:m.rs], []byte{'\n'}) <= 2 {
				v := make([]byte, 0, len(a)+len(b))
				for k := range a {
					v = append(v, a[k])
					if k < len(b) {
						v = append(v, b[k])
					}
				}
				try(v, l.rs, m.re, l.line, true)
			}
		}
		// The literals of one line: joined in reverse, or by their keys.
		if i > 0 && lits[i-1].quoted && lits[i-1].line == l.line {
			continue // not the line's first
		}
		j := i
		for j < len(lits) && lits[j].quoted && lits[j].line == l.line && j-i < maxPieces {
			j++
		}
		if j-i < 2 {
			continue
		}
		line := lits[i:j]
		var rev []byte
		for k := len(line) - 1; k >= 0; k-- {
			rev = append(rev, data[line[k].rs:line[k].re]...)
		}
		try(rev, line[0].rs, line[len(line)-1].re, l.line, true)
		if v := keyedJoin(data, line); v != nil {
			try(v, line[0].rs, line[len(line)-1].re, l.line, true)
		}
	}
	raw = s.documentViews(data, raw, bud)
	return raw
}

// emitCand is emit for a variant: secrets only, lying in c.
func (s *Scanner) emitCand(pre, c, post []byte, rs, re int, raw []Finding, bud *budget, formatOnly bool) []Finding {
	if !textual(c) || !bud.take(len(c)) {
		return raw
	}
	synth := make([]byte, 0, len(pre)+len(c)+len(post)+2)
	synth = append(append(append(append(append(synth, pre...), ' '), c...), ' '), post...)
	for _, f := range s.scanRaw(synth, true, bud) {
		r := s.rules[f.ruleIdx]
		if r.Category != CatSecret || formatOnly && (r.ID == "generic-secret" || r.ID == "url-password" || r.ID == "bearer-token" || r.ID == "curl-basic-auth") {
			continue
		}
		if f.Start < len(pre)+1+len(c) && f.End > len(pre)+1 && f.Start >= len(pre) {
			raw = append(raw, Finding{Start: rs, End: re, ruleIdx: f.ruleIdx, Encoding: EncTransformed})
		}
	}
	return raw
}

// candidateLits finds the quoted literals (one line each) and the long
// unquoted words of data, in order.
func candidateLits(data []byte) []candLit {
	var out []candLit
	ls := 0
	// Quoted literals first, in order (pairs and lines are read from
	// them), then words.
	for i := 0; i < len(data) && len(out) < maxCandidates; {
		c := data[i]
		switch {
		case c == '\n':
			i++
			ls = i
		case c == '"' || c == '\'' || c == '`':
			j := i + 1
			for j < len(data) && data[j] != c && data[j] != '\n' && j-i <= candMaxLen {
				if data[j] == '\\' && j+1 < len(data) && data[j+1] != '\n' {
					j++
				}
				j++
			}
			if j < len(data) && data[j] == c {
				out = append(out, candLit{i + 1, j, ls, true})
				i = j + 1
			} else {
				i++
			}
		default:
			i++
		}
	}
	// Words: runs of printable ASCII between spaces (a heredoc's line,
	// a tr argument), quotes and all.
	ls = 0
	for i := 0; i < len(data) && len(out) < 2*maxCandidates; {
		if data[i] <= ' ' || data[i] >= 0x7f {
			if data[i] == '\n' {
				ls = i + 1
			}
			i++
			continue
		}
		if i == 0 || data[i-1] == '\n' {
			ls = i
		}
		j := i
		for j < len(data) && data[j] > ' ' && data[j] < 0x7f {
			j++
		}
		if j-i >= candMinLen {
			out = append(out, candLit{i, j, ls, false})
		}
		i = j
	}
	return out
}

func rot47(b []byte) []byte {
	out := make([]byte, len(b))
	for i, c := range b {
		if c >= '!' && c <= '~' {
			c = '!' + (c-'!'+47)%94
		}
		out[i] = c
	}
	return out
}

func reversed(b []byte) []byte {
	out := make([]byte, len(b))
	for i, c := range b {
		out[len(b)-1-i] = c
	}
	return out
}

// singleVariants are the forms one literal c may be turned back from;
// after is what follows it (int("...", 36)). The last decoded of them are
// decoded text (base64, base-36), the others turned.
func singleVariants(c, after []byte) (vs [][]byte, decoded int) {
	spaced := bytes.IndexByte(c, ' ') >= 0
	if !spaced {
		vs = append(vs, rot47(c), reversed(c))
		// A noise character: one byte, not a letter or digit, making up
		// a quarter or more of the string (tr -d '#').
		// (The commonest such byte, the lowest of equals: read over the
		// string's own bytes, not all 256, once per literal of a file.)
		var count [256]int
		best := -1
		for _, x := range c {
			if isAlpha(x) || isDigit(x) {
				continue
			}
			count[x]++
			if best < 0 || count[x] > count[best] || count[x] == count[best] && int(x) < best {
				best = int(x)
			}
		}
		if best >= 0 && count[best]*4 < len(c) {
			best = -1
		}
		if best >= 0 && len(c)-count[best] >= candMinLen {
			vs = append(vs, bytes.ReplaceAll(c, []byte{byte(best)}, nil))
		}
	}
	// base64, spaces discarded; base64 of reversed bytes.
	b := c
	if spaced {
		b = bytes.ReplaceAll(c, []byte{' '}, nil)
	}
	if len(b) >= candMinLen && allB64Std(b) {
		t := bytes.TrimRight(b, "=")
		if dec, err := base64.RawStdEncoding.DecodeString(string(t)); err == nil && textual(dec) {
			if spaced {
				vs = append(vs, dec)
				decoded++
			}
			vs = append(vs, reversed(dec))
			decoded++
		}
	}
	// A base-36 integer: int("...", 36).
	if a := bytes.TrimLeft(after, " \t"); bytes.HasPrefix(a, []byte(",")) && bytes.HasPrefix(bytes.TrimLeft(a[1:], " \t"), []byte("36")) && len(c) <= 512 {
		if n, ok := new(big.Int).SetString(string(c), 36); ok {
			vs = append(vs, n.Bytes())
			decoded++
		}
	}
	return vs, decoded
}

func allB64Std(b []byte) bool {
	for i, c := range b {
		if !(isAlpha(c) || isDigit(c) || c == '+' || c == '/' || c == '=' && i >= len(b)-2) {
			return false
		}
	}
	return true
}

// keyedJoin joins the literals of one line in the order of the integers
// that key them (N: "..." or N => "..."), or nil when they are not all so
// keyed.
func keyedJoin(data []byte, line []candLit) []byte {
	type kp struct {
		k   int
		lit []byte
	}
	var ps []kp
	for _, l := range line {
		i := l.rs - 2 // before the opening quote
		for i >= 0 && (data[i] == ' ' || data[i] == '\t') {
			i--
		}
		switch {
		case i >= 0 && data[i] == ':':
			i--
		case i >= 1 && data[i] == '>' && data[i-1] == '=':
			i -= 2
		default:
			return nil
		}
		for i >= 0 && (data[i] == ' ' || data[i] == '\t') {
			i--
		}
		e := i + 1
		for i >= 0 && isDigit(data[i]) {
			i--
		}
		if e-i-1 < 1 || e-i-1 > 4 {
			return nil
		}
		k := 0
		for _, d := range data[i+1 : e] {
			k = k*10 + int(d-'0')
		}
		ps = append(ps, kp{k, data[l.rs:l.re]})
	}
	sort.SliceStable(ps, func(a, b int) bool { return ps[a].k < ps[b].k })
	var out []byte
	for _, p := range ps {
		out = append(out, p.lit...)
	}
	return out
}

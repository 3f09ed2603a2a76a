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
		if le-ls <= 4096 && bytes.Contains(data[ls:le], c) {
			// The variant stands in the line as written (noise deleted
			// from around a quoted value): the plain scan reads it.
			return
		}
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
			vs, decoded := singleVariants(c, data[min(len(data), l.re+1):min(len(data), l.re+16)], s.pf)
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
		if r.Category != CatSecret || formatOnly && contextOnly(r.ID) {
			continue
		}
		if f.Start < len(pre)+1+len(c) && f.End > len(pre)+1 && f.Start >= len(pre) {
			raw = append(raw, Finding{Start: rs, End: re, ruleIdx: f.ruleIdx, Encoding: EncTransformed})
		}
	}
	return raw
}

// contextOnly reports a rule that judges a value by the words around it
// (password=, IDENTIFIED BY, a connect call's argument), not by a format
// of its own: any turned text next to those words would match it.
func contextOnly(id string) bool {
	switch id {
	case "generic-secret", "url-password", "bearer-token", "curl-basic-auth", "sql-password", "call-credential":
		return true
	}
	return set14Context(id)
}

// set14Context reports a set-14 rule that reads a directive's or a
// layout's value (rules14.go): like generic-secret, it is not trusted in
// turned text or in the printable runs of binary content.
func set14Context(id string) bool {
	switch id {
	case "directive-secret", "debconf-password", "cisco-plain-password", "snmpv3-passphrase", "redis-auth-command", "erlang-cookie",
		"gossip-encryption-key", "ntp-symmetric-key", "wlan-key-material", "rsa-private-params", "postfix-sasl-password":
		return true

	}
	return set15Context(id)
}

// candidateLits finds the quoted literals (one line each) and the long
// unquoted words of data, in order.
//
// It reads every byte of every text file the scanner is given, so it is
// written for speed: quotes are found with bytes.IndexByte (vectorised)
// rather than byte by byte, a word is looked for only where a 16-byte
// window can hold one, and a literal's line start is found back from the
// literal, never carried through the bytes between.
func candidateLits(data []byte) []candLit {
	var out []candLit
	// Quoted literals first, in order (pairs and lines are read from
	// them), then words.
	quotes := [3]byte{'"', '\'', '`'}
	next := [3]int{-1, -1, -1} // each quote byte's next offset (len(data): none)
	var lines lineStarts
	for i := 0; i < len(data) && len(out) < maxCandidates; {
		q := len(data)
		for k, c := range quotes {
			if next[k] < i {
				next[k] = len(data)
				if p := bytes.IndexByte(data[i:], c); p >= 0 {
					next[k] = i + p
				}
			}
			q = min(q, next[k])
		}
		if q == len(data) {
			break
		}
		i = q
		c := data[i]
		j := i + 1
		for j < len(data) && data[j] != c && data[j] != '\n' && j-i <= candMaxLen {
			if data[j] == '\\' && j+1 < len(data) && data[j+1] != '\n' {
				j++
			}
			j++
		}
		if j < len(data) && data[j] == c {
			out = append(out, candLit{i + 1, j, lines.of(data, i), true})
			i = j + 1
		} else {
			i++
		}
	}
	// Words: runs of printable ASCII between spaces (a heredoc's line,
	// a tr argument), quotes and all. Where the window's last byte
	// breaks words, no word starting in the window is long enough: the
	// window is passed over whole. Before i is always a byte that breaks
	// words (or nothing), so a run found from the window's last byte
	// back starts at i at the earliest.
	lines = lineStarts{}
	for i := 0; i+candMinLen <= len(data) && len(out) < 2*maxCandidates; {
		last := i + candMinLen - 1
		if !wordByte(data[last]) {
			i = last + 1
			continue
		}
		s := last
		for s > i && wordByte(data[s-1]) {
			s--
		}
		e := last + 1
		for e < len(data) && wordByte(data[e]) {
			e++
		}
		if e-s >= candMinLen {
			out = append(out, candLit{s, e, lines.of(data, s), false})
		}
		i = e + 1
	}
	return out
}

// wordByte reports whether b belongs in a candidate word: printable ASCII
// other than the space.
func wordByte(b byte) bool { return b > ' ' && b < 0x7f }

// lineStarts finds line starts for offsets that only grow: each byte is
// looked at once, whatever the number of offsets asked about.
type lineStarts struct {
	seen  int // bytes before seen have been read
	start int // the start of the line holding seen
}

func (l *lineStarts) of(data []byte, at int) int {
	if at > l.seen {
		if k := bytes.LastIndexByte(data[l.seen:at], '\n'); k >= 0 {
			l.start = l.seen + k + 1
		}
		l.seen = at
	}
	return l.start
}

func rot47(b []byte) []byte {
	out := make([]byte, len(b))
	for i, c := range b {
		out[i] = rot47Byte(c)
	}
	return out
}

func rot47Byte(c byte) byte {
	if c >= '!' && c <= '~' {
		c = '!' + (c-'!'+47)%94
	}
	return c
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
//
// With a prefilter, a turned form is made only when it would hold one of
// its keywords (read off c through the turn, with nothing allocated): the
// scanner drops the others unread, and most of a file's literals turn
// into nothing worth reading.
func singleVariants(c, after []byte, pf *prefilter) (vs [][]byte, decoded int) {
	// One pass over c first: what each form below needs of it.
	spaces, other, b64 := 0, 0, true // b64: no byte outside base64's, spaces aside
	for _, x := range c {
		switch {
		case isAlpha(x) || isDigit(x):
		case x == ' ':
			spaces++
		default:
			other++
			b64 = b64 && (x == '+' || x == '/' || x == '=')
		}
	}
	if spaces == 0 {
		if pf == nil || pf.anyRot47(c) {
			vs = append(vs, rot47(c))
		}
		if pf == nil || pf.anyReversed(c) {
			vs = append(vs, reversed(c))
		}
		// A noise character: one byte, not a letter or digit, making up
		// a quarter or more of the string (tr -d '#'). Looked for only
		// when such bytes together make up a quarter.
		if other*4 >= len(c) {
			if x := noiseByte(c); x >= 0 && len(c)-bytes.Count(c, []byte{byte(x)}) >= candMinLen {
				vs = append(vs, bytes.ReplaceAll(c, []byte{byte(x)}, nil))
			}
		}
		// A token written in groups, as it is read aloud or printed on a
		// card (ghp_AbCd-EfGh-...), the separator taken out again (tr -d
		// -): set 20.
		if other > 0 && other*8 >= len(c) {
			if x := groupSep(c); x >= 0 {
				vs = append(vs, bytes.ReplaceAll(c, []byte{byte(x)}, nil))
			}
		}
	}
	// base64, spaces discarded; base64 of reversed bytes.
	if b64 && len(c)-spaces >= candMinLen {
		b := c
		if spaces > 0 {
			b = bytes.ReplaceAll(c, []byte{' '}, nil)
		}
		if allB64Std(b) {
			t := bytes.TrimRight(b, "=")
			if dec, err := base64.RawStdEncoding.DecodeString(string(t)); err == nil && textual(dec) {
				if spaces > 0 {
					vs = append(vs, dec)
					decoded++
				}
				vs = append(vs, reversed(dec))
				decoded++
			}
		}
	}
	// A base-36 integer: int("...", 36).
	if a := skipBlanks(after); len(a) > 0 && a[0] == ',' && bytes.HasPrefix(skipBlanks(a[1:]), []byte("36")) && len(c) <= 512 {
		if n, ok := new(big.Int).SetString(string(c), 36); ok {
			vs = append(vs, n.Bytes())
			decoded++
		}
	}
	return vs, decoded
}

// skipBlanks is b past its leading spaces and tabs.
func skipBlanks(b []byte) []byte {
	for len(b) > 0 && (b[0] == ' ' || b[0] == '\t') {
		b = b[1:]
	}
	return b
}

// groupSep is the byte that cuts c into groups of one length (three to
// eight letters and digits, four groups or more; the first and the last
// may be longer or shorter: a prefix, a remainder), or -1.
func groupSep(c []byte) int {
	for _, x := range [...]byte{'-', ' ', '.', ':'} {
		i1 := bytes.IndexByte(c, x)
		if i1 < 0 {
			continue
		}
		l := bytes.IndexByte(c[i1+1:], x)
		if l < 3 || l > 8 {
			continue
		}
		// Groups of l after the first, each followed by x, to the last.
		n, at, ok := 1, i1+1, true
		for ok {
			if at+l >= len(c) || c[at+l] != x {
				break
			}
			for _, b := range c[at : at+l] {
				ok = ok && (isAlpha(b) || isDigit(b))
			}
			n++
			at += l + 1
		}
		rest := c[at:]
		if !ok || n < 4 || len(rest) == 0 || len(rest) > l || bytes.IndexByte(rest, x) >= 0 {
			continue
		}
		for _, b := range rest {
			ok = ok && (isAlpha(b) || isDigit(b))
		}
		if ok {
			return int(x)
		}
	}
	return -1
}

// noiseByte is the commonest byte of c that is no letter or digit, the
// lowest of equals, when it makes up a quarter of c or more; else -1.
func noiseByte(c []byte) int {
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
		return -1
	}
	return best
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

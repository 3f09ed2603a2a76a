package scan

import (
	"bytes"
	"hash/crc32"
	"strconv"
	"strings"
)

// Tokens assembled from parts: code and configuration that build a secret
// at run time from pieces no rule sees whole. Four forms are put together
// here, each only where the keyword pass marked a line for it, and judged
// as the one string they build:
//
//   - a list of literals joined: "".join(["xoxb-", "1234", ...]) (Python),
//     ["...", "..."].join("") (JS), over several lines too;
//   - character codes: String.fromCharCode(120, 111, ...), chr(120) +
//     chr(111) + ..., and a list of codes after chr (map(chr, [...]),
//     chr(c) for c in [...]);
//   - references resolved from the same file: a template of two or more
//     references back to back (GITHUB_TOKEN=${GH_A}${GH_B} in a .env, a JS
//     template `${a}${b}`), each a name the file assigns a value;
//   - a token prefix no rule matched at (the literal is too short to be a
//     token: const a = "sk_live_12345"), followed to where the name it is
//     assigned to is joined with others: a + b, ${a}${b}, $a$b, Make's
//     $(A)$(B), or appended to: a .= "...", a += "..." (build.go).
//
// Adjacent literals joined by + on one line are derive.go's (deriveConcat),
// and across a line break normal.go's. A finding is reported on the piece
// it starts in (a scrub of that piece breaks the token), or, for a list or
// codes, on the whole list.

// EncCodes marks a finding spelt as character codes.
const EncCodes = "charcodes"

// Bounds on assembled work per Scan (beside the derived-bytes budget).
const (
	maxDangling = 256 // token prefixes followed to their uses
	maxUses     = 32  // uses of one name looked at
	// maxAllUses bounds the uses looked at for all prefixes together: the
	// work, not the count of prefixes, is what is bounded, so twenty
	// short display prefixes used once each do not use up what the
	// twenty-first, the real one, is followed with.
	maxAllUses = 16 * maxUses
	maxLooks   = 4096 // occurrences of one name looked at (inside longer words, say)
	maxSymbols = 4096 // assignments a file's table keeps
	maxCodes   = 512  // character codes read in one list
)

// noteDangling records where a Glue rule's token prefix starts on the line
// with no finding over it.
func (s *Scanner) noteDangling(data []byte, l lineSpan, found []Finding, bud *budget) {
	for _, p := range l.glue {
		if len(bud.dangling) >= maxDangling {
			return
		}
		covered := false
		for _, f := range found {
			covered = covered || f.Start <= p && p < f.End
		}
		if !covered && (len(bud.dangling) == 0 || bud.dangling[len(bud.dangling)-1] != p) {
			bud.dangling = append(bud.dangling, p)
		}
	}
}

func isIdentByte(c byte) bool { return isWordByte(c) || c == '$' }

func isQuote(c byte) bool { return c == '"' || c == '\'' || c == '`' }

// symbols is a file's table of NAME = VALUE assignments, built on first
// use: the first value each name is given, as the span of its content.
type symbols map[string][2]int

// assignment reads NAME = VALUE on data[ls:le]: a shell or .env line
// (NAME=value, export NAME=value), or code (const name = "...", name :=
// "...", String name = "...", name: string = "..."). The value is a quoted
// literal's content, or for NAME=value with no space around the =, the
// word after it.
func assignment(data []byte, ls, le int) (name string, vs, ve int, ok bool) {
	line := data[ls:le]
	eq := -1
	for i := 0; i < len(line); i++ {
		if line[i] != '=' {
			continue
		}
		if i+1 < len(line) && (line[i+1] == '=' || line[i+1] == '>') || i > 0 && bytes.IndexByte([]byte("=!<>+-*/%&|^"), line[i-1]) >= 0 {
			return "", 0, 0, false // a comparison or another operator: not a plain assignment
		}
		eq = i
		break
	}
	if eq <= 0 {
		return "", 0, 0, false
	}
	j := eq
	if line[j-1] == ':' {
		j--
	}
	for j > 0 && (line[j-1] == ' ' || line[j-1] == '\t') {
		j--
	}
	k := j
	for k > 0 && isIdentByte(line[k-1]) {
		k--
	}
	if k == j {
		return "", 0, 0, false
	}
	// A type annotation (name: string = ...): the name is before the colon.
	if t := bytes.TrimRight(line[:k], " \t"); len(t) > 0 && t[len(t)-1] == ':' {
		t = bytes.TrimRight(t[:len(t)-1], " \t")
		k2 := len(t)
		for k2 > 0 && isIdentByte(t[k2-1]) {
			k2--
		}
		if k2 == len(t) {
			return "", 0, 0, false
		}
		k, j = k2, len(t)
	}
	if isDigit(line[k]) {
		return "", 0, 0, false
	}
	name = string(line[k:j])
	v := eq + 1
	for v < len(line) && (line[v] == ' ' || line[v] == '\t') {
		v++
	}
	if v < len(line) && isQuote(line[v]) {
		e := literalEnd(data, ls+v, le)
		if e < 0 {
			return "", 0, 0, false
		}
		return name, ls + v + 1, e, true
	}
	if v != eq+1 || line[eq-1] == ' ' {
		if e := bareWord(line, v); e > 0 && v > eq+1 {
			return name, ls + v, ls + e, true // Make's NAME := value
		}
		return "", 0, 0, false // an expression, not a word
	}
	e := v
	for e < len(line) && line[e] != ' ' && line[e] != '\t' && line[e] != '\r' && line[e] != ';' {
		e++
	}
	if e == v {
		return "", 0, 0, false
	}
	return name, ls + v, ls + e, true
}

// table builds the file's symbols.
func table(data []byte) symbols {
	tab := symbols{}
	for ls := 0; ls < len(data) && len(tab) < maxSymbols; {
		le := lineEnd(data, ls)
		if le-ls <= maxDeriveLine && bytes.IndexByte(data[ls:le], '=') >= 0 {
			if name, vs, ve, ok := assignment(data, ls, le); ok {
				if _, seen := tab[name]; !seen {
					tab[name] = [2]int{vs, ve}
				}
			}
		}
		ls = le + 1
	}
	return tab
}

// assembly is a string put together from pieces: its bytes, and for each
// the offset in data it came from.
type assembly struct {
	b  []byte
	at []int
}

func (a *assembly) src(data []byte, from, to int) {
	for i := from; i < to; i++ {
		a.b, a.at = append(a.b, data[i]), append(a.at, i)
	}
}

// scanAssembled resolves the templates and dangling prefixes the keyword
// pass noted.
func (s *Scanner) scanAssembled(data []byte, raw []Finding, bud *budget) []Finding {
	if len(bud.templates) == 0 && len(bud.dangling) == 0 {
		return raw
	}
	tab := table(data)
	for _, ls := range bud.templates {
		le := lineEnd(data, ls)
		if le-ls > maxDeriveLine {
			continue
		}
		for p := ls; ; {
			i := bytes.Index(data[p:le], []byte("}${"))
			if i < 0 {
				break
			}
			raw = s.template(data, ls, le, p+i+1, tab, raw, bud)
			p += i + 3
		}
	}
	allUses := 0
	for _, p := range bud.dangling {
		if allUses >= maxAllUses {
			break
		}
		raw = s.followLiterals(data, p, raw, bud)
		raw = s.shellGlued(data, p, raw, bud)
		raw = s.followEscaped(data, p, raw, bud)
		raw = s.followRedirects(data, p, raw, bud)
		raw = s.followNextLine(data, p, raw, bud)
		ls := bytes.LastIndexByte(data[:p], '\n') + 1
		le := lineEnd(data, ls)
		if open, _ := literalAround(data, ls, le, p); open >= 0 && le-ls <= maxDeriveLine {
			// The prefix's literal joined with names on its own line
			// ("ghp_" + body + check(body)).
			raw = s.expression(data, ls, le, open, tab, raw, bud)
		}
		name, vs, ve, ok := assignment(data, ls, le)
		if !ok || p < vs || p >= ve || len(name) < 1 {
			continue
		}
		raw = s.appended(data, name, vs, ve, le, raw, bud)
		uses, looked := 0, 0
		for q := 0; q < len(data) && uses < maxUses && looked < maxLooks; looked++ {
			i := bytes.Index(data[q:], []byte(name))
			if i < 0 {
				break
			}
			u := q + i
			q = u + len(name)
			if u > 0 && isIdentByte(data[u-1]) && data[u-1] != '$' || q < len(data) && isIdentByte(data[q]) || u >= ls && u < le {
				continue
			}
			uses++
			allUses++
			uls := bytes.LastIndexByte(data[:u], '\n') + 1
			ule := lineEnd(data, u)
			if ule-uls > maxDeriveLine {
				continue
			}
			if u > uls+1 && data[u-2] == '$' && (data[u-1] == '(' || data[u-1] == '{') {
				raw = s.makeRefs(data, uls, ule, u-2, tab, raw, bud)
			}
			if u > uls && (data[u-1] == '$' || data[u-1] == '{') {
				raw = s.template(data, uls, ule, u-1, tab, raw, bud)
			} else {
				raw = s.expression(data, uls, ule, u, tab, raw, bud)
			}
		}
	}
	return raw
}

// template resolves the run of references and text around data[at] (a
// '$' or '{' of a reference) on the line [ls,le): ${A}${B}, $A$B, {a}{b}
// (an f-string). Every reference must name a value the file assigns.
func (s *Scanner) template(data []byte, ls, le, at int, tab symbols, raw []Finding, bud *budget) []Finding {
	stop := func(c byte) bool {
		return c == ' ' || c == '\t' || c == '\r' || isQuote(c) || c == '=' || c == ',' || c == ';' || c == '(' || c == ')'
	}
	rs := at
	for rs > ls && !stop(data[rs-1]) {
		rs--
	}
	re := at
	for re < le && !stop(data[re]) {
		re++
	}
	var a assembly
	refs := 0
	for i := rs; i < re; {
		name, n := reference(data[i:re])
		if n == 0 {
			a.src(data, i, i+1)
			i++
			continue
		}
		v, ok := tab[name]
		if !ok {
			return raw
		}
		a.src(data, v[0], v[1])
		refs++
		i += n
	}
	if refs == 0 || refs == 1 && len(a.b) == 0 {
		return raw
	}
	return s.scanAssembly(data, ls, le, rs, re, "", &a, raw, bud)
}

// reference reads ${NAME}, ${NAME:-default} (the name), $NAME or {NAME}
// at the start of b, and returns the name and the bytes it takes.
func reference(b []byte) (string, int) {
	switch {
	case len(b) > 3 && b[0] == '$' && b[1] == '{':
		e := bytes.IndexByte(b, '}')
		if e < 0 {
			return "", 0
		}
		n := 2
		for n < e && isIdentByte(b[n]) {
			n++
		}
		if n == 2 || n < e && b[n] != ':' {
			return "", 0
		}
		return string(b[2:n]), e + 1
	case len(b) > 1 && b[0] == '$' && (isAlpha(b[1]) || b[1] == '_'):
		n := 1
		for n < len(b) && isWordByte(b[n]) {
			n++
		}
		return string(b[1:n]), n
	case len(b) > 2 && b[0] == '{' && (isAlpha(b[1]) || b[1] == '_'):
		n := 1
		for n < len(b) && isWordByte(b[n]) {
			n++
		}
		if n >= len(b) || b[n] != '}' {
			return "", 0
		}
		return string(b[1:n]), n + 1
	}
	return "", 0
}

// expression resolves the terms joined by + around the name used at
// data[u] on the line [ls,le): names the file assigns a literal, and
// literals.
func (s *Scanner) expression(data []byte, ls, le, u int, tab symbols, raw []Finding, bud *budget) []Finding {
	// The term at a position: a name or a literal, [from, to).
	termAt := func(i int) (from, to int) {
		if i < le && isQuote(data[i]) {
			if e := literalEnd(data, i, le); e > 0 {
				return i, e + 1
			}
			return -1, -1
		}
		j := i
		for j < le && isIdentByte(data[j]) {
			j++
		}
		if j == i {
			return -1, -1
		}
		return i, j
	}
	termBefore := func(i int) (from, to int) {
		if i > ls && isQuote(data[i-1]) {
			q := bytes.LastIndexByte(data[ls:i-1], data[i-1])
			if q < 0 {
				return -1, -1
			}
			return ls + q, i
		}
		j := i
		for j > ls && isIdentByte(data[j-1]) {
			j--
		}
		if j == i {
			return -1, -1
		}
		return j, i
	}
	skip := func(i, d int) int {
		for i >= ls && i < le && (data[i] == ' ' || data[i] == '\t') {
			i += d
		}
		return i
	}
	type term struct{ from, to int }
	terms := []term{{u, u}}
	_, terms[0].to = termAt(u)
	for len(terms) < maxPieces {
		i := skip(terms[0].from-1, -1)
		if i < ls || data[i] != '+' {
			break
		}
		f, t := termBefore(skip(i-1, -1) + 1)
		if f < 0 {
			break
		}
		terms = append([]term{{f, t}}, terms...)
	}
	call := false
	for len(terms) < maxPieces {
		i := skip(terms[len(terms)-1].to, 1)
		if i >= le || data[i] != '+' {
			break
		}
		f, t := termAt(skip(i+1, 1))
		if f < 0 {
			break
		}
		if !isQuote(data[f]) && t < le && data[t] == '(' {
			call = true // a value computed at run time ends what is known
			break
		}
		terms = append(terms, term{f, t})
	}
	if len(terms) < 2 {
		return raw
	}
	var a assembly
	for _, t := range terms {
		if isQuote(data[t.from]) {
			a.src(data, t.from+1, t.to-1)
			continue
		}
		v, ok := tab[string(data[t.from:t.to])]
		if !ok {
			return raw
		}
		a.src(data, v[0], v[1])
	}
	if call {
		if c := githubCheck(a.b); c != "" {
			// A GitHub token without its check, which the call computes:
			// the check is CRC-32 of the body, so it is computed here too.
			at := a.at[len(a.at)-1]
			for i := range len(c) {
				a.b = append(a.b, c[i])
				a.at = append(a.at, at)
			}
		}
	}
	return s.scanAssembly(data, ls, le, terms[0].from, terms[len(terms)-1].to, `"`, &a, raw, bud)
}

// githubCheck returns the six check characters of a GitHub token whose
// assembled text b is a prefix (ghp_, gho_, ghu_, ghs_, ghr_) and the 30
// base62 characters of its body with the check left off: CRC-32 of the
// body in base62, zero-padded, as GitHub's format defines it.
func githubCheck(b []byte) string {
	if len(b) != 34 || b[0] != 'g' || b[1] != 'h' || b[3] != '_' || bytes.IndexByte([]byte("pousr"), b[2]) < 0 {
		return ""
	}
	for _, c := range b[4:] {
		if !isAlpha(c) && !isDigit(c) {
			return ""
		}
	}
	const b62 = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz"
	var out [6]byte
	n := crc32.ChecksumIEEE(b[4:])
	for i := 5; i >= 0; i-- {
		out[i] = b62[n%62]
		n /= 62
	}
	return string(out[:])
}

// scanAssembly scans the assembled string in place of data[rs:re] on its
// line (wrapped in q), and reports what it finds across pieces on the
// piece it starts in.
func (s *Scanner) scanAssembly(data []byte, ls, le, rs, re int, q string, a *assembly, raw []Finding, bud *budget) []Finding {
	if len(a.b) == 0 || len(a.b) > maxDeriveLine || !s.pf.anyBytes(a.b) {
		return raw
	}
	pre := len(q) + rs - ls
	synth := make([]byte, 0, le-ls+len(a.b)+2*len(q))
	synth = append(append(append(synth, data[ls:rs]...), q...), a.b...)
	synth = append(append(synth, q...), data[re:le]...)
	if !bud.take(len(synth)) {
		return raw
	}
	for _, f := range s.scanRaw(synth, false, bud) {
		x, y := f.Start-pre, f.End-pre
		if x < 0 || y > len(a.b) || x >= y {
			continue
		}
		// The piece the finding starts in: the source bytes that run on
		// from its first one.
		e := x + 1
		for e < y && a.at[e] == a.at[e-1]+1 {
			e++
		}
		if e == y {
			continue // within one piece: found as written
		}
		raw = append(raw, Finding{Start: a.at[x], End: a.at[e-1] + 1, ruleIdx: f.ruleIdx, Encoding: EncConcat})
	}
	return raw
}

// deriveJoin joins the literals of each list joined on data[ls:le]:
// SEP.join([...]) (Python) and [...].join(SEP) (JS), the list running on
// to later lines too.
func (s *Scanner) deriveJoin(data []byte, ls, le int, raw []Finding, bud *budget) []Finding {
	lim := min(len(data), ls+maxDeriveLine)
	for p, n := ls, 0; p < le && n < maxPieces; n++ {
		i := bytes.Index(data[p:le], []byte(".join("))
		if i < 0 {
			break
		}
		j := p + i
		p = j + len(".join(")
		var items []piece
		var sep []byte
		var rs, re int
		switch {
		case j > ls && isQuote(data[j-1]) && data[j-1] != '`':
			// SEP.join([...]) or SEP.join((...))
			o := bytes.LastIndexByte(data[ls:j-1], data[j-1])
			if o < 0 {
				continue
			}
			sep, rs = data[ls+o+1:j-1], ls+o
			k := skipSpace(data, p, lim)
			if k >= lim || data[k] != '[' && data[k] != '(' {
				continue
			}
			close := byte(']')
			if data[k] == '(' {
				close = ')'
			}
			var end int
			if items, end = literalList(data, k+1, lim, close); items == nil {
				continue
			}
			re = end + 1
			if k2 := skipSpace(data, re, lim); k2 < lim && data[k2] == ')' {
				re = k2 + 1
			}
		case j > ls && data[j-1] == ']':
			// [...].join(SEP)
			o := bytes.LastIndexByte(data[ls:j-1], '[')
			if o < 0 {
				continue
			}
			var end int
			if items, end = literalList(data, ls+o+1, j, ']'); items == nil || end != j-1 {
				continue
			}
			rs = ls + o
			k := skipSpace(data, p, le)
			switch {
			case k < le && data[k] == ')':
				sep, re = []byte(","), k+1
			case k < le && isQuote(data[k]):
				e := literalEnd(data, k, le)
				if e < 0 {
					continue
				}
				sep = data[k+1 : e]
				if k2 := skipSpace(data, e+1, le); k2 < le && data[k2] == ')' {
					re = k2 + 1
				} else {
					continue
				}
			default:
				continue
			}
		default:
			continue
		}
		if len(items) < 2 {
			continue
		}
		var a assembly
		for n, it := range items {
			for _, c := range sep[:min(len(sep), n*len(sep))] {
				// A separator stands with the piece after it.
				a.b, a.at = append(a.b, c), append(a.at, it.s)
			}
			a.src(data, it.s, it.e)
		}
		raw = s.joinedList(data, ls, rs, re, &a, items, raw, bud)
		p = max(p, re)
	}
	return raw
}

// joinedList scans the joined list in place of data[rs:re] and reports
// what crosses pieces from its first to its last byte in the source.
func (s *Scanner) joinedList(data []byte, ls, rs, re int, a *assembly, items []piece, raw []Finding, bud *budget) []Finding {
	if len(a.b) == 0 || !s.pf.anyBytes(a.b) {
		return raw
	}
	rle := lineEnd(data, max(re-1, ls))
	synth := make([]byte, 0, rs-ls+len(a.b)+2+rle-re)
	synth = append(append(append(synth, data[ls:rs]...), '"'), a.b...)
	synth = append(append(synth, '"'), data[re:rle]...)
	if !bud.take(len(synth)) {
		return raw
	}
	pre := rs - ls + 1
	for _, f := range s.scanRaw(synth, false, bud) {
		x, y := f.Start-pre, f.End-pre
		if x < 0 || y > len(a.b) || x >= y {
			continue
		}
		src, dst := a.at[x], a.at[y-1]+1
		for _, o := range a.at[x:y] {
			src, dst = min(src, o), max(dst, o+1)
		}
		if dst-src == y-x {
			continue
		}
		raw = append(raw, Finding{Start: src, End: dst, ruleIdx: f.ruleIdx, Encoding: EncConcat})
	}
	return raw
}

func skipSpace(data []byte, i, lim int) int {
	for i < lim && (data[i] == ' ' || data[i] == '\t' || data[i] == '\n' || data[i] == '\r') {
		i++
	}
	return i
}

// literalList reads quoted literals separated by commas from data[i:] up
// to close (a trailing comma allowed), and returns their contents and the
// offset of close; nil when anything else is in the list.
func literalList(data []byte, i, lim int, close byte) ([]piece, int) {
	var items []piece
	for len(items) <= maxPieces {
		i = skipSpace(data, i, lim)
		if i >= lim {
			return nil, 0
		}
		if data[i] == close {
			return items, i
		}
		if !isQuote(data[i]) {
			return nil, 0
		}
		e := literalEnd(data, i, lim)
		if e < 0 || data[i] == '`' && bytes.Contains(data[i:e], []byte("${")) {
			return nil, 0
		}
		items = append(items, piece{i + 1, e})
		i = skipSpace(data, e+1, lim)
		if i < lim && data[i] == ',' {
			i++
		} else if i >= lim || data[i] != close {
			return nil, 0
		}
	}
	return nil, 0
}

// deriveCodes decodes the character codes on data[ls:le]:
// String.fromCharCode(...), SQL's CHAR(n, ...) and chr(...) + chr(...), or
// a list of codes after chr (map(chr, [...]), chr(c) for c in [...]).
func (s *Scanner) deriveCodes(data []byte, ls, le int, raw []Finding, bud *budget) []Finding {
	low := make([]byte, le-ls) // ASCII case only: offsets must not move
	for i, c := range data[ls:le] {
		low[i] = toLower(c)
	}
	for _, kw := range []string{"fromcharcode(", "char(", "chr(", "map(chr"} {
		for p := 0; p < len(low); {
			i := bytes.Index(low[p:], []byte(kw))
			if i < 0 {
				break
			}
			k := ls + p + i
			p += i + len(kw)
			var dec []byte
			var rs, re int
			style := byte(',')
			if kw == "chr(" {
				dec, rs, re = chrChain(data, k, le)
				style = '+'
			}
			if dec == nil {
				o := ls + p
				if kw != "fromcharcode(" && kw != "char(" {
					// A list after it: map(chr, [...]), chr(c) for c in [...].
					b := bytes.IndexByte(data[o:le], '[')
					if b < 0 {
						continue
					}
					o += b + 1
				}
				dec, rs, re = codeList(data, o, le)
				style = ','
			}
			if len(dec) < 8 || !s.pf.anyBytes(dec) {
				continue
			}
			synth := make([]byte, 0, le-ls+len(dec)+2)
			synth = append(append(append(synth, data[ls:rs]...), '"'), dec...)
			synth = append(append(synth, '"'), data[re:le]...)
			if !bud.take(len(synth)) {
				return raw
			}
			pre := rs - ls + 1
			for _, f := range s.scanRaw(synth, false, bud) {
				if f.Start < pre+len(dec) && f.End > pre {
					raw = append(raw, Finding{Start: rs, End: re, ruleIdx: f.ruleIdx, Encoding: EncCodes, codes: style})
				}
			}
			p = max(p, re-ls)
		}
	}
	return raw
}

// codeList reads a list of printable character codes at data[i:] (after
// a spread or a bracket: ...[ or [), decimal or 0x hex, separated by
// commas, and returns the text and the span from the first code to the end
// of the last.
func codeList(data []byte, i, le int) ([]byte, int, int) {
	i = skipSpace(data, i, le)
	if strings.HasPrefix(string(data[i:min(le, i+3)]), "...") {
		i += 3
	}
	if i < le && data[i] == '[' {
		i++
	}
	var out []byte
	first, last := -1, -1
	for len(out) < maxCodes {
		i = skipSpace(data, i, le)
		c, n := code(data[i:le])
		if n == 0 {
			break
		}
		if first < 0 {
			first = i
		}
		out = append(out, c)
		last = i + n
		i = skipSpace(data, last, le)
		if i >= le || data[i] != ',' {
			break
		}
		i++
	}
	if first < 0 {
		return nil, 0, 0
	}
	return out, first, last
}

// code reads one printable ASCII code (decimal, 0x hex), or n == 0.
func code(b []byte) (byte, int) {
	n, base := 0, 10
	if len(b) > 2 && b[0] == '0' && (b[1] == 'x' || b[1] == 'X') {
		n, base = 2, 16
	}
	j := n
	for j < len(b) && (base == 10 && isDigit(b[j]) || base == 16 && isHexDigit(b[j])) {
		j++
	}
	if j == n || j < len(b) && isWordByte(b[j]) {
		return 0, 0
	}
	v, err := strconv.ParseUint(string(b[n:j]), base, 8)
	if err != nil || v < 0x20 || v > 0x7e {
		return 0, 0
	}
	return byte(v), j
}

// chrChain reads chr(N) terms and literals joined by + from data[k:] (k
// at a chr): at least two terms, one a chr. It returns the text and the
// span of the chain.
func chrChain(data []byte, k, le int) ([]byte, int, int) {
	var out []byte
	i, chrs, terms, end := k, 0, 0, k
	for terms < maxCodes {
		switch {
		case i+4 <= le && strings.EqualFold(string(data[i:i+4]), "chr("):
			c, n := code(data[skipSpace(data, i+4, le):le])
			j := skipSpace(data, i+4, le) + n
			if n == 0 || j >= le || data[j] != ')' {
				return nil, 0, 0
			}
			out = append(out, c)
			i, chrs = j+1, chrs+1
		case i < le && (data[i] == '"' || data[i] == '\''):
			e := literalEnd(data, i, le)
			if e < 0 {
				return nil, 0, 0
			}
			out = append(out, data[i+1:e]...)
			i = e + 1
		default:
			i = -1
		}
		if i < 0 {
			break
		}
		terms++
		end = i
		j := skipSpace(data, i, le)
		if j >= le || data[j] != '+' {
			break
		}
		i = skipSpace(data, j+1, le)
	}
	if chrs == 0 || terms < 2 {
		return nil, 0, 0
	}
	return out, k, end
}

// shellGlued reads the shell word a dangling token prefix at data[p] stands
// in as the shell does: pieces quoted differently and written without a
// space between them are one word ('ghp_ab'"cd"'ef', ghp_ab'cd'ef), the
// quotes gone. The word is judged as a token (secrets only) when it had
// quotes to remove.
func (s *Scanner) shellGlued(data []byte, p int, raw []Finding, bud *budget) []Finding {
	ls := bytes.LastIndexByte(data[:p], '\n') + 1
	le := lineEnd(data, ls)
	if le-ls > maxDeriveLine {
		return raw
	}
	end := func(c byte) bool {
		return c == ' ' || c == '\t' || c == '\r' || c == ';' || c == '&' || c == '|' || c == '=' || c == '(' || c == ')'
	}
	ws := p
	for ws > ls && !end(data[ws-1]) {
		ws--
	}
	we := p
	for we < le && !end(data[we]) {
		we++
	}
	var word []byte
	quotes := 0
	for _, c := range data[ws:we] {
		if c == '\'' || c == '"' {
			quotes++
			continue
		}
		word = append(word, c)
	}
	if quotes < 2 || len(word) < 12 {
		return raw
	}
	return s.emitCand(data[ls:ws], word, nil, ws, we, raw, bud, true)
}

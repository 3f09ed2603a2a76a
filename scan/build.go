package scan

import "bytes"

// Strings built by statements rather than one expression (see
// assemble.go for the forms within one expression):
//
//   - Go's strings.Join([]string{"a", "b", ...}, SEP), the list one item
//     a line or on one line;
//   - a name given a literal, then appended to on the lines after it:
//     $k = 'sk_live_'; $k .= '...'; (PHP), k += "..." (JS, Python, C#),
//     followed from a token prefix no rule matched at;
//   - Make's $(A)$(B) (and ${A}): references to variables the Makefile
//     assigns with NAME := value or NAME = value (see reference and
//     assignment).

// deriveGoJoin joins the literals of each strings.Join([]string{...}, SEP)
// that starts on data[ls:le].
func (s *Scanner) deriveGoJoin(data []byte, ls, le int, raw []Finding, bud *budget) []Finding {
	const call = "strings.Join("
	lim := min(len(data), ls+maxDeriveLine)
	for p, n := ls, 0; p < le && n < maxPieces; n++ {
		i := bytes.Index(data[p:le], []byte(call))
		if i < 0 {
			break
		}
		rs := p + i
		p = rs + len(call)
		k := skipSpace(data, p, lim)
		if !bytes.HasPrefix(data[k:lim], []byte("[]string{")) {
			continue
		}
		items, end := literalList(data, k+len("[]string{"), lim, '}')
		if len(items) < 2 {
			continue
		}
		k = skipSpace(data, end+1, lim)
		if k >= lim || data[k] != ',' {
			continue
		}
		k = skipSpace(data, k+1, lim)
		if k >= lim || !isQuote(data[k]) {
			continue
		}
		e := literalEnd(data, k, lim)
		if e < 0 {
			continue
		}
		sep := data[k+1 : e]
		k = skipSpace(data, e+1, lim)
		if k >= lim || data[k] != ')' {
			continue
		}
		var a assembly
		for n, it := range items {
			for _, c := range sep[:min(len(sep), n*len(sep))] {
				a.b, a.at = append(a.b, c), append(a.at, it.s)
			}
			a.src(data, it.s, it.e)
		}
		raw = s.joinedList(data, ls, rs, k+1, &a, items, raw, bud)
		p = max(p, k+1)
	}
	return raw
}

// appended follows name (assigned the literal data[vs:ve] on the line
// ending at le) through the lines after it that append a literal to it
// (name .= "..." or name += "..."), and scans what they build.
func (s *Scanner) appended(data []byte, name string, vs, ve, le int, raw []Finding, bud *budget) []Finding {
	if ve-vs > maxDeriveLine || le+1 >= len(data) {
		return raw
	}
	// Most assignments are not appended to: look at the next line first.
	if next, _ := trimmedLine(data, le+1, lineEnd(data, le+1)); !bytes.HasPrefix(next, []byte(name)) {
		return raw
	}
	var a assembly
	a.src(data, vs, ve)
	last := le
	for ls, n := le+1, 0; ls < len(data) && n < maxPieces; n++ {
		e := lineEnd(data, ls)
		line, off := trimmedLine(data, ls, e)
		if !bytes.HasPrefix(line, []byte(name)) {
			break
		}
		rest := bytes.TrimLeft(line[len(name):], " \t")
		if !bytes.HasPrefix(rest, []byte(".=")) && !bytes.HasPrefix(rest, []byte("+=")) {
			break
		}
		rest = bytes.TrimLeft(rest[2:], " \t")
		q := off + len(line) - len(rest)
		if len(rest) == 0 || !isQuote(rest[0]) {
			break
		}
		end := literalEnd(data, q, e)
		if end < 0 {
			break
		}
		a.src(data, q+1, end)
		last, ls = e, e+1
	}
	if last == le {
		return raw
	}
	// Scanned as one assignment in place of the first literal.
	ls := lineStart(data, vs)
	return s.scanAssembly(data, ls, le, vs, ve, "", &a, raw, bud)
}

// makeRef reads Make's $(NAME) or ${NAME} at the start of b: the name and
// the bytes it takes.
func makeRef(b []byte) (string, int) {
	if len(b) < 4 || b[0] != '$' || b[1] != '(' && b[1] != '{' {
		return "", 0
	}
	close := byte(')')
	if b[1] == '{' {
		close = '}'
	}
	n := 2
	for n < len(b) && isWordByte(b[n]) {
		n++
	}
	if n == 2 || n >= len(b) || b[n] != close {
		return "", 0
	}
	return string(b[2:n]), n + 1
}

// makeRefs resolves the run of Make references and token bytes around
// the reference starting at data[at] on the line [ls,le): $(A)$(B) or
// $(A)-$(B), each a variable the file assigns.
func (s *Scanner) makeRefs(data []byte, ls, le, at int, tab symbols, raw []Finding, bud *budget) []Finding {
	// Back to the first reference or token byte of the run.
	rs := at
	for rs > ls {
		if isTokenByte(data[rs-1]) {
			rs--
			continue
		}
		if c := data[rs-1]; c == ')' || c == '}' {
			o := bytes.LastIndexByte(data[ls:rs-1], '$')
			if o >= 0 {
				if _, n := makeRef(data[ls+o : rs]); n == rs-(ls+o) {
					rs = ls + o
					continue
				}
			}
		}
		break
	}
	var a assembly
	refs := 0
	i := rs
	for i < le {
		if name, n := makeRef(data[i:le]); n > 0 {
			v, ok := tab[name]
			if !ok {
				return raw
			}
			a.src(data, v[0], v[1])
			refs++
			i += n
			continue
		}
		if !isTokenByte(data[i]) {
			break
		}
		a.src(data, i, i+1)
		i++
	}
	if refs < 2 {
		return raw
	}
	return s.scanAssembly(data, ls, le, rs, i, "", &a, raw, bud)
}

// bareWord reads, for an assignment with spaces around its operator
// (Make's NAME := value, NAME = value), a value that is one word of token
// bytes running to the end of the line: its end in line, or -1.
func bareWord(line []byte, v int) int {
	e := v
	for e < len(line) && isTokenByte(line[e]) {
		e++
	}
	if e == v || len(bytes.TrimRight(line[e:], " \t\r")) > 0 {
		return -1
	}
	return e
}

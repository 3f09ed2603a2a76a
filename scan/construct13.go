package scan

import "bytes"

// The constructs of the thirteenth push red team: a token built by a shell
// script's writes to one file (> then >>), and literals joined inside a
// string that is itself code (Gradle's buildConfigField, whose value is a
// Java expression of escaped literals).

// followEscaped reads the literal around the dangling prefix at p when it
// opens with an escaped quote (\"ghp_...\" + \"...\" inside "..."): the
// outer literal's content, its escapes undone, is the source a compiler
// reads, and is scanned as a line of code (joined literals and all).
func (s *Scanner) followEscaped(data []byte, p int, raw []Finding, bud *budget) []Finding {
	if p < 2 || !isQuote(data[p-1]) || data[p-2] != '\\' {
		return raw
	}
	ls := bytes.LastIndexByte(data[:p], '\n') + 1
	le := lineEnd(data, ls)
	if le-ls > maxDeriveLine {
		return raw
	}
	open, end := literalAround(data, ls, le, p)
	if open < 0 || !bud.take(end-open) {
		return raw
	}
	var v view
	for i := open + 1; i < end; i++ {
		if data[i] == '\\' && i+1 < end && (isQuote(data[i+1]) || data[i+1] == '\\') {
			i++
		}
		v.b = append(v.b, data[i])
		v.at = append(v.at, i)
	}
	for _, f := range s.scanRaw(v.b, true, bud) {
		raw = append(raw, Finding{Start: v.at[f.Start], End: v.at[f.End-1] + 1, ruleIdx: f.ruleIdx})
	}
	return raw
}

// followRedirects reads a shell script's writes to one file: the dangling
// prefix at p in a literal written with > FILE (printf '%s' 'gho_...' >
// "$CFG/token", echo -n), and the literals later lines append with >>
// FILE, in order, are the file the script leaves: scanned as one string.
func (s *Scanner) followRedirects(data []byte, p int, raw []Finding, bud *budget) []Finding {
	ls := bytes.LastIndexByte(data[:p], '\n') + 1
	le := lineEnd(data, ls)
	if le-ls > maxDeriveLine {
		return raw
	}
	lit, target, ok := redirectWrite(data, ls, le, false)
	if !ok || lit[0] > p || lit[1] < p {
		return raw
	}
	var v view
	v.src(data, lit[0], lit[1])
	n := 1
	for at, k := le+1, 0; at < len(data) && k < 16; k++ {
		e := lineEnd(data, at)
		if l2, t2, ok := redirectWrite(data, at, e, true); ok && bytes.Equal(t2, target) {
			v.src(data, l2[0], l2[1])
			n++
		} else if _, t2, ok := redirectWrite(data, at, e, false); ok && bytes.Equal(t2, target) {
			break // the file is written anew
		}
		at = e + 1
	}
	if n < 2 {
		return raw
	}
	return s.scanView(&v, 0, raw, bud)
}

// redirectWrite reads a shell line that writes one quoted literal to a
// file (printf '%s' 'x' > F, echo -n "x" >> F; append says which): the
// literal's content span and the target as written.
func redirectWrite(data []byte, ls, le int, appendOp bool) ([2]int, []byte, bool) {
	line := data[ls:le]
	op := []byte(" > ")
	if appendOp {
		op = []byte(" >> ")
	}
	r := bytes.Index(line, op)
	if r < 0 {
		return [2]int{}, nil, false
	}
	t := bytes.TrimSpace(line[r+len(op):])
	if i := bytes.IndexAny(t, " ;&|"); i >= 0 {
		t = t[:i]
	}
	cmd := bytes.TrimSpace(line[:r])
	if !bytes.HasPrefix(cmd, []byte("printf ")) && !bytes.HasPrefix(cmd, []byte("echo -n ")) && !bytes.HasPrefix(cmd, []byte("echo -ne ")) {
		return [2]int{}, nil, false
	}
	// The last argument, a quoted literal.
	last := len(cmd) - 1
	if last < 2 || !isQuote(cmd[last]) {
		return [2]int{}, nil, false
	}
	q := cmd[last]
	o := bytes.LastIndexByte(cmd[:last], q)
	if o < 0 || o+1 >= last || bytes.IndexByte(cmd[o+1:last], '%') >= 0 && bytes.HasPrefix(cmd, []byte("printf ")) && o == bytes.IndexByte(cmd, q) {
		return [2]int{}, nil, false // printf's format itself is not the value
	}
	off := ls + (bytes.Index(line, cmd))
	return [2]int{off + o + 1, off + last}, t, len(t) > 0
}

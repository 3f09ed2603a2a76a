package scan

import "bytes"

// Normalised text: a secret kept whole for the one who reads it and broken
// for a pattern. Two forms are undone here, before matching, on the lines
// that hold them only (the rest of the text is not copied or scanned
// again):
//
//   - invisible characters inside a word: zero-width space, non-joiner,
//     joiner, word joiner, a byte-order mark past the start, soft hyphen;
//   - a string or line continued on the next line: a backslash before the
//     line break (shell, Python, C), or a literal closed at the end of one
//     line and opened at the start of the next, with or without a + or .
//     between them (Python's adjacent literals in parentheses, Java or JS
//     "a" + newline "b").
//
// The lines of such a group are joined into one with the characters and
// breaks removed, the group is scanned (with derived text, so a joined
// base64 run is decoded too), and a finding that spans something removed is
// reported on the bytes it came from. One found as written is the plain
// scan's already.

// EncNormal marks a finding made whole by removing invisible characters or
// line breaks inside it.
const EncNormal = "normalised"

// maxGroupLines bounds the lines joined into one group.
const maxGroupLines = 64

// invisible returns the length of an invisible character at data[i], or 0.
func invisible(data []byte, i int) int {
	switch c := data[i]; {
	case c == 0xc2 && i+1 < len(data) && data[i+1] == 0xad: // U+00AD soft hyphen
		return 2
	case c == 0xe2 && i+2 < len(data) && data[i+1] == 0x80 && data[i+2] >= 0x8b && data[i+2] <= 0x8d: // U+200B..U+200D
		return 3
	case c == 0xe2 && i+2 < len(data) && data[i+1] == 0x81 && data[i+2] == 0xa0: // U+2060 word joiner
		return 3
	case c == 0xef && i > 0 && i+2 < len(data) && data[i+1] == 0xbb && data[i+2] == 0xbf: // U+FEFF past the start
		return 3
	}
	return 0
}

// continues reports how line a (without its break) runs on into line b:
// cut is the offset in a where the removed part starts and resume the
// offset in b where the text goes on; ok false when it does not.
func continues(a, b []byte) (cut, resume int, ok bool) {
	a = bytes.TrimRight(a, "\r")
	if n := len(a); n > 0 && a[n-1] == '\\' && (n < 2 || a[n-2] != '\\') {
		return n - 1, 0, true
	}
	end := len(bytes.TrimRight(a, " \t"))
	if end > 0 && (a[end-1] == '+' || a[end-1] == '.') {
		end = len(bytes.TrimRight(a[:end-1], " \t"))
	}
	if end < 2 || a[end-1] != '"' && a[end-1] != '\'' {
		return 0, 0, false
	}
	q := a[end-1]
	st := len(b) - len(bytes.TrimLeft(b, " \t"))
	if st < len(b) && (b[st] == '+' || b[st] == '.') {
		st++
		for st < len(b) && (b[st] == ' ' || b[st] == '\t') {
			st++
		}
	}
	if st >= len(b) || b[st] != q {
		return 0, 0, false
	}
	return end - 1, st + 1, true
}

// scanNormal finds, in data, what only its normalised form shows.
func (s *Scanner) scanNormal(data []byte, raw []Finding, bud *budget) []Finding {
	// The next invisible character at or after ls, found by searching
	// for the lead bytes (most text has none, so this is a few memchr
	// calls per file).
	nextHidden := -1
	findHidden := func(from int) {
		nextHidden = -1
		for _, lead := range []byte{0xc2, 0xe2, 0xef} {
			for i := from; i < len(data); {
				j := bytes.IndexByte(data[i:], lead)
				if j < 0 || nextHidden >= 0 && i+j >= nextHidden {
					break
				}
				if invisible(data, i+j) > 0 {
					nextHidden = i + j
					break
				}
				i += j + 1
			}
		}
	}
	findHidden(0)
	var norm []byte
	var at []int                       // norm offset -> data offset
	type cutAt struct{ cut, next int } // removed: data[cut:next]
	var cuts []cutAt
	for ls := 0; ls < len(data); {
		le := lineEnd(data, ls)
		// Grow a group while its last line runs on into the next.
		cuts = cuts[:0]
		gs, ge, last := ls, le, ls
		for n := 0; n < maxGroupLines && ge < len(data) && mayContinue(data[last:ge]); n++ {
			nle := lineEnd(data, ge+1)
			cut, resume, ok := continues(data[last:ge], data[ge+1:nle])
			if !ok {
				break
			}
			cuts = append(cuts, cutAt{last + cut, ge + 1 + resume})
			last, ge = ge+1, nle
		}
		if nextHidden >= 0 && nextHidden < gs {
			findHidden(gs)
		}
		if len(cuts) == 0 && !(nextHidden >= gs && nextHidden < ge) {
			ls = le + 1
			continue
		}
		norm, at = norm[:0], at[:0]
		ci := 0
		for i := gs; i < ge; {
			if ci < len(cuts) && i == cuts[ci].cut {
				i = cuts[ci].next
				ci++
				continue
			}
			if n := invisible(data, i); n > 0 {
				i += n
				continue
			}
			norm = append(norm, data[i])
			at = append(at, i)
			i++
		}
		if len(norm) > 0 && len(norm) <= maxDeriveLine && bud.take(len(norm)) {
			for _, f := range s.scanRaw(norm, true, bud) {
				a, b := at[f.Start], at[f.End-1]+1
				if b-a == f.End-f.Start {
					continue // nothing removed inside it: found as written
				}
				raw = append(raw, Finding{Start: a, End: b, ruleIdx: f.ruleIdx, Encoding: EncNormal})
			}
		}
		ls = ge + 1
	}
	return raw
}

// mayContinue is the cheap test before continues: the line's last byte
// that is not a space could end a literal or continue the line.
func mayContinue(line []byte) bool {
	for i := len(line) - 1; i >= 0; i-- {
		switch line[i] {
		case ' ', '\t', '\r':
			continue
		case '\\', '"', '\'', '+', '.':
			return true
		}
		return false
	}
	return false
}

// lineEnd returns the offset of the line break ending the line at ls, or
// len(data).
func lineEnd(data []byte, ls int) int {
	if ls >= len(data) {
		return len(data)
	}
	if i := bytes.IndexByte(data[ls:], '\n'); i >= 0 {
		return ls + i
	}
	return len(data)
}

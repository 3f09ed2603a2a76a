package jsonw

import "bytes"

// StringEnd returns the offset in b of the quote that closes a JSON string
// whose content b begins (just past the opening quote), or -1 when b ends
// first. esc says the byte before b was a backslash not yet applied (a
// string cut across two reads); pending says b itself ends with one.
//
// It finds quotes and backslashes with bytes.IndexByte, a backslash only
// between where it is and the next quote, so a string costs a vectorised
// pass or two over its own length, never a look past its end: most of a
// large payload is string content (a tool's output, a long message), and a
// payload of many short strings must stay linear too.
func StringEnd(b []byte, esc bool) (end int, pending bool) {
	i := 0
	if esc {
		i = 1
	}
	q := -1 // the next quote at or after i
	for i < len(b) {
		if q < i {
			if q = index(b, i, '"'); q < 0 {
				break
			}
		}
		j := bytes.IndexByte(b[i:q], '\\')
		if j < 0 {
			return q, false
		}
		i += j + 2 // the backslash and the byte it escapes
	}
	// No closing quote in b: only whether it ends inside an escape matters.
	for i < len(b) {
		j := bytes.IndexByte(b[i:], '\\')
		if j < 0 {
			return -1, false
		}
		i += j + 2
	}
	return -1, i > len(b)
}

func index(b []byte, from int, c byte) int {
	if j := bytes.IndexByte(b[from:], c); j >= 0 {
		return from + j
	}
	return -1
}

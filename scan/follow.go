package scan

import "bytes"

// Literals followed from a dangling token prefix: whatever a language
// joins strings with ("a" + "b", "a" .. "b", 'a' || 'b', "a" & "b",
// concat!("a", "b"), .append("a").append("b"), "%s%s" % ("a", "b"), C's
// "a" "b" and #define A "a" / #define B "b", a notebook's source list, the
// cells of a spreadsheet's shared strings), the literals after the one a
// token prefix starts in are its next pieces when only a little glue
// without quotes stands between them. The walk starts only at a prefix no
// rule matched at (too short to be a token), so ordinary code is never
// joined; the joined string is scanned and a finding across pieces
// reported on the piece it starts in (scanAssembly).

// Bounds on the glue between two pieces.
const (
	maxGlue      = 64 // bytes between two literals
	maxGlueLines = 2  // line breaks between two literals
	maxTagGlue   = 200
)

// tokenPrefix reports a keyword that is a token's prefix: it ends in _ or
// - (hf_, npm_, dop_v1_) or is AIza.
func tokenPrefix(k string) bool {
	return len(k) >= 3 && (k[len(k)-1] == '_' || k[len(k)-1] == '-') || k == "aiza"
}

// literalAround returns where the quoted literal that holds data[p] opens
// and ends on the line data[ls:le], or -1, -1 when p is in none.
func literalAround(data []byte, ls, le, p int) (open, end int) {
	for i := ls; i < p; i++ {
		if !isQuote(data[i]) {
			continue
		}
		e := literalEnd(data, i, le)
		if e < 0 {
			break
		}
		if e > p {
			return i, e
		}
		i = e
	}
	return -1, -1
}

// followLiterals joins the literal holding data[p] with the literals after
// it and scans the result.
func (s *Scanner) followLiterals(data []byte, p int, raw []Finding, bud *budget) []Finding {
	ls := bytes.LastIndexByte(data[:p], '\n') + 1
	le := lineEnd(data, ls)
	if le-ls > maxDeriveLine {
		return raw
	}
	// The quoted literal holding p, or else the XML text node.
	open, end := literalAround(data, ls, le, p)
	var a assembly
	if open >= 0 {
		a.src(data, open+1, end)
		q := data[open]
		n := 1
		for k := end + 1; n < maxPieces; n++ {
			j := k
			lines, comma := 0, false
			for j < len(data) && j-k <= maxGlue && !isQuote(data[j]) {
				c := data[j]
				if c == '\n' {
					lines++
				}
				comma = comma || c == ','
				if lines > maxGlueLines || c == ';' || c == '=' || c == '{' || c == '}' {
					break
				}
				j++
			}
			if j >= len(data) || j-k > maxGlue || !isQuote(data[j]) || data[j] != q {
				break
			}
			// A list of items one a line is a list, not one string,
			// except a notebook cell's source or output text, which
			// nbformat joins.
			if comma && lines > 0 && !notebookSource(data, open) {
				break
			}
			e := literalEnd(data, j, lineEnd(data, j))
			if e < 0 {
				break
			}
			a.src(data, j+1, e)
			end, k = e, e+1
		}
		if n < 2 {
			return raw
		}
		return s.scanAssembly(data, ls, lineEnd(data, end), open, end+1, string(q), &a, raw, bud)
	}
	// A text node: >...< around p, then the text nodes after it with only
	// tags between.
	o := bytes.LastIndexByte(data[ls:p], '>')
	if o < 0 || bytes.IndexByte(data[ls+o:p], '<') >= 0 {
		return raw
	}
	open = ls + o
	c := bytes.IndexByte(data[p:min(len(data), p+maxDeriveLine)], '<')
	if c < 0 {
		return raw
	}
	end = p + c
	a.src(data, open+1, end)
	n := 1
	for k := end; n < maxPieces; n++ {
		j := k
		for j < len(data) && j-k <= maxTagGlue {
			if data[j] == '<' {
				t := bytes.IndexByte(data[j:min(len(data), j+maxTagGlue)], '>')
				if t < 0 {
					break
				}
				j += t + 1
				continue
			}
			if data[j] == ' ' || data[j] == '\n' || data[j] == '\r' || data[j] == '\t' {
				j++
				continue
			}
			break
		}
		if j >= len(data) || j-k > maxTagGlue || j == k {
			break
		}
		t := bytes.IndexByte(data[j:min(len(data), j+maxDeriveLine)], '<')
		if t <= 0 {
			break
		}
		a.src(data, j, j+t)
		end, k = j+t, j+t
	}
	if n < 2 {
		return raw
	}
	return s.scanAssembly(data, ls, lineEnd(data, end), open+1, end, "", &a, raw, bud)
}

// notebookSource reports a notebook cell's "source" list, or an output's
// "text" or "text/..." list, open before at: nbformat joins each.
func notebookSource(data []byte, at int) bool {
	from := max(0, at-maxDeriveLine)
	for _, key := range []string{`"source":`, `"text":`, `"text/plain":`, `"text/markdown":`, `"text/html":`} {
		if i := bytes.LastIndex(data[from:at], []byte(key)); i >= 0 && bytes.IndexByte(data[from+i:at], ']') < 0 {
			return true
		}
	}
	return false
}

package scan

import (
	"bytes"
	"slices"
	"strings"
)

// Normalised text: a secret kept whole for the one who reads it and broken
// for a pattern. Three forms are undone here, before matching, on the lines
// that hold them only (the rest of the text is not copied or scanned
// again):
//
//   - invisible characters inside a word: zero-width space, non-joiner,
//     joiner, word joiner, a byte-order mark past the start, soft hyphen;
//   - escapes and character references: \uXXXX (JSON, JS, Java, Python; a
//     surrogate pair as one character), \u{...}, \UXXXXXXXX, \xHH, \/, and
//     HTML or XML references, &#95; &#x5f; and the named ones of ASCII
//     punctuation (&lowbar;), on lines the keyword pass marked for holding
//     one (a reference to a control character is left as it is);
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
	if end < 2 || a[end-1] != '"' && a[end-1] != '\'' && a[end-1] != '`' {
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
		for _, lead := range foldLeads {
			for i := from; i < len(data); {
				j := bytes.IndexByte(data[i:], lead)
				if j < 0 || nextHidden >= 0 && i+j >= nextHidden {
					break
				}
				if n, _ := foldAt(data, i+j); n > 0 {
					nextHidden = i + j
					break
				}
				i += j + 1
			}
		}
	}
	findHidden(0)
	esc, ei := bud.esc, 0
	var norm []byte
	var at []int                       // norm offset -> data offset (of an escape's first byte)
	type cutAt struct{ cut, next int } // removed: data[cut:next]
	var ubuf [8]byte
	var cuts []cutAt
	for ls := 0; ls < len(data); {
		le := lineEnd(data, ls)
		// Grow a group while its last line runs on into the next.
		cuts = cuts[:0]
		gs, ge, last := ls, le, ls
		// A TOML multi-line basic string ("""): a line-ending backslash
		// drops the break and the whitespace after it (tomlTrim).
		toml := false
		for n := 0; n < maxGroupLines && ge < len(data) && mayContinue(data[last:ge]); n++ {
			nle := lineEnd(data, ge+1)
			cut, resume, ok := continues(data[last:ge], data[ge+1:nle])
			if !ok {
				break
			}
			if n == 0 {
				toml = tomlOpens(data[last:ge])
			}
			if toml && resume == 0 && data[last+cut] == '\\' {
				resume = len(data[ge+1:nle]) - len(bytes.TrimLeft(data[ge+1:nle], " \t"))
			}
			cuts = append(cuts, cutAt{last + cut, ge + 1 + resume})
			last, ge = ge+1, nle
		}
		glued := false
		if len(cuts) == 0 && ge-gs <= maxDeriveLine {
			// 'np'm_x'"y"z: a word the shell glues from pieces quoted
			// otherwise, its quotes cut out (gluedQuotes).
			for _, q := range gluedQuotes(data[gs:ge]) {
				cuts = append(cuts, cutAt{gs + q, gs + q + 1})
				glued = true
			}
		}
		if nextHidden >= 0 && nextHidden < gs {
			findHidden(gs)
		}
		for ei < len(esc) && esc[ei] < gs {
			ei++
		}
		escaped := ei < len(esc) && esc[ei] <= ge && ge-gs <= maxDeriveLine && decodes(data[gs:ge])
		if len(cuts) == 0 && !(nextHidden >= gs && nextHidden < ge) && !escaped {
			ls = le + 1
			continue
		}
		if ge-gs > maxDeriveLine {
			ls = ge + 1 // too long to normalise (the scan of it would not be run)
			continue
		}
		norm, at = slices.Grow(norm[:0], ge-gs), slices.Grow(at[:0], ge-gs)
		ci, decoded := 0, 0
		hidden := nextHidden >= gs && nextHidden < ge
		for i := gs; i < ge; {
			if ci < len(cuts) && i == cuts[ci].cut {
				i = cuts[ci].next
				ci++
				continue
			}
			c := data[i]
			if hidden && foldLead[c] {
				if n, to := foldAt(data, i); n > 0 {
					if to != 0 {
						norm, at = append(norm, to), append(at, i)
					}
					i += n
					continue
				}
			}
			if escaped && (c == '\\' || c == '&' || c == '%' || c == '^') {
				if u, n := unescape(data[i:ge], ubuf[:0]); n > 0 {
					if len(u) > 1 && foldLead[u[0]] {
						// An escaped character that folds (\uD835\uDDD1,
						// a mathematical letter): its ASCII.
						if m, to := foldAt(u, 0); m == len(u) {
							if to != 0 {
								norm, at = append(norm, to), append(at, i)
							}
							i += n
							decoded++
							continue
						}
					}
					for _, b := range u {
						norm, at = append(norm, b), append(at, i)
					}
					i += n
					decoded++
					continue
				}
			}
			norm, at = append(norm, c), append(at, i)
			i++
		}
		// A line with escapes only is worth a second scan when what they
		// spell holds a keyword.
		worth := len(cuts) > 0 && !glued || hidden || (decoded > 0 || glued) && s.pf.anyBytes(norm)
		if worth && len(norm) > 0 && len(norm) <= maxDeriveLine && bud.take(len(norm)) {
			for _, f := range s.scanRaw(norm, true, bud) {
				a, b := at[f.Start], at[f.End-1]+1
				if escaped {
					// The last byte may be an escape's: the span takes it whole.
					if _, n := unescape(data[b-1:ge], ubuf[:0]); n > 0 {
						b += n - 1
					}
				}
				if hidden {
					// The last byte may be a folded character's: the span takes it whole.
					if n, to := foldAt(data, b-1); n > 0 && to != 0 {
						b += n - 1
					}
				}
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

// decodes reports an escape or reference in b that unescape decodes: a
// line of \x00 bytes or &amp; only is not worth a second scan.
func decodes(b []byte) bool {
	var buf [8]byte
	for i, c := range b {
		if c != '\\' && c != '&' && c != '%' && c != '^' {
			continue
		}
		if u, n := unescape(b[i:], buf[:0]); n > 0 && !(len(u) == 1 && (u[0] == '&' || u[0] == '<' || u[0] == '>' || u[0] == '"' || u[0] == '\'')) {
			return true
		}
	}
	return false
}

// mayContinue is the cheap test before continues: the line's last byte
// that is not a space could end a literal or continue the line.
// tomlOpens reports a line that opens a TOML multi-line basic string with
// a line-ending backslash (KEY = """\): in it, TOML drops the break and
// every space, tab and break after the backslash, so indented pieces join.
func tomlOpens(line []byte) bool {
	line = bytes.TrimRight(line, " \t\r")
	return bytes.HasSuffix(line, []byte(`"""\`)) && bytes.Contains(line, []byte("="))
}

func mayContinue(line []byte) bool {
	for i := len(line) - 1; i >= 0; i-- {
		switch line[i] {
		case ' ', '\t', '\r':
			continue
		case '\\', '"', '\'', '`', '+', '.':
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

// Format views: a secret whose name and value a file format puts on
// different lines or in fields no rule reads. Each view writes the pair as
// the assignment it means, "NAME = VALUE", and scans that; a finding in
// the value is reported on the value's own bytes.
//
//   - a Kubernetes env entry: "- name: DB_PASSWORD" then "value: ...";
//   - a Terraform variable block: variable "db_password" { ... default = ... };
//   - a .netrc entry over several lines: machine, login, password;
//   - a .pgpass line: host:port:database:user:password (by file name).

// view is derived text with, for each byte, the offset in data it stands
// for.
type view struct {
	b  []byte
	at []int
}

func (v *view) lit(s string, pos int) {
	for i := range len(s) {
		v.b = append(v.b, s[i])
		v.at = append(v.at, pos)
	}
}

func (v *view) src(data []byte, from, to int) {
	for i := from; i < to; i++ {
		v.b = append(v.b, data[i])
		v.at = append(v.at, i)
	}
}

// scanView scans v and reports what it finds at or after v.b[from:] (the
// value), on the source bytes.
func (s *Scanner) scanView(v *view, from int, raw []Finding, bud *budget) []Finding {
	if len(v.b) == 0 || len(v.b) > maxDeriveLine || !bud.take(len(v.b)) {
		return raw
	}
	for _, f := range s.scanRaw(v.b, false, bud) {
		if f.Start < from {
			continue
		}
		raw = append(raw, Finding{Start: v.at[f.Start], End: v.at[f.End-1] + 1, ruleIdx: f.ruleIdx})
	}
	return raw
}

// trimmedLine returns data[ls:le] without its indentation and trailing
// space, and where that starts.
func trimmedLine(data []byte, ls, le int) ([]byte, int) {
	i := ls
	for i < le && (data[i] == ' ' || data[i] == '\t') {
		i++
	}
	j := le
	for j > i && (data[j-1] == ' ' || data[j-1] == '\t' || data[j-1] == '\r') {
		j--
	}
	return data[i:j], i
}

// unquote returns the span of b inside matching quotes, or b's.
func unquote(b []byte, off int) (int, int) {
	if n := len(b); n >= 2 && (b[0] == '"' || b[0] == '\'') && b[n-1] == b[0] {
		return off + 1, off + n - 1
	}
	return off, off + len(b)
}

// maxViewLines bounds the named lines one scan looks at for views.
const maxViewLines = 100000

// scanViews runs the format views. Each starts from a line the keyword
// pass marked as naming a secret (bud.lines), so text without one costs
// nothing; .pgpass is read whole, by its file name.
func (s *Scanner) scanViews(path string, data []byte, raw []Finding, bud *budget) []Finding {
	base := path[strings.LastIndexAny(path, `/\`)+1:]
	if base == ".pgpass" || base == "pgpass" {
		raw = s.viewPgpass(data, raw, bud)
	}
	raw = s.views13File(base, data, raw, bud)
	raw = s.views14File(base, data, raw, bud)
	raw = s.views15File(base, data, raw, bud)
	raw = s.views16File(base, data, raw, bud)
	raw = s.views18File(base, data, raw, bud)
	raw = s.views19File(path, base, data, raw, bud)
	raw = s.views20File(path, base, data, raw, bud)
	raw = s.scanCarriers13(data, raw, bud)
	var v view
	if lower := strings.ToLower(base); (strings.HasSuffix(lower, ".csv") || strings.HasSuffix(lower, ".tsv")) && len(bud.lines) > 0 && bud.lines[0] == 0 {
		raw = s.viewCSV(&v, data, raw, bud)
	}
	lastEntry := -1
	for _, ls := range bud.lines {
		le := lineEnd(data, ls)
		line, off := trimmedLine(data, ls, le)
		raw = s.views13Line(&v, data, ls, le, line, off, raw, bud)
		raw = s.views14Line(&v, data, ls, le, line, off, raw, bud)
		raw = s.views15Line(&v, data, ls, le, line, off, raw, bud)
		raw = s.views16Line(&v, data, ls, le, line, off, raw, bud)
		raw = s.views17Line(&v, data, ls, le, line, off, raw, bud)
		raw = s.views18Line(&v, data, ls, le, line, off, raw, bud)
		raw = s.views19Line(&v, data, ls, le, line, off, raw, bud)
		if bytes.Contains(line, []byte(`ame"`)) || bytes.Contains(line, []byte(`ey"`)) || bytes.Contains(line, []byte(`ype"`)) {
			raw = s.viewNameValue(&v, data, ls, le, raw, bud)
		}
		if bytes.Contains(line, []byte("{{")) && bytes.Contains(line, []byte("default")) {
			raw = s.viewTemplateDefault(&v, data, ls, le, raw, bud)
		}
		switch {
		case bytes.HasPrefix(line, []byte("- name:")) || bytes.HasPrefix(line, []byte("name:")):
			// A Kubernetes env entry: the value is on the next line.
			name := bytes.TrimSpace(line[bytes.IndexByte(line, ':')+1:])
			if len(name) == 0 || le >= len(data) {
				break
			}
			next, noff := trimmedLine(data, le+1, lineEnd(data, le+1))
			if !bytes.HasPrefix(next, []byte("value:")) {
				break
			}
			val := bytes.TrimLeft(next[len("value:"):], " \t")
			ns, ne := unquote(name, off+len(line)-len(name))
			raw = s.pairView(&v, data, ns, ne, val, noff+len(next)-len(val), raw, bud)
		case bytes.HasPrefix(line, []byte("variable \"")):
			// A Terraform variable: its default, on this line or within
			// the block.
			q := bytes.IndexByte(line[10:], '"')
			if q <= 0 {
				break
			}
			ns, ne := off+10, off+10+q
			for n, at := 0, ls; n < 30 && at < len(data); n++ {
				end := lineEnd(data, at)
				l, loff := trimmedLine(data, at, end)
				if n > 0 && bytes.Equal(l, []byte("}")) {
					break
				}
				if d := bytes.Index(l, []byte("default")); d >= 0 && (n > 0 || d > 0) {
					val := bytes.TrimLeft(l[d+len("default"):], " \t")
					if len(val) > 0 && val[0] == '=' {
						val = bytes.TrimRight(bytes.TrimLeft(val[1:], " \t"), " \t}")
						raw = s.pairView(&v, data, ns, ne, val, loff+bytes.Index(l, val), raw, bud)
						break
					}
				}
				at = end + 1
			}
		case bytes.HasPrefix(line, []byte("password ")) || bytes.HasPrefix(line, []byte("login ")):
			// A .netrc entry over several lines: from its machine (or
			// default) line, the login, password and account lines after
			// it, as one line.
			start := -1
			for n, at := 0, ls; n < 8 && at > 0; n++ {
				at = bytes.LastIndexByte(data[:at-1], '\n') + 1
				l, _ := trimmedLine(data, at, lineEnd(data, at))
				if bytes.HasPrefix(l, []byte("machine ")) || bytes.HasPrefix(l, []byte("default")) {
					start = at
					break
				}
				if !netrcLine(l) {
					break
				}
			}
			if start < 0 || start == lastEntry {
				break
			}
			lastEntry = start
			end := lineEnd(data, start)
			first, foff := trimmedLine(data, start, end)
			v.b, v.at = v.b[:0], v.at[:0]
			v.src(data, foff, foff+len(first))
			for n := 0; n < 8 && end < len(data); n++ {
				nle := lineEnd(data, end+1)
				next, noff := trimmedLine(data, end+1, nle)
				if !netrcLine(next) {
					break
				}
				v.lit(" ", end)
				v.src(data, noff, noff+len(next))
				end = nle
			}
			raw = s.scanView(&v, 0, raw, bud)
		}
	}
	return raw
}

// netrcLine reports a .netrc line that continues an entry.
func netrcLine(l []byte) bool {
	return bytes.HasPrefix(l, []byte("login ")) || bytes.HasPrefix(l, []byte("password ")) || bytes.HasPrefix(l, []byte("account "))
}

// pairView scans NAME = "VALUE" for the name at data[ns:ne] and the value
// val (at data offset vat, quotes and all).
func (s *Scanner) pairView(v *view, data []byte, ns, ne int, val []byte, vat int, raw []Finding, bud *budget) []Finding {
	vs, ve := unquote(val, vat)
	v.b, v.at = v.b[:0], v.at[:0]
	v.src(data, ns, ne)
	v.lit(` = "`, vs)
	from := len(v.b)
	v.src(data, vs, ve)
	v.lit(`"`, ve)
	return s.scanView(v, from, raw, bud)
}

// viewPgpass reads each line of a .pgpass file,
// host:port:database:user:password (\: and \\ escaped), as password = "...".
func (s *Scanner) viewPgpass(data []byte, raw []Finding, bud *budget) []Finding {
	var v view
	for ls := 0; ls < len(data); {
		le := lineEnd(data, ls)
		line, off := trimmedLine(data, ls, le)
		if len(line) > 0 && line[0] != '#' {
			fields, start := 0, off
			for i := off; i < off+len(line); i++ {
				if data[i] == '\\' {
					i++
					continue
				}
				if data[i] == ':' {
					fields++
					start = i + 1
				}
			}
			if fields == 4 && start < off+len(line) {
				v.b, v.at = v.b[:0], v.at[:0]
				v.lit(`password = "`, start)
				v.src(data, start, off+len(line))
				v.lit(`"`, off+len(line))
				raw = s.scanView(&v, len(`password = "`), raw, bud)
			}
		}
		ls = le + 1
	}
	return raw
}

// gluedQuotes returns the offsets of the quotes the shell removes from the
// words of line that are glued from pieces quoted differently: a quote
// between two token characters (np'm_, x"y) in a word that, its quotes
// gone, is a run of 16 token characters or more (after a NAME= it
// assigns). Code's ordinary strings ("...", f'...', ('x')) have none.
func gluedQuotes(line []byte) []int {
	// A quick look first, quote by quote: most lines have no quote
	// between two token characters, and are done with.
	glue := false
	for _, q := range [2]byte{'\'', '"'} {
		for i := 0; !glue; {
			j := bytes.IndexByte(line[i:], q)
			if j < 0 {
				break
			}
			k := i + j
			glue = k > 0 && k+1 < len(line) && gluePoint(line[k-1], line[k+1])
			i = k + 1
		}
	}
	if !glue {
		return nil
	}
	tok := tokenByte
	var out []int
	for i := 0; i < len(line); {
		for i < len(line) && (line[i] == ' ' || line[i] == '\t') {
			i++
		}
		ws := i
		for i < len(line) && line[i] != ' ' && line[i] != '\t' {
			i++
		}
		word := line[ws:i]
		if e := bytes.IndexByte(word, '='); e >= 0 && e < len(word)-1 {
			ws, word = ws+e+1, word[e+1:]
		}
		inner, n, qs := false, 0, len(out)
		for k, c := range word {
			switch {
			case c == '\'' || c == '"':
				out = append(out, ws+k)
				// Between two token characters, or between a token
				// character and the other kind of quote.
				prev, next := byte(' '), byte(' ')
				if k > 0 {
					prev = word[k-1]
				}
				if k+1 < len(word) {
					next = word[k+1]
				}
				inner = inner || tok(prev) && (tok(next) || next == '\'' || next == '"') || tok(next) && (prev == '\'' || prev == '"')
			case tok(c) || c == '.' || c == '+' || c == '/' || c == '=':
				n++
			default:
				n = -1 << 20 // not a token's word
			}
		}
		if !inner || n < 16 || len(out)-qs < 2 {
			out = out[:qs]
		}
	}
	return out
}

// tokenByte reports a byte of a token's word: a letter, a digit, _ or -.
func tokenByte(c byte) bool { return isAlpha(c) || isDigit(c) || c == '_' || c == '-' }

// gluePoint reports a quote between prev and next that glues two pieces
// of one word: token characters on both sides, or a token character and
// the other piece's quote.
func gluePoint(prev, next byte) bool {
	quote := func(c byte) bool { return c == '\'' || c == '"' }
	return tokenByte(prev) && (tokenByte(next) || quote(next)) || tokenByte(next) && quote(prev)
}

package reduce

import (
	"slices"
	"strings"
	"unicode"
)

// Layout-only diffs: a formatter's check (cargo fmt --check, black --diff,
// gofmt -d, shfmt -d, isort --diff, prettier's and terraform's diffs) or a
// commit that only re-formats a file. Their changed lines say again what
// the file already holds, laid out anew; the fix is to run the formatter,
// and a reviewer needs to know only that nothing else changed. So the
// changed and unchanged lines of a file whose every change is layout only
// go, under the markers, behind one note, and the file's and the hunks'
// headers stay. A file with one change of substance keeps its diff whole:
// the rule reads each file on its own.

// layoutNote says once what the omitted changes were.
const layoutNote = "[hooktool: changes that only lay code out anew (spacing, line breaks, wrapping brackets, trailing commas, quotes, line order) omitted]"

// minLayoutLines is how many changed lines a file's layout-only changes
// must have before they fold: a one-line change is cheaper shown than
// described.
const minLayoutLines = 4

// maxMoved bounds the lines a file's diff may move and still read as
// layout only: past it, the file changed, whatever the lines' sum.
const maxMoved = 200

// foldLayoutDiffs drops the bodies of the files of ls's diffs whose changes
// are all layout only.
func foldLayoutDiffs(ls []line) []line {
	return foldDiffFiles(ls, func(seg []line) ([]bool, string, [2]int) {
		body, changed := layoutBody(seg)
		if changed < minLayoutLines {
			body = nil
		}
		return body, layoutNote, [2]int{-1, -1}
	})
}

// foldDiffFiles drops, file by file, the bodies of ls's diffs that fold
// marks (a file's changed and unchanged lines: fold returns nil for a file
// that stays whole), but for the lines it spares; each of its notes is
// said once, before the first body it stands for.
func foldDiffFiles(ls []line, fold func(seg []line) (body []bool, note string, spare [2]int)) []line {
	if !hasHunk(ls) {
		return ls // (no diff: most outputs)
	}
	noted := map[string]bool{}
	var out []line
	for start := 0; start < len(ls); {
		end := nextDiffFile(ls, start+1)
		body, note, spare := fold(ls[start:end])
		if body == nil {
			if out != nil {
				out = append(out, ls[start:end]...)
			}
			start = end
			continue
		}
		if out == nil {
			// (Built only once a file folds: most diffs have none, and
			// a 16 MB git log -p's lines are dear to copy.)
			out = append(make([]line, 0, len(ls)+8), ls[:start]...)
		}
		for i, l := range ls[start:end] {
			if body[i] && l.syn {
				continue // (a note for lines of the body, which goes whole)
			}
			if body[i] && l.gap == 0 && i != spare[0] && i != spare[1] {
				l.cls = drop // (a line gone into the note just dropped is counted again)
			}
			if !noted[note] && body[i] && (i == 0 || !body[i-1]) {
				out = append(out, line{text: note, cls: keep, syn: true, sec: l.sec})
				noted[note] = true
			}
			out = append(out, l)
		}
		start = end
	}
	if out == nil {
		return ls
	}
	return out
}

// hasHunk reports whether ls holds a diff's hunk.
func hasHunk(ls []line) bool {
	return slices.ContainsFunc(ls, func(l line) bool { return l.shown() && hunkOpener(l.text) })
}

// nextDiffFile is the index of the next line at or past i that opens a
// file's diff ("diff ...", "Index: ", or a "--- " line followed by "+++ "
// not under a "diff" line), or len(ls).
func nextDiffFile(ls []line, i int) int {
	for ; i < len(ls); i++ {
		t := ls[i].text
		if strings.HasPrefix(t, "diff ") || strings.HasPrefix(t, "Index: ") {
			return i
		}
		if strings.HasPrefix(t, "--- ") && i+1 < len(ls) && strings.HasPrefix(ls[i+1].text, "+++ ") &&
			(i == 0 || !fileHeaderPart(ls[i-1].text) && !strings.HasPrefix(ls[i-1].text, "diff ")) {
			return i
		}
	}
	return len(ls)
}

// layoutBody reads one file's diff. If it has changes and every one of
// them is layout only, it returns which of seg's lines are the hunks'
// bodies (changed and unchanged lines) and how many changed lines there
// are; otherwise nil.
func layoutBody(seg []line) ([]bool, int) {
	// A change that is no new layout of itself may be a line moved
	// (an import sorted past an unchanged one): its lines wait in the
	// pools, which must hold the same lines at the end.
	var moved [2][]string
	body, changed := diffBlocks(seg, func(mi, pi []int) bool {
		minus, plus := changeTexts(seg, mi), changeTexts(seg, pi)
		if !sameLayout(minus, plus) {
			for _, m := range minus {
				moved[0] = append(moved[0], layoutKey(m))
			}
			for _, p := range plus {
				moved[1] = append(moved[1], layoutKey(p))
			}
		}
		return len(moved[0])+len(moved[1]) <= maxMoved
	})
	if body == nil {
		return nil, 0
	}
	slices.Sort(moved[0])
	slices.Sort(moved[1])
	if !slices.Equal(moved[0], moved[1]) {
		return nil, 0
	}
	return body, changed
}

// changeTexts is the lines of seg at idx, each past its "-" or "+".
func changeTexts(seg []line, idx []int) []string {
	ts := make([]string, len(idx))
	for k, i := range idx {
		ts[k] = seg[i].text[1:]
	}
	return ts
}

// diffBlocks walks one file's diff (seg): each change, its removed lines
// then its added ones (their places in seg), goes to block, which may
// refuse it. It returns which of seg's lines are the hunks' bodies
// (changed and unchanged lines) and how many changed; nil when block
// refused a change or nothing changed.
func diffBlocks(seg []line, block func(minus, plus []int) bool) ([]bool, int) {
	body := make([]bool, len(seg))
	changed := 0
	inHunk := false
	var minus, plus []int
	settle := func() bool {
		ok := len(minus)+len(plus) == 0 || block(minus, plus)
		minus, plus = minus[:0], plus[:0]
		return ok
	}
	for i, l := range seg {
		t := l.text
		switch {
		case !l.shown():
			// A line an earlier fold hid, or its note, inside a hunk
			// is the hunk's as much as the lines around it.
			body[i] = inHunk && l.gap == 0
			continue
		case hunkOpener(t):
			if !settle() {
				return nil, 0
			}
			inHunk = true
		case !inHunk:
		case t != "" && t[0] == '-' && !strings.HasPrefix(t, "--- "):
			if len(plus) > 0 && !settle() { // (a new block: "-" after "+")
				return nil, 0
			}
			minus = append(minus, i)
			body[i], changed = true, changed+1
		case t != "" && t[0] == '+' && !strings.HasPrefix(t, "+++ "):
			plus = append(plus, i)
			body[i], changed = true, changed+1
		case t == "" || t[0] == ' ' || t[0] == '\\':
			if !settle() {
				return nil, 0
			}
			body[i] = true
		default:
			if !settle() {
				return nil, 0
			}
			inHunk = false
		}
	}
	if !settle() || changed == 0 {
		return nil, 0
	}
	// Trailing blank lines past the last hunk are the next output's.
	for i := len(seg) - 1; i >= 0 && body[i] && seg[i].text == ""; i-- {
		body[i] = false
	}
	return body, changed
}

// hunkOpener reports whether t opens a hunk: unified diff's "@@ -a,b +c,d
// @@" or rustfmt's "Diff in path:line:" / "Diff in path at line N:".
func hunkOpener(t string) bool {
	if _, _, ok := hunkHeader(t); ok {
		return true
	}
	return strings.HasPrefix(t, "Diff in ") && strings.HasSuffix(t, ":")
}

// sameLayout reports whether the removed lines and the added lines of one
// change hold the same code laid out differently: equal once blanks go,
// quotes are read alike and semicolons and a comma before a closing
// bracket are dropped (what formatters add or take away), or the
// same lines in another order (sorted imports).
func sameLayout(minus, plus []string) bool {
	m, p := strings.Join(minus, "\n"), strings.Join(plus, "\n")
	if layoutKey(m) == layoutKey(p) {
		return true
	}
	// Black and prettier wrap a long expression in parentheses of its
	// own, opened at a line's end and closed at a later line's start.
	if len(minus) != len(plus) && layoutKey(unwrapLines(m)) == layoutKey(unwrapLines(p)) {
		return true
	}
	if len(minus) != len(plus) {
		return false
	}
	a, b := make([]string, len(minus)), make([]string, len(plus))
	for i := range minus {
		a[i], b[i] = layoutKey(minus[i]), layoutKey(plus[i])
	}
	slices.Sort(a)
	slices.Sort(b)
	return slices.Equal(a, b)
}

// unwrapLines is s without the brackets a formatter adds to break a long
// expression over lines, each opened at a line's end and closed where a
// later line starts and ends (`)`, `):`, `});`):
//   - black's and prettier's parentheses, opened after a blank (`if (`,
//     `x = (`, `return (`), with the trailing comma before the closing one;
//   - rustfmt's braces around a closure's body (`|x| {`) or a match arm's
//     (`=> {`), whose arm then loses its comma: the brace stands for it.
//
// A call's parenthesis (`f(` at a line's end) stays, and so does any pair
// that does not stand at both ends of lines: `(a + b) * c` against
// `a + b * c` is a change of substance, and so is `) * rate`.
func unwrapLines(s string) string {
	const (
		stays = iota // an ordinary bracket
		paren        // a formatter's parentheses
		body         // rustfmt's braces round a closure's body
		arm          // and round a match arm's
	)
	type open struct{ at, kind int }
	out := []byte(s)
	const dropped = 0 // (no source byte is NUL: a dropped byte's mark)
	var stack []open
	var quote byte
	lineStart := true // no character yet but blanks on this line
	for i := 0; i < len(s); i++ {
		c := s[i]
		switch {
		case c == '\n':
			quote, lineStart = 0, true
			continue
		case quote != 0:
			if c == '\\' && i+1 < len(s) && s[i+1] != '\n' {
				i++
			} else if c == quote {
				quote = 0
			}
		case opensQuote(s, i):
			quote = c
		case c == '(' || c == '[' || c == '{':
			kind := stays
			if endsLine(s, i+1) {
				before := strings.TrimRight(s[:i], " \t")
				switch {
				case c == '(' && (before == "" || len(before) < i || before[len(before)-1] == '\n'):
					kind = paren
				case c == '{' && strings.HasSuffix(before, "=>"):
					kind = arm
				case c == '{' && strings.HasSuffix(before, "|") && !strings.HasSuffix(before, "||"):
					kind = body
				}
			}
			stack = append(stack, open{i, kind})
		case c == ')' || c == ']' || c == '}':
			if len(stack) == 0 {
				break
			}
			o := stack[len(stack)-1]
			stack = stack[:len(stack)-1]
			if o.kind == stays || !lineStart || !closesLine(s, i+1, o.kind == paren) || (o.kind == paren) != (c == ')') {
				break
			}
			out[o.at], out[i] = dropped, dropped
			switch o.kind {
			case paren: // the trailing comma before it
				if j := strings.LastIndexFunc(s[:i], func(r rune) bool { return !unicode.IsSpace(r) }); j >= 0 && s[j] == ',' {
					out[j] = dropped
				}
			case arm:
				if i+1 == len(s) || s[i+1] != ',' {
					out[i] = ','
				}
			}
		}
		if c != ' ' && c != '\t' && c != '\r' {
			lineStart = false
		}
	}
	return strings.ReplaceAll(string(out), "\x00", "")
}

// opensQuote reports whether the quote character at s[i] opens a string:
// a Rust lifetime (`&'a`, `<'static`) opens none.
func opensQuote(s string, i int) bool {
	switch s[i] {
	case '"', '`':
		return true
	case '\'':
		lifetime := i > 0 && (s[i-1] == '&' || s[i-1] == '<') && i+1 < len(s) && (s[i+1] == '_' || unicode.IsLetter(rune(s[i+1])))
		return !lifetime
	}
	return false
}

// closesLine reports whether what follows a closing bracket at i, to its
// line's end, is what may follow a wrapper: closing brackets, then at
// most one ":", "," or ";". Past `) * rate` the parentheses group what
// they hold. Parentheses may also stand before a comma and more
// (`), f"message"`): nothing binds looser than the comma.
func closesLine(s string, i int, comma bool) bool {
	for i < len(s) && (s[i] == ')' || s[i] == ']' || s[i] == '}') {
		i++
	}
	if comma && i < len(s) && s[i] == ',' {
		return true
	}
	if i < len(s) && (s[i] == ':' || s[i] == ',' || s[i] == ';') {
		i++
	}
	return endsLine(s, i)
}

// endsLine reports whether s holds only blanks from i to its line's end.
func endsLine(s string, i int) bool {
	for ; i < len(s) && s[i] != '\n'; i++ {
		if s[i] != ' ' && s[i] != '\t' && s[i] != '\r' {
			return false
		}
	}
	return true
}

// layoutKey is s without what a formatter changes: blanks and line breaks,
// the kind of quote, semicolons (a line break ends a statement as one
// does), and a comma that stands before a closing bracket or at the end.
// Inside a quoted string every character counts (a string's blank is its
// content); a string ends at its line's end at the latest, so a stray
// apostrophe in a comment costs a fold, never hides a change.
func layoutKey(s string) string {
	var b strings.Builder
	b.Grow(len(s))
	var quote byte // the quote of the string the scan is in, or 0
	for i := 0; i < len(s); i++ {
		c := s[i]
		if c == '\n' {
			quote = 0
			continue
		}
		if quote != 0 {
			switch {
			case c == '\\' && i+1 < len(s) && s[i+1] != '\n':
				b.WriteByte(c)
				i++
				c = s[i]
			case c == quote:
				quote, c = 0, '"'
			}
			b.WriteByte(c)
			continue
		}
		switch c {
		case ' ', '\t', '\r', ';':
			continue
		case '\'', '"', '`':
			if opensQuote(s, i) {
				quote, c = c, '"'
			}
		case ',':
			j := i + 1
			for j < len(s) && (s[j] == ' ' || s[j] == '\t' || s[j] == '\n' || s[j] == '\r') {
				j++
			}
			if j == len(s) || s[j] == ')' || s[j] == ']' || s[j] == '}' {
				continue
			}
		}
		b.WriteByte(c)
	}
	return b.String()
}

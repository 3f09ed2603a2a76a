package reduce

import (
	"strings"
)

// Rename-only diffs: a refactor that renames a parameter, a function or a
// type changes many lines, each the line it was with one name written
// anew ("-def op(x):" / "+def op(value):"). The pairs say the same thing
// again and again; what a reviewer needs is the rename itself, where it
// happened and that nothing else changed. So a file whose every change is
// removed lines followed by as many added ones, each the removed line
// with the same names replaced, folds as a layout-only file does
// (layout.go): its changed and unchanged lines go under the markers, its
// headers and hunk headers stay, and one note says the rename. A file
// with one change of any other kind keeps its diff whole. The file's first
// pair stays as the note's example: where and how the name was written.

// minRenameLines is how many changed lines a file's renames must have
// before they fold: two pairs are cheaper shown than described.
const minRenameLines = 6

// maxRenames bounds the names one file's changes may rename and still
// read as a rename: more is a rewrite.
const maxRenames = 3

// foldRenameDiffs drops the bodies of the files of ls's diffs whose
// changes only rename names, with a note for each set of renames.
func foldRenameDiffs(ls []line) []line {
	if !hasHunk(ls) {
		return ls // (no diff: most outputs)
	}
	noted := map[string]bool{}
	var out []line
	for start := 0; start < len(ls); {
		end := nextDiffFile(ls, start+1)
		body, changed, note, first := renameBody(ls[start:end])
		if body == nil || changed < minRenameLines {
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
			if body[i] && !l.syn && i != first[0] && i != first[1] {
				l.cls = drop
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
	for _, l := range ls {
		if l.shown() && hunkOpener(l.text) {
			return true
		}
	}
	return false
}

// renameBody reads one file's diff. If it has changes and each is a block
// of removed lines followed by as many added lines, each added line the
// removed one with words replaced, the same replacements throughout (at
// most maxRenames names, each renamed one way), it returns which of seg's
// lines are the hunks' bodies, how many changed lines there are, the
// note that says the renames and where the first pair's two lines are;
// otherwise nil.
func renameBody(seg []line) ([]bool, int, string, [2]int) {
	body := make([]bool, len(seg))
	changed := 0
	inHunk := false
	var minus, plus []int // the block's removed and added lines
	first := [2]int{-1, -1}
	var r renames
	settle := func() bool {
		defer func() { minus, plus = minus[:0], plus[:0] }()
		if len(minus) != len(plus) {
			return false
		}
		for k := range minus {
			if !r.pair(seg[minus[k]].text[1:], seg[plus[k]].text[1:]) {
				return false
			}
		}
		if first[0] < 0 && len(minus) > 0 {
			first = [2]int{minus[0], plus[0]}
		}
		return true
	}
	for i, l := range seg {
		t := l.text
		switch {
		case !l.shown():
			continue
		case hunkOpener(t):
			if !settle() {
				return nil, 0, "", first
			}
			inHunk = true
		case !inHunk:
		case t != "" && t[0] == '-' && !strings.HasPrefix(t, "--- "):
			if len(plus) > 0 && !settle() {
				return nil, 0, "", first
			}
			minus = append(minus, i)
			body[i], changed = true, changed+1
		case t != "" && t[0] == '+' && !strings.HasPrefix(t, "+++ "):
			plus = append(plus, i)
			body[i], changed = true, changed+1
		case t == "" || t[0] == ' ' || t[0] == '\\':
			if !settle() {
				return nil, 0, "", first
			}
			body[i] = true
		default:
			if !settle() {
				return nil, 0, "", first
			}
			inHunk = false
		}
	}
	if !settle() || changed == 0 || len(r.old) == 0 {
		return nil, 0, "", first
	}
	for i := len(seg) - 1; i >= 0 && body[i] && seg[i].text == ""; i-- {
		body[i] = false // (trailing blank lines are the next output's)
	}
	return body, changed, r.note(), first
}

// renames are the names a file's changes replace, in the order met:
// old[k] is written new[k] throughout.
type renames struct{ old, new []string }

// pair reads one removed line and the added line in its place: it reports
// whether they differ only by whole words replaced, each as every other
// pair replaces it, and records the new ones.
func (r *renames) pair(a, b string) bool {
	ta, tb := wordTokens(a), wordTokens(b)
	if len(ta) != len(tb) {
		return false
	}
	diff := false
	for k := range ta {
		if ta[k] == tb[k] {
			continue
		}
		if !identWord(ta[k]) || !identWord(tb[k]) || !r.add(ta[k], tb[k]) {
			return false
		}
		diff = true
	}
	return diff
}

// add records that o is written n, and reports whether that agrees with
// what was recorded: one new name for each old one, one old for each new,
// and at most maxRenames in all.
func (r *renames) add(o, n string) bool {
	for k := range r.old {
		if r.old[k] == o || r.new[k] == n {
			return r.old[k] == o && r.new[k] == n
		}
	}
	if len(r.old) == maxRenames {
		return false
	}
	r.old, r.new = append(r.old, o), append(r.new, n)
	return true
}

// note says the renames, for the reader of a diff whose lines went.
func (r renames) note() string {
	var b strings.Builder
	b.WriteString("[hooktool: changes that only rename ")
	for k := range r.old {
		if k > 0 {
			b.WriteString(", ")
		}
		b.WriteString("`" + r.old[k] + "` to `" + r.new[k] + "`")
	}
	b.WriteString(" omitted but each file's first]")
	return b.String()
}

// wordTokens splits s into runs of word characters and single other
// bytes, so two lines compare word by word and blank by blank.
func wordTokens(s string) []string {
	var ts []string
	for i := 0; i < len(s); {
		j := i
		for j < len(s) && wordByte(s[j]) {
			j++
		}
		if j == i {
			j = i + 1
		}
		ts = append(ts, s[i:j])
		i = j
	}
	return ts
}

// identWord reports whether w is a name: word characters, not starting
// with a digit (a number changed is a change of value, not a rename).
func identWord(w string) bool {
	return w != "" && wordByte(w[0]) && !isDigit(w[0])
}

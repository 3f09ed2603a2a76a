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
	return foldDiffFiles(ls, func(seg []line) ([]bool, string, [2]int) {
		body, changed, note, first := renameBody(seg)
		if changed < minRenameLines {
			body = nil
		}
		return body, note, first
	})
}

// renameBody reads one file's diff. If it has changes and each is a block
// of removed lines followed by as many added lines, each added line the
// removed one with words replaced, the same replacements throughout (at
// most maxRenames names, each renamed one way), it returns which of seg's
// lines are the hunks' bodies, how many changed lines there are, the
// note that says the renames and where the first pair's two lines are;
// otherwise nil.
func renameBody(seg []line) ([]bool, int, string, [2]int) {
	first := [2]int{-1, -1}
	var r renames
	body, changed := diffBlocks(seg, func(minus, plus []int) bool {
		if len(minus) != len(plus) {
			return false
		}
		for k := range minus {
			if !r.pair(seg[minus[k]].text[1:], seg[plus[k]].text[1:]) {
				return false
			}
		}
		if first[0] < 0 {
			first = [2]int{minus[0], plus[0]}
		}
		return true
	})
	if body == nil || len(r.old) == 0 {
		return nil, 0, "", first
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

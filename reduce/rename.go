package reduce

import (
	"sort"
	"strings"
)

// Renaming diffs: a refactor that renames a parameter, a function, a type
// or a part of many names ("aging_calc_0" to "aging_compute_0", "Record"
// to "Entry" in every class) changes many lines, each the line it was with
// names written anew ("-def op(x):" / "+def op(value):"). The pairs say the
// same thing again and again; what a reviewer needs is the rename itself,
// where it happened, and every change that is not one. So the renames are
// read from the whole diff: a rename many pairs make (minRepeat or more,
// across its files) is a refactor's, and a change whose every pair only
// makes such renames folds: its lines go under the markers, behind one
// note that names the renames, and the first pair that shows each rename
// stays as its example. Every other change stays as it was (a type hint
// added, an import reordered, a value changed), and so do the files' and
// the hunks' headers: where the refactor went.

// minRenameLines is how many changed lines the renames must fold in all:
// two pairs are cheaper shown than described.
const minRenameLines = 6

// maxRenames bounds the names one pair of lines may rename and still read
// as a rename: more is a rewrite.
const maxRenames = 3

// minRepeat is how many pairs must make one rename before it reads as a
// refactor's: a name written anew once or twice is a change to read.
const minRepeat = 3

// maxNoted bounds the renames that fold, the commonest first: the note
// names each of them.
const maxNoted = 8

// rename is one name, or one part of a name, written anew.
type rename struct{ old, new string }

// renamePair is a removed line and the added line in its place (their
// places in the lines), and the renames that make one the other.
type renamePair struct {
	minus, plus int
	renames     []rename
}

// foldRenameDiffs drops the changes of ls's diffs that only make renames
// many changes make, with a note naming them.
func foldRenameDiffs(ls []line) []line {
	if !hasHunk(ls) {
		return ls // (no diff: most outputs)
	}
	var blocks [][]renamePair
	count := map[rename]int{}
	for start := 0; start < len(ls); {
		end := nextDiffFile(ls, start+1)
		seg := ls[start:end]
		diffBlocks(seg, func(minus, plus []int) bool {
			if b := renameBlock(seg, start, minus, plus); b != nil {
				for _, p := range b {
					for _, r := range p.renames {
						count[r]++
					}
				}
				blocks = append(blocks, b)
			}
			return true
		})
		start = end
	}
	common := commonRenames(count)
	if len(common) == 0 {
		return ls
	}
	var folded []renamePair
	for _, b := range blocks {
		if allRenamed(b, common) {
			folded = append(folded, b...)
		}
	}
	if 2*len(folded) < minRenameLines {
		return ls
	}
	// The first pair that shows each rename stays, as its example.
	shown := map[rename]bool{}
	gone := map[int]bool{}
	var used []rename
	for _, p := range folded {
		example := false
		for _, r := range p.renames {
			if !shown[r] {
				shown[r], example = true, true
				used = append(used, r)
			}
		}
		if !example {
			gone[p.minus], gone[p.plus] = true, true
		}
	}
	if len(gone) == 0 {
		return ls
	}
	first := folded[0].minus // (the note goes over the first rename shown)
	for i := range gone {
		ls[i].cls = drop
	}
	// An unchanged line shown beside a change that went, and beside no
	// change that stays, went with it.
	for i := range gone {
		for _, u := range [2]int{i - 1, i + 1} {
			if u >= 0 && u < len(ls) && contextLine(ls[u]) && !keptChange(ls, gone, u-1) && !keptChange(ls, gone, u+1) {
				ls[u].cls = drop
			}
		}
	}
	note := line{text: renameNote(used), cls: keep, syn: true, sec: ls[first].sec}
	out := make([]line, 0, len(ls)+1)
	out = append(append(append(out, ls[:first]...), note), ls[first:]...)
	return out
}

// renameBlock reads one change of a file's diff (seg, which starts at
// line start; minus and plus are places in seg): if it removes as many
// lines as it adds, each added line the removed one with names written
// anew, it returns its pairs; otherwise nil.
func renameBlock(seg []line, start int, minus, plus []int) []renamePair {
	if len(minus) != len(plus) {
		return nil
	}
	b := make([]renamePair, 0, len(minus))
	for k := range minus {
		m, p := seg[minus[k]], seg[plus[k]]
		if m.cls == drop || p.cls == drop {
			return nil // (another rule's fold: a commit past the first few, a layout-only file)
		}
		rs, ok := pairRenames(m.text[1:], p.text[1:])
		if !ok {
			return nil
		}
		b = append(b, renamePair{start + minus[k], start + plus[k], rs})
	}
	return b
}

// pairRenames reads one removed line and the added line in its place: it
// reports whether they differ only by names written anew (at most
// maxRenames), and which. A line with no word or operator left as it was
// is rewritten, not renamed in ("-old 3" / "+new 3"); one that keeps an
// operator is the statement it was ("-RATE = 2.38" / "+BASE_RATE = 2.38").
func pairRenames(a, b string) ([]rename, bool) {
	ta, tb := wordTokens(a), wordTokens(b)
	if len(ta) != len(tb) {
		return nil, false
	}
	var rs []rename
	same := false // a word or an operator the pair leaves as it was: the line a name is renamed in
	for k := range ta {
		if ta[k] == tb[k] {
			same = same || identWord(ta[k]) || codeMark(ta[k])
			continue
		}
		if !identWord(ta[k]) || !identWord(tb[k]) || valueWord(ta[k]) || valueWord(tb[k]) {
			return nil, false
		}
		r := namePart(ta[k], tb[k])
		dup := false
		for _, s := range rs {
			dup = dup || s == r
		}
		if !dup {
			rs = append(rs, r)
		}
	}
	return rs, same && len(rs) > 0 && len(rs) <= maxRenames
}

// namePart is the part of two names that differs, cut at the parts of a
// name ("_", a capital after a small letter): "aging_calc_0" and
// "aging_compute_0" differ in "calc" and "compute", "AgingRecord" and
// "AgingEntry" in "Record" and "Entry". A rename of one part of many
// names (each module's functions) is one rename.
func namePart(a, b string) rename {
	p := 0
	for p < len(a) && p < len(b) && a[p] == b[p] {
		p++
	}
	for p > 0 && !(namePartEdge(a, p) && namePartEdge(b, p)) {
		p--
	}
	q := 0
	for q < len(a)-p && q < len(b)-p && a[len(a)-1-q] == b[len(b)-1-q] {
		q++
	}
	for q > 0 && !(namePartEdge(a, len(a)-q) && namePartEdge(b, len(b)-q)) {
		q--
	}
	r := rename{a[p : len(a)-q], b[p : len(b)-q]}
	if r.old == "" || r.new == "" || !identWord(r.old) || !identWord(r.new) {
		return rename{a, b} // (a part added or taken away: the whole names say it)
	}
	return r
}

// namePartEdge reports whether s may be cut before s[i] into two parts of
// a name: at either end, beside an underscore, or before a capital that
// follows a small letter or a digit.
func namePartEdge(s string, i int) bool {
	if i == 0 || i == len(s) || s[i-1] == '_' || s[i] == '_' {
		return true
	}
	return s[i] >= 'A' && s[i] <= 'Z' && (s[i-1] >= 'a' && s[i-1] <= 'z' || isDigit(s[i-1]))
}

// valueWord reports whether w is a value written as a word: true written
// false is a change of value, not a rename.
func valueWord(w string) bool {
	switch w {
	case "true", "false", "True", "False", "None", "nil", "null", "NULL", "undefined":
		return true
	}
	return false
}

// commonRenames is the renames that minRepeat pairs or more make, the
// commonest first, up to maxNoted, none naming a name another one names.
func commonRenames(count map[rename]int) map[rename]bool {
	var rs []rename
	for r, n := range count {
		if n >= minRepeat {
			rs = append(rs, r)
		}
	}
	sort.Slice(rs, func(i, j int) bool {
		if count[rs[i]] != count[rs[j]] {
			return count[rs[i]] > count[rs[j]]
		}
		if rs[i].old != rs[j].old {
			return rs[i].old < rs[j].old
		}
		return rs[i].new < rs[j].new
	})
	// One name is renamed one way, and a new name is one old name's:
	// lines whose names line up otherwise (an import list reordered,
	// "List, Optional" to "Optional, Sequence") are no rename.
	set := map[rename]bool{}
	named := map[string]bool{}
	for _, r := range rs {
		if len(set) == maxNoted {
			break
		}
		if !named[r.old] && !named[r.new] {
			set[r] = true
			named[r.old], named[r.new] = true, true
		}
	}
	return set
}

// allRenamed reports whether every pair of a change makes only renames of
// the set.
func allRenamed(b []renamePair, set map[rename]bool) bool {
	for _, p := range b {
		for _, r := range p.renames {
			if !set[r] {
				return false
			}
		}
	}
	return true
}

// contextLine reports whether l is a diff's unchanged line.
func contextLine(l line) bool {
	return l.shown() && strings.HasPrefix(l.text, " ")
}

// keptChange reports whether ls[i] is a changed line of a diff that stays.
func keptChange(ls []line, gone map[int]bool, i int) bool {
	return i >= 0 && i < len(ls) && !gone[i] && ls[i].shown() && ls[i].cls != drop && changedLine(ls[i].text)
}

// renameNote says the renames, for the reader of a diff whose lines went
// ("replace", not "rename": a data file's word written anew folds too,
// and the note says just what each omitted pair changed).
func renameNote(rs []rename) string {
	var b strings.Builder
	b.WriteString("[hooktool: changes that only replace ")
	for k, r := range rs {
		if k > 0 {
			b.WriteString(", ")
		}
		b.WriteString("`" + r.old + "` with `" + r.new + "`")
	}
	b.WriteString(" omitted but the first of each]")
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

// codeMark reports whether the token w is an operator or a bracket, the
// marks a statement is built of (a blank, a number's point or a comma
// between values is none).
func codeMark(w string) bool {
	return len(w) == 1 && strings.IndexByte("=:()[]{}<>+-*/%&|!", w[0]) >= 0
}

// identWord reports whether w is a name: word characters, not starting
// with a digit (a number changed is a change of value, not a rename).
func identWord(w string) bool {
	return w != "" && wordByte(w[0]) && !isDigit(w[0])
}

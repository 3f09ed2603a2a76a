package reduce

import "strings"

// diffCtx is how many unchanged lines stay on each side of a change in a
// diff that no VCS reducer reads (diff -u, diff -y, a formatter's --diff).
const diffCtx = 1

// trimDiffContext trims the context of every unified diff hunk in an
// output: the unchanged line on each side of a run of changes stays, the
// unchanged lines farther off go, under the markers. Only lines no rule
// has ranked. The changed lines and the header naming the file stay
// (keep), whatever printed the diff (diff -u, a formatter's --diff, git
// format-patch's mails, a test's golden-file diff): they are the diff's
// content, which no budget may sample.
func trimDiffContext(ls []line) []line {
	var tw twins
	for i := 0; i < len(ls); i++ {
		old, new, ok := hunkHeader(ls[i].text)
		if !ok || !ls[i].shown() {
			continue
		}
		keepFileHeader(ls, i)
		var changed, ctx []int
		j := i + 1
		for ; j < len(ls) && (old > 0 || new > 0) && ls[j].shown(); j++ {
			switch s := ls[j].text; {
			case s == "" || s[0] == ' ':
				old, new = old-1, new-1
				ctx = append(ctx, j)
			case s[0] == '-':
				old--
				changed = append(changed, j)
			case s[0] == '+':
				new--
				changed = append(changed, j)
			case s[0] == '\\':
			default:
				old, new = 0, 0
				j--
			}
		}
		rankDiff(ls, changed, ctx, &tw)
		i = j - 1
	}
	return ls
}

// rankDiff keeps the changed lines, even those a fold of alike lines
// dropped (a run of "-" lines is no run of records), but not one dropped
// as the twin of a line kept (a hunk said again for the next file), and
// drops the unchanged lines more than diffCtx lines from any change.
func rankDiff(ls []line, changed, ctx []int, tw *twins) {
	if len(changed) == 0 {
		return
	}
	for _, c := range changed {
		tw.raise(ls, c)
	}
	near := make(map[int]bool, len(changed)*(2*diffCtx+1))
	for _, c := range changed {
		for d := -diffCtx; d <= diffCtx; d++ {
			near[c+d] = true
		}
	}
	for _, c := range ctx {
		if !near[c] && ls[c].cls == normal {
			ls[c].cls = drop
		}
	}
}

// keepFileHeader keeps the line that opens the diff of one file ("diff
// --git a/x b/x", "diff -u a b", "Index: x") above the hunk header at
// ls[h], past the lines between them ("index ...", "--- a/x", "+++ b/x",
// a mode or rename line); a later hunk of the same file has none.
func keepFileHeader(ls []line, h int) {
	for j, k := h-1, 0; j >= 0 && k < 8 && ls[j].shown(); j, k = j-1, k+1 {
		t := ls[j].text
		if strings.HasPrefix(t, "diff ") || strings.HasPrefix(t, "Index: ") {
			if ls[j].cls == normal {
				ls[j].cls = keep
			}
			return
		}
		if !fileHeaderPart(t) {
			return
		}
	}
}

// fileHeaderPart reports whether t is one of the lines git and diff print
// between a file's "diff" line and its first hunk.
func fileHeaderPart(t string) bool {
	for _, p := range []string{"--- ", "+++ ", "index ", "new file mode ", "deleted file mode ", "old mode ", "new mode ", "similarity index ", "dissimilarity index ", "rename from ", "rename to ", "copy from ", "copy to ", "====="} {
		if strings.HasPrefix(t, p) {
			return true
		}
	}
	return false
}

// sideMin is how many lines must carry a side-by-side diff's gutter mark
// at one column for an output to read as one.
const sideMin = 3

// trimSideBySide trims a side-by-side diff (diff -y, sdiff): of the lines
// whose gutter, at one column for all of them, holds no change mark ("|",
// "<", ">"), the ones more than diffCtx lines from a change go. An output where the marks do not line up is left
// alone.
func trimSideBySide(ls []line) []line {
	col, marked := -1, 0
	marks := make([]bool, len(ls))
	for i, l := range ls {
		if !l.shown() {
			continue
		}
		c := gutterMark(l.text)
		if c < 0 {
			continue
		}
		if col >= 0 && c != col {
			return ls
		}
		col, marks[i] = c, true
		marked++
	}
	if marked < sideMin {
		return ls
	}
	// Every other line has the gutter blank, and some have a right side:
	// two columns, not a table whose rows end in a bar.
	right := false
	for i, l := range ls {
		if !l.shown() || marks[i] {
			continue
		}
		c, ok := charAt(l.text, col)
		if ok && c != ' ' {
			return ls
		}
		for c := col + 2; !right && c < col+16; c++ {
			r, ok := charAt(l.text, c)
			right = ok && r != ' '
			if !ok {
				break
			}
		}
	}
	if !right {
		return ls
	}
	var changed, ctx []int
	for i, l := range ls {
		if !l.shown() {
			continue
		}
		if marks[i] {
			changed = append(changed, i)
		} else {
			ctx = append(ctx, i)
		}
	}
	rankDiff(ls, changed, ctx, &twins{})
	return ls
}

// gutterMark is the column (tabs expanded to 8) of a side-by-side diff's
// change mark in s: a "|", "<" or ">" after two blanks or more, followed by
// a tab or the line's end; -1 if s has none.
func gutterMark(s string) int {
	col := 0
	blanks := 0
	for i := 0; i < len(s); i++ {
		c := s[i]
		switch c {
		case '\t':
			col += 8 - col%8
			blanks += 2
			continue
		case ' ':
			col++
			blanks++
			continue
		case '|', '<', '>':
			if blanks >= 2 && (i+1 == len(s) || s[i+1] == '\t') {
				return col
			}
		}
		col++
		blanks = 0
	}
	return -1
}

// charAt is the character of s at column col (tabs expanded to 8), a tab's
// columns read as blanks; false past its end.
func charAt(s string, col int) (byte, bool) {
	at := 0
	for i := 0; i < len(s); i++ {
		w := 1
		if s[i] == '\t' {
			w = 8 - at%8
		}
		if col < at+w {
			if s[i] == '\t' {
				return ' ', true
			}
			return s[i], true
		}
		at += w
	}
	return 0, false
}

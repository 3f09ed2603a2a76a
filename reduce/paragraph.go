package reduce

import "strings"

// foldRepeatedParagraphs folds a paragraph (lines between blank lines)
// that says again what an earlier one said, up to its numbers: the stack
// of each of 14 goroutines blocked on one channel, each thread of a dump
// waiting in one place. The first stays whole; in each repeat, the lines
// alike up to numbers and addresses fold into the markers (see
// foldRepeat). Lines a summary or a stream stands for belong to their
// paragraph but take no part in its shape.
func foldRepeatedParagraphs(ls []line) []line {
	seen := map[string]int{} // a paragraph's shape -> its first line
	for i := 0; i < len(ls); {
		if blankLine(ls[i]) {
			i++
			continue
		}
		j, shown := i, 0
		var b strings.Builder
		for ; j < len(ls) && !blankLine(ls[j]); j++ {
			if ls[j].shown() {
				shown++
				b.WriteString(numbersOut(ls[j].text))
				b.WriteByte('\n')
			}
		}
		if shown >= 2 {
			key := b.String()
			if first, ok := seen[key]; ok {
				if foldRepeat(ls, first, i) && i > 0 && blankLine(ls[i-1]) {
					ls[i-1].cls = drop // (repeats in a row fold to one marker)
				}
			} else {
				seen[key] = i
			}
		}
		i = j
	}
	return ls
}

// foldRepeat drops the lines of the paragraph at ls[at:] alike to those
// of the one at ls[first:]: equal ones, and ones equal up to numbers that
// no rule kept (a goroutine's number, a call's arguments). A line a rule
// kept with other numbers (a changeset, a place) stays, and a paragraph
// that says a failure stays whole: each failure says its own (the
// repeated lines of a checker's reports are foldRepeatedSpans's). It
// reports whether the whole paragraph went.
func foldRepeat(ls []line, first, at int) bool {
	var a, b []int // the shown lines of each paragraph
	for k := first; k < len(ls) && !blankLine(ls[k]); k++ {
		if ls[k].shown() {
			a = append(a, k)
		}
	}
	for k := at; k < len(ls) && !blankLine(ls[k]); k++ {
		if ls[k].shown() {
			if failingRow(ls[k].text) {
				return false
			}
			b = append(b, k)
		}
	}
	all := true
	for m, k := range b {
		if ls[k].text == ls[a[m]].text || ls[k].cls != keep {
			ls[k].cls = drop
		} else {
			all = false
		}
	}
	return all
}

// blankLine reports whether l ends a paragraph: a shown line blank but
// for a process's prefix ("==26015== ").
func blankLine(l line) bool {
	if !l.shown() {
		return false
	}
	s := l.text
	if body, ok := pidBody(s); ok {
		s = body
	}
	return strings.TrimSpace(s) == ""
}

// numbersOut is s with each number and hex address ("8", "0x1f") written
// "#". Digits inside a name ("f4.txt", "test_get") stay: they name.
func numbersOut(s string) string {
	var b strings.Builder
	b.Grow(len(s))
	for i := 0; i < len(s); {
		if !isDigit(s[i]) || i > 0 && (isLetter(s[i-1]) || s[i-1] == '_') {
			b.WriteByte(s[i])
			i++
			continue
		}
		j := i + 1
		if s[i] == '0' && j < len(s) && (s[j] == 'x' || s[j] == 'X') {
			j++
			for j < len(s) && isHexDigit(s[j]) {
				j++
			}
		}
		for j < len(s) && isDigit(s[j]) {
			j++
		}
		b.WriteByte('#')
		i = j
	}
	return b.String()
}

package reduce

import "strings"

// A diff in diff's own normal format ("2,5c2,5", then "< " and "> "
// lines): what cmp-like checks print when an expected file and an actual
// one differ (a pipeline's check step, a Makefile's test target, a
// golden-file script). Its changed lines are the failure's substance,
// whoever ran diff: they stay, up to normalDiffLines per hunk, with their
// "---" between. (A unified diff is read by the diff rules.)

const (
	normalDiffLines = 24  // changed lines of one hunk kept
	normalDiffTotal = 120 // over the whole output
)

// keepNormalDiffs keeps the hunks of normal-format diffs (see above).
func keepNormalDiffs(ls []line) []line {
	total := 0
	for i := 0; i < len(ls) && total < normalDiffTotal; i++ {
		if !ls[i].shown() || !normalHunkHead(ls[i].text) || i+1 >= len(ls) || !sideLine(ls[i+1].text) {
			continue
		}
		ls[i].cls = keep
		n := 0
		j := i + 1
		for ; j < len(ls) && (sideLine(ls[j].text) || ls[j].text == "---"); j++ {
			if n < normalDiffLines && total < normalDiffTotal && ls[j].shown() {
				ls[j].cls = keep
				n++
				total++
			}
		}
		i = j - 1
	}
	return ls
}

// sideLine is a normal diff's line of one side ("< old", "> new").
func sideLine(s string) bool {
	return len(s) >= 1 && (s[0] == '<' || s[0] == '>') && (len(s) == 1 || s[1] == ' ')
}

// normalHunkHead reports a normal diff's hunk header: a line range, one
// of a, c or d, and another ("2,5c2,5", "7a8", "12d11").
func normalHunkHead(s string) bool {
	i := digitsAt(s, 0)
	if i == 0 {
		return false
	}
	if i < len(s) && s[i] == ',' {
		if k := digitsAt(s, i+1); k > i+1 {
			i = k
		} else {
			return false
		}
	}
	if i >= len(s) || s[i] != 'a' && s[i] != 'c' && s[i] != 'd' {
		return false
	}
	j := digitsAt(s, i+1)
	if j == i+1 {
		return false
	}
	if j < len(s) && s[j] == ',' {
		k := digitsAt(s, j+1)
		if k == j+1 {
			return false
		}
		j = k
	}
	return j == len(s)
}

// digitsAt is the index past the run of digits at s[i:].
func digitsAt(s string, i int) int {
	for i < len(s) && isDigit(s[i]) {
		i++
	}
	return i
}

// placedChangeLines bounds the lines keepPlacedChanges keeps in one
// output.
const placedChangeLines = 400

// keepPlacedChanges keeps a report's changes given by place: a line that
// is only a place ("lib/wrap.js:9:43"), then the line as it was ("-
// ...") and as a tool made it ("+ ..."), the way a mutation tester
// lists the mutants that survived, or a fixer the edits it proposes. Each
// such change is a finding with its place; the short title over the
// place ("[Survived] ConditionalExpression"), when it stands alone after
// a blank, says what kind it is. (A unified diff's hunks are read by the
// diff rules: its places are "@@" lines, never bare ones.)
func keepPlacedChanges(ls []line) []line {
	kept := 0
	for i := 0; i < len(ls) && kept < placedChangeLines; i++ {
		if !ls[i].shown() || placeLine(ls[i].text) == "" || strings.ContainsAny(strings.TrimSpace(ls[i].text), " \t") {
			continue
		}
		j := i + 1
		minus := 0
		for j < len(ls) && minus < 8 && changeSide(ls[j].text, '-') {
			j, minus = j+1, minus+1
		}
		plus := 0
		for j < len(ls) && plus < 8 && changeSide(ls[j].text, '+') {
			j, plus = j+1, plus+1
		}
		if plus == 0 || j < len(ls) && (changeSide(ls[j].text, '-') || changeSide(ls[j].text, '+')) {
			continue
		}
		from := i
		if i >= 1 && title(ls[i-1].text) && (i == 1 || strings.TrimSpace(ls[i-2].text) == "") {
			from = i - 1
		}
		for k := from; k < j; k++ {
			if ls[k].shown() {
				ls[k].cls = keep
				kept++
			}
		}
		i = j - 1
	}
	return ls
}

// changeSide reports whether s is one side of a change shown by a report
// ("-   const lines = [];", "+   const lines = [\"x\"];"): the sign,
// then blanks and code.
func changeSide(s string, sign byte) bool {
	return len(s) >= 3 && s[0] == sign && (s[1] == ' ' || s[1] == '\t') && strings.TrimSpace(s[1:]) != ""
}

// title reports whether s is a short line that names what follows: no
// indent, a few words.
func title(s string) bool {
	return s != "" && s[0] != ' ' && s[0] != '\t' && len(s) <= 80 && strings.Count(s, " ") <= 4
}

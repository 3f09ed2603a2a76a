package reduce

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

package reduce

import (
	"strings"
	"unicode/utf8"
)

// A test runner's progress row: one mark per test as it ends ("...F..E.",
// minitest's, rspec's, JUnit's, unittest's and jasmine's rows; mocha's
// dot reporter's "․․!․"; node's "....X."; phpunit's "..E.F  20 / 20
// (100%)"). Whatever the language, the row says again, mark by mark, what
// the run's report says in words: the passes by their count, each
// failure with its name, message and place. So a row of passes goes,
// and a row with failure marks goes when the failures are told below it
// (a line kept as critical that is no such row).
// pytest's rows, which name their file, are its reducer's (dropProgress).

// markRowMin is the fewest marks a progress row has: a shorter run of
// dots and capitals ("F.E") reads too like other text.
const markRowMin = 5

// dropMarkRows omits the progress rows of ls (see above). A runner
// prints its rows as the tests run, before its report: only rows above
// the first line kept for what it says are read as progress, so a dump
// of dots and marks inside a failure's report (a board a test printed
// under "got:") stays.
func dropMarkRows(ls []line) []line {
	var rows []int
	told := false // a failure is told below the rows, in a line kept as critical
	for i, l := range ls {
		if !l.shown() || l.syn {
			continue
		}
		if _, ok := markRow(l.text); ok {
			rows = append(rows, i)
		} else if l.cls == keep && strings.TrimSpace(l.text) != "" {
			told = true
			break
		}
	}
	for _, i := range rows {
		fails, _ := markRow(ls[i].text)
		if !fails || told {
			ls[i].cls = drop
		}
	}
	return ls
}

// markRow reports whether s is a progress row of result marks (see
// above), and whether a mark in it says a failure or an error. Past the
// marks a counter may follow ("[ 40%]", "[12/30]", "20 / 20 (100%)").
func markRow(s string) (fails, ok bool) {
	t := strings.TrimSpace(cutCounter(strings.TrimSpace(s)))
	n, pass := 0, false
	for _, r := range t {
		switch r {
		case '.', '․': // (mocha's dot reporter writes U+2024)
			pass = true
		case 'F', 'E', 'X', '!':
			fails = true
		case 'S', 's', '*', ',', 'x':
			// skipped, pending, expected to fail
		default:
			return false, false
		}
		n++
	}
	// (A row with no pass mark at all is a word of capitals or a rule of
	// stars more likely than a run where nothing passed.)
	return fails, pass && n >= markRowMin && utf8.RuneCountInString(t) == n
}

// cutCounter returns t without the progress counter that may end a row
// of marks: "[ 40%]", "[12/30]", "20 / 20 (100%)".
func cutCounter(t string) string {
	if k := strings.LastIndexByte(t, '['); k >= 0 && strings.HasSuffix(t, "]") {
		c := strings.TrimSpace(strings.TrimSuffix(strings.TrimSpace(t[k+1:len(t)-1]), "%"))
		if c != "" && allDigits(strings.ReplaceAll(c, "/", "")) {
			return t[:k]
		}
		return t
	}
	if k := strings.LastIndex(t, " ("); k >= 0 && strings.HasSuffix(t, "%)") && allDigits(t[k+2:len(t)-2]) {
		f := strings.Fields(t[:k])
		if len(f) >= 4 && f[len(f)-2] == "/" && allDigits(f[len(f)-1]) && allDigits(f[len(f)-3]) {
			return strings.Join(f[:len(f)-3], " ")
		}
	}
	return t
}

// dropEmptyTestcases omits a JUnit report's passing test written open and
// closed on two lines with nothing between ("<testcase name=...>", then
// "</testcase>", as vitest writes it): one closed on its own line is a
// passing line already (xmlPass); a failing one has its <failure> inside.
func dropEmptyTestcases(ls []line) []line {
	prev := -1 // the last shown line, a <testcase ...> opened there
	for i, l := range ls {
		if !l.shown() || l.syn {
			continue
		}
		t := strings.TrimSpace(l.text)
		if prev >= 0 && t == "</testcase>" {
			ls[prev].cls, ls[i].cls = drop, drop
		}
		prev = -1
		if strings.HasPrefix(t, "<testcase ") && strings.HasSuffix(t, ">") && !strings.HasSuffix(t, "/>") && (l.cls != keep || !important(t)) {
			prev = i
		}
	}
	return ls
}

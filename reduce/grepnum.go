package reduce

// grep -n of one file (with -B/-A/-C context or none) writes each line
// behind its line number: "278:" before a hit, "277-" before a context
// line, and "--" between groups. Read with the number, a log record is
// no record (its date is no longer at the start) and a traceback's frame
// is no frame, so a grepped log kept every context line around every hit.
// The number is set aside (line.pre, as a source prefix is: prefix.go)
// while the lines are read, and printed back on every line kept.

// grepNumMax is the longest line number read as one: ten digits.
const grepNumMax = 10

// grepNumPrefix returns the length of s's grep line number ("278:",
// "277-"), 0 when it has none.
func grepNumPrefix(s string) int {
	i := 0
	for i < len(s) && i <= grepNumMax && isDigit(s[i]) {
		i++
	}
	if i == 0 || i > grepNumMax || i >= len(s) || s[i] != ':' && s[i] != '-' {
		return 0
	}
	return i + 1
}

// stripGrepNumbers sets aside the line numbers of grep -n's output when
// four in five of the first lines that are neither blank nor grep's "--"
// carry one, and the numbers grow from one line to the next (but across
// a "--", where a later file's groups may start lower; one in twenty may
// not, a line of the file that starts with a number): a log
// whose records start with a date ("2026-12-01 ...") has a number and a
// dash at the start of each line too, but the same one. It reports
// whether it did.
func stripGrepNumbers(ls []line) bool {
	n, with, rising, falls := 0, 0, 0, 0
	last := -1
	for i := 0; i < len(ls) && n < prefixSample; i++ {
		t := ls[i].text
		if !ls[i].shown() || ls[i].pre != "" || t == "" {
			continue
		}
		if t == "--" {
			last = -1
			continue
		}
		n++
		k := grepNumPrefix(t)
		if k == 0 {
			continue
		}
		with++
		v := atoiPrefix(t[:k-1])
		switch {
		case last < 0:
		case v > last:
			rising++
		default:
			falls++
		}
		last = v
	}
	// (Every prefixed line but the first of each group rises; a date's
	// year never does.)
	if n < 8 || with*10 < n*prefixShare || rising*2 < with || falls*20 > with {
		return false
	}
	for i := range ls {
		if ls[i].syn || ls[i].gap > 0 || ls[i].pre != "" || ls[i].text == "--" {
			continue
		}
		if k := grepNumPrefix(ls[i].text); k > 0 {
			ls[i].pre, ls[i].text = ls[i].text[:k], ls[i].text[k:]
		}
	}
	return true
}

// atoiPrefix reads a run of at most grepNumMax digits as a number.
func atoiPrefix(s string) int {
	v := 0
	for i := 0; i < len(s); i++ {
		v = v*10 + int(s[i]-'0')
	}
	return v
}

// restoreGrepNumbers puts each line's grep number back before its text,
// once the lines are classed: the folds that follow compare lines word
// for word, and two hits with the same text at other line numbers are
// two places (the same traceback, logged again), not a repeat.
func restoreGrepNumbers(ls []line) {
	for i := range ls {
		if p := ls[i].pre; p != "" && grepNumPrefix(p) == len(p) {
			ls[i].text, ls[i].pre = p+ls[i].text, ""
		}
	}
}

// grepLogShaped reports whether grep's hits and context, their numbers
// set aside, are a log's records: logShaped asks four in five lines to
// start as a record does, but a grep for a log's errors brings each
// error's traceback or stack with it, as many lines as the records
// around it. Here three in five of the lines at the margin (a trace's
// frames are indented; grep's "--" is no line of the file) must be
// records, among at least logMinLines lines.
func grepLogShaped(ls []line) bool {
	n, heads := 0, 0
	for i := 0; i < len(ls) && n < logSample; i++ {
		t := ls[i].text
		if !ls[i].shown() || t == "" || t == "--" || t[0] == ' ' || t[0] == '\t' {
			continue
		}
		n++
		if logHead(t) {
			heads++
		}
	}
	return n >= logMinLines && heads*5 >= n*3
}

package reduce

import (
	"strconv"
	"strings"
)

// grep -n of one file (with -B/-A/-C context or none) writes each line
// behind its line number: "278:" before a hit, "277-" before a context
// line, and "--" between groups. Read with the number, a log record is
// no record (its date is no longer at the start) and a traceback's frame
// is no frame, so a grepped log kept every context line around every hit.
// The number is set aside (line.pre, as a source prefix is: prefix.go)
// while the lines are read, and printed back on every line kept.

// grepNumMax is the longest line number read as one: ten digits.
const grepNumMax = 10

// grepPathMax bounds the file's path grep -rn writes before a number.
const grepPathMax = 256

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

// grepHitPath returns the file a hit of grep -rn names before its
// number ("logs/api.log" of "logs/api.log:201:..."), "" when s is no
// such hit: a path without blanks, then ":N:".
func grepHitPath(s string) string {
	k := strings.IndexByte(s[:min(len(s), grepPathMax)], ':')
	if k <= 0 || strings.ContainsAny(s[:k], " \t") {
		return ""
	}
	if n := grepNumPrefix(s[k+1:]); n > 0 && s[k+n] == ':' {
		return s[:k]
	}
	return ""
}

// grepPrefix returns the length of s's grep prefix and its line number:
// "N:" or "N-" when paths is nil (grep -n of one file), else one of the
// paths its hits named, then ":N:" (a hit) or "-N-" (a line of context).
func grepPrefix(s string, paths map[string]bool) (int, int) {
	if paths == nil {
		k := grepNumPrefix(s)
		if k == 0 {
			return 0, 0
		}
		return k, atoiPrefix(s[:k-1])
	}
	for k := 1; k < len(s) && k <= grepPathMax; k++ {
		if s[k] != ':' && s[k] != '-' || !paths[s[:k]] {
			continue
		}
		if n := grepNumPrefix(s[k+1:]); n > 0 && s[k+n] == s[k] {
			return k + 1 + n, atoiPrefix(s[k+1 : k+n])
		}
	}
	return 0, 0
}

// stripGrepNumbers sets aside the line numbers of grep -n's output (and
// of grep -rn's, with the path before each) when four in five of the
// first lines that are neither blank nor grep's "--" carry one, and the
// numbers grow from one line to the next of a file (but across a "--",
// where a later group may start lower; one in twenty may not, a line of
// the file that starts with a number): a log whose records start with a
// date ("2026-12-01 ...") has a number and a dash at the start of each
// line too, but the same one. With paths, a fifth of those lines at least
// must be context ("a.log-277-"): hits alone, "a.py:12: message", are
// places as any tool's findings are. It reports whether it did.
func stripGrepNumbers(ls []line) bool {
	var paths map[string]bool
	for i := 0; i < len(ls) && i < prefixSample; i++ {
		if p := grepHitPath(ls[i].text); p != "" {
			if paths == nil {
				paths = map[string]bool{}
			}
			paths[p] = true
		}
	}
	if len(paths) > prefixKinds {
		return false // (many files: a listing of places, grep's own reducer's)
	}
	n, with, rising, falls, ctx := 0, 0, 0, 0, 0
	last := map[string]int{}
	for i := 0; i < len(ls) && n < prefixSample; i++ {
		t := ls[i].text
		if !ls[i].shown() || ls[i].pre != "" || t == "" {
			continue
		}
		if t == "--" {
			clear(last)
			continue
		}
		n++
		k, v := grepPrefix(t, paths)
		if k == 0 {
			continue
		}
		with++
		if t[k-1] == '-' {
			ctx++
		}
		file := t[:max(0, k-2-len(strconv.Itoa(v)))]
		switch l, ok := last[file]; {
		case !ok:
		case v > l:
			rising++
		default:
			falls++
		}
		last[file] = v
	}
	// (Every prefixed line but the first of each group rises; a date's
	// year never does.)
	if n < 8 || with*10 < n*prefixShare || rising*2 < with || falls*20 > with {
		return false
	}
	if paths != nil && ctx*5 < with {
		// Places without context: "a.py:12: message" is a finding
		// (a linter's, a coverage report's), whose place is read.
		return false
	}
	for i := range ls {
		if ls[i].syn || ls[i].gap > 0 || ls[i].pre != "" || ls[i].text == "--" {
			continue
		}
		if k, _ := grepPrefix(ls[i].text, paths); k > 0 {
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
		if p := ls[i].pre; p != "" && grepPre(p) {
			ls[i].text, ls[i].pre = p+ls[i].text, ""
		}
	}
}

// grepPre reports whether p, a prefix set aside, is grep's: a line number
// and ':' or '-' at its end, after a path or nothing ("278:", "a.log-12-").
func grepPre(p string) bool {
	if grepNumPrefix(p) == len(p) {
		return true
	}
	end := len(p) - 1
	d := end
	for d > 0 && isDigit(p[d-1]) {
		d--
	}
	return d < end && d > 1 && (p[end] == ':' || p[end] == '-') && p[d-1] == p[end]
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

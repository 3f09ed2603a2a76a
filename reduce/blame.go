package reduce

import "strings"

// A blame (git blame, git annotate, their -s, -n, -f, -e, -c forms) prints
// the lines of a file the caller asked to see, each behind the commit
// that last changed it: "1a2b3c4d (Ana Lee 2026-11-20 10:00:00 +0000 12)
// code". Its rows are the file, not a report: read with their commit,
// author and date, they look like records of a log (a date near the
// start), runs of alike lines (a hash that starts with a digit) or a
// table's rows, and fold as those do. So the annotation is set aside
// (line.pre, as a log's source prefix is: prefix.go) and the rest is read
// as the printed file it is, folded only where a cat of that file would
// be; each line prints whole.

// blameMin is how many rows make a blame.
const blameMin = 4

// stripBlamePrefixes moves each line's blame annotation into its pre
// field when four in five of the first non-blank lines carry one, and
// reports whether it did.
func stripBlamePrefixes(ls []line) bool {
	return stripPrefixes(ls, blamePrefix, func(_, with int) bool { return with >= blameMin })
}

// blameMax bounds how far into a line the annotation's end is looked
// for: a long author's name and a file's path fit.
const blameMax = 256

// blameFields reports whether f, the annotation between a row's commit
// id and its line number, reads as blame writes it: the author's name,
// email and time in parentheses, the time a date (2026-11-20) or seconds
// (-t); or, with -s, no more than a file's path and its line number there.
// (A one-line log's subject that ends in "(part 3)" is no such thing.)
func blameFields(f string) bool {
	p := strings.IndexByte(f, '(')
	if p < 0 {
		return len(strings.Fields(f)) <= 2
	}
	for _, w := range strings.Fields(f[p+1:]) {
		if len(w) >= 9 && allDigits(w) || len(w) == 10 && w[4] == '-' && w[7] == '-' && allDigits(w[:4]) {
			return true
		}
	}
	return false
}

// blamePrefix returns the length of s's blame annotation, 0 when it has
// none: a commit id (hex, 4 to 64 digits, "^" before a boundary commit's),
// a blank, then fields up to the first ")" that closes a line number
// ("(Ana Lee 2026-11-20 10:00:00 +0000 12)", "f.js 12 (...)", "12)" with
// -s, "\t(Ana Lee\t...\t12)" with -c), and the one blank git writes
// after it. The file's line, whatever it holds, starts there.
func blamePrefix(s string) int {
	i := 0
	if strings.HasPrefix(s, "^") {
		i++
	}
	h := i
	for i < len(s) && isHexDigit(s[i]) {
		i++
	}
	if i-h < 4 || i-h > 64 || i >= len(s) || s[i] != ' ' && s[i] != '\t' {
		return 0
	}
	k := strings.IndexByte(s[i:min(len(s), blameMax)], ')')
	if k < 0 {
		return 0
	}
	k += i
	d := k
	for d > i && isDigit(s[d-1]) {
		d--
	}
	if d == k || s[d-1] != ' ' && s[d-1] != '\t' || !blameFields(s[i:d]) {
		return 0
	}
	if k+1 < len(s) && s[k+1] == ' ' {
		return k + 2
	}
	return k + 1
}

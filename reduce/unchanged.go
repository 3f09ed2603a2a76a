package reduce

import (
	"path"
	"strings"
)

// Rows that say, file by file, whether a tool changed it. A formatter run
// with --write ("src/a.ts 32ms", "src/b.ts 4ms (unchanged)"), a codemod's
// log ("rewrote src/x.ts: 3 occurrences", "unchanged src/y.ts"), a sync
// tool's per-file report: the files it changed are the answer, one a
// line; the files it left alone are routine, and the budget would keep
// some of those and drop some of the changed ones by where they stand.

// changedRowsMax bounds the changed rows kept whole.
const changedRowsMax = 60

// fileRow reports whether t (trimmed) is one file's row: a file among its
// first three words (after at most two words with no digit), with at most
// a short note after it.
func fileRow(t string) bool {
	f := strings.Fields(t)
	for i, w := range f {
		if i > 2 {
			return false
		}
		if rowFile(strings.TrimSuffix(w, ":")) {
			return len(f)-i <= 5
		}
		if strings.ContainsAny(w, "0123456789/") {
			return false
		}
	}
	return false
}

// rowFile reports a word that names a file: a path with a folder, or a
// name with a lettered extension ("README.md", ".prettierrc.json"; not
// "2.5s").
func rowFile(w string) bool {
	if lonePath(w) {
		return true
	}
	ext := path.Ext(w)
	if len(ext) < 2 || len(w) == len(ext) && w[0] != '.' || strings.ContainsAny(w, "/:()[]'\"=,") {
		return false
	}
	return allLetters(ext[1:])
}

// unchangedRow reports a file's row that says the tool left it as it was.
func unchangedRow(t string) bool {
	first, _, _ := strings.Cut(t, " ")
	switch strings.ToLower(strings.TrimSuffix(first, ":")) {
	case "unchanged", "unmodified", "identical", "up-to-date", "skipped", "skipping":
		return true
	}
	for _, w := range []string{"(unchanged)", "(unmodified)", "(skipped)", "(identical)"} {
		if strings.HasSuffix(t, w) {
			return true
		}
	}
	return false
}

// keepChangedRows keeps the rows of changed files and drops the rows of
// unchanged ones, when listingMin or more rows say a file was left alone
// and at least one row of the same run names a file that was not.
func keepChangedRows(ls []line) []line {
	var same, changed []int
	steps := 0 // rows of a step on its way
	for i, l := range ls {
		if !l.shown() || l.cls != normal {
			continue
		}
		t := strings.TrimSpace(l.text)
		if !fileRow(t) {
			continue
		}
		first, _, _ := strings.Cut(t, " ")
		switch {
		case unchangedRow(t):
			same = append(same, i)
		case strings.HasSuffix(strings.TrimSuffix(first, ":"), "ing"):
			steps++
		default:
			changed = append(changed, i)
		}
	}
	if len(same) < listingMin || len(changed) == 0 || steps > len(changed) {
		// (Mostly "checking: a.rkt", "compiling b.c": a verbose build's
		// log of steps, where the other rows are steps' ends too.)
		return ls
	}
	for _, i := range same {
		ls[i].cls = drop
	}
	for k, i := range changed {
		if k == changedRowsMax {
			break
		}
		ls[i].cls = keep
	}
	return ls
}

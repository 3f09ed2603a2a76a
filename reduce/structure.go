package reduce

import (
	"encoding/json"
	"strings"
)

// Structure: lines that say what the kept lines belong to. A finding is
// read against its heading (the file a linter groups it under, the item a
// report opens for it), so a kept line keeps its headings.

// keepHeadings keeps the headings of every kept line: each line above it,
// in the same paragraph, that is indented less than the lines under it (a
// linter's file line over its findings, a report's ">> Issue:" over its
// "Location: a.py:3"), and a line ending in ":" right above it (what the
// lines below are). Noise stays noise.
func keepHeadings(ls []line) []line {
	type head struct{ indent, at int }
	var stack []head // the headings of the line being read, outermost first
	prev := -1       // the line above, in the same paragraph
	for i := range ls {
		l := ls[i]
		if !l.shown() {
			continue
		}
		if strings.TrimSpace(l.text) == "" {
			stack, prev = stack[:0], -1 // a heading rules its paragraph only
			continue
		}
		n := indent(l.text)
		if p := prev; p >= 0 && l.cls == keep && ls[p].cls == normal && strings.HasSuffix(ls[p].text, ":") && indent(ls[p].text) <= n {
			ls[p].cls = keep // "warnings when minifying css:" over the warning
		}
		prev = i
		for len(stack) > 0 && stack[len(stack)-1].indent >= n {
			stack = stack[:len(stack)-1]
		}
		if l.cls == keep && n > 0 {
			for k := len(stack) - 1; k >= 0; k-- {
				h := &ls[stack[k].at]
				if h.cls == keep {
					break // (its own headings were kept with it)
				}
				if alignedRight(h.text, l.text) {
					break // (rows of a column of numbers, no heading: see alignedRight)
				}
				if h.cls == normal {
					h.cls = keep
				}
			}
		}
		stack = append(stack, head{n, i})
	}
	return ls
}

// alignedRight reports whether a and b start with a number each that ends
// at the same column: rows of a table whose first column is aligned right
// ("    60000    0.014 ..." over "       46    0.000 ..." in a profile,
// uniq -c's counts, wc -l's), indented less where the number is longer,
// not a heading over the lines under it.
func alignedRight(a, b string) bool {
	end := func(s string) int {
		i := indent(s)
		j := i
		for j < len(s) && (isDigit(s[j]) || j > i && strings.IndexByte(".,/:", s[j]) >= 0) {
			j++
		}
		if j == i || j < len(s) && s[j] != ' ' && s[j] != '\t' && !asciiLetter(rune(s[j])) {
			return -1 // (no number first, or one glued to more: "3rd", "1)")
		}
		return j
	}
	e := end(a)
	return e > 0 && e == end(b)
}

// totalLine reports whether s is a report's total: "Total lines of
// code: 87", "TOTAL  17610  8964  49%", a count under a summary.
func totalLine(s string) bool {
	t := strings.TrimSpace(s)
	if len(t) < 7 || len(t) > 120 || !strings.EqualFold(t[:5], "total") || t[5] != ' ' && t[5] != ':' && t[5] != '\t' {
		return false
	}
	return strings.ContainsAny(t[5:], "0123456789")
}

// totalRow reports whether s is the row that totals a table: "All files | 72.72 | 50 | ..." (Istanbul's
// coverage), "Total | 3 | 1", "Overall ...", or mix's "54.84% | Total"
// with the name last; or a coverage table's row of a unit nothing
// covered ("     0.00% | Ledger.Report"): where the tests never went.
func totalRow(s string) bool {
	t := strings.TrimSpace(s)
	if len(t) > 200 || !strings.Contains(t, "|") || !strings.ContainsAny(t, "0123456789") {
		return false
	}
	cells := strings.Split(strings.Trim(t, "| "), "|")
	for _, c := range []string{cells[0], cells[len(cells)-1]} {
		switch strings.ToLower(strings.TrimSpace(c)) {
		case "all files", "total", "totals", "overall", "all":
			return true
		}
	}
	for _, c := range cells {
		if c = strings.TrimSpace(c); strings.HasSuffix(c, "%") && strings.Trim(c[:len(c)-1], "0.") == "" && c[0] == '0' {
			return true
		}
	}
	return false
}

// measureLine reports whether s reports a measured rate or time per unit
// ("Requests per second:    1031.35 [#/sec] (mean)", "Time per request:
// 9.696 [ms] (mean)", "Throughput: 12.5 MB/s"): a benchmark's result,
// which is what the run was for.
func measureLine(s string) bool {
	label, rest, ok := strings.Cut(strings.TrimSpace(s), ":")
	if !ok || len(label) < 4 || len(label) > 40 || len(rest) > 80 {
		return false
	}
	for _, r := range label {
		if !(r == ' ' || r == '-' || r >= 'a' && r <= 'z' || r >= 'A' && r <= 'Z') {
			return false
		}
	}
	f := strings.Fields(rest)
	if len(f) < 2 || !isDigit(f[0][0]) {
		return false
	}
	unit := f[1]
	return strings.Contains(strings.ToLower(label), " per ") ||
		strings.Contains(unit, "/") && !strings.Contains(unit, "//") || unit == "[ms]" || unit == "ms" || unit == "[s]"
}

// scoreLine reports a checker's score out of a whole ("Your code has been
// rated at 6.05/10 (previous run: ...)", "Score: 87/100", "rating 4/5"):
// the run's verdict in one number, where the output's middle may hide it
// when the command ran several checkers in turn.
func scoreLine(s string) bool {
	t := strings.ToLower(strings.TrimSpace(s))
	if len(t) > 120 || !strings.Contains(t, "rated") && !strings.Contains(t, "score") && !strings.Contains(t, "rating") {
		return false
	}
	for _, w := range strings.Fields(t) {
		num, den, ok := strings.Cut(strings.Trim(w, ".,;:()[]"), "/")
		if !ok || num == "" || !allDigits(strings.Replace(strings.TrimPrefix(num, "-"), ".", "", 1)) {
			continue
		}
		switch den {
		case "5", "10", "100":
			return true
		}
	}
	return false
}

// tableRow reports whether the fields of a line that ends in a
// percentage are a table's row (a name and two numbers before it:
// "billing/__init__.py  0  0  100%"), not a progress counter.
func tableRow(f []string) bool {
	n := 0
	for _, w := range f[:len(f)-1] {
		if allDigits(strings.ReplaceAll(w, ",", "")) {
			n++
		}
	}
	return n >= 2
}

// lastWhole is the longest last line shown whole: the last lines hold an
// output's result (a response body, a verdict), so they are not clipped
// at maxLine; a longer one (a minified bundle) still is.
const lastWhole = 4 * maxLine

// lastJSONWhole is the longest last line shown whole when it is one JSON
// document (eslint -f json, vitest --reporter=json): clipped, the report
// the agent asked for in a machine's format no longer parses, and every
// finding in it is what it was asked for. A longer one is clipped, around
// its errors, as any line.
const lastJSONWhole = 16 * maxLine

// wholeDocument reports whether s, a last line longer than lastWhole, is
// one JSON object or array short enough to show whole.
func wholeDocument(s string) bool {
	t := strings.TrimSpace(s)
	return len(s) <= lastJSONWhole && t != "" && (t[0] == '{' || t[0] == '[') && json.Valid([]byte(t))
}

// opaqueToken reports a line up to lastWhole bytes that is mostly
// one unbroken token of more than half of maxLine, of numbers and their
// separators: a property test's replay path (path: "16:1:10:2:12:..."),
// a chain of seeds or offsets. Its head and tail are of no use without
// its middle, so a line that matters, or stands by one that does, is
// shown whole.
func opaqueToken(s string) bool {
	if len(s) > lastWhole {
		return false
	}
	for _, w := range strings.Fields(s) {
		if len(w) > maxLine/2 && 2*len(w) > len(s) {
			// Numbers and their separators, not a list of names
			// (tox's "installed: a==1.0,b==2.0,...").
			letters := 0
			for i := 0; i < len(w); i++ {
				if c := w[i] | 0x20; c >= 'a' && c <= 'z' {
					letters++
				}
			}
			return 10*letters < len(w)
		}
	}
	return false
}

// lastLines returns the index of the third last non-blank line of ls: from
// there on, lines up to lastWhole are not clipped.
func lastLines(ls []line) int {
	nb := 0
	for i := len(ls) - 1; i >= 0; i-- {
		if ls[i].shown() && strings.TrimSpace(ls[i].text) != "" {
			if nb++; nb == 3 {
				return i
			}
		}
	}
	return 0
}

// keepDiffFrames keeps the frame of every unified diff in an output that
// is not only a diff (a formatter's --check --diff, a tool that prints
// what it would change): each file's "--- a" / "+++ b" pair (and the
// "diff ..." line above it), each hunk's "@@ -1,5 +1,6 @@" line, and
// the first line after a hunk (past one blank line) that is not part of
// it: the tool's word on that file ("would reformat a.py"). The hunks' lines are left to the
// budgets.
func keepDiffFrames(ls []line) []line {
	set := func(i int) {
		if ls[i].shown() && ls[i].cls == normal {
			ls[i].cls = keep
		}
	}
	named := true // the last frame names a file
	for i := 0; i < len(ls); i++ {
		t := ls[i].text
		if strings.HasPrefix(t, "--- ") && i+1 < len(ls) && strings.HasPrefix(ls[i+1].text, "+++ ") {
			// A frame labelled by a bare word names nothing ("---
			// before" over "+++ after", a configuration run's diff of
			// each task under the task's own status line): its hunks
			// say what changed, and are left to the rules and budgets
			// with their headers.
			named = strings.ContainsAny(strings.TrimSpace(t[4:]), "/.")
			if named {
				set(i)
				set(i + 1)
				if i > 0 && strings.HasPrefix(ls[i-1].text, "diff ") {
					set(i - 1)
				}
			}
			i++
			continue
		}
		old, new, ok := hunkHeader(t)
		if !ok {
			continue
		}
		if named {
			set(i)
		}
		j := i + 1
		for ; j < len(ls) && (old > 0 || new > 0); j++ {
			switch s := ls[j].text; {
			case s == "" || s[0] == ' ':
				old, new = old-1, new-1
			case s[0] == '-':
				old--
			case s[0] == '+':
				new--
			case s[0] == '\\': // "\ No newline at end of file"
			default:
				old, new = 0, 0 // not the hunk its header said: stop here
				j--
			}
		}
		for j < len(ls) && strings.HasPrefix(ls[j].text, "\\ ") {
			j++
		}
		if j+1 < len(ls) && ls[j].text == "" {
			j++ // (one blank line between)
		}
		if j < len(ls) && strings.TrimSpace(ls[j].text) != "" && !strings.HasPrefix(ls[j].text, "--- ") && !strings.HasPrefix(ls[j].text, "diff ") {
			if _, _, hunk := hunkHeader(ls[j].text); !hunk {
				set(j)
			}
		}
		i = j - 1
	}
	return ls
}

// hunkHeader reads "@@ -12,5 +12,7 @@ ...": how many old and new lines
// the hunk holds (a count left out is 1).
func hunkHeader(s string) (int, int, bool) {
	rest, ok := strings.CutPrefix(s, "@@ -")
	if !ok {
		return 0, 0, false
	}
	oldR, rest, ok := strings.Cut(rest, " +")
	if !ok {
		return 0, 0, false
	}
	newR, _, ok := strings.Cut(rest, " @@")
	if !ok {
		return 0, 0, false
	}
	count := func(r string) (int, bool) {
		start, n, has := strings.Cut(r, ",")
		if !allDigits(start) {
			return 0, false
		}
		if !has {
			return 1, true
		}
		if !allDigits(n) || len(n) > 6 {
			return 0, false
		}
		v := 0
		for i := 0; i < len(n); i++ {
			v = v*10 + int(n[i]-'0')
		}
		return v, true
	}
	o, ok1 := count(oldR)
	n, ok2 := count(newR)
	return o, n, ok1 && ok2
}

// recordMin is how many blocks must open alike for them to read as the
// records of a listing.
const recordMin = 3

// keepRecordHeads keeps the head of every record of a listing that is a
// run of records (a VCS log's "changeset:   24:5c0a8caeaa71" over its
// fields, "commit 1a2b..." over its message): a line at the margin that
// opens a paragraph, whose first word opens at least recordMin of them.
// Of each record's first paragraph, the field that names it (summary,
// subject, title, message, description) stays too. The rest of each
// record is left to the budgets and folds.
func keepRecordHeads(ls []line) []line {
	opens := map[string]int{}
	var heads []int
	prev := ""
	for i, l := range ls {
		if !l.shown() {
			continue
		}
		if t := l.text; t != "" && t[0] != ' ' && t[0] != '\t' && strings.TrimSpace(prev) == "" {
			heads = append(heads, i)
			opens[recordKey(t)]++
		}
		prev = l.text
	}
	for _, i := range heads {
		if opens[recordKey(ls[i].text)] < recordMin || !fieldsUnder(ls, i) {
			continue
		}
		if ls[i].cls == normal {
			ls[i].cls = keep
		}
		for j := i + 1; j < len(ls) && strings.TrimSpace(ls[j].text) != ""; j++ {
			if ls[j].shown() && ls[j].cls == normal && titleField(ls[j].text) {
				ls[j].cls = keep
			}
		}
	}
	return ls
}

// fieldsUnder reports whether the paragraph ls[i] opens holds two
// "label: value" fields ("user: ...", "Date: ..."): a record, not a
// heading over prose (go doc's "func Clone(s string) string").
func fieldsUnder(ls []line, i int) bool {
	n := 0
	for j := i + 1; j < len(ls) && strings.TrimSpace(ls[j].text) != "" && n < 2; j++ {
		if field(ls[j].text) {
			n++
		}
	}
	return n == 2
}

// field reports whether s is a "label: value" line: a label of one or two
// words of letters, a colon, a value.
func field(s string) bool {
	label, value, ok := strings.Cut(strings.TrimLeft(s, " \t"), ":")
	if !ok || label == "" || !strings.HasPrefix(value, " ") || strings.TrimSpace(value) == "" || strings.Count(label, " ") > 1 {
		return false
	}
	for i := 0; i < len(label); i++ {
		if c := label[i] | 0x20; (c < 'a' || c > 'z') && label[i] != ' ' && label[i] != '-' {
			return false
		}
	}
	return true
}

// recordKey is a line's first word, its digits as '#'.
func recordKey(s string) string {
	w, _, _ := strings.Cut(s, " ")
	k, _ := numKey(w)
	return k
}

// titleField reports whether s is the field of a record that names it:
// "summary:     fix the parser", "Subject: ...".
func titleField(s string) bool {
	label, value, ok := strings.Cut(s, ":")
	if !ok || strings.TrimSpace(value) == "" {
		return false
	}
	switch strings.ToLower(strings.TrimSpace(label)) {
	case "summary", "subject", "title", "message", "description", "desc":
		return true
	}
	return false
}

// notDone reports whether s says something did not happen ("didn't
// resolve at build time", "did not run successfully"): a failure or a
// warning in plain words, with no severity word to find.
func notDone(s string) bool {
	return strings.Contains(s, "didn't ") || strings.Contains(s, "did not ") || strings.Contains(s, "Did not ")
}

// keepFailingRows keeps the rows of a results table that carry a
// failure: under a header with a column named for failures ("Failed",
// "Errors", "| fail |"), each row whose value there is a number above
// zero. The passing rows are left to the budgets. Columns are read from
// the right when a row has more fields than its header (a name with
// blanks in it).
func keepFailingRows(ls []line) []line {
	for i := 0; i < len(ls); i++ {
		if !ls[i].shown() {
			continue
		}
		head := tableCells(ls[i].text)
		col := failColumn(head)
		if col < 0 {
			continue
		}
		fromRight := len(head) - 1 - col
		j := i + 1
		for ; j < len(ls) && strings.TrimSpace(ls[j].text) != ""; j++ {
			row := tableCells(ls[j].text)
			if !ls[j].shown() || len(row) < len(head) {
				continue // a rule, or no row of this table
			}
			v := strings.TrimSpace(row[len(row)-1-fromRight])
			if allDigits(v) && strings.Trim(v, "0") != "" && ls[j].cls != keep {
				ls[j].cls = keep
			}
		}
		i = j - 1
	}
	return ls
}

// tableCells splits a table line into its cells: at '|' when it has
// two, else at blanks.
func tableCells(s string) []string {
	if strings.Count(s, "|") < 2 {
		return strings.Fields(s)
	}
	var cells []string
	for _, c := range strings.Split(strings.Trim(strings.TrimSpace(s), "|"), "|") {
		cells = append(cells, strings.TrimSpace(c))
	}
	return cells
}

// failColumn returns the index of a header's failure column, or -1: a
// header has three cells or more, each a column's name (letters, and
// "%", "#", "_", "-", "/", "." or a blank; no digit, no quote: a log
// line or a sentence that says "failed" is no header).
func failColumn(cells []string) int {
	if len(cells) < 3 {
		return -1
	}
	col := -1
	for k, c := range cells {
		if !columnName(c) {
			return -1
		}
		switch strings.ToLower(strings.Trim(c, "%#:()")) {
		case "fail", "failed", "failing", "failures", "failure", "error", "errors", "broken", "crashed", "timeout", "timeouts":
			if col < 0 {
				col = k
			}
		}
	}
	return col
}

// columnName reports whether c reads as a table column's name.
func columnName(c string) bool {
	letters := false
	for i := 0; i < len(c); i++ {
		switch b := c[i] | 0x20; {
		case b >= 'a' && b <= 'z':
			letters = true
		case strings.IndexByte("%#_-/. ", c[i]) >= 0:
		default:
			return false
		}
	}
	return letters && len(c) <= 24
}

package reduce

import "strings"

// A table with a column of errors or failures (strace -c's "errors",
// netstat -i's RX-ERR, a load tester's "failed"): a row with a count
// there is a row that failed, though no word in it says so. The rows with
// nothing in the column are the table's routine.

// errorColumnNames are the header words of such a column, lower case.
var errorColumnNames = [...]string{"errors", "errs", "failed", "failures", "rx-err", "tx-err", "rx-errs", "tx-errs"}

// maxErrorRows bounds the table rows read under one header.
const maxErrorRows = 2000

// keepErrorColumn raises the rows of a table whose error column holds a
// value other than zero.
func keepErrorColumn(ls []line) []line {
	for i := 0; i < len(ls); i++ {
		start, end, ok := errorColumn(ls[i].text)
		if !ok {
			continue
		}
		for j := i + 1; j < len(ls) && j <= i+maxErrorRows; j++ {
			t := ls[j].text
			if strings.TrimSpace(t) == "" {
				break
			}
			if ruleLine(t) || strings.Trim(t, "-+= ") == "" {
				continue
			}
			v := cellAt(t, start, end)
			if v != "" && !numeric(v) {
				break // not a row of the table: its count column holds a word
			}
			if v != "" && strings.Trim(v, "0.") != "" && ls[j].cls != keep {
				ls[j].cls = keep
			}
		}
	}
	return ls
}

// errorColumn reports a header line of four words or more, one of them
// an error column's name, and the columns that word spans.
func errorColumn(s string) (start, end int, ok bool) {
	// (Every name holds "rr", "RR" or "ail": most lines are passed over
	// before they are split into words.)
	if len(s) > 400 || strings.Count(s, " ") < 3 || !strings.Contains(s, "rr") && !strings.Contains(s, "RR") && !strings.Contains(s, "ail") {
		return 0, 0, false
	}
	f := strings.Fields(s)
	if len(f) < 4 {
		return 0, 0, false
	}
	for _, w := range f {
		// A header's words: names, no sentence's punctuation, no values.
		if strings.ContainsAny(w, ":;,()[]=\"'") || numeric(w) {
			return 0, 0, false
		}
	}
	at := 0
	for _, w := range f {
		i := strings.Index(s[at:], w) + at
		at = i + len(w)
		lw := strings.ToLower(w)
		for _, n := range errorColumnNames {
			if lw == n {
				return i, at, true
			}
		}
	}
	return 0, 0, false
}

// cellAt returns the word of row t that overlaps the columns [start,
// end), or "".
func cellAt(t string, start, end int) string {
	if start >= len(t) {
		return ""
	}
	// Widen to the word around the span: right-aligned counts end at the
	// header word's end, left-aligned ones start at its start.
	i, j := start, min(end, len(t))
	for i > 0 && t[i-1] != ' ' {
		i--
	}
	for j < len(t) && t[j] != ' ' {
		j++
	}
	return strings.TrimSpace(t[i:j])
}

// numeric reports a count or a measure: digits, with a point or a
// percent sign.
func numeric(s string) bool {
	digits := 0
	for i := 0; i < len(s); i++ {
		switch {
		case isDigit(s[i]):
			digits++
		case s[i] != '.' && s[i] != '%':
			return false
		}
	}
	return digits > 0
}

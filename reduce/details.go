package reduce

import "strings"

// A failed record's details, logged as records of their own: a database
// server writes an error, then the statement that caused it, a hint and
// the detail of a deadlock as separate lines with the same prefix
// ("... [123] app@db ERROR:  column ... does not exist", "... [123]
// app@db HINT:  Perhaps you meant ...", "... [123] app@db STATEMENT:
// SELECT ..."). The log budget keeps one line after a failure and never a
// peer record; these are not peers but the failure's own parts: same
// process and session, a level word that is no level of routine.

// maxDetails bounds the detail records kept after one failure, and
// detailsPerShape the failures of one message whose details are kept.
const (
	maxDetails      = 6
	detailsPerShape = 2
)

// keepRecordDetails raises the records right after a kept failure record
// that share its prefix (times aside) and carry a level word that is not
// one of a log's routine levels.
func keepRecordDetails(ls []line) []line {
	seen := map[string]int{} // a failure's message, numbers and names aside -> its records raised
	for i := range ls {
		if ls[i].cls != keep {
			continue
		}
		p, lvl, ok := recordLevel(ls[i].text)
		if !ok || !failLevel(lvl) {
			continue
		}
		// The same failure again (a run of duplicate-key errors) folds
		// with its like: the details of its first ones say it all.
		msg := ls[i].text[strings.Index(ls[i].text, lvl+":"):]
		k := numbersOut(quotedOut(msg))
		if seen[k] >= detailsPerShape {
			continue
		}
		seen[k]++
		end := i + maxDetails
		for j := i + 1; j < len(ls) && j <= end; j++ {
			if t := ls[j].text; t != "" && (t[0] == '\t' || t[0] == ' ') {
				// A record's own lines under it (a deadlock's
				// processes and their statements), within the bound.
				ls[j].cls = keep
				end = min(end+1, i+2*maxDetails)
				continue
			}
			q, l2, ok := recordLevel(ls[j].text)
			if !ok || q != p || routineLevel(l2) || failLevel(l2) {
				break
			}
			ls[j].cls = keep
		}
	}
	return ls
}

// recordLevel splits a log record at its level word, an upper-case word
// and a colon ("ERROR:", "STATEMENT:"), within its first 200 bytes: the
// prefix before it with its date and time fields left out, and the word.
func recordLevel(s string) (prefix, level string, ok bool) {
	f := strings.Fields(s[:min(len(s), 200)])
	for k, w := range f {
		if k == 0 || len(w) < 4 || w[len(w)-1] != ':' {
			continue
		}
		word := w[:len(w)-1]
		if strings.ToUpper(word) != word || !isLetter(word[0]) || strings.ContainsAny(word, "0123456789") {
			continue
		}
		var rest []string
		for _, p := range f[:k] {
			if !stampField(p) {
				rest = append(rest, p)
			}
		}
		return strings.Join(rest, " "), word, len(rest) > 0
	}
	return "", "", false
}

// stampField is a date, a time or a zone's name in a record's prefix.
func stampField(w string) bool {
	digits := 0
	for i := 0; i < len(w); i++ {
		if isDigit(w[i]) {
			digits++
		}
	}
	return digits >= 4 && strings.ContainsAny(w, "-:/.") || w == "UTC" || w == "GMT" || len(w) == 3 && w[0] == '+'
}

func failLevel(l string) bool {
	switch l {
	case "ERROR", "FATAL", "PANIC", "CRITICAL", "CRIT", "EMERG", "ALERT", "SEVERE":
		return true
	}
	return false
}

func routineLevel(l string) bool {
	switch l {
	case "LOG", "INFO", "DEBUG", "DEBUG1", "DEBUG2", "NOTICE", "WARNING", "WARN", "TRACE", "FINE", "FINER", "FINEST", "CONFIG":
		return true
	}
	return false
}

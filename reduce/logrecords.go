package reduce

import "strings"

// Folding a log's records that say one thing again with other numbers: a
// crash loop writes the same fatal record at every restart, each with its
// own time and process id ({"level":60,"time":1796568597835,"pid":1365,
// ...}); a job that fails every two seconds logs "reconcile[22605]: ERROR
// reconciliation failed" between other records. Each is critical, so each
// was kept whole, and interleaved with others they make no run for the
// folds of runs. Here a record's numbers (a run of characters starting
// with a digit: a time, a date, an id, a count) are its slots and the
// rest its template; three or more records of one template anywhere in
// the log keep their first and their last whole, where they stand, and one
// summary under the first gives, for each record between, the numbers
// that vary, in foldNameRuns' form, so every record reads back. The last
// stays because when a failure stopped, or had not, is what a log is read
// for.

// logRecordMax is the longest record read for a template: a longer one
// (a whole request body logged) is read as it is.
const logRecordMax = 4096

// foldLogRecords folds a log's critical records alike but for their
// numbers, when repeatMin or more share one template. grepped says each
// line starts with grep's line number (grep -n over a log), a slot of
// its own. A record with lines of its own under it (a traceback, a
// report) stays whole: its head is what the lines under it belong to.
func foldLogRecords(ls []line, grepped bool) []line {
	type occ struct {
		at   int
		vars string
	}
	byKey := map[string][]occ{}
	var order []string
	for i, l := range ls {
		t := l.text
		if l.cls != keep || !l.shown() || l.note || len(t) > logRecordMax || strings.ContainsAny(t, "|…") {
			continue
		}
		num := ""
		if n := grepNumPrefix(t); grepped && n > 0 {
			num, t = t[:n-1], t[n:]
		}
		if !logHead(t) || bodyUnder(ls, i, grepped) {
			continue
		}
		key, vars, ok := numberKey(t)
		if !ok {
			continue
		}
		if num != "" {
			key, vars = "…"+l.text[len(num):len(num)+1]+key, num+"|"+vars
		}
		if _, seen := byKey[key]; !seen {
			order = append(order, key)
		}
		byKey[key] = append(byKey[key], occ{i, vars})
	}
	texts := map[string]int{}
	for _, l := range ls {
		if !l.syn && l.gap == 0 {
			texts[l.text]++
		}
	}
	adds := map[int]string{}
	for _, k := range order {
		os := byKey[k]
		if len(os) < repeatMin || twinOutside(ls, os, texts, func(o occ) int { return o.at }) {
			continue
		}
		rest := os[1 : len(os)-1] // (the last stays whole where it is)
		key, slots := fold(k, rest, func(o occ) string { return o.vars })
		if !strings.Contains(key, "…") && len(rest) > 1 {
			continue // the same record again: foldRepeats' case
		}
		names := make([]string, len(rest))
		for n, o := range rest {
			names[n] = keepSlots(o.vars, slots)
		}
		pre, one := sharedPre(ls, rest, func(o occ) int { return o.at })
		if !one {
			continue
		}
		sum := nameSummary(pre+key, names, groupPlaces)
		size := 0
		for _, o := range rest {
			size += len(ls[o.at].text) + 1
		}
		if len(sum) >= size {
			continue // (short records: the summary saves nothing)
		}
		for _, o := range rest {
			ls[o.at].cls = gone
		}
		adds[os[0].at] = sum
	}
	return withNotes(ls, adds)
}

// bodyUnder reports whether the record ls[i] has lines of its own under
// it: the next line shown that is not blank is a trace's or a record's
// continuation (recordTail), grep's number set aside.
func bodyUnder(ls []line, i int, grepped bool) bool {
	for j := i + 1; j < len(ls); j++ {
		t := ls[j].text
		if !ls[j].shown() || strings.TrimSpace(t) == "" {
			continue
		}
		if n := grepNumPrefix(t); grepped && n > 0 {
			t = t[n:]
		}
		return t != "" && recordTail(t)
	}
	return false
}

// numberKey is a record with each of its numbers written "…", and the
// numbers, "|"-separated. A number starts with a digit at a word's start
// and runs over letters and digits ("1796568597835", "22605",
// "20261206T145354", an id "660a8c82...") and over ".", ":", ",", "/" or
// "-" between digits ("14:53:45.017", "2026-12-06", "127.0.0.1"); a
// word of eight or more letters and digits with three digits or more is
// an id as well ("a8c8f3e2"). ok is false with no number, or with fewer
// than logRecordWords words of three letters beside them: a row of
// values, no record that says something.
func numberKey(s string) (key, vars string, ok bool) {
	var b strings.Builder
	var vs []string
	words := 0
	for i := 0; i < len(s); {
		c := s[i]
		if !isAlnum(c) {
			b.WriteByte(c)
			i++
			continue
		}
		j := i
		for j < len(s) && isAlnum(s[j]) {
			j++
		}
		digits := 0
		for k := i; k < j; k++ {
			if isDigit(s[k]) {
				digits++
			}
		}
		if digits == 0 || !isDigit(c) && (j-i < 8 || digits < 3) {
			if j-i >= 3 && digits == 0 {
				words++
			}
			b.WriteString(s[i:j])
			i = j
			continue
		}
		// A number: on over a separator with a digit after it.
		for j+1 < len(s) && strings.IndexByte(".:,/-", s[j]) >= 0 && isDigit(s[j+1]) {
			j++
			for j < len(s) && isAlnum(s[j]) {
				j++
			}
		}
		vs = append(vs, s[i:j])
		b.WriteString("…")
		i = j
	}
	if len(vs) == 0 || words < logRecordWords {
		return "", "", false
	}
	return b.String(), strings.Join(vs, "|"), true
}

// logRecordWords is how many words of three or more letters a record
// must hold beside its numbers to be folded by its template.
const logRecordWords = 3

func isAlnum(c byte) bool { return isDigit(c) || isLetter(c) }

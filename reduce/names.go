package reduce

import "strings"

// Folding messages that repeat with other names: a tool that says the
// same thing of many items ("Module "fs" has been externalized ...,
// imported by "/app/node_modules/send/index.js"") writes one line per
// item, with no file:line for groupDiags to read. The first stays whole;
// one summary under it gives the count and, for each other occurrence,
// the names it was said of, so that every line can be read back.

// nameWords is how many words a message must have beside its names: a
// sentence about an item, not a short row of data.
const nameWords = 6

// routineNames is how many occurrences a summary lists by name when none
// of them is a finding (a tool's routine message about each item it
// copies): the count says the rest, the full output has them.
const routineNames = 50

// maxName is the longest quoted name taken out of a message (a path).
const maxName = 200

// foldNameRuns folds lines at the margin that say the same, word for
// word, but for their quoted names, when at least repeatMin come (not
// diagnostics, which groupDiags groups, nor noise).
func foldNameRuns(ls []line) []line {
	type occ struct {
		at   int
		vars string
	}
	byKey := map[string][]occ{}
	var order []string
	for i, l := range ls {
		t := l.text
		if !l.shown() || l.cls == drop || t == "" || t[0] == ' ' || t[0] == '\t' || !strings.ContainsAny(t, "\"'`‘“") {
			continue // (most lines quote nothing)
		}
		if _, diag := parseDiag(t); diag {
			continue
		}
		key, vars, ok := nameKey(t)
		if !ok {
			continue
		}
		if _, seen := byKey[key]; !seen {
			order = append(order, key)
		}
		byKey[key] = append(byKey[key], occ{i, vars})
	}
	texts := map[string]int{} // how often each input line comes, whatever its class
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
		rest := os[1:]
		key, slots := fold(k, rest, func(o occ) string { return o.vars })
		if !strings.Contains(key, "…") {
			continue // the same line again: foldRepeats' case
		}
		names := make([]string, len(rest))
		for n, o := range rest {
			names[n] = keepSlots(o.vars, slots)
		}
		key, names = hoistPrefixes(key, names)
		pre, one := sharedPre(ls, rest, func(o occ) int { return o.at })
		if !one {
			continue
		}
		key = pre + key
		limit := groupPlaces
		if !anyKept(ls, os, func(o occ) int { return o.at }) {
			limit = routineNames
		}
		ls[os[0].at].cls = keep
		for _, o := range rest {
			ls[o.at].cls = gone
		}
		adds[os[0].at] = nameSummary(key, names, limit)
	}
	return withNotes(ls, adds)
}

// nameKey is a message with each quoted name (no blanks, up to maxName
// bytes) written "…", and the names, "|"-separated. ok is false for a
// line with no name or too few other words.
func nameKey(msg string) (string, string, bool) {
	if strings.Contains(msg, "…") {
		return "", "", false // (its own "…" would read as a name's slot)
	}
	var b strings.Builder
	var vars []string
	for i := 0; i < len(msg); {
		open, closer, n := quoteAt(msg, i)
		if n == 0 {
			b.WriteByte(msg[i])
			i++
			continue
		}
		end := strings.Index(msg[i+n:], closer)
		if end <= 0 || end > maxName || strings.ContainsAny(msg[i+n:i+n+end], " \t|()") {
			b.WriteString(open)
			i += n
			continue
		}
		vars = append(vars, msg[i+n:i+n+end])
		b.WriteString(open + "…" + closer)
		i += n + end + len(closer)
	}
	key := strings.Join(strings.Fields(b.String()), " ")
	if len(vars) == 0 || len(strings.Fields(key))-len(vars) < nameWords {
		return "", "", false
	}
	return key, strings.Join(vars, "|"), true
}

// nameSummary is the line that stands for the folded occurrences: the
// message, then each occurrence's names in parentheses, in order. It is
// a note: compact adds the closing bracket.
func nameSummary(key string, names []string, limit int) string {
	var b strings.Builder
	b.WriteString("[hooktool: " + Commas(len(names)) + " more of \"" + key + "\" with")
	for i, n := range names {
		if i == limit {
			b.WriteString(" and " + Commas(len(names)-i) + " more")
			break
		}
		b.WriteString(" (" + n + ")")
	}
	return b.String()
}

// sharedPre returns the prefix set aside (a log's source, "worker-1 | ")
// that every line of occs carried, "" for none; ok is false when they
// differ. A summary's message starts with it: each line it stands for
// reads back whole, its source too.
func sharedPre[T any](ls []line, occs []T, at func(T) int) (string, bool) {
	if len(occs) == 0 {
		return "", true
	}
	pre := ls[at(occs[0])].pre
	for _, o := range occs[1:] {
		if ls[at(o)].pre != pre {
			return "", false
		}
	}
	return pre, true
}

// twinOutside reports whether a line of occs comes again, word for word,
// outside them (a repeat foldRepeats left to the markers): one gone into
// a summary and one counted by a marker could not be told apart.
func twinOutside[T any](ls []line, occs []T, texts map[string]int, at func(T) int) bool {
	own := map[string]int{}
	for _, o := range occs {
		own[ls[at(o)].text]++
	}
	for t, n := range own {
		if texts[t] > n {
			return true
		}
	}
	return false
}

// hoistPrefixes moves the folder that every occurrence's name in one slot
// starts with ("/app/node_modules/") into the message, before that
// slot's "…": the summary says it once, and each line still reads back.
func hoistPrefixes(key string, names []string) (string, []string) {
	split := make([][]string, len(names))
	for i, n := range names {
		split[i] = strings.Split(n, "|")
	}
	slots := strings.Count(key, "…")
	var b strings.Builder
	rest := key
	for slot := 0; slot < slots; slot++ {
		k := strings.Index(rest, "…")
		b.WriteString(rest[:k])
		rest = rest[k+len("…"):]
		pre := ""
		for i, f := range split {
			if slot >= len(f) {
				pre = ""
				break
			}
			if i == 0 {
				pre = f[slot]
			}
			for !strings.HasPrefix(f[slot], pre) {
				pre = pre[:len(pre)-1]
			}
		}
		pre = pre[:strings.LastIndexByte(pre, '/')+1]
		if len(pre) < 4 {
			b.WriteString("…")
			continue
		}
		b.WriteString(pre + "…")
		for _, f := range split {
			f[slot] = f[slot][len(pre):]
		}
	}
	b.WriteString(rest)
	for i, f := range split {
		names[i] = strings.Join(f, "|")
	}
	return b.String(), names
}

// anyKept reports whether one of occs was classed a line to keep (an
// error or a warning), before the fold.
func anyKept[T any](ls []line, occs []T, at func(T) int) bool {
	for _, o := range occs {
		if ls[at(o)].cls == keep {
			return true
		}
	}
	return false
}

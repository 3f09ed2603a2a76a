package reduce

import "strings"

// Grouping critical lines that name an item rather than a place: a
// package manager's warning said of each package it installs ("npm warn
// deprecated glob@7.2.3: ..."), npm ci's "Missing: x@1.2.3 from lock
// file", pip's "The script x is installed in '/p/bin' ...". Each is a
// warning or an error, so each was kept whole; with no file:line,
// groupDiags cannot group them. Three or more that say the same sentence
// but for their names (words holding a digit, a path, an @, a name's
// inner punctuation, or a quoted word) keep their first whole and one
// summary under it, in foldNameRuns' form: `[hooktool: N more of
// "npm warn deprecated …: This package ..." with (rimraf@3.0.2)
// (uuid@3.4.0)]`, each occurrence's names in order, so that every line
// can be read back. Only lines the reducers ranked critical, at the
// margin and written as a sentence: a listing's or a table's rows are
// content asked for, and keep their own shape.

// itemFixed is how many words a template must keep beside its names: a
// sentence said of an item, not a row of values.
const itemFixed = 3

// itemMax is how many critical lines are read for templates at most: the
// pass stays linear and bounded on a flood of errors.
const itemMax = 20000

// foldItemRuns folds critical lines at the margin that differ only in
// the names they carry, when at least repeatMin come.
func foldItemRuns(ls []line) []line {
	type occ struct {
		at   int
		vars string
	}
	cand := map[string]bool{} // the texts of the critical lines read
	for i, l := range ls {
		if len(cand) == itemMax {
			break
		}
		if l.cls == keep && itemLine(ls, i) {
			cand[l.text] = true
		}
	}
	if len(cand) < repeatMin {
		return ls
	}
	byKey := map[string][]occ{}
	var order []string
	refused := map[string]bool{}
	for i, l := range ls {
		// A critical line's word-for-word repeats join it (foldRepeats
		// dropped them to the markers): the summary lists them too, so
		// that no line is both in a summary and counted by a marker.
		if !cand[l.text] || l.syn || l.gap > 0 || l.cls == gone {
			continue
		}
		key, vars, ok := itemKey(l.text)
		if !ok {
			continue
		}
		if _, seen := byKey[key]; !seen {
			order = append(order, key)
		}
		byKey[key] = append(byKey[key], occ{i, vars})
		if l.cls != drop && detailsUnder(ls, i) {
			refused[key] = true // (a failure's header over its own lines)
		}
	}
	texts := map[string]int{}
	for _, l := range ls {
		if !l.syn && l.gap == 0 {
			texts[l.text]++
		}
	}
	// A run of one template ends at a heading the next occurrence belongs
	// to ("patching file b.c" over its "Hunk #2 FAILED at 40."): a
	// summary under the first occurrence would take it from under the
	// line that says what it is about.
	var runs [][]occ
	for _, k := range order {
		if refused[k] {
			continue
		}
		os := byKey[k]
		from := 0
		for n := 1; n <= len(os); n++ {
			if n == len(os) || headed(ls, cand, os[n-1].at, os[n].at, os[n].vars) {
				runs = append(runs, os[from:n])
				from = n
			}
		}
	}
	adds := map[int]string{}
	for _, os := range runs {
		if len(os) < repeatMin || twinOutside(ls, os, texts, func(o occ) int { return o.at }) {
			continue
		}
		k, _, _ := itemKey(ls[os[0].at].text)
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
		sum := nameSummary(key, names, groupPlaces)
		size := 0
		for _, o := range rest {
			size += len(ls[o.at].text) + 1
		}
		if len(sum) >= size {
			continue // (short lines with long names: the summary saves nothing)
		}
		ls[os[0].at].cls = keep
		for _, o := range rest {
			ls[o.at].cls = gone
		}
		adds[os[0].at] = sum
	}
	return withNotes(ls, adds)
}

// itemLine reports whether ls[i] may be folded with others of its
// template: a shown line at the margin that names no place (groupDiags
// groups those), carries no summary already, and reads as a sentence,
// not as a table's row (columns parted by runs of blanks).
func itemLine(ls []line, i int) bool {
	t := ls[i].text
	if !ls[i].shown() || len(t) < 16 || t[0] == ' ' || t[0] == '\t' || strings.Contains(t, "…") {
		return false
	}
	if i+1 < len(ls) && ls[i+1].syn {
		return false // (the first of a group another pass made)
	}
	if strings.Contains(t, "  ") || strings.Contains(t, "\t") || strings.HasSuffix(t, ":") {
		return false // a row of columns, or a heading over lines of its own
	}
	_, diag := parseDiag(t)
	return !diag && !placeRe.MatchString(t)
}

// headed reports whether the occurrence ls[at] stands under a heading
// of its own below ls[prev], the occurrence before it: the nearest line
// shown above it is at the margin, not critical, starts with another
// word and names none of its names (vars). ("Auto-merging b.txt" over
// "CONFLICT (content): Merge conflict in b.txt" is a step the conflict
// names itself, no heading.)
func headed(ls []line, cand map[string]bool, prev, at int, vars string) bool {
	for j := at - 1; j > prev; j-- {
		l := ls[j]
		t := l.text
		if !l.shown() || l.cls == drop || strings.TrimSpace(t) == "" {
			continue
		}
		if t[0] == ' ' || t[0] == '\t' || cand[t] || firstWord(t) == firstWord(ls[at].text) {
			return false
		}
		for _, f := range strings.Fields(t) {
			for _, v := range strings.Split(vars, "|") {
				if trimCloser(strings.TrimLeft(f, "([{<\"'`‘“")) == v {
					return false
				}
			}
		}
		return true
	}
	return false
}

// detailsUnder reports whether the line under ls[i] is indented and
// shown: what ls[i] heads (a failing test's log, an error's trace) would
// stand under no line once ls[i] went into a summary.
func detailsUnder(ls []line, i int) bool {
	if i+1 >= len(ls) || !ls[i+1].shown() {
		return false
	}
	t := ls[i+1].text
	return strings.TrimSpace(t) != "" && (t[0] == ' ' || t[0] == '\t')
}

// itemKey is a line with each word that names an item written "…", and
// those names, "|"-separated. The words around a name (an opening quote
// or bracket, a closing one and punctuation) stay in the key. ok is false
// for a line with no name or fewer than itemFixed other words.
func itemKey(s string) (string, string, bool) {
	fields := strings.Fields(s)
	var vars []string
	fixed := 0
	for n, f := range fields {
		lead := len(f) - len(strings.TrimLeft(f, "([{<\"'`‘“"))
		core := trimCloser(f[lead:])
		quoted := lead > 0 && len(f[lead+len(core):]) > 0 && strings.ContainsAny(f[:lead], "\"'`‘“") && strings.ContainsAny(f[lead+len(core):], "\"'`’”")
		if core == "" || strings.ContainsAny(core, "|()…") || !quoted && !itemName(core) {
			fixed++
			continue
		}
		vars = append(vars, core)
		fields[n] = f[:lead] + "…" + f[lead+len(core):]
	}
	if len(vars) == 0 || fixed < itemFixed {
		return "", "", false
	}
	return strings.Join(fields, " "), strings.Join(vars, "|"), true
}

// trimCloser is w without the punctuation and closing quotes or brackets
// that end it, but for a bracket opened inside it ("test_get[20]" keeps
// its "]").
func trimCloser(w string) string {
	for w != "" {
		c := w[len(w)-1]
		switch {
		case strings.IndexByte(".,;:!?\"'`", c) >= 0:
		case c == ')' && !strings.Contains(w, "("), c == ']' && !strings.Contains(w, "["),
			c == '}' && !strings.Contains(w, "{"), c == '>' && !strings.Contains(w, "<"):
		case strings.HasSuffix(w, "’"), strings.HasSuffix(w, "”"):
			w = w[:len(w)-len("’")]
			continue
		default:
			return w
		}
		w = w[:len(w)-1]
	}
	return w
}

// itemName reports whether w names an item rather than being a word of
// the sentence: it holds a digit, a path's or a package's separator, or
// punctuation inside it as names do (core-js, x.y, a_b, g:a:jar).
func itemName(w string) bool {
	if strings.ContainsAny(w, "0123456789/@\\") {
		return true
	}
	return len(w) > 2 && strings.ContainsAny(w[1:len(w)-1], ".:_-=+#")
}

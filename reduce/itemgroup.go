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
// margin (or indented by their tool under their severity word) and
// written as a sentence that still says the failure: a listing's or a
// table's rows are content asked for, and keep their own shape.

// itemFixed is how many words a template must keep beside its names: a
// sentence said of an item, not a row of values.
const itemFixed = 3

// itemMax is how many critical lines are read for templates at most: the
// pass stays linear and bounded on a flood of errors.
const itemMax = 20000

// clockRe is a time or a date ("02:19:25", "2026-12-01", "12/01/2026",
// "22:19:07,234").
var clockRe = lazy(`^\d+([:/-]\d+)+([.,]\d+)?$`)

// itemWords is how many words a line may have for each to be tried as
// its bare name: the tries cost the square of its words.
const itemWords = 40

// foldItemRuns folds critical lines that differ only in the names they
// carry, when at least repeatMin come in a run.
func foldItemRuns(ls []line) []line {
	type occ struct {
		at        int
		key, vars string
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
	var occs []occ
	count := map[string]int{}
	for i, l := range ls {
		// A critical line's word-for-word repeats join it (foldRepeats
		// dropped them to the markers): the summary lists them too, so
		// that no line is both in a summary and counted by a marker.
		if !cand[l.text] || l.syn || l.gap > 0 || l.cls == gone {
			continue
		}
		key, vars, _ := itemKey(l.text, -1)
		occs = append(occs, occ{i, key, vars})
		count[groupOf(l.text, key)]++
	}
	// A line alike to too few others by its marked names may name its
	// item with a bare word ("The script flask is installed in ..."):
	// the word of it that leaves the most lines alike, at least
	// repeatMin, is its name.
	open := map[string]int{}
	for _, o := range occs {
		t := ls[o.at].text
		if words := len(strings.Fields(t)); count[groupOf(t, o.key)] < repeatMin && words <= itemWords {
			for n := 1; n < words; n++ {
				if k, _, ok := itemKey(t, n); ok {
					open[groupOf(t, k)]++
				}
			}
		}
	}
	byKey := map[string][]occ{}
	var order []string
	refused := map[string]bool{}
	said := map[string]bool{}
	for _, o := range occs {
		t := ls[o.at].text
		if words := len(strings.Fields(t)); count[groupOf(t, o.key)] < repeatMin && words <= itemWords {
			best := 0
			for n := 1; n < words; n++ {
				if k, vars, ok := itemKey(t, n); ok && open[groupOf(t, k)] > best {
					best, o.key, o.vars = open[groupOf(t, k)], k, vars
				}
			}
		}
		if o.key == "" {
			continue
		}
		g := groupOf(t, o.key)
		if _, seen := byKey[g]; !seen {
			order = append(order, g)
		}
		byKey[g] = append(byKey[g], o)
		if ls[o.at].cls != drop && detailsUnder(ls, cand, o.at) {
			refused[g] = true // (a failure's header over its own lines)
		}
		if _, seen := said[g]; !seen {
			// The template itself must say the failure or the warning:
			// not a row kept for a name it lists ("error-3.log" in ls
			// -l), nor a command kept for the diagnostics under it.
			said[g] = failingRow(o.key)
		}
		if !said[g] {
			refused[g] = true
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
		k := os[0].key
		rest := os[1:]
		key, slots := fold(k, rest, func(o occ) string { return o.vars })
		if !strings.Contains(key, "…") {
			continue // the same line again: foldRepeats' case
		}
		names := make([]string, len(rest))
		timed := true
		for n, o := range rest {
			names[n] = keepSlots(o.vars, slots)
			for v := range strings.SplitSeq(names[n], "|") {
				timed = timed && clockRe.MatchString(v)
			}
		}
		if timed {
			// Lines that differ only in their times and dates (a record
			// logged again each second) say one thing again: the folds
			// of repeats and of templates are theirs.
			continue
		}
		key, names = hoistPrefixes(key, names)
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
			continue // (short lines with long names: the summary saves nothing)
		}
		ls[os[0].at].cls = keep
		for _, o := range rest {
			ls[o.at].cls = gone
		}
		if c := companion(ls, cand, os[0].at); c != "" {
			// The same line under every one (pip's "Consider adding
			// this directory to PATH ..."): the first's stays, under
			// the summary; the markers count the others.
			same := true
			for _, o := range rest {
				same = same && companion(ls, cand, o.at) == c
			}
			for _, o := range rest {
				if same {
					ls[o.at+1].cls = drop
				}
			}
		}
		adds[os[0].at] = sum
	}
	return withNotes(ls, adds)
}

// groupOf is the group of a line of template key: lines alike at one
// indent only (the summary's message is the key, as the lines read with
// their blanks set aside).
func groupOf(t, key string) string {
	return t[:indent(t)] + key
}

// itemLine reports whether ls[i] may be folded with others of its
// template: a shown line at the margin that names no place (groupDiags
// groups those), carries no summary already, and reads as a sentence,
// not as a table's row (columns parted by runs of blanks).
func itemLine(ls []line, i int) bool {
	t := ls[i].text
	if !ls[i].shown() || len(t) < 16 || strings.Contains(t, "…") {
		return false
	}
	if n := indent(t); n > 0 && (n > 8 || t[0] == '\t' || !severityWord(t[n:])) {
		// Indented: a frame, a source line or a test's log, but for a
		// warning or an error said by its word, as pip indents its
		// "  WARNING: The script x is installed in ..." and, deeper,
		// its build subprocess's "      WARNING: Retrying (...)".
		return false
	}
	if i+1 < len(ls) && ls[i+1].syn {
		return false // (the first of a group another pass made)
	}
	if columns(t) || strings.HasSuffix(t, ":") {
		return false // a row of columns, or a heading over lines of its own
	}
	_, diag := parseDiag(t)
	return !diag && !placeRe.MatchString(t)
}

// headReach is how far above an occurrence headed looks for its heading,
// past lines dropped and blank: the pass stays linear on a flood of noise.
const headReach = 64

// headed reports whether the occurrence ls[at] stands under a heading
// of its own below ls[prev], the occurrence before it: the nearest line
// shown above it is at the margin, not critical, starts with another
// word and shares no word with its names (vars). ("Auto-merging b.txt"
// over "CONFLICT (content): Merge conflict in b.txt", maven's download of
// a POM over the warning that it is missing, are steps on the item the
// occurrence names, no heading.)
func headed(ls []line, cand map[string]bool, prev, at int, vars string) bool {
	for j := at - 1; j > prev && j >= at-headReach; j-- {
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
					return false // (one of its names, a pid in a log)
				}
			}
		}
		return !shareWord(t, vars)
	}
	return false
}

// shareWord reports whether a word of the names in vars, split at their
// punctuation (org.acme:core:jar:1.1 has org, acme, core, jar), comes in
// t split the same way (".../maven2/org/acme/core/1.1/core-1.1.pom"):
// the line is about the same item. Words without a letter (a hunk's
// number) tell nothing.
func shareWord(t, vars string) bool {
	split := func(s string) []string {
		return strings.FieldsFunc(s, func(r rune) bool {
			return !(r >= 'a' && r <= 'z' || r >= 'A' && r <= 'Z' || r >= '0' && r <= '9' || r == '_')
		})
	}
	words := map[string]bool{}
	for _, w := range split(vars) {
		if strings.IndexFunc(w, asciiLetter) >= 0 {
			words[w] = true
		}
	}
	for _, w := range split(t) {
		if words[w] {
			return true
		}
	}
	return false
}

// companion is the line right under ls[i] when it is shown and no line of
// a template: a note a tool writes under each of its warnings.
func companion(ls []line, cand map[string]bool, i int) string {
	if i+1 >= len(ls) || !ls[i+1].shown() || ls[i+1].syn || cand[ls[i+1].text] || strings.TrimSpace(ls[i+1].text) == "" {
		return ""
	}
	return ls[i+1].text
}

// columns reports whether t parts its fields as a table does: a tab, or
// blanks run two or more times (one such gap is a sentence's, as apt's
// "W: Failed to fetch URL  Temporary failure resolving 'x'").
func columns(t string) bool {
	if strings.Contains(t, "\t") {
		return true
	}
	i := strings.Index(t, "  ")
	if i < 0 {
		return false
	}
	rest := strings.TrimLeft(t[i:], " ")
	return strings.Contains(rest, "  ")
}

// detailsUnder reports whether the line under ls[i] is shown and goes on
// with it: what ls[i] heads (a failing test's log, an error's trace)
// would stand under no line once ls[i] went into a summary.
func detailsUnder(ls []line, cand map[string]bool, i int) bool {
	if i+1 >= len(ls) || !ls[i+1].shown() {
		return false
	}
	t := ls[i+1].text
	if strings.TrimSpace(t) == "" {
		return false
	}
	// Indented deeper, or a critical heading that opens a block under
	// the line (the "Traceback (most recent call last):" of a logged
	// error).
	return indent(t) > indent(ls[i].text) || ls[i+1].cls == keep && !cand[t] && strings.HasSuffix(t, ":")
}

// itemKey is a line with each word that names an item written "…", and
// those names, "|"-separated; the word at index open too, when it is a
// bare name (letters, digits and a name's punctuation). The words around
// a name (an opening quote or bracket, a closing one and punctuation)
// stay in the key. ok is false for a line with no name or fewer than
// itemFixed other words (nameWords with a bare name: a word of a short
// line may be what it says, "# quote: 5 kg to eu").
func itemKey(s string, open int) (string, string, bool) {
	fields := strings.Fields(s)
	var vars []string
	fixed := 0
	for n, f := range fields {
		lead := len(f) - len(strings.TrimLeft(f, "([{<\"'`‘“"))
		core := trimCloser(f[lead:])
		quoted := lead > 0 && len(f[lead+len(core):]) > 0 && strings.ContainsAny(f[:lead], "\"'`‘“") && strings.ContainsAny(f[lead+len(core):], "\"'`’”")
		if n == open && !bareName(core) {
			return "", "", false
		}
		if core == "" || strings.ContainsAny(core, "|()…") || n != open && !quoted && !itemName(core) || failingRow(core) {
			// (A word that says the failure stays in the template, even
			// one with a name's punctuation: {"level":"warn",...)
			fixed++
			if n != open && strings.ContainsAny(core, "()") && !failingRow(core) {
				// A call's or a record's word with a count in it
				// ("(Retry(total=4,"): the count is a name, the
				// word around it the template's.
				if w, nums := maskDigits(f); nums != nil {
					fields[n] = w
					vars = append(vars, nums...)
				}
			}
			continue
		}
		if n == open && strings.Contains(fields[n], "…") {
			return "", "", false // (a name already)
		}
		vars = append(vars, core)
		fields[n] = f[:lead] + "…" + f[lead+len(core):]
	}
	if len(vars) == 0 || fixed < itemFixed || open >= 0 && fixed < nameWords {
		return "", "", false // (a bare name needs a sentence around it)
	}
	return strings.Join(fields, " "), strings.Join(vars, "|"), true
}

// maskDigits is w with each run of digits after "=" or "(" written "…",
// and those runs; nil when it has none.
func maskDigits(w string) (string, []string) {
	var b strings.Builder
	var nums []string
	for i := 0; i < len(w); {
		if isDigit(w[i]) && i > 0 && (w[i-1] == '=' || w[i-1] == '(') {
			j := i
			for j < len(w) && isDigit(w[j]) {
				j++
			}
			nums = append(nums, w[i:j])
			b.WriteString("…")
			i = j
			continue
		}
		b.WriteByte(w[i])
		i++
	}
	return b.String(), nums
}

// bareName reports whether w could be a bare name: letters and digits,
// with a name's inner punctuation.
func bareName(w string) bool {
	if w == "" {
		return false
	}
	for _, r := range w {
		if !(r >= 'a' && r <= 'z' || r >= 'A' && r <= 'Z' || r >= '0' && r <= '9' || strings.ContainsRune("._-+", r)) {
			return false
		}
	}
	return true
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

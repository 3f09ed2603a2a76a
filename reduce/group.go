package reduce

import (
	"slices"
	"sort"
	"strconv"
	"strings"
)

// Grouping repeated diagnostics: when a compiler or linter reports the same
// code and message in many places, the first occurrence stays whole (with
// its source snippet) and the rest become one summary line with the count
// and every place, file:line, listed compactly. Every distinct message
// keeps its first occurrence, and so does each name that recurs in it.
const (
	groupWhole  = 1    // occurrences of a message kept whole
	groupPlaces = 2000 // places listed in one summary at most (a line's number costs about four bytes: 8 KB)
	arrowWhole  = 8    // occurrences of an arrow finding's message kept whole when their labels differ
)

// diag is one parsed diagnostic line.
type diag struct {
	file, line string
	key        string // severity, code and message: what makes two the same
	extra      string // a name the key's last "…" stands for (placeBelow), "" when none
}

// parseDiag reads the diagnostic formats of gcc/clang, go, tsc (plain and
// pretty), rustc-free ones alike: "path:line[:col]: message",
// "path(line,col): message", "path:line:col - message". A prefix a tool
// wraps lines in ("npm error ", "npm ERR! ") is skipped. file is "" for an
// eslint message line, whose file is the header above it.
func parseDiag(s string) (diag, bool) {
	for _, p := range []string{"npm error ", "npm ERR! ", "gyp ERR! "} {
		s = strings.TrimPrefix(s, p)
	}
	if m := eslintMsgRe.FindStringSubmatch(s); m != nil {
		t := strings.TrimSpace(s)
		pos, rest, _ := strings.Cut(t, " ")
		ln, _, _ := strings.Cut(pos, ":")
		return diag{line: ln, key: strings.Join(strings.Fields(rest), " ")}, true
	}
	if m := placedRowRe.FindStringSubmatch(s); m != nil {
		// staticcheck -f stylish: "  (63, 3)  SA4017  message" under the
		// file's path, as eslint's rows are.
		return diag{line: m[1], key: strings.Join(strings.Fields(s[len(m[0]):]), " ")}, true
	}
	if s == "" {
		return diag{}, false
	}
	if s[0] == ' ' || s[0] == '\t' {
		// An indented line is a diagnostic only with a severity right
		// after its place (pyright's "  a.py:3:8 - error: ..." under the
		// file's path) or with a column in it (a linter's "  a.js:3:8:
		// message (rule)" under its banner): a test's indented log line
		// ("    a_test.go:9: got 3") or a frame is none.
		t := strings.TrimLeft(s, " \t")
		if len(s)-len(t) > 4 {
			return diag{}, false
		}
		d, ok := parseDiag(t)
		if !ok || d.file == "" || !severityWord(d.key) && !columnAfter(t, d) {
			return diag{}, false
		}
		return d, true
	}
	// path(12,5): error TS2304: ...
	if k := strings.Index(s, "): "); k > 0 {
		if o := strings.LastIndexByte(s[:k], '('); o > 0 && !strings.ContainsAny(s[:o], " \t") {
			ln, _, ok := strings.Cut(s[o+1:k], ",")
			if ok && allDigits(ln) {
				return diag{file: s[:o], line: ln, key: s[k+3:]}, true
			}
		}
	}
	// path: line 12, col 5, message (eslint's compact format, jshint)
	if f, rest, ok := strings.Cut(s, ": line "); ok && f != "" && !strings.ContainsAny(f, " \t") && strings.Contains(f, ".") {
		ln, rest, _ := strings.Cut(rest, ", ")
		if col, after, ok := strings.Cut(rest, ", "); ok && strings.HasPrefix(col, "col ") && allDigits(col[4:]) {
			rest = after
		}
		if allDigits(ln) && strings.TrimSpace(rest) != "" {
			return diag{file: f, line: ln, key: strings.TrimSpace(rest)}, true
		}
	}
	// path:12:5: message, path:12: message, path:12:5 - message
	file, rest, ok := strings.Cut(s, ":")
	if !ok || file == "" || strings.ContainsAny(file, " \t") {
		return diag{}, false
	}
	if !strings.Contains(file, ".") {
		// A header without an extension (C++'s <tuple>, <string_view>)
		// at an absolute path, with a line, a column and a severity:
		// "/usr/include/c++/12/tuple:1496:5: note: ...".
		return extensionlessDiag(file, rest)
	}
	ln, rest, ok := strings.Cut(rest, ":")
	if !ok || !allDigits(ln) {
		// path:12:5 - message has no colon after the column
		ln2, rest2, ok2 := strings.Cut(rest, " - ")
		l, c, _ := strings.Cut(ln2, ":")
		if ok2 && allDigits(l) && (c == "" || allDigits(c)) {
			return diag{file: file, line: l, key: strings.TrimSpace(rest2)}, true
		}
		return diag{}, false
	}
	if col, after, ok := strings.Cut(rest, ":"); ok && allDigits(col) {
		rest = after
	} else if ok2 := strings.HasPrefix(rest, " - "); ok2 {
		rest = rest[3:]
	} else if col, after, ok := strings.Cut(rest, " - "); ok && allDigits(col) {
		rest = after // path:12:5 - message (pyright)
	} else if col, after, ok := strings.Cut(rest, " "); ok && allDigits(col) && !strings.HasPrefix(after, "- ") {
		rest = after // path:12:5 rule/name (biome: the column, then the rule)
	}
	rest = strings.TrimSpace(rest)
	if rest == "" {
		return diag{}, false
	}
	return diag{file: file, line: ln, key: rest}, true
}

// extensionlessDiag parses the rest of "/abs/header:12:5: severity: ..."
// whose file has no extension: only an absolute path of two folders or
// more, with a line and a column, and a severity word first, is a place
// (a URL's path or a log's "/api/v1:..." is none).
func extensionlessDiag(file, rest string) (diag, bool) {
	if file[0] != '/' || strings.Count(file, "/") < 3 {
		return diag{}, false
	}
	ln, rest, _ := strings.Cut(rest, ":")
	col, rest, _ := strings.Cut(rest, ":")
	if !allDigits(ln) || !allDigits(col) {
		return diag{}, false
	}
	rest = strings.TrimSpace(rest)
	if !severityWord(rest) {
		return diag{}, false
	}
	return diag{file: file, line: ln, key: rest}, true
}

// columnAfter reports whether the place of d, as t writes it, has a
// column after its line: "a.js:3:8: ...".
func columnAfter(t string, d diag) bool {
	rest, ok := strings.CutPrefix(t, d.file+":"+d.line+":")
	if !ok {
		return false
	}
	n := digitRun(rest)
	return n > 0 && n < len(rest) && (rest[n] == ':' || rest[n] == ' ')
}

// digitRun is the number of ASCII digits s starts with: a place's line or
// column.
func digitRun(s string) int {
	n := 0
	for n < len(s) && isDigit(s[n]) {
		n++
	}
	return n
}

// severityWord reports whether a diagnostic's message starts with its
// severity ("error: ...", "warning - ...").
func severityWord(key string) bool {
	w, _, _ := strings.Cut(key, " ")
	w = strings.ToLower(strings.TrimRight(w, ":"))
	switch w {
	case "error", "warning", "note", "info", "information", "fatal":
		return true
	}
	return false
}

func allDigits(s string) bool {
	for i := 0; i < len(s); i++ {
		if !isDigit(s[i]) {
			return false
		}
	}
	return s != ""
}

// snippetLine reports whether s belongs to the diagnostic above it: a
// source excerpt or caret line of gcc/rustc/tsc --pretty ("  12 | code",
// "     |   ^~~"), possibly behind a tool's prefix, or go's "\thave (int)"
// and "\twant ()" lines.
func snippetLine(s string) bool {
	for _, p := range []string{"npm error ", "npm ERR! "} {
		s = strings.TrimPrefix(s, p)
	}
	if strings.HasPrefix(s, "\thave ") || strings.HasPrefix(s, "\twant ") {
		return true // go's types of a call that does not fit, under its diagnostic
	}
	t := strings.TrimLeft(s, " ")
	if t == "" || len(t) == len(s) && !isDigit(t[0]) {
		return false
	}
	i := 0
	for i < len(t) && isDigit(t[i]) {
		i++
	}
	if i > 0 && (i == len(t) || strings.HasPrefix(t[i:], "  ")) {
		return true // tsc --pretty: "12   code"
	}
	t = strings.TrimLeft(t[i:], " ")
	if strings.HasPrefix(t, "|") {
		return true
	}
	// tsc --pretty puts the caret under the code with no bar.
	return i == 0 && strings.Trim(t, "~^ ") == ""
}

// caretOnly reports whether s is a caret line and nothing else ("   ^~~~",
// "   ^~~~~~...", as mypy --pretty marks a span it clipped).
func caretOnly(s string) bool {
	t := strings.TrimSpace(s)
	return strings.HasPrefix(t, "^") && strings.Trim(strings.TrimSuffix(t, "..."), "^~") == ""
}

// elaborates reports whether s is a line tsc writes under the diagnostic
// d to explain it ("  Type 'X' is missing the following properties ..."):
// indented, and no diagnostic itself. Python's warnings module writes the
// source line of the warning's place under it the same way ("a.py:8:
// DeprecationWarning: ...", then "  total += convert(a)"): it goes with
// its warning, into a summary or shown, never left alone.
func elaborates(d, s string) bool {
	if pyWarning(d) {
		return strings.HasPrefix(s, "  ") && len(s) > 2 && s[2] != ' '
	}
	if !strings.Contains(d, "): error TS") && !strings.Contains(d, "): warning TS") && !strings.Contains(d, " - error TS") && !strings.Contains(d, " - warning TS") {
		return false // (tsc's place, then its --pretty place: "a.ts:4:9 - error TS2322: ...")
	}
	if !strings.HasPrefix(s, "  ") || strings.TrimSpace(s) == "" {
		return false
	}
	_, diag := parseDiag(s)
	return !diag
}

// pyWarning reports whether d is a warning as Python's warnings module
// prints it, at the margin: "path:line: CategoryWarning: message".
func pyWarning(d string) bool {
	return d != "" && d[0] != ' ' && d[0] != '\t' && pyWarningLine(d)
}

// wrappedMessage returns how many lines under the diagnostic at i go on
// with its message, wrapped at the margin as mypy --pretty wraps it
// ("a.py:63: error: "Store" has no attribute "customer"; maybe", then
// ""customers"?  [attr-defined]"), 0 when none: up to three lines at the
// margin that are no diagnostic, the last ending in the message's code.
// at returns a line's text and whether it is an input line shown.
func wrappedMessage(n int, at func(int) (string, bool), i int) int {
	if d, _ := at(i); strings.HasSuffix(d, "]") || !checkerDiagRe.MatchString(d) {
		return 0 // (its code closes it; or no checker's message)
	}
	for k := i + 1; k < n && k <= i+3; k++ {
		t, ok := at(k)
		if !ok || strings.TrimSpace(t) == "" || indent(t) > 1 {
			return 0
		}
		if _, diag := parseDiag(t); diag {
			return 0
		}
		if strings.HasSuffix(t, "]") {
			if msgCodeRe.MatchString(t) {
				return k - i
			}
			return 0
		}
	}
	return 0
}

// checkerDiagRe matches a type checker's or a linter's message at the
// margin: "a.py:63: error: ...", "a.py:63:5: note: ...".
var checkerDiagRe = lazy(`^[^\s:]+:\d+(?::\d+)?: (?:error|warning|note): `)

// msgCodeRe matches the code that closes a checker's message ("  [attr-defined]").
var msgCodeRe = lazy(`(?:^|\s)\[[\w-]+\]$`)

// groupDiags is the post pass of the kinds whose output is mostly
// diagnostics.
func groupDiags(ls []line) []line { return groupDiagsKeep(ls, groupWhole) }

// groupOnce groups as groupDiags does, keeping one occurrence of each
// message whole: a linter's finding is one line, which the first shows.
func groupOnce(ls []line) []line { return groupDiagsKeep(ls, 1) }

// occ is one occurrence of a diagnostic that groupDiagsKeep reads.
type occ struct {
	at     int // index of the diagnostic line
	end    int // one past its snippet lines
	place  string
	vars   string // the names generalize took out, "" when none
	sig    string // an arrow finding's labels and notes, names and numbers set aside
	block  bool   // a heading with its message under it (findingBlock): the message tells twins apart
	placed bool   // read by findingBlock
	arrow  bool   // read by arrowDiag: its block is one finding, never split
}

// groupDiagsKeep groups repeated diagnostics, keeping whole the first
// whole occurrences of each.
func groupDiagsKeep(ls []line, whole int) []line {
	if sameFileBlocks(ls) {
		// Each file's findings the same, row for row (one template
		// copied into five pages): the spans fold whole under their
		// headings (foldRepeatedSpans), which says it in fewer bytes
		// than a summary per message naming every file.
		return ls
	}
	detailed := map[string]bool{} // keys with an occurrence that has detail lines: never grouped
	rusty := map[string]bool{}    // keys of arrow findings (rustc's and others': arrow.go)
	byKey := map[string][]occ{}
	var order []string
	file := ""     // the eslint header above
	fileLine := -1 // its index
	headerOf := map[int]int{}
	headAt := -2 // the line fileHeading last read a file in
	for i := 0; i < len(ls); i++ {
		l := ls[i]
		if !l.shown() || l.cls == drop {
			continue // (noise: a note about library code)
		}
		if statisticsRow(l.text) {
			continue // (a tally's row counts a code's findings: it is no finding of a place)
		}
		if eslintHeader(l.text) {
			file, fileLine = l.text, i
			continue
		}
		if pathHeader(l.text) {
			// A relative path heads its messages too (stylelint); it
			// stays when they all go, as the place they are under.
			file, fileLine = l.text, -1
			if i+1 < len(ls) && stylishRow(ls[i+1].text) {
				ls[i].cls = keep
			}
			continue
		}
		if d, end, ok := arrowDiag(ls, i); ok {
			// A message over an arrow to its place (rustc's, ruff's,
			// miette's: arrow.go), its excerpt and notes under it.
			key, vars := generalize(d.key)
			rusty[key] = true
			if _, seen := byKey[key]; !seen {
				order = append(order, key)
			}
			byKey[key] = append(byKey[key], occ{at: i, end: end, place: d.file + ":" + d.line, vars: vars, sig: rustSig(ls[i+2 : end]), arrow: true})
			i = end - 1
			continue
		}
		d, ok := parseDiag(l.text)
		if !ok {
			if d, end, ok := findingBlock(ls, i, file); ok {
				// A finding placed otherwise (findings.go): its lines
				// go as one.
				key, vars := keepSeverity(generalize(d.key))
				if d.extra != "" {
					vars = strings.TrimPrefix(vars+"|"+d.extra, "|")
				}
				if _, seen := byKey[key]; !seen {
					order = append(order, key)
				}
				if hasDetails(ls, end) || deeperUnder(ls, i, end) {
					detailed[key] = true // ("  symbol: class Foo" under maven's "[ERROR] A.java:[3,5] ...")
				}
				byKey[key] = append(byKey[key], occ{at: i, end: end, place: d.file + ":" + d.line, vars: vars, block: end > i+1, placed: true})
				i = end - 1
				continue
			}
			if strings.TrimSpace(l.text) == "" {
				if headAt != i-1 { // (a blank line may set a heading off from its rows)
					file, fileLine = "", -1
				}
			} else if f := fileHeading(l.text); f != "" {
				// A line naming one file heads the rows under it.
				file, fileLine, headAt = f, -1, i
				if i+1 < len(ls) {
					if _, _, row := placeRow(ls[i+1].text); row {
						ls[i].cls = keep
					}
				}
			}
			continue
		}
		if d.file == "" {
			if file == "" {
				continue
			}
			d.file = file
			if fileLine >= 0 {
				headerOf[i] = fileLine
			}
		}
		j := i + 1
		msg := d.key
		if n := wrappedMessage(len(ls), func(k int) (string, bool) { return ls[k].text, ls[k].shown() && !ls[k].syn }, i); n > 0 {
			// The message goes on at the margin (mypy --pretty wraps
			// it): its lines are one message, shown or summed up whole.
			for k := i + 1; k <= i+n; k++ {
				msg += " " + strings.TrimSpace(ls[k].text)
				ls[k].cls = keep
			}
			j = i + n + 1
		}
		for j < len(ls) && ls[j].shown() && !statisticsRow(ls[j].text) && (snippetLine(ls[j].text) || elaborates(l.text, ls[j].text)) {
			j++
		}
		quoted := msgCodeRe.MatchString(msg) && j+1 < len(ls) && ls[j].shown() && ls[j+1].shown() && indent(ls[j].text) >= 4 && caretOnly(ls[j+1].text)
		if quoted {
			j += 2 // mypy --pretty's quoted source, its caret under it
		}
		if j > i+1 && j < len(ls) && ls[j].text == "" && ls[j].shown() {
			j++ // the blank line that ends a snippet (tsc --pretty)
		}
		key, vars := generalize(msg)
		if _, seen := byKey[key]; !seen {
			order = append(order, key)
		}
		if quoted || hasDetails(ls, j) || deeperUnder(ls, i, j) {
			// (An occurrence that quotes its own code, mypy --pretty's,
			// says what a summary could not: grouped, its code would
			// stand alone under the summary.)
			detailed[key] = true
		}
		byKey[key] = append(byKey[key], occ{at: i, end: j, place: d.file + ":" + d.line, vars: vars})
		i = j - 1
	}
	// Messages that differ in one bare word ("Unused import os", "Unused
	// import sys") group as one, the word listed with each place.
	sigOf := map[string][]string{} // the message with one word as "…" -> the messages
	var sigs []string
	for _, k := range order {
		if rusty[k] || detailed[k] {
			continue
		}
		f := strings.Fields(k)
		if len(f) < 3 {
			continue // too little message left around the word to say what it is
		}
		if strings.Contains(k, "…") && (len(f) < 5 || len(byKey[k]) >= 3) {
			// A message with names already groups on its own once it
			// comes three times (vulture's "unused method '…'"); one
			// said of a name once or twice (pylint's {obj}: "Order:
			// Missing class docstring") groups by that name too.
			continue
		}
		for p, w := range f {
			slot := "…"
			if label, ok := strings.CutSuffix(w, ":"); ok && p > 0 && bareWord(label) && !severityWord(w) {
				// A name a message is said of, as a label before it
				// (pylint's {obj}: "Order: Missing class docstring").
				slot = "…:"
			} else if !bareWord(w) {
				continue
			}
			g := strings.Join(f[:p], " ") + " " + slot + " " + strings.Join(f[p+1:], " ")
			if _, ok := sigOf[g]; !ok {
				sigs = append(sigs, g)
			}
			sigOf[g] = append(sigOf[g], k)
		}
	}
	sort.SliceStable(sigs, func(a, b int) bool { return len(sigOf[sigs[a]]) > len(sigOf[sigs[b]]) })
	into := map[string]string{} // message -> the group it went into
	for _, g := range sigs {
		var ks []string
		n := 0
		for _, k := range sigOf[g] {
			if into[k] == "" {
				ks = append(ks, k)
				n += len(byKey[k])
			}
		}
		if len(ks) < 2 || n < 3 {
			continue
		}
		key := strings.TrimSpace(g)
		p := slices.IndexFunc(strings.Fields(key), func(w string) bool { return w == "…" || w == "…:" })
		var all []occ
		for _, k := range ks {
			w := strings.Fields(k)[p]
			if strings.Fields(key)[p] == "…:" {
				w = strings.TrimSuffix(w, ":")
			}
			// (Among the names generalize took out, in the order of
			// their slots.)
			at := strings.Count(strings.Join(strings.Fields(key)[:p], " "), "…")
			for _, o := range byKey[k] {
				var vs []string
				if o.vars != "" {
					vs = strings.Split(o.vars, "|")
				}
				o.vars = strings.Join(slices.Insert(vs, min(at, len(vs)), w), "|")
				all = append(all, o)
			}
			into[k] = key
			delete(byKey, k)
		}
		sort.Slice(all, func(a, b int) bool { return all[a].at < all[b].at })
		byKey[key] = all
	}
	// (An arrow finding's excerpt shows one occurrence's numbers; the
	// summary lists the others' with their places.)
	order = mergeNumbers(order, byKey, into, func(k string) bool { return detailed[k] })
	for k, g := range into {
		if rusty[k] {
			rusty[g] = true
		}
	}
	if len(into) > 0 {
		var merged []string
		done := map[string]bool{}
		for _, k := range order {
			if g := into[k]; g != "" {
				k = g
			}
			if !done[k] {
				done[k] = true
				merged = append(merged, k)
			}
		}
		order = merged
	}
	texts := map[string]int{} // how often each shown line comes
	for _, l := range ls {
		if l.shown() {
			texts[l.text]++
		}
	}
	// twinElsewhere reports whether a line a summary would stand for has
	// a twin, word for word, that is none of the message's occurrences (a
	// bare "warning: unused variable: `y`" with no place after it): one
	// gone and one shown could not be told apart.
	twinElsewhere := func(all, grouped []occ) bool {
		own := map[string]int{}
		for _, o := range all {
			own[ls[o.at].text]++
		}
		for _, o := range grouped {
			if t := ls[o.at].text; texts[t] > own[t] && !o.block {
				return true
			}
		}
		return false
	}
	// A finding placed otherwise (findingBlock) is kept whole, its
	// message's lines with its first: a wrapped message cut after its
	// first row says half of it. An arrow finding keeps its message with
	// its place (its details are the reducer's: keepArrowFindings).
	// (Those a summary stands for go below.)
	for _, os := range byKey {
		for _, o := range os {
			if o.arrow {
				for x := o.at; x < o.at+2; x++ {
					if ls[x].cls != drop {
						ls[x].cls = keep
					}
				}
			}
			if o.placed {
				for x := o.at; x < o.end && strings.TrimSpace(ls[x].text) != ""; x++ {
					if ls[x].cls != drop {
						ls[x].cls = keep // (up to a blank line: a suggestion under it is no finding)
					}
				}
			}
		}
	}
	type ins struct {
		after int
		text  string
	}
	var adds []ins
	goneUnder := map[int]int{} // eslint header -> its messages grouped away
	for _, k := range order {
		os := byKey[k]
		if !strings.Contains(strings.TrimSpace(k), " ") {
			continue // one word ("AssertionError" under pytest's places) says too little to stand for lines
		}
		w := whole
		if rusty[k] {
			w = 1 // (those whose labels and notes say more stay too: below)
		}
		// Whole: the first w occurrences, and the first of each set of
		// names that comes again (‘s’ unused in every file, ‘unused’
		// too) when it has a snippet the summary cannot show: a name
		// that recurs is a message of its own.
		var shown, grouped []occ
		count := map[string]int{}
		for _, o := range os {
			count[o.vars]++
		}
		firstOf := map[string]bool{}
		sigShown := map[string]bool{}  // the signatures of the occurrences shown
		shownAt := map[string]string{} // an arrow finding's place -> its arrow line
		said := map[string]bool{}      // the elaborations of the occurrences shown
		for n, o := range os {
			again := o.vars != "" && count[o.vars] > 1 && !firstOf[o.vars] && o.end > o.at+1 && !o.block
			firstOf[o.vars] = true
			// An occurrence that tsc explains otherwise than the ones
			// shown ("Property 'retries' is missing in type ... but
			// required in type 'JobsOptions'") says more than a place
			// in a summary: it stays whole.
			for x := o.at + 1; x < o.end && n > 0; x++ {
				if t := ls[x].text; elaborates(ls[o.at].text, t) && !said[t] {
					again = true
				}
			}
			if rusty[k] && n > 0 {
				// An arrow finding whose labels and notes say what a
				// shown one's say (names and numbers aside) is grouped;
				// one that says more stays whole: its labels are a
				// message of their own ("no item named `x` in module
				// `y`" where the others say "in scope").
				again = !sigShown[o.sig] && len(shown) < arrowWhole
				n = w
			}
			if n == 0 || again {
				sigShown[o.sig] = true
			}
			if a, ok := shownAt[o.place]; ok && o.arrow && a != ls[o.at+1].text {
				// The same arrow finding again on a shown one's line,
				// at another column (the second `?` of one
				// expression): listed at that line, it would read as
				// the shown one again.
				again = true
			}
			if n < w || again {
				if o.arrow {
					shownAt[o.place] = ls[o.at+1].text
				}
				for x := o.at + 1; x < o.end; x++ {
					said[ls[x].text] = true
				}
				shown = append(shown, o)
			} else {
				grouped = append(grouped, o)
			}
		}
		if len(grouped) == 0 || detailed[k] || twinElsewhere(os, grouped) {
			continue // a summary would cost what it saves, or leave details with no diagnostic above
		}
		arrows := rusty[k]
		k, slots := fold(k, grouped, func(o occ) string { return o.vars })
		places := make([]string, 0, len(grouped))
		size := 0 // bytes of the lines the summary stands for
		for _, o := range grouped {
			for x := o.at; x < o.end; x++ {
				size += len(ls[x].text) + 1
			}
			p := o.place
			if v := keepSlots(o.vars, slots); v != "" {
				p += "(" + v + ")"
			}
			places = append(places, p)
		}
		sum := groupSummary(k, places)
		// (One occurrence past the shown ones is grouped only when it is
		// an arrow finding, whose labels and notes say what the shown
		// one's say, and the summary is under half its block: the same
		// mistake made again in a second file.)
		if len(sum) >= size || len(grouped) == 1 && (!arrows || 2*len(sum) > size) {
			continue // the summary would be longer than the lines it stands for
		}
		for _, o := range shown {
			for x := o.at; x < o.end; x++ {
				if ls[x].text != "" {
					ls[x].cls = keep // the whole occurrences show what the summary means
				}
			}
		}
		for _, o := range grouped {
			for x := o.at; x < o.end; x++ {
				ls[x].cls = gone
			}
			if h, ok := headerOf[o.at]; ok {
				goneUnder[h]++
			}
		}
		adds = append(adds, ins{shown[min(w, len(shown))-1].end - 1, sum})
	}
	if len(adds) == 0 {
		return ls
	}
	// gcc's "file: In function ‘f’:" goes with the diagnostics under it
	// when they all went into summaries (unless the same line comes again:
	// which of the two went would be anyone's guess).
	contexts := map[string]int{}
	overGone := map[string]bool{} // every time the line is said, it heads only diagnostics that went
	for i, l := range ls {
		if l.shown() && gccContext(l.text) {
			contexts[l.text]++
			all, seen := overGone[l.text]
			overGone[l.text] = (all || !seen) && headsOnlyGone(ls, i)
		}
	}
	for i, l := range ls {
		if !l.shown() || !gccContext(l.text) {
			continue
		}
		if contexts[l.text] > 1 {
			if overGone[l.text] {
				// Said again (make -j), and each time over diagnostics
				// that all went into summaries: no twin of it is shown,
				// so it goes with them.
				ls[i].cls = gone
				continue
			}
			ls[i].cls = contextOfGone(ls, i, ls[i].cls)
			continue
		}
		j := i + 1
		for j < len(ls) && ls[j].cls == gone {
			j++
		}
		if j == i+1 {
			continue
		}
		file, _, _ := strings.Cut(l.text, ": ")
		if d, ok := parseDiag(ls[min(j, len(ls)-1)].text); j < len(ls) && ok && d.file == file {
			continue // it still heads a diagnostic shown
		}
		ls[i].cls = gone
	}
	// An eslint header whose every message went into summaries goes too:
	// the summaries name its file.
	for h, n := range goneUnder {
		msgs := 0
		for x := h + 1; x < len(ls) && strings.TrimSpace(ls[x].text) != "" && !eslintHeader(ls[x].text); x++ {
			if stylishRow(ls[x].text) {
				msgs++
			}
		}
		if msgs == n {
			ls[h].cls = gone
			if h > 0 && ls[h-1].text == "" && ls[h-1].shown() {
				ls[h-1].cls = gone
			}
		}
	}
	out := make([]line, 0, len(ls)+len(adds))
	at := map[int][]string{}
	for _, a := range adds {
		at[a.after] = append(at[a.after], a.text)
	}
	for i, l := range ls {
		out = append(out, l)
		for _, t := range at[i] {
			out = append(out, line{text: t, cls: keep, syn: true, note: true, sec: l.sec})
		}
	}
	return out
}

// rustSig is what an arrow finding's lines say beyond its message and
// place: its labels, notes and help, with names and numbers set aside
// (the quoted source and bare gutters say nothing).
func rustSig(ls []line) string {
	var b strings.Builder
	for _, l := range ls {
		if t := strings.TrimSpace(l.text); t == "" || excerptNoise(l.text) || snippetSource(t) || lintSource(t) {
			continue
		}
		// (Where its carets stand says nothing: the label does. A
		// quoted text, blanks and all, is code or a name: a suggestion
		// quotes each occurrence's own. But the types a mismatch names,
		// "expected `f64`, found `String`", are the mismatch: another
		// pair is another mistake, shown whole.)
		if f, ln, ok := arrowPlace(l.text); ok {
			// A second place (clippy's "note: first possible panic
			// found here" over its arrow) is this finding's own: a
			// summary could not list it.
			b.WriteString(f + ":" + ln + "\n")
			continue
		}
		label := strings.TrimLeft(blockShape(l.text), "|│·^~-+_ ")
		k := label
		// (A caret's help quotes the fix, "`vs.is_empty()`": another
		// fix is said whole too.)
		caretHelp := strings.HasPrefix(label, "help: ") && label != strings.TrimSpace(l.text)
		if !caretHelp && (!strings.Contains(label, "expected") || !strings.Contains(label, "found")) {
			k, _ = generalize(label)
			k = maskQuoted(k)
		}
		b.WriteString(strings.Join(strings.Fields(k), " "))
		b.WriteByte('\n')
	}
	return b.String()
}

// lintSource reports whether t (trimmed) is a note rustc writes under
// the first finding of each lint only, saying what turned the lint on
// ("= note: `#[warn(dead_code)]` on by default", "= note: `-W
// clippy::must-use-candidate` implied by `-W clippy::pedantic`", "= help:
// to override ..."): the lint's, not the finding's, so the first
// finding's signature is its peers'.
func lintSource(t string) bool {
	return strings.HasPrefix(t, "= note: `") && (strings.HasSuffix(t, "on by default") || strings.Contains(t, "` implied by `")) ||
		strings.HasPrefix(t, "= help: to override `")
}

// snippetSource reports whether t (trimmed) is a quoted source line of a
// rustc excerpt ("12 |     code", "3 - old", "3 + new", "3 ~ new"), or of another
// tool's, whose gutter's width differs ("8  | code", "279| code", "3 │
// code").
func snippetSource(t string) bool {
	i := 0
	for i < len(t) && isDigit(t[i]) {
		i++
	}
	if i == 0 {
		return false
	}
	if strings.HasPrefix(t[i:], " - ") || strings.HasPrefix(t[i:], " + ") || strings.HasPrefix(t[i:], " ~ ") {
		return true
	}
	r := strings.TrimLeft(t[i:], " ")
	return strings.HasPrefix(r, "|") || strings.HasPrefix(r, "│")
}

// bareWord reports whether w is a plain name (letters, digits, _ and
// dots, a letter first): a word a message may differ in from one place to
// the next ("Unused import os"), not a code, a quote or a bracket.
func bareWord(w string) bool {
	if w == "" || !(w[0] >= 'a' && w[0] <= 'z' || w[0] >= 'A' && w[0] <= 'Z' || w[0] == '_') {
		return false
	}
	for i := 0; i < len(w); i++ {
		if !isWord(w[i]) && w[i] != '.' {
			return false
		}
	}
	return true
}

// hasDetails reports whether the lines from ls[j] on, past a quoted source
// line with a bare caret under it (javac), are indented "name: value"
// lines that tell one occurrence of a message from another ("  symbol:
// variable x", "  required: int"): grouped, they would stand alone.
func hasDetails(ls []line, j int) bool {
	if j+1 < len(ls) && bareCaret(strings.TrimLeft(ls[j+1].text, " \t")) {
		j += 2
	}
	if j >= len(ls) || !ls[j].shown() {
		return false
	}
	t := ls[j].text
	if !strings.HasPrefix(t, " ") && !strings.HasPrefix(t, "\t") {
		return false
	}
	if _, diag := parseDiag(t); diag {
		return false // the next message (eslint's are indented)
	}
	name, _, ok := strings.Cut(strings.TrimSpace(t), ":")
	return ok && name != "" && (name[0] >= 'a' && name[0] <= 'z' || name[0] >= 'A' && name[0] <= 'Z') && !strings.ContainsAny(name, " \t/\\.") && !excerptNoise(t)
}

// deeperUnder reports whether ls[j], right under the indented diagnostic
// ls[i], is indented deeper than it and is no diagnostic: a line that goes on with
// what the diagnostic says (pyright's "    Type of "x" is ..."), which a
// summary could not carry. (A diagnostic at the margin has its source
// excerpt indented under it: snippetLine and hasDetails judge those.)
func deeperUnder(ls []line, i, j int) bool {
	if j >= len(ls) || !ls[j].shown() || strings.TrimSpace(ls[j].text) == "" {
		return false
	}
	if _, diag := parseDiag(ls[j].text); diag {
		return false
	}
	blank := func(s string) int { return len(s) - len(strings.TrimLeft(s, " \t\u00a0")) }
	return blank(ls[i].text) > 0 && blank(ls[j].text) > blank(ls[i].text)
}

// sameFileBlocks reports whether ls is findings under file headings
// (eslint's stylish format, html-validate's), at least three files, and
// every file's block of findings (up to a blank line) the same lines as
// the first file's, most of them distinct messages.
func sameFileBlocks(ls []line) bool {
	var blocks [][]string
	for i := 0; i < len(ls); i++ {
		if !ls[i].shown() || !eslintHeader(ls[i].text) && !pathHeader(ls[i].text) {
			continue
		}
		var b []string
		for i++; i < len(ls) && ls[i].shown() && strings.TrimSpace(ls[i].text) != "" && !eslintHeader(ls[i].text) && !pathHeader(ls[i].text); i++ {
			b = append(b, ls[i].text)
		}
		i--
		if len(b) < 2 || len(blocks) > 0 && !slices.Equal(b, blocks[0]) {
			return false
		}
		blocks = append(blocks, b)
	}
	if len(blocks) < 3 {
		return false
	}
	// (Where a file's own findings repeat one message, grouping them
	// says more: "17 more of ..." for the rows of every file.)
	keys := map[string]bool{}
	for _, r := range blocks[0] {
		keys[strings.Map(func(c rune) rune {
			if c >= '0' && c <= '9' {
				return '#'
			}
			return c
		}, r)] = true
	}
	return 2*len(keys) > len(blocks[0])
}

// eslintHeader is a file path line that eslint's stylish format puts above
// its messages.
// taggedRowRe is a finding's row under its file's "== path ==" with a
// one-letter severity, then its line and column (rubocop --format simple).
var taggedRowRe = lazy(`^[CWEFRI]:\s*\d+:\s*\d+: \S`)

// placedRowRe is a finding's row under its file's path placed as
// "(line, col)" (staticcheck -f stylish): the line, then the column.
var placedRowRe = lazy(`^\s+\((\d+), ?\d+\)\s+`)

// stylishRow reports whether s is a finding's row under its file's path:
// eslint's "  3:8  error  ..." or staticcheck's "  (3, 8)  SA4017  ...".
func stylishRow(s string) bool {
	return eslintMsgRe.MatchString(s) || placedRowRe.MatchString(s)
}

func eslintHeader(s string) bool {
	return (strings.HasPrefix(s, "/") || strings.HasPrefix(s, "./") || len(s) > 2 && s[1] == ':' && s[2] == '\\') && !strings.Contains(s, " ")
}

// pathHeader reports whether s is a relative path alone on its line
// ("styles/main.css"), as stylish formats put above a file's messages.
func pathHeader(s string) bool {
	if len(s) < 3 || strings.ContainsAny(s, " \t:") || !strings.Contains(s, "/") {
		return false
	}
	base := s[strings.LastIndexByte(s, '/')+1:]
	k := strings.LastIndexByte(base, '.')
	return k > 0 && k < len(base)-1
}

// groupSummary is the line that stands for the grouped occurrences, with
// their places as file:line, a file's lines listed once
// ("a.c:3,9 b.c:4"). It is a note: compact adds the closing bracket.
func groupSummary(key string, places []string) string {
	var b strings.Builder
	b.WriteString("[hooktool: ")
	b.WriteString(Commas(len(places)))
	// A place said again with the same names is an occurrence the tool
	// printed twice (MSBuild's recap of its warnings and errors after
	// "Build FAILED."): it is counted, and listed once.
	again := 0
	if len(places) > 1 {
		seen := make(map[string]bool, len(places))
		uniq := make([]string, 0, len(places))
		saved := 0
		for _, p := range places {
			if seen[p] {
				again++
				saved += len(p) - strings.LastIndexByte(p, '/')
				continue
			}
			seen[p] = true
			uniq = append(uniq, p)
		}
		if saved > len(againNote(again)) {
			places = uniq
		} else {
			again = 0 // (a note longer than the places it spares)
		}
	}
	b.WriteString(" more of \"")
	b.WriteString(key)
	b.WriteString("\" ")
	// Places that share a folder name it once.
	dir := places[0][:strings.LastIndexByte(places[0][:strings.LastIndexByte(places[0], ':')+1], '/')+1]
	for _, p := range places[1:] {
		for !strings.HasPrefix(p, dir) {
			dir = dir[:strings.LastIndexByte(dir[:len(dir)-1], '/')+1]
		}
	}
	if len(dir) > 1 && len(places) > 1 {
		b.WriteString("under " + dir + ": ")
	} else {
		b.WriteString("at ")
		dir = ""
	}
	last := ""
	for i, p := range places {
		p = p[len(dir):]
		if i == groupPlaces {
			b.WriteString(" and " + strconv.Itoa(len(places)-i) + " more")
			break
		}
		name := p
		if o := strings.LastIndexByte(p, '('); o >= 0 && strings.HasSuffix(p, ")") {
			name = p[:o] // the names listed for the place (a folder may hold "(" too: app/(auth)/a.tsx)
		}
		k := strings.LastIndexByte(name, ':')
		if k < 0 {
			b.WriteString(" " + p)
			last = ""
			continue
		}
		f, ln := p[:k], p[k+1:]
		switch {
		case f == last:
			b.WriteString("," + ln)
		case i > 0:
			b.WriteString(" " + p)
		default:
			b.WriteString(p)
		}
		last = f
	}
	if again > 0 {
		b.WriteString(againNote(again))
	}
	return b.String() // compact closes it

}

// againNote ends a group summary whose places said again are listed once.
func againNote(n int) string { return ", " + Commas(n) + " said again" }

// generalize takes the names out of a message, so messages that differ
// only in them group together: each quoted name ('x', ‘x’, "x", `x`), a
// memory address's digits (0x…) and a trailing identifier after ": "
// (go's "undefined: x") become "…". It
// returns the general message and the names, "|"-separated, which the
// summary lists with each place: no distinct message is lost.
func generalize(msg string) (string, string) {
	var b strings.Builder
	var vars []string
	for i := 0; i < len(msg); {
		if h := hexAddr(msg, i); h > 0 {
			// A memory address (0x7f29...): it differs from run to run
			// and from one occurrence to the next.
			vars = append(vars, msg[i+2:i+h])
			b.WriteString("0x…")
			i += h
			continue
		}
		open, closer, n := quoteAt(msg, i)
		if n == 0 {
			b.WriteByte(msg[i])
			i++
			continue
		}
		end := strings.Index(msg[i+n:], closer)
		name := ""
		if end >= 0 {
			name = msg[i+n : i+n+end]
		}
		if end <= 0 || end > 40 || strings.ContainsAny(name, " |()") {
			b.WriteString(open)
			i += n
			continue
		}
		vars = append(vars, name)
		b.WriteString(open + "…" + closer)
		i += n + end + len(closer)
	}
	out := b.String()
	if k := strings.LastIndex(out, ": "); k >= 0 && identifier(out[k+2:]) {
		vars = append(vars, out[k+2:])
		out = out[:k+2] + "…"
	}
	return out, strings.Join(vars, "|")
}

// hexAddr returns the length of the memory address (0x and at least six
// hex digits, not inside a word) at s[i], or 0.
func hexAddr(s string, i int) int {
	if !strings.HasPrefix(s[i:], "0x") || i > 0 && isWord(s[i-1]) {
		return 0
	}
	j := i + 2
	for j < len(s) && (isDigit(s[j]) || s[j] >= 'a' && s[j] <= 'f' || s[j] >= 'A' && s[j] <= 'F') {
		j++
	}
	if j-i-2 < 6 || j < len(s) && isWord(s[j]) {
		return 0
	}
	return j - i
}

// quoteAt returns the quote that opens at s[i], its closing quote and its
// length in bytes (0: no quote there).
func quoteAt(s string, i int) (string, string, int) {
	switch {
	case s[i] == '\'' || s[i] == '"' || s[i] == '`':
		return s[i : i+1], s[i : i+1], 1
	case strings.HasPrefix(s[i:], "‘"):
		return "‘", "’", len("‘")
	case strings.HasPrefix(s[i:], "“"):
		return "“", "”", len("“")
	case s[i] == '(' && i > 0 && s[i-1] == ' ' && (strings.Contains(s[:i], " (") || !strings.HasSuffix(s, ")") || strings.Contains(s[i:len(s)-1], ")")):
		// A name in parentheses ("Unknown word (paymnet) fix:
		// (payment)"); not a message's only one at its end, which
		// names its rule ("... is not checked (errcheck)").
		return "(", ")", 1
	}
	return "", "", 0
}

// identifier reports whether s is one name (letters, digits, _ and dots).
func identifier(s string) bool {
	if s == "" || isDigit(s[0]) {
		return false
	}
	for i := 0; i < len(s); i++ {
		if !isWord(s[i]) && s[i] != '.' {
			return false
		}
	}
	return true
}

// fold puts back into a general message the names that are the same in
// every grouped occurrence, and returns the message and which slots still
// vary.
func fold[T any](key string, os []T, vars func(T) string) (string, []bool) {
	first := strings.Split(vars(os[0]), "|")
	if vars(os[0]) == "" {
		return key, nil
	}
	varies := make([]bool, len(first))
	for _, o := range os[1:] {
		v := strings.Split(vars(o), "|")
		for i := range first {
			if i >= len(v) || v[i] != first[i] {
				varies[i] = true
			}
		}
	}
	var b strings.Builder
	slot := 0
	for {
		k := strings.Index(key, "…")
		if k < 0 {
			b.WriteString(key)
			break
		}
		b.WriteString(key[:k])
		if slot < len(first) && !varies[slot] {
			b.WriteString(first[slot])
		} else {
			b.WriteString("…")
		}
		key = key[k+len("…"):]
		slot++
	}
	return b.String(), varies
}

// keepSlots keeps of a place's names those of the slots that vary.
func keepSlots(vars string, varies []bool) string {
	if vars == "" {
		return ""
	}
	var out []string
	for i, v := range strings.Split(vars, "|") {
		if i < len(varies) && varies[i] {
			out = append(out, v)
		}
	}
	return strings.Join(out, "|")
}

// headsOnlyGone reports whether the gcc context line ls[i] stands right
// over a diagnostic of its file that a summary stands for, and every
// diagnostic under it went too.
func headsOnlyGone(ls []line, i int) bool {
	j := i + 1
	for j < len(ls) && ls[j].cls == gone {
		j++
	}
	if j == i+1 {
		return false
	}
	file, _, _ := strings.Cut(ls[i].text, ": ")
	if d, ok := parseDiag(ls[i+1].text); !ok || d.file != file {
		return false
	}
	if j < len(ls) {
		if d, ok := parseDiag(ls[j].text); ok && d.file == file {
			return false // it still heads a diagnostic shown
		}
	}
	return true
}

// gccContext is gcc's line that says where the diagnostics below it are.
func gccContext(s string) bool {
	for _, p := range []string{"npm error ", "npm ERR! "} {
		s = strings.TrimPrefix(s, p)
	}
	return strings.HasSuffix(s, ":") && (strings.Contains(s, ": In function ") || strings.Contains(s, ": In member function ") ||
		strings.Contains(s, ": In constructor ") || strings.HasSuffix(s, ": At top level:"))
}

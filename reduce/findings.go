package reduce

import (
	"slices"
	"sort"
	"strings"
)

// Findings that the one-line diagnostic formats (parseDiag) miss, so that
// groupDiags groups them as it does compilers' diagnostics: a list of
// places, each with a message, where a message that repeats is shown once
// with its count and every place. The shapes, judged by structure, not by
// the tool that prints them:
//
//   - one line, the place where parseDiag does not look: inside the
//     message ("path: message at line 12, column 5. more"), a line number
//     and a severity or rule code with no colon ("path:12 error MD032
//     ..."), behind a severity ("[ERROR] path:[12,5] ...", "ERROR:
//     path:12: ..."), in parentheses before a blank ("path(12, 5) Error:
//     ..."), alone between " - " parts ("error - path:12:5 - ...");
//   - a heading line with the place, the message indented under it:
//     "path:12 in public function `f`:" then "    D103: Missing ...";
//   - the message over a line that is only its place and what it is in
//     ("name[missing]: All tasks should be named." over "site.yml:5
//     Task/Handler: shell echo");
//   - a heading that names the file and line in words, over a paragraph
//     whose carets carry the message ("In a.sh line 4:", the quoted line,
//     "^-- SC2086 (info): ...");
//   - under a line that names one file: a table row that starts with the
//     line's number ("L:  12 | P:  5 | CODE | message", "  12 | ERROR |
//     message"), its message wrapped onto rows of its own ("     | more
//     of it"), or an indented diagnostic at that file.
//
// A finding's message is what makes two the same; the place (file and
// line: a column adds nothing a reader needs to find it) goes into the
// summary's list.

// findingDetails is how many indented lines at most a heading's message
// may take: more is a block of its own (a listing, a dump), no finding.
const findingDetails = 4

// findingBlock reads a finding at ls[i] in one of the shapes above (file
// is the file a heading above named, for the shapes under one). It
// returns the finding and one past its last line.
func findingBlock(ls []line, i int, file string) (diag, int, bool) {
	d, end, ok := readFinding(ls, i, file)
	if !ok {
		return diag{}, 0, false
	}
	for k := i; k < end; k++ {
		if !ls[k].shown() {
			// An earlier fold took a line of it (a suggestion repeated
			// word for word): what is left is no finding to group.
			return diag{}, 0, false
		}
	}
	return d, end, true
}

// readFinding reads the finding at ls[i], whatever folds took of its lines
// (findingBlock).
func readFinding(ls []line, i int, file string) (diag, int, bool) {
	s := ls[i].text
	if d, ok := onePlace(s); ok {
		return d, i + 1, true
	}
	if d, ok := paraHeading(s); ok {
		end, msg := paraBlock(len(ls), func(k int) string { return ls[k].text }, i)
		if msg == "" {
			return diag{}, 0, false
		}
		d.key = msg
		return d, end, true
	}
	if d, ok := placeHeading(s); ok {
		j := i + 1
		for j < len(ls) && j-i <= findingDetails && findingDetail(s, ls[j].text) {
			j++
		}
		if j == i+1 || j-i > findingDetails || j < len(ls) && findingDetail(s, ls[j].text) {
			return diag{}, 0, false
		}
		var b strings.Builder
		b.WriteString(d.key)
		for _, l := range ls[i+1 : j] {
			b.WriteByte(' ')
			b.WriteString(strings.TrimSpace(l.text))
		}
		d.key = b.String()
		return d, j, true
	}
	if i+1 < len(ls) {
		if d, ok := placeBelow(s, ls[i+1].text); ok {
			return d, belowEnd(len(ls), func(k int) string { return ls[k].text }, i), true
		}
	}
	if file == "" {
		return diag{}, 0, false
	}
	if t := strings.TrimLeft(s, " \t"); len(t) < len(s) {
		// An indented diagnostic at the file its heading names
		// (luacheck's under "Checking src/a.lua"): parseDiag reads
		// an indented one only with a severity, as a test's log line
		// ("    a_test.go:9: got 3") reads the same.
		if d, ok := parseDiag(t); ok && d.file == file {
			return d, i + 1, true
		}
	}
	ln, msg, ok := placeRow(s)
	if !ok {
		if ln, key, ok := wordRow(s); ok {
			return diag{file: file, line: ln, key: key}, i + 1, true
		}
		return diag{}, 0, false
	}
	j := i + 1
	for j < len(ls) {
		more, ok := rowWrap(ls[j].text)
		if !ok {
			break
		}
		msg += " " + more
		j++
	}
	return diag{file: file, line: ln, key: msg}, j, true
}

// parseFinding reads the first line of a finding in one of the shapes
// findingBlock reads: its file (none for a table row), line and the part
// of its message on that line.
func parseFinding(s string) (diag, bool) {
	if d, ok := onePlace(s); ok {
		return d, true
	}
	if d, ok := placeHeading(s); ok {
		return d, true
	}
	if d, ok := paraHeading(s); ok {
		return d, true
	}
	if ln, msg, ok := placeRow(s); ok {
		return diag{line: ln, key: msg}, true
	}
	ln, msg, ok := wordRow(s)
	return diag{line: ln, key: msg}, ok
}

// wordRow reads a line under a file's heading that gives its line in
// words ("\"very\" is a weasel word on line 12 at column 5"): no path of
// its own, a message before the place.
func wordRow(s string) (string, string, bool) {
	t := strings.TrimSpace(s)
	if len(t) > 300 || !strings.Contains(t, "line ") {
		return "", "", false
	}
	for _, w := range strings.Fields(t) {
		if pathWord(strings.Trim(w, "\"'`,:()[]")) {
			return "", "", false // (a path of its own: a frame, "File \"a.py\", line 3")
		}
	}
	ln, key, ok := linePhrase(t)
	if !ok || letterWords(key) < 2 || strings.Contains(t, "|") {
		return "", "", false // (a table's row names a line as data)
	}
	if k := strings.TrimRight(key, ".:;, "); !strings.HasPrefix(t, k+" ") {
		return "", "", false // the place ends the row: a message before it, no more text after
	}
	return ln, key, true
}

// leadPath returns the path a line starts with, up to the ":" after it:
// no blanks in it, and a dot or a slash (a file, not a word).
func leadPath(s string) (string, string, bool) {
	file, rest, ok := strings.Cut(s, ":")
	if !ok || file == "" || strings.ContainsAny(file, " \t\"'`()[]{}<>=") || !strings.ContainsAny(file, "./") && !buildFile(file) || strings.HasPrefix(rest, "//") {
		return "", "", false
	}
	return file, rest, true
}

// buildFile reports whether name is a file named without an extension
// the way build and config files are: a capital, lower-case letters,
// ending in "file" (Dockerfile, Makefile, Gemfile, Containerfile).
func buildFile(name string) bool {
	if len(name) < 6 || name[0] < 'A' || name[0] > 'Z' || !strings.HasSuffix(name, "file") {
		return false
	}
	for i := 1; i < len(name); i++ {
		if name[i] < 'a' || name[i] > 'z' {
			return false
		}
	}
	return true
}

// onePlace reads a finding on one line whose place parseDiag does not
// read: inside the message (inlinePlace), a line number with no colon
// after it (spacedPlace), in parentheses (parenPlace), between dashes
// (dashedPlace) or behind a severity (tagPlace).
func onePlace(s string) (diag, bool) {
	if d, ok := inlinePlace(s); ok {
		return d, true
	}
	if d, ok := spacedPlace(s); ok {
		return d, true
	}
	if d, ok := parenPlace(s); ok {
		return d, true
	}
	if d, ok := dashedPlace(s); ok {
		return d, true
	}
	return tagPlace(s)
}

// parenPlace reads "path(12, 5) Error: message" (nim, pascal), "path(12)
// : warning C4996: ..." (msvc): the line and column in parentheses right
// after the path, then a blank and a severity. (With a colon right after
// the parenthesis, parseDiag reads it.)
func parenPlace(s string) (diag, bool) {
	o := strings.IndexByte(s, '(')
	if o <= 0 || strings.ContainsAny(s[:o], " \t:") || !strings.Contains(s[:o], ".") {
		return diag{}, false
	}
	c := strings.IndexByte(s[o:], ')')
	if c < 0 || o+c+1 >= len(s) || s[o+c+1] != ' ' {
		return diag{}, false
	}
	ln, col, ok := strings.Cut(s[o+1:o+c], ",")
	if !allDigits(ln) || ok && !allDigits(strings.TrimSpace(col)) {
		return diag{}, false
	}
	msg := strings.TrimPrefix(strings.TrimSpace(s[o+c+1:]), ": ") // (msvc: "a.cpp(12) : warning C4996: ...")
	if !severityWord(msg) {
		return diag{}, false
	}
	return diag{file: s[:o], line: ln, key: msg}, true
}

// dashedPlace reads a line of parts apart by " - ", one of them the place
// alone ("error - lib/a.dart:12:5 - Undefined name 'x'. -
// undefined_identifier", "ERROR: InvalidReturnType - src/a.php:12:5 -
// The declared return type ..."): the message is the other parts.
func dashedPlace(s string) (diag, bool) {
	if !strings.Contains(s, " - ") {
		return diag{}, false
	}
	parts := strings.Split(strings.TrimSpace(s), " - ")
	if len(parts) < 3 {
		return diag{}, false
	}
	for k, p := range parts {
		file, rest, ok := leadPath(p)
		if !ok {
			continue
		}
		ln, col, _ := strings.Cut(rest, ":")
		if !allDigits(ln) || col != "" && !allDigits(col) {
			continue
		}
		msg := strings.Join(append(append([]string{}, parts[:k]...), parts[k+1:]...), " - ")
		return diag{file: file, line: ln, key: msg}, true
	}
	return diag{}, false
}

// spacedPlace reads "path:12 error MD022/rule message" and "path:12
// DL3008 warning: message": the line number, a blank and a severity or a
// rule's code (capitals, then digits).
func spacedPlace(s string) (diag, bool) {
	file, rest, ok := leadPath(s)
	if !ok {
		return diag{}, false
	}
	n := digitRun(rest)
	if n == 0 || n == len(rest) || rest[n] != ' ' {
		return diag{}, false
	}
	msg := strings.TrimSpace(rest[n:])
	w, _, _ := strings.Cut(msg, " ")
	if !severityWord(msg) && !ruleCode(w) {
		return diag{}, false
	}
	return diag{file: file, line: rest[:n], key: msg}, true
}

// ruleCode reports whether w is a rule's code: capitals, then digits,
// maybe a "/name" after them ("DL3008", "MD022/blanks-around-headings").
func ruleCode(w string) bool {
	w, _, _ = strings.Cut(strings.TrimRight(w, ":"), "/")
	i := 0
	for i < len(w) && w[i] >= 'A' && w[i] <= 'Z' {
		i++
	}
	return i > 0 && i < len(w) && allDigits(w[i:])
}

// tagPlace reads a diagnostic behind its severity, in brackets as Java's
// build tools print it or before a colon: "[ERROR] path:[12,5] message",
// "[WARN] path:12:5: message", "ERROR: path:12: message", "e:
// file:///path:12:5 message" (kotlinc). The severity stays in the
// message.
func tagPlace(s string) (diag, bool) {
	var tag, rest string
	var ok bool
	if strings.HasPrefix(s, "[") {
		tag, rest, ok = strings.Cut(s[1:], "] ")
		if ok {
			tag = "[" + tag + "]"
		}
	} else {
		tag, rest, ok = strings.Cut(s, ": ")
		if ok {
			tag += ":"
		}
	}
	if w := strings.Trim(tag, "[]:"); !ok || w == "" || !severityWord(w) && !strings.EqualFold(w, "warn") && !(len(w) == 1 && strings.ContainsAny(w, "ewEW")) {
		return diag{}, false
	}
	rest = strings.TrimPrefix(strings.TrimLeft(rest, " "), "file://")
	if d, ok := parseDiag(rest); ok && d.file != "" {
		d.key = tag + " " + d.key
		return d, true
	}
	file, at, ok := leadPath(rest)
	if !ok || !strings.HasPrefix(at, "[") {
		return diag{}, false
	}
	pos, msg, ok := strings.Cut(at[1:], "] ")
	ln, col, _ := strings.Cut(pos, ",")
	if !ok || !allDigits(ln) || col != "" && !allDigits(col) || strings.TrimSpace(msg) == "" {
		return diag{}, false
	}
	return diag{file: file, line: ln, key: tag + " " + strings.TrimSpace(msg)}, true
}

// inlinePlace reads "path: message at line 12, column 5. more": the file
// first, the line inside the message. The message is the line's text with
// the place phrase cut out.
func inlinePlace(s string) (diag, bool) {
	file, rest, ok := leadPath(s)
	if !ok || !strings.HasPrefix(rest, " ") {
		return diag{}, false
	}
	msg := strings.TrimSpace(rest)
	if after, ok := strings.CutPrefix(msg, "line "); ok {
		// A shell's "./a.sh: line 12: foo: command not found".
		n := 0
		for n < len(after) && isDigit(after[n]) {
			n++
		}
		if n > 0 && strings.HasPrefix(after[n:], ": ") && strings.TrimSpace(after[n+2:]) != "" {
			return diag{file: file, line: after[:n], key: strings.TrimSpace(after[n+2:])}, true
		}
	}
	if ln, key, ok := linePhrase(msg); ok {
		return diag{file: file, line: ln, key: key}, true
	}
	return diag{}, false
}

// linePhrase finds the place a message gives in words ("... at line 12,
// column 5. more", "... on line 12 at column 5") and returns the line and
// the message with the phrase cut out.
func linePhrase(msg string) (string, string, bool) {
	for _, p := range []string{" at line ", " on line ", ", line ", " line "} {
		k := strings.Index(msg, p)
		if k <= 0 {
			continue
		}
		j := k + len(p)
		n := j
		for n < len(msg) && isDigit(msg[n]) {
			n++
		}
		if n == j || n < len(msg) && isWord(msg[n]) || strings.HasPrefix(msg[n:], " of ") {
			continue // ("line 12 of 40" counts lines: no place)
		}
		ln := msg[j:n]
		for _, c := range []string{", column ", ", col ", " column ", " at column ", ":"} {
			if strings.HasPrefix(msg[n:], c) {
				m := n + len(c)
				for m < len(msg) && isDigit(msg[m]) {
					m++
				}
				if m > n+len(c) {
					n = m
				}
				break
			}
		}
		return ln, msg[:k] + msg[n:], true
	}
	return "", "", false
}

// placeHeading reads a heading line "path:12 text:" (or "path:12:5
// text:"), the message indented on the lines below it. A line parseDiag
// reads is a diagnostic of its own, no heading.
func placeHeading(s string) (diag, bool) {
	if !strings.HasSuffix(s, ":") || len(s) > 200 {
		return diag{}, false
	}
	file, rest, ok := leadPath(s)
	if !ok {
		return diag{}, false
	}
	n := digitRun(rest)
	if n == 0 {
		return diag{}, false
	}
	ln, rest := rest[:n], rest[n:]
	if c, ok := strings.CutPrefix(rest, ":"); ok {
		m := 0
		for m < len(c) && isDigit(c[m]) {
			m++
		}
		if m == 0 {
			return diag{}, false
		}
		rest = c[m:]
	}
	if !strings.HasPrefix(rest, " ") || strings.TrimSpace(rest) == ":" {
		return diag{}, false
	}
	if _, ok := parseDiag(s); ok {
		return diag{}, false
	}
	return diag{file: file, line: ln, key: strings.TrimSpace(rest)}, true
}

// findingDetail reports whether s, under the heading h, is its message:
// indented deeper, not blank, and no finding or diagnostic itself.
func findingDetail(h, s string) bool {
	if strings.TrimSpace(s) == "" || indent(s) <= indent(h) {
		return false
	}
	if _, ok := parseDiag(s); ok {
		return false
	}
	_, ok := parseFinding(strings.TrimSpace(s))
	return !ok
}

// placeRow reads a table row that starts with a line number, labelled
// ("L:  12 | P:  5 | CODE | message", "line 12 column 5 - message") or
// with a column after it ("12:5 | message"): the line and the rest of the
// row, its cells' bars taken out. (An unlabelled number alone starts a
// quoted source line or a list item as well.)
func placeRow(s string) (string, string, bool) {
	t := s
	label := func(names ...string) bool {
		for _, n := range names {
			if len(t) > len(n) && strings.EqualFold(t[:len(n)], n) && (t[len(n)] == ':' || t[len(n)] == ' ' || t[len(n)] == '=') {
				t = strings.TrimLeft(t[len(n)+1:], " ")
				return true
			}
		}
		return false
	}
	digits := func() string {
		n := 0
		for n < len(t) && isDigit(t[n]) {
			n++
		}
		d := t[:n]
		t = t[n:]
		return d
	}
	t = strings.TrimLeft(t, " ")
	// A one-letter severity first (rubocop --format simple's "C:  4:  3:
	// Style/...", under the file's "== path ==").
	tag := ""
	if len(t) > 3 && t[1] == ':' && (t[2] == ' ' || isDigit(t[2])) && strings.IndexByte("CWEFRI", t[0]) >= 0 {
		tag, t = t[:2]+" ", strings.TrimLeft(t[2:], " ")
	}
	labelled := label("line", "ln", "l")
	ln := digits()
	if ln == "" {
		return "", "", false
	}
	// The column, after a separator or a label of its own.
	save := t
	col := ""
	if strings.HasPrefix(t, ":") {
		t = t[1:]
		if tag != "" {
			t = strings.TrimLeft(t, " ") // (rubocop pads its numbers: "C:  4:  3:")
		}
		col = digits()
		if r, ok := strings.CutPrefix(t, "-"); ok && r != "" && isDigit(r[0]) {
			// A range's end ("1:5-1:9", vfile's reporters).
			t = strings.TrimLeft(r, "0123456789:")
		}
	} else {
		t = strings.TrimLeft(strings.TrimPrefix(strings.TrimLeft(t, " "), "|"), " ")
		t = strings.TrimPrefix(t, ", ")
		if label("column", "col", "pos", "p", "c") {
			col = digits()
		}
	}
	if col == "" {
		t = save
	}
	if !labelled && col == "" && !severityCell(t) {
		return "", "", false
	}
	u := strings.TrimLeft(t, " ")
	ok := false
	for _, p := range []string{"|", ",", "-", ":"} {
		if strings.HasPrefix(u, p+" ") {
			t, ok = u[len(p)+1:], true
			break
		}
	}
	if !ok && len(u) < len(t) && len(t)-len(u) >= 2 {
		t, ok = u, true // cells apart by blanks
	}
	if !ok {
		return "", "", false
	}
	msg := strings.Join(strings.Fields(strings.ReplaceAll(t, " | ", " ")), " ")
	if len(msg) < 3 || !asciiLetter(rune(msg[0])) && msg[0] != '[' {
		return "", "", false
	}
	return ln, tag + msg, true
}

// severityCell reports whether t, the rest of a row after its line
// number, starts with a cell that holds a severity ("| ERROR | ...").
func severityCell(t string) bool {
	u, ok := strings.CutPrefix(strings.TrimLeft(t, " "), "| ")
	if !ok {
		return false
	}
	cell, _, ok := strings.Cut(u, "|")
	return ok && severityWord(strings.TrimSpace(cell))
}

// rowWrap reads a row that goes on with the message of the row above: its
// first cells blank, then the text ("              | more", "   |       |
// more").
func rowWrap(s string) (string, bool) {
	t := strings.TrimLeft(s, " ")
	if len(t) == len(s) || !strings.HasPrefix(t, "| ") {
		return "", false
	}
	for strings.HasPrefix(t, "|") {
		t = strings.TrimLeft(t[1:], " ")
	}
	more := strings.TrimSpace(t)
	return more, more != ""
}

// fileHeading returns the file a line names as the heading of the rows
// under it ("== [sql/a.sql] FAIL", "Checking src/a.lua  3 warnings"): one
// word of it, bracketed or not, is a path with an extension.
func fileHeading(s string) string {
	if s == "" || s[0] == ' ' || s[0] == '\t' || len(s) > 160 || strings.IndexByte(s, '.') < 0 {
		return "" // (an extension needs its dot: most lines go here, unread)
	}
	found := ""
	for rest := s; rest != ""; {
		// Word by word, with no slice of them (a long log reads every
		// line with a dot here).
		var w string
		rest = strings.TrimLeft(rest, " \t")
		if k := strings.IndexAny(rest, " \t"); k >= 0 {
			w, rest = rest[:k], rest[k:]
		} else {
			w, rest = rest, ""
		}
		w = strings.Trim(w, "[]()<>'\"`:,")
		if !pathWord(w) {
			continue
		}
		if found != "" {
			return "" // two files: no heading of one
		}
		found = w
	}
	return found
}

// pathWord reports whether w is a file's path: no blanks or scheme, an
// extension of letters after its last slash.
func pathWord(w string) bool {
	if len(w) < 3 || strings.Contains(w, "://") || strings.ContainsAny(w, ":=") {
		return false
	}
	base := w[strings.LastIndexByte(w, '/')+1:]
	k := strings.LastIndexByte(base, '.')
	if k <= 0 || k == len(base)-1 || len(base)-k > 6 {
		return false
	}
	for _, c := range base[k+1:] {
		if !asciiLetter(c) && !(c >= '0' && c <= '9') {
			return false
		}
	}
	return asciiLetter(rune(base[k+1]))
}

// mergeNumbers groups the messages (order's, or the groups into already
// merged them into) that differ only in their numbers ("found 3 spaces",
// "found 5 spaces"; "[compared to line 05]") or quoted texts ([Context:
// "## Setup"]), each listed with its place, as the messages that differ
// in a name are. skip reports the messages never merged (their
// occurrences differ in more than a summary can show; so do those quoted
// with a source excerpt). A message that comes three times is grouped on
// its own: its numbers are shown once, not at each place. It records each
// merged message's group in into.
func mergeNumbers(order []string, byKey map[string][]occ, into map[string]string, skip func(string) bool) []string {
	type tmpl struct {
		keys  []string
		slots [][]string // per key: each slot's number, "" for a name's slot
		n     int
	}
	byTmpl := map[string]*tmpl{}
	var tmpls []string
	seen := map[string]bool{}
	for _, k := range order {
		if g := into[k]; g != "" {
			k = g
		}
		arrow := len(byKey[k]) > 0 && byKey[k][0].arrow // (a whole one costs its excerpt: one group shows one)
		if seen[k] || skip(k) || len(byKey[k]) >= 3 && !arrow || slices.ContainsFunc(byKey[k], func(o occ) bool { return o.end > o.at+1 && !o.block && !o.arrow }) {
			continue // (a source excerpt under one says what its number does not)
		}
		seen[k] = true
		t, slots := maskNumbers(k)
		if slots == nil {
			continue
		}
		if byTmpl[t] == nil {
			byTmpl[t] = &tmpl{}
			tmpls = append(tmpls, t)
		}
		g := byTmpl[t]
		g.keys = append(g.keys, k)
		g.slots = append(g.slots, slots)
		g.n += len(byKey[k])
	}
	for _, t := range tmpls {
		g := byTmpl[t]
		if len(g.keys) < 2 || g.n < 3 {
			continue
		}
		var all []occ
		for x, k := range g.keys {
			for _, o := range byKey[k] {
				var names []string
				if o.vars != "" {
					names = strings.Split(o.vars, "|")
				}
				var vs []string
				for _, num := range g.slots[x] {
					if num == "" && len(names) > 0 {
						num, names = names[0], names[1:]
					}
					vs = append(vs, num)
				}
				o.vars = strings.Join(vs, "|")
				all = append(all, o)
			}
			delete(byKey, k)
			for m, to := range into {
				if to == k {
					into[m] = t
				}
			}
			into[k] = t
		}
		sort.Slice(all, func(a, b int) bool { return all[a].at < all[b].at })
		byKey[t] = all
	}
	return order
}

// maskNumbers returns k with each number that stands alone (not part of
// a code as "E501" or a name as "v2") and each quoted text (blanks and
// all, no parentheses) as "…", and for each "…" of the result what it
// stands for, "" where k had the "…" already. It returns nil slots when k
// has none of them, or too few words besides to say what it is.
func maskNumbers(k string) (string, []string) {
	var b strings.Builder
	var slots []string
	masked := false
	for i := 0; i < len(k); {
		if strings.HasPrefix(k[i:], "…") {
			slots = append(slots, "")
			b.WriteString("…")
			i += len("…")
			continue
		}
		if open, closer, n := quoteAt(k, i); n > 0 && open != "(" {
			// A quoted text, blanks and all (generalize takes out only
			// a name with none): a heading's text, a line's context.
			end := strings.Index(k[i+n:], closer)
			if q := k[i+n : i+n+max(end, 0)]; end > 0 && end <= 60 && !strings.ContainsAny(q, "|…()") {
				slots = append(slots, q)
				b.WriteString(open + "…" + closer)
				masked = true
				i += n + end + len(closer)
				continue
			}
		}
		if isDigit(k[i]) && (i == 0 || !isWord(k[i-1]) && k[i-1] != '.') {
			j := i
			for j < len(k) && isDigit(k[j]) {
				j++
			}
			if j == len(k) || !isWord(k[j]) && !(k[j] == '.' && j+1 < len(k) && isDigit(k[j+1])) {
				slots = append(slots, k[i:j])
				b.WriteString("…")
				masked = true
				i = j
				continue
			}
			b.WriteString(k[i:j])
			i = j
			continue
		}
		b.WriteByte(k[i])
		i++
	}
	if !masked || letterWords(k) < 3 {
		return k, nil
	}
	return b.String(), slots
}

// paraLines is how many lines at most a paragraph finding (paraHeading)
// may take: more is a report of its own.
const paraLines = 24

// paraHeading reads a heading that names a file and a line in words and
// ends with a colon, the finding in the lines under it ("In
// scripts/a.sh line 4:" over the quoted line and "^-- SC2086 (info):
// ..."): its file and line. The message is under it (paraBlock).
func paraHeading(s string) (diag, bool) {
	if s == "" || s[0] == ' ' || s[0] == '\t' || !strings.HasSuffix(s, ":") || len(s) > 200 || !strings.Contains(s, "line ") {
		return diag{}, false
	}
	f := strings.Fields(strings.TrimSuffix(s, ":"))
	file := ""
	for k, w := range f {
		if pathWord(strings.Trim(w, "\"'`,")) && file == "" {
			file = strings.Trim(w, "\"'`,")
			continue
		}
		if file != "" && w == "line" && k+1 < len(f) {
			if ln := strings.TrimRight(f[k+1], ","); allDigits(ln) {
				return diag{file: file, line: ln}, true
			}
		}
	}
	return diag{}, false
}

// paraBlock returns where the finding under the heading at text(i) ends
// (one past its last line, blank lines after it included) and its
// message: the caret lines' messages ("^--^ SC2086 (info): ..."), or
// else its lines. A paragraph that a label opens right after it ("Did
// you mean:") is the finding's too.
func paraBlock(n int, text func(int) string, i int) (int, string) {
	j := i + 1
	para := func() {
		for j < n && j-i < paraLines && strings.TrimSpace(text(j)) != "" {
			if _, ok := paraHeading(text(j)); ok {
				return
			}
			j++
		}
	}
	para()
	body := j
	if j+1 < n && strings.TrimSpace(text(j)) == "" {
		l := text(j + 1)
		if _, ok := paraHeading(l); !ok && strings.HasSuffix(strings.TrimSpace(l), ":") && l[0] != ' ' {
			if _, ok := parseFinding(l); !ok {
				if _, ok := parseDiag(l); !ok {
					j++
					para()
				}
			}
		}
	}
	for k := 0; k < 2 && j < n && strings.TrimSpace(text(j)) == ""; k++ {
		j++
	}
	var carets, lines []string
	for k := i + 1; k < body; k++ {
		t := strings.TrimSpace(text(k))
		lines = append(lines, t)
		if strings.HasPrefix(t, "^") {
			if m := strings.TrimLeft(t, "^-~ "); m != "" && !slices.Contains(carets, m) {
				carets = append(carets, m) // (the same message at two columns of the line says it once)
			}
		}
	}
	if len(carets) > 0 {
		return j, strings.Join(carets, " / ")
	}
	return j, strings.Join(lines, " ")
}

// keepSeverity puts back into a general message the names generalize
// took out that are severities ("SC2086 (…): ..." with "warning"): a
// warning among infos says something they do not, and is a message of
// its own.
func keepSeverity(key, vars string) (string, string) {
	if vars == "" {
		return key, vars
	}
	names := strings.Split(vars, "|")
	var b strings.Builder
	var left []string
	for _, n := range names {
		k := strings.Index(key, "…")
		if k < 0 {
			break
		}
		b.WriteString(key[:k])
		key = key[k+len("…"):]
		if severityWord(n) || strings.EqualFold(n, "warn") {
			b.WriteString(n)
		} else {
			b.WriteString("…")
			left = append(left, n)
		}
	}
	b.WriteString(key)
	return b.String(), strings.Join(left, "|")
}

// placeBelow reads a finding whose place is the line under its message
// ("name[missing]: All tasks should be named." over "site.yml:5
// Task/Handler: shell echo", "warning: variable \"x\" is unused" over
// "  lib/a.ex:12: App.f/1"): the message at the margin, no place of its
// own; the place line only a place and what it is in. The message is
// the line's, with "…" for what the place line says after the place.
func placeBelow(m, p string) (diag, bool) {
	if m == "" || m[0] == ' ' || m[0] == '\t' || strings.HasSuffix(m, ":") {
		return diag{}, false
	}
	d, ok := barePlace(p) // (first: most lines under a line are no place)
	if !ok || letterWords(m) < 3 || strings.Contains(m, "…") {
		return diag{}, false
	}
	if _, isDiag := parseDiag(m); isDiag {
		return diag{}, false
	}
	if _, found := parseFinding(m); found {
		return diag{}, false
	}
	d.extra, d.key = d.key, strings.TrimSpace(m)
	if d.extra != "" {
		d.key += " …" // (what the place is in: listed with each place)
	}
	return d, true
}

// barePlace reads a line that is a place and what it is in, no message:
// "site.yml:5", "site.yml:5 Task/Handler: shell echo", "  lib/a.ex:12:
// App.f/1". The key is what follows the place.
func barePlace(s string) (diag, bool) {
	t := strings.TrimLeft(s, " ")
	if len(s)-len(t) > 8 || len(t) > 200 || strings.HasPrefix(t, "\t") {
		return diag{}, false // (a tab: a goroutine's frame, "\t/src/a.go:12 +0x1d")
	}
	file, rest, ok := leadPath(t)
	if !ok || !pathWord(file) && !buildFile(file) {
		return diag{}, false
	}
	n := digitRun(rest)
	if n == 0 {
		return diag{}, false
	}
	ln, after := rest[:n], rest[n:]
	if c, ok := strings.CutPrefix(after, ":"); ok && c != "" && isDigit(c[0]) {
		after = strings.TrimLeft(c, "0123456789")
	}
	after = strings.TrimPrefix(after, ":")
	if after != "" && after[0] != ' ' {
		return diag{}, false
	}
	ctx := strings.TrimSpace(after)
	if strings.ContainsAny(ctx, "()|…\"'`+") || letterWords(ctx) > 4 {
		return diag{}, false // (a message of its own, or a name a summary could not list)
	}
	if _, isDiag := parseDiag(s); isDiag {
		return diag{}, false
	}
	return diag{file: file, line: ln, key: ctx}, true
}

// messageOverPlace reports whether ls[i] is a finding's message with its
// place on the line under it (placeBelow): a message that repeats word
// for word there is groupDiags's to group, with every place.
func messageOverPlace(ls []line, i int) bool {
	if i+1 >= len(ls) || ls[i].text == "" || ls[i].text[0] == ' ' {
		return false
	}
	_, ok := placeBelow(ls[i].text, ls[i+1].text)
	return ok
}

// belowEnd is where the finding placeBelow read at text(i) ends: past its
// place line and the blank line that sets it off from the next.
func belowEnd(n int, text func(int) string, i int) int {
	if i+2 < n && strings.TrimSpace(text(i+2)) == "" {
		return i + 3
	}
	return i + 2
}

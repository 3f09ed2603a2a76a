package reduce

import "strings"

// closingReach is how near the end of an output a block of counts or a
// summary's heading must stand to be the run's closing summary: a block
// further up is a listing the budgets sample.
const closingReach = 40

// countBlockMax bounds a block of counts kept whole (a linter runner's
// issues by linter run to a score of rows).
const countBlockMax = 24

// keepClosingSummary keeps a run's closing summary whole, whatever tool
// wrote it: a block of three or more counts ("# TOTAL: 5", "# PASS:  2",
// "Hits = 17", "Lines analyzed = 127 in ...", "Minimum risk level = 1")
// near the end with the heading over it ("Testsuite summary for x",
// "ANALYSIS SUMMARY:"), and the line closing it off (the first of the
// paragraph under it: flawfinder's "Not every hit is necessarily a
// security vulnerability."). A short list of results right above such a
// summary that holds a failure stays whole too (automake's "PASS:"/
// "FAIL:"/"SKIP:" rows): the summary counts them, and the passing rows say
// what ran.
func keepClosingSummary(ls []line) []line {
	n := len(ls)
	from := max(0, n-closingReach)
	for i := 0; i < n; {
		if !ls[i].shown() || !countLine(ls[i].text) {
			i++
			continue
		}
		// Each count names its own thing: a label said twice makes a
		// log's records ("network simplex: 1 nodes ..."), not a summary.
		j, labels := i, map[string]bool{}
		for j < n && ls[j].shown() && countLine(ls[j].text) && !labels[countLabel(ls[j].text)] {
			labels[countLabel(ls[j].text)] = true
			j++
		}
		if k := j - i; k < 3 || k > countBlockMax {
			i = j
			continue
		}
		head := summaryHead(ls, i)
		if i < from && (head < 0 || !strings.Contains(strings.ToLower(ls[head].text), "summary")) {
			// (Further up, only a block its heading calls a summary:
			// jest's "=== Coverage summary ===" over its four counts,
			// with a stack printed under it.)
			i = j
			continue
		}
		for k := i; k < j; k++ {
			raise(ls, k)
		}
		if head >= 0 {
			raise(ls, head)
			keepResultRowsAbove(ls, head)
		}
		// The closing remark: the first line of the next paragraph.
		k := j
		for k < n && k < j+2 && ls[k].shown() && strings.TrimSpace(ls[k].text) == "" {
			k++
		}
		if k > j && k < n && ls[k].shown() && !ruleLine(ls[k].text) && letterWords(ls[k].text) >= 3 {
			raise(ls, k)
		}
		i = j
	}
	return ls
}

// summaryHead is the index of the heading over a block of counts starting
// at i: the line right above it, or above a rule, a blank or a rule and a
// blank; -1 when there is none.
func summaryHead(ls []line, i int) int {
	for k := i - 1; k >= 0 && k >= i-3; k-- {
		if !ls[k].shown() {
			return -1
		}
		t := strings.TrimSpace(ls[k].text)
		if t == "" || ruleLine(t) {
			continue
		}
		if len(t) > 80 || countLine(t) {
			return -1
		}
		return k
	}
	return -1
}

// resultRowsMax bounds the list of results kept above a summary.
const resultRowsMax = 20

// keepResultRowsAbove keeps the rows of results ("PASS: t/a", "FAIL:
// t/b", "SKIP: t/c") right above a summary's heading at head (rules
// between them skipped) when there are at most resultRowsMax and one is
// kept already (a failure).
func keepResultRowsAbove(ls []line, head int) {
	end := head
	for end > 0 && ls[end-1].shown() && (strings.TrimSpace(ls[end-1].text) == "" || ruleLine(ls[end-1].text)) {
		end--
	}
	start, failed := end, false
	for start > 0 && end-start <= resultRowsMax && ls[start-1].shown() && resultRow(ls[start-1].text) {
		start--
		failed = failed || ls[start].cls == keep
	}
	if end-start > resultRowsMax || end-start < 2 || !failed {
		return
	}
	for k := start; k < end; k++ {
		raise(ls, k)
	}
}

// resultRow reports whether s is one test's result as a harness lists
// it: an upper-case verdict, a colon and a name ("PASS: tests/t_push",
// "XFAIL: t/x.sh").
func resultRow(s string) bool {
	w, rest, ok := strings.Cut(s, ": ")
	if !ok || len(w) < 2 || len(w) > 6 || strings.TrimSpace(rest) == "" || strings.Contains(rest, ": ") {
		return false
	}
	for i := 0; i < len(w); i++ {
		if w[i] < 'A' || w[i] > 'Z' {
			return false
		}
	}
	return true
}

// countLine reports whether s is one count of a summary: a label of one
// to six words, behind an optional "#", then ":" or " = " and a value
// that starts with a number or a bracketed one ("# TOTAL: 5", "Hits = 17",
// "Physical Source Lines of Code (SLOC) = 111", "Hits@level = [0]   3
// [1]   2", "Lines analyzed = 127 in approximately 0.01 seconds").
func countLine(s string) bool {
	// (Indented, it is a row of a listing: stylelint's problems by
	// rule, webpack's cache stats.)
	t := strings.TrimRight(s, " ")
	if len(t) > 120 || indent(t) > 0 {
		return false
	}
	t = countBullet(t)
	if _, ok := boxedCount(t); ok {
		return true
	}
	label, value, ok := strings.Cut(t, " = ")
	if !ok {
		label, value, ok = strings.Cut(t, ": ")
	}
	// (A label padded to align its colon, jest's "Branches     : 90% (
	// 9/10 )", is one label.)
	label = strings.TrimRight(label, " ")
	if !ok || label == "" || strings.Contains(label, "=") {
		return false
	}
	words := strings.Fields(label)
	if len(words) > 6 || !isLetter(label[0]) {
		return false
	}
	for _, w := range words {
		for i := 0; i < len(w); i++ {
			if c := w[i]; !isLetter(c) && !isDigit(c) && !strings.ContainsRune("()@/+-_", rune(c)) {
				return false
			}
		}
	}
	value = strings.TrimLeft(value, " \t[(")
	if value == "" || !isDigit(value[0]) {
		return false
	}
	// A number, not a place ("12:3") nor a name ("2to3").
	f := strings.Fields(value)
	return strings.Trim(f[0], "0123456789.,%+]") == ""
}

// countBullet is s past the mark a count may stand behind: TAP's "# ",
// a list's "* " or "- " (golangci-lint's "* govet: 3" under "78 issues:").
func countBullet(s string) string {
	for _, p := range []string{"# ", "* ", "- "} {
		if t, ok := strings.CutPrefix(s, p); ok {
			return t
		}
	}
	return s
}

// boxedCount reads a count written number first inside brackets, as the
// JUnit Platform's console launcher closes its run ("[         4 tests
// found           ]"), and returns its label. Number first, a line is a
// count only so boxed: unboxed, "3 files changed" is any sentence.
func boxedCount(t string) (string, bool) {
	if len(t) < 2 || t[0] != '[' || t[len(t)-1] != ']' {
		return "", false
	}
	inner := t[1 : len(t)-1]
	f := strings.Fields(inner)
	if len(f) < 2 || len(f) > 5 || !allDigits(f[0]) {
		return "", false
	}
	for _, w := range f[1:] {
		if !letterWord(w) {
			return "", false
		}
	}
	return strings.Join(f[1:], " "), true
}

// letterWord reports whether w is letters only.
func letterWord(w string) bool {
	for i := 0; i < len(w); i++ {
		if !isLetter(w[i]) {
			return false
		}
	}
	return w != ""
}

// countLabel is the label of a count line (see countLine).
func countLabel(s string) string {
	t := countBullet(strings.TrimSpace(s))
	if l, ok := boxedCount(t); ok {
		return l
	}
	if l, _, ok := strings.Cut(t, " = "); ok {
		return l
	}
	l, _, _ := strings.Cut(t, ": ")
	return l
}

// checkStatus is the verdict a check list's item ends with ("* checking
// X ... NOTE"), or "" when s is no such item; a verdict alone on its line
// (" ERROR", after the lines the check printed) has an empty item.
func checkStatus(s string) (item string, status string) {
	t := strings.TrimRight(s, " ")
	k := strings.LastIndex(t, " ")
	if k < 0 {
		return "", ""
	}
	st := t[k+1:]
	switch st {
	case "OK", "NOTE", "NOTES", "WARNING", "WARNINGS", "ERROR", "ERRORS", "FAILED", "FAIL", "SKIPPED", "NONE":
	default:
		return "", ""
	}
	item = strings.TrimRight(t[:k], " ")
	if strings.TrimSpace(item) == "" {
		return "", st
	}
	if !strings.HasSuffix(item, "...") && !strings.HasSuffix(item, "..") {
		return "", ""
	}
	return item, st
}

// checkItem reports whether s opens an item of a check list ("* checking
// X ...", "* using option ‘--no-manual’").
func checkItem(s string) bool {
	return strings.HasPrefix(s, "* ") && len(s) > 3 && s[2] != ' '
}

// checkDetailMax bounds the lines kept under a check that did not pass.
const checkDetailMax = 12

// keepCheckList reads a check list (R CMD check's "* checking X ...
// OK"), three or more items with a verdict: the items that passed go,
// the others stay with the lines the check printed under them up to the
// next item or a blank line (the objects undocumented, the code and docs
// that differ, the failing test's error); a check that printed lines
// before its verdict (" ERROR" under "* checking tests ...") keeps them.
func keepCheckList(ls []line) []line {
	items := 0
	for i := range ls {
		if it, st := checkStatus(ls[i].text); it != "" && st != "" && checkItem(it) {
			items++
		}
	}
	if items < 3 {
		return ls
	}
	for i := 0; i < len(ls); i++ {
		if !ls[i].shown() || !checkItem(ls[i].text) {
			continue
		}
		it, st := checkStatus(ls[i].text)
		if it != "" && st == "OK" {
			// (Whatever word it names: "checking R files for syntax
			// errors ... OK" passed.)
			if ls[i].cls == normal || ls[i].cls == keep {
				ls[i].cls = drop
			}
			continue
		}
		if it == "" && !strings.HasSuffix(strings.TrimSpace(ls[i].text), "...") {
			continue
		}
		// The item's own lines, up to the next item; its verdict is on
		// the item or alone on a line under it.
		end := i + 1
		for end < len(ls) && end-i <= checkDetailMax*2 && ls[end].shown() && !checkItem(ls[end].text) {
			end++
		}
		verdict, at := st, -1
		for k := i + 1; verdict == "" && k < end; k++ {
			if it2, st2 := checkStatus(ls[k].text); it2 == "" && st2 != "" {
				verdict, at = st2, k
			}
		}
		if verdict == "" || verdict == "OK" || verdict == "NONE" || verdict == "SKIPPED" {
			continue
		}
		raise(ls, i)
		from := i + 1
		if at > 0 {
			for k := i + 1; k <= at; k++ {
				raise(ls, k)
			}
			from = at + 1
		}
		for k := from; k < end && k < from+checkDetailMax && strings.TrimSpace(ls[k].text) != ""; k++ {
			raise(ls, k)
		}
	}
	return ls
}

// keepToolClosers keeps the last line each tool printed behind its name
// ("autoreconf: Leaving directory '.'") when the output goes on with
// another's lines: where a chain's first command ended, and how. A name
// must lead three or more lines to be a tool's.
func keepToolClosers(ls []line) []line {
	last := map[string]int{}
	count := map[string]int{}
	for i := range ls {
		if p := toolPrefix(ls[i].text); p != "" && ls[i].shown() {
			last[p] = i
			count[p]++
		}
	}
	if len(last) > 8 {
		return ls // (a log's fields, not tools)
	}
	for p, i := range last {
		if count[p] < 3 || i >= len(ls)-3 {
			continue
		}
		// The output goes on with lines of no tool's name.
		other := 0
		for k := i + 1; k < len(ls) && k <= i+3; k++ {
			if toolPrefix(ls[k].text) == "" {
				other++
			}
		}
		if other == 3 {
			raise(ls, i)
		}
	}
	return ls
}

// toolPrefix is the program name a line begins with ("autoreconf: x",
// "make[1]: x"): lower-case letters, digits, "-" and "_", with an
// optional "[n]".
func toolPrefix(s string) string {
	k := strings.Index(s, ": ")
	if k < 2 || k > 24 || !(s[0] >= 'a' && s[0] <= 'z') {
		return ""
	}
	p := s[:k]
	switch p {
	case "note", "help", "warning", "error", "info", "hint", "debug", "fatal", "ok", "changed", "skipping", "failed":
		return "" // (a severity or a status, not a program)
	}
	if b := strings.IndexByte(p, '['); b > 0 && strings.HasSuffix(p, "]") && allDigits(p[b+1:len(p)-1]) {
		p = p[:b]
	}
	for i := 0; i < len(p); i++ {
		if c := p[i]; !(c >= 'a' && c <= 'z' || isDigit(c) || c == '-' || c == '_') {
			return ""
		}
	}
	return p
}

// dropFindingNotes drops the explanation a checker prints under each of
// its findings, where it does so for three or more (splint's "A possibly
// null pointer is dereferenced. ... (Use -nullderef to inhibit warning)",
// flawfinder's "Does not check for buffer overflows ... (CWE-120)"): the
// same prose per kind of finding, which says what the kind means, not
// where or what failed; its words ("warning", "null", "overflow") raised
// it. The finding's head, the lines of its message under it (indented
// deeper, aligned with it) and the places the note names
// ("   src/kv.c:11:20: Storage e may become null") stay.
func dropFindingNotes(ls []line) []line {
	type block struct{ from, to int }
	var notes, short []block
	for i := 0; i < len(ls); i++ {
		if ls[i].gap > 0 || ls[i].syn || indent(ls[i].text) > 0 || !findingHead(ls[i].text) || bareHead(ls[i].text) {
			continue // (a head that says no message has it under it: GHC's)
		}
		j := i + 1
		for j < len(ls) && ls[j].gap == 0 && (ls[j].syn || indent(ls[j].text) >= 8 && !fileLine(ls[j].text)) {
			j++ // (the message's own lines, aligned under it; a summary of its like)
		}
		// Prose of two lines or more, all at one indent (a message's
		// chain of reasons steps in: tsc's "  Type 'x' ..." over
		// "    Type 'y' ...").
		k := j
		for k < len(ls) && !ls[k].syn && ls[k].gap == 0 && noteLine(ls[k].text) && indent(ls[k].text) == indent(ls[j].text) {
			k++
		}
		switch {
		case k-j >= 2:
			notes = append(notes, block{j, k})
		case k > j:
			short = append(short, block{j, k})
		}
		i = max(k-1, i)
	}
	if len(notes) < 3 {
		return dropFindingBodies(ls)
	}
	// Where the tool writes notes, a note of one line is one too.
	notes = append(notes, short...)
	for _, b := range notes {
		for k := b.from; k < b.to; k++ {
			if ls[k].cls == keep || ls[k].cls == normal {
				ls[k].cls = drop
			}
		}
	}
	return dropFindingBodies(ls)
}

// findingBodyMin is the size from which an indented body under each
// finding is folded to its first line.
const findingBodyMin = 4

// dropFindingBodies folds the body a tool draws under each of its
// findings, where three or more have one of findingBodyMin lines or more
// (bison's counterexamples: "  Example: ..." over the shift and reduce
// derivations, "    ↳ 13: '-' expr"): the first line, which states the
// case, stays, the drawing under it goes. Lines that name a place, a
// severity or a code excerpt's gutter ("  9 | x", read by frames.go) are
// the finding's own and stay.
func dropFindingBodies(ls []line) []line {
	type block struct{ from, to int }
	var bodies []block
	for i := 0; i < len(ls); i++ {
		if ls[i].gap > 0 || ls[i].syn || indent(ls[i].text) > 0 || !findingHead(ls[i].text) {
			continue
		}
		j := i + 1
		for j < len(ls) && !ls[j].syn && ls[j].gap == 0 && bodyLine(ls[j].text) {
			j++
		}
		framed := false
		for k := i + 1; k < j; k++ {
			if t := strings.TrimSpace(ls[k].text); strings.Trim(t, "^~ ") == "" {
				framed = true // (a quoted source line and its caret: javac's, read by frames.go)
			}
		}
		if j-(i+1) >= findingBodyMin && !framed {
			bodies = append(bodies, block{i + 2, j})
		}
		i = j - 1
	}
	if len(bodies) < 3 {
		return ls
	}
	for _, b := range bodies {
		for k := b.from; k < b.to; k++ {
			if w, _, _ := strings.Cut(strings.TrimSpace(ls[k].text), " "); strings.HasSuffix(w, ":") {
				continue // (a label's value: "  symbol:   class Strin")
			}
			if ls[k].cls == keep || ls[k].cls == normal {
				ls[k].cls = drop
			}
		}
	}
	return ls
}

// bodyLine reports whether s is a line of a finding's drawn body:
// indented by spaces, not a place, a severity or a gutter's line.
func bodyLine(s string) bool {
	n := indent(s)
	if n < 2 || strings.TrimLeft(s, " ") != s[n:] || fileLine(s) || important(s) || warning(s) {
		return false
	}
	t := s[n:]
	if gutterLine(t) || len(t) > 0 && isDigit(t[0]) {
		return false
	}
	return true
}

// findingHead reports whether s is a checker's finding, placed first:
// "src/kv.c:12:10: Arrow access ...", "src/kv.c:12:  [4] (buffer)
// strcpy:".
func findingHead(s string) bool {
	p, rest, ok := strings.Cut(s, ": ")
	if !ok || rest == "" || strings.ContainsAny(p, " \t") {
		return false
	}
	if fileLine(p) {
		return true
	}
	// A finding of a whole file: "calc.y: warning: 42 shift/reduce
	// conflicts".
	sev, _, _ := strings.Cut(rest, ":")
	return strings.Contains(p, ".") && (sev == "warning" || sev == "error")
}

// noteLine reports whether s is a line of prose indented by two to four
// columns: words, not a place, a frame, a quoted line or a mark
// ("  |", "  = note:", "  --> a.rs:3").
func noteLine(s string) bool {
	n := indent(s)
	if n < 2 || n > 4 || len(s) > 200 || s[:n] != "    "[:n] || fileLine(s) {
		return false
	}
	t := s[n:]
	if w, _, ok := strings.Cut(t, " "); ok && strings.HasSuffix(w, ":") || strings.ContainsAny(t, ";{}") {
		return false // (a label's value, javac's "  symbol:   class Strin"; code)
	}
	for _, op := range []string{"==", "!=", " = ", "=>", "->", "&&", "||"} {
		if strings.Contains(t, op) {
			return false // (a quoted line of code: pytest's "    assert x == y")
		}
	}
	switch c := t[0]; {
	case isLetter(c), c == '(', c == '/' && strings.HasPrefix(t, "/*"), c == '[', (c == '+' || c == '-') && len(t) > 1 && isLetter(t[1]):
		// (A flag to set: "+matchanyintegral.", "-formatconst to
		// inhibit warning)".)
	default:
		return false
	}
	if strings.HasPrefix(t, "at ") || strings.HasPrefix(t, "File \"") {
		return false // (a frame)
	}
	return letterWords(t) >= 1
}

// tagRunMin is how many lines in a row must share a tag for the tag to be
// read as their subject.
const tagRunMin = 5

// demoteTagRuns un-keeps the lines of a run that share a first word
// holding the only failure word they say, when one of them names it again:
// a log's tag naming a unit or a module ("(ERRORS)   Loading unit
// ERRORS", "(ERRORS)   PPU Crc: ...", fpc's loading of the unit called
// ERRORS). Said by every line of the run, the word names what the lines
// are about, not a failure.
func demoteTagRuns(ls []line) []line {
	for i := 0; i < len(ls); {
		tag := leadWord(ls[i].text)
		j := i
		for j < len(ls) && ls[j].shown() && tag != "" && leadWord(ls[j].text) == tag {
			j++
		}
		// The tag names a subject when a line of the run names it again
		// ("(ERRORS)   Loading unit ERRORS"); a verdict ("(fail) label >
		// missing zone", bun's) is said once a line, and stays.
		name := strings.Trim(tag, "()[]<>")
		named := false
		for k := i; k < j && name != "" && !named; k++ {
			named = strings.Contains(ls[k].text[len(tag):], name)
		}
		if j-i >= tagRunMin && named && important(tag) {
			for k := i; k < j; k++ {
				rest := strings.ReplaceAll(strings.TrimPrefix(ls[k].text, tag), name, "")
				if ls[k].cls == keep && !important(rest) && !warning(rest) && !fileLine(rest) {
					ls[k].cls = normal
				}
			}
		}
		if j == i {
			j++
		}
		i = j
	}
	return ls
}

// numberedFrame is the callee of a numbered frame at the margin, as
// Lisp's backtraces print them ("0: (SB-KERNEL:TWO-ARG-* 875 NIL)",
// "12: ((FLET SB-IMPL::LOAD-SCRIPT :IN SB-IMPL::PROCESS-SCRIPT) ...)"),
// and whether s is one: the operator, or a local function's "FLET x :IN
// y" whole.
func numberedFrame(s string) (string, bool) {
	k := strings.Index(s, ": (")
	if k < 1 || !allDigits(s[:k]) {
		return "", false
	}
	t := s[k+3:]
	if strings.HasPrefix(t, "(") {
		end := strings.IndexByte(t, ')')
		if end < 0 {
			return "", false
		}
		return t[1:end], true
	}
	callee, _, _ := strings.Cut(t, " ")
	return strings.TrimSuffix(callee, ")"), true
}

// numberedRunMin is how long a run of numbered frames must be for its
// runtime frames to go.
const numberedRunMin = 6

// dropRuntimeFrames drops, in a run of numbered frames, those in a
// package of the runtime: a callee named with its package ("SB-KERNEL:",
// "SB-IMPL::"), or a local function inside one (":IN SB-INT:..."). The
// program's own functions are named bare (its package is the current
// one), and those stay with the condition above them, as do the run's
// last two frames.
func dropRuntimeFrames(ls []line) []line {
	for i := 0; i < len(ls); {
		j := i
		for j < len(ls) && ls[j].shown() {
			if _, ok := numberedFrame(ls[j].text); !ok {
				break
			}
			j++
		}
		if j-i >= numberedRunMin {
			// (The last two, the bottom of the stack, say where the
			// program was entered.)
			own := false
			for k := i; k < j-2; k++ {
				callee, _ := numberedFrame(ls[k].text)
				switch {
				case strings.Contains(callee, ":") && !fileLine(callee):
					if ls[k].cls != keep {
						ls[k].cls = drop
					}
				case !own:
					// The innermost frame named bare: the program's
					// function the condition came out of.
					own = true
					raise(ls, k)
				}
			}
		}
		i = max(j, i+1)
	}
	return ls
}

// inFileHeading is the file of a backtrace's "In FILE:" heading (Guile's
// "In ice-9/boot-9.scm:", "In /home/u/q.scm:", "In unknown file:"), and
// whether s is one.
func inFileHeading(s string) (string, bool) {
	f, ok := strings.CutPrefix(s, "In ")
	if !ok || !strings.HasSuffix(f, ":") || strings.Contains(f, " ") && f != "unknown file:" {
		return "", false
	}
	return strings.TrimSuffix(f, ":"), true
}

// dropLoadPathFrames drops the frames of a backtrace grouped under "In
// FILE:" headings (Guile's) that are in the runtime's own files: where
// some headings name a file by its absolute path (the program's, as it
// was loaded) and others by one relative to the load path
// ("ice-9/boot-9.scm") or none ("unknown file"), the latter are the
// runtime's. Their frames, indented under them, go with them; the
// program's stay.
func dropLoadPathFrames(ls []line) []line {
	abs, rel := 0, 0
	for i := range ls {
		if f, ok := inFileHeading(ls[i].text); ok && ls[i].shown() {
			if strings.HasPrefix(f, "/") {
				abs++
			} else {
				rel++
			}
		}
	}
	if abs == 0 || rel < 2 {
		return ls
	}
	for i := 0; i < len(ls); i++ {
		f, ok := inFileHeading(ls[i].text)
		if !ok || strings.HasPrefix(f, "/") {
			continue
		}
		j := i + 1
		for j < len(ls) && ls[j].shown() && indent(ls[j].text) > 0 {
			j++
		}
		for k := i; k < j; k++ {
			if ls[k].shown() && ls[k].cls != keep {
				ls[k].cls = drop
			}
		}
		i = j - 1
	}
	return ls
}

// leadWord is s's first word when s starts with one (no indent), without
// allocating: demoteTagRuns reads it of every line.
func leadWord(s string) string {
	if s == "" || s[0] == ' ' || s[0] == '\t' {
		return ""
	}
	if k := strings.IndexAny(s, " \t"); k >= 0 {
		return s[:k]
	}
	return s
}

// objectFrameRe is a frame valgrind (and its tools) writes for code with
// no debug lines, in a shared object: "at 0x484B403: memmove (in
// /usr/libexec/valgrind/vgpreload_memcheck-amd64-linux.so)".
var objectFrameRe = lazy(`^\s+(?:at|by) 0x[0-9A-Fa-f]+: .* \(in (/\S+)\)$`)

// dropObjectFrames drops the frames in a system's or an installed
// package's shared objects (libc's memmove, valgrind's preload): the
// program's own frames under them say where its code went wrong.
func dropObjectFrames(ls []line) []line {
	for i := range ls {
		if !ls[i].shown() || ls[i].cls == keep {
			continue
		}
		body, ok := pidBody(ls[i].text)
		if !ok {
			body = ls[i].text
		}
		if m := objectFrameRe.FindStringSubmatch(body); m != nil && libPath(m[1]) {
			ls[i].cls = drop
		}
	}
	return ls
}

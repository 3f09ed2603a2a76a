package reduce

import (
	"slices"
	"strconv"
	"strings"
)

// This file holds the marks of critical lines in notations the per-tool
// rules did not know: a diff's changes written inline or side by side, a
// log's added and deleted files, places written in words, a check's got
// and expected values, the counts of a TAP run, a listing's section
// labels. Each is a shape, not a tool: whatever prints it, the line is
// what the output says.

// inlineChange reports whether s carries a change written inside the line,
// as git diff --word-diff (and wdiff, dwdiff) mark them: "{+added+}" or
// "[-removed-]". Such lines do not start with '+' or '-', yet they are the
// diff's content; a line with neither mark is context.
func inlineChange(s string) bool {
	if i := strings.Index(s, "{+"); i >= 0 && strings.Contains(s[i+2:], "+}") {
		return true
	}
	if i := strings.Index(s, "[-"); i >= 0 && strings.Contains(s[i+2:], "-]") {
		return true
	}
	return false
}

// nameStatusAdds reports whether s is a --name-status (or --raw's tail)
// line that adds, deletes, renames, copies or retypes a file ("A\tpath",
// "D\tpath", "R100\told\tnew"): a record's change of the tree's shape,
// kept as a diff's "new file" and "deleted file" headers are. A plain
// modification ("M\tpath") is the body's routine and stays normal.
func nameStatusAdds(s string) bool {
	st, rest, ok := strings.Cut(s, "\t")
	if !ok || st == "" || rest == "" || strings.HasPrefix(rest, "\t") {
		return false
	}
	switch st[0] {
	case 'A', 'D', 'T':
		return len(st) == 1
	case 'R', 'C':
		return len(st) == 1 || allDigits(st[1:]) && strings.Contains(rest, "\t")
	}
	return false
}

// wordColonLine reports whether the " line N" at s[i:] follows a file's
// name and a colon: "lib/f.js: line 3, col 4, ..." (jshint), "run.sh:
// line 7: x: command not found" (bash). The number is a whole word.
func wordColonLine(s string, i int) bool {
	if i < 2 || s[i-1] != ':' || !dottedBefore(s, i-1) || !wordBeforeDot(s, i-1) {
		return false
	}
	j := i + len(" line ")
	for j < len(s) && isDigit(s[j]) {
		j++
	}
	return j > i+len(" line ") && (j == len(s) || !isWord(s[j]))
}

// lineOfFile reports whether s names a place as "line N of FILE" (a
// file with an extension: "error at line 12 of src/a.c"), or a span of
// lines in one: "lines 3 and 14 in src/A.java", "lines 3-14 of a.py",
// "lines 3 to 14 in a.py" (a duplicate finder's copies). The file may be
// named as one: "line 57 of file src/m.f90".
func lineOfFile(s string) bool {
	for k := 0; ; {
		i := strings.Index(s[k:], "line")
		if i < 0 {
			return false
		}
		i += k
		k = i + len("line")
		if i > 0 && isWord(s[i-1]) {
			continue
		}
		j := k
		if strings.HasPrefix(s[j:], "s ") {
			// "lines N and M", "lines N-M", "lines N to M"
			if j = lineNumber(s, j+2); j < 0 {
				continue
			}
			for _, sep := range []string{" and ", "-", " to ", " - "} {
				if strings.HasPrefix(s[j:], sep) {
					j = lineNumber(s, j+len(sep))
					break
				}
			}
			if j < 0 {
				continue
			}
		} else if j = lineNumber(s, j+1); j < 0 || s[k] != ' ' {
			continue
		}
		for _, w := range []string{" of ", " in "} {
			if w == " in " && !strings.HasPrefix(s[k:], "s") || !strings.HasPrefix(s[j:], w) {
				continue
			}
			// gfortran writes "At line 57 of file src/m.f90".
			start := j + len(w)
			if strings.HasPrefix(s[start:], "file ") {
				start += len("file ")
			}
			for p := start; p+1 < len(s) && (isWord(s[p]) || s[p] == '/' || s[p] == '.' || s[p] == '-'); p++ {
				if s[p] == '.' && p > start && isWord(s[p-1]) && isLetter(s[p+1]) {
					return true
				}
			}
		}
	}
}

// lineNumber returns where the number at s[i:] ends, or -1 if none
// starts there.
func lineNumber(s string, i int) int {
	j := i
	for j < len(s) && isDigit(s[j]) {
		j++
	}
	if j == i || i > len(s) {
		return -1
	}
	return j
}

func isLetter(c byte) bool { return c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' }

// markCritical keeps, whatever the kind, the lines the per-kind rules may
// not know: what a failed check got and expected (keepValueBlocks), a
// listing's section labels (keepSectionLabels), the source line under a
// labelled caret (keepCaretSources), a side-by-side diff's changes
// (keepSideBySide), a TAP run's counts, the failures numbered among a
// list of passes (listedFailure), the headers of a checker's error
// records (recordHeader), an output's closing block of fields
// (keepClosingFields), the frames of the program's own code
// (keepOwnFrames), a coverage report's files that fall short
// (keepCoverageGaps), findings placed by a line and a column
// (placedFinding), failing TAP tests' names (keepTapNames), diffs printed
// indented in a report (keepIndentedDiffs) and the parts of a failure
// report (keepReportParts); a plan's change headers, a check's coded
// findings and a file's heading over its message (heads.go); ExUnit's
// failure headers, a failure's wrapped term, the message under a bare
// head, the values under a failed check, Catch2's failed case titles and
// a warning's announced list (keepWrappedTerms and the four after it).
func markCritical(ls []line) []line {
	var tw twins
	for i := range ls {
		if ls[i].shown() && (tapCount(ls[i].text) || tapSkip(ls[i].text) || tallyLine(ls[i].text) || memoryOrigin(ls[i].text) || totalRow(ls[i].text) || listedFailure(ls, i) || rerunLine(ls[i].text) || issueCountRow(ls, i) || recordHeader(ls, i) || traceOutcome(ls[i].text) || changeHeader(ls, i) || codedFinding(ls[i].text) || codedNote(ls[i].text) || xmlPlace(ls[i].text) || pathRuleHeading(ls, i) || exunitFailure(ls[i].text) || verdictLine(ls[i].text)) {
			ls[i].cls = keep
		} else if ls[i].cls != keep && placedFinding(ls[i].text) {
			tw.raise(ls, i)
		} else if rangePlace(ls[i].text) {
			raise(ls, i) // (a copy said again is the other half of another pair)
		}
		if _, _, ok := loaderPlace(ls[i].text); ok && ls[i].shown() && i+1 < len(ls) && ls[i+1].shown() && strings.TrimSpace(ls[i+1].text) != "" && indent(ls[i+1].text) > indent(ls[i].text) {
			// A loader's place line, its message indented under it
			// ("[tsl] ERROR in a.ts(8,7)" over "      TS2322: ..."),
			// wherever the output came from (an npm script that runs
			// webpack): the message is the finding.
			raise(ls, i+1)
			if i > 0 && ls[i-1].shown() && webpackSpanRe.MatchString(strings.TrimSpace(ls[i-1].text)) {
				raise(ls, i-1) // webpack's span over it ("./src/a.ts 8:6-9"), as the bundler's reducer keeps it
			}
		}
	}
	ls = keepFailureSections(keepConflictSides(keepReportParts(keepIndentedDiffs(keepTapNames(ls), &tw), &tw)))
	keepAssertionDiffs(ls)
	keepCoverageGaps(ls)
	keepStarredRows(ls)
	keepLeftOutCounts(ls)
	keepFinalCount(ls)
	keepFailedCheck(ls)
	keepFailedElements(ls)
	keepTableHeads(ls)
	keepCountTables(ls)
	keepFigureTables(ls)
	keepCountedSections(ls)
	keepFailedTestOutput(ls)
	keepDisassemblyLabels(ls)
	keepComparedValues(ls)
	keepWrappedTerms(ls)
	keepBareHeadMessages(ls)
	keepGivenArguments(ls)
	keepFailedCaseTitles(ls)
	keepAnnouncedLists(ls)
	keepTeXNotes(ls)
	ls = keepCrashState(keepFromHereChains(keepErlangOwnFrames(keepOwnFrames(keepClosingFields(keepSideBySide(keepCaretSources(keepSectionLabels(keepValueBlocks(ls)))))))))
	// Then the classes fix18.go reads: closing summaries, check lists, a
	// tool's last line, findings' notes and bodies, tags, runtime frames.
	ls = keepOddStatusRows(keepOwnListed(keepScriptBanners(keepMessageBeforeStack(keepToolClosers(keepCheckList(keepClosingSummary(ls)))))))
	return foldCascades(dropObjectFrames(dropLoadPathFrames(dropRuntimeFrames(demoteTagRuns(dropFindingNotes(ls))))))
}

// verdictLine reports whether s is a run's verdict in capitals, two or
// three words one of which says how it went, maybe behind a bracketed
// tag and before its time: Maven's "[INFO] BUILD SUCCESS", Ant's and
// Gradle's "BUILD FAILED" and "BUILD SUCCESSFUL in 3s", "TESTS PASSED".
// However routine the lines around it, it is what the run came to. (One
// word alone, go test's "PASS", is a package's line among many.)
func verdictLine(s string) bool {
	t := strings.TrimSpace(s)
	if strings.HasPrefix(t, "[") {
		if tag, rest, ok := strings.Cut(t[1:], "] "); ok && letterWord(tag) {
			t = strings.TrimSpace(rest)
		}
	}
	f := strings.Fields(t)
	if n := len(f); n >= 3 && f[n-2] == "in" && isDigit(f[n-1][0]) {
		f = f[:n-2] // "in 3s", "in 1m 2s" is cut at its first number
	} else if n >= 4 && f[n-3] == "in" && isDigit(f[n-2][0]) {
		f = f[:n-3]
	}
	if len(f) < 2 || len(f) > 3 {
		return false
	}
	verdict := false
	for _, w := range f {
		w = strings.TrimSuffix(w, "!")
		if w == "" || strings.ToUpper(w) != w || !letterWord(w) {
			return false
		}
		switch w {
		case "SUCCESS", "SUCCESSFUL", "SUCCEEDED", "FAILURE", "FAILED", "PASSED", "ABORTED":
			verdict = true
		}
	}
	return verdict
}

// xmlPlace reports whether s is an XML element that gives a finding's
// place as attributes, a file and a line (cppcheck --xml's `<location
// file="src/a.c" line="28" column="13" info="Buffer overrun"/>`, a
// checkstyle report's `<error line="12" ... message="..."/>` under its
// `<file name=...>`): the place of a finding is what a report is read
// for, whatever tool wrote it as XML.
func xmlPlace(s string) bool {
	t := strings.TrimLeft(s, " \t")
	if len(t) < 12 || t[0] != '<' || !isLetter(t[1]) || len(t) > 1000 {
		return false
	}
	line := strings.Index(t, ` line="`)
	if line < 0 || line+7 >= len(t) || !isDigit(t[line+7]) {
		return false
	}
	return strings.Contains(t, ` file="`) || strings.Contains(t, ` message="`) || strings.Contains(t, ` msg="`)
}

// codedNote reports whether s is a checker's finding of its lowest
// severity in gcc's format, named by its rule's code: "bin/rota:4:5:
// note: Prefer putting braces around variable references ... [SC2250]"
// (shellcheck -f gcc, whose notes are its info and style findings). A
// compiler's note explains the error above it and has no code; this one
// is a finding in its own right, which the user asked for by its
// severity, and it has only its place and its code to stand out by.
func codedNote(s string) bool {
	if s == "" || s[0] == ' ' || s[0] == '\t' || len(s) > 600 || !strings.HasSuffix(s, "]") {
		return false
	}
	path, rest, ok := strings.Cut(s, ":")
	if !ok || path == "" || strings.ContainsAny(path, " \t") {
		return false
	}
	ln, rest, ok := strings.Cut(rest, ":")
	if !ok || !allDigits(ln) {
		return false
	}
	if col, after, ok := strings.Cut(rest, ":"); ok && allDigits(col) {
		rest = after
	}
	sev, msg, ok := strings.Cut(strings.TrimSpace(rest), ": ")
	if !ok || sev != "note" && sev != "info" && sev != "style" {
		return false
	}
	k := strings.LastIndex(msg, " [")
	return k > 0 && isFindingCode(msg[k+2:len(msg)-1])
}

// crashStateMax is how far under its heading a process's crash report
// is read for its state.
const crashStateMax = 60

// keepCrashState keeps what an Erlang/Elixir process's crash report says
// of the process as it died, under its "terminating" heading (Elixir's
// "GenServer Ledger.Poster terminating", OTP's "** Generic server x
// terminating"): the message it was handling and its state ("Last
// message (from #PID<0.96.0>): ...", "State: %{posted: 515}", "** When
// Server state == ..."), the values the crash came from. They stand
// after the stack, past the budgets' window.
func keepCrashState(ls []line) []line {
	for i := range ls {
		if !ls[i].shown() || !strings.HasSuffix(ls[i].text, " terminating") || len(ls[i].text) > 300 {
			continue
		}
		for j := i + 1; j < len(ls) && j <= i+crashStateMax && ls[j].shown() && ls[j].text != ""; j++ {
			t := strings.TrimLeft(ls[j].text, "* ")
			for _, p := range []string{"Last message", "State: ", "When Server state", "When server state"} {
				if strings.HasPrefix(t, p) {
					ls[j].cls = keep
				}
			}
		}
	}
	return ls
}

// keepTableHeads keeps the head of a table a kept row stands in: the
// first row of a run of rows split by the same number of '|' (a coverage
// report's "File | % Stmts | ...", over "slug.js | 57.14 | ..."), and
// a head drawn over a rule split into columns ("Package Version" over
// "------- -------", as pip list prints it). A row's numbers are read by
// its columns' names.
func keepTableHeads(ls []line) {
	for i := 0; i < len(ls); {
		n := pipeCells(ls[i])
		if n < 3 {
			if i+1 < len(ls) && ls[i].shown() && ls[i+1].shown() && !ruleLine(ls[i].text) && columnRule(ls[i+1].text) {
				ls[i].cls, ls[i+1].cls = keep, keep
			}
			i++
			continue
		}
		j, kept, head := i+1, false, -1
		for k := i; k < len(ls) && pipeCells(ls[k]) == n; k++ {
			if head < 0 && !ruleLine(ls[k].text) {
				head = k
			} else if head >= 0 && ls[k].cls == keep {
				kept = true
			}
			j = k + 1
		}
		if kept && j-i >= 3 {
			ls[head].cls = keep
		}
		i = j
	}
}

// columnRule reports whether s is a rule split into two or more columns
// by single blanks: "------- -------".
func columnRule(s string) bool {
	f := strings.Fields(s)
	if len(f) < 2 || len(f) > 20 {
		return false
	}
	for _, c := range f {
		if len(c) < 3 || strings.Trim(c, "-") != "" && strings.Trim(c, "=") != "" {
			return false
		}
	}
	return true
}

// pipeCells is how many cells '|' splits l into, or 0 where l is not shown
// or longer than a table's row.
func pipeCells(l line) int {
	if !l.shown() || len(l.text) > 400 {
		return 0
	}
	return strings.Count(l.text, "|") + 1
}

// keepComparedValues keeps the two values a failed equality check
// printed under its message ("43.99 !== 39" under node's "Expected values
// to be strictly equal:"): what was got against what was expected. The
// message is often the same for every failure of a run and folds as a
// repeat; the values are each failure's own, unless an earlier failure
// printed the same pair.
func keepComparedValues(ls []line) {
	var seen map[string]bool
	for i := range ls {
		if !ls[i].shown() || !comparedValues(ls, i) {
			continue
		}
		t := strings.TrimSpace(ls[i].text)
		if seen == nil {
			seen = map[string]bool{}
		}
		if !seen[t] {
			ls[i].cls = keep
		}
		seen[t] = true
	}
}

// comparedValues reports whether ls[i] is a pair of values a check
// compared, under its message.
func comparedValues(ls []line, i int) bool {
	t := strings.TrimSpace(ls[i].text)
	if len(t) > 300 || !strings.Contains(t, "= ") {
		return false
	}
	found := false
	for _, op := range []string{" !== ", " === ", " != ", " == "} {
		if k := strings.Index(t, op); k > 0 && k+len(op) < len(t) {
			found = true
			break
		}
	}
	if !found {
		return false
	}
	for j := i - 1; j >= 0 && j >= i-2; j-- {
		if p := strings.TrimSpace(ls[j].text); p != "" {
			return strings.HasSuffix(p, " equal:") || strings.HasPrefix(p, "AssertionError")
		}
	}
	return false
}

// traceOutcome reports whether s is the result of a resolution trace
// (tsc --traceResolution's "======== Module name './a.js' was
// successfully resolved to '...'. ========", "... was not resolved.
// ========"): the steps between its "Resolving" banner and it fold, the
// outcome is what the trace was run for.
func traceOutcome(s string) bool {
	m := traceBannerRe.FindStringSubmatch(s)
	return m != nil && (strings.Contains(m[1], " was successfully resolved") || strings.HasSuffix(m[1], " was not resolved."))
}

// traceBannerRe is a banner of tsc's traces, its text between rules.
var traceBannerRe = lazy(`^={4,} (.+) ={4,}$`)

// keepFinalCount keeps a number alone on the last line of an output when
// a finding or a tally's row is right above it (flake8's --count: "58"
// under its findings): it is the run's total. (A number alone elsewhere,
// as seq or wc print, says nothing of a run.)
func keepFinalCount(ls []line) {
	i := len(ls) - 1
	for i >= 0 && strings.TrimSpace(ls[i].text) == "" {
		i--
	}
	if i < 1 || !allDigits(strings.TrimSpace(ls[i].text)) || len(strings.TrimSpace(ls[i].text)) > 9 {
		return
	}
	if p := ls[i-1].text; statisticsRow(p) || ls[i-1].cls == keep && fileLine(p) {
		raise(ls, i)
	}
}

// keepFailedCheck keeps a configure script's check that came back "no"
// right above the error it stopped on ("checking for json-c >= 0.15...
// no" over "configure: error: Package requirements ... were not met"):
// it says which check failed, in the script's own words.
func keepFailedCheck(ls []line) {
	for i := 0; i+1 < len(ls); i++ {
		t := ls[i].text
		if strings.HasPrefix(t, "checking ") && strings.HasSuffix(t, "... no") && ls[i].shown() && strings.HasPrefix(ls[i+1].text, "configure: error") {
			raise(ls, i)
		}
	}
}

// keepFailedElements keeps the opening tag of an XML report's element
// right above its failure or error child (JUnit's `<testcase
// classname="a.test.js" name="adds">` over `<failure message=...>`): the
// tag names the test that failed, the child only how.
func keepFailedElements(ls []line) {
	for i := 0; i+1 < len(ls); i++ {
		c := strings.TrimLeft(ls[i+1].text, " \t")
		if !strings.HasPrefix(c, "<failure") && !strings.HasPrefix(c, "<error") || !ls[i+1].shown() {
			continue
		}
		name := strings.TrimPrefix(strings.TrimPrefix(c, "<failure"), "<error")
		if name != "" && name[0] != ' ' && name[0] != '>' && name[0] != '/' {
			continue // (another element: <errors>, <failureDetail>)
		}
		t := strings.TrimSpace(ls[i].text)
		if strings.HasPrefix(t, "<") && !strings.HasPrefix(t, "</") && !strings.HasPrefix(t, "<?") && !strings.HasSuffix(t, "/>") && strings.HasSuffix(t, ">") {
			raise(ls, i)
		}
	}
}

// twins is the set of texts of the lines kept, read once, before a rule
// raises any: a fold of repeats drops a line whose twin, word for word,
// it keeps (foldRepeats, foldRepeatedSpans), and that line is said; a line
// a fold of alike lines dropped has no twin, and what it said is gone.
type twins struct {
	kept map[string]bool
}

// raise keeps ls[i], as the package's raise does, unless a fold dropped
// it as the twin of a line kept: the twin says it.
func (tw *twins) raise(ls []line, i int) {
	if !ls[i].shown() || ls[i].cls != normal && ls[i].cls != drop {
		return
	}
	if ls[i].cls == drop && tw.has(ls, ls[i].text) {
		return
	}
	ls[i].cls = keep
}

// has reports whether a line kept says t word for word.
func (tw *twins) has(ls []line, t string) bool {
	if tw.kept == nil {
		tw.kept = map[string]bool{}
		for _, l := range ls {
			if l.shown() && l.cls == keep {
				tw.kept[l.text] = true
			}
		}
	}
	return tw.kept[t]
}

// placedFinding reports whether s is a finding at a place written as a
// line and a column, in words or behind labels, with a message: "a.pm:
// Bareword file handle opened at line 29, column 5.  (Severity: 5)", "L:
// 2 | P:  14 | L012 | Implicit aliasing of columns.", "line 8 column 62
// - Warning: ...". A linter that prints a table of its findings writes
// each at its own place, and none stands for another: a fold of alike
// rows must not sample them.
func placedFinding(s string) bool {
	if len(s) > 600 || !mayPlace(s) || !strings.ContainsAny(s, "0123456789") {
		return false
	}
	for i := 0; i < len(s); {
		if !isWord(s[i]) {
			i++
			continue
		}
		j := wordEnd(s, i)
		if end := lineColumn(s, i, j); end > 0 {
			return letterWords(s[:i])+letterWords(s[end:]) >= 2
		}
		i = j
	}
	return false
}

// rangePlace reports whether s names a span of a file as a clone or
// duplicate finder prints each copy it found: a path with an extension,
// then its span in brackets, "line:column - line:column" (" - src/a.js
// [1:1 - 14:2] (13 lines, 180 tokens)", "   lib/b.js [3:1-9:2]"). Each
// copy is a place to act on; the copies of one report are not alike
// lines to sample.
func rangePlace(s string) bool {
	i := strings.Index(s, " [")
	if i < 0 || len(s) > 400 {
		return false
	}
	f := strings.Fields(s[:i])
	if len(f) == 0 || len(f) > 2 || len(f) == 2 && f[0] != "-" && f[0] != "*" {
		return false // the path, behind a list's bullet at most
	}
	if p := f[len(f)-1]; !strings.Contains(p, ".") || !wordBeforeDot(p, len(p)-wordLen(p)) {
		return false
	}
	span, _, ok := strings.Cut(s[i+2:], "]")
	from, to, ok2 := strings.Cut(span, "-")
	return ok && ok2 && lineCol(strings.TrimSpace(from)) && lineCol(strings.TrimSpace(to))
}

// wordLen is the length of the word that ends s.
func wordLen(s string) int {
	n := 0
	for n < len(s) && isWord(s[len(s)-1-n]) {
		n++
	}
	return n
}

// lineCol reports whether s is "line:column", both numbers.
func lineCol(s string) bool {
	l, c, ok := strings.Cut(s, ":")
	return ok && l != "" && c != "" && allDigits(l) && allDigits(c)
}

// mayPlace looks for the substrings a line label needs (lineColumn):
// most lines have none, and reading their words costs.
func mayPlace(s string) bool {
	for _, w := range []string{"ine", "INE", "l:", "L:", "l=", "L=", "ln", "Ln", "LN"} {
		if strings.Contains(s, w) {
			return true
		}
	}
	return false
}

// lineColumn reads a line and a column at the word s[i:j] ("line 29,
// column 5", "L:   2 | P:  14", "ln 4 col 9") and returns where the
// place ends, or 0.
func lineColumn(s string, i, j int) int {
	w := s[i:j]
	if !strings.EqualFold(w, "line") && !strings.EqualFold(w, "ln") && !strings.EqualFold(w, "l") {
		return 0
	}
	// A lone letter is a label only with its colon ("L: 2"), not a
	// word of a sentence.
	k, ok := number(s, j, " :=", 4, len(w) == 1)
	if !ok {
		return 0
	}
	a := skip(s, k, " ,|;:-", 5)
	if a == k && k < len(s) || a >= len(s) || !isWord(s[a]) {
		return 0
	}
	b := wordEnd(s, a)
	switch strings.ToLower(s[a:b]) {
	case "column", "col", "c", "p", "pos", "position", "char", "character":
	default:
		return 0
	}
	k, ok = number(s, b, " :=", 4, b-a == 1)
	if !ok {
		return 0
	}
	return k
}

// number reads the blanks and marks of set (at most most bytes of them, a
// ':' or '=' among them if marked) and a number, a whole word, from
// s[i:], and returns where it ends.
func number(s string, i int, set string, most int, marked bool) (int, bool) {
	k := skip(s, i, set, most)
	if k == i || marked && !strings.ContainsAny(s[i:k], ":=") {
		return 0, false
	}
	e := k
	for e < len(s) && isDigit(s[e]) {
		e++
	}
	if e == k || e < len(s) && isWord(s[e]) {
		return 0, false
	}
	return e, true
}

// skip returns where the run of s's bytes in set from i ends, or i if it
// is longer than most.
func skip(s string, i int, set string, most int) int {
	k := i
	for k < len(s) && strings.IndexByte(set, s[k]) >= 0 {
		k++
	}
	if k-i > most {
		return i
	}
	return k
}

// wordEnd is where the word starting at s[i] ends.
func wordEnd(s string, i int) int {
	for i < len(s) && isWord(s[i]) {
		i++
	}
	return i
}

// letterWords counts the words of s that start with two letters.
func letterWords(s string) int {
	n := 0
	for i := 0; i < len(s); {
		if !isWord(s[i]) {
			i++
			continue
		}
		j := wordEnd(s, i)
		if j-i >= 2 && isLetter(s[i]) && isLetter(s[i+1]) {
			n++
		}
		i = j
	}
	return n
}

// keepTapNames keeps the name of each failing test of a TAP stream: the
// "# name" comment nearest above its "not ok" line. A TAP producer that
// prints a test's name as a comment over its assertions (tape and its
// kin) names only the assertion on the "not ok" line ("not ok 91 should
// throw"): the comment says which test failed.
func keepTapNames(ls []line) []line {
	name := -1
	for i := range ls {
		if !ls[i].shown() {
			continue
		}
		t := strings.TrimLeft(ls[i].text, " ")
		switch {
		case strings.HasPrefix(t, "# ") && len(t) > 2 && !tapCount(t):
			name = i
		case strings.HasPrefix(t, "not ok ") && len(t) > 7 && isDigit(t[7]):
			if name >= 0 {
				raise(ls, name)
			}
			keepTapFailBlock(ls, i)
			keepTapDiag(ls, i)
		case strings.HasPrefix(t, "ok ") && len(t) > 3 && isDigit(t[3]):
			if keepTapFailBlock(ls, i) { // a file eslint passes with warnings
				raise(ls, i)
			}
		}
	}
	return ls
}

// keepTapFailBlock keeps, of the YAML block under the "not ok" line at i
// ("  ---" down to "  ..."), the lines that say what failed: each
// finding's message and severity (eslint's tap format lists one per
// "- message:" item), what was expected and what was found; it reports
// whether it found any. The block is that failure's window, however long;
// its other keys (columns, rule ids, durations) are routine.
func keepTapFailBlock(ls []line, i int) bool {
	j := i + 1
	if j >= len(ls) || !ls[j].shown() || strings.TrimSpace(ls[j].text) != "---" {
		return false
	}
	ind := indent(ls[j].text)
	found := false
	for k := j + 1; k < len(ls) && k <= j+tapFailBlockMax && ls[k].shown(); k++ {
		t := strings.TrimSpace(ls[k].text)
		if indent(ls[k].text) < ind || t == "..." && indent(ls[k].text) == ind {
			return found
		}
		key, _, ok := strings.Cut(strings.TrimPrefix(t, "- "), ":")
		if !ok {
			continue
		}
		switch key {
		case "message", "msg", "severity", "error", "expected", "actual", "found", "wanted", "operator":
			raise(ls, k)
			found = true
		}
	}
	return found
}

// keepTapDiag keeps the diagnostic comments right under the "not ok" line
// at i, as Test::More and libtap write them, indented past their "#"
// ("#   Failed test at t/fade.c line 10", "#     condition: g_ == w_",
// "#          got: 127", "#     expected: 128"): what failed, where, and
// the values compared. (A "# name" comment, one blank after its "#",
// names the next test, as keepTapNames reads it.)
func keepTapDiag(ls []line, i int) {
	for k := i + 1; k < len(ls) && k <= i+tapDiagMax; k++ {
		if !ls[k].shown() {
			continue
		}
		t := strings.TrimLeft(ls[k].text, " ")
		if !strings.HasPrefix(t, "#  ") || strings.TrimSpace(t[1:]) == "" {
			return
		}
		raise(ls, k)
	}
}

// tapDiagMax bounds the comments under a failing TAP line that keepTapDiag
// keeps.
const tapDiagMax = 24

// tapFailBlockMax bounds the YAML block under a failing TAP line that
// keepTapFailBlock reads.
const tapFailBlockMax = 400

// keepIndentedDiffs keeps a unified diff printed indented under a line of
// a report (a test runner's snapshot diff, a diff of diffs as git
// range-diff prints it): each hunk header ("    @@ -12,11 +12,13 @@",
// "    @@ src/a.js"), the lines the hunk changes (a '-' or a '+' at the
// header's indent: a diff of diffs marks its own changes in the first
// column, "    +-  x") and the line the diff is printed under, the nearest
// one above its header that is indented less (the test, the pair of
// commits). (A line a fold dropped as the twin of one kept stays
// dropped: a runner's report of the same failure again.) A diff at the margin is the output's own: keepDiffFrames and
// trimDiffContext read it.
func keepIndentedDiffs(ls []line, tw *twins) []line {
	const deep = 64    // indents past this head no diff
	var last [deep]int // the last line at each indent, +1 (0: none yet)
	for i := 0; i < len(ls); i++ {
		if !ls[i].shown() || strings.TrimSpace(ls[i].text) == "" {
			continue
		}
		t := ls[i].text
		n := indent(t)
		if n > 0 && n < deep {
			if end := indentedHunk(ls, i, n); end > i+1 {
				tw.raise(ls, i)
				h := -1
				for k := 0; k < n; k++ {
					h = max(h, last[k]-1)
				}
				if h >= 0 {
					tw.raise(ls, h)
				}
				for j := i + 1; j < end; j++ {
					if u := ls[j].text; len(u) > n && (u[n] == '-' || u[n] == '+') {
						tw.raise(ls, j)
					}
				}
			}
		}
		if n < deep {
			last[n] = i + 1
		}
	}
	return ls
}

// indentedHunk returns one past the lines of the hunk whose header is
// ls[i], indented by n ("@@ -1,3 +1,4 @@" or range-diff's "@@ file"),
// or i when ls[i] heads none: its lines are each the n blanks, then ' ',
// '-' or '+' (a blank line inside, where the next goes on), and one at
// least is a change.
func indentedHunk(ls []line, i, n int) int {
	t := ls[i].text[n:]
	if !strings.HasPrefix(t, "@@ ") || strings.TrimSpace(t[3:]) == "" {
		return i
	}
	if _, _, ok := hunkHeader(t); !ok && (strings.Contains(t[3:], "@@") || strings.ContainsAny(t[3:], "\t")) {
		return i
	}
	in := func(u string) bool {
		return len(u) > n && indent(u) >= n && strings.IndexByte(" -+", u[n]) >= 0 && strings.TrimSpace(u[:n]) == ""
	}
	j, changed := i+1, false
	for j < len(ls) && ls[j].gap == 0 {
		u := ls[j].text
		if strings.TrimSpace(u) == "" && j+1 < len(ls) && in(ls[j+1].text) {
			j++
			continue
		}
		if !in(u) || strings.HasPrefix(u[n:], "@@ ") {
			break
		}
		changed = changed || u[n] != ' '
		j++
	}
	if !changed {
		return i
	}
	return j
}

// valueBlockMax caps the lines one value block keeps: of a longer dump
// (a golden file), its first lines stay and the budgets sample the rest.
const valueBlockMax = 40

// keepValueBlocks keeps a check's values: a label alone on its line that
// says what was got or expected ("Got:", "Expected:", "Actual output:",
// doctest's and many test tools' form), and the block indented under it,
// whatever that block holds (a value, a traceback the check printed,
// with its library frames and carets: it is the value). Both sides stay:
// one is read against the other.
func keepValueBlocks(ls []line) []line {
	for i := 0; i < len(ls); i++ {
		if !ls[i].shown() || !valueLabel(ls[i].text) {
			continue
		}
		ls[i].cls = keep
		n := indent(ls[i].text)
		j := i + 1
		for k := 0; j < len(ls) && k < valueBlockMax && ls[j].shown(); j, k = j+1, k+1 {
			if t := ls[j].text; strings.TrimSpace(t) == "" || indent(t) <= n {
				break
			}
		}
		if j == i+1 {
			// A value written as a diff's side at the label's own
			// indent (uvu's "Actual:" over its "--" lines): the block
			// runs while the lines carry the mark.
			for k := 0; j < len(ls) && k < valueBlockMax && ls[j].shown() && indent(ls[j].text) == n && sideMark(ls[j].text[n:]); j, k = j+1, k+1 {
			}
		}
		if j == i+1 && labelMarker(ls[i].text) != "" {
			// Under a label behind a marker (tcltest's "---- Result
			// was:") the value is not indented: it runs to the next
			// marked line, if one closes it soon.
			for k := 0; j < len(ls) && ls[j].shown() && labelMarker(ls[j].text) == ""; j, k = j+1, k+1 {
				if strings.TrimSpace(ls[j].text) == "" || k == valueBlockMax {
					j = i + 1
					break
				}
			}
			if j == len(ls) || !ls[j].shown() {
				j = i + 1
			}
		}
		for k := i + 1; k < j; k++ {
			ls[k].cls = keep
		}
	}
	return ls
}

// sideMark reports whether t starts with a diff's mark for a removed or
// an added line, doubled ("--", "++") as value diffs write it.
func sideMark(t string) bool {
	return strings.HasPrefix(t, "--") && !strings.HasPrefix(t, "---") || strings.HasPrefix(t, "++") && !strings.HasPrefix(t, "+++")
}

// labelMarker returns the run of marks a tool writes before its labels
// and headings ("---- ", "==== ", "## "), with the blank after it, or "".
func labelMarker(s string) string {
	t := strings.TrimLeft(s, " ")
	i := 0
	for i < len(t) && strings.IndexByte("-=#*>", t[i]) >= 0 {
		i++
	}
	if i < 2 || i >= len(t) || t[i] != ' ' {
		return ""
	}
	return t[:i+1]
}

// valueLabel reports whether s is a label for a check's value: a few
// words ending in ':', one of them a word for what was got or expected.
// ("Expecting:", which doctest -v prints before every example it tries,
// is not one: nothing has failed there.) Behind a marker a label may be
// a phrase: tcltest's "---- Result was:" and "---- Result should have
// been (exact matching):"; so may one that starts with the side it names.
func valueLabel(s string) bool {
	t := strings.TrimSpace(s)
	m := labelMarker(t)
	t = strings.TrimSpace(t[len(m):])
	if len(t) > 60 || !strings.HasSuffix(t, ":") {
		return false
	}
	f := strings.Fields(strings.ToLower(t[:len(t)-1]))
	if len(f) == 0 || len(f) > 8 {
		return false
	}
	if len(t) > 30 || len(f) > 3 {
		// A longer label is one behind a marker, or one that starts
		// with the side it names (jest's "Expected value to strictly
		// be equal to:").
		switch f[0] {
		case "expected", "received", "actual":
			return true
		}
		if m == "" {
			return false
		}
	}
	for _, w := range f {
		switch w {
		case "got", "expected", "actual", "received", "want", "wanted", "obtained":
			return true
		case "failure/error":
			// rspec's "Failure/Error:" alone on its line: the failing
			// statement, too long for one line, is the block under it
			// ("expect(bath.summary).to eq(" over its arguments).
			return true
		}
	}
	if m == "" {
		return false
	}
	l := strings.Join(f, " ")
	return f[len(f)-1] == "was" && len(f) == 2 || strings.Contains(l, "should have been") || strings.Contains(l, "should be")
}

// Section labels: at most this many in one output are kept as its
// outline; more are records, which the budgets sample.
const maxSectionLabels = 40

// keepSectionLabels keeps the labels that head a listing's sections: an
// unindented line ending in ':' with an indented block right under it
// ("0000000000001189 <ring_at>:" over its instructions in a disassembly,
// a symbol table's or a report's section names). Where an output has a
// few of them (two to maxSectionLabels), each with its own name and
// shaped alike, they are its outline: the reader sees what the output
// holds, where the lines under them are folded.
func keepSectionLabels(ls []line) []line {
	var at []int
	for i := 0; i+1 < len(ls); i++ {
		if sectionLabel(ls, i) {
			if at = append(at, i); len(at) > maxSectionLabels {
				return ls
			}
		}
	}
	// A label said again and again ("Did you mean:", "Traceback (most
	// recent call last):") is a tool's phrase, not the name of a section;
	// a label unlike the others ("Shadow byte legend:") heads a part of a
	// report, which the budgets sample like any line. The sections of a
	// listing are named alike: "<address> <name>:".
	seen := make(map[string]int, len(at))
	shapes := make(map[string]int, len(at))
	for _, i := range at {
		if seen[ls[i].text]++; seen[ls[i].text] == 1 {
			shapes[labelShape(ls[i].text)]++
		}
	}
	for _, i := range at {
		if seen[ls[i].text] == 1 && shapes[labelShape(ls[i].text)] >= 2 {
			ls[i].cls = keep
		}
	}
	return ls
}

// labelShape is a label's word count and its first word, with a number
// (decimal or hex, as addresses are) written as '#'.
func labelShape(s string) string {
	f := strings.Fields(s)
	w := f[0]
	if strings.Trim(w, "0123456789abcdefABCDEF") == "" {
		w = "#"
	}
	return w + " " + strconv.Itoa(len(f))
}

// sectionLabel reports whether ls[i] is an unindented, short line ending
// in ':' with an indented, non-blank line right under it, or with a blank
// and another such label under it.
func sectionLabel(ls []line, i int) bool {
	if !labelLine(ls[i]) || !ls[i+1].shown() {
		return false
	}
	if strings.TrimSpace(ls[i+1].text) == "" {
		// An outer label over a blank and the labels of its own
		// sections: objdump's "Disassembly of section .text:" over
		// "0000000000001120 <_start>:".
		j := i + 2
		return j+1 < len(ls) && ls[j].text != ls[i].text && labelLine(ls[j]) && indentedBody(ls[j+1])
	}
	return indentedBody(ls[i+1])
}

// labelLine reports whether l is an unindented, short line ending in ':'.
// (A label that is a place, "In a.sh line 4:", heads a finding: the rules
// for findings decide whether it shows. A diff's changed line, "+def
// total(items):" over its body, is a change like the others, not a
// section's name.)
func labelLine(l line) bool {
	t := l.text
	return l.shown() && len(t) <= 100 && len(t) >= 2 && strings.HasSuffix(t, ":") && indent(t) == 0 && !fileLine(t) && !changedLine(t)
}

// indentedBody reports whether l is a shown, indented, non-blank line.
func indentedBody(l line) bool {
	return l.shown() && indent(l.text) > 0 && strings.TrimSpace(l.text) != ""
}

// tapCount reports whether s is one of the counts a TAP run ends with
// ("# tests 29", "# pass 26", "# fail 3"; node --test, tape, prove's
// harnesses), or as node's spec reporter writes them ("ℹ todo 1"): the
// run's summary, however its test lines were folded.
func tapCount(s string) bool {
	rest, ok := strings.CutPrefix(s, "# ")
	if !ok {
		if rest, ok = strings.CutPrefix(s, "ℹ "); !ok {
			return false
		}
	}
	word, n, ok := strings.Cut(rest, " ")
	if !ok || !allDigits(n) {
		return false
	}
	switch strings.ToLower(word) {
	case "tests", "pass", "fail", "failed", "passed", "skip", "skipped", "todo", "cancelled", "ok", "not ok":
		return true
	}
	return false
}

// tapSkip reports whether s is a TAP test line that did not run: "ok 18
// remote links resolve # skip needs network" (bats, prove, node --test).
// A skip is no pass: it tells which tests the run left out, and why. The
// directive is a "#" then SKIP, in any case, ending or followed by a blank.
func tapSkip(s string) bool {
	t := strings.TrimLeft(s, " ")
	if !strings.HasPrefix(t, "ok ") || len(t) < 4 || !isDigit(t[3]) {
		return false
	}
	_, dir, ok := strings.Cut(t, " # ")
	if !ok || len(dir) < 4 || !strings.EqualFold(dir[:4], "skip") {
		return false
	}
	return len(dir) == 4 || dir[4] == ' ' || dir[4] == ':'
}

// tallyLine reports whether s is a run's tally of outcomes in its own
// words: two to six counts, each a word and a number or a number and a
// word, parted by commas and nothing else ("imported 28, rejected 2",
// "3 copied, 1 skipped, 0 failed"). A script's last word on what it did,
// whatever it names its outcomes. (At the margin, as a report's line:
// an indented pair is a record's field.)
func tallyLine(s string) bool {
	s = strings.TrimSuffix(s, ".")
	if len(s) > 100 || s == "" || s[0] == ' ' || s[0] == '\t' || !strings.Contains(s, ", ") {
		return false
	}
	parts := strings.Split(s, ", ")
	if len(parts) < 2 || len(parts) > 6 {
		return false
	}
	for _, p := range parts {
		a, b, ok := strings.Cut(p, " ")
		if !ok || strings.Contains(b, " ") {
			return false
		}
		if allDigits(a) {
			a, b = b, a
		}
		if !allDigits(b) || len(b) > 9 || !lowerWord(a) {
			return false
		}
	}
	return true
}

// lowerWord reports whether w is a word of two or more lowercase ASCII
// letters.
func lowerWord(w string) bool {
	if len(w) < 2 {
		return false
	}
	for i := 0; i < len(w); i++ {
		if w[i] < 'a' || w[i] > 'z' {
			return false
		}
	}
	return true
}

// listedFailure reports whether ls[i] is a failure in a list of results:
// a numbered entry ("  3) cart adds tax") standing where a pass mark
// ("  ✔ cart adds tax") stands in the lines about it, at the same
// indent. Test runners that list every test (mocha's list and spec
// reporters, and the like) number the failing ones in place of the
// mark, to point at the report below; no failure word says it.
func listedFailure(ls []line, i int) bool {
	t := ls[i].text
	if !numberedItem(strings.TrimSpace(t)) {
		return false
	}
	n := indent(t)
	for _, step := range []int{-1, 1} {
		for j, k := i+step, 0; j >= 0 && j < len(ls) && k < listedFailureReach; j, k = j+step, k+1 {
			u := ls[j].text
			if strings.TrimSpace(u) == "" || indent(u) != n {
				continue
			}
			if passLine(u) {
				return true
			}
			break
		}
	}
	return false
}

// rerunLine reports whether s is an entry of rspec's "Failed examples:"
// or cucumber's "Failing Scenarios:" list, the command that runs one
// failing test again and its name: "rspec ./spec/fees_spec.rb:33 #
// Fees charges late", "rspec ./spec/item_spec.rb[1:1:7] # Item matches",
// "cucumber features/loan.feature:12 # Scenario: late return". It is the
// run's list of what failed, as pytest's "FAILED" lines are.
func rerunLine(s string) bool {
	cmd, rest, ok := strings.Cut(s, " ")
	if !ok || cmd != "rspec" && cmd != "cucumber" {
		return false
	}
	place, name, ok := strings.Cut(rest, " # ")
	if !ok || strings.TrimSpace(name) == "" || strings.ContainsAny(place, " \t") {
		return false
	}
	if k := strings.IndexByte(place, '['); k > 0 && strings.HasSuffix(place, "]") {
		place = place[:k] // (an example's ids: "[1:2:5]")
	} else if k := strings.LastIndexByte(place, ':'); k > 0 && allDigits(place[k+1:]) {
		place = place[:k]
	} else {
		return false
	}
	return strings.HasSuffix(place, ".rb") || strings.HasSuffix(place, ".feature")
}

// issueCountRow reports whether ls[i] is a row of golangci-lint's count
// of issues by linter, under its total ("327 issues:", then "* errcheck:
// 21", ...): the run's summary, each linter's share of it.
func issueCountRow(ls []line, i int) bool {
	if !countRow(ls[i].text) {
		return false
	}
	for k := i - 1; k >= 0 && k >= i-issueRowsMax; k-- {
		t := ls[k].text
		if countRow(t) {
			continue
		}
		n, rest, ok := strings.Cut(t, " ")
		return ok && n != "" && allDigits(n) && (rest == "issues:" || rest == "issue:")
	}
	return false
}

// countRow reports whether s is "* name: N".
func countRow(s string) bool {
	name, n, ok := strings.Cut(strings.TrimPrefix(s, "* "), ": ")
	return ok && len(s) > 2 && s[:2] == "* " && name != "" && !strings.ContainsAny(name, " \t") && n != "" && allDigits(n)
}

// issueRowsMax bounds how far issueCountRow looks up for the total.
const issueRowsMax = 200

// listedFailureReach is how many lines about a numbered entry are looked
// at for a pass at its indent (a list reporter prints a test's name
// indented, then its result).
const listedFailureReach = 4

// contextOfGone is the class of a gcc context line ("a.c: In function
// ‘f’:") said more than once (parallel builds interleave them) and so
// left to the budgets, when it sits right above a diagnostic of its file
// that went into a summary: it is shown (keep). Left out with a marker, it
// would read as part of the summary below it, and taken into the summary
// (gone), as a unique one is, it could not be told from the same line
// shown elsewhere; shown, each line of the output is where it was.
func contextOfGone(ls []line, i int, cls class) class {
	if i+1 >= len(ls) || ls[i+1].cls != gone || ls[i+1].syn {
		return cls
	}
	file, _, _ := strings.Cut(ls[i].text, ": ")
	if d, ok := parseDiag(ls[i+1].text); ok && d.file == file {
		return keep
	}
	return cls
}

// keepCaretSources keeps the quoted source line above a kept caret that
// says something ("   |     ^^^^ no item named `x`"): the label names a
// part of that line, which is half of what it says. (A bare caret, and
// the excerpt of a repeated diagnostic, still go: see dropExcerpts.)
func keepCaretSources(ls []line) []line {
	for i := 1; i < len(ls); i++ {
		if ls[i].cls == normal && ls[i].shown() && ls[i-1].shown() && primaryLabel(ls[i].text) && quotedSource(ls[i-1].text) {
			// rustc's and ruff's primary caret, under the line it
			// marks, says what is wrong there ("^ unreachable
			// expression") in words no rule knows.
			ls[i].cls = keep
		}
		if ls[i].cls == keep && ls[i].shown() && ls[i-1].shown() && ls[i-1].cls != keep && labelledCaret(ls[i].text) && quotedSource(ls[i-1].text) {
			ls[i-1].cls = keep
		}
		if ls[i].cls == normal && ls[i].shown() && bareCaret(strings.TrimSpace(ls[i].text)) && strings.HasPrefix(ls[i-1].text, "LINE ") {
			// PostgreSQL's caret under the statement's "LINE 1: ..."
			// points at the column the error is about.
			ls[i].cls = keep
		}
		if bareCaret(strings.TrimSpace(ls[i].text)) && i+1 < len(ls) && ls[i-1].shown() && quotedSource(ls[i-1].text) && errorHead(ls[i+1].text) {
			// bun's frame: the line the failure is at, a bare caret
			// under it, then "error: expect(received).toEqual(...)".
			ls[i-1].cls, ls[i].cls = keep, keep
		}
	}
	return ls
}

// errorHead reports a line that opens an error's message: "error: ...",
// "Error: ...", "TypeError: ...".
func errorHead(s string) bool {
	t := strings.TrimSpace(s)
	k := strings.Index(t, ": ")
	return k > 0 && strings.HasSuffix(strings.ToLower(t[:k]), "error")
}

// labelledCaret reports whether s is a gutter's caret or underline with a
// label after it: "   |    ^^^^^ no item named `x` in scope".
func labelledCaret(s string) bool {
	t := strings.TrimLeft(s, " ")
	if !strings.HasPrefix(t, "|") {
		return false
	}
	t = strings.TrimLeft(t[1:], " ")
	u := strings.TrimLeft(t, "^~-`|") // (swift's "`- error: ...", "|- note: ...")
	return len(u) < len(t) && strings.HasPrefix(u, " ") && strings.TrimSpace(u) != ""
}

// primaryLabel reports whether s is a gutter's primary caret with a
// label, as rustc marks the span a diagnostic is about ("   |       ^
// unreachable expression"; "-" marks the others).
func primaryLabel(s string) bool {
	t := strings.TrimLeft(strings.TrimLeft(s, " "), "| ")
	return strings.HasPrefix(t, "^") && labelledCaret(s)
}

// quotedSource reports whether s quotes a source line behind a gutter
// with its number: "24 |     code".
func quotedSource(s string) bool {
	t := strings.TrimLeft(s, " ")
	i := 0
	for i < len(t) && isDigit(t[i]) {
		i++
	}
	return i > 0 && strings.HasPrefix(strings.TrimLeft(t[i:], " "), "|")
}

// keepLeftOutCounts keeps the lines in which a tool says it left findings
// out ("Diagnostics not shown: 22.", "The number of diagnostics exceeds
// the limit allowed", "... and 14 more errors", "too many errors") and,
// among the last lines of the output, the sentence that says what it
// checked ("Checked 54 files in 75ms. No fixes applied."): the list
// above is not all there is, and the run covered this much.
func keepLeftOutCounts(ls []line) {
	tail := len(ls) - 12
	for i := range ls {
		if !ls[i].shown() {
			continue
		}
		t := strings.TrimSpace(ls[i].text)
		if t == "" || len(t) > 160 {
			continue
		}
		low := strings.ToLower(t)
		switch {
		case strings.Contains(low, "not shown") && strings.ContainsAny(t, "0123456789"),
			strings.Contains(low, "exceeds the limit"), strings.Contains(low, "too many errors"),
			strings.Contains(low, "more errors") && strings.ContainsAny(t, "0123456789"),
			strings.Contains(low, "more warnings") && strings.ContainsAny(t, "0123456789"):
			raise(ls, i)
		case i >= tail && checkedSentence(t):
			raise(ls, i)
		}
	}
}

// checkedSentence is a closing line of what a run checked: "Checked 54
// files in 75ms.", "Scanned 120 files", "Linted 31 files in 1.2s".
func checkedSentence(t string) bool {
	verb, rest, ok := strings.Cut(t, " ")
	if !ok {
		return false
	}
	switch verb {
	case "Checked", "Scanned", "Linted", "Formatted", "Analyzed", "Analysed", "Inspected", "Processed":
	default:
		return false
	}
	n, rest, ok := strings.Cut(rest, " ")
	return ok && allDigits(n) && strings.HasPrefix(rest, "file")
}

// keepStarredRows keeps the rows a boxed side-by-side table marks as
// differing with '*' in its border column, as Perl's Test::Differences
// draws got against expected ("# *  2|Birds: 20 ... *  2|Birds: 19 ...
// *"), under a "+---+" rule: the rows that differ are the failure; the
// '|' rows around them are the same on both sides.
func keepStarredRows(ls []line) {
	rule := -1
	for i := range ls {
		t := strings.TrimPrefix(ls[i].text, "# ")
		switch {
		case strings.HasPrefix(t, "+-") && strings.HasSuffix(strings.TrimRight(t, " "), "+") && strings.Count(t, "+") >= 3:
			rule = i
		case rule >= 0 && i-rule <= 200 && strings.HasPrefix(t, "*") && strings.Count(t, "|") >= 2 && ls[i].shown():
			ls[i].cls = keep
		case !strings.HasPrefix(t, "|") && !strings.HasPrefix(t, "*"):
			rule = -1
		}
	}
}

// keepSideBySide keeps a side-by-side diff's changes (diff -y, sdiff):
// the lines whose gutter holds '|' (changed), '<' (only on the left) or
// '>' (only on the right), at the one display column where most such
// marks stand; at least two of them, so one stray mark in a table is no
// diff.
func keepSideBySide(ls []line) []line {
	cols := map[int]int{}
	for i := range ls {
		if c := sideBySideMark(ls[i].text); c > 0 && ls[i].shown() {
			cols[c]++
		}
	}
	best, n := 0, 0
	for c, k := range cols {
		if k > n || k == n && c < best {
			best, n = c, k
		}
	}
	if n < 2 {
		return ls
	}
	for i := range ls {
		if ls[i].shown() && sideBySideMark(ls[i].text) == best {
			ls[i].cls = keep
		}
	}
	return ls
}

// sideBySideMark is the display column (tabs expanded to eights) of a side-by-side
// diff's mark in s: '|', '<' or '>' after a blank, before a tab or the
// line's end; 0 when s has none.
func sideBySideMark(s string) int {
	if strings.IndexByte(s, '\t') < 0 {
		return 0 // diff -y pads with tabs, and a tab follows the mark
	}
	col := 0
	for i := 0; i < len(s); i++ {
		c := s[i]
		if i > 0 && (c == '|' || c == '<' || c == '>') && (s[i-1] == ' ' || s[i-1] == '\t') && (i+1 == len(s) || s[i+1] == '\t') {
			return col
		}
		if c == '\t' {
			col += 8 - col%8
		} else {
			col++
		}
	}
	return 0
}

// recordHeader reports whether ls[i] heads one record of a checker that
// prints a stack under each finding, valgrind's tools' way ("==7== Invalid
// read of size 4", "==7== Possible data race during write ..."): a line
// not indented past its "==PID== " prefix, with the record's first frame
// ("==7==    at 0x4005: f (a.c:5)") right under it or one line further
// (helgrind's "Locks held: none"), and a blank line of the prefix's above
// it. The header says what went wrong; the frames only where.
func recordHeader(ls []line, i int) bool {
	body, ok := pidBody(ls[i].text)
	if !ok || body == "" || indent(body) > 0 {
		return false
	}
	if i > 0 { // a record starts after a blank line of the prefix's
		if b, ok := pidBody(ls[i-1].text); !ok || strings.TrimSpace(b) != "" {
			return false
		}
	}
	// (The frame may be gone into a group of repeats: it is still the
	// input's line under the header.)
	for j, k := i+1, 0; j < len(ls) && k < 2 && ls[j].gap == 0; j++ {
		if ls[j].syn {
			continue
		}
		k++
		b, ok := pidBody(ls[j].text)
		if !ok {
			return false
		}
		if t := strings.TrimLeft(b, " "); len(t) < len(b) && strings.HasPrefix(t, "at 0x") {
			return true
		}
	}
	return false
}

// raise keeps ls[i] unless a rule has given it a part already (a group's
// summary stands for it): a line the classifier took for noise too, since
// the shape that raises it says more than the words that dropped it.
func raise(ls []line, i int) {
	if ls[i].shown() && (ls[i].cls == normal || ls[i].cls == drop) {
		ls[i].cls = keep
	}
}

// pidBody is s past a "==PID== " (or "--PID-- ") prefix, and whether s
// has one.
func pidBody(s string) (string, bool) {
	if len(s) < 5 || (s[0] != '=' && s[0] != '-') || s[1] != s[0] {
		return "", false
	}
	j := 2
	for j < len(s) && isDigit(s[j]) {
		j++
	}
	if j == 2 || !strings.HasPrefix(s[j:], s[:2]) {
		return "", false
	}
	rest := s[j+2:]
	if rest != "" && rest[0] != ' ' {
		return "", false
	}
	return strings.TrimPrefix(rest, " "), true
}

// closingFieldsMax bounds the block keepClosingFields keeps: a longer run
// of fields is a listing, which the budgets sample.
const closingFieldsMax = 12

// keepClosingFields keeps the block of fields an output ends with, within
// its last few lines: three to closingFieldsMax lines in a row, each "name:
// value" with a name of its own, behind the same leading word (npm pack's "npm notice name: x",
// "version:", "package size:", a build's or an archiver's totals). Printed
// last, after the listing they sum up, they are the command's result.
func keepClosingFields(ls []line) []line {
	end := len(ls)
	for tail := 0; end > 0 && tail < 3; tail++ {
		if j := end - 1; !ls[j].shown() || fieldLine(ls[j].text) {
			break
		}
		end--
	}
	// Each field names its own thing: a name said twice ("--- PASS:")
	// makes records of a listing, not a result's fields.
	start, names := end, map[string]bool{}
	for start > 0 && end-start <= closingFieldsMax && ls[start-1].shown() && fieldLine(ls[start-1].text) && firstWord(ls[start-1].text) == firstWord(ls[end-1].text) {
		name, _, _ := strings.Cut(ls[start-1].text, ": ")
		if names[name] {
			return ls
		}
		names[name] = true
		start--
	}
	if n := end - start; n < 3 || n > closingFieldsMax {
		return ls
	}
	for i := start; i < end; i++ {
		raise(ls, i)
	}
	return ls
}

// fieldLine reports whether s is "name: value", the name one to three
// words of letters (after any leading words the block shares), the value
// not empty: not a place ("a.go:3: x") nor a path.
func fieldLine(s string) bool {
	name, value, ok := strings.Cut(s, ": ")
	if !ok || strings.TrimSpace(value) == "" || len(s) > 160 {
		return false
	}
	f := strings.Fields(name)
	if len(f) == 0 {
		return false
	}
	words := 0
	for k := len(f) - 1; k >= 0 && words < 3; k-- {
		w := f[k]
		for c := 0; c < len(w); c++ {
			if !isLetter(w[c]) && w[c] != '-' && w[c] != '_' {
				return words > 0
			}
		}
		words++
	}
	return true
}

// firstWord is s's first field.
func firstWord(s string) string {
	f := strings.Fields(s)
	if len(f) == 0 {
		return ""
	}
	return f[0]
}

// keepOwnFrames keeps the name lines of a trace's frames in the
// program's own code where a trace prints each frame as a numbered name
// with its place under it ("   4: billing::parse_amount" over "  at
// ./src/main.rs:2:29", Rust's backtrace): the place line is kept as a
// place in the project, and the name is half of what it says. Its
// namespace ("billing") is the program's own, so the frames named in it
// stay too, with or without a place (a build without debug info prints
// none).
func keepOwnFrames(ls []line) []line {
	keepRootedFrames(ls)
	own := map[string]bool{}
	for i := 0; i+1 < len(ls); i++ {
		ns, ok := frameName(ls[i].text)
		if !ok || ns == "" || !ls[i+1].shown() || ls[i+1].cls != keep || !strings.HasPrefix(strings.TrimSpace(ls[i+1].text), "at ") || indent(ls[i+1].text) <= indent(ls[i].text) {
			continue
		}
		raise(ls, i)
		own[ns] = true
	}
	if len(own) == 0 {
		return ls
	}
	for i := range ls {
		if ns, ok := frameName(ls[i].text); ok && ns != "" && own[ns] {
			raise(ls, i)
		}
	}
	return ls
}

// keepRootedFrames keeps the place lines of a backtrace's frames under
// the project's folder where the trace prints absolute places (Rust's
// RUST_BACKTRACE=full: "at /home/u/app/src/main.rs:4:9", where the short
// trace prints "at ./src/main.rs:4:9"). The folder is read off the
// trace: the panic names its place relative to it ("panicked at
// src/main.rs:4:9:"), and the frame whose absolute place ends in that
// file says where it lies. Frames under it but in the build's output
// ("target/") or a dependency's folder are not the project's.
func keepRootedFrames(ls []line) {
	var rels []string
	for i := range ls {
		if _, after, ok := strings.Cut(ls[i].text, " panicked at "); ok && len(rels) < 8 {
			if file, _, ok := strings.Cut(after, ":"); ok && file != "" && file[0] != '/' && !strings.ContainsAny(file, " \t") {
				rels = append(rels, "/"+strings.TrimPrefix(file, "./"))
			}
		}
	}
	if len(rels) == 0 {
		return
	}
	var roots []string
	for i := range ls {
		p, ok := absFramePlace(ls[i].text)
		if !ok {
			continue
		}
		file, _, _ := strings.Cut(p, ":")
		for _, rel := range rels {
			if root, ok := strings.CutSuffix(file, rel); ok && root != "" && !slices.Contains(roots, root) && len(roots) < 8 {
				roots = append(roots, root+"/")
			}
		}
	}
	for i := range ls {
		p, ok := absFramePlace(ls[i].text)
		if !ok {
			continue
		}
		for _, root := range roots {
			if rest, ok := strings.CutPrefix(p, root); ok && !strings.HasPrefix(rest, "target/") && !strings.Contains(rest, "vendor/") && !strings.Contains(rest, ".cargo/") {
				raise(ls, i)
			}
		}
	}
}

// absFramePlace is the absolute place of a backtrace's "at /path:line"
// line, and whether s is one.
func absFramePlace(s string) (string, bool) {
	p, ok := strings.CutPrefix(strings.TrimLeft(s, " \t"), "at /")
	if !ok || !fileLine(p) {
		return "", false
	}
	return "/" + p, true
}

// frameName reports whether s is a numbered frame's name ("  16:
// billing::load", "   7: <a::B as c::D>::f"), and its first namespace
// ("billing"; "" where it has none).
func frameName(s string) (string, bool) {
	t := strings.TrimLeft(s, " ")
	if len(t) == len(s) {
		return "", false
	}
	j := 0
	for j < len(t) && isDigit(t[j]) {
		j++
	}
	if j == 0 || !strings.HasPrefix(t[j:], ": ") {
		return "", false
	}
	rest := t[j+2:]
	// (A full trace puts the frame's address first: "  18:  0x5632fe68886
	// - ledger::load".)
	if a, n, ok := strings.Cut(strings.TrimLeft(rest, " "), " - "); ok && strings.HasPrefix(a, "0x") {
		rest = n
	}
	name := strings.TrimLeft(rest, "<")
	if name == "" || strings.ContainsAny(name, " \t") && !strings.Contains(name, " as ") {
		return "", false
	}
	ns, _, ok := strings.Cut(name, "::")
	if !ok {
		return "", true
	}
	return ns, true
}

// reportBodyMax bounds the body of one report keepReportParts reads.
const reportBodyMax = 400

// keepReportParts keeps the first line of each part of a failure report
// laid out in indented paragraphs between a kept line at the margin that
// opens it and a kept one that closes it (a sanitizer's "WARNING: ...
// data race" over "  Read of size 8 at ... by thread T2:", "  Location
// is global 'g' ...", "  Thread T2 ... created by ..." and its "SUMMARY:
// ..."): each part says one thing about the failure (which access,
// which memory, which thread), and the frames under it only where. At
// least two parts: one paragraph under a line is a block, not a report.
// (A diagnostic at a place over its notes, up to the next one, is a
// record of a checker's listing: its notes are hints, which the budgets
// sample.)
func keepReportParts(ls []line, tw *twins) []line {
	for i := 0; i < len(ls); i++ {
		if !ls[i].shown() || indent(ls[i].text) > 0 || strings.TrimSpace(ls[i].text) == "" {
			continue
		}
		// (A report said again opens with its first line folded as a
		// repeat of the first report's.)
		if ls[i].cls != keep && (ls[i].cls != drop || !tw.has(ls, ls[i].text)) {
			continue
		}
		var heads []int
		j, blank := i+1, true
		for ; j < len(ls) && j-i <= reportBodyMax && ls[j].gap == 0; j++ {
			if ls[j].syn {
				continue
			}
			t := ls[j].text
			if strings.TrimSpace(t) == "" {
				blank = true
				continue
			}
			if indent(t) == 0 {
				break
			}
			if blank {
				heads = append(heads, j)
			}
			blank = false
		}
		if len(heads) < 2 || j >= len(ls) || j-i > reportBodyMax || ls[j].cls != keep || !ls[j].shown() || isDiag(ls[i].text) || isDiag(ls[j].text) {
			continue
		}
		n := indent(ls[heads[0]].text)
		for _, h := range heads {
			if indent(ls[h].text) == n {
				raise(ls, h)
			}
		}
		i = j - 1
	}
	return ls
}

// isDiag reports whether s is a diagnostic at a place (see parseDiag).
func isDiag(s string) bool {
	_, ok := parseDiag(s)
	return ok
}

// groupFindingsAbove groups the findings at places (parseDiag) that a
// git output prints outside any file's diff: what git diff --check, git
// show --check and git log --check print ("a.py:35: trailing
// whitespace." over the "+line" it found), each commit's apart. Each
// finding is kept by the classifier; alike ones group into one line that
// lists every place (groupDiags). A diff's own lines are not read: a
// "+a.go:3: x" there is content.
func groupFindingsAbove(ls []line) []line {
	// (Most git outputs have no finding: a long log is read once, and
	// only a commit with three findings or more is grouped.)
	n := 0
	for _, l := range ls {
		if l.cls == keep && l.shown() && isDiag(l.text) {
			n++
		}
	}
	if n < 3 {
		return ls
	}
	var out []line
	grouped := false
	body := false // in a file's diff, up to the next commit
	for a := 0; a < len(ls); {
		b, found := a+1, 0
		for b < len(ls) && !isCommitLine(ls[b].text) && !diffHeader(ls[b].text) {
			if ls[b].cls == keep && ls[b].shown() && isDiag(ls[b].text) {
				found++
			}
			b++
		}
		if isCommitLine(ls[a].text) {
			body = false
		} else if diffHeader(ls[a].text) {
			body = true
		} else if ls[a].cls == keep && ls[a].shown() && isDiag(ls[a].text) {
			found++
		}
		seg := ls[a:b:b]
		if !body && found >= 3 {
			if g := groupDiags(seg); len(g) != len(seg) {
				seg, grouped = g, true
				dropQuotedLines(seg)
			}
		}
		out = append(out, seg...)
		a = b
	}
	if !grouped {
		return ls
	}
	return out
}

// dropQuotedLines drops the diff line a grouped finding quotes ("+def
// f():  "): the summary lists its place, and the line, shown alone among
// the others, would say nothing of which finding it is.
func dropQuotedLines(ls []line) {
	for i := 0; i+1 < len(ls); i++ {
		if !ls[i].syn && ls[i].cls == gone && isDiag(ls[i].text) && ls[i+1].shown() && ls[i+1].cls == normal && strings.HasPrefix(ls[i+1].text, "+") {
			ls[i+1].cls = drop
		}
	}
}

// diffHeader reports whether s opens a file's diff in git's formats.
func diffHeader(s string) bool {
	return strings.HasPrefix(s, "diff --git ") || strings.HasPrefix(s, "diff --cc ") || strings.HasPrefix(s, "diff --combined ")
}

// conflictMax bounds the merge conflicts keepConflictSides keeps whole,
// markers and both sides: one that fits a screen is read whole to be
// resolved; a longer one (a file both sides rewrote) is read in the file,
// and the budgets sample it like any diff, its markers kept.
const conflictMax = 30

// keepConflictSides keeps both sides of each merge conflict an output
// shows, markers and all: "<<<<<<< HEAD", the lines of one side,
// "=======", the other's, ">>>>>>> theirs" (a "|||||||" base between,
// diff3's style), in a file printed whole or in a diff, where each line
// carries the diff's columns first (" +note 18", "++<<<<<<< HEAD" in a
// combined diff). Every line of a side is what the reader must resolve:
// none stands for another, however alike they look.
func keepConflictSides(ls []line) []line {
	for i := 0; i < len(ls); i++ {
		cols, ok := conflictMark(ls[i].text, '<', -1)
		if !ok || !ls[i].shown() {
			continue
		}
		mid, end := -1, -1
		for j := i + 1; j < len(ls) && j-i <= conflictMax && ls[j].gap == 0; j++ {
			if _, ok := conflictMark(ls[j].text, '=', cols); ok && mid < 0 {
				mid = j
			} else if _, ok := conflictMark(ls[j].text, '>', cols); ok && mid > 0 {
				end = j
				break
			} else if _, ok := conflictMark(ls[j].text, '<', cols); ok {
				break // a marker opened again before this one closed
			}
		}
		if end < 0 {
			continue
		}
		for j := i; j <= end; j++ {
			if !ls[j].syn {
				raise(ls, j)
			}
		}
		i = end
	}
	return ls
}

// conflictMark reports whether s is a conflict marker of c ("<<<<<<<",
// "=======", ">>>>>>>", seven of c alone or before a blank and a name)
// behind a diff's columns (up to two of ' ', '+', '-'), and how many
// columns; when cols >= 0, the marker must be behind that many.
func conflictMark(s string, c byte, cols int) (int, bool) {
	n := 0
	for n < len(s) && n < 2 && (s[n] == ' ' || s[n] == '+' || s[n] == '-') {
		n++
	}
	for ; ; n-- {
		if cols < 0 || n == cols {
			t := s[n:]
			if len(t) >= 7 && strings.Count(t[:7], string(c)) == 7 && (len(t) == 7 || t[7] == ' ' && c != '=') {
				return n, true
			}
		}
		if n == 0 || cols >= 0 {
			return 0, false
		}
	}
}

// failureSectionMax bounds the report keepFailureSections keeps.
const failureSectionMax = 60

// keepFailureSections keeps the report under an underlined failure
// heading: a kept line at the margin with a rule of about its length
// under it ("Found one Java-level deadlock:" over "=====...", the JVM's
// report; a checker's "Errors found:" over "-------"), down to the next
// failure line at the margin that closes it ("Found 1 deadlock."), within
// failureSectionMax lines. Every line between says who is in the failure
// (which thread waits on which lock, held by which): it is the failure
// itself, not a trace to sample. With no closing line in reach, the
// first paragraph under the rule is kept. (A line the classifier took
// for noise, a runtime's frame, and one folded as the twin of another
// stay as they are.)
func keepFailureSections(ls []line) []line {
	for i := 0; i+2 < len(ls); i++ {
		if !ls[i].shown() || ls[i].cls != keep || indent(ls[i].text) > 0 || !underlined(ls[i].text, ls[i+1]) {
			continue
		}
		end := -1
		for j := i + 2; j < len(ls) && j-i <= failureSectionMax && ls[j].gap == 0; j++ {
			if t := ls[j].text; ls[j].shown() && ls[j].cls == keep && indent(t) == 0 && important(t) {
				end = j
				break
			}
		}
		if end < 0 {
			for end = i + 2; end < len(ls) && end-i <= failureSectionMax && ls[end].gap == 0 && strings.TrimSpace(ls[end].text) != ""; end++ {
			}
		}
		for j := i + 2; j < end; j++ {
			if ls[j].shown() && ls[j].cls == normal && strings.TrimSpace(ls[j].text) != "" {
				ls[j].cls = keep
			}
		}
		i = end - 1
	}
	return ls
}

// underlined reports whether next is a rule of '=' or '-' under the
// heading s, as long as it give or take three: four marks at least (a
// patch's "---" under a blank line is a separator).
func underlined(s string, next line) bool {
	r := next.text
	if next.syn || next.gap > 0 || len(r) < 4 || strings.TrimSpace(s) == "" || strings.Trim(r, string(r[0])) != "" || r[0] != '=' && r[0] != '-' {
		return false
	}
	d := len(r) - len(strings.TrimSpace(s))
	return d >= -3 && d <= 3
}

// foundCount reports whether t counts what a check found, one thing at
// least: "Found 3 vulnerabilities", "Found 2 circular dependencies", "found
// 1 deadlock" (a tool's own count of its findings, whatever it calls
// them; "found 0 ..." says nothing was).
func foundCount(t string) bool {
	rest, ok := strings.CutPrefix(t, "Found ")
	if !ok {
		if rest, ok = strings.CutPrefix(t, "found "); !ok {
			return false
		}
	}
	n, word, ok := strings.Cut(rest, " ")
	if !ok || n == "" || !allDigits(n) || strings.Trim(n, "0") == "" {
		return false
	}
	return len(word) >= 2 && isLetter(word[0]) && isLetter(word[1])
}

// countedPass reports whether t is a test harness's line for a passing
// unit, numbered against the run's total: "1/132 push  OK  0.02s" (meson),
// "3/40 Test  #3: parse ....   Passed    0.01 sec" (ctest). A status
// word in a column of its own says it passed, and no other word says
// otherwise.
func countedPass(t string) bool {
	n, d, ok := strings.Cut(t, "/")
	if !ok || n == "" || !allDigits(n) || d == "" || !isDigit(d[0]) {
		return false
	}
	f := strings.Fields(d)
	if len(f) < 3 || !allDigits(f[0]) || len(n) > len(f[0]) || len(n) == len(f[0]) && n > f[0] {
		return false // (a unit's number is within the total)
	}
	pass := false
	for _, w := range f[1:] {
		switch w {
		case "OK", "ok", "PASS", "Passed", "PASSED", "passed":
			// A column of its own, padded on a side ("case001 OK
			// 0.01s"), not a word of a sentence.
			pass = pass || strings.Contains(t, "  "+w+" ") || strings.HasSuffix(t, "  "+w) || strings.Contains(t, " "+w+"  ")
		case "FAIL", "Failed", "FAILED", "failed", "ERROR", "TIMEOUT", "Timeout", "SKIP", "Skipped", "EXPECTEDFAIL", "UNEXPECTEDPASS", "***Failed", "***Timeout":
			return false
		}
	}
	return pass && !maybeError(t)
}

// scriptBannerRe is the banner npm (pnpm, yarn) prints over each script it
// runs: "> @mono/web@0.4.0 typecheck", the package, its version and the
// script's name.
var scriptBannerRe = lazy(`^> (@[\w.-]+/)?[\w.-]+@\d[\w.+-]* [\w:.-]+$`)

// keepScriptBanners keeps the banner of each script that a kept line
// follows before the next banner: which step of a chain of scripts (npm
// run build && npm run typecheck && ...) failed.
func keepScriptBanners(ls []line) []line {
	banner := -1
	for i, l := range ls {
		if !l.shown() {
			continue
		}
		switch {
		case strings.HasPrefix(l.text, "> ") && scriptBannerRe.MatchString(l.text):
			banner = i
		case banner >= 0 && l.cls == keep && !l.syn:
			ls[banner].cls = keep
			banner = -1
		}
	}
	return ls
}

// keepAssertionDiffs keeps the diff a failed assertion prints of what it
// expected against what it got, under the headers that name the two sides
// in words ("--- Expected" over "+++ Actual": PHPUnit's, testify's; the
// hunk header may hold no ranges, "@@ @@"): the headers, the hunk headers
// and the changed lines, up to assertionDiffMax of them, wherever the
// diff stands (at the margin, or behind a gutter as PHPUnit --testdox
// draws it). A tool's diff of files names paths, and is read elsewhere.
func keepAssertionDiffs(ls []line) {
	for i := 0; i+1 < len(ls); i++ {
		g, h := diffGutter(ls[i].text), diffGutter(ls[i+1].text)
		a, oka := strings.CutPrefix(strings.TrimLeft(g, " \t"), "--- ")
		b, okb := strings.CutPrefix(strings.TrimLeft(h, " \t"), "+++ ")
		if !oka || !okb || !sideName(a) || !sideName(b) || !ls[i].shown() || !ls[i+1].shown() {
			continue
		}
		pre := len(g) - len(strings.TrimLeft(g, " \t")) // the diff's own indent
		raise(ls, i)
		raise(ls, i+1)
		n := 0
		var context []int
		j := i + 2
		for ; j < len(ls) && ls[j].shown() && n < assertionDiffMax; j++ {
			u := diffGutter(ls[j].text)
			if len(u) <= pre || strings.TrimSpace(u[:pre]) != "" {
				break
			}
			switch u[pre] {
			case '-', '+':
				raise(ls, j)
				n++
			case '@':
				raise(ls, j)
			case ' ':
				context = append(context, j)
			default:
				j = len(ls) // (a line no diff writes ends it)
			}
		}
		if n+len(context) <= assertionDiffWhole {
			for _, k := range context {
				raise(ls, k)
			}
		}
	}
}

// assertionDiffWhole is how many lines an assertion's diff may have and
// still stay whole, its context too: the unchanged elements around a
// changed one in an array's dump ("     3 => 8" over "-    4 => 16")
// say where in the value it is, and cost less than markers would.
const assertionDiffWhole = 30

// assertionDiffMax is how many changed lines of one assertion's diff
// stay.
const assertionDiffMax = 60

// sideName reports whether s, after a diff header's "--- " or "+++ ",
// names a side of a comparison in words, not a file.
func sideName(s string) bool {
	switch strings.ToLower(strings.TrimSpace(s)) {
	case "expected", "actual", "got", "want", "received", "original", "new", "before", "after":
		return true
	}
	return false
}

// diffGutter is s past the gutter a report draws a diff behind ("   │ "
// in PHPUnit --testdox, "  | "), or s.
func diffGutter(s string) string {
	t := strings.TrimLeft(s, " ")
	for _, g := range []string{"│ ", "│", "| "} {
		if r, ok := strings.CutPrefix(t, g); ok {
			return r
		}
	}
	return s
}

// termLines bounds the lines keepWrappedTerms reads of one term.
const termLines = 30

// keepWrappedTerms keeps the rest of a term a kept line opens and a
// printer wrapped over the lines under it, indented past it, until its
// brackets close (Erlang's "**error:{assertEqual,[{module,m}," over
// "{expected,7.7}," and "{value,7.92}]}"; Elixir's and Python's reprs
// alike), where the line says a failure: the values compared are in its
// last lines. A term that does not close within termLines lines is left
// to the budget.
func keepWrappedTerms(ls []line) {
	for i := range ls {
		if ls[i].cls != keep || !ls[i].shown() || !important(ls[i].text) || !opensData(ls[i].text) {
			continue // (a failure's term: a kept line's data, a JSON object or a table, is the budget's)
		}
		depth := bracketDepth(ls[i].text)
		ind, end := indent(ls[i].text), -1
		for j := i + 1; j < len(ls) && j <= i+termLines; j++ {
			if !ls[j].shown() || strings.TrimSpace(ls[j].text) == "" || indent(ls[j].text) <= ind {
				break
			}
			if depth += bracketDepth(ls[j].text); depth <= 0 {
				end = j
				break
			}
		}
		for j := i + 1; j <= end; j++ {
			raise(ls, j)
		}
	}
}

// opensData reports whether s, at the margin, leaves open a bracket of
// data, "{" or "[": a term printed as a value. (A call's "(" left open is
// a source line a trace quotes, wrapped: "raise ValueError(msg %".)
func opensData(s string) bool {
	if indent(s) > 0 || strings.HasPrefix(s, ">") {
		return false // (pytest's "> " marks a source line)
	}
	depth, inner := bracketScan(s)
	return depth > 0 && inner != '(' && inner != 0
}

// bracketDepth is how many more brackets s opens than it closes, outside
// its double-quoted strings.
func bracketDepth(s string) int {
	depth, _ := bracketScan(s)
	return depth
}

// bracketScan reads s's brackets outside its double-quoted strings: how
// many more it opens than it closes, and the innermost one left open (0
// when none is).
func bracketScan(s string) (depth int, inner byte) {
	var open []byte
	quoted := false
	for i := 0; i < len(s); i++ {
		switch c := s[i]; {
		case quoted && c == '\\':
			i++
		case c == '"':
			quoted = !quoted
		case quoted:
		case c == '(' || c == '[' || c == '{':
			depth++
			open = append(open, c)
		case c == ')' || c == ']' || c == '}':
			depth--
			if len(open) > 0 {
				open = open[:len(open)-1]
			}
		}
	}
	if len(open) > 0 {
		inner = open[len(open)-1]
	}
	return depth, inner
}

// bareHeadLines bounds the message lines keepBareHeadMessages keeps under
// one head.
const bareHeadLines = 4

// keepBareHeadMessages keeps the message under a diagnostic's head that
// says only its place, severity and codes (GHC's "src/A.hs:13:3: warning:
// [-Wmissing-deriving-strategies]" over "    No deriving strategy
// specified. ..."): the indented lines under it, up to its excerpt's
// gutter or a blank line, are what it says.
func keepBareHeadMessages(ls []line) {
	for i := range ls {
		if ls[i].cls != keep || !ls[i].shown() || indent(ls[i].text) > 0 || !bareHead(ls[i].text) {
			continue
		}
		for j, n := i+1, 0; j < len(ls) && n < bareHeadLines; j++ {
			if ls[j].syn {
				continue // (a group's note under its first occurrence)
			}
			n++
			t := strings.TrimSpace(ls[j].text)
			if !ls[j].shown() || t == "" || indent(ls[j].text) == 0 || strings.HasPrefix(t, "|") || quotedSource(ls[j].text) {
				break
			}
			raise(ls, j)
		}
	}
}

// bareHead reports whether s is a diagnostic's head with no message: a
// place, a severity, and at most codes in brackets after it.
func bareHead(s string) bool {
	if d, ok := parseDiag(s); !ok || d.file == "" {
		return false
	}
	for _, sev := range []string{": error:", ": warning:"} {
		k := strings.Index(s, sev)
		if k < 0 {
			continue
		}
		rest := strings.TrimSpace(s[k+len(sev):])
		for strings.HasPrefix(rest, "[") {
			j := strings.IndexByte(rest, ']')
			if j < 0 {
				return false
			}
			rest = strings.TrimSpace(rest[j+1:])
		}
		return rest == ""
	}
	return false
}

// givenArgsLines bounds the lines keepGivenArguments keeps under one
// heading.
const givenArgsLines = 24

// keepGivenArguments keeps the values a test framework shows under a
// failure: the arguments ExUnit's failing call got ("The following
// arguments were given to Apiary.Swarm.advice/1:" over "# 1" and
// ":unknown"; "arguments:" under "Expected truthy, got false"), Catch2's
// assertion with its values filled in ("with expansion:" over "  2 ==
// 3"): the block indented under the heading, blank lines and all, up to
// the next line at the heading's indent.
func keepGivenArguments(ls []line) {
	for i := range ls {
		t := strings.TrimSpace(ls[i].text)
		if !ls[i].shown() || !valuesHeading(t) {
			continue
		}
		raise(ls, i)
		ind := indent(ls[i].text)
		for j, n := i+1, 0; j < len(ls) && n < givenArgsLines; j, n = j+1, n+1 {
			if !ls[j].shown() {
				continue
			}
			if strings.TrimSpace(ls[j].text) == "" {
				continue
			}
			if indent(ls[j].text) <= ind {
				break
			}
			raise(ls, j)
		}
	}
}

// exunitFailure reports whether s heads one of ExUnit's failures: "  2)
// test field note 42: ... (Apiary.InspectionTableTest)", its number, the
// test and its module. Blocks alike may fold; each failing test's name
// stays.
func exunitFailure(s string) bool {
	t := strings.TrimLeft(s, " ")
	if len(t) == len(s) || !strings.HasSuffix(t, ")") {
		return false
	}
	k := 0
	for k < len(t) && isDigit(t[k]) {
		k++
	}
	if k == 0 || !strings.HasPrefix(t[k:], ") ") {
		return false
	}
	rest := t[k+2:]
	if !strings.HasPrefix(rest, "test ") && !strings.HasPrefix(rest, "doctest ") && !strings.HasPrefix(rest, "property ") {
		return false
	}
	o := strings.LastIndex(rest, " (")
	return o > 0 && len(rest) > o+3 && rest[o+2] >= 'A' && rest[o+2] <= 'Z'
}

// valuesHeading reports whether t (trimmed) heads the values of a failed
// check (keepGivenArguments).
func valuesHeading(t string) bool {
	switch t {
	case "arguments:", "with expansion:", "with message:", "with messages:":
		return true
	}
	return strings.HasPrefix(t, "The following arguments were given to ") && strings.HasSuffix(t, ":")
}

// keepFailedCaseTitles keeps the title Catch2 sets between two rules of
// dashes over a test case that failed ("3/1 twill is warp-faced", its
// sections indented under it), where a "FAILED:" follows before the next
// title: the failing test's name. (A passing case's title, printed with
// -s, stays the budget's.)
func keepFailedCaseTitles(ls []line) {
	rule := func(i int) bool {
		t := ls[i].text
		return len(t) >= 40 && strings.Trim(t, "-") == ""
	}
	for i := 0; i < len(ls); i++ {
		if !ls[i].shown() || !rule(i) {
			continue
		}
		end := -1
		for j := i + 1; j < len(ls) && j <= i+5; j++ {
			if !ls[j].shown() || strings.TrimSpace(ls[j].text) == "" {
				break
			}
			if rule(j) {
				end = j
				break
			}
		}
		if end <= i+1 {
			continue
		}
		failed := false
		for k := end + 1; k < len(ls) && k <= end+caseReach; k++ {
			if k+2 < len(ls) && rule(k) && !rule(k+1) {
				break // (the next case's title)
			}
			if strings.Contains(ls[k].text, ": FAILED:") {
				failed = true
				break
			}
		}
		if failed {
			for k := i + 1; k < end; k++ {
				raise(ls, k)
			}
		}
		i = end
	}
}

// caseReach bounds how far under a Catch2 title keepFailedCaseTitles looks
// for its failure.
const caseReach = 60

// announcedListLines bounds the entries keepAnnouncedLists keeps under one
// announcement.
const announcedListLines = 24

// keepAnnouncedLists keeps the list a kept line announces ("The following
// asset(s) exceed the recommended size limit (244 KiB)." over "Assets:"
// and "  main.ecb5d851.js (811 KiB)"; git's "The following untracked
// working tree files would be overwritten by merge:"; apt's "The following
// packages have unmet dependencies:"): the entries indented under it, or
// under a label ending in ":" within two lines of it, up to a blank line
// or a line at the margin, where the line says a failure or a warning
// (apt's "The following NEW packages will be installed:" is a plan, its
// list the budget's). They are what the finding is about.
func keepAnnouncedLists(ls []line) {
	for i := range ls {
		if ls[i].cls != keep || !ls[i].shown() || !strings.Contains(ls[i].text, "The following ") || !important(ls[i].text) && !warning(ls[i].text) {
			continue
		}
		j := i + 1
		for k := i + 1; k < len(ls) && k <= i+2 && ls[k].shown(); k++ {
			if t := strings.TrimSpace(ls[k].text); strings.HasSuffix(t, ":") && indent(ls[k].text) <= indent(ls[i].text) && !strings.Contains(t, " ") {
				raise(ls, k) // the list's label ("Assets:", "Entrypoints:")
				j = k + 1
				break
			}
		}
		for n := 0; j < len(ls) && n < announcedListLines; j, n = j+1, n+1 {
			if !ls[j].shown() || strings.TrimSpace(ls[j].text) == "" || indent(ls[j].text) <= indent(ls[i].text) {
				break
			}
			raise(ls, j)
		}
	}
}

package reduce

import "strings"

// foldWarningSections folds a test run's warnings section (pytest's
// "warnings summary"): blocks, one per warning raised, each the ids of
// the tests that raised it, the warning at its place and the source line
// there. The same message raised again, from other tests or other lines,
// is the same thing to fix: its first block stays (its first test id,
// the warning, the source line); each later one's warning goes into one
// summary that names its places, and the block's other lines, test ids
// and source lines, go under the markers. A message raised once stays
// whole but for test ids past the first few (warnIDs).
func foldWarningSections(ls []line) []line {
	adds := map[int]string{}
	// A run cut by tail may start inside the section: its end (pytest's
	// "-- Docs: ...capture-warnings..." line) with no rule above it.
	for i, l := range ls {
		if l.shown() && pytestBarRe.MatchString(l.text) {
			break
		}
		if l.shown() && strings.HasPrefix(l.text, "-- Docs: ") && strings.Contains(l.text, "warnings") {
			foldWarningBlocks(ls[:i], 0, adds)
			break
		}
	}
	for i := 0; i < len(ls); i++ {
		if !ls[i].shown() || !warningsBar(ls[i].text) {
			continue
		}
		j := i + 1
		for j < len(ls) && !(ls[j].shown() && (pytestBarRe.MatchString(ls[j].text) || strings.HasPrefix(ls[j].text, "-- Docs: "))) {
			j++
		}
		foldWarningBlocks(ls[i+1:j], i+1, adds)
		i = j - 1
	}
	return withNotes(ls, adds)
}

// warnGroup is the warnings of one message in a warnings section.
type warnGroup struct {
	at     int // the first one's line (the summary goes under it)
	places []string
	vars   []string
	lines  []int
	size   int
}

// foldWarningBlocks folds the blocks of one warnings section, sec,
// whose first line is ls[off]; adds collects the summaries by line.
func foldWarningBlocks(sec []line, off int, adds map[int]string) {
	groups := map[string]*warnGroup{}
	var order []string
	for i := 0; i < len(sec); {
		if !sec[i].shown() || strings.TrimSpace(sec[i].text) == "" {
			i++
			continue
		}
		j := i
		for j < len(sec) && sec[j].shown() && strings.TrimSpace(sec[j].text) != "" {
			j++
		}
		warnBlock(sec[i:j], i, groups, &order)
		i = j
	}
	for _, k := range order {
		g := groups[k]
		if len(g.places) == 0 {
			continue
		}
		s := g.summary(k)
		if len(s)+2 >= g.size {
			continue // it would cost what it saves: the warnings stay
		}
		for _, x := range g.lines {
			sec[x].cls = gone
		}
		adds[off+g.at] = s
	}
}

// warnIDs is how many of the test ids over a warning said first stay (a
// parametrized test's fifty ids over one warning say no more than five).
const warnIDs = 5

// warnBlock reads one block of a warnings section (b, from sec[at]):
// its warning lines join their message's group; its lines past the first
// that are no warning (test ids, source lines) go when the block's
// warnings are all another's repeats, and test ids past the first
// warnIDs go in any case.
func warnBlock(b []line, at int, groups map[string]*warnGroup, order *[]string) {
	repeat := true
	warned := false
	for n, l := range b {
		d, ok := parseDiag(strings.TrimSpace(l.text))
		if !ok || d.file == "" || indent(l.text) == 0 {
			continue
		}
		warned = true
		key, vars := generalize(d.key)
		g := groups[key]
		if g == nil {
			g = &warnGroup{at: at + n}
			g.vars = append(g.vars, vars)
			groups[key] = g
			*order = append(*order, key)
			repeat = false
			continue
		}
		g.places = append(g.places, d.file+":"+d.line)
		g.vars = append(g.vars, vars)
		g.lines = append(g.lines, at+n)
		g.size += len(l.text) + 1
	}
	if !warned {
		return
	}
	for n := range b {
		if n == 0 && warnCountHead(b[n].text) && b[n].cls != gone {
			// "tests/test_tide.py: 48 warnings": how often the file's
			// tests raised it, which the folded warning under it no
			// longer shows.
			b[n].cls = keep
			continue
		}
		if !repeat && n < warnIDs && indent(b[n].text) == 0 && b[n].cls != gone && (n == 0 || indent(b[n-1].text) == 0) {
			b[n].cls = keep // the tests that raised a warning said here first, the first few: where it came from
			continue
		}
		if !repeat && n > 0 && b[n].cls != gone && indent(b[n].text) > indent(b[n-1].text) && pyWarningLine(b[n-1].text) {
			// The source line under a message's first warning: the
			// line that raised it, which the place alone does not show
			// ("warnings.warn(...)" is no less the cause than a call).
			b[n].cls = keep
			continue
		}
		if b[n].cls == keep || important(b[n].text) || warning(b[n].text) && !pyWarningLine(b[n].text) {
			continue // (a test id naming an error, "tests/error/test_io.py::test_x", stays)
		}
		if _, ok := parseDiag(strings.TrimSpace(b[n].text)); ok && indent(b[n].text) > 0 {
			continue // a warning: its group decides
		}
		if repeat || n > 0 && indent(b[n].text) == 0 {
			b[n].cls = drop
		}
	}
}

// warnCountHead reports whether s heads a warnings block with a count of
// the warnings a file's tests raised ("tests/test_tide.py: 48 warnings").
func warnCountHead(s string) bool {
	path, n, ok := strings.Cut(s, ": ")
	if !ok || path == "" || strings.ContainsAny(path, " \t") {
		return false
	}
	n, ok = strings.CutSuffix(n, " warnings")
	return ok && allDigits(n) && n != ""
}

// warningsBar reports whether s is the rule over a test run's warnings
// ("===== warnings summary =====").
func warningsBar(s string) bool {
	return pytestBarRe.MatchString(s) && strings.Contains(strings.ToLower(s), " warnings summary ")
}

// dropProgress omits pytest's progress lines ("tests/test_a.py ....
// [ 40%]", and a bare row of marks that goes on with it) that hold only
// passes ('.', 's', 'x'): the last line counts them. A row with failures
// ('F', 'E') stays, even where a short summary or a FAILURES section
// names each failure: it is short, and says which file each came from
// and in what order (fresh168's recorder counted them critical).
func dropProgress(ls []line) []line {
	for i, l := range ls {
		if !l.shown() || l.syn {
			continue
		}
		marks, ok := progressMarks(l.text)
		if !ok || strings.ContainsAny(marks, "FE") || strings.HasPrefix(strings.TrimLeft(l.text, " "), "E ") {
			continue // (a row of one error mark, "E   [100%]", reads as an error's E line)
		}
		ls[i].cls = drop
	}
	return ls
}

// progressMarks reads a pytest progress line: an optional test file,
// then a row of result marks, then an optional "[ 40%]" or "[12/30]"
// counter. It returns the marks.
func progressMarks(s string) (string, bool) {
	t := strings.TrimSpace(s)
	if k := strings.LastIndexByte(t, '['); k >= 0 && strings.HasSuffix(t, "]") {
		c := strings.TrimSpace(strings.TrimSuffix(t[k+1:len(t)-1], "%"))
		if !allDigits(strings.ReplaceAll(c, "/", "")) || c == "" {
			return "", false
		}
		t = strings.TrimSpace(t[:k])
	} else if !strings.Contains(t, ".py ") {
		return "", false // a bare row of marks with no counter: too like other text
	}
	if f := strings.Fields(t); len(f) == 2 && strings.HasSuffix(f[0], ".py") {
		t = f[1]
	}
	if len(t) < 1 || strings.Trim(t, ".FEsxX") != "" {
		return "", false
	}
	return t, true
}

// dropPassesSection omits the lines of pytest's section of passes (-rP,
// -rA: "==== PASSES ===="): each passing test's header and what it
// captured. The counts at the end say they passed; a failure's own
// sections are elsewhere.
func dropPassesSection(ls []line) []line {
	in := false
	for i, l := range ls {
		if !l.shown() || l.syn {
			continue
		}
		if pytestBarRe.MatchString(l.text) {
			in = strings.Contains(l.text, " PASSES ")
			continue
		}
		if in && !important(l.text) && !warning(l.text) {
			ls[i].cls = drop // (what a passing test captured that says a failure or a warning stays)
		}
	}
	return ls
}

// foldPyWarnings groups the warnings Python writes as a run goes
// ("/app/models.py:30: DeprecationWarning: utcnow() is deprecated", the
// source line under it): the same message again, at the same or another
// line, is one thing to fix. The first of each message stays with its
// source line; the others' warning lines go into one summary naming
// their places, their source lines with them (under the markers where
// the warning is indented, in pytest's own format). (pytest's own
// warnings section is foldWarningSections'.)
func foldPyWarnings(ls []line) []line {
	groups := map[string]*warnGroup{}
	var order []string
	for i, l := range ls {
		if !l.shown() || l.cls == drop {
			continue
		}
		d, ok := parseDiag(strings.TrimSpace(l.text))
		if !ok || d.file == "" || !pyWarningKey(d.key) {
			continue
		}
		key, vars := generalize(d.key)
		g := groups[key]
		if g == nil {
			groups[key] = &warnGroup{at: i, vars: []string{vars}}
			order = append(order, key)
			continue
		}
		g.places = append(g.places, d.file+":"+d.line)
		g.vars = append(g.vars, vars)
		g.lines = append(g.lines, i)
		g.size += len(l.text) + 1
	}
	adds := map[int]string{}
	for _, k := range order {
		g := groups[k]
		if len(g.places) < 2 {
			continue
		}
		s := g.summary(k)
		if len(s)+2 >= g.size {
			continue
		}
		for _, x := range g.lines {
			ls[x].cls = gone
			if y := x + 1; y < len(ls) && ls[y].shown() && elaborates(ls[x].text, ls[y].text) {
				ls[y].cls = gone // its source line goes with it (the first one's shows it)
			} else if y < len(ls) && ls[y].shown() && indent(ls[y].text) > indent(ls[x].text) && ls[y].cls != keep && !important(ls[y].text) && !warning(ls[y].text) {
				if _, diag := parseDiag(strings.TrimSpace(ls[y].text)); !diag {
					ls[y].cls = drop // its source line: the first one's shows it
				}
			}
		}
		adds[g.at] = s
	}
	return withNotes(ls, adds)
}

// pyWarningKey reports whether a diagnostic's message is a Python
// warning's: a category ending in "Warning" before ": " (DeprecationWarning,
// UserWarning, PytestUnraisableExceptionWarning).
func pyWarningKey(key string) bool {
	cat, msg, ok := strings.Cut(key, ": ")
	return ok && msg != "" && len(cat) > len("Warning") && strings.HasSuffix(cat, "Warning") && !strings.ContainsAny(cat, " \t")
}

// pyWarningLine reports whether s is a Python warning at its place
// ("  app/models.py:30: DeprecationWarning: ...").
func pyWarningLine(s string) bool {
	d, ok := parseDiag(strings.TrimSpace(s))
	return ok && d.file != "" && pyWarningKey(d.key)
}

// summary is the one line that stands for the group of warnings whose
// message key is k: the message with its varying parts folded, and the
// places of its repeats, each with what differs there.
func (g *warnGroup) summary(k string) string {
	key, slots := fold(k, g.vars, func(v string) string { return v })
	places := make([]string, len(g.places))
	for n, p := range g.places {
		places[n] = p
		if v := keepSlots(g.vars[n+1], slots); v != "" {
			places[n] += "(" + v + ")"
		}
	}
	return groupSummary(key, places)
}

package reduce

import (
	"strings"
)

// pytestPost is the pytest reducer's pass over the whole output:
// failures that repeat an earlier one (a parametrized test failing the
// same way for each parameter) shrink to what differs, and in a run that
// failed, the bare test ids go (see dropScheduled).
func pytestPost(ls []line) []line {
	if collectOnly(ls) {
		// A listing the agent asked for (pytest --co): no failure to
		// reduce around; every item is what it wanted to see.
		for i := range ls {
			if ls[i].shown() {
				ls[i].cls = keep
			}
		}
		return ls
	}
	ls = keepShownLocals(dropPassesSection(dropProgress(foldPyWarnings(foldWarningSections(dropScheduled(foldLiveLogs(ls)))))))
	return foldRepeatedSpans(foldRepeatedBlocks(ls, func(s string) bool {
		return pytestHeadRe.MatchString(s) && !strings.Contains(s, "_ _ _")
	}, func(s string) bool { return pytestBarRe.MatchString(s) }))
}

// keepShownLocals keeps the locals pytest -l (--showlocals) prints under
// a failure's frame: two or more lines, indented, each a name padded to
// one column and its value ("        country    = 'IT'"). They were asked
// for, and they are the values the failure was made of. (One line alone
// reads as the frame's source, an assignment: it goes with it.)
func keepShownLocals(ls []line) []line {
	for i := 0; i < len(ls); {
		col := localColumn(ls[i].text)
		j := i
		for j < len(ls) && col > 0 && localColumn(ls[j].text) == col {
			j++
		}
		if j-i >= 2 && !libLocals(ls, i) {
			for k := i; k < j; k++ {
				raise(ls, k)
			}
		}
		i = max(j, i+1)
	}
	return ls
}

// libLocals reports whether the locals from ls[i] are a library frame's:
// the short frame they hang under ("/usr/lib/python3.11/json/encoder.py:432:
// in _iterencode", its source line, then its locals) is in the standard
// library or a package. Those are the runtime's values, not the test's.
func libLocals(ls []line, i int) bool {
	// (Back past the frame's source line and its other locals, padded to
	// other columns or wrapped, to the first line at the margin.)
	for k := i - 1; k >= 0 && k >= i-localsReach; k-- {
		if t := ls[k].text; t != "" && t[0] != ' ' {
			return shortFrame(t) && (libFrameRe.MatchString(t) || libPath(t))
		}
	}
	return false
}

// localsReach is how far above a run of locals its frame is looked for.
const localsReach = 80

// localColumn is where the '=' of a shown local stands in s ("        net
// = 100": a name indented four or more, blanks, "= "), 0 when s is none.
func localColumn(s string) int {
	n := indent(s)
	if n < 4 {
		return 0
	}
	k := n
	for k < len(s) && (isLetter(s[k]) || isDigit(s[k]) || s[k] == '_') {
		k++
	}
	if k == n || k >= len(s) || s[k] != ' ' {
		return 0
	}
	e := k
	for e < len(s) && s[e] == ' ' {
		e++
	}
	if !strings.HasPrefix(s[e:], "= ") {
		return 0
	}
	return e
}

// foldRepeatedBlocks shortens a block (from a line head matches to the
// next head or end line) that has the shape of an earlier one: the same
// lines, up to names, numbers and addresses. Its lines equal to the
// earlier block's go (the markers count them); each line that differs
// only in names (quoted, an address) goes into one summary under the
// earlier block's line, which names the general message, the count and,
// for each block, its place and names. The other lines stay.
func foldRepeatedBlocks(ls []line, head, end func(string) bool) []line {
	type block struct {
		at    []int  // its lines, shown and not noise (head excluded)
		place string // its first file:line
	}
	first := map[string]block{} // shape -> the first block of that shape
	type group struct {
		at     int // the line of the first failure the summary goes under
		key    string
		places []string
		vars   []string
		size   int // bytes of the lines it stands for
		lines  []int
	}
	groups := map[string]*group{} // general line -> its group (one summary per general line)
	var order []string
	for i := 0; i < len(ls); i++ {
		if !ls[i].shown() || !head(ls[i].text) {
			continue
		}
		var b block
		var sig strings.Builder
		j := i + 1
		for ; j < len(ls) && !(ls[j].shown() && (head(ls[j].text) || end(ls[j].text))); j++ {
			if !ls[j].shown() || ls[j].cls == drop || strings.TrimSpace(ls[j].text) == "" {
				continue
			}
			b.at = append(b.at, j)
			if b.place == "" {
				if d, ok := parseDiag(ls[j].text); ok && d.file != "" {
					b.place = d.file + ":" + d.line
				} else if f, ln, ok := pyLoc(ls[j].text); ok {
					b.place = f + ":" + ln
				}
			}
			k, _ := generalize(ls[j].text)
			sig.WriteString(blockShape(k))
			sig.WriteByte('\n')
		}
		key := sig.String()
		f, seen := first[key]
		if !seen || b.place == "" || f.place == "" {
			if !seen && b.place != "" {
				first[key] = b
			}
			i = j - 1
			continue
		}
		for p, x := range b.at {
			y := f.at[p]
			if ls[x].text == ls[y].text {
				if ls[y].cls != drop && ls[x].cls != drop {
					ls[y].cls = keep // shown there, so that it need not be here
					ls[x].cls = drop // said above, in the same place in the same shape of failure
				}
				continue
			}
			kx, vx := generalize(ls[x].text)
			ky, _ := generalize(ls[y].text)
			if kx != ky || vx == "" || strings.Contains(vx, ",") || strings.HasPrefix(ls[x].text, "/") || trailsSnippet(ls, x) {
				continue // it differs in more than names (or reads as a file header): it stays
			}
			gk := strings.Join(strings.Fields(kx), " ")
			g := groups[gk]
			if g == nil {
				g = &group{at: y, key: gk}
				groups[gk] = g
				order = append(order, gk)
			}
			g.places = append(g.places, b.place)
			g.vars = append(g.vars, vx)
			g.size += len(ls[x].text) + 1
			g.lines = append(g.lines, x)
		}
		i = j - 1
	}
	adds := map[int]string{}
	for _, gk := range order {
		g := groups[gk]
		k, slots := fold(g.key, g.vars, func(v string) string { return v })
		places := make([]string, len(g.places))
		for n, p := range g.places {
			places[n] = p
			if v := keepSlots(g.vars[n], slots); v != "" {
				places[n] += "(" + v + ")"
			}
		}
		s := groupSummary(k, places)
		if len(s)+2 >= g.size {
			continue // it would cost what it saves: the lines stay
		}
		for _, x := range g.lines {
			ls[x].cls = gone
		}
		adds[g.at] = s
	}
	return withNotes(ls, adds)
}

// pyLoc reads the file and line of a Python traceback frame
// (`  File "x.py", line 12, in f`).
func pyLoc(s string) (string, string, bool) {
	rest, ok := strings.CutPrefix(strings.TrimSpace(s), `File "`)
	if !ok {
		return "", "", false
	}
	file, rest, ok := strings.Cut(rest, `", line `)
	if !ok {
		return "", "", false
	}
	ln, _, _ := strings.Cut(rest, ",")
	return file, ln, allDigits(ln)
}

// dropScheduled omits, in a run with failures, the lines that are a test
// id alone ("tests/test_money.py::test_split[1-3]": xdist's -v names each
// test as it hands it to a worker, and its result comes on a line of its
// own), and the interpreter's banner a worker prints over each failure
// ("[gw0] linux -- Python 3.11.2 /usr/bin/python3"). The failures and the
// summary name every test that failed. A run without failures keeps the
// ids no result line names: `--collect-only -q` lists them, and the list
// is what was asked.
func dropScheduled(ls []line) []line {
	failed := false
	for _, l := range ls {
		if l.shown() && (strings.HasPrefix(l.text, "FAILED ") || strings.HasPrefix(l.text, "ERROR ") || pytestBarRe.MatchString(l.text) && strings.Contains(l.text, " FAILURES ")) {
			failed = true
			break
		}
	}
	// (A passing run under xdist -v says each id's result on a line of
	// its own too, "[gw1] [ 90%] PASSED tests/a.py::test_b": an id with
	// its result said goes as well.)
	results := map[string]bool{}
	for _, l := range ls {
		for _, w := range []string{"PASSED ", "FAILED ", "SKIPPED ", "XFAIL ", "XPASS ", "ERROR "} {
			if _, id, ok := strings.Cut(l.text, w); ok && testID(id) {
				results[id] = true
			}
		}
	}
	if !failed && len(results) == 0 {
		return ls
	}
	for i, l := range ls {
		if l.shown() && l.cls == normal && (testID(l.text) && (failed || results[l.text]) || workerBanner(l.text)) {
			ls[i].cls = drop
		}
	}
	return ls
}

// liveLogMax bounds how far a test's live log is read for its outcome.
const liveLogMax = 2000

// foldLiveLogs reads the runs pytest prints with live logging on
// (log_cli): a test's id alone on its line, its records under "live log
// call" rules, then its outcome alone ("PASSED   [ 12%]"). A passing
// test's block goes, as its one row would, but for the warnings and
// errors it logged. A failing test keeps its id and its outcome, which
// read as one row; its records go as well, as its report under FAILURES
// prints them again ("Captured log call").
func foldLiveLogs(ls []line) []line {
	for i := 0; i+1 < len(ls); i++ {
		if !ls[i].shown() || !testID(strings.TrimSpace(ls[i].text)) || !liveLogRule(ls[i+1].text) {
			continue
		}
		j := i + 1
		for j < len(ls) && j-i < liveLogMax && ls[j].shown() && liveOutcome(ls[j].text) == "" && !testID(strings.TrimSpace(ls[j].text)) {
			j++
		}
		if j == len(ls) || !ls[j].shown() {
			continue
		}
		switch liveOutcome(ls[j].text) {
		case "":
			continue
		case "FAILED", "ERROR", "XPASS":
			ls[i].cls, ls[j].cls = keep, keep
			dropRecords(ls[i+1 : j])
		default:
			dropRecords(ls[i : j+1])
		}
		i = j
	}
	return ls
}

// dropRecords drops the lines of a test's live log but those kept (its
// warnings and errors, which a passing test logs too: "WARNING ...
// missing on remote").
func dropRecords(ls []line) {
	for k := range ls {
		if ls[k].cls != keep {
			ls[k].cls = drop
		}
	}
}

// liveLogRule reports whether s is the rule over a test's live log
// ("------ live log call ------", also setup, teardown, sessionstart).
func liveLogRule(s string) bool {
	t := strings.Trim(s, "- ")
	return len(t) < len(s) && strings.HasPrefix(s, "-") && strings.HasPrefix(t, "live log ")
}

// liveOutcome is the outcome a live-logged test's result line says
// alone ("PASSED", "FAILED [ 25%]"), or "".
func liveOutcome(s string) string {
	f := strings.Fields(s)
	if len(f) == 0 || len(f) > 3 || len(f) > 1 && !strings.HasPrefix(f[1], "[") {
		return ""
	}
	switch f[0] {
	case "PASSED", "FAILED", "ERROR", "SKIPPED", "XFAIL", "XPASS":
		return f[0]
	}
	return ""
}

// testID reports whether s is a pytest node id and nothing else: a path
// to a .py file, "::", a name (its parameters in brackets may hold
// spaces).
func testID(s string) bool {
	path, name, ok := strings.Cut(s, ".py::")
	if !ok || path == "" || name == "" || strings.ContainsAny(path, " \t") || strings.HasPrefix(name, " ") {
		return false
	}
	if k := strings.IndexByte(name, '['); k >= 0 {
		if !strings.HasSuffix(name, "]") {
			return false
		}
		name = name[:k]
	}
	return !strings.ContainsAny(name, " \t")
}

// workerBanner reports whether s names the platform and interpreter a
// pytest worker runs ("[gw1] linux -- Python 3.11.2 /usr/bin/python3",
// "[gw0] Python 3.11.2 (main, ...)"): the same over every failure.
func workerBanner(s string) bool {
	tag, rest, ok := strings.Cut(s, "] ")
	if !ok || !strings.HasPrefix(tag, "[gw") || !allDigits(tag[3:]) {
		return false
	}
	k := strings.Index(rest, "Python ")
	return k >= 0 && k+8 < len(rest) && isDigit(rest[k+7]) && rest[k+8] == '.'
}

// shortFrame reports whether s is a frame as pytest's short tracebacks
// (--tb=short, a collection error) write it: "path.py:12: in name".
func shortFrame(s string) bool {
	path, name, ok := strings.Cut(s, ": in ")
	if !ok || name == "" || strings.ContainsAny(name, " \t") {
		return false
	}
	k := strings.LastIndex(path, ".py:")
	return k > 0 && allDigits(path[k+4:]) && !strings.ContainsAny(path, " \t")
}

// frozenFrame reports whether s is a short traceback's frame in a module
// frozen into the interpreter ("<frozen importlib._bootstrap>:1206: in
// _gcd_import", its source line "???" under it): the import machinery on
// the way to the project's module, with no file to open.
func frozenFrame(s string) bool {
	rest, ok := strings.CutPrefix(s, "<frozen ")
	if !ok {
		return false
	}
	_, place, ok := strings.Cut(rest, ">:")
	n, name, ok2 := strings.Cut(place, ": in ")
	return ok && ok2 && n != "" && allDigits(n) && name != "" && !strings.ContainsAny(name, " \t")
}

// sessionCount reports whether s is pytest's count of the tests it
// collected ("collected 56 items", "collecting ... collected 3 items"),
// with no error: the summary counts what ran, and how it went.
func sessionCount(s string) bool {
	t := strings.TrimPrefix(s, "collecting ... ")
	n, ok := strings.CutPrefix(t, "collected ")
	if !ok {
		return false
	}
	f := strings.Fields(n)
	return len(f) == 2 && allDigits(f[0]) && (f[1] == "items" || f[1] == "item")
}

// collectOnly reports whether ls is a collection-only run (pytest --co,
// --collect-only) short enough to keep whole: its closing count says
// "collected", not "passed", and it reported no error.
func collectOnly(ls []line) bool {
	found, items := false, 0
	for _, l := range ls {
		t := l.text
		if pytestBarRe.MatchString(t) && (strings.Contains(t, " ERRORS ") || strings.Contains(t, " FAILURES ")) || strings.HasPrefix(t, "ERROR ") {
			return false
		}
		if u := strings.TrimSpace(t); strings.HasPrefix(u, "<") && strings.HasSuffix(u, ">") || strings.Contains(u, "::") && !strings.Contains(u, " ") {
			items++
		}
		found = found || collectedRe.MatchString(t)
	}
	return found && items <= collectKeepAll
}

// collectKeepAll is the most items (a "<Function ...>" of the tree, a
// "file::test" of -q) a collection-only run keeps whole, as a search
// keeps its hits; past it, the list is a survey of the suite, read as any
// pytest output is (each file's tests sampled, the count kept).
const collectKeepAll = 60

// collectedRe is the closing count of pytest --co ("29 tests collected in
// 0.11s", "3/29 tests collected (26 deselected) in 0.1s").
var collectedRe = lazy(`^(=+ )?(\d+/)?\d+ tests? collected( \(\d+ deselected\))? in [\d.]+s( \(.*\))?( =+)?$|^(=+ )?no tests collected`)

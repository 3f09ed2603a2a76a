package reduce

import (
	"slices"
	"strings"
)

// Logs of several services, merged by the tool that runs them, carry each
// line's source before it: docker compose's "api-1     | ", kubectl logs
// --prefix's "[pod/web-7d9f/app] ". The record, a traceback's frame or a
// library's place, starts after it; read with it, a frame is no frame and
// a record no record. Where most lines carry such a prefix, the rules read
// each line past it, and the line prints whole.

// prefixSample is how many lines the prefix is looked for in; prefixShare
// the share of them (in tenths) that must carry one.
const (
	prefixSample = 200
	prefixShare  = 8
)

// stripSourcePrefixes moves each line's source prefix into its pre field,
// when four in five of the first non-blank lines have one (see above).
func stripSourcePrefixes(ls []line) {
	stripPrefixes(ls, sourcePrefix, func(n, _ int) bool { return n >= 8 })
}

// stripStampPrefixes sets aside the time a CI system writes before every
// line it relays (GitHub Actions' raw log: "2026-12-04T18:11:42.9794480Z
// "): the lines after it are the tools' own (pytest's, pylint's), read as
// theirs. (A log whose records carry their own level after the time is
// still read as a log: the level starts its lines then.)
func stripStampPrefixes(ls []line) {
	read, n, heads := 0, 0, 0 // (the lines read, as stripPrefixes samples them; those stamped; their records)
	for i := 0; i < len(ls) && read < prefixSample; i++ {
		if !ls[i].shown() || ls[i].pre != "" || strings.TrimSpace(ls[i].text) == "" {
			continue
		}
		read++
		if k := stampPrefix(ls[i].text); k > 0 {
			n++
			if logHead(ls[i].text[k:]) {
				heads++
			}
		}
	}
	if n == 0 || heads*2 >= n {
		return // (none, or records that say their level after the time: a log's own)
	}
	stripPrefixes(ls, stampPrefix, func(n, _ int) bool { return n >= 8 })
}

// stampPrefix returns the length of s's RFC 3339 UTC time and the blank
// after it ("2026-12-04T18:11:42.9794480Z "), 0 when it has none.
func stampPrefix(s string) int {
	const form = "dddd-dd-ddTdd:dd:dd"
	if len(s) < len(form)+2 {
		return 0
	}
	for i := 0; i < len(form); i++ {
		if form[i] == 'd' && !isDigit(s[i]) || form[i] != 'd' && s[i] != form[i] {
			return 0
		}
	}
	i := len(form)
	if s[i] == '.' {
		i++
		for i < len(s) && isDigit(s[i]) {
			i++
		}
	}
	if i+1 >= len(s) || s[i] != 'Z' || s[i+1] != ' ' {
		return 0
	}
	return i + 2
}

// stripPrefixes moves each line's prefix, as prefixLen measures it (0:
// none), into its pre field when four in five of the first non-blank
// lines carry one and enough says the sample of n lines, with of them
// prefixed, is large enough; it reports whether it did.
func stripPrefixes(ls []line, prefixLen func(string) int, enough func(n, with int) bool) bool {
	n, with := 0, 0
	for i := 0; i < len(ls) && n < prefixSample; i++ {
		if !ls[i].shown() || ls[i].pre != "" || strings.TrimSpace(ls[i].text) == "" {
			continue
		}
		n++
		if prefixLen(ls[i].text) > 0 {
			with++
		}
	}
	if !enough(n, with) || with*10 < n*prefixShare {
		return false
	}
	for i := range ls {
		if ls[i].syn || ls[i].gap > 0 || ls[i].pre != "" {
			continue
		}
		if k := prefixLen(ls[i].text); k > 0 {
			ls[i].pre, ls[i].text = ls[i].text[:k], ls[i].text[k:]
		}
	}
	return true
}

// stripTreeGutters sets aside the gutter of a report drawn as a tree
// (the JUnit console launcher's "│  │  ├─ parsesLine() ✘", and the
// stack trace under a failing test, "│  │  │      \tat org.x.F.g(F.java:34)"):
// behind it a frame is read as a frame and a library's goes, a message as
// a message. It reports whether it did.
func stripTreeGutters(ls []line) bool {
	frames := 0
	for i := range ls {
		if g := treeGutter(ls[i].text); g > 0 && strings.HasPrefix(strings.TrimLeft(ls[i].text[g:], " \t"), "at ") {
			frames++
		}
	}
	// Only a report with a stack trace drawn in it: the lines of other
	// trees (npm ls's "├─┬ jest@29.7.0", tree's files) are read with
	// their drawing, which says how deep each one is.
	return frames >= 3 && stripPrefixes(ls, treeGutter, func(n, _ int) bool { return n >= 8 })
}

// stripDiffGutters sets aside the gutter of diffs nested in a report
// (diffoscope's "│ -old", "│ │ +new" under each "├── readelf ..."): behind
// it a hunk's header, its changed lines and its context read as a diff's,
// and the diff rules keep what changed. It reports whether it did.
func stripDiffGutters(ls []line) bool {
	hunks := 0
	for i := range ls {
		if g := nestGutter(ls[i].text); g > 0 && strings.HasPrefix(ls[i].text[g:], "@@ ") {
			hunks++
		}
	}
	return hunks > 0 && stripPrefixes(ls, nestGutter, func(_, with int) bool { return with >= 8 })
}

// nestGutter returns the length of s's nesting marks ("│ " each, and a
// lone "│" that ends the line: a blank context line), 0 when it has none.
func nestGutter(s string) int {
	i := 0
	for strings.HasPrefix(s[i:], "│ ") {
		i += len("│ ")
	}
	if s[i:] == "│" {
		i = len(s)
	}
	return i
}

// treeGutter returns the length of s's tree drawing: the box-drawing
// marks of its columns ("│", "├─", "└─", "╷", "╵") and the blanks between
// them, 0 when s starts with none.
func treeGutter(s string) int {
	i, marks := 0, 0
	for i < len(s) {
		switch {
		case s[i] == ' ':
			i++
		case strings.HasPrefix(s[i:], "│"), strings.HasPrefix(s[i:], "├"), strings.HasPrefix(s[i:], "└"), strings.HasPrefix(s[i:], "─"), strings.HasPrefix(s[i:], "╷"), strings.HasPrefix(s[i:], "╵"):
			i += len("│") // (each is three bytes)
			marks++
		default:
			if marks == 0 {
				return 0
			}
			return i
		}
	}
	if marks == 0 {
		return 0
	}
	return i
}

// restorePrefixes puts each line's prefix back before its text.
func restorePrefixes(ls []line) {
	for i := range ls {
		if ls[i].pre != "" {
			ls[i].text, ls[i].pre = ls[i].pre+ls[i].text, ""
		}
	}
}

// sourcePrefix returns the length of s's source prefix, 0 when it has
// none: a service's name, from a letter to its replica's number ("api-1",
// "web_2"), padded, then "| " (docker compose); or a bracketed
// "pod/name/container" path (kubectl logs --prefix).
func sourcePrefix(s string) int {
	if n := pidTag(s); n > 0 {
		return n
	}
	if strings.HasPrefix(s, "[pod/") {
		if k := strings.Index(s, "] "); k > 0 && k < 120 && !strings.ContainsAny(s[:k], " \t") {
			return k + 2
		}
		return 0
	}
	i := 0
	for i < len(s) && i < 64 && (isWord(s[i]) || s[i] == '-' || s[i] == '.') {
		i++
	}
	if i < 3 || !isLetter(s[0]) || !isDigit(s[i-1]) || s[i-2] != '-' && s[i-2] != '_' && !isDigit(s[i-2]) {
		return 0
	}
	j := i
	for j < len(s) && s[j] == ' ' {
		j++
	}
	switch {
	case j > i && strings.HasPrefix(s[j:], "| "):
		return j + 2
	case j > i && s[j:] == "|":
		return len(s)
	}
	return 0
}

// Task prefixes: a monorepo runner writes each line of the tools it runs
// behind the task's name ("web:test: " from turbo, "packages/core test: "
// from pnpm -r, "@scope/pkg: " from lerna). The tool's shape is in the
// rest of the line, where the reducers look for it: the prefix is set
// aside (line.pre) while the lines are read, as a source prefix is, and
// put back on every line printed.

const (
	prefixKinds = 16 // distinct prefixes at most (tasks, services)
	prefixMin   = 6  // prefixed lines at least
)

// stripTaskPrefixes sets aside the task prefix of each line when most
// lines (three in five of those not blank) carry one of a few prefixes,
// each on two lines or more; it reports whether it did. Lines already
// read so (a section of an output whose prefixes went, or whose source
// prefixes went first: stripSourcePrefixes) are left alone.
func stripTaskPrefixes(ls []line) bool {
	nonBlank, kinds := 0, 1 // (ctest's numbers, however many, are one kind)
	count := map[string]int{}
	for _, l := range ls {
		if l.pre != "" {
			return false
		}
		if !l.shown() || strings.TrimSpace(l.text) == "" {
			continue
		}
		nonBlank++
		if p := taskPrefix(l.text); p != "" {
			if count[p]++; count[p] == 1 && !ctestNumber(p) {
				if kinds++; kinds > prefixKinds {
					return false
				}
			}
		}
	}
	// One bracketed name alone is a tool's tag ("[nodemon] ", "[vite] "),
	// not a job's among others; names alike but for a number are a pool's
	// workers (pytest-xdist's "[gw0] ", "[gw1] "), whose lines the tool
	// itself reads with their tags.
	var bracketed []string
	for p, n := range count {
		if n >= 2 && strings.HasPrefix(p, "[") && !namedTask(p) {
			bracketed = append(bracketed, p)
		}
	}
	if len(bracketed) == 1 || numberedAlike(bracketed) {
		for _, p := range bracketed {
			delete(count, p)
		}
	}
	covered, numbered, named := 0, false, true
	for p, n := range count {
		if n >= 2 {
			covered += n
			numbered = numbered || ctestNumber(p)
			named = named && namedTask(p)
		}
	}
	// A runner that names its tasks may prefix only some of them: lerna
	// --stream's tasks that ran after the first failure, nx's in the
	// order they finished. A package's scoped name or a package and its
	// task joined by colons is a task's however few lines carry it; a
	// path (pnpm's, parallel's) must lead one line in five, a bare number
	// (ctest's) most of them.
	switch {
	case covered < prefixMin:
		return false
	case numbered:
		if covered*5 < nonBlank*3 {
			return false
		}
	case !named && covered*5 < nonBlank:
		return false
	}
	for i, l := range ls {
		if !l.shown() {
			continue
		}
		p := taskPrefix(l.text)
		if p == "" {
			// A prefixed blank line, its trailing blank trimmed
			// ("web:test:").
			if t := l.text + " "; count[t] >= 2 {
				p = t
			} else if t := strings.TrimRight(l.text, " ") + " "; count[t] >= 2 && strings.TrimSpace(l.text) != "" {
				p = t
			}
		}
		if p == "" || count[p] < 2 {
			continue
		}
		n := min(len(p), len(l.text))
		ls[i].pre, ls[i].text = l.text[:n], l.text[n:]
	}
	return true
}

// taskPrefix returns the task prefix s starts with, "" when none: turbo's
// "pkg:task: " (a name and a task joined by ':', neither only digits),
// pnpm's "path script: " or "path script$ " (a path with a '/', a script
// name), docker compose's "service-1  | " (a name, '-' or '_', a
// number, blanks, '|'), lerna's "@scope/pkg: ", yarn's "[@scope/pkg]: ",
// GNU parallel --tag's "path\t".
func taskPrefix(s string) string {
	if strings.HasPrefix(s, "[") {
		// yarn's workspaces foreach: "[@acme/core]: " (a package's
		// name: a scope or a path, not a severity's "[INFO]: ")
		if k := strings.Index(s, "]: "); k >= 2 && strings.ContainsAny(s[1:k], "@/") && !strings.ContainsAny(s[1:k], " \t[") {
			return s[:k+3]
		}
		// concurrently -n's "[api] ", a per-package script's "[core] "
		// under xargs -P: a job's name (see bracketName)
		if k := strings.Index(s, "] "); k > 1 && bracketName(s[1:k]) {
			return s[:k+2]
		}
		return ""
	}
	w := 0
	for w < len(s) && (isWord(s[w]) || strings.IndexByte("@./:-", s[w]) >= 0) {
		w++
	}
	if w == 0 || w == len(s) {
		return ""
	}
	tok := s[:w]
	switch {
	case s[w] == ' ' && strings.HasPrefix(tok, "@") && strings.Contains(tok, "/") && strings.Count(tok, ":") == 1 && strings.HasSuffix(tok, ":"):
		// lerna --stream: "@acme/core: " (a scoped package's name)
		return s[:w+1]
	case s[w] == ' ' && strings.HasSuffix(tok, ":") && strings.Count(tok, ":") >= 2:
		// turbo: "web:test: ", "@repo/ui:lint: "
		for _, part := range strings.Split(strings.TrimSuffix(tok, ":"), ":") {
			if part == "" || allDigits(part) {
				return "" // "a.py:12: ", "x::y: "
			}
		}
		if lvl, _, _ := strings.Cut(tok, ":"); slices.Contains(logLevels, lvl) {
			return "" // Python logging's "ERROR:app: ": a severity, no task
		}
		return s[:w+1]
	case s[w] == ' ' && strings.Contains(tok, "/") && !strings.HasSuffix(tok, ":"):
		// pnpm: "packages/core test: ", "packages/core test$ "
		r := s[w+1:]
		k := 0
		for k < len(r) && (isWord(r[k]) || r[k] == '-' || r[k] == ':') {
			k++
		}
		switch {
		case k > 1 && r[k-1] == ':' && k < len(r) && r[k] == ' ':
			return s[:w+1+k+1]
		case k > 0 && k+1 < len(r) && r[k] == '$' && r[k+1] == ' ':
			return s[:w+1+k+2]
		}
		return ""
	case s[w] == '\t' && strings.Contains(tok, "/") && !strings.HasSuffix(tok, ":") && w+1 < len(s) && s[w+1] != '\t':
		// GNU parallel --tag: the argument a job ran with, then a tab
		// ("packages/core\t"): a package's path
		return s[:w+1]
	case s[w] == ' ' && len(tok) >= 2 && len(tok) <= 5 && tok[len(tok)-1] == ':' && allDigits(tok[:len(tok)-1]):
		// ctest -V: "26: " before each line of test 26's output
		return s[:w+1]
	case s[w] == ' ' || s[w] == '\t':
		// docker compose: "web-1  | ", "db_1    | "
		k := strings.LastIndexAny(tok, "-_")
		if k <= 0 || !allDigits(tok[k+1:]) || tok[k+1:] == "" {
			return ""
		}
		r := strings.TrimLeft(s[w:], " \t")
		if !strings.HasPrefix(r, "| ") && r != "|" {
			return ""
		}
		return s[:len(s)-len(r)+min(2, len(r))]
	}
	return ""
}

// bracketName reports whether the bracketed word w that leads a line
// names a job (concurrently's "[api] ", a loop's "[pkg-core] "): letters,
// digits and "-_.@/", with a letter, and not a severity ("[INFO] "), a
// checkbox or a count ("[x] ", "[3/12] "). A log whose every record is
// tagged with its thread or module reads the same way, which is why a
// bracketed name is a task's only on one line in five and with another
// name beside it (stripTaskPrefixes).
func bracketName(w string) bool {
	if len(w) < 2 || len(w) > 40 || slices.Contains(logLevels, w) || slices.Contains(logLevels, strings.ToUpper(w)) {
		return false
	}
	letter := false
	for i := 0; i < len(w); i++ {
		c := w[i]
		switch {
		case isLetter(c):
			letter = true
		case isDigit(c) || strings.IndexByte("-_.@/", c) >= 0:
		default:
			return false
		}
	}
	return letter
}

// numberedAlike reports whether the names ps are the same but for their
// digits ("[gw0] ", "[gw1] ").
func numberedAlike(ps []string) bool {
	strip := func(p string) string {
		return strings.Map(func(r rune) rune {
			if r >= '0' && r <= '9' {
				return -1
			}
			return r
		}, p)
	}
	for _, p := range ps[min(1, len(ps)):] {
		if strip(p) != strip(ps[0]) {
			return false
		}
	}
	return true
}

// namedTask reports whether the task prefix p names a package as only a
// monorepo runner writes it: lerna's "@scope/pkg: ", yarn's
// "[@scope/pkg]: ", turbo's "pkg:task: ".
func namedTask(p string) bool {
	return strings.HasPrefix(p, "@") || strings.HasPrefix(p, "[@") || strings.Count(p, ":") >= 2 && strings.HasSuffix(p, ": ")
}

// ctestNumber reports whether p is a test's number as ctest -V writes it
// ("26: ").
func ctestNumber(p string) bool {
	return len(p) >= 3 && strings.HasSuffix(p, ": ") && allDigits(p[:len(p)-2])
}

// unfoldPrefixed undoes, where lines carry a task prefix, the summaries
// that stand for lines (a group of repeats, the packages that passed):
// a summary written without the prefix could not say which task's lines
// it stands for. Each line it stood for is shown again (repeats are
// failures and places), but for a passing unit's, which the markers count.
func unfoldPrefixed(ls []line) []line {
	prefixed := false
	for _, l := range ls {
		if l.pre != "" {
			prefixed = sourcePrefix(l.pre) == 0 // (a task's name, not a log's source: those keep their summaries)
			break
		}
	}
	if !prefixed {
		return ls
	}
	out := ls[:0:0]
	for _, l := range ls {
		switch {
		case l.syn && l.gap == 0:
			continue
		case l.cls == gone && l.gap == 0:
			l.cls = keep
			if passLine(l.text) {
				l.cls = drop // (a passing package's "ok" line: the markers count it)
			}
		}
		out = append(out, l)
	}
	return out
}

// pidTag returns the length of the process tag valgrind writes before
// each line of its report ("==26015== ", "--26015-- " for its own
// notes, the bare tag on a line it leaves blank), 0 when s has none.
func pidTag(s string) int {
	if len(s) < 5 || s[0] != s[1] || s[0] != '=' && s[0] != '-' {
		return 0
	}
	i := 2
	for i < len(s) && isDigit(s[i]) {
		i++
	}
	if i == 2 || i+2 > len(s) || s[i] != s[0] || s[i+1] != s[0] {
		return 0
	}
	i += 2
	if i < len(s) && s[i] == ' ' {
		i++
	}
	return i
}

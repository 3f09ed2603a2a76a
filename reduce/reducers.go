package reduce

import (
	"path/filepath"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"sync"
	"unicode"
)

// lazyRe compiles on first use: hooktool starts once per hook event, and
// compiling every reducer's patterns at init would tax every start.
type lazyRe struct {
	once sync.Once
	src  string
	re   *regexp.Regexp
}

func lazy(src string) *lazyRe { return &lazyRe{src: src} }

func (l *lazyRe) get() *regexp.Regexp {
	l.once.Do(func() { l.re = regexp.MustCompile(l.src) })
	return l.re
}

func (l *lazyRe) MatchString(s string) bool { return l.get().MatchString(s) }

func (l *lazyRe) FindStringSubmatch(s string) []string { return l.get().FindStringSubmatch(s) }

// Lines every reducer keeps, whatever the tool: errors and failures, and
// anything that points at a file and line.
var (
	errRe = lazy(`(?i)\b(error|errors|fatal|panic|panicked|fail|failed|failure|failures|failing|exception|traceback|denied|segmentation fault|undefined|cannot|could not|couldn't|not found|no such file|timed out|timeout|abort(ed)?|killed|refused|reached without|unrecogni[sz]ed|not a valid|assert|assertion|assertionerror|invalid|unmet|not met|not reached|bad request|lost|forbidden|unauthorized|conflict|unable to|deadlock|deadlocks|deadlocked|no space left|out of memory|too many open files|read-only file system|quota exceeded|connection reset|broken pipe|operation not permitted|address already in use|resource busy)\b|(?-i:[a-zA-Z](Error|Exception)\b)|^\s*not ok\b|\bnon-zero\b|\bexit (code|status):? ?[1-9]|\bexit(ed)? with (exit )?(code|status):? [1-9]|✖|✗|✘|✕|×|⨯|❌|ERR!`)
	// (A file and line, file.ext:12 and the other forms: fileLine.)
)

// libFrameRe matches stack frames inside a toolchain or dependency rather
// than the user's code: they are file:lines, but not ones to act on.
var libFrameRe = lazy(`^\s*(at )?(/rustc/|node:internal|\S*node_modules/|\S*/site-packages/|/usr/lib/python|\S*/go/src/(runtime|testing|reflect|sync|internal)/)|^\s*\d+: (core|std|alloc|__rustc)::|^\s*File "[^"]*/(site-packages|dist-packages|lib/python\d[\d.]*)/`)

// important reports whether a line must survive any reduction. Cheap
// substring checks come first: most lines of a long output match nothing,
// and the patterns are the cost of a reducer.
func important(s string) bool {
	if countSummary(s) || partialCount(s) || severeField(s) || errorCodeField(s) || statisticsRow(s) || serverErrorRow(s) || fatalSignal(s) || severityTag(s) || errorDetail(s) || bisectAnswer(s) {
		return true
	}
	e, f := maybeError(s), maybeFileLine(s)
	if !e && !f {
		return false
	}
	if maybeLibFrame(s) && libFrameRe.MatchString(s) {
		return false
	}
	return e && errRe.MatchString(s) && !noFailure(s) && !nameOnlyFailure(s) && !flagsOnlyFailure(s) || f && fileLine(s) && !routineRecord(s) && !onlyHostPorts(s)
}

// bisectAnswer reports the line a bisection ends with, the answer it was
// run for: git's "<hash> is the first bad commit" (or "The first bad
// commit could be any of:"), Mercurial's "The first bad revision is:".
func bisectAnswer(s string) bool {
	return strings.HasSuffix(s, " is the first bad commit") || strings.HasPrefix(s, "The first bad commit could be any of") ||
		strings.HasPrefix(s, "The first bad revision is") || strings.HasPrefix(s, "There are only 'skip'ped commits left")
}

// errorDetail reports whether s is the detail or the hint PostgreSQL
// writes under an error, whoever relays it (psql, psycopg, a Rails or a
// Go driver's log): "DETAIL:  Key (id)=(7) already exists.", "HINT:  No
// function matches ...". It says which row or what to do.
func errorDetail(s string) bool {
	t := strings.TrimLeft(s, " \t")
	return strings.HasPrefix(t, "DETAIL:  ") || strings.HasPrefix(t, "HINT:  ")
}

// commandEchoFlags is how many option words make a line a command line a
// build tool echoed (cargo -vv's "Running `rustc ... --error-format=json
// ...`", make's compiler calls).
const commandEchoFlags = 6

// flagsOnlyFailure reports whether the failure words of s stand only in
// the options of a command line it echoes ("--error-format=json",
// "-Werror=format", "--cap-lints warn"): the line says what ran, not that
// anything failed.
func flagsOnlyFailure(s string) bool {
	if len(s) < 200 {
		return false
	}
	var rest []string
	flags := 0
	for f := range strings.FieldsSeq(s) {
		if strings.HasPrefix(f, "-") || strings.HasPrefix(f, "`-") {
			flags++
			continue
		}
		rest = append(rest, f)
	}
	return flags >= commandEchoFlags && !errRe.MatchString(strings.Join(rest, " "))
}

// commandEcho reports whether t is cargo -vv's echo of a compiler's
// command line ("Running `CARGO=... rustc --crate-name x ...`", a
// kilobyte of environment and flags): what ran, which a routine line
// shows, clipped, not a run's heading.
func commandEcho(t string) bool {
	return strings.HasPrefix(t, "Running `") && len(t) > routineMaxLine
}

// severityTag reports whether s is a finding behind a one-letter
// severity: apt's and debootstrap's "E: Unable to locate package x",
// "W: ..." (an error or a warning, whatever the words), and a checker's
// tag line, lintian's "I: pkg: no-md5sums-control-file [detail]" (a
// letter, the package, a hyphenated tag): each one a distinct finding
// the tool's explanations ("N: ...") only describe.
func severityTag(s string) bool {
	if len(s) < 5 || s[1] != ':' || s[2] != ' ' || s[3] == ' ' || len(s) > 400 {
		return false
	}
	switch s[0] {
	case 'E', 'W', 'F':
		return true
	case 'I', 'P', 'X', 'C', 'O':
		return tagLineRe().MatchString(s)
	}
	return false
}

// demotePlacedSteps leaves to the budgets a paragraph every line of which
// ends in a comment naming a place (behave's and cucumber's scenarios
// without color: "Scenario: Add items  # features/cart.feature:2" over
// "    Given an empty cart  # features/steps/cart_steps.py:6"): the
// places are where each step is defined, not where anything failed, and
// a scenario that failed has its traceback or assertion among them.
func demotePlacedSteps(ls []line) []line {
	for i := 0; i < len(ls); {
		j := i
		for j < len(ls) && ls[j].shown() && !ls[j].syn && commentPlace(ls[j].text) {
			j++
		}
		if j-i >= 2 && (j == len(ls) || strings.TrimSpace(ls[j].text) == "") && (i == 0 || strings.TrimSpace(ls[i-1].text) == "") {
			for k := i; k < j; k++ {
				if ls[k].cls == keep {
					ls[k].cls = normal
				}
			}
		}
		i = j + 1
	}
	return ls
}

// commentPlace reports whether s is indented or not, and ends in a
// comment that names a place only: "text  # path/to/file.py:12".
func commentPlace(s string) bool {
	k := strings.LastIndex(s, " # ")
	if k <= 0 || strings.TrimSpace(s[:k]) == "" {
		return false
	}
	p := s[k+3:]
	c := strings.LastIndexByte(p, ':')
	return c > 0 && !strings.ContainsAny(p, " \t") && allDigits(p[c+1:]) && c+1 < len(p) && strings.Contains(p[:c], ".")
}

// resultLine is how long a passing task's status line with its result
// on it must be to go (a short one, "ok: [web1] => (item=bin)", shows
// the run's shape).
const resultLine = 200

// resultMax is how many lines of a passing task's result
// dropPassedResults reads before it gives up on finding its end.
const resultMax = 1000

// dropPassedResults omits the result a configuration tool prints under a
// task that passed (ansible-playbook -v's "ok: [localhost] => {" or
// "changed: [web1] => (item=bin) => {" over the module's JSON, up to its
// closing "}", or -v's on the status line itself): what the module
// returned when nothing failed. The status
// line stays for the budgets, and a failed task's result ("fatal: [h]:
// FAILED! => {") is no such block; an error or a warning inside one stays.
func dropPassedResults(ls []line) []line {
	for i := 0; i < len(ls); i++ {
		t := ls[i].text
		if ls[i].shown() && len(t) > resultLine && strings.HasSuffix(t, "}") && strings.Contains(t, " => {") && passedTask(t) && !important(t) && !warning(t) {
			ls[i].cls = drop // (-v's result on one line)
			continue
		}
		if !ls[i].shown() || !strings.HasSuffix(t, " => {") || !passedTask(t) {
			continue
		}
		j := i + 1
		for j < len(ls) && j <= i+resultMax && ls[j].text != "}" {
			j++
		}
		if j >= len(ls) || ls[j].text != "}" {
			continue
		}
		for k := i + 1; k <= j; k++ {
			// (A twin a fold kept for its repeats is no finding; an
			// error's or a warning's words are.)
			if ls[k].shown() && !important(ls[k].text) && !warning(ls[k].text) {
				ls[k].cls = drop
			}
		}
		i = j
	}
	return ls
}

// keepChangedTasks keeps each "changed: [host]" status line of a
// configuration run (ansible-playbook's) and the "TASK [role : name]"
// heading over it: what the run changed, or with --check would change,
// which is what it was run to learn; the "ok: [host]" tasks are routine.
// Up to changedMax status lines: a first run changes everything, and past
// that the budgets sample them as any others; the headings of the tasks
// that changed stay past it, one a task.
func keepChangedTasks(ls []line) []line {
	task, kept := -1, 0 // the last TASK heading; changed lines kept
	for i, l := range ls {
		if !l.shown() {
			continue
		}
		t := l.text
		switch {
		case strings.HasPrefix(t, "TASK [") || strings.HasPrefix(t, "PLAY ["):
			task = i
			if strings.HasPrefix(t, "PLAY [") {
				task = -1
			}
		case strings.HasPrefix(t, "changed: [") && strings.Contains(t, "]"):
			if kept < changedMax {
				ls[i].cls = keep
				kept++
			}
			if task >= 0 {
				ls[task].cls = keep
			}
		case kept < changedMax && changeRecord(t):
			ls[i].cls = keep
			kept++
		}
	}
	return ls
}

// changedMax bounds the changed tasks keepChangedTasks keeps.
const changedMax = 60

// changeRecord reports whether t is another configuration tool's record
// of a change it made, or in a dry run would make: Puppet's event on a
// resource ("Notice: /Stage[main]/Base/File[/etc/motd]/content: content
// changed ...", "... current_value 'absent', should be 'file' (noop)"),
// or an agent's informational record that starts with what it did
// ("info: Edited file '/etc/ntp.conf'", CFEngine's).
func changeRecord(t string) bool {
	if strings.HasPrefix(t, "Notice: /Stage[") {
		return true
	}
	rest, ok := strings.CutPrefix(strings.TrimLeft(t, " "), "info: ")
	if !ok {
		return false
	}
	verb, _, _ := strings.Cut(rest, " ")
	switch verb {
	case "Created", "Edited", "Inserted", "Deleted", "Removed", "Replaced", "Updated", "Changed", "Added", "Renamed", "Moved", "Copied", "Installed", "Upgraded", "Downgraded", "Purged":
		return true
	}
	return false
}

// passedTask reports whether t starts as a task's passing status does:
// "ok: [host]", "changed: [host]", "skipping: [host]".
func passedTask(t string) bool {
	st, rest, ok := strings.Cut(t, ": [")
	if !ok || !strings.Contains(rest, "]") {
		return false
	}
	switch st {
	case "ok", "changed", "skipping":
		return true
	}
	return false
}

// dropTagNotes omits the notes under a checker's tag lines (lintian
// --info's "N:   Files in /etc must be marked conffiles ...", its
// "N:   Visibility: error"): the tag's documentation, the same for every
// package; the tag line names the finding and its place.
func dropTagNotes(ls []line) []line {
	tags := false
	for _, l := range ls {
		if tags = l.shown() && tagLineRe().MatchString(l.text); tags {
			break
		}
	}
	if !tags {
		return ls
	}
	for i, l := range ls {
		if l.shown() && !l.syn && (l.text == "N:" || strings.HasPrefix(l.text, "N: ")) {
			ls[i].cls = drop
		}
	}
	return ls
}

// tagLineRe is a lintian-style tag line: a package (and "source"), then
// a lowercase hyphenated tag.
// (compiled on first use: every hook process links this package)
var tagLineRe = sync.OnceValue(func() *regexp.Regexp {
	return regexp.MustCompile(`^[A-Z]: [a-z0-9][a-z0-9+.~-]*(?: (?:source|binary|udeb|changes))?: [a-z0-9][a-z0-9+.]*-[a-z0-9+.-]+(?: |$)`)
})

// statisticsRow reports whether s is a row of a checker's tally by code
// (flake8's --statistics, ruff's: "6     F401 'os' imported but unused"):
// a count, then a code of capitals and digits, then its message. It
// says how many of a kind the run found.
func statisticsRow(s string) bool {
	if s == "" || !isDigit(s[0]) || len(s) > 200 {
		return false
	}
	f := strings.Fields(s)
	if len(f) < 3 || !allDigits(f[0]) || len(f[0]) > 7 || !isFindingCode(f[1]) {
		return false
	}
	// The message after the code is words ("line too long", "[*]
	// unused-import"); a data table's row whose second cell looks like a
	// code (a well "W02", then a site "SC-102" and a date) is no count.
	return !strings.ContainsAny(f[2], "0123456789")
}

// isFindingCode reports whether w is a checker's code: one to four
// capitals then two to five digits ("F401", "E302", "SIM108").
func isFindingCode(w string) bool {
	i := 0
	for i < len(w) && w[i] >= 'A' && w[i] <= 'Z' {
		i++
	}
	if i == 0 || i > 4 {
		return false
	}
	n := len(w) - i
	return n >= 2 && n <= 5 && allDigits(w[i:])
}

// severeField reports whether s is a structured log record whose level
// is an error or worse ("level": "critical", level=fatal,
// "severity":"EMERG", pino's and bunyan's "level":50 beside a "msg"): a
// failure, whatever its message says. (A level "error" is kept for its
// word already; the others say it without one.)
func severeField(s string) bool {
	for _, key := range levelKeys {
		w, ok := levelValue(s, key, func(c byte) bool { return !isLetter(c) })
		if !ok {
			continue
		}
		switch w {
		case "critical", "crit", "fatal", "emerg", "emergency", "alert", "panic", "severe":
			return true
		case "50", "60":
			return strings.Contains(s, `"msg"`)
		}
	}
	return false
}

// errorCodeField reports whether s is the code among an error object's
// properties, as node prints them under its stack (`  code:
// 'ERR_ASSERTION',`, `code: 'ENOENT'`): the name a program matches the
// failure by, though no failure word is in it.
func errorCodeField(s string) bool {
	t := strings.TrimLeft(s, " \t")
	v, ok := strings.CutPrefix(t, "code: ")
	if !ok || len(t) == len(s) || len(v) < 4 || v[0] != '\'' && v[0] != '"' || v[1] != 'E' {
		return false
	}
	v = strings.TrimSuffix(strings.TrimSuffix(v, ","), v[:1])
	for i := 1; i < len(v); i++ {
		if c := v[i]; c != '_' && (c < 'A' || c > 'Z') && !isDigit(c) {
			return false
		}
	}
	return len(v) > 2
}

// serverErrorRow reports whether s is an access log's row (the common
// and combined formats of nginx, Apache, most proxies: `"GET /p HTTP/1.1"
// 502 87`) whose status is a server's error: the request failed on the
// server's side, though no word in the row says so. (A 4xx is a client's
// mistake or a scan, routine in any log.)
func serverErrorRow(s string) bool {
	if len(s) > 4096 {
		return false
	}
	if !strings.Contains(s, " HTTP/") {
		// A web framework's own request line (morgan's "POST
		// /api/orders 500 86 - 1.751 ms", a router's "GET /p 503"):
		// the method, the path, the status.
		return strings.Contains(s, " /") && devRequestRe.MatchString(s)
	}
	return accessStatus(s) == '5'
}

// accessStatus returns the first digit of the status of an access log's
// row (`"GET /p HTTP/1.1" 404 153`), 0 when s is no such row.
func accessStatus(s string) byte {
	i := strings.Index(s, " HTTP/")
	if i < 0 {
		return 0
	}
	if m := accessStatusRe.FindStringSubmatch(s[i:]); m != nil {
		return m[1][0]
	}
	return 0
}

// devRequestRe is a request line as web frameworks log it in
// development, with a server's error status after the path.
var devRequestRe = lazy(`\b(GET|POST|PUT|PATCH|DELETE|HEAD|OPTIONS) /\S* 5[0-9][0-9]\b`)

// fatalSignal reports whether s names a signal that kills a process
// (Go's "[signal SIGSEGV: segmentation violation ...]", a shell's or a
// supervisor's "killed by SIGKILL", "status=11/SEGV"): each is a crash,
// though no word of the failure list says so.
func fatalSignal(s string) bool {
	return strings.Contains(s, "SIG") && fatalSignalRe.MatchString(s)
}

// fatalSignalRe is a fatal signal's name.
var fatalSignalRe = lazy(`\bSIG(SEGV|BUS|ILL|FPE|ABRT|KILL|SYS|TRAP)\b`)

// accessStatusRe is the end of an access log row's request and its status.
var accessStatusRe = lazy(`^ HTTP/[0-9.]+" ([1-5][0-9][0-9]) (?:[0-9]+|-)(?: |$)`)

// levelKeys are the names a structured log record gives its level field.
var levelKeys = [...]string{"level", "severity", "lvl"}

// levelValue is the value, lower case, of the field key in s ("key":
// "v", key=v), when the key stands where starts says a field's name can
// follow the byte before it (or at the start of s).
func levelValue(s, key string, starts func(prev byte) bool) (string, bool) {
	i := strings.Index(s, key)
	if i < 0 || i > 0 && !starts(s[i-1]) {
		return "", false
	}
	v := strings.TrimLeft(s[i+len(key):], "\" ")
	if v == "" || v[0] != ':' && v[0] != '=' {
		return "", false
	}
	v = strings.TrimLeft(v[1:], "\" ")
	j := 0
	for j < len(v) && (isLetter(v[j]) || isDigit(v[j])) {
		j++
	}
	return strings.ToLower(v[:j]), true
}

// noFailRe matches a failure word said not to have happened: "No syntax
// errors detected", "without errors", "no failures", "0 failed".
var noFailRe = lazy(`(?i)\b(no|0|zero|without)( [a-z]+)? (errors?|failures?|failed|failing|problems)\b`)

// noFailure reports whether the only failure words of s (which has one)
// are said not to have happened: a passing check's line ("No syntax
// errors detected in src/Svc1.php"), not a failure.
func noFailure(s string) bool {
	l := strings.ToLower(s)
	if !strings.Contains(l, "no ") && !strings.Contains(l, "0 ") && !strings.Contains(l, "zero ") && !strings.Contains(l, "without ") {
		return false // (most lines: the patterns are dear)
	}
	re := noFailRe.get()
	return re.MatchString(s) && !errRe.MatchString(re.ReplaceAllString(s, ""))
}

// routineRecord reports whether s is a log record of a routine level
// ("DEBUG", "INFO", "TRACE"), within its first four fields: the place
// such a record names is where the logging call is, said on every
// record, not a finding's. (Its words may still say a failure.)
func routineRecord(s string) bool {
	n := 0
	for f := range strings.FieldsSeq(s) {
		if n == 0 {
			// Python's default format, "LEVEL:logger:message"
			// ("DEBUG:urllib3.connectionpool:Starting new ...").
			if lv, rest, ok := strings.Cut(f, ":"); ok && rest != "" {
				f = lv
			}
		}
		switch w := strings.Trim(f, "[]():|"); w {
		case "DEBUG", "INFO", "TRACE", "NOTICE", "VERBOSE", "DBG":
			return true
		default:
			if n == 0 && glogInfo(w) {
				return true
			}
		}
		if n++; n == 4 {
			break
		}
	}
	return routineField(s)
}

// glogInfo reports whether w is the head of a glog or klog record of
// level info ("I1130": the level's letter, then month and day).
func glogInfo(w string) bool {
	return len(w) == 5 && w[0] == 'I' && allDigits(w[1:])
}

// routineField reports whether s is a structured log record (JSON,
// logfmt) whose level field says a routine level ("level":"info",
// level=debug, "severity":"INFO", pino's "level":30): the place its
// "caller" names is the logging call's, said on every record.
func routineField(s string) bool {
	for _, key := range levelKeys {
		// (A field, not "--log-level=debug".)
		w, ok := levelValue(s, key, func(c byte) bool { return strings.IndexByte(` {,"`, c) >= 0 })
		if !ok {
			continue
		}
		switch w {
		case "debug", "info", "trace", "notice", "verbose", "dbg":
			return true
		case "10", "20", "30":
			return strings.Contains(s, `"msg"`)
		}
		return false
	}
	return false
}

// countRe matches a tool's count of its findings: "Found 8 warnings.",
// "2 infos", "12 problems (3 errors, 9 warnings)".
var countRe = lazy(`(?i)^(found |checked )?\d+ (errors?|warnings?|infos?|problems?|issues?|hints?|notices?|failures?)\b`)

// countSummary reports whether s is a summary that counts findings: how
// much a run found, whatever severity (a "warnings" count is no warning
// line, an "infos" one no error).
func countSummary(s string) bool {
	t := strings.TrimSpace(s)
	if n, ok := strings.CutPrefix(t, "("); ok && (strings.HasSuffix(n, " rows)") || strings.HasSuffix(n, " row)")) {
		// A query's count of rows under its result (psql's "(4 rows)",
		// sqlite's and mysql's alike): how much it found, none included.
		n, _, _ = strings.Cut(n, " ")
		return allDigits(n) && n != ""
	}
	if len(t) <= 120 && containsAnyWord(t, "identified ", "found ", "detected ", "reported ") {
		// "System check identified 5 issues (0 silenced).", "audit
		// found 3 vulnerabilities": the count after a verb of finding
		// (none found is no finding).
		if m := countVerbRe.get().FindStringSubmatch(t); m != nil && strings.Trim(m[2], "0") != "" {
			return true
		}
	}
	if len(t) > 120 || t == "" || !isDigit(t[0]) && !strings.HasPrefix(t, "Found ") && !strings.HasPrefix(t, "found ") || strings.IndexByte(t, ' ') < 0 {
		return false // (a number alone, as seq prints, has no count's word: the pattern is dear)
	}
	return countRe.MatchString(t) || foundCount(t)
}

// countVerbRe matches a count of findings after a verb of finding,
// anywhere in a short line.
var countVerbRe = lazy(`(?i)\b(identified|found|detected|reported) (\d+) (errors?|warnings?|issues?|problems?|vulnerabilit(y|ies)|failures?)\b`)

// containsAnyWord is the cheap test before a pattern: s holds one of ws.
func containsAnyWord(s string, ws ...string) bool {
	for _, w := range ws {
		if strings.Contains(s, w) {
			return true
		}
	}
	return false
}

// partialCount reports whether s tells of a job done in part: a verb in
// the past, then fewer of a count than there were ("imported 8 of 11
// rows", "synced 23 of 24 shards", "packed 2 of 4 orders"). What was not
// done is what the warnings above it explain; a progress line ("page 3 of
// 9", "Downloading 3 of 10") has no such verb, and "copied 5 of 5" no
// shortfall.
func partialCount(s string) bool {
	for rest := s; ; {
		i := strings.Index(rest, " of ")
		if i < 0 {
			return false
		}
		before, after := rest[:i], rest[i+len(" of "):]
		rest = after
		verb, done, ok := cutLastField(before)
		if !ok || !allDigits(done) {
			continue
		}
		_, verb, _ = cutLastField(verb)
		verb = verb[len(strings.TrimRightFunc(verb, func(r rune) bool { return r < 0x80 && isLetter(byte(r)) })):] // ("INFO:sync:synced")
		all, _, _ := strings.Cut(after, " ")
		if !strings.HasSuffix(verb, "ed") || len(verb) < 4 || !allDigits(all) {
			continue
		}
		if n, err := strconv.Atoi(done); err == nil {
			if m, err := strconv.Atoi(all); err == nil && n < m {
				return true
			}
		}
	}
}

// cutLastField splits s at its last space: what comes before, and the
// last word; ok is false when s has no word.
func cutLastField(s string) (string, string, bool) {
	i := strings.LastIndexByte(s, ' ')
	if i < 0 {
		return "", s, s != ""
	}
	return s[:i], s[i+1:], i+1 < len(s)
}

// maybeLibFrame looks for the substrings libFrameRe needs: most lines
// have none, and the pattern is dear.
func maybeLibFrame(s string) bool {
	for _, w := range []string{"/rustc/", "node:internal", "node_modules/", "site-packages/", "/usr/lib/python", "/go/src/", "::", "dist-packages/", "/lib/python"} {
		if strings.Contains(s, w) {
			return true
		}
	}
	return false
}

// errWords are the lower-case substrings errRe can match.
var errWords = []string{"err", "assert", "not ok", "non-zero", "exit code", "exit status", "exited with", "exit with", "fatal", "panic", "fail", "exception", "traceback", "denied", "segmentation", "undefined",
	"cannot", "could", "not found", "no such file", "timed out", "timeout", "abort", "killed", "refused", "invalid", "unmet", "not met", "not reached", "bad request", "lost",
	"forbidden", "unauthorized", "conflict", "unable to", "deadlock", "no space left", "out of memory", "too many open", "read-only file", "quota exceeded", "reached without", "unrecogni", "not a valid", "connection reset", "broken pipe", "not permitted", "already in use", "resource busy", "✖", "✗", "✘", "✕", "×", "⨯", "❌"}

func maybeError(s string) bool {
	l := s
	for i := 0; i < len(s); i++ {
		if c := s[i]; c >= 'A' && c <= 'Z' {
			l = strings.ToLower(s)
			break
		}
	}
	for _, w := range errWords {
		if strings.Contains(l, w) {
			return true
		}
	}
	return false
}

// maybeFileLine looks for ":<digit>", "(<digit>" or " line" (", line 3",
// "In a.sh line 3:", "lines 3 and 14 in a.java").
func maybeFileLine(s string) bool {
	for i := 0; i+1 < len(s); i++ {
		if (s[i] == ':' || s[i] == '(') && s[i+1] >= '0' && s[i+1] <= '9' {
			return true
		}
	}
	return strings.Contains(s, " line") || strings.HasPrefix(s, "line")
}

// classifier gives one line's class and whether it starts a new section.
// A classifier may keep state from line to line: each run makes a new one.
type classifier func(s string) (class, bool)

// spec is what one kind's reduction is made of: a line classifier, which
// also runs on the lines of a stream as they arrive, the budget, and an
// optional pass over the whole output held in memory (ranking, grouping).
type spec struct {
	cls  func() classifier
	b    budget
	post func(ls []line) []line
}

// specs is built on first use: package init runs on every hook call, most
// of which reduce nothing.
var specs = sync.OnceValue(func() map[string]spec {
	return map[string]spec{
		Generic:    withExcerpts(genericReducer()),
		GitStatus:  gitStatusReducer(),
		GitDiff:    gitDiffReducer(),
		GitShow:    gitDiffReducer(),
		GitLog:     gitLogReducer(),
		GoTest:     goTestReducer(),
		GoBuild:    withExcerpts(goBuildReducer()),
		GoVet:      withExcerpts(goBuildReducer()),
		NpmInstall: withExcerpts(npmInstallReducer()),
		NpmTest:    jsTestReducer(),
		Pytest:     pytestReducer(),
		CargoBuild: withExcerpts(cargoReducer()),
		CargoTest:  withExcerpts(cargoReducer()),
		Make:       withExcerpts(makeReducer()),
		Tsc:        tscReducer(), // (its --pretty excerpts are grouped with their diagnostics)
		Eslint:     eslintReducer(),
		Docker:     dockerReducer(),
		Find:       findReducer(),
		LsR:        lsReducer(),
		Tree:       treeReducer(),
		Lint:       withExcerpts(lintReducer()),
		Bundle:     withExcerpts(bundleReducer()),
		Grep:       grepReducer(),
		Curl:       curlReducer(),
		Pip:        pipReducer(),
		Print:      printReducer(),
		Bounded:    genericReducer(), // (read as Generic past printWhole: reduceLines)
	}
})

// specFor returns kind's spec, the generic one for an unknown kind.
func specFor(kind string) spec {
	sp, ok := specs()[kind]
	if !ok {
		sp = specs()[Generic]
	}
	return sp
}

// classify sets the class and section of every input line.
func classify(sp spec, ls []line) {
	fn := sp.cls()
	sec := 0
	for i := range ls {
		if ls[i].gap > 0 || ls[i].syn {
			continue
		}
		c, start := fn(ls[i].text)
		if start {
			sec++
		}
		if c == normal && boilerplate(ls[i].text) {
			c = drop
		}
		ls[i].cls, ls[i].sec = c, sec
	}
}

// genericReducer is for any other output: what looks like a failure in any
// language stays with a window after it, repeated diagnostics are grouped,
// runs of alike lines folded, and passing-unit lines and progress go.
func genericReducer() spec {
	return spec{post: func(ls []line) []line {
		ls = foldRepeatedSpans(foldAlikeRuns(foldNameRuns(keepArrowFindings(groupDiags(foldShapeRuns(foldRepeats(keepFailingNames(capFrameRuns(demoteRecordTotals(keepChangedTasks(dropPassedResults(keepTreeTops(keepRareVariants(keepListings(keepChangedRows(ls))))))))))))))))
		return dropPassedResults(dropTagNotes(keepReportTitles(keepOutline(keepHeadings(keepFailingRows(keepSQLHeads(keepFileHeads(keepExpandedRows(keepRecordHeads(keepDiffFrames(ls)))))))))))
	}, b: budget{head: 4, tail: 6, ctx: 2, pre: 1, perSection: 12, maxNormal: 12, sampleBytes: 700}, cls: func() classifier {
		inLib := false   // the last line was a Python frame in library code: its source line follows
		libSrc := false  // the last line was that source line: a caret under it may follow
		frame := 0       // lines since a Python frame's line ("  File ..."), up to 2
		inTrace := false // past a Python frame's line, in a traceback ("  File ...", its source, carets)
		var fs failShape
		return func(s string) (class, bool) {
			lib, src := inLib, libSrc
			g := ungutter(s) // (a frame of an exception group's member)
			// (A frame indented deeper than Python's two, as a runner
			// that quotes the traceback under its step sets it:
			// behave's.)
			t := strings.TrimLeft(g, " ")
			if inTrace && len(g) == len(t) && !strings.HasPrefix(t, "File \"") {
				// The line that ends a traceback, at its margin: the
				// exception, whatever its class is named
				// ("RateLimited: boe: 429 ..."), under a group's
				// gutter too.
				inTrace = false
				if pyExceptionLine(t) {
					return keep, false
				}
			}
			inTrace = inTrace || strings.HasPrefix(t, "File \"") && len(g)-len(t) >= 2
			inLib = len(g)-len(t) >= 2 && strings.HasPrefix(t, "File \"") && libStackFrame(g)
			libSrc = lib && strings.HasPrefix(g, "    ") && !strings.HasPrefix(t, "File \"")
			if frame++; strings.HasPrefix(s, "  File \"") {
				frame = 0
			}
			failing := fs.next(s)
			switch {
			case inLib, libSrc, src && bareCaret(strings.TrimLeft(g, " \t")), libStackFrame(s):
				// A stack frame in a runtime's or a dependency's code:
				// the user's frames and the exception say what failed.
				return drop, false
			case failing:
				return keep, false
			case passLine(s), progressLine(s), ruleLine(s), frame == 2 && bareCaret(strings.TrimLeft(s, " \t")):
				// (A bare caret under a Python frame's source line only
				// underlines what the line above shows; javac's under its
				// excerpt is the column.)
				return drop, false
			case important(s), warning(s), caretMessage(s), totalLine(s), totalRow(s), measureLine(s), scoreLine(s), notDone(s), summaryHeading(s), tally(s), assertValue(s):
				return keep, false
			}
			return normal, false
		}
	}}
}

// assertValue reports whether s is the value an assertion printed under
// an operand it names (googletest's and gmock's indented "Which is: -7"
// under "  sum"): what the operand was when the check failed, which a
// parameterized test's next failure at the same place prints anew.
func assertValue(s string) bool {
	t := strings.TrimLeft(s, " ")
	return len(t) < len(s) && strings.HasPrefix(t, "Which is: ") || tapValue(t) || testthatValue(t)
}

// testthatValue reports testthat's (waldo's) sides of a failed
// expectation: "`actual`: 21", "`expected`: 20", and a named side
// ("`actual$slope`: -2.8"): what the test saw and wanted.
func testthatValue(t string) bool {
	for _, side := range []string{"`actual", "`expected"} {
		if rest, ok := strings.CutPrefix(t, side); ok {
			if i := strings.Index(rest, "`:"); i >= 0 && !strings.ContainsAny(rest[:i], " `") {
				return true
			}
		}
	}
	return false
}

// tapValue reports whether t (trimmed) is the value a TAP producer's
// failed assertion printed as a diagnostic: Test::More's "#
// got: '43'" and "#     expected: '40'", is_deeply's "#     $got->[0] =
// '1'": what the test saw and wanted, the failure's substance (the
// "Failed test" line above it only names the test).
func tapValue(t string) bool {
	r, ok := strings.CutPrefix(t, "#")
	if !ok || len(r) < 4 || r[0] != ' ' {
		return false
	}
	r = strings.TrimLeft(r, " ")
	return strings.HasPrefix(r, "got: ") || strings.HasPrefix(r, "expected: ") || strings.HasPrefix(r, "$got->") || strings.HasPrefix(r, "$expected->")
}

// summaryHeading reports whether s heads a summary ("HEAP SUMMARY:",
// "==12== LEAK SUMMARY:", "Summary of failures"): what follows it counts
// what the run found.
func summaryHeading(s string) bool {
	if len(s) > 80 || !strings.Contains(s, "SUMMARY") && !strings.Contains(s, "Summary") {
		return false
	}
	f := strings.Fields(strings.TrimRight(s, ": "))
	return len(f) > 0 && len(f) <= 5 && (f[len(f)-1] == "SUMMARY" || f[len(f)-1] == "Summary" || f[0] == "Summary" || f[0] == "SUMMARY")
}

// warnRe matches a warning as a tool or a logger writes it: a severity
// word ("warning: x", "(warning)", "WARN  retry", "WARNING app: ...").
var warnRe = lazy(`(?i)\bwarn(ing)?\b`)

// warning reports whether s is a warning: under a failure, it often says
// why (a retry, a missing folder); alone, it is what a linter found. Also
// a finding marked by a sign instead of a word, as linters that draw
// their reports do ("  ! eslint(no-unused-vars): ...", "⚠ ...").
func warning(s string) bool {
	t := strings.TrimLeft(s, " \t")
	if strings.HasPrefix(t, "! ") && len(t) > 3 && t[2] != ' ' || strings.HasPrefix(t, "⚠") || markedWarning(t) {
		return true
	}
	return (strings.Contains(s, "arn") || strings.Contains(s, "ARN")) && (warnRe.MatchString(s) || classWarning(s)) || strings.Contains(s, "40") && warnLevelField(s)
}

// classWarning reports a warning named by its class, which no word
// "warning" stands alone in: node's "(node:4242) [DEP0040]
// DeprecationWarning: ...", Python's "FutureWarning: ...".
func classWarning(s string) bool {
	i := strings.Index(s, "Warning: ")
	if i < 2 {
		return false
	}
	j := i
	for j > 0 && isLetter(s[j-1]) {
		j--
	}
	return i-j >= 3 && s[j] >= 'A' && s[j] <= 'Z' && (j == 0 || s[j-1] == ' ' || s[j-1] == '.')
}

// warnLevelField reports whether s is a structured log record at pino's
// and bunyan's warning level ("level":40 beside a "msg"), which says
// "warn" in no word.
func warnLevelField(s string) bool {
	w, ok := levelValue(s, "level", func(c byte) bool { return !isLetter(c) })
	return ok && w == "40" && strings.Contains(s, `"msg"`)
}

// projectFrame reports whether t (trimmed) is a backtrace's "at path:line"
// into the project: a relative path, not one under a dependency's or a
// registry's folder.
func projectFrame(t string) bool {
	p, ok := strings.CutPrefix(t, "at ")
	if !ok || p == "" || p[0] == '/' || p[0] == '<' || !fileLine(p) {
		return false
	}
	for _, d := range []string{"node_modules/", ".cargo/", "vendor/", "site-packages/", "/rustc/"} {
		if strings.Contains(p, d) {
			return false
		}
	}
	return true
}

// runCrate returns the crate a cargo line says it builds or runs tests
// of ("Doc-tests tally", "Running unittests src/lib.rs
// (target/debug/deps/tally-3f2a...)"): the project's own, whose frames
// in a backtrace are where to look.
func runCrate(t string) string {
	if c, ok := strings.CutPrefix(t, "Doc-tests "); ok && !strings.Contains(c, " ") {
		return c
	}
	if strings.HasPrefix(t, "Running ") && strings.HasSuffix(t, ")") {
		if k := strings.LastIndex(t, "/deps/"); k >= 0 {
			c := t[k+len("/deps/") : len(t)-1]
			if d := strings.LastIndexByte(c, '-'); d > 0 {
				return c[:d]
			}
		}
	}
	return ""
}

// frameCrate returns the crate of a Rust backtrace frame's function ("4:
// tally::parse::duration" is tally's), "" for any other line.
func frameCrate(t string) string {
	n, sym, ok := strings.Cut(t, ": ")
	if !ok || !allDigits(n) {
		return ""
	}
	c, _, ok := strings.Cut(sym, "::")
	if !ok {
		return ""
	}
	return c
}

// caretMessage reports whether s is a caret under the line above with a
// message after it ("      ^ Duplicate of attribute name [ id ] was
// found."): a finding, which the generic budget keeps with the line it
// points at.
func caretMessage(s string) bool {
	t := strings.TrimLeft(s, " \t")
	if !strings.HasPrefix(t, "^ ") || len(t) == len(s) {
		return false
	}
	return len(strings.Fields(t)) >= 4
}

// markedWarning reports whether t (trimmed) is a warning's heading marked
// by "(!)" or "[!]" instead of a word, as bundlers and installers write
// them ("(!) Circular dependency").
func markedWarning(t string) bool {
	return (strings.HasPrefix(t, "(!) ") || strings.HasPrefix(t, "[!] ")) && len(t) > 4 && t[4] != ' '
}

// libStackFrame reports whether s is a stack frame in code the user does
// not own: a Python frame in the standard library (also a frozen module)
// or an installed package, a JVM frame in the platform's modules
// ("at java.base/java.util..."), a JS frame in node_modules, in node's
// internals or in a builtin ("at Array.map (<anonymous>)").
func libStackFrame(s string) bool {
	t := strings.TrimLeft(s, " \t")
	if strings.HasPrefix(t, "==") {
		// valgrind: "==41==    at 0x4847782: strlen (in /usr/libexec/...so)",
		// a frame in a binary without sources: no place to act on.
		if k := strings.Index(t[2:], "== "); k >= 0 && allDigits(t[2:2+k]) {
			r := strings.TrimLeft(t[2+k+3:], " ")
			return (strings.HasPrefix(r, "at 0x") || strings.HasPrefix(r, "by 0x")) && strings.Contains(r, " (in /")
		}
	}
	if strings.HasPrefix(t, "File \"") {
		return strings.HasPrefix(t, "File \"<frozen ") || libFrameRe.MatchString(s)
	}
	if runtimeFrame(t) {
		return true // (crash.go)
	}
	if beamLibFrame(t) {
		return true
	}
	rest, ok := strings.CutPrefix(t, "at ")
	if !ok && bareJVMFrame(s, t) {
		// JUnit's console launcher writes its stacks without "at ":
		// "org.junit.jupiter.api.AssertEquals.failNotEqual(AssertEquals.java:197)".
		rest, ok = t, true
	}
	if !ok {
		// node's test runner writes its stacks without "at ":
		// "Test.run (node:internal/test_runner/test:796:25)".
		return strings.HasSuffix(t, ")") && (strings.Contains(t, " (node:") || strings.Contains(t, "/node_modules/")) && !strings.Contains(t, ": ")
	}
	if k := strings.Index(rest, "//"); k > 0 && k < strings.IndexByte(rest, '(') && !strings.ContainsAny(rest[:k], ":. ") {
		// A JVM frame under a class loader's name, with no module
		// ("app//org.junit.jupiter.api.Assertions.fail(...)", as Gradle's
		// test runs write them): the class decides.
		rest = rest[k+2:]
	}
	for _, p := range []string{"java.", "javax.", "jdk.", "sun.", "com.sun.", "kotlin.", "kotlinx.", "scala.", "System.", "Microsoft.",
		// A test framework's assertion and runner code: the user's
		// frame under it says which check failed.
		"org.junit.", "junit.", "org.testng.", "org.hamcrest.", "org.assertj.", "org.opentest4j.", "org.gradle.",
		// A build tool's own code, under the failure it reports (mvn
		// -e's trace through its lifecycle and its launcher, Ant's):
		// the error above it says what failed.
		"org.apache.maven.", "org.codehaus.plexus.", "org.eclipse.sisu.", "org.apache.tools.ant."} {
		if strings.HasPrefix(rest, p) {
			return true // java.base/java.util..., jdk.internal..., .NET's System.Linq...
		}
	}
	return strings.HasSuffix(rest, "(<anonymous>)") || strings.Contains(rest, "node_modules/") || nodeBuiltinFrame(rest)
}

// beamLibFrame reports whether t (trimmed) is a frame of the Erlang VM's
// own code: Elixir's, tagged by its application ("(stdlib 4.2)
// gen_server.erl:1149: :gen_server.try_handle_call/4", "(elixir 1.14.0)
// lib/enum.ex:2468: ..."), or Erlang's "in call from" EUnit's or OTP's
// module ("in call from eunit_proc:run_test/1 (eunit_proc.erl, line
// 531)"). The project's frames (its own application, its modules) and
// the error say what failed.
func beamLibFrame(t string) bool {
	if rest, ok := strings.CutPrefix(t, "("); ok {
		app, vsn, ok := strings.Cut(rest, " ")
		if !ok || !strings.Contains(vsn, ") ") || !isDigit(vsn[0]) {
			return false
		}
		switch app {
		case "elixir", "stdlib", "kernel", "ex_unit", "mix", "logger", "iex", "eex", "compiler", "erts":
			return true
		}
		return false
	}
	rest, ok := strings.CutPrefix(t, "in call from ")
	if !ok {
		return false
	}
	mod, _, ok := strings.Cut(rest, ":")
	if !ok {
		return false
	}
	switch mod {
	case "proc_lib", "gen_server", "gen", "gen_statem", "supervisor", "erl_eval", "shell", "timer", "application_master":
		return true
	}
	return strings.HasPrefix(mod, "eunit_") || mod == "eunit"
}

// nodeBuiltinFrame reports whether a JS frame (after "at ") is in node's
// own modules ("Test.run (node:internal/test_runner/test:796:25)",
// "runInAsyncScope (node:async_hooks:206:9)") or an await of a builtin
// ("async Promise.all (index 0)").
func nodeBuiltinFrame(rest string) bool {
	if strings.Contains(rest, "(node:") || strings.HasPrefix(rest, "node:") {
		return true
	}
	if k := strings.LastIndex(rest, " (index "); k >= 0 && strings.HasSuffix(rest, ")") && allDigits(rest[k+8:len(rest)-1]) {
		return true
	}
	return false
}

// passLine matches a line that says one unit passed, in the forms test
// runners print: "ok  pkg 0.1s", "--- PASS: T", "PASS x", "✓ name",
// "test x ... ok", "x PASSED", "Passed x [3 ms]" (timedPass).
func passLine(s string) bool {
	t := strings.TrimSpace(s)
	switch {
	case goOK(t), strings.HasPrefix(t, "--- PASS"), strings.HasPrefix(t, "PASS "), strings.HasPrefix(t, "PASS: "), countedPass(t), strings.HasPrefix(t, "✓"), strings.HasPrefix(t, "✔"),
		strings.HasSuffix(t, " ... ok"), strings.HasSuffix(t, " PASSED"), strings.Contains(t, " PASSED "), strings.HasPrefix(t, "PASSED "), strings.HasPrefix(t, "ok ") && !strings.Contains(t, "not ok"), tagPass(t), xmlPass(t), timedPass(t), treePass(t):
		return true
	}
	return false
}

// progressLine matches progress and timing noise: a bar, a percentage
// counter, a spinner's frame.
func progressLine(s string) bool {
	t := strings.TrimSpace(s)
	if stepLine(t) {
		return !important(s)
	}
	if doneStep(t) {
		return !important(s)
	}
	if t == "" || !strings.ContainsAny(t, "%#=█━░▓") {
		return false // (most lines: the rest is dearer)
	}
	if pctStep(t) {
		return !important(s) // "reading sources... [ 33%] api"
	}
	if strings.Trim(t, "#=>-.|/\\█▉▊▋▌▍▎▏░▒▓━─ [](){}0123456789%") == "" {
		return true // "[=====>    ] 45%", "████░░ 60%", "45%"
	}
	if barRun(t) && !important(s) {
		return true // "━━━━━━━━ 1.2/1.2 MB 3.4 MB/s eta 0:00:00", " 45%|████▌     | 45/100 [00:01<00:01, 30.1it/s]"
	}
	if !strings.HasSuffix(t, "%") {
		return false
	}
	f := strings.Fields(t)
	last := f[len(f)-1]
	return len(f) <= 6 && allDigits(strings.TrimSuffix(strings.TrimSuffix(last, "%"), ".0")) && !important(s) && !tableRow(f)
}

// ruleLine reports whether s is a drawn rule between sections: ten or
// more of one mark ("⎯⎯⎯⎯[1/4]⎯", "----------", "=========="), with no
// word in it (a rule with a title, "==== FAILURES ====", is a header).
func ruleLine(s string) bool {
	t := strings.TrimSpace(s)
	if len(t) < 10 {
		return false
	}
	var mark rune
	n, other := 0, 0
	for _, r := range t {
		switch {
		case r < 128 && (isWord(byte(r))) && !isDigit(byte(r)):
			return false
		case mark == 0 && !(r < 128 && (isDigit(byte(r)) || r == ' ' || r == '[' || r == ']' || r == '/')):
			mark, n = r, 1
		case r == mark:
			n++
		default:
			other++
		}
	}
	return n >= 10 && other*4 < n
}

// barRun reports whether t holds a drawn bar: three block or heavy-line
// characters in a row (a box's edge is a light line: ─).
func barRun(t string) bool {
	n := 0
	for _, r := range t {
		switch r {
		case '█', '▉', '▊', '▋', '▌', '▍', '▎', '▏', '░', '▒', '▓', '━', '■':
			if n++; n == 3 {
				return true
			}
		default:
			n = 0
		}
	}
	return false
}

// alikeRun is how long a run of lines alike (progress, "applying 0042 ...
// done", "Compiling x.py") must be before it is folded.
const alikeRun = 6

// foldAlikeRuns keeps of a long run of lines alike (the same first word,
// numbers set aside, and as many words) its first two and its last line:
// the run's shape and where it ended. Lines that matter stay wherever they
// are, and so does the line before one (it says where the error was).
func foldAlikeRuns(ls []line) []line {
	for i := 0; i < len(ls); {
		if !ls[i].shown() || ls[i].cls != normal {
			i++
			continue
		}
		sh := lineShape(ls[i].text)
		alike := func(k int) bool {
			return k < len(ls) && ls[k].shown() && ls[k].cls != keep && lineShape(ls[k].text) == sh
		}
		// Lines a summary stands for (repeats folded) do not break a run.
		going := func(k int) bool {
			return k < len(ls) && !ls[k].syn && ls[k].gap == 0 && ls[k].cls == gone
		}
		j := i + 1
		for alike(j) || going(j) || j+1 < len(ls) && ls[j].shown() && ls[j].cls == normal && !strings.HasSuffix(ls[j].text, ":") && alike(j+1) {
			j++ // (one other line between two alike ones: a "Listing dir" between "Compiling" lines; not a heading, which says what the next lines are)
		}
		for j-1 > i && going(j-1) {
			j--
		}
		if j-i >= alikeRun && sh != "" {
			for k := i + 2; k < j-1; k++ {
				if ls[k].cls == normal && !(k+1 < len(ls) && ls[k+1].cls == keep) {
					ls[k].cls = drop // (the line before an error says where it was)
				}
			}
		}
		i = j
	}
	return ls
}

// lineShape is a line's first word, with each run of digits written as
// '#', and how many words it has; "" for a blank line.
func lineShape(s string) string {
	f := strings.Fields(s)
	if len(f) == 0 {
		return ""
	}
	if n := indent(s); n >= 2 && n < len(s) && s[n] >= 'a' && s[n] <= 'z' && len(f) >= 3 && !strings.ContainsAny(s, ":()=") {
		// A list wrapped under its heading (the packages an installer
		// names, a help text's words): lines of bare words at one
		// indent, whatever the words.
		return "list " + strconv.Itoa(n)
	}
	w := f[0] + " " + strconv.Itoa(len(f))
	if !strings.ContainsAny(w, "0123456789") {
		return w
	}
	b := make([]byte, 0, len(w))
	for i := 0; i < len(w); i++ {
		if c := w[i]; c >= '0' && c <= '9' {
			if i == 0 || w[i-1] < '0' || w[i-1] > '9' {
				b = append(b, '#')
			}
			continue
		}
		b = append(b, w[i])
	}
	return string(b)
}

// buildReducer is for compilers whose output is mostly diagnostics.
func buildReducer() spec {
	return spec{post: groupDiags, b: budget{head: 10, tail: 10, ctx: 3, perSection: 60, maxNormal: 60}, cls: func() classifier {
		return func(s string) (class, bool) {
			switch {
			case placeHeader(s):
				return normal, false // kept with what is kept under it (keepPlaceHeaders)
			case strings.HasPrefix(s, "# "), important(s), warning(s), placedRowRe.MatchString(s), taggedRowRe.MatchString(s):
				// (A row placed "(line, col)" under its file's path is a
				// finding whatever its words: staticcheck's stylish
				// format; so is rubocop --format simple's "C:  4:  3:
				// Style/...", its severity a letter.)
				return keep, false
			case strings.HasPrefix(s, "go: downloading "), strings.HasPrefix(s, "go: finding "):
				return drop, false
			}
			return normal, false
		}
	}}
}

// goBuildReducer is the build reducer for the go command, whose -v names
// each package as it builds it ("internal/goarch", "example.com/app/
// store"): progress, which goes (dropPackageProgress). A failing package's
// "# pkg" heading and its errors say which one broke.
func goBuildReducer() spec {
	sp := buildReducer()
	post := sp.post
	sp.post = func(ls []line) []line { return post(dropPackageProgress(ls)) }
	return sp
}

// packageRun is how many lone import paths in a row read as go build
// -v's progress: go run's program may print a word or a path of its own.
const packageRun = 8

// dropPackageProgress drops each run of packageRun or more lines that are
// lone import paths, half of them with a slash at least (go build -v's
// "internal/cpu", "math/bits", "fmt", ...).
func dropPackageProgress(ls []line) []line {
	for i := 0; i < len(ls); {
		j, slashes := i, 0
		for ; j < len(ls) && ls[j].shown() && ls[j].cls == normal && importPathLine(ls[j].text); j++ {
			if strings.Contains(ls[j].text, "/") {
				slashes++
			}
		}
		if j-i >= packageRun && 2*slashes >= j-i {
			for k := i; k < j; k++ {
				ls[k].cls = drop
			}
		}
		i = max(j, i+1)
	}
	return ls
}

// importPathLine reports whether s is a lone Go import path, as go build
// -v prints a package it builds.
func importPathLine(s string) bool {
	if s == "" || s[0] < 'a' || s[0] > 'z' || len(s) > 200 {
		return false
	}
	for i := 0; i < len(s); i++ {
		c := s[i]
		if !(c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9' || strings.IndexByte("._~/-", c) >= 0) {
			return false
		}
	}
	return true
}

// printReducer keeps every line: what a file-printing command prints is
// what was asked for.
func printReducer() spec {
	const all = 1 << 30
	return spec{b: budget{head: all, tail: all, perSection: all, maxNormal: all, asked: true}, cls: func() classifier {
		return func(string) (class, bool) { return normal, false }
	}}
}

// lintReducer is the build reducer with less room for what is not a
// finding: a linter's source excerpts and carets under each finding say
// again what its message and place say.
func lintReducer() spec {
	sp := buildReducer()
	sp.b = budget{head: 5, tail: 5, ctx: 0, perSection: 10, maxNormal: 10}
	sp.post = func(ls []line) []line { return keepHeadings(keepArrowFindings(groupOnce(ls))) }
	return sp
}

func tscReducer() spec {
	// (--pretty writes a related place's message under its excerpt,
	// "    'retries' is declared here.": keepShownRelatedMessages.)
	return spec{post: func(ls []line) []line {
		ls = keepShownRelatedMessages(groupDiags(keepElaborations(ls)))
		return foldRecordRunsBy(ls, func(ls []line, i int) bool { return ls[i].cls == keep && lonePath(ls[i].text) }, pathRecordKey)
	}, b: budget{head: 3, tail: 5, ctx: 0, perSection: 2, maxNormal: 20}, cls: func() classifier {
		return func(s string) (class, bool) {
			switch {
			case strings.TrimSpace(s) == "":
				return drop, false
			case strings.Contains(s, "error TS"), strings.HasPrefix(s, "Found "), important(s):
				return keep, true
			case strings.Contains(s, " - Building project '"):
				return keep, true // tsc -b --verbose: the project whose errors follow
			case lonePath(s) && !strings.Contains("/"+s, "/node_modules/"):
				// --listFiles: the project's files are what was asked;
				// the libraries' (node_modules) are counted by a marker.
				return keep, false
			}
			return normal, false
		}
	}}
}

// keepElaborations keeps the lines tsc writes under a diagnostic's first
// line, each a step deeper, that say why ("  Type '{ ... }' is not
// assignable to type 'Seed'." down to "        Type 'string' is not
// assignable to type 'Season'."): the deepest says what is wrong, and
// the steps say where in the type it is. Up to elaborationMax lines of
// each, to the first blank line.
func keepElaborations(ls []line) []line {
	for i := 0; i < len(ls); i++ {
		t := ls[i].text
		if indent(t) > 0 || !strings.Contains(t, " TS") || !strings.Contains(t, "error TS") && !strings.Contains(t, "warning TS") {
			continue
		}
		for j := i + 1; j < len(ls) && j <= i+elaborationMax; j++ {
			u := ls[j].text
			if !ls[j].shown() || strings.TrimSpace(u) == "" || indent(u) == 0 || excerptNoise(u) {
				break
			}
			ls[j].cls = keep
		}
	}
	return ls
}

// elaborationMax bounds the lines keepElaborations keeps of one diagnostic.
const elaborationMax = 12

var gitStatusHeadRe = lazy(`^(On branch|HEAD detached|Your branch|nothing (added )?to commit|no changes added|Changes to be committed|Changes not staged|Untracked files|Unmerged paths|Ignored files|You have unmerged|All conflicts|You are currently|interactive rebase|rebase in progress|Not currently on any branch|It took )`)

func gitStatusReducer() spec {
	return spec{post: func(ls []line) []line { return keepTracked(foldUntracked(ls)) }, b: budget{head: 4, tail: 3, ctx: 0, perSection: 25, maxNormal: 150}, cls: func() classifier {
		lastCode := ""
		return func(s string) (class, bool) {
			switch {
			case gitStatusHeadRe.MatchString(s):
				return keep, true
			case strings.HasPrefix(strings.TrimSpace(s), `(use "git `), strings.HasPrefix(strings.TrimSpace(s), `(commit or discard`):
				return drop, false
			case strings.Contains(s, "both modified:"), strings.Contains(s, "both added:"), strings.Contains(s, "deleted by "), strings.Contains(s, "added by "):
				return keep, false
			case strings.HasPrefix(s, "fatal:"), strings.HasPrefix(s, "error:"), strings.HasPrefix(s, "warning:"):
				return keep, false
			case strings.HasPrefix(s, "## "):
				return keep, false
			}
			// Short format: a new section per status code.
			if len(s) > 3 && s[2] == ' ' && strings.ContainsRune(" MADRCUT?!", rune(s[0])) && strings.ContainsRune(" MADRCUT?!", rune(s[1])) {
				code := s[:2]
				if strings.Contains(code, "U") || code == "AA" || code == "DD" {
					return keep, false
				}
				start := code != lastCode
				lastCode = code
				return normal, start
			}
			return normal, false
		}
	}}
}

func gitDiffReducer() spec {
	return spec{post: func(ls []line) []line {
		ls = keepShortHunks(foldAlikeOutsideHunks(collapseGenerated(foldStatRows(groupFindingsAbove(ls)))))
		return foldRecordRunsBy(ls, func(ls []line, i int) bool { return summaryLine(ls[i].text) }, logRecordKey)
	}, b: budget{head: 10, tail: 4, ctx: 0, perSection: 100, maxNormal: 400, changes: true}, cls: func() classifier {
		inBody := false
		parents := 1 // a combined diff (a merge) has a column per parent
		msg := 0     // lines of the commit message kept so far (git show)
		return func(s string) (class, bool) {
			switch {
			case strings.HasPrefix(s, "diff --git "), strings.HasPrefix(s, "diff --cc "), strings.HasPrefix(s, "diff --combined "):
				inBody, parents = true, 1
				return keep, true
			case inBody && strings.HasPrefix(s, "@@@"):
				parents = len(s) - len(strings.TrimLeft(s, "@")) - 1
				return keep, false
			case inBody && parents > 1 && len(s) >= parents && strings.Trim(s[:parents], " +-") == "":
				if strings.TrimSpace(s[:parents]) == "" {
					return drop, false // unchanged against every parent
				}
				return normal, false
			case strings.HasPrefix(s, "commit ") && len(s) >= 14 && isHex(strings.Fields(s)[1]):
				inBody, msg = false, 0
				return keep, true
			case !inBody:
				// git show's header, or --stat lines.
				if strings.HasPrefix(s, "fatal:") || strings.HasPrefix(s, "error:") {
					return keep, false
				}
				if strings.HasPrefix(s, "    ") && strings.TrimSpace(s) != "" && msg < maxMessage {
					// The commit message: what the author says the change
					// does, a line a point.
					msg++
					return keep, false
				}
				if statLine(s) || nameStatusAdds(s) || summaryLine(s) {
					return keep, false // --stat, --summary: each line is a changed file, never dropped
				}
				if isDiag(s) {
					return keep, false // a finding at a place (git diff --check): see groupFindingsAbove
				}
				return normal, false
			case strings.HasPrefix(s, "@@"), strings.HasPrefix(s, "--- "), strings.HasPrefix(s, "+++ "),
				strings.HasPrefix(s, "new file"), strings.HasPrefix(s, "deleted file"), strings.HasPrefix(s, "rename "),
				strings.HasPrefix(s, "Binary files"), strings.HasPrefix(s, "similarity index"), strings.HasPrefix(s, "<<<<<<<"), strings.HasPrefix(s, ">>>>>>>"):
				return keep, false
			case strings.HasPrefix(s, "index "), strings.HasPrefix(s, "old mode"), strings.HasPrefix(s, "new mode"), strings.HasPrefix(s, `\ No newline`):
				return drop, false
			case inlineChange(s):
				return keep, false // a word diff's line holds both sides of its change
			case strings.HasPrefix(s, "+"), strings.HasPrefix(s, "-"):
				return normal, false
			}
			return drop, false // unchanged context lines
		}
	}}
}

// sameHeaderPath reports whether s is a file's "--- a/x" or "+++ b/x"
// line naming the path its "diff --git" line (whose paths are header)
// named already. "--- /dev/null" (a new file) says something.
func sameHeaderPath(s, header string) bool {
	if old, ok := strings.CutPrefix(s, "--- "); ok && strings.HasPrefix(old, "a/") {
		return strings.HasPrefix(header, old+" ")
	}
	if new, ok := strings.CutPrefix(s, "+++ "); ok && strings.HasPrefix(new, "b/") {
		return strings.HasSuffix(header, " "+new)
	}
	return false
}

// foldUntracked sorts untracked files: up to untrackedWhole each stays;
// past that, files named alike but for their digits (exports, generated
// files: "f1.txt", "f2.txt", ...) show the first name and a summary of the
// others' digits (foldDigitRuns), a folder of files named unalike shows
// two of its names, and a file unlike its neighbours (a new script, a
// source file left out of a commit) always stays, wherever the listing
// puts it.
func foldUntracked(ls []line) []line {
	_, idx := statusEntries(ls)
	if len(idx) <= untrackedWhole {
		// A few new files are the work in hand too (what to add, what
		// to ignore): each by name, alike or not.
		for _, i := range idx {
			if ls[i].cls == normal {
				ls[i].cls = keep
			}
		}
		return ls
	}
	paths := make([]string, len(idx))
	for k, i := range idx {
		paths[k] = strings.TrimPrefix(strings.TrimPrefix(ls[i].text, "?? "), "\t")
	}
	adds := map[int]string{}
	idx, paths = foldDigitRuns(ls, idx, paths, adds)
	idx, paths = foldTreeRuns(ls, idx, paths, adds)
	foldPaths(ls, idx, paths, true)
	return withNotes(ls, adds)
}

// foldTreeRuns writes the untracked files of one tree, as deep as each
// other and of one extension, named by words rather than digits
// ("assets/floorplans/studio/fri/hockey.svg", ".../mon/figure.svg"), as
// foldDigitRuns writes files named by digits: the first name, and one
// summary under it that gives each other's folders and name, in order
// (`[hooktool: 40 more of "assets/floorplans/…/…/….svg" with
// (studio|fri|hockey) ...]`). Every name reads back from it.
func foldTreeRuns(ls []line, idx []int, paths []string, adds map[int]string) ([]int, []string) {
	var g nameGroups
	for k, p := range paths {
		segs := strings.Split(p, "/")
		ext := filepath.Ext(segs[len(segs)-1])
		if len(segs) < 2 || strings.ContainsAny(p, "|()…\"") || strings.HasSuffix(p, "/") {
			continue
		}
		pre := strings.TrimLeft(strings.TrimSuffix(ls[idx[k]].text, p), "\t") // "?? ", or none in the long format
		rest := append([]string(nil), segs[1:]...)
		rest[len(rest)-1] = strings.TrimSuffix(rest[len(rest)-1], ext)
		g.add(pre+segs[0]+strings.Repeat("/…", len(segs)-1)+ext, k, strings.Join(rest, "|"))
	}
	return g.fold(ls, idx, paths, foldDir, adds)
}

// foldDigitRuns writes the untracked files named alike but for their
// digits (a month of exports: "data/manifest-sks-0715-2024-03-06.txt",
// "...-07.txt", ...) as the first of them and one summary under it that
// gives, for each of the others in order, the digits that differ
// (`[hooktool: 11 more of "data/manifest-sks-…-2024-03-….txt" with
// (0715|07) (0715|08) ...]`): every name reads back from it, at a few
// bytes a file.
func foldDigitRuns(ls []line, idx []int, paths []string, adds map[int]string) ([]int, []string) {
	var g nameGroups
	for k := range paths {
		if key, vars := numKey(strings.TrimLeft(ls[idx[k]].text, "\t")); vars != "" {
			g.add(key, k, vars)
		}
	}
	return g.fold(ls, idx, paths, foldAlike, adds)
}

// nameGroups are files of a listing grouped by the template of their
// names ("data/…-….txt"), in the order first met; vars[key][n] is the n-th
// file's words that fill the template, "|"-separated, and at[key][n] its
// place in the listing.
type nameGroups struct {
	order []string
	at    map[string][]int
	vars  map[string][]string
}

func (g *nameGroups) add(key string, k int, vars string) {
	if g.at == nil {
		g.at, g.vars = map[string][]int{}, map[string][]string{}
	}
	if g.at[key] == nil {
		g.order = append(g.order, key)
	}
	g.at[key] = append(g.at[key], k)
	g.vars[key] = append(g.vars[key], vars)
}

// fold writes each group of least or more files (paths[k] on line idx[k])
// as its first file and a summary under it (in adds) that gives the
// others' words, and returns the files it left.
func (g *nameGroups) fold(ls []line, idx []int, paths []string, least int, adds map[int]string) ([]int, []string) {
	folded := make([]bool, len(idx))
	for _, key := range g.order {
		at, vars := g.at[key], g.vars[key]
		if len(at) < least {
			continue
		}
		key, varies := fold(key, vars, func(v string) string { return v })
		names := make([]string, len(at)-1)
		for n, k := range at[1:] {
			names[n] = keepSlots(vars[n+1], varies)
			ls[idx[k]].cls = gone
			folded[k] = true
		}
		ls[idx[at[0]]].cls = keep
		folded[at[0]] = true
		adds[idx[at[0]]] = nameSummary(key, names, groupPlaces)
	}
	var restIdx []int
	var restPaths []string
	for k := range idx {
		if !folded[k] {
			restIdx, restPaths = append(restIdx, idx[k]), append(restPaths, paths[k])
		}
	}
	return restIdx, restPaths
}

// untrackedWhole is how many untracked files git status may list and
// still show each; past it they fold by folder and by names alike (a
// generated tree, a cache, a month's worth of exports).
const untrackedWhole = 50

// trackedWhole is how many changes to tracked files git status may list
// and still show each: they are the work in hand, every one of them.
const trackedWhole = 100

// keepTracked keeps every change to a tracked file git status lists
// ("\tmodified:   a.go", "\tdeleted:    b.js", short format's " M a.go"),
// up to trackedWhole of them; more are a tree rewritten, left to the
// budgets. (Untracked files fold by folder: foldUntracked.)
func keepTracked(ls []line) []line {
	idx, _ := statusEntries(ls)
	if len(idx) > trackedWhole {
		return ls
	}
	for _, i := range idx {
		if ls[i].cls == normal {
			ls[i].cls = keep
		}
	}
	return ls
}

// statusEntries returns the lines of git status that list a file: a
// change to a tracked one (under "Changes to be committed:" or "Changes
// not staged", or short format's "XY path") and an untracked one (under
// "Untracked files:", or "?? path").
func statusEntries(ls []line) (tracked, untracked []int) {
	section := "" // "tracked", "untracked" or none
	for i, l := range ls {
		if !l.shown() {
			continue
		}
		t := l.text
		switch {
		case strings.HasPrefix(t, "Changes to be committed:"), strings.HasPrefix(t, "Changes not staged"):
			section = "tracked"
		case strings.HasPrefix(t, "Untracked files:"):
			section = "untracked"
		case strings.HasPrefix(t, "?? "):
			untracked = append(untracked, i)
		case section == "untracked" && strings.HasPrefix(t, "\t"):
			untracked = append(untracked, i)
		case section == "tracked" && strings.HasPrefix(t, "\t") && strings.Contains(t, ":   "):
			tracked = append(tracked, i)
		case section != "" && t != "" && !strings.HasPrefix(strings.TrimSpace(t), "("):
			section = ""
		case section == "" && len(t) > 3 && t[2] == ' ' && t[:2] != "!!" && strings.ContainsRune(" MADRCTU", rune(t[0])) && strings.ContainsRune(" MADRCTU", rune(t[1])):
			tracked = append(tracked, i)
		}
	}
	return tracked, untracked
}

// foldPaths keeps, of the listed paths (paths[k] is on line idx[k]), each
// one named unlike the rest and two of each tree of files named alike, and
// drops the others. A listing with no pattern to fold (more than 60 lone
// names) is left to the budgets. With byDir, many files of one folder and
// extension named unalike are a tree too (untracked files: a new
// component tree, a cache); without, each such file stays (a commit's
// stat: each file it changed, by name).
func foldPaths(ls []line, idx []int, paths []string, byDir bool) {
	shapes := make([]string, len(paths))
	count := map[string]int{}
	for k, p := range paths {
		shapes[k] = nameShape(p)
		count[shapes[k]]++
	}
	// Files named unalike in one folder with one extension (a new
	// component tree, a cache): many of them are a folder to group too.
	if byDir {
		dirs := map[string]int{}
		for k, p := range paths {
			if count[shapes[k]] < foldAlike {
				dirs[dirShape(p)]++
			}
		}
		for k, p := range paths {
			if count[shapes[k]] < foldAlike && dirs[dirShape(p)] >= foldDir {
				shapes[k] = dirShape(p)
				count[shapes[k]] = dirs[shapes[k]]
			}
		}
	}
	lone := 0
	for _, sh := range shapes {
		if count[sh] < foldAlike {
			lone++
		}
	}
	if lone > 60 {
		return // no pattern to fold: the budgets decide
	}
	shown := map[string]int{}
	for k, i := range idx {
		switch sh := shapes[k]; {
		case count[sh] < foldAlike:
			ls[i].cls = keep
		case shown[sh] < 2:
			shown[sh]++
			ls[i].cls = keep
		default:
			ls[i].cls = drop
		}
	}
}

// foldAlike is how many files named alike make a tree to fold; foldDir
// how many of one folder and extension, named unalike.
const (
	foldAlike = 4
	foldDir   = 8
)

// dirShape is a path's folder and extension: "src/ui/*.tsx".
func dirShape(p string) string {
	k := strings.LastIndexByte(strings.TrimSuffix(p, "/"), '/') + 1
	return p[:k] + "*" + filepath.Ext(p[k:])
}

// nameShape is a path with each run of digits written as '#', in its
// folders' names as in its own: "out/f12.txt" and "out/f3.txt" have the
// same shape, and so have "posts/2023/01/intro.md" and
// "posts/2024/11/intro.md" (a tree of dated folders).
func nameShape(p string) string {
	var b strings.Builder
	digit := false
	for i := 0; i < len(p); i++ {
		c := p[i]
		if c >= '0' && c <= '9' {
			if !digit {
				b.WriteByte('#')
			}
			digit = true
			continue
		}
		digit = false
		b.WriteByte(c)
	}
	return b.String()
}

func isHex(s string) bool {
	for _, c := range s {
		if !strings.ContainsRune("0123456789abcdef", c) {
			return false
		}
	}
	return s != ""
}

// gitLogReducer keeps every commit's hash and subject; with -p, the patch
// of each commit goes through the diff classifier.
func gitLogReducer() spec {
	return spec{post: func(ls []line) []line {
		return foldRecordRunsBy(logPost(foldStatRows(groupFindingsAbove(ls))), logRecord, logRecordKey)
	}, b: budget{head: 20, tail: 6, ctx: 0, perSection: 8, maxNormal: 150, changes: true}, cls: func() classifier {
		diff := gitDiffReducer().cls()
		subject, inDiff := false, false
		msg := 0 // lines of the current commit's message kept
		commits, changed := 0, 0
		gen := false  // the patch's file is a generated one (a lockfile)
		body := false // past a graph commit's subject, in its body
		graphCommits := 0
		return func(s string) (class, bool) {
			if s != "" && strings.IndexByte("*|/\\", s[0]) >= 0 {
				// --graph: the lines follow the graph's columns. After
				// the first commits, only hashes and subjects stay, as
				// logPost does without a graph.
				g := strings.TrimLeft(s, "*|/\\_ ")
				switch {
				case isCommitLine(g), onelineCommit(g):
					subject, inDiff, body = true, false, false
					graphCommits++
					return keep, true
				case subject && g != "" && !logHeaderField(g):
					subject, body = false, true
					return keep, false
				case graphCommits > logWhole && (g == "" || logHeaderField(g)):
					return drop, false
				case graphCommits > logWhole && body && graphBody(s):
					return drop, false // (as logPost drops a later body)
				case !inDiff && (statLine(graphRest(s)) || nameStatusAdds(graphRest(s))):
					body = false
					return keep, false // --stat, --name-status: what each commit touched
				}
				body = false
				return normal, false
			}
			switch {
			case strings.HasPrefix(s, "fatal:"), strings.HasPrefix(s, "error:"):
				return keep, false
			case isCommitLine(s):
				subject, inDiff, msg = true, false, 0
				commits, changed = commits+1, 0
				return keep, true
			case !inDiff && onelineCommit(s):
				return keep, false // --oneline, --format='%h %s': each line is a commit
			case inDiff && onelineCommit(s):
				// --patch with a format that starts with the hash: the
				// next commit comes right under the last file's hunk (no
				// diff line starts with a hash and a blank).
				subject, inDiff = false, false
				return keep, true
			case !inDiff && (statLine(s) || nameStatusAdds(s) || summaryLine(s)):
				return keep, false // --stat, --name-status, --summary: what each commit touched
			case !inDiff && isDiag(s):
				return keep, false // a finding at a place (--check): see groupFindingsAbove
			case subject && strings.HasPrefix(s, "    ") && strings.TrimSpace(s) != "":
				subject, msg = false, 1
				return keep, false
			case !inDiff && msg > 0 && msg < maxMessage && commits <= logWhole && strings.HasPrefix(s, "    ") && strings.TrimSpace(s) != "":
				// The message's body under its subject: a point a line
				// (logPost shows later commits as hash and subject).
				msg++
				return keep, false
			case strings.HasPrefix(s, "diff --git "), strings.HasPrefix(s, "diff --cc "):
				subject, inDiff = false, true
				_, b, _ := strings.Cut(s, " b/")
				gen = generatedPath(b)
				diff(s)
				return keep, true // a budget per file
			}
			if inDiff {
				c, _ := diff(s)
				if c == normal && changedLine(s) && !gen && commits <= logWhole && changed < logPatchLines {
					// The first commits' patches are what git log -p was
					// asked for: their changed lines stay, as git show's
					// do, up to a bound per commit.
					changed++
					return keep, false
				}
				return c, false
			}
			return normal, false
		}
	}}
}

// logPatchLines is how many changed lines of each of the first commits'
// patches git log -p keeps whole.
const logPatchLines = 60

// graphBody reports whether s, a line of git log --graph, is a line of a
// commit's message: past the graph's columns, the blank that parts them
// from the text and four more (a stat line has one, a patch's none).
func graphBody(s string) bool {
	text, blank := graphCols(s)
	return text < len(s) && text-blank >= 5
}

// graphRest is s, a line of git log --graph, past its graph's columns
// and the blank that parts them from the text.
func graphRest(s string) string {
	text, blank := graphCols(s)
	if blank < text {
		blank++
	}
	return s[blank:]
}

// graphCols reads the graph's columns at the start of s, a line of git
// log --graph: text is where the line's text starts, blank where the
// blanks before it start.
func graphCols(s string) (text, blank int) {
	for text < len(s) && strings.IndexByte("*|/\\_ ", s[text]) >= 0 {
		text++
	}
	blank = text
	for blank > 0 && s[blank-1] == ' ' {
		blank--
	}
	return text, blank
}

// statLine matches a line of --stat: " path | 12 +++--", " a.png | Bin",
// " 3 files changed, 10 insertions(+)".
func statLine(s string) bool {
	if !strings.HasPrefix(s, " ") {
		return false
	}
	if k := strings.LastIndex(s, " | "); k > 1 {
		f := strings.Fields(s[k+3:])
		return len(f) > 0 && (allDigits(f[0]) || f[0] == "Bin")
	}
	f := strings.Fields(s)
	return len(f) >= 3 && allDigits(f[0]) && strings.HasPrefix(f[1], "file") && strings.HasPrefix(f[2], "changed")
}

// onelineCommit matches a commit as --oneline writes it: an abbreviated
// hash, then the decorations and subject.
func onelineCommit(s string) bool {
	h, _, ok := strings.Cut(s, " ")
	return ok && len(h) >= 7 && len(h) <= 40 && isHex(h)
}

// logHeaderField reports whether a line is one of a commit header's fields
// (git log --format=medium, full or fuller).
func logHeaderField(s string) bool {
	for _, f := range []string{"Author: ", "Date: ", "Merge: ", "Commit: ", "AuthorDate: ", "CommitDate: "} {
		if strings.HasPrefix(s, f) {
			return true
		}
	}
	return false
}

// isCommitLine matches "commit <hash>" (with decorations after it).
func isCommitLine(s string) bool {
	if !strings.HasPrefix(s, "commit ") || len(s) < 14 {
		return false
	}
	h, _, _ := strings.Cut(s[len("commit "):], " ")
	return isHex(h)
}

var goTestResultRe = lazy(`^(ok|FAIL|\?)\s+\S+`)

func goTestReducer() spec {
	return spec{b: budget{head: 5, tail: 10, ctx: 4, perSection: 40, maxNormal: 80}, post: goTestPost, cls: func() classifier {
		var cls classifier
		cls = func(s string) (class, bool) {
			if action, _, out, ok := goTestEvent(s); ok {
				// go test -json: an event is what its output is; the
				// run/pass/pause events repeat what output lines say.
				switch action {
				case "output", "build-output":
					if strings.HasPrefix(out, "# ") {
						// The package a header names, each event names
						// too: groupGoJSON raises the header over
						// errors it shows one by one.
						return drop, false
					}
					return cls(out)
				case "fail", "build-fail":
					// (A test's too, though its "--- FAIL" output line
					// says it, and a build's, though "FAIL pkg [build
					// failed]" does: -json was asked for to read the
					// results as events.)
					return keep, false
				}
				return drop, false // start, run, pass, pause, cont, skip
			}
			t := strings.TrimSpace(s)
			switch {
			case strings.HasPrefix(t, "=== RUN"), strings.HasPrefix(t, "=== PAUSE"), strings.HasPrefix(t, "=== CONT"), strings.HasPrefix(t, "=== NAME"),
				strings.HasPrefix(t, "--- PASS"), t == "PASS", strings.HasSuffix(t, "[no test files]"), strings.HasPrefix(t, "go: downloading "):
				return drop, false
			case strings.HasPrefix(t, "--- FAIL"), t == "FAIL", strings.HasPrefix(s, "FAIL"), strings.HasPrefix(s, "# "),
				strings.HasPrefix(t, "panic:"), strings.HasPrefix(s, "exit status"), goOK(s), important(s):
				return keep, false
			case goTestResultRe.MatchString(s):
				return normal, false
			case strings.HasPrefix(t, "Benchmark") && strings.Contains(t, " ns/op"):
				// A benchmark's result: what -bench was run to read.
				return keep, false
			case strings.HasPrefix(t, "--- SKIP"):
				return normal, true
			}
			return normal, false
		}
		return cls
	}}
}

// groupGoJSON groups the repeated diagnostics of a `go test -json` build
// (vet or compile errors across packages) as groupDiags does for go build:
// on the output the build-output events carry, read apart from the other
// events, then with the events' own lines put back, each summary after
// the event before it. The other events are no diagnostics: a test's
// messages stay whole, as without -json, and each test's and package's
// fail event stays, however alike its line is to another's.
func groupGoJSON(ls []line) []line {
	var at []int // the build-output events, in order
	var sub []line
	for i, l := range ls {
		if action, _, out, ok := goTestEvent(l.text); ok && l.shown() && action == "build-output" {
			at = append(at, i)
			v := l
			v.text = out
			sub = append(sub, v)
		}
	}
	if len(sub) == 0 {
		return ls
	}
	g := groupDiags(sub)
	out := make([]line, 0, len(ls)+len(g)-len(sub))
	next, k := 0, 0
	for _, l := range g {
		if l.syn {
			out = append(out, l)
			continue
		}
		out = append(out, ls[next:at[k]]...)
		l.text = ls[at[k]].text
		out = append(out, l)
		next = at[k] + 1
		k++
	}
	out = append(out, ls[next:]...)
	// A package's header ("# example.com/app/grade") over errors shown
	// one by one reads as go build's; over errors grouped with other
	// packages' it would only add a line per package.
	for i := len(out) - 1; i >= 0; i-- {
		if action, _, o, ok := goTestEvent(out[i].text); !ok || action != "build-output" || !strings.HasPrefix(o, "# ") || out[i].cls != drop {
			continue
		}
		for j := i + 1; j < len(out); j++ {
			if out[j].syn {
				break
			}
			action, _, o, ok := goTestEvent(out[j].text)
			if !ok || action != "build-output" {
				break
			}
			if !strings.HasPrefix(o, "# ") {
				if out[j].cls == keep {
					out[i].cls = keep
				}
				break
			}
		}
	}
	return out
}

// goTestEvent reads one line of `go test -json` (test2json): its action,
// its test and the output it carries, unquoted. ok is false for any other
// line.
func goTestEvent(s string) (action, test, output string, ok bool) {
	if !strings.HasPrefix(s, "{\"") || !strings.HasSuffix(s, "}") {
		return "", "", "", false
	}
	action, ok = jsonField(s, "Action")
	if !ok {
		return "", "", "", false
	}
	test, _ = jsonField(s, "Test")
	output, _ = jsonField(s, "Output")
	return action, test, strings.TrimRight(output, "\n"), true
}

// jsonField returns the string value of a top-level key of a one-line JSON
// object as test2json writes it (keys unique, values without nested
// objects), unquoted.
func jsonField(s, key string) (string, bool) {
	k := strings.Index(s, `"`+key+`":"`)
	if k < 0 {
		return "", false
	}
	rest := s[k+len(key)+4:]
	for i := 0; i < len(rest); i++ {
		switch rest[i] {
		case '\\':
			i++
		case '"':
			v, err := strconv.Unquote(`"` + rest[:i] + `"`)
			if err != nil {
				return rest[:i], true
			}
			return v, true
		}
	}
	return "", false
}

// messageLines is how many lines under its first line of a failing test's
// message stay whole; a longer message's rest is kept as the budget allows
// (its dumps are cut to where they differ before).
const messageLines = 12

// rankGoTests sorts the lines a test logged by the test's result: a
// passing test's logs are noise, whatever file:line they carry; a failing
// test's own message, its diff and its got/want lines must stay, the rest
// of a long message is kept as the budget allows.
func rankGoTests(ls []line) []line {
	owner := make([]string, len(ls))
	text := make([]string, len(ls)) // what a line says: a -json event's output
	result := map[string]string{}
	cur := ""     // the test whose logs follow (-v: after === RUN/CONT/NAME)
	after := ""   // the test a result line just named (non -v: logs follow it)
	indent := -1  // the indentation of that result line
	running := -1 // the === RUN line of the test running now
	// Tests of two packages may share a name (TestDescribe/van in geo
	// and in vehicles): a test is known by its package's run too, the
	// lines up to its package's result line (-v), or its package (-json).
	pkg := "0"
	for i, l := range ls {
		text[i] = l.text
		if !l.shown() {
			continue
		}
		if action, test, out, ok := goTestEvent(l.text); ok {
			// -json names each line's test: no need to follow the
			// === RUN lines.
			text[i] = out
			p, _ := jsonField(l.text, "Package")
			switch action {
			case "pass", "fail", "skip":
				if test != "" {
					result[p+" "+test] = strings.ToUpper(action)
				}
			case "output":
				if strings.HasPrefix(out, "=== RUN ") {
					running = i
				}
				if goCrash(out) && running >= 0 {
					ls[running].cls = keep
				}
				if test != "" {
					owner[i] = p + " " + test
				}
			}
			continue
		}
		t := strings.TrimLeft(l.text, " ")
		ind := len(l.text) - len(t)
		if goCrash(t) && running >= 0 {
			// The test that was running when the binary panicked or
			// raced: no --- FAIL line will name it after a panic.
			ls[running].cls = keep
		}
		switch {
		case strings.HasPrefix(t, "=== RUN "), strings.HasPrefix(t, "=== CONT "), strings.HasPrefix(t, "=== NAME "):
			cur, after = strings.TrimSpace(t[len("=== RUN "):]), ""
			running = i
		case strings.HasPrefix(t, "--- PASS: "), strings.HasPrefix(t, "--- FAIL: "), strings.HasPrefix(t, "--- SKIP: "):
			name, _, _ := strings.Cut(t[len("--- PASS: "):], " ")
			result[pkg+" "+name] = t[4:8]
			after, indent = name, ind
		case ind >= 4 && after != "" && ind > indent:
			owner[i] = pkg + " " + after
		case ind >= 4 && cur != "":
			owner[i] = pkg + " " + cur
		case ind == 0 && t != "":
			// (A blank line is inside a message: testify's, over its
			// diff.)
			cur, after = "", ""
			if goPackageResult(t) {
				pkg = strconv.Itoa(i) // the next package's run starts
			}
		}
	}
	// How many lines under its first a failing test's message has shown,
	// by test (-json interleaves parallel tests' lines); a test with no
	// message open yet has shown them all.
	under := map[string]int{}
	for i, l := range ls {
		if owner[i] == "" {
			continue
		}
		// (A subtest's message is indented four more per level.)
		depth := 4 + strings.Count(owner[i][strings.IndexByte(owner[i], ' ')+1:], "/")*4
		if _, ok := under[owner[i]]; !ok {
			under[owner[i]] = messageLines
		}
		switch result[owner[i]] {
		case "SKIP":
			// Why the test did not run (t.Skip's message, at the test's
			// own place) says what the run left untested; the rest of
			// its log goes as a pass's does.
			if t := strings.TrimSpace(text[i]); fileLine(t) && strings.Index(text[i], t) <= depth {
				ls[i].cls = keep
			} else if !strings.Contains(l.text, "panic:") {
				ls[i].cls = drop
			}
		case "PASS":
			if !strings.Contains(l.text, "panic:") {
				ls[i].cls = drop
			}
		case "FAIL":
			t := strings.TrimSpace(text[i])
			switch {
			case fileLine(t) && strings.Index(text[i], t) <= depth:
				ls[i].cls = keep // the message's first line, at the test's indentation
				under[owner[i]] = 0
			case strings.HasPrefix(t, "-"), strings.HasPrefix(t, "+"), strings.HasPrefix(t, "@@"),
				hasWordPrefix(t, "got"), hasWordPrefix(t, "want"), hasWordPrefix(t, "expected"), hasWordPrefix(t, "actual"), hasWordPrefix(t, "diff"):
				ls[i].cls = keep
			case t != "" && strings.Index(text[i], t) > depth && under[owner[i]] < messageLines && ls[i].cls != drop:
				// The lines of a short message under its first (what a
				// t.Errorf printed on lines of its own: the input, what
				// was found, what was expected) are the failure as much
				// as its first line is. Where the same message comes
				// again word for word, foldRepeatedBodies folds it.
				under[owner[i]]++
				ls[i].cls = keep
			case ls[i].cls == keep && !errRe.MatchString(t):
				ls[i].cls = normal // a file:line inside a message is context
			}
		}
	}
	return ls
}

// foldGoroutines shortens a goroutine dump (a test timeout, a deadlock,
// GOTRACEBACK=all): in a waiting goroutine, frames inside Go's own packages
// go, with the function line above each, and a goroutine whose stack is the
// same as one shown before (a pool of workers blocked at one place) goes,
// its header said in a summary under the first one's stack ("8 more of
// "goroutine … [sync.Mutex.Lock]:" with (20) (21) ..."): which goroutines
// wait there, and in what state, is the deadlock's shape. The first of
// each stack, every frame of the user's code and the whole stack of the
// goroutine that panicked stay.
func foldGoroutines(ls []line) []line {
	type stack struct {
		head  int                 // the first one's header
		end   int                 // its last line
		order []string            // header templates, in order
		names map[string][]string // the goroutines' numbers by template
	}
	seen := map[string]*stack{}
	var keys []string
	for i := 0; i < len(ls); i++ {
		if !ls[i].shown() || !strings.HasPrefix(ls[i].text, "goroutine ") || !strings.HasSuffix(ls[i].text, ":") {
			continue
		}
		j := i + 1
		var key strings.Builder
		for j < len(ls) && ls[j].shown() && ls[j].text != "" && !strings.HasPrefix(ls[j].text, "goroutine ") {
			t := ls[j].text
			if k := strings.LastIndex(t, " +0x"); k > 0 && strings.HasPrefix(t, "\t") {
				t = t[:k]
			} else if k := strings.LastIndexByte(t, '('); k > 0 {
				t = t[:k] // the arguments: pointers differ from one goroutine to the next
			}
			key.WriteString(t)
			key.WriteByte('\n')
			j++
		}
		running := strings.Contains(ls[i].text, " [running")
		if running {
			// A goroutine that panicked: each frame in the user's code
			// stays, with its function, in a second one that panicked
			// the same way too (a server's log, one panic per request).
			for k := i + 2; k < j; k++ {
				if strings.HasPrefix(ls[k].text, "\t") && !libFrameRe.MatchString(ls[k].text) {
					ls[k].cls, ls[k-1].cls = keep, keep
				}
			}
		}
		if st := seen[key.String()]; st != nil && running {
			for k := i + 2; k < j; k++ {
				if strings.HasPrefix(ls[k].text, "\t") && libFrameRe.MatchString(ls[k].text) {
					ls[k].cls, ls[k-1].cls = drop, drop
				}
			}
		} else if st := seen[key.String()]; st != nil {
			for k := i + 1; k < j; k++ {
				if ls[k].cls != keep || !strings.HasPrefix(ls[k].text, "panic:") {
					ls[k].cls = drop
				}
			}
			num, rest, _ := strings.Cut(strings.TrimPrefix(ls[i].text, "goroutine "), " ")
			if tmpl := "goroutine … " + rest; allDigits(num) && ls[i].pre == "" && !strings.Contains(rest, "…") && len(st.names[tmpl]) < repeatHeaders {
				if st.names[tmpl] == nil {
					st.order = append(st.order, tmpl)
				}
				st.names[tmpl] = append(st.names[tmpl], num)
				ls[i].cls = gone
			} else {
				ls[i].cls = drop
			}
		} else if seen[key.String()] = (&stack{head: i, end: j - 1, names: map[string][]string{}}); !strings.Contains(ls[i].text, " [running") {
			keys = append(keys, key.String())
			// (The running goroutine is the one that panicked: all of
			// its stack stays.)
			for k := i + 2; k < j; k++ {
				if strings.HasPrefix(ls[k].text, "\t") && libFrameRe.MatchString(ls[k].text) {
					ls[k].cls, ls[k-1].cls = drop, drop
				}
			}
		} else {
			keys = append(keys, key.String())
		}
		if seen[key.String()].head == i {
			// The first of its stack: where a frame of it stays (the
			// user's code), its header says which goroutine waits
			// there and in what state ("goroutine 23
			// [sync.Cond.Wait]:"), the deadlock's other half.
			for k := i + 1; k < j; k++ {
				if ls[k].cls == keep {
					raise(ls, i)
					break
				}
			}
		}
		i = j - 1
	}
	adds := map[int][]string{}
	for _, k := range keys {
		st := seen[k]
		if len(st.order) > 0 {
			ls[st.head].cls = keep // (the one the summary says more of)
		}
		for _, tmpl := range st.order {
			adds[st.end] = append(adds[st.end], nameSummary(tmpl, st.names[tmpl], len(st.names[tmpl])))
		}
	}
	if len(adds) == 0 {
		return ls
	}
	out := make([]line, 0, len(ls)+len(adds))
	for i, l := range ls {
		out = append(out, l)
		for _, s := range adds[i] {
			out = append(out, line{text: s, cls: keep, syn: true, note: true, sec: l.sec})
		}
	}
	return out
}

// repeatHeaders is how many goroutines of a stack shown before a summary
// names, one by one, in one state; the markers count the others.
const repeatHeaders = 64

// goCrash reports whether a line starts a panic or a data race report,
// which ends the test binary or fails the running test.
func goCrash(t string) bool {
	return strings.HasPrefix(t, "panic: ") || t == "WARNING: DATA RACE"
}

// hasWordPrefix reports whether s starts with word (any case) followed by
// a non-letter.
func hasWordPrefix(s, word string) bool {
	if len(s) < len(word) || !strings.EqualFold(s[:len(word)], word) {
		return false
	}
	return len(s) == len(word) || !(s[len(word)] >= 'a' && s[len(word)] <= 'z' || s[len(word)] >= 'A' && s[len(word)] <= 'Z')
}

// relayedLog classes a line a child's log relays under npm's error prefix
// by the child's own level ("npm error gyp verb check python ...",
// "npm error gyp info using node@20"): npm writes everything a failed
// install script printed as errors, but a verbose or info record of
// node-gyp's is no error. It returns keep for any other line.
func relayedLog(s string) class {
	rest, ok := strings.CutPrefix(s, "npm error ")
	if !ok {
		rest, ok = strings.CutPrefix(s, "npm ERR! ")
	}
	if !ok {
		return keep
	}
	f := strings.Fields(rest)
	if len(f) < 3 || !identifier(strings.ReplaceAll(f[0], "-", "_")) {
		return keep
	}
	switch f[1] {
	case "verb", "sill", "silly", "http", "timing":
		return drop
	case "info":
		if !important(rest) {
			return normal
		}
	}
	return keep
}

func npmInstallReducer() spec {
	return spec{post: func(ls []line) []line { return foldAlikeRuns(groupDiags(ls)) }, b: budget{head: 3, tail: 12, ctx: 2, perSection: 4, maxNormal: 30}, cls: func() classifier {
		tree := 0  // lines of the dependency tree under the failing resolution's last head
		coded := 0 // lines of coded warnings kept (npmCodedWarning)
		return func(s string) (class, bool) {
			if c := relayedLog(s); c != keep {
				return c, false
			}
			l := strings.ToLower(s)
			if _, ok := npmBody(s); ok && !npmTreeLine(s) {
				tree = 0 // (a head: "Found: ...", "Could not resolve dependency:")
			}
			switch {
			case compilerCommand(strings.TrimPrefix(strings.TrimPrefix(s, "npm error "), "npm ERR! ")):
				// A native build's command echo under npm's prefix: the
				// diagnostics below it are what failed.
				return normal, false
			case npmTreeLine(s) && strings.TrimSpace(npmBodyOf(s)) != "" && (strings.HasPrefix(l, "npm error") || strings.HasPrefix(l, "npm err!") || strings.HasPrefix(l, "npm warn")):
				// The tree under the failing resolution's heads, or an
				// overridden one's (--force, --legacy-peer-deps: the
				// install went on past the same conflict): who wants
				// which version, the conflict itself. Its first lines
				// under each head stay; a longer one (every peer of a
				// framework) is sampled.
				if tree++; tree <= npmTreeKept {
					return keep, false
				}
				return normal, false
			case npmTreeLine(s):
				return normal, false
			case strings.HasPrefix(l, "npm error"), strings.HasPrefix(l, "npm err!"), strings.Contains(l, " err_pnpm"), strings.HasPrefix(l, "error"), strings.HasPrefix(l, "yn0") && strings.Contains(l, "error"):
				return keep, false
			case strings.HasPrefix(l, "npm http"), strings.HasPrefix(l, "npm timing"), strings.HasPrefix(l, "npm sill"), strings.HasPrefix(l, "npm verb"),
				strings.HasPrefix(l, "progress:"), strings.HasPrefix(l, "[##"), strings.HasPrefix(l, "⸨"), strings.HasPrefix(l, "reify:"):
				return drop, false
			case npmPeerReport(s):
				return keep, false
			case npmCodedWarning(s) && coded < npmCodedKept:
				// A warning with npm's code, EBADENGINE's "package:",
				// "required:" and "current:": a condition the install
				// met (a package wants another node), not a notice
				// said of every package.
				coded++
				return keep, false
			case strings.HasPrefix(l, "npm warn"), strings.HasPrefix(l, "warn"), strings.HasPrefix(l, " warn"):
				return normal, true
			case strings.HasPrefix(l, "added "), strings.HasPrefix(l, "removed "), strings.HasPrefix(l, "changed "), strings.HasPrefix(l, "up to date"),
				strings.HasPrefix(l, "audited "), strings.HasPrefix(l, "found "), strings.Contains(l, "vulnerabilit"), strings.HasPrefix(l, "packages:"),
				strings.HasPrefix(l, "done in"), strings.HasPrefix(l, "success "), strings.HasPrefix(l, "dependencies:"), strings.HasPrefix(l, "devdependencies:"):
				return keep, false
			case directDep(s):
				// pnpm's list under "devDependencies:", the packages
				// the install added or removed by name: what it did.
				return keep, false
			case important(s):
				return keep, false
			}
			return normal, false
		}
	}}
}

// npmCodedKept is how many lines of coded warnings one install keeps.
const npmCodedKept = 30

// npmCodedWarning reports whether s is a line of a warning npm gives a
// code to ("npm warn EBADENGINE   required: { node: '>=22' },"): an
// E and capitals after "npm warn". (Deprecations, which every old
// package says, are "npm warn deprecated".)
func npmCodedWarning(s string) bool {
	body, ok := strings.CutPrefix(s, "npm warn ")
	if !ok {
		return false
	}
	code, _, _ := strings.Cut(body, " ")
	if len(code) < 4 || code[0] != 'E' {
		return false
	}
	for i := 1; i < len(code); i++ {
		if code[i] < 'A' || code[i] > 'Z' {
			return false
		}
	}
	return true
}

// directDep reports a line of pnpm's summary of direct dependencies: "+
// typescript 5.9.3 (7.0.2 is available)", "- left-pad 1.3.0", "+ @scope/pkg
// 2.6.9".
func directDep(s string) bool {
	if !strings.HasPrefix(s, "+ ") && !strings.HasPrefix(s, "- ") {
		return false
	}
	f := strings.Fields(s[2:])
	if len(f) < 2 || len(f[1]) == 0 || !isDigit(f[1][0]) || strings.ContainsAny(f[0], " :") {
		return false
	}
	return len(f) == 2 || strings.HasPrefix(f[2], "(") || f[2] == "<-"
}

// npmTreeLine reports whether s is a line of the dependency tree npm
// prints under a resolution error's "Found: react@18.2.0" or "Could not
// resolve dependency: ..." (an installed path, "node_modules/react", an
// indented dependent, `  react@"^18.2.0" from the root project`, the count
// of the others, "  1 more (the root project)", or a blank): the
// lines over it name the conflict; the tree, each peer that wants the
// package, can run to hundreds of lines.
func npmTreeLine(s string) bool {
	body, ok := npmBody(s)
	if !ok {
		return false
	}
	t := strings.TrimSpace(body)
	if strings.HasPrefix(t, "node_modules/") && !strings.Contains(t, " ") || t == "" {
		return true
	}
	if n, rest, ok := strings.Cut(t, " more ("); ok && allDigits(n) && strings.HasSuffix(rest, ")") {
		return true // "  2 more (react-dom, the root project)"
	}
	return strings.HasPrefix(body, "  ") && strings.Contains(t, "\" from ") && strings.Contains(t, "@\"")
}

// npmTreeKept is how many lines of the dependency tree under each head of
// a failing resolution stay.
const npmTreeKept = 12

// npmBodyOf is s past npm's prefix, or "".
func npmBodyOf(s string) string {
	b, _ := npmBody(s)
	return b
}

// npmBody is s past npm's prefix ("npm error ", "npm ERR! ", "npm warn "),
// and whether it has one.
func npmBody(s string) (string, bool) {
	for _, p := range []string{"npm error ", "npm ERR! ", "npm warn ", "npm WARN "} {
		if body, ok := strings.CutPrefix(s, p); ok {
			return body, true
		}
		if s == p[:len(p)-1] {
			return "", true // (a blank line under the prefix)
		}
	}
	return "", false
}

// npmPeerReport reports whether s is a head of the peer conflict report
// npm prints as warnings when --force or --legacy-peer-deps overrides it
// (the same report an install without them fails with): "While
// resolving: x@1", "Found: react@18.3.1", "Could not resolve
// dependency:", the peer range wanted (`peer react@"^17" from x@1`),
// "Conflicting peer dependency: react@17.0.2". What was overridden and
// why; the tree of dependents under each is sampled as a failing
// resolution's is (npmTreeLine).
func npmPeerReport(s string) bool {
	body, ok := npmBody(s)
	if !ok || strings.HasPrefix(s, "npm error") || strings.HasPrefix(s, "npm ERR!") {
		return false // (an error's lines are kept as errors)
	}
	for _, h := range []string{"While resolving: ", "Found: ", "Could not resolve dependency:", "Conflicting peer dependency: ", "peer ", "peerOptional "} {
		if strings.HasPrefix(body, h) {
			return true
		}
	}
	return false
}

// codeFrameRe matches a line of a source excerpt under a JS test failure
// ("    > 14 |   expect(x)", "      15 |   ...", "         |      ^"; bun
// writes its numbered lines at the margin, "18 |     expect(x)").
var codeFrameRe = lazy(`^\s+(>\s*)?\d*\s*\||^(>\s*)?\d+ +\| `)

// jsTestPost keeps the line a code frame points at and shortens failures
// that repeat one shown before (jest's "● suite › test" blocks).
func jsTestPost(ls []line) []line {
	ls = keepRoleNames(dropConsoleFrames(trimExpectedDiff(trimHunkContext(frameTestOpening(caretSource(ls))))))
	return foldRepeatedSpans(foldRepeatedFailures(ls, func(s string) bool { return strings.HasPrefix(strings.TrimSpace(s), "●") }, func(s string) bool {
		t := strings.TrimSpace(s)
		return strings.HasPrefix(t, "FAIL ") || strings.HasPrefix(t, "PASS ") || strings.HasPrefix(t, "Test Suites:") || strings.HasPrefix(t, "Tests:")
	}))
}

// keepRoleNames keeps, of the roles Testing Library lists when a query by
// role finds nothing ("Here are the accessible roles:"), each role and
// each element's accessible name ("  button:", `  Name "Remove Mug":`):
// what the page offers against what the test asked for ("Delete Mug").
// The elements' markup under each name is left to the budgets.
func keepRoleNames(ls []line) []line {
	in := false
	for i := range ls {
		t := stripANSI(ls[i].text)
		switch {
		case t == "Here are the accessible roles:":
			in = true
		case !in || strings.TrimSpace(t) == "":
		case indent(t) == 0:
			in = false
		case !ls[i].shown():
		case indent(t) == 2 && (strings.HasPrefix(t[2:], "Name \"") || isRoleLabel(t[2:])):
			ls[i].cls = keep
		}
	}
	return ls
}

// isRoleLabel reports whether s is an ARIA role's name as a label
// ("button:", "listitem:"): lower-case letters and a colon.
func isRoleLabel(s string) bool {
	if len(s) < 3 || len(s) > 30 || !strings.HasSuffix(s, ":") {
		return false
	}
	for _, c := range s[:len(s)-1] {
		if c < 'a' || c > 'z' {
			return false
		}
	}
	return true
}

// consoleCalls are the heads of the blocks jest prints for what a test
// logged ("  console.warn", the message indented under it, then the
// call's place).
var consoleCalls = []string{"console.log", "console.info", "console.warn", "console.error", "console.debug", "console.trace"}

// dropConsoleFrames drops the code frame jest prints in a console.warn or
// console.error block (every call to them, React's warnings among
// them): it quotes the line that logged, which the block's "at" line
// names already. It is no failure's place, and the message above it says
// what was logged.
func dropConsoleFrames(ls []line) []line {
	in := false
	for i := range ls {
		t := ls[i].text
		switch u := strings.TrimLeft(t, " "); {
		case indent(t) == 2 && slices.Contains(consoleCalls, u):
			in = true
		case !in, u == "":
		case indent(t) <= 2:
			in = false
		case ls[i].cls != drop && (quotedSource(strings.TrimPrefix(u, "> ")) || strings.HasPrefix(u, "|")):
			ls[i].cls = drop
		}
	}
	return ls
}

// trimHunkContext drops, in a diff hunk a test runner prints under a
// failure ("@@ -13,13 +13,11 @@", then lines marked "-", "+" or
// unmarked), the unmarked lines more than one line away from a change:
// the changes and their nearest neighbours say what differs.
func trimHunkContext(ls []line) []line {
	for i := 0; i < len(ls); i++ {
		t := strings.TrimLeft(ls[i].text, " ")
		if !ls[i].shown() || !strings.HasPrefix(t, "@@ -") || !strings.HasSuffix(t, " @@") {
			continue
		}
		indent := len(ls[i].text) - len(t)
		j := i + 1
		for j < len(ls) && ls[j].shown() && strings.TrimSpace(ls[j].text) != "" && len(ls[j].text) > indent && strings.TrimSpace(ls[j].text[:indent]) == "" {
			j++
		}
		change := func(k int) bool {
			return k > i && k < j && (ls[k].text[indent] == '-' || ls[k].text[indent] == '+')
		}
		for k := i + 1; k < j; k++ {
			if !change(k) && !change(k-1) && !change(k+1) && ls[k].cls == normal {
				ls[k].cls = drop
			}
		}
		i = j - 1
	}
	return ls
}

// caretSource keeps the line of a code frame a caret points at (vitest
// marks the failing line only so), as jest's "> 27 |" line stays: the
// assertion or call that failed, which the message names only by its
// values. (The rest of the frame goes: the place above it names it.)
func caretSource(ls []line) []line {
	for i := 1; i < len(ls); i++ {
		t := strings.TrimSpace(ls[i].text)
		if strings.HasPrefix(t, "|") && strings.Trim(t, "| ^~") == "" && strings.Contains(t, "^") && ls[i-1].shown() && codeFrameRe.MatchString(ls[i-1].text) {
			ls[i-1].cls = keep
		}
	}
	return ls
}

// testOpenRe is a test's opening line in JS source: "it('adds', () =>
// {", "test.each(...)('x %d', ...", "  it.only(\"y\", async () => {".
var testOpenRe = lazy(`^\s*(it|test)(\.(only|skip|todo|concurrent|fails))*(\.each\s*\(.*?\))?\s*\(\s*['"\x60]`)

// frameTestOpening keeps, above the line a code frame points at, the
// frame's line that opens the test it stands in ("15|   it('rejects a
// bad port', () => {"): the test's name at its line in the file. A test
// opened below the pointed line is another test's.
func frameTestOpening(ls []line) []line {
	for i, l := range ls {
		if l.cls != keep || !l.shown() || !codeFrameRe.MatchString(l.text) {
			continue
		}
		for j := i - 1; j >= 0 && j >= i-frameReach && ls[j].shown() && codeFrameRe.MatchString(ls[j].text); j-- {
			if testOpenRe.MatchString(frameCode(ls[j].text)) {
				ls[j].cls = keep
				break
			}
		}
	}
	return ls
}

// frameReach is how many lines above its pointed line a code frame is
// read for the test's opening: jest and vitest show two or three.
const frameReach = 6

// frameCode is a code frame line's source, past its gutter ("  > 15 |").
func frameCode(s string) string {
	if k := strings.IndexByte(s, '|'); k >= 0 {
		return s[k+1:]
	}
	return s
}

// libraryArrowFrame reports whether f, a frame vitest writes behind its
// arrow ("runTest node_modules/@vitest/runner/dist/index.js:1056:17",
// "listOnTimeout node:internal/timers:581:17"), is in a dependency's code
// or node's own: its last field is the place.
func libraryArrowFrame(f string) bool {
	p := f
	if k := strings.LastIndexByte(f, ' '); k >= 0 {
		p = f[k+1:]
	}
	return (strings.Contains(p, "node_modules/") || strings.HasPrefix(p, "node:")) && strings.Count(p, ":") >= 2
}

var jsPassRe = lazy(`^\s*(✓|✔|√|ok \d+|PASS\b|# pass|# Subtest:)`)

func jsTestReducer() spec {
	return spec{post: jsTestPost, b: budget{head: 6, tail: 8, ctx: 1, perSection: 12, maxNormal: 20}, cls: func() classifier {
		bullet := false // the last line was jest's "● suite › test": its message follows
		title := -1     // the indent of mocha's "  2) suite" over a failure: its title path follows, deeper
		// After mocha's title path (1), then a blank line (2), comes the
		// failure's message: an assertion's own words alone when a diff
		// follows ("queen should be seen"). (The list reporter's row
		// of a failed test, "  3) suite test:", has the next row right
		// under it.)
		message := 0
		var fs failShape
		return func(s string) (class, bool) {
			t := strings.TrimSpace(s)
			switch {
			case message == 1 && t == "":
				message = 2
			case message == 2 && t != "":
				message = 0
				fs.next(s)
				return keep, false
			case t != "":
				message = 0
			}
			if title >= 0 && t != "" && indent(s) > title {
				// The rest of a failure's title under its number
				// ("       paginateCoupon", "         last page:"): the
				// suites, then the test that failed, whose name ends
				// in ":" and ends the path.
				title = indent(s)
				if strings.HasSuffix(t, ":") {
					title, message = -1, 1
				}
				fs.next(s)
				return keep, false
			}
			title = -1
			if mochaFailTitle(s) {
				if strings.HasSuffix(t, ":") {
					fs.next(s)
					message = 1 // a title on one line
					return keep, false
				}
				title = indent(s)
			}
			if fs.next(s) || bullet && t != "" {
				bullet = false
				return keep, false
			}
			bullet = bullet || strings.HasPrefix(t, "●")
			switch {
			case codeFrameRe.MatchString(s):
				// jest's and vitest's code frame around a failing line:
				// it goes, caret and all, for the place by it names
				// the line and the message says what failed. The line
				// the frame marks (">") stays, whatever it says: it is
				// the failure's place in the test (the assertion that
				// failed, the call that threw), the one line of the
				// frame the agent acts on.
				if strings.HasPrefix(t, ">") {
					return keep, false
				}
				return drop, false
			case strings.HasPrefix(t, "at ") && nodeBuiltinFrame(t[3:]):
				return drop, false // node's own code: the runner's plumbing, no place to act on
			case strings.HasPrefix(t, "❯ ") && libraryArrowFrame(t[len("❯ "):]):
				// vitest's frame in the runner or node ("❯ runTest
				// node_modules/@vitest/runner/dist/index.js:1056:17"): the
				// test's own frame above it says where.
				return drop, false
			case strings.HasPrefix(t, "❯ ") && strings.Contains(t, " > ") && indent(s) > 0, strings.HasPrefix(t, "→ ") && indent(s) > 0:
				// vitest 1's row of a failing test under its file ("❯
				// test/a.spec.mjs > allocate > keeps every cent", where
				// vitest 2 writes "×"), and the message under such a row
				// ("→ expected 99 to be 100").
				return keep, false
			case strings.HasPrefix(t, "at ") && strings.Contains(t, "node_modules"):
				return normal, false
			case !strings.HasPrefix(t, "at ") && libStackFrame(s):
				return drop, false // a frame of the runner's own code, in a TAP report's stack
			case strings.HasPrefix(t, "- ") && libListItem(t[2:]):
				// node's "Require stack:" under a module not found: the
				// modules of the runner that required it, one per line.
				// A list item, not a diff's removed line; the error
				// above names what was not found, and a project's own
				// module in the list stays.
				return drop, false
			case jsPassRe.MatchString(s) && !strings.HasPrefix(t, "# pass"), tagPass(t), xmlPass(t), timedPass(t):
				// A test that passed, whatever its name or place says
				// ("✓ throws an error on bad input", Playwright's "✓ 3
				// [chromium] › a.spec.ts:5:3 › loads", deno's "total
				// ... ok (1ms)": timedPass).
				return drop, false
			case strings.HasPrefix(t, "not ok"), strings.HasPrefix(t, "FAIL"), strings.HasPrefix(t, "●"),
				strings.HasPrefix(t, "Tests:"), strings.HasPrefix(t, "Test Suites:"), strings.HasPrefix(t, "Test Files"), strings.HasPrefix(t, "Snapshots:"), vitestTests(t),
				strings.HasPrefix(t, "# fail"), strings.HasPrefix(t, "# tests"), strings.Contains(t, " passing"), strings.Contains(t, " failing"), strings.Contains(t, " pending"),
				strings.HasPrefix(t, "Expected"), strings.HasPrefix(t, "Received"), strings.HasPrefix(t, "expected"), strings.HasPrefix(t, "actual"),
				strings.HasPrefix(t, "+ ") || strings.HasPrefix(t, "- "), important(s), mochaFailTitle(s), warning(s) && !slices.Contains(consoleCalls, t):
				return keep, false
			case jsPassRe.MatchString(s), tagPass(t), xmlPass(t), t == "---", t == "...", strings.HasPrefix(t, "duration_ms:"), ruleLine(s):
				return drop, false
			}
			return normal, false
		}
	}}
}

// mochaFailTitle reports whether s is a failed test's title in mocha's
// spec listing ("    11) sum of 17 lines"): indented, a number and ")"
// in place of the passing test's check mark. It names the test the
// failure below it numbers.
func mochaFailTitle(s string) bool {
	t := strings.TrimLeft(s, " ")
	if len(t) == len(s) {
		return false
	}
	n := 0
	for n < len(t) && isDigit(t[n]) {
		n++
	}
	return n > 0 && strings.HasPrefix(t[n:], ") ") && len(t) > n+2
}

// libListItem reports whether s, a list's item, is only a path into a
// dependency's or the toolchain's files (libPath).
func libListItem(s string) bool {
	return s != "" && !strings.ContainsAny(s, " \t\"'") && strings.Contains(s, "/") && libPath(s)
}

var (
	pytestBarRe  = lazy(`^=+ .* =+$|^=+$`)
	pytestHeadRe = lazy(`^_+ .* _+$`)
	pytestProgRe = lazy(`^\S+\.py [.FEsxX]+`)
	pytestVarRe  = lazy(`^[A-Za-z_]\w* = `)
)

// bannerFailure reports whether s, a line of pytest's banner, names a
// failure: in a setting ("timeout: 2.0s") only its value can
// ("run-last-failure: rerun previous 7 failures").
func bannerFailure(s string) bool {
	if k, v, ok := strings.Cut(s, ": "); ok && !strings.Contains(k, " -> ") {
		s = v
	}
	return maybeError(s) || important(s)
}

func pytestReducer() spec {
	return spec{post: pytestPost, b: budget{head: 6, tail: 10, ctx: 2, perSection: 10, maxNormal: 40}, cls: func() classifier {
		libFrame := false  // the last line was a traceback frame in the standard library or a package
		frame := false     // the last line was a traceback frame: its source line follows
		session := false   // pytest's banner was seen (not unittest, which shows no captured logs)
		report := false    // past the "FAILURES" (or "ERRORS") rule: the failures' own sections
		traces := false    // in the FAILURES or ERRORS section itself (not the warnings or the summary)
		banner := false    // between the banner's rule and its end
		durations := false // under --durations' rule: the slowest tests, what the flag asked for
		slowest := 0       // its rows kept so far (up to durationRows)
		return func(s string) (class, bool) {
			lib, src := libFrame, frame
			if s == "" || strings.HasPrefix(s, "collect") || strings.HasPrefix(s, "-") || strings.HasPrefix(s, "_") {
				banner = false // (its end: a blank line, the count of what was collected, a section's rule)
			}
			if pytestBarRe.MatchString(s) {
				durations = strings.Contains(s, " slowest ") && strings.Contains(s, " durations ")
				slowest = 0
				banner = !session && strings.Contains(s, " test session starts ")
				session = session || strings.Contains(s, " test session starts ")
				traces = strings.Contains(s, " FAILURES ") || strings.Contains(s, " ERRORS ")
				report = report || traces
			}
			g := ungutter(s) // (a frame of an exception group's member)
			// (--tb=short's frame, "app/x.py:47: in f", has its source
			// line under it too.)
			frame = strings.HasPrefix(s, "  File \"") || shortFrame(s)
			libFrame = (strings.HasPrefix(g, "  File \"") || shortFrame(s)) && libFrameRe.MatchString(g) || frozenFrame(s)
			switch {
			case libFrame, lib && strings.HasPrefix(g, "    "):
				// A frame the user does not own, and its source line:
				// the frames of their code and the exception say what
				// went wrong.
				return drop, false
			case strings.HasPrefix(s, "platform ") && strings.Contains(s, " -- Python "), strings.HasPrefix(s, "cachedir: "), strings.HasPrefix(s, "plugins: "), strings.HasPrefix(s, "configfile: "):
				// The session's banner: the interpreter, the cache and the
				// plugins, the same on every run. (rootdir stays: paths
				// below are relative to it.)
				return drop, false
			case banner && !strings.HasPrefix(s, "rootdir: ") && !bannerFailure(s):
				// The rest of the banner is the session's set-up as the
				// plugins report it, whatever they name ("hypothesis
				// profile 'default' -> database=...", "timeout: 2.0s",
				// xdist's "gw0 I / gw1 I"): the same on every run. A line
				// naming a failure ("run-last-failure: rerun previous 7
				// failures") stays, and so does the count of what was
				// collected and selected.
				return drop, false
			case pytestBarRe.MatchString(s) && (strings.Contains(s, " test session starts ") || strings.Contains(s, " PASSES ")):
				// (The banner's rule: the run's findings come under the
				// others; -rA's section of passes, whose lines go.)
				return drop, true
			case durations && slowest < durationRows && durationRow(s):
				// "0.26s call     tests/test_a.py::test_ramp": one of
				// the slowest tests, what --durations asked for; the
				// slowest first (--durations=0 lists every test).
				slowest++
				return keep, false
			case sessionCount(s):
				// How many tests were collected: with the summary's
				// counts it says whether all of them ran.
				return keep, false
			case session && !report && routineRecord(s):
				// (A live log's routine records, of every test as it ran:
				// a failure's own come again under its "Captured log".)
				return drop, false
			case pytestBarRe.MatchString(s):
				if strings.Trim(s, "=") == "" {
					// unittest's bare rule over each failure's header:
					// the header says what follows.
					return drop, true
				}
				return keep, true
			case pytestHeadRe.MatchString(s) && !strings.Contains(s, "_ _ _"), strings.HasPrefix(s, "E "), strings.HasPrefix(s, ">"),
				strings.HasPrefix(s, "FAILED"), strings.HasPrefix(s, "ERROR"), strings.HasSuffix(s, " FAILED"), strings.HasSuffix(s, " ERROR"),
				strings.Contains(s, " FAILED "), strings.Contains(s, " ERROR "), setupShowFailed(s):
				return keep, false
			case strings.HasSuffix(s, " PASSED") || strings.Contains(s, " PASSED ") || strings.HasPrefix(s, "PASSED "), strings.HasSuffix(s, " ... ok"):
				return drop, false
			case strings.HasSuffix(s, " ... FAIL"), strings.HasPrefix(s, "FAIL: "), strings.HasPrefix(s, "- "), strings.HasPrefix(s, "+ "), expectation(s):
				// unittest: a failing test, its header, the two sides of
				// an assertion's diff.
				return keep, false
			case strings.Trim(s, "_ ") == "" && strings.Contains(s, "_ _"), strings.TrimSpace(s) == "",
				!src && strings.HasPrefix(s, "    ") && !important(s), pytestVarRe.MatchString(s):
				// Between a failure's header and its E lines: the test's
				// source (the > line says which line failed), the
				// values of its arguments, the rule between frames.
				return drop, false
			case strings.Trim(s, "-") == "" && s != "", strings.Trim(s, " ^~") == "" && s != "":
				// unittest's rule under a header; Python's markers under
				// the expression a frame points at.
				return drop, false
			case traces && strings.HasPrefix(s, "    ") && (strings.HasPrefix(strings.TrimLeft(s, " "), "raise ") || strings.HasPrefix(strings.TrimLeft(s, " "), "except ") || strings.HasPrefix(strings.TrimLeft(s, " "), "except:")):
				// A raise or a handler in the source of the project's
				// frame, over or under the > line: the exception the code
				// there throws or catches, and on what condition, which
				// the E line's type alone does not say.
				return keep, false
			case traces && strings.HasPrefix(s, "    ") && raiseOrHandler(s):
				// A traceback's source: a comment names an exception as
				// code does, not as a failure; the > line says which
				// line failed and the E lines with what.
				return normal, false
			case pytestProgRe.MatchString(s):
				if strings.ContainsAny(strings.Fields(s)[1], "FE") {
					return keep, false
				}
				return normal, false
			case important(s):
				return keep, false
			}
			return normal, false
		}
	}}
}

// durationRows is how many of the slowest tests' rows stay: pytest's own
// example, --durations=10.
const durationRows = 10

// durationRow reports whether s is a row of pytest's --durations report
// with a time above nothing: the time, the phase, the test ("0.26s call
// tests/test_a.py::test_b").
func durationRow(s string) bool {
	f := strings.Fields(s)
	if len(f) != 3 || !strings.HasSuffix(f[0], "s") || !strings.Contains(f[2], "::") {
		return false
	}
	if v, err := strconv.ParseFloat(strings.TrimSuffix(f[0], "s"), 64); err != nil || v == 0 {
		return false // (a test that took no time shown, "0.00s", is not slow)
	}
	return f[1] == "call" || f[1] == "setup" || f[1] == "teardown"
}

// lintLevelNote reports whether t (trimmed) is the note under a lint's
// first warning that names the lint and what enabled it ("= note:
// `#[warn(clippy::len_zero)]` on by default", "= note: `-W
// clippy::missing-errors-doc` implied by `-W clippy::pedantic`"): the name
// an allow or a fix needs, said once a lint.
func lintLevelNote(t string) bool {
	n, ok := strings.CutPrefix(t, "= note: `")
	return ok && (strings.HasSuffix(n, " on by default") || strings.Contains(n, "` implied by `"))
}

var cargoNoiseRe = lazy(`^\s*(Compiling|Checking|Downloaded|Downloading|Fresh|Updating|Locking|Adding|Blocking|Documenting|Packaging|Verifying|Unpacking|Installing|Installed|Replacing|Replaced)\s`)

func cargoReducer() spec {
	return spec{post: func(ls []line) []line { return dropPassedBinaries(groupDiags(ls)) }, b: budget{head: 3, tail: 6, ctx: 0, perSection: 6, maxNormal: 30}, cls: func() classifier {
		inError, inPanic, inTrace := false, false, false
		inLib := false   // under a note that points into the standard library or a dependency
		inNames := false // in the list of failed tests under "failures:"
		// Under a failed test's "---- name stdout ----": what it printed
		// and what its harness said of it (a should_panic's "note: test
		// did not panic as expected at ...", the expected substring),
		// up to testOutLines of them past the panic's own lines.
		inOut, outKept := false, 0
		// The project's crates, as the run names them (rust_out is a
		// doc test's).
		crates := map[string]bool{"rust_out": true}
		return func(s string) (class, bool) {
			t := strings.TrimSpace(s)
			if c := runCrate(t); c != "" {
				crates[c] = true
			}
			if s == "" || s[0] != ' ' && s[0] != '|' {
				inLib = false
			}
			if t == "" || s[0] != ' ' {
				inNames = false
			}
			if inPanic && (strings.HasPrefix(s, "test ") || strings.HasPrefix(s, "---- ") || s == "failures:") {
				// A test's result line, a test's output heading or the
				// list of failures ends a panic's message (--nocapture
				// prints the panic among the results).
				inPanic = false
			}
			switch {
			case inNames:
				return keep, false // each failed test's name: what to rerun
			case cargoNoiseRe.MatchString(s):
				return drop, false
			case inError && strings.HasPrefix(t, "-->") && libFrameRe.MatchString(strings.TrimSpace(t[3:])), inError && strings.HasPrefix(t, ":::") && libFrameRe.MatchString(strings.TrimSpace(t[3:])):
				// A note that points into the standard library or a
				// dependency (which types implement a trait, where a bound
				// is declared): the user's own places say what to fix.
				inLib = true
				return normal, false
			case inError && inLib && !important(s):
				return normal, false
			case strings.HasPrefix(s, "test ") && strings.HasSuffix(s, "... ok"), strings.HasPrefix(s, "test ") && strings.HasSuffix(s, "... ignored"):
				return drop, false
			case strings.HasPrefix(s, "thread '") && strings.Contains(s, " panicked at "), strings.HasPrefix(s, "thread '") && strings.HasSuffix(s, "' panicked:"):
				// The panic's message and assertion values follow, up
				// to the backtrace or the note about it.
				inPanic, inTrace = true, false
				return keep, true
			case inPanic && (t == "stack backtrace:" || strings.HasPrefix(s, "note: ")):
				inPanic, inTrace = false, t == "stack backtrace:"
				if t == "stack backtrace:" || strings.HasPrefix(s, "note: Some details are omitted") {
					return drop, false // the frames go: their heading and the hint about more
				}
				if inOut && !backtraceHint(s) {
					// ("note: panic did not contain expected string", over
					// the message and the substring expected.)
					return keep, false
				}
				return normal, false
			case inTrace && strings.HasPrefix(s, "note: Some details are omitted"):
				inTrace = false
				return drop, false
			case passLine(s):
				// A runner's line for a passing test in other forms
				// (cargo nextest's "PASS [ 0.004s] crate tests::x"): it
				// ends the panic's message above it too.
				inPanic = false
				return drop, false
			case inPanic && t != "":
				return keep, false
			case inTrace && crates[frameCrate(t)]:
				// A frame of a function of the project's crates (a doc
				// test's "4: rust_out::main::_doctest_main_src_parse_rs_28_0"
				// has no place under it).
				return keep, false
			case inTrace && projectFrame(t):
				// A frame in the project's own code (cargo runs from the
				// crate, so its sources show as relative paths): where to
				// look, unlike the runtime's and the dependencies' frames.
				return keep, false
			case inTrace && (strings.HasPrefix(t, "at ") || len(t) > 2 && isDigit(t[0]) && strings.Contains(t[:min(len(t), 6)], ": ")):
				// Backtrace frames: where the panic went through, not
				// what failed. The message above says that.
				return drop, false
			case strings.HasPrefix(s, "error"):
				inError, inPanic, inTrace = true, false, false
				return keep, true
			case strings.HasPrefix(s, "warning"):
				inError, inPanic, inTrace = false, false, false
				return keep, true
			case strings.HasPrefix(t, "-->"), strings.HasPrefix(s, "---- "), strings.HasPrefix(s, "test result:"), strings.HasPrefix(s, "failures:"),
				strings.HasSuffix(s, "FAILED"), strings.HasPrefix(t, "Finished"), strings.HasPrefix(t, "Running") && !commandEcho(t):
				// (A run's heading ends a compiler error's block too:
				// cargo's "error: test failed, to rerun pass `--lib`"
				// has no snippet, and what follows it, the next test
				// binary's run, is no part of it. The error's own place,
				// "-->", is.)
				inError = inError && strings.HasPrefix(t, "-->")
				inPanic, inTrace = false, false
				inNames = s == "failures:"
				inOut, outKept = strings.HasPrefix(s, "---- ") && (strings.HasSuffix(s, " stdout ----") || strings.HasSuffix(s, " stderr ----")), 0
				return keep, false
			case important(s), lintLevelNote(t):
				return keep, false
			case inError && t != "":
				// The whole of a compiler error: its snippet and notes say
				// where and how to fix it.
				return keep, false
			case cargoListed(s):
				// cargo test -- --list: the tests' names, what was
				// asked for, and each binary's count.
				return keep, false
			}
			if t == "" {
				inTrace = false
			}
			if inOut && t != "" && !inTrace && outKept < testOutLines && !backtraceHint(s) {
				outKept++
				return keep, false
			}
			return normal, false
		}
	}}
}

// testOutLines is how many lines a failed Rust test printed, or its
// harness printed of it, stay besides its panic's: a golden test's "first
// difference at line 2:" and the lines it compares; past them, a test's
// own printing is kept as the budget allows.
const testOutLines = 12

// backtraceHint reports whether s is the hint a panic prints about its
// backtrace ("note: run with `RUST_BACKTRACE=1` ...").
func backtraceHint(s string) bool {
	return strings.HasPrefix(s, "note: run with `RUST_BACKTRACE=")
}

// cargoListed reports whether s is a line of cargo test -- --list: a
// test's name ("tests::parse_ok: test", "src/lib.rs - f (line 3): test")
// or a binary's count ("7 tests, 0 benchmarks").
func cargoListed(s string) bool {
	if name, ok := strings.CutSuffix(s, ": test"); ok {
		return name != "" && name[0] != ' '
	}
	if name, ok := strings.CutSuffix(s, ": benchmark"); ok {
		return name != "" && name[0] != ' '
	}
	n, rest, ok := strings.Cut(s, " ")
	return ok && allDigits(n) && (strings.HasPrefix(rest, "tests, ") || strings.HasPrefix(rest, "test, ")) &&
		(strings.HasSuffix(rest, " benchmarks") || strings.HasSuffix(rest, " benchmark"))
}

// makeReducer reads what make printed: its own lines (directories, its
// "***" error) and, for the rest, the generic rules, since what make runs
// may be any tool (a compiler, a test runner no shape names, a script):
// their failures in any language stay, frames and passing units go.
func makeReducer() spec {
	gen := genericReducer()
	return spec{post: func(ls []line) []line { return dropAlikeEchoes(dropEchoesOfGone(gen.post(keepMakeDirs(ls)))) }, b: budget{head: 4, tail: 8, ctx: 3, perSection: 10, maxNormal: 10}, cls: func() classifier {
		inner := gen.cls()
		return func(s string) (class, bool) {
			switch {
			case strings.Contains(s, "Entering directory"), strings.Contains(s, "Leaving directory"), strings.Contains(s, "Nothing to be done"):
				return drop, false // (a test suite's passes, the rules around its summary, cmake's steps: the generic rules drop them)
			case strings.HasPrefix(s, "make") && strings.Contains(s, "***"):
				return keep, false
			}
			return inner(s)
		}
	}}
}

// keepMakeDirs keeps the "Entering directory" line of each directory
// where something failed: a compiler names files relative to the folder
// make ran it in, so without that line "conn.c:6" says nothing about where
// conn.c is.
func keepMakeDirs(ls []line) []line {
	dirs := []int{} // the Entering lines of the directories make is in
	for i, l := range ls {
		if !l.shown() {
			continue
		}
		switch t := l.text; {
		case strings.Contains(t, ": Entering directory "):
			dirs = append(dirs, i)
		case strings.Contains(t, ": Leaving directory "):
			if len(dirs) > 0 {
				dirs = dirs[:len(dirs)-1]
			}
		case l.cls == keep && len(dirs) > 0:
			ls[dirs[len(dirs)-1]].cls = keep
		}
	}
	// Another step make echoed (a move, a link, a recursive make) is
	// noise when the next line is a step too: it printed nothing.
	for i, l := range ls {
		if l.shown() && l.cls == normal && echoedStep(l.text) && !compilerCommand(l.text) && i+1 < len(ls) && (echoedStep(ls[i+1].text) || strings.Contains(ls[i+1].text, "directory '")) {
			ls[i].cls = drop
		}
	}
	// A compiler command echoed by make is noise when it printed nothing;
	// the one whose diagnostics follow says what failed to build.
	for i, l := range ls {
		if !l.shown() || l.cls != normal || !compilerCommand(l.text) {
			continue
		}
		next := i + 1
		for next < len(ls) && (!ls[next].shown() || ls[next].cls == drop && progressLine(ls[next].text) || echoedStep(ls[next].text) && !compilerCommand(ls[next].text)) {
			next++ // (cmake's "[ 40%] Building C object x.o" between two commands; automake's "mv -f .deps/x.Tpo .deps/x.Po" and libtool's link after one)
		}
		if next < len(ls) && (compilerCommand(ls[next].text) || strings.Contains(ls[next].text, ": Leaving directory ") || strings.Contains(ls[next].text, ": Entering directory ")) {
			ls[i].cls = drop
		} else {
			ls[i].cls = keep
		}
	}
	return ls
}

var (
	eslintMsgRe     = lazy(`^\s+\d+:\d+\s+(error|warning|✖|✘|×|⚠)\s`) // (stylelint marks the severity with a sign)
	eslintCompactRe = lazy(`^\S+: line \d+, col \d+, (Error|Warning) - |^\S+:\d+:\d+: .*\[(Error|Warning)(/[^\]]*)?\]$`)
)

// eslintPost groups repeated findings by rule with every place; where
// every file's findings are the same rows (one template copied into nine
// files), the later files' rows fold under their headings instead, a
// marker for each.
func eslintPost(ls []line) []line {
	if sameFileBlocks(ls) {
		return foldRepeatedSpans(ls)
	}
	return groupDiags(ls)
}

func eslintReducer() spec {
	return spec{post: eslintPost, b: budget{head: 3, tail: 6, ctx: 0, perSection: 2, maxNormal: 10}, cls: func() classifier {
		return func(s string) (class, bool) {
			switch m := eslintMsgRe.FindStringSubmatch(s); {
			case m != nil:
				// An error or a warning: each a finding, which groupDiags
				// groups by rule with every place (a warning fails a run
				// under --max-warnings, and is what a linter is run for).
				return keep, false
			case eslintCompactRe.MatchString(s):
				// --format compact or unix: one finding a line, file
				// first; its warnings are findings too, as stylish's are
				// ("..., Warning - ...", "... [Warning/no-console]").
				if strings.Contains(s, ", Error - ") || strings.Contains(s, ", Warning - ") || unixSeverity(s) {
					return keep, false
				}
				return normal, false
			case strings.HasPrefix(s, "/"), strings.HasPrefix(s, "./"), len(s) > 2 && s[1] == ':' && s[2] == '\\':
				return keep, true
			case strings.HasPrefix(s, "✖"), strings.Contains(s, "problem"), important(s):
				return keep, false
			}
			return normal, false
		}
	}}
}

var (
	dockerStepRe  = lazy(`^#\d+ \[[^\]]+\] |^Step \d+/\d+ :`)
	dockerNoiseRe = lazy(`^#\d+ (DONE|CACHED|sha256:|transferring|resolve |extracting|exporting|writing image|naming to|unpacking|\[internal\]|load |\d+\.\d+ *$)|^ ---> |^Removing intermediate`)
)

func dockerReducer() spec {
	return spec{post: foldAlikeRuns, b: budget{head: 3, tail: 12, ctx: 3, perSection: 8, maxNormal: 80}, cls: func() classifier {
		return func(s string) (class, bool) {
			switch {
			case dockerStepRe.MatchString(s):
				return keep, true
			case strings.Contains(s, "ERROR"), strings.Contains(s, "failed to solve"), strings.Contains(s, "did not complete successfully"),
				strings.Contains(s, " | >>> "), important(s): // (">>>" marks the Dockerfile line that failed)
				return keep, false
			case dockerNoiseRe.MatchString(s):
				return drop, false
			}
			return normal, false
		}
	}}
}

// listing marks a tool's own complaints ("find: ...: Permission denied"); the
// listed names are data, so errRe does not apply to them.
func listing(tool, s string) bool { return strings.HasPrefix(s, tool+": ") }

func findReducer() spec {
	return spec{b: budget{head: 5, tail: 5, ctx: 0, perSection: 2, maxNormal: 20}, cls: func() classifier {
		lastDir := ""
		return func(s string) (class, bool) {
			if listing("find", s) || listing("fd", s) {
				return keep, false
			}
			dir := s
			if k := strings.LastIndexByte(s, '/'); k >= 0 {
				dir = s[:k]
			}
			start := dir != lastDir
			lastDir = dir
			return normal, start
		}
	}}
}

func lsReducer() spec {
	return spec{b: budget{head: 3, tail: 3, ctx: 0, perSection: 3, maxNormal: 20}, cls: func() classifier {
		return func(s string) (class, bool) {
			switch {
			case listing("ls", s):
				return keep, false
			case strings.HasSuffix(s, ":") && !strings.HasPrefix(s, " "):
				return keep, true
			case strings.HasPrefix(s, "total "):
				return drop, false
			}
			return normal, false
		}
	}}
}

// Bounds of keepTreeTops: a drawn tree of at least treeMinLines branches
// keeps its top level when that is treeMaxTops entries or fewer.
const (
	treeMinLines = 12
	treeMaxTops  = 60
)

// keepTreeTops keeps the top level of a tree drawn with branch marks
// (npm ls --all's "├─┬ eslint@8.57.1" over its dependencies' "│ ├──
// ..."): the entries at the margin are what the tree is of, the
// project's own dependencies; the levels under them are sampled.
func keepTreeTops(ls []line) []line {
	var tops []int
	branches := 0
	for i, l := range ls {
		t := l.text
		if !l.shown() || t == "" {
			continue
		}
		switch {
		case strings.HasPrefix(t, "├─"), strings.HasPrefix(t, "└─"):
			tops = append(tops, i)
			branches++
		case strings.HasPrefix(t, "│ "), strings.HasPrefix(t, "  ├"), strings.HasPrefix(t, "  └"):
			branches++
		}
	}
	if branches < treeMinLines || len(tops) > treeMaxTops || len(tops)*3 > branches {
		return ls // (a flat list of branches is the tree reducer's or the budgets')
	}
	for _, i := range tops {
		if ls[i].cls == normal {
			ls[i].cls = keep
		}
	}
	return ls
}

var treeSummaryRe = lazy(`^\d+ director(y|ies)(, \d+ files?)?$`)

func treeReducer() spec {
	return spec{b: budget{head: 3, tail: 3, ctx: 0, perSection: 3, maxNormal: 20}, cls: func() classifier {
		return func(s string) (class, bool) {
			switch {
			case treeSummaryRe.MatchString(s), listing("tree", s), strings.Contains(s, "[error opening dir]"):
				return keep, false
			case strings.HasPrefix(s, "├── "), strings.HasPrefix(s, "└── "), strings.HasPrefix(s, "|-- "), strings.HasPrefix(s, "`-- "):
				return normal, true
			}
			return normal, false
		}
	}}
}

// compilerCommand matches the command lines make and node-gyp echo for a
// native build ("cc -c x.c", "  CXX(target) Release/obj.target/x.o").
// echoedStep reports whether s is a command a build echoed before it
// ran: a compiler's, libtool's ("libtool: link: gcc ...", "/bin/bash
// ./libtool --mode=link ..."), a file step ("mv -f .deps/a.Tpo
// .deps/a.Po", "ranlib x.a") or make's own recursion ("make  check-TESTS").
func echoedStep(s string) bool {
	if compilerCommand(s) || strings.HasPrefix(s, "libtool: ") {
		return true
	}
	prog, rest, ok := strings.Cut(s, " ")
	if !ok || rest == "" {
		return false
	}
	switch prog {
	case "mv", "cp", "rm", "ln", "ranlib", "mkdir", "install", "touch", "make":
		return rest[0] == '-' || rest[0] == ' ' || prog == "ranlib"
	case "/bin/bash", "/bin/sh":
		return strings.HasPrefix(rest, "./libtool ") || strings.HasPrefix(rest, "../libtool ")
	}
	return false
}

func compilerCommand(s string) bool {
	t := strings.TrimSpace(s)
	for _, p := range []string{"cc ", "gcc ", "g++ ", "c++ ", "clang ", "clang++ ", "CC(target) ", "CXX(target) ", "SOLINK_MODULE(target) ", "LINK(target) ", "CC ", "CXX ", "ar "} {
		if strings.HasPrefix(t, p) {
			return true
		}
	}
	// By its path or with a version or a target in its name, as cmake's
	// verbose build echoes it: "/usr/bin/cc -Wall -c x.c",
	// "/usr/bin/x86_64-linux-gnu-gcc-12 -c x.c".
	prog, rest, ok := strings.Cut(t, " ")
	if !ok || !strings.HasPrefix(strings.TrimLeft(rest, " "), "-") {
		return false
	}
	name := filepath.Base(prog)
	name = strings.TrimRight(name, "0123456789.")
	name = strings.TrimSuffix(name, "-")
	switch {
	case name == "cc", name == "gcc", name == "g++", name == "c++", name == "clang", name == "clang++":
		return true
	case strings.HasSuffix(name, "-gcc"), strings.HasSuffix(name, "-g++"), strings.HasSuffix(name, "-clang"), strings.HasSuffix(name, "-clang++"):
		return true
	}
	return false
}

// genRun is how many changed lines of a generated file stay.
const genRun = 6

// collapseGenerated keeps of a generated file (a lockfile, a snapshot,
// vendored or minified code) every hunk header and its first changed
// lines: the rest is what a tool wrote, not what to review.
//
// A new or deleted file's body is kept up to a budget of its own (newRun,
// deletedRun lines), so that one large added file does not use the budget
// of the files after it; the marker says how many lines went. A vendored
// file's header gets a note that says why its changes went.
func collapseGenerated(ls []line) []line {
	gen, vend, run, limit, head := false, false, 0, 0, -1
	outline := 0 // lockfile lines kept past the first changed ones (lockOutline)
	adds := map[int]string{}
	for i, l := range ls {
		switch t := l.text; {
		case !l.shown():
		case strings.HasPrefix(t, "diff --git "):
			_, b, _ := strings.Cut(t, " b/")
			gen, vend, run, limit, head, outline = generatedPath(b), vendoredPath(b), 0, 0, i, 0
			if gen {
				limit = genRun
			}
		case strings.HasPrefix(t, "new file mode") && !gen:
			limit = newRun
		case strings.HasPrefix(t, "deleted file mode") && !gen:
			limit = deletedRun
		case limit > 0 && l.cls == normal && (strings.HasPrefix(t, "+") || strings.HasPrefix(t, "-")) && !strings.HasPrefix(t, "+++ ") && !strings.HasPrefix(t, "--- "),
			limit > 0 && wholeWordChange(t):
			// (--word-diff writes a new file's line as "{+line+}": all of it
			// added, as a "+line" is.)
			if run++; run > limit && gen && outline < genOutline && lockOutline(ls, i) {
				// (An entry a lockfile gained or lost, a version it
				// moved: what the install changed.)
				ls[i].cls = keep
				outline++
			} else if run > limit {
				ls[i].cls = drop
				if vend {
					// (Said once, under the file's header, of a copy of
					// another project's code, which an agent may have
					// edited by hand: the markers below count changed
					// lines too. A lockfile's or a snapshot's name says
					// what it is.)
					adds[head] = "[hooktool: a vendored file: its changed lines past the first " + strconv.Itoa(genRun) + " omitted"
				}
			}
		}
	}
	return withNotes(ls, adds)
}

// genOutline is how many lines of a lockfile's outline (lockOutline) stay
// past its first changed lines; outlineReach is how far from a line
// lockOutline looks for a shallower one.
const (
	genOutline   = 60
	outlineReach = 64
)

// lockOutline reports whether the changed line ls[i] of a lockfile is a
// line of the change's outline: the head of an entry added or removed
// (of the lines changed together, one at the least indent that opens a
// block: `-    "node_modules/accepts": {`, "+  '@vitest/spy@1.6.1':"),
// or a version the change moved (a version line removed and one added
// in its place).
func lockOutline(ls []line, i int) bool {
	t := ls[i].text
	body := strings.TrimSpace(t[1:])
	if versionField(body) {
		var other string
		switch {
		case t[0] == '-' && i+1 < len(ls):
			other = ls[i+1].text
		case t[0] == '+' && i > 0:
			other = ls[i-1].text
		}
		return other != "" && other[0] != t[0] && (other[0] == '-' || other[0] == '+') && versionField(strings.TrimSpace(other[1:]))
	}
	if !strings.HasSuffix(body, "{") && !strings.HasSuffix(body, ":") {
		return false
	}
	depth := indent(t[1:])
	for _, d := range []int{-1, 1} {
		// (Within outlineReach lines each way: a run of changed lines can
		// be a file's length, and each line of it asks.)
		for j := i + d; j >= 0 && j < len(ls) && j-i <= outlineReach && i-j <= outlineReach && len(ls[j].text) > 0 && ls[j].text[0] == t[0]; j += d {
			if strings.TrimSpace(ls[j].text[1:]) != "" && indent(ls[j].text[1:]) < depth {
				return false
			}
		}
	}
	return true
}

// versionField reports whether s sets a version in a lockfile's syntax:
// `"version": "2.0.0",`, "version: 1.6.1", `version = "0.4.2"`.
func versionField(s string) bool {
	return strings.HasPrefix(s, `"version": `) || strings.HasPrefix(s, "version: ") || strings.HasPrefix(s, "version = ")
}

// wholeWordChange reports whether s is a line --word-diff wrote as added
// or removed whole ("{+x = 1+}", "[-x = 1-]"): a new or deleted file's
// line.
func wholeWordChange(s string) bool {
	return len(s) >= 4 && (strings.HasPrefix(s, "{+") && strings.HasSuffix(s, "+}") && !strings.Contains(s[2:len(s)-2], "+}") ||
		strings.HasPrefix(s, "[-") && strings.HasSuffix(s, "-]") && !strings.Contains(s[2:len(s)-2], "-]"))
}

// newRun and deletedRun are how many lines of a new and of a deleted file
// stay: the head of a new file shows what it is; of a deleted one, what
// went.
const (
	newRun     = 20
	deletedRun = 8
)

// generatedPath reports whether a file is written by a tool rather than by
// hand.
func generatedPath(p string) bool {
	base := p[strings.LastIndexByte(p, '/')+1:]
	switch base {
	case "package-lock.json", "npm-shrinkwrap.json", "yarn.lock", "pnpm-lock.yaml", "bun.lock", "Cargo.lock", "go.sum",
		"poetry.lock", "Pipfile.lock", "uv.lock", "Gemfile.lock", "composer.lock", "flake.lock", "mix.lock", "pubspec.lock":
		return true
	}
	for _, suf := range []string{".snap", ".min.js", ".min.css", ".pb.go", "_generated.go", ".gen.go", ".map"} {
		if strings.HasSuffix(base, suf) {
			return true
		}
	}
	return vendoredPath(p) || underDir(p, "__snapshots__/", "dist/")
}

// vendoredPath reports whether p is a file in a copy of another project's
// code (vendor/, third_party/, node_modules/).
func vendoredPath(p string) bool {
	return underDir(p, "vendor/", "node_modules/", "third_party/")
}

// underDir reports whether the path p is under a folder of one of the
// names dirs, at its root or deeper.
func underDir(p string, dirs ...string) bool {
	for _, dir := range dirs {
		if strings.HasPrefix(p, dir) || strings.Contains(p, "/"+dir) {
			return true
		}
	}
	return false
}

// logWhole is how many commits of a git log keep their whole header;
// logPatches how many keep their patch's changed lines (git log -p): a
// later commit's patch says which files and hunks it changed, and the
// full output has the lines.
const (
	logWhole   = 2
	logPatches = 5
)

// maxMessage is how many lines of a commit's message stay whole: a
// message longer than that is a pasted log or changelog.
const maxMessage = 40

// logPost shortens git log: after the first logWhole commits, a commit's
// header (hash, author, date, subject) becomes one line, "hash subject",
// as --oneline prints it; a body and a patch stay as they were.
func logPost(ls []line) []line {
	ls = foldAlikeOutsideHunks(collapseGenerated(ls))
	out := make([]line, 0, len(ls))
	commits := 0
	header := "" // the paths of the last "diff --git" line
	for i := 0; i < len(ls); i++ {
		l := ls[i]
		if strings.HasPrefix(l.text, "diff --git ") {
			header = l.text[len("diff --git "):]
		}
		if !l.shown() || !isCommitLine(l.text) {
			if commits > logPatches && l.shown() && i < len(ls)-6 {
				// A later commit's patch: its files and hunks stay, its
				// lines and the "--- a/x" and "+++ b/x" that say its
				// "diff --git a/x b/x" again go. (The rows of its --stat
				// stay: a row says in a line what the patch did to a
				// file, as the "N files changed" line does to all.)
				switch {
				case l.cls == normal && changedLine(l.text):
					l.cls = drop
				case l.cls != drop && sameHeaderPath(l.text, header):
					l.cls = drop
				}
			}
			out = append(out, l)
			continue
		}
		commits++
		end, subj := commitHeader(ls, i)
		if commits <= logWhole || subj < 0 || end > len(ls)-6 { // the last lines always stay (the budget's tail)
			out = append(out, l)
			continue
		}
		if commits == logWhole+1 {
			out = append(out, line{text: "[hooktool: later commits shown as hash and subject, as git log --oneline", cls: keep, syn: true, note: true, sec: l.sec})
		}
		hash, decor, _ := strings.Cut(l.text[len("commit "):], " ")
		text := hash[:min(len(hash), 12)]
		if decor != "" {
			text += " " + decor
		}
		out = append(out, line{text: text + " " + strings.TrimSpace(ls[subj].text), cls: keep, syn: true, sec: l.sec})
		for k := i; k < end; k++ {
			g := ls[k]
			g.cls = gone
			if k > i && strings.HasPrefix(g.text, "Merge: ") {
				g.cls = keep // a merge's parents: the subject may not say it is one
			}
			out = append(out, g)
		}
		dropBody(ls, end)
		i = end - 1
	}
	return out
}

// dropBody drops the body of a commit shown as --oneline would show it
// (its lines from at, indented, and the blank lines among them), as
// --oneline does: the subject says what the commit is, and a later body
// (paragraphs, trailers) is read in the full output. The last lines stay
// (the budget's tail), and so does a body line a rule kept.
func dropBody(ls []line, at int) {
	end := at
	for end < len(ls) && ls[end].shown() && (ls[end].text == "" || strings.HasPrefix(ls[end].text, "    ")) {
		end++
	}
	for end > at && ls[end-1].text == "" {
		end-- // (the blank line over a stat or the next commit stays)
	}
	if end > len(ls)-6 {
		return
	}
	for k := at; k < end; k++ {
		if ls[k].cls == normal {
			ls[k].cls = drop
		}
	}
}

// commitHeader returns where the header of the commit at i ends (after
// its subject and the blank line that follows it) and the subject's index,
// -1 when the header is not the usual one.
func commitHeader(ls []line, i int) (int, int) {
	j := i + 1
	for ; j < len(ls) && ls[j].shown(); j++ {
		t := ls[j].text
		if t == "" {
			continue
		}
		if strings.HasPrefix(t, "    ") {
			break
		}
		if k := strings.Index(t, ": "); k < 0 || strings.ContainsAny(t[:k], " ") {
			return 0, -1 // not a "Field: value" line
		}
	}
	if j >= len(ls) || !ls[j].shown() || !strings.HasPrefix(ls[j].text, "    ") {
		return 0, -1
	}
	end := j + 1
	if end < len(ls) && ls[end].text == "" && ls[end].shown() && (end+1 == len(ls) || !strings.HasPrefix(ls[end+1].text, "    ")) {
		end++ // the blank line after a subject with no body
	}
	return end, j
}

// logShaped reports whether printed lines are a log rather than a file to
// read whole (source, config, data): at least logMinLines lines, and on
// four in five of the first logSample non-blank ones a log record's head,
// a timestamp or a severity word before the message (see logHead). Source
// code and config do not start their lines that way, so a `cat` of them
// stays whole.
func logShaped(ls []line) bool {
	if len(ls) < logMinLines {
		return false
	}
	n, heads, cont := 0, 0, 0
	for i := 0; i < len(ls) && n < logSample; i++ {
		if ls[i].syn || ls[i].gap > 0 || strings.TrimSpace(ls[i].text) == "" {
			continue
		}
		n++
		switch {
		case logHead(ls[i].text):
			heads++
		case recordTail(ls[i].text):
			cont++
		}
	}
	// (Or records with the tracebacks they logged under them, each line
	// of which is a record's or a trace's: a web app's log read with
	// tail, five requests that failed among the routine ones.)
	return n >= logMinLines && (heads*5 >= n*4 || heads >= logMinHeads && (heads+cont)*20 >= n*19) || tagLed(ls)
}

// tagLed reports whether printed lines are a log whose records start with
// the bracketed name of the program or task that wrote them rather than
// with a time ("[stock-sync] round 4: 140 products cached", "[run-worker]
// starting"): two in five of the first logSample non-blank lines led by one
// of a few such tags, and seven in ten led by a tag, a record's head or a
// trace's line. Source and config do not lead their lines with one
// bracketed word: an INI section stands alone, a shell test is "[[ " or
// "[ -f", a checklist's "[x]" is one letter.
func tagLed(ls []line) bool {
	n, tagged, other := 0, 0, 0
	tags := map[string]bool{}
	for i := 0; i < len(ls) && n < logSample; i++ {
		if ls[i].syn || ls[i].gap > 0 || strings.TrimSpace(ls[i].text) == "" {
			continue
		}
		n++
		t := ls[i].text
		if tag, ok := lineTag(t); ok {
			tagged++
			if len(tags) <= logMaxTags {
				tags[tag] = true
			}
		} else if logHead(t) || recordTail(t) {
			other++
		}
	}
	return n >= logMinLines && len(tags) <= logMaxTags && tagged*5 >= n*2 && (tagged+other)*10 >= n*7
}

// logMaxTags is how many different tags a tag-led log may show: the
// programs of one service, not a list of items.
const logMaxTags = 8

// lineTag returns the tag a line starts with, "[name] " followed by text,
// where the name is two or more characters of a program's name, with a
// letter.
func lineTag(t string) (string, bool) {
	if len(t) < 4 || t[0] != '[' {
		return "", false
	}
	end := strings.IndexByte(t, ']')
	if end < 3 || end+2 >= len(t) || t[end+1] != ' ' || t[end+2] == ' ' {
		return "", false
	}
	tag, letter := t[1:end], false
	for i := range len(tag) {
		c := tag[i]
		switch {
		case isLetter(c):
			letter = true
		case c >= '0' && c <= '9' || c == '-' || c == '_' || c == '.' || c == ':' || c == '/':
		default:
			return "", false
		}
	}
	return tag, letter
}

// pyExceptionLine reports whether t is the exception a Python traceback
// ends with: a class name, dotted or not, then its message or nothing.
func pyExceptionLine(t string) bool {
	name, _, _ := strings.Cut(t, ": ")
	if name == "" || !(isLetter(name[0]) || name[0] == '_') {
		return false
	}
	for i := range len(name) {
		if !isWord(name[i]) && name[i] != '.' {
			return false
		}
	}
	return true
}

// logMinHeads is how many records a log must hold whose other lines are
// the traces the records logged.
const logMinHeads = 5

// recordTail reports whether s reads as a line a log record carries under
// it rather than as a line of a file: indented (a trace's frame, a
// record's wrapped fields), a traceback's head or its chaining words, or
// the exception it ends with ("ZeroDivisionError: division by zero",
// "java.lang.IllegalStateException: closed").
func recordTail(s string) bool {
	if s[0] == ' ' || s[0] == '\t' {
		return true
	}
	for _, p := range []string{"Traceback (most recent call last):", "During handling of the above exception", "The above exception was the direct cause", "Caused by: ", "created by "} {
		if strings.HasPrefix(s, p) {
			return true
		}
	}
	if goTraceLine(s) {
		return true
	}
	name, _, _ := strings.Cut(s, ":")
	if strings.ContainsAny(name, " \t") || name == "" {
		return false
	}
	last := name[strings.LastIndexByte(name, '.')+1:]
	return strings.HasSuffix(last, "Error") || strings.HasSuffix(last, "Exception")
}

// goTraceLine reports whether s is a line of a Go stack a record logged
// under it that is not indented: a goroutine's head ("goroutine 526
// [running]:") or a frame's function ("main.(*server).stable(0x3f9b,
// {0x7773, 0x3f9b})", "panic({0x6f9f20?, 0x9f6720?})"): a name with no
// space up to its argument list, which ends the line.
func goTraceLine(s string) bool {
	if rest, ok := strings.CutPrefix(s, "goroutine "); ok {
		num, state, _ := strings.Cut(rest, " ")
		return allDigits(num) && strings.HasPrefix(state, "[") && strings.HasSuffix(state, "]:")
	}
	open := strings.IndexByte(s, '(')
	return open > 0 && strings.HasSuffix(s, ")") && !strings.ContainsAny(s[:open], " \t=:\"'") && (strings.Contains(s[:open], ".") || s[:open] == "panic")
}

// Bounds of logShaped's look at a printed output.
const (
	logMinLines = 20
	logSample   = 200
	logNormal   = 4 // routine records kept past the head and the tail
)

// logLevels are the severity words a log record starts with or carries
// right after its timestamp, in the cases loggers write them.
var logLevels = []string{"TRACE", "DEBUG", "INFO", "NOTICE", "WARN", "WARNING", "ERROR", "ERR", "FATAL", "CRITICAL", "CRIT", "SEVERE", "PANIC",
	"trace", "debug", "info", "notice", "warn", "warning", "error", "fatal", "critical", "panic", "Trace", "Debug", "Info", "Warn", "Warning", "Error", "Fatal"}

// logHead reports whether s starts as a log record does: a date or a time
// ("2026-12-01 17:51:59,152", "[12:03:04]", "Dec  1 12:03:04", "I1201
// 12:03:04.123"), or a severity word, bare or bracketed ("INFO ",
// "[warn] ", "level=info").
func logHead(s string) bool {
	t := strings.TrimLeft(s, "[")
	if strings.HasPrefix(t, "level=") || strings.HasPrefix(t, "time=") || strings.HasPrefix(t, "ts=") || jsonRecordHead(s) {
		return true
	}
	for _, w := range logLevels {
		if rest, ok := strings.CutPrefix(t, w); ok && rest != "" && strings.ContainsRune(" ]:|", rune(rest[0])) {
			return true
		}
	}
	// A date (2026-12-01, 2026/12/01) or a time (17:51:59) within the
	// first few characters, after at most a one-letter level (glog's
	// "I1201") or a month's name.
	head := t[:min(len(t), 24)]
	return dateRe.MatchString(head) || clfRe.MatchString(s) || timeLed(s)
}

// timeLed reports whether a time of day with seconds ("14:50:24",
// "14:50:24.344") comes within the first timeLedSpan bytes of s with no
// word before it: only numbers, punctuation, one-letter marks and the
// names of months and days, as a server's own record head writes them
// (redis's "2415:C 06 Dec 2026 14:50:24.344 #", "[06-Dec-2026
// 14:50:24]", "Sat 2026-12-06 14:50:24"). A line of prose or code that
// holds a time has a word before it.
func timeLed(s string) bool {
	if s == "" || s[0] == ' ' || s[0] == '\t' {
		return false // (a count's column: uniq -c's "      1 2026-12-06T14:50:04Z ...")
	}
	end := min(len(s), timeLedSpan)
	for i := 0; i+8 <= end; i++ {
		if !isTimeAt(s, i) {
			continue
		}
		for j := 0; j < i; {
			if !isLetter(s[j]) {
				j++
				continue
			}
			k := j
			for k < i && isLetter(s[k]) {
				k++
			}
			if k-j > 1 && !calendarWord(s[j:k]) {
				return false
			}
			j = k
		}
		return i == 0 || !isDigit(s[i-1])
	}
	return false
}

// timeLedSpan is how far into a line timeLed looks for a record's time.
const timeLedSpan = 40

// isTimeAt reports "hh:mm:ss" at s[i:], not part of a longer number.
func isTimeAt(s string, i int) bool {
	if i+8 > len(s) || s[i+2] != ':' || s[i+5] != ':' {
		return false
	}
	for _, k := range []int{0, 1, 3, 4, 6, 7} {
		if !isDigit(s[i+k]) {
			return false
		}
	}
	return i+8 == len(s) || !isDigit(s[i+8])
}

// calendarWord reports a month's or a day's name, short or long, or a
// time zone's letters, as a record's head spells them.
func calendarWord(w string) bool {
	switch strings.ToLower(w) {
	case "jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "sept", "oct", "nov", "dec",
		"january", "february", "march", "april", "june", "july", "august", "september", "october", "november", "december",
		"mon", "tue", "wed", "thu", "fri", "sat", "sun", "monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday",
		"utc", "gmt", "cet", "cest", "est", "edt", "pst", "pdt":
		return true
	}
	return false
}

// clfRe is the head of a record in the common log format that HTTP
// servers write (nginx, Apache, Python's http.server): a client, two
// identities, then the time in brackets ("10.0.3.23 - - [18/Nov/2024:09:05:29").
var clfRe = lazy(`^\S+ \S+ \S+ \[\d\d/[A-Z][a-z]{2}/\d{4}:\d\d:\d\d:\d\d`)

// jsonRecordHead reports whether s is a JSON log record: an object whose
// first key is a level or a time, as structured loggers write them
// ({"level":"info",...}, {"ts":..., {"@timestamp":...).
func jsonRecordHead(s string) bool {
	k, ok := strings.CutPrefix(s, `{"`)
	if !ok {
		return false
	}
	k, _, ok = strings.Cut(k, `"`)
	if !ok {
		return false
	}
	switch k {
	case "level", "lvl", "severity", "time", "ts", "timestamp", "@timestamp", "t", "date":
		return true
	}
	return false
}

var dateRe = lazy(`^([A-Z]\d{4} |[A-Z][a-z]{2} +\d\d? )?(\d{4}[-/]\d\d[-/]\d\d|\d\d?:\d\d:\d\d)`)

// failShape follows the shapes a test runner's failure report takes in
// any language, line by line: the numbered names under a "Failures:"
// heading ("3) Cart#total adds tax"), the lines that say what was
// expected and what came ("expected: 0.3", "got: 0.31", "Expected 'Sun'
// to be 'Mon'."), and the -/+ lines of the diff under an assertion
// ("Difference (- actual, + expected):", "First differing element 1:").
// Such lines rarely carry an error word, and they are what a failure says.
type failShape struct {
	failures bool // under a heading that lists failures
	diff     int  // lines left in the diff an assertion opened
	blanks   int  // blank lines in a row inside it
}

// failShapeDiff is how many lines past its heading a diff is followed.
const failShapeDiff = 40

func (f *failShape) next(s string) bool {
	t := strings.TrimSpace(s)
	if t == "" {
		if f.blanks++; f.blanks > 1 {
			f.diff = 0
		}
		return false
	}
	f.blanks = 0
	if f.diff > 0 {
		f.diff--
		if diffMark(t) {
			return true
		}
	}
	if failuresHeading(t) {
		f.failures = true
		return true
	}
	if f.failures && numberedItem(t) {
		return true
	}
	if ruleLine(s) {
		return false
	}
	if expectation(t) {
		if diffOpener(t) {
			f.diff = failShapeDiff
		}
		return true
	}
	return false
}

// failuresHeading reports whether t heads a list of failures: "Failures:",
// "FAILURES", "Failed tests:", "3 failures:", "There were 2 failures:".
func failuresHeading(t string) bool {
	if len(t) > 40 {
		return false
	}
	if strings.HasSuffix(t, ":") && (strings.HasPrefix(t, "There were ") || strings.HasPrefix(t, "There was ")) {
		l := strings.ToLower(t)
		return strings.Contains(l, "failure") || strings.Contains(l, "error")
	}
	w := strings.ToLower(strings.Trim(t, "=-_*#:[] "))
	for len(w) > 0 && isDigit(w[0]) {
		w = strings.TrimLeft(w[1:], " ")
	}
	switch w {
	case "failures", "failure", "failed", "failing", "failed tests", "failed examples", "failing tests", "errors and failures", "failures and errors":
		return true
	}
	return false
}

// numberedItem reports whether t opens a numbered entry: "3) name",
// "12. name".
func numberedItem(t string) bool {
	i := 0
	for i < len(t) && isDigit(t[i]) {
		i++
	}
	return i > 0 && i+2 < len(t) && (t[i] == ')' || t[i] == '.') && t[i+1] == ' ' && t[i+2] != ' '
}

// expectation reports whether t (trimmed) says what a check expected or
// what it got, or that two values differ.
func expectation(t string) bool {
	for _, p := range []string{"expected:", "Expected:", "expected ", "Expected ", "but expected", "got:", "actual:", "Actual:", "received:", "Received:",
		"want:", "have:", "left:", "right:", "required:", "found:", "Difference", "Diff:", "Full diff", "- Expected", "+ Received", "- actual", "+ expected",
		"Snapshot name:"} { // (the stored value a snapshot check compared with)
		if strings.HasPrefix(t, p) {
			return true
		}
	}
	return strings.Contains(t, " differ") && (strings.Contains(t, " differing ") || strings.Contains(t, " differ:") || strings.HasSuffix(t, " differ"))
}

// diffOpener reports whether an expectation line opens a diff of two
// values, whose -/+ lines follow.
func diffOpener(t string) bool {
	l := strings.ToLower(t)
	return strings.Contains(l, "diff") || strings.Contains(l, "- expected") || strings.Contains(l, "+ expected") || strings.Contains(l, "- actual") || strings.HasSuffix(t, ":")
}

// diffMark reports whether t (trimmed) is a -/+ line of a values' diff
// ("-   src: 'x',", "+91"), not a file header ("--- a/x") or a rule.
func diffMark(t string) bool {
	return (t[0] == '-' || t[0] == '+') && (len(t) == 1 || t[1] != t[0])
}

// boilerplate reports whether s only points at documentation ("= help:
// for further information visit https://...", "See https://... for more
// details"): the same under every finding, and no part of what was found.
// Only: a warning that ends with such a pointer ("Module "net" has been
// externalized ... See https://... for more details.") says what was found
// before it, and stays. (A line of no class of its own: an error that
// names a URL stays.)
func boilerplate(s string) bool {
	if !strings.Contains(s, "://") {
		return false
	}
	l := strings.ToLower(s)
	found := false
	for _, w := range []string{"for further information", "for more information", "for more details", "for details", "to learn more", "learn more", "read more", "more info", "see also", "documentation"} {
		if strings.Contains(l, w) {
			l, found = strings.ReplaceAll(l, w, " "), true
		}
	}
	if !found {
		return false
	}
	// What is left besides the links and the words that point is the
	// line's own content: a pointer has none.
	own := 0
	for _, f := range strings.Fields(l) {
		f = strings.Trim(f, ".,:;()[]")
		switch {
		case f == "", strings.Contains(f, "://"), pointerWord[f]:
		default:
			own++
		}
	}
	return own <= 1
}

// pointerWord are the words around a link to documentation.
var pointerWord = map[string]bool{"=": true, "-": true, "->": true, "-->": true, "|": true, "help": true, "note": true, "hint": true, "info": true,
	"see": true, "visit": true, "please": true, "refer": true, "to": true, "the": true, "at": true, "here": true, "our": true, "docs": true, "on": true, "in": true, "for": true, "and": true}

// Bounds of keepFailingNames: the failure lines it reads names from, and
// the words of each it reads.
const (
	failNameLines = 200
	failNameWords = 16
)

// keepFailingNames keeps a line that repeats the name a failure line gave
// ("✘ [fail]: range › async lookup of holidays Rejected promise ..."
// above, "  range › async lookup of holidays" heading the details below):
// it says which failure the lines under it belong to. A name is two words
// or more of a failure line, whole words.
func keepFailingNames(ls []line) []line {
	names := map[string]bool{}
	n := 0
	for _, l := range ls {
		if n >= failNameLines {
			break
		}
		if l.cls != keep || !l.shown() || len(l.text) > 300 || !maybeError(l.text) {
			continue
		}
		n++
		w := strings.Fields(l.text)
		if len(w) > failNameWords {
			w = w[:failNameWords]
		}
		for i := range w {
			for j := i + 2; j <= len(w); j++ {
				if k := strings.Join(w[i:j], " "); len(k) >= 8 {
					names[k] = true
				}
			}
		}
	}
	if len(names) == 0 {
		return ls
	}
	for i, l := range ls {
		if l.cls != normal || !l.shown() || len(l.text) > 200 {
			continue
		}
		t := strings.TrimSpace(l.text)
		if len(t) < 8 || !strings.Contains(t, " ") {
			continue
		}
		if strings.Contains(t, "  ") || strings.ContainsAny(t, "\t") {
			t = strings.Join(strings.Fields(t), " ") // (rarely: most lines have single blanks)
		}
		if names[t] {
			ls[i].cls = keep
		}
	}
	return ls
}

// stepLine reports whether t (trimmed) opens with a step counter, as
// build tools write their progress ("[3/10] Building C object x.o",
// "[2/4] Fetching packages..."): each failure names its own place.
func stepLine(t string) bool {
	if len(t) < 6 || t[0] != '[' {
		return false
	}
	k := strings.IndexByte(t, ']')
	if k < 4 || k+1 >= len(t) || t[k+1] != ' ' {
		return false
	}
	if n, ok := strings.CutSuffix(strings.TrimSpace(t[1:k]), "%"); ok {
		// cmake's "[ 40%] Building C object x.o", "[ 90%] Linking C
		// executable app": a step under way, its verb in -ing (not
		// "[ 37%] Built target x", which says what got built).
		w, _, _ := strings.Cut(t[k+2:], " ")
		return n != "" && len(n) <= 3 && allDigits(n) && len(w) > 4 && strings.HasSuffix(w, "ing")
	}
	a, b, ok := strings.Cut(strings.TrimSpace(t[1:k]), "/")
	// (bazel's "[1,234 / 2,345] Compiling src/a.cc; 3s linux-sandbox")
	a, b = strings.ReplaceAll(strings.TrimSpace(a), ",", ""), strings.ReplaceAll(strings.TrimSpace(b), ",", "")
	return ok && a != "" && allDigits(a) && allDigits(b)
}

// doneStep reports whether t (trimmed) only says a step finished
// ("pickling environment... done", "Resolving deltas: done."): the next
// line says what came of it.
func doneStep(t string) bool {
	for _, end := range []string{"... done", "...done", "... done.", "...done.", ": done."} {
		if strings.HasSuffix(t, end) && len(t) > len(end) {
			return true
		}
	}
	// cmake's configure checks: "-- Detecting C compiler ABI info - done",
	// "-- Looking for pthread.h - found", "-- Performing Test X - Success",
	// "-- Check for working C compiler: /usr/bin/cc - skipped". (A check
	// that failed, "- not found", "- Failed", says a failure: it stays.)
	if strings.HasPrefix(t, "-- ") {
		for _, end := range []string{" - done", " - found", " - Success", " - skipped"} {
			if strings.HasSuffix(t, end) && !strings.HasSuffix(t, " - not found") {
				return true
			}
		}
	}
	return false
}

// pctStep reports whether t (trimmed) is a step under way with the share
// of the work done ("reading sources... [ 33%] api"). (Not cmake's "[ 37%]
// Built target x", which says what got built.)
func pctStep(t string) bool {
	i := strings.Index(t, "... [")
	if i < 0 {
		return false
	}
	i += len("... ")
	k := strings.Index(t[i:], "%]")
	if k < 0 {
		return false
	}
	n := strings.TrimSpace(t[i+1 : i+k])
	return n != "" && len(n) <= 3 && allDigits(n)
}

// unitCount reports whether t (short) counts a run's tests ("Ran 39 tests
// in 0.010s", "Executed 31 of 31 specs"): a number, then a word for what
// a test runner runs.
func unitCount(t string) bool {
	if len(t) > 100 || !strings.ContainsAny(t, "0123456789") {
		return false
	}
	f := strings.Fields(t)
	for i := 0; i+1 < len(f); i++ {
		if !allDigits(f[i]) {
			continue
		}
		switch strings.TrimRight(strings.ToLower(f[i+1]), ".,;:)") {
		case "test", "tests", "spec", "specs", "example", "examples", "assertion", "assertions", "suite", "suites", "scenario", "scenarios", "testcases", "cases":
			return true
		}
	}
	return false
}

// tally reports whether s counts what a run did in two or more numbers,
// each with its word ("4 upgraded, 81 newly installed, 0 to remove and 76
// not upgraded.", "12 passed, 3 skipped in 0.41s"): a summary, whatever
// the tool. Behind one word that labels it ("Plan: 7 to add, 0 to
// change, 0 to destroy.", terraform's), it is the same summary.
func tally(s string) bool {
	t := strings.TrimSpace(s)
	if len(t) > 160 || t == "" {
		return false
	}
	if !isDigit(t[0]) {
		if w, rest, ok := strings.Cut(t, ": "); ok && rest != "" && isDigit(rest[0]) && len(w) <= 16 && allLetters(w) {
			return tally(rest)
		}
		return unitCount(t)
	}
	if strings.IndexFunc(t, unicode.IsSpace) < 0 {
		return false // a number alone ("12345", seq's lines): no count with its word
	}
	n := 0
	for _, part := range strings.FieldsFunc(t, func(r rune) bool { return r == ',' || r == ';' }) {
		f := strings.Fields(part)
		if len(f) >= 2 && allDigits(f[0]) && f[1][0] >= 'a' && f[1][0] <= 'z' {
			n++
		}
	}
	return n >= 2
}

// Bounds of capFrameRuns: a run of JVM frames longer than frameRun keeps
// its first frameHead frames, and past them only frames in the packages
// those name.
const (
	frameRun  = 10
	frameHead = 5
)

// capFrameRuns shortens a deep JVM stack trace: where it was thrown (the
// first frames) and the frames of the same packages further down (the
// test or the code that called it) stay; the frameworks below them (a
// test runner, a web server, reflection) go. Each frame names a file
// and line, so without this a hundred frames of plumbing would stay.
func capFrameRuns(ls []line) []line {
	for i := 0; i < len(ls); i++ {
		if !jvmFrame(ls[i]) {
			continue
		}
		j := i
		for j < len(ls) && jvmFrame(ls[j]) {
			j++
		}
		if j-i > frameRun {
			roots := map[string]bool{}
			for k := i; k < i+frameHead; k++ {
				if r := frameRoot(ls[k].text); r != "" && !libStackFrame(ls[k].text) {
					roots[r] = true // (a test framework's assertion frames name no package of the program's)
				}
			}
			if len(roots) == 0 {
				// Thrown in the platform's code (a parallel stream's
				// reflection and fork-join frames first) or in a test
				// framework's (JUnit's assertEquals, six frames deep):
				// the first frame of other code is the program's,
				// where it called in, and its package's frames stay.
				for k := i + frameHead; k < j; k++ {
					if r := frameRoot(ls[k].text); r != "" && !libStackFrame(ls[k].text) {
						roots[r] = true
						break
					}
				}
			}
			for k := i + frameHead; k < j; k++ {
				if !roots[frameRoot(ls[k].text)] || frameRoot(ls[k].text) == "" {
					ls[k].cls = drop
				}
			}
			foldFrameworkRuns(ls[i:j])
		}
		i = j
	}
	return ls
}

// foldFrameworkRuns shortens, in a deep JVM trace, each run of three or
// more frames of a package root that has frameHead frames or more in the
// trace: a framework's (Spring's dispatcher, a server's filters), whose
// frames are its plumbing even where they come first. The run's first
// and last frame stay. The root of the first frame, where the exception
// was thrown (most often the project's code), is never a framework's.
func foldFrameworkRuns(ls []line) {
	count := map[string]int{}
	thrower := "" // the root of the first frame: where it was thrown, most often the project's own code
	for _, l := range ls {
		if r := frameRoot(l.text); l.cls != drop {
			count[r]++
			if thrower == "" {
				thrower = r
			}
		}
	}
	for i := 0; i < len(ls); {
		r := frameRoot(ls[i].text)
		if ls[i].cls == drop || r == "" || r == thrower || count[r] < frameHead {
			i++
			continue
		}
		// (Frames already dropped between two of the root's are part of
		// its run: the platform's reflection calls between Spring's.)
		j, last, n := i+1, i, 1
		for j < len(ls) && (ls[j].cls == drop || frameRoot(ls[j].text) == r) {
			if ls[j].cls != drop {
				last, n = j, n+1
			}
			j++
		}
		if n >= 3 {
			for k := i + 1; k < last; k++ {
				ls[k].cls = drop
			}
		}
		i = last + 1
	}
}

// jvmFrame reports whether l is a JVM stack frame ("\tat
// com.shop.Cart.total(Cart.java:12)", "at java.base/...(Native Method)").
func jvmFrame(l line) bool {
	if !l.shown() {
		return false
	}
	t := strings.TrimLeft(l.text, " \t")
	if !strings.HasPrefix(t, "at ") || !strings.HasSuffix(t, ")") {
		return false
	}
	k := strings.IndexByte(t, '(')
	return k > 3 && !strings.Contains(t[3:k], " ") && strings.Count(t[3:k], ".") >= 2
}

// frameRoot is a JVM frame's package root, its first two names
// ("com.shop"), or "" for the platform's own (java., jdk., sun., kotlin.).
func frameRoot(s string) string {
	t := strings.TrimPrefix(strings.TrimLeft(s, " \t"), "at ")
	if k := strings.IndexByte(t, '('); k > 0 {
		t = t[:k]
	}
	if k := strings.IndexByte(t, '/'); k >= 0 {
		t = t[k+1:] // a module: java.base/java.util...
	}
	f := strings.SplitN(t, ".", 3)
	if len(f) < 3 {
		return ""
	}
	switch f[0] {
	case "java", "javax", "jdk", "sun", "com.sun", "kotlin", "kotlinx", "scala":
		return ""
	}
	return f[0] + "." + f[1]
}

// raiseOrHandler reports whether s, a line of Python source, raises,
// handles an exception or is a comment: code that names an exception
// ("raise ValueError(...)", "except KeyError as err:", "# IndexError
// only occurs ..."), whatever happened when it ran.
func raiseOrHandler(s string) bool {
	t := strings.TrimLeft(s, " ")
	return strings.HasPrefix(t, "raise ") || strings.HasPrefix(t, "except ") || strings.HasPrefix(t, "except:") || strings.HasPrefix(t, "# ")
}

// allLetters reports whether w is one or more ASCII letters.
func allLetters(w string) bool {
	for i := 0; i < len(w); i++ {
		if !isLetter(w[i]) {
			return false
		}
	}
	return w != ""
}

// bareJVMFrame reports whether s (t, trimmed) is an indented JVM frame
// written without its "at ": a qualified method, no blank in it, and its
// place in parentheses ("depot.Shelf.put(Shelf.java:14)", "(Native
// Method)", "(Unknown Source)").
func bareJVMFrame(s, t string) bool {
	k := strings.IndexByte(t, '(')
	if len(t) == len(s) || k < 5 || !strings.HasSuffix(t, ")") || strings.ContainsAny(t[:k], " \t") || strings.Count(t[:k], ".") < 2 {
		return false
	}
	p := t[k+1 : len(t)-1]
	return p == "Native Method" || p == "Unknown Source" || strings.Contains(p, ".java:") || strings.Contains(p, ".kt:") || strings.Contains(p, ".scala:")
}

// setupShowFailed reports whether s is --setup-show's line for a test that
// failed or erred: its id, the fixtures it used, and the outcome's letter
// written right after them ("tests/a.py::test_x (fixtures used: db)F").
func setupShowFailed(s string) bool {
	t := strings.TrimSpace(s)
	return strings.Contains(t, "::") && strings.Contains(t, "(fixtures used: ") && (strings.HasSuffix(t, ")F") || strings.HasSuffix(t, ")E"))
}

// unixSeverity reports whether s ends in eslint --format unix's severity
// and rule: "[Error]", "[Error/no-var]", "[Warning/no-console]".
func unixSeverity(s string) bool {
	k := strings.LastIndex(s, " [")
	if k < 0 || !strings.HasSuffix(s, "]") {
		return false
	}
	sev, _, _ := strings.Cut(s[k+2:len(s)-1], "/")
	return sev == "Error" || sev == "Warning"
}

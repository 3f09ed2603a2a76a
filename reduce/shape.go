package reduce

import (
	"path/filepath"
	"slices"
	"strings"
)

// Output whose command does not name its tool (a compound command, a
// wrapper, a script, an unknown runner) is read by the generic reducer,
// which does not know a test stream's or a log's structure. shapeKind
// looks at the lines themselves: where the output has the shape a
// dedicated reducer reads (go test's events and results, git log's commit
// blocks, cargo test's runs, a pytest session), that reducer takes it.
// Only shapes whose reducer keeps every failure and folds no data: a diff
// stays with the generic rules, which keep each changed line, and a
// listing or a table the user asked for is not read as anything else.

// shapeSample is how many lines shapeKind reads: the shape shows early,
// and a long output is not read twice.
const shapeSample = 4000

// shapeKind returns the kind whose reducer reads the output's dominant
// shape, or "" when none does.
func shapeKind(ls []line) string {
	var goLines, goPkgs, nonBlank, commits, cargoRuns, cargoResults, pySessions, unitRuns, unitEnds, jsRuns int
	for i := 0; i < len(ls) && i < shapeSample; i++ {
		l := ls[i]
		if !l.shown() {
			continue
		}
		t := strings.TrimSpace(l.text)
		if t == "" {
			continue
		}
		nonBlank++
		switch {
		case goTestShape(t):
			goLines++
			if goPackageResult(t) {
				goPkgs++
			}
		case isCommitLine(l.text) && i+1 < len(ls) && commitField(ls[i+1].text):
			commits++
		case cargoRun(t):
			cargoRuns++
		case strings.HasPrefix(t, "test result: "):
			cargoResults++
		case pytestSession(t):
			pySessions++
		case jsTestTotal(t):
			jsRuns++
		case strings.HasPrefix(t, "Ran ") && unitCount(t):
			unitRuns++
		case unitRuns > 0 && (t == "OK" || strings.HasPrefix(t, "OK (") || strings.HasPrefix(t, "FAILED (")):
			unitEnds++
		}
	}
	switch {
	case pySessions > 0:
		return Pytest // (its own reducer reads what a session holds: go and cargo lines in it are test output)
	case cargoRuns > 0 && cargoResults > 0:
		return CargoTest
	case jsRuns > 0:
		return NpmTest
	case unitRuns > 0 && unitEnds > 0:
		return Pytest // unittest's report, which the pytest reducer reads (as Kind has it)
	case goLines >= shapeMin && (goLines*10 >= nonBlank || goPkgs > 0):
		return GoTest
	case commits >= 2 && startsWithCommit(ls):
		return GitLog
	}
	return ""
}

// shapeMin is how many lines of a test stream's own make its shape.
const shapeMin = 3

// goTestShape reports whether t (trimmed) is one of the lines go test
// writes itself: a test's start and result, a benchmark's result, a
// package's result, a test2json event.
func goTestShape(t string) bool {
	switch {
	case strings.HasPrefix(t, "=== RUN "), strings.HasPrefix(t, "=== PAUSE "), strings.HasPrefix(t, "=== CONT "), strings.HasPrefix(t, "=== NAME "),
		strings.HasPrefix(t, "--- FAIL: "), strings.HasPrefix(t, "--- PASS: "), strings.HasPrefix(t, "--- SKIP: "),
		strings.HasPrefix(t, "FAIL\t"), strings.HasPrefix(t, "ok  \t"), strings.HasPrefix(t, "?   \t") && strings.HasSuffix(t, "[no test files]"),
		strings.HasPrefix(t, "Benchmark") && strings.Contains(t, " ns/op"):
		return true
	case strings.HasPrefix(t, "{\"Time\":") || strings.HasPrefix(t, "{\"Action\":"):
		_, _, _, ok := goTestEvent(t)
		return ok
	}
	return false
}

// jsTestTotal reports whether t (trimmed) is the count a JS test runner
// ends its run with: jest's "Tests:       1 failed, 48 passed, 49 total",
// vitest's "Test Files  1 failed | 2 passed (3)", mocha's "12 passing
// (40ms)", node's "ℹ tests 12", bun's "Ran 125 tests across 9 files.".
func jsTestTotal(t string) bool {
	switch {
	case strings.HasPrefix(t, "Tests:") || strings.HasPrefix(t, "Test Suites:"):
		f := strings.Fields(t)
		return len(f) >= 3 && f[len(f)-1] == "total" && allDigits(f[len(f)-2])
	case strings.HasPrefix(t, "Test Files "):
		return strings.HasSuffix(t, ")") && (strings.Contains(t, " passed") || strings.Contains(t, " failed"))
	case vitestTests(t):
		return true
	case strings.HasPrefix(t, "ℹ tests "):
		return allDigits(strings.TrimPrefix(t, "ℹ tests "))
	case strings.HasPrefix(t, "Ran ") && strings.Contains(t, " across ") && strings.Contains(t, " file"):
		return unitCount(t)
	}
	n, rest, ok := strings.Cut(t, " ")
	return ok && allDigits(n) && strings.HasPrefix(rest, "passing (") && strings.HasSuffix(rest, ")")
}

// vitestTests reports whether t (trimmed) is vitest's count of tests,
// under its count of files: "Tests  2 failed | 14 passed (16)".
func vitestTests(t string) bool {
	n, ok := strings.CutPrefix(t, "Tests ")
	return ok && strings.HasSuffix(n, ")") && (strings.Contains(n, " passed") || strings.Contains(n, " failed") || strings.Contains(n, " skipped"))
}

// goPackageResult reports whether t (trimmed) is a package's result line
// ("ok  \texample.com/app/cart\t0.01s", "FAIL\texample.com/app/cart"):
// an import path after the tab.
func goPackageResult(t string) bool {
	rest, ok := strings.CutPrefix(t, "ok  \t")
	if !ok {
		rest, ok = strings.CutPrefix(t, "FAIL\t")
	}
	pkg, _, _ := strings.Cut(rest, "\t")
	return ok && pkg != "" && !strings.ContainsAny(pkg, " :") && strings.ContainsAny(pkg, "./")
}

// commitField reports whether s is the line under a commit's hash in git
// log's default formats: its author, or a merge's parents.
func commitField(s string) bool {
	return strings.HasPrefix(s, "Author: ") || strings.HasPrefix(s, "Merge: ")
}

// startsWithCommit reports whether the first non-blank line is a commit's
// hash: the output is a log, not a log quoted inside something else.
func startsWithCommit(ls []line) bool {
	for _, l := range ls {
		if l.shown() && strings.TrimSpace(l.text) != "" {
			return isCommitLine(l.text)
		}
	}
	return false
}

// cargoRun reports whether t is libtest's "running 12 tests" line.
func cargoRun(t string) bool {
	rest, ok := strings.CutPrefix(t, "running ")
	if !ok {
		return false
	}
	n, unit, ok := strings.Cut(rest, " ")
	return ok && allDigits(n) && (unit == "tests" || unit == "test")
}

// pytestSession reports whether t is one of the rules that head a pytest
// session's parts ("===== test session starts =====", "==== FAILURES
// ====", "=== short test summary info ===").
func pytestSession(t string) bool {
	if !strings.HasPrefix(t, "=====") || !strings.HasSuffix(t, "=====") {
		return false
	}
	switch strings.TrimSpace(strings.Trim(t, "=")) {
	case "test session starts", "short test summary info", "FAILURES", "ERRORS":
		return true
	}
	return false
}

// Sections: `ruff check . && pytest`, `tsc && jest` print a linter's
// findings, then a test run. The test run's reducer reads them well
// enough to keep them, but it folds none of them: where a test run's own
// output starts after sectionMin lines of another's, the lines before it
// are reduced by the generic rules (which group repeated diagnostics) and
// the test run's by its reducer.

// sectionMin is how many lines must come before a test run's start for
// them to be a section of their own.
const sectionMin = 8

// leadSection returns where the output of the test run kind reads starts
// in ls, when sectionMin lines or more of other output come before it;
// 0 when it starts at the top or is not found.
func leadSection(kind string, ls []line) int {
	if kind != Pytest && kind != NpmTest {
		return 0
	}
	for i := 0; i < len(ls) && i < shapeSample; i++ {
		if !ls[i].shown() {
			continue
		}
		if t := strings.TrimSpace(ls[i].text); kind == Pytest && pytestStart(t) || kind == NpmTest && jsTestStart(t) {
			if i < sectionMin || cutReport(kind, ls[:i]) {
				return 0
			}
			return i
		}
	}
	return 0
}

// cutReport reports whether the lines before a test run's first start
// line are the run's own report, its head cut off (npm test | tail -80):
// a failure's marks stand among them (jest's "● suite › test", a code
// frame's pointed line, pytest's "E   " lines and its test's rule).
func cutReport(kind string, ls []line) bool {
	for _, l := range ls {
		t := strings.TrimSpace(l.text)
		switch kind {
		case NpmTest:
			if strings.HasPrefix(t, "● ") || jsPointedRe.MatchString(t) {
				return true
			}
		case Pytest:
			if strings.HasPrefix(l.text, "E   ") || strings.HasPrefix(t, "___") && strings.HasSuffix(t, "___") {
				return true
			}
		}
	}
	return false
}

// jsPointedRe is the line a JS code frame points at ("> 24 |     expect(").
var jsPointedRe = lazy(`^>\s*\d+ \|`)

// statusAfterGit returns, for a git status that a git diff, log or show
// printed before (git diff && git status -sb: a line's last command names
// its kind), that command's kind and where the status starts ("## main",
// "On branch main"), sectionMin lines down or more; at is 0 otherwise.
// The diff is read by its reducer, the status by git status's.
func statusAfterGit(kind string, ls []line) (string, int) {
	if kind != GitStatus || len(ls) == 0 {
		return "", 0
	}
	var lead string
	switch t := ls[0].text; {
	case strings.HasPrefix(t, "diff --git "):
		lead = GitDiff
	case isCommitLine(t):
		lead = GitLog
	default:
		return "", 0
	}
	for i := sectionMin; i < len(ls); i++ {
		if t := ls[i].text; ls[i].shown() && (strings.HasPrefix(t, "## ") || strings.HasPrefix(t, "On branch ") || strings.HasPrefix(t, "HEAD detached ")) {
			return lead, i
		}
	}
	return "", 0
}

// pytestStart reports whether t (trimmed) is the first line of a pytest
// run: its session rule, or with -q its first progress line ("..F.
// [ 40%]").
func pytestStart(t string) bool {
	if strings.HasPrefix(t, "=") {
		return strings.TrimSpace(strings.Trim(t, "=")) == "test session starts"
	}
	if !strings.HasSuffix(t, "%]") {
		return false
	}
	k := strings.LastIndex(t, "[")
	return k > 0 && strings.Trim(strings.TrimSpace(t[:k]), ".FEsxX") == ""
}

// jsTestStart reports whether t (trimmed) is the first line of a JS test
// run: jest's result for a file ("PASS src/a.test.js", "FAIL ..."),
// vitest's or bun's banner (" RUN  v1.6.0 /app", "bun test v1.1.8"),
// or the head of a block jest prints for what a test logged ("console.log"),
// which comes before its file's result.
func jsTestStart(t string) bool {
	if slices.Contains(consoleCalls, t) {
		return true
	}
	if rest, ok := strings.CutPrefix(t, "PASS "); ok {
		return testFile(rest)
	}
	if rest, ok := strings.CutPrefix(t, "FAIL "); ok {
		return testFile(rest)
	}
	return strings.HasPrefix(t, "RUN  v") || strings.HasPrefix(t, "bun test v")
}

// testFile reports whether s starts with a JS test file's path
// ("src/a.test.js", "test/cart.spec.ts (5 ms)").
func testFile(s string) bool {
	f, _, _ := strings.Cut(s, " ")
	for _, ext := range []string{".js", ".ts", ".mjs", ".cjs", ".jsx", ".tsx"} {
		if strings.HasSuffix(f, ext) && (strings.Contains(f, ".test.") || strings.Contains(f, ".spec.") || strings.Contains(f, "test")) {
			return true
		}
	}
	return false
}

// tailSection returns where the lines after the test run kind reads
// start in ls, when sectionMin lines or more come after its closing
// summary (pytest's "=== 2 failed, 9 passed in 0.31s ===", jest's "Ran
// all test suites.", vitest's "Duration ..."); 0 when none do.
func tailSection(kind string, ls []line) int {
	if kind != Pytest && kind != NpmTest {
		return 0
	}
	for i := len(ls) - 1; i >= 0 && i >= len(ls)-shapeSample; i-- {
		if !ls[i].shown() {
			continue
		}
		if t := strings.TrimSpace(ls[i].text); kind == Pytest && pytestEnd(t) || kind == NpmTest && jsTestEnd(t) {
			if len(ls)-(i+1) < sectionMin {
				return 0
			}
			return i + 1
		}
	}
	return 0
}

// pytestEnd reports whether t (trimmed) is the line a pytest run ends
// with: its counts and time ("==== 2 failed, 9 passed in 0.31s ====",
// with -q without the rule).
func pytestEnd(t string) bool {
	t = strings.TrimSpace(strings.Trim(t, "="))
	if k := strings.LastIndex(t, " ("); k > 0 && strings.HasSuffix(t, ")") {
		t = t[:k] // "in 2.10s (0:00:02)"
	}
	k := strings.LastIndex(t, " in ")
	if k < 0 || !strings.HasSuffix(t, "s") || !tally(t[:k]+",") && !unitCount(t) && !countWord(t[:k]) {
		return false
	}
	d := strings.TrimSuffix(t[k+4:], "s")
	return d != "" && strings.Trim(d, "0123456789.") == ""
}

// countWord reports whether t is one count with its word ("3 passed").
func countWord(t string) bool {
	n, w, ok := strings.Cut(t, " ")
	return ok && allDigits(n) && w != "" && !strings.Contains(w, " ")
}

// jsTestEnd reports whether t (trimmed) is the line a jest or vitest run
// ends with.
func jsTestEnd(t string) bool {
	return strings.HasPrefix(t, "Ran all test suites") || strings.HasPrefix(t, "Duration ") && strings.HasSuffix(t, ")")
}

// reduceSections reduces a leading section of another tool's output by
// lead's reducer (the generic rules, or make's for what make printed
// before its tests) and the rest by kind's; only the first marker names
// the full output. (A short output's sections are read as short: see
// smallBytes.)
func reduceSections(leadKind, kind string, ls []line, at int, path string, small bool) (string, bool) {
	lead, om1 := reduceAs(leadKind, ls[:at:at], path, small) // (capped: a pass that appends cannot write over the rest)
	rest := path
	if strings.Contains(lead, path) {
		rest = "" // (named: the later markers are brief)
	}
	run, om2 := reduceAs(kind, ls[at:], rest, small)
	return lead + run, om1 || om2
}

// reduceTail reduces a test run by kind's reducer and the lines another
// tool printed after it (ls[at:]) by tail's; only the first marker names
// the full output.
func reduceTail(kind, tail string, ls []line, at int, path string, small bool) (string, bool) {
	run, om1 := reduceAs(kind, ls[:at:at], path, small)
	rest := path
	if strings.Contains(run, path) {
		rest = ""
	}
	after, om2 := reduceAs(tail, ls[at:], rest, small)
	return run + after, om1 || om2
}

// Reading a command line: hooktool reduce runs one command, but a shell
// line (what a PostToolUse hook sees, what a fixture records) may chain
// several or run one under a wrapper. lineKind splits argv at the
// shell's list and pipe operators and finds the kind of the command that
// prints the output; unwrap sees past a wrapper.

// listOps are the words that end a command in a shell line.
func listOp(w string) bool {
	switch w {
	case "&&", "||", ";", "|", "|&", "&":
		return true
	}
	return false
}

// lineKind is Kind for a command line of several commands (argv split on
// blanks, with its operators as words): the kind of the command whose
// output it is. In a pipeline, the first command's (a filter after it,
// head or grep, keeps its shape); in a list, the one command with a
// reducer, or the last test run among them, or the last of them; shell
// builtins and echo, which print little or nothing, do not count. ok is false when argv holds no
// operator.
func lineKind(argv []string) (string, bool) {
	var cmds [][]string
	start, inPipe := 0, false
	var q byte // the quote a word of a line split on blanks is inside
	for i, w := range argv {
		opens := q
		for k := 0; k < len(w); k++ {
			switch c := w[k]; {
			case q == 0 && (c == '\'' || c == '"'):
				q = c
			case c == q:
				q = 0
			}
		}
		if opens != 0 || q != 0 || !listOp(w) && !strings.HasSuffix(w, ";") {
			continue // (an awk program's "{print $1;", a quoted "&&")
		}
		end := i
		if strings.HasSuffix(w, ";") && w != ";" {
			end = i + 1 // "cd x;" as one word
		}
		if !inPipe && end > start {
			c := argv[start:end]
			if end == i+1 {
				c = append(append([]string(nil), argv[start:i]...), strings.TrimSuffix(w, ";"))
			}
			cmds = append(cmds, c)
		}
		inPipe = w == "|" || w == "|&"
		start = i + 1
	}
	if len(cmds) == 0 && start == 0 {
		return "", false
	}
	// (A pipeline that ends in head or tail: the agent bounded what it
	// asked to read. What it reads is a listing's or a report's own lines
	// then, as cat prints them, unless a tool with a reducer wrote them.)
	bounded := inPipe && start < len(argv) && (filepath.Base(argv[start]) == "head" || filepath.Base(argv[start]) == "tail")
	if !inPipe && start < len(argv) {
		cmds = append(cmds, argv[start:])
	}
	kind, all := "", ""
	printOnly := true
	for _, c := range cmds {
		c = unwrap(c, true)
		if len(c) == 0 || quiet(filepath.Base(c[0])) {
			continue
		}
		switch k := Kind(c); k {
		case Print:
			all = Print
		case Generic:
			printOnly = false
		default:
			if !testRun(kind) || testRun(k) {
				kind = k
			}
			printOnly = false
		}
	}
	switch {
	case kind != "":
		return kind, true
	case printOnly && all == Print:
		return Print, true
	case bounded:
		return Bounded, true
	}
	return Generic, true
}

// testRun reports whether kind is a test runner's: its reducer reads the
// other commands' output of a line well (a build's, an install's, a
// linter's: their failures are failures to it too), while theirs would
// sample a test report's failures away.
func testRun(kind string) bool {
	switch kind {
	case GoTest, NpmTest, Pytest, CargoTest:
		return true
	}
	return false
}

// quiet reports whether a command prints little or nothing of its own:
// shell builtins that set up the next command, and echo.
func quiet(name string) bool {
	switch name {
	case "cd", "pushd", "popd", "export", "set", "unset", "source", ".", "true", ":", "ulimit", "umask", "alias", "echo", "printf", "sleep", "mkdir", "rm", "cp", "mv", "touch":
		return true
	}
	return false
}

// unwrap drops what only runs the rest of a command: variable
// assignments (A=1 cmd), and the wrappers that pass their command's
// output through unchanged (env, nice, nohup, stdbuf, timeout 60, and a
// project runner's "run" or "exec": uv run, poetry run, bundle exec,
// pnpm exec, npm exec --).
// shell adds the shell's own words (time, exec, command, and the
// keywords a command follows in a compound one: if, then, do, !), which
// only a shell line holds: an argv to run never starts with them, and
// the rewrite's wrap before one would not run.
func unwrap(c []string, shell bool) []string {
	for len(c) > 0 {
		w := c[0]
		if k := strings.IndexByte(w, '='); k > 0 && isName(w[:k]) {
			c = c[1:]
			continue
		}
		switch filepath.Base(w) {
		case "time", "exec", "command", "if", "then", "else", "elif", "do", "while", "until", "!", "{":
			if !shell {
				return c
			}
			c = skipOpts(c[1:])
			continue
		case "env", "nice", "nohup", "stdbuf":
			c = skipOpts(c[1:])
			continue
		case "timeout":
			if c = skipOpts(c[1:]); len(c) > 0 {
				c = c[1:] // the duration
			}
			continue
		case "uv", "poetry", "pipenv", "pdm", "hatch", "rye", "bundle":
			if len(c) > 1 && (c[1] == "run" || c[1] == "exec") {
				c = skipOpts(c[2:])
				continue
			}
		case "npm", "pnpm", "yarn":
			if len(c) > 1 && (c[1] == "exec" || c[1] == "dlx" || c[1] == "x") {
				c = skipOpts(c[2:]) // (npm exec -- eslint .)
				continue
			}
		}
		return c
	}
	return c
}

// skipOpts drops a wrapper's options, and the number after one ("nice
// -n 5", "timeout -k 5 60": the duration is the wrapper's own to skip).
func skipOpts(c []string) []string {
	for len(c) > 0 && strings.HasPrefix(c[0], "-") && c[0] != "--" {
		c = c[1:]
		if len(c) > 1 && allDigits(c[0]) {
			c = c[1:]
		}
	}
	if len(c) > 0 && c[0] == "--" {
		c = c[1:]
	}
	return c
}

// isName reports whether s is a shell variable's name.
func isName(s string) bool {
	for i := 0; i < len(s); i++ {
		c := s[i]
		if !(c == '_' || c >= 'A' && c <= 'Z' || c >= 'a' && c <= 'z' || i > 0 && isDigit(c)) {
			return false
		}
	}
	return s != ""
}

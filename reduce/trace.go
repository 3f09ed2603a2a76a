package reduce

import "strings"

// This file holds shapes of test runs and tracebacks that any tool may
// print, read whatever the reducer: an exception group's gutter, a
// unit's pass written as a tag or a JUnit case, the usage text a command
// prints after it refused its arguments, a unit's start line under its
// result, runs of a library's frames, the passing tests of a TAP stream
// or of a runner that writes blocks ending in "ok", and headings every
// failure repeats (compact's echoes).

// ungutter is s without the gutter Python draws down the left of an
// exception group's members ("  |   File ...", "    | ValueError: x"):
// inside it, a traceback's frames have their usual shape, and a frame in
// a library is one whoever prints it. So is the gutter of a service's
// name that docker compose (and the like) writes before each line of its
// logs ("worker-1  | ").
func ungutter(s string) string {
	t := strings.TrimLeft(s, " ")
	if r, ok := strings.CutPrefix(t, "| "); ok {
		return r
	}
	if k := strings.Index(t, " | "); k > 0 && k < 48 {
		name := strings.TrimRight(t[:k], " ")
		ok := name != ""
		for i := 0; i < len(name) && ok; i++ {
			ok = isWord(name[i]) || name[i] == '-' || name[i] == '.'
		}
		if ok {
			return t[k+3:]
		}
	}
	return s
}

// tagPass reports whether t (trimmed) starts with a pass written as a tag
// in brackets or parentheses: "(pass) cart > adds [0.1ms]" (bun), "[PASS]
// name", "[       OK ] Suite.Name (0 ms)" (googletest). The word must be
// the whole tag: "[pass-through]" is no status.
func tagPass(t string) bool {
	if len(t) < 4 || t[0] != '(' && t[0] != '[' {
		return false
	}
	end := ")"
	if t[0] == '[' {
		end = "]"
	}
	k := strings.Index(t, end)
	if k < 0 || k+1 < len(t) && t[k+1] != ' ' {
		return false
	}
	switch strings.ToLower(strings.TrimSpace(t[1:k])) {
	case "pass", "passed", "ok":
		return true
	}
	return false
}

// xmlPass reports whether t (trimmed) is a JUnit XML report's test case
// closed on its own line (`<testcase name="adds" time="0.01"/>`): one
// that failed holds a <failure> or <error> element, one that passed
// nothing.
func xmlPass(t string) bool {
	return strings.HasPrefix(t, "<testcase ") && strings.HasSuffix(t, "/>")
}

// usageMin is the fewest lines a usage text has before it is folded: a
// short one (a line or two of synopsis) costs little and may say how to
// call the command right.
const usageMin = 8

// dropUsage omits the usage text a command prints after an error it
// reported ("npm error Usage:", cobra's "Usage:" and "Flags:" after
// "Error: unknown flag"): the error says what went wrong, and the text
// is the command's manual, the same on every run. It runs from a
// "Usage:" heading through the synopsis, option lines, indented
// descriptions, blank lines and headings ("Options:", "aliases: ...")
// up to the first line of another shape (npm's `Run "npm help ci" for
// more info`). A prefix the tool writes on every line ("npm error ") is
// read past. A usage text before any error (argparse prints it above its
// error line) stays, and so does a short one.
func dropUsage(ls []line) []line {
	pfx := linePrefix(ls)
	failed := false
	for i := 0; i < len(ls); i++ {
		if !ls[i].shown() {
			continue
		}
		t := unprefix(ls[i].text, pfx)
		if !failed || !usageHead(t) {
			failed = failed || ls[i].cls == keep
			continue
		}
		j := i + 1
		for ; j < len(ls); j++ {
			if !ls[j].shown() {
				continue
			}
			// (An error said at the margin ends it: "unknown flag: --x"
			// printed under the text is the error, not a heading.)
			if u := unprefix(ls[j].text, pfx); j > i+1 && (!usageBody(u) || u != "" && u[0] != ' ' && u[0] != '\t' && important(u)) {
				break
			}
		}
		if j-i >= usageMin {
			for k := i; k < j; k++ {
				if ls[k].shown() {
					ls[k].cls = drop
				}
			}
		}
		i = j - 1
	}
	return ls
}

// unprefix is s past the prefix pfx (see linePrefix); a line of the
// prefix alone is blank.
func unprefix(s, pfx string) string {
	if pfx != "" && s+" " == pfx {
		return ""
	}
	return strings.TrimPrefix(s, pfx)
}

// usageHead reports whether t heads a usage text: "Usage:", "usage: prog
// [flags]", "Usage of prog:".
func usageHead(t string) bool {
	t = strings.TrimSpace(t)
	for _, h := range []string{"Usage:", "usage:", "USAGE:", "Usage of "} {
		if strings.HasPrefix(t, h) {
			return h != "Usage of " || strings.HasSuffix(t, ":")
		}
	}
	return false
}

// usageBody reports whether t is a line of a usage text: blank, indented,
// an option ("--flag", "[--flag]", "-h, --help"), or a short heading
// ("Options:", "Global Flags:", "aliases: ci, ic").
func usageBody(t string) bool {
	if strings.TrimSpace(t) == "" || t[0] == ' ' || t[0] == '\t' || t[0] == '-' || t[0] == '[' {
		return true
	}
	head, rest, _ := strings.Cut(t, ":")
	if len(head) > 24 || len(head) == len(t) || strings.Count(head, " ") > 2 {
		return false
	}
	// A heading alone ("Global Flags:"), or one word and a list
	// ("aliases: ci, ic"); "unknown flag: --x" is a message.
	return rest == "" || rest[0] == ' ' && !strings.ContainsAny(rest, "\"`") && !strings.Contains(head, " ")
}

// linePrefix returns the prefix a tool writes on nearly every line of its
// output, one or two words and a space ("npm error ", "remote: "), or "":
// what a line says comes after it. (Four lines in five, ten at least; no
// digit in it: a time or a count differs from line to line anyway.)
func linePrefix(ls []line) string {
	cands := map[string]int{}
	n := 0
	for _, l := range ls {
		if !l.shown() || strings.TrimSpace(l.text) == "" {
			continue
		}
		n++
		if n > 400 {
			break // (the head says it; a long output's tail need not be read)
		}
		s := l.text + " " // (a line of the prefix alone has it too)
		for w, k := 0, 0; w < 2; w++ {
			e := strings.IndexByte(s[k:], ' ')
			if e <= 0 {
				break
			}
			k += e + 1
			p := s[:k]
			if strings.ContainsAny(p, "0123456789\t") {
				break
			}
			cands[p]++
		}
	}
	best := ""
	for p, c := range cands {
		if n >= 10 && c*5 >= n*4 && len(p) > len(best) {
			best = p
		}
	}
	return best
}

// echoIsland is the most lines an island of echoes has (see
// foldEchoIslands).
const echoIsland = 2

// foldEchoIslands folds into one gap an island of one or two kept lines
// between two gaps when each says, word for word, a line shown above it:
// every failure of a run opens with "Traceback (most recent call last):"
// or "Full diff:", and past the first, such a line between two markers
// only costs a marker more. Such a line at the head of a longer island,
// right under a gap, joins the gap. (A line of its own, a failure's message or
// place, differs from the others and stays; so does a line that names a
// place or a number, even one said before: a compiler's error printed
// twice, a diff's header in two commits.)
func foldEchoIslands(lines []line, kept []bool) {
	seen := map[string]bool{}
	n := len(lines)
	echo := func(k int) bool {
		l := lines[k]
		return l.shown() && !l.clipped && seen[l.text] && !placed(l.text)
	}
	for i := 0; i < n; {
		if !kept[i] {
			i++
			continue
		}
		j := i
		for j < n && kept[j] {
			j++
		}
		// (Not beside lines a summary stands for: what it names is
		// read against the lines around them.)
		gapBefore := i > 0 && lines[i-1].shown()
		gapAfter := j < n && lines[j].shown()
		all := gapBefore && gapAfter && j-i <= echoIsland
		for k := i; k < j && all; k++ {
			all = echo(k)
		}
		if all {
			for k := i; k < j; k++ {
				kept[k] = false
			}
			i = j
			continue
		}
		// A heading echoed at an island's head, under a gap, joins that
		// gap: the one over each traceback after the first.
		for gapBefore && i < j && echo(i) && strings.HasSuffix(lines[i].text, ":") {
			kept[i] = false
			i++
		}
		for k := i; k < j; k++ {
			if lines[k].shown() {
				seen[lines[k].text] = true
			}
		}
		i = j
	}
}

// placed reports whether s names a place or a quantity (a digit, a
// path) or is a diff's change: the same change in two hunks is two.
func placed(s string) bool {
	return strings.ContainsAny(s, "0123456789/\\") || strings.ContainsAny(s[:min(2, len(s))], "+-") // (a combined diff's " +")
}

// dropStartLines omits the line a test runner prints as a unit starts
// when the next line is the unit's result, the same name behind a status
// ("    adds a line:" then "  ✔ adds a line: 0ms" or "  1) adds a line",
// as mocha's list reporter writes them, a terminal drawing the second
// over the first): the result says all the first said.
func dropStartLines(ls []line) []line {
	for i := 0; i+1 < len(ls); i++ {
		a, b := ls[i], ls[i+1]
		if !a.shown() || !b.shown() || a.cls == keep {
			continue
		}
		if startsResult(a.text, b.text) || a.text != "" && withoutTiming(b.text) == a.text {
			ls[i].cls = drop // (the name behind the result: "Running X", then "Tests run: 6, ... in X")
			continue
		}
		name := strings.TrimSuffix(strings.TrimSpace(a.text), ":")
		if len(name) < 6 {
			continue
		}
		t := strings.TrimSpace(b.text)
		k := strings.Index(t, name)
		if k <= 0 || k > 12 || !statusTokens(t[:k]) {
			continue
		}
		ls[i].cls = drop
	}
	return ls
}

// withoutTiming returns s with its one parenthesized duration taken out
// (mix test --trace's "  * test post/1 (0.00ms) [L#9]" is its start line
// "  * test post/1 [L#9]" once timed), or "" when it has none.
func withoutTiming(s string) string {
	for k := strings.Index(s, " ("); k >= 0; {
		e := strings.IndexByte(s[k:], ')')
		if e < 0 {
			return ""
		}
		if d := s[k+2 : k+e]; d != "" && isDigit(d[0]) && strings.TrimRight(strings.TrimLeft(d, "0123456789."), "µmsn") == "" && strings.ContainsAny(d, "sm") {
			return s[:k] + s[k+e+1:]
		}
		n := strings.Index(s[k+1:], " (")
		if n < 0 {
			return ""
		}
		k += 1 + n
	}
	return ""
}

// statusTokens reports whether s is the words a test runner writes before
// a unit's name to say how it went: a mark, a status word, a number
// ("✔ ", "1) ", "not ok 3 - ", "PASS ").
func statusTokens(s string) bool {
	fs := strings.Fields(s)
	if len(fs) == 0 {
		return false
	}
	for _, f := range fs {
		switch strings.ToLower(f) {
		case "✔", "✓", "√", "✗", "✖", "✘", "×", "-", "ok", "not", "pass", "passed", "fail", "failed", "error", "skip", "skipped":
			continue
		}
		if allDigits(strings.TrimSuffix(strings.TrimSuffix(f, ")"), ".")) {
			continue
		}
		return false
	}
	return true
}

// libRunMin is the fewest library frames in a row folded by
// foldLibFrames: the first and the last stay, the ones between go.
const libRunMin = 3

// foldLibFrames shortens each run of stack frames in a runtime's or a
// dependency's code (a gem, node_modules, the language's own library):
// the first says where the user's call entered it, the last where it
// came back out (or where the error was raised in it), and the frames
// between are its plumbing. Runs of the user's frames stay whole. Ruby
// ("from /usr/lib/ruby/3.1.0/csv.rb:1217:in `foreach'", rspec's "#
// ./x.rb:3:in"), node ("at f (/app/node_modules/x/index.js:3:9)") and
// PHP ("#3 /app/vendor/x/Y.php(12): f()") and valgrind's (native.go)
// frames are read; Python's and the JVM's have their own rules.
func foldLibFrames(ls []line) []line {
	// (Go's frames are two lines each, rich's are boxed, and a
	// sanitizer's shadow dump marks its row: crash.go.)
	ls = foldPyLibFrames(foldNativeFrames(foldMarkedDump(foldBoxedLibFrames(foldGoStdFrames(ls)))))
	for i := 0; i < len(ls); {
		if !ls[i].shown() || !libFrame(ls[i].text) && !memcheckLibFrame(ls[i].text) {
			i++
			continue
		}
		j := i + 1
		for j < len(ls) && ls[j].shown() && (libFrame(ls[j].text) || memcheckLibFrame(ls[j].text)) {
			j++
		}
		if j-i >= libRunMin {
			for k := i + 1; k < j-1; k++ {
				ls[k].cls = drop
			}
		}
		i = j
	}
	return ls
}

// libFrame reports whether s is a stack frame (see frameLoc) at a path in
// a runtime's or a dependency's code.
func libFrame(s string) bool {
	if jarFrame(s) {
		return true
	}
	loc, ok := frameLoc(s)
	if !ok {
		return false
	}
	if maybeLibFrame(loc) && libFrameRe.MatchString(loc) {
		return true
	}
	for _, p := range []string{"/gems/", "/lib/ruby/", "<internal:", "/vendor/", "/pkg/mod/", "/.cargo/registry/", "/usr/share/perl", "/usr/lib/", "/usr/local/lib/", "node_modules/", "node:"} {
		if strings.Contains(loc, p) {
			return true
		}
	}
	return false
}

// jarFrame reports whether s is a JVM frame whose origin, written after
// it as logback and Spring Boot do ("at org.x.Y.m(Y.java:12)
// ~[spring-web-5.3.31.jar:5.3.31]"), is a jar: a dependency's code. The
// project's own classes come from a folder ("~[classes/:na]") and the
// platform's from a module ("~[na:na]", folded with the platform's frames).
func jarFrame(s string) bool {
	t := strings.TrimLeft(s, " \t")
	if !strings.HasPrefix(t, "at ") || !strings.HasSuffix(t, "]") {
		return false
	}
	k := strings.LastIndex(t, ") ")
	if k < 0 {
		return false
	}
	o := strings.TrimPrefix(t[k+2:], "~")
	if !strings.HasPrefix(o, "[") || strings.ContainsAny(o, " \t") {
		return false
	}
	name, _, _ := strings.Cut(o[1:], ":")
	return strings.HasSuffix(strings.TrimSuffix(name, "!/"), ".jar")
}

// frameLoc returns the place a stack frame names, for the frame shapes
// of Ruby ("path:12:in `name'", behind "from " or "# "), JavaScript ("at
// name (path:3:9)", "at path:3:9") and PHP ("#3 path(12): name()").
func frameLoc(s string) (string, bool) {
	t := strings.TrimLeft(s, " \t")
	switch {
	case strings.HasPrefix(t, "at "):
		t = t[3:]
		if strings.HasSuffix(t, ")") {
			k := strings.LastIndex(t, " (")
			if k < 0 {
				return "", false
			}
			t = t[k+2 : len(t)-1]
		}
		// path:line:column
		c := strings.LastIndexByte(t, ':')
		if c < 0 || !allDigits(t[c+1:]) || c+1 == len(t) {
			return "", false
		}
		l := strings.LastIndexByte(t[:c], ':')
		if l <= 0 || !allDigits(t[l+1:c]) || l+1 == c || strings.ContainsAny(t[:l], " \t") {
			return "", false
		}
		return t[:l], true
	case strings.HasPrefix(t, "#") && len(t) > 1 && isDigit(t[1]):
		k := strings.IndexByte(t, ' ')
		if k < 0 || !allDigits(t[1:k]) {
			return "", false
		}
		p, _, ok := strings.Cut(t[k+1:], "): ")
		o := strings.LastIndexByte(p, '(')
		if !ok || o <= 0 || !allDigits(p[o+1:]) {
			return "", false
		}
		return p[:o], true
	}
	t = strings.TrimPrefix(strings.TrimPrefix(t, "from "), "# ")
	p, _, ok := strings.Cut(t, ":in ")
	if !ok {
		return "", false
	}
	k := strings.LastIndexByte(p, ':')
	if k <= 0 || !allDigits(p[k+1:]) || k+1 == len(p) || strings.ContainsAny(p[:k], " \t") {
		return "", false
	}
	return p[:k], true
}

// dropPassingTapNames omits, in a TAP stream, what it says of a test that
// passed: the "# name" comment over a test whose assertions all passed
// (tape writes each test's name so, then its "ok N ..." lines; node's
// runner writes "# Subtest: name" over its "ok N - name"), and the YAML
// block under an "ok" line ("  ---", "  duration_ms: 2.7", "  ...") unless
// it carries a finding's severity (eslint lists a file's warnings under
// its "ok" line). The passes go as passing lines, and what a failing test
// says stays (the name over a "not ok": keepTapNames).
func dropPassingTapNames(ls []line) []line {
	// okBlock returns the end of the "ok" line at i with its YAML block,
	// or i if ls[i] is no "ok" line.
	okBlock := func(i int) int {
		if !ls[i].shown() || !strings.HasPrefix(strings.TrimLeft(ls[i].text, " "), "ok ") {
			return i
		}
		j := i + 1
		if j < len(ls) && ls[j].shown() && strings.TrimSpace(ls[j].text) == "---" {
			ind := indent(ls[j].text)
			for k := j + 1; k < len(ls) && k <= j+tapBlockMax && ls[k].shown() && indent(ls[k].text) >= ind; k++ {
				if strings.HasPrefix(strings.TrimSpace(ls[k].text), "severity:") {
					return j // a lint finding a linter passes its file with (eslint's warnings)
				}
				if strings.TrimSpace(ls[k].text) == "..." && indent(ls[k].text) == ind {
					for x := j; x <= k; x++ {
						if !important(ls[x].text) {
							ls[x].cls = drop
						}
					}
					return k + 1
				}
			}
		}
		return j
	}
	for i := 0; i < len(ls); i++ {
		t := strings.TrimLeft(ls[i].text, " ")
		// (A name is one blank past its "#": a comment indented further
		// is a failure's diagnostic, "#     expected: 128", that the
		// passes after it do not make a name.)
		if !ls[i].shown() || ls[i].syn || important(t) || !strings.HasPrefix(t, "# ") || len(t) < 3 || t[2] == ' ' || tapCount(t) {
			i = max(i, okBlock(i)-1)
			continue
		}
		j := i + 1
		for j < len(ls) {
			e := okBlock(j)
			if e == j {
				break
			}
			j = e
		}
		if j == i+1 {
			continue
		}
		if j == len(ls) || !ls[j].shown() || strings.HasPrefix(strings.TrimLeft(ls[j].text, " "), "# ") || strings.HasPrefix(strings.TrimLeft(ls[j].text, " "), "1..") || strings.TrimSpace(ls[j].text) == "" {
			ls[i].cls = drop
		}
		i = j - 1
	}
	return ls
}

// tapBlockMax bounds the YAML block under a passing TAP line that
// dropPassingTapNames reads.
const tapBlockMax = 20

// passBlockMax bounds a passing unit's block dropPassedBlocks reads.
const passBlockMax = 16

// dropPassedBlocks omits the blocks of units that passed where a runner
// writes each unit as a block under one heading, ending in a bare "ok"
// (doctest -v: "Trying:", the example, "Expecting:", the value, "ok"):
// the passes go as passing lines do, and a block that failed (no "ok"
// under it, a failure report instead) stays. The heading must open three
// blocks or more, so a lone "ok" under something else is left alone.
func dropPassedBlocks(ls []line) []line {
	type block struct{ from, to int } // ls[from] the heading, ls[to] the "ok"
	var blocks []block
	heads := map[string]int{}
	prev := -1
	for i, l := range ls {
		if !l.shown() || !bareOK(l.text) {
			continue
		}
		from := max(prev+1, i-passBlockMax)
		prev = i
		if from >= i || !strings.HasSuffix(ls[from].text, ":") || indent(ls[from].text) > 0 {
			continue
		}
		// From the heading's last time above the "ok": a failed block
		// before it has no "ok" of its own.
		for k := i - 1; k > from; k-- {
			if ls[k].text == ls[from].text {
				from = k
				break
			}
		}
		blocks = append(blocks, block{from, i})
		heads[ls[from].text]++
	}
	for _, b := range blocks {
		if heads[ls[b.from].text] < 3 {
			continue
		}
		clean := true
		for k := b.from; k < b.to && clean; k++ {
			clean = ls[k].shown() && !important(ls[k].text)
		}
		if clean {
			for k := b.from; k < b.to; k++ {
				ls[k].cls = drop
			}
		}
	}
	return ls
}

// dropPassedCtests omits what ctest -V printed of each test that passed:
// the lines behind its number ("11: [ RUN      ] DailyDrop.Whole", set
// aside as a task's prefix, "11: "), and ctest's "test 11" and "Start
// 11: ..." over them. Its result line ("2/8 Test #11: ... Passed") says
// it passed, as a passing test's row does; a failed test's lines stay,
// and so does any line of a passed one that says a failure or a warning,
// or counts what the test did ("inspection: 5 passed, 0 failed": its
// own result, in its words). Whatever a rule raised of a passed test's
// lines goes too: its banners, its command, the framework's own counts.
func dropPassedCtests(ls []line) []line {
	passed := map[string]bool{} // a test's number
	for _, l := range ls {
		t := strings.TrimSpace(l.text)
		if l.syn || !countedPass(t) {
			continue // (a result line a summary of passes took says it too)
		}
		if _, rest, ok := strings.Cut(t, " Test "); ok {
			n, _, _ := strings.Cut(strings.TrimLeft(rest, " #"), ":")
			if allDigits(n) && n != "" {
				passed[n] = true
			}
		}
	}
	if len(passed) == 0 {
		return ls
	}
	for i, l := range ls {
		if l.syn || !l.shown() && l.cls != gone {
			continue // (a line a summary took stays in it, but for these)
		}
		n := ""
		switch t := strings.TrimSpace(l.text); {
		case l.pre != "" && ctestNumber(strings.TrimSpace(l.pre)+" "):
			n = strings.TrimSuffix(strings.TrimSpace(l.pre), ":") // (a blank line's is "12:")
		case l.pre == "" && strings.HasPrefix(t, "test ") && allDigits(t[5:]):
			n = t[5:]
		case l.pre == "" && strings.HasPrefix(t, "Start "):
			n, _, _ = strings.Cut(strings.TrimLeft(t[6:], " "), ":")
		}
		if n != "" && passed[n] && !important(l.text) && !tally(l.text) {
			ls[i].cls = drop
		}
	}
	return ls
}

// bareOK reports whether s says only that a unit passed: "ok", "passed".
func bareOK(s string) bool {
	switch strings.TrimSpace(s) {
	case "ok", "OK", "passed", "PASSED", "PASS":
		return true
	}
	return false
}

// foldPyLibFrames shortens each run of a Python traceback's frames in
// the interpreter's or an installed package's code (site-packages,
// dist-packages, lib/pythonX.Y, <frozen ...>), as foldLibFrames does for
// other runtimes: the first frame says where the user's call entered the
// library, the last two where the error came out of it, and the frames
// between, each with its source line and carets, are its plumbing. A
// traceback raised inside a tool (pip's, a server's) is all such frames.
func foldPyLibFrames(ls []line) []line {
	for i := 0; i < len(ls); {
		if !pyLibFrame(ls, i) {
			i++
			continue
		}
		var heads []int // the run's frames
		j := i
		for j < len(ls) && pyLibFrame(ls, j) {
			heads = append(heads, j)
			j++
			for j < len(ls) && ls[j].shown() && !pyFrameHead(ls[j].text) && indent(ls[j].text) > indent(ls[heads[len(heads)-1]].text) {
				j++ // (the frame's source line and carets)
			}
		}
		if len(heads) >= libRunMin+1 {
			for k := heads[1]; k < heads[len(heads)-2]; k++ {
				ls[k].cls = drop
			}
		}
		i = j
	}
	return ls
}

// pyLibFrame reports whether ls[i] is a Python frame's head in a
// library's code (see foldPyLibFrames).
func pyLibFrame(ls []line, i int) bool {
	s := ls[i].text
	if !ls[i].shown() || !pyFrameHead(s) {
		return false
	}
	t := strings.TrimLeft(s, " ")
	return strings.HasPrefix(t, `File "<frozen `) || libFrameRe.MatchString(s) && !ownInstalled(t)
}

// ownInstalled reports whether a frame's file is the project's own
// package installed into the project's virtualenv (tox's, nox's, a
// non-editable pip install): ".../seedvault/.venv/lib/python3.11/
// site-packages/seedvault/catalog.py", the package named as the folder
// that holds the environment. Its frames are the user's code.
func ownInstalled(frame string) bool {
	p, _, _ := strings.Cut(strings.TrimPrefix(frame, `File "`), `"`)
	root, pkgPath, ok := strings.Cut(p, "/site-packages/")
	if !ok {
		return false
	}
	pkg, _, _ := strings.Cut(pkgPath, "/")
	for _, env := range []string{"/.venv/", "/venv/", "/.tox/", "/.nox/"} {
		if k := strings.Index(root, env); k > 0 {
			project := root[strings.LastIndexByte(root[:k], '/')+1 : k]
			return pkg != "" && strings.EqualFold(strings.ReplaceAll(project, "-", "_"), pkg)
		}
	}
	return false
}

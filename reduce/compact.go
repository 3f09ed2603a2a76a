package reduce

import (
	"strconv"
	"strings"
)

// class says how much a line matters.
type class uint8

const (
	normal class = iota // kept while the budgets last
	drop                // noise: omitted whenever the output is reduced
	keep                // never omitted: errors, failing tests, file:line, summaries
	gone                // stood for by a summary line (a group of repeated diagnostics): omitted without a marker
)

// line is one classified output line.
type line struct {
	text string
	cls  class
	sec  int // section number: per-section budgets apply within it
	// gap > 0 stands for that many lines a stream left on disk only,
	// before they reached memory: it is never shown, only counted.
	gap int
	// syn marks a line hooktool wrote (a group summary): always shown,
	// it is no input line.
	syn bool
	// note: a syn line that stands for omitted lines, written without
	// its closing bracket; the first one of a stream names the
	// full-output file, as a marker does.
	note bool
	// clipped: a long line a stream already clipped as it arrived; a
	// "\x00" in it is where the first marker names the full output.
	clipped bool
	// pre: the source or task prefix the rules read the line without
	// (see prefix.go); it prints before text.
	pre string
}

// shown reports whether the line is an input line that can be printed.
func (l line) shown() bool { return l.gap == 0 && l.cls != gone && !l.syn }

// budget tunes the compaction of one kind.
type budget struct {
	head       int // first lines always kept (drop lines excepted)
	tail       int // last lines always kept, whatever their class
	ctx        int // lines of context after a kept line
	pre        int // lines of context before it
	perSection int // normal lines kept per section
	maxNormal  int // normal lines kept in all
	// changes: the output is a diff the agent asked for; a changed line
	// ("+x", "-x") alone between two gaps stays (see compact): it is
	// what the hunk above it is for.
	changes bool
	// sampleBytes bounds the normal lines sampled by their bytes too (0:
	// no bound): twelve rows of a wide table cost what sixty short lines
	// do, and show its shape no better than a few.
	sampleBytes int
	// clipLast: a long last line is clipped as any other (a curl
	// exchange's response body on one line: the status line and the
	// headers above it say how the request went, the body's head what it
	// returned); elsewhere the last lines stay whole up to lastWhole.
	clipLast bool
	// asked: the lines are what the agent asked to read (a printed file,
	// a listing); a long routine line is shown whole up to maxLine, as a
	// diff's changed line is (changes).
	asked bool
}

// Where routineShape failure lines or more have one shape (the same
// words, other numbers and quoted names: a syscall trace's 200 failed
// opens of one path search), the first windowsPerShape get their context
// window;
// past them, the line alone stays. What comes around the first ones shows
// what comes around the others.
const (
	routineShape    = 10
	windowsPerShape = 3
)

// quotedOut is s with each double-quoted string written "…".
func quotedOut(s string) string {
	if strings.Count(s, `"`) < 2 {
		return s
	}
	var b strings.Builder
	in := false
	for i := 0; i < len(s); i++ {
		switch {
		case s[i] == '"':
			in = !in
			b.WriteByte('"')
			if in {
				b.WriteString("…")
			}
		case !in:
			b.WriteByte(s[i])
		}
	}
	return b.String()
}

// changedLine reports whether s is a unified diff's added or removed
// line, not a file header ("+++ b/x", "--- a/x").
func changedLine(s string) bool {
	return s != "" && (s[0] == '+' || s[0] == '-') && !strings.HasPrefix(s, "+++ ") && !strings.HasPrefix(s, "--- ")
}

// A kept line equal to one kept at most dupWindow lines above it, with
// only left-out lines between, goes (see compact); a shorter one than
// dupMin stays (a brace, a rule).
const dupWindow, dupMin = 4, 20

// maxLine is the longest line shown; a longer one is clipped around what
// matters in it (see clipLine).
const maxLine = 2000

// routineMaxLine is the longest routine line shown whole (a build tool's
// echo of a compiler's command line, cargo -vv's "Running `...`": a
// kilobyte of flags); a longer one shows its head and end.
const routineMaxLine = 800

// Marker is the line that stands for omitted lines. PATH is the file with the
// full output. Only the first marker of a stream names it; the later ones are
// brief (briefMarker), since one run writes one file.
func Marker(n int, path string) string {
	return "[hooktool: " + Commas(n) + " " + plural(n, "line", "lines") + " omitted; full output: " + path + "]"
}

// briefMarker is every marker after the first of a stream. The first one
// says who omitted the lines and where they are; the later ones need not
// repeat it, and on output cut in many places these markers were a tenth
// of what was printed.
func briefMarker(n int) string {
	return "[" + Commas(n) + " " + plural(n, "line", "lines") + " omitted]"
}

// gapCost is the yardstick for whether a gap is worth a marker: a line or
// two no longer than this show instead. It is a little more than a brief
// marker costs, as it was when brief markers began "[hooktool: ": a line
// that short is read at a glance, and shown it cannot be lost.
func gapCost(n int) int {
	return len("hooktool: ") + len(briefMarker(n)) + 1
}

func plural(n int, one, many string) string {
	if n == 1 {
		return one
	}
	return many
}

// renderer writes markers: the first names the full-output file.
type renderer struct {
	path  string
	named bool
}

func (r *renderer) lines(n int) string {
	if r.named {
		return briefMarker(n)
	}
	r.named = true
	return Marker(n, r.path)
}

// fill names the full output at the first "\x00" of a line a stream
// clipped, if no marker did before, and removes the others.
func (r *renderer) fill(s string) string {
	if !r.named && strings.Contains(s, "\x00") {
		s = strings.Replace(s, "\x00", "; full output: "+r.path, 1)
		r.named = true
	}
	return strings.ReplaceAll(s, "\x00", "")
}

// close ends a note line: the first names the full output.
func (r *renderer) close(s string) string {
	if r.named {
		return s + "]"
	}
	r.named = true
	return s + "; full output: " + r.path + "]"
}

func (r *renderer) bytes(n int) string {
	s := "[hooktool: " + Commas(n) + " " + plural(n, "byte", "bytes") + " of this line omitted"
	if r.named {
		return s + "]"
	}
	r.named = true
	return s + "; full output: " + r.path + "]"
}

// compact renders lines within the budget, replacing every run of omitted
// lines by a marker. It reports whether anything was omitted.
func compact(lines []line, b budget, path string) (string, bool) {
	n := len(lines)
	var why []string
	kept := make([]bool, n)
	shapes := make([]string, n)
	count := map[string]int{} // a kept line's shape -> how many have it
	for i, l := range lines {
		if l.cls == keep && l.shown() && !l.syn {
			shapes[i] = numbersOut(quotedOut(l.text))
			count[shapes[i]]++
		}
	}
	routine := map[string]bool{} // a shape of routineShape failure lines or more
	for i, k := range shapes {
		if k != "" && count[k] >= routineShape {
			if _, seen := routine[k]; !seen {
				routine[k] = failingRow(lines[i].text) // (its words are all its lines' words)
			}
		}
	}
	windows := map[string]int{} // a kept line's shape -> the windows it had
	for i, l := range lines {
		if l.syn {
			kept[i] = true
			continue
		}
		if l.cls == keep && l.shown() {
			kept[i] = true
			if k := shapes[i]; routine[k] && windows[k] >= windowsPerShape {
				continue
			}
			windows[shapes[i]]++
			if i+1 < n && lines[i+1].shown() && pyFrameHead(l.text) && indent(lines[i+1].text) > indent(l.text) && strings.TrimSpace(lines[i+1].text) != "" {
				// A kept frame's source line ("  File ..., line 29, in f"
				// over "    return a * b") stays with it, whatever the
				// kind's window: the line says what failed there.
				kept[i+1] = true
			}
			// (The window ends at a blank line, unless the kept line
			// announces what follows: "Expected values to be equal:",
			// a blank, "90 !== 91".)
			announces := strings.HasSuffix(l.text, ":")
			if announces && strings.Count(strings.TrimSpace(l.text), " ") >= 3 {
				// (A sentence: not "./src/pkg:" over a folder's names.)
				// A kept line that ends in a colon over a list of names
				// ("... is not a registered tag library. Must be one of:"
				// and the names): the names are the answer, one a line.
				for j, c := i+1, 0; j < n && c < maxNamedChoices && lines[j].shown() && lines[j].cls != drop && choiceName(lines[j].text); j, c = j+1, c+1 {
					kept[j] = true
				}
			}
			for j := i + 1; j <= i+b.ctx && j < n && lines[j].cls != drop && lines[j].shown() && (lines[j].text != "" || announces) && !peerRecord(l.text, lines[j].text) && !nextFrame(lines[j-1].text, lines[j].text); j++ {
				kept[j] = true
			}
			for j := i - 1; j >= i-b.pre && j >= 0 && lines[j].cls != drop && lines[j].shown() && !peerRecord(l.text, lines[j].text) && !nextFrame(lines[j].text, lines[j+1].text); j-- {
				kept[j] = true
			}
		}
	}
	for i, h := 0, 0; i < n && h < b.head; i++ {
		if lines[i].cls != drop && lines[i].shown() {
			kept[i] = true
			h++
		}
	}
	// The last lines stay, the last three non-blank ones whatever they are
	// (a rule above the summary too); above those, noise (a folded run,
	// progress) does not fill the tail. Blank lines use up neither: a
	// run that ends in blank lines and a colour reset (Maven's) still
	// shows its verdict above its timing.
	for i, t, nb := n-1, 0, 0; i >= 0 && (t < b.tail || nb < 3) && lines[i].gap == 0; i-- {
		if lines[i].shown() && (nb < 3 || lines[i].cls != drop) {
			kept[i] = true
			if strings.TrimSpace(lines[i].text) != "" {
				t++
				nb++
			}
		}
	}
	if compactTrace != nil {
		why = make([]string, n)
		for i := range kept {
			if kept[i] {
				why[i] = "strong"
				if lines[i].cls == keep {
					why[i] = "keepcls"
				}
			}
		}
	}
	strong := append([]bool(nil), kept...)
	perSec := map[int]int{}
	// The normal lines sampled show an output's shape when little in it
	// stands out; where many lines matter, they say what it is, and each
	// one kept uses up a line of the sample.
	total := 0
	for i, l := range lines {
		if kept[i] && l.cls == keep && l.shown() {
			total++
		}
	}
	// Where that many lines matter, a line indented deep (a traceback's
	// library source, a dump's nested fields) is a part of something
	// shown, not a shape of the output: it is not sampled. (A line that
	// announces what follows, a title ending in ":", still is.)
	busy := total >= b.maxNormal/2
	total = min(total, b.maxNormal/2)
	sampled := 0 // bytes of the normal lines sampled
	for i, l := range lines {
		if kept[i] || l.cls != normal || !l.shown() || busy && indent(l.text) >= 8 && !strings.HasSuffix(l.text, ":") {
			continue
		}
		if perSec[l.sec] < b.perSection && total < b.maxNormal && (b.sampleBytes == 0 || sampled < b.sampleBytes) {
			kept[i] = true
			perSec[l.sec]++
			total++
			sampled += len(l.text) + 1
		}
	}
	// An indented line shown right under a heading left out ("The
	// following packages will be upgraded:", a file's path alone over its
	// findings) takes the heading along: it says what the line is.
	for i := 1; i < n; i++ {
		h := lines[i-1]
		if kept[i] && !kept[i-1] && h.shown() && h.cls != drop && indent(lines[i].text) > 0 && strings.TrimSpace(lines[i].text) != "" &&
			len(h.text) < 120 && indent(h.text) == 0 && (strings.HasSuffix(h.text, ":") || pathHeader(h.text) || eslintHeader(h.text)) {
			kept[i-1], strong[i-1] = true, true
		}
	}
	// A line shown again a few lines under its twin, only left-out lines
	// between (a checker's finding said twice of one source line, at two
	// columns: chktex's "Warning 18 in paper.tex line 12: ..." with its
	// source and caret under each), says nothing new: the marker counts
	// it with the lines around it.
	for i := 0; i < n; i++ {
		if !kept[i] || lines[i].syn || len(lines[i].text) < dupMin || strings.IndexByte("+-<>", lines[i].text[0]) >= 0 {
			// (A diff's line is its hunk's content, each one.)
			continue
		}
		for k := i - 1; k >= 0 && k >= i-dupWindow; k-- {
			if kept[k] {
				if k < i-1 && lines[k].text == lines[i].text && !lines[k].syn {
					kept[i] = false
				}
				break
			}
		}
	}
	// A warning said again, word for word (a test runner's config warning
	// once per worker, a deprecation once per file), says nothing new
	// past its first time: the later ones go into the markers. (Not in a
	// diff, whose lines are each a change.)
	if !b.changes {
		warned := map[string]bool{}
		for i := range lines {
			if t := lines[i].text; kept[i] && !lines[i].syn && !lines[i].note && len(t) >= dupMin && !strings.Contains(strings.TrimSpace(t), "  ") && warning(t) {
				// (Only a line that says all by itself: a diagnostic's
				// head over its place, "warning: unused variable" over
				// "  --> src/a.rs:3:9", is that place's, and a line of a
				// tree or a table, spaced out, is its place in it.)
				alone := i+1 == n || !lines[i+1].syn && !lines[i+1].note && lines[i+1].gap == 0 && indent(lines[i+1].text) <= indent(t)
				// (Nor one of a report whose every line wears the same
				// tag, npm's "npm warn" tree: it repeats a name at each
				// branch. A run of the very same line is no report.)
				first := firstWord(t)
				inReport := i > 0 && lines[i-1].text != t && firstWord(lines[i-1].text) == first || i+1 < n && lines[i+1].text != t && firstWord(lines[i+1].text) == first
				if warned[t] && alone && !inReport {
					kept[i], strong[i] = false, false
				}
				warned[t] = true
			}
		}
	}
	// An island of one or two short budget lines between two gaps costs a
	// marker more than it shows: fold it into one gap. (Longer islands stay:
	// a sample of a long listing shows its shape.)
	markerLen := gapCost(100)
	for i := 0; i < n; {
		if !kept[i] || i == 0 || kept[i-1] {
			i++
			continue
		}
		j, size, weak := i, 0, true
		for j < n && kept[j] {
			weak = weak && !strong[j] && !(b.changes && changedLine(lines[j].text))
			size += len(lines[j].text) + 1
			j++
		}
		if weak && j < n && j-i <= 2 && size < 2*markerLen {
			for k := i; k < j; k++ {
				kept[k] = false
			}
		}
		i = j
	}
	foldEchoIslands(lines, kept)
	// A gap no longer than its marker stays: omitting it would save
	// nothing and hide lines. (Not where a stream or a group stands for
	// lines: those cannot be shown here.)
	for i := 0; i < n; {
		if kept[i] {
			i++
			continue
		}
		j, size, showable := i, 0, true
		for j < n && !kept[j] {
			size += len(lines[j].text) + 1
			showable = showable && lines[j].shown()
			j++
		}
		if showable && (size <= gapCost(j-i) || j-i == 1 && size <= 2*maxRule && ruleLine(lines[i].text) && (lines[i].cls != drop || strings.ContainsAny(strings.TrimSpace(lines[i].text), "+|"))) {
			for k := i; k < j; k++ {
				kept[k] = true
			}
		}
		i = j
	}
	if compactTrace != nil {
		for i := range kept {
			if kept[i] && why[i] == "" {
				why[i] = "budget"
			}
			if kept[i] {
				compactTrace(lines[i].text, why[i])
			}
		}
	}
	r := renderer{path: path, named: path == ""} // "": another stream named it
	var out strings.Builder
	omitted := false
	last := lastLines(lines)
	if b.clipLast {
		last = n
	}
	for i := 0; i < n; {
		if kept[i] {
			s := lines[i].text
			switch {
			case lines[i].clipped:
				s = r.fill(s)
				omitted = true
			case (len(s) > maxLine || len(s) > routineMaxLine && lines[i].cls != keep && i < last && !b.asked && !b.changes) && !lines[i].syn && (i < last || len(s) > lastWhole && !wholeDocument(s)) && !((lines[i].cls == keep || strong[i]) && opaqueToken(s)):
				if lines[i].cls == keep || i >= last {
					s = r.clip(s)
				} else {
					// A routine line shown for the output's shape (a
					// list of what was installed, in the head): less of
					// it shows that shape as well.
					s = r.clipTo(s, routineClipHead, routineClipTail)
				}
				omitted = true
			}
			if lines[i].note {
				s = r.close(s)
				omitted = true
			}
			out.WriteString(s)
			out.WriteByte('\n')
			i++
			continue
		}
		j, count := i, 0
		for ; j < n && !kept[j]; j++ {
			switch l := lines[j]; {
			case l.gap > 0:
				count += l.gap
			case l.cls != gone:
				count++
			}
		}
		if count > 0 {
			out.WriteString(r.lines(count))
			out.WriteByte('\n')
		}
		omitted = true
		i = j
	}
	return out.String(), omitted
}

// Commas formats n with thousands separators, as every omission marker
// and `hooktool gain` print counts.
func Commas(n int) string {
	s := strconv.Itoa(n)
	if n < 0 {
		return s
	}
	var b strings.Builder
	for i, c := range s {
		if i > 0 && (len(s)-i)%3 == 0 {
			b.WriteByte(',')
		}
		b.WriteRune(c)
	}
	return b.String()
}

// splitLines splits text into lines without their newlines, each cleaned
// by cleanLine.
func splitLines(text string) []string {
	text = strings.TrimSuffix(text, "\n")
	if text == "" {
		return nil
	}
	raw := strings.Split(text, "\n")
	for i, l := range raw {
		raw[i] = cleanLine(l)
	}
	return raw
}

// cleanLine removes terminal escapes, trims trailing whitespace, and keeps
// of a carriage return inside a line (a progress bar redrawn in place) only
// what a terminal would show last. Cleaning a clean line changes nothing:
// the escapes go first, so none can leave trailing space behind, and no
// escape byte survives to form a new sequence.
func cleanLine(l string) string {
	l = strings.TrimRight(stripANSI(l), " \t\r")
	if k := strings.LastIndexByte(l, '\r'); k >= 0 {
		l = l[k+1:]
	}
	return l
}

// stripANSI removes escape sequences (CSI: colours, cursor moves; and the
// two-byte ones) and every other ESC byte, which a terminal would not show.
func stripANSI(s string) string {
	if strings.IndexByte(s, 0x1b) < 0 {
		return s
	}
	var b strings.Builder
	for i := 0; i < len(s); i++ {
		if s[i] != 0x1b {
			b.WriteByte(s[i])
			continue
		}
		switch {
		case i+1 < len(s) && s[i+1] == '[':
			j := i + 2
			for j < len(s) && (s[j] < 0x40 || s[j] > 0x7e) {
				j++
			}
			i = j
		case i+1 < len(s) && strings.IndexByte("]P^_X", s[i+1]) >= 0:
			// A string sequence, to its BEL or its ESC \: an OSC 8
			// hyperlink around a rule's name (ansible-lint's, rich's:
			// ESC ]8;id=5;https://... ESC \ name[missing] ESC ]8;; ESC \),
			// a window title. Only the text between two of them shows.
			j := i + 2
			for j < len(s) && s[j] != 0x07 && !(s[j] == 0x1b && j+1 < len(s) && s[j+1] == '\\') {
				j++
			}
			if j < len(s) && s[j] == 0x1b {
				j++
			}
			i = j
		case i+1 < len(s) && s[i+1] >= 0x30 && s[i+1] <= 0x7e:
			i++ // a two-byte sequence (ESC M, ESC 7 ...)
		case i+1 < len(s) && s[i+1] >= 0x20 && s[i+1] <= 0x2f:
			// A character set choice (ESC ( B, as tput sgr0 writes
			// before a colour reset): intermediates, then one final
			// byte, none of which a terminal shows.
			j := i + 1
			for j < len(s) && s[j] >= 0x20 && s[j] <= 0x2f {
				j++
			}
			i = j
		}
	}
	return b.String()
}

// peerRecord reports whether b is a record of its own beside a, not a
// part of it: both start, unindented, with a stamp of the same shape (a
// time, a hash, a number: "2026-12-01 10:00:03", "50b35aca (dev ...",
// "==41== Invalid read") and go on at the same indent. Around a failure,
// the context window takes the lines that belong to it (a trace, the
// details under it), not the neighbouring records, which say their own
// time and place.
func peerRecord(a, b string) bool {
	if logHead(a) && logHead(b) {
		return true // two log records: a time or a level first
	}
	sa, ra, ok := recordStamp(a)
	if !ok {
		return false
	}
	sb, rb, ok := recordStamp(b)
	return ok && sa == sb && indent(ra) == indent(rb)
}

// recordStamp returns the shape of s's first word when it carries a digit
// (its runs of digits and hex letters as '#'), or the word itself when it
// is a tree's branch mark ("├──"), and the rest of s.
func recordStamp(s string) (string, string, bool) {
	if s == "" || s[0] == ' ' || s[0] == '\t' {
		return "", "", false
	}
	k := strings.IndexByte(s, ' ')
	if k < 0 {
		return "", "", false
	}
	w := s[:k]
	if treeMark(w) {
		return w, s[k+1:], true
	}
	if !strings.ContainsAny(w, "0123456789") {
		return "", "", false
	}
	b := make([]byte, 0, len(w))
	for i := 0; i < len(w); i++ {
		if isHexDigit(w[i]) {
			if len(b) == 0 || b[len(b)-1] != '#' {
				b = append(b, '#')
			}
			continue
		}
		b = append(b, w[i])
	}
	return string(b), s[k+1:], true
}

func isHexDigit(c byte) bool {
	return c >= '0' && c <= '9' || c >= 'a' && c <= 'f' || c >= 'A' && c <= 'F'
}

// treeMark reports whether w is a tree's branch ("├──", "└──", "|--",
// "`--"): the lines it starts are siblings.
func treeMark(w string) bool {
	if len(w) < 3 {
		return false
	}
	for _, r := range w {
		switch r {
		case '├', '└', '─', '│', '|', '`', '-', '+':
		default:
			return false
		}
	}
	return strings.ContainsAny(w, "├└`|+")
}

// maxRule bounds a drawn rule shown rather than left out alone between
// two shown lines (a table's rule under its head): the marker for it
// saves a few bytes and breaks the table the reader sees. (A rule a
// reducer dropped as noise stays out, unless its joints, "+" or "|",
// make it a table's.)
const maxRule = 60

// compactTrace, when set (by a test), is told why compact kept each line.
var compactTrace func(text, why string)

// nextFrame reports whether b, the line after a, starts another frame of
// the stack a's frame ends: a one-line frame after one ("at f
// (src/a.js:3:9)", "from x.rb:3:in `f'"), or a Go frame's function line
// after a Go frame's place ("\t/src/a.go:12 +0x1d"). A frame kept for
// its place says where; the window around it is its own frame, not the
// next ones, which are kept or left out by what they say themselves.
func nextFrame(a, b string) bool {
	if goPlaceLine(a) {
		t := strings.TrimLeft(b, " \t")
		return t != "" && t[0] != '/' && indent(b) < indent(a) && (strings.HasSuffix(t, ")") || strings.HasPrefix(t, "created by "))
	}
	if _, ok := frameLoc(a); !ok {
		return false
	}
	_, ok := frameLoc(b)
	return ok
}

// goPlaceLine reports whether s is a Go frame's place line, indented
// under its function: "\t/src/a.go:12 +0x1d", "      /src/a.go:12".
func goPlaceLine(s string) bool {
	p := strings.TrimLeft(s, " \t")
	if len(p) == len(s) || p == "" || p[0] != '/' {
		return false
	}
	if k := strings.Index(p, " +0x"); k > 0 {
		p = p[:k]
	}
	return strings.HasSuffix(strings.TrimRight(p, "0123456789"), ".go:")
}

// pyFrameHead reports a Python traceback's frame line: `File "PATH", line
// N, in NAME`.
func pyFrameHead(s string) bool {
	t := strings.TrimLeft(s, " ")
	return strings.HasPrefix(t, `File "`) && strings.Contains(t, `", line `)
}

// maxNamedChoices bounds the list of names kept under a kept line that
// announces it.
const maxNamedChoices = 40

// choiceName reports a line that is one short name: a word, a path part
// or an identifier, no blank in it.
func choiceName(s string) bool {
	t := strings.TrimSpace(s)
	t = strings.TrimPrefix(strings.TrimPrefix(t, "- "), "* ")
	return t != "" && len(t) <= 48 && !strings.ContainsAny(t, " \t:") && strings.IndexFunc(t, func(r rune) bool { return r < 0x20 }) < 0
}

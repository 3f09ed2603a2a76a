package reduce

import "strings"

// Code frames: a compiler's or a checker's diagnostic is a head (its
// severity and message), a place, and a frame that quotes the source
// there:
//
//	error[E0382]: borrow of moved value: `order`      (rustc, clippy)
//	  --> src/checkout.rs:88:20
//	   |
//	85 |     submit(order);
//	   |            ----- value moved here
//	88 |     println!("{}", order.id);
//	   |                    ^^^^^^^^ value borrowed here after move
//	help: consider cloning the value if the performance cost is acceptable
//	   |
//	85 |     submit(order.clone());
//	   |                 ++++++++
//
//	src/map.c:30:14: warning: comparison of integer ... [-Wsign-compare]   (gcc)
//	   30 |   for (i = 0; i < m->cap; i++) {
//	      |              ^
//
//	src/Cart.java:27: error: incompatible types: ...   (javac, clang, kotlinc)
//	        int qty = line.get("qty");
//	                          ^
//
//	src/a.ts:14:7 - error TS2322: Type 'string' is not ...   (tsc --pretty)
//
//	14   let retries: number = "3";
//	         ~~~~~~~
//
// The head and the place say what is wrong and where; the frame quotes
// lines the agent can read in the file, and a suggestion's body (rustc's
// "30 -     return x;" / "30 +     x") spells out an edit its title
// names. foldFrames folds every frame line, whatever reducer reads the
// output and whatever ran the compiler (make, npm run, a pipe to tail):
// the gutters, the quoted source, the bare carets and underlines, the
// suggestion bodies with their titles, the "..." of an elided span and
// the notes that only point at documentation. A caret's label ("^^^
// value moved here") stays, and with it the source line it points at
// (keepCaretSources); so does any frame line that names a place or says
// a failure ("expected due to this", a quoted line holding "missing"),
// the line a frame marks ("> 3 | ..."), and the frame that ends the
// output. The notes ("= note: ...", "note: ..."), javac's "symbol:"
// details and the heads are no frame lines and are left to the other
// rules. A gutter folds only in a block with a place, and the line over
// a bare caret only under a compiler's head (its severity right after
// the place, or first): xmllint's "a.xml:3: parser error : ..." quotes
// the document's line, what the check read, and it stays.

// foldFrames drops the code-frame lines under every diagnostic in ls (see
// above). It reads only lines after a diagnostic's head or place: the
// same shapes elsewhere (a table drawn with bars, a printed file) are not
// frames.
func foldFrames(ls []line) []line {
	in := false    // inside a diagnostic's block
	caret := false // the last line shown was a bare caret folded as a frame
	// Whether the block's head is a compiler's, its severity right after
	// its place ("X.java:12: error: ..."): the line over a bare caret is
	// then the quoted source. (xmllint's "a.xml:3: parser error : ..."
	// quotes a document's line, what the check read, and it stays.)
	sev := false
	// Whether the block has a place (behind an arrow, before its message,
	// or in a severity head's words): a gutter's lines are a frame only
	// then. (A bare "warning: 3 packages outdated" over a table drawn
	// with bars is no frame.)
	placed := false
	end := lastLines3(ls) // the output's last lines stay, frame or not: a run's result is there
	// The diagnostic whose frame ends the output shows it wherever it is
	// shown (its first occurrence, when a summary stands for the last).
	last, owner := lastExcerptOwner(ls), ""
	for i := range ls[:end] {
		if !ls[i].shown() {
			if ls[i].cls == gone && ls[i].gap == 0 && !ls[i].syn && strings.TrimSpace(ls[i].text) != "" {
				// A diagnostic a summary stands for: what the group left
				// of its frame (past a blank line, as tsc sets it off)
				// goes as any other's.
				in, caret = frameAnchor(ls[i].text), false
				if in {
					owner, sev = frameOwner(ls[i].text, owner, sev)
					placed = framePlaced(ls[i].text, placed)
				}
			}
			continue
		}
		s := ls[i].text
		wasCaret := caret
		caret = false
		if strings.TrimSpace(s) == "" {
			continue // (tsc --pretty sets its frame off with blank lines)
		}
		if gccContext(s) && orphanContext(ls, i) {
			// gcc's "a.c: In function 'f':" over no diagnostic of its
			// file (a parallel build printed another job's lines
			// between): it heads nothing.
			ls[i].cls = drop
			continue
		}
		if strings.HasPrefix(s, "help: ") && in && (last == "" || owner != last) && suggestionOnly(ls, i) && !frameSays(s) {
			// A suggestion's title over its body ("help: try using
			// a conversion method", then the edited lines): the title
			// says the fix in words and stays; the body folds with
			// the frame.
			ls[i].cls = keep
			continue
		}
		if frameAnchor(s) {
			owner, sev = frameOwner(s, owner, sev)
			placed = framePlaced(s, placed)
			in = true
			continue
		}
		if !in || last != "" && owner == last {
			continue
		}
		switch frameKind(s) {
		case frameNone:
			if wasCaret && fixItLine(s) {
				ls[i].cls = drop // clang's replacement under its caret ("  routeTable")
				continue
			}
			if markedSource(s) {
				raise(ls, i) // "> 3 | const x = 1;": the line a frame marks as the failing one stays, and the frame goes on
				continue
			}
			if nextCaret(ls, i) {
				// A quoted line at the margin (tsc --pretty's, its number
				// first; clang's of a line not indented): the caret below
				// folds it.
				continue
			}
			if s[0] != ' ' && s[0] != '\t' && !noteLabel(s) || strings.HasPrefix(strings.TrimLeft(s, " "), "File \"") {
				// A line of its own at the margin ends the block, and so
				// does a Python frame (its source and carets are a
				// traceback's, read by the trace rules).
				in = false
			}
		case frameLabel:
			// (A caret's label stays, and so does the source it points
			// at: keepCaretSources. Words in a gutter with no caret,
			// gcc's types under a format's argument, go unless they
			// say a failure.)
			if c := hangingLabel(ls, i); c >= 0 {
				// A label hung from its caret by a bar stays with the
				// bar, the caret and the source above it: the four
				// lines read as one.
				for k := c; k < i; k++ {
					if ls[k].cls == drop {
						ls[k].cls = ls[i].cls
					}
				}
				continue
			}
			if placed && !caretLabel(s) && !frameSays(s) {
				ls[i].cls = drop
			}
		case frameQuote:
			if placed && !frameSays(s) {
				ls[i].cls = drop
			}
		case frameCaret:
			if !sev {
				continue
			}
			// A bare caret or underline with no gutter (javac, clang,
			// tsc): the line above it is the quoted source.
			if p := prevShown(ls, i); p >= 0 && !frameAnchor(ls[p].text) && !noteLabel(ls[p].text) && strings.TrimSpace(ls[p].text) != "" {
				if frameSays(ls[p].text) {
					continue // (the source stays: so does the column under it)
				}
				ls[p].cls = drop
			}
			ls[i].cls = drop
			caret = true
		}
	}
	return ls
}

// frameOwner returns the owner and severity of the block an anchor opens
// (see foldFrames): a place behind an arrow or a related place alone
// belongs to the head above it, whose owner and severity stay.
func frameOwner(s, owner string, sev bool) (string, bool) {
	if _, _, arrow := arrowPlace(s); arrow || relatedPlace(s) {
		return owner, sev
	}
	if d, ok := parseDiag(s); ok {
		return diagKey(s), severityWord(d.key)
	}
	// A severity at the margin ("error: TS2322 [ERROR]: ...", deno's;
	// rustc's "error[E0308]: ..."): a compiler's head.
	return s, true
}

// framePlaced returns whether the block an anchor opens has a place: the
// anchor is one, or holds one in its words ("error: 'x' is unused at
// src/a.js:3:7:"). A "help:" or "note:" at the margin belongs to the
// diagnostic above it, and keeps its block's state.
func framePlaced(s string, placed bool) bool {
	if strings.HasPrefix(s, "help:") || strings.HasPrefix(s, "note:") {
		return placed || maybeFileLine(s) && fileLine(s)
	}
	if _, _, arrow := arrowPlace(s); arrow || relatedPlace(s) {
		return true
	}
	if _, ok := parseDiag(s); ok {
		return true
	}
	return maybeFileLine(s) && fileLine(s)
}

// Kinds of frame line (frameKind).
const (
	frameNone  = iota
	frameQuote // a gutter, quoted source, a bare caret in a gutter, a suggestion's line, "..."
	frameLabel // a caret or a gutter line with words: what the frame points at
	frameCaret // a bare caret or underline with no gutter
)

// frameKind tells what part of a code frame s is, if any.
func frameKind(s string) int {
	t := strings.TrimLeft(s, " \t")
	if t == "..." {
		return frameQuote // rustc's elided lines between two quoted spans
	}
	if strings.HasPrefix(t, "= help: for further information visit ") || strings.HasPrefix(t, "= help: for further information, visit ") {
		return frameQuote // a pointer to a lint's page, under each diagnostic
	}
	i := 0
	for i < len(t) && isDigit(t[i]) {
		i++
	}
	if i == 0 && len(t) == len(s) {
		return frameNone // (a frame's gutter is indented, but for a line's number)
	}
	r := strings.TrimLeft(t[i:], " ")
	switch {
	case strings.HasPrefix(r, "|") || strings.HasPrefix(r, "│"):
		if i > 0 {
			return frameQuote // "40 |     code", "   31 |   code"
		}
		body := strings.TrimSpace(strings.TrimLeft(r, "|│"))
		if body == "" || strings.Trim(body, "^~-+_|/\\ ") == "" {
			return frameQuote // a bare gutter, a caret or underline alone
		}
		return frameLabel // "^^^ value moved here", gcc's "int    long int"
	case i > 0 && len(r) < len(t[i:]) && suggestionMark(r):
		return frameQuote // rustc's suggested edit: "30 -     return x;", "30 +     x"
	case i > 0 && i == len(t)-len(r) && len(t) < len(s) && (strings.HasPrefix(r, ": ") || strings.HasPrefix(r, ":\t")):
		return frameQuote // gosec's "    57: func TempName() string {"
	case i == 0 && bareCaret(t):
		return frameCaret
	}
	return frameNone
}

// hangingLabel returns where the source line starts that a label hangs
// from, when ls[i] is a label rustc (and gcc) draws under its caret on a
// line of its own, joined to it by bars:
//
//	110 |         self.lead().last().unwrap()
//	    |         -----------^^^^^^^^^^^^^^^^
//	    |         |
//	    |         returns a value referencing data owned by the current function
//	    |         temporary value created here
//
// The words are what the caret means (the second label hangs under the
// first); else it returns -1. It reads up from ls[i], over input lines
// only: bars alone, other labels, then a caret or underline, and the
// quoted source over it when there is one.
func hangingLabel(ls []line, i int) int {
	col := gutterBody(ls[i].text)
	if col < 0 {
		return -1
	}
	bars := false
	for k := i - 1; k >= 0 && k >= i-12; k-- {
		if !ls[k].shown() {
			return -1 // (a summary or a gap stands between)
		}
		s := ls[k].text
		c := gutterBody(s)
		if c < 0 {
			return -1
		}
		body := s[c:]
		switch {
		case strings.Trim(body, "| ") == "" && strings.Contains(body, "|") && len(s) > col && s[col] == '|':
			bars = true // the bar the label hangs from
		case !bars && c == col && letterWords(body) > 0:
			// the label above, hung from the same bar
		case bars && underlineFirst(body):
			if k > 0 && quotedSource(ls[k-1].text) {
				return k - 1
			}
			return k
		default:
			return -1
		}
	}
	return -1
}

// underlineFirst reports whether body, a frame's text behind its gutter,
// is a caret or an underline, bare ("^^^^", "---- ^ -----") or with the
// label of its last mark after it ("---- ^ ----- &str").
func underlineFirst(body string) bool {
	t := strings.TrimLeft(body, " ")
	if t == "" || strings.IndexByte("^~-_", t[0]) < 0 {
		return false
	}
	marks := strings.TrimRight(t, " ")
	if k := strings.LastIndexAny(marks, "^~-_"); k >= 0 {
		marks = marks[:k+1]
	}
	return strings.Trim(marks, "^~-_| ") == ""
}

// gutterBody returns where the text behind a code frame's bare gutter
// starts ("    |         returns a value": where "returns" is), or -1 when
// s has no such gutter or nothing behind it.
func gutterBody(s string) int {
	t := strings.TrimLeft(s, " ")
	if !strings.HasPrefix(t, "|") {
		return -1
	}
	g := len(s) - len(t) + 1
	u := strings.TrimLeft(s[g:], " ")
	if u == "" {
		return -1
	}
	return len(s) - len(u)
}

// suggestionMark reports whether r, a line past its number, starts as
// rustc writes a suggested edit's lines: "-", "+" or "~" and a blank.
func suggestionMark(r string) bool {
	return len(r) > 0 && (r[0] == '-' || r[0] == '+' || r[0] == '~') && (len(r) == 1 || r[1] == ' ')
}

// frameAnchor reports whether s heads a diagnostic a frame may follow:
// "path:12:5: message" and the other places parseDiag reads, a place
// behind an arrow (" --> src/a.rs:3:5"), or a severity at the margin
// ("error[E0308]: ...", "warning: ...", "note: ...", "help: ...").
func frameAnchor(s string) bool {
	if s == "" {
		return false // (a blank line above a caret: fresh20's first run panicked here)
	}
	if _, _, ok := arrowPlace(s); ok {
		return true
	}
	if s[0] != ' ' && s[0] != '\t' {
		for _, p := range []string{"error", "warning", "note:", "help:"} {
			if strings.HasPrefix(s, p) {
				return true
			}
		}
		if wordPlaceHead(s) {
			return true
		}
	}
	if !maybeFileLine(s) {
		return false
	}
	if _, ok := parseDiag(s); ok {
		return true
	}
	return relatedPlace(s) || bracketPlace(s)
}

// wordPlaceHead reports whether s is a checker's head that gives its
// place in words after its severity and code ("Warning 2 in paper.tex
// line 8: Non-breaking space ...", chktex's), over the source line it
// quotes and a caret.
func wordPlaceHead(s string) bool {
	sev, rest, ok := strings.Cut(s, " ")
	if !ok || sev != "Warning" && sev != "Error" && sev != "Message" {
		return false
	}
	f := strings.Fields(rest)
	return len(f) >= 6 && allDigits(f[0]) && f[1] == "in" && f[3] == "line" && allDigits(strings.TrimSuffix(f[4], ":")) && strings.HasSuffix(f[4], ":")
}

// bracketPlace reports whether s opens with its place in brackets, then
// its message ("[/src/store.go:58] - G404 (CWE-338): Use of weak random
// number generator ...", gosec's text format).
func bracketPlace(s string) bool {
	if s[0] != '[' {
		return false
	}
	k := strings.Index(s, "] - ")
	return k > 3 && !strings.Contains(s[1:k], " ") && fileLine(s[1:k])
}

// relatedPlace reports whether s is a place alone, indented under a
// diagnostic's message: tsc's related information ("  src/a.ts:9:3", then
// its own frame and what it says of that place).
func relatedPlace(s string) bool {
	t := strings.TrimSpace(s)
	return len(t) < len(s) && t != "" && !strings.Contains(t, " ") && fileLine(t)
}

// nextCaret reports whether the shown line after ls[i] is a bare caret or
// underline.
func nextCaret(ls []line, i int) bool {
	for k := i + 1; k < len(ls); k++ {
		if ls[k].shown() {
			return bareCaret(strings.TrimLeft(ls[k].text, " \t"))
		}
		if ls[k].cls == gone {
			return false
		}
	}
	return false
}

// frameSays reports whether a frame line says something a reader must
// not lose: a failure or a warning in its words, or a place.
func frameSays(s string) bool {
	if important(s) || warning(s) {
		return true
	}
	if leadingException(s) {
		return true
	}
	l := strings.ToLower(s)
	for _, w := range []string{"e:", "w:", "assert"} {
		// (apt's "E:"/"W:" glued to a word; assertEqual, assertThat:
		// "assert" opening a longer word)
		if k := strings.Index(l, w); k >= 0 && (k == 0 || !wordByte(l[k-1])) && k+len(w) < len(l) && wordByte(l[k+len(w)]) {
			return true
		}
	}
	for _, w := range frameWords {
		for from := 0; from < len(l); {
			k := strings.Index(l[from:], w)
			if k < 0 {
				break
			}
			k += from
			if (k == 0 || !wordByte(l[k-1])) && (k+len(w) == len(l) || !wordByte(l[k+len(w)])) {
				return true
			}
			from = k + len(w)
		}
	}
	return false
}

// leadingException reports whether s, past its blanks and gutter bars,
// opens with a name of an exception or an exit ("IOException e = ...",
// "os.Exit(1)", "KeyboardInterrupt"), or a "left:"/"right:" value.
func leadingException(s string) bool {
	t := strings.TrimLeft(s, " \t|")
	if strings.HasPrefix(t, "left: ") || strings.HasPrefix(t, "right: ") {
		return true
	}
	i := 0
	for i < len(t) && (wordByte(t[i]) || t[i] == '.' || t[i] == ':') {
		i++
	}
	if i < len(t) && wordByte(t[i]) {
		return false
	}
	name := t[:i]
	for _, end := range []string{"Error", "Exception", "Exit", "Interrupt", "ENOENT"} {
		if strings.HasSuffix(name, end) {
			return true
		}
	}
	return false
}

// frameWords are the words, beside important's and warning's, by which a
// caret's label or a quoted line says what went wrong.
var frameWords = []string{"expected", "unexpected", "actual", "missing", "unknown", "undeclared", "deprecated", "overflow", "warn", "leak", "not allowed", "mismatch", "mismatched", "unused", "panicking", "panics",
	"critical", "can't", "unable", "deprecation", "rejected", "severe", "received", "difference", "got", "conflicts", "segfault", "sigsegv",
	"data race", "(!)", "[!]", "▲"}

// fixItLine reports whether s, right under a folded caret, is a compiler's
// suggested replacement: one indented word ("  routeTable", "  %ld").
func fixItLine(s string) bool {
	t := strings.TrimSpace(s)
	return len(t) < len(s) && t != "" && len(t) <= 60 && !strings.ContainsAny(t, " \t:")
}

// prevShown returns the index of the last shown line before i, or -1.
func prevShown(ls []line, i int) int {
	for k := i - 1; k >= 0; k-- {
		if ls[k].shown() {
			return k
		}
		if ls[k].cls == gone {
			return -1
		}
	}
	return -1
}

// lastLines3 returns where the output's last three non-blank lines start.
func lastLines3(ls []line) int {
	n, i := 0, len(ls)
	for i > 0 && n < 3 {
		i--
		if strings.TrimSpace(ls[i].text) != "" {
			n++
		}
	}
	return i
}

// suggestionOnly reports whether the lines under ls[i], up to a blank line
// or the next line at the margin, are all a frame's (gutters, quoted or
// edited lines, carets): a suggested edit's body, not notes of its own.
func suggestionOnly(ls []line, i int) bool {
	n := 0
	for k := i + 1; k < len(ls) && k <= i+arrowLines; k++ { // (a suggestion is short: no reading on through a long run)
		if !ls[k].shown() {
			if ls[k].cls == gone {
				return false
			}
			continue
		}
		t := ls[k].text
		if strings.TrimSpace(t) == "" || !isDigit(t[0]) && t[0] != ' ' {
			break
		}
		if frameKind(t) != frameQuote {
			return false
		}
		n++
	}
	return n > 0
}

// markedSource reports whether s is a quoted line a code frame marks as
// the one the diagnostic is about ("> 3 | const x = 1;", as eslint's
// codeframe and babel print it).
func markedSource(s string) bool {
	t, ok := strings.CutPrefix(s, ">")
	if !ok {
		return false
	}
	t = strings.TrimLeft(t, " ")
	i := 0
	for i < len(t) && isDigit(t[i]) {
		i++
	}
	return i > 0 && strings.HasPrefix(strings.TrimLeft(t[i:], " "), "|")
}

// orphanContext reports whether the line after gcc's context line ls[i]
// is shown and is no diagnostic of its file. (One over a diagnostic a
// summary stands for is left to the group rules.)
func orphanContext(ls []line, i int) bool {
	if i+1 >= len(ls) || !ls[i+1].shown() {
		return false
	}
	file, _, _ := strings.Cut(ls[i].text, ": ")
	d, ok := parseDiag(ls[i+1].text)
	return !ok || d.file != file
}

// wordByte reports whether c is part of a word: a name's "missing1" or
// "got_x" holds no word "missing" or "got".
func wordByte(c byte) bool { return isLetter(c) || isDigit(c) || c == '_' }

// dropImplLists drops the lists rustc prints under a help about a trait's
// other implementations ("= help: the following other types implement
// trait `Div<Rhs>`:", then "`&u32` implements `Div<u32>`" and the like, a
// line each): what the standard library or a dependency offers, not what
// the code did wrong. The help's own line stays; the error's message and
// its place say what to fix. (No set's keep rules kept one of the 61 such
// lines recorded.)
func dropImplLists(ls []line) []line {
	for i := 0; i < len(ls); i++ {
		t := strings.TrimSpace(ls[i].text)
		if !ls[i].shown() || !strings.HasPrefix(t, "= help: the following ") || !strings.Contains(t, " implement") || !strings.HasSuffix(t, ":") {
			continue
		}
		in := indent(ls[i].text)
		j := i + 1
		for ; j < len(ls) && ls[j].shown() && indent(ls[j].text) > in+2 && implItem(strings.TrimSpace(ls[j].text)); j++ {
			ls[j].cls = drop
		}
		i = j - 1
	}
	return ls
}

// implItem reports whether t is an item of rustc's list of a trait's
// implementations: "`&u32` implements `Div<u32>`", "`u32` implements
// `Div`", "and 8 others".
func implItem(t string) bool {
	if strings.HasPrefix(t, "and ") && strings.HasSuffix(t, " others") {
		return true
	}
	return strings.HasPrefix(t, "`") && strings.Contains(t, "` implements `")
}

package reduce

import (
	"path"
	"strings"
)

// excerptNoise reports whether s is a part of a source excerpt under a
// diagnostic that says nothing the diagnostic's own line does not: the
// quoted source ("  12 | code", "12 |     code"), a bare gutter ("   |",
// "  | |"), or a caret or underline with no label ("   |   ^~~~",
// "        ^", "  |  +++"). The file:line and message above it name the
// place; the agent can read the file. A labelled caret ("^^^ value moved
// here") says something and is not noise, nor is a line marked as the
// failing one ("> 4 | ...").
func excerptNoise(s string) bool {
	t := strings.TrimLeft(s, " \t")
	if t == "" || t[0] == '>' {
		return false
	}
	i := 0
	for i < len(t) && isDigit(t[i]) {
		i++
	}
	if i > 0 {
		if len(t) == len(s) && statisticsRow(s) {
			return false // a checker's tally at the margin, "6     F401 'os' imported but unused"
		}
		r := strings.TrimLeft(t[i:], " ")
		// "12 | code"; tsc --pretty: "12   code" (dropped only under a
		// diagnostic, as every excerpt line but a bare caret)
		return len(r) < len(t[i:]) && strings.HasPrefix(r, "|") || strings.HasPrefix(t[i:], "  ")
	}
	if t[0] != '|' {
		return bareCaret(t)
	}
	r := strings.Trim(t, "| ")
	return r == "" || strings.Trim(r, "^~-+_|/\\ ") == ""
}

// bareCaret reports whether t (no leading blanks) is a caret or an
// underline alone, as javac, tsc and Python put under the quoted source.
func bareCaret(t string) bool {
	return strings.ContainsAny(t, "^~") && strings.Trim(t, "^~ ") == ""
}

// dropExcerpts folds the source excerpts under diagnostics (see
// excerptNoise): a bare gutter always goes; a diagnostic keeps its
// excerpt the first time its message appears and loses it on every
// repeat, with the quoted line above a bare caret (javac). The indented
// detail lines a diagnostic writes below its excerpt ("  symbol:
// variable x", "  required: int") are kept: with the excerpt gone, they no
// longer sit in the window after the diagnostic.
func dropExcerpts(ls []line) []line {
	seen := map[string]bool{}
	at := -1                  // the line the lines below belong to (read only when an excerpt comes: most outputs have none)
	owner, first := "", false // its message; whether this is its first excerpt
	diag := false             // whether owner is a diagnostic: a table under another line is no excerpt
	grouped := false          // whether owner went into a group summary
	warnShown := 0            // warnings whose first excerpt was shown
	warned := false           // whether owner is a warning and no error
	last := lastExcerptOwner(ls)
	for i := range ls {
		if ls[i].gap > 0 || ls[i].syn {
			continue
		}
		s := ls[i].text
		if !excerptNoise(s) || !ls[i].shown() {
			// (A diagnostic a group summary stands for still owns the
			// excerpt lines the group left.)
			if s != "" && s[0] != ' ' && s[0] != '\t' {
				at, first = i, false
			}
			continue
		}
		if at >= 0 {
			owner, diag, grouped = diagKey(ls[at].text), diagHeader(ls[at].text), ls[at].cls == gone
			warned = warnOnly(ls[at].text)
			at = -1
		}
		t := strings.TrimLeft(s, " \t")
		if bareCaret(t) && !diag && !(i > 0 && strings.HasPrefix(ls[i-1].text, "LINE ")) {
			// A caret under something that is no compiler diagnostic (a
			// Python frame's expression): it only underlines.
			ls[i].cls = drop
			continue
		}
		if !diag {
			continue
		}
		if !first && !seen[owner] && !grouped && (!warned || warnShown < warnExcerpts || owner == last) {
			// (The excerpt of a diagnostic a summary stands for goes: it
			// would stand under another one.)
			seen[owner], first = true, true
			if warned {
				warnShown++
			}
		}
		if r := strings.Trim(t, "| "); r != "" && first && (owner == last || !(t[0] == '|' && strings.Trim(r, "^~") == "")) {
			// (A bare caret in the gutter goes even under the first
			// excerpt: the column is in the diagnostic's place. The
			// last diagnostic's stays: see lastExcerptOwner.)
			if owner == last {
				raise(ls, i)
			}
			continue
		}
		ls[i].cls = drop
		if bareCaret(t) {
			// (Only an indented line of no class of its own: a caret right
			// under the diagnostic must not take it along.)
			if p := ls[i-1]; p.shown() && p.cls == normal && strings.TrimSpace(p.text) != "" && (p.text[0] == ' ' || p.text[0] == '\t') {
				ls[i-1].cls = drop
			}
		}
	}
	for i := 0; i < len(ls); i++ {
		if ls[i].cls != keep || !ls[i].shown() {
			continue
		}
		j := i + 1
		for j < len(ls) && ls[j].shown() && ls[j].cls == drop && excerptOrQuoted(ls, j) {
			j++
		}
		if j == i+1 || !fileLine(ls[i].text) {
			continue
		}
		for n := 0; n < 4 && j < len(ls) && ls[j].shown() && ls[j].cls == normal && detailLine(ls[j].text); n, j = n+1, j+1 {
			ls[j].cls = keep
		}
	}
	return ls
}

// diagHeader reports whether s opens a diagnostic an excerpt may follow:
// "path:12:3: message", or a severity first ("error[E0308]: ...",
// "warning: ...", "note: ...", "help: ...").
func diagHeader(s string) bool {
	if _, ok := parseDiag(s); ok {
		return true
	}
	for _, p := range []string{"error", "warning", "note:", "help:"} {
		if strings.HasPrefix(s, p) {
			return true
		}
	}
	return false
}

// diagKey is what makes two diagnostics' excerpts alike: the message
// without its place, or the whole line for another header
// ("error[E0308]: mismatched types").
func diagKey(s string) string {
	if d, ok := parseDiag(s); ok {
		return d.key
	}
	return s
}

// excerptOrQuoted reports whether ls[j] is an excerpt line, or the quoted
// source right above one.
func excerptOrQuoted(ls []line, j int) bool {
	return excerptNoise(ls[j].text) || j+1 < len(ls) && excerptNoise(ls[j+1].text)
}

// detailLine is an indented line that is no excerpt: a diagnostic's note.
func detailLine(s string) bool {
	return (strings.HasPrefix(s, " ") || strings.HasPrefix(s, "\t")) && strings.TrimSpace(s) != "" && !excerptNoise(s)
}

// withExcerpts adds dropLibNotes before a spec's own post pass and
// dropExcerpts after it.
func withExcerpts(sp spec) spec {
	post := sp.post
	sp.post = func(ls []line) []line {
		ls = dropLibNotes(ls)
		if post != nil {
			ls = post(ls)
		}
		return keepPlaceHeaders(keepRelatedMessages(dropExcerpts(ls)))
	}
	return sp
}

// relatedReach is how far under a related place its message is looked
// for: past the place's own excerpt and caret.
const relatedReach = 4

// keepRelatedMessages keeps what a diagnostic's related information says
// of its place (tsc's "  src/order.ts:14:3", its excerpt, then "    The
// expected type comes from property 'customerId' which is declared here
// on type 'Order'"): why the place is named, which its excerpt going
// would leave in the budget's hands.
func keepRelatedMessages(ls []line) []line {
	return keepRelatedMessagesUnder(ls, func(int) bool { return true })
}

// keepShownRelatedMessages is keepRelatedMessages for the related places
// of diagnostics that are shown: one that went into a group's summary
// (tsc --pretty's "47 more of ...") takes its related messages along.
func keepShownRelatedMessages(ls []line) []line {
	owner := -1 // the diagnostic the lines below belong to
	owners := make([]int, len(ls))
	for i, l := range ls {
		if indent(l.text) == 0 {
			if _, ok := parseDiag(l.text); ok {
				owner = i // (its excerpt's numbered lines start at the margin too)
			}
		}
		owners[i] = owner
	}
	return keepRelatedMessagesUnder(ls, func(i int) bool {
		o := owners[i]
		return o >= 0 && ls[o].shown() && ls[o].cls != gone && ls[o].cls != drop
	})
}

// keepRelatedMessagesUnder is keepRelatedMessages for the related places
// at which under says yes.
func keepRelatedMessagesUnder(ls []line, under func(i int) bool) []line {
	for i, l := range ls {
		if l.cls != keep || !l.shown() || !relatedPlace(l.text) || !under(i) {
			continue
		}
		quote := placeLine(l.text) + " " // (tsc's quote of the place's line: "    5 export const ...")
		for j := i + 1; j < len(ls) && j <= i+relatedReach && strings.TrimSpace(ls[j].text) != ""; j++ {
			if ls[j].shown() && !excerptNoise(ls[j].text) && indent(ls[j].text) > indent(l.text) && (quote == " " || !strings.HasPrefix(strings.TrimLeft(ls[j].text, " "), quote)) {
				raise(ls, j)
				break
			}
		}
	}
	return ls
}

// placeLine is the line number of a related place ("src/lib/seasons.ts:5:14"
// is "5"), "" when it has none.
func placeLine(s string) string {
	f := strings.Split(strings.TrimSpace(s), ":")
	switch n := len(f); {
	case n >= 3 && f[n-2] != "" && allDigits(f[n-2]) && allDigits(f[n-1]):
		return f[n-2] // path:line:col
	case n >= 2 && f[n-1] != "" && allDigits(f[n-1]):
		return f[n-1] // path:line
	}
	return ""
}

// placeHeader reports whether s only names a place, for the findings
// below it ("In deploy.sh line 3:"): no message of its own.
func placeHeader(s string) bool {
	if !strings.HasSuffix(s, ":") || s[0] == ' ' || s[0] == '\t' {
		return false
	}
	if f, rest, ok := strings.Cut(s, ": In "); ok && !strings.Contains(f, " ") && strings.Contains(f, ".") && strings.Count(rest, " ") <= 3 {
		return true // gcc: "conn.c: In function 'open':", the function of the findings below
	}
	if f := strings.Fields(s); len(f) == 4 && f[0] == "In" && f[2] == "line" && allDigits(strings.TrimSuffix(f[3], ":")) {
		return true // shellcheck's "In bin/backup line 11:", whatever the file is named
	}
	if !maybeFileLine(s) || maybeError(s) || warning(s) {
		return false
	}
	if _, diag := parseDiag(s); diag {
		return false
	}
	return fileLine(s)
}

// keepPlaceHeaders keeps a place header that something kept stands under;
// the header of findings that all went says nothing. A finding drawn
// under its header as a caret and a message (shellcheck's "  ^--^ SC2086
// (info): Double quote ...") has no place but the header: folded as a
// repeat of one said before, it would take its place along, so it stays,
// and its header with it.
func keepPlaceHeaders(ls []line) []line {
	for i := 0; i < len(ls); i++ {
		if strings.HasPrefix(ls[i].text, "************* Module ") {
			// pylint's heading over each module's findings: it stays
			// when its findings went into summaries above, which name
			// their files but not in the order the run read them.
			raise(ls, i)
			continue
		}
		if !ls[i].shown() || !placeHeader(ls[i].text) {
			continue
		}
		end := i + 1
		for end < len(ls) && !(ls[end].shown() && placeHeader(ls[end].text)) {
			end++
		}
		for j := i + 1; j < end; j++ {
			if ls[j].cls != gone && !ls[j].syn && caretFinding(ls[j].text) {
				raise(ls, j)
			}
		}
		if ls[i].cls != normal {
			continue
		}
		for j := i + 1; j < end; j++ {
			if ls[j].cls == keep && ls[j].shown() {
				ls[i].cls = keep
				break
			}
		}
	}
	return ls
}

// caretFinding reports whether s is a finding drawn under the source it
// points into: a run of carets (and dashes) under the column, then its
// code and message ("     ^---^ SC2086 (info): Double quote ...").
func caretFinding(s string) bool {
	t := strings.TrimLeft(s, " ")
	if !strings.HasPrefix(t, "^") {
		return false
	}
	u := strings.TrimLeft(t, "^-~")
	msg, ok := strings.CutPrefix(u, " ")
	return ok && letterWords(msg) >= 2
}

// libPath reports whether a diagnostic's file is outside the project: a
// system header, a toolchain's sources, an installed package. (Not all of
// /usr or /opt: a project may live in /usr/src/app.)
func libPath(p string) bool {
	if strings.Contains(p, "/../") {
		p = path.Clean(p) // clang's "/usr/bin/../lib/gcc/x86_64-linux-gnu/12/../../../../include/c++/12/ostream"
	}
	for _, pre := range []string{"/usr/include/", "/usr/lib/", "/usr/lib64/", "/usr/libexec/", "/usr/share/", "/usr/local/include/", "/usr/local/lib/", "/usr/local/go/",
		"/usr/lib/gcc/", "/opt/homebrew/", "/opt/rh/", "/rustc/", "/nix/store/", "/Library/Developer/", "/Applications/Xcode"} {
		if strings.HasPrefix(p, pre) {
			return true
		}
	}
	for _, in := range []string{"/node_modules/", "/site-packages/", "/dist-packages/", "/.cargo/registry/", "/go/pkg/mod/", "/.rustup/"} {
		if strings.Contains(p, in) {
			return true
		}
	}
	return false
}

// libCandidates is how many of the library's candidates one error keeps.
const libCandidates = 2

// libCandidate reports whether msg, a note's message, is clang's word on
// one candidate it tried ("candidate function not viable: ...",
// "candidate template ignored: ...").
func libCandidate(msg string) bool {
	m := strings.TrimSpace(msg)
	return strings.HasPrefix(m, "candidate ") && (strings.Contains(m, " not viable") || strings.Contains(m, " ignored"))
}

// dropLibNotes omits what a compiler says about library code on the way
// to a diagnostic: a note, a "required from" or "In instantiation of" line
// whose place is a system header or a toolchain's source (the candidates
// g++ tried, where a trait is implemented), with the lines indented under
// it. An error or a warning there stays, as does every line that points
// into the project ("src/a.cpp:5:18: required from here"): those say what
// to fix and where.
func dropLibNotes(ls []line) []line {
	inLib, rust := false, false
	candidates := 0            // the library candidates noted since the last error
	links := map[string]bool{} // the include chains' project links kept
	for i := range ls {
		if !ls[i].shown() {
			continue
		}
		s := ls[i].text
		if s == "" || s[0] == ' ' || s[0] == '\t' {
			t := strings.TrimSpace(s)
			switch {
			case inLib && rust && (excerptNoise(s) || strings.HasPrefix(t, "::: ") && libPath(strings.TrimSpace(t[4:]))):
				ls[i].cls = drop
			case inLib && !rust && t != "":
				ls[i].cls = drop
			case strings.HasPrefix(t, "--> ") && libPath(strings.TrimSpace(t[4:])) && i > 0 && (strings.HasPrefix(ls[i-1].text, "note: ") || strings.HasPrefix(ls[i-1].text, "help: ")):
				// rustc: a note or help whose place is the standard
				// library (where a bound is declared, which types
				// implement a trait): its place and the library's
				// lines quoted under it go; its words stay ("required
				// by a bound in `slice::<impl [T]>::sort`" names what
				// asked for the trait), and so do its "= note:" lines
				// (the last one may speak of the whole error).
				ls[i].cls, inLib, rust = drop, true, true
			case strings.HasPrefix(t, "--> ") && libPath(strings.TrimSpace(t[4:])) && i > 1 && helpGoesOn(ls, i-1):
				// A help or note said on two lines or more ("help: the
				// trait `FromIterator<&String>` is not implemented for
				// `Vec<&str>`", "      but trait ... is implemented for
				// it"): its words say why, and stay; its place in the
				// standard library goes.
				ls[i].cls = drop
			}
			continue
		}
		inLib, rust = false, false
		file, rest, ok := strings.Cut(s, ":")
		if !ok || strings.ContainsAny(file, " \t") {
			continue
		}
		for rest != "" && (isDigit(rest[0]) || rest[0] == ':') {
			rest = rest[1:]
		}
		rest = strings.TrimSpace(rest)
		if strings.HasPrefix(rest, "error") || strings.HasPrefix(rest, "fatal") {
			candidates = 0 // (a new error: its own candidates)
		}
		if !libPath(file) {
			continue
		}
		if strings.HasPrefix(rest, "error") || strings.HasPrefix(rest, "fatal") || strings.HasPrefix(rest, "warning") || strings.HasPrefix(rest, "undefined") {
			continue
		}
		if strings.HasPrefix(rest, "note:") && libCandidate(rest[len("note:"):]) {
			// The library's overloads clang tried, one note each ("no
			// known conversion from 'Row' to 'char'", to 'long', ...):
			// the first two say why none fits; the rest list what the
			// library offers, not what the code did wrong.
			if candidates++; candidates > libCandidates {
				ls[i].cls, inLib = drop, true
				continue
			}
		}
		if strings.HasPrefix(rest, "note:") && failingNote(rest[len("note:"):]) {
			// A note that states a failure ("template argument
			// deduction/substitution failed:") says why a candidate
			// did not fit, wherever it is: it stays (alike ones are
			// grouped later), and the lines under it go as a note's.
			inLib = true
			continue
		}
		if strings.HasPrefix(rest, "note:") || strings.HasPrefix(rest, "required from") || strings.HasPrefix(rest, "In instantiation of") || strings.HasPrefix(rest, "In substitution of") {
			ls[i].cls, inLib = drop, true
			dropIncludeChain(ls, i, links)
		}
	}
	return foldNotesAtOnePlace(ls)
}

// dropIncludeChain omits the "In file included from a.h:3, / from b.c:1:"
// lines right above ls[i], a line that went, that name a library's
// header: they only say how the compiler reached it. A link of the chain
// in the project's own code stays: it is the project's line that pulled
// the header in ("from src/inv.cpp:3:"), the first time it is said:
// seen holds the links kept before (another chain through the same
// project file repeats its tail).
func dropIncludeChain(ls []line, i int, seen map[string]bool) {
	for k := i - 1; k >= 0 && ls[k].shown(); k-- {
		t := ls[k].text
		at, ok := strings.CutPrefix(t, "In file included from ")
		if !ok {
			if at, ok = strings.CutPrefix(strings.TrimLeft(t, " "), "from "); !ok {
				return
			}
		}
		if file, _, _ := strings.Cut(at, ":"); libPath(file) || !strings.ContainsAny(file, "/.") || seen[strings.TrimRight(at, ",:")] {
			ls[k].cls = drop
		} else {
			seen[strings.TrimRight(at, ",:")] = true
		}
		if strings.HasPrefix(t, "In file included from ") {
			return
		}
	}
}

// failingNote reports whether msg, a compiler note's message, states a
// failure in its own words ("template argument deduction/substitution
// failed:"), not in a name it quotes (a candidate's signature naming
// std::exception or a type called ParseError).
func failingNote(msg string) bool {
	m := unquoted(msg)
	return maybeError(m) && errRe.MatchString(m) && !noFailure(m)
}

// unquoted is s without the spans a compiler quotes a name or a type in
// (‘…’, '…', "…", `…`). A straight quote opens a span only at a word's
// start: "couldn't" has none.
func unquoted(s string) string {
	var b strings.Builder
	for from := 0; from < len(s); {
		i := strings.IndexAny(s[from:], "‘'\"`")
		if i < 0 {
			break
		}
		i += from
		size, closing := 1, s[i:i+1]
		if strings.HasPrefix(s[i:], "‘") {
			size, closing = len("‘"), "’"
		} else if i > 0 && isWord(s[i-1]) {
			from = i + 1 // an apostrophe
			continue
		}
		j := strings.Index(s[i+size:], closing)
		if j < 0 {
			break
		}
		b.WriteString(s[:i])
		s, from = s[i+size+j+len(closing):], 0
	}
	b.WriteString(s)
	return b.String()
}

// foldNotesAtOnePlace keeps, of a run of notes at one place ("a.cpp:7:11:
// note: cannot convert ... to 'char'", then to 'const char*' ...: each
// candidate a compiler tried), the first two (a candidate and why it does
// not fit); the others go with their excerpts. A note that heads the
// others (it ends in ':') is no candidate and counts for none, and so is a
// note under it that is not indented as its candidates are (what they are
// for). Errors and warnings are never part of such a run.
func foldNotesAtOnePlace(ls []line) []line {
	place, n := "", 0
	headed := false // the run's notes are under a heading
	for i := range ls {
		if !ls[i].shown() || ls[i].cls == drop {
			continue
		}
		s := ls[i].text
		if s == "" || s[0] == ' ' || s[0] == '\t' || excerptNoise(s) {
			continue
		}
		if !strings.Contains(s, "note:") {
			place = ""
			continue
		}
		d, ok := parseDiag(s)
		if !ok || d.file == "" || !strings.HasPrefix(d.key, "note:") {
			place = ""
			continue
		}
		if libPath(d.file) {
			// A library's note that stayed (it states a failure:
			// dropLibNotes) between the notes of the run: the run goes
			// on past it.
			continue
		}
		at, _, _ := strings.Cut(s, ": ")
		if at != place {
			place, n, headed = at, 0, false
		}
		if strings.HasSuffix(s, ":") {
			headed = true
			continue // a heading over the notes (mypy's "note: Possible overload variants:"), no candidate
		}
		if _, msg, _ := strings.Cut(s, "note:"); headed && !strings.HasPrefix(msg, "   ") {
			// Under a heading the candidates are indented ("note:     def
			// __sub__(...)"); a note that is not says what the
			// candidates are for ("note: Right operand is of type
			// "Optional[datetime]""): no candidate, it stays.
			headed = false
			continue
		}
		if n++; n <= 2 {
			continue
		}
		ls[i].cls = drop
		for k := i + 1; k < len(ls) && ls[k].shown() && excerptNoise(ls[k].text); k++ {
			ls[k].cls = drop
		}
	}
	return ls
}

// lastExcerptOwner is the message of the diagnostic whose excerpt ends
// the output ("" when none does). Its excerpt shows whole, caret and
// all, past warnExcerpts: an output's last lines stay (the tail budget),
// and where a summary stands for that diagnostic, its first
// occurrence's excerpt is the one that shows.
func lastExcerptOwner(ls []line) string {
	i := len(ls) - 1
	for i >= 0 && strings.TrimSpace(ls[i].text) == "" {
		i--
	}
	n := 0
	for ; i >= 0 && n < 12 && excerptNoise(ls[i].text); i-- {
		n++
	}
	if n == 0 || i < 0 || !diagHeader(ls[i].text) {
		return ""
	}
	return diagKey(ls[i].text)
}

// warnExcerpts is how many distinct warnings show their first excerpt: a
// few show what the warnings are about; past them, each warning's place
// and message say where to look (an error's first excerpt always stays).
const warnExcerpts = 3

// warnOnly reports whether a diagnostic is a warning and no error.
func warnOnly(s string) bool {
	return warning(s) && !strings.Contains(strings.ToLower(s), "error")
}

// helpGoesOn reports whether ls[j] is a line a rustc help or note goes on
// on (deeper than its gutter, no gutter bar of its own), under the
// help's or note's first line, or an "= note:" line of its own.
func helpGoesOn(ls []line, j int) bool {
	if t := strings.TrimSpace(ls[j].text); strings.HasPrefix(t, "= note: ") || strings.HasPrefix(t, "= help: ") {
		return true // ("= note: in this macro invocation", over the macro's place)
	}
	for ; j > 0 && indent(ls[j].text) >= 4 && !strings.HasPrefix(strings.TrimSpace(ls[j].text), "|") && !strings.HasPrefix(strings.TrimSpace(ls[j].text), "--> "); j-- {
		if h := ls[j-1].text; strings.HasPrefix(h, "help: ") || strings.HasPrefix(h, "note: ") {
			return true
		}
	}
	return false
}

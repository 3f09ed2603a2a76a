package reduce

import (
	"sort"
	"strings"
	"unicode/utf8"
)

// Clipping a long line: its head, its end, and a window around each place
// that matters (an error word, a file:line), so an error in the middle of a
// megabyte of one-line JSON survives.
const (
	clipHead    = 600 // bytes kept from the start of the line
	clipTail    = 200 // bytes kept from its end
	clipWindow  = 300 // bytes kept each side of a place that matters
	clipWindows = 6   // places kept at most
	// Of a routine line (shown for the output's shape, not for what it
	// says), less of its head and end.
	routineClipHead = 240
	routineClipTail = 80
)

// clipWords are the lower-case words whose every occurrence in a long line
// is a place that matters.
var clipWords = []string{"error", "fail", "panic", "fatal", "exception", "traceback", "denied", "cannot", "not found", "timed out", "timeout", "refused", "abort"}

// clip shortens a line longer than maxLine around what matters in it.
// Omitted stretches become byte markers.
func (r *renderer) clip(s string) string {
	return r.clipTo(s, clipHead, clipTail)
}

// clipTo clips s keeping head bytes from its start and tail from its end
// (and the windows around what matters in it).
func (r *renderer) clipTo(s string, head, tail int) string {
	spans := [][2]int{{0, head}}
	for _, p := range hotSpots(s) {
		spans = append(spans, [2]int{p - clipWindow, p + clipWindow})
	}
	spans = append(spans, [2]int{len(s) - tail, len(s)})
	// Merge overlapping windows, each boundary moved to a rune start.
	sort.Slice(spans, func(i, j int) bool { return spans[i][0] < spans[j][0] })
	var merged [][2]int
	for _, sp := range spans {
		a, b := runeStart(s, max(0, sp[0])), runeStart(s, min(len(s), sp[1]))
		if n := len(merged); n > 0 && a <= merged[n-1][1] {
			merged[n-1][1] = max(merged[n-1][1], b)
			continue
		}
		merged = append(merged, [2]int{a, b})
	}
	var out strings.Builder
	at := 0
	for _, sp := range merged {
		if sp[0] > at {
			if at > 0 {
				out.WriteByte(' ')
			}
			out.WriteString(r.bytes(sp[0] - at))
			out.WriteByte(' ')
		}
		out.WriteString(s[sp[0]:sp[1]])
		at = sp[1]
	}
	if at < len(s) {
		out.WriteByte(' ')
		out.WriteString(r.bytes(len(s) - at))
	}
	return out.String()
}

// runeStart moves i back to the start of the rune it falls in.
func runeStart(s string, i int) int {
	for i > 0 && i < len(s) && !utf8.RuneStart(s[i]) {
		i--
	}
	return i
}

// hotSpots returns up to clipWindows positions in s of error words and
// file:line references, earliest first. It scans with plain substring
// searches: a line can be megabytes long.
func hotSpots(s string) []int {
	lower := s
	for i := 0; i < len(s); i++ {
		if c := s[i]; c >= 'A' && c <= 'Z' {
			lower = strings.ToLower(s)
			break
		}
	}
	var at []int
	for _, w := range clipWords {
		for off, n := 0, 0; n < clipWindows; {
			k := strings.Index(lower[off:], w)
			if k < 0 {
				break
			}
			if !hyphenName(lower, off+k, off+k+len(w)) {
				at = append(at, off+k)
				n++
			}
			off += k + len(w)
		}
	}
	// file.ext:12 — a colon after a dotted word, followed by a digit.
	for off, n := 0, 0; n < clipWindows; {
		k := strings.IndexByte(s[off:], ':')
		if k < 0 {
			break
		}
		i := off + k
		off = i + 1
		if i+1 < len(s) && isDigit(s[i+1]) && dottedBefore(s, i) {
			at = append(at, i)
			n++
		}
	}
	sort.Ints(at)
	// Places close together share a window.
	var out []int
	for _, p := range at {
		if len(out) > 0 && p-out[len(out)-1] < clipWindow {
			continue
		}
		out = append(out, p)
		if len(out) == clipWindows {
			break
		}
	}
	return out
}

// hyphenName reports whether s[i:j], a failure word, is joined by a
// hyphen to a name it is part of ("pytest-timeout==2.1.0" in tox's list
// of what it installed, "es-errors@1.3.0", "error-constants.js"): it says
// no failure, and a window around it would show a package list's middle.
func hyphenName(s string, i, j int) bool {
	return i >= 2 && s[i-1] == '-' && isWord(s[i-2]) || j+1 < len(s) && s[j] == '-' && isWord(s[j+1])
}

func isDigit(c byte) bool { return c >= '0' && c <= '9' }

func isWord(c byte) bool {
	return c == '_' || isDigit(c) || c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z'
}

// dottedBefore reports whether s[:i] ends in a word, a dot and an
// extension that starts with a letter (name.go, lib.rs).
func dottedBefore(s string, i int) bool {
	j := i - 1
	for j >= 0 && isWord(s[j]) {
		j--
	}
	if j == i-1 || j < 1 || s[j] != '.' {
		return false
	}
	if c := s[j+1]; !(c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z') {
		return false
	}
	return isWord(s[j-1]) || s[j-1] == ')'
}

// fileLine reports whether s names a place in a file (file.ext:12, file.ts(12,3), `File "x.py", line 12`, ", line
// 12", "x.sh line 12", Makefile:12). By hand, not by a pattern: it runs on
// every line of every output that has a digit after a colon, and the
// pattern (fileLineRe in the tests, which checks the two agree) cost ten
// times as much.
func fileLine(s string) bool {
	for i := 0; i+1 < len(s); i++ {
		switch {
		case s[i] == ':' && isDigit(s[i+1]):
			if dottedBefore(s, i) || namedFileBefore(s, i) || scriptPlace(s, i) {
				return true
			}
		case s[i] == '(' && isDigit(s[i+1]):
			if dottedBefore(s, i) && wordBeforeDot(s, i) && digitsCommaDigitsParen(s[i+1:]) {
				return true
			}
		case s[i] == ' ' && strings.HasPrefix(s[i:], " line ") && i+6 < len(s) && isDigit(s[i+6]):
			if i > 0 && s[i-1] == ',' {
				return true // ", line 12" (also Python's File "x.py", line 12)
			}
			if wordColonLine(s, i) {
				return true // "x.js: line 12", "x.sh: line 12:"
			}
			j := i + 6
			for j < len(s) && isDigit(s[j]) {
				j++
			}
			if dottedBefore(s, i) && wordBeforeDot(s, i) && (j == len(s) || !isWord(s[j])) {
				return true // "x.sh line 12"
			}
		}
	}
	return lineOfFile(s)
}

// wordBeforeDot reports whether the dot of the extension that ends s[:i]
// follows a word character (dottedBefore also allows a ')').
func wordBeforeDot(s string, i int) bool {
	j := i - 1
	for j >= 0 && isWord(s[j]) {
		j--
	}
	return j >= 1 && s[j] == '.' && isWord(s[j-1])
}

// digitsCommaDigitsParen reports whether s starts with "12,3)".
func digitsCommaDigitsParen(s string) bool {
	i := 0
	for i < len(s) && isDigit(s[i]) {
		i++
	}
	if i == 0 || i >= len(s) || s[i] != ',' {
		return false
	}
	j := i + 1
	for j < len(s) && isDigit(s[j]) {
		j++
	}
	return j > i+1 && j < len(s) && s[j] == ')'
}

// scriptPlace reports whether s starts with a place in a file named
// without an extension, under a folder, as checkers write it with a line
// and a column: "bin/hide-report:15:9: C: ..." (rubocop, shellcheck -f
// gcc on a repository's scripts). i is the colon after the path. Both
// numbers and the colon after them are asked for, and the path must be
// the line's first word: a host's port ("db/primary:5432") has one.
func scriptPlace(s string, i int) bool {
	p := s[:i]
	k := strings.LastIndexByte(p, '/')
	if k <= 0 || k == len(p)-1 || !isLetter(p[k+1]) || strings.Contains(p, "//") {
		return false
	}
	for j := 0; j < len(p); j++ {
		if c := p[j]; !isWord(c) && c != '/' && c != '.' && c != '-' {
			return false
		}
	}
	n := digitRun(s[i+1:])
	rest := s[i+1+n:]
	if n == 0 || !strings.HasPrefix(rest, ":") {
		return false
	}
	m := digitRun(rest[1:])
	return m > 0 && strings.HasPrefix(rest[1+m:], ":")
}

// namedFileBefore reports whether s[:i] ends in the name of a file that
// has no extension (Dockerfile, Makefile, ...), a whole word.
func namedFileBefore(s string, i int) bool {
	for _, n := range []string{"Dockerfile", "Containerfile", "Makefile", "GNUmakefile", "makefile", "Jenkinsfile", "Vagrantfile", "Gemfile", "Rakefile", "Justfile", "justfile"} {
		if strings.HasSuffix(s[:i], n) && (i == len(n) || !isWord(s[i-len(n)-1])) {
			return true
		}
	}
	return false
}

package reduce

import "strings"

// Findings in the "message, then an arrow to the place" shape, which
// rustc and cargo, clippy, ruff's full format, deno lint, miette's and
// codespan's reports print, whatever the tool:
//
//	F401 [*] `os` imported but unused
//	 --> app/a.py:3:8
//	  |
//	3 | import os
//	  |        ^^
//	  |
//	help: Remove unused import: `os`
//
// The message is the line at (or near) the margin; the line under it is
// the place alone, behind an arrow (" --> a.rs:3:5", "   ╭─[a.js:1:7]",
// "  ┌─ a.typ:3:5"); the excerpt, its caret labels and the help and note
// lines below it, up to a blank line, are the finding's details.
// groupDiags reads such a block as one finding: its message and place go
// together, into a summary or shown whole, never one without the other.

// arrowLines is how many lines at most a finding's block takes: a
// longer run of lines under one arrow is no finding's detail, and is
// left to the other rules.
const arrowLines = 80

// arrowPlace reads a place behind an arrow, alone on its line (" -->
// src/a.rs:3:5", "   ╭─[src/a.js:1:7]", "  ┌─ a.typ:3:5"): the file and
// the line.
func arrowPlace(s string) (string, string, bool) {
	t := strings.TrimLeft(s, " ")
	if len(s)-len(t) > 12 || len(t) > 400 {
		return "", "", false
	}
	var loc string
	switch {
	case strings.HasPrefix(t, "--> "):
		loc = strings.TrimSpace(t[len("--> "):])
	case strings.HasPrefix(t, "┌─ "):
		loc = strings.TrimSpace(t[len("┌─ "):])
	case strings.HasPrefix(t, "╭─["):
		l, ok := strings.CutSuffix(strings.TrimSpace(t[len("╭─["):]), "]")
		if !ok {
			return "", "", false
		}
		loc = l
	default:
		return "", "", false
	}
	// file:line or file:line:col; the file may hold a colon itself (a
	// drive's, "C:\src\a.rs:3:5"), the numbers are the last parts.
	parts := strings.Split(loc, ":")
	n := len(parts)
	if n >= 3 && allDigits(parts[n-1]) && allDigits(parts[n-2]) {
		parts = parts[:n-1]
		n--
	}
	if n < 2 || !allDigits(parts[n-1]) {
		return "", "", false
	}
	file := strings.Join(parts[:n-1], ":")
	if file == "" || strings.ContainsAny(file, " \t") {
		return "", "", false
	}
	if k := strings.IndexByte(file, ':'); k >= 0 && (k != 1 || !asciiLetter(rune(file[0])) || len(file) < 3 || file[2] != '\\' && file[2] != '/' || strings.Count(file, ":") > 1) {
		return "", "", false // (a colon only after a drive's letter)
	}
	return file, parts[n-1], true
}

// arrowHead reports whether s may be the message line of an arrow
// finding: near the margin, words in it, no part of an excerpt.
func arrowHead(s string) bool {
	t := strings.TrimLeft(s, " ")
	if len(s)-len(t) > 4 || t == "" || t[0] == '\t' || len(t) > 1000 {
		return false
	}
	if excerptNoise(s) || gutterLine(t) {
		return false
	}
	if _, _, ok := arrowPlace(s); ok {
		return false
	}
	return letterWords(t) >= 2
}

// gutterLine reports whether t (no leading blanks) is a line of an
// excerpt's gutter: a bar, a dot or an equals sign first ("| code", "=
// note: ...", "· label", "╰────"), or a line number before one.
func gutterLine(t string) bool {
	i := 0
	for i < len(t) && isDigit(t[i]) {
		i++
	}
	r := strings.TrimLeft(t[i:], " ")
	if i > 0 && (r == "" || len(r) < len(t[i:]) && suggestionMark(r)) {
		return true // (rustc's suggested edit: "30 -     return x;", "30 +     x")
	}
	for _, p := range []string{"|", "│", "·", "=", "╰", "╭", "├", "┆", "┬", "┴", ":::"} {
		if strings.HasPrefix(r, p) {
			return true
		}
	}
	return false
}

// arrowDetail reports whether t, a line under an arrow finding's place,
// is one of its details: indented (the excerpt, its labels, a note's own
// place), a line of the excerpt's gutter, or a label at the margin that
// adds to the message ("help: ...", "note: ..."). A new finding
// ("error: ...", "warning: ...") or any other line at the margin is not.
func arrowDetail(t string) bool {
	if strings.TrimSpace(t) == "" {
		return false
	}
	if t[0] == ' ' || t[0] == '\t' || gutterLine(t) || t == "..." {
		// ("...": rustc's mark of source lines left out between two
		// quoted ones; the excerpt goes on under it.)
		return true
	}
	return noteLabel(t)
}

// noteLabel reports whether t starts with a label that adds to a
// finding's message ("help: ...", "note: ..."), no severity of a finding
// of its own.
func noteLabel(t string) bool {
	w, _, ok := strings.Cut(t, ":")
	if !ok || w == "" || len(w) > 12 {
		return false
	}
	for i := 0; i < len(w); i++ {
		if w[i] < 'a' || w[i] > 'z' {
			return false
		}
	}
	switch w {
	case "error", "warning", "fatal", "panic", "failed", "failure":
		return false
	}
	return true
}

// arrowEnd returns where the finding whose message is text(i) and place
// text(i+1) ends: one past its last detail line and the blank line after
// it, at most arrowLines on. ok is false when text(i+1) is no place
// behind an arrow or text(i) is no message.
func arrowEnd(n int, text func(int) string, i int) (int, bool) {
	if i+1 >= n {
		return 0, false
	}
	if _, _, ok := arrowPlace(text(i + 1)); !ok || !arrowHead(text(i)) {
		return 0, false // (the place first: most lines have none under them)
	}
	end := i + 2
	for end < n && end-i < arrowLines && arrowDetail(text(end)) {
		if end+1 < n && startsArrow(text(end), text(end+1)) {
			break // the next finding, with no blank line before it (but a note's own place)
		}
		end++
	}
	if end < n && strings.TrimSpace(text(end)) == "" {
		end++
	}
	return end, true
}

// arrowDiag reads an arrow finding at ls[i]: its message (the key, as
// the line says it) and place, and one past its block's last line. A line
// a fold took ends the block.
func arrowDiag(ls []line, i int) (diag, int, bool) {
	if !ls[i].shown() || i+1 >= len(ls) || !ls[i+1].shown() {
		return diag{}, 0, false
	}
	end, ok := arrowEnd(len(ls), func(k int) string {
		if !ls[k].shown() {
			return "" // (a line a fold took ends the block as a blank does)
		}
		return ls[k].text
	}, i)
	if !ok {
		return diag{}, 0, false
	}
	if end > i+2 && !ls[end-1].shown() {
		end-- // (the line a fold took is not the block's)
	}
	file, ln, _ := arrowPlace(ls[i+1].text)
	return diag{file: file, line: ln, key: strings.TrimSpace(ls[i].text)}, end, true
}

// arrowBlocks marks the lines of the arrow findings in ls (nil when
// there are none, as in most outputs): the folds before groupDiags leave
// them to it, which keeps a finding's message with its place.
func arrowBlocks(ls []line) []bool {
	var in []bool
	for i := 1; i < len(ls); i++ {
		if _, _, ok := arrowPlace(ls[i].text); !ok {
			continue // (first: most lines are no place behind an arrow)
		}
		if _, end, ok := arrowDiag(ls, i-1); ok {
			if in == nil {
				in = make([]bool, len(ls))
			}
			for k := i - 1; k < end; k++ {
				in[k] = true
			}
			i = end - 1
		}
	}
	return in
}

// keepArrowFindings keeps the arrow findings groupDiags left shown with
// their labels, help and notes (but the lines a rule found to be noise):
// they say how to fix it. A finding whose carets carry a label keeps its
// quoted source too, whole: a label under no source line points at
// nothing. Bare carets under it say only what the place says: the quoted
// source is left to the budget.
func keepArrowFindings(ls []line) []line {
	for i := 1; i < len(ls); i++ {
		if _, _, ok := arrowPlace(ls[i].text); !ok {
			continue // (first: most lines are no place behind an arrow)
		}
		_, end, ok := arrowDiag(ls, i-1)
		if !ok {
			continue
		}
		whole := false
		for k := i + 1; k < end && !whole; k++ {
			whole = caretLabel(ls[k].text)
		}
		for k := i - 1; k < end; k++ {
			t := strings.TrimSpace(ls[k].text)
			if ls[k].cls == normal && t != "" && (whole || !excerptNoise(ls[k].text) && !snippetSource(t)) {
				ls[k].cls = keep
			}
		}
		i = end - 1
	}
	return ls
}

// caretLabel reports whether s is a line of an excerpt's gutter that
// labels what it points at ("  |   ^^^ expected `i32`", "   ·   ╰── 'x'
// is declared here"): the gutter, marks, then words.
func caretLabel(s string) bool {
	t := strings.TrimLeft(s, " ")
	if !strings.HasPrefix(t, "|") && !strings.HasPrefix(t, "│") && !strings.HasPrefix(t, "·") || excerptNoise(s) {
		return false
	}
	r := strings.TrimLeft(t, "|│· ")
	for _, m := range []string{"^", "~", "-", "_", "┬", "╰", "─"} {
		if strings.HasPrefix(r, m) {
			return letterWords(r) > 0
		}
	}
	return false
}

// maskQuoted returns s with the text between each pair of backticks (up
// to 80 bytes, blanks and all) as "…": the code a label or a suggestion
// quotes differs at each place ("try: `x.is_empty()`").
func maskQuoted(s string) string {
	if strings.Count(s, "`") < 2 {
		return s
	}
	var b strings.Builder
	for {
		o := strings.IndexByte(s, '`')
		if o < 0 {
			break
		}
		c := strings.IndexByte(s[o+1:], '`')
		if c < 0 || c > 80 {
			b.WriteString(s[:o+1])
			s = s[o+1:]
			continue
		}
		b.WriteString(s[:o] + "`…`")
		s = s[o+1+c+1:]
	}
	b.WriteString(s)
	return b.String()
}

// pairArrowHeads keeps an arrow finding's message and place together
// after every fold and reducer's rule: when one of them is kept and the
// other would go into a marker, both stay (a place under no message, or
// a message with no place, reads as a different finding).
func pairArrowHeads(ls []line) []line {
	for i := 1; i < len(ls); i++ {
		file, _, ok := arrowPlace(ls[i].text)
		if !ok {
			continue
		}
		h, p := &ls[i-1], &ls[i]
		if !h.shown() || !p.shown() || !arrowHead(h.text) || (h.cls == keep) == (p.cls == keep) {
			continue
		}
		if libPath(file) && noteLabel(strings.TrimLeft(h.text, " \t")) {
			continue // (a note's place in the standard library goes, its words stay: dropLibNotes)
		}
		h.cls, p.cls = keep, keep
	}
	return ls
}

// startsArrow reports whether h over p opens a finding of its own inside
// another's block: a message over a place behind an arrow, and no note's
// or help's label (rustc's "note: required by a bound in `f`" over its
// place belongs to the finding above).
func startsArrow(h, p string) bool {
	if _, _, ok := arrowPlace(p); !ok {
		return false
	}
	return arrowHead(h) && !noteLabel(strings.TrimLeft(h, " \t"))
}

package reduce

import "strings"

// Structure: lines that say what the kept lines belong to. A finding is
// read against its heading (the file a linter groups it under, the item a
// report opens for it), so a kept line keeps its headings.

// keepHeadings keeps the headings of every kept indented line: each line
// above it, in the same paragraph, that is indented less than the lines
// under it (a linter's file line over its findings, a report's ">> Issue:"
// over its "Location: a.py:3"). Noise stays noise.
func keepHeadings(ls []line) []line {
	type head struct{ indent, at int }
	var stack []head // the headings of the line being read, outermost first
	for i := range ls {
		l := ls[i]
		if !l.shown() {
			continue
		}
		if strings.TrimSpace(l.text) == "" {
			stack = stack[:0] // a heading rules its paragraph only
			continue
		}
		n := indent(l.text)
		for len(stack) > 0 && stack[len(stack)-1].indent >= n {
			stack = stack[:len(stack)-1]
		}
		if l.cls == keep && n > 0 {
			for k := len(stack) - 1; k >= 0; k-- {
				h := &ls[stack[k].at]
				if h.cls == keep {
					break // (its own headings were kept with it)
				}
				if h.cls == normal {
					h.cls = keep
				}
			}
		}
		stack = append(stack, head{n, i})
	}
	return ls
}

// totalLine reports whether s is a report's total: "Total lines of
// code: 87", "TOTAL  17610  8964  49%", a count under a summary.
func totalLine(s string) bool {
	t := strings.TrimSpace(s)
	if len(t) < 7 || len(t) > 120 || !strings.EqualFold(t[:5], "total") || t[5] != ' ' && t[5] != ':' && t[5] != '\t' {
		return false
	}
	return strings.ContainsAny(t[5:], "0123456789")
}

// tableRow reports whether the fields of a line that ends in a
// percentage are a table's row (a name and two numbers before it:
// "billing/__init__.py  0  0  100%"), not a progress counter.
func tableRow(f []string) bool {
	n := 0
	for _, w := range f[:len(f)-1] {
		if allDigits(strings.ReplaceAll(w, ",", "")) {
			n++
		}
	}
	return n >= 2
}

// lastWhole is the longest last line shown whole: the last lines hold an
// output's result (a response body, a verdict), so they are not clipped
// at maxLine; a longer one (a minified bundle) still is.
const lastWhole = 4 * maxLine

// lastLines returns the index of the third last non-blank line of ls: from
// there on, lines up to lastWhole are not clipped.
func lastLines(ls []line) int {
	nb := 0
	for i := len(ls) - 1; i >= 0; i-- {
		if ls[i].shown() && strings.TrimSpace(ls[i].text) != "" {
			if nb++; nb == 3 {
				return i
			}
		}
	}
	return 0
}

package reduce

import "strings"

// repeatMin is how often a line must come, the first time included,
// before its repeats are folded.
const repeatMin = 3

// placeRe finds a place in a line no diagnostic format reads: "x.php on
// line 2", `x.py", line 4`, "x.rb:12", "x.cs(3,5)".
var placeRe = lazy(`([^\s:"'(\[]+\.[A-Za-z]\w*)(?::(\d+)|", line (\d+)| on line (\d+)| line (\d+)|\((\d+)[,)])`)

// foldRepeats folds the repeats of a line that comes again and again,
// word for word (a runtime's warning printed on every pass of a loop, a
// logger's retry): the first stays, the others go. When the line names a
// place, one summary under the first says how many more and where; when
// it names none, the markers count them. Only lines that start at the
// margin: an indented one is a stack frame or a source line, which belongs
// to the block it is in. Diagnostics are left to groupDiags.
func foldRepeats(ls []line) []line {
	count := map[string]int{}
	for _, l := range ls {
		if repeatable(l) {
			count[l.text]++
		}
	}
	first := map[string]int{}
	more := map[int]int{} // first occurrence -> repeats folded
	for i, l := range ls {
		if count[l.text] < repeatMin || !repeatable(l) {
			continue
		}
		at, seen := first[l.text]
		if !seen {
			first[l.text] = i
			ls[i].cls = keep // the one that shows what the others say
			continue
		}
		more[at]++
		if summed(l.text) {
			ls[i].cls = gone // the summary stands for it
		} else {
			ls[i].cls = drop
		}
	}
	if len(more) == 0 {
		return ls
	}
	out := make([]line, 0, len(ls)+len(more))
	for i, l := range ls {
		out = append(out, l)
		if more[i] == 0 || !summed(l.text) {
			continue
		}
		m := placeRe.FindStringSubmatch(l.text)
		s := "[hooktool: " + Commas(more[i]) + " more of \"" + strings.Join(strings.Fields(l.text), " ") + "\" at " + m[1] + ":" + strings.Join(m[2:], "")
		out = append(out, line{text: s, cls: keep, syn: true, note: true, sec: l.sec})
	}
	return out
}

// summed reports whether the repeats of s get a summary: s names a
// place. (Not a line that starts with a path, which reads as a file
// header, as eslint's: its repeats go under the markers.)
func summed(s string) bool {
	return s[0] != '/' && placeRe.MatchString(s)
}

// repeatable reports whether l may be folded as a repeat: a shown line
// at the margin, long enough to be worth a marker, and no diagnostic.
func repeatable(l line) bool {
	t := l.text
	if !l.shown() || l.cls == drop || len(t) < 16 || t[0] == ' ' || t[0] == '\t' {
		return false
	}
	_, diag := parseDiag(t)
	return !diag
}

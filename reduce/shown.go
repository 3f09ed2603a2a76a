package reduce

import (
	"strconv"
	"strings"
	"unicode/utf8"
)

// DefaultMaxShown bounds what one run prints, both streams together, in
// bytes. Claude Code (2.1.2 and later) keeps a Bash result longer than
// 30,000 characters on disk and shows the model only its first 2,000: an
// output still longer than that once every rule has read it (a file
// printed whole, thousands of findings each kept) would reach the model
// as its first screen alone. Cut to this bound in the middle, the model
// reads its head and its end (a run's summary), and the marker names the
// file that holds the rest. A UTF-8 byte is never less than a UTF-16
// unit, which the client counts, and the slack covers the lines the
// client adds (the exit code).
const DefaultMaxShown = 28000

// markerRoom is what a cut's marker may take of the bound, its path aside.
const markerRoom = 120

// fitShown cuts the middle out of the two streams' texts so that together
// they take at most max bytes, and reports whether it cut. A stream up to
// a quarter of max stays whole and the other gets the rest; else each gets
// its share of max by its length. asRead says which texts are the
// command's own lines, none left out, so that the lines a marker stands
// for are the full output's (when that stream is all the full output
// holds: whole says so); path is the full output, named by the first
// marker only.
func fitShown(outs [2]string, max int, path string, asRead [2]bool) ([2]string, bool) {
	total := len(outs[0]) + len(outs[1])
	if max <= 0 || total <= max {
		return outs, false
	}
	var share [2]int
	switch small := max / 4; {
	case len(outs[1]) <= small:
		share = [2]int{max - len(outs[1]), len(outs[1])}
	case len(outs[0]) <= small:
		share = [2]int{len(outs[0]), max - len(outs[0])}
	default:
		share[0] = int(int64(max) * int64(len(outs[0])) / int64(total))
		share[1] = max - share[0]
	}
	named := strings.Contains(outs[0], path) || strings.Contains(outs[1], path)
	for fd, s := range outs {
		if len(s) <= share[fd] {
			continue
		}
		name := path
		if named {
			name = "" // (only the first marker names the file)
		}
		outs[fd] = cutMiddle(s, share[fd]-len(name), max, name, asRead[fd] && outs[1-fd] == "")
		named = true
	}
	return outs, true
}

// cutMiddle keeps the head and the end of s, each half of budget less
// the marker's room, and puts a marker for what went between them. numbered
// says s's lines are the full output's, so the marker can say which.
func cutMiddle(s string, budget, max int, path string, numbered bool) string {
	half := (budget - markerRoom) / 2
	if half < 0 {
		half = 0
	}
	h := headEnd(s, half)
	t := tailStart(s, half, h)
	head, gone, tail := s[:h], s[h:t], s[t:]
	var b strings.Builder
	b.Grow(h + len(tail) + markerRoom + len(path))
	b.WriteString(head)
	whole := (h == 0 || head[h-1] == '\n') && (t == len(s) || s[t-1] == '\n')
	if h > 0 && head[h-1] != '\n' {
		b.WriteByte('\n')
	}
	b.WriteString("[hooktool: ")
	switch n := strings.Count(gone, "\n"); {
	case !whole:
		b.WriteString(Commas(len(gone)) + " bytes omitted")
	case numbered:
		first := strings.Count(head, "\n") + 1
		b.WriteString("lines " + strconv.Itoa(first) + "-" + strconv.Itoa(first+n-1) + " omitted")
	case n == 1:
		b.WriteString("1 line omitted")
	default:
		b.WriteString(Commas(n) + " lines omitted")
	}
	b.WriteString(" to stay within " + Commas(max) + " bytes")
	if path != "" {
		b.WriteString("; full output: " + path)
	}
	b.WriteString("]\n")
	b.WriteString(tail)
	return b.String()
}

// headEnd is where a head of at most n bytes of s ends: after its last
// whole line, or inside the first line (at a character's start) when that
// line alone is longer.
func headEnd(s string, n int) int {
	if n >= len(s) {
		return len(s)
	}
	if k := strings.LastIndexByte(s[:n], '\n'); k >= 0 {
		return k + 1
	}
	for n > 0 && !utf8.RuneStart(s[n]) {
		n--
	}
	return n
}

// tailStart is where an end of at most n bytes of s starts, not before
// from: at the start of a line, or inside the last line (at a character's
// start) when that line alone is longer.
func tailStart(s string, n, from int) int {
	at := max(len(s)-n, from)
	if at == from {
		return at
	}
	// The start of the first whole line within the last n bytes: the
	// line break before it is at or after at-1.
	last := strings.TrimSuffix(s, "\n")
	if k := strings.IndexByte(s[at-1:len(last)], '\n'); k >= 0 {
		return at + k
	}
	for at < len(s) && !utf8.RuneStart(s[at]) {
		at++
	}
	return at
}

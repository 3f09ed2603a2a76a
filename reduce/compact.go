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
)

// line is one classified output line.
type line struct {
	text string
	cls  class
	sec  int // section number: per-section budgets apply within it
}

// budget tunes the compaction of one kind.
type budget struct {
	head       int // first lines always kept (drop lines excepted)
	tail       int // last lines always kept, whatever their class
	ctx        int // lines of context after a kept line
	perSection int // normal lines kept per section
	maxNormal  int // normal lines kept in all
}

// maxLine is the longest line shown; a longer one is cut with a marker.
const maxLine = 2000

// Marker is the line that stands for omitted lines. PATH is the file with the
// full output.
func Marker(n int, path string) string {
	unit := "lines"
	if n == 1 {
		unit = "line"
	}
	return "[hooktool: " + Commas(n) + " " + unit + " omitted; full output: " + path + "]"
}

// compact renders lines within the budget, replacing every run of omitted
// lines by a marker naming path. It reports whether anything was omitted.
func compact(lines []line, b budget, path string) (string, bool) {
	n := len(lines)
	kept := make([]bool, n)
	for i, l := range lines {
		if l.cls == keep {
			kept[i] = true
			for j := i + 1; j <= i+b.ctx && j < n && lines[j].cls != drop; j++ {
				kept[j] = true
			}
		}
	}
	for i, h := 0, 0; i < n && h < b.head; i++ {
		if lines[i].cls != drop {
			kept[i] = true
			h++
		}
	}
	for i := max(0, n-b.tail); i < n; i++ {
		kept[i] = true
	}
	strong := append([]bool(nil), kept...)
	perSec := map[int]int{}
	total := 0
	for i, l := range lines {
		if kept[i] || l.cls != normal {
			continue
		}
		if perSec[l.sec] < b.perSection && total < b.maxNormal {
			kept[i] = true
			perSec[l.sec]++
			total++
		}
	}
	// An island of one or two short budget lines between two gaps costs a
	// marker more than it shows: fold it into one gap. (Longer islands stay:
	// a sample of a long listing shows its shape.)
	markerLen := len(Marker(100, path)) + 1
	for i := 0; i < n; {
		if !kept[i] || i == 0 || kept[i-1] {
			i++
			continue
		}
		j, size, weak := i, 0, true
		for j < n && kept[j] {
			weak = weak && !strong[j]
			size += len(lines[j].text) + 1
			j++
		}
		if weak && j < n && j-i <= 2 && size < markerLen {
			for k := i; k < j; k++ {
				kept[k] = false
			}
		}
		i = j
	}
	// A gap no longer than its marker stays: omitting it would save
	// nothing and hide lines.
	for i := 0; i < n; {
		if kept[i] {
			i++
			continue
		}
		j, size := i, 0
		for j < n && !kept[j] {
			size += len(lines[j].text) + 1
			j++
		}
		if size <= len(Marker(j-i, path))+1 {
			for k := i; k < j; k++ {
				kept[k] = true
			}
		}
		i = j
	}
	var out strings.Builder
	omitted := false
	for i := 0; i < n; {
		if kept[i] {
			out.WriteString(clipLine(lines[i].text, path, &omitted))
			out.WriteByte('\n')
			i++
			continue
		}
		j := i
		for j < n && !kept[j] {
			j++
		}
		out.WriteString(Marker(j-i, path))
		out.WriteByte('\n')
		omitted = true
		i = j
	}
	return out.String(), omitted
}

func clipLine(s, path string, omitted *bool) string {
	if len(s) <= maxLine {
		return s
	}
	n := maxLine
	for n > 0 && s[n]&0xC0 == 0x80 {
		n--
	}
	*omitted = true
	return s[:n] + " [hooktool: " + Commas(len(s)-n) + " bytes of this line omitted; full output: " + path + "]"
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

// splitLines splits text into lines without their newlines. A carriage
// return inside a line (a progress bar redrawn in place) keeps only what a
// terminal would show last; trailing whitespace is trimmed.
func splitLines(text string) []string {
	text = strings.TrimSuffix(text, "\n")
	if text == "" {
		return nil
	}
	raw := strings.Split(text, "\n")
	for i, l := range raw {
		l = strings.TrimRight(l, " \t\r")
		if k := strings.LastIndexByte(l, '\r'); k >= 0 {
			l = l[k+1:]
		}
		raw[i] = stripANSI(l)
	}
	return raw
}

// stripANSI removes CSI escape sequences (colours, cursor moves).
func stripANSI(s string) string {
	if strings.IndexByte(s, 0x1b) < 0 {
		return s
	}
	var b strings.Builder
	for i := 0; i < len(s); i++ {
		if s[i] == 0x1b && i+1 < len(s) && s[i+1] == '[' {
			j := i + 2
			for j < len(s) && (s[j] < 0x40 || s[j] > 0x7e) {
				j++
			}
			i = j
			continue
		}
		b.WriteByte(s[i])
	}
	return b.String()
}

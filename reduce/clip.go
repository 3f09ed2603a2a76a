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
)

// clipWords are the lower-case words whose every occurrence in a long line
// is a place that matters.
var clipWords = []string{"error", "fail", "panic", "fatal", "exception", "traceback", "denied", "cannot", "not found", "timed out", "timeout", "refused", "abort"}

// clip shortens a line longer than maxLine around what matters in it.
// Omitted stretches become byte markers.
func (r *renderer) clip(s string) string {
	spans := [][2]int{{0, clipHead}}
	for _, p := range hotSpots(s) {
		spans = append(spans, [2]int{p - clipWindow, p + clipWindow})
	}
	spans = append(spans, [2]int{len(s) - clipTail, len(s)})
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
		for off, n := 0, 0; n < clipWindows; n++ {
			k := strings.Index(lower[off:], w)
			if k < 0 {
				break
			}
			at = append(at, off+k)
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

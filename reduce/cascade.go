package reduce

import (
	"strconv"
	"strings"
)

// Cascades of a checker's records inside a library: valgrind's memcheck
// run with --track-origins follows one uninitialised value through every
// instruction of printf that reads it, and writes a record for each
// ("Conditional jump or move depends on uninitialised value(s)", "Use of
// uninitialised value of size 8"), dozens of them. They differ only in
// the library's frames on top; the program's frames under them, and the
// origin they name, are the same. The program's one bug is said by the
// first record; the rest say nothing new.
//
// A frame is the program's when its address lies near main's: the
// executable is mapped apart from the shared objects, whatever names
// their source files have (glibc's debug lines name printf_fp.c as a
// program names its own files).

// cascadeSpan is how far from main's address a frame may lie and still be
// the program's: the executable's text is at most this large; shared
// objects are mapped much further off.
const cascadeSpan = 1 << 24

// cascadeMin is how many records alike a run needs before it folds: a
// cascade runs to dozens; two or three alike may each be worth a look.
const cascadeMin = 5

// cascadeNote stands before the records a cascade's fold omits (the
// markers count their lines).
const cascadeNote = "[hooktool: more records of the checker, inside library code under the same frames of the program as the one above, omitted]"

// foldCascades folds runs of checker records that share their program
// frames and differ only in library frames above them, keeping the first
// record of each heading.
func foldCascades(ls []line) []line {
	mainAt, ok := mainFrameAddr(ls)
	if !ok {
		return ls
	}
	type record struct {
		start, end int // ls[start:end], the header to the blank line after it
		key        string
		title      string
	}
	var recs []record
	for i := 0; i < len(ls); i++ {
		if !cascadeHeader(ls, i) {
			continue
		}
		end := i + 1
		for end < len(ls) {
			b, ok := recordBody(ls[end])
			if !ok || strings.TrimSpace(b) == "" {
				break
			}
			end++
		}
		key, lib := cascadeKey(ls[i+1:end], mainAt)
		if !lib {
			key = "" // (its top frame is the program's: a bug of its own)
		}
		title, _ := recordBody(ls[i])
		recs = append(recs, record{i, end, key, strings.TrimSpace(title)})
		i = end - 1
	}
	notes := map[int]bool{} // where a note goes: before the first record a run omits
	for a := 0; a < len(recs); {
		b := a + 1
		for b < len(recs) && recs[a].key != "" && recs[b].key == recs[a].key && recs[b].start-recs[b-1].end <= 1 {
			b++
		}
		if b-a >= cascadeMin {
			seen := map[string]bool{}
			first := -1
			for _, r := range recs[a:b] {
				if !seen[r.title] {
					seen[r.title] = true
					continue
				}
				// The record and the blank line above it (the one
				// under it closes the record before, or the run).
				if first < 0 {
					first = r.start - 1
				}
				for k := r.start - 1; k < r.end; k++ {
					if ls[k].shown() {
						ls[k].cls = drop
					}
				}
			}
			if first >= 0 {
				notes[first] = true
			}
		}
		a = b
	}
	if len(notes) == 0 {
		return ls
	}
	out := make([]line, 0, len(ls)+len(notes))
	for i, l := range ls {
		if notes[i] {
			out = append(out, line{text: cascadeNote, cls: keep, syn: true, sec: l.sec})
		}
		out = append(out, l)
	}
	return out
}

// cascadeHeader reports whether ls[i] heads a checker's record, as
// recordHeader reads it, whether valgrind's process tag is on the line or
// set aside as its prefix: a line at the tag's margin under a blank one
// of the tag's, with an "at 0x" frame under it.
func cascadeHeader(ls []line, i int) bool {
	body, ok := recordBody(ls[i])
	if !ok || body == "" || indent(body) > 0 || i == 0 || i+1 >= len(ls) {
		return false
	}
	if b, ok := recordBody(ls[i-1]); !ok || strings.TrimSpace(b) != "" {
		return false
	}
	b, ok := recordBody(ls[i+1])
	return ok && strings.HasPrefix(strings.TrimLeft(b, " "), "at 0x")
}

// recordBody is l's text past valgrind's process tag, and whether it has
// one, read whether the tag is still on the text or set aside as the
// line's prefix (stripSourcePrefixes).
func recordBody(l line) (string, bool) {
	if l.pre != "" && pidTag(l.pre) == len(l.pre) {
		return l.text, true
	}
	return pidBody(l.text)
}

// cascadeKey reads one record's lines under its header: the program's
// frames and every line that is no frame (an origin's heading), with
// their addresses, joined; and whether its first frame is a library's.
func cascadeKey(body []line, mainAt uint64) (string, bool) {
	var b strings.Builder
	first, lib := true, false
	for _, l := range body {
		s, _ := recordBody(l)
		addr, ok := frameAddr(s)
		if !ok {
			b.WriteString(strings.TrimSpace(s))
			b.WriteByte('\n')
			continue
		}
		own := addr+cascadeSpan > mainAt && addr < mainAt+cascadeSpan
		if first {
			lib, first = !own, false
		}
		if own {
			b.WriteString(strings.TrimSpace(s))
			b.WriteByte('\n')
		}
	}
	return b.String(), lib
}

// mainFrameAddr finds the address of a frame in main ("by 0x109C9D: main
// (test_extremes.c:68)") among ls's checker records.
func mainFrameAddr(ls []line) (uint64, bool) {
	for _, l := range ls {
		s, ok := recordBody(l)
		if !ok {
			continue
		}
		if addr, ok := frameAddr(s); ok && strings.Contains(s, ": main (") {
			return addr, true
		}
	}
	return 0, false
}

// frameAddr reads a checker's frame ("   at 0x10A505: f (a.c:39)", "by
// 0x...") for its address.
func frameAddr(s string) (uint64, bool) {
	t := strings.TrimLeft(s, " ")
	if len(t) == len(s) {
		return 0, false
	}
	switch {
	case strings.HasPrefix(t, "at 0x"), strings.HasPrefix(t, "by 0x"):
		t = t[5:]
	default:
		return 0, false
	}
	k := strings.IndexByte(t, ':')
	if k <= 0 {
		return 0, false
	}
	n, err := strconv.ParseUint(t[:k], 16, 64)
	return n, err == nil
}

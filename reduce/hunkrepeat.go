package reduce

import (
	"strconv"
	"strings"
)

// A change made again in file after file (a codemod, a refactor that
// moves every test to a helper) is one change: the same lines removed and
// added, each time with the file's own names ("Flag" in one, "Clamp" in
// the next). Its first hunk stays whole; a later hunk that makes it again
// keeps its header, where it went, and says in a note which hunk it
// repeats and which names it writes otherwise. A hunk that differs in its
// shape, or in more names than a note can say, stays as it was.

// minRepeatedChange is how many changed lines a hunk must have before it
// folds as a repeat: a shorter one is cheaper shown than described.
const minRepeatedChange = 3

// maxHunkNames bounds the names a repeat may write otherwise and still be
// the change it repeats: more is a change of its own.
const maxHunkNames = 4

// diffHunk is one hunk of a diff: its header's line, the lines under it
// up to end, the file it is in, and its changed lines.
type diffHunk struct {
	head, end int
	file      string
	changed   []int
}

// foldRepeatedHunks folds the hunks of ls's diffs that make a change an
// earlier hunk of another file made, names aside.
func foldRepeatedHunks(ls []line) []line {
	if !hasHunk(ls) {
		return ls // (no diff: most outputs)
	}
	first := map[string]diffHunk{} // a hunk's shape -> the first hunk of that shape
	adds := map[int]string{}
	var last diffHunk // the hunk above the one read, once there is one
	for k, h := range diffHunks(ls) {
		above := last
		last = h
		if len(h.changed) < minRepeatedChange {
			continue
		}
		again := k > 0 && sameChange(ls, above, h) // (before a fold drops above's lines)
		shape := hunkShape(ls, h)
		if shape == "" {
			continue
		}
		f, ok := first[shape]
		if !ok {
			first[shape] = h
			continue
		}
		if f.file == h.file {
			continue // (a file's own hunks alike: each is a place to read)
		}
		subs, ok := hunkNames(ls, f, h)
		if !ok {
			continue
		}
		note := repeatNote(ls, f, subs)
		if again {
			// The same lines as the hunk right above, for the next host
			// or copy (a configuration run renders one template per
			// host, each into a temporary file): said in a few words,
			// where naming that file would cost what the lines do.
			note = "[hooktool: the change above again"
		}
		size := 0
		for i := h.head + 1; i < h.end; i++ {
			if ls[i].shown() && !ls[i].syn {
				size += len(ls[i].text) + 1
			}
		}
		if size <= 3*len(note)/2 {
			continue // (the note would say it in about as many bytes)
		}
		for i := h.head + 1; i < h.end; i++ {
			if ls[i].shown() && !ls[i].syn {
				ls[i].cls = drop
			}
		}
		adds[h.head] = note
	}
	return withNotes(ls, adds)
}

// sameChange reports whether hunks a and b change the same lines, word
// for word.
func sameChange(ls []line, a, b diffHunk) bool {
	if len(a.changed) != len(b.changed) {
		return false
	}
	for k, i := range a.changed {
		if ls[i].text != ls[b.changed[k]].text {
			return false
		}
	}
	return true
}

// diffHunks returns the hunks of ls's diffs, in order.
func diffHunks(ls []line) []diffHunk {
	var hs []diffHunk
	for start := 0; start < len(ls); {
		end := nextDiffFile(ls, start+1)
		file := diffFile(ls[start].text)
		headed := file != "" // (under a "diff --git" line)
		cur := -1
		for i := start; i < end; i++ {
			t := ls[i].text
			if !ls[i].shown() || ls[i].syn {
				continue
			}
			if name, ok := strings.CutPrefix(t, "+++ "); ok && !headed && i+1 < end {
				if _, _, next := hunkHeader(ls[i+1].text); next {
					// A diff with no git header over it (diff -u's, a
					// configuration run's diff of each file it
					// renders): the file is the one its frame names.
					file = strings.TrimSpace(name)
				}
			}
			if _, _, ok := hunkHeader(t); ok {
				if cur >= 0 {
					hs[cur].end = i
				}
				hs = append(hs, diffHunk{head: i, end: end, file: file})
				cur = len(hs) - 1
				continue
			}
			if cur >= 0 && !headed && t != "" && !strings.ContainsRune(" +-\\", rune(t[0])) {
				// (Without a git header, a hunk ends at the first line
				// not of a hunk: the tool's own word on the file, the
				// next task's heading.)
				hs[cur].end = i
				cur = -1
				continue
			}
			if cur >= 0 && changedLine(t) {
				hs[cur].changed = append(hs[cur].changed, i)
			}
		}
		start = end
	}
	return hs
}

// diffFile is the file a "diff --git a/x b/x" line names (its new name),
// or "" for another line.
func diffFile(s string) string {
	rest, ok := strings.CutPrefix(s, "diff --git ")
	if !ok {
		return ""
	}
	if k := strings.LastIndex(rest, " b/"); k >= 0 {
		return rest[k+3:]
	}
	return ""
}

// hunkShape is a hunk's changed lines with their names and numbers set
// aside, or "" if one of them went already (a rename's fold).
func hunkShape(ls []line, h diffHunk) string {
	var b strings.Builder
	for _, i := range h.changed {
		if ls[i].cls == drop {
			return ""
		}
		for _, w := range wordTokens(ls[i].text) {
			if identWord(w) || isDigit(w[0]) {
				w = "\x01"
			}
			b.WriteString(w)
		}
		b.WriteByte('\n')
	}
	return b.String()
}

// hunkNames reads two hunks of one shape side by side and returns the
// names the second writes otherwise ("Flag" as "Clamp"), each once: it
// reports false if they are more than maxHunkNames, or if a name is
// written two ways.
func hunkNames(ls []line, a, b diffHunk) ([]rename, bool) {
	as := map[string]string{}
	var subs []rename
	for k, i := range a.changed {
		ta, tb := wordTokens(ls[i].text), wordTokens(ls[b.changed[k]].text)
		if len(ta) != len(tb) {
			return nil, false
		}
		for m := range ta {
			if ta[m] == tb[m] {
				continue
			}
			if w, ok := as[ta[m]]; ok {
				if w != tb[m] {
					return nil, false
				}
				continue
			}
			as[ta[m]] = tb[m]
			subs = append(subs, rename{ta[m], tb[m]})
			if len(subs) > maxHunkNames {
				return nil, false
			}
		}
	}
	return subs, true
}

// repeatNote says which hunk a folded one makes again, and the names it
// writes otherwise.
func repeatNote(ls []line, f diffHunk, subs []rename) string {
	at := f.file
	if n, ok := newStart(ls[f.head].text); ok {
		at += ":" + strconv.Itoa(n)
	}
	var b strings.Builder
	b.WriteString("[hooktool: the change made at " + at + " again")
	for k, r := range subs {
		if k == 0 {
			b.WriteString(", with ")
		} else {
			b.WriteString(", ")
		}
		b.WriteString("`" + r.old + "` as `" + r.new + "`")
	}
	return b.String() // (the renderer closes a note)
}

// newStart reads the new side's first line from a hunk's header ("@@ -14,11
// +16,11 @@": 16).
func newStart(s string) (int, bool) {
	_, rest, ok := strings.Cut(s, " +")
	if !ok {
		return 0, false
	}
	r, _, _ := strings.Cut(rest, " ")
	n, _, _ := strings.Cut(r, ",")
	v, err := strconv.Atoi(n)
	return v, err == nil
}

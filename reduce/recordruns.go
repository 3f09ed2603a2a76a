package reduce

import (
	"path"
	"strings"
)

// Records a listing writes one a line, alike but for their ids and
// numbers: git log --oneline's commits ("abb2867 Rates: adjust tier 60 for
// region 0"), --shortstat's counts under each (" 2 files changed, 2
// insertions(+), 1 deletion(-)"). Each is kept (a commit the agent asked
// to list is no noise), so no budget samples them; sixty of them repeat
// the same words sixty times. A run of three or more of one template
// keeps its first and its last line whole, and one summary under the
// first gives, for each line between, the words that vary, in order, in
// foldNameRuns' form: `[hooktool: 57 more of "… Rates: adjust tier … for
// region …" with (7ccf652|59|3) ...]`. Every line reads back from it, so
// nothing the agent asked for is lost. A line whose template is its own
// (a merge, a release among the steps) stays whole where it is.

// recordGap is how many lines at most may part two records of one run
// (a commit's header and body gone between them): the look between them
// stays linear however many templates interleave.
const recordGap = 512

// foldRecordRunsBy folds the lines record reports true for, grouped by
// the template keyOf reads (itemKey's: words holding a digit, a path or
// an id vary; a search's hits keep their file out of it: grepHitKey), when
// repeatMin or more share one.
func foldRecordRunsBy(ls []line, record func([]line, int) bool, keyOf func(string) (string, string, bool)) []line {
	type occ struct {
		at   int
		vars string
	}
	byKey := map[string][]occ{}
	var order []string
	for i, l := range ls {
		// (A commit logPost wrote as hash and subject is a record too:
		// a line hooktool wrote, but no summary.)
		own := l.syn && !l.note && l.gap == 0
		if !l.shown() && !own || l.cls == drop || !record(ls, i) || strings.Contains(l.text, "…") {
			continue
		}
		if i+1 < len(ls) && ls[i+1].note {
			continue // (the first of a group another pass made)
		}
		key, vars, ok := keyOf(l.text)
		if !ok || strings.Contains(vars, "(") || strings.Contains(vars, ")") {
			continue // (a name in parentheses would read as the summary's own)
		}
		g := groupOf(l.text, key)
		if _, seen := byKey[g]; !seen {
			order = append(order, g)
		}
		byKey[g] = append(byKey[g], occ{i, vars})
	}
	texts := map[string]int{}
	for _, l := range ls {
		if !l.syn && l.gap == 0 {
			texts[l.text]++
		}
	}
	// A run ends where a line that is no record stands between two of
	// them (a commit's patch, its rows of files): a summary under the
	// first would take the others from above their own lines.
	apart := func(a, b int) bool {
		if b-a > recordGap {
			return true
		}
		for j := a + 1; j < b; j++ {
			if l := ls[j]; l.shown() && l.cls != drop && strings.TrimSpace(l.text) != "" && !record(ls, j) || l.note {
				return true
			}
		}
		return false
	}
	var runs [][]occ
	for _, g := range order {
		os := byKey[g]
		from := 0
		for n := 1; n <= len(os); n++ {
			if n == len(os) || apart(os[n-1].at, os[n].at) {
				runs = append(runs, os[from:n])
				from = n
			}
		}
	}
	adds := map[int]string{}
	cut := false
	for _, os := range runs {
		if len(os) < repeatMin+1 || twinOutside(ls, os, texts, func(o occ) int { return o.at }) {
			continue
		}
		// The first and the last stay whole; the summary under the first
		// stands for those between (at most groupPlaces: a longer run
		// keeps the rest for the next summary).
		for from := 0; from+repeatMin < len(os); {
			to := min(len(os)-1, from+1+groupPlaces)
			mid := os[from+1 : to]
			key, _, _ := keyOf(ls[os[from].at].text)
			k, slots := fold(key, mid, func(o occ) string { return o.vars })
			names := make([]string, len(mid))
			size, ok := 0, true
			for n, o := range mid {
				names[n] = keepSlots(o.vars, slots)
				size += len(ls[o.at].text) + 1
				// (Read back as the walk reads it: the names filled into
				// the message give the line, blanks aside.)
				ok = ok && fillNames(k, names[n]) == strings.Join(strings.Fields(ls[o.at].text), " ")
			}
			sum := nameSummary(k, names, groupPlaces)
			if !ok || !strings.Contains(k, "…") || len(sum) >= size {
				break
			}
			ls[os[from].at].cls = keep
			ls[os[to].at].cls = keep
			for _, o := range mid {
				ls[o.at].cls = gone
				if ls[o.at].syn {
					cut = true // (no input line: it goes, and no marker counts it)
					// The blank line that parted its commit from the
					// next goes with its header and body.
					j := o.at + 1
					for j < len(ls) && !ls[j].syn && (ls[j].cls == gone || ls[j].cls == drop) {
						j++
					}
					if j < len(ls) && ls[j].shown() && ls[j].text == "" {
						ls[j].cls = drop
					}
				}
			}
			adds[os[from].at] = sum
			from = to
		}
	}
	ls = withNotes(ls, adds)
	if cut {
		kept := ls[:0]
		for _, l := range ls {
			if !(l.syn && l.cls == gone) {
				kept = append(kept, l)
			}
		}
		ls = kept
	}
	return ls
}

// fillNames puts a summary's names, "|"-separated, back into its message
// in order, one to each "…".
func fillNames(key, names string) string {
	if names == "" {
		return key
	}
	for n := range strings.SplitSeq(names, "|") {
		key = strings.Replace(key, "…", n, 1)
	}
	return key
}

// logRecord reports whether ls[i] is one record of a git log listing: a
// commit as --oneline (or a format starting with the hash) writes it,
// behind --graph's columns too, or --shortstat's count of a commit's
// changes right under it (--stat's count closes the commit's rows of
// files, which it sums: it stays with them).
func logRecord(ls []line, i int) bool {
	s := ls[i].text
	if f := strings.Fields(s); len(f) >= 3 && s[0] == ' ' && allDigits(f[0]) && strings.HasPrefix(f[1], "file") && strings.HasPrefix(f[2], "changed") {
		for j := i - 1; j >= 0; j-- {
			if t := ls[j].text; ls[j].shown() && strings.TrimSpace(t) != "" {
				return onelineCommit(t)
			}
		}
		return false
	}
	return onelineCommit(strings.TrimLeft(s, "*|/\\_ ")) || summaryLine(s)
}

// summaryLine reports a line of git's --summary: " create mode 100644
// PATH", " delete mode 100644 PATH", " mode change 100644 => 100755
// PATH". Each names a file and what befell it, as a --stat row does; a
// run of them folds with every path kept (a log asked for the deleted
// files lists them all).
func summaryLine(s string) bool {
	t, ok := strings.CutPrefix(s, " ")
	if !ok {
		return false
	}
	return strings.HasPrefix(t, "create mode ") || strings.HasPrefix(t, "delete mode ") || strings.HasPrefix(t, "mode change ")
}

// logRecordKey is the template of a log's record: a --summary line's path
// is its one varying word (its few fixed words would not make a template
// by itemKey's measure), any other record's as itemKey reads it.
func logRecordKey(s string) (string, string, bool) {
	if !summaryLine(s) {
		if head, tail, ok := trailingGroup(s); ok {
			// --format='%h %s (%an, %ar)': the author and the age are
			// one word that varies, whatever their spaces.
			k, v, ok := itemKey(head, -1)
			if !ok {
				return "", "", false
			}
			return k + " (…)", v + "|" + tail, true
		}
		return itemKey(s, -1)
	}
	i := strings.LastIndexByte(s, ' ')
	p := s[i+1:]
	if p == "" || strings.ContainsAny(p, "|()…") {
		return "", "", false
	}
	return strings.Join(strings.Fields(s[:i]), " ") + " …", p, true
}

// lonePath reports a line that is a file's path and nothing else
// ("/home/dev/app/src/main.ts", "src/lib/geo.ts"): a compiler's list of
// the files it read.
func lonePath(s string) bool {
	if len(s) < 3 || strings.ContainsAny(s, " \t:()[]'\"") || !strings.Contains(s, "/") || !strings.Contains(path.Base(s), ".") {
		return false
	}
	return s[0] == '/' || s[0] == '.' || s[0] >= 'a' && s[0] <= 'z' || s[0] >= 'A' && s[0] <= 'Z'
}

// pathRecordKey is a lone path's template: its folder, with its file's
// name the one word that varies.
func pathRecordKey(s string) (string, string, bool) {
	d, f := path.Split(s)
	if d == "" || f == "" || strings.ContainsAny(f, "|…") {
		return "", "", false
	}
	return d + "…", f, true
}

// trailingGroup splits a line that ends in one parenthesized group
// ("... (Ana Quill, 8 months ago)") into what comes before it and the
// group's inside; ok is false when the group holds a parenthesis, a "|"
// or a "…" of its own, or nothing.
func trailingGroup(s string) (head, inside string, ok bool) {
	if !strings.HasSuffix(s, ")") {
		return "", "", false
	}
	i := strings.LastIndex(s, " (")
	if i < 0 {
		return "", "", false
	}
	inside = s[i+2 : len(s)-1]
	if inside == "" || strings.ContainsAny(inside, "()|…") {
		return "", "", false
	}
	return s[:i], inside, true
}

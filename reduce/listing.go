package reduce

import (
	"path"
	"strconv"
	"strings"
)

// Listings of files an output gives as its answer. A checker that names
// each file it would change ("would reformat src/a.py", thirty of them,
// over "30 files would be reformatted") and a tool asked for a package's
// files (pip show -f: "  pkg/a.py" a line under "Files:") list what the
// agent must see, each file; the budget would sample them. The lines stay,
// folded by folder: one summary per folder names every file, in order.

// listingMin is how many lines make a listing worth folding.
const listingMin = 4

// pathTail splits a line into the words before its last one and that last
// word when the last word is a file's path (a folder and a name with a
// dot) and the words before it are at most three, with no digit: "would
// reformat" and "/x/a.py", "" and "ledgerkit/tax.py".
func pathTail(s string) (lead, p string, ok bool) {
	t := strings.TrimSpace(s)
	i := strings.LastIndexByte(t, ' ')
	lead, p = "", t
	if i >= 0 {
		lead, p = t[:i], t[i+1:]
	}
	if !lonePath(p) || strings.ContainsAny(lead, "0123456789:()[]'\"") || strings.Count(lead, " ") > 2 {
		return "", "", false
	}
	return lead, p, true
}

// keepListings marks the lines of the listings above as kept: a run of
// listingMin or more alike lines that name a file each, when a count in
// the output says how many (a checker's list), or when they are bare
// paths under a heading that ends in a colon (pip show -f's Files:).
func keepListings(ls []line) []line {
	count := map[string]int{}
	for _, l := range ls {
		if !l.shown() || l.cls == drop {
			continue
		}
		if lead, _, ok := pathTail(l.text); ok && lead != "" {
			count[lead]++
		}
	}
	counted := map[string]bool{}
	for lead, n := range count {
		if n >= listingMin && countSaid(ls, n, lead) {
			counted[lead] = true
		}
	}
	for i := 0; i < len(ls); i++ {
		l := ls[i]
		if !l.shown() || l.cls == drop {
			continue
		}
		if lead, _, ok := pathTail(l.text); ok && lead != "" && counted[lead] {
			ls[i].cls = keep
			continue
		}
		// Bare paths under a heading "Files:": a run of them.
		if t := strings.TrimSpace(l.text); strings.HasSuffix(t, ":") && !strings.Contains(t, " ") && i+listingMin < len(ls) {
			j := i + 1
			for j < len(ls) && ls[j].shown() && indent(ls[j].text) > 0 && barePath(strings.TrimSpace(ls[j].text)) {
				j++
			}
			if j-i-1 >= listingMin {
				for k := i; k < j; k++ {
					ls[k].cls = keep
				}
				i = j - 1
			}
		}
	}
	return foldRecordRunsBy(ls, func(ls []line, i int) bool {
		_, _, ok := pathTail(ls[i].text)
		return ls[i].cls == keep && (ok || barePath(strings.TrimSpace(ls[i].text)))
	}, listingKey)
}

// barePath reports a word that is a relative or absolute path, a folder
// and a name ("pkg-1.0.dist-info/RECORD", "../bin/tool"): no blank, no
// quote, no place's colon.
func barePath(s string) bool {
	return len(s) > 2 && strings.Contains(s, "/") && !strings.HasSuffix(s, "/") && !strings.ContainsAny(s, " \t:()[]'\"")
}

// countSaid reports whether a line of the output says the number n as a
// word of its own, with a word of lead in it ("30 files would be
// reformatted" of "would reformat"): the count of that listing.
func countSaid(ls []line, n int, lead string) bool {
	want := strconv.Itoa(n)
	for _, l := range ls {
		if !strings.Contains(l.text, want) {
			continue
		}
		said, shared := false, false
		for _, f := range strings.Fields(l.text) {
			if strings.Trim(f, "(),.;") == want {
				said = true
			}
			for _, w := range strings.Fields(lead) {
				if len(w) >= 4 && strings.HasPrefix(strings.ToLower(f), strings.ToLower(w)) {
					shared = true
				}
			}
		}
		if said && shared {
			return true
		}
	}
	return false
}

// listingKey is a listing line's template: its words and folder, with
// the file's name the one word that varies.
func listingKey(s string) (string, string, bool) {
	lead, p, ok := pathTail(s)
	if !ok {
		if p = strings.TrimSpace(s); !barePath(p) {
			return "", "", false
		}
		lead = ""
	}
	d, f := path.Split(p)
	if f == "" || strings.ContainsAny(f, "|…") {
		return "", "", false
	}
	if lead != "" {
		lead += " "
	}
	return lead + d + "…", f, true
}

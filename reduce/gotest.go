package reduce

import (
	"slices"
	"strings"
)

// goTestPost is the whole-output pass of go test: goroutine dumps folded,
// tests' lines ranked by their result, golden dumps cut to where they
// differ, repeated build and vet diagnostics grouped (their packages'
// headers left to the FAIL lines that name them), and the ok lines of
// passing packages counted on one line.
func goTestPost(ls []line) []line {
	ls = foldRepeatedBodies(rankGoTests(foldGoroutines(ls)))
	ls = foldShapeRuns(cutDumps(ls, true))
	ls = groupGoJSON(ls)
	if !jsonEvents(ls) {
		ls = groupDiags(ls)
	}
	return foldRepeatedSpans(collapseOK(ls))
}

// foldRepeatedBodies drops the lines under a kept message that say, word
// for word, what the lines under the message before it said (a table
// test's case reported again for each way it was run: "--- test: 5
// (written byte-by-byte)" over the input, what was found and what was
// expected of "written all at once"). The message's own first line stays,
// and the marker counts the rest.
func foldRepeatedBodies(ls []line) []line {
	var prev []string // the body of the message before
	for i := 0; i < len(ls); {
		if !ls[i].shown() || ls[i].cls != keep || strings.TrimSpace(ls[i].text) == "" {
			i++
			continue
		}
		d := indentOf(ls[i].text)
		j := i + 1
		for j < len(ls) && ls[j].shown() && ls[j].cls == keep && strings.TrimSpace(ls[j].text) != "" && indentOf(ls[j].text) > d {
			j++
		}
		if j-i-1 < 2 {
			// (A message of one line: no body to compare. The next
			// message compares with the last body seen.)
			i = j
			continue
		}
		body := make([]string, 0, j-i-1)
		for _, l := range ls[i+1 : j] {
			body = append(body, l.text)
		}
		if slices.Equal(body, prev) {
			for k := i + 1; k < j; k++ {
				ls[k].cls = drop
			}
		}
		prev = body
		i = j
	}
	return ls
}

// jsonEvents reports whether the output is go test -json's.
func jsonEvents(ls []line) bool {
	for _, l := range ls {
		if l.shown() {
			_, _, _, ok := goTestEvent(l.text)
			return ok
		}
	}
	return false
}

// okMin is how many ok lines make it worth counting them instead.
const okMin = 3

// collapseOK writes the ok lines of passing packages as one line, where
// the first was: how many passed and their names (the times are in the
// full output).
func collapseOK(ls []line) []line {
	var idx []int
	for i, l := range ls {
		if l.shown() && l.cls != drop && goOK(l.text) {
			idx = append(idx, i)
		}
	}
	if len(idx) < okMin {
		return ls
	}
	names := make([]string, len(idx))
	for k, i := range idx {
		if f := strings.Fields(ls[i].text); len(f) > 1 {
			names[k] = f[1]
		}
	}
	under := commonDir(names)
	for k := range names {
		names[k] = strings.TrimPrefix(names[k], under)
	}
	note := "[hooktool: " + Commas(len(idx)) + " packages ok"
	if under != "" {
		note += " under " + under
	}
	note += ": " + strings.Join(names, " ")
	out := make([]line, 0, len(ls)+1)
	k := 0
	for i, l := range ls {
		if k < len(idx) && idx[k] == i {
			if k == 0 {
				out = append(out, line{text: note, cls: keep, syn: true, note: true, sec: l.sec})
			}
			l.cls = gone
			k++
		}
		out = append(out, l)
	}
	return out
}

// commonDir is the longest folder prefix (ending in "/") all names share.
func commonDir(names []string) string {
	if len(names) == 0 {
		return ""
	}
	p := names[0]
	for _, n := range names[1:] {
		for !strings.HasPrefix(n, p) {
			p = p[:len(p)-1]
		}
	}
	return p[:strings.LastIndexByte(p, '/')+1]
}

// goOK matches the result line of a passing package ("ok  \tpkg\t0.1s").
func goOK(s string) bool {
	return strings.HasPrefix(s, "ok ") || strings.HasPrefix(s, "ok\t")
}

// Golden dumps: a failing test that prints what it wanted and what it got
// in full ("--- want:", then 120 lines, "--- got:", 120 more) differs in a
// few lines. dumpContext lines around each difference stay; the rest of
// both dumps goes (the full output has them).
const (
	dumpContext = 2
	dumpMin     = 16 // a dump shorter than this stays whole
)

// dumpHeader reports whether a line heads a dump: "want:", "--- got:",
// "--- got ---", "expected:", "Actual (12 lines):", at most a few words.
func dumpHeader(s string) bool {
	t := strings.TrimSpace(s)
	t = strings.TrimSpace(strings.TrimLeft(t, "-+=# "))
	if u := strings.TrimSpace(strings.TrimRight(t, "-=# ")); u != t && u != "" && len(t) < len(strings.TrimSpace(s)) {
		t = u + ":" // set off by rules on both sides: "--- got ---", "=== want ==="
	}
	if !strings.HasSuffix(t, ":") || len(t) > 40 {
		return false
	}
	w := strings.ToLower(strings.Fields(t)[0])
	w = strings.TrimSuffix(w, ":")
	switch w {
	case "want", "wanted", "got", "expected", "expect", "actual", "have", "golden", "output", "received":
		return true
	}
	return false
}

// cutDumps finds pairs of dumps under a failing test (two headers, each
// followed by lines at a deeper or equal indentation) and keeps of both
// only the lines where they differ, with a little context: the first and
// last differing lines found by trimming what they share at both ends.
// Unless raise, the lines where they differ and their context keep the
// class the rules gave them (a test runner's report of its own shape),
// and only the shared lines past the context go.
func cutDumps(ls []line, raise bool) []line {
	type dump struct{ head, from, to int } // body is ls[from:to]
	body := func(h int) dump {
		ind := indentOf(ls[h].text)
		j := h + 1
		for j < len(ls) && ls[j].shown() && !dumpHeader(ls[j].text) && (indentOf(ls[j].text) >= ind && strings.TrimSpace(ls[j].text) != "" || strings.TrimSpace(ls[j].text) == "" && j+1 < len(ls) && indentOf(ls[j+1].text) >= ind && ind > 0) {
			if t := strings.TrimSpace(ls[j].text); strings.HasPrefix(t, "--- FAIL") || strings.HasPrefix(t, "--- PASS") {
				break
			}
			j++
		}
		for j > h+1 && strings.TrimSpace(ls[j-1].text) == "" {
			j-- // a blank line between two dumps belongs to neither
		}
		if j == h+1 {
			return dump{h, j, j} // a header with no lines under it (the last line of an output cut short)
		}
		if m := dumpMark(ls[h+1].text); m != "" {
			// A dump whose lines carry a mark (uvu's "--"/"++") ends
			// where the mark does: the line after is the report's.
			for k := h + 1; k < j; k++ {
				if dumpMark(ls[k].text) != m {
					j = k
					break
				}
			}
		}
		return dump{h, h + 1, j}
	}
	// same compares two dumps' lines, past their marks (dumpText).
	same := func(x, y int) bool { return dumpText(ls[x].text) == dumpText(ls[y].text) }
	for i := 0; i < len(ls); i++ {
		if !ls[i].shown() || !dumpHeader(ls[i].text) {
			continue
		}
		a := body(i)
		next := a.to
		for next < len(ls) && strings.TrimSpace(ls[next].text) == "" {
			next++
		}
		if next >= len(ls) || !dumpHeader(ls[next].text) {
			continue
		}
		b := body(next)
		na, nb := a.to-a.from, b.to-b.from
		short := na < dumpMin && nb < dumpMin // nothing of them is dropped here
		if short && !raise {
			i = b.to - 1
			continue
		}
		pre := 0
		for pre < na && pre < nb && same(a.from+pre, b.from+pre) {
			pre++
		}
		suf := 0
		for suf < na-pre && suf < nb-pre && same(a.to-1-suf, b.to-1-suf) {
			suf++
		}
		// Between the first and the last difference, a line the other
		// side's middle holds too is shared, not a difference (one
		// field changed at each end of a 40-line record): only the
		// lines one side has and the other lacks differ.
		inMiddle := func(d dump) map[string]int {
			m := map[string]int{}
			for x := d.from + pre; x < d.to-suf; x++ {
				m[dumpText(ls[x].text)]++
			}
			return m
		}
		mids := [2]map[string]int{inMiddle(b), inMiddle(a)} // each side's other
		for side, d := range []dump{a, b} {
			n := d.to - d.from
			differs := make([]bool, n)
			for k := pre; k < n-suf; k++ {
				differs[k] = mids[side][dumpText(ls[d.from+k].text)] == 0
			}
			near := func(k int) bool {
				for c := max(0, k-dumpContext); c <= k+dumpContext && c < n; c++ {
					if differs[c] {
						return true
					}
				}
				return false
			}
			for k := 0; k < n; k++ {
				x := d.from + k
				switch {
				case !raise && near(k):
					// (Left as the rules ranked them.)
				case differs[k]:
					ls[x].cls = keep // where they differ
				case short:
					// (Left as ranked: a short dump stays whole, but
					// where it differs is kept, on each side.)
				case near(k):
					ls[x].cls = normal
				default:
					ls[x].cls = drop
				}
			}
			if raise {
				ls[d.head].cls = keep
			}
		}
		i = b.to - 1
	}
	return ls
}

func indentOf(s string) int {
	return len(s) - len(strings.TrimLeft(s, " \t"))
}

// dumpMark returns the mark a dump's line carries past its indent to say
// which side it is ("--" and "++", as uvu marks expected and actual), or
// "".
func dumpMark(s string) string {
	t := strings.TrimLeft(s, " \t")
	for _, m := range []string{"--", "++"} {
		if strings.HasPrefix(t, m) {
			return m
		}
	}
	return ""
}

// dumpText is a dump's line as the other side's is compared with it: past
// its mark, when it carries one (uvu's "--"/"++").
func dumpText(s string) string {
	if m := dumpMark(s); m != "" {
		return strings.TrimLeft(s, " \t")[len(m):]
	}
	return s
}

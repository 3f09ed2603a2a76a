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
// logger's retry): the first stays (a routine line's is sampled), the
// others go. When the line names a
// place, one summary under the first says how many more and where; when
// it names none, the markers count them. Only lines that start at the
// margin: an indented one is a stack frame or a source line, which belongs
// to the block it is in. Diagnostics are left to groupDiags.
func foldRepeats(ls []line) []line {
	count := map[string]int{}
	arrows := arrowBlocks(ls) // (a finding's lines: groupDiags reads it whole)
	inArrow := func(i int) bool { return arrows != nil && arrows[i] }
	for i, l := range ls {
		if repeatable(l) && !messageOverPlace(ls, i) && !inArrow(i) && !opensTerm(ls, i) {
			count[l.text]++
		}
	}
	first := map[string]int{}
	more := map[int]int{} // first occurrence -> repeats folded
	head := -1            // the line above the run of repeats being read
	for i, l := range ls {
		if count[l.text] < repeatMin || !repeatable(l) || messageOverPlace(ls, i) || inArrow(i) || opensTerm(ls, i) {
			head = i
			continue
		}
		at, seen := first[l.text]
		if !seen {
			first[l.text] = i
			// The one that shows what the others say, under the
			// summary that counts them; a routine line's repeats go
			// under the markers, and its first is sampled like any
			// routine line (an access log's "GET /p1.html 200" every
			// second).
			if l.cls != normal || summed(l.text) {
				ls[i].cls = keep
			}
			head = i
			continue
		}
		if l.cls == keep && head >= 0 && ls[head].cls == normal && ls[head].shown() && strings.TrimSpace(ls[head].text) != "" {
			// A failure said again under a line of its own (the next
			// file's name over the same findings): that line says
			// where it came again, which no marker says.
			ls[head].cls = keep
		}
		if summed(ls[at].text) && !trailsSnippet(ls, i) { // (the first's verdict: one pattern match per text)
			ls[i].cls = gone // the summary stands for it
			more[at]++
		} else {
			ls[i].cls = drop // the markers count it
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

// shapeRunMin is how many lines alike in all but their numbers, one after
// another, make a run worth a summary.
const shapeRunMin = 4

// foldShapeRuns folds a run of lines that differ only in their numbers
// and each name a place ("a_test.go:39: rendered page 7" for pages 0 to
// 29): the first stays, and one summary under it names the general line
// (each number that varies written "…"), how many more and, for each, its
// place and its numbers. Whatever class the lines had: the summary says
// all they said. Lines a summary can name no place for are left to
// foldAlikeRuns and the budgets.
func foldShapeRuns(ls []line) []line {
	type run struct {
		first int
		rest  []int
	}
	// A diagnostic whose message repeats word for word is groupDiags's to
	// fold, with every place under one summary: folded here as well, its
	// occurrences would be split between two summaries of one message.
	keys := map[string]int{}
	for _, l := range ls {
		if d, ok := parseDiag(strings.TrimSpace(l.text)); ok && d.file != "" && l.shown() {
			keys[d.key]++
		}
	}
	foldable := func(l line) bool {
		if !shapeable(l) {
			return false
		}
		d, ok := parseDiag(strings.TrimSpace(l.text))
		return !ok || d.file == "" || keys[d.key] < 2
	}
	var runs []*run
	byShape := map[string]*run{} // a shape's first run: later runs of it join it, one summary for all
	for i := 0; i < len(ls); {
		if !foldable(ls[i]) {
			i++
			continue
		}
		sh := numShape(ls[i].text)
		j := i + 1
		for j < len(ls) && foldable(ls[j]) && !trailsSnippet(ls, j) && numShape(ls[j].text) == sh {
			j++
		}
		if j-i >= shapeRunMin {
			r := byShape[sh]
			k := i
			if r == nil {
				r = &run{first: i}
				byShape[sh] = r
				runs = append(runs, r)
				k = i + 1
			}
			for ; k < j; k++ {
				r.rest = append(r.rest, k)
			}
		}
		i = j
	}
	if len(runs) == 0 {
		return ls
	}
	adds := map[int]string{}
	for _, r := range runs {
		key, _ := numKey(ls[r.first].text)
		places := make([]string, len(r.rest))
		vars := make([]string, len(r.rest))
		for n, k := range r.rest {
			_, vars[n] = numKey(ls[k].text)
			places[n] = linePlace(ls[k].text)
		}
		key, slots := fold(key, vars, func(v string) string { return v })
		for n := range places {
			if v := keepSlots(vars[n], slots); v != "" {
				places[n] += "(" + v + ")"
			}
		}
		s := groupSummary(key, places)
		size := 0
		for _, k := range r.rest {
			size += len(ls[k].text) + 1
		}
		if len(s) >= size {
			continue
		}
		if ls[r.first].cls != drop {
			ls[r.first].cls = keep
		}
		for _, k := range r.rest {
			ls[k].cls = gone
		}
		adds[r.first] = s
	}
	return withNotes(ls, adds)
}

// trailsSnippet reports whether a source excerpt follows ls[i]: a line
// a summary stands for takes its excerpt along, so one with an excerpt
// is not summed up here (groupDiags groups such diagnostics whole).
func trailsSnippet(ls []line, i int) bool {
	return i+1 < len(ls) && ls[i+1].shown() && snippetLine(ls[i+1].text)
}

// shapeable reports whether l can join a run of lines alike: shown, not
// noise, with a number and a place, and not starting with a path (read as
// a file header). A stack frame in a dependency is no such line: its run
// is foldLibFrames's, which keeps where it entered and left the library
// rather than listing every frame's place.
func shapeable(l line) bool {
	t := strings.TrimSpace(l.text)
	return l.shown() && l.cls != drop && t != "" && t[0] != '/' && strings.ContainsAny(t, "0123456789") && linePlace(l.text) != "" && !libFrame(l.text)
}

// linePlace is the file:line a line names, "" if none.
func linePlace(s string) string {
	t := strings.TrimSpace(s)
	if d, ok := parseDiag(t); ok && d.file != "" {
		return d.file + ":" + d.line
	}
	if m := placeRe.FindStringSubmatch(t); m != nil {
		return m[1] + ":" + strings.Join(m[2:], "")
	}
	return ""
}

// numShape is a line with each run of digits written as one '#', its
// blanks as one space.
func numShape(s string) string {
	k, _ := numKey(s)
	return k
}

// numKey is a line, its blanks as one space, with each run of digits
// written "…", and the runs, "|"-separated.
func numKey(s string) (string, string) {
	s = strings.Join(strings.Fields(s), " ")
	var b strings.Builder
	var vars []string
	for i := 0; i < len(s); {
		if !isDigit(s[i]) {
			b.WriteByte(s[i])
			i++
			continue
		}
		j := i
		for j < len(s) && isDigit(s[j]) {
			j++
		}
		vars = append(vars, s[i:j])
		b.WriteString("…")
		i = j
	}
	return b.String(), strings.Join(vars, "|")
}

// blockMin is how many lines in a row must have the shape of lines shown
// before for their repeats to be folded.
const blockMin = 3

// routineStretch is how many routine lines in a row, inside a repeated
// span, are a stretch of their own (see foldRepeatedSpans).
const routineStretch = 20

// foldRepeatedSpans finds spans of lines that have the shape of an
// earlier span (the same lines, up to numbers and quoted names: a
// traceback logged again for the next item) and drops, in the later span,
// the lines equal word for word to the earlier span's: the markers count
// them, and what differs (the item, the message) stays.
func foldRepeatedSpans(ls []line) []line {
	shapes := make([]string, len(ls))
	arrows := arrowBlocks(ls) // (a finding shown whole stays whole)
	for i, l := range ls {
		if l.syn || l.gap > 0 || !l.shown() || arrows != nil && arrows[i] {
			shapes[i] = "\x00" // never alike
			continue
		}
		k, _ := generalize(l.text)
		shapes[i] = blockShape(k)
	}
	orig := make([]int, len(ls)) // the line shown that a line dropped says again
	for i := range orig {
		orig[i] = i
	}
	keys := summaryKeys(ls)
	seen := map[string]int{}
	key := func(i int) string { return shapes[i] + "\n" + shapes[i+1] + "\n" + shapes[i+2] }
	for i := 0; i+blockMin <= len(ls); {
		if shapes[i] == "\x00" || shapes[i+1] == "\x00" || shapes[i+2] == "\x00" {
			i++
			continue
		}
		k := key(i)
		j, ok := seen[k]
		if !ok {
			seen[k] = i
			i++
			continue
		}
		n := 0
		for j+n < i && i+n < len(ls) && shapes[i+n] != "\x00" && shapes[j+n] == shapes[i+n] {
			n++
		}
		if n < blockMin {
			seen[k] = i
			i++
			continue
		}
		folded := make([]bool, n)
		for m := 0; m < n; m++ {
			x, r := ls[i+m], orig[j+m]
			folded[m] = x.text == ls[j+m].text && x.cls != drop && ls[r].cls != drop && !summedUp(x.text, keys)
		}
		// A line that heads lines that stay (a compiler's message over
		// its own place and labels) stays with them. (A line dropped as
		// noise, a traceback's carets under its source, stays nowhere:
		// it holds up no twin of the lines above it.)
		for m := n - 1; m >= 0; m-- {
			if folded[m] && m+1 < n && !folded[m+1] && ls[i+m+1].cls != drop && indent(ls[i+m+1].text) > indent(ls[i+m].text) {
				folded[m] = false
			}
		}
		// A span of routine lines only, both times (a tree's subtree
		// printed again under each parent, a record's fields, the
		// dependencies go list -json lists again for the next package),
		// says nothing a failure needs: its lines need no twin kept.
		routine := true
		for m := 0; m < n; m++ {
			routine = routine && ls[i+m].cls == normal && ls[orig[j+m]].cls == normal
		}
		// Within a span that is not routine, a long stretch of routine
		// lines of one shape (a list of names: the dependencies go list
		// -json lists again for each package, around the one name with
		// a word a failure has, "errors") is as routine as a span of
		// them alone: its lines need no twin kept either. (A shorter or
		// mixed stretch, a failure's dump printed again, keeps its twins.)
		plain := make([]bool, n)
		for m := 0; m < n; {
			e := m
			for e < n && ls[i+e].cls == normal && ls[orig[j+e]].cls == normal && shapes[i+e] == shapes[i+m] {
				e++
			}
			if e-m >= routineStretch {
				for k := m; k < e; k++ {
					plain[k] = true
				}
			}
			m = max(e, m+1)
		}
		// Only a line a failure's window would show needs its twin: a
		// kept one, or one beside a kept line of its span (the budgets'
		// context); the rest of a span the budgets sample as any.
		near := make([]bool, n)
		for m := 0; m < n; m++ {
			for x := max(i, i+m-nearBefore); x <= i+m+nearAfter && x < len(ls); x++ {
				near[m] = near[m] || ls[x].cls == keep
			}
			near[m] = near[m] || ls[orig[j+m]].cls == keep
		}
		for m := 0; m < n; m++ {
			if folded[m] {
				r := orig[j+m]
				if !routine && !plain[m] && near[m] {
					ls[r].cls = keep // the twin shows what this one said: it must stay
				}
				// (Of a routine span, the budgets may sample the first
				// as any routine lines.)
				ls[i+m].cls = drop
				orig[i+m] = r
			}
		}
		i += n
	}
	return ls
}

// indent is how many blanks a line starts with.
func indent(s string) int { return len(s) - len(strings.TrimLeft(s, " \t")) }

// summaryKeys are the general messages of the group summaries in ls, each
// cut at its first "…".
func summaryKeys(ls []line) []string {
	var keys []string
	for _, l := range ls {
		if !l.syn || !strings.HasPrefix(l.text, "[hooktool: ") {
			continue
		}
		_, rest, ok := strings.Cut(l.text, " more of \"")
		if !ok {
			continue
		}
		k := rest
		if e := strings.LastIndex(rest, "\" at "); e >= 0 {
			k = rest[:e]
		} else if e := strings.LastIndex(rest, "\" under "); e >= 0 {
			k = rest[:e]
		}
		k, _, _ = strings.Cut(k, "…")
		if k = strings.Join(strings.Fields(k), " "); k != "" {
			keys = append(keys, k)
		}
	}
	return keys
}

// summedUp reports whether s reads as a line one of the summaries stands
// for (it holds a summary's message): it stays, so that what the markers
// count and what the summaries count cannot be taken for each other.
func summedUp(s string, keys []string) bool {
	if len(keys) == 0 {
		return false
	}
	norm := strings.Join(strings.Fields(s), " ")
	for _, k := range keys {
		if strings.Contains(norm, k) {
			return true
		}
	}
	return false
}

// withNotes returns ls with a summary line added after each line that adds
// names (by index): the summaries that stand for the lines a grouping
// marked gone.
func withNotes(ls []line, adds map[int]string) []line {
	if len(adds) == 0 {
		return ls
	}
	out := make([]line, 0, len(ls)+len(adds))
	for i, l := range ls {
		out = append(out, l)
		if s, ok := adds[i]; ok {
			out = append(out, line{text: s, cls: keep, syn: true, note: true, sec: l.sec})
		}
	}
	return out
}

// A folded line within this many lines of a kept one in its span keeps
// its twin (see foldRepeatedSpans).
const nearBefore, nearAfter = 3, 6

// opensTerm reports whether ls[i] opens a term wrapped over the lines
// under it (keepWrappedTerms): the same first line ("**error:{assertEqual,
// [{module,m},") over other values is no line said again.
func opensTerm(ls []line, i int) bool {
	return important(ls[i].text) && opensData(ls[i].text) && i+1 < len(ls) && ls[i+1].shown() && strings.TrimSpace(ls[i+1].text) != "" && indent(ls[i+1].text) > indent(ls[i].text)
}

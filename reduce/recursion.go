package reduce

import "strconv"

// Bounds of foldRecursion: a block of one to recursionMaxLen lines that
// comes back word for word, recursionMin times or more in a row.
const (
	recursionMaxLen = 8
	recursionMin    = 3
)

// foldRecursion folds a block of lines printed again word for word, time
// after time: the frames of a recursion in a stack trace (a JVM's
// StackOverflowError prints a thousand frames of one or two methods;
// Python prints a mutual recursion's frames whole; node does with
// --stack-trace-limit), or a retry's error and its frames. The first
// block stays and one note under it counts the blocks that went: they
// said nothing the first did not. Unlike foldCycles, lines a rule kept go
// too, since each is said word for word above; and a block of one line
// folds only when indented, as a frame is (a line at the margin is
// foldRepeats's, which names the places).
func foldRecursion(ls []line) []line {
	var idx []int // the input lines still shown
	for i, l := range ls {
		if l.shown() {
			idx = append(idx, i)
		}
	}
	n := len(idx)
	notes := map[int]string{} // last line of a kept block -> its note
	for k := 0; k < n; {
		p, cycles := recursionAt(ls, idx, k)
		if p == 0 {
			k++
			continue
		}
		for m := k; m < k+p; m++ {
			ls[idx[m]].cls = keep // (the note stands under them)
		}
		for m := k + p; m < k+cycles*p; m++ {
			ls[idx[m]].cls = gone
		}
		what := "the " + strconv.Itoa(p) + " lines above repeat "
		if p == 1 {
			what = "the line above repeats "
		}
		notes[idx[k+p-1]] = "[hooktool: " + what + Commas(cycles-1) + " more times"
		k += cycles * p
	}
	if len(notes) == 0 {
		return ls
	}
	out := make([]line, 0, len(ls)+len(notes))
	for i, l := range ls {
		out = append(out, l)
		if s, ok := notes[i]; ok {
			out = append(out, line{text: s, cls: keep, syn: true, note: true, sec: l.sec})
		}
	}
	return out
}

// recursionAt returns the shortest period p of lines repeated word for
// word from idx[k] on, at least recursionMin whole blocks of them, and
// how many blocks there are; p is 0 when there is none. Every line of
// the first block must be shown and not noise, and one a rule kept (a
// frame in the project's code), to stand for the others: the block then
// stays whole. Routine lines repeated are left to foldCycles and the
// budgets, which sample them. A blank line ends a block.
func recursionAt(ls []line, idx []int, k int) (int, int) {
	n := len(idx)
	for p := 1; p <= recursionMaxLen && k+recursionMin*p <= n; p++ {
		ok, kept := true, false
		for m := k; m < k+p && ok; m++ {
			l := ls[idx[m]]
			ok = l.cls != drop && !l.clipped && isBlankFree(l.text) && (p > 1 || indent(l.text) > 0)
			kept = kept || l.cls == keep
		}
		if !ok || !kept {
			continue
		}
		c := 1
		for k+(c+1)*p <= n && sameBlock(ls, idx, k, k+c*p, p) {
			c++
		}
		if c >= recursionMin {
			return p, c
		}
	}
	return 0, 0
}

// sameBlock reports whether the p lines from idx[a] on say word for word
// what the p lines from idx[b] on say.
func sameBlock(ls []line, idx []int, a, b, p int) bool {
	for m := range p {
		if ls[idx[a+m]].text != ls[idx[b+m]].text {
			return false
		}
	}
	return true
}

// isBlankFree reports whether s holds more than blanks.
func isBlankFree(s string) bool {
	for i := range len(s) {
		if s[i] != ' ' && s[i] != '\t' {
			return true
		}
	}
	return false
}

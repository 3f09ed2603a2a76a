package reduce

import (
	"strconv"
	"strings"
)

// Bounds of foldRecursion: a block of one to recursionMaxLen lines that
// comes back word for word, recursionMin times or more in a row.
const (
	recursionMaxLen = 16
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
	keys := make([]string, n)
	for k, i := range idx {
		keys[k] = recursionKey(ls[i].text)
	}
	notes := map[int]string{} // last line of a kept block -> its note
	for k := 0; k < n; {
		p, cycles := recursionAt(ls, idx, keys, k)
		if p == 0 {
			k++
			continue
		}
		for m := k; m < k+p; m++ {
			ls[idx[m]].cls = keep // (the note stands under them)
		}
		moved := false
		for m := k + p; m < k+cycles*p; m++ {
			ls[idx[m]].cls = gone
			moved = moved || ls[idx[m]].text != ls[idx[k+(m-k)%p]].text
		}
		what := "the " + strconv.Itoa(p) + " lines above repeat "
		if p == 1 {
			what = "the line above repeats "
		}
		s := "[hooktool: " + what + Commas(cycles-1) + " more times"
		if moved {
			s += ", at other addresses"
		}
		notes[idx[k+p-1]] = s
		k += cycles * p
	}
	return withNotes(ls, notes)
}

// recursionAt returns the shortest period p of lines repeated word for
// word (addresses aside) from idx[k] on, at least recursionMin whole
// blocks of them, and how many blocks there are; p is 0 when there is
// none. One line of the first block must be one a rule kept (a frame in
// the project's code), to stand for the others: the block then stays
// whole, its inlined frames a rule dropped too. Half its lines at least
// are indented, as a stack's frames or their places are: records at the
// margin that come back alike (an access log's requests, each second)
// are a log's, sampled by its rules. Routine lines repeated are left to
// foldCycles and the budgets, which sample them. A blank line ends a
// block.
func recursionAt(ls []line, idx []int, keys []string, k int) (int, int) {
	n := len(idx)
	for p := 1; p <= recursionMaxLen && k+recursionMin*p <= n; p++ {
		if keys[k] != keys[k+p] {
			continue // (first: most lines are no block's start)
		}
		ok, kept, deep := true, false, 0
		for m := k; m < k+p && ok; m++ {
			l := ls[idx[m]]
			ok = !l.clipped && strings.TrimSpace(l.text) != ""
			kept = kept || l.cls == keep
			if indent(l.text) > 0 {
				deep++
			}
		}
		if !ok || !kept || deep*2 < p {
			continue
		}
		c := 1
		for k+(c+1)*p <= n && sameBlock(keys, k, k+c*p, p) {
			c++
		}
		if c >= recursionMin {
			return p, c
		}
	}
	return 0, 0
}

// sameBlock reports whether the p lines from a on say what the p lines
// from b on say, addresses aside (keys are recursionKey's).
func sameBlock(keys []string, a, b, p int) bool {
	for m := range p {
		if keys[a+m] != keys[b+m] {
			return false
		}
	}
	return true
}

// recursionKey is s with every hexadecimal number written "0x": a frame
// of a recursion says the same function and line each time, at other
// addresses (Go's "main.walk(0xc000010000?)" and "fp=0x... sp=0x...",
// a sanitizer's "#3 0x55d5e1a0 in walk"), which say nothing to fix.
func recursionKey(s string) string {
	i := strings.Index(s, "0x")
	if i < 0 {
		return s
	}
	var b strings.Builder
	for i >= 0 {
		b.WriteString(s[:i+2])
		s = s[i+2:]
		j := 0
		for j < len(s) && isHexDigit(s[j]) {
			j++
		}
		s = s[j:]
		i = strings.Index(s, "0x")
	}
	b.WriteString(s)
	return b.String()
}

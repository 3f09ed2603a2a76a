package reduce

import (
	"strconv"
	"strings"
)

// Bounds of foldCycles: a block of two to cycleMaxLen lines that comes
// back, line for line alike, cycleMin times or more in a row.
const (
	cycleMaxLen = 6
	cycleMin    = 4
)

// foldCycles folds a block of lines that a tool writes again for each
// item, each time alike up to the item's names and numbers: a tracer's
// openat/read/fstat/mmap/close for each library it loads, an
// installer's "Selecting ... / Preparing to unpack ... / Unpacking ..."
// for each package. The first block stays,
// to show the shape; the blocks after it that hold only routine lines go,
// two or more in a row (the marker counts them; the budget's tail shows
// where the run ended). A block with a line a rule kept (an error, a
// place in the project, a diff's header) stays whole, to show what the
// error was said of. (Lines alike one
// by one are foldShapeRuns's and foldTemplateRuns's; paragraphs between
// blank lines that repeat are foldRepeatedParagraphs's.)
func foldCycles(ls []line) []line {
	var idx []int // the lines that take part: shown and not dropped yet
	var shapes []string
	for i, l := range ls {
		if l.shown() && l.cls != drop && !l.clipped {
			idx = append(idx, i)
			shapes = append(shapes, cycleShape(l.text))
		}
	}
	n := len(idx)
	if n < 2*cycleMin {
		return ls
	}
	// runs[p-2][k] counts the lines from k on that match the line p
	// further on: the length of the periodic stretch of period p at k.
	runs := make([][]int32, cycleMaxLen-1)
	for p := 2; p <= cycleMaxLen; p++ {
		r := make([]int32, n+1)
		for k := n - 1 - p; k >= 0; k-- {
			if shapes[k] == shapes[k+p] && shapes[k] != "" {
				r[k] = r[k+1] + 1
			}
		}
		runs[p-2] = r
	}
	for k := 0; k < n; {
		p, cycles := periodAt(shapes, runs, k)
		if p == 0 {
			k++
			continue
		}
		end := k + cycles*p
		// Blocks after the first that hold only routine lines go, two
		// or more in a row: a marker between kept lines costs more than
		// one short block it would stand for.
		plain := func(c int) bool {
			for m := range p {
				if ls[idx[k+c*p+m]].cls != normal {
					return false
				}
			}
			return true
		}
		for c := 1; c < cycles; {
			d := c
			for d < cycles && plain(d) {
				d++
			}
			if d-c >= 2 {
				for m := k + c*p; m < k+d*p; m++ {
					ls[idx[m]].cls = drop
				}
			}
			c = d + 1
		}
		k = end
	}
	return ls
}

// periodAt returns the shortest period p of a stretch of at least
// cycleMin blocks starting at shapes[k], and how many whole blocks it
// holds; p is 0 when there is none. A block of lines all alike is no
// block: each line repeats its neighbour.
func periodAt(shapes []string, runs [][]int32, k int) (int, int) {
	for p := 2; p <= cycleMaxLen; p++ {
		l := int(runs[p-2][k])
		cycles := (l + p) / p
		if cycles < cycleMin {
			continue
		}
		same := true
		for m := k + 1; m < k+p && same; m++ {
			same = shapes[m] == shapes[k]
		}
		if !same {
			return p, cycles
		}
	}
	return 0, 0
}

// cycleShape is what a line of a repeated block keeps from one item to
// the next: its indent, its first and last word (numbers written "#",
// a word that names a path, a package@version, a quoted string or a
// host written "*") and how many words it has. The words between are the
// item's: its name ("Done installing documentation for nokogiri after 0
// seconds"), its arguments. A blank line has no shape: it joins no
// block.
func cycleShape(s string) string {
	f := strings.Fields(s)
	if len(f) == 0 {
		return ""
	}
	word := func(w string) string {
		if strings.ContainsAny(w, `/@"'\:`) || strings.Count(w, ".") >= 2 {
			return "*"
		}
		return numbersOut(w)
	}
	return strconv.Itoa(indent(s)) + " " + word(f[0]) + " " + strconv.Itoa(len(f)) + " " + word(f[len(f)-1])
}

package reduce

import "strings"

// A list of files under a heading ("Files:" over pip show -f's installed
// files, a tool's "Created:" or "Removed:" list) is a listing's content:
// one path per line, at one indent. A long one shows its shape in its
// first lines and its end; the full output has the rest. (A list of bare
// paths at the margin stays: a checker's list of files to fix, gofmt -l's,
// is its findings.)

// pathListRun is how many paths in a row make a list worth folding;
// pathListShown how many of its first ones stay (its last one stays too).
const (
	pathListRun   = 12
	pathListShown = 3
)

// foldPathLists folds the long lists of paths under a heading (see
// above). Only lines no rule ranked fold.
func foldPathLists(ls []line) []line {
	for i := 0; i < len(ls); i++ {
		if !ls[i].shown() || !strings.HasSuffix(strings.TrimSpace(ls[i].text), ":") {
			continue
		}
		j := i + 1
		in := -1
		for j < len(ls) && ls[j].shown() {
			n := indent(ls[j].text)
			if n == 0 || in >= 0 && n != in || !listedPath(ls[j].text[n:]) {
				break
			}
			in = n
			j++
		}
		if j-(i+1) >= pathListRun {
			for k := i + 1 + pathListShown; k < j-1; k++ {
				if ls[k].cls == normal {
					ls[k].cls = drop
				}
			}
		}
		i = j - 1
	}
	return ls
}

// listedPath reports whether t is a path alone: one word with a folder or
// an extension ("requests/api.py", "bin/flask", "README.md").
func listedPath(t string) bool {
	if t == "" || strings.ContainsAny(t, " \t") || strings.HasSuffix(t, ":") {
		return false
	}
	return strings.ContainsRune(t, '/') || strings.LastIndexByte(t, '.') > 0
}

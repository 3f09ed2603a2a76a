package reduce

import (
	"slices"
	"strings"
)

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
		j, paths := i+1, 0
		in := -1
		for ; j < len(ls); j++ {
			if !ls[j].shown() {
				continue // (a line a fold stood for: a repeat)
			}
			n := indent(ls[j].text)
			if n == 0 || in >= 0 && n != in || !listedPath(ls[j].text[n:]) {
				break
			}
			in = n
			paths++
		}
		if paths >= pathListRun {
			shown, last := 0, j-1
			for last > i && !ls[last].shown() {
				last--
			}
			for k := i + 1; k < last; k++ {
				if !ls[k].shown() {
					continue
				}
				if shown++; shown > pathListShown && ls[k].cls == normal {
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

// ownListedMin is how many bare paths in a row make a listing whose own
// files can be told from its library files.
const ownListedMin = 8

// keepOwnListed keeps the project's files in a listing of files that is
// mostly installed packages' (tsc --listFiles, a bundler's module list, a
// search's -l, a coverage report's rows that measured the libraries too): the library's files are the toolchain's, the few others
// are what the agent's command was about. A file is the project's when
// its path is relative or under the folder the packages are installed in
// (/app/src/a.ts beside /app/node_modules/): a system's own files
// (dpkg -L's /etc and /lib) are none. The library's stay normal.
func keepOwnListed(ls []line) []line {
	for i := 0; i < len(ls); {
		if !ls[i].shown() || rowPath(ls[i].text) == "" {
			i++
			continue
		}
		j, lib := i, 0
		var roots []string
		for ; j < len(ls) && ls[j].shown() && rowPath(ls[j].text) != ""; j++ {
			p := rowPath(ls[j].text)
			if libPath("/" + strings.TrimPrefix(p, "/")) {
				lib++
				if r := installRoot(p); r != "" && !slices.Contains(roots, r) {
					roots = append(roots, r)
				}
			}
		}
		if n := j - i; n >= ownListedMin && lib*4 >= n*3 && lib < n {
			for k := i; k < j; k++ {
				p := rowPath(ls[k].text)
				if ls[k].cls != normal || libPath("/"+strings.TrimPrefix(p, "/")) {
					continue
				}
				own := !strings.HasPrefix(p, "/")
				for _, r := range roots {
					own = own || strings.HasPrefix(p, r)
				}
				if own {
					ls[k].cls = keep
				}
			}
		}
		i = j
	}
	return ls
}

// installRoot is the folder an installed package's path p is installed
// under ("/app/" of "/app/node_modules/x/y.js"), or "".
func installRoot(p string) string {
	for _, in := range []string{"/node_modules/", "/site-packages/", "/dist-packages/", "/vendor/"} {
		if k := strings.Index(p, in); k > 0 {
			return p[:k+1]
		}
	}
	return ""
}

// rowPath is the path a listing's row starts with: the line itself when it
// is a bare path, or its first field when numbers follow it (a coverage
// report's "quota/bucket.py   32   1   95%   40"); "" otherwise.
func rowPath(s string) string {
	t := strings.TrimSpace(s)
	if listedPath(t) {
		return t
	}
	f := strings.Fields(t)
	if len(f) < 2 || !listedPath(f[0]) || !numField(f[1]) {
		return ""
	}
	return f[0]
}

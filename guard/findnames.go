package guard

import (
	"path"
	"strings"

	"github.com/hookd/hookd/wiring"
)

// maxFindNames bounds the concrete paths one find -exec is judged with.
const maxFindNames = 8

// findNamed lists concrete paths find's name filters would hand to -exec,
// so the command is judged on what it really gets: for a name without a
// pattern (-name .git), that name right under each root; for a pattern
// (-name '*.json'), each file of hooktool's wiring under a root outside the
// project whose name matches (inside the project a pattern is a formatter's
// or a cleaner's everyday list, and the tripwire restores wiring files
// there). A name left out (! -name X) or a -path filter is not followed. Without a name filter it is nil: the generic
// "anything under the root" judgement covers that.
func (w *walker) findNamed(roots, expr []arg) []string {
	var pats []string
	for j := 0; j+1 < len(expr); j++ {
		s := expr[j].s
		if s != "-name" && s != "-iname" || expr[j+1].dyn {
			continue
		}
		if j > 0 && (expr[j-1].s == "!" || expr[j-1].s == "-not") {
			continue
		}
		pats = append(pats, expr[j+1].s)
	}
	if len(pats) == 0 {
		return nil
	}
	var out []string
	addp := func(p string) {
		if len(out) < maxFindNames && !contains(out, p) {
			out = append(out, p)
		}
	}
	var items []string // built on demand: only a pattern needs the list
	for _, r := range roots {
		root, ok := w.abs(r.s)
		if !ok || r.dyn {
			continue
		}
		for _, pat := range pats {
			if !strings.ContainsAny(pat, "*?[") {
				addp(path.Join(root, pat))
				continue
			}
			if p := w.g.env.Project; p != "" && under(root, p) {
				continue
			}
			if items == nil {
				items = w.findCandidates()
			}
			for _, it := range items {
				if under(it, root) && it != root && nameMatch(pat, path.Base(it)) {
					addp(it)
				}
			}
		}
	}
	return out
}

// findCandidates is what a find pattern is tried against: the files of
// the wiring list.
func (w *walker) findCandidates() []string {
	out := []string{}
	for _, l := range w.wiringLists() {
		for _, it := range l {
			if it.Kind == wiring.File {
				out = append(out, it.Path)
			}
		}
	}
	return out
}

// nameMatch is find's -name test (a bad pattern matches nothing).
func nameMatch(pat, name string) bool {
	ok, err := path.Match(pat, name)
	return err == nil && ok
}

func contains(list []string, s string) bool {
	for _, x := range list {
		if x == s {
			return true
		}
	}
	return false
}

package guard

import (
	"strings"
	"sync"

	"github.com/hookd/hookd/wiring"
)

// wiredSet is the paths of the wiring list (package wiring), the same list
// the tripwire watches: a write to any of them is a write to hooktool's
// wiring, so the guard and the tripwire cannot disagree about what that
// is. The patterns in protected() stay for what a path list cannot say
// (any .claude folder, names compared without case, folder prefixes).
type wiredSet struct {
	once  sync.Once
	paths map[string]string // lower-case path -> what it is
}

// wired names what p is when the wiring list holds it. The list is built
// once per guard, from names alone (no file is read), and only when a
// command writes a path the patterns did not already place.
func (w *walker) wired(p string) string {
	g := w.g
	s := &g.wired
	s.once.Do(func() {
		items := wiring.All(wiring.Env{Home: g.env.Home, Project: g.env.Project, Getenv: g.env.Getenv, State: g.env.StatePath})
		s.paths = make(map[string]string, len(items))
		for _, it := range items {
			if it.Kind == wiring.Dir && it.Agent == "hooktool" || it.Kind == wiring.Startup || it.Kind == wiring.Shims || it.Kind == wiring.Mode {
				// The state folder has rules of its own; a shell start-up
				// file is ordinary to edit, and the tripwire restores it
				// only when a line that moves an agent's config changes.
				continue
			}
			s.paths[strings.ToLower(it.Path)] = it.What
		}
	})
	return s.paths[strings.ToLower(p)]
}

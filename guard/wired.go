package guard

import (
	"os"
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
	lists [4][]wiring.Item // wiring.PathLists, scanned in order

	// startups is the whole shell start-up list (wiring.Startups), built
	// only when a command writes text into a file: about half the cost
	// of the lists above, for a deletion or a move that never needs it.
	startupsOnce sync.Once
	startups     []wiring.Item
}

// wired names what p is when the wiring list holds it. The list is built
// once per guard, from names alone (no file is read), and only when a
// command writes a path the patterns did not already place. It is
// scanned, not indexed: a command writes a path or two, and a set of the
// list's paths cost more to build than the scans it saved.
func (w *walker) wired(p string) string {
	for _, l := range w.wiringLists() {
		for _, it := range l {
			if !strings.EqualFold(it.Path, p) {
				continue
			}
			if it.Kind == wiring.Dir && it.Agent == "hooktool" || it.Kind == wiring.Startup || it.Kind == wiring.StartupDir || it.Kind == wiring.Shims || it.Kind == wiring.Mode ||
				it.Kind == wiring.File && len(it.Lines) > 0 && it.Syntax == "" {
				// The state folder has rules of its own; a shell start-up
				// file is ordinary to edit, and the tripwire restores it
				// only when a line that moves an agent's config changes;
				// so is a file of which a few lines count (~/.ssh/config's
				// commands, not its Host aliases).
				continue
			}
			return it.What
		}
	}
	return ""
}

func (w *walker) wiringLists() *[4][]wiring.Item {
	g := w.g
	s := &g.wired
	s.once.Do(func() {
		s.lists = wiring.PathLists(w.wiringEnv())
	})
	return &s.lists
}

// startupList is the shell start-up part of the wiring list, every file
// and folder of it (startupWired).
func (w *walker) startupList() []wiring.Item {
	s := &w.g.wired
	s.startupsOnce.Do(func() { s.startups = wiring.Startups(w.wiringEnv()) })
	return s.startups
}

// wiringEnv is the guard's view of the machine for the wiring lists:
// names alone, no file read.
func (w *walker) wiringEnv() wiring.Env {
	g := w.g
	return wiring.Env{Home: g.env.Home, Project: g.env.Project, Getenv: g.env.Getenv, State: g.env.StatePath}
}

// holding names the wiring a folder holds: a folder above a wiring file or
// folder of any agent (~/.pi/agent holds Pi's settings and extensions), or
// an agent's config folder itself. Moving, renaming or deleting the folder
// takes that wiring with it, as editing the files would. Shell start-up
// files and folders on PATH are the tripwire's, line by line or entry by
// entry, and do not make their folders wiring.
func (w *walker) holding(p string) string {
	if p == "/" {
		return ""
	}
	prefix := strings.TrimSuffix(p, "/") + "/"
	for _, l := range w.wiringLists() {
		for _, it := range l {
			if it.Kind == wiring.Startup || it.Kind == wiring.Shims || it.Agent == "startup" {
				continue
			}
			what := ""
			switch {
			case it.Kind == wiring.Mode && strings.EqualFold(it.Path, p):
				what = it.What
			case len(it.Path) > len(prefix) && strings.EqualFold(it.Path[:len(prefix)], prefix):
				what = "a folder that holds " + it.What
			default:
				continue
			}
			if w.fsOn() {
				// On the real machine only wiring that is there counts: a
				// repository's .github without Copilot hooks is not wiring.
				if _, err := os.Lstat(it.Path); err != nil {
					continue
				}
			}
			return what
		}
	}
	return ""
}

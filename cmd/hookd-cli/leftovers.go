package main

import (
	"bytes"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"syscall"

	"github.com/hookd/hookd/agents/claude"
	"github.com/hookd/hookd/settings"
	"github.com/hookd/hookd/wiring"
)

// leftover is something of hooktool's that uninstall does not remove by
// default: the binary, the state and cache folders, the backups it kept,
// a folder left empty.
type leftover struct {
	path, what string
	dir        bool   // a folder removed with its contents
	emptyDir   bool   // a folder removed only if it is empty
	keep       string // why --purge keeps it ("" when it may go)
}

// hooktoolModule is in the build information of every hooktool binary
// (the main module's path): how --purge tells hooktool's copy from a file
// of the same name that is not hooktool.
const hooktoolModule = "github.com/hookd/hookd"

// leftovers lists what stays after uninstalling from the files in
// touched, in the order --purge removes it. Only hooktool's own things are
// listed: the config the user wrote (~/.claude/hooktool.json) never is.
func (e *env) leftovers(touched []string, scopes []string) []leftover {
	var out []leftover
	seen := map[string]bool{}
	add := func(l leftover) {
		if seen[l.path] {
			return
		}
		if _, err := os.Lstat(l.path); err != nil {
			return
		}
		seen[l.path] = true
		out = append(out, l)
	}
	for _, sc := range append([]string{"user"}, scopes...) {
		dir, err := e.defaultBinDir(sc)
		if err != nil {
			continue
		}
		bin := filepath.Join(dir, binName)
		l := leftover{path: bin, what: "the hooktool binary install copied"}
		switch {
		case !isHooktool(bin):
			continue // not hooktool's: not ours to mention or remove
		default:
			if w := e.stillWired(bin); w != "" {
				l.keep = "still wired in " + w
			}
		}
		add(l)
	}
	if p := e.statePath(); p != "" {
		if d := filepath.Dir(p); filepath.Base(d) == "hooktool" {
			add(leftover{path: d, what: "hooktool's state (decisions, sessions, reduced outputs)", dir: true})
		} else {
			add(leftover{path: p, what: "hooktool's state file"})
		}
	}
	if p := claude.ClientCache(e.home(), e.getenv); p != "" {
		add(leftover{path: filepath.Dir(p), what: "hooktool's cache (the client's event list)", dir: true})
	}
	for _, f := range touched {
		add(leftover{path: f + settings.BackupSuffix, what: "the version before uninstall, with hooktool's entries"})
	}
	if d := e.claudeDir(); d != "" && emptyAfter(d, out) {
		add(leftover{path: d, what: "an empty folder", emptyDir: true})
	}
	return out
}

// stillWired names a file that still runs the binary at bin, or "" when
// none does: the binary stays while something runs it. Claude Code's
// settings are read as install writes them (by fingerprint); every other
// file of an agent's or git's wiring (wiring.All) counts when it names bin.
func (e *env) stillWired(bin string) string {
	for _, s := range settings.Discover(e.locations()) {
		if s.Exists && s.Err == nil && len(settings.Find(s.Data, e.fingerprint())) > 0 {
			return s.Path
		}
	}
	w := wiring.Env{Home: e.home(), Project: e.projectDir(""), Getenv: e.getenv, ReadFile: readWiringFile}
	for _, it := range wiring.All(w) {
		if it.Kind != wiring.File || it.Agent == "hooktool" {
			continue
		}
		if b, err := readWiringFile(it.Path); err == nil && bytes.Contains(b, []byte(bin)) {
			return it.Path
		}
	}
	return ""
}

// readWiringFile reads a regular file of at most 1 MiB, without waiting on
// a FIFO planted where a wiring file should be.
func readWiringFile(p string) ([]byte, error) {
	f, err := os.OpenFile(p, os.O_RDONLY|syscall.O_NONBLOCK, 0)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	if fi, err := f.Stat(); err != nil || !fi.Mode().IsRegular() {
		return nil, fmt.Errorf("%s: not a regular file", p)
	}
	return io.ReadAll(io.LimitReader(f, 1<<20))
}

// isHooktool reports whether the file at p is a hooktool binary: a regular
// file whose bytes carry hooktool's module path.
func isHooktool(p string) bool {
	f, err := os.Open(p)
	if err != nil {
		return false
	}
	defer f.Close()
	if fi, err := f.Stat(); err != nil || !fi.Mode().IsRegular() {
		return false
	}
	data, err := io.ReadAll(io.LimitReader(f, 256<<20))
	return err == nil && bytes.Contains(data, []byte(hooktoolModule))
}

// emptyAfter reports whether dir holds nothing but what goes in gone.
func emptyAfter(dir string, gone []leftover) bool {
	ents, err := os.ReadDir(dir)
	if err != nil {
		return false
	}
	for _, en := range ents {
		p := filepath.Join(dir, en.Name())
		ok := false
		for _, g := range gone {
			if g.path == p && g.keep == "" {
				ok = true
			}
		}
		if !ok {
			return false
		}
	}
	return true
}

// reportLeftovers says what uninstall left, or with purge removes it.
func (e *env) reportLeftovers(touched, scopes []string, purge, dry bool) error {
	left := e.leftovers(touched, scopes)
	if len(left) == 0 {
		return nil
	}
	if !purge {
		fmt.Fprintln(e.stdout, "left in place (uninstall --purge removes them):")
		for _, l := range left {
			note := l.what
			if l.keep != "" {
				note += "; " + l.keep
			}
			fmt.Fprintf(e.stdout, "  %s: %s\n", l.path, note)
		}
		return nil
	}
	for _, l := range left {
		if l.keep != "" {
			fmt.Fprintf(e.stdout, "%s: kept, %s\n", l.path, l.keep)
			continue
		}
		if dry {
			fmt.Fprintf(e.stdout, "%s: would be removed (%s)\n", l.path, l.what)
			continue
		}
		var err error
		switch {
		case l.dir:
			err = os.RemoveAll(l.path)
		default:
			// a file, or a folder that must be empty by now: Remove
			// refuses a folder that is not
			err = os.Remove(l.path)
		}
		if err != nil {
			return fail(exitError, "uninstall --purge: %v", err)
		}
		fmt.Fprintf(e.stdout, "%s: removed (%s)\n", l.path, l.what)
	}
	return nil
}

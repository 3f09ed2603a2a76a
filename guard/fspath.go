package guard

import (
	"os"
	"path"
	"strings"
	"sync"
)

// The file system checks of the self-protection: a protected file can be
// reached through a symlink (on any part of the path) or a hard link, so
// the spelling of a path is not enough. They run only for paths a command
// writes, and each is a few lstat calls: the hook's start-up budget has no
// room for more.

// maxHops bounds the symlinks followed while resolving one path (the
// kernel's own limit is 40; a loop must not hang the hook).
const maxHops = 16

// fsCache holds what one guard learned of the file system. It is shared by
// the walkers of one guard, which may run concurrently.
type fsCache struct {
	binOnce sync.Once
	bins    []string

	idOnce sync.Once
	ids    []protectedID

	dirOnce sync.Once
	dirs    []protectedDir
}

// protectedDir is a folder that holds protected files, stat'ed to
// recognise it under another path (a symlinked ~/.claude is written through
// its real location).
type protectedDir struct {
	fi   os.FileInfo
	path string
}

// protectedID is a protected file that exists, for comparing device and
// inode with a hard link.
type protectedID struct {
	fi   os.FileInfo
	what string
}

// fsOn reports whether the file system checks run for this guard.
func (w *walker) fsOn() bool { return w.g.fs != nil && !w.g.env.NoFS }

// binaries lists the installed hooktool binaries, asked for once.
func (w *walker) binaries() []string {
	if w.g.fs == nil || w.g.env.Binaries == nil {
		return nil
	}
	w.g.fs.binOnce.Do(func() {
		for _, b := range w.g.env.Binaries() {
			if strings.HasPrefix(b, "/") {
				w.g.fs.bins = append(w.g.fs.bins, path.Clean(b))
			}
		}
	})
	return w.g.fs.bins
}

// resolve follows the symlinks of p on the part of it that exists: each
// component is lstat'ed once, a link is replaced by its target, and the
// part after the first missing component is kept as written. A dangling
// symlink at the end resolves to its target, which is where a write goes.
func resolve(p string) string {
	return resolveHops(p, 0)
}

func resolveHops(p string, hops int) string {
	if !strings.HasPrefix(p, "/") || hops > maxHops {
		return p
	}
	cur := "/"
	rest := strings.Split(strings.Trim(path.Clean(p), "/"), "/")
	for i, c := range rest {
		if c == "" {
			continue
		}
		next := path.Join(cur, c)
		fi, err := os.Lstat(next)
		if err != nil {
			return path.Join(append([]string{next}, rest[i+1:]...)...)
		}
		if fi.Mode()&os.ModeSymlink == 0 {
			cur = next
			continue
		}
		t, err := os.Readlink(next)
		if err != nil {
			return path.Join(append([]string{next}, rest[i+1:]...)...)
		}
		if !strings.HasPrefix(t, "/") {
			t = path.Join(cur, t)
		}
		cur = resolveHops(t, hops+1)
	}
	return cur
}

// protectedIDs stats the protected files once per guard.
func (w *walker) protectedIDs() []protectedID {
	w.g.fs.idOnce.Do(func() {
		for _, c := range w.protectedCandidates() {
			if fi, err := os.Stat(c); err == nil && fi.Mode().IsRegular() {
				w.g.fs.ids = append(w.g.fs.ids, protectedID{fi: fi, what: w.protected(c)})
			}
		}
	})
	return w.g.fs.ids
}

// protectedCandidates are the protected files this guard can name.
func (w *walker) protectedCandidates() []string {
	env := w.g.env
	var out []string
	add := func(dir string, names ...string) {
		if dir == "" {
			return
		}
		for _, n := range names {
			out = append(out, path.Join(dir, n))
		}
	}
	add(env.ClaudeDir, "settings.json", "settings.local.json", "hooktool.json")
	if env.Home != "" {
		add(env.Home+"/.claude", "settings.json", "settings.local.json", "hooktool.json")
		add(env.Home, ".gitconfig")
		add(env.Home+"/.config/git", "config")
	}
	if env.Project != "" {
		add(env.Project+"/.claude", "settings.json", "settings.local.json", "hooktool.json")
		add(env.Project+"/.git", "config")
		add(env.Project+"/.git/hooks", "pre-push")
		add(env.Project+"/hooks", "pre-push")
	}
	if env.ConfigPath != "" {
		out = append(out, env.ConfigPath)
	}
	if env.StatePath != "" {
		out = append(out, env.StatePath, env.StatePath+".lock")
	}
	out = append(out, "/etc/claude-code/managed-settings.json", "/etc/gitconfig")
	return append(out, w.binaries()...)
}

// protectedPath is protected for a path a command writes: by its
// spelling, then through its symlinks, then as a hard link of a protected
// file. tree also protects the folders that hold protected files (for
// deleting or moving a whole folder).
func (w *walker) protectedPath(p string, tree bool) string {
	check := w.protected
	if tree {
		check = w.protectedTree
	}
	if what := check(p); what != "" {
		return what
	}
	if !w.fsOn() {
		return ""
	}
	r := resolve(p)
	if r != p {
		if what := check(r); what != "" {
			return what + " (through a symlink)"
		}
	}
	fi, err := os.Lstat(r)
	if err == nil && tree && fi.IsDir() {
		if what := w.hooksFolder(r); what != "" {
			return what
		}
	}
	if what := w.viaOtherPath(r, fi, err == nil); what != "" {
		return what
	}
	if err != nil || !fi.Mode().IsRegular() || nlink(fi) < 2 {
		// A file with one link is only reachable by its own name and its
		// folder's, which were checked above.
		return ""
	}
	for _, id := range w.protectedIDs() {
		if os.SameFile(fi, id.fi) {
			return id.what + " (through a hard link)"
		}
	}
	return ""
}

// viaOtherPath recognises a protected folder reached by another path: the
// real location of a symlinked ~/.claude or .claude, compared by device
// and inode with the folder the name lives in.
func (w *walker) viaOtherPath(r string, fi os.FileInfo, exists bool) string {
	if exists && fi.IsDir() {
		return ""
	}
	pfi, err := os.Stat(path.Dir(r))
	if err != nil {
		return ""
	}
	for _, d := range w.protectedDirs() {
		if d.path != path.Dir(r) && os.SameFile(pfi, d.fi) {
			if what := w.protected(path.Join(d.path, path.Base(r))); what != "" {
				return what + " (its folder reached by another path)"
			}
		}
	}
	return ""
}

// protectedDirs stats the folders that hold protected files, once per guard.
func (w *walker) protectedDirs() []protectedDir {
	w.g.fs.dirOnce.Do(func() {
		env := w.g.env
		var cands []string
		if env.ClaudeDir != "" {
			cands = append(cands, env.ClaudeDir)
		}
		if env.Home != "" {
			cands = append(cands, env.Home+"/.claude", env.Home)
		}
		if env.Project != "" {
			cands = append(cands, env.Project+"/.claude", env.Project+"/.git", env.Project+"/.git/hooks", env.Project+"/hooks")
		}
		if env.StatePath != "" {
			cands = append(cands, path.Dir(env.StatePath))
		}
		for _, c := range cands {
			if fi, err := os.Stat(c); err == nil && fi.IsDir() {
				w.g.fs.dirs = append(w.g.fs.dirs, protectedDir{fi: fi, path: c})
			}
		}
	})
	return w.g.fs.dirs
}

// hooksFolder names a folder that holds a pre-push hook (core.hooksPath
// points at such a folder, under any name).
func (w *walker) hooksFolder(dir string) string {
	if fi, err := os.Stat(dir + "/pre-push"); err == nil && !fi.IsDir() {
		return "the folder of the git pre-push hook"
	}
	return ""
}

// contentsNames lists the protected names found directly in a folder whose
// contents a command copies (rsync src/ dest, cp -r src/. dest): a few
// stat calls, not a listing.
func contentsNames(dir string) []string {
	var out []string
	for _, n := range []string{".claude", "hooktool.json", "settings.json", "settings.local.json", "pre-push", "hooks", ".git", "config", "hooktool"} {
		if _, err := os.Lstat(path.Join(dir, n)); err == nil {
			out = append(out, n)
		}
	}
	return out
}

// openRegular opens a file the guard reads (an archive, a patch) only when
// it is a regular file, and without blocking: a FIFO planted under the
// name would otherwise hang the hook.
func openRegular(p string) (*os.File, error) {
	if fi, err := os.Stat(p); err != nil {
		return nil, err
	} else if !fi.Mode().IsRegular() {
		return nil, os.ErrInvalid
	}
	return os.OpenFile(p, os.O_RDONLY|openNonBlock, 0)
}

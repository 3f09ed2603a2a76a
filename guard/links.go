package guard

import (
	"path"
	"strings"
)

// Links made earlier in the same command line. ln -s ~ h && rm -rf h/
// deletes home, and mkdir x && mount --bind / x && rm -rf x/etc deletes
// /etc: a path is judged where it leads once the links the line made are
// followed. The walker keeps them in order (a later link at the same path
// replaces an earlier one) and absIn follows them, so every rule that
// resolves a path (deletes, writes, cd, reads) sees the real place.

// link is one link the command line made: from is the link's path, to
// where it leads (dyn when only known at run time). A bind mount is a
// folder, not a link: deleting it deletes through it.
type link struct {
	from, to string
	bind     bool
}

// maxLinks bounds the links remembered per call.
const maxLinks = 16

// throughLinks follows the links the line made on an absolute path. The
// link itself is followed when the path goes on past it, ends in a slash,
// or names it alone (writing to a symlink writes its target; a delete or
// a move of the link itself is told apart by madeLink).
func (w *walker) throughLinks(p string, ok bool) (string, bool) {
	for n := 0; n < 8; n++ {
		moved := false
		for i := len(w.links) - 1; i >= 0; i-- {
			l := w.links[i]
			if p != l.from && !strings.HasPrefix(p, strings.TrimSuffix(l.from, "/")+"/") {
				continue
			}
			rest := p[len(l.from):]
			if strings.Contains(l.to, dyn) {
				return strings.TrimSuffix(l.to, "/") + rest, false
			}
			p = l.to + rest
			if l.to == "/" && rest != "" {
				p = rest
			}
			moved = true
			break
		}
		if !moved {
			break
		}
	}
	return p, ok
}

// madeLink reports a path that names a symlink or hard link this line
// made, as itself (no trailing slash): rm, unlink or mv of it touches the
// link, not what it leads to.
func (w *walker) madeLink(s string) bool {
	if len(w.links) == 0 || s == "" || strings.HasSuffix(s, "/") || strings.HasSuffix(s, "/.") {
		return false
	}
	saved := w.links
	w.links = nil
	p, ok := w.absIn(s)
	w.links = saved
	if !ok {
		return false
	}
	for i := len(w.links) - 1; i >= 0; i-- {
		if w.links[i].from == p {
			return !w.links[i].bind
		}
	}
	return false
}

// addLink records a link at from (as the command names it) that leads to
// to; relTo is the folder a relative target is read from.
func (w *walker) addLink(from, to arg, relTo string, bind bool) {
	if w.inBox || len(w.links) >= maxLinks || from.dyn || from.s == "" {
		return
	}
	fp, ok := w.absIn(strings.TrimSuffix(from.s, "/"))
	if !ok {
		return
	}
	tp := dyn
	switch {
	case to.dyn || to.s == "":
	case strings.HasPrefix(to.s, "/") || relTo == "":
		if p, ok := w.absIn(to.s); ok {
			tp = p
		}
	default:
		// A symlink's relative target is read from the link's own folder.
		tp = path.Join(relTo, to.s)
		if p, ok := w.absIn(tp); ok {
			tp = p
		}
	}
	if tp == fp {
		return
	}
	w.tracef("link: %s leads to %s", fp, strings.ReplaceAll(tp, dyn, "…"))
	w.links = append(w.links, link{from: fp, to: tp, bind: bind})
}

// recordLinks notes the links ln, cp -s / cp -l and a bind mount make.
func (w *walker) recordLinks(name string, args []arg) {
	switch name {
	case "ln", "gln", "link", "cp", "gcp":
	case "mount", "bindfs":
		bind := name == "bindfs"
		for i, a := range args {
			switch {
			case a.s == "--bind" || a.s == "--rbind" || a.s == "-B" || a.s == "-R":
				bind = true
			case (a.s == "-o" || a.s == "--options") && i+1 < len(args):
				for _, o := range strings.Split(args[i+1].s, ",") {
					bind = bind || o == "bind" || o == "rbind"
				}
			case strings.HasPrefix(a.s, "-o") && len(a.s) > 2:
				for _, o := range strings.Split(a.s[2:], ",") {
					bind = bind || o == "bind" || o == "rbind"
				}
			}
		}
		if !bind {
			return
		}
		p := parseArgs(args, "oOtTLU", []string{"--options", "--types", "--target", "--source", "--label", "--uuid", "--map-users", "--map-groups"})
		if len(p.ops) >= 2 {
			w.addLink(p.ops[len(p.ops)-1], p.ops[len(p.ops)-2], "", true)
		}
		return
	default:
		return
	}
	p := parseArgs(args, "tS", cpLong, cpKnown...)
	symbolic := p.has("s", "--symbolic", 5) || p.has("", "--symbolic-link", 5)
	if (name == "cp" || name == "gcp") && !symbolic && !p.has("l", "--link", 4) {
		return
	}
	relative := name == "cp" || name == "gcp" || !symbolic || p.has("r", "--relative", 5)
	var srcs []arg
	var dir *arg
	if t := p.last("-t", "--target-directory"); t != nil {
		dir, srcs = t, p.ops
	} else if len(p.ops) == 1 && name != "cp" && name != "gcp" {
		srcs = p.ops
		d := destArg(".")
		dir = &d
	} else if len(p.ops) >= 2 {
		dst := p.ops[len(p.ops)-1]
		srcs = p.ops[:len(p.ops)-1]
		if len(srcs) == 1 && !strings.HasSuffix(dst.s, "/") && !dotDir(dst.s) && !w.linkIntoDir(dst) || p.has("Tn", "--no-target-directory", 6) && len(srcs) == 1 {
			w.addLink(dst, srcs[0], w.linkBase(dst, relative), false)
			return
		}
		dir = &dst
	}
	if dir == nil {
		return
	}
	for _, s := range srcs {
		if b := baseOf(s); b != "" {
			from := joinArg(*dir, b)
			w.addLink(from, s, w.linkBase(from, relative), false)
		}
	}
}

// linkBase is the folder a link's relative target is read from: the
// link's own folder for a symlink, the working folder otherwise ("" for
// that: absIn reads it from there).
func (w *walker) linkBase(from arg, cwdRelative bool) string {
	if cwdRelative {
		return ""
	}
	p, ok := w.absIn(from.s)
	if !ok {
		return ""
	}
	return path.Dir(p)
}

// linkIntoDir reports a link destination that is a folder already, so
// the link is made inside it: one on disk, or a folder that always exists
// (home, the project, a system or temp folder).
func (w *walker) linkIntoDir(dst arg) bool {
	if w.isDir(dst) {
		return true
	}
	p, ok := w.absIn(dst.s)
	if !ok {
		return false
	}
	if w.tempFolder(p) || p == w.g.env.Project || p == w.g.env.Home {
		return true
	}
	c, _ := w.classify(p)
	return c == cRoot
}

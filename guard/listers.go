package guard

import "strings"

// Deletes by what a lister prints. The question is what goes and where: a
// find whose tests keep everything (-name '*', -type f, -mindepth 1), fd
// running a command on each match, and a path list piped into xargs or
// parallel all reach every file under their root.

// findNarrows reports whether a find expression selects only some files
// under its roots. -type, -mindepth, -maxdepth and a -name of '*' keep
// (nearly) everything, so they do not count.
func findNarrows(expr []arg) bool {
	for i, a := range expr {
		v := ""
		if i+1 < len(expr) {
			v = expr[i+1].s
		}
		switch a.s {
		case "-name", "-iname", "-path", "-ipath", "-wholename", "-iwholename", "-regex", "-iregex", "-lname", "-ilname":
			if !matchesEverything(v) {
				return true
			}
		case "-newer", "-mtime", "-mmin", "-atime", "-ctime", "-size", "-empty", "-user", "-group", "-perm", "-links",
			"-inum", "-samefile", "-prune", "-cmin", "-amin", "-nouser", "-nogroup", "-newermt", "-used":
			return true
		}
	}
	return false
}

// matchesEverything reports a name pattern that every file matches.
func matchesEverything(p string) bool {
	switch p {
	case "*", "**", "*.*", ".*", "./*", "*/*", ".*/*", "", ".*\\|*", "/*":
		return true
	}
	return false
}

// fd judges fd's -x/--exec and -X/--exec-batch: the command runs on every
// match under the search paths (fd PATTERN [PATH...]).
func (w *walker) fd(args []arg, seg string, depth int) {
	var ops, cmd []arg
	narrow := false
	for i := 0; i < len(args); i++ {
		s := args[i].s
		switch {
		case s == "-x" || s == "--exec" || s == "-X" || s == "--exec-batch":
			cmd = args[i+1:]
			for j, a := range cmd {
				if a.s == ";" || a.s == `\;` {
					cmd = cmd[:j]
					break
				}
			}
			i = len(args)
		case s == "-e" || s == "--extension" || s == "-g" || s == "--glob" || s == "-S" || s == "--size" ||
			s == "--changed-within" || s == "--changed-before" || s == "-E" || s == "--exclude" || s == "-o" || s == "--owner":
			narrow = true
			i++
		case s == "-t" || s == "--type" || s == "-d" || s == "--max-depth" || s == "--min-depth" || s == "-j" || s == "--threads" ||
			s == "--base-directory" || s == "-c" || s == "--color" || s == "--search-path":
			if (s == "--search-path") && i+1 < len(args) {
				ops = append(ops, arg{}, args[i+1]) // an explicit root
			}
			i++
		case strings.HasPrefix(s, "-"):
		default:
			ops = append(ops, args[i])
		}
	}
	if len(cmd) == 0 {
		return
	}
	roots := []arg{{s: "."}}
	if len(ops) > 0 {
		if pat := ops[0].s; pat != "." && pat != "" && pat != "^" && !matchesEverything(pat) {
			narrow = true
		}
		if len(ops) > 1 {
			roots = ops[1:]
		}
	}
	for _, r := range roots {
		if r.s == "" {
			continue
		}
		c := make([]arg, 0, len(cmd)+1)
		used := false
		for n, a := range cmd {
			if n > 0 && strings.Contains(a.s, "{") {
				a = arg{s: a.s, raw: a.raw, findRoot: r.s, findAll: !narrow, dyn: r.dyn}
				used = true
			}
			c = append(c, a)
		}
		if !used {
			c = append(c, arg{s: "{}", raw: "{}", findRoot: r.s, findAll: !narrow, dyn: r.dyn})
		}
		w.tracef("fd -x: runs %s", clip(argsText(c), 120))
		w.judge(c, seg, depth+1, input{})
	}
}

// everyFile judges a command that empties or overwrites each file it is
// given, when it is given everything under a find root (find -exec
// truncate -s0 {}, fd -x shred).
func (w *walker) everyFile(a arg, seg, how string) bool {
	if a.findRoot == "" {
		return false
	}
	if p, ok := w.abs(a.findRoot); ok {
		if what := w.protectedPath(p, true); what != "" {
			// find ~/.claude ... -exec cp /dev/null {}: the settings it guards.
			w.add("self-protect", seg, how+" for every file find reaches under "+what)
			return true
		}
	}
	switch c, why := w.target(a); c {
	case cRoot:
		w.add("user-file-clobber", seg, how+" every file: "+why)
	case cInside, cOutside:
		// find . -name '*.go' -exec cp /dev/null {} \;: every file it
		// reaches loses its content, as a delete would lose it, and no
		// everyday work empties files wholesale (build and temp folders
		// are cSafe and pass).
		w.add("bulk-empty", seg, how+" for every file find reaches under "+clip(a.findRoot, 80))
	}
	return true
}

// anywhere is a listed path the guard cannot place.
var anywhere = arg{s: dyn, raw: "{list}", dyn: true, quoted: true, listed: true}

// locateList is what locate prints: every indexed path that contains the
// pattern. A literal absolute folder lists everything under it (as find
// of that folder does); a name, a pattern or a regular expression can
// match anywhere on the machine.
func locateList(args []arg) []arg {
	p := parseArgs(args, "dlnr", []string{"--database", "--limit", "--regexp", "--regex"})
	if p.has("br", "--basename", 4) || p.has("", "--regex", 5) || len(p.values("-r", "--regexp")) > 0 {
		return []arg{anywhere}
	}
	var out []arg
	for _, o := range p.ops {
		if len(out) >= 8 {
			break
		}
		if o.dyn || !strings.HasPrefix(o.s, "/") || strings.ContainsAny(o.s, "*?[\\") {
			return []arg{anywhere}
		}
		out = append(out, arg{s: strings.TrimSuffix(o.s, "/") + "/" + dyn, raw: o.raw, dyn: true, quoted: true, findRoot: o.s, findAll: true})
	}
	if len(out) == 0 {
		return []arg{anywhere}
	}
	return out
}

// grepList is what a search that prints file names prints (grep -l,
// rg -l, rg --files, ag -l, ack -f): files among the named ones, or under
// the named folders (the working folder when none), only some of them
// unless it lists every file. nil when it prints matching lines.
func grepList(name string, args []arg) []arg {
	p := parseArgs(args, "efmABCdDgtTjMGE", []string{"--regexp", "--file", "--max-count", "--after-context", "--before-context", "--context", "--glob", "--type", "--type-not", "--threads", "--max-columns", "--include", "--exclude", "--exclude-dir", "--ignore-dir", "--type-add", "--max-depth", "--sort", "--color", "--colors"})
	every := name == "rg" && p.has("", "--files", 7) || (name == "ack" || name == "ack-grep") && strings.Contains(p.short, "f")
	lists := every || p.has("l", "--files-with-matches", 9) || p.has("", "--files-without-match", 9) || name != "rg" && strings.Contains(p.short, "L") ||
		name == "ag" && len(p.values("-g")) > 0
	if !lists {
		return nil
	}
	ops := p.ops
	if !every && len(p.values("-e", "--regexp", "-f", "--file")) == 0 && !(name == "ag" && len(p.values("-g")) > 0) && len(ops) > 0 {
		ops = ops[1:] // the pattern
	}
	recursive := name != "grep" && name != "egrep" && name != "fgrep" || p.has("rR", "--recursive", 5) || p.has("", "--dereference-recursive", 5)
	if len(ops) == 0 {
		if !recursive {
			return nil // grep -l reading stdin prints "(standard input)"
		}
		ops = []arg{{s: ".", raw: "."}}
	}
	var out []arg
	for _, o := range ops {
		if len(out) >= 16 {
			break
		}
		if o.glob || !recursive {
			out = append(out, o) // the named files themselves
			continue
		}
		out = append(out, arg{s: strings.TrimSuffix(o.s, "/") + "/" + dyn, raw: o.raw, dyn: true, quoted: true, findRoot: o.s, findAll: every})
	}
	return out
}

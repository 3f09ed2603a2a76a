package guard

import "strings"

// A delete of the home folder in a language whose names for it the guard
// does not list. Names differ from language to language (remove_dir_all,
// deleteTreeAbsolute, removeDirectoryRecursive, rmdirRecurse, os.remove.all)
// and so do the lookups of home (env::var("HOME"), getHomeDirectory,
// os.home, NSHomeDirectory()); what they share is their parts: one
// statement that names a recursive delete, or runs rm with -r, and takes
// the home folder whole, not a path under it.

// looseDeleteParts are the parts of a recursive delete's name, in lower
// case with '.', '_' and ':' left out.
var looseDeleteParts = [...]string{"removeall", "removedirall", "deletetree", "removetree", "rmtree", "rmdirrecurse", "rmdirrecursive",
	"removedirectoryrecursive", "deletedirectoryrecursive", "removerecursive", "deleterecursive", "rmrf", "rimraf", "deletedir(", "removedir("}

// looseHomeParts are lookups of the home folder, in the same form, each
// ending where an argument would.
var looseHomeParts = [...]string{`"home")`, `'home')`, `"home"]`, `'home']`, `{home}`, `(sys "home")`, `"home"`,
	"oshome", "gethomedirectory", "nshomedirectory()", "homedir()", "homedir)", "homedirectory()", "homedirectory)", "pathhome()", "dirhome", `"~"`, `'~'`}

// looseHomeDelete reports a statement of code, in any language, that both
// names a recursive delete (or runs rm with -r) and passes the home folder
// whole: no join, no path appended after it.
func looseHomeDelete(code string) bool {
	if len(code) > maxCodeScan {
		code = code[:maxCodeScan]
	}
	lines := strings.Split(code, "\n")
	for i := range lines {
		// A statement may run over a few lines (an argument list set
		// apart from the program it is given to).
		stmt := strings.Join(lines[i:min(len(lines), i+3)], "\n")
		if looseStatement(stmt) {
			return true
		}
	}
	return false
}

func looseStatement(s string) bool {
	l := strings.NewReplacer(".", "", "_", "", ":", "", "\\\"", `"`).Replace(strings.ToLower(s))
	del := false
	for _, p := range looseDeleteParts {
		if strings.Contains(l, p) {
			del = true
			break
		}
	}
	if !del && !rmArgv(l) {
		return false
	}
	for _, h := range looseHomeParts {
		k := strings.Index(l, h)
		if k < 0 {
			continue
		}
		rest := strings.TrimLeft(l[k+len(h):], ")]}?! \t")
		rest = strings.TrimPrefix(rest, "unwrap()")
		rest = strings.TrimLeft(rest, ")]}?! \t")
		if strings.HasPrefix(rest, "+") || strings.HasPrefix(rest, "/") || strings.HasPrefix(rest, ", \"") || strings.HasPrefix(rest, ", '") ||
			strings.Contains(l, "join(") || strings.Contains(l, "resolve(") || strings.Contains(l, "child(") {
			continue // a path under home, built from it
		}
		if h == `"home"` && !strings.Contains(l, "env") && !strings.Contains(l, "sys") {
			continue // the word as data, not an environment lookup
		}
		return true
	}
	return false
}

// rmArgv reports rm with a recursive flag as an argument list or a string
// ("rm", "-rf" ...; "/bin/rm" ... "-rf"; "rm -rf ...").
func rmArgv(l string) bool {
	for _, q := range [...]string{`"`, `'`} {
		for _, rm := range [...]string{q + "rm" + q, q + "/bin/rm" + q} {
			k := strings.Index(l, rm)
			if k < 0 {
				continue
			}
			rest := l[k+len(rm):]
			if j := strings.Index(rest, q+"-"); j >= 0 && j < 40 && strings.ContainsAny(rest[j+2:min(len(rest), j+6)], "r") {
				return true
			}
		}
		if strings.Contains(l, q+"rm -r") || strings.Contains(l, q+"rm -fr") {
			return true
		}
	}
	return false
}

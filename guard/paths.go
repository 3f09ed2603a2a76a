package guard

import (
	"path"
	"slices"
	"strings"
)

// Path classes, from worst to best.
type class int

const (
	cUnknown class = iota // only known at run time
	cRoot                 // /, a system folder, home, the project root, .git
	cOutside              // outside the project and temp folders
	cInside               // inside the project
	cSafe                 // temp folders and build output
)

// systemTop are folders whose direct children are system folders too.
func systemTop(s string) bool {
	switch s {
	case "/usr", "/etc", "/var", "/lib", "/lib64", "/bin", "/sbin", "/boot", "/opt", "/System",
		"/Library", "/Applications", "/private", "/home", "/Users", "/root", "/nix", "/snap", "/srv",
		"/mnt", "/media", "/Volumes":
		return true
	}
	return false
}

var tempRoots = []string{"/tmp", "/var/tmp", "/private/tmp", "/private/var/folders", "/var/folders", "/dev/shm"}

// buildDirs are folder names whose contents a build recreates.
func buildDirs(s string) bool {
	switch s {
	case "node_modules", "dist", "build", "target", ".cache", "__pycache__", ".pytest_cache",
		".mypy_cache", ".ruff_cache", ".next", ".nuxt", ".svelte-kit", "out", "coverage", ".coverage",
		".gradle", ".tox", ".nox", ".venv", "venv", ".turbo", ".parcel-cache", "bin", "obj", "tmp",
		".tmp", "temp", ".terraform", "_build", "deps", ".eggs", "htmlcov", ".angular", ".expo",
		"storybook-static", ".vite", ".docusaurus", "site", "public/build", ".dart_tool", "zig-cache",
		"zig-out", ".zig-cache", "cmake-build-debug", "cmake-build-release", "DerivedData", ".build",
		"Pods", "vendor", ".stack-work", "elm-stuff", "bower_components":
		return true
	}
	return false
}

// homeMajor are folders right under home whose loss is a disaster.
func homeMajor(s string) bool {
	switch s {
	case "Documents", "Desktop", "Downloads", "Pictures", "Music", "Videos", "Movies", "Library",
		"src", "code", "projects", "work", "go":
		return true
	}
	return false
}

// homeCaches are folders right under home that are safe to clear.
func homeCaches(s string) bool {
	switch s {
	case ".cache", ".npm", ".yarn", ".pnpm-store", "tmp", ".tmp", ".Trash", ".gradle", ".m2":
		return true
	}
	return false
}

func under(p, dir string) bool {
	return dir != "" && (p == dir || strings.HasPrefix(p, strings.TrimSuffix(dir, "/")+"/"))
}

// classify says what deleting the folder or file p would hit; why names it.
func (w *walker) classify(p string) (class, string) {
	env := w.g.env
	if p == "/" {
		return cRoot, "the file system root"
	}
	if strings.HasSuffix(p, "/.git") || p == ".git" {
		return cRoot, "the repository's history (.git)"
	}
	if c, why, ok := w.wideRoot(p); ok {
		return c, why
	}
	if under(p, env.Project) && p != env.Project {
		if isBuildPath(p[len(env.Project):]) {
			return cSafe, ""
		}
		return cInside, ""
	}
	switch {
	case p == env.Project:
		return cRoot, "the project root"
	case p == env.Home:
		return cRoot, "your home folder"
	case under(env.Project, p) || under(env.Home, p):
		return cRoot, "a folder that contains the project or your home"
	}
	for _, t := range tempRoots {
		if under(p, t) && p != t && !under(p, env.Home) {
			return cSafe, ""
		}
	}
	if env.TmpDir != "" && under(p, env.TmpDir) && p != env.TmpDir && strings.Count(path.Clean(env.TmpDir), "/") >= 2 && !under(p, env.Home) {
		return cSafe, ""
	}
	dir, name := path.Split(strings.TrimSuffix(p, "/"))
	dir = strings.TrimSuffix(dir, "/")
	if dir == "" { // directly under /
		if name == "tmp" {
			return cOutside, ""
		}
		return cRoot, "the system folder " + p
	}
	if systemTop(dir) && !(dir == "/var" && name == "tmp") {
		return cRoot, "the system folder " + p
	}
	if env.Home != "" && dir == env.Home {
		if homeCaches(name) {
			return cSafe, ""
		}
		if homeMajor(name) || strings.HasPrefix(name, ".") {
			return cRoot, "the top-level folder ~/" + name
		}
		return cOutside, ""
	}
	if env.Home != "" && under(p, env.Home) && isBuildPath(p[len(env.Home):]) {
		return cSafe, ""
	}
	if env.Home != "" && under(p, env.Home) {
		rel := strings.SplitN(strings.TrimPrefix(p, env.Home+"/"), "/", 2)
		if homeCaches(rel[0]) || knownCache(strings.TrimPrefix(p, env.Home+"/")) {
			return cSafe, ""
		}
	}
	return cOutside, ""
}

// isBuildPath reports whether a relative path goes through build output.
func isBuildPath(rel string) bool {
	for _, c := range strings.Split(strings.Trim(rel, "/"), "/") {
		if buildDirs(c) {
			return true
		}
	}
	return false
}

// matchesAll reports whether a glob's last element matches every entry.
func matchesAll(name string) bool {
	switch name {
	case "*", ".*", "*.*", "**", ".[!.]*", "..?*", "{*,.*}", "[!.]*", "?*", "*" + dyn:
		return true
	}
	return strings.Trim(name, "*") == ""
}

// target classifies one path argument of a destructive command. It
// understands globs (the folder they list), find's {} and unknown parts.
func (w *walker) target(a arg) (class, string) {
	if a.findRoot != "" {
		p, ok := w.abs(a.findRoot)
		if !ok {
			return cUnknown, ""
		}
		c, why := w.classify(p)
		if !a.findAll && c == cOutside && slices.Contains(tempRoots, p) {
			// A filtered find in a temp folder (find /tmp -name 'tmp*'
			// -mtime +2): old temp entries, not the folder itself.
			return cSafe, ""
		}
		if c == cRoot && (a.findAll || p != w.g.env.Project) {
			return cRoot, "everything find reaches under " + why
		}
		if c == cRoot {
			return cInside, ""
		}
		return c, why
	}
	s := a.s
	if s == "" {
		return cUnknown, ""
	}
	if a.dyn {
		// "$X/node_modules": whatever X is, what goes is build output.
		if last := s[strings.LastIndexByte(s, '/')+1:]; strings.Contains(s, "/") && !strings.Contains(last, dyn) && buildDirs(last) {
			return cSafe, ""
		}
		if i := strings.Index(s, dyn); i >= 0 && climbs(s[i:]) {
			return cUnknown, "" // "$(mktemp -d)/../..": whatever the folder, .. leaves it
		}
		p, _ := w.abs(s)
		if i := strings.Index(p, dyn); i > 0 {
			parent := strings.TrimSuffix(p[:i], "/")
			if parent == "" {
				parent = "/"
			}
			if c, _ := w.classify(path.Join(parent, "_")); c == cSafe {
				return cSafe, ""
			}
		}
		return cUnknown, ""
	}
	p, ok := w.abs(s)
	if !ok {
		return cUnknown, ""
	}
	if a.glob {
		dir, name := path.Split(p)
		dir = path.Clean(dir)
		if strings.ContainsAny(dir, "*?[") {
			// packages/*/dist: judge by the literal folder before the glob.
			lit := dir[:strings.IndexAny(dir, "*?[")]
			lit = path.Clean(lit[:strings.LastIndexByte(lit, '/')+1])
			c, _ := w.classify(path.Join(lit, "_"))
			if c == cSafe || under(p, w.g.env.Project) && isBuildPath(p[len(w.g.env.Project):]) {
				return cSafe, ""
			}
			if c == cInside && lit != w.g.env.Project {
				return cInside, ""
			}
			return cUnknown, ""
		}
		c, why := w.classify(dir)
		if matchesAll(name) {
			if c == cInside && dir == w.cwd && dir != w.g.env.Project {
				return cInside, ""
			}
			if c == cRoot || dir == w.g.env.Project {
				if why == "" {
					why = "the project root"
				}
				return cRoot, "everything in " + why
			}
			return c, why
		}
		if dir == w.g.env.Project {
			return cInside, ""
		}
		if w.tempFolder(dir) {
			return cSafe, "" // /tmp/go-build*: temp files by a named pattern
		}
		if c == cRoot {
			return cOutside, ""
		}
		return c, why
	}
	return w.classify(p)
}

// climbs reports a path part with a ".." element: it leaves the folder
// before it.
func climbs(s string) bool {
	for _, e := range strings.Split(s, "/") {
		if e == ".." {
			return true
		}
	}
	return false
}

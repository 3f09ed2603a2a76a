package tripwire

import (
	"os"
	"path/filepath"
	"strings"

	"github.com/hookd/hookd/wiring"
)

// Interpreters' search paths, judged by what their folders hold (red-team
// round 24). A line that sets PYTHONPATH, PERL5LIB (or PERLLIB) or
// RUBYLIB runs nothing by itself: it only puts folders before the
// interpreter's own library. What such a folder holds decides: Python's
// site module imports sitecustomize and usercustomize from the search
// path at every start; Perl's `use strict` loads the first strict.pm on
// @INC, so a pragma there (a lowercase module at the folder's top:
// strict.pm, warnings.pm, utf8.pm) replaces the real one in every script
// that uses it; Ruby requires rubygems (and the gems it preloads) from
// RUBYLIB first at every start. A module there whose own text rewrites
// the wiring or sets an agent's variable counts too, whatever its name.
// So such a line counts (in a start-up file on the list, and in a file
// the sweep reads) when one of the folders it names holds such a module,
// and the modules a search path set at the refresh would load first are
// items of their own, so one planted there later in a call counts as
// well. A folder of the user's own modules (helpers.py, MyApp/Util.pm)
// leaves the line quiet.

// Bounds of one search path's look.
const (
	searchFolders = 4   // folders per line
	searchEntries = 256 // entries listed per folder
	searchReads   = 8   // module files read per line
)

// searchPathVar is the search path variable a line sets ("" for none),
// with the interpreter it belongs to.
func searchPathVar(low string) (name, lang string) {
	switch {
	case strings.Contains(low, "pythonpath"):
		return "PYTHONPATH", "python"
	case strings.Contains(low, "perl5lib"):
		return "PERL5LIB", "perl"
	case strings.Contains(low, "perllib"):
		return "PERLLIB", "perl"
	case strings.Contains(low, "rubylib"):
		return "RUBYLIB", "ruby"
	case strings.Contains(low, "tcllibpath"):
		return "TCLLIBPATH", "tcl" // round 25
	case strings.Contains(low, "pythonuserbase"):
		return "PYTHONUSERBASE", "pythonuser" // round 25
	}
	return "", ""
}

// searchPathFolders are the absolute folders a line's search path
// variable names (from the home, or absolute), at most searchFolders.
func searchPathFolders(t, name, home string) []string {
	var out []string
	for _, v := range searchValues(t, name) {
		sep := ":"
		if name == "TCLLIBPATH" {
			sep = " " // a Tcl list
			v = strings.NewReplacer("{", " ", "}", " ").Replace(v)
		}
		for _, p := range strings.Split(v, sep) {
			d := homePath(p, home)
			if d == "" || len(out) >= searchFolders {
				continue
			}
			out = append(out, d)
		}
	}
	return out
}

// searchValues are the values a line gives the variable name: NAME=value
// (export, declare, a command's prefix) or NAME value (fish's set -gx,
// csh's setenv), a quoted value whole, ${VAR} kept.
func searchValues(t, name string) []string {
	var out []string
	for i := 0; len(out) < 4; {
		j := strings.Index(t[i:], name)
		if j < 0 {
			break
		}
		j += i
		i = j + len(name)
		if j > 0 && wordByte(t[j-1]) || i >= len(t) || wordByte(t[i]) {
			continue
		}
		rest := t[i:]
		switch {
		case rest[0] == '=':
			rest = rest[1:]
		case rest[0] == ' ' || rest[0] == '\t':
			rest = strings.TrimLeft(rest, " \t")
		default:
			continue
		}
		if rest != "" && (rest[0] == '"' || rest[0] == '\'') {
			if e := strings.IndexByte(rest[1:], rest[0]); e >= 0 {
				out = append(out, rest[1:e+1])
				continue
			}
		}
		if e := strings.IndexAny(rest, " \t;&|\"'"); e >= 0 {
			rest = rest[:e]
		}
		out = append(out, rest)
	}
	return out
}

// startModule reports a file an interpreter loads from its search path
// at every start, or in every script that uses a pragma (see above).
func startModule(lang, name string) bool {
	switch lang {
	case "python":
		base, _, _ := strings.Cut(name, ".")
		return base == "sitecustomize" || base == "usercustomize"
	case "perl":
		return strings.HasSuffix(name, ".pm") && name[0] >= 'a' && name[0] <= 'z'
	case "ruby":
		switch name {
		case "rubygems.rb", "rubygems", "did_you_mean.rb", "error_highlight.rb", "syntax_suggest.rb", "bundled_gems.rb":
			return true
		}
	}
	return false
}

// moduleFile reports a file of the interpreter's modules.
func moduleFile(lang, name string) bool {
	switch lang {
	case "python":
		return strings.HasSuffix(name, ".py")
	case "perl":
		return strings.HasSuffix(name, ".pm")
	case "ruby":
		return strings.HasSuffix(name, ".rb")
	}
	return false
}

// searchPathLine is why a line's search path reaches the wiring ("" when
// it does not): the variable, the folder and the module it holds.
func searchPathLine(t, low string) string {
	name, lang := searchPathVar(low)
	if name == "" {
		return ""
	}
	home, _ := os.UserHomeDir()
	reads := 0
	for _, d := range searchPathFolders(t, name, home) {
		switch lang {
		case "tcl":
			if why := tclIndexReason(d, home, &reads); why != "" {
				return name + " puts " + d + " first, whose " + why
			}
			continue
		case "pythonuser":
			if why := userSiteReason(d, home, &reads); why != "" {
				return name + " moves the user site to " + d + ", whose " + why
			}
			continue
		}
		ents, err := os.ReadDir(d)
		if err != nil {
			continue
		}
		for i, e := range ents {
			if i >= searchEntries {
				break
			}
			n := e.Name()
			if startModule(lang, n) {
				return name + " puts " + d + " first, which holds " + n + " (loaded at every start)"
			}
			if !moduleFile(lang, n) || reads >= searchReads || !e.Type().IsRegular() {
				continue
			}
			reads++
			// Round 25: a module that runs or loads code kept elsewhere
			// (a json.py that execs a script) is judged by that code.
			if b, ok := readSmall(filepath.Join(d, n)); ok {
				if why := followReason(n, false, b, home, d, 1); why != "" {
					return name + " puts " + d + " first, which holds " + n + " (it " + why + ")"
				}
			}
		}
	}
	return ""
}

// searchPathItems adds, for each search path a start-up file on the list
// sets to folders under the home, the modules the interpreter would load
// from there at every start, present or not: one planted later during a
// call is a created file, removed.
func searchPathItems(full []wiring.Item, home string, add func(wiring.Item)) {
	n := 0
	for _, it := range full {
		if it.Kind != wiring.Startup || n >= 8 {
			continue
		}
		b, ok := readSmall(it.Path)
		if !ok || !strings.Contains(strings.ToLower(string(b)), "lib") && !strings.Contains(strings.ToLower(string(b)), "pythonpath") {
			continue
		}
		for _, line := range strings.Split(string(b), "\n") {
			t := strings.TrimSpace(line)
			if t == "" || t[0] == '#' {
				continue
			}
			name, lang := searchPathVar(strings.ToLower(t))
			if name == "" {
				continue
			}
			var files []string
			switch lang {
			case "python":
				files = []string{"sitecustomize.py", "usercustomize.py"}
			case "perl":
				files = []string{"strict.pm", "warnings.pm"}
			case "ruby":
				files = []string{"rubygems.rb"}
			}
			for _, d := range searchPathFolders(t, name, home) {
				if !strings.HasPrefix(d, home+string(filepath.Separator)) {
					continue
				}
				for _, f := range files {
					if n < 8 {
						add(wiring.Item{Agent: "hooktool", Path: filepath.Join(d, f), Kind: wiring.File,
							What: "a module " + lang + " loads at every start from a folder " + name + " puts first"})
						n++
					}
				}
			}
		}
	}
}

// Round 25: more search paths. Tcl's TCLLIBPATH (a Tcl list of folders)
// is where `package require` looks for a package it does not know: it
// sources every pkgIndex.tcl in those folders and their subfolders, so
// such an index runs at the next require of any unknown package, and is
// judged by what it does (G09's index of the user's own package, which
// only says where its code is, is quiet). PYTHONUSERBASE moves Python's
// user site (BASE/lib/pythonX.Y/site-packages): its .pth files' import
// lines run at every start (judged by what they run) and a
// usercustomize there is loaded at every start.

// tclIndexReason is why a Tcl search folder's package indexes (its own
// and its subfolders', at most searchEntries looked at) reach the
// wiring, "" when they do not.
func tclIndexReason(d, home string, reads *int) string {
	ents, err := os.ReadDir(d)
	if err != nil {
		return ""
	}
	idx := []string{filepath.Join(d, "pkgIndex.tcl")}
	for i, e := range ents {
		if i >= searchEntries {
			break
		}
		if e.IsDir() || e.Type()&os.ModeSymlink != 0 {
			idx = append(idx, filepath.Join(d, e.Name(), "pkgIndex.tcl"))
		}
	}
	for _, p := range idx {
		if *reads >= searchReads {
			break
		}
		b, ok := readSmall(p)
		if !ok {
			continue
		}
		*reads++
		if why := followReason("pkgIndex.tcl", false, b, home, filepath.Dir(p), 1); why != "" {
			rel, _ := filepath.Rel(d, p)
			return rel + " " + why
		}
	}
	return ""
}

// userSiteReason is why a moved user base's site-packages reaches the
// wiring: a usercustomize module there, or a .pth file whose import
// lines run something that does (at most searchReads files read).
func userSiteReason(base, home string, reads *int) string {
	vers, err := os.ReadDir(filepath.Join(base, "lib"))
	if err != nil {
		return ""
	}
	for i, v := range vers {
		if i >= 8 || !strings.HasPrefix(v.Name(), "python") {
			continue
		}
		site := filepath.Join(base, "lib", v.Name(), "site-packages")
		ents, err := os.ReadDir(site)
		if err != nil {
			continue
		}
		for j, e := range ents {
			if j >= searchEntries {
				break
			}
			n := e.Name()
			if startModule("python", n) {
				return filepath.Join("lib", v.Name(), "site-packages", n) + " is loaded at every start"
			}
			if !strings.HasSuffix(n, ".pth") || *reads >= searchReads || !e.Type().IsRegular() {
				continue
			}
			b, ok := readSmall(filepath.Join(site, n))
			if !ok {
				continue
			}
			*reads++
			var code []string
			for _, l := range strings.Split(string(b), "\n") {
				if l = strings.TrimSpace(l); strings.HasPrefix(l, "import ") || strings.HasPrefix(l, "import\t") {
					code = append(code, l)
				}
			}
			if len(code) == 0 {
				continue
			}
			if why := followReason(n, false, []byte(strings.Join(code, "\n")), home, site, 1); why != "" {
				return n + " runs code at every start that " + why
			}
		}
	}
	return ""
}

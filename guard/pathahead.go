package guard

import (
	"path"
	"slices"
	"strings"

	"github.com/hookd/hookd/wiring"
)

// Programs put ahead of the real ones on PATH (blind set 20). A shell
// finds a command by the first folder of PATH that holds a file of its
// name: the folders of installed programs searched before the system's
// (/usr/local/bin, ~/.local/bin, ~/bin, ~/go/bin, ~/.cargo/bin, ~/.bun/bin
// ...) and a version manager's shims folder. A file named like a program
// the session trusts (an agent's command, git, hooktool, node, sudo, ssh,
// a shell) made there, by any writer, a link, a copy or an installer that
// names its output after the package, runs in that program's place every
// time it is typed; a shims folder is written only by its manager. So is
// a folder that a venv's activate script, fish's universal variables or
// fish_add_path put first.

// trustedName reports a program name whose impostor, found first on PATH,
// runs instead of it: the agents' commands, git, hooktool, node and npx
// (wiring.Commands), the programs that take a password or a key, and the
// shells.
func trustedName(b string) bool {
	if slices.Contains(wiring.Commands, b) || privileged[b] {
		return true
	}
	switch b {
	case "sh", "bash", "zsh", "dash", "fish", "ksh", "env":
		return true
	}
	return false
}

// aheadFolder reports a folder searched for programs before the system's
// own (/usr/bin, /bin): the local and per-user folders of installed
// programs, and a version manager's shims folder (by its name, under home).
func aheadFolder(dir, home string) (shims bool, ok bool) {
	if home != "" && under(dir, home) && path.Base(dir) == "shims" {
		return true, true
	}
	switch dir {
	case "/usr/bin", "/bin", "/usr/sbin", "/sbin":
		return false, false // the system's own: replacing one is system-admin's
	case "/usr/local/sbin":
		return false, true
	}
	return false, binFolder(dir, home)
}

// pathAheadDest judges a file written at p: a program named like a
// trusted one in a folder searched ahead of the system's, or any file in
// a shims folder, asks.
func (w *walker) pathAheadDest(p, seg string) {
	dir, b := path.Dir(p), path.Base(p)
	shims, ok := aheadFolder(dir, w.g.env.Home)
	if !ok {
		return
	}
	switch {
	case shims:
		w.add("persistence", seg, "it puts "+b+" in "+clip(dir, 80)+", a version manager's shims folder, searched for programs before the system's: it runs whenever "+b+" is typed")
	case trustedName(b):
		w.add("persistence", seg, "it puts a program named "+b+" in "+clip(dir, 80)+", searched for programs before the system's: it runs in "+b+"'s place whenever "+b+" is typed")
	}
}

// activatePath notes a virtual environment's activate script sourced:
// it puts the environment's bin folder first on PATH, so a program the
// line wrote there runs in place of the one its name says (shadow.go).
func (w *walker) activatePath(f arg) {
	if f.dyn {
		return
	}
	b := path.Base(f.s)
	if b != "activate" && !strings.HasPrefix(b, "activate.") && b != "activate-hermit" {
		return
	}
	dir, ok := w.abs(path.Dir(f.s))
	if !ok {
		return
	}
	old, set := w.vars["PATH"]
	if !set {
		old = dyn
	}
	w.setVar("PATH", dir+":"+old)
}

// fishUniversal judges fish's settings kept for every later fish session
// (its universal variables, saved in fish_variables, and saved functions),
// as a start-up file's lines are judged: fish_add_path (which prepends to
// the universal fish_user_paths unless told -g, -P or -a), set -U, alias
// --save and funcsave of a function named like a trusted program.
func (w *walker) fishUniversal(name string, args []arg, seg string) {
	switch name {
	case "fish_add_path":
		var dirs []string
		for _, a := range args {
			switch {
			case a.dyn:
				return
			case a.s == "-a" || a.s == "--append" || a.s == "-g" || a.s == "--global" || a.s == "-P" || a.s == "--path" || a.s == "-n" || a.s == "--dry-run":
				return
			case strings.HasPrefix(a.s, "--"):
			case strings.HasPrefix(a.s, "-"):
				if strings.ContainsAny(a.s[1:], "agPn") {
					return
				}
			default:
				dirs = append(dirs, a.s)
			}
		}
		w.pathFirst(dirs, seg)
	case "set":
		universal := false
		i := 0
		for ; i < len(args) && strings.HasPrefix(args[i].s, "-") && !args[i].dyn; i++ {
			s := args[i].s
			universal = universal || s == "--universal" || !strings.HasPrefix(s, "--") && strings.Contains(s, "U")
		}
		if !universal || i >= len(args)-1 || !isName(args[i].s) {
			return
		}
		var vals []string
		for _, v := range args[i+1:] {
			vals = append(vals, v.s)
		}
		if k, v := args[i].s, strings.Join(vals, " "); agentEnvName(k) && !offValue(v) && !strings.Contains(v, dyn) {
			if def, ok := w.envParam(k); !ok || strings.TrimSuffix(w.homeExpand(v), "/") != strings.TrimSuffix(def, "/") {
				w.add("self-protect", seg, "set -U keeps "+k+" for every later fish session: it moves an agent's settings or switches its hooks off")
				return
			}
		}
		mark := len(w.findings)
		w.startupAssign(args[i].s, vals, seg)
		for j := mark; j < len(w.findings); j++ {
			w.findings[j].Reason = strings.Replace(w.findings[j].Reason, "in a shell start-up file", "kept by fish for every later session (set -U)", 1)
		}
	case "alias":
		save := false
		for _, a := range args {
			save = save || a.s == "--save" || a.s == "-s"
		}
		if !save {
			return
		}
		for _, a := range args {
			if n, _, _ := strings.Cut(a.s, "="); !strings.HasPrefix(a.s, "-") && trustedName(n) {
				w.add("self-protect", seg, "alias --save keeps a function named "+n+" for every later fish session: it runs in "+n+"'s place")
				return
			}
		}
	case "funcsave":
		for _, a := range args {
			if !strings.HasPrefix(a.s, "-") && trustedName(a.s) {
				w.add("self-protect", seg, "funcsave keeps a function named "+a.s+" for every later fish session: it runs in "+a.s+"'s place")
				return
			}
		}
	}
}

// binInstall judges the programs an installer names after the package
// and puts in a folder of installed programs: go install (GOBIN, or
// ~/go/bin), pip install --user and pipx install of a project whose
// pyproject.toml the line wrote ([project.scripts]), npm link and npm
// install -g of a package whose bin the line named (npm pkg set bin.X=).
func (w *walker) binInstall(name string, args []arg, seg string) {
	home := w.g.env.Home
	_, ops := opts(args)
	switch {
	case name == "npm" && len(ops) >= 2 && ops[0].s == "pkg" && ops[1].s == "set":
		for _, o := range ops[2:] {
			k, _, ok := strings.Cut(o.s, "=")
			if b, isBin := strings.CutPrefix(k, "bin."); ok && isBin && len(w.pkgBins) < 8 {
				w.pkgBins = append(w.pkgBins, b)
			} else if ok && k == "name" && len(w.pkgBins) < 8 {
				// bin given as a string: the package's name is the program's.
				w.pkgBins = append(w.pkgBins, path.Base(strings.TrimPrefix(o.s[len(k)+1:], "@")))
			}
		}
	case name == "npm" && len(ops) >= 1 && (ops[0].s == "link" || ops[0].s == "ln") && len(ops) == 1,
		name == "npm" && len(ops) >= 1 && (ops[0].s == "install" || ops[0].s == "i") && (hasArg(args, "-g", "--global")) && len(ops) == 2 && (ops[1].s == "." || strings.HasPrefix(ops[1].s, "./")):
		for _, b := range w.pkgBins {
			if trustedName(b) {
				w.add("persistence", seg, "npm "+ops[0].s+" puts the package's program "+b+" in npm's global bin folder, on PATH: it runs in "+b+"'s place")
				return
			}
		}
	case name == "cargo" && len(ops) >= 1 && ops[0].s == "install":
		root := ""
		var bins []string
		for i, a := range args {
			k, v, eq := strings.Cut(a.s, "=")
			if !eq && i+1 < len(args) {
				v = args[i+1].s
			}
			switch k {
			case "--root":
				root = v
			case "--bin":
				bins = append(bins, v)
			}
		}
		if root == "" {
			if r, ok := w.vars["CARGO_INSTALL_ROOT"]; ok && !strings.Contains(r, dyn) {
				root = r
			} else if home != "" {
				root = home + "/.cargo"
			}
		}
		for _, b := range bins {
			if root != "" && b != "" && !strings.Contains(b, "/") {
				w.writeDest(dest{a: arg{s: path.Join(root, "bin", b), raw: path.Join(root, "bin", b)}}, seg)
			}
		}
	case name == "go" && len(ops) >= 2 && ops[0].s == "install":
		dir := w.goBin
		if v, ok := w.vars["GOBIN"]; ok && dir == "" && !strings.Contains(v, dyn) {
			dir = v
		}
		if dir == "" {
			if home == "" {
				return
			}
			dir = home + "/go/bin"
		}
		for _, o := range ops[1:] {
			if o.dyn || strings.Contains(o.s, "...") {
				continue
			}
			pkg, _, _ := strings.Cut(o.s, "@")
			b := path.Base(pkg)
			if b == "." || b == "" || strings.HasPrefix(b, "v") && isDigits(strings.TrimPrefix(b, "v")) {
				continue // (a major-version suffix: the program is named after the folder above)
			}
			w.writeDest(dest{a: arg{s: path.Join(dir, b), raw: path.Join(dir, b)}}, seg)
		}
	case (name == "pip" || name == "pip3" || name == "pipx") && len(ops) >= 2 && ops[0].s == "install" && (name == "pipx" || hasArg(args, "--user")):
		if home == "" {
			return
		}
		for _, o := range ops[1:] {
			p, ok := w.abs(o.s)
			if !ok || o.dyn {
				continue
			}
			f, ok := w.files[path.Join(p, "pyproject.toml")]
			if !ok || !f.known() {
				continue
			}
			for _, b := range pyScripts(f.code) {
				w.writeDest(dest{a: arg{s: home + "/.local/bin/" + b, raw: "~/.local/bin/" + b}}, seg)
			}
		}
	}
}

// pyScripts lists the programs a pyproject.toml's [project.scripts]
// table names.
func pyScripts(text string) []string {
	var out []string
	in := false
	for _, l := range strings.Split(text, "\n") {
		l = strings.TrimSpace(l)
		if strings.HasPrefix(l, "[") {
			in = l == "[project.scripts]" || l == "[project.gui-scripts]" || l == "[tool.poetry.scripts]"
			continue
		}
		if k, _, ok := strings.Cut(l, "="); in && ok && len(out) < 16 {
			out = append(out, strings.Trim(strings.TrimSpace(k), `"'`))
		}
	}
	return out
}

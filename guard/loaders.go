package guard

import (
	"path"
	"strings"

	"mvdan.cc/sh/v3/syntax"
)

// Variables and options that make a program load and run a file before
// its own work: NODE_OPTIONS=--require, RUBYOPT=-r, PERL5OPT=-M with
// PERL5LIB, BASH_ENV and ENV, ZDOTDIR's .zshenv, bash --rcfile, vim -u,
// go test -exec, npm --script-shell. A file written earlier in the same
// command line is judged as what that program runs; one the line did not
// write is the user's own.

// loaderVar judges an assignment whose value names a file a later program
// loads, when the line wrote that file.
func (w *walker) loaderVar(a *syntax.Assign, depth int) {
	if a.Name == nil || a.Value == nil {
		return
	}
	v, _ := w.scriptText(a.Value)
	v = strings.TrimSpace(v)
	if v == "" {
		return
	}
	switch a.Name.Value {
	case "PIP_INDEX_URL", "PIP_EXTRA_INDEX_URL", "UV_INDEX_URL", "UV_EXTRA_INDEX_URL", "UV_DEFAULT_INDEX", "UV_INDEX",
		"NPM_CONFIG_REGISTRY", "npm_config_registry", "YARN_NPM_REGISTRY_SERVER", "YARN_REGISTRY", "GOPROXY", "BUNDLE_MIRROR__ALL",
		"POETRY_REPOSITORIES_DEFAULT_URL", "CARGO_REGISTRIES_CRATES_IO_PROTOCOL", "PIP_FIND_LINKS":
		// Installs in this line fetch from the index the variable names.
		for _, u := range strings.FieldsFunc(v, func(r rune) bool { return r == ',' || r == ' ' || r == '|' }) {
			if foreignIndex(u) {
				w.add("remote-install", a.Name.Value+"="+clip(v, 80), a.Name.Value+" points installs at a package index other than the registry")
				break
			}
		}
	}
	if w.files == nil {
		return
	}
	w.loaderVar23(a.Name.Value, v, depth) // (blind23.go)
	switch a.Name.Value {
	case "BASH_ENV", "ENV":
		w.loaded(a.Name.Value, v, shellLoad, depth)
	case "ZDOTDIR":
		for _, f := range [...]string{".zshenv", ".zshrc", ".zprofile", ".zlogin"} {
			w.loaded(a.Name.Value, path.Join(v, f), shellLoad, depth)
		}
	case "NODE_OPTIONS":
		for _, f := range optionFiles(strings.Fields(v), "--require", "-r", "--import", "--loader", "--experimental-loader") {
			w.loaded(a.Name.Value, f, node, depth)
		}
	case "RUBYOPT":
		for _, f := range optionFiles(strings.Fields(v), "-r") {
			w.loaded(a.Name.Value, f, ruby, depth)
			w.loaded(a.Name.Value, f+".rb", ruby, depth)
		}
	case "PERL5LIB", "PYTHONPATH", "RUBYLIB", "NODE_PATH":
		// A folder a loader searches: the modules the line wrote there
		// are judged when another variable loads them, and the site
		// hooks Python runs at every start (sitecustomize) are judged
		// where they are written.
		w.loadDirs = append(w.loadDirs, strings.Split(v, ":")...)
	case "PERL5OPT":
		for _, m := range optionFiles(strings.Fields(v), "-M", "-m") {
			m = strings.ReplaceAll(strings.SplitN(m, "=", 2)[0], "::", "/") + ".pm"
			for _, d := range w.loadDirs {
				w.loaded(a.Name.Value, path.Join(d, m), perl, depth)
			}
		}
	}
}

// shellLoad marks a file read as shell (BASH_ENV, an rc file).
var shellLoad = &lang{}

// optionFiles returns the values of the options in words ("--require X",
// "-rX", "--require=X").
func optionFiles(words []string, opts ...string) []string {
	var out []string
	for i, s := range words {
		for _, o := range opts {
			switch {
			case s == o && i+1 < len(words):
				out = append(out, words[i+1])
			case strings.HasPrefix(s, o+"="):
				out = append(out, s[len(o)+1:])
			case len(o) == 2 && strings.HasPrefix(s, o) && len(s) > 2:
				out = append(out, s[2:])
			}
		}
	}
	return out
}

// loaded judges the file p when the line wrote it: as shell for
// shellLoad, else as the language's code.
func (w *walker) loaded(by, p string, l *lang, depth int) {
	abs, ok := w.abs(p)
	if !ok {
		return
	}
	f, ok := w.files[abs]
	if !ok {
		return
	}
	seg := by + " " + p
	w.runWritten(by, p, f, seg, func(code string) {
		w.via = append(w.via, by+" loads "+path.Base(p))
		switch l {
		case shellLoad:
			w.script(code, depth+1, by+" file")
		case vimLoad:
			for _, line := range strings.Split(code, "\n") {
				line = strings.TrimLeft(strings.TrimSpace(line), ":")
				if cmd, ok := strings.CutPrefix(line, "!"); ok {
					w.script(cmd, depth+1, by+" file")
				}
				for _, c := range codeCandidates(line, true) {
					w.script(c, depth+1, by+" file")
				}
			}
		default:
			w.scanCode(path.Base(p), l, code, seg, depth+1)
		}
		w.via = w.via[:len(w.via)-1]
	})
}

// loaderArgs judges the options of a command that name a file it loads
// or a program it runs around its work: bash --rcfile, vim -u, go test
// -exec and -toolexec, npm --script-shell, yarn's and pnpm's too.
func (w *walker) loaderArgs(name string, args []arg, depth int) {
	words := make([]string, len(args))
	for i, a := range args {
		words[i] = a.s
	}
	if w.files == nil {
		return
	}
	switch name {
	case "bash":
		for _, f := range optionFiles(words, "--rcfile", "--init-file") {
			w.loaded(name, f, shellLoad, depth)
		}
	case "vim", "nvim", "vi", "gvim", "ex", "view":
		for _, f := range optionFiles(words, "-u", "-S") {
			w.loaded(name, f, vimLoad, depth)
		}
	case "go":
		for _, f := range optionFiles(words, "-exec", "--exec", "-toolexec", "--toolexec") {
			w.loaded(name, strings.Fields(f + " ")[0], shellLoad, depth)
		}
	case "npm", "pnpm", "yarn":
		for _, f := range optionFiles(words, "--script-shell") {
			w.loaded(name, f, shellLoad, depth)
		}
	}
}

// vimLoad marks a file read as vim script: its ! lines and :! commands
// run as shell.
var vimLoad = &lang{}

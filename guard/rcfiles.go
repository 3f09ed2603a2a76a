package guard

import (
	"path"
	"strings"
)

// Programs' own start-up files run commands too: vim's ! and system(),
// tmux's run-shell, gdb's shell, psql's \!, ssh's LocalCommand and
// ProxyCommand, curl's config (output = FILE writes on every curl), pip's
// and cargo's configs (an index or a runner for every later install or
// test). A command put there runs at the program's next start, the
// user's as well as the agent's, so text written into one is judged now.

// rcCommands returns the shell commands text written into the start-up
// file p of a program holds, and whether p is such a file.
func rcCommands(p, home, text string) ([]string, bool) {
	rel, ok := strings.CutPrefix(p, home+"/")
	if !ok || home == "" {
		return nil, false
	}
	var grab func(line string) (string, bool)
	switch rel {
	case ".vimrc", ".exrc", ".gvimrc", ".config/nvim/init.vim", ".config/nvim/init.lua", ".vim/vimrc":
		grab = func(l string) (string, bool) {
			for _, m := range [...]string{"silent !", "silent! !", "execute '!", `execute "!`, ":!", "call system(", "system(", "vim.fn.system(", "os.execute("} {
				if i := strings.Index(l, m); i >= 0 {
					return strings.Trim(l[i+len(m):], `"')`), true
				}
			}
			if strings.HasPrefix(l, "!") {
				return l[1:], true
			}
			return "", false
		}
	case ".tmux.conf", ".config/tmux/tmux.conf":
		grab = func(l string) (string, bool) {
			for _, m := range [...]string{"run-shell ", "run ", "if-shell "} {
				if r, ok := strings.CutPrefix(l, m); ok {
					r = strings.TrimSpace(strings.TrimPrefix(strings.TrimPrefix(r, "-b "), "-b"))
					return strings.Trim(r, `"'`), true
				}
			}
			return "", false
		}
	case ".gdbinit", ".config/gdb/gdbinit":
		grab = func(l string) (string, bool) {
			for _, m := range [...]string{"shell ", "!", "pipe "} {
				if r, ok := strings.CutPrefix(l, m); ok {
					return r, true
				}
			}
			return "", false
		}
	case ".psqlrc", ".sqliterc", ".my.cnf", ".mysqlrc":
		grab = func(l string) (string, bool) {
			for _, m := range [...]string{`\! `, `\!`, ".shell ", ".system ", "system "} {
				if r, ok := strings.CutPrefix(l, m); ok {
					return r, true
				}
			}
			// The pager the client pipes each result through is a
			// command it runs: the mysql client's "pager = CMD" (and
			// --pager=CMD), psql's "\setenv PAGER 'CMD'".
			if k, v, ok := strings.Cut(l, "="); ok && strings.TrimLeft(strings.TrimSpace(k), "-") == "pager" {
				return outerUnquoted(v), true
			}
			for _, m := range [...]string{`\setenv PAGER `, `\setenv PSQL_PAGER `} {
				if r, ok := strings.CutPrefix(l, m); ok {
					return outerUnquoted(r), true
				}
			}
			return "", false
		}
	case ".ssh/config":
		grab = func(l string) (string, bool) {
			k, v, _ := strings.Cut(strings.TrimSpace(l), " ")
			switch strings.ToLower(k) {
			case "localcommand", "proxycommand", "knownhostscommand":
				return v, true
			case "match":
				if i := strings.Index(v, "exec "); i >= 0 {
					return strings.Trim(v[i+len("exec "):], `"`), true
				}
			}
			return "", false
		}
	case ".curlrc", ".config/curlrc":
		grab = func(l string) (string, bool) {
			// output = FILE: every later curl writes its download there.
			k, v, ok := strings.Cut(l, "=")
			if k = strings.TrimSpace(strings.TrimLeft(k, "-")); ok && (k == "output" || k == "o") {
				return "curl -o " + strings.Trim(strings.TrimSpace(v), `"`) + " https://x.invalid/", true
			}
			return "", false
		}
	default:
		return nil, false
	}
	var out []string
	for _, line := range strings.Split(text, "\n") {
		if c, ok := grab(strings.TrimSpace(line)); ok && strings.TrimSpace(c) != "" && len(out) < 32 {
			out = append(out, c)
		}
	}
	return out, true
}

// outerUnquoted is v without blanks around it and without the quotes
// that enclose the whole of it ('less -S', "sh -c 'x'"); quotes inside
// stay.
func outerUnquoted(v string) string {
	v = strings.TrimSpace(v)
	if len(v) >= 2 && (v[0] == '"' || v[0] == '\'') && v[len(v)-1] == v[0] {
		return v[1 : len(v)-1]
	}
	return v
}

// packageIndexes are the registries installs fetch from when nothing is
// configured; any other index a config names is a place packages (and
// their install scripts) come from without the user's choice.
var packageIndexes = [...]string{"registry.npmjs.org", "registry.yarnpkg.com", "pypi.org", "pypi.python.org",
	"files.pythonhosted.org", "proxy.golang.org", "sum.golang.org", "rubygems.org", "crates.io", "index.crates.io",
	"static.crates.io", "repo.maven.apache.org", "repo1.maven.org", "api.nuget.org", "packagist.org", "repo.packagist.org"}

// foreignIndex reports a URL that is not one of the default registries.
func foreignIndex(u string) bool {
	u = strings.Trim(strings.TrimSpace(u), `"',;`)
	if !strings.Contains(u, "://") {
		return false
	}
	host := strings.SplitN(strings.SplitN(u, "://", 2)[1], "/", 2)[0]
	host = strings.ToLower(strings.SplitN(host, "@", 2)[len(strings.SplitN(host, "@", 2))-1])
	host = strings.SplitN(host, ":", 2)[0]
	if host == "localhost" || host == "127.0.0.1" {
		return false // a local mirror or a test registry (verdaccio)
	}
	for _, d := range packageIndexes {
		if host == d || strings.HasSuffix(host, "."+d) {
			return false
		}
	}
	return true
}

// indexConfig reports a registry setting in a package manager's config
// file (.npmrc registry=, pip.conf index-url =, .yarnrc.yml
// npmRegistryServer:, .cargo/config.toml's registries) that points away
// from the default registries.
func indexConfig(p, text string) bool {
	switch b := path.Base(p); {
	case b == ".npmrc" || b == ".yarnrc" || b == ".yarnrc.yml" || b == "pip.conf" || b == "pip.ini" || b == ".pydistutils.cfg" ||
		b == "uv.toml" || b == ".gemrc" || b == "config.toml" && path.Base(path.Dir(p)) == ".cargo" || b == "bunfig.toml":
	default:
		return false
	}
	for _, line := range strings.Split(text, "\n") {
		k, v, ok := strings.Cut(line, "=")
		if !ok {
			k, v, ok = strings.Cut(line, ":")
		}
		if !ok {
			continue
		}
		k = strings.ToLower(strings.TrimSpace(k))
		if strings.Contains(k, "registry") || strings.Contains(k, "index") || k == ":sources" || strings.Contains(k, "source") {
			if foreignIndex(v) {
				return true
			}
		}
		if strings.Contains(line, "://") && (strings.Contains(k, "sources") || strings.HasPrefix(strings.TrimSpace(line), "- ")) && foreignIndex(strings.TrimPrefix(strings.TrimSpace(line), "- ")) {
			return true
		}
	}
	return false
}

// programRC judges text written into a program's start-up file or a
// package manager's config.
func (w *walker) programRC(p, text, seg string, depth int) {
	if cmds, ok := rcCommands(p, w.g.env.Home, text); ok {
		for _, c := range cmds {
			mark := len(w.findings)
			w.script(homeInterpolated(c), depth+1, "a command in "+path.Base(p))
			if len(w.findings) == mark && strings.Contains(path.Base(p), "curlrc") {
				continue
			}
			if len(w.findings) == mark && (strings.Contains(c, "http://") || strings.Contains(c, "https://")) {
				w.add("persistence", seg, path.Base(p)+" gets a command that reaches the network at the program's every start")
			}
		}
	}
	if indexConfig(p, text) {
		w.add("remote-install", seg, path.Base(p)+" names a package index other than the registry: every later install fetches (and runs the scripts of) its packages")
	}
}

// maxDotLines bounds the lines of a dotfile's new text dotfileText reads.
const maxDotLines = 200

// dotfileText judges text written into any other file under a dot folder
// of the home folder (~/.Rprofile, ~/.ghci, ~/.hgrc's hooks, ~/.aws/config's
// credential_process, ~/.config/starship.toml's custom commands, a desktop
// entry's Exec): the config of some program, which runs what it holds at
// that program's next start, whichever program it is. A command the guard
// stops, found in its lines as in any string (a quoted value, a value after
// a key, a delete of the home folder in the program's language), asks.
func (w *walker) dotfileText(p, text, seg string, depth int) {
	if vcsConfig24b(p) && strings.TrimSpace(text) != "" && w.scan == scanAll {
		w.textCommands(path.Base(p), text, seg, depth, false) // (blind24b.go)
		return
	}
	rel, ok := strings.CutPrefix(p, w.g.env.Home+"/")
	if !ok || w.g.env.Home == "" || !strings.HasPrefix(rel, ".") || strings.TrimSpace(text) == "" || w.scan != scanAll {
		return
	}
	w.textCommands(path.Base(p), text, seg, depth, true)
}

// textCommands judges the commands the lines of a file the guard cannot
// read as code hold: a delete of the home folder in any language, a
// value after a key or a colon, a quoted string, the line itself. What it
// finds asks (the guard cannot be sure the program runs it). With
// tempValues, a value naming a program in the temp folder asks too
// (yarnPath: /tmp/x/yarn.cjs, rustc-wrapper = "/tmp/x/w.sh": a file the
// agent wrote, run at the program's every start).
func (w *walker) textCommands(name, text, seg string, depth int, tempValues bool) {
	via := "a command in " + name
	homed := homeAsShell(text, w.g.env.Home)
	if deletesHome(text) || deletesHomeIn(homed, w.g.env.Home) || looseHomeDelete(text) {
		w.hiddenRun(name, "", seg, scanWords, func() { w.add("rm-root", seg, name+" holds code that deletes your home folder") })
		return
	}
	tries := 0
	for _, c := range settingCommands24b(homed) { // (blind24b.go: a program and its arguments by two keys)
		if tries++; w.hiddenRun(name, via, seg, scanWords, func() { w.script(c, depth+1, via) }) {
			return
		}
	}
	for n, line := range strings.Split(homed, "\n") {
		if n >= maxDotLines || tries >= 4*maxHiddenTries {
			return
		}
		l := strings.TrimSpace(line)
		if d := directiveCommand(l); d != "" {
			// A test or preprocessor directive in a comment (lit's
			// RUN:, gpp's #exec): the rest of the line is a command.
			if tries++; w.hiddenRun(name, via, seg, scanWords, func() { w.script(d, depth+1, via) }) {
				return
			}
			continue
		}
		if l == "" || strings.HasPrefix(l, "#") || strings.HasPrefix(l, ";") || strings.HasPrefix(l, "//") {
			continue
		}
		if tempValues && w.includesTemp(l) {
			w.add("persistence", seg, name+" includes "+clip(l, 80)+", a file in the temp folder, read at its every start")
			return
		}
		if f := strings.Fields(l); tempValues && len(f) == 2 && programKey23(f[0]) {
			// gpg-agent.conf's "pinentry-program PATH": a key naming a
			// program, then its path, with no = between.
			if v := strings.Trim(f[1], `"'`); strings.HasPrefix(v, "/") && w.inTemp(path.Clean(v)) {
				w.add("persistence", seg, name+" points its "+clip(f[0], 40)+" at "+clip(v, 80)+", a file in the temp folder, run at its every start")
				return
			}
		}
		var cands []string
		for _, sep := range [...]string{"=", ":"} {
			k, v, ok := strings.Cut(l, sep)
			// (A YAML list item's key, "- shell: rm -rf ~", is a key.)
			if !ok || strings.Contains(strings.TrimPrefix(k, "- "), " ") && sep == ":" {
				continue
			}
			v = strings.Trim(strings.TrimSpace(v), `"',[]`)
			if p := path.Clean(v); tempValues && strings.HasPrefix(v, "/") && w.inTemp(p) && path.Ext(p) != "" {
				w.add("persistence", seg, name+" points its program at "+clip(p, 80)+", a file in the temp folder, run at its every start")
				return
			}
			cands = append(cands, v)
		}
		cands = append(cands, l)
		cands = append(cands, codeCandidates(l, true)...)
		cands = append(cands, fieldTails(l)...)
		cands = append(cands, m4Quoted(l)...)
		if k := strings.LastIndex(l, "::"); k >= 0 && strings.Contains(l[k+2:], " ") {
			cands = append(cands, l[k+2:]) // (actkbd's KEY:ATTR::COMMAND)
		}
		if servedShellLine(l) {
			w.hiddenRun(name, via, seg, scanWords, func() {
				w.add("reverse-shell", seg, name+" has a line that serves a shell on a network port: "+clip(l, 80))
			})
			return
		}
		for _, c := range cands {
			c = strings.TrimLeft(c, ":!^")
			if !looksLikeCommand(c) {
				continue
			}
			if tries++; tries > 4*maxHiddenTries {
				return
			}
			if w.hiddenRun(name, via, seg, scanWords, func() { w.script(c, depth+1, via) }) {
				return
			}
		}
	}
}

// fieldTails are a config line's text from its second to its sixth word
// on: a table's command after its own fields (a crontab's five times, an
// anacrontab's period, delay and name, a rule's match).
func fieldTails(l string) []string {
	var out []string
	rest := l
	for k := 0; k < 6; k++ {
		i := strings.IndexAny(rest, " \t")
		if i < 0 {
			break
		}
		rest = strings.TrimLeft(rest[i:], " \t")
		if k > 0 && rest != "" && looksLikeCommand(rest) {
			out = append(out, rest)
		}
	}
	return out
}

// servedShellLine reports a service line that hands a network port to a
// shell: a port among its fields, then a shell with no command of its own
// (inetd's "4444 stream tcp nowait dev /bin/sh sh -i").
func servedShellLine(l string) bool {
	f := strings.Fields(l)
	port := false
	for i, x := range f {
		if portWord(x) && !strings.HasPrefix(x, ":") {
			port = true
			continue
		}
		if port && shells(base(x)) {
			for _, y := range f[i+1:] {
				if !shells(base(y)) && y != "-i" && y != "-l" && y != "-s" {
					return false
				}
			}
			return true
		}
	}
	return false
}

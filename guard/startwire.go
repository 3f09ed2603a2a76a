package guard

import (
	"path"
	"slices"
	"strings"

	"github.com/hookd/hookd/wiring"
)

// A line added to a shell start-up file that wiring.StartupLine counts is
// a line the tripwire watches as hooktool's wiring. The guard denies it
// (self-protect) when what it does switches an agent's hooks off or puts
// something else in an agent's place for every later session:
//
//   - an agent's variable (wiring.AgentVar: CLAUDE_CODE_SIMPLE,
//     CLAUDE_CODE_SHELL_PREFIX, CODEX_HOME, GEMINI_CLI_*, OPENCODE_*,
//     XDG_CONFIG_HOME ...) or a HOOKTOOL_ one set to a value that is not
//     its default and not off (0, false, empty);
//   - an alias or a function named like an agent's command, git or
//     hooktool (wiring.Commands);
//   - PATH with a folder before $PATH (or PATH replaced) where a program
//     named like one of those can be put unseen: a relative folder (the
//     one the shell is in), a folder inside the project, or a folder the
//     same line put such a program in;
//   - a sourced file the same line wrote, whose lines are judged as the
//     start-up file's own (and its commands as shell).
//
// Appending to PATH (PATH="$PATH:DIR") puts DIR after every folder already
// searched: it cannot change which claude, git or hooktool runs, so it
// passes. StartupLine counts it all the same (the tripwire compares the
// lines, whatever they do) and a home folder prepended such as ~/bin or
// ~/.local/bin passes too: those are where tools are installed, and the
// tripwire watches the folders on PATH under home for a program named like
// an agent's command.

// startupWiring judges one line added to a start-up file.
func (w *walker) startupWiring(line, seg string, depth int) {
	if !wiring.StartupLine(line) {
		return
	}
	for _, st := range strings.FieldsFunc(line, func(r rune) bool { return r == ';' || r == '&' || r == '|' }) {
		words := startWords(strings.TrimSpace(st))
		for len(words) > 0 && (words[0] == "then" || words[0] == "do" || words[0] == "{" || words[0] == "builtin" || words[0] == "command") {
			words = words[1:]
		}
		if len(words) == 0 {
			continue
		}
		switch words[0] {
		case "alias":
			for _, a := range words[1:] {
				name, _, _ := strings.Cut(unquote(a), "=")
				if agentCommand(name) {
					w.add("self-protect", seg, "an alias of "+name+" in a shell start-up file changes what runs when "+name+" is typed, for every later session")
					return
				}
			}
			continue
		case "function":
			if len(words) > 1 && agentCommand(strings.TrimRight(words[1], "(){ ")) {
				w.add("self-protect", seg, "a function named "+strings.TrimRight(words[1], "(){ ")+" in a shell start-up file runs in its place, for every later session")
				return
			}
			continue
		case ".", `\.`, "source":
			if len(words) > 1 {
				w.sourcedWritten(words[1], seg, depth)
			}
			continue
		case "fish_add_path":
			var dirs []string
			for _, a := range words[1:] {
				if a == "-a" || a == "--append" || strings.HasPrefix(a, "-") && !strings.HasPrefix(a, "--") && strings.Contains(a, "a") {
					dirs = nil
					break
				}
				if !strings.HasPrefix(a, "-") {
					dirs = append(dirs, unquote(a))
				}
			}
			w.pathFirst(dirs, seg)
			continue
		case "set", "setenv", "set-environment":
			// fish: set -gx NAME VALUE..., csh and tmux: setenv NAME VALUE.
			rest := words[1:]
			for len(rest) > 0 && strings.HasPrefix(rest[0], "-") {
				rest = rest[1:]
			}
			if len(rest) > 1 {
				var vals []string
				for _, v := range rest[1:] {
					vals = append(vals, unquote(v))
				}
				w.startupAssign(rest[0], vals, seg)
			}
			continue
		case "export", "declare", "typeset", "readonly", "local", "env":
			words = words[1:]
		}
		if len(words) > 0 && (strings.HasSuffix(words[0], "()") || len(words) > 1 && strings.HasPrefix(words[1], "()")) {
			if name := strings.TrimSuffix(words[0], "()"); agentCommand(name) {
				w.add("self-protect", seg, "a function named "+name+" in a shell start-up file runs in its place, for every later session")
				return
			}
		}
		for _, a := range words {
			if strings.HasPrefix(a, "-") {
				continue
			}
			name, value, ok := strings.Cut(a, "=")
			if !ok || !isName(strings.TrimSuffix(name, "+")) {
				break
			}
			value = unquote(value)
			if strings.HasPrefix(value, "(") && strings.HasSuffix(value, ")") {
				w.startupAssign(strings.TrimSuffix(name, "+"), strings.Fields(value[1:len(value)-1]), seg) // zsh: path=(DIR $path)
				continue
			}
			if strings.HasSuffix(name, "+") {
				value = "$" + strings.TrimSuffix(name, "+") + ":" + value // PATH+=:DIR appends
			}
			w.startupAssign(strings.TrimSuffix(name, "+"), strings.Split(value, ":"), seg)
		}
	}
}

// startupAssign judges NAME set to the values (PATH's folders in order).
func (w *walker) startupAssign(name string, vals []string, seg string) {
	switch {
	case name == "PATH" || name == "path":
		var first []string
		for _, v := range vals {
			v = unquote(v)
			if v == "$PATH" || v == "${PATH}" || v == "$path" || v == "${path[@]}" || v == "$fish_user_paths" {
				break
			}
			first = append(first, v)
		}
		w.pathFirst(first, seg)
	case wiring.AgentVar(name) || strings.HasPrefix(name, "HOOKTOOL_"):
		switch name {
		case "CLAUDE_CONFIG_DIR", "CODEX_HOME", "GEMINI_CLI_HOME", "PI_CODING_AGENT_DIR", "OPENCLAW_STATE_DIR", "OPENCLAW_CONFIG_PATH":
			return // startupVar's, by its default folder
		}
		value := strings.TrimSpace(unquote(strings.Join(vals, " ")))
		switch strings.ToLower(value) {
		case "", "0", "false", "no", "off":
			return
		}
		if def, ok := w.envParam(name); ok && strings.TrimSuffix(w.homeExpand(value), "/") == strings.TrimSuffix(def, "/") {
			return
		}
		if name == "XDG_CONFIG_HOME" && w.g.env.Home != "" && strings.TrimSuffix(w.homeExpand(value), "/") == w.g.env.Home+"/.config" {
			return
		}
		w.add("self-protect", seg, name+" in a shell start-up file switches an agent's hooks off or moves its config, for every later session")
	}
}

// pathFirst judges folders put before the ones PATH already searches.
func (w *walker) pathFirst(dirs []string, seg string) {
	home, proj := w.g.env.Home, w.g.env.Project
	for _, d := range dirs {
		d = w.homeExpand(unquote(d))
		switch {
		case strings.HasPrefix(d, "$"):
			continue // another variable ($GOPATH/bin, $PNPM_HOME): not known here
		case d == "" || !strings.HasPrefix(d, "/"):
			w.add("self-protect", seg, "PATH in a shell start-up file searches the folder a shell is in ("+clip(pick(d, "an empty entry"), 40)+") first: a program there named like an agent's command, git or hooktool runs in its place")
			return
		case tempDir(d) || w.inTemp(d):
			// A temp folder, where anyone puts what they like unseen (as
			// startupStmt says of a start-up file's PATH: persistence).
			w.add("persistence", seg, "PATH searches "+clip(d, 60)+", a folder anyone can write, first: a program put there runs in place of the one its name says, for every later session")
			return
		case proj != "" && under(d, proj) && proj != home && (home == "" || !under(home, proj)):
			w.add("self-protect", seg, "PATH in a shell start-up file searches "+clip(d, 60)+", inside the project, first: a program there named like an agent's command, git or hooktool runs in its place")
			return
		}
		for _, c := range wiring.Commands {
			if _, ok := w.files[path.Join(d, c)]; ok {
				w.add("self-protect", seg, "PATH in a shell start-up file searches "+clip(d, 60)+" first, where this command put a program named "+c)
				return
			}
		}
	}
}

// sourcedWritten judges a file a start-up line sources when the same
// command line wrote it: its text runs in every later shell.
func (w *walker) sourcedWritten(file, seg string, depth int) {
	if depth >= 2 || w.files == nil {
		return
	}
	p, ok := w.abs(w.homeExpand(unquote(file)))
	if !ok {
		return
	}
	f, ok := w.writtenFile(p)
	if !ok {
		return
	}
	w.runWritten("a shell start-up file", file, f, seg, func(code string) {
		w.script(code, w.depth+1, "file "+path.Base(p)+" sourced by a shell start-up file")
		w.startupTextAt(code, seg, depth+1)
	})
}

// homeExpand expands a leading ~, $HOME or ${HOME}.
func (w *walker) homeExpand(s string) string {
	h := w.g.env.Home
	if h == "" {
		return s
	}
	for _, p := range [...]string{"~", "$HOME", "${HOME}"} {
		if s == p {
			return h
		}
		if rest, ok := strings.CutPrefix(s, p+"/"); ok {
			return h + "/" + rest
		}
	}
	return s
}

func agentCommand(name string) bool {
	return slices.Contains(wiring.Commands, strings.Trim(name, `"'\`))
}

// startWords splits a statement into words at blanks outside quotes,
// keeping the quotes.
func startWords(s string) []string {
	var out []string
	var cur strings.Builder
	var q byte
	for i := 0; i < len(s); i++ {
		c := s[i]
		switch {
		case q != 0:
			if c == q {
				q = 0
			}
			cur.WriteByte(c)
		case c == '"' || c == '\'':
			q = c
			cur.WriteByte(c)
		case c == ' ' || c == '\t':
			if cur.Len() > 0 {
				out = append(out, cur.String())
				cur.Reset()
			}
		default:
			cur.WriteByte(c)
		}
	}
	if cur.Len() > 0 {
		out = append(out, cur.String())
	}
	return out
}

// startupWired reports a file the wiring list reads for start-up (Kind
// Startup, not an editor's JSON) or one in a folder of start-up files
// (Dir, or StartupDir: environment.d and the like, read file by file).
func (w *walker) startupWired(p string) bool {
	if path.Base(p) == ".env" && path.Base(path.Dir(p)) == ".gemini" {
		// Gemini CLI loads ~/.gemini/.env (and a project's) into its
		// own environment, which every shell its tool starts inherits:
		// BASH_ENV or PATH set there acts as in a start-up file.
		return true
	}
	for _, it := range w.startupList() {
		if it.Agent != "startup" || it.Syntax != "" {
			continue
		}
		if it.Kind == wiring.Startup && it.Path == p || (it.Kind == wiring.Dir || it.Kind == wiring.StartupDir) && path.Dir(p) == it.Path {
			return true
		}
	}
	return false
}

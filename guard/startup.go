package guard

import (
	"path"
	"strings"
)

// Text added to a shell start-up file runs in every later shell. Its
// commands are judged as shell (stored.go, written.go); startupText adds
// what is harmless now but changes the shells to come: an alias or a
// function that takes the name of a program you give a password to, a
// search path or preload through a world-writable folder, and a variable
// that moves an agent's settings (its hooks among them) elsewhere.

// maxStartupLines bounds the lines of start-up text read.
const maxStartupLines = 256

// privileged are programs a user types a password or a passphrase into:
// an alias of one of them sees it.
var privileged = map[string]bool{"sudo": true, "su": true, "doas": true, "pkexec": true, "ssh": true, "scp": true, "passwd": true, "ssh-add": true, "gpg": true, "kinit": true, "login": true}

// preloadVars make every program (or every interpreter) load extra code.
var preloadVars = map[string]bool{"LD_PRELOAD": true, "LD_AUDIT": true, "DYLD_INSERT_LIBRARIES": true, "BASH_ENV": true, "ENV": true, "PERL5OPT": true, "RUBYOPT": true, "PYTHONSTARTUP": true}

// searchVars are search paths: a world-writable folder in one lets anyone
// put a program or a module there.
var searchVars = map[string]bool{"PATH": true, "LD_LIBRARY_PATH": true, "PYTHONPATH": true, "NODE_PATH": true, "PERL5LIB": true, "RUBYLIB": true, "DYLD_LIBRARY_PATH": true}

// everyday are commands a user types without a second thought, and
// destroys the programs that delete or overwrite what they are given: an
// alias of the first to the second is a trap set for the user.
var (
	everyday = map[string]bool{"ls": true, "ll": true, "la": true, "l": true, "cd": true, "cat": true, "less": true, "more": true,
		"clear": true, "pwd": true, "echo": true, "grep": true, "vi": true, "vim": true, "nano": true, "code": true, "git": true,
		"make": true, "npm": true, "python": true, "python3": true, "node": true, "cp": true, "mv": true, "mkdir": true,
		"touch": true, "top": true, "htop": true, "history": true, "exit": true, "ssh": true, "man": true, "tree": true}
	destroys = map[string]bool{"rm": true, "shred": true, "dd": true, "wipefs": true, "truncate": true, "srm": true,
		"mkfs": true, "mkfs.ext4": true, "rmdir": true}
)

// startupText judges text added to a shell start-up file.
func (w *walker) startupText(text, seg string) { w.startupTextAt(text, seg, 0) }

func (w *walker) startupTextAt(text, seg string, depth int) {
	lines := strings.Split(text, "\n")
	if len(lines) > maxStartupLines {
		lines = lines[:maxStartupLines]
	}
	for _, line := range lines {
		for _, st := range strings.FieldsFunc(line, func(r rune) bool { return r == ';' || r == '&' }) {
			w.startupStmt(strings.TrimSpace(st), seg)
		}
		w.startupWiring(line, seg, depth)
	}
}

func (w *walker) startupStmt(st, seg string) {
	if f := strings.Fields(st); len(f) >= 2 && f[0] == "SETUVAR" {
		// fish_variables: SETUVAR [--export] NAME:VALUE, a universal
		// variable every later fish session has.
		kv := f[len(f)-1]
		if k, v, ok := strings.Cut(kv, ":"); ok && isName(k) {
			if agentEnvName(k) && !offValue(v) {
				w.add("self-protect", seg, k+" kept by fish for every later session switches an agent's hooks off or moves its config")
				return
			}
			w.startupAssign(k, strings.Split(strings.ReplaceAll(v, `\x1e`, ":"), ":"), seg)
		}
		return
	}
	if f := strings.Fields(st); len(f) >= 2 && isName(f[0]) && (strings.HasPrefix(f[1], "DEFAULT=") || strings.HasPrefix(f[1], "OVERRIDE=")) {
		// pam_env's VAR DEFAULT=VALUE OVERRIDE=VALUE (~/.pam_environment):
		// set for every login session.
		for _, kv := range f[1:] {
			_, v, _ := strings.Cut(kv, "=")
			v = strings.ReplaceAll(strings.ReplaceAll(unquote(v), "${PATH}", "$PATH"), "@{PATH}", "$PATH")
			w.startupAssign(f[0], strings.Split(v, ":"), seg)
		}
		return
	}
	for _, pre := range [...]string{"export ", "declare -x ", "declare -gx ", "typeset -x ", "readonly ", "local "} {
		st = strings.TrimPrefix(st, pre)
	}
	switch {
	case strings.HasPrefix(st, "alias "):
		body := strings.TrimSpace(strings.TrimPrefix(st, "alias "))
		name, value, ok := strings.Cut(body, "=")
		if !ok {
			return
		}
		if runsFromTemp(unquote(value)) {
			w.add("persistence", seg, "an alias in a shell start-up file runs a program from a folder anyone can write")
			return
		}
		if f := strings.Fields(unquote(value)); len(f) > 0 && everyday[name] && destroys[path.Base(f[0])] && path.Base(f[0]) != name {
			// alias ls='rm -rf': the next ls the user types deletes what
			// it names.
			w.add("persistence", seg, "an alias in a shell start-up file turns "+name+" into "+clip(unquote(value), 40))
			return
		}
		if !privileged[name] {
			return
		}
		if !strings.ContainsAny(value, "/~`$|&;<>") {
			// alias sudo='sudo ', alias ssh='TERM=xterm kitty +kitten ssh':
			// programs found on PATH, nothing run besides.
			return
		}
		w.add("persistence", seg, "an alias of "+name+" in a shell start-up file runs other code where you type your password")
		return
	case strings.HasPrefix(st, "source "), strings.HasPrefix(st, ". "), strings.HasPrefix(st, "exec "):
		if runsFromTemp(strings.TrimSpace(st[strings.IndexByte(st, ' '):])) {
			w.add("persistence", seg, "a shell start-up file that runs a file from a folder anyone can write runs whatever is put there")
		}
		return
	case strings.HasPrefix(st, "function "), strings.Contains(st, "()"):
		name := strings.TrimSpace(strings.TrimPrefix(st, "function "))
		if i := strings.IndexAny(name, "( {"); i >= 0 {
			name = name[:i]
		}
		if privileged[name] {
			w.add("persistence", seg, "a function named "+name+" in a shell start-up file runs in its place, where you type your password")
		}
		return
	case strings.HasPrefix(st, "set -gx "), strings.HasPrefix(st, "set -x "), strings.HasPrefix(st, "setenv "):
		// fish and csh: set -gx NAME VALUE, setenv NAME VALUE
		f := strings.Fields(st)
		if len(f) >= 3 {
			i := len(f) - 2
			if f[0] == "setenv" {
				i = 1
			}
			w.startupVar(f[i], strings.Join(f[i+1:], ":"), seg)
		}
		return
	}
	name, value, ok := strings.Cut(st, "=")
	if !ok || name == "" || strings.ContainsAny(name, " \t$\"'") {
		return
	}
	w.startupVar(strings.TrimSuffix(name, "+"), unquote(value), seg)
}

func (w *walker) startupVar(name, value, seg string) {
	switch {
	case preloadVars[name] && strings.TrimSpace(value) != "":
		w.add("persistence", seg, name+" in a shell start-up file loads "+clip(value, 60)+" into every program it starts")
	case name == "NODE_OPTIONS" && (strings.Contains(value, "--require") || strings.Contains(value, "-r ") || strings.Contains(value, "--import")):
		w.add("persistence", seg, "NODE_OPTIONS in a shell start-up file loads code into every node process")
	case searchVars[name]:
		for _, dir := range strings.Split(value, ":") {
			if tempDir(dir) {
				w.add("persistence", seg, name+" in a shell start-up file searches "+clip(dir, 60)+", a folder anyone can write")
				return
			}
		}
	case name == "CLAUDE_CONFIG_DIR" || name == "CODEX_HOME" || name == "GEMINI_CLI_HOME" || name == "PI_CODING_AGENT_DIR" ||
		name == "OPENCLAW_STATE_DIR" || name == "OPENCLAW_CONFIG_PATH" || strings.HasPrefix(name, "HOOKTOOL_"):
		if def, ok := w.envParam(name); ok && strings.TrimSuffix(value, "/") == def {
			return
		}
		w.add("self-protect", seg, name+" in a shell start-up file moves an agent's settings, hooks included, for every later session")
	case name == "XDG_STATE_HOME" || name == "XDG_CONFIG_HOME" || name == "XDG_DATA_HOME" || name == "XDG_CACHE_HOME":
		// hooktool's state, config and mirror, and other agents' config,
		// follow these when nothing more precise is set: moved, the next
		// session starts with a fresh, unarmed state.
		if v := strings.TrimSuffix(w.homeExpand(strings.Trim(value, `"'`)), "/"); v == w.xdgDefault(name) || strings.ContainsAny(v, "$`") {
			return
		}
		w.add("self-protect", seg, name+" in a shell start-up file moves hooktool's "+strings.ToLower(strings.TrimSuffix(strings.TrimPrefix(name, "XDG_"), "_HOME"))+" folder for every later session")
	case name == "GOMEMLIMIT" && !goMemLimit(value):
		// The Go runtime stops a program at start on a malformed
		// GOMEMLIMIT (exit 2, before main): every hook call would fail
		// so, and a client reads a hook's exit 2 as a verdict.
		w.add("self-protect", seg, "GOMEMLIMIT="+clip(value, 30)+" in a shell start-up file stops every Go program at start, hooktool's hook calls included")
	}
}

// goMemLimit reports a GOMEMLIMIT value the Go runtime accepts: "off", or
// a number of bytes with an optional unit (B, KiB, MiB, GiB, TiB).
func goMemLimit(v string) bool {
	v = strings.TrimSpace(v)
	if v == "off" || v == "" || strings.ContainsAny(v, "$`") {
		return true // (a computed value is judged when it is known)
	}
	for _, u := range [...]string{"TiB", "GiB", "MiB", "KiB", "B"} {
		if n, ok := strings.CutSuffix(v, u); ok {
			v = n
			break
		}
	}
	if v == "" {
		return false
	}
	for _, c := range v {
		if c < '0' || c > '9' {
			return false
		}
	}
	return true
}

// tempDir reports a folder anyone on the machine can write to.
func tempDir(d string) bool {
	for _, t := range [...]string{"/tmp", "/var/tmp", "/dev/shm"} {
		if d == t || strings.HasPrefix(d, t+"/") {
			return true
		}
	}
	return false
}

func unquote(s string) string {
	s = strings.TrimSpace(s)
	if len(s) >= 2 && (s[0] == '"' || s[0] == '\'') && s[len(s)-1] == s[0] {
		return s[1 : len(s)-1]
	}
	return strings.Trim(s, `"'`)
}

// runsFromTemp reports a command line whose program or sourced file lies in
// a folder anyone can write.
func runsFromTemp(cmd string) bool {
	for _, f := range strings.Fields(cmd) {
		f = strings.Trim(f, `"'`)
		if tempDir(f) && f != "/tmp" {
			return true
		}
		if !strings.HasPrefix(f, "-") && !strings.Contains(f, "=") {
			return false // only the program (after env-style settings) counts
		}
	}
	return false
}

// xdgDefault is where an XDG base folder is when its variable is unset:
// the value the hook itself runs with, else the specification's default.
func (w *walker) xdgDefault(name string) string {
	if v := w.gv(name); v != "" {
		return strings.TrimSuffix(v, "/")
	}
	h := w.g.env.Home
	switch name {
	case "XDG_STATE_HOME":
		return h + "/.local/state"
	case "XDG_CONFIG_HOME":
		return h + "/.config"
	case "XDG_DATA_HOME":
		return h + "/.local/share"
	}
	return h + "/.cache"
}

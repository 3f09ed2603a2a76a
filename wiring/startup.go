package wiring

import (
	"bufio"
	"bytes"
	"path/filepath"
	"runtime"
	"strings"
)

// A shell start-up file can switch hooktool off for every later session
// without touching a file that wires it in: a variable that moves a
// client's config (CLAUDE_CONFIG_DIR), that runs code in every shell or
// node process (BASH_ENV, NODE_OPTIONS), that puts another folder first
// in PATH, an alias or function named like an agent's command that adds
// a flag (claude --setting-sources, codex -c features.hooks=false), or a
// line that pulls in another file. So a line of such a file counts when
// it does one of those things (StartupLine), judged by what it does, not
// by the variable's name alone; the files it sources are followed and
// watched too, and the folders shells read whole (fish's conf.d).

// Commands are the agents' commands, git and hooktool: an alias or a
// function of one of these names, or an executable of that name put in
// a folder on the user's PATH, changes what runs when the user types it.
var Commands = []string{"claude", "codex", "gemini", "opencode", "openclaw", "pi", "copilot", "outfitter", "git", "hooktool", "node", "npx"}

// startupVarPrefixes are the variables (by prefix) whose value, set for
// every session, changes where a client reads its config, what a hook's
// shell or node runs first, or how git runs hooks.
var startupVarPrefixes = []string{
	"CLAUDE_CONFIG_DIR", "CODEX_HOME", "GEMINI_CLI_", "PI_CODING_AGENT_DIR", "OPENCLAW_", "OUTFITTER_",
	"COPILOT_HOME", "OPENCODE_", "HOOKTOOL_", "XDG_CONFIG_HOME", "XDG_STATE_HOME", "XDG_DATA_HOME",
	"GIT_", "DYLD_", "LD_PRELOAD", "LD_LIBRARY_PATH",
}

// startupVars are the variables that count by their exact name.
// (sh's ENV counts only exported: only interactive shells read it, and
// ENV=production is an ordinary line of a project's .env.)
var startupVars = []string{"PATH", "path", "BASH_ENV", "NODE_OPTIONS", "NODE_PATH", "ZDOTDIR", "HOME", "SHELL", "PYTHONSTARTUP"}

// startupLines are kept for the substrings that count wherever they are:
// hooktool itself, and git's switches for hooks.
var startupLines = []string{"hooktool", "no-verify", "hookspath"}

// agentVars are the variables each agent's package names (AddVars):
// those that move its config or switch its hooks off, such as Claude
// Code's CLAUDE_CODE_SIMPLE. A name ending in "_" is a prefix.
var agentVars []string

// AddVars adds an agent's variables to the ones a start-up line, a
// terminal's environment or a dotenv file counts by. The agents'
// registry calls it once, at start.
func AddVars(names ...string) { agentVars = append(agentVars, names...) }

// StartupVar reports whether a variable, set for every later session,
// can change how an agent or git runs hooktool.
func StartupVar(name string) bool { return startupVar(name) }

// AgentVar reports whether a variable is one an agent's package names
// (AddVars): it moves that agent's config or switches its hooks off.
func AgentVar(name string) bool {
	for _, v := range agentVars {
		if name == v || strings.HasSuffix(v, "_") && strings.HasPrefix(name, v) {
			return true
		}
	}
	return false
}

func startupVar(name string) bool {
	for _, v := range agentVars {
		if name == v || strings.HasSuffix(v, "_") && strings.HasPrefix(name, v) {
			return true
		}
	}
	for _, v := range startupVars {
		if name == v {
			return true
		}
	}
	for _, p := range startupVarPrefixes {
		if strings.HasPrefix(name, p) {
			return true
		}
	}
	return false
}

func isCommand(name string) bool {
	name = strings.Trim(name, `"'\`)
	for _, c := range Commands {
		if name == c {
			return true
		}
	}
	return false
}

// StartupLine reports whether a line of a shell start-up file or a
// dotenv file can change how an agent or git runs hooktool: it sets one
// of the variables above, defines an alias or function named like an
// agent's command, git or hooktool, sources another file, evals code, or
// names hooktool or git's hook switches. Comments and other lines (a
// prompt, a history setting, an alias for ls) do not count.
func StartupLine(line string) bool {
	l := strings.TrimSpace(line)
	if l == "" || l[0] == '#' {
		return false
	}
	low := strings.ToLower(l)
	for _, s := range startupLines {
		if strings.Contains(low, s) {
			return true
		}
	}
	words := shellWords(l)
	cmdPos := true
	for i := 0; i < len(words); i++ {
		w := words[i]
		if isSeparator(w) {
			cmdPos = true
			continue
		}
		if !cmdPos {
			continue
		}
		switch w {
		case "if", "then", "else", "elif", "do", "while", "until", "!", "time", "builtin", "command", "{":
			continue // still in command position
		case ".", `\.`, "source", "eval", "fish_add_path", "hash":
			return true // `\.` is nvm's spelling, past an alias of .
		case "alias":
			for _, a := range words[i+1:] {
				if isSeparator(a) {
					break
				}
				name, _, _ := strings.Cut(a, "=")
				if isCommand(name) {
					return true
				}
			}
		case "function":
			if i+1 < len(words) && isCommand(words[i+1]) {
				return true
			}
		case "export", "declare", "typeset", "readonly", "local", "setenv", "set", "env", "set-environment":
			// (set-environment and setenv are tmux's too: NAME value.)
			for _, a := range words[i+1:] {
				if isSeparator(a) {
					break
				}
				if strings.HasPrefix(a, "-") {
					continue
				}
				name, _, _ := strings.Cut(a, "=")
				if startupVar(strings.TrimSuffix(name, "+")) || name == "ENV" {
					return true // ENV exported: what interactive sh runs first
				}
			}
		default:
			if i+1 < len(words) && words[i+1] == "(" && isCommand(w) {
				return true // name() { ... }
			}
			if name, _, ok := strings.Cut(w, "="); ok && startupVar(strings.TrimSuffix(name, "+")) {
				return true // VAR=value, as a dotenv file or a shell writes it
			}
			if _, _, ok := strings.Cut(w, "="); ok {
				continue // a prefix assignment: the command follows
			}
		}
		cmdPos = false
	}
	return false
}

func isSeparator(w string) bool {
	switch w {
	case ";", "&&", "||", "|", "&", "(", ")", "{", "}":
		return true
	}
	return false
}

// shellWords splits a line into words and the separators between
// commands, roughly as a shell would (quotes keep a word together); it
// needs to be right about where commands start, not about every quote.
func shellWords(l string) []string {
	var out []string
	var cur strings.Builder
	var quote byte
	flush := func() {
		if cur.Len() > 0 {
			out = append(out, cur.String())
			cur.Reset()
		}
	}
	for i := 0; i < len(l); i++ {
		c := l[i]
		switch {
		case quote != 0:
			cur.WriteByte(c)
			if c == quote {
				quote = 0
			}
		case c == '"' || c == '\'':
			quote = c
			cur.WriteByte(c)
		case c == ' ' || c == '\t':
			flush()
		case c == ';' || c == '(' || c == ')' || c == '{' || c == '}':
			flush()
			out = append(out, string(c))
		case c == '&' || c == '|':
			flush()
			if i+1 < len(l) && l[i+1] == c {
				out = append(out, string(c)+string(c))
				i++
			} else {
				out = append(out, string(c))
			}
		default:
			cur.WriteByte(c)
		}
	}
	flush()
	return out
}

// sourced lists the files a start-up file pulls in with `.` or `source`,
// expanding ~, $HOME and ${HOME}; a path built from another variable or a
// glob is left out (its folder may be watched as a folder).
func sourced(e Env, b []byte) []string {
	var out []string
	sc := bufio.NewScanner(bytes.NewReader(b))
	sc.Buffer(make([]byte, 0, 4096), 64<<10)
	for sc.Scan() {
		words := shellWords(strings.TrimSpace(sc.Text()))
		cmdPos := true
		for i, w := range words {
			if isSeparator(w) {
				cmdPos = true
				continue
			}
			if !cmdPos {
				continue
			}
			switch w {
			case "if", "then", "else", "elif", "do", "!", "builtin", "command":
				continue
			case ".", `\.`, "source":
				if i+1 < len(words) {
					if p := expandHome(e, words[i+1]); p != "" {
						out = append(out, p)
					}
				}
			}
			cmdPos = false
		}
	}
	return out
}

// expandHome makes a sourced path absolute: ~ and $HOME expanded, a
// relative path taken from the home folder (where login shells start).
func expandHome(e Env, p string) string {
	p = strings.Trim(p, `"'`)
	for _, h := range []string{"~/", "$HOME/", "${HOME}/"} {
		if rest, ok := strings.CutPrefix(p, h); ok {
			p = e.home(rest)
			break
		}
	}
	if p == "" || strings.ContainsAny(p, "$*?[`") {
		return ""
	}
	if !filepath.IsAbs(p) {
		p = e.home(p)
	}
	return p
}

// maxSourced bounds the files followed from the start-up files, and
// sourceDepth how deep (a file sourced by a file sourced by .bashrc).
const (
	maxSourced  = 24
	sourceDepth = 2
)

// Startups are the shell start-up files of the user's shells (bash, zsh,
// sh, fish), the folders those shells read whole, the files they source
// (with Env.ReadFile, two levels deep), systemd's environment.d and
// /etc/environment; and, for each folder on PATH under the home folder,
// the executables named like an agent's command, git or hooktool.
func Startups(e Env) []Item {
	var l list
	const what = "a shell start-up file (variables, aliases and functions that change how an agent or git runs hooks)"
	var files []string
	for _, f := range []string{".bashrc", ".bash_profile", ".bash_login", ".profile", ".bash_aliases", ".zshrc", ".zprofile", ".zshenv", ".zlogin"} {
		files = append(files, e.home(f))
	}
	if z := e.dirVar("ZDOTDIR"); z != "" {
		for _, f := range []string{".zshrc", ".zprofile", ".zshenv"} {
			files = append(files, filepath.Join(z, f))
		}
	}
	cfg := e.home(".config")
	if x := e.dirVar("XDG_CONFIG_HOME"); x != "" {
		cfg = x
	}
	if cfg != "" {
		files = append(files, filepath.Join(cfg, "fish", "config.fish"))
	}
	for _, f := range files {
		l.add(Item{Agent: "startup", Path: f, Kind: Startup, What: what, Lines: startupLines})
	}
	// Where a terminal's environment is set outside the shell: tmux's
	// set-environment gives a variable to every shell tmux starts, VS
	// Code's terminal.integrated.env.* to every terminal it opens (the
	// user's settings, and a trusted workspace's own).
	const tmux = "tmux's config (set-environment gives a variable to every shell tmux starts)"
	l.add(Item{Agent: "startup", Path: e.home(".tmux.conf"), Kind: Startup, What: tmux, Lines: startupLines})
	if cfg != "" {
		l.add(Item{Agent: "startup", Path: filepath.Join(cfg, "tmux", "tmux.conf"), Kind: Startup, What: tmux, Lines: startupLines})
	}
	for _, p := range editorSettings(e, cfg) {
		l.add(Item{Agent: "startup", Path: p, Kind: Startup, What: "an editor's settings (the environment of its terminals)", Keys: termEnvKeys, Syntax: SyntaxEnvJSON})
	}
	// Files the start-up files source (~/.bash_aliases, ~/.cargo/env):
	// followed only where files may be read, and bounded.
	if e.ReadFile != nil {
		seen := map[string]bool{}
		for _, f := range files {
			seen[f] = true
		}
		level := files
		for depth := 0; depth < sourceDepth && len(seen) < len(files)+maxSourced; depth++ {
			var next []string
			for _, f := range level {
				for _, s := range sourced(e, e.read(f)) {
					if !seen[s] && len(seen) < len(files)+maxSourced {
						seen[s] = true
						next = append(next, s)
						l.add(Item{Agent: "startup", Path: s, Kind: Startup, What: "a file a shell start-up file sources", Lines: startupLines})
					}
				}
			}
			level = next
		}
	}
	// Folders a shell reads every file of.
	const folder = "a folder of shell start-up files (every file in it runs in each new shell)"
	if cfg != "" {
		l.add(Item{Agent: "startup", Path: filepath.Join(cfg, "fish", "conf.d"), Kind: Dir, What: folder})
	}
	l.add(Item{Agent: "startup", Path: e.home(".bashrc.d"), Kind: Dir, What: folder})
	l.add(Item{Agent: "startup", Path: e.home(".zshrc.d"), Kind: Dir, What: folder})
	// systemd's user environment (environment.d(5)): every *.conf there
	// sets variables for the user's services and, through the user
	// manager, graphical sessions and their terminals. Watched as a
	// folder: a new file is as much a change as an edited one.
	if cfg != "" {
		l.add(Item{Agent: "startup", Path: filepath.Join(cfg, "environment.d"), Kind: Dir, What: "systemd's user environment folder (variables that move an agent's config)"})
	}
	// pam_env reads /etc/environment at every login, for every user: an
	// agent running as root could relocate a client's config there. One
	// stat per call; a user without root cannot write it anyway.
	l.add(Item{Agent: "startup", Path: "/etc/environment", Kind: Startup, What: "the system environment file (variables that move an agent's config)", Lines: startupLines})
	// An executable named like an agent's command in a folder on PATH
	// under the home folder (~/.local/bin, ~/bin) runs instead of the
	// real one: a wrapper that adds a flag switches hooks off. Only such
	// names count, and only their coming: pip or npm putting other
	// tools there, or the client updating itself, is ordinary.
	for _, d := range homePathDirs(e) {
		l.add(Item{Agent: "startup", Path: d, Kind: Shims, What: "a folder on PATH (an executable named like an agent's command, git or hooktool there runs instead of it)", Names: Commands})
	}
	return l
}

// termEnvKeys are VS Code's settings that set its terminals' environment.
var termEnvKeys = []string{"terminal.integrated.env.linux", "terminal.integrated.env.osx", "terminal.integrated.env.windows"}

// editorSettings are the settings files of VS Code and its forks for the
// user (Linux's and macOS's places) and the project's .vscode/settings.json.
func editorSettings(e Env, cfg string) []string {
	var out []string
	for _, app := range []string{"Code", "Code - Insiders", "VSCodium", "Cursor"} {
		if cfg != "" {
			out = append(out, filepath.Join(cfg, app, "User", "settings.json"))
		}
		if runtime.GOOS == "darwin" {
			out = append(out, e.home("Library", "Application Support", app, "User", "settings.json"))
		}
	}
	return append(out, e.project(".vscode", "settings.json"))
}

// homePathDirs are the folders on PATH inside the home folder, and
// ~/.local/bin and ~/bin, which login shells add when they exist.
func homePathDirs(e Env) []string {
	if !filepath.IsAbs(e.Home) {
		return nil
	}
	home := filepath.Clean(e.Home)
	out := []string{e.home(".local", "bin"), e.home("bin")}
	seen := map[string]bool{out[0]: true, out[1]: true}
	for _, d := range filepath.SplitList(e.Get("PATH")) {
		if !filepath.IsAbs(d) {
			continue
		}
		d = filepath.Clean(d)
		if strings.HasPrefix(d, home+string(filepath.Separator)) && !seen[d] && len(out) < 8 {
			seen[d] = true
			out = append(out, d)
		}
	}
	return out
}

// StartupLines select the lines of a start-up file that matter (those
// naming a variable that moves an agent's config), for an agent's list of
// the start-up files it reads itself.
func StartupLines() []string { return startupLines }

package wiring

import (
	"bufio"
	"bytes"
	"path/filepath"
	"runtime"
	"slices"
	"strconv"
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
	"COPILOT_HOME", "OPENCODE_", "HOOKTOOL_", "XDG_CONFIG_HOME", "XDG_STATE_HOME", "XDG_DATA_HOME", "XDG_CACHE_HOME",
	"GIT_", "DYLD_", "LD_", "GCONV_PATH", "GLIBC_TUNABLES",
}

// (LD_ is the whole family the dynamic loader reads, ld.so(8): not only
// LD_PRELOAD and LD_LIBRARY_PATH but LD_AUDIT, whose rtld-audit library
// is loaded into every dynamic program like a preload (red-team round
// 7, Y18); GCONV_PATH and GLIBC_TUNABLES are glibc's other channels
// into every program.)

// startupVars are the variables that count by their exact name.
// (sh's ENV counts only exported: only interactive shells read it, and
// ENV=production is an ordinary line of a project's .env.)
// BUN_OPTIONS is Bun's NODE_OPTIONS (--preload a module into every Bun
// program: OpenCode, and Claude Code's own binary; Y22).
//
// PROMPT_COMMAND runs before every prompt of bash, and zsh's hook arrays
// before every prompt or command line: a command there runs in every
// interactive shell from then on, without the user typing it (red-team
// round 9, R31).
var startupVars = []string{"PATH", "path", "BASH_ENV", "NODE_OPTIONS", "NODE_PATH", "ZDOTDIR", "HOME", "SHELL", "PYTHONSTARTUP", "BUN_OPTIONS",
	"GOMEMLIMIT", // malformed, the Go runtime stops hooktool at start with exit 2
	"PROMPT_COMMAND", "precmd_functions", "preexec_functions", "chpwd_functions", "zshexit_functions"}

// startupLines are kept for the substrings that count wherever they are:
// hooktool itself, and git's switches for hooks.
var startupLines = []string{"hooktool", "no-verify", "hookspath", "--rcfile", "--init-file", "node-options",
	// the typed line rewritten as it runs: bash's extdebug (a DEBUG trap
	// skips the command), readline's line buffer, fish's commandline
	// replaced (red-team round 8, Q25-Q27)
	"extdebug", "readline_line", "commandline -r", "commandline --replace"}

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
	if strings.HasPrefix(l, "DefaultLimit") && defaultLimitHooks(l) {
		return true
	}
	if namesAgentVar(l) {
		return true
	}
	words := shellWords(l)
	if WritesWiring(l, words) {
		return true
	}
	if miseSource(words) {
		return true
	}
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
		case "source-file", "include", "globinclude", "envinclude":
			return true // tmux's and kitty's: another file read as this one
		case "source_env", "source_env_if_exists", "source_up", "source_up_if_exists", "dotenv", "dotenv_if_exists", "PATH_add", "path_add":
			return true // direnv's stdlib: another file's variables, or PATH
		case "add-zsh-hook":
			return true // a function run before every prompt or command line
		case "SETUVAR":
			// fish's universal variables file: SETUVAR --export
			// NAME:VALUE is in every later fish's environment (round 12,
			// C18: XDG_STATE_HOME, its slashes written \x2f).
			for _, a := range words[i+1:] {
				if name, _, ok := strings.Cut(a, ":"); ok && !strings.HasPrefix(a, "-") && startupVar(name) {
					return true
				}
			}
		case "ulimit":
			if limitsHooks(words[i+1:]) {
				return true
			}
		case "trap":
			// bash's DEBUG trap runs before every command line, and with
			// extdebug its status skips the command: the typed line is
			// replaced as it runs (red-team round 8, Q25).
			for _, a := range words[i+1:] {
				if isSeparator(a) {
					break
				}
				if strings.EqualFold(strings.Trim(a, `"'`), "DEBUG") {
					return true
				}
			}
		case "zle", "bindkey", "bind":
			// A line editor's widget or key binding that rewrites the
			// line before it runs (red-team round 8, Q26, Q27): zsh's
			// zle -N/-A (a widget, accept-line's replacement), and a
			// binding of Enter or of a shell command (bindkey, bash's
			// bind -x, fish's bind); readline's `bind "set ..."`
			// variables and other keys are the user's.
			if lineEditor(w, words[i+1:]) {
				return true
			}
		case "alias":
			for _, a := range words[i+1:] {
				if isSeparator(a) {
					break
				}
				name, _, _ := strings.Cut(a, "=")
				if isCommand(name) || computed(name) {
					return true
				}
			}
		case "function":
			if i+1 < len(words) && (isCommand(words[i+1]) || computed(words[i+1])) {
				return true
			}
			// fish: a function run on an event (every prompt, every
			// command line, the shell's exit) runs unasked.
			for _, a := range words[i+1:] {
				if isSeparator(a) {
					break
				}
				if a == "--on-event" || a == "-e" || a == "--on-variable" || a == "-v" || strings.HasPrefix(a, "--on-event=") {
					return true
				}
			}
		case "abbr":
			if abbrBinds(words[i+1:]) {
				return true
			}
		case "enable":
			// bash's loadable builtins: -f loads a shared object into
			// every shell (a builtin it defines shadows any command, and
			// its code runs in the shell); a builtin named like a
			// client's command shadows it.
			for _, a := range words[i+1:] {
				if isSeparator(a) {
					break
				}
				if strings.HasPrefix(a, "-") && strings.Contains(a, "f") || isCommand(a) {
					return true
				}
			}
		case "export", "declare", "typeset", "readonly", "local", "setenv", "set", "env", "set-environment", "printf":
			// (set-environment and setenv are tmux's too: NAME value.
			// printf -v NAME sets a variable too.)
			named := false
			for k, a := range words[i+1:] {
				if isSeparator(a) {
					if !named && a == "(" && w == "set" {
						return true // fish: set -gx (a computed name) value
					}
					break
				}
				if a == "--" && w == "set" {
					break // sh's set -- ARGS: positional parameters, not names
				}
				if strings.HasPrefix(a, "-") {
					continue
				}
				named = true
				name, value, _ := strings.Cut(strings.TrimLeft(a, `"'`), "=")
				if w == "printf" {
					if k > 0 && words[i+k] == "-v" && (computed(name) && couldName(name) || startupVar(name)) {
						return true
					}
					break
				}
				if pathAppend(name, value) {
					continue
				}
				if startupVar(strings.TrimSuffix(name, "+")) || name == "ENV" {
					return true // ENV exported: what interactive sh runs first
				}
				if commandTable(name) || computed(name) && couldName(name) {
					return true
				}
				if w == "set" && k > 0 {
					break // fish's set NAME VALUE...: only the name counts
				}
			}
		default:
			if i+1 < len(words) && words[i+1] == "(" && isCommand(w) {
				return true // name() { ... }
			}
			if name, _, ok := strings.Cut(w, "="); ok && commandTable(name) {
				return true // BASH_ALIASES[claude]=..., functions[claude]=...
			}
			if name, value, ok := strings.Cut(w, "="); ok && startupVar(strings.TrimSuffix(name, "+")) && (!pathAppend(name, value) || i+1 < len(words) && words[i+1] == "(") {
				return true // VAR=value, as a dotenv file or a shell writes it
			}
			if configLine(w, words[i+1:]) {
				return true
			}
			if _, _, ok := strings.Cut(w, "="); ok {
				continue // a prefix assignment: the command follows
			}
		}
		cmdPos = false
	}
	return false
}

// lineEditor reports a zle, bindkey or bind line (args after the
// command) that can rewrite the command line as it is run.
func lineEditor(cmd string, args []string) bool {
	for _, a := range args {
		if isSeparator(a) {
			break
		}
		a = strings.Trim(a, `"'`)
		low := strings.ToLower(a)
		switch {
		case cmd == "zle" && (a == "-N" || a == "-A"):
			return true
		case cmd == "bind" && strings.HasPrefix(a, "-") && !strings.HasPrefix(a, "--") && strings.Contains(a, "x"):
			return true // bash: bind -x KEYSEQ:COMMAND
		}
		for _, k := range []string{`\r`, `\n`, `\cm`, `\cj`, `\c-m`, `\c-j`, "^m", "^j", "enter", "return", "accept-line", "execute"} {
			if strings.Contains(low, k) {
				return true
			}
		}
	}
	return false
}

// commandTables are the shells' arrays that define what a command name
// runs, by assignment rather than by a keyword (red-team round 7, Y38-
// Y40): bash's BASH_ALIASES (the aliases) and BASH_CMDS (the command
// hash table, hash -p's), and zsh/parameter's functions, aliases,
// galiases, saliases, commands (its hash table) and their dis_ forms.
var commandTables = []string{"BASH_ALIASES", "BASH_CMDS", "functions", "aliases", "galiases", "saliases", "commands",
	"dis_functions", "dis_aliases", "dis_galiases", "dis_saliases", "functions_source"}

// commandTable reports an assignment's name (NAME, NAME+, NAME[key]) that
// defines what a command runs: an element of a command table whose key
// is a client's command or computed, or the whole table
// (BASH_ALIASES=([claude]=...)). An element for another command (an
// alias for ll) does not count.
func commandTable(name string) bool {
	name = strings.TrimSuffix(strings.Trim(name, `"'`), "+")
	base, key, elem := strings.Cut(name, "[")
	if !slices.Contains(commandTables, base) {
		return false
	}
	if !elem {
		return true
	}
	key = strings.Trim(strings.TrimSuffix(key, "]"), `"'`)
	return isCommand(key) || computed(key)
}

// computed reports a name a shell computes when the line runs (a
// parameter, a command substitution, backquotes): it can be any name.
func computed(name string) bool { return strings.ContainsAny(name, "$`") }

// couldName reports whether a computed variable name could come out as
// a variable that counts (red-team round 7, Y42): its literal start
// (before the first expansion) begins one of the counted variables or
// prefixes, or is empty ("${p}_SIMPLE" can be anything).
// "MY_$(date +%s)" cannot.
func couldName(name string) bool {
	name = strings.Trim(name, `"'`)
	lit := name
	if i := strings.IndexAny(name, "$`"); i >= 0 {
		lit = name[:i]
	}
	lit = strings.ReplaceAll(lit, `\`, "")
	if lit == "" {
		return true
	}
	for _, v := range startupVars {
		if strings.HasPrefix(v, lit) {
			return true
		}
	}
	for _, v := range agentVars {
		if strings.HasPrefix(v, lit) || strings.HasSuffix(v, "_") && strings.HasPrefix(lit, v) {
			return true
		}
	}
	for _, v := range startupVarPrefixes {
		if strings.HasPrefix(v, lit) || strings.HasPrefix(lit, v) {
			return true
		}
	}
	return false
}

// abbrBinds reports fish's abbr arguments that make typing a client's
// command expand to something else (red-team round 7, Y41): an
// abbreviation named like one, one limited to a client's command line
// (--command claude: it rewrites that command's arguments), or one whose
// name is a regular expression or computed (it can match a client's
// command). Listing or erasing abbreviations does not count.
func abbrBinds(args []string) bool {
	for k := 0; k < len(args); k++ {
		a := args[k]
		if isSeparator(a) {
			return false
		}
		switch a {
		case "-e", "--erase", "-l", "--list", "-s", "--show", "-q", "--query", "-h", "--help":
			return false
		case "-r", "--regex":
			return true
		case "-c", "--command":
			if k+1 < len(args) && (isCommand(args[k+1]) || computed(args[k+1])) {
				return true
			}
			k++
			continue
		case "-p", "--position", "-f", "--function":
			k++ // their value
			continue
		}
		if strings.HasPrefix(a, "--regex=") {
			return true
		}
		if strings.HasPrefix(a, "--command=") {
			if v := strings.TrimPrefix(a, "--command="); isCommand(v) || computed(v) {
				return true
			}
			continue
		}
		if strings.HasPrefix(a, "-") {
			continue
		}
		// The first other word is the abbreviation's name.
		name, _, _ := strings.Cut(a, "=") // abbr's old NAME=EXPANSION form
		return isCommand(name) || computed(name)
	}
	return false
}

// limitsHooks reports ulimit's arguments that leave a later session's
// hooks unable to work (red-team round 6, V29): a file size limit (-f,
// the default resource; 0 lets no hook write its state or a restore), or
// a limit on open files, processes, memory or CPU time too low for a
// hook to run. Raising one (unlimited, -n 65536) and core dumps (-c) do
// not count.
func limitsHooks(args []string) bool {
	res := byte('f')
	for _, a := range args {
		if isSeparator(a) {
			break
		}
		if strings.HasPrefix(a, "-") {
			if f := strings.TrimLeft(a, "-HS"); f != "" {
				res = f[len(f)-1]
			}
			continue
		}
		if a == "unlimited" || a == "hard" || a == "soft" {
			return false
		}
		n, err := strconv.ParseInt(a, 10, 64)
		if err != nil {
			return true // a value computed at run time: anything
		}
		switch res {
		case 'f', 'v', 'm', 'd':
			return true // any bound on size: a restore of a large file fails
		case 'n', 'u':
			return n < 1024
		case 't':
			return n < 3600
		}
		return false
	}
	return false
}

// defaultLimitHooks reports a systemd user.conf DefaultLimit*= line that
// bounds every user service's (and the graphical session's) file size,
// open files, processes or memory so low that hooks fail (V30).
func defaultLimitHooks(l string) bool {
	name, value, ok := strings.Cut(l, "=")
	if !ok {
		return false
	}
	value = strings.TrimSpace(value)
	if value == "infinity" {
		return false
	}
	soft, _, _ := strings.Cut(value, ":")
	n, err := strconv.ParseInt(strings.TrimSpace(soft), 10, 64)
	switch strings.TrimSpace(name) {
	case "DefaultLimitFSIZE", "DefaultLimitAS", "DefaultLimitDATA":
		return true
	case "DefaultLimitNOFILE", "DefaultLimitNPROC":
		return err != nil || n < 1024
	}
	return false
}

// namesAgentVar reports a line that names one of the agents' own
// variables (AgentVar) as a word, whatever the syntax around it: each
// program that hands an environment on spells it its own way (screen's
// setenv, zellij's env block, Konsole's Environment=A=1,B=2, Hyprland's
// env = NAME,value, nushell's $env.NAME, mise's [env] NAME = value, a
// terminal's custom command `env NAME=1 bash`), and a line naming
// CLAUDE_CODE_SIMPLE or CODEX_HOME there sets it for what that program
// starts. Their other lines (a theme, a font, a key binding) do not count.
func namesAgentVar(l string) bool {
	for i := 0; i < len(l); {
		c := l[i]
		if !(c >= 'A' && c <= 'Z' || c == '_') {
			i++
			continue
		}
		j := i
		for j < len(l) && (l[j] >= 'A' && l[j] <= 'Z' || l[j] >= '0' && l[j] <= '9' || l[j] == '_') {
			j++
		}
		word := l[i:j]
		before := i == 0 || !isIdent(l[i-1])
		after := j == len(l) || !isIdent(l[j])
		if before && after && strings.Contains(word, "_") && (AgentVar(word) || ownVar(word)) {
			return true
		}
		i = j
		for i < len(l) && isIdent(l[i]) {
			i++
		}
	}
	return false
}

// ownVar reports a variable of hooktool's or one that moves an agent's
// config, whichever agents are registered (startupVarPrefixes' first
// part).
func ownVar(name string) bool {
	for _, p := range []string{"CLAUDE_CONFIG_DIR", "CODEX_HOME", "GEMINI_CLI_", "PI_CODING_AGENT_DIR", "OPENCLAW_", "OUTFITTER_", "COPILOT_HOME", "OPENCODE_", "HOOKTOOL_"} {
		if strings.HasPrefix(name, p) {
			return true
		}
	}
	return false
}

func isIdent(c byte) bool {
	return c >= 'A' && c <= 'Z' || c >= 'a' && c <= 'z' || c >= '0' && c <= '9' || c == '_'
}

// pathAppend reports an assignment that only appends to PATH
// (PATH="$PATH:DIR", PATH+=:DIR): a folder searched after every folder
// already on it cannot change which agent, git or hooktool runs, so the
// line is ordinary work (installing a tool), as the guard judges it.
// A value that runs a command ($(...), backquotes) still counts.
func pathAppend(name, value string) bool {
	if name != "PATH" && name != "PATH+" {
		return false
	}
	v := strings.Trim(value, `"`)
	if strings.Contains(v, "$(") || strings.ContainsAny(v, "`'") || strings.HasSuffix(v, "$") {
		return false
	}
	if name == "PATH+" {
		return strings.HasPrefix(v, ":")
	}
	for _, head := range []string{"$PATH:", "${PATH}:"} {
		if strings.HasPrefix(v, head) {
			return true
		}
	}
	return false
}

// systemdEnvKeys are the systemd settings whose value is a list of
// VAR=value assignments (systemd.exec(5), systemd-system.conf(5)).
var systemdEnvKeys = []string{"DefaultEnvironment", "ManagerEnvironment", "Environment"}

// configLine reports whether a line that starts with w (and goes on with
// rest) sets a counted variable in the syntax of a config file that is
// not a shell's: an INI, TOML or Lua table entry (`VAR = "1"`, alacritty's
// [env], foot's [environment], wezterm's set_environment_variables, with
// Lua's ["VAR"] too), YAML (`VAR: 1`), pam_env (`VAR DEFAULT=value`),
// systemd's DefaultEnvironment=VAR=value lists, or a line that pulls in
// another file (foot's include=, alacritty's import).
func configLine(w string, rest []string) bool {
	next := ""
	if len(rest) > 0 {
		next = rest[0]
	}
	name := strings.Trim(w, `"'[]`)
	if name == "include" || name == "import" {
		return next == "=" || strings.HasPrefix(w, name+"=")
	}
	if strings.HasPrefix(w, "include=") {
		return true
	}
	if strings.HasSuffix(name, ":") && startupVar(strings.Trim(strings.TrimSuffix(name, ":"), `"'`)) {
		return true // YAML
	}
	if startupVar(name) && (next == "=" || strings.HasPrefix(next, "DEFAULT=") || strings.HasPrefix(next, "OVERRIDE=")) {
		return true
	}
	key, val, ok := strings.Cut(w, "=")
	if !ok {
		return false
	}
	for _, k := range systemdEnvKeys {
		if key != k {
			continue
		}
		for _, a := range append([]string{val}, rest...) {
			v, _, _ := strings.Cut(strings.Trim(a, `"'`), "=")
			if startupVar(v) {
				return true
			}
		}
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

// sourced lists the files a start-up file in folder dir pulls in with
// `.` or `source` (tmux's source-file, kitty's include), expanding ~,
// $HOME and ${HOME}; a path built from another variable or a glob is left
// out (its folder may be watched as a folder).
func sourced(e Env, dir string, b []byte) []string {
	var out []string
	sc := bufio.NewScanner(bytes.NewReader(b))
	sc.Buffer(make([]byte, 0, 4096), 64<<10)
	for sc.Scan() {
		if p := configImport(e, dir, sc.Text()); len(p) > 0 {
			out = append(out, p...)
			continue
		}
		words := shellWords(strings.TrimSpace(sc.Text()))
		if miseSource(words) {
			// mise's _.source and _.file (R23): the file whose
			// environment mise gives every shell in the project; a
			// relative path is the config file's folder's.
			for _, a := range words[1:] {
				a = strings.Trim(a, `"',`)
				if a == "" || a == "=" || a == "{" || a == "source" || a == "file" || isSeparator(a) {
					continue
				}
				if !strings.HasPrefix(a, "~") && !strings.HasPrefix(a, "$") && !filepath.IsAbs(a) && dir != "" {
					a = filepath.Join(dir, a)
				}
				if p := expandHome(e, a); p != "" {
					out = append(out, p)
				}
				break
			}
			continue
		}
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
				next := i + 1
				if next+1 < len(words) && words[next] == "=" {
					next++ // Hyprland's `source = FILE` (V08)
				}
				if next < len(words) {
					if p := expandHome(e, words[next]); p != "" {
						out = append(out, p)
					}
				}
			case "source_env", "source_env_if_exists", "dotenv", "dotenv_if_exists":
				// direnv's stdlib in an .envrc (V19): a relative path is
				// the .envrc's folder's.
				if i+1 < len(words) && !isSeparator(words[i+1]) {
					a := strings.Trim(words[i+1], `"'`)
					if !strings.HasPrefix(a, "~") && !strings.HasPrefix(a, "$") && !filepath.IsAbs(a) && dir != "" {
						a = filepath.Join(dir, a)
					}
					if p := expandHome(e, a); p != "" {
						out = append(out, p)
					}
				}
			case "config-file":
				// Ghostty's include (round 12, C21): "config-file =
				// ?local", the "?" making it optional; a relative path
				// is the including file's folder's.
				next := i + 1
				if next < len(words) && words[next] == "=" {
					next++
				}
				if next < len(words) {
					a := strings.TrimPrefix(strings.Trim(words[next], `"'`), "?")
					if !strings.HasPrefix(a, "~") && !strings.HasPrefix(a, "$") && !filepath.IsAbs(a) && dir != "" {
						a = filepath.Join(dir, a)
					}
					if p := expandHome(e, a); p != "" {
						out = append(out, p)
					}
				}
			case "source-file", "include":
				// tmux's source-file (its flags first) and kitty's
				// include: a relative path is the including file's
				// folder's.
				for _, a := range words[i+1:] {
					if strings.HasPrefix(a, "-") {
						continue
					}
					if isSeparator(a) {
						break
					}
					a = strings.Trim(a, `"'`)
					if !strings.HasPrefix(a, "~") && !strings.HasPrefix(a, "$") && !filepath.IsAbs(a) && dir != "" {
						a = filepath.Join(dir, a)
					}
					if p := expandHome(e, a); p != "" {
						out = append(out, p)
					}
					break
				}
			}
			cmdPos = false
		}
	}
	return out
}

// pluginLists are antidote's plugin lists (round 12, C24): every line
// names a plugin whose files run in every zsh, so any plugin line counts;
// a line naming a local folder also makes that folder's *.zsh files
// count one by one, as a sourced file's lines do.
func pluginLists(e Env) []Item {
	var l []Item
	lists := []string{e.home(".zsh_plugins.txt")}
	if z := e.dirVar("ZDOTDIR"); z != "" && z != e.home() {
		lists = append(lists, filepath.Join(z, ".zsh_plugins.txt"))
	}
	const what = "antidote's plugin list (each plugin's files run in every zsh)"
	for _, p := range lists {
		if !filepath.IsAbs(p) {
			continue
		}
		l = append(l, Item{Agent: "startup", Path: p, Kind: Startup, What: what, Lines: []string{"/", "~", "$"}})
		if e.ReadFile == nil {
			continue
		}
		n := 0
		for line := range strings.Lines(string(e.read(p))) {
			f := strings.Fields(line)
			if len(f) == 0 || strings.HasPrefix(f[0], "#") {
				continue
			}
			dir := f[0]
			if !strings.HasPrefix(dir, "~") && !strings.HasPrefix(dir, "$") && !filepath.IsAbs(dir) {
				continue // owner/repo: fetched into antidote's cache, whose files are antidote's
			}
			if d := expandHome(e, dir); d != "" && n < maxGlobDirs {
				n++
				l = append(l, Item{Agent: "startup", Path: d, Kind: StartupDir, What: "a local zsh plugin antidote loads (its files run in every zsh)",
					Names: []string{"*.zsh", "*.plugin.zsh"}, Lines: startupLines})
			}
		}
	}
	return l
}

// configImport reads the lines by which an editor's config pulls in
// another file that runs as part of it (round 12, C22 and C23): Emacs's
// (load "local.el") and (load-file ...), relative to the loading file's
// folder (user-emacs-directory for init.el), with or without ".el"; and
// a Lua require("mod") in Neovim's config, found under the config's
// lua/ folder as mod.lua or mod/init.lua (dots are folders). Other
// lines give nil.
func configImport(e Env, dir, line string) []string {
	l := strings.TrimSpace(line)
	if strings.HasPrefix(l, ";") || strings.HasPrefix(l, "--") {
		return nil // a comment in Lisp or Lua
	}
	var out []string
	if strings.Contains(l, "(load") {
		if name, ok := firstQuoted(l[strings.Index(l, "(load"):]); ok && name != "" {
			if !strings.HasPrefix(name, "~") && !filepath.IsAbs(name) && dir != "" {
				name = filepath.Join(dir, name)
			}
			if p := expandHome(e, name); p != "" {
				out = append(out, p)
				if filepath.Ext(p) == "" {
					out = append(out, p+".el")
				}
			}
		}
		return out
	}
	root := nvimRoot(dir)
	if root == "" {
		return nil
	}
	for rest := l; ; {
		i := strings.Index(rest, "require")
		if i < 0 {
			break
		}
		rest = rest[i+len("require"):]
		mod, ok := firstQuoted(rest)
		if !ok || mod == "" || strings.ContainsAny(mod, "/\\ ") || strings.Contains(mod, "..") {
			continue
		}
		m := filepath.Join(append([]string{root, "lua"}, strings.Split(mod, ".")...)...)
		out = append(out, m+".lua", filepath.Join(m, "init.lua"))
		if len(out) >= 8 {
			break
		}
	}
	return out
}

// firstQuoted returns the first string in double or single quotes in s.
func firstQuoted(s string) (string, bool) {
	i := strings.IndexAny(s, `"'`)
	if i < 0 {
		return "", false
	}
	j := strings.IndexByte(s[i+1:], s[i])
	if j < 0 {
		return "", false
	}
	return s[i+1 : i+1+j], true
}

// nvimRoot is the Neovim config folder that holds dir (the folder named
// nvim at or above it, at most three levels up), or "".
func nvimRoot(dir string) string {
	for i := 0; i < 4 && dir != "" && dir != "/" && dir != "."; i++ {
		if filepath.Base(dir) == "nvim" {
			return dir
		}
		dir = filepath.Dir(dir)
	}
	return ""
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
// A dotfiles repository's layout (.bashrc sourcing main.sh sourcing
// lib.sh sourcing local.sh; thirty part files) was past 24 and 2
// (red-team round 11, B15 and B16); the list is built only when the
// snapshot does not vouch for a call, so reading more costs the rare
// full check, not every hook.
const (
	maxSourced  = 64
	sourceDepth = 4
)

// StartupFolders is the part of Startups a path alone decides, with no
// file read: the folders a shell reads every file of (fish's conf.d,
// ~/.bashrc.d, ~/.zshrc.d), whose removal or replacement is a change to
// every shell. The rest of Startups counts by the lines and entries its
// files hold, which only the tripwire reads; so the guard, which looks a
// written path up on every deletion or move (PathLists), builds these
// three instead of the hundred.
func StartupFolders(e Env) []Item {
	const folder = "a folder of shell start-up files (every file in it runs in each new shell)"
	cfg := e.home(".config")
	if x := e.dirVar("XDG_CONFIG_HOME"); x != "" {
		cfg = x
	}
	var l list
	if cfg != "" {
		l.add(Item{Agent: "startup", Path: filepath.Join(cfg, "fish", "conf.d"), Kind: Dir, What: folder})
	}
	l.add(Item{Agent: "startup", Path: e.home(".bashrc.d"), Kind: Dir, What: folder})
	l.add(Item{Agent: "startup", Path: e.home(".zshrc.d"), Kind: Dir, What: folder})
	return l
}

// Startups are the shell start-up files of the user's shells (bash, zsh,
// sh, fish), the folders those shells read whole, the files they source
// (with Env.ReadFile, two levels deep); the other places a later login,
// terminal or shell takes its environment from (pam_env, systemd's user
// manager, terminal emulators, tmux, editors, direnv, /etc/environment);
// and, for each folder on PATH under the home folder, the executables
// named like an agent's command, git, hooktool or a shell hooks run in.
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
	// Other shells' start-up files (tcsh, csh, nushell), the files a
	// graphical session's environment is read from (Debian's Xsession
	// sources ~/.xsessionrc, display managers ~/.xprofile, uwsm its env
	// files), and the configs of programs that start the user's shells
	// with an environment of their own (screen, zellij, Hyprland, Ghostty,
	// Terminator) or give one to every shell (mise's [env]): each read by
	// its lines, a line counting by meaning (StartupLine: an agent's
	// variable named, whatever the program's syntax).
	files = append(files, e.home(".tcshrc"), e.home(".cshrc"), e.home(".login"), e.home(".xsessionrc"), e.home(".xprofile"), e.home(".xinitrc"), e.home(".screenrc"))
	// Round 9 (R25, R30): the files run when a login shell exits (bash's
	// and zsh's logout files, csh's .logout), and the start-up files of
	// xonsh, elvish and ion, read line by line like the others (an
	// agent's variable named, a line that writes a wiring file).
	files = append(files, e.home(".bash_logout"), e.home(".zlogout"), e.home(".logout"), e.home(".xonshrc"), e.home(".elvish", "rc.elv"))
	// Round 12 (C15, C17): bash-completion sources ~/.bash_completion in
	// every interactive bash; Openbox's session sources its environment
	// file at login.
	files = append(files, e.home(".bash_completion"))
	if cfg != "" {
		files = append(files, filepath.Join(cfg, "openbox", "environment"), filepath.Join(cfg, "openbox", "autostart"), filepath.Join(cfg, "bash_completion"))
	}
	// asdf sources a plugin's bin/exec-env before every shim of the
	// plugin runs (round 12, C16): a node plugin's, before claude's.
	if e.ReadDir != nil {
		plugins, _ := e.ReadDir(e.home(".asdf", "plugins"))
		for i, p := range plugins {
			if i >= 32 {
				break
			}
			files = append(files, e.home(".asdf", "plugins", p, "bin", "exec-env"))
		}
	}
	if z := e.dirVar("ZDOTDIR"); z != "" {
		files = append(files, filepath.Join(z, ".zlogout"), filepath.Join(z, ".zcompdump"))
	}
	// Round 13: compinit sources ~/.zcompdump whole in every interactive
	// zsh (D09; compinit rewrites it, with no agent's variable in it);
	// SDKMAN's init sources its etc/config (D17); LXQt's and Xfce's
	// session environment and start script (D21, D22); Emacs's
	// early-init in its XDG place (D27); Vim's vimrc in its other places
	// (D28, :let $VAR); Hyper's and Rio's terminal configs (D30, D31).
	files = append(files, e.home(".zcompdump"), e.home(".sdkman", "etc", "config"), e.home(".vim", "vimrc"), e.home(".vimrc"), e.home(".hyper.js"))
	if cfg != "" {
		files = append(files, filepath.Join(cfg, "lxqt", "session.conf"), filepath.Join(cfg, "xfce4", "xinitrc"), filepath.Join(cfg, "emacs", "early-init.el"),
			filepath.Join(cfg, "vim", "vimrc"), filepath.Join(cfg, "rio", "config.toml"))
	}
	if cfg != "" {
		files = append(files, filepath.Join(cfg, "xonsh", "rc.xsh"), filepath.Join(cfg, "elvish", "rc.elv"), filepath.Join(cfg, "ion", "initrc"))
	}
	// Round 14: Doom Emacs's private config (F31), sheldon's plugin list
	// whose inline plugins .zshrc evals (F33), Tabby's profiles and their
	// environment (F29).
	files = append(files, e.home(".doom.d", "config.el"), e.home(".doom.d", "init.el"))
	if cfg != "" {
		files = append(files, filepath.Join(cfg, "doom", "config.el"), filepath.Join(cfg, "doom", "init.el"),
			filepath.Join(cfg, "sheldon", "plugins.toml"), filepath.Join(cfg, "tabby", "config.yaml"))
	}
	// Round 6 (V03, V09, V12, V13): Debian's Xsession runs ~/.xsession as
	// the session itself; sshd with PermitUserEnvironment reads
	// ~/.ssh/environment for an agent run over ssh; Emacs and Neovim set
	// the environment of the agent their terminals start (claude-code.el,
	// claudecode.nvim), each by a line that names the variable.
	files = append(files, e.home(".xsession"), e.home(".ssh", "environment"), e.home(".emacs"), e.home(".emacs.d", "init.el"), e.home(".emacs.d", "early-init.el"))
	// npm's config: node-options is NODE_OPTIONS for every node npm and
	// npx start (V22), the user's and the project's .npmrc; and a
	// project's mise files, whose [env] mise gives every shell in the
	// project once the user trusts it (V20).
	files = append(files, e.home(".npmrc"), e.project(".npmrc"))
	for _, f := range [][]string{{"mise.toml"}, {".mise.toml"}, {"mise.local.toml"}, {".mise.local.toml"}, {".config", "mise.toml"}, {".config", "mise", "config.toml"}, {"mise", "config.toml"}} {
		files = append(files, e.project(f...))
	}
	if cfg != "" {
		// labwc's and niri's session environment (V04, V05), Emacs and
		// Neovim in their XDG places.
		// fish's universal variables (V15): a SETUVAR --export line is
		// exported by every fish; fish rewrites the file itself, and only
		// a line naming an agent's variable counts.
		for _, f := range [][]string{{"labwc", "environment"}, {"niri", "config.kdl"}, {"sway", "config"}, {"emacs", "init.el"}, {"nvim", "init.lua"}, {"nvim", "init.vim"}, {"fish", "fish_variables"}} {
			files = append(files, filepath.Join(append([]string{cfg}, f...)...))
		}
	}
	if cfg != "" {
		for _, f := range [][]string{{"nushell", "env.nu"}, {"nushell", "config.nu"}, {"uwsm", "env"}, {"uwsm", "env-hyprland"},
			{"hypr", "hyprland.conf"}, {"zellij", "config.kdl"}, {"ghostty", "config"}, {"terminator", "config"}, {"mise", "config.toml"}, {"mise", "config.local.toml"}} {
			files = append(files, filepath.Join(append([]string{cfg}, f...)...))
		}
	}
	for _, f := range files {
		l.add(Item{Agent: "startup", Path: f, Kind: Startup, What: what, Lines: startupLines})
	}
	// Where a terminal's environment is set outside the shell: tmux's
	// set-environment gives a variable to every shell tmux starts, a
	// terminal emulator's env setting to every shell it starts, VS
	// Code's terminal.integrated.env.* to every terminal it opens (the
	// user's settings, and a trusted workspace's own). Their includes
	// (tmux's source-file, kitty's include) are followed like a shell's
	// source.
	const tmux = "tmux's config (set-environment gives a variable to every shell tmux starts)"
	// The .envrc files are followed too: the files one sources with
	// direnv's source_env_if_exists or dotenv run in the same shell.
	follow := append(append([]string(nil), files...), envrcFiles(e)...)
	confs := []string{e.home(".tmux.conf")}
	if cfg != "" {
		confs = append(confs, filepath.Join(cfg, "tmux", "tmux.conf"))
	}
	for _, p := range confs {
		l.add(Item{Agent: "startup", Path: p, Kind: Startup, What: tmux, Lines: startupLines})
	}
	const term = "a terminal emulator's config (the environment of every shell it starts)"
	for _, p := range terminalConfigs(e, cfg) {
		l.add(Item{Agent: "startup", Path: p, Kind: Startup, What: term, Lines: startupLines})
	}
	for _, p := range append(confs, terminalConfigs(e, cfg)...) {
		if filepath.IsAbs(p) {
			follow = append(follow, p)
		}
	}
	for _, p := range editorSettings(e, cfg) {
		l.add(Item{Agent: "startup", Path: p, Kind: Startup, What: "an editor's settings (the environment of its terminals)", Keys: termEnvKeys, Syntax: SyntaxEnvJSON})
	}
	// VS Code's profiles each have their own settings, applied to the
	// terminals of a window that uses the profile (red-team round 8, Q16).
	for _, app := range []string{"Code", "Code - Insiders", "VSCodium", "Cursor"} {
		if cfg != "" {
			l.add(Item{Agent: "startup", Path: filepath.Join(cfg, app, "User", "profiles"), Kind: StartupDir, What: "VS Code's profile settings (the environment of a profile's terminals)",
				Names: []string{"*/settings.json"}, Keys: termEnvKeys, Syntax: SyntaxEnvJSON})
		}
	}
	// The project's dev environment files set the environment of every
	// process in it (red-team round 8, Q17-Q19, Q41): a dev container's
	// remoteEnv and containerEnv, a Nix shell's shellHook (direnv's `use
	// flake`, `use nix`), devbox's env and init hook. Only the variables
	// and lines that count: a package added is the user's.
	if e.project() != "" {
		for _, p := range []string{e.project(".devcontainer", "devcontainer.json"), e.project(".devcontainer.json"), e.project("devbox.json")} {
			l.add(Item{Agent: "startup", Path: p, Kind: Startup, What: "a dev environment's settings (the environment of every process in it)", Keys: []string{"remoteEnv", "containerEnv", "env"}, Syntax: SyntaxEnvJSON})
		}
		for _, p := range []string{e.project("flake.nix"), e.project("shell.nix"), e.project("devenv.nix")} {
			l.add(Item{Agent: "startup", Path: p, Kind: Startup, What: "a Nix dev shell (its shellHook runs in the shell direnv or nix develop opens)", Lines: startupLines})
		}
	}
	// A VS Code workspace file (*.code-workspace) carries the same
	// settings under "settings"; VS Code applies them in every terminal
	// of that workspace once it is trusted. Any name counts, so the
	// project's folder is watched for them, by their settings alone.
	if p := e.project(); p != "" {
		l.add(Item{Agent: "startup", Path: p, Kind: StartupDir, What: "a VS Code workspace file in the project (the environment of its terminals)",
			Names: []string{"*.code-workspace"}, Keys: termEnvKeys, Syntax: SyntaxWorkspaceJSON})
	}
	// Files the start-up files source (~/.bash_aliases, ~/.cargo/env):
	// followed only where files may be read, and bounded; and the folders
	// they source by a glob (sourcedGlobs), listed last below.
	globs := map[string][]string{} // a folder a loop sources -> its globs
	var dirs []string
	if e.ReadFile != nil {
		seen := map[string]bool{}
		for _, f := range follow {
			seen[f] = true
		}
		level := follow
		for depth := 0; depth < sourceDepth && len(seen) < len(follow)+maxSourced; depth++ {
			var next []string
			for _, f := range level {
				b := e.read(f)
				for _, g := range sourcedGlobs(e, b) {
					d, pat := filepath.Dir(g), filepath.Base(g)
					if _, ok := globs[d]; !ok {
						if len(dirs) == maxGlobDirs {
							continue
						}
						dirs = append(dirs, d)
					}
					if !slices.Contains(globs[d], pat) {
						globs[d] = append(globs[d], pat)
					}
				}
				for _, s := range sourced(e, filepath.Dir(f), b) {
					if !seen[s] && len(seen) < len(follow)+maxSourced {
						seen[s] = true
						next = append(next, s)
						l.add(Item{Agent: "startup", Path: s, Kind: Startup, What: "a file a shell start-up file sources", Lines: startupLines})
					}
				}
			}
			level = next
		}
	}
	l = append(l, pluginLists(e)...)
	// Folders a shell reads every file of (StartupFolders), then the
	// other folders whose files count one by one.
	l = append(l, StartupFolders(e)...)
	if cfg != "" {
		// fish autoloads functions/NAME.fish the first time NAME runs:
		// claude.fish there wraps claude like an alias. Only files named
		// like an agent's command count, and only their coming.
		var fns []string
		for _, c := range Commands {
			fns = append(fns, c+".fish")
		}
		// and the functions fish runs by itself at every prompt: their
		// file's other lines run then too.
		fns = append(fns, "fish_prompt.fish", "fish_right_prompt.fish", "fish_greeting.fish", "fish_title.fish", "fish_mode_prompt.fish",
			// the key bindings fish sets up by itself at start: a bind of
			// Enter there rewrites the typed line (red-team round 8, Q43)
			"fish_user_key_bindings.fish", "fish_default_key_bindings.fish", "fish_vi_key_bindings.fish", "fish_command_not_found.fish")
		l.add(Item{Agent: "startup", Path: filepath.Join(cfg, "fish", "functions"), Kind: Shims, What: "fish's functions folder (NAME.fish there wraps the command NAME)", Names: fns})
	}
	// Folders whose files are read one by one by something that runs at
	// a login or in each shell (Plasma's env scripts, mise's conf.d,
	// oh-my-zsh's custom folder, the completions bash and fish load on
	// the first TAB, Konsole's profiles): a new or changed file counts
	// when it has a line that counts (an agent's variable, a function
	// named like an agent's command), and only it is moved away.
	each := func(dir string, names []string, what string) {
		if filepath.IsAbs(dir) {
			l.add(Item{Agent: "startup", Path: dir, Kind: StartupDir, What: what, Names: names, Lines: startupLines})
		}
	}
	if cfg != "" {
		each(filepath.Join(cfg, "plasma-workspace", "env"), []string{"*.sh"}, "Plasma's login environment scripts (each sourced at login)")
		each(filepath.Join(cfg, "mise", "conf.d"), []string{"*.toml"}, "mise's conf.d (its [env] is every shell's)")
		each(filepath.Join(cfg, "fish", "completions"), []string{"*.fish"}, "fish's completions (each sourced at the first TAB)")
		// PowerShell's profiles (red-team round 9, R24): every
		// *profile.ps1 there (all hosts', the console's, VS Code's) runs
		// in each pwsh; and xonsh's rc.d.
		each(filepath.Join(cfg, "powershell"), []string{"*profile.ps1", "*Profile.ps1"}, "PowerShell's profiles (each run in every pwsh)")
		each(filepath.Join(cfg, "xonsh", "rc.d"), []string{"*.xsh", "*.py"}, "xonsh's rc.d (each run in every xonsh)")
		// A JetBrains IDE's terminal settings (R26): options/terminal.xml
		// of each IDE's config folder gives its terminals an
		// environment; Android Studio's under Google/ the same.
		each(filepath.Join(cfg, "JetBrains"), []string{"*/options/terminal.xml"}, "a JetBrains IDE's terminal settings (the environment of its terminals)")
		each(filepath.Join(cfg, "Google"), []string{"*/options/terminal.xml"}, "Android Studio's terminal settings (the environment of its terminals)")
	}
	if runtime.GOOS == "darwin" {
		each(e.home("Library", "Application Support", "JetBrains"), []string{"*/options/terminal.xml"}, "a JetBrains IDE's terminal settings (the environment of its terminals)")
	}
	zc := e.home(".oh-my-zsh", "custom")
	if z := e.dirVar("ZSH_CUSTOM"); z != "" {
		zc = z
	}
	each(zc, []string{"*.zsh"}, "oh-my-zsh's custom folder (every *.zsh sourced in each zsh)")
	data := e.home(".local", "share")
	if x := e.dirVar("XDG_DATA_HOME"); x != "" {
		data = x
	}
	// Round 13: fish's vendor snippets in the data home (D10), conda's
	// activation scripts (D16, base's and each env's), tpm's plugins'
	// *.tmux scripts (D33), Plasma's logout scripts (D24).
	if data != "" {
		each(filepath.Join(data, "fish", "vendor_conf.d"), []string{"*.fish"}, "fish's vendor_conf.d in the data home (each sourced in every fish)")
	}
	for _, c := range []string{"miniconda3", "anaconda3", "miniforge3", "mambaforge", ".conda"} {
		each(e.home(c, "etc", "conda", "activate.d"), []string{"*.sh", "*.fish", "*.csh"}, "conda's activation scripts (each sourced at every activation)")
		each(e.home(c, "envs"), []string{"*/etc/conda/activate.d/*.sh"}, "a conda env's activation scripts (each sourced at its activation)")
	}
	each(e.home(".tmux", "plugins"), []string{"*/*.tmux"}, "a tmux plugin's script (tpm runs each at the server's start)")
	// Round 14: the version managers' hooks, sourced at every run of a
	// shim such as claude's (F26), and Neovim's plugin folders, sourced at
	// every start (F32).
	for _, m := range []string{".nodenv", ".rbenv", ".pyenv", ".goenv"} {
		each(e.home(m, strings.TrimPrefix(m, ".")+".d"), []string{"*/*.bash"}, "a version manager's hook (sourced at every run of a shim)")
	}
	if cfg != "" {
		each(filepath.Join(cfg, "nvim", "plugin"), []string{"*.lua", "*.vim"}, "Neovim's plugin folder (each sourced at every start)")
		each(filepath.Join(cfg, "nvim", "after", "plugin"), []string{"*.lua", "*.vim"}, "Neovim's plugin folder (each sourced at every start)")
	}
	if cfg != "" {
		each(filepath.Join(cfg, "plasma-workspace", "shutdown"), []string{"*"}, "Plasma's logout scripts (each run at every logout)")
		each(filepath.Join(cfg, "tmux", "plugins"), []string{"*/*.tmux"}, "a tmux plugin's script (tpm runs each at the server's start)")
	}
	if data != "" {
		each(filepath.Join(data, "bash-completion", "completions"), nil, "bash-completion's user completions (each sourced at the first TAB)")
		each(filepath.Join(data, "konsole"), []string{"*.profile"}, "Konsole's profiles (the environment of the shells it starts)")
	}
	// The environment of the next login, outside the shell: pam_env reads
	// ~/.pam_environment (where PAM allows it; `VAR DEFAULT=value`) and
	// /etc/environment (for every user: an agent running as root could
	// relocate a client's config there; one stat); systemd's user manager
	// gives its environment.d(5) files' variables and user.conf's
	// DefaultEnvironment= to the user's services and, through them,
	// graphical sessions and their terminals. The folders are read file
	// by file like the files: a new .conf counts only when it sets a
	// counted variable.
	const login = "a login environment file (variables that move an agent's config)"
	l.add(Item{Agent: "startup", Path: e.home(".pam_environment"), Kind: Startup, What: login, Lines: startupLines})
	l.add(Item{Agent: "startup", Path: "/etc/environment", Kind: Startup, What: "the system environment file (variables that move an agent's config)", Lines: startupLines})
	if cfg != "" {
		conf := []string{"*.conf"}
		l.add(Item{Agent: "startup", Path: filepath.Join(cfg, "environment.d"), Kind: StartupDir, What: "systemd's user environment folder (variables that move an agent's config)", Names: conf, Lines: startupLines})
		l.add(Item{Agent: "startup", Path: filepath.Join(cfg, "systemd", "user.conf"), Kind: Startup, What: login, Lines: startupLines})
		l.add(Item{Agent: "startup", Path: filepath.Join(cfg, "systemd", "user.conf.d"), Kind: StartupDir, What: "systemd's user manager drop-ins (DefaultEnvironment= for every user service)", Names: conf, Lines: startupLines})
	}
	// Programs left to run later without the user typing them (red-team
	// round 9, R27-R29): an XDG autostart entry (run at the next
	// graphical login), a systemd user unit (enabled for the login, or
	// a timer's), an editor task (VS Code runs one with runOn folderOpen
	// when the folder opens). What such a program will do cannot be
	// known in general; an entry that names a wiring file or an agent's
	// variable, in its text or in the script it names, can (SyntaxLater):
	// a new one is moved away, a changed one written back. A chat app's
	// login item or a task that runs `npm test` names none.
	if cfg != "" {
		l.add(Item{Agent: "startup", Path: filepath.Join(cfg, "autostart"), Kind: StartupDir, What: "an XDG autostart entry (run at the next graphical login) that names the wiring",
			Names: []string{"*.desktop"}, Syntax: SyntaxLater})
		l.add(Item{Agent: "startup", Path: filepath.Join(cfg, "autostart-scripts"), Kind: StartupDir, What: "a login script (Plasma's autostart-scripts) that names the wiring", Syntax: SyntaxLater})
		l.add(Item{Agent: "startup", Path: filepath.Join(cfg, "systemd", "user"), Kind: StartupDir, What: "a systemd user unit (run at login, or by a timer) that names the wiring or sets an agent's variable",
			Names: UserUnitNames, Syntax: SyntaxLater})
		// Round 13: the same units in the data home (D19), systemd's
		// user tmpfiles (D20: an f+ line rewrites a file at every
		// login), a user D-Bus service (D25: started by name, on the
		// first notification), and the default URL handler's entry
		// (D26), each by the wiring it names or the script it runs.
		if data := e.home(".local", "share"); data != "" {
			l.add(Item{Agent: "startup", Path: filepath.Join(data, "systemd", "user"), Kind: StartupDir, What: "a systemd user unit in the data home (run at login, or by a timer) that names the wiring",
				Names: UserUnitNames, Syntax: SyntaxLater})
			l.add(Item{Agent: "startup", Path: filepath.Join(data, "dbus-1", "services"), Kind: StartupDir, What: "a user D-Bus service (started by its name) whose program names the wiring",
				Names: []string{"*.service"}, Syntax: SyntaxLater})
		}
		l.add(Item{Agent: "startup", Path: filepath.Join(cfg, "user-tmpfiles.d"), Kind: StartupDir, What: "systemd's user tmpfiles (a line may rewrite a file at every login) naming the wiring",
			Names: []string{"*.conf"}, Syntax: SyntaxLater})
		for _, app := range []string{"Code", "Code - Insiders", "VSCodium", "Cursor"} {
			l.add(Item{Agent: "startup", Path: filepath.Join(cfg, app, "User", "tasks.json"), Kind: Startup, What: "VS Code's user tasks (one may run on folder open) naming the wiring", Syntax: SyntaxLater})
		}
	}
	if e.project() != "" {
		l.add(Item{Agent: "startup", Path: e.project(".vscode", "tasks.json"), Kind: Startup, What: "the project's VS Code tasks (one may run on folder open) naming the wiring", Syntax: SyntaxLater})
	}
	// launchd's user agents, macOS's login items and timers (where the
	// folder is absent, as on Linux, it shares the home's witness).
	l.add(Item{Agent: "startup", Path: e.home("Library", "LaunchAgents"), Kind: StartupDir, What: "a launchd user agent (run at login, or by a timer) that names the wiring",
		Names: []string{"*.plist"}, Syntax: SyntaxLater})
	// direnv loads the nearest .envrc from the shell's folder up to the
	// root once it is allowed, into the shell the user starts an agent
	// from: the project's and its parents' are read like start-up files;
	// an allow record (named by the hash of the .envrc's path and content)
	// counts when the .envrc it names sets a counted variable; its
	// direnvrc and lib/ run for every .envrc, and direnv.toml's whitelist
	// allows .envrc files without a record.
	// (The allow records first: a record is judged by the .envrc it
	// names, so it is looked at before that file is put back.)
	if data != "" {
		l.add(Item{Agent: "startup", Path: filepath.Join(data, "direnv", "allow"), Kind: StartupDir, What: "direnv's allow records (an allowed .envrc runs in the user's shell)", Syntax: SyntaxDirenvAllow})
	}
	for _, p := range envrcFiles(e) {
		l.add(Item{Agent: "startup", Path: p, Kind: Startup, What: "a direnv .envrc (the environment of a shell in the project)", Lines: startupLines})
	}
	if cfg != "" {
		d := filepath.Join(cfg, "direnv")
		l.add(Item{Agent: "startup", Path: filepath.Join(d, "direnvrc"), Kind: Startup, What: "direnv's direnvrc (runs before every .envrc)", Lines: startupLines})
		l.add(Item{Agent: "startup", Path: filepath.Join(d, "lib"), Kind: StartupDir, What: "direnv's lib folder (runs before every .envrc)", Names: []string{"*.sh"}, Lines: startupLines})
		l.add(Item{Agent: "startup", Path: filepath.Join(d, "direnv.toml"), Kind: Startup, What: "direnv's config (its whitelist allows .envrc files unasked)", Lines: []string{"whitelist", "load_dotenv"}, Syntax: SyntaxTOML})
	}
	// An executable named like an agent's command in a folder on PATH
	// under the home folder (~/.local/bin, ~/bin) runs instead of the
	// real one: a wrapper that adds a flag switches hooks off. So does a
	// shell or an interpreter a client runs its hooks with (Gemini CLI
	// runs a hook as `bash -c`, the plugin agents' hooks are node). Only
	// such names count, and only their coming: pip or npm putting other
	// tools there, or the client updating itself, is ordinary.
	for _, d := range homePathDirs(e) {
		l.add(Item{Agent: "startup", Path: d, Kind: Shims, What: "a folder on PATH (an executable named like an agent's command, git, hooktool or a shell there runs instead of it)", Names: ShimNames})
	}
	// Folders a loop sources file by file, read like the other start-up
	// folders: a new file counts when it has a line that counts, and only
	// it is moved away. Last, so a folder some list names already (fish's
	// conf.d, a folder on PATH) keeps its own kind (All: the first wins).
	for _, d := range dirs {
		l.add(Item{Agent: "startup", Path: d, Kind: StartupDir, What: "a folder a shell start-up file sources file by file (a loop over a glob, or run-parts)", Names: globs[d], Lines: startupLines})
	}
	return l
}

// UserUnitNames are the entries of systemd's user unit folder that
// count: units that run a program (a service, and the timer, path or
// socket that starts one), the links that enable them (*.wants/), and
// the services' drop-ins. An agent's own list that watches the same
// folder (OpenClaw's gateway unit) uses the same names, so whichever
// item the list keeps watches them all.
var UserUnitNames = []string{"*.service", "*.timer", "*.path", "*.socket", "*.wants/*", "*.service.d/*.conf"}

// HookShells are the shells and interpreters the clients run hook
// commands with, found on PATH: Gemini CLI's `bash -c`, sh for the
// clients that run a command through the shell by name, and node for
// the plugin agents (node is in Commands already).
var HookShells = []string{"bash", "sh", "zsh"}

// ShimNames are the executables that count in a folder on PATH: the
// agents' commands, git, hooktool, node and npx, and the hook shells.
var ShimNames = append(append([]string(nil), Commands...), HookShells...)

// terminalConfigs are the config files of the terminal emulators whose
// settings give every shell they start an environment: kitty's `env`,
// alacritty's [env], wezterm's set_environment_variables and foot's
// [environment].
func terminalConfigs(e Env, cfg string) []string {
	var out []string
	if cfg != "" {
		out = append(out,
			filepath.Join(cfg, "kitty", "kitty.conf"),
			filepath.Join(cfg, "alacritty", "alacritty.toml"),
			filepath.Join(cfg, "alacritty.toml"), // its XDG-root place (V07)
			filepath.Join(cfg, "alacritty", "alacritty.yml"),
			filepath.Join(cfg, "wezterm", "wezterm.lua"),
			filepath.Join(cfg, "foot", "foot.ini"))
	}
	return append(out, e.home(".alacritty.toml"), e.home(".wezterm.lua"))
}

// maxEnvrcWalk bounds the folders above the project whose .envrc is
// watched.
const maxEnvrcWalk = 16

// envrcFiles are the .envrc files direnv may load for a shell in the
// project: the project's own and each folder's above it.
func envrcFiles(e Env) []string {
	var out []string
	p := e.project()
	if p == "" {
		return nil
	}
	for d, i := p, 0; i < maxEnvrcWalk; d, i = filepath.Dir(d), i+1 {
		out = append(out, filepath.Join(d, ".envrc"))
		if d == filepath.Dir(d) {
			break
		}
	}
	return out
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
	if cfg != "" {
		out = append(out, filepath.Join(cfg, "zed", "settings.json"))
	}
	// VS Code's remote server (and its forks') machine settings give the
	// terminals of a remote window their environment (V10).
	for _, d := range []string{".vscode-server", ".vscode-server-insiders", ".vscodium-server", ".cursor-server"} {
		out = append(out, e.home(d, "data", "Machine", "settings.json"))
	}
	// Zed's project settings (terminal.env), as VS Code's (Q18).
	return append(out, e.project(".vscode", "settings.json"), e.project(".zed", "settings.json"))
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

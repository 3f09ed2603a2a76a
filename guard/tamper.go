package guard

import (
	"path"
	"strings"

	"github.com/hookd/hookd/wiring"
	"mvdan.cc/sh/v3/syntax"
)

// Variables and substitutions that name hooktool's own files. The guard
// expands the variables the hook itself knows (the state and config
// locations) and treats a lookup of the hooktool command ($(which
// hooktool)) as "hooktool's binary, in some folder".

// envParam is the value of a variable of the hook's environment that names
// one of hooktool's paths; ok is false for any other variable or an unset one.
func (w *walker) envParam(name string) (string, bool) {
	switch name {
	case "CLAUDE_CONFIG_DIR":
		// Unset, Claude Code uses its folder in home: a command may set it
		// to that before the write.
		if v := w.gv(name); v != "" {
			return v, true
		}
		if w.g.env.ClaudeDir != "" {
			return w.g.env.ClaudeDir, true
		}
	case "XDG_STATE_HOME", "HOOKTOOL_STATE", "HOOKTOOL_CONFIG", "XDG_CONFIG_HOME", "XDG_DATA_HOME", "XDG_CACHE_HOME", "GOBIN", "GOPATH", "USER", "LOGNAME":
		if v := w.gv(name); v != "" {
			return v, true
		}
	case "CODEX_HOME", "GEMINI_CLI_HOME", "PI_CODING_AGENT_DIR", "OPENCLAW_STATE_DIR", "OPENCLAW_CONFIG_PATH":
		// The other agents' folders: the hook's value, else where the
		// agent looks without it (a command may set it before the write).
		if v := w.gv(name); v != "" {
			return v, true
		}
		if h := w.g.env.Home; h != "" {
			switch name {
			case "CODEX_HOME":
				return h + "/.codex", true
			case "GEMINI_CLI_HOME":
				return h, true
			case "PI_CODING_AGENT_DIR":
				return h + "/.pi/agent", true
			case "OPENCLAW_STATE_DIR":
				return h + "/.openclaw", true
			case "OPENCLAW_CONFIG_PATH":
				return h + "/.openclaw/openclaw.json", true
			}
		}
	}
	return "", false
}

// lookupSubst resolves $(which hooktool), $(command -v hooktool), $(type -P
// hooktool), $(readlink -f $(which hooktool)), $(which hooktool | head -1)
// and the like: a substitution that looks a program up by the binary's name
// gives some path ending in that name, whose folder is unknown.
func (w *walker) lookupSubst(p syntax.WordPart) (string, bool) {
	cs, ok := p.(*syntax.CmdSubst)
	if !ok {
		return "", false
	}
	text := w.text(cs)
	if len(text) > 512 {
		return "", false
	}
	name := "hooktool"
	if !strings.Contains(text, name) {
		exe := path.Base(w.g.env.Exe)
		if w.g.env.Exe == "" || !strings.Contains(text, exe) {
			return "", false
		}
		name = exe
	}
	lookup := false
	syntax.Walk(cs, func(n syntax.Node) bool {
		if c, ok := n.(*syntax.CallExpr); ok && len(c.Args) > 0 {
			switch base(c.Args[0].Lit()) {
			case "which", "command", "type", "whereis", "readlink", "realpath", "where", "whence", "hash", "find", "locate", "dirname", "printf", "echo":
				lookup = true
			}
		}
		return !lookup
	})
	if !lookup {
		return "", false
	}
	return dyn + "/" + name, true
}

// envAssign judges NAME=value in a command, export or declare.
func (w *walker) envAssign(a *syntax.Assign, seg string) {
	if a == nil || a.Name == nil {
		return
	}
	v := ""
	if a.Value != nil {
		vs := w.expand(a.Value)
		if len(vs) == 1 {
			v = vs[0].s
		} else {
			v = dyn
		}
	}
	w.envVar(a.Name.Value, v, seg)
}

// envVar judges git's configuration by environment: GIT_CONFIG_KEY_n,
// GIT_CONFIG_PARAMETERS and a replaced global or system config file can
// all set core.hooksPath for one command, with no -c on its command line.
func (w *walker) envVar(name, value, seg string) {
	w.valueCommand(name, value, seg)
	w.sideFileVar(name, value, seg) // (sidefile.go)
	if name == "GOBIN" && !strings.Contains(value, dyn) {
		w.goBin = value // (pathahead.go: go install writes there)
	}
	up := strings.ToUpper(name)
	switch up {
	case "RAILS_ENV", "MIX_ENV", "APP_ENV", "NODE_ENV", "RACK_ENV", "FLASK_ENV", "ENV", "STAGE":
		if v := strings.ToLower(value); strings.HasPrefix(v, "prod") || strings.HasPrefix(v, "stag") {
			w.prodEnv = true // (remoteStore)
		}
	}
	if (strings.HasSuffix(up, "CACHE") || strings.HasSuffix(up, "_DIR")) && w.homeValue(value) {
		w.homeVar = name // (homeAimed: GOCACHE=~ go clean -cache)
	}
	if checksOffSetting(up, value) {
		w.add("remote-install", seg, name+"="+clip(value, 40)+" turns off the registry's checks (TLS or checksums): whoever sits between the machine and the registry can hand it other code to install and run")
	}
	if strings.HasPrefix(up, "CARGO_REGISTRIES_") && strings.HasSuffix(up, "_INDEX") {
		value = strings.TrimPrefix(strings.TrimPrefix(value, "sparse+"), "git+")
	}
	if (mirrorVar(up) || strings.HasPrefix(up, "CARGO_REGISTRIES_") && strings.HasSuffix(up, "_INDEX")) && strings.Contains(value, "://") && foreignIndex(value) && !officialSource(strings.ToLower(value)) {
		// NVM_NODEJS_ORG_MIRROR, RUSTUP_DIST_SERVER, COREPACK_NPM_REGISTRY,
		// PIP_INDEX_URL: the tool fetches (and runs) what that host serves.
		w.add("remote-install", seg, name+" points the tool's downloads at "+clip(value, 80)+", not its own registry")
	}
	if up == "HISTFILE" && value != "" && value != dyn {
		// The shell writes its history there (history -a, -w, and at
		// exit): the history file is a destination like any other.
		w.writeTarget(arg{s: value, raw: value}, seg)
	}
	if strings.HasPrefix(up, "GIT_TRACE") && strings.HasPrefix(value, "/") {
		// git writes its trace to the file a GIT_TRACE* variable names.
		if what := w.protectedPath(path.Clean(value), false); what != "" {
			w.add("self-protect", seg, name+" makes git write its trace into "+what)
		}
	}
	switch {
	case up == "GIT_CONFIG_PARAMETERS", strings.HasPrefix(up, "GIT_CONFIG_KEY_"):
		if strings.Contains(value, dyn) || hookKey(value) {
			w.add("git-hooks-path", seg, name+" sets git config ("+clip(strings.ReplaceAll(value, dyn, "…"), 80)+") that can turn off the repository's hooks")
		} else if id, why := gitTransport(value, "\x00"); id != "" && up != "GIT_CONFIG_PARAMETERS" {
			w.add(id, seg, name+": "+why)
		}
	case up == "GIT_SSL_NO_VERIFY" && value != "" && value != "0" && !strings.EqualFold(value, "false"):
		w.add("remote-install", seg, name+" turns off git's certificate checks: any host can pose as the remote")
	case strings.HasPrefix(up, "GIT_CONFIG_VALUE_"):
		// An alias that pushes without the hook.
		if strings.Contains(strings.ToLower(value), "--no-v") {
			w.add("git-no-verify", seg, name+" defines git config that pushes without the pre-push hook")
		}
	case up == "GIT_CONFIG_GLOBAL", up == "GIT_CONFIG_SYSTEM", up == "GIT_CONFIG":
		if value != "" && value != "/dev/null" {
			w.add("git-hooks-path", seg, name+" makes git read another config file, which can set core.hooksPath")
		} else if up != "GIT_CONFIG" {
			// /dev/null keeps a test hermetic, but a push under it
			// loses a core.hooksPath the user's global or system
			// config sets, and with it the pre-push hook.
			w.reloc = name
		}
	case up == "GIT_CONFIG_NOSYSTEM":
		w.reloc = name
	case name == "HOME" || name == "HOOKTOOL_CONFIG" || name == "CLAUDE_PROJECT_DIR":
		// These decide which config files hooktool reads; a git push
		// later in the line runs the pre-push hook with them.
		if name != "HOME" || value != w.g.env.Home {
			w.reloc = name
			w.relocAgent = name
		}
	case name == "CLAUDE_CONFIG_DIR" || name == "CODEX_HOME" || name == "GEMINI_CLI_HOME" || name == "PI_CODING_AGENT_DIR" ||
		name == "OPENCLAW_STATE_DIR" || name == "OPENCLAW_CONFIG_PATH" || name == "XDG_CONFIG_HOME":
		// A nested agent started later in the line reads its settings,
		// hooks among them, from there.
		if def, ok := w.envParam(name); !ok || value != def {
			w.relocAgent = name
		}
	case name == "XDG_STATE_HOME" || name == "XDG_DATA_HOME" || name == "HOOKTOOL_STATE" || name == "HOOKTOOL_CONFIG" || wiring.AgentVar(name):
		// hooktool's state moved (a fresh, unarmed one), or an agent's
		// own switch (CLAUDE_CODE_SIMPLE: hooks off) for a nested agent
		// started later in the line.
		if def, ok := w.envParam(name); !ok || value != def {
			w.relocAgent = name
		}
	case up == "GIT_DIR":
		w.gitDir = value
	case up == "GIT_EXEC_PATH":
		w.add("git-hooks-path", seg, "GIT_EXEC_PATH makes git run its commands (git-push among them) from another folder")
	}
}

// hookKey reports git config text that names a key deciding whether hooks
// run: core.hooksPath, an include (its file can set it) or an alias.
func hookKey(s string) bool {
	l := strings.ToLower(s)
	return strings.Contains(l, "hookspath") || strings.Contains(l, "include") || strings.Contains(l, "alias.") || strings.Contains(l, "core.hooks")
}

// findProtected judges find that deletes or runs a command on what it
// finds, when it searches a protected folder or names a protected file
// (find . -name pre-push -delete, find ~/.local/bin -name hooktool -exec rm {} +).
func (w *walker) findProtected(args []arg, seg string) {
	var roots, pats []arg
	action := false
	i := 0
	for ; i < len(args); i++ {
		s := args[i].s
		if strings.HasPrefix(s, "-") || s == "(" || s == "!" {
			break
		}
		roots = append(roots, args[i])
	}
	for ; i < len(args); i++ {
		switch args[i].s {
		case "-name", "-iname", "-path", "-ipath", "-wholename", "-iwholename", "-regex", "-iregex", "-lname", "-ilname":
			if i+1 < len(args) {
				pats = append(pats, args[i+1])
				i++
			}
		case "-delete", "-exec", "-execdir", "-ok", "-okdir", "-fprint", "-fprintf", "-fprint0", "-fls":
			action = true
		}
	}
	if !action {
		return
	}
	for _, r := range roots {
		if p, ok := w.abs(r.s); ok && !r.dyn {
			if what := w.protectedFolder(p); what != "" {
				w.add("self-protect", seg, "find acts on what it finds in "+what)
				return
			}
		}
	}
	for _, p := range pats {
		if name := protectedPattern(p.s); name != "" {
			w.add("self-protect", seg, "find acts on files named like "+name+", which guard this session")
			return
		}
	}
}

// protectedPattern reports the protected name a find pattern singles out:
// one that spells a protected file's stem ('settings*.json', '*pre-push*'),
// not one that only shares its extension ('*.json').
func protectedPattern(pat string) string {
	l := strings.ToLower(pat)
	if l == "config" || strings.HasSuffix(l, "/config") || strings.HasSuffix(l, ".git/*") {
		return "config"
	}
	for _, n := range [...]string{"settings", "hooktool", "pre-push", "state.db", ".claude", "gitconfig", "managed-settings"} {
		if strings.Contains(l, n) {
			return n
		}
	}
	return ""
}

// listSubst resolves a substitution that lists files, $(ls .claude/*.json),
// $(find .claude -type f), $(git ls-files hooks), to what it prints: the
// pattern, or some file under the folder. ok is false for anything else.
func (w *walker) listSubst(p syntax.WordPart) (v string, glob, ok bool) {
	cs, isCS := p.(*syntax.CmdSubst)
	if !isCS || len(cs.Stmts) != 1 {
		return "", false, false
	}
	call, isCall := cs.Stmts[0].Cmd.(*syntax.CallExpr)
	if !isCall || len(call.Args) < 2 || len(call.Args) > 12 {
		return "", false, false
	}
	var args []arg
	for _, wd := range call.Args[1:] {
		as := w.expand(wd)
		for _, a := range as {
			if a.dyn {
				return "", false, false
			}
		}
		args = append(args, as...)
	}
	name := base(call.Args[0].Lit())
	if name == "git" {
		if len(args) == 0 || args[0].s != "ls-files" {
			return "", false, false
		}
		_, ops := opts(args[1:])
		if len(ops) == 0 {
			return "", false, false
		}
		return strings.TrimSuffix(ops[0].s, "/") + "/" + dyn, false, true
	}
	list := w.listed(name, args)
	if len(list) == 0 {
		return "", false, false
	}
	pick := list[0]
	for _, l := range list {
		if l.dyn {
			pick = l
			break
		}
	}
	return pick.s, pick.glob, true
}

// valueCommand judges a variable's value as any string is: many programs
// run a command a variable holds (CC, a cargo runner, FZF_DEFAULT_COMMAND,
// PS4's substitutions under xtrace, an exported bash function, LUA_INIT's
// code), so a command the guard stops in the value, or a delete of the
// home folder in some language, asks, whichever variable holds it.
func (w *walker) valueCommand(name, value, seg string) {
	w.namedFiles(name, []string{value}, seg, w.depth, nil)
	if w.scan != scanAll || len(value) < 6 || strings.Contains(value, dyn) || !strings.ContainsAny(value, " \t") {
		return
	}
	via := "the value of " + name
	if strings.Contains(value, `\"`) {
		// A quoted string inside the value (ERL_AFLAGS='-eval
		// "os:cmd(\"CMD\")"'): its escapes are the consumer's quotes.
		value = strings.ReplaceAll(value, `\"`, `"`)
	}
	text := homeAsShell(value, w.g.env.Home)
	if deletesHome(value) || deletesHomeIn(text, w.g.env.Home) {
		w.hiddenRun(name, "", seg, scanWords, func() { w.add("rm-root", seg, via+" deletes your home folder when a program runs it") })
		return
	}
	for i, c := range codeCandidates(text, true) {
		if i >= maxHiddenTries {
			return
		}
		if w.hiddenRun(name, via, seg, scanWords, func() { w.script(c, w.depth+1, via) }) {
			return
		}
	}
}

// mirrorVar reports a variable that names where a tool downloads packages
// or toolchains from: *_MIRROR, *_REGISTRY, *_DIST_SERVER, *_INDEX_URL ...
func mirrorVar(up string) bool {
	// (Not a bare *_INDEX, *_REPO_URL or *_DOWNLOAD_URL: a search index,
	// the repository a deploy script clones, a file a test fetches.)
	for _, p := range []string{"MIRROR", "REGISTRY", "DIST_SERVER", "INDEX_URL", "DIST_ROOT", "UPDATE_ROOT",
		"DOWNLOAD_BASE", "BINARY_SITE", "DIST_URL", "PROXY", "_REMOTE"} {
		if strings.HasSuffix(up, p) || strings.HasSuffix(up, p+"_URL") {
			return up != "HTTP_PROXY" && up != "HTTPS_PROXY" && up != "ALL_PROXY" && up != "NO_PROXY" && up != "FTP_PROXY"
		}
	}
	return false
}

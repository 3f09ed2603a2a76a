package guard

import (
	"os"
	"path"
	"slices"
	"strings"
)

// readOnly commands do not change the files they are given.
func readOnly(s string) bool {
	switch s {
	case "cat", "tac", "less", "more", "head", "tail", "grep", "egrep", "fgrep", "rg", "ag", "ack",
		"jq", "diff", "cmp", "ls", "ll", "stat", "file", "wc", "md5sum", "sha1sum", "sha256sum",
		"shasum", "b2sum", "bat", "batcat", "test", "[", "[[", "realpath", "readlink", "dirname",
		"basename", "echo", "printf", "print", "git", "hooktool", "nl", "od", "xxd", "hexdump", "strings", "sort",
		"uniq", "cut", "tree", "du", "df", "cd", "pushd", "source", ".", "type", "which", "view", "code",
		"column", "fold", "fmt", "awk", "find", "fd", "exa", "eza", "lsd", "tar", "zip", "gzip",
		"base64", "python", "python3", "node", "ssh", "true", "false", ":", "jless", "fx", "glow",
		"open", "xdg-open", "env", "export", "yq", "sed", "perl", "ruby", "curl", "wget", "psql",
		"mysql", "sqlite3":
		return true
	}
	return false
}

// inPlace lists read-only commands that edit files with a flag.
func inPlace(s string) bool {
	switch s {
	case "sed", "perl", "yq", "ruby":
		return true
	}
	return false
}

// readers print or copy the content of the files they are given.
func readers(s string) bool {
	switch s {
	case "cat", "tac", "less", "more", "head", "tail", "bat", "batcat", "nl", "strings", "xxd",
		"hexdump", "od", "base64", "base32", "grep", "egrep", "fgrep", "rg", "ag", "ack", "awk", "gawk",
		"sed", "cut", "sort", "uniq", "jq", "yq", "cp", "mv", "scp", "rsync", "tar", "zip", "7z", "gzip",
		"gpg", "openssl", "diff", "cmp", "vim", "vi", "nano", "emacs", "view", "code", "dd", "nc",
		"ncat", "socat", "xclip", "pbcopy", "column", "fold", "fmt", "iconv", "python", "python3",
		"node", "perl", "ruby", "jless", "fx", "glow", "paste", "pr", "rev", "look", "split", "install", "sqlite3", "duckdb":
		return true
	}
	return false
}

// lastIsDest lists commands whose last operand is the only file written.
func lastIsDest(s string) bool {
	switch s {
	case "cp", "install", "rsync", "scp", "ln", "link":
		return true
	}
	return false
}

// pathArgs checks a command's operands against protected files (writes)
// and credentials (reads).
func (w *walker) pathArgs(name string, args []arg, seg string, in input) {
	all := args // the destination parsers read options with their values
	args = dropOptValues(name, args)
	flags, ops := opts(args)
	if readers(name) {
		reads := ops
		if lastIsDest(name) && len(ops) > 1 {
			reads = ops[:len(ops)-1]
		}
		for _, o := range reads {
			if langOf(name) != nil && strings.ContainsAny(o.s, "('\";\n") {
				continue // interpreter code given inline (-c), not a file name; interp reads it
			}
			w.readTarget(o, seg)
		}
	}
	if srcs := removedSources(name, all, ops); len(srcs) > 0 {
		// An archiver or copier told to delete what it read.
		for _, o := range srcs {
			w.writeDest(dest{a: o, tree: true}, seg)
		}
	}
	if name == "install" && (hasShort(flags, "d") || hasLong(flags, "--directory")) {
		// install -d makes folders: one at a protected file's path blocks it.
		for _, o := range ops {
			w.writeDest(dest{a: o}, seg)
		}
	}
	if files := editorEmpties(name, all, in); len(files) > 0 {
		// ex -s +'%d' +wq FILE, ed FILE <<< $',d\nw': every line of
		// FILE deleted, then written.
		for _, o := range files {
			w.clobber(o, seg, name+" deletes every line of it and writes it")
		}
	}
	if empties, positional := inPlaceEmpties(name, all); empties {
		// sed -i d FILE, perl -i -ne '' FILE: every line of FILE is dropped.
		files := ops
		if positional && len(files) > 0 {
			files = files[1:] // the first operand is the script
		}
		for _, o := range files {
			w.clobber(o, seg, name+" -i drops every line of it")
		}
	}
	if ds, ok := w.dests(name, all, in, seg); ok {
		for _, d := range ds {
			w.writeDest(d, seg)
			if d.tree && !d.into && !d.a.dyn && !(name == "mv" && len(ops) > 1 && slices.ContainsFunc(ops[:len(ops)-1], func(o arg) bool { return o.s == d.a.s })) {
				if p, ok := w.abs(d.a.s); ok {
					w.pathAheadDest(path.Clean(p), seg) // a copy, link or move made in a folder ahead on PATH (pathahead.go)
				}
			}
			if d.tree && !d.into && (name == "tar" || name == "bsdtar" || name == "gtar" || name == "unzip" || name == "7z" || name == "cpio") {
				w.clobber(d.a, seg, name+" extracts over it") // a named member lands on a dotfile
			}
			if !d.into && !d.tree && name != "cp" && name != "mv" && name != "install" && name != "ln" && name != "link" && name != "scp" && name != "rsync" {
				// An output option (sort -o, curl -o, gpg -o) replaces the
				// file it names, a dotfile or key among them.
				w.clobber(d.a, seg, name+" writes over it")
			}
		}
		return
	}
	if len(ops) == 0 {
		return
	}
	if awkInPlace(name, all) {
		prog, files := awkOperands(all)
		empties := prog != nil && !prog.dyn && awkKeepsNone(prog.s)
		for _, o := range files {
			w.writeDest(dest{a: o}, seg)
			if empties {
				w.clobber(o, seg, name+" -i inplace keeps no line of it")
			}
		}
	}
	writes := ops
	switch {
	case readOnly(name) && !(inPlace(name) && (hasShort(flags, "i") || hasLong(flags, "--in-place"))), diskReadOnly(name, args):
		writes = nil
	case lastIsDest(name):
		writes = ops[len(ops)-1:]
	}
	// Deleting, moving or recursively changing a folder that holds
	// protected files reaches them too.
	tree := deletes(name) || (name == "chmod" || name == "chown" || name == "chgrp" || name == "chattr" || name == "setfacl") && (hasShort(flags, "R") || hasLong(flags, "--recursive"))
	folder := !tree && name != "mkdir"
	named := nameValues(args)
	for _, o := range writes {
		if named[o.s] && isDevice(o.s) {
			continue // --name /dev/app/log-level: a parameter's name in a store, not a device
		}
		w.writeDest(dest{a: o, tree: tree, folder: folder}, seg)
	}
	if name == "sed" || name == "gsed" {
		w.sedWrites(args, seg)
	}
}

// nameValues are the values of options that name a thing in a store or a
// service (--name, --parameter-name, --secret-id, --key): identifiers that
// may look like paths, not files the command writes.
func nameValues(args []arg) map[string]bool {
	var out map[string]bool
	for i := 0; i+1 < len(args); i++ {
		o := strings.ToLower(args[i].s)
		if !strings.HasPrefix(o, "--") || strings.Contains(o, "=") {
			continue
		}
		if strings.HasSuffix(o, "name") || strings.HasSuffix(o, "names") || strings.HasSuffix(o, "-id") || o == "--id" || strings.HasSuffix(o, "key") {
			if out == nil {
				out = map[string]bool{}
			}
			out[args[i+1].s] = true
		}
	}
	return out
}

// sedWrites judges sed's own w command (s/a/b/w FILE, 1w FILE, w FILE),
// which writes a file without -i.
func (w *walker) sedWrites(args []arg, seg string) {
	for _, a := range args {
		for _, line := range strings.FieldsFunc(a.s, func(r rune) bool { return r == '\n' || r == ';' }) {
			line = strings.TrimSpace(line)
			i := strings.LastIndex(line, "w ")
			if i < 0 {
				continue
			}
			// The w must be a command or the s command's flag: at the
			// start, or after an address or the closing delimiter.
			if i > 0 && !strings.ContainsRune("/0123456789$}!gpI", rune(line[i-1])) {
				continue
			}
			if f := strings.TrimSpace(line[i+2:]); f != "" && f != "/dev/stdout" && f != "/dev/stderr" {
				w.writeDest(dest{a: destArg(f)}, seg)
			}
		}
	}
}

// deletes lists commands that delete or move away their operands.
func deletes(name string) bool {
	switch name {
	case "rm", "rmdir", "unlink", "rimraf", "trash", "trash-put", "gio", "shred", "srm", "wipe", "rename", "prename", "perl-rename", "file-rename":
		return true
	}
	return false
}

// writeTarget checks a file the command writes or deletes.
func (w *walker) writeTarget(a arg, seg string) {
	w.writeDest(dest{a: a}, seg)
}

// writeDest checks one path a command writes: by its spelling, its
// symlinks and hard links, and as a folder that receives unnamed files.
func (w *walker) writeDest(d dest, seg string) {
	a := d.a
	if a.s == "" || fresh(a.s) {
		return // a folder mktemp made in this command holds nothing protected
	}
	if d.tree && w.madeLink(a.s) {
		return // a link this line made, deleted or moved as itself
	}
	if a.dyn {
		// Only part of the path is known; its known tail can still name a
		// protected file ($X/.claude/settings.json, $(which hooktool)).
		p := a.s
		if !strings.HasPrefix(p, "/") && !strings.HasPrefix(p, dyn) && w.cwd != "" {
			p = w.cwd + "/" + p
		}
		if what := w.protected(path.Clean(p)); what != "" {
			w.add("self-protect", seg, "it modifies "+what)
		} else if a.glob && strings.ContainsAny(p, "*?[") && !strings.Contains(p, dyn) {
			if what := w.globProtected(path.Clean(p), true); what != "" {
				w.add("self-protect", seg, "it modifies "+what+" (a pattern that matches it)")
			}
		} else if dir, file := path.Split(p); file == dyn && !strings.Contains(dir, dyn) {
			// Some file of a known folder (find .claude | xargs rm).
			if what := w.protectedTree(path.Clean(dir)); what != "" {
				w.add("self-protect", seg, "it modifies files in "+what)
			}
		}
		return
	}
	if !strings.ContainsAny(a.s, "/.") && w.cwd == "" {
		return
	}
	p, ok := w.abs(a.s)
	if !ok {
		return
	}
	if a.glob && strings.ContainsAny(p, "*?[") {
		// A pattern the shell expands at run time (.claude/hook*.json,
		// ~/.local/state/*/state.db): judge the protected names it matches.
		if what := w.globProtected(p, d.tree || d.into || d.folder); what != "" {
			w.add("self-protect", seg, "it modifies "+what+" (a pattern that matches it)")
			return
		}
	}
	if d.into {
		if what := w.protectedFolder(p); what != "" {
			w.add("self-protect", seg, "it writes files into "+what)
		}
		return
	}
	if d.folder && (strings.ToLower(path.Base(p)) == ".claude" || p == w.g.env.ClaudeDir || strings.HasSuffix(p, "/.git/hooks")) {
		// A command the guard does not know, given a protected folder:
		// whatever it writes lands among the protected files.
		what := "a Claude Code settings folder"
		if strings.HasSuffix(p, "/.git/hooks") {
			what = "the repository's git hooks"
		}
		w.add("self-protect", seg, "it writes into "+what)
		return
	}
	var what string
	if d.tree && path.Base(p) == ".git" {
		// Replacing a .git folder replaces its config and hooks.
		what = "the repository's .git folder (its config and hooks)"
	} else if d.lex {
		what = w.protected(p)
		if what == "" && d.tree {
			what = w.protectedTree(p)
		}
	} else {
		what = w.protectedPath(p, d.tree)
	}
	if what != "" {
		w.add("self-protect", seg, "it modifies "+what)
	}
	if isDevice(p) {
		w.add("disk-write", seg, "it writes to the device "+p)
	}
	if shareConfig(p) && !d.tree {
		w.add("serve-home", seg, "it writes "+p+", which decides what the machine shares over the network")
	}
	if rootFile(p) && !d.tree {
		// sed -i on /etc/sudoers, tee -a /etc/sudoers.d/x: whatever the
		// writer, the file decides who can become root.
		w.add("system-admin", seg, "it writes "+p+", which decides who can become root")
	}
	if what == "" {
		if pol := agentPolicy(p); pol != "" {
			w.add("self-protect-indirect", seg, "it writes "+pol)
		}
		if !d.tree {
			w.pathAheadDest(p, seg) // (pathahead.go)
		}
	}
}

// protectedFolder names a folder whose direct contents are protected: a
// Claude Code settings folder, git's folder or its hooks, hooktool's state
// folder, or a protected file itself (a destination that is not a folder).
func (w *walker) protectedFolder(p string) string {
	if what := w.protectedPath(p, false); what != "" {
		return what
	}
	check := func(q string) string {
		env := w.g.env
		switch {
		case path.Base(q) == ".claude", env.ClaudeDir != "" && q == env.ClaudeDir:
			return "a Claude Code settings folder"
		case path.Base(q) == ".git" || strings.Contains(q, "/.git/"):
			return "the repository's .git folder (its config and hooks)"
		}
		return ""
	}
	if what := check(p); what != "" {
		return what
	}
	if !w.fsOn() {
		return ""
	}
	r := resolve(p)
	if r != p {
		if what := check(r); what != "" {
			return what + " (through a symlink)"
		}
		if what := w.protected(r); what != "" {
			return what + " (through a symlink)"
		}
	}
	return w.hooksFolder(r)
}

// readTarget checks a file whose content the command reads out.
func (w *walker) readTarget(a arg, seg string) {
	if a.dyn || a.s == "" || !strings.ContainsAny(a.s, "/.") && !w.fsOn() {
		return
	}
	p, ok := w.abs(a.s)
	if !ok {
		return
	}
	kind := credential(p, w.g.env.Home)
	if lp := strings.ToLower(p); kind == "" && lp != p {
		// On a case-insensitive file system (macOS by default) ~/.SSH/ID_RSA
		// is the key itself.
		kind = credential(lp, strings.ToLower(w.g.env.Home))
	}
	if home := w.g.env.Home; kind == "" && strings.HasPrefix(a.s, "/") && strings.ContainsAny(p, "*?[") && (home != "" && strings.HasPrefix(p, home+"/") || strings.HasPrefix(p, "/etc/")) {
		// cat ~/.s?h/id_*: the shell hands cat whatever the pattern
		// matches, the key among it. (Only a path spelled from the root
		// or home, under home or /etc where the credential files are: a
		// word such as sed's s/.*//s is no pattern of a path.)
		kind = globCredential(p, home)
	}
	if kind == "" && w.fsOn() {
		// A symlink (notes.txt -> ~/.ssh/id_ed25519) reads its target.
		if r := resolve(p); r != p {
			kind = credential(r, w.g.env.Home)
		}
	}
	switch kind {
	case "":
	case "env":
		w.add("env-file-read", seg, "it reads "+path.Base(p)+", which usually holds secrets")
	default:
		w.add("cred-read", seg, "it reads "+kind)
	}
}

// protected names what p is when it is a file this guard depends on. It
// judges the spelling only; protectedPath adds symlinks and hard links.
func (w *walker) protected(p string) string {
	env := w.g.env
	// Names compare without case: on a case-insensitive file system
	// (macOS by default) .Claude/Settings.json is the settings file.
	b := strings.ToLower(path.Base(p))
	dir := path.Dir(p)
	parent := strings.ToLower(path.Base(dir))
	// The folder names deeper in the path compare without case too
	// (.PI/agent/extensions, .GIT/HOOKS are the real folders on macOS).
	lp := strings.ToLower(p)
	switch {
	case (b == "settings.json" || b == "settings.local.json") && parent == ".claude":
		return "a Claude Code settings file"
	case env.ClaudeDir != "" && dir == env.ClaudeDir && strings.HasPrefix(b, "settings"):
		return "a Claude Code settings file"
	case b == "managed-settings.json" || b == "managed-mcp.json":
		return "Claude Code managed settings"
	case parent == "managed-settings.d":
		// A drop-in merges into the managed settings: removing hooktool's
		// or adding one with disableAllHooks silences every hook.
		return "Claude Code managed settings (a drop-in)"
	case b == "hooktool.json" && parent == ".claude", env.ConfigPath != "" && p == env.ConfigPath:
		return "hooktool's config"
	case env.StatePath != "" && (p == env.StatePath || strings.HasPrefix(p, env.StatePath+".") || p == path.Dir(env.StatePath) ||
		dir == path.Dir(env.StatePath) && path.Base(dir) == "hooktool"):
		// Every file right in hooktool's own state folder is hooktool's
		// (the store, its lock, the tripwire's copies); its subfolders
		// hold output kept for the user (reduce logs). A state file put
		// in a shared folder (HOOKTOOL_STATE=~/x.db) claims only itself.
		return "hooktool's state"
	case strings.Contains(lp, "/hooktool/state.db"), b == "state.db.lock" && parent == "hooktool":
		return "hooktool's state"
	case parent == "hooktool" && path.Base(path.Dir(dir)) == ".cache" && (strings.HasPrefix(b, "tripwire-") || b == "claude-client.json"):
		// The tripwire's second copy of its known-good state, kept out of
		// the state folder, and the client cache install reads its events
		// from (~/.cache/hooktool/).
		return "hooktool's state (its cache)"
	case strings.HasSuffix(lp, "/.git/hooks") || strings.Contains(lp, "/.git/hooks/"):
		return "the repository's git hooks"
	case parent == ".codex" && (b == "config.toml" || b == "hooks.json" || b == "requirements.toml"):
		return "a Codex CLI config file (its hooks)"
	case parent == ".gemini" && b == "settings.json":
		return "a Gemini CLI settings file (its hooks)"
	case strings.Contains(lp, "/.claude/plugins/") && (b == "known_marketplaces.json" || b == "installed_plugins.json" || strings.Contains(lp, "/.claude/plugins/cache/") || strings.Contains(lp, "/.claude/plugins/marketplaces/")):
		// The registry of Claude Code's plugins and marketplaces, and the
		// plugins themselves: a plugin brings its own hooks.
		return "Claude Code's plugin registry or a plugin (plugins bring hooks)"
	case strings.Contains(lp, "/.gemini/extensions/"):
		// An extension brings its own hooks and settings.
		return "a Gemini CLI extension"
	case strings.Contains(lp, "/.pi/agent/extensions/") || strings.Contains(lp, "/.pi/extensions/") ||
		b == "settings.json" && (parent == ".pi" || parent == "agent" && path.Base(path.Dir(path.Dir(lp))) == ".pi"):
		return "a Pi extension or the settings that load them"
	case strings.Contains(lp, "/.openclaw/extensions/") || parent == ".openclaw" && b == "openclaw.json":
		return "an OpenClaw plugin or the config that loads it"
	case strings.Contains(lp, "/.github/hooks/") || strings.HasPrefix(lp, ".github/hooks/"):
		// The repository's Copilot CLI hooks: project settings, which
		// may add hooks but never relax the user's.
		return "a GitHub Copilot CLI hooks file"
	case strings.Contains(lp, "/.copilot/hooks/") || parent == ".copilot" && (b == "settings.json" || b == "config.json"):
		return "a GitHub Copilot CLI hooks file or the settings that switch hooks off"
	case strings.Contains(lp, "/opencode/plugins/") || strings.Contains(lp, "/opencode/plugin/") ||
		strings.Contains(lp, "/.opencode/plugins/") || strings.Contains(lp, "/.opencode/plugin/") ||
		(parent == "opencode" || parent == ".opencode") && (b == "opencode.json" || b == "opencode.jsonc"):
		return "an OpenCode plugin or the config that loads it"
	case b == "pre-push", b == "pre-push.old":
		// pre-push.old runs first, from the pre-push hook hooktool writes.
		return "the git pre-push hook"
	case (b == "config" || b == "config.worktree") && (parent == ".git" || strings.Contains(lp, "/.git/worktrees/")):
		return "the repository's git config, which decides whether its hooks run"
	case b == ".gitconfig", p == "/etc/gitconfig", b == "config" && strings.HasSuffix(dir, "/.config/git"):
		return "git's global config, which decides whether hooks run"
	case w.isBinary(p):
		return "hooktool's binary"
	case shadowName(b) && userBinDir(dir, env.Home):
		// ~/.local/bin/claude is where Claude Code's own installer puts
		// its launcher; a claude, codex or git put in a folder searched
		// before the system's runs in their place, and can start the
		// client without its hooks or push with --no-verify.
		return "a launcher of " + b + " in your own bin folder, which runs in its place"
	}
	if x := w.gv("XDG_CONFIG_HOME"); x != "" && p == path.Join(x, "git", "config") {
		return "git's global config, which decides whether hooks run"
	}
	if what := w.agentConfig(p, lp, b, parent); what != "" {
		return what
	}
	return w.wired(p)
}

// agentPolicy reports a file of an agent client's own permission rules
// (Codex's rules, Gemini CLI's policies) or a hook script folder: what
// lets the client run commands without the user's say, or what its
// hooks run. Writing one asks: the user may mean it, the agent may not.
func agentPolicy(p string) string {
	lp := strings.ToLower(p)
	switch {
	case strings.Contains(lp, "/.codex/rules/") || strings.HasPrefix(lp, ".codex/rules/"):
		return "Codex CLI's rules, which decide what it runs without asking"
	case strings.Contains(lp, "/.gemini/policies/") || strings.HasPrefix(lp, ".gemini/policies/"):
		return "Gemini CLI's policies, which decide what it runs without asking"
	case strings.Contains(lp, "/.claude/hooks/") || strings.HasPrefix(lp, ".claude/hooks/"):
		return "a hook script in a .claude folder, which Claude Code's settings may run at every event"
	}
	return ""
}

// shadowName reports the programs whose launcher, put first on PATH, can
// run a session without its hooks: the agent clients, and git (a shim can
// push with --no-verify).
func shadowName(b string) bool {
	switch b {
	case "claude", "codex", "gemini", "copilot", "opencode", "openclaw", "git":
		return true
	}
	return false
}

// userBinDir reports a folder of the user's own programs that shells put
// on PATH before the system's.
func userBinDir(dir, home string) bool {
	if home == "" {
		return false
	}
	switch strings.TrimPrefix(dir, home) {
	case "/.local/bin", "/bin", "/.bin":
		return strings.HasPrefix(dir, home+"/")
	}
	return false
}

// agentConfig names the hook-loading config of another agent in the places
// it moves to: a system-wide file, a profile folder, or a folder named by
// the agent's own variable in the hook's environment (the agent's variables
// reach the hook it runs).
func (w *walker) agentConfig(p, lp, b, parent string) string {
	// The exact paths (the system Codex files, the files named by
	// CODEX_HOME, GEMINI_CLI_SYSTEM_SETTINGS_PATH, OPENCLAW_CONFIG_PATH)
	// come from the wiring list (wired); what stays here are folders and
	// patterns a path list cannot say.
	switch {
	case (b == "settings.json" || b == "system-defaults.json") &&
		(strings.HasPrefix(lp, "/etc/gemini-cli/") || strings.Contains(lp, "/library/application support/geminicli/") || strings.HasPrefix(lp, "/programdata/gemini-cli/")):
		return "a Gemini CLI settings file (its hooks)"
	case strings.HasPrefix(parent, ".openclaw-") && b == "openclaw.json", openclawProfileExtension(lp):
		// openclaw --profile NAME keeps its state in ~/.openclaw-NAME.
		return "an OpenClaw plugin or the config that loads it"
	}
	if w.g.env.Getenv == nil {
		return ""
	}
	if d := w.gv("OPENCLAW_STATE_DIR"); d != "" && (p == path.Join(d, "openclaw.json") || under(p, path.Join(d, "extensions"))) {
		return "an OpenClaw plugin or the config that loads it"
	}
	if d := w.gv("PI_CODING_AGENT_DIR"); d != "" && (p == path.Join(d, "settings.json") || under(p, path.Join(d, "extensions"))) {
		return "a Pi extension or the settings that load them"
	}
	if d := w.gv("COPILOT_HOME"); d != "" && (p == path.Join(d, "settings.json") || p == path.Join(d, "config.json") || under(p, path.Join(d, "hooks"))) {
		return "a GitHub Copilot CLI hooks file or the settings that switch hooks off"
	}
	if f := w.gv("OPENCODE_CONFIG"); f != "" && p == path.Clean(f) {
		return "an OpenCode plugin or the config that loads it"
	}
	if d := w.gv("OPENCODE_CONFIG_DIR"); d != "" && (under(p, path.Join(d, "plugins")) || under(p, path.Join(d, "plugin"))) {
		return "an OpenCode plugin or the config that loads it"
	}
	return ""
}

// openclawProfileExtension reports a path in the extensions folder of an
// OpenClaw profile (~/.openclaw-NAME/extensions/...); lp is lower case.
func openclawProfileExtension(lp string) bool {
	i := strings.Index(lp, "/extensions/")
	return i > 0 && strings.HasPrefix(path.Base(lp[:i]), ".openclaw-")
}

// isBinary reports an installed hooktool binary: the running one, one
// Claude Code settings start, or a file named hooktool outside the project
// and temp folders (or in a folder only known at run time, as $(which
// hooktool) is). Settings are read only for a path named like a binary.
func (w *walker) isBinary(p string) bool {
	env := w.g.env
	if env.Exe != "" && p == env.Exe {
		return true
	}
	b := path.Base(p)
	if !strings.Contains(b, "hooktool") && (env.Exe == "" || b != path.Base(env.Exe)) {
		return false
	}
	if strings.Contains(p, dyn) {
		return b == "hooktool" || b == path.Base(env.Exe)
	}
	for _, bin := range w.binaries() {
		if p == bin {
			return true
		}
	}
	if b != "hooktool" || under(p, env.Project) {
		return false
	}
	if w.fsOn() {
		if fi, err := os.Stat(p); err == nil && fi.IsDir() {
			return false // a folder named hooktool (state, config) is not the binary
		}
	}
	for _, t := range tempRoots {
		if under(p, t) {
			return false
		}
	}
	return env.TmpDir == "" || !under(p, env.TmpDir)
}

// gv reads a variable of the hook's environment.
func (w *walker) gv(name string) string {
	if w.g.env.Getenv == nil {
		return ""
	}
	return w.g.env.Getenv(name)
}

// protectedTree is protected for deleting or moving whole folders: the
// folders that hold the protected files.
func (w *walker) protectedTree(p string) string {
	if p == "/" {
		return "" // it holds everything: what it may delete is the rm rules' to judge
	}
	if what := w.protected(p); what != "" {
		return what
	}
	env := w.g.env
	switch {
	case path.Base(p) == ".claude", env.ClaudeDir != "" && p == env.ClaudeDir:
		return "a Claude Code settings folder"
	case path.Base(p) == ".codex", path.Base(p) == ".gemini", path.Base(p) == ".pi", path.Base(p) == ".openclaw",
		path.Base(p) == ".copilot", path.Base(p) == ".opencode", strings.HasSuffix(p, "/.config/opencode"),
		strings.HasSuffix(p, "/.github/hooks"), strings.HasSuffix(p, "/opencode/plugins"), strings.HasSuffix(p, "/.copilot/hooks"),
		strings.HasSuffix(p, "/.pi/agent/extensions"), strings.HasSuffix(p, "/.pi/extensions"), strings.HasSuffix(p, "/.openclaw/extensions"):
		return "an agent's settings folder (" + path.Base(p) + ")"
	case strings.HasSuffix(p, "/.git/hooks"):
		return "the repository's git hooks"
	case env.Project != "" && path.Dir(p) == env.Project && (path.Base(p) == "hooks" || path.Base(p) == ".githooks" || path.Base(p) == ".husky"):
		// The tracked hooks folder core.hooksPath points at (hooktool's
		// pre-push hook lives there).
		return "the repository's hooks folder (" + path.Base(p) + "), which holds its pre-push hook"
	case env.StatePath != "" && under(env.StatePath, p) && p != "/" && p != env.Home && !under(env.Home, p):
		return "hooktool's state"
	case path.Base(p) == "hooktool" && strings.Contains(p, "/state"):
		return "hooktool's state"
	}
	if c, _ := w.classify(p); c != cRoot && !under(env.Home, p) && !under(env.Project, p) {
		// A folder that holds an agent's wiring (the wiring list's
		// files and folders, of every agent): moved or deleted, the
		// wiring goes with it. Home, the project, system folders and the
		// folders above them hold everything: what deleting or moving
		// them does is the rm and mv rules'.
		if what := w.holding(p); what != "" {
			return what
		}
	}
	if under(p, env.Project) || under(env.Home, p) || p == "/" {
		return "" // the project's own folders, or a folder above home
	}
	if binFolder(p, env.Home) {
		return "a folder of installed programs (hooktool's binary is usually among them)"
	}
	for _, b := range w.binaries() {
		if under(b, p) {
			return "the folder of hooktool's binary"
		}
	}
	return ""
}

// mentionsProtected spots protected files named inside interpreter code.
func mentionsProtected(code string) bool {
	for _, m := range [...]string{".claude/settings", "hooktool", ".git/hooks", "managed-settings.json", ".git/config", "pre-push", "hooksPath", "hookspath", "state.db", ".gitconfig", "HOOKTOOL_", "CLAUDE_CONFIG_DIR",
		".codex/config.toml", ".codex/hooks.json", ".gemini/settings.json", ".pi/agent/extensions", ".pi/extensions", ".openclaw/extensions", "openclaw.json"} {
		if strings.Contains(code, m) {
			return true
		}
	}
	return false
}

// writeAPIs are interpreter calls that write, move, delete, truncate or
// link a file: with a protected file named in the same code, they are a
// write to it.
var writeAPIs = [...]string{"'w", "\"w", "'a", "\"a", "'r+", "\"r+", ">", "o_wr", "o_rdwr", "o_trunc", "o_creat", "truncate", "unlink", "remove", "rename", "replace(", "write", "append", "symlink", "link", "chmod", "rmtree", "rmdir", "copy", "cp(", "cpsync", "move", "os.system", "subprocess", "popen", "flock", "lockf", "fcntl", "rm_rf", "rm(", "rmsync", "mv(", "file.delete", "fileutils", "spit", "print {", "sysopen", "utime", "chown", "mkfifo", "mkdir", "touch", "shutil", "put_contents", "fopen", "system(", "exec", "with-temp-file", "copy-file", "delete-file", "clear-content", "set-content", "add-content", "out-file"}

// protectedCode judges interpreter code that names a protected file:
// with a call that writes a file it is a write (deny), otherwise it asks.
// Code that unpacks an archive writes names it does not show.
func (w *walker) protectedCode(code, seg string) {
	lower := strings.ToLower(code)
	w.userFileCode(lower, seg)
	if strings.Contains(lower, "extractall") || strings.Contains(lower, "unpack_archive") || strings.Contains(lower, ".extract(") {
		w.unseen(destArg("."), seg, "the code unpacks an archive")
	}
	if !mentionsProtected(code) && !w.mentionsEnvPath(code) && !w.literalProtected(code) {
		return
	}
	for _, api := range writeAPIs {
		if strings.Contains(lower, api) {
			w.add("self-protect", seg, "the code writes, moves or locks a file and names a file that guards this session")
			return
		}
	}
	w.add("self-protect-indirect", seg, "")
}

// mentionsEnvPath spots the literal protected paths of this machine.
func (w *walker) mentionsEnvPath(code string) bool {
	env := w.g.env
	for _, p := range []string{env.StatePath, env.ConfigPath, env.Exe} {
		if p != "" && strings.Contains(code, p) {
			return true
		}
	}
	return false
}

// credential names the secret p holds: "env" for a .env file, a description
// for keys and credential files, "" otherwise.
func credential(p, home string) string {
	if kind := toolCredential(p, home); kind != "" {
		return kind
	}
	b := path.Base(p)
	dir := path.Dir(p)
	switch {
	case b == ".env" || strings.HasPrefix(b, ".env.") && !envTemplate(b):
		return "env"
	case path.Base(dir) == ".ssh" && strings.HasPrefix(b, "id_") && !strings.HasSuffix(b, ".pub"):
		return "an SSH private key"
	case path.Base(dir) == ".ssh" && b != "known_hosts" && b != "config" && b != "authorized_keys" && !strings.HasSuffix(b, ".pub") && (strings.HasSuffix(b, ".pem") || strings.HasSuffix(b, "_key") || strings.HasSuffix(b, ".key")):
		return "an SSH private key"
	case b == ".ssh" || b == ".aws" || b == ".gnupg":
		return "a credentials folder (" + b + ")"
	case path.Base(dir) == ".aws" && (b == "credentials" || b == "config"):
		return "AWS credentials"
	case b == ".netrc" || b == ".git-credentials" || b == ".pgpass" || b == ".pypirc":
		return "a credentials file (" + b + ")"
	case path.Base(dir) == ".docker" && b == "config.json", path.Base(dir) == ".kube" && b == "config":
		return "a credentials file (" + path.Base(dir) + "/" + b + ")"
	case strings.HasSuffix(dir, "/.config/gh") && b == "hosts.yml":
		return "GitHub CLI credentials"
	case strings.HasSuffix(dir, "/.gnupg") || strings.Contains(dir, "/.gnupg/"):
		return "a GnuPG keyring"
	case p == "/etc/shadow" || p == "/etc/gshadow" || p == "/etc/master.passwd":
		return "the system's password hashes"
	case path.Base(dir) == "gcloud" && (b == "credentials.db" || b == "application_default_credentials.json" || b == "access_tokens.db"):
		return "Google Cloud credentials"
	case strings.Contains(p, "/.password-store/") && strings.HasSuffix(b, ".gpg"):
		return "a pass password entry"
	case b == "Login Data" || b == "logins.json" || b == "key4.db" || b == "Cookies" && strings.Contains(dir, "/Default"):
		return "a browser's saved passwords or cookies"
	case strings.Contains(p, "/Library/Keychains/") || strings.Contains(p, "/.local/share/keyrings/"):
		return "a keychain"
	}
	return ""
}

// credNames are the names of credential files and of the folders on their
// paths, tried against each pattern component of a path that is read.
var credNames = [...]string{".ssh", "id_rsa", "id_ed25519", "id_ecdsa", "id_dsa", ".aws", "credentials", "config", ".netrc",
	".git-credentials", ".pgpass", ".pypirc", ".docker", "config.json", ".kube", ".gnupg", ".config", "gh", "hosts.yml",
	"gcloud", "credentials.db", "application_default_credentials.json", "access_tokens.db", ".env", "shadow", "etc"}

// globCredential names the credential a path pattern can match: each
// component with a pattern is replaced by the credential names it matches
// (a leading dot only by a pattern that spells it, as the shell does),
// and each path so spelled is judged as credential judges a plain one.
func globCredential(p, home string) string {
	cands := []string{""}
	for i, c := range strings.Split(p, "/") {
		if i == 0 {
			continue
		}
		var next []string
		for _, x := range cands {
			if !strings.ContainsAny(c, "*?[") {
				next = append(next, x+"/"+c)
				continue
			}
			for _, n := range credNames {
				if strings.HasPrefix(n, ".") && !strings.HasPrefix(c, ".") {
					continue
				}
				if ok, _ := path.Match(c, n); ok {
					next = append(next, x+"/"+n)
				}
			}
		}
		if len(next) > 64 {
			next = next[:64]
		}
		cands = next
	}
	for _, c := range cands {
		if kind := credential(c, home); kind != "" && kind != "env" {
			return kind
		}
	}
	return ""
}

func envTemplate(b string) bool {
	switch strings.TrimPrefix(b, ".env.") {
	case "example", "sample", "template", "dist", "defaults", "schema", "test.example", "local.example", "development.example", "production.example":
		return true
	}
	return strings.HasSuffix(b, ".example") || strings.HasSuffix(b, ".sample") || strings.HasSuffix(b, ".template")
}

// globNames are the names of protected files and of the folders on their
// paths, tried against each pattern component of a written path.
var globNames = [...]string{".claude", "settings.json", "settings.local.json", "hooktool.json", "hooktool", "state.db",
	"state.db.lock", "hooks", "pre-push", "config", "config.worktree", ".git", ".codex", "hooks.json", "config.toml",
	".gemini", ".pi", "agent", "extensions", ".openclaw", "openclaw.json", "managed-settings.json", ".gitconfig", "state",
	".local", "bin", ".config", "git", "go"}

// globProtected names the protected file a path pattern can match. Each
// component with a pattern is replaced by the protected names it matches
// (as the shell does: a leading dot only by a pattern that spells it). A
// last component that is a bare wildcard ('*', '*.json') counts only in a
// folder that is protected as a whole, so build/* is not a pre-push hook.
func (w *walker) globProtected(p string, tree bool) string {
	parts := strings.Split(p, "/")
	cands := []string{""}
	for i, c := range parts {
		if i == 0 {
			continue
		}
		var next []string
		if !strings.ContainsAny(c, "*?[") {
			for _, x := range cands {
				next = append(next, x+"/"+c)
			}
		} else {
			last := i == len(parts)-1
			for _, x := range cands {
				if last && !specificPattern(c) {
					if fileOnlyName(path.Base(x)) {
						// src/*/*.ts (zsh's src/**/*.ts): the middle * can
						// match a pre-push hook's name, but a file holds no
						// files for the last part to match.
						continue
					}
					// Every file of a folder: protected when the folder is
					// (by name, or through a symlink).
					if what := w.protectedTree(x); what != "" {
						return what
					}
					if what := w.protectedFolder(x); what != "" && path.Base(x) != ".git" {
						return what
					}
					if path.Base(x) != ".git" {
						continue
					}
				}
				for _, n := range globNames {
					if strings.HasPrefix(n, ".") && !strings.HasPrefix(c, ".") {
						continue
					}
					if ok, _ := path.Match(strings.ToLower(c), n); ok {
						next = append(next, x+"/"+n)
					}
				}
			}
		}
		if len(next) > 64 {
			next = next[:64]
		}
		cands = next
	}
	for _, c := range cands {
		if what := w.protectedPath(c, tree); what != "" {
			return what
		}
		if what := w.protectedPath(c, false); what != "" {
			return what
		}
	}
	return ""
}

// fileOnlyName reports the protected names that are always files, never
// folders with files in them.
func fileOnlyName(n string) bool {
	switch n {
	case "pre-push", "settings.json", "settings.local.json", "hooktool.json", "state.db", "state.db.lock", "config.worktree",
		"hooks.json", "config.toml", "openclaw.json", "managed-settings.json", ".gitconfig":
		return true
	}
	return false
}

// specificPattern reports a pattern that spells part of a name, not only
// an extension: 'hook*.json' and '.cla*' do, '*' and '*.json' do not.
func specificPattern(c string) bool {
	lit := 0
	stem := c
	if i := strings.LastIndexByte(c, '.'); i > 0 && !strings.ContainsAny(c[i:], "*?[") {
		stem = c[:i]
	}
	for i := 0; i < len(stem); i++ {
		switch stem[i] {
		case '*', '?', '[', ']':
		default:
			lit++
		}
	}
	return lit >= 2
}

// removedSources lists the operands an archiver or copier deletes after
// reading them: rsync --remove-source-files, tar --remove-files, zip -m,
// 7z a -sdel.
func removedSources(name string, all, ops []arg) []arg {
	has := func(opt string, min int) bool {
		for _, a := range all {
			if a.s == "--" {
				break
			}
			if isAbbrev(a.s, opt, min) {
				return true
			}
		}
		return false
	}
	switch name {
	case "rsync":
		if has("--remove-source-files", 9) && len(ops) > 1 {
			return ops[:len(ops)-1]
		}
	case "tar", "bsdtar", "gtar":
		if has("--remove-files", 5) {
			return ops
		}
	case "zip":
		for _, a := range all {
			if a.s == "--move" || len(a.s) > 1 && a.s[0] == '-' && a.s[1] != '-' && strings.ContainsRune(a.s, 'm') {
				if len(ops) > 1 {
					return ops[1:]
				}
			}
		}
	case "7z", "7za", "7zr":
		for _, a := range all {
			if a.s == "-sdel" && len(ops) > 2 {
				return ops[2:]
			}
		}
	case "rar", "arj", "lha", "lharc", "ha", "zoo":
		// The archivers with a command letter first: m moves the files
		// into the archive; rar's -df (and arj's -d1) deletes them after
		// a.
		if len(ops) > 2 && (ops[0].s == "m" || ops[0].s == "mf" || ops[0].s == "a" && (has("-df", 3) || has("-d1", 3))) {
			return ops[2:]
		}
	}
	return nil
}

// awkInPlace reports gawk's inplace extension (-i inplace), which writes
// the input files.
func awkInPlace(name string, all []arg) bool {
	if name != "awk" && name != "gawk" {
		return false
	}
	for i, a := range all {
		switch {
		case (a.s == "-i" || a.s == "--include") && i+1 < len(all):
			if v := all[i+1].s; v == "inplace" || v == "inplace.awk" {
				return true
			}
		case a.s == "-iinplace", a.s == "--include=inplace", a.s == "--include=inplace.awk":
			return true
		}
	}
	return false
}

// binFolder reports the folders hooktool's binary is installed into.
func binFolder(p, home string) bool {
	switch p {
	case "/usr/local/bin", "/opt/homebrew/bin", "/usr/bin", "/bin":
		return true
	}
	if home == "" {
		return false
	}
	switch strings.TrimPrefix(p, home) {
	case "/.local/bin", "/go/bin", "/bin", "/.cargo/bin", "/.bun/bin", "/.npm-global/bin", "/.volta/bin":
		return true
	}
	return false
}

// selfPackage judges a package manager that removes or replaces hooktool:
// go install of a package named hooktool (it writes $GOBIN/hooktool), and
// uninstalling a package of that name.
func (w *walker) selfPackage(name string, args []arg, seg string) {
	_, ops := opts(args)
	if len(ops) < 2 {
		return
	}
	sub := ops[0].s
	named := func(list []arg) bool {
		for _, o := range list {
			n := o.s
			if i := strings.LastIndexByte(n, '@'); i > 0 {
				n = n[:i]
			}
			n = strings.ToLower(path.Base(n))
			if n == "hooktool" || n == "hookd" || n == "hookd-cli" || strings.HasPrefix(n, "hooktool-") {
				return true
			}
		}
		return false
	}
	switch {
	case name == "go" && sub == "run" && named(ops[1:2]) && len(ops) > 2:
		// go run ./cmd/hookd-cli uninstall: hooktool built from source
		// takes its subcommands as the installed one does.
		if s := ops[2].s; s == "install" || s == "uninstall" || s == "tripwire" && len(ops) > 3 && ops[3].s == "ack" {
			w.add("hooktool-settings", seg, "go run "+ops[1].s+" "+s+" runs hooktool's own "+s)
		}
	case name == "go" && sub == "install" && named(ops[1:]):
		w.add("self-protect", seg, "go install writes a program named hooktool over the installed binary")
	case (name == "npm" || name == "pnpm" || name == "yarn" || name == "bun" || name == "brew" || name == "pip" || name == "pip3" || name == "pipx" || name == "cargo" || name == "port" || name == "apt" || name == "apt-get" || name == "dnf" || name == "nix-env") &&
		(sub == "uninstall" || sub == "remove" || sub == "rm" || sub == "un" || sub == "r" || sub == "unlink" || sub == "purge" || sub == "erase" || sub == "-e") && named(ops[1:]):
		w.add("self-protect", seg, name+" "+sub+" removes hooktool")
	}
}

// userFileCode judges interpreter code that names one of the user's
// start-up files or keys and opens it for writing, truncates, moves or
// deletes it: the one-liner spelling of > ~/.bashrc.
func (w *walker) userFileCode(lower, seg string) {
	named := ""
	for _, m := range [...]string{".bashrc", ".zshrc", ".profile", ".bash_profile", ".zprofile", ".zshenv", ".bash_login", ".ssh/", "authorized_keys", ".gitconfig", ".aws/", ".kube/config", ".netrc", ".gnupg", ".npmrc", ".pypirc", ".docker/config.json"} {
		if strings.Contains(lower, m) {
			named = m
			break
		}
	}
	if named == "" {
		return
	}
	for _, api := range [...]string{"'w'", "\"w\"", "'w+'", "\"w+\"", "'wb'", "\"wb\"", "'a'", "\"a\"", "writefile", "write_text", "write_bytes", "truncate", "unlink", "os.remove", "rmsync", "shutil.copy", "shutil.move", "os.rename", "os.replace", "file.write", "file.delete", "fileutils.rm", "fs.rm", "\">\"", "'>'", "\">>", "'>>", "open(f, \">", "open f,\">", "appendfile", "copyfile", "renamesync"} {
		if strings.Contains(lower, api) {
			w.add("user-file-clobber", seg, "the code writes, moves or deletes your "+strings.Trim(named, "/")+" file")
			return
		}
	}
}

// literalProtected reports a string literal in interpreter code that is a
// protected file by another name: a symlink or a hard link to one
// (open('notes.json','w') where notes.json is linked to the settings). Only
// with the file system on, for at most 16 path-like literals.
func (w *walker) literalProtected(code string) bool {
	if !w.fsOn() {
		return false
	}
	seen := 0
	for i := 0; i < len(code) && seen < 16; i++ {
		q := code[i]
		if q != '\'' && q != '"' {
			continue
		}
		j := strings.IndexByte(code[i+1:], q)
		if j < 0 {
			break
		}
		lit := code[i+1 : i+1+j]
		i += j + 1
		if lit == "" || len(lit) > 256 || strings.ContainsAny(lit, " \t\n$`*?") || !strings.ContainsAny(lit, "./") {
			continue
		}
		seen++
		if p, ok := w.abs(lit); ok && w.protectedPath(p, false) != "" {
			return true
		}
	}
	return false
}

// sedCommands is a sed script's command letters, with the flags of its s
// commands and without addresses, patterns, replacements, text or labels,
// so what is left shows whether it prints: s/a/b/ leaves s, s/x/y/gp
// leaves sgp, /alias/s|ls|ll| leaves s, /keep/p leaves p.
func sedCommands(code string) string {
	var b strings.Builder
	// skip passes a part ended by the delimiter d, escapes included.
	skip := func(i int, d byte) int {
		for i < len(code) && code[i] != d {
			if code[i] == '\\' {
				i++
			}
			i++
		}
		return i + 1
	}
	for i := 0; i < len(code); {
		c := code[i]
		switch {
		case strings.IndexByte(" \t\n;{}!0123456789,$~+", c) >= 0:
			i++
		case c == '/':
			i = skip(i+1, '/')
			for i < len(code) && (code[i] == 'I' || code[i] == 'M') {
				i++
			}
		case c == '\\' && i+1 < len(code):
			i = skip(i+2, code[i+1])
		case (c == 's' || c == 'y') && i+1 < len(code):
			b.WriteByte(c)
			d := code[i+1]
			i = skip(skip(i+2, d), d)
			for i < len(code) && strings.IndexByte("gpwWeiImM0123456789", code[i]) >= 0 {
				if strings.IndexByte("pwWe", code[i]) >= 0 {
					b.WriteByte(code[i]) // the flags that print
				}
				if code[i] == 'w' || code[i] == 'W' {
					i = len(code) // the rest of the line is a file name
				}
				i++
			}
		default:
			b.WriteByte(c)
			i++
			if strings.IndexByte("aicrRwWbtT:e", c) >= 0 {
				// Text, a file name or a label runs to the line's end (a
				// label to a ;).
				for i < len(code) && code[i] != '\n' && (code[i] != ';' || strings.IndexByte("bTt:", c) < 0) {
					i++
				}
			}
		}
	}
	return b.String()
}

// inPlaceEmpties reports sed, perl or ruby editing files in place with a
// script that keeps no line: sed -i d, sed -i Q, sed -i -n without p,
// perl -i -n without print (or with a print that never runs), ruby -i -n
// without output.
func inPlaceEmpties(name string, all []arg) (empties, positional bool) {
	inPlace, quiet := false, false
	var script *arg
	for i := range all {
		a := all[i].s
		switch {
		case a == "--in-place" || strings.HasPrefix(a, "--in-place="):
			inPlace = true
		case a == "-n" || a == "--quiet" || a == "--silent":
			quiet = true
		case (a == "-e" || a == "--expression") && i+1 < len(all):
			script = &all[i+1]
		case strings.HasPrefix(a, "--expression="):
			e := all[i]
			e.s = strings.TrimPrefix(a, "--expression=")
			script = &e
		case len(a) > 1 && a[0] == '-' && a[1] != '-':
			flags := a[1:]
			if j := strings.IndexByte(flags, 'i'); j >= 0 {
				inPlace = true
				flags = flags[:j] // -i.bak, -in: what follows i is the backup suffix
			}
			quiet = quiet || strings.ContainsRune(flags, 'n')
			if strings.HasSuffix(flags, "e") && i+1 < len(all) {
				script = &all[i+1]
			}
		case script == nil && !strings.HasPrefix(a, "-"):
			script, positional = &all[i], true
		}
	}
	if !inPlace || script == nil || script.dyn {
		return false, false
	}
	return inPlaceKeepsNone(name, script.s, quiet), positional
}

// inPlaceKeepsNone reports an in-place script (with -n when quiet) that
// keeps no line of the file.
func inPlaceKeepsNone(name, script string, quiet bool) bool {
	code := strings.TrimSpace(script)
	switch name {
	case "sed", "gsed":
		if quiet {
			// -n -i: the file keeps only what the script prints, and an
			// s command without a p or w flag prints nothing.
			return !strings.ContainsAny(sedCommands(code), "pPwWl=eiacrRF")
		}
		switch strings.ReplaceAll(code, " ", "") {
		case "Q", "1Q", "/^/d", "/.*/d", "/$/d", "/^.*$/d", "/^.*/d", "1~1d", "0~1d":
			return true // quit before the first line is printed; an address every line matches
		}
		c := strings.TrimLeft(code, "0123456789,$ ")
		return c == "d" && (code == "d" || strings.HasPrefix(code, "1,$") || strings.HasPrefix(code, ",$"))
	case "perl":
		return quiet && !strings.Contains(code, "print") && !strings.Contains(code, "say") && !strings.Contains(code, "syswrite") || perlKeepsNoLine(code, quiet)
	case "ruby":
		// ruby -n -i: the file keeps what the code prints.
		return quiet && !strings.Contains(code, "print") && !strings.Contains(code, "puts") && !strings.Contains(code, "$stdout") && !strings.Contains(code, "write") && !strings.Contains(code, "<<")
	}
	return false
}

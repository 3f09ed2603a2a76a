package guard

import (
	"path"
	"strings"

	"mvdan.cc/sh/v3/syntax"
)

// Classes the twenty-first blind set found open (docs/threat-model-guard.md,
// "Twenty-first blind set: commands").

// fileInputs judges the texts a program is handed as files without a file
// on disk: a process substitution <(...) among its words, a here-string
// or heredoc given with /dev/stdin or - as its file, and a structured
// table (JSON) fed on its stdin. A table-driven daemon (a rotator, a cron
// or anacron table, a watch trigger) reads it as its own config file: its
// paths are what the daemon acts on (tableTargets) and its lines may hold
// the commands it runs, judged as a written file's are (textCommands).
func (w *walker) fileInputs(name string, argv []arg, seg string, depth int, in input) {
	if w.scan != scanAll || dataArgs(name) || fileViewer(name) || shells(name) || langOf(name) != nil || len(argv) < 2 {
		return
	}
	var texts []string
	stdinNamed := false
	for i, a := range argv[1:] {
		if i >= 24 {
			break
		}
		if a.s == "/dev/stdin" || a.s == "-" || a.s == "/dev/fd/0" || a.s == "/proc/self/fd/0" {
			stdinNamed = true
			continue
		}
		if a.node == nil || len(a.node.Parts) != 1 {
			continue
		}
		if ps, ok := a.node.Parts[0].(*syntax.ProcSubst); !ok || ps.Op != syntax.CmdIn {
			continue
		}
		if p, ok := w.procIn(a, depth); ok && p.hasCode && !p.download {
			texts = append(texts, p.code)
		}
	}
	if in.hasCode && !in.download && !in.decoded {
		if t := strings.TrimSpace(in.code); stdinNamed || strings.HasPrefix(t, "[") || strings.HasPrefix(t, "{") {
			texts = append(texts, in.code)
		}
	}
	if len(texts) == 0 {
		return
	}
	mark := len(w.findings)
	w.tableTexts(name, texts, seg)
	for _, t := range texts {
		if len(w.findings) > mark {
			return
		}
		w.textCommands(name+"'s input file", t, seg, depth, false)
	}
}

// terminalEnvFile reports a file whose environment section a terminal or
// an editor's integrated terminal gives to every shell it starts: VS Code's
// (and its forks') user and workspace settings and .code-workspace files,
// Zed's settings, tmux's config, kitty, alacritty, foot, wezterm and
// ghostty configs.
func terminalEnvFile(p string) bool {
	b := path.Base(p)
	switch {
	case strings.HasSuffix(b, ".code-workspace"):
		return true
	case b == "settings.json":
		d := path.Dir(p)
		return path.Base(d) == ".vscode" || path.Base(d) == "User" || path.Base(d) == ".zed" || path.Base(d) == "zed"
	case b == ".tmux.conf" || b == "tmux.conf" || b == "kitty.conf" || b == "foot.ini" || b == ".wezterm.lua" || b == "wezterm.lua":
		return true
	case strings.HasPrefix(b, "alacritty.") || strings.HasPrefix(b, ".alacritty."):
		return true
	case b == "config" && path.Base(path.Dir(p)) == "ghostty":
		return true
	}
	return false
}

// terminalEnv judges text written into a terminal's or an editor's config
// that sets an agent's variable in the environment of the shells it
// starts (terminal.integrated.env.linux, tmux set-environment, kitty's env,
// alacritty's [env], foot's [environment]): an agent started there runs
// with its settings moved or its hooks off, as from a shell start-up file.
func (w *walker) terminalEnv(p, text, seg string) bool {
	if !terminalEnvFile(p) || !strings.Contains(strings.ToLower(text), "env") {
		return false
	}
	isName := func(r byte) bool {
		return r == '_' || r >= 'A' && r <= 'Z' || r >= 'a' && r <= 'z' || r >= '0' && r <= '9'
	}
	for i := 0; i < len(text) && i < 64<<10; {
		if !isName(text[i]) {
			i++
			continue
		}
		j := i
		for j < len(text) && isName(text[j]) {
			j++
		}
		k := text[i:j]
		i = j
		if !agentEnvName(k) {
			continue
		}
		rest := strings.TrimLeft(text[j:], `"' :=`)
		v := rest
		if e := strings.IndexAny(rest, "\"',}\n"); e >= 0 {
			v = rest[:e]
		}
		if offValue(v) || strings.TrimSpace(v) == "" && strings.HasPrefix(rest, `"`) {
			continue
		}
		w.add("self-protect", seg, path.Base(p)+" sets "+k+" for the shells its terminal starts: an agent started there runs with other settings or its hooks off")
		return true
	}
	return false
}

// editorOpens judges what an editor reads by its own convention when it
// opens a folder or a file: a workspace's settings (.vscode/, a
// .code-workspace, .zed/, .helix/), a folder's exrc (.nvimrc, .exrc,
// .nvim.lua), Emacs's .dir-locals.el and a file's own local variables
// (-*- eval: ... -*-). Written earlier in the line, their commands, and
// the programs their values name that the line wrote too (a git.path or
// a language server's binary in the temp folder), are what the editor runs.
func (w *walker) editorOpens(name string, argv []arg, seg string, depth int) {
	switch name {
	case "code", "codium", "cursor", "code-insiders", "windsurf", "vim", "nvim", "vi", "emacs", "emacsclient", "subl", "kate", "zed", "hx", "helix", "fleet", "lapce":
	default:
		return
	}
	if w.scan != scanAll {
		return
	}
	if why := w.install21(name, argv); why != "" {
		// (an editor's package archive or fetcher pointed elsewhere in
		// its --eval code)
		w.add("remote-install", seg, why)
		return
	}
	if len(w.files) == 0 {
		return
	}
	operand := map[string]bool{}
	for _, a := range argv[1:] {
		if !a.dyn && !strings.HasPrefix(a.s, "-") {
			if p, ok := w.abs(a.s); ok {
				operand[p] = true
			}
		}
	}
	mark := len(w.findings)
	for p, f := range w.files {
		if len(w.findings) > mark {
			return
		}
		if !f.known() || strings.TrimSpace(f.code) == "" {
			continue
		}
		text := f.code
		switch b, d := path.Base(p), path.Base(path.Dir(p)); {
		case d == ".vscode" || d == ".zed" || d == ".helix" || d == ".fleet" || d == ".devcontainer" || strings.HasSuffix(b, ".code-workspace"),
			b == ".nvimrc" || b == ".exrc" || b == ".nvim.lua" || b == ".dir-locals.el" || b == ".dir-locals-2.el":
		case operand[p] && (name == "emacs" || name == "emacsclient") && strings.Contains(text, "eval:"):
			_, text, _ = strings.Cut(text, "eval:")
		default:
			continue
		}
		w.textCommands(path.Base(p), text, seg, depth, true)
		if len(w.findings) > mark {
			return
		}
		words := strings.FieldsFunc(text, func(r rune) bool { return strings.ContainsRune(" \t\n\"',[]{}()=", r) })
		if len(words) > 64 {
			words = words[:64]
		}
		var paths []string
		for _, x := range words {
			if strings.HasPrefix(x, "/") || strings.HasPrefix(x, "~/") || strings.HasPrefix(x, "./") {
				paths = append(paths, x)
			}
		}
		if len(paths) > 0 {
			w.hiddenRun(name, "", seg, scanAll, func() { w.namedFiles(name, paths, seg, depth, nil) })
		}
	}
}

// wayIn21 judges ways into the machine that waysIn's words miss: an
// editor's tunnel or web server, a remote desktop server bound to every
// interface, the login port handed to a tunnel by a bare port or -p, and
// a server whose config the line wrote runs a shell for each connection.
func (w *walker) wayIn21(name string, argv []arg, seg string) bool {
	sub, sub2 := "", ""
	if len(argv) > 1 {
		sub = argv[1].s
	}
	if len(argv) > 2 {
		sub2 = argv[2].s
	}
	anyAddr, noToken := false, false
	for _, a := range argv[1:] {
		anyAddr = anyAddr || strings.Contains(a.s, "0.0.0.0") || a.s == "::" || a.s == "*"
		noToken = noToken || a.s == "--without-connection-token" || a.s == "--allow-anonymous"
	}
	switch name {
	case "code", "codium", "cursor", "code-insiders", "windsurf", "code-tunnel", "code-server-tunnel":
		switch {
		case sub == "tunnel" && sub2 != "status" && sub2 != "kill" && sub2 != "prune" && sub2 != "user" && sub2 != "rename" && sub2 != "unregister" && !helpOnly(argv[2:]):
			w.add("tunnel-in", seg, name+" tunnel lets whoever signs in to the tunnel's account open this machine in a browser: its files and a terminal")
			return true
		case sub == "serve-web" && (anyAddr || noToken):
			w.add("tunnel-in", seg, name+" serve-web gives this machine's files and a terminal to whoever reaches the port")
			return true
		}
	}
	if strings.Contains(name, "vnc") && !strings.Contains(name, "viewer") && anyAddr {
		w.add("tunnel-in", seg, name+" serves this machine's desktop on every interface")
		return true
	}
	// The login port by a bare port word or -p 22, with another machine
	// (a dotted host name) or anonymous access beside it.
	login, remote := false, noToken || strings.Contains(name, "tunnel") || strings.Contains(name, "kite")
	for i, a := range argv[1:] {
		if i >= 24 || a.dyn {
			break
		}
		prev := argv[i].s
		if a.s == "22" && (i == 0 || !strings.HasPrefix(prev, "-") || prev == "-p" || prev == "--port" || prev == "-P" || prev == "--local-port") {
			login = true
		}
		if !strings.HasPrefix(a.s, "-") && !strings.ContainsAny(a.s, "/=:@") && strings.Count(a.s, ".") >= 2 && !strings.HasPrefix(a.s, "127.") && !isDigits(strings.ReplaceAll(a.s, ".", "")) {
			remote = true
		}
	}
	if login && remote && name != "ssh" {
		w.add("tunnel-in", seg, name+" hands this machine's login port (22) to a tunnel: whoever reaches the other end can log in")
		return true
	}
	// A server given a config the line wrote that runs a shell for each
	// connection (xinetd's server = /bin/sh, stunnel's exec = /bin/sh,
	// webhook's execute-command).
	return w.argFiles(argv, func(p string, f written) bool {
		if !shellServerConfig(f.code) {
			return false
		}
		w.hiddenRun(name, "", seg, scanWords, func() {
			w.add("reverse-shell", seg, name+"'s config "+path.Base(p)+", written in the line, runs a shell for whoever connects")
		})
		return true
	})
}

// shellServerConfig reports a server config whose program for a
// connection or a request is a shell.
func shellServerConfig(text string) bool {
	shell, listen := false, false
	for n, l := range strings.Split(text, "\n") {
		if n >= 256 {
			break
		}
		for _, part := range strings.Split(l, ",") {
			k, v, ok := strings.Cut(part, "=")
			if !ok {
				k, v, ok = strings.Cut(part, ":")
			}
			if !ok {
				continue
			}
			k = strings.ToLower(strings.Trim(strings.TrimSpace(k), `"'{[`))
			v = strings.Trim(strings.TrimSpace(v), `"' }]`)
			switch k {
			case "server", "exec", "execute-command", "command", "program", "cmd":
				if f := strings.Fields(v); len(f) > 0 && shells(path.Base(f[0])) {
					shell = true
				}
			case "port", "accept", "listen", "bind", "socket_type", "pass-arguments-to-command":
				listen = true
			}
		}
	}
	return shell && listen
}

// agentPid reports a word that names the agent's own process: the shell's
// parent, $PPID.
func agentPid(a arg) bool {
	return strings.Contains(a.raw, "$PPID") || strings.Contains(a.raw, "${PPID}") || strings.Contains(a.raw, "$(ps -o ppid")
}

// aimsAtAgent judges a tracer, a debugger or a limit given the agent's
// own process (-p "$PPID", --pid=$PPID) and reports whether it was.
func (w *walker) aimsAtAgent(name string, args []arg, seg string) bool {
	switch name {
	case "kill", "ps", "echo", "printf", "wait", "waitpid", "cat", "ls", "test", "[":
		return false
	}
	for i, a := range args {
		if i >= 24 {
			break
		}
		if !agentPid(a) {
			continue
		}
		prev := ""
		if i > 0 {
			prev = args[i-1].s
		}
		if prev == "-p" || prev == "--pid" || prev == "--attach" || prev == "-a" || strings.HasPrefix(a.s, "--pid=") || strings.HasPrefix(a.s, "-p") {
			w.add("self-protect-indirect", seg, name+" attaches to, traces or limits the agent's own process ($PPID): it can change what the agent does or skip its hooks")
			return true
		}
	}
	return false
}

// more21 judges, for any command, what blind set 21 found: a tracer, a
// debugger or a limit aimed at the agent's own process; ssh's forwards
// through autossh; openssl's client as a network pipe; a repository's
// front end pushing past its hooks or forcing; a restore over a folder.
func (w *walker) more21(name string, args []arg, seg string, depth int) (out output) {
	_, ops := opts(args)
	w.aimsAtAgent(name, args, seg)
	switch name {
	case "autossh":
		rest := make([]arg, 0, len(args))
		for i := 0; i < len(args); i++ {
			if args[i].s == "-M" && i+1 < len(args) {
				i++
				continue
			}
			rest = append(rest, args[i])
		}
		w.sshTunnel(rest, seg)
	case "openssl":
		if len(ops) > 0 && ops[0].s == "s_client" {
			out.net = true
		}
		if len(ops) > 0 && ops[0].s == "s_server" && (hasArg(args, "-WWW", "-HTTP", "-www")) && w.cwd != "" && (w.cwd == w.g.env.Home || w.cwd == "/") {
			w.add("serve-home", seg, "openssl s_server -WWW serves the files of "+w.cwd+" to whoever connects")
		}
	case "gt", "git-town", "av", "spr", "ghstack", "sl", "jj":
		// A repository front end's push or submit past the pre-push hook.
		if hasArg(args, "--no-verify") && len(ops) > 0 {
			w.add("git-no-verify", seg, name+" "+ops[0].s+" --no-verify pushes without the pre-push hook")
		}
	case "got":
		if len(ops) > 0 && ops[0].s == "send" && (hasShort(flagsOf(args), "f") || hasArg(args, "--force")) {
			w.add("git-push-force", seg, "got send -f overwrites the remote's branches")
		}
	case "darcs":
		if len(ops) > 0 && (ops[0].s == "obliterate" || ops[0].s == "unrecord") && (hasArg(args, "--all", "-a")) {
			w.add("git-history-rewrite", seg, "darcs "+ops[0].s+" --all deletes the repository's patches")
		}
	case "glab":
		if len(ops) > 1 && ops[0].s == "repo" && ops[1].s == "mirror" && hasArg(args, "--allow-divergence") {
			w.add("git-push-force", seg, "glab repo mirror --allow-divergence pushes over the mirror's diverged branches")
		}
	}
	if len(ops) > 1 && (opWord(ops, 0) == "restore" || opWord(ops, 0) == "restore-backup") && name != "git" && name != "dotnet" && name != "nuget" {
		last := ops[len(ops)-1]
		w.writeDest(dest{a: last, tree: true}, seg)
	}
	if name == "git" && len(ops) > 0 && ops[0].s == "instaweb" {
		for i, a := range args {
			if v, ok := strings.CutPrefix(a.s, "--httpd="); ok {
				w.script(v, depth+1, "git instaweb --httpd")
			} else if (a.s == "--httpd" || a.s == "-d") && i+1 < len(args) {
				w.script(w.codeOf(args[i+1]), depth+1, "git instaweb --httpd")
			}
		}
	}
	if name == "git" && len(ops) > 2 && ops[0].s == "town" && containsWord(ops, "push-hook") && offValue(ops[len(ops)-1].s) ||
		name == "git" && len(ops) > 1 && ops[0].s == "config" && strings.EqualFold(ops[len(ops)-2].s, "git-town.push-hook") && offValue(ops[len(ops)-1].s) {
		w.add("git-no-verify", seg, "git-town's push-hook off makes its pushes skip the pre-push hook")
	}
	return out
}

func containsWord(ops []arg, s string) bool {
	for _, o := range ops {
		if o.s == s {
			return true
		}
	}
	return false
}

// goalVerb reports a build tool's plugin goal whose own verb installs
// (mvn dependency:get, dependency:copy).
func goalVerb(s string) bool {
	if strings.Contains(s, "://") || strings.HasPrefix(s, "-") {
		return false
	}
	i := strings.LastIndexByte(s, ':')
	return i > 0 && i+1 < len(s) && (s[i+1:] == "get" || installVerb(s[i+1:]))
}

// sourceSetting returns the foreign URL or repository a config file the
// line wrote names as where a tool fetches from: a line whose key (or
// whose section) says source, registry, repository, channel, plugin,
// module, mirror, index, archive, distribution or URL, or a line that is
// only a repository (a list of default packages). Prose and data files
// are not configs.
func sourceSetting(p, text string) string {
	switch strings.ToLower(path.Ext(p)) {
	case ".md", ".markdown", ".mdx", ".rst", ".adoc", ".txt", ".log", ".csv", ".tsv", ".html", ".htm", ".tex", ".diff", ".patch", ".sh", ".bash", ".py", ".js", ".ts", ".go", ".rb", ".c", ".h", ".rs":
		return ""
	}
	sourceKey := func(k string) bool {
		return containsAny(strings.ToLower(k), []string{"source", "registr", "repo", "channel", "plugin", "module", "mirror", "index", "archive", "distribution", "url", "api", "git", "location"})
	}
	if u := ownerRepoSource24b(text); u != "" { // (blind24b.go)
		return u
	}
	section := false
	for n, l := range strings.Split(text, "\n") {
		if n >= 200 {
			break
		}
		t := strings.TrimSpace(strings.ReplaceAll(l, `\:`, ":"))
		if strings.HasPrefix(t, "[") && strings.HasSuffix(t, "]") && !strings.Contains(t, "://") {
			section = sourceKey(t)
			continue
		}
		if l == t && t != "" && !strings.ContainsAny(t, "=:\"'{}()[] \t") {
			// A stanza's bare header at the margin (cabal's
			// source-repository-package): its indented lines are its.
			section = sourceKey(t)
			continue
		}
		if t == "" || strings.HasPrefix(t, "#") || strings.HasPrefix(t, "//") {
			continue
		}
		words := strings.FieldsFunc(t, func(r rune) bool { return strings.ContainsRune(" \t\"'=,[]{}()", r) })
		for i, word := range words {
			if i >= 32 {
				break
			}
			lw := strings.ToLower(word)
			if j := strings.Index(lw, "::"); j > 0 && (strings.Contains(lw[j:], "://") || strings.HasPrefix(lw[j+2:], "git+")) {
				word, lw = word[j+2:], lw[j+2:] // (a PKGBUILD's NAME::git+URL)
			}
			if !strings.Contains(lw, "://") && !strings.HasPrefix(lw, "git+") && !strings.HasPrefix(lw, "git@") {
				continue
			}
			if remoteSpec(word, false) == "" || officialSource(lw) || !foreignIndex(word) && strings.Contains(lw, "://") {
				continue
			}
			key := strings.Join(words[:i], " ")
			if section || sourceKey(key) || i == 0 && len(words) == 1 && strings.HasPrefix(lw, "git+") {
				return word
			}
		}
	}
	return ""
}

// install21 reads installs the other checks miss: a package manager's
// manifest set from the command line to a repository or URL (npm pkg set
// overrides.X=github:o/r, packageManager=yarn@URL); a language's own
// install call given a URL or a repository (Pkg.Registry.add(url=...),
// ql-dist:install-dist URL, package-archives with package-install,
// quelpa's url fetcher, pak::pkg_install("o/r")); a Copr project enabled;
// a dotfile manager cloning another's dotfiles into home.
func (w *walker) install21(name string, argv []arg) string {
	if len(argv) > 3 && (name == "npm" || name == "pnpm" || name == "bun") && argv[1].s == "pkg" && argv[2].s == "set" {
		for _, a := range argv[3:] {
			k, v, ok := strings.Cut(a.s, "=")
			if !ok || a.dyn {
				continue
			}
			lk := strings.ToLower(k)
			if (strings.Contains(lk, "dependencies") || strings.HasPrefix(lk, "overrides") || strings.HasPrefix(lk, "resolutions") || lk == "packagemanager" || strings.HasPrefix(lk, "pnpm.overrides")) &&
				remoteSpec(v, true) != "" && !officialSource(strings.ToLower(v)) {
				return name + " pkg set " + clip(k, 40) + " points the manifest at " + clip(v, 80) + ": the next install fetches and runs it"
			}
		}
	}
	for i, a := range argv[1:] {
		if a.dyn {
			continue
		}
		if a.s == "copr" && i+2 < len(argv) && (argv[i+2].s == "enable" || argv[i+2].s == "add") {
			return name + " copr enable adds another's package project as a source: every later install trusts it"
		}
		l := strings.ToLower(a.s)
		if strings.Contains(l, "(") || strings.Contains(l, "::") {
			installs := containsAny(l, []string{"install", "registry.add(", "quelpa", "pkg.add("})
			if !installs {
				continue
			}
			for _, f := range strings.FieldsFunc(a.s, func(r rune) bool { return strings.ContainsRune(" \t\"'(),=", r) }) {
				lf := strings.ToLower(f)
				if strings.Contains(lf, "://") && remoteSpec(f, false) != "" && !officialSource(lf) && foreignIndex(f) {
					return name + " installs from " + clip(f, 80) + ", named in its code: not the registry"
				}
			}
			if j := strings.Index(l, "pkg_install("); j >= 0 {
				rest := strings.TrimLeft(a.s[j+len("pkg_install("):], `"' `)
				if e := strings.IndexAny(rest, `"'`); e > 0 && ownerRepo(rest[:e]) {
					return name + " installs the repository " + clip(rest[:e], 80) + ", not a registry package"
				}
			}
		}
	}
	switch name {
	case "vcsh", "yadm", "homeshick", "homesick":
		if len(argv) > 2 && argv[1].s == "clone" && (strings.Contains(argv[2].s, "://") || ownerRepo(argv[2].s) || strings.HasPrefix(argv[2].s, "git@")) {
			return name + " clone checks out another's dotfiles into the home folder: their start-up files run at the next login"
		}
	}
	return ""
}

// directiveCommand returns the command a comment line's directive holds:
// a test harness's RUN: line (lit, FileCheck suites) or a preprocessor's
// #exec (gpp); "" for any other line.
func directiveCommand(l string) string {
	t := l
	for _, c := range [...]string{"//", "#", ";", "--", "%", "<!--"} {
		if strings.HasPrefix(t, c) {
			t = strings.TrimSpace(strings.TrimLeft(t, c[:1]+c[len(c)-1:]))
			break
		}
	}
	if t == l && !strings.HasPrefix(l, "#") {
		return ""
	}
	for _, d := range [...]string{"RUN:", "exec ", "system "} {
		if rest, ok := strings.CutPrefix(t, d); ok {
			if d != "RUN:" && !strings.HasPrefix(l, "#") {
				return "" // (#exec and #system are gpp's and m4-like directives)
			}
			return strings.TrimSpace(rest)
		}
	}
	return ""
}

// includesTemp reports a config line that includes another file from the
// temp folder ($include FILE, include FILE, source FILE).
func (w *walker) includesTemp(l string) bool {
	f := strings.Fields(l)
	if len(f) != 2 {
		return false
	}
	switch strings.ToLower(f[0]) {
	case "$include", "include", "%include", "source", "import", "@import", "config-file", "include-file":
	default:
		return false
	}
	p := strings.Trim(f[1], `"'<>;`)
	return strings.HasPrefix(p, "/") && w.inTemp(path.Clean(p))
}

// m4Quoted returns the contents of m4's [quoted] macro arguments on a line
// of autoconf input (m4_esyscmd([CMD]), AC_CONFIG_COMMANDS_PRE([CMD])).
func m4Quoted(l string) []string {
	if !strings.Contains(l, "([") {
		return nil
	}
	var out []string
	for i := 0; i < len(l) && len(out) < 8; i++ {
		if l[i] != '[' {
			continue
		}
		j := strings.IndexAny(l[i+1:], "[]")
		if j < 0 {
			break
		}
		if l[i+1+j] == ']' && j > 0 {
			out = append(out, l[i+1:i+1+j])
		}
	}
	return out
}

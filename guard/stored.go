package guard

import (
	"encoding/json"
	"path"
	"strings"

	"mvdan.cc/sh/v3/syntax"
)

// Code stored as text and run later, and commands that run elsewhere
// (over ssh, inside a container): the stored text is parsed as shell and
// judged like any other command.

// codeVar judges an assignment whose value a later program runs as a
// shell command (PROMPT_COMMAND, GIT_SSH_COMMAND, EDITOR ...).
func (w *walker) codeVar(a *syntax.Assign, depth int) {
	if a.Name == nil || a.Value == nil && a.Array == nil {
		return
	}
	switch a.Name.Value {
	case "PROMPT_COMMAND", "GIT_SSH_COMMAND", "GIT_SSH", "GIT_EDITOR", "GIT_SEQUENCE_EDITOR", "EDITOR", "VISUAL",
		"PAGER", "GIT_PAGER", "MANPAGER", "GIT_EXTERNAL_DIFF", "GIT_ASKPASS", "SSH_ASKPASS", "SUDO_ASKPASS", "LESSOPEN", "LESSCLOSE", "FCEDIT", "RSYNC_RSH",
		// Other programs' pagers, editors, browsers and proxies, each a
		// command line the program runs.
		"GIT_PROXY_COMMAND", "SYSTEMD_PAGER", "SYSTEMD_EDITOR", "SUDO_EDITOR", "BROWSER", "GH_PAGER", "GH_EDITOR", "GH_BROWSER",
		"GLAB_PAGER", "KUBE_EDITOR", "PSQL_PAGER", "PSQL_EDITOR", "BAT_PAGER", "DELTA_PAGER", "PERLDOC_PAGER", "SVN_EDITOR",
		"HGEDITOR", "CVS_RSH", "DIFFPROG", "TERMINAL", "GIT_SSH_VARIANT_COMMAND":
	default:
		return
	}
	if a.Array != nil {
		// bash 5.1's PROMPT_COMMAND=(CMD CMD) and +=(CMD): each
		// element is a command line.
		for n, e := range a.Array.Elems {
			if e.Value == nil || n >= maxHiddenTries {
				continue
			}
			if code, _ := w.scriptText(e.Value); strings.TrimSpace(code) != "" {
				w.script(code, depth+1, a.Name.Value+" (run later as a command)")
			}
		}
		return
	}
	code, _ := w.scriptText(a.Value)
	code = strings.TrimLeft(code, "|")
	code = strings.ReplaceAll(code, "%s", "file")
	if strings.TrimSpace(code) != "" {
		w.script(code, depth+1, a.Name.Value+" (run later as a command)")
	}
}

// spawnsForever reports an endless loop that starts a background process
// on every turn: while true; do $0 & done and the like.
func spawnsForever(c *syntax.WhileClause) bool {
	if c.Until || len(c.Cond) != 1 {
		return false
	}
	call, ok := c.Cond[0].Cmd.(*syntax.CallExpr)
	if !ok || len(call.Args) == 0 {
		return false
	}
	switch call.Args[0].Lit() {
	case "true", ":":
	default:
		return false
	}
	bg := false
	for _, st := range c.Do {
		if st.Background {
			bg = true
		}
	}
	return bg
}

// ssh judges the remote command: ssh joins its words with spaces and the
// remote shell parses them. Relative paths there start in the remote home.
func (w *walker) ssh(args []arg, seg string, depth int, in input) {
	w.sshOptions("ssh", args, depth, seg)
	rest := skipOpts(args, "BbcDEeFIiJLlmOoPpQRSWw")
	if in.download && (len(rest) == 1 || len(rest) > 1 && len(strings.Fields(rest[1].s)) > 0 && (shells(base(strings.Fields(rest[1].s)[0])) || langOf(base(strings.Fields(rest[1].s)[0])) != nil)) {
		// ssh HOST bash < <(curl ...): the remote shell runs the download.
		w.add("remote-exec", pick(in.seg, seg), "a download is fed to a shell on the remote host")
		return
	}
	if len(rest) == 1 && in.hasCode && !in.pipe {
		// ssh HOST <<EOF ... EOF: the remote shell reads the script on stdin.
		cwd := w.cwd
		w.cwd = w.g.env.Home
		w.script(in.code, depth+1, "ssh remote script on stdin")
		w.cwd = cwd
		return
	}
	if len(rest) < 2 {
		return
	}
	remote := rest[1:]
	if remote[0].s == "--" {
		remote = remote[1:]
	}
	if len(remote) == 0 {
		return // ssh HOST --: a login shell, as with no command
	}
	code := w.joinCode(remote)
	if f := strings.Fields(remote[0].s); in.hasCode && len(f) > 0 && shells(base(f[0])) {
		code = in.code // ssh HOST bash -s <<EOF: the remote shell runs stdin
	}
	cwd := w.cwd
	w.cwd = w.g.env.Home
	w.script(code, depth+1, "ssh remote command")
	w.cwd = cwd
}

// container judges docker/podman run: the command runs inside the
// container, where only the mounted host folders are the user's files.
func (w *walker) container(name string, args []arg, seg string, depth int) bool {
	args = skipOpts(args, "cHl", "--config", "--context", "--host", "--log-level", "--url", "--connection")
	if len(args) > 1 && args[0].s == "container" {
		args = args[1:]
	}
	if len(args) == 0 || args[0].s != "run" && args[0].s != "create" {
		return false
	}
	rest := args[1:]
	var mounts []mount
	var entry []arg
	workdir := "/"
	hostPID, privileged := false, false
	i := 0
loop:
	for ; i < len(rest); i++ {
		s := rest[i].s
		val := func() (arg, bool) {
			if j := strings.IndexByte(s, '='); j >= 0 && strings.HasPrefix(s, "--") {
				return arg{s: s[j+1:], dyn: rest[i].dyn}, true
			}
			if len(s) > 2 && !strings.HasPrefix(s, "--") {
				return arg{s: s[2:], dyn: rest[i].dyn}, true
			}
			if i+1 < len(rest) {
				i++
				return rest[i], true
			}
			return arg{}, false
		}
		long, _, _ := strings.Cut(s, "=")
		switch {
		case s == "--":
			i++
			break loop
		case !strings.HasPrefix(s, "-"):
			break loop
		case long == "-v" || long == "--volume" || strings.HasPrefix(s, "-v") && !strings.HasPrefix(s, "--"):
			if v, ok := val(); ok {
				if m, ok := w.volume(v); ok {
					mounts = append(mounts, m)
				}
			}
		case long == "--mount":
			if v, ok := val(); ok {
				if m, ok := w.bindMount(v); ok {
					mounts = append(mounts, m)
				}
			}
		case long == "-w" || long == "--workdir" || strings.HasPrefix(s, "-w") && !strings.HasPrefix(s, "--"):
			if v, ok := val(); ok && strings.HasPrefix(v.s, "/") && !v.dyn {
				workdir = path.Clean(v.s)
			}
		case long == "--entrypoint":
			if v, ok := val(); ok {
				entry = []arg{v}
			}
		case long == "--pid":
			if v, ok := val(); ok && v.s == "host" {
				hostPID = true
			}
		case long == "--privileged":
			privileged = true
		case long == "--cap-add":
			if v, ok := val(); ok && (strings.EqualFold(v.s, "ALL") || strings.EqualFold(v.s, "SYS_ADMIN") || strings.EqualFold(v.s, "CAP_SYS_ADMIN")) {
				privileged = true
			}
		case strings.HasPrefix(s, "--"):
			switch long {
			case "--rm", "--privileged", "--init", "--interactive", "--tty", "--detach", "--read-only", "--no-healthcheck",
				"--oom-kill-disable", "--publish-all", "--sig-proxy", "--disable-content-trust", "--quiet", "--help", "--replace", "--userns-remap":
			default:
				if !strings.Contains(s, "=") {
					i++ // a long option takes the next word unless it is a known switch
				}
			}
		default:
			// -it, -d, -P are switches; the last letter of a cluster may take a value.
			if strings.IndexByte("eplhmcuaL", s[len(s)-1]) >= 0 && !strings.ContainsAny(s[1:len(s)-1], "eplhmcuaL") || len(s) == 2 && strings.IndexByte("eplhmcuaL", s[1]) >= 0 {
				i++
			}
		}
	}
	hostRoot := privileged
	for _, m := range mounts {
		hostRoot = hostRoot || m.src == "/"
	}
	if hostRoot {
		// --privileged or the host's / mounted: root in the container is
		// root on the host.
		w.elevate("a container with the host's root (--privileged or / mounted)")
	}
	if i >= len(rest) || len(append(entry, rest[i+1:]...)) == 0 {
		// The image's own command: not known. With the host's root that is
		// a root shell on the host as often as not.
		if hostRoot && hasArg(rest[:min(i, len(rest))], "-i", "-it", "-ti", "--interactive", "-t", "--tty") {
			w.rootShell(name+" run", seg)
		}
		return true
	}
	cmd := append(entry, rest[i+1:]...)
	if hostPID && privileged && len(cmd) > 0 && base(cmd[0].s) == "nsenter" {
		// --privileged --pid=host ... nsenter -t 1: the command runs in the
		// host's namespaces, on the host's files.
		if r := nsenterHost(cmd[1:]); r != nil {
			w.tracef("%s run --privileged --pid=host: nsenter -t 1 enters the host", name)
			w.via = append(w.via, "container entering the host")
			if len(r) == 0 {
				w.unparseable(seg, "a shell on the host, entered from a privileged container")
			} else {
				w.judge(r, seg, depth+1, input{})
			}
			w.via = w.via[:len(w.via)-1]
			return true
		}
	}
	if len(mounts) == 0 {
		w.tracef("%s run: no host folder is mounted, the command only reaches the container's files", name)
	}
	for _, m := range mounts {
		w.tracef("container mount: host %s is %s inside", strings.ReplaceAll(pick(m.src, dyn), dyn, "…"), m.dst)
	}
	label := "container"
	for _, m := range mounts {
		label += " mount " + strings.ReplaceAll(pick(m.src, dyn), dyn, "…") + ":" + m.dst
	}
	w.inBox2(mounts, workdir, func() {
		w.via = append(w.via, label)
		w.judge(cmd, seg, depth+1, input{})
		w.via = w.via[:len(w.via)-1]
	})
	return true
}

// inBox2 runs judge with container paths mapped to host paths.
func (w *walker) inBox2(mounts []mount, cwd string, f func()) {
	savedM, savedB, savedC := w.mounts, w.inBox, w.cwd
	w.mounts, w.inBox, w.cwd = mounts, true, cwd
	f()
	w.mounts, w.inBox, w.cwd = savedM, savedB, savedC
}

// volume reads -v SRC:DST[:OPTS]. Named volumes and read-only mounts do
// not expose the user's files to deletion.
func (w *walker) volume(v arg) (mount, bool) {
	parts := strings.Split(v.s, ":")
	if len(parts) < 2 {
		return mount{}, false
	}
	src, dst := parts[0], parts[1]
	if len(parts) > 2 && strings.Contains(","+parts[2]+",", ",ro,") && !w.credMount(src) {
		// Read-only: nothing the container writes reaches the host. A
		// credentials folder is kept: reading it is what matters there.
		return mount{}, false
	}
	return w.hostMount(src, dst)
}

// bindMount reads --mount type=bind,source=...,target=...
func (w *walker) bindMount(v arg) (mount, bool) {
	var src, dst string
	bind := true
	for _, kv := range strings.Split(v.s, ",") {
		k, val, _ := strings.Cut(kv, "=")
		switch k {
		case "type":
			bind = val == "bind"
		case "source", "src":
			src = val
		case "target", "dst", "destination":
			dst = val
		case "readonly", "ro":
			if val == "" || val == "true" || val == "1" {
				return mount{}, false
			}
		}
	}
	if !bind {
		return mount{}, false
	}
	return w.hostMount(src, dst)
}

func (w *walker) hostMount(src, dst string) (mount, bool) {
	if !strings.HasPrefix(dst, "/") || strings.Contains(dst, dyn) {
		return mount{}, false
	}
	m := mount{dst: path.Clean(dst)}
	if strings.Contains(src, dyn) {
		return m, true // a host folder only known at run time
	}
	if src == "~" || strings.HasPrefix(src, "~/") {
		// The shell leaves ~ alone before a colon (-v ~:/w); compose and
		// other front ends expand it to home, so it counts as home.
		src = w.g.env.Home + src[1:]
	}
	if !strings.HasPrefix(src, "/") && !strings.HasPrefix(src, ".") {
		return mount{}, false // a named volume
	}
	if p, ok := w.abs(src); ok {
		m.src = p
	}
	return m, true
}

// hasSplit reports env -S (its string is judged as code, not printed).
func hasSplit(args []arg) bool {
	for _, a := range args {
		if strings.HasPrefix(a.s, "-S") || strings.HasPrefix(a.s, "--split-string") {
			return true
		}
	}
	return false
}

// initIdiom recognises eval "$(TOOL init ...)" and its spellings: the
// well-known tools that print shell set-up for the current shell. It
// returns the tool, or "" when the words are anything else. The tool's
// own command was already judged as a substitution.
func initIdiom(args []arg) string {
	if len(args) != 1 || args[0].node == nil {
		return ""
	}
	var sub *syntax.CmdSubst
	parts := args[0].node.Parts
	if len(parts) == 1 {
		if d, ok := parts[0].(*syntax.DblQuoted); ok && len(d.Parts) == 1 {
			parts = d.Parts
		}
	}
	if len(parts) == 1 {
		sub, _ = parts[0].(*syntax.CmdSubst)
	}
	if sub == nil || len(sub.Stmts) != 1 {
		return ""
	}
	call, ok := sub.Stmts[0].Cmd.(*syntax.CallExpr)
	if !ok || len(call.Args) == 0 || len(sub.Stmts[0].Redirs) > 0 {
		return ""
	}
	words := make([]string, len(call.Args))
	for i, a := range call.Args {
		words[i] = a.Lit()
		if words[i] == "" {
			return ""
		}
	}
	return setupTool(words)
}

// setupTool names the well-known tool that words run when it prints
// shell set-up for the current shell (ssh-agent, direnv hook, pyenv init
// -, brew shellenv ...), or "".
func setupTool(words []string) string {
	if len(words) == 0 {
		return ""
	}
	tool := base(words[0])
	has := func(s ...string) bool {
		for _, w := range words[1:] {
			for _, x := range s {
				if w == x {
					return true
				}
			}
		}
		return false
	}
	switch tool {
	case "ssh-agent", "keychain", "dircolors", "gdircolors":
	case "direnv":
		if !has("hook", "export") {
			return ""
		}
	case "pyenv", "rbenv", "nodenv", "jenv", "goenv", "plenv", "phpenv", "swiftenv", "starship", "zoxide", "atuin", "oh-my-posh", "mcfly", "navi", "thefuck", "fzf", "pyenv-virtualenv":
		if !has("init", "virtualenv-init", "--alias", "--bash", "--zsh", "--fish", "-") {
			return ""
		}
	case "brew":
		if !has("shellenv") {
			return ""
		}
	case "fnm", "mise", "rtx", "opam", "luarocks", "pdm", "conda", "micromamba", "nix", "devbox":
		if !has("env", "activate", "path", "hook", "shell.bash", "shell.zsh", "shellenv", "--pep582", "print-dev-env") {
			return ""
		}
	case "register-python-argcomplete", "kubectl", "gh", "helm", "rustup", "poetry", "npm", "pip":
		if !has("completion", "completions") && tool != "register-python-argcomplete" {
			return ""
		}
	default:
		return ""
	}
	return tool
}

// written is what the analyser knows of a file the command line wrote
// before running it: echo 'rm -rf ~' > x.sh && bash x.sh.
type written struct {
	code     string // the text written (echo, printf, a heredoc through cat)
	download bool   // a download was saved there
	secret   bool   // the environment was saved there
	decoded  bool   // text the guard cannot read any more: decoded or transformed (base64 -d, sed, rev)
	opaque   bool   // a program's output the guard cannot compute (python gen.py > run.sh)
}

// known reports a record the guard can judge by its text alone.
func (f written) known() bool { return !f.download && !f.decoded && !f.opaque }

// maxFiles bounds the files remembered per call.
const maxFiles = 64

// writtenFile is what the line wrote to p, when it did. Once more files
// were written than the guard keeps, a file it does not know may be one
// of them: it counts as written by a program.
func (w *walker) writtenFile(p string) (written, bool) {
	if f, ok := w.files[p]; ok {
		return f, true
	}
	// A descriptor the line put text on (3<<<'CODE', exec 3<<EOF), named
	// as a file: /dev/fd/3, /proc/self/fd/3.
	for _, pre := range []string{"/dev/fd/", "/proc/self/fd/"} {
		if n, ok := strings.CutPrefix(p, pre); ok && isDigits(n) {
			if t, ok := w.fds[n]; ok {
				return written{code: t}, true
			}
		}
	}
	if w.filesFull {
		return written{opaque: true}, true
	}
	return written{}, false
}

// argFiles calls fn with each file the line wrote earlier (writtenFile)
// that a fixed argument names, whole or as an option's value
// (namedValues), until fn returns true; it reports whether one did.
func (w *walker) argFiles(argv []arg, fn func(p string, f written) bool) bool {
	for _, a := range argv[1:] {
		if a.dyn {
			continue
		}
		for _, v := range namedValues(a.s) {
			if p, ok := w.abs(v); ok {
				if f, ok := w.writtenFile(p); ok && f.known() && fn(p, f) {
					return true
				}
			}
		}
	}
	return false
}

// wrote remembers what a statement wrote to p with > or >>; a later write
// replaces it. What a program prints and the guard cannot compute is kept
// as opaque: run later in the same line, it asks. A copy of files that
// existed before the line (cat a.sh b.sh > all.sh) is as known as they
// are, and leaves no record.
func (w *walker) wrote(p string, out output, st *syntax.Stmt, seg string) {
	if strings.HasPrefix(p, "/dev/") && !strings.HasPrefix(p, "/dev/shm/") || strings.HasPrefix(p, "/proc/") {
		return // a device or a process's file: nothing to run later
	}
	f := written{code: out.echo, download: out.download, secret: out.secret, decoded: out.decoded}
	switch {
	case out.hasEcho || out.download || out.secret || out.decoded:
	case out.setup:
		delete(w.files, p) // ssh-agent -s > agent.env: a tool's own shell set-up, as eval "$(ssh-agent -s)" is
		return
	case out.from != nil:
		var ok bool
		if f, ok = w.copied(out.from); !ok {
			delete(w.files, p)
			return
		}
	default:
		f.opaque = true
	}
	appended := false
	for _, r := range redirsOf(st) {
		appended = appended || r.Op == syntax.AppOut || r.Op == syntax.AppAll
	}
	w.record(p, f, appended)
	w.textInto(p, out.echo, seg)
}

// textInto judges text written into the file p where a later shell runs
// it: a shell start-up file, or another file the wiring list reads for
// start-up.
func (w *walker) textInto(p, text, seg string) {
	if text == "" {
		return
	}
	mark := len(w.findings)
	if w.terminalEnv(p, text, seg) { // (blind21.go)
		return
	}
	defer func() {
		// Whatever else the file is, a dot file under home is some
		// program's config: the commands it holds are judged once the
		// rules for its kind found nothing.
		if _, rc := rcCommands(p, w.g.env.Home, text); len(w.findings) == mark && !rc && !startupFile(p, w.g.env.Home) {
			w.dotfileText(p, text, seg, w.depth)
			if len(w.findings) == mark {
				w.pend(p, text, seg, w.depth)
			}
		}
	}()
	w.programRC(p, text, seg, w.depth)
	w.rootConfigText(p, text, seg, w.depth)
	if pwshProfile(p) { // (blind22.go)
		// PowerShell runs its profile at every start: judged as pwsh -c.
		w.hiddenRun("pwsh", "PowerShell profile "+path.Base(p), seg, scanWords, func() { w.script("pwsh -NoProfile -c "+shQuote(text), w.depth+1, "") })
		return
	}
	if startupFile(p, w.g.env.Home) {
		// The next shell runs it: judge it now.
		w.script(zshBodies(p, text), w.depth+1, "shell start-up file "+path.Base(p))
		w.startupText(text, seg)
	} else if recipes := makeRecipes(p, text); recipes != "" {
		// A Makefile's recipe lines are shell the user runs with the
		// next make: a trap set in one (clean: rm -rf $(HOME)) is judged
		// as the command it will be.
		w.script(recipes, w.depth+1, "a recipe in "+path.Base(p))
	} else if _, ok := taskFileOf(p); ok {
		w.taskFile(p, text, w.depth)
	} else if code := agentCommandCode(p, text); code != "" {
		// A slash command, skill or subagent of Claude Code: its
		// !`CMD` lines run when it is used, before the model reads it.
		w.hiddenRun(path.Base(p), "", seg, scanWords, func() { w.script(code, w.depth+1, "a command line of "+path.Base(p)) })
	} else if w.startupWired(p) {
		// Another file the wiring list reads for start-up (a file in
		// ~/.bashrc.d or fish's conf.d, tmux's config, environment.d):
		// its lines are judged as a start-up file's.
		w.startupText(text, seg)
	}
}

// makeRecipes returns the recipe lines of text written to a makefile (a
// tab first), as shell: make's $(HOME) and the environment's other
// folders read as the shell's, the makefile's own variables as words,
// the @, - and + prefixes dropped; "" for any other file.
func makeRecipes(p, text string) string {
	b := path.Base(p)
	if b != "Makefile" && b != "makefile" && b != "GNUmakefile" && !strings.HasSuffix(b, ".mk") {
		return ""
	}
	return makefileRecipes(text)
}

// makefileRecipes returns the recipe lines of a makefile's text as shell
// lines: those starting with a tab, or with the character .RECIPEPREFIX
// names once it is set.
func makefileRecipes(text string) string {
	var out []string
	prefix := "\t"
	for _, l := range strings.Split(text, "\n") {
		if k, v, ok := strings.Cut(l, "="); ok && strings.TrimSpace(strings.TrimRight(strings.TrimSpace(k), ":+?")) == ".RECIPEPREFIX" {
			prefix = "\t"
			if v = strings.TrimSpace(v); v != "" {
				prefix = v[:1]
			}
			continue
		}
		if !strings.HasPrefix(l, prefix) {
			continue
		}
		l = strings.TrimLeft(strings.TrimPrefix(l, prefix), "@-+ \t")
		for {
			i := strings.Index(l, "$(")
			if i < 0 {
				break
			}
			j := strings.IndexByte(l[i:], ')')
			if j < 0 || strings.ContainsAny(l[i+2:i+j], " $(") {
				break // a function call ($(shell ...), $(wildcard ...)): left as it is
			}
			v := l[i+2 : i+j]
			if env := v == "HOME" || v == "USER" || v == "TMPDIR" || v == "PWD" || strings.HasPrefix(v, "XDG_"); env {
				l = l[:i] + "${" + v + "}" + l[i+j+1:]
			} else {
				// The makefile's own variable (BUILD_DIR), set in it:
				// read as the word it names, a path in the project.
				l = l[:i] + "mk_" + v + l[i+j+1:]
			}
		}
		out = append(out, l)
	}
	return strings.Join(out, "\n")
}

// record keeps f as what p holds now (appended to what it held).
func (w *walker) record(p string, f written, appended bool) {
	if w.files == nil {
		w.files = map[string]written{}
	}
	if _, ok := w.files[p]; !ok && len(w.files) >= maxFiles {
		w.filesFull = true // past the bound: a file run later may be one not kept
		return
	}
	if old, ok := w.files[p]; ok && appended {
		f.code = old.code + "\n" + f.code
		f.download = f.download || old.download
		f.secret = f.secret || old.secret
		f.decoded = f.decoded || old.decoded
		f.opaque = f.opaque || old.opaque
	}
	w.files[p] = f
}

// copied is what a copy of the files at paths holds: the records of those
// the line wrote, joined. ok is false when none was written in the line:
// a copy of files that were there before is as good as running them.
func (w *walker) copied(paths []string) (f written, ok bool) {
	var codes []string
	for _, p := range paths {
		r, has := w.files[p]
		if !has {
			continue
		}
		ok = true
		codes = append(codes, r.code)
		f.download = f.download || r.download
		f.secret = f.secret || r.secret
		f.decoded = f.decoded || r.decoded
		f.opaque = f.opaque || r.opaque
	}
	f.code = strings.Join(codes, "\n")
	return f, ok
}

// stdinRecord is what a command that saves its stdin (tee FILE, cp
// /dev/stdin FILE, dd of=FILE) writes. ok is false when stdin is not
// known to carry anything (a terminal) or is a copy of a file that was
// there before the line.
func (w *walker) stdinRecord(in input) (written, bool) {
	switch {
	case in.download || in.decoded || in.hasCode || in.secret:
		return written{code: in.code, download: in.download, decoded: in.decoded, secret: in.secret}, true
	case in.file != "":
		if p, ok := w.abs(in.file); ok {
			return w.copied([]string{p})
		}
		return written{opaque: true}, true
	case in.pipe:
		return written{opaque: true}, true
	}
	return written{}, false
}

// recordCopies follows what copies, moves and stdin savers write, so a
// script made by one and run later in the line is judged as the text it
// holds: cp /dev/stdin s.sh <<< CODE, cp <(echo CODE) s.sh, tee s.sh,
// dd of=s.sh, install, mv of a file written earlier.
func (w *walker) recordCopies(name string, args []arg, in input, depth int) {
	if w.inBox {
		return
	}
	switch name {
	case "tee", "sponge":
		f, ok := w.stdinRecord(in)
		appended := hasShort(flagsOf(args), "a") || hasLong(flagsOf(args), "--append")
		for _, o := range opsOf(args) {
			if p, pok := w.abs(o.s); pok && !o.dyn {
				if ok {
					w.record(p, f, appended)
				} else if !appended {
					delete(w.files, p)
				}
			}
		}
	case "dd":
		var src, dst string
		for _, a := range args {
			switch {
			case strings.HasPrefix(a.s, "if="):
				src = a.s[3:]
			case strings.HasPrefix(a.s, "of="):
				dst = a.s[3:]
			}
		}
		if dst == "" {
			return
		}
		w.copyTo(destArg(src), destArg(dst), in, depth)
	case "cp", "install", "mv", "gcp", "ginstall", "gmv":
		p := parseArgs(args, "tSmog", append(append([]string(nil), cpLong...), "--mode", "--owner", "--group"), cpKnown...)
		if p.has("sl", "--symbolic-link", 5) || p.has("", "--link", 4) || name == "install" && p.has("d", "--directory", 5) {
			return // links: links.go; install -d: folders
		}
		var srcs []arg
		var dir *arg
		if t := p.last("-t", "--target-directory"); t != nil {
			dir, srcs = t, p.ops
		} else if len(p.ops) >= 2 {
			dst := p.ops[len(p.ops)-1]
			srcs = p.ops[:len(p.ops)-1]
			if len(srcs) == 1 && !strings.HasSuffix(dst.s, "/") && !dotDir(dst.s) && !w.isDir(dst) {
				w.copyTo(srcs[0], dst, in, depth)
				if strings.HasSuffix(name, "mv") {
					w.moved(srcs[0])
				}
				return
			}
			dir = &dst
		}
		if dir == nil {
			return
		}
		for _, s := range srcs {
			if b := baseOf(s); b != "" {
				w.copyTo(s, joinArg(*dir, b), in, depth)
				if strings.HasSuffix(name, "mv") {
					w.moved(s)
				}
			}
		}
	}
}

// copyTo records what copying src to dst leaves at dst: src's record when
// the line wrote it, stdin's content for /dev/stdin, a <(...) as what it
// prints; a copy of a file that was there before leaves none.
func (w *walker) copyTo(src, dst arg, in input, depth int) {
	p, ok := w.abs(dst.s)
	if !ok || dst.dyn {
		return
	}
	if out, isProc := w.procText(src, depth); isProc {
		f := written{code: out.echo, download: out.download || src.download, decoded: out.decoded, secret: out.secret}
		if !out.hasEcho && !f.download && !f.decoded && !f.secret {
			f.opaque = true
		}
		w.record(p, f, false)
		return
	}
	if src.s == "" || stdinFile(src.s) {
		if f, ok := w.stdinRecord(in); ok {
			w.record(p, f, false)
		} else {
			delete(w.files, p)
		}
		return
	}
	if src.download || remoteArg(src.s) && !src.dyn {
		// (A copy from a remote place, gsutil cp gs://b/x.sh .: a
		// download: fetched.go.)
		w.record(p, written{download: true}, false)
		return
	}
	if sp, ok := w.abs(src.s); ok && !src.dyn {
		if f, ok := w.copied([]string{sp}); ok {
			w.record(p, f, false)
			return
		}
	}
	delete(w.files, p)
}

// moved forgets a file moved away.
func (w *walker) moved(src arg) {
	if p, ok := w.abs(src.s); ok && !src.dyn {
		delete(w.files, p)
	}
}

// opsOf is the operands of a command's words.
func opsOf(args []arg) []arg {
	_, ops := opts(args)
	return ops
}

func redirsOf(st *syntax.Stmt) []*syntax.Redirect {
	if st == nil {
		return nil
	}
	return st.Redirs
}

// startupFile lists the files every new shell runs.
func startupFile(p, home string) bool {
	switch p {
	case "/etc/profile", "/etc/bash.bashrc", "/etc/bashrc", "/etc/zshrc", "/etc/zsh/zshrc", "/etc/environment",
		"/etc/zshenv", "/etc/zsh/zshenv", "/etc/zprofile", "/etc/zsh/zprofile", "/etc/zlogin", "/etc/zsh/zlogin", "/etc/ksh.kshrc", "/etc/mkshrc",
		// (and what shells run at logout, and fish's and csh's system files)
		"/etc/bash.bash_logout", "/etc/zlogout", "/etc/zsh/zlogout", "/etc/fish/config.fish", "/etc/csh.cshrc", "/etc/csh.login", "/etc/csh.logout":
		return true
	}
	if strings.HasPrefix(p, "/etc/fish/conf.d/") || strings.HasPrefix(p, "/usr/share/fish/vendor_conf.d/") || home != "" && strings.HasPrefix(p, home+"/.config/fish/conf.d/") {
		return strings.HasSuffix(p, ".fish") // fish sources every *.fish there at start
	}
	if home == "" || path.Dir(p) != home && !strings.HasPrefix(p, home+"/.config/fish/") {
		return strings.HasPrefix(p, "/etc/profile.d/")
	}
	switch path.Base(p) {
	case ".bashrc", ".bash_profile", ".bash_login", ".bash_logout", ".profile", ".zshrc", ".zshenv", ".zprofile", ".zlogin", ".zlogout", ".kshrc", ".mkshrc", "config.fish", ".bash_aliases", ".pam_environment", "fish_variables":
		return true
	}
	return false
}

// runFile judges a script file the command line wrote (or downloaded)
// before running it. It reports whether it knew the file.
func (w *walker) runFile(name string, file arg, seg string, depth int) bool {
	if file.dyn || w.files == nil && w.clones == nil && w.fds == nil {
		return false
	}
	p, ok := w.abs(file.s)
	if !ok {
		return false
	}
	f, ok := w.writtenFile(p)
	if !ok {
		if dir := w.clonedDir(p); dir != "" {
			w.add("remote-exec", seg, name+" runs "+file.s+" from "+dir+", cloned or downloaded in the same command without a look")
			return true
		}
		return false
	}
	w.runWritten(name, file.s, f, seg, func(code string) {
		if name != file.s {
			// Read by a shell (sh FILE, source FILE): a #! line is a
			// comment to it.
			w.script(code, depth+1, "script file "+file.s+" written earlier")
			return
		}
		w.scriptFile(file.s, code, seg, depth) // run as a program
	})
	return true
}

// scriptFile judges a script the line wrote, run as a program: by the
// interpreter its #! line names. The kernel runs that line's words with
// the file after them (#!/usr/bin/env -S sh -c "CMD" runs CMD), so they
// are judged as a command; the text itself is judged as the code of its
// language, as shell when the interpreter is a shell or there is no #!.
func (w *walker) scriptFile(file, code, seg string, depth int) {
	via := "script file " + file + " written earlier"
	first := firstLine(code)
	if !strings.HasPrefix(first, "#!") {
		w.script(code, depth+1, via)
		return
	}
	interp := strings.TrimSpace(first[2:])
	if interp != "" {
		w.script(interp+" "+shQuote(file), depth+1, via+" (its #! line)")
	}
	f := strings.Fields(interp)
	for len(f) > 0 && (base(f[0]) == "env" || strings.HasPrefix(f[0], "-")) {
		f = f[1:] // #!/usr/bin/env -S python3 -u: the program after env's options
	}
	switch {
	case len(f) == 0 || shells(base(f[0])):
		w.script(code, depth+1, via)
	case langOf(base(f[0])) != nil:
		w.scanCode(path.Base(file), langOf(base(f[0])), code, seg, depth+1)
	default:
		w.textCommands(path.Base(file), code, seg, depth, false)
	}
}

// runWritten judges running a file the line wrote: a download is remote
// code, text the guard cannot read any more (decoded, transformed, or what
// a program printed) asks, and known text is judged by judge.
func (w *walker) runWritten(name, file string, f written, seg string, judge func(string)) {
	switch {
	case f.download:
		w.add("remote-exec", seg, name+" runs "+file+", downloaded in the same command without a look")
	case f.decoded:
		w.add("obfuscated-exec", seg, name+" runs "+file+", written earlier in the command from decoded or transformed text")
		if f.code != "" {
			judge(f.code)
		}
	case f.opaque:
		w.unparseable(seg, name+" runs "+file+", written earlier in the command by a program whose output the guard cannot compute")
	default:
		judge(f.code)
	}
}

// stmtsOut walks a subshell or block and returns what it prints as a
// whole, for the next pipeline stage: (crontab -l; echo '...') | crontab -.
func (w *walker) stmtsOut(list []*syntax.Stmt, depth int, in input) output {
	var all output
	var texts []string
	for i, st := range list {
		if i > 0 {
			in = input{}
		}
		o := w.stmt(st, depth, in)
		all.download = all.download || o.download
		all.decoded = all.decoded || o.decoded
		all.secret = all.secret || o.secret
		if o.hasEcho {
			texts = append(texts, o.echo)
			all.hasEcho = true
		}
	}
	all.echo = strings.Join(texts, "\n")
	return all
}

// runner unwraps the tools that run a command for you: uv run, poetry run,
// bundle exec, pnpm exec/dlx, npm exec, conda run, mise exec, direnv exec,
// op/doppler run --, nix-shell --run, strace, entr ... It returns the
// command, or the shell code they run, or ok false for the tool's own work.
func runner(name string, rest []arg) (argv []arg, code *arg, ok bool) {
	sub := ""
	if len(rest) > 0 {
		sub = rest[0].s
	}
	after := func(from []arg) []arg {
		if i := indexOf(from, "--"); i >= 0 {
			return from[i+1:]
		}
		return nil
	}
	for i, a := range rest {
		if name == "nix" && (a.s == "-c" || a.s == "--command") && i+1 < len(rest) {
			return rest[i+1:], nil, true // nix develop -c CMD ARGS...: words, not a string
		}
		// npm exec -c CODE, nix-shell --run CODE, nix develop -c CODE, sg GROUP -c CODE, nodemon --exec CODE
		if (a.s == "-c" || a.s == "--call" || a.s == "--run" || a.s == "--command" || a.s == "--exec") && i+1 < len(rest) &&
			((name == "npm" || name == "pnpm") && sub == "exec" || name == "nix-shell" || name == "nix" || name == "sg" || name == "nodemon" || name == "devbox") {
			return nil, &rest[i+1], false
		}
	}
	switch name {
	case "uv", "poetry", "pipenv", "pdm", "hatch", "rye", "devbox":
		if sub == "run" {
			return skipOpts(rest[1:], "ep", "--with", "--python", "--env", "--package", "--directory", "--project", "--extra", "--group", "--env-file"), nil, true
		}
	case "bundle":
		if sub == "exec" {
			return skipOpts(rest[1:], ""), nil, true
		}
	case "pnpm", "yarn", "npm", "bun":
		if sub == "exec" || sub == "dlx" || sub == "x" {
			return packageRun(skipOpts(rest[1:], "p", "--package")), nil, true
		}
	case "conda", "mamba", "micromamba":
		if sub == "run" {
			return skipOpts(rest[1:], "np", "--name", "--prefix", "--cwd"), nil, true
		}
	case "mise", "asdf", "rtx", "op", "doppler", "dotenv", "infisical", "aws-vault", "chamber":
		if a := after(rest); a != nil {
			return a, nil, true
		}
		if (name == "asdf" || name == "mise") && sub == "exec" {
			return rest[1:], nil, true
		}
	case "direnv":
		if sub == "exec" && len(rest) > 2 {
			return rest[2:], nil, true
		}
	case "sg":
		if len(rest) > 1 {
			return rest[1:], nil, true
		}
	case "entr":
		// entr's flags take no value; with -s its one operand is shell code.
		shell := false
		for i, a := range rest {
			if !strings.HasPrefix(a.s, "-") || a.s == "-" {
				if shell {
					return nil, &rest[i], true
				}
				return rest[i:], nil, true
			}
			if a.s == "--" {
				return rest[i+1:], nil, true
			}
			shell = shell || strings.Contains(a.s, "s")
		}
		return nil, nil, true
	case "strace", "ltrace", "valgrind", "watchexec":
		if a := after(rest); a != nil {
			return a, nil, true
		}
		argv := skipOpts(rest, "oepsEIuPa", "--output", "--exts", "--watch", "--log-file")
		if name == "watchexec" && len(argv) == 1 && strings.ContainsAny(argv[0].s, " ;|&") {
			// watchexec hands a single command string to a shell.
			return nil, &argv[0], true
		}
		return argv, nil, true
	}
	return nil, nil, false
}

// sshDashO returns ssh's -o options (-o Key=Value, -oKey=Value, -o "Key
// Value") as key and value pairs; a key without a value has "".
func sshDashO(args []arg) [][2]string {
	var out [][2]string
	for i, a := range args {
		opt := ""
		switch {
		case a.s == "-o" && i+1 < len(args):
			opt = args[i+1].s
		case strings.HasPrefix(a.s, "-o") && len(a.s) > 2:
			opt = a.s[2:]
		default:
			continue
		}
		k, v, ok := strings.Cut(opt, "=")
		if !ok {
			k, v, _ = strings.Cut(opt, " ")
		}
		out = append(out, [2]string{k, v})
	}
	return out
}

// sshOptions judges -o ProxyCommand=... and -o LocalCommand=..., which
// ssh, scp and sftp run on this machine.
func (w *walker) sshOptions(name string, args []arg, depth int, seg string) {
	for _, o := range sshDashO(args) {
		w.sshOption(o[0], o[1], depth)
		w.sideFileSettings(name, o[0]+"="+o[1], seg) // UserKnownHostsFile=F, ControlPath: the files ssh writes (sidefile.go)
	}
	// The program scp and sftp start in ssh's place (-S), the server
	// sftp runs in place of a connection (-D), and an sftp batch file
	// the line wrote (-b), whose "!" lines are shell commands.
	for i := 0; i+1 < len(args); i++ {
		s, v := args[i].s, args[i+1]
		switch {
		case name == "ssh":
		case (s == "-S" || s == "-D" && name == "sftp") && !v.dyn:
			w.runFile(base(v.s), v, seg, depth+1)
		case s == "-b" && name == "sftp" && v.s != "-" && !v.dyn:
			if p, ok := w.abs(v.s); ok {
				if f, ok := w.writtenFile(p); ok && f.known() {
					for n, l := range strings.Split(f.code, "\n") {
						if code, ok := shellEscape(l); ok && n < maxDotLines {
							w.script(code, depth+1, "sftp batch file "+path.Base(p))
						}
					}
				}
			}
		}
	}
	// A config file the line wrote, given with -F: its commands run as
	// the options would.
	for i, a := range args {
		if a.s != "-F" || i+1 >= len(args) {
			continue
		}
		p, ok := w.abs(args[i+1].s)
		if !ok {
			continue
		}
		if f, ok := w.writtenFile(p); ok && f.known() {
			for _, l := range strings.Split(f.code, "\n") {
				k, v, _ := strings.Cut(strings.TrimSpace(l), " ")
				if strings.Contains(k, "=") {
					k, v, _ = strings.Cut(k+" "+v, "=")
				}
				w.sshOption(k, v, depth)
			}
		}
	}
}

// sshOption judges one ssh option that runs a command: on this machine
// (ProxyCommand, LocalCommand, KnownHostsCommand) or on the remote host,
// in its home (RemoteCommand), judged as the remote command is.
func (w *walker) sshOption(k, v string, depth int) {
	v = strings.TrimSpace(v)
	if v == "" || v == "none" {
		return
	}
	switch strings.ToLower(strings.TrimSpace(k)) {
	case "proxycommand", "localcommand", "knownhostscommand":
		w.script(strings.ReplaceAll(v, dyn, "$__unknown"), depth+1, "ssh "+strings.TrimSpace(k))
	case "remotecommand":
		cwd := w.cwd
		w.cwd = w.g.env.Home
		w.script(strings.ReplaceAll(v, dyn, "$__unknown"), depth+1, "ssh remote command")
		w.cwd = cwd
	}
}

// sink judges a >(...) that reads what a command writes: a shell there
// runs it (curl ... > >(sh), curl ... | tee >(bash)), a network tool there
// sends it (env > >(nc host 9)).
func (w *walker) sink(n syntax.Node, out output, seg string) {
	shell, net := false, false
	syntax.Walk(n, func(m syntax.Node) bool {
		if c, ok := m.(*syntax.CallExpr); ok && len(c.Args) > 0 {
			name := base(c.Args[0].Lit())
			for i := 1; prefixWrappers(name) && i < len(c.Args); i++ {
				name = base(c.Args[i].Lit())
			}
			shell = shell || shells(name) || langOf(name) != nil && langOf(name) != awk
			net = net || netSender(name)
		}
		return true
	})
	switch {
	case out.download && shell:
		w.add("remote-exec", seg, "a download is written into a process substitution that runs it")
	case out.decoded && shell:
		w.add("obfuscated-exec", seg, "decoded text is written into a process substitution that runs it")
	case out.hasEcho && shell:
		w.script(out.echo, w.depth+1, "text written into a process substitution that runs it")
	case out.secret && net:
		w.add("env-exfil", seg, "the environment is written into a process substitution that sends it")
	}
}

// buildFileRun judges a build file written earlier in the same command
// line and then run by its tool: a Makefile and make, a package.json and
// npm/yarn/pnpm/bun, a justfile and just. The file holds the commands.
func (w *walker) buildFileRun(name string, args []arg, seg string, depth int) {
	w.buildFileProc(name, args, seg, depth)
	if w.files == nil {
		return
	}
	dir := w.cwd
	var names []string
	switch name {
	case "make", "gmake":
		names = []string{"GNUmakefile", "makefile", "Makefile"}
		for i, a := range args {
			switch {
			case (a.s == "-C" || a.s == "--directory") && i+1 < len(args):
				if p, ok := w.abs(args[i+1].s); ok {
					dir = p
				}
			case (a.s == "-f" || a.s == "--file" || a.s == "--makefile") && i+1 < len(args):
				names = []string{args[i+1].s}
			}
		}
	case "npm", "pnpm", "yarn", "bun":
		names = []string{"package.json"}
	case "just":
		names = []string{"justfile", "Justfile", ".justfile"}
	default:
		return
	}
	for _, n := range names {
		p := n
		if !strings.HasPrefix(p, "/") {
			if dir == "" {
				return
			}
			p = path.Join(dir, n)
		}
		f, ok := w.writtenFile(p)
		if !ok {
			continue
		}
		via := path.Base(p) + " written earlier"
		switch {
		case !f.known():
			w.runWritten(name, path.Base(p), f, seg, func(code string) {
				if name == "make" || name == "gmake" {
					w.makeText(code, depth, via)
				}
			})
		case name == "make" || name == "gmake":
			w.makeText(f.code, depth, via)
		case name == "just":
			w.recipeLines(f.code, depth, via)
		default:
			var pkg struct {
				Scripts map[string]string `json:"scripts"`
			}
			if err := json.Unmarshal([]byte(f.code), &pkg); err != nil {
				w.unparseable(seg, name+" runs "+path.Base(p)+", written earlier in a form the guard cannot read")
				return
			}
			for _, body := range pkg.Scripts {
				w.script(body, depth+1, via)
			}
		}
		return
	}
}

// cloned remembers the folder git clone fills, so that running a script
// from it later in the same command line counts as remote code.
func (w *walker) cloned(ops []arg) {
	if len(ops) == 0 || len(w.clones) >= 8 {
		return
	}
	// --depth 1, -b main: option values are among the operands; the URL is
	// the first word that looks like one.
	for len(ops) > 1 && !strings.Contains(ops[0].s, "://") && !strings.Contains(ops[0].s, "@") {
		ops = ops[1:]
	}
	url := ops[0]
	var dir string
	if len(ops) >= 2 {
		dir = ops[len(ops)-1].s
	} else {
		dir = strings.TrimSuffix(path.Base(strings.TrimRight(url.s, "/")), ".git")
	}
	if !strings.Contains(url.s, "://") && !strings.Contains(url.s, "@") || strings.Contains(dir, dyn) || dir == "" {
		return // a local clone is the user's own code
	}
	if p, ok := w.abs(dir); ok {
		w.clones = append(w.clones, p)
	}
}

// fetchedInto remembers a folder an archive from a download was extracted
// into: running a script from it later in the line is remote code, as
// from a clone.
func (w *walker) fetchedInto(dir arg) {
	if dir.dyn || len(w.clones) >= 8 {
		return
	}
	if p, ok := w.abs(dir.s); ok {
		w.clones = append(w.clones, p)
	}
}

// clonedDir is the cloned (or fetched) folder p is in, or "".
func (w *walker) clonedDir(p string) string {
	for _, d := range w.clones {
		if under(p, d) && p != d {
			return d
		}
	}
	return ""
}

// nsenterHost is the command nsenter runs when it targets PID 1 (the host,
// from a container sharing its PID namespace); nil when it targets another
// process.
func nsenterHost(args []arg) []arg {
	host := false
	i := 0
	for ; i < len(args); i++ {
		s := args[i].s
		switch {
		case s == "--":
			i++
			goto done
		case s == "-t" || s == "--target":
			if i+1 < len(args) && args[i+1].s == "1" {
				host = true
			}
			i++
		case s == "-t1" || s == "--target=1":
			host = true
		case strings.HasPrefix(s, "-"):
			if (s == "-S" || s == "-G" || s == "--setuid" || s == "--setgid" || s == "-w" || s == "-r") && i+1 < len(args) && !strings.HasPrefix(args[i+1].s, "-") && (s == "-S" || s == "-G" || s == "--setuid" || s == "--setgid") {
				i++
			}
		default:
			goto done
		}
	}
done:
	if !host {
		return nil
	}
	if i >= len(args) {
		return []arg{}
	}
	return args[i:]
}

// agentCommandCode is the shell a Claude Code slash command, skill or
// subagent runs when used: each !`CMD` span of a markdown file under a
// .claude folder's commands, skills or agents, one a line; "" for any
// other file.
func agentCommandCode(p, text string) string {
	lp := strings.ToLower(p)
	if !strings.HasSuffix(lp, ".md") || !strings.Contains(lp, "/.claude/") && !strings.HasPrefix(lp, ".claude/") &&
		!strings.Contains(lp, "/.opencode/") && !strings.HasPrefix(lp, ".opencode/") && !strings.Contains(lp, "/.config/opencode/") {
		return "" // (Claude Code's and OpenCode's command files: blind22)
	}
	if !strings.Contains(lp, "/commands/") && !strings.Contains(lp, "/skills/") && !strings.Contains(lp, "/agents/") &&
		!strings.Contains(lp, "/command/") && !strings.Contains(lp, "/agent/") {
		return ""
	}
	var b strings.Builder
	for from := 0; from < len(text); {
		i := strings.Index(text[from:], "!`")
		if i < 0 {
			break
		}
		i += from + 2
		j := strings.IndexByte(text[i:], '`')
		if j < 0 {
			break
		}
		b.WriteString(text[i : i+j])
		b.WriteByte('\n')
		from = i + j + 1
	}
	// A skill's or subagent's frontmatter hooks: each command: line runs
	// as a hook while it is in use.
	for _, c := range frontmatterHookCommands(text) {
		b.WriteString(c)
		b.WriteByte('\n')
	}
	return b.String()
}

// frontmatterHookCommands returns the command: values of the hooks block
// of a markdown file's leading YAML frontmatter.
func frontmatterHookCommands(text string) []string {
	lines := strings.Split(strings.ReplaceAll(text, "\r\n", "\n"), "\n")
	if len(lines) == 0 || strings.TrimSpace(lines[0]) != "---" {
		return nil
	}
	var out []string
	in := false
	for _, line := range lines[1:] {
		t := strings.TrimSpace(line)
		if t == "---" || t == "..." {
			break
		}
		if line != "" && line[0] != ' ' && line[0] != '\t' {
			k, _, _ := strings.Cut(line, ":")
			in = strings.EqualFold(strings.TrimSpace(k), "hooks")
			continue
		}
		if v, ok := strings.CutPrefix(strings.TrimPrefix(t, "- "), "command:"); in && ok && len(out) < 16 {
			out = append(out, unquote(strings.TrimSpace(v)))
		}
	}
	return out
}

// zshBodies is a zsh start-up file's text as bash reads it: zsh ends a
// one-line function body or block with "}" and no ";" before it
// (chpwd() { ls -a }), which bash's parser takes for a word. Where the
// text does not parse as it is, each such "}" that ends a line gets its
// ";". Other files, and text that parses, are left as they are.
func zshBodies(p, text string) string {
	if !strings.Contains(path.Base(p), "zsh") && !strings.HasPrefix(path.Base(p), ".z") || !strings.Contains(text, "{") {
		return text
	}
	if _, err := parse(text); err == nil {
		return text
	}
	lines := strings.Split(text, "\n")
	for i, l := range lines {
		t := strings.TrimRight(l, " \t")
		if strings.HasSuffix(t, " }") && strings.Contains(t, "{") && !strings.HasSuffix(strings.TrimSpace(t[:len(t)-1]), ";") {
			lines[i] = t[:len(t)-1] + "; }"
		}
	}
	return strings.Join(lines, "\n")
}

// packageRun is the command a package runner (npx, pnpm dlx, npm exec)
// runs from its words: the package named without the version it pins
// ("openclaw@latest", "@openai/codex@0.171.0" run as the program the
// package names), then its arguments past a "--" that ends the runner's
// own.
func packageRun(argv []arg) []arg {
	if len(argv) == 0 {
		return argv
	}
	name := argv[0].s
	from := 1
	if strings.HasPrefix(name, "@") {
		from = strings.IndexByte(name, '/') + 1
	}
	if from > 0 {
		if k := strings.IndexByte(name[from:], '@'); k > 0 {
			name = name[:from+k]
		}
	}
	pkg := argv[0] // (what else the word is, a value known only at run time, stays)
	if name != pkg.s {
		pkg.s, pkg.raw = name, name
	}
	out := append([]arg{pkg}, argv[1:]...)
	if len(out) > 1 && out[1].s == "--" {
		out = append(out[:1], out[2:]...)
	}
	return out
}

package guard

import (
	"strings"
)

// codeOf is an argument as shell code for a nested parse.
func (w *walker) codeOf(a arg) string {
	if a.node != nil && !a.glob {
		if s, _ := w.scriptText(a.node); s != "" || a.s == "" {
			return s
		}
	}
	return strings.ReplaceAll(a.s, dyn, "$__unknown")
}

// joinCode joins arguments as one script (eval, watch, su -c ...).
func (w *walker) joinCode(args []arg) string {
	parts := make([]string, len(args))
	for i, a := range args {
		parts[i] = w.codeOf(a)
	}
	return strings.Join(parts, " ")
}

func anyDownload(args []arg) bool {
	for _, a := range args {
		if a.download {
			return true
		}
	}
	return false
}

// skipOpts drops leading options. withArg lists short options (one
// letter) and long ones that take the next word as their value.
func skipOpts(args []arg, withArg string, long ...string) []arg {
	for len(args) > 0 {
		s := args[0].s
		switch {
		case s == "--":
			return args[1:]
		case strings.HasPrefix(s, "--"):
			takes := false
			for _, l := range long {
				if s == l {
					takes = true
				}
			}
			args = args[1:]
			if takes && len(args) > 0 {
				args = args[1:]
			}
		case len(s) > 1 && s[0] == '-':
			args = args[1:]
			// -u root takes the next word; -uroot and -Eu root are handled
			// by looking for the first letter that takes a value.
			for i := 1; i < len(s); i++ {
				if strings.IndexByte(withArg, s[i]) >= 0 {
					if i == len(s)-1 && len(args) > 0 {
						args = args[1:]
					}
					break
				}
			}
		default:
			return args
		}
	}
	return args
}

// ownSyntax reports a shell whose code the bash parser may not read:
// zsh's glob qualifiers and =cmd, fish's, elvish's, nushell's and
// xonsh's own languages.
func ownSyntax(s string) bool {
	switch s {
	case "zsh", "fish", "elvish", "xonsh", "nu", "oil", "ysh", "tcsh", "csh":
		return true
	}
	return false
}

// shellCode judges the code given to a shell's -c. A shell with a
// language of its own is read as bash where bash can read it; where not,
// each statement is read on its own, and what no parser reads is looked
// through as any string is (a command the guard stops in it asks), so an
// ordinary line in the shell's own syntax is no question.
func (w *walker) shellCode(name, code, seg string, depth int) {
	if !ownSyntax(name) {
		w.script(code, depth, name+" -c")
		return
	}
	code = homeAsShell(code, w.g.env.Home) // ($env.HOME, $E:HOME: no bash of their own)
	if name == "fish" {
		code = fishSubst(code) // eval (curl URL): fish's command substitution
	}
	code = ownShellForms(name, code, w.g.env.Home) // (blind23.go)
	if name == "zsh" || name == "nu" {
		// zsh's =rm and nushell's ^rm name the external command.
		code = strings.NewReplacer("; =", "; ", "\n=", "\n", "; ^", "; ", "\n^", "\n").Replace(code)
		code = strings.TrimPrefix(strings.TrimPrefix(code, "="), "^")
	}
	if _, err := parse(code); err == nil {
		w.script(code, depth, name+" -c")
		return
	}
	homed := homeAsShell(code, w.g.env.Home)
	if deletesHome(code) || deletesHomeIn(homed, w.g.env.Home) {
		w.add("rm-root", seg, name+" code deletes your home folder")
		return
	}
	via := name + " -c"
	for n, piece := range strings.FieldsFunc(homed, func(r rune) bool { return r == ';' || r == '\n' }) {
		if n >= maxHiddenTries {
			return
		}
		piece = strings.TrimSpace(piece)
		if _, err := parse(piece); err == nil {
			w.script(piece, depth, via)
			continue
		}
		for _, c := range codeCandidates(piece, true) {
			if w.hiddenRun(name, via, seg, scanWords, func() { w.script(c, depth, via) }) {
				return
			}
		}
	}
}

// fishSubst spells fish's command substitution, (CMD) at the start of a
// word outside quotes, as $(CMD) for the bash parser.
func fishSubst(code string) string {
	if !strings.Contains(code, "(") {
		return code
	}
	var b strings.Builder
	var q byte
	for i := 0; i < len(code); i++ {
		c := code[i]
		switch {
		case q != 0:
			if c == q {
				q = 0
			} else if c == '\\' && q == '"' && i+1 < len(code) {
				b.WriteByte(c)
				i++
				c = code[i]
			}
		case c == '\'' || c == '"':
			q = c
		case c == '(' && (i == 0 || strings.IndexByte(" \t\n;|&", code[i-1]) >= 0):
			b.WriteByte('$')
		}
		b.WriteByte(c)
	}
	return b.String()
}

// onlyFlags reports words that name no command: options only, or none
// (sudo -u root -s, where the option reader stopped at -s).
func onlyFlags(argv []arg) bool {
	for _, a := range argv {
		if !strings.HasPrefix(a.s, "-") || a.dyn {
			return false
		}
	}
	return true
}

func shells(s string) bool {
	switch s {
	case "sh", "bash", "zsh", "dash", "ksh", "mksh", "ash", "fish", "yash", "posh", "rbash", "tcsh", "csh", "oksh", "loksh", "pdksh", "elvish", "xonsh", "nu", "oil", "osh", "ysh":
		return true
	}
	return false
}

// judge unwraps what runs another command, then judges the command itself.
func (w *walker) judge(argv []arg, seg string, depth int, in input) output {
	defer func(saved string) { w.elevated = saved }(w.elevated)
	for step := 0; step < 32 && len(argv) > 0; step++ {
		a0 := argv[0]
		if a0.dyn && !freshProgram(a0.s) {
			w.unparseable(seg, "its command name is computed at run time ("+clip(a0.raw, 60)+")")
			return output{}
		}
		if a0.glob && a0.s != "[" && a0.s != "[[" && strings.ContainsAny(a0.s, "*?[") {
			w.unparseable(seg, "its command name is a pattern matched at run time ("+clip(a0.raw, 60)+")")
			return output{}
		}
		name := base(a0.s)
		rest := argv[1:]
		if w.scan == scanAll && (shells(name) || name == "ssh" || name == "xargs" || name == "git") {
			w.keyAsConfig(name, argv, seg) // (blind22.go)
			if name == "zsh" {
				w.zshMapfile(argv, seg)
			}
		}
		switch name {
		case "bwrap", "nsjail", "systemd-run", "unshare", "proot", "landrun", "firejail", "minijail0":
			if w.scan == scanAll {
				w.sandboxHides(name, argv, seg) // (blind22.go)
			}
		}
		if f, ok := w.funcs[a0.s]; ok && step == 0 && !f.running {
			return w.callFunc(a0.s, f, argv, seg, in)
		}
		if body, ok := w.aliases[a0.s]; ok && step == 0 {
			// The alias expands here: its body with these words after it.
			delete(w.aliases, a0.s) // bash does not expand an alias inside itself
			w.script(body+" "+w.joinCode(rest), depth+1, "alias "+a0.s)
			w.aliases[a0.s] = body
			return output{}
		}
		switch name {
		case "sudo", "sudo-rs": // (sudo-rs is sudo rewritten, with sudo's options)
			if hasOpt(rest, "-e", "--edit") {
				w.tracef("sudo -e: edits the named files")
				return w.command("sudoedit", argv, seg, depth, in)
			}
			argv = skipOpts(rest, "ugpChDRTUrt", "--user", "--group", "--prompt", "--close-from", "--host", "--chdir", "--chroot", "--command-timeout", "--other-user", "--role", "--type")
			if !asOther(rest) {
				w.elevate(name)
			}
			defer w.wrapperChdir(rest[:len(rest)-len(argv)], "-D")()
			if onlyFlags(argv) && hasOpt(rest, "-s", "-i", "--shell", "--login") {
				return w.shellStdin(name+" -s", seg, depth, in) // a shell that reads stdin
			}
		case "doas":
			argv = skipOpts(rest, "uC")
			if !asOther(rest) {
				w.elevate(name)
			}
			if onlyFlags(argv) && hasOpt(rest, "-s") {
				return w.shellStdin(name+" -s", seg, depth, in) // doas -s: the user's shell, as root
			}
		case "sudoedit":
			return w.command("sudoedit", argv, seg, depth, in)
		case "env":
			if d, r, ok := envChdir(rest); ok {
				// env -C DIR runs the command in DIR.
				if p, known := w.abs(d.s); known && !d.dyn {
					saved := w.cwd
					w.cwd = p
					out := w.judge(append([]arg{a0}, r...), seg, depth, in)
					w.cwd = saved
					return out
				}
			}
			var ok bool
			if argv, ok = w.unwrapEnv(rest, seg, depth); !ok {
				out := w.command(name, append([]arg{a0}, rest...), seg, depth, in)
				out.secret = !hasSplit(rest)
				return out
			}
		case "command":
			if hasOpt(rest, "-v", "-V") {
				return output{list: lookupList(rest)} // a lookup, runs nothing
			}
			argv = skipOpts(rest, "")
		case "ssh-agent", "fakeroot", "chronic", "dbus-run-session", "xvfb-run", "firejail", "unshare", "run0", "pkexec":
			if name == "run0" || name == "pkexec" {
				w.elevate(name)
			}
			defer w.wrapperChdir(rest, "-D")()
			argv = skipOpts(rest, "ugDp", "--user", "--group", "--chdir", "--setenv", "--description", "--slice", "--nice", "--property", "--setuid", "--setgid", "--map-user", "--map-group", "--wd", "--root", "--propagation")
			if name == "firejail" {
				w.sandboxedAgent(name, rest[:len(rest)-len(argv)], argv, seg)
			}
		case "systemd-run":
			argv = skipOpts(rest, "upMEH", "--unit", "--property", "--description", "--slice", "--setenv", "--uid", "--gid", "--working-directory", "--machine", "--host", "--on-calendar", "--on-active", "--on-boot", "--timer-property", "--path-property", "--socket-property", "--nice", "--service-type")
			for _, p := range execProperties(rest[:len(rest)-len(argv)]) {
				w.script(p[1], depth+1, "systemd-run "+p[0]) // the unit runs it as well
			}
		case "nsenter":
			argv = skipOpts(rest, "tSG", "--target", "--setuid", "--setgid")
			if nsenterHost(rest) != nil {
				w.elevate("nsenter -t 1 (the host's own namespaces)")
			} else {
				w.elevate(name)
			}
		case "chroot":
			r := skipOpts(rest, "", "--userspec", "--groups")
			if len(r) < 2 {
				if len(r) == 1 && !in.hasCode {
					w.rootShell("chroot "+r[0].s, seg) // no command: an interactive shell inside
				}
				return w.command(name, argv, seg, depth, in)
			}
			root, ok := w.abs(r[0].s)
			if !ok || r[0].dyn {
				w.unparseable(seg, "chroot into a folder only known at run time")
				return output{}
			}
			var out output
			w.tracef("chroot: paths inside are under %s", root)
			w.inBox2([]mount{{src: root, dst: "/"}}, "/", func() {
				w.via = append(w.via, "chroot "+root)
				out = w.judge(r[1:], seg, depth+1, in)
				w.via = w.via[:len(w.via)-1]
			})
			return out
		case "ssh":
			w.ssh(rest, seg, depth, in)
			return w.command(name, argv, seg, depth, in)
		case "docker", "podman", "nerdctl":
			if in.download && (hasOpt(rest[min(1, len(rest)):], "-i", "--interactive", "-it", "-ti") || hasArg(rest, "-i", "-it", "-ti", "--interactive")) {
				for _, a := range rest {
					if shells(base(a.s)) || langOf(base(a.s)) != nil {
						w.add("remote-exec", pick(in.seg, seg), "a download is fed to a shell inside a container")
						return output{}
					}
				}
			}
			w.containerServes(name, rest, seg)
			if w.container(name, rest, seg, depth) {
				return output{download: containerRuns(name, rest)}
			}
			return w.command(name, argv, seg, depth, in)
		case "screen":
			w.screenOwn(rest, seg, depth) // (agentenv.go)
			for i, a := range rest {
				if a.s == "-X" && i+1 < len(rest) {
					// A command to a running session: its own words
					// (stuff types text into a window).
					return w.command(name, argv, seg, depth, in)
				}
			}
			argv = skipOpts(rest, "ScehpTtX")
		case "uv", "poetry", "pipenv", "pdm", "hatch", "rye", "bundle", "pnpm", "yarn", "npm", "bun", "conda", "mamba", "micromamba",
			"mise", "asdf", "rtx", "devbox", "direnv", "op", "doppler", "dotenv", "infisical", "aws-vault", "chamber", "nix-shell", "nix",
			"sg", "strace", "ltrace", "valgrind", "entr", "watchexec", "nodemon":
			// npm exec, pnpm dlx, uv run --with: the package they fetch to run.
			if (name == "strace" || name == "ltrace") && w.aimsAtAgent(name, rest, seg) {
				return output{} // (strace -p "$PPID": attached, it wraps nothing)
			}
			w.remoteInstall(name, rest, seg)
			w.wrapperOutput(name, rest, seg)
			next, code, ok := runner(name, rest)
			switch {
			case code != nil:
				w.script(w.codeOf(*code), depth+1, name+" runs")
				return output{}
			case ok:
				argv = next
			default:
				return w.commandHidden(name, argv, seg, depth, in)
			}
		case "npx", "pnpx", "bunx":
			w.remoteInstall(name, rest, seg)
			for i, a := range rest {
				if (a.s == "-c" || a.s == "--call") && i+1 < len(rest) {
					w.script(w.codeOf(rest[i+1]), depth+1, name+" -c")
					return output{}
				}
				if !strings.HasPrefix(a.s, "-") && (i == 0 || rest[i-1].s != "-p" && rest[i-1].s != "--package") {
					break // the package: the words after it are its own (npx @openai/codex exec -c ...)
				}
			}
			argv = packageRun(skipOpts(rest, "p", "--package"))
		case "builtin", "nohup", "unbuffer", "catchsegv", "nocache", "torsocks", "proxychains", "proxychains4", "rtk", "eatmydata":
			argv = skipOpts(rest, "p", "--package")
		case "rlwrap":
			argv = w.rlwrap(rest, seg)
		case "exec":
			argv = skipOpts(rest, "a")
			if name := execArgv0(rest); name != "" && len(argv) > 0 && multiCall(base(argv[0].s)) {
				// exec -a NAME busybox ARGS: a multi-call binary picks
				// the program its argv[0] names.
				argv = append([]arg{{s: name, raw: name}}, argv[1:]...)
			}
		case "nice":
			argv = skipOpts(rest, "n", "--adjustment")
		case "time":
			w.wrapperOutput(name, rest, seg)
			argv = skipOpts(rest, "fo", "--format", "--output")
		case "timeout":
			argv = skipOpts(rest, "sk", "--signal", "--kill-after")
			if len(argv) > 0 {
				argv = argv[1:] // the duration
			}
		case "stdbuf":
			argv = skipOpts(rest, "ioe", "--input", "--output", "--error")
		case "taskset":
			// -c and -a are flags here; the first operand is the mask.
			argv = skipOpts(rest, "", "--cpu-list")
			if len(argv) > 0 {
				argv = argv[1:]
			}
		case "setsid", "caffeinate", "ionice", "chrt":
			argv = skipOpts(rest, "cnpstw")
			if name == "chrt" {
				if len(argv) > 0 {
					argv = argv[1:] // priority or cpu mask
				}
			}
		case "busybox", "toybox", "box64":
			argv = rest
		case "coreutils", "uutils", "uutils-coreutils":
			// The multi-call binary: --coreutils-prog=NAME ARGS, or the
			// program as its first word (uutils).
			argv = rest
			if len(rest) > 0 {
				if p, ok := strings.CutPrefix(rest[0].s, "--coreutils-prog="); ok && p != "" {
					argv = append([]arg{{s: p, raw: p}}, rest[1:]...)
				}
			}
		case "xe":
			// xe runs a command for the lines of its input, as xargs
			// does; -s SCRIPT runs sh -c SCRIPT with them.
			r := skipOpts(rest, "aAfjINps")
			for i, a := range rest {
				if a.s == "-s" && i+1 < len(rest) {
					r = []arg{{s: "sh", raw: "sh"}, {s: "-c", raw: "-c"}, rest[i+1], {s: "xe", raw: "xe"}}
				}
			}
			return w.xargs(r, seg, depth, in)
		case "tokenjuice", "hooktool":
			i := indexOf(rest, "--")
			if i >= 0 && len(rest) > 0 && (rest[0].s == "wrap" || rest[0].s == "reduce") {
				w.tracef("%s %s --: judge the wrapped command", name, rest[0].s)
				argv = rest[i+1:]
				continue
			}
			if name == "hooktool" {
				return w.command(name, argv, seg, depth, in)
			}
			if len(rest) > 0 && rest[0].s == "wrap" {
				argv = skipOpts(rest[1:], "")
				continue
			}
			return w.command(name, argv, seg, depth, in)
		case "cmake":
			if t := cmakeTool(rest); t != nil {
				w.tracef("cmake -E %s: judged as %s", rest[1].s, clip(argsText(t), 120))
				argv = t
				continue
			}
			return w.commandHidden(name, argv, seg, depth, in)
		case "ansible":
			if w.ansibleAdhoc(rest, seg, depth) {
				return output{}
			}
			return w.commandHidden(name, argv, seg, depth, in)
		case "xargs":
			return w.xargs(rest, seg, depth, in)
		case "parallel":
			return w.parallel(rest, seg, depth, in)
		case "eval":
			if anyDownload(rest) {
				w.add("remote-exec", seg, "eval runs code fetched from the network")
				return output{}
			}
			if tool := initIdiom(rest); tool != "" {
				w.tracef("eval: %s prints shell set-up (a well-known idiom); the tool itself was judged", tool)
				return output{}
			}
			if len(rest) > 0 && rest[0].s == "--" {
				rest = rest[1:] // eval -- CODE
			}
			w.script(w.joinCode(rest), depth+1, "eval")
			return output{}
		case "source", ".":
			if anyDownload(rest) {
				w.add("remote-exec", seg, "it sources a script fetched from the network")
			}
			if len(rest) == 0 && (in.download || in.hasCode) {
				return w.shellStdin(name, seg, depth, in) // fish's source with no file reads its input
			}
			if len(rest) > 0 {
				defer w.activatePath(rest[0]) // a venv's bin folder first on PATH (pathahead.go)
				if w.procScript(name, rest[0], seg, depth) {
					return output{}
				}
				w.runFile(name, rest[0], seg, depth)
				if f := rest[0].s; stdinFile(f) {
					return w.shellStdin(name, seg, depth, in)
				}
			}
			return w.command(name, argv, seg, depth, in)
		case "watch":
			rest = skipOpts(rest, "nq", "--interval", "--equexit")
			w.script(w.joinCode(rest), depth+1, "watch")
			return output{}
		case "su", "runuser":
			if name == "runuser" && hasOpt(rest, "-u", "--user") {
				// runuser -u USER [--] COMMAND runs the command itself.
				r := skipOpts(rest, "ugGw", "--user", "--group", "--supp-group", "--whitelist-environment")
				if len(r) == 0 {
					// runuser -u USER alone stops with "no command was
					// specified": nothing runs.
					return w.command(name, argv, seg, depth, in)
				}
				argv = r
				continue
			}
			for i, a := range rest {
				if (a.s == "-c" || a.s == "--command") && i+1 < len(rest) {
					w.script(w.codeOf(rest[i+1]), depth+1, name+" -c")
					return output{}
				}
			}
			if in.hasCode || in.download {
				return w.shellStdin(name, seg, depth, in) // su - root <<EOF
			}
			if !(name == "runuser" && len(rest) == 0) && !helpOnly(rest) {
				// su [-] [USER] with no command: a login shell as that
				// user (root by default), fed by the terminal.
				w.elevate(name)
				w.rootShell(name, pick(in.seg, seg))
			}
			return w.command(name, argv, seg, depth, in)
		case "flock":
			r := skipOpts(rest, "wEc", "--wait", "--conflict-exit-code", "--timeout")
			if len(r) > 0 {
				w.writeTarget(r[0], seg) // holding a lock file blocks its owner
			}
			for i, a := range rest {
				if (a.s == "-c" || a.s == "--command") && i+1 < len(rest) {
					w.script(w.codeOf(rest[i+1]), depth+1, "flock -c")
					return output{}
				}
			}
			if len(r) > 1 {
				argv = r[1:] // after the lock file
			} else {
				return output{}
			}
		case "script":
			if ds, ok := w.dests(name, rest, in, seg); ok {
				// The typescript file it writes, whatever it runs.
				for _, d := range ds {
					w.writeDest(d, seg)
					w.clobber(d.a, seg, "script writes its typescript over it")
				}
			}
			for i, a := range rest {
				short := len(a.s) > 1 && a.s[0] == '-' && a.s[1] != '-' && strings.HasSuffix(a.s, "c")
				if (a.s == "--command" || short) && i+1 < len(rest) {
					w.script(w.codeOf(rest[i+1]), depth+1, "script -c")
					return output{}
				}
				if strings.HasPrefix(a.s, "--command=") {
					w.script(strings.TrimPrefix(a.s, "--command="), depth+1, "script -c")
					return output{}
				}
			}
			return w.commandHidden(name, argv, seg, depth, in)
		default:
			if shells(name) {
				return w.shell(name, rest, seg, depth, in)
			}
			if strings.Contains(a0.s, "/") {
				w.runFile(a0.s, a0, seg, depth)
			}
			if (name == "iex" || name == "invoke-expression") && in.download {
				w.add("remote-exec", pick(in.seg, seg), "a download is piped into "+name)
			}
			return w.commandHidden(name, argv, seg, depth, in)
		}
		w.tracef("unwrap %s: %s", name, clip(argsText(argv), 120))
	}
	return output{}
}

func argsText(args []arg) string {
	parts := make([]string, len(args))
	for i, a := range args {
		parts[i] = strings.ReplaceAll(a.s, dyn, "…")
	}
	return strings.Join(parts, " ")
}

func hasOpt(args []arg, opts ...string) bool {
	for _, a := range args {
		if a.s == "--" || !strings.HasPrefix(a.s, "-") {
			return false
		}
		for _, o := range opts {
			if a.s == o {
				return true
			}
		}
	}
	return false
}

func indexOf(args []arg, s string) int {
	for i, a := range args {
		if a.s == s {
			return i
		}
	}
	return -1
}

// unwrapEnv drops env's options and NAME=value words. env -S splits its
// argument into words, so that string is judged as shell code.
func (w *walker) unwrapEnv(args []arg, seg string, depth int) ([]arg, bool) {
	for len(args) > 0 {
		s := args[0].s
		switch {
		case s == "--" || s == "-":
			args = args[1:]
		case s == "-S" || s == "--split-string" || strings.HasPrefix(s, "-S") || strings.HasPrefix(s, "--split-string="):
			var code string
			switch {
			case s == "-S" || s == "--split-string":
				if len(args) < 2 {
					return nil, false
				}
				code, args = w.codeOf(args[1]), args[2:]
			case strings.HasPrefix(s, "--split-string="):
				code, args = strings.TrimPrefix(s, "--split-string="), args[1:]
			default:
				code, args = s[2:], args[1:]
			}
			// The words after the split string stay words of their own
			// (env -S sh -c 'rm -rf ~': the string is "sh", then "-c"
			// and the code): quoted as such, not joined and split again.
			words := make([]string, 0, len(args))
			for _, a := range args {
				words = append(words, w.codeOf(a))
			}
			w.script(code+" "+quoteWords(words), depth+1, "env -S")
			return nil, false
		case s == "-u" || s == "--unset" || s == "-C" || s == "--chdir" || s == "-P":
			if len(args) < 2 {
				return nil, false
			}
			args = args[2:]
		case strings.HasPrefix(s, "-"):
			args = args[1:]
		case strings.Contains(s, "=") && !strings.HasPrefix(s, "=") && (isName(s[:strings.IndexByte(s, '=')]) ||
			strings.HasPrefix(s, "BASH_FUNC_") && strings.Contains(s[:strings.IndexByte(s, '=')], "%%")):
			// (env takes any name; bash reads BASH_FUNC_NAME%%=() { ...; }
			// as the function NAME, exported to it.)
			if !args[0].dyn {
				k, v, _ := strings.Cut(s, "=")
				w.envVar(k, v, seg)
			}
			args = args[1:]
		default:
			return args, true
		}
	}
	return nil, false
}

// shell judges sh/bash/zsh... : the -c string is parsed as a script; with
// no script file, what comes in on stdin is the script.
func (w *walker) shell(name string, args []arg, seg string, depth int, in input) output {
	for i := 0; i < len(args); i++ {
		s := args[i].s
		switch {
		case s == "--rcfile" || s == "--init-file":
			// The file runs first, as a start-up file: one the line
			// wrote is judged as the script it is.
			if i+1 < len(args) {
				w.runFile(name, args[i+1], seg, depth)
			}
			i++
		case name == "fish" && (s == "-C" || s == "--init-command") && i+1 < len(args):
			// fish -C CMD: run before the rest, as -c's text is.
			w.script(args[i+1].s, depth+1, "fish --init-command")
			i++
		case name == "fish" && strings.HasPrefix(s, "--init-command="):
			w.script(strings.TrimPrefix(s, "--init-command="), depth+1, "fish --init-command")
		case s == "-o" || s == "-O" || s == "+O" || s == "+o":
			i++
		case s == "--":
			if i+1 < len(args) {
				return w.shellFile(name, args[i+1], seg, depth, in)
			}
			return w.shellStdin(name, seg, depth, in)
		case strings.HasPrefix(s, "-") && len(s) > 1 && !strings.HasPrefix(s, "--") && strings.ContainsRune(s, 'c'):
			// The script is the first word after the options, which may
			// follow -c: bash -c -- 'CODE', bash -c -e -o errexit 'CODE'.
			j := i + 1
			for j < len(args) && args[j].s != "--" && len(args[j].s) > 1 && (args[j].s[0] == '-' || args[j].s[0] == '+') {
				if o := args[j].s; o == "-o" || o == "+o" || o == "-O" || o == "+O" {
					j++
				}
				j++
			}
			if j < len(args) && args[j].s == "--" {
				j++
			}
			if j >= len(args) {
				return output{}
			}
			code := args[j]
			i = j - 1
			if code.download {
				w.add("remote-exec", seg, name+" -c runs code fetched from the network")
				return output{}
			}
			restore := w.positional(args[i+2:])
			defer restore()
			w.shellCode(name, w.codeOf(code), seg, depth+1)
			return output{}
		case s == "--command" && name == "fish":
			if i+1 < len(args) {
				w.shellCode(name, w.codeOf(args[i+1]), seg, depth+1)
			}
			return output{}
		case strings.HasPrefix(s, "-") || strings.HasPrefix(s, "+"):
			if s == "-s" || s == "-i" {
				return w.shellStdin(name, seg, depth, in)
			}
		default:
			return w.shellFile(name, args[i], seg, depth, in)
		}
	}
	return w.shellStdin(name, seg, depth, in)
}

// positional binds $0, $1 ... of a nested sh -c script to the words after
// the code, for as long as that script is walked. Words the analyser does
// not know (find's {}, xargs input) stay unknown.
func (w *walker) positional(args []arg) (restore func()) {
	saved := map[string]*string{}
	savedPos, savedKnown, savedFind := w.pos, w.posKnown, w.findVars
	w.findVars = nil
	for i, a := range args {
		if a.findRoot != "" && i < 10 {
			if w.findVars == nil {
				w.findVars = map[string]*arg{}
			}
			fa := a
			w.findVars[string(rune('0'+i))] = &fa
			if i > 0 {
				w.findVars["@"], w.findVars["*"] = &fa, &fa
			}
		}
	}
	if len(args) > 0 {
		w.pos, w.posKnown = make([]arg, 0, len(args)-1), true
		for _, a := range args[1:] {
			if a.findRoot != "" || a.glob {
				a = arg{s: dyn, dyn: true, raw: a.raw}
			}
			w.pos = append(w.pos, a)
		}
	} else {
		w.pos, w.posKnown = nil, true
	}
	for i := 0; i < 10; i++ {
		name := string(rune('0' + i))
		if old, ok := w.vars[name]; ok {
			saved[name] = &old
		} else {
			saved[name] = nil
		}
		v := dyn
		if i < len(args) && !args[i].dyn && args[i].findRoot == "" && !args[i].glob {
			v = args[i].s
		}
		w.setVar(name, v)
	}
	return func() {
		w.pos, w.posKnown, w.findVars = savedPos, savedKnown, savedFind
		for name, old := range saved {
			if old == nil {
				delete(w.vars, name)
			} else {
				w.vars[name] = *old
			}
		}
	}
}

func (w *walker) shellFile(name string, file arg, seg string, depth int, in input) output {
	if file.download {
		w.add("remote-exec", seg, name+" runs a script fetched from the network")
		return output{}
	}
	if stdinFile(file.s) {
		return w.shellStdin(name, seg, depth, in)
	}
	if w.procScript(name, file, seg, depth) {
		return output{}
	}
	if w.runFile(name, file, seg, depth) {
		return output{}
	}
	w.tracef("%s runs the script file %s, which the guard does not read", name, clip(file.s, 80))
	return output{}
}

func (w *walker) shellStdin(name, seg string, depth int, in input) output {
	if in.seg != "" {
		seg = in.seg
	}
	if in.file != "" && !in.hasCode && !in.download && !in.decoded && w.runFile(name+" <", arg{s: in.file}, seg, depth) {
		return output{} // bash < job.sh, job.sh written earlier in the line: its text is the script
	}
	if !in.hasCode && !in.download && !in.decoded {
		if in.pipe && len(w.handed)+len(w.files) > 0 {
			w.readBack(name, seg, depth) // (readback.go)
		}
		w.rootShell(name, seg)
		return output{shell: true} // commands come from wherever stdin is connected
	}
	switch {
	case in.download:
		w.add("remote-exec", seg, "a download is piped into "+name)
	case in.decoded:
		w.add("obfuscated-exec", seg, "decoded text is piped into "+name)
		if in.hasCode {
			w.script(in.code, depth+1, name+" stdin (decoded)") // what it decodes to, when the guard can tell
		}
	case in.hasCode:
		w.script(in.code, depth+1, name+" stdin")
	}
	return output{}
}

// xargs runs its command with words read from stdin appended (or put in
// place of -I's marker): those words are unknown.
func (w *walker) xargs(args []arg, seg string, depth int, in input) output {
	repl := ""
	fromFile := false // -a FILE: the words come from a file
	delim := false    // -d: words cut where the guard does not cut them
	nul := false      // -0: words end at NUL bytes
	for len(args) > 0 {
		s := args[0].s
		if s == "--" {
			args = args[1:]
			break
		}
		if !strings.HasPrefix(s, "-") || s == "-" {
			break
		}
		args = args[1:]
		switch {
		case s == "-I":
			if len(args) > 0 {
				repl, args = args[0].s, args[1:]
			}
		case strings.HasPrefix(s, "-I"):
			repl = s[2:]
		case s == "-i" || strings.HasPrefix(s, "--replace"):
			repl = "{}"
			if i := strings.IndexByte(s, '='); i >= 0 {
				repl = s[i+1:]
			}
		case s == "-0" || s == "--null":
			nul = true
		case len(s) == 2 && strings.IndexByte("adEeLlnPsS", s[1]) >= 0 || s == "--arg-file" || s == "--delimiter" || s == "--max-args" || s == "--max-procs":
			fromFile = fromFile || s == "-a" || s == "--arg-file"
			delim = delim || s == "-d" || s == "--delimiter" || s == "-E" || s == "-e"
			if len(args) > 0 {
				args = args[1:]
			}
		case strings.HasPrefix(s, "--arg-file=") || len(s) > 2 && strings.HasPrefix(s, "-a"):
			fromFile = true
		case strings.HasPrefix(s, "--delimiter=") || len(s) > 2 && (strings.HasPrefix(s, "-d") || strings.HasPrefix(s, "-E")):
			delim = true
		}
	}
	if len(args) == 0 {
		return output{} // echo
	}
	// xargs cuts its input into words itself: each one is a single argument.
	unknown := arg{s: dyn, dyn: true, raw: "{input}", quoted: true}
	if len(in.list) == 0 && !in.hasCode && (in.pipe || in.file != "" || in.download || fromFile) {
		// A list from a command whose output the guard does not place
		// (locate, cat list.txt, sort, jq -r ...): paths that can be
		// anywhere, judged as find's output of an unknown root is.
		unknown.listed = true
	}
	// echo build dist | xargs rm -rf: words echo or printf spelled out in
	// full are all xargs reads, and judged as the operands they become;
	// when one is not known (a variable, quoting xargs undoes, a
	// delimiter of its own) the rest of the input stays unknown.
	var words []arg
	known := len(in.list) == 0 && in.hasCode && !in.download && !in.decoded && !fromFile && !delim
	if len(in.list) == 0 && in.hasCode {
		split := strings.Fields
		if repl != "" {
			split = func(s string) []string {
				return strings.FieldsFunc(s, func(r rune) bool { return r == '\n' || r == 0 })
			}
		} else if nul {
			split = func(s string) []string { return strings.FieldsFunc(s, func(r rune) bool { return r == 0 }) }
		}
		for _, f := range split(in.code) {
			if len(words) >= 16 {
				known = false
				break
			}
			if repl != "" {
				f = strings.TrimLeft(f, " \t")
			}
			if strings.Contains(f, dyn) || strings.ContainsAny(f, "'\"\\$`*?[]{}()<>|;&") {
				known = false
				continue
			}
			words = append(words, arg{s: f, raw: f, quoted: true})
		}
		known = known && len(words) > 0
	}
	if repl != "" && known {
		in.list = words
	}
	var cmd []arg
	if repl != "" && len(in.list) > 0 {
		// xargs -I{}: one run per listed path.
		var out output
		for _, l := range in.list {
			cmd = cmd[:0]
			for _, a := range args {
				if a.s == repl {
					a = arg{s: l.s, raw: a.raw, dyn: l.dyn, glob: l.glob, quoted: true, findRoot: l.findRoot, findAll: l.findAll, listed: l.listed}
				} else if strings.Contains(a.s, repl) {
					a.s = strings.ReplaceAll(a.s, repl, l.s)
					a.dyn = a.dyn || l.dyn
					a.glob = a.glob || l.glob
					a.node = nil
				}
				cmd = append(cmd, a)
			}
			w.tracef("xargs -I: runs %s for a listed path", clip(argsText(cmd), 120))
			out = w.judge(append([]arg(nil), cmd...), seg, depth+1, input{})
		}
		return out
	}
	if repl != "" {
		for _, a := range args {
			if a.s == repl {
				a = arg{s: dyn, raw: a.raw, dyn: true, quoted: true, listed: unknown.listed}
			} else if strings.Contains(a.s, repl) {
				a.s = strings.ReplaceAll(a.s, repl, dyn)
				a.dyn = true
				a.node = nil
			}
			cmd = append(cmd, a)
		}
	} else {
		cmd = append(cmd, args...)
		// The words include the paths a lister printed (ls .claude/*,
		// which hooktool): judge them as the operands they become.
		list := in.list
		if len(list) == 0 {
			list = words // echo .claude/hooktool.json | xargs rm: the words are known
		}
		cmd = append(cmd, list...)
		if !known {
			cmd = append(cmd, unknown)
		}
	}
	w.tracef("xargs: runs %s with words from stdin", clip(argsText(cmd), 120))
	return w.judge(cmd, seg, depth+1, input{})
}

// parallel runs a command (a shell string when it is one word) for each
// input after ::: (or from stdin).
func (w *walker) parallel(args []arg, seg string, depth int, in input) output {
	fromFile := false // -a FILE, :::: FILE: inputs read from a file
	for len(args) > 0 && strings.HasPrefix(args[0].s, "-") {
		s := args[0].s
		args = args[1:]
		fromFile = fromFile || s == "-a" || s == "--arg-file"
		if len(s) == 2 && strings.IndexByte("jPSadINnLC", s[1]) >= 0 || s == "--jobs" || s == "--sshlogin" || s == "--arg-file" || s == "--delimiter" || s == "--joblog" || s == "--results" || s == "--tmpdir" || s == "--workdir" {
			if len(args) > 0 {
				args = args[1:]
			}
		}
	}
	var cmd, inputs []arg
	seen, files := false, false
	for _, a := range args {
		if strings.HasPrefix(a.s, ":::") {
			seen, files = true, a.s == "::::" || a.s == "::::+"
			fromFile = fromFile || files
			continue
		}
		switch {
		case files:
			// :::: FILE: the inputs are FILE's lines, not its name.
		case seen:
			inputs = append(inputs, a)
		default:
			cmd = append(cmd, a)
		}
	}
	if fromFile {
		inputs = nil
	}
	if len(cmd) == 0 {
		// parallel ::: 'CMD' ...: with no command, each input is a
		// command line (and so is each line on stdin).
		if !seen && in.hasCode {
			w.script(in.code, depth+1, "parallel input")
		}
		for i, a := range inputs {
			if i >= 8 {
				w.unparseable(seg, "parallel runs more inputs as commands than the guard judges")
				break
			}
			w.script(w.codeOf(a), depth+1, "parallel input")
		}
		return output{}
	}
	if len(inputs) == 0 && !seen && len(in.list) > 0 && len(in.list) <= 8 {
		inputs = in.list // find DIR | parallel rm: the paths the lister prints
	}
	if len(inputs) == 0 || len(inputs) > 8 {
		// Inputs read from a pipe or a file the guard does not place are
		// paths that can be anywhere.
		inputs = []arg{{s: dyn, dyn: true, raw: "{input}", listed: fromFile || !seen && !in.hasCode && (in.pipe || in.file != "" || in.download)}}
	}
	for _, inp := range inputs {
		if len(cmd) == 1 && strings.ContainsAny(cmd[0].s, " \t;|&") {
			code := w.codeOf(cmd[0])
			v := strings.ReplaceAll(inp.s, dyn, "$__unknown")
			if strings.Contains(code, "{}") {
				code = strings.ReplaceAll(code, "{}", v)
			} else {
				code += " " + v
			}
			w.script(code, depth+1, "parallel")
			continue
		}
		var c []arg
		used := false
		for _, a := range cmd {
			if a.s == "{}" {
				raw := a.raw
				a = inp
				a.raw, used = raw, true
			} else if strings.Contains(a.s, "{}") {
				a.s = strings.ReplaceAll(a.s, "{}", inp.s)
				a.dyn = a.dyn || inp.dyn
				a.node = nil
				used = true
			}
			c = append(c, a)
		}
		if !used {
			c = append(c, inp)
		}
		w.judge(c, seg, depth+1, input{})
	}
	return output{}
}

// lookupList is what a lookup of program names prints (command -v NAME,
// which NAME): a path in a folder known only at run time.
func lookupList(args []arg) []arg {
	var out []arg
	for _, a := range args {
		if strings.HasPrefix(a.s, "-") || a.dyn || a.s == "" || len(out) >= 8 {
			continue
		}
		out = append(out, arg{s: dyn + "/" + base(a.s), raw: a.raw, dyn: true, quoted: true})
	}
	return out
}

// wrapperChdir moves the walk to the folder a wrapper's --chdir (or its
// short option) names, for the command it runs (sudo --chdir=/ rm -rf
// etc, run0 -D / rm -rf usr), and returns what puts the folder back. A
// folder only known at run time leaves the folder unknown.
func (w *walker) wrapperChdir(opts []arg, short string) func() {
	saved := w.cwd
	for i, a := range opts {
		d, ok := "", false
		switch {
		case (a.s == "--chdir" || a.s == short || a.s == "--working-directory") && i+1 < len(opts):
			d, ok = opts[i+1].s, !opts[i+1].dyn
		case strings.HasPrefix(a.s, "--chdir=") || strings.HasPrefix(a.s, "--working-directory="):
			_, d, _ = strings.Cut(a.s, "=")
			ok = !a.dyn
		default:
			continue
		}
		if p, known := w.abs(d); ok && known {
			w.cwd = p
		} else {
			w.cwd = ""
		}
		break
	}
	return func() { w.cwd = saved }
}

// envChdir finds env's -C DIR (--chdir DIR, --chdir=DIR) and returns the
// words without it.
func envChdir(args []arg) (dir arg, rest []arg, ok bool) {
	for i, a := range args {
		switch {
		case !strings.HasPrefix(a.s, "-") || a.s == "--":
			return arg{}, nil, false
		case (a.s == "-C" || a.s == "--chdir") && i+1 < len(args):
			return args[i+1], append(append([]arg(nil), args[:i]...), args[i+2:]...), true
		case strings.HasPrefix(a.s, "--chdir="):
			return destArg(strings.TrimPrefix(a.s, "--chdir=")), append(append([]arg(nil), args[:i]...), args[i+1:]...), true
		case strings.HasPrefix(a.s, "-C") && len(a.s) > 2:
			return destArg(a.s[2:]), append(append([]arg(nil), args[:i]...), args[i+1:]...), true
		}
	}
	return arg{}, nil, false
}

// execProperties are the command lines set by systemd-run's unit
// properties (-p ExecStartPre=..., --property=ExecStopPost=...): the unit
// runs each beside the command, so each is judged as one. Each is its key
// and its command, without systemd's prefixes (-, @, +, !, :).
func execProperties(opts []arg) [][2]string {
	var out [][2]string
	for i := 0; i < len(opts); i++ {
		a, v := opts[i].s, ""
		switch {
		case a == "-p" || a == "--property" || strings.HasSuffix(a, "-property") && strings.HasPrefix(a, "--"):
			if i+1 < len(opts) {
				i++
				v = opts[i].s
			}
		case strings.HasPrefix(a, "--") && strings.Contains(a, "property="):
			_, v, _ = strings.Cut(a, "=")
		case strings.HasPrefix(a, "-p") && len(a) > 2:
			v = a[2:]
		}
		key, cmd, ok := strings.Cut(v, "=")
		if ok && strings.HasPrefix(key, "Exec") {
			out = append(out, [2]string{key, strings.TrimLeft(cmd, "-@+!:")})
		}
	}
	return out
}

// execArgv0 is the name exec -a gives the program, or "".
func execArgv0(args []arg) string {
	for i, a := range args {
		if !strings.HasPrefix(a.s, "-") || a.s == "--" {
			return ""
		}
		if a.s == "-a" && i+1 < len(args) && !args[i+1].dyn {
			return base(args[i+1].s)
		}
	}
	return ""
}

// multiCall reports a binary that runs the program its argv[0] names.
func multiCall(name string) bool {
	switch name {
	case "busybox", "toybox", "coreutils", "uutils", "box64":
		return true
	}
	return false
}

// rlwrap returns the command rlwrap wraps, past its own options
// (rlwrap(1)), and judges the files those name: -H the history it writes,
// -l the log of the session it appends to.
func (w *walker) rlwrap(rest []arg, seg string) []arg {
	for i := 0; i < len(rest); i++ {
		a := rest[i].s
		if a == "--" {
			return rest[i+1:]
		}
		if !strings.HasPrefix(a, "-") || a == "-" {
			return rest[i:]
		}
		key, val, eq := strings.Cut(a, "=")
		switch key {
		case "-H", "--history-filename", "-l", "--logfile":
			if !eq {
				if i+1 >= len(rest) {
					return nil
				}
				i++
				val = rest[i].s
			}
			what := "history"
			if key == "-l" || key == "--logfile" {
				what = "log"
			}
			if !rest[i].dyn {
				w.sideFile("rlwrap", what, val, seg)
			}
			continue
		}
		switch {
		case eq:
		case len(a) == 2 && strings.IndexByte("bCDefgOpPqsStwz", a[1]) >= 0,
			a == "--break-chars", a == "--command-name", a == "--file", a == "--filter", a == "--histsize",
			a == "--substitute-prompt", a == "--set-term-name", a == "--wait-before-prompt", a == "--prompt-colour":
			i++ // (its value)
		}
	}
	return nil
}

package guard

import (
	"path"
	"strings"

	"mvdan.cc/sh/v3/syntax"
)

// add records a built-in rule match. why, when set, replaces the rule's
// generic reason with a specific one.
func (w *walker) add(id, seg, why string) {
	r, ok := builtin(id)
	if !ok || w.g.policy.disabled(id) {
		return
	}
	if why == "" {
		why = r.Reason
	}
	d := r.Decision
	switch {
	case id == "unparseable":
		d = w.g.unparsed
	case infraFamily(id):
		d = w.g.infra
	}
	if d == "" {
		return
	}
	w.findings = append(w.findings, Finding{Rule: id, Decision: d, Critical: r.Critical, Segment: clip(seg, 500), Reason: why, Alternative: r.Alternative, Source: "builtin", Via: strings.Join(w.via, " > ")})
	w.tracef("rule %s (%s): %s", id, d, why)
}

// unparseable records a command the analyser cannot see through.
func (w *walker) unparseable(seg, why string) {
	w.add("unparseable", seg, "the guard cannot tell what this runs: "+why)
}

// command judges one unwrapped command: user rules, then built-in rules.
func (w *walker) command(name string, argv []arg, seg string, depth int, in input) output {
	w.judged++
	if a := agentByPackage(name, argv); a != "" {
		name = a // npx @anthropic-ai/claude-code, node .../claude-code/cli.js: the agent's own CLI
		if name != base(argv[0].s) && (base(argv[0].s) == "node" || base(argv[0].s) == "bun") {
			argv = argv[1:]
		}
	}
	if w.explain {
		w.cmds = append(w.cmds, argsText(argv))
	}
	if vars := substituted(argv); vars != "" {
		// The command only shows its real form once earlier assignments are in.
		w.tracef("substituted variable %s: judged as %s", vars, clip(argsText(argv), 120))
		w.via = append(w.via, "substituted variable "+vars)
		defer func() { w.via = w.via[:len(w.via)-1] }()
	}
	mark := len(w.findings)
	allow, trusted := w.userRules(name, argv, seg)
	out := w.builtinCmd(name, argv, seg, depth, in)
	if allow {
		// Only an allow rule from the user's own file may skip Claude
		// Code's prompt; a project one only quiets non-critical rules.
		if trusted {
			w.allowed++
		}
		kept := w.findings[:mark]
		for _, f := range w.findings[mark:] {
			if f.Source == "builtin" && (trusted || !f.Critical) {
				w.tracef("user allow rule overrides %s", f.Rule)
				continue
			}
			kept = append(kept, f)
		}
		w.findings = kept
	}
	return out
}

// opts splits flags from operands; "--" ends flags.
func opts(args []arg) (flags []string, operands []arg) {
	done := false
	for _, a := range args {
		if !done && a.s == "--" {
			done = true
			continue
		}
		if !done && len(a.s) > 1 && a.s[0] == '-' && !a.dyn {
			flags = append(flags, a.s)
			continue
		}
		operands = append(operands, a)
	}
	return flags, operands
}

// hasShort reports a short flag letter in any cluster (-rf, -Rv).
func hasShort(flags []string, letters string) bool {
	for _, f := range flags {
		if !strings.HasPrefix(f, "--") && strings.ContainsAny(f[1:], letters) {
			return true
		}
	}
	return false
}

func hasLong(flags []string, names ...string) bool {
	for _, f := range flags {
		for _, n := range names {
			if f == n || strings.HasPrefix(f, n+"=") {
				return true
			}
		}
	}
	return false
}

func diskFormat(s string) bool {
	switch s {
	case "wipefs", "fdisk", "sfdisk", "cfdisk", "parted", "sgdisk", "gdisk", "mke2fs", "mkswap",
		"blkdiscard":
		return true
	}
	return false
}

func (w *walker) builtinCmd(name string, argv []arg, seg string, depth int, in input) (out output) {
	args := argv[1:]
	defer func() {
		// After the built-in checks, so their findings (self-protect ...) come first.
		extra := w.more(name, args, seg, depth, in)
		// Once the command itself is judged: later ones go through the
		// links it made and run what it copied.
		w.recordLinks(name, args)
		w.noteProgCopy(name, args)
		w.recordCopies(name, args, in, depth)
		out.secret = out.secret || extra.secret
		out.token = out.token || extra.token
		out.secretVar = pick(out.secretVar, extra.secretVar)
		out.download = out.download || extra.download
		out.endless = out.endless || extra.endless
		out.net = out.net || extra.net
		if out.list == nil {
			out.list = extra.list
		}
	}()
	switch name {
	case "rm", "rimraf", "unlink", "trash-put", "srm", "wipe": // (srm and wipe: secure-delete tools with rm's -r and -f)
		w.rm(name, args, seg)
	case "find", "gfind":
		w.find(args, seg, depth)
		w.findProtected(args, seg)
		out.list = w.listed("find", args)
		return out
	case "fd", "fdfind":
		w.fd(args, seg, depth)
	case "mv":
		_, ops := opts(args)
		if len(ops) > 1 {
			for _, t := range ops[:len(ops)-1] {
				if c, why := w.target(t); c == cRoot {
					w.add("mv-root", seg, "it moves away "+why)
				}
			}
		}
	case "dd":
		for _, a := range args {
			switch {
			case strings.HasPrefix(a.s, "of=") && isDevice(a.s[3:]):
				w.add("disk-write", seg, "dd writes to the device "+a.s[3:])
			case strings.HasPrefix(a.s, "of="+dyn) || splittable(a):
				w.unparseable(seg, "dd writes to a target only known at run time ("+clip(a.raw, 60)+")")
			}
		}
	case "shred":
		w.shred(args, seg)
	case "chmod", "chown", "chgrp", "setfacl":
		w.chmod(name, args, seg)
	case "git", "hub":
		out.history = historyOut(argv)
		w.gitExt(args, seg, depth)
		w.gitRuns(args, seg, depth)
		w.gitReads(args, seg)
		w.git(args, seg, depth, in)
		w.gitMore(args, seg, depth, in)
		w.gitDynamic(args, seg)
	case "psql", "mysql", "mariadb", "sqlite3", "redis-cli", "mongo", "mongosh", "dropdb", "cockroach", "clickhouse-client", "clickhouse", "clickhouse-local", "duckdb", "sqlcmd":
		if text, fetched := w.db(name, args, seg, in); text != "" {
			// What the query prints is its string literals: piped into
			// a shell, they are the commands it runs.
			out.echo, out.hasEcho, out.download = text, true, fetched
		}
	case "curl", "wget", "http", "https", "xh", "fetch", "aria2c":
		w.upload(name, args, seg)
		w.forgeAPIWrite(name, args, seg)
		out.download = true
	case "ssh", "slogin":
		// ssh HOST cat payload.sh prints what another machine holds:
		// piped into a shell here, it is remote code as a download is.
		if rest := skipOpts(args, "BbcDEeFIiJLlmOoPpQRSWw"); len(rest) > 1 {
			out.download = true
		}
		w.sshTunnel(args, seg)
		w.sshListens24(args, seg) // (blind24.go)
	case "docker", "podman", "nerdctl", "kubectl", "oc", "lxc", "incus":
		// What a container prints comes from an image pulled from a
		// registry and what it fetches: piped into a shell here, it is
		// remote code as ssh HOST CMD's output is.
		if containerRuns(name, args) {
			out.download = true
		}
	case "gdb", "gdb-multiarch", "cgdb", "lldb":
		w.debuggerPython(name, args, seg, depth)
	case "ngrok", "cloudflared", "bore":
		w.tunnelTool(name, args, seg)
	case "base64", "base32", "basenc":
		if hasLong(flagsOf(args), "--decode") || hasShort(flagsOf(args), "dD") {
			out.decoded = true
			if t, ok := decodeStdin(name, args, in); ok {
				out.echo, out.hasEcho = t, true // the decoded text, judged as well as asked about
			}
		}
	case "xxd":
		if hasShort(flagsOf(args), "r") {
			out.decoded = true
			if t, ok := decodeStdin(name, args, in); ok {
				out.echo, out.hasEcho = t, true
			}
		}
	case "rev":
		if t, ok := decodeStdin(name, args, in); ok {
			out.echo, out.hasEcho = t, true
		}
	case "openssl":
		if len(args) > 0 && (args[0].s == "base64" || args[0].s == "enc") && hasShort(flagsOf(args), "d") {
			out.decoded = true
		}
	case "echo", "printf":
		out.echo, out.hasEcho = printed(name, args, w.codeOf), true
		if len(w.echoed) < maxEchoed {
			w.echoed = append(w.echoed, out.echo)
		}
		if anyDownload(args) {
			out.download = true
		}
	case "paste":
		// paste -s joins its input's lines with the delimiter (a tab, or
		// -d's first character): the text a shell after it reads.
		if in.hasCode && (hasShort(flagsOf(args), "s") || hasLong(flagsOf(args), "--serial")) {
			d := "\t"
			for i, a := range args {
				if v := optAt(args, i, "-d", "--delimiters"); v != "" {
					d = v[:1]
				} else if a.s == "-d" && i+1 < len(args) && args[i+1].s == "" {
					d = ""
				}
			}
			out.echo, out.hasEcho = strings.Join(strings.Split(strings.TrimRight(in.code, "\n"), "\n"), d), true
		}
	case "cat", "tee", "pv":
		// They pass stdin through: what is piped into them comes out.
		_, ops := opts(args)
		if (len(ops) == 0 || name != "cat" || len(ops) == 1 && stdinFile(ops[0].s)) && (in.hasCode || in.download || in.decoded) {
			out = output{echo: in.code, hasEcho: in.hasCode, download: in.download, decoded: in.decoded}
		} else if name == "cat" && len(ops) > 0 {
			// cat FILE...: a copy of the files (> all.sh keeps what they hold).
			out.from = []string{}
			for _, o := range ops {
				p, ok := w.abs(o.s)
				if !ok || o.dyn || o.glob || stdinFile(o.s) {
					out.from = nil
					break
				}
				if t, isProc := w.procText(o, depth); isProc {
					out.from = nil
					if t.hasEcho || t.download || t.decoded {
						out.echo, out.hasEcho, out.download, out.decoded = t.echo, t.hasEcho, t.download || o.download, t.decoded
					}
					break
				}
				out.from = append(out.from, p)
			}
		}
		if name != "tee" && anyDownload(args) {
			out.download = true // cat <(curl ...) | bash
		}
	case "cd", "pushd", "popd":
		w.chdir(name, args)
	case "hooktool", "hookd-cli", "hookd":
		// (hookd-cli is the name go build gives the binary built from
		// cmd/hookd-cli.)
		if len(args) > 0 && (args[0].s == "install" || args[0].s == "uninstall") {
			w.add("hooktool-settings", seg, "")
		}
		if len(args) > 1 && (args[0].s == "tripwire" && args[1].s == "ack" || args[0].s == "guard" && args[1].s == "allow") {
			// The user's acknowledgements: a tamper, or a finding whose
			// allow marker an agent committed.
			w.add("hooktool-settings", seg, "only the user acknowledges a tamper or allows a finding an agent committed")
		}
		if len(args) > 0 && args[0].s == "scrub" && hasArg(args[1:], "--apply", "-apply") {
			// scrub --apply rewrites the files it is given.
			_, ops := opts(args[1:])
			for _, o := range ops {
				w.writeDest(dest{a: o}, seg)
			}
		}
	case "claude", "codex", "gemini", "opencode", "qwen", "crush", "pi", "openclaw", "amp", "cursor-agent", "aider", "goose", "copilot":
		w.nestedAgent(name, args, seg)
	case "shutdown", "reboot", "halt", "poweroff":
		if !helpOnly(args) {
			w.add("system-power", seg, "")
		}
	case "systemctl":
		for _, a := range args {
			switch a.s {
			case "reboot", "poweroff", "halt", "kexec", "suspend", "hibernate":
				w.add("system-power", seg, "")
			}
		}
		w.systemctl(args, seg)
	case "launchctl", "service", "rc-service", "sv", "swapoff", "iptables", "ip6tables", "nft", "ufw", "firewall-cmd", "pfctl",
		"sysctl", "userdel", "deluser", "passwd", "usermod", "chpasswd", "mount", "umount", "setenforce", "modprobe", "rmmod", "insmod":
		w.sysAdmin(name, args, seg)
	case "direnv":
		// direnv allow [DIR|FILE]: the .envrc then runs in bash at every
		// cd into its folder; one written earlier in the line is judged
		// as the script it is.
		if _, ops := opts(args); len(ops) > 0 && (ops[0].s == "allow" || ops[0].s == "permit" || ops[0].s == "grant") {
			f := ".envrc"
			if len(ops) > 1 && !ops[1].dyn {
				f = ops[1].s
				if !strings.HasSuffix(f, ".envrc") && !strings.HasSuffix(f, ".env") {
					f = strings.TrimSuffix(f, "/") + "/.envrc"
				}
			}
			if p, ok := w.abs(f); ok && w.files != nil {
				if wr, ok := w.writtenFile(p); ok {
					w.runWritten(name, f, wr, seg, func(code string) { w.script(code, depth+1, "direnv's .envrc") })
				}
			}
		}
	case "diskutil":
		for _, a := range args {
			switch strings.ToLower(a.s) {
			case "erasedisk", "erasevolume", "partitiondisk", "zerodisk", "randomdisk", "secureerase", "reformat":
				w.add("disk-format", seg, "diskutil "+a.s+" erases a disk")
			}
		}
	default:
		if strings.HasPrefix(name, "git-") {
			// git's own programs (git-push, git-send-pack under git's exec path).
			w.git(append([]arg{{s: name[len("git-"):]}}, args...), seg, depth, in)
		}
		if strings.HasPrefix(name, "mkfs") || diskFormat(name) {
			w.diskFormat(name, args, seg)
		}
		w.interp(name, args, seg, depth, in)
		w.compiledSource(name, args, seg, depth, in)
		if langOf(name) == awk {
			if text, ok := w.awkShell(name, args, seg, depth, in); ok {
				out.echo, out.hasEcho = text, true
			}
		}
	}
	w.deletedInputs(name, args, seg, in)
	w.rootPrivilege(name, args, seg) // (rootrun.go)
	switch name {
	case "setcap", "chmod", "usermod", "useradd", "adduser", "addgroup", "gpasswd", "groupmems", "groupmod", "install", "filecap", "setfacl", "chown", "chgrp":
		w.privilege(name, args, seg)
	case "tee":
		for _, a := range args {
			// tee >(sh): what tee reads is written into the substitution.
			if a.node != nil && len(a.node.Parts) == 1 {
				if ps, ok := a.node.Parts[0].(*syntax.ProcSubst); ok && ps.Op == syntax.CmdOut {
					w.sink(ps, output{echo: in.code, hasEcho: in.hasCode, download: in.download, decoded: in.decoded, secret: in.secret}, pick(in.seg, seg))
				}
			}
		}
		if hasShort(flagsOf(args), "a") || hasLong(flagsOf(args), "--append") {
			// tee -a appends as >> does (a uid 0 line into /etc/passwd).
			_, ops := opts(args)
			for _, o := range ops {
				w.appendTo(o, seg)
			}
		}
	}
	w.codeFromDownload(name, args, seg)
	w.urlScript(name, args, seg)
	w.remoteInstall(name, args, seg)
	if (in.download || in.decoded) && codeOnStdin(name, args) {
		if in.download {
			w.add("remote-exec", pick(in.seg, seg), name+" runs (or installs) what is piped in, and a download is piped in")
		} else {
			w.add("obfuscated-exec", pick(in.seg, seg), "decoded text is what "+name+" runs")
		}
	}
	if in.hasCode && !in.download && !in.decoded && makeProgram(name) && codeOnStdin(name, args) {
		// make -f - <<EOF: the makefile's recipes are what runs.
		if r := makefileRecipes(in.code); r != "" {
			w.script(r, depth+1, name+" recipe")
		}
	}
	if !out.download && (remoteText(name, args) || forgeText(name, args) || name == "git" && remoteRefShown(args)) {
		// gh gist view --raw | bash, dig TXT ... | sh: what they print
		// comes from another machine, as a download does.
		out.download = true
	}
	w.serveFolder(name, args, seg)
	if !out.hasEcho && !out.download && (opaqueOutput(name, args) || carrierText(name, args) != "") {
		// gzip -dc p.gz | sh, python3 -c "print(...)" | sh: the text
		// the shell gets is made at run time, from bytes or code no one
		// reads in the command.
		out.decoded = true
	}
	w.output23(name, args, &out, in) // (blind23.go)
	if !out.download && !out.decoded && decodes24(name, args) {
		// (blind24.go: jq's @base64d, SQL's char(), dc's P, lzop -dc,
		// ar p, at -c: what they print is no literal of the line.)
		out.echo, out.hasEcho, out.decoded = "", false, true
	}
	if in.download && extractsToStdout(name, args) {
		out.download = true // curl ... | tar -xO setup.sh | sh: a member of the download
	}
	if historyStream(name, args) || in.history && transforms(name) && !hasFileOperand(name, args) {
		out.history = true // git fast-export | gzip | curl -T -: the history, still
	}
	if transforms(name) && !out.hasEcho && (in.hasCode || in.download || in.decoded) && !hasFileOperand(name, args) {
		// A filter between a download or known text and a shell
		// (curl | gunzip | bash, echo ... | rev | sh): what comes out is
		// still the download, or text the guard can no longer read.
		out.download = out.download || in.download
		out.decoded = out.decoded || in.decoded || in.hasCode
	}
	if out.list == nil {
		out.list = w.listed(name, args)
	}
	if out.list == nil && len(in.list) > 0 && lineFilter(name, args) {
		// ls -t DIR | tail -n +6 | xargs rm: some of the lister's paths.
		for _, l := range in.list {
			l.findAll = false
			out.list = append(out.list, l)
		}
	}
	w.selfPackage(name, args, seg)
	w.binInstall(name, args, seg) // (pathahead.go)
	w.loaderArgs(name, args, depth)
	w.registrySwitch(name, args, seg)
	w.extensionInstall(name, args, seg)
	w.buildFileRun(name, args, seg, depth)
	w.pathArgs(name, args, seg, in)
	w.handedCredential(name, args, seg)
	return out
}

// listed is what a command that prints paths prints, for xargs further
// down the pipeline: which/whereis/type print where a program is, ls and
// find print what a folder holds. nil when it is not such a command.
func (w *walker) listed(name string, args []arg) []arg {
	_, ops := opts(args)
	var out []arg
	switch name {
	case "which", "whereis", "type":
		return lookupList(args)
	case "git":
		// git ls-files DIR: tracked files under DIR.
		if len(ops) == 2 && ops[0].s == "ls-tree" && (hasShort(flagsOf(args), "r")) {
			// git ls-tree -r --name-only REV: every tracked file.
			out = append(out, arg{s: "./" + dyn, raw: ".", dyn: true, quoted: true, findRoot: ".", findAll: true})
		}
		if len(ops) > 0 && (ops[0].s == "diff" || ops[0].s == "show" || ops[0].s == "log" || ops[0].s == "whatchanged") && (hasArg(args, "--name-only") || hasArg(args, "--name-status")) {
			// Paths in the repository, relative to its top.
			out = append(out, arg{s: "./" + dyn, raw: ".", dyn: true, quoted: true, findRoot: "."})
		}
		if len(ops) > 0 && ops[0].s == "ls-files" {
			for _, o := range ops[1:] {
				if len(out) < 16 {
					a := arg{s: strings.TrimSuffix(o.s, "/") + "/" + dyn, raw: o.raw, dyn: true, quoted: true}
					if o.s == "." || o.s == ":/" || matchesEverything(o.s) {
						// Every tracked file under the folder.
						a.findRoot, a.findAll = strings.TrimSuffix(o.s, "/*"), true
					}
					out = append(out, a)
				}
			}
			if len(ops) == 1 && !lsFilesNarrows(args) {
				// No pathspec: every tracked file under the working folder.
				out = append(out, arg{s: "./" + dyn, raw: ".", dyn: true, quoted: true, findRoot: ".", findAll: true})
			}
		}
		return out
	case "locate", "plocate", "mlocate", "slocate":
		return locateList(args)
	case "grep", "egrep", "fgrep", "rg", "ag", "ack", "ack-grep":
		return grepList(name, args)
	case "ls", "realpath", "readlink", "find", "fd", "fdfind":
		all := name == "ls"
		if name == "fd" || name == "fdfind" {
			var narrow bool
			ops, narrow = fdOperands(args)
			if len(ops) == 0 {
				ops = []arg{{s: "."}}
			}
			// fd PATTERN [PATH...]: a pattern that matches every name
			// lists everything under the paths (the working folder when
			// none).
			all = !narrow && (ops[0].s == "." || ops[0].s == "^" || ops[0].s == ".*" || ops[0].s == "")
			ops = ops[1:]
			if len(ops) == 0 {
				ops = []arg{{s: ".", raw: "."}}
			}
		}
		if name == "find" {
			ops = nil
			for i, a := range args {
				if strings.HasPrefix(a.s, "-") || a.s == "(" || a.s == "!" {
					all = !findNarrows(args[i:])
					break
				}
				ops = append(ops, a)
			}
			if len(ops) == len(args) {
				all = true
			}
		}
		for _, o := range ops {
			if len(out) >= 16 {
				break
			}
			if name == "ls" || name == "realpath" || name == "readlink" {
				out = append(out, o)
			}
			if name == "find" || name == "fd" || name == "fdfind" || name == "ls" && !o.glob {
				// What a folder holds: a name only known at run time.
				// findRoot lets a delete of the list be judged as one of
				// everything under the folder when nothing narrowed it.
				out = append(out, arg{s: strings.TrimSuffix(o.s, "/") + "/" + dyn, raw: o.raw, dyn: true, quoted: true, findRoot: o.s, findAll: all})
			}
		}
	}
	return out
}

// lineFilter reports a filter that prints some of the lines it reads
// whole (head, tail, sort, grep -v ...): a path list stays one.
func lineFilter(name string, args []arg) bool {
	switch name {
	case "head", "tail", "sort", "uniq", "tac", "shuf":
	case "grep", "egrep", "fgrep", "rg":
		if hasShort(flagsOf(args), "oclLnbZ") || hasLong(flagsOf(args), "--only-matching", "--count", "--files-with-matches", "--line-number", "--replace") {
			return false
		}
		p := parseArgs(args, "efmABC", []string{"--regexp", "--file", "--max-count"})
		pattern := len(p.values("-e", "--regexp", "-f", "--file")) == 0
		return len(p.ops) == 1 && pattern || len(p.ops) == 0 && !pattern
	default:
		return false
	}
	_, ops := opts(args)
	for _, o := range ops {
		if !isDigits(strings.TrimLeft(o.s, "+-")) {
			return false // a file operand: it reads that, not the list
		}
	}
	return true
}

// transforms lists filters that rewrite the bytes of stdin on stdout.
// opaqueOutput reports a command whose output is text made at run time
// that the command line does not show: a decompressor reading a file, or
// an interpreter's inline code (what it prints is computed).
func opaqueOutput(name string, args []arg) bool {
	switch name {
	case "zcat", "gzcat", "xzcat", "bzcat", "zstdcat", "lz4cat", "unlzma", "brotli", "uudecode":
		return true
	case "gzip", "gunzip", "xz", "unxz", "bzip2", "bunzip2", "zstd", "unzstd", "lz4", "lzma":
		f := flagsOf(args)
		return (strings.HasPrefix(name, "un") || name == "gunzip" || hasShort(f, "d") || hasLong(f, "--decompress")) &&
			(hasShort(f, "c") || hasLong(f, "--stdout") || hasLong(f, "--to-stdout"))
	}
	if l := langOf(name); l != nil && l != awk && l != m4 {
		for _, a := range args {
			if strings.HasPrefix(a.s, "-") && !strings.HasPrefix(a.s, "--") && strings.ContainsAny(a.s[1:], l.codeFlags) && l.codeFlags != "" {
				return true
			}
			for _, lf := range l.longFlags {
				if a.s == lf || strings.HasPrefix(a.s, lf+"=") {
					return true
				}
			}
		}
	}
	return false
}

// extractsToStdout reports an archiver told to print the members it
// extracts (tar -xO, unzip -p, 7z e -so).
func extractsToStdout(name string, args []arg) bool {
	switch name {
	case "tar", "bsdtar", "gtar":
		f := flagsOf(args)
		return hasShort(f, "O") || hasLong(f, "--to-stdout")
	case "unzip":
		return hasShort(flagsOf(args), "p")
	case "7z", "7za", "7zz":
		return hasArg(args, "-so")
	}
	return false
}

func transforms(name string) bool {
	switch name {
	case "rev", "tr", "gunzip", "zcat", "gzcat", "gzip", "xz", "unxz", "xzcat", "bzip2", "bunzip2", "bzcat", "zstd", "unzstd",
		"zstdcat", "lz4", "lzma", "unlzma", "brotli", "uudecode", "iconv", "recode", "tac", "sed", "gsed", "awk", "gawk", "mawk",
		"nawk", "perl", "cut", "fold", "rot13", "caesar", "dd", "openssl", "gpg", "age", "sort", "paste", "jq", "yq", "cat", "tee", "pv", "head", "tail", "grep", "egrep":
		return true
	}
	return false
}

// hasFileOperand reports a filter given an input file: it reads that, not
// stdin (sed 's/a/b/' FILE).
func hasFileOperand(name string, args []arg) bool {
	switch name {
	case "tr", "cat", "tee", "pv", "dd", "openssl":
		return false // tr reads only stdin; the others are judged elsewhere
	case "grep", "egrep":
		// -A 3, -m 1 and the like take a value; with -e or -f the
		// pattern is no operand.
		p := parseArgs(args, "efmABCd", []string{"--regexp", "--file", "--max-count", "--after-context", "--before-context", "--context"})
		if len(p.values("-e", "--regexp", "-f", "--file")) > 0 {
			return len(p.ops) > 0
		}
		return len(p.ops) > 1
	case "cut":
		return len(parseArgs(args, "bcdf", []string{"--bytes", "--characters", "--delimiter", "--fields"}).ops) > 0
	case "sort":
		return len(parseArgs(args, "ktoST", []string{"--key", "--field-separator", "--output", "--buffer-size", "--temporary-directory"}).ops) > 0
	case "sed", "gsed", "awk", "gawk", "mawk", "nawk", "perl", "jq", "yq":
		_, ops := opts(args)
		return len(ops) > 1
	case "head", "tail":
		// -n and -c take a count ("tail -n +8", "head -n 50"): a
		// count is no file.
		return len(parseArgs(args, "nc", []string{"--lines", "--bytes"}).ops) > 0
	}
	_, ops := opts(args)
	return len(ops) > 0
}

func flagsOf(args []arg) []string {
	f, _ := opts(args)
	return f
}

// chdir follows cd so later relative paths resolve where they will run.
func (w *walker) chdir(name string, args []arg) {
	_, ops := opts(args)
	switch {
	case name == "popd" || len(ops) > 1:
		w.cwd = ""
	case len(ops) == 0:
		w.cwd = w.g.env.Home
	case ops[0].s == "-" || ops[0].dyn:
		w.cwd = ""
	default:
		p, ok := w.absIn(ops[0].s) // the folder as the command sees it (inside a container too)
		if !ok {
			p = ""
		}
		w.cwd = p
	}
	w.tracef("cd: now in %s", map[bool]string{true: "an unknown folder", false: w.cwd}[w.cwd == ""])
}

// isDevice reports a block device path (not /dev/null and friends).
func isDevice(p string) bool {
	if !strings.HasPrefix(p, "/dev/") {
		return false
	}
	switch p {
	case "/dev/null", "/dev/zero", "/dev/stdout", "/dev/stderr", "/dev/stdin", "/dev/tty", "/dev/random", "/dev/urandom", "/dev/full":
		return false
	}
	if strings.HasPrefix(p, "/dev/fd/") || strings.HasPrefix(p, "/dev/shm/") || strings.HasPrefix(p, "/dev/pts/") {
		return false
	}
	// Disks, partitions, memory and the names udev gives them; a name
	// that is none (an SSM parameter path, /dev/app) is no device.
	n := strings.TrimPrefix(p, "/dev/")
	for _, d := range [...]string{"sd", "hd", "vd", "xvd", "nvme", "mmcblk", "loop", "dm-", "md", "mapper/", "disk/", "sr", "mtd", "nbd",
		"rbd", "zd", "mem", "kmem", "port", "cdrom", "dvd", "fd", "ram", "root", "block/", "zram", "bcache", "drbd", "vg", "ubi", "bus/", "raw"} {
		if strings.HasPrefix(n, d) {
			return true
		}
	}
	return strings.HasPrefix(n, "disk") || strings.Contains(n, "/") && !strings.HasPrefix(n, "shm/")
}

// rm judges rm and its look-alikes.
func (w *walker) rm(name string, args []arg, seg string) {
	flags, ops := opts(args)
	recursive := name == "rimraf" || hasShort(flags, "rR") || hasLong(flags, "--recursive")
	if hasLong(flags, "--no-preserve-root") {
		w.add("rm-root", seg, "--no-preserve-root turns off rm's own protection of /")
		return
	}
	for _, a := range args {
		if splittable(a) {
			// An unquoted unknown word can split into flags and paths (-rf /).
			w.add("rm-dynamic", seg, "an unquoted word only known at run time ("+clip(a.raw, 60)+") can add -r and any path")
			recursive = true
			break
		}
	}
	for _, t := range ops {
		if w.madeLink(t.s) {
			continue // a link this line made: rm removes the link, not what it leads to
		}
		c, why := w.target(t)
		env := w.g.env
		if p, ok := w.abs(t.s); ok && !t.dyn && !under(env.Home, p) && !under(env.Project, p) {
			if what := w.protectedTree(p); what != "" {
				w.add("self-protect", seg, "it deletes "+what)
				continue
			}
		}
		switch {
		case c == cRoot && recursive:
			w.add("rm-root", seg, "it recursively deletes "+why)
		case c == cRoot || c == cOutside:
			w.add("rm-outside-project", seg, "it deletes "+clip(strings.ReplaceAll(t.s, dyn, "…"), 120)+", outside the project and temp folders")
		case c == cUnknown && recursive:
			w.add("rm-dynamic", seg, "")
		case c == cUnknown && t.listed:
			w.add("rm-dynamic", seg, name+" deletes the paths a list gives it, which the guard cannot place: they can be anywhere")
		}
	}
}

// shred judges shred: a device is overwritten (denied); a file asks
// unless it is scratch, in a temp folder or build output, where rm passes
// too. With no file shred only prints its usage.
func (w *walker) shred(args []arg, seg string) {
	var ops []arg
	done := false
	for i := 0; i < len(args); i++ {
		s := args[i].s
		switch {
		case done || !strings.HasPrefix(s, "-") || s == "-" || args[i].dyn:
			ops = append(ops, args[i])
		case s == "--":
			done = true
		case s == "-n" || s == "-s" || s == "--iterations" || s == "--size" || s == "--random-source":
			i++ // the option's value
		}
	}
	dev, kept := false, false
	for _, t := range ops {
		if isDevice(t.s) {
			dev = true
			w.add("disk-write", seg, "shred overwrites the device "+t.s)
			continue
		}
		if c, _ := w.target(t); c != cSafe {
			kept = true
		}
	}
	if !dev && kept {
		w.add("shred", seg, "")
	}
}

// find judges -delete and runs -exec/-execdir/-ok commands with {} as a
// path under the search roots.
func (w *walker) find(args []arg, seg string, depth int) {
	var roots []arg
	i := 0
	for ; i < len(args); i++ {
		s := args[i].s
		if s == "-H" || s == "-L" || s == "-P" || strings.HasPrefix(s, "-O") || s == "-D" {
			if s == "-D" {
				i++
			}
			continue
		}
		if strings.HasPrefix(s, "-") || s == "(" || s == "!" || s == "\\(" {
			break
		}
		roots = append(roots, args[i])
	}
	if len(roots) == 0 {
		roots = []arg{{s: "."}}
	}
	expr := args[i:]
	filtered := findNarrows(expr)
	for j := 0; j < len(expr); j++ {
		switch expr[j].s {
		case "-delete":
			for _, r := range roots {
				if c, why := w.target(arg{findRoot: r.s, findAll: !filtered, dyn: r.dyn}); c == cRoot {
					w.add("find-delete-root", seg, "find -delete removes "+why)
				} else if c == cUnknown {
					w.add("rm-dynamic", seg, "find -delete under a root only known at run time")
				} else if c == cOutside {
					// As rm of the same folder would be.
					w.add("rm-outside-project", seg, "find -delete removes files under "+clip(strings.ReplaceAll(r.s, dyn, "…"), 120)+", outside the project and temp folders")
				}
			}
		case "-exec", "-execdir", "-ok", "-okdir":
			k := j + 1
			for k < len(expr) && expr[k].s != ";" && expr[k].s != "+" {
				k++
			}
			cmd := expr[j+1 : k]
			j = k
			if len(cmd) == 0 {
				continue
			}
			if readers(base(cmd[0].s)) {
				w.findReadsKeys(roots, expr, base(cmd[0].s), seg)
			}
			for _, r := range roots {
				c := make([]arg, len(cmd))
				for n, a := range cmd {
					if n > 0 && strings.Contains(a.s, "{}") {
						a = arg{s: a.s, raw: a.raw, findRoot: r.s, findAll: !filtered, dyn: r.dyn}
						if a.s != "{}" { // "{}/x" or "prefix{}"
							a.findRoot, a.s, a.dyn = "", strings.ReplaceAll(a.s, "{}", dyn), true
						}
					}
					c[n] = a
				}
				w.tracef("find %s: runs %s", expr[j-len(cmd)-1].s, clip(argsText(c), 120))
				w.judge(c, seg, depth+1, input{})
			}
			// And once for each concrete path the name filters hand it
			// (-name .git, a pattern that matches a settings file).
			for _, p := range w.findNamed(roots, expr) {
				c := make([]arg, len(cmd))
				for n, a := range cmd {
					if n > 0 && strings.Contains(a.s, "{}") {
						a = arg{s: strings.ReplaceAll(a.s, "{}", p), raw: a.raw, quoted: true}
					}
					c[n] = a
				}
				w.tracef("find %s: runs %s for a path its filters match", expr[j-len(cmd)-1].s, clip(argsText(c), 120))
				w.judge(c, seg, depth+1, input{})
			}
		}
	}
}

// chmod judges recursive permission and ownership changes.
// aclClosesOwner reports a setfacl that sets the owner's entry (u::,
// user::) without read or search: the folder is closed as chmod u-rx
// closes it.
func aclClosesOwner(args []arg) bool {
	for i, a := range args {
		var spec string
		switch {
		case (a.s == "-m" || a.s == "--modify" || a.s == "--set") && i+1 < len(args):
			spec = args[i+1].s
		case strings.HasPrefix(a.s, "--modify=") || strings.HasPrefix(a.s, "--set="):
			spec = a.s[strings.IndexByte(a.s, '=')+1:]
		default:
			continue
		}
		for _, e := range strings.Split(spec, ",") {
			perms, ok := strings.CutPrefix(e, "u::")
			if !ok {
				perms, ok = strings.CutPrefix(e, "user::")
			}
			if ok && (!strings.ContainsAny(perms, "r4567") || !strings.ContainsAny(perms, "xX1357")) {
				return true
			}
		}
	}
	return false
}

// closesFolder reports a chmod mode that takes the owner's read or
// search bit away: octal with an owner digit short of r-x (0, 600, 644),
// or what hidesFromOwner reads, or a symbolic "-x" or "=" for the owner.
func closesFolder(mode string) bool {
	if mode != "" && strings.Trim(mode, "01234567") == "" && len(mode) <= 4 {
		owner := byte('0')
		if len(mode) >= 3 {
			owner = mode[len(mode)-3]
		}
		return (owner-'0')&5 != 5
	}
	if hidesFromOwner(mode) {
		return true
	}
	for _, c := range strings.Split(mode, ",") {
		who, rest := c[:len(c)-len(strings.TrimLeft(c, "ugoa"))], strings.TrimLeft(c, "ugoa")
		if (who == "" || strings.ContainsAny(who, "ua")) && (strings.HasPrefix(rest, "-") && strings.Contains(rest, "x") || rest == "=") {
			return true
		}
	}
	return false
}

// binaryFolder reports whether p is the folder hooktool's binary is in:
// the running one's, one the wiring names, or install's default
// (~/.local/bin).
func (w *walker) binaryFolder(p string) bool {
	if exe := w.g.env.Exe; exe != "" && path.Dir(exe) == p {
		return true
	}
	if h := w.g.env.Home; h != "" && p == h+"/.local/bin" {
		return true
	}
	for _, b := range w.binaries() {
		if path.Dir(b) == p {
			return true
		}
	}
	return false
}

func (w *walker) chmod(name string, args []arg, seg string) {
	flags, ops := opts(args)
	maybeR := false
	for i, a := range ops {
		if splittable(a) {
			if i == 0 && !hasLong(flags, "--reference") {
				maybeR = true // an unknown mode or owner can carry -R
				continue
			}
			w.unparseable(seg, name+" with an unquoted word only known at run time ("+clip(a.raw, 60)+")")
			return
		}
	}
	if targets := modeTargets(name, flags, ops); len(targets) > 0 && !hasLong(flags, "--reference") {
		for _, t := range targets {
			if p, ok := w.abs(t.s); ok && !t.dyn && (systemFile(p) || t.glob && systemFile(path.Dir(p)+"/x")) {
				w.add("system-admin", seg, name+" changes the system's own file "+p)
				return
			}
		}
	}
	closed := []arg(nil)
	if name == "chmod" && len(ops) > 1 && !hasLong(flags, "--reference") && closesFolder(ops[0].s) {
		closed = ops[1:]
	}
	if name == "setfacl" && aclClosesOwner(args) {
		for _, o := range skipOpts(args, "mMxXs", "--modify", "--set", "--remove", "--modify-file", "--set-file", "--remove-file") {
			if !strings.HasPrefix(o.s, "-") {
				closed = append(closed, o)
			}
		}
	}
	for _, t := range closed {
		// chmod 0 ~/.local/bin, setfacl -m u::--- ~/.gemini: a folder
		// its owner can no longer list or enter hides hooktool's binary,
		// or an agent's settings with hooktool's hooks, from the client.
		p, ok := w.abs(t.s)
		if !ok || t.dyn {
			continue
		}
		if w.binaryFolder(p) {
			w.add("self-protect", seg, name+" closes "+p+", the folder of hooktool's binary, to its owner")
			return
		}
		if what := w.protectedTree(p); what != "" {
			w.add("self-protect", seg, name+" closes "+p+" to its owner, and with it "+what)
			return
		}
	}
	if !(maybeR || hasShort(flags, "R") || hasLong(flags, "--recursive")) || len(ops) == 0 {
		return
	}
	targets := ops
	mode := ""
	if !hasLong(flags, "--reference") {
		if m := flagMode(name, flags); m != "" {
			mode = m // chmod -R -rwx DIR: the mode is the word that looks like a flag
		} else {
			mode, targets = ops[0].s, ops[1:]
		}
	}
	lockout := name == "chmod" && hidesFromOwner(mode)
	for _, t := range targets {
		if p, ok := w.abs(t.s); ok && p == w.g.env.Project && !w.wideProject() {
			if lockout {
				w.add("chmod-lockout", seg, "chmod -R "+mode+" on the project root")
				return
			}
			continue
		}
		switch c, why := w.target(t); c {
		case cRoot:
			if name == "chmod" && onlyTakesFromOthers(mode) && w.underHome(t) {
				// chmod -R go-rwx ~/.ssh: the owner keeps every bit and
				// nobody else gains one; what ssh asks of its folder. On a
				// system folder it still counts: services read there.
				continue
			}
			w.add("chmod-root", seg, name+" -R on "+why)
			return
		case cUnknown:
			w.unparseable(seg, name+" -R on a path only known at run time")
			return
		case cOutside:
			if lockout {
				w.add("chmod-lockout", seg, "chmod -R "+mode+" on "+clip(t.s, 120)+", outside the project")
				return
			}
		}
	}
	if name == "chmod" {
		switch mode {
		case "777", "0777", "a+rwx", "ugo+rwx", "o+w", "a+w", "666", "0666", "o+rwx":
			w.add("chmod-777", seg, "")
		}
	}
}

// onlyTakesFromOthers reports a symbolic chmod mode whose every clause
// takes bits from the group and others only (go-rwx, o-w,g-w, go=), which
// tightens and never locks the owner out.
func onlyTakesFromOthers(mode string) bool {
	if mode == "" {
		return false
	}
	for _, c := range strings.Split(mode, ",") {
		who := strings.TrimLeft(c, "go")
		if who == c || who == "" {
			return false // no who (applies to all), or only a who
		}
		switch {
		case who[0] == '-' && strings.Trim(who[1:], "rwxXst") == "":
		case who == "=":
		default:
			return false
		}
	}
	return true
}

// underHome reports a literal path in the user's home folder (home itself
// included).
func (w *walker) underHome(a arg) bool {
	h := w.g.env.Home
	p, ok := w.abs(a.s)
	return ok && !a.dyn && h != "" && h != "/" && (p == h || strings.HasPrefix(p, h+"/"))
}

// upload catches credential files sent with curl/wget.
func (w *walker) upload(name string, args []arg, seg string) {
	for i, a := range args {
		s := a.s
		var file string
		switch {
		case (s == "-T" || s == "--upload-file" || len(s) > 2 && s[0] == '-' && s[1] != '-' && strings.HasSuffix(s, "T")) && i+1 < len(args):
			file = args[i+1].s // (-sT FILE: flags run together, -T's value next)
		case strings.HasPrefix(s, "--post-file="), strings.HasPrefix(s, "--body-file="):
			file = s[strings.IndexByte(s, '=')+1:]
		case strings.HasPrefix(s, "@"):
			file = s[1:]
		case strings.Contains(s, "=@"):
			file = s[strings.Index(s, "=@")+2:]
			if j := strings.IndexByte(file, ';'); j >= 0 {
				file = file[:j]
			}
		}
		if file != "" {
			w.readTarget(arg{s: file}, seg)
			w.sentFile(name, file, seg)
		}
	}
}

// hasArg reports whether any word of args is one of names, exactly.
func hasArg(args []arg, names ...string) bool {
	for _, a := range args {
		for _, n := range names {
			if a.s == n {
				return true
			}
		}
	}
	return false
}

// coreUnit reports services whose loss cuts the machine off or breaks
// logins, logging or name resolution.
func coreUnit(u string) bool {
	u = strings.TrimSuffix(strings.TrimSuffix(u, ".service"), ".socket")
	switch u {
	case "ssh", "sshd", "networking", "network", "NetworkManager", "systemd-networkd", "systemd-resolved", "dbus",
		"systemd-journald", "systemd-logind", "rsyslog", "syslog", "cron", "crond", "gdm", "gdm3", "sddm", "lightdm",
		"display-manager", "polkit", "udev", "systemd-udevd", "getty@tty1", "wpa_supplicant", "firewalld", "ufw", "auditd", "sshd.socket":
		return true
	}
	return false
}

// systemctl asks before masking units, switching the machine's target, or
// stopping or disabling a core service; --user units are the user's own.
func (w *walker) systemctl(args []arg, seg string) {
	flags, ops := opts(args)
	if hasLong(flags, "--user") || len(ops) == 0 {
		return
	}
	switch ops[0].s {
	case "mask", "isolate", "set-default", "emergency", "rescue", "default":
		w.add("system-admin", seg, "systemctl "+ops[0].s+" changes what the machine runs")
	case "stop", "disable", "kill", "freeze":
		for _, u := range ops[1:] {
			if coreUnit(u.s) {
				w.add("system-admin", seg, "systemctl "+ops[0].s+" "+u.s+" stops a core service")
				return
			}
		}
	}
}

// sysAdmin judges the tools that change the machine for everyone.
func (w *walker) sysAdmin(name string, args []arg, seg string) {
	flags, ops := opts(args)
	first := ""
	if len(ops) > 0 {
		first = ops[0].s
	}
	why := ""
	switch name {
	case "launchctl":
		switch first {
		case "bootout", "unload", "remove", "disable", "kill", "reboot":
			if len(ops) > 1 && (strings.HasPrefix(ops[1].s, "system") || strings.HasPrefix(ops[1].s, "/System/") || strings.HasPrefix(ops[1].s, "/Library/")) || first == "reboot" {
				why = "launchctl " + first + " acts on a system service"
			}
		}
	case "service", "rc-service", "sv":
		if len(ops) > 1 && coreUnit(ops[0].s) && (ops[1].s == "stop" || ops[1].s == "disable") {
			why = "it stops the core service " + ops[0].s
		} else if name == "sv" && len(ops) > 1 && (first == "down" || first == "stop") && coreUnit(ops[1].s) {
			why = "it stops the core service " + ops[1].s
		}
	case "swapoff":
		why = "swapoff takes away the machine's swap"
	case "iptables", "ip6tables":
		if hasShort(flags, "FXP") || hasLong(flags, "--flush", "--delete-chain", "--policy") {
			why = name + " flushes the firewall rules or changes a chain's policy"
		}
	case "nft":
		if first == "flush" || first == "delete" {
			why = "nft " + first + " removes firewall rules"
		}
	case "ufw":
		if first == "disable" || first == "reset" {
			why = "ufw " + first + " turns the firewall off"
		}
	case "firewall-cmd":
		if hasLong(flags, "--panic-on") {
			why = "firewall-cmd --panic-on drops all traffic"
		}
	case "pfctl":
		if hasShort(flags, "dF") {
			why = "pfctl turns the packet filter off or flushes it"
		}
	case "sysctl":
		if hasShort(flags, "w") || hasLong(flags, "--write") || strings.Contains(first, "=") {
			for _, o := range ops {
				if k, _, ok := strings.Cut(o.s, "="); ok && riskyKernelKey(k) {
					why = "sysctl changes the kernel setting " + k
				}
			}
		}
	case "userdel", "deluser":
		why = name + " deletes a user account"
	case "passwd":
		if hasShort(flags, "dlue") || hasLong(flags, "--delete", "--lock", "--expire") {
			why = "passwd removes, locks or expires a password"
		}
	case "usermod":
		if hasShort(flags, "Le") || hasLong(flags, "--lock", "--expiredate") {
			why = "usermod locks or expires an account"
		}
	case "chpasswd":
		why = "chpasswd sets account passwords"
	case "mount":
		for i, a := range args {
			if (a.s == "-o" || a.s == "--options") && i+1 < len(args) && strings.Contains(args[i+1].s, "remount") ||
				strings.HasPrefix(a.s, "-o") && strings.Contains(a.s, "remount") {
				why = "mount -o remount changes a mounted file system"
			}
		}
	case "umount":
		if hasShort(flags, "a") || hasLong(flags, "--all") || first == "/" {
			why = "umount unmounts every file system or the root"
		}
	case "setenforce":
		if first == "0" || strings.EqualFold(first, "permissive") {
			why = "setenforce 0 turns SELinux off"
		}
	case "modprobe", "rmmod", "insmod":
		if name != "modprobe" || hasShort(flags, "r") || hasLong(flags, "--remove") {
			why = name + " loads or removes a kernel module"
		}
	}
	if why != "" {
		w.add("system-admin", seg, why)
	}
}

// modeTargets is the files chmod, chown or chgrp change: the operands
// after the mode or owner, or all of them when the mode looked like an
// option (chmod -x FILE).
// flagMode is chmod's mode when it was written as a flag: GNU chmod reads
// -r, -w, -x, -X, -s and -t words as modes (chmod -R -rwx DIR), so every
// operand is then a target. "" when there is none.
func flagMode(name string, flags []string) string {
	if name != "chmod" {
		return ""
	}
	for _, f := range flags {
		if len(f) > 1 && f[1] != '-' && strings.Trim(f[1:], "rwxXst") == "" {
			return f
		}
	}
	return ""
}

func modeTargets(name string, flags []string, ops []arg) []arg {
	if name != "chmod" && name != "chown" && name != "chgrp" {
		return nil
	}
	if flagMode(name, flags) != "" {
		return ops
	}
	if len(ops) < 2 {
		return nil
	}
	return ops[1:]
}

// scriptRunners run the script file given as their first operand.
func scriptRunners(name string) bool {
	switch name {
	case "tsx", "ts-node", "ts-node-esm", "esno", "jshell", "groovy", "julia", "elixir", "racket", "runghc", "runhaskell",
		"scala", "kotlin", "kotlinc", "swift", "crystal", "dart", "guile", "sbcl", "clisp", "ocaml", "php-cgi", "zx", "vite-node",
		"jbang", "dotnet-script", "csi", "io", "pike", "gjs", "qjs", "rhino", "nashorn", "jjs", "gnuplot", "octave", "matlab",
		"wolframscript", "sage", "raku", "perl6", "hy", "janet", "fennel", "babashka", "bb", "nbb", "clojure", "clj":
		return true
	}
	return false
}

// codeFromDownload judges a download given as the file a program runs as
// code: a script runner's script (tsx <(curl ...)), the script flag of
// sed, make, vim, at and pipx run, crontab's table, python -m runpy.
func (w *walker) codeFromDownload(name string, args []arg, seg string) {
	if !anyDownload(args) {
		return
	}
	flagged := func(flags ...string) bool {
		for i, a := range args {
			for _, f := range flags {
				if a.s == f && i+1 < len(args) && args[i+1].download || strings.HasPrefix(a.s, f+"=") && a.download {
					return true
				}
			}
		}
		return false
	}
	_, ops := opts(args)
	hit := false
	switch {
	case scriptRunners(name):
		hit = len(ops) > 0 && ops[0].download
	case name == "sed" || name == "gsed":
		hit = flagged("-f", "--file")
	case name == "make" || name == "gmake":
		hit = flagged("-f", "--file", "--makefile")
	case name == "vim" || name == "vi" || name == "nvim" || name == "ex" || name == "gvim":
		hit = flagged("-S", "-s", "-u", "--cmd")
	case name == "at" || name == "batch":
		hit = flagged("-f")
	case name == "crontab":
		hit = len(ops) > 0 && ops[len(ops)-1].download
	case name == "pipx" || name == "uvx":
		hit = len(ops) > 1 && ops[0].s == "run" && ops[1].download || name == "uvx" && len(ops) > 0 && ops[0].download
	case langOf(name) == python:
		for i, a := range args {
			if a.s == "-m" && i+1 < len(args) {
				switch args[i+1].s {
				case "runpy", "pdb", "trace", "cProfile", "profile", "pyinstrument", "coverage", "idlelib", "code":
					hit = true
				}
			}
		}
	}
	if hit {
		w.add("remote-exec", seg, name+" runs code fetched from the network")
	}
}

// makeProgram reports the make implementations.
func makeProgram(name string) bool {
	return name == "make" || name == "gmake" || name == "bmake" || name == "pmake"
}

// codeOnStdin reports a program told to take the code it runs or installs
// from stdin: make -f -, crontab -, sed -f -, awk -f /dev/stdin, gdb -x -,
// vim -s -, a script runner given - (curl ... | make -f - runs the
// download as a makefile as surely as curl ... | sh does).
func codeOnStdin(name string, args []arg) bool {
	flagged := func(flags ...string) bool {
		for i, a := range args {
			for _, f := range flags {
				if a.s == f && i+1 < len(args) && stdinFile(args[i+1].s) || strings.HasPrefix(a.s, f) && stdinFile(strings.TrimPrefix(strings.TrimPrefix(a.s, f), "=")) {
					return true
				}
			}
		}
		return false
	}
	switch {
	case makeProgram(name):
		return flagged("-f", "--file", "--makefile")
	}
	switch name {
	case "sed", "gsed":
		return flagged("-f", "--file")
	case "awk", "gawk", "mawk", "nawk":
		return flagged("-f", "--file")
	case "gdb":
		return flagged("-x", "--command", "-ix", "--init-command")
	case "vim", "vi", "nvim", "ex", "gvim":
		return flagged("-S", "-s", "-u")
	case "crontab":
		// crontab with no file, or with -, installs the table it reads.
		flags, ops := opts(skipOpts(args, "u", "--user"))
		if hasShort(flags, "lre") {
			return false
		}
		return len(ops) == 0 || stdinFile(ops[len(ops)-1].s)
	}
	if scriptRunners(name) {
		_, ops := opts(args)
		return len(ops) > 0 && stdinFile(ops[0].s)
	}
	return false
}

// agentPackages maps the npm packages of agents to their commands.
var agentPackages = map[string]string{"claude-code": "claude", "codex": "codex", "gemini-cli": "gemini", "copilot": "copilot",
	"opencode-ai": "opencode", "qwen-code": "qwen", "pi-coding-agent": "pi", "openclaw": "openclaw", "crush": "crush"}

// agentByPackage names the agent a command starts by its package rather
// than its command: npx @anthropic-ai/claude-code (npx leaves the package
// name as the command), node ~/.npm-global/lib/node_modules/@anthropic-ai/
// claude-code/cli.js. "" for any other command.
func agentByPackage(name string, argv []arg) string {
	if a, ok := agentPackages[name]; ok && strings.HasPrefix(argv[0].s, "@") {
		return a
	}
	if (name == "node" || name == "bun") && len(argv) > 1 {
		s := argv[1].s
		for pkg, a := range agentPackages {
			if strings.Contains(s, "/"+pkg+"/") && strings.Contains(s, "node_modules/") {
				return a
			}
		}
	}
	return ""
}

// nestedAgent judges an agent started from the session: one given other
// settings (claude --settings, --setting-sources, codex -c) may run with its
// hooks, this guard among them, off; one told to skip approvals runs its
// tool calls unasked.
func (w *walker) nestedAgent(name string, args []arg, seg string) {
	if w.relocAgent != "" {
		w.add("self-protect", seg, w.relocAgent+" was set before "+name+": the nested agent runs with other settings, state or switches for its hooks")
		return
	}
	// The agent's own CLI switching hooktool or hooks off: openclaw
	// plugins disable hooktool, openclaw config set
	// plugins.entries.hooktool.enabled false, gemini extensions uninstall.
	verb, hook := false, false
	for _, a := range args {
		l := strings.ToLower(a.s)
		switch l {
		case "disable", "uninstall", "remove", "rm", "unset", "set", "delete", "unlink", "off":
			verb = true
		}
		if strings.Contains(l, "hooktool") || strings.Contains(l, "hooks") || l == "hook" {
			hook = true
		}
	}
	if verb && hook {
		w.add("self-protect", seg, name+" changes its own settings for hooks or hooktool's plugin")
		return
	}
	if why := agentSwitchOff(args); why != "" {
		w.add("self-protect", seg, name+" "+why)
		return
	}
	for i, a := range args {
		s, _, _ := strings.Cut(a.s, "=")
		switch {
		case name == "claude" && s == "--bare":
			// Bare mode skips hooks, plugins and the settings' discovery
			// (it sets CLAUDE_CODE_SIMPLE): the nested agent runs with no
			// hook, this guard among them.
			w.add("self-protect", seg, "claude --bare starts a nested agent that skips its hooks (this guard among them)")
			return
		case name == "claude" && (s == "--settings" || s == "--setting-sources" || s == "--plugin-dir"),
			name == "codex" && (s == "-c" || s == "--config" || s == "--profile" || s == "-p"),
			(name == "gemini" || name == "qwen") && (s == "--extensions" || s == "-e" || s == "--config"):
			w.add("self-protect", seg, name+" "+s+" starts a nested agent with other settings, which can switch its hooks (this guard among them) off")
			return
		case s == "--dangerously-skip-permissions" || s == "--allow-dangerously-skip-permissions" || s == "--dangerously-bypass-approvals-and-sandbox" ||
			s == "--yolo" || s == "-y" && (name == "gemini" || name == "qwen") || s == "--full-auto" ||
			s == "--allow-all-tools" || s == "--allow-all" || // Copilot CLI's: every tool call runs unasked
			(s == "--approval-mode" || s == "--ask-for-approval" || s == "-a") && i+1 < len(args) && (strings.EqualFold(args[i+1].s, "yolo") || args[i+1].s == "never") ||
			strings.HasPrefix(a.s, "--approval-mode=yolo") ||
			(s == "--sandbox" || s == "-s") && i+1 < len(args) && args[i+1].s == "danger-full-access" || a.s == "--sandbox=danger-full-access" ||
			s == "--permission-mode" && i+1 < len(args) && strings.EqualFold(args[i+1].s, "bypassPermissions") ||
			strings.EqualFold(a.s, "--permission-mode=bypassPermissions"):
			w.add("self-protect-indirect", seg, name+" "+s+" starts a nested agent that runs its tool calls without asking")
			return
		}
	}
}

// serveFolder judges a static file server started on the home folder, the
// root or a credentials folder: python -m http.server, php -S, ruby -run -e
// httpd, http-server, serve, busybox httpd.
func (w *walker) serveFolder(name string, args []arg, seg string) {
	dir, serves := "", false
	valueOf := func(flags ...string) {
		for i, a := range args {
			for _, f := range flags {
				if a.s == f && i+1 < len(args) {
					dir = args[i+1].s
				} else if strings.HasPrefix(a.s, f+"=") {
					dir = a.s[len(f)+1:]
				} else if len(f) == 2 && strings.HasPrefix(a.s, f) && len(a.s) > 2 && f[1] != '-' {
					dir = a.s[2:]
				}
			}
		}
	}
	_, ops := opts(args)
	switch {
	case langOf(name) == python && hasArgSeq(args, "-m", "http.server") || langOf(name) == python && hasArgSeq(args, "-m", "SimpleHTTPServer"):
		serves = true
		valueOf("-d", "--directory")
	case name == "php" && hasArg(args, "-S"):
		serves = true
		valueOf("-t")
	case name == "ruby" && hasArg(args, "-run") && (hasArg(args, "-ehttpd") || hasArgSeq(args, "-e", "httpd")):
		serves = true
		for _, o := range ops {
			if o.s != "httpd" && !strings.HasPrefix(o.s, "-") {
				dir = o.s
			}
		}
	case name == "http-server" || name == "serve" || name == "live-server" || name == "httpd" && len(args) > 0:
		serves = true
		if len(ops) > 0 {
			dir = ops[0].s
		}
		if name == "httpd" {
			dir = ""
			valueOf("-h")
		}
	}
	if !serves {
		return
	}
	p := w.cwd
	if dir != "" {
		var ok bool
		if p, ok = w.abs(dir); !ok {
			return
		}
	}
	home := w.g.env.Home
	if p == "" || p != "/" && p != home && credential(p, home) == "" && !strings.Contains(p+"/", "/.ssh/") && !strings.Contains(p+"/", "/.aws/") && !strings.Contains(p+"/", "/.gnupg/") && !(home != "" && under(home, p)) {
		return
	}
	w.add("serve-home", seg, name+" serves "+p+" over the network")
}

// hasArgSeq reports the words a then b next to each other.
func hasArgSeq(args []arg, a, b string) bool {
	for i := 0; i+1 < len(args); i++ {
		if args[i].s == a && args[i+1].s == b {
			return true
		}
	}
	return false
}

// lsFilesNarrows reports git ls-files options that list only some tracked
// files (modified, deleted, unmerged, ignored) or other things than files.
func lsFilesNarrows(args []arg) bool {
	for _, a := range args {
		switch a.s {
		case "-m", "--modified", "-d", "--deleted", "-u", "--unmerged", "-i", "--ignored", "-k", "--killed", "--directory", "-x", "--exclude", "-X", "--exclude-from", "--error-unmatch", "--format", "--eol", "--debug", "-t", "-v", "-f", "--resolve-undo":
			return true
		}
		if strings.HasPrefix(a.s, "--format=") || strings.HasPrefix(a.s, "--exclude") || strings.HasPrefix(a.s, "-x") || strings.HasPrefix(a.s, "-X") {
			return true
		}
	}
	return false
}

// fdOperands splits fd's words into operands (PATTERN PATH...), skipping
// option values, and reports options that keep only some files.
func fdOperands(args []arg) (ops []arg, narrow bool) {
	for i := 0; i < len(args); i++ {
		s := args[i].s
		switch {
		case s == "-x" || s == "--exec" || s == "-X" || s == "--exec-batch":
			return ops, narrow
		case s == "-e" || s == "--extension" || s == "-E" || s == "--exclude" || s == "-S" || s == "--size" || s == "-o" || s == "--owner" ||
			s == "--changed-within" || s == "--changed-before" || s == "--newer" || s == "--older":
			narrow = true
			i++
		case s == "-t" || s == "--type" || s == "-d" || s == "--max-depth" || s == "--min-depth" || s == "--exact-depth" || s == "-j" || s == "--threads" ||
			s == "-c" || s == "--color" || s == "--base-directory" || s == "--path-separator" || s == "--max-results" || s == "--search-path" || s == "--ignore-file":
			i++
		case s == "-g" || s == "--glob":
			narrow = true // the pattern is a glob: judged as a name filter
		case strings.HasPrefix(s, "--extension=") || strings.HasPrefix(s, "--exclude=") || strings.HasPrefix(s, "--size=") || strings.HasPrefix(s, "--changed"):
			narrow = true
		case strings.HasPrefix(s, "-") && s != "-":
		default:
			ops = append(ops, args[i])
		}
	}
	return ops, narrow
}

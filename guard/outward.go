package guard

import (
	"path"
	"strings"
)

// Ways out that skip a checkpoint without naming one: a repository's
// history packed into a file or a stream and sent to another machine
// (the pre-push scan reads only what git push sends), a forge merge past
// the branch's protection, a git server that takes pushes from the
// network, the environment sent along with an ssh login, a key handed to
// a cluster as a secret, and programs that fetch by protocols other than
// HTTP.

// historyOut reports a git command that writes the repository's history
// to stdout: git format-patch --stdout, git bundle create - REFS.
func historyOut(argv []arg) bool {
	if len(argv) < 2 || base(argv[0].s) != "git" {
		return false
	}
	_, ops := opts(argv[1:])
	switch opWord(ops, 0) {
	case "format-patch":
		return hasArg(argv, "--stdout")
	case "bundle":
		return opWord(ops, 1) == "create" && opWord(ops, 2) == "-"
	}
	return false
}

// historyFile returns the file a command packs the repository's history
// into: git bundle create FILE, tar -cf FILE .git, zip FILE -r .git; ""
// for any other command.
func historyFile(name string, args []arg) string {
	_, ops := opts(args)
	switch name {
	case "git":
		if opWord(ops, 0) == "bundle" && opWord(ops, 1) == "create" && len(ops) > 2 && ops[2].s != "-" && !ops[2].dyn {
			return ops[2].s
		}
	case "tar", "bsdtar", "gtar", "zip", "7z", "7za":
		hasGit, file := false, ""
		for i, a := range args {
			s := strings.TrimRight(a.s, "/")
			switch {
			case s == ".git" || strings.HasSuffix(s, "/.git"):
				hasGit = true
			case name != "zip" && !strings.HasPrefix(name, "7z") && (a.s == "-f" || a.s == "--file" || strings.HasPrefix(a.s, "-") && !strings.HasPrefix(a.s, "--") && strings.HasSuffix(a.s, "f") || i == 0 && tarCluster(a.s)) && i+1 < len(args):
				file = args[i+1].s
			case strings.HasPrefix(a.s, "--file="):
				file = strings.TrimPrefix(a.s, "--file=")
			case (name == "zip" || strings.HasPrefix(name, "7z")) && file == "" && !strings.HasPrefix(a.s, "-") && a.s != "a" && !a.dyn:
				file = a.s
			}
		}
		if hasGit && file != "" && file != "-" {
			return file
		}
	}
	return ""
}

// noteHistoryFile remembers a file the command packed the history into,
// for a later upload in the line.
func (w *walker) noteHistoryFile(name string, args []arg) {
	f := historyFile(name, args)
	if f == "" {
		return
	}
	if p, ok := w.abs(f); ok {
		if w.histFiles == nil {
			w.histFiles = map[string]bool{}
		}
		if len(w.histFiles) < maxFiles {
			w.histFiles[p] = true
		}
	}
}

// sentFile judges a file a command sends to another machine: the
// repository's history packed earlier in the line leaves unscanned.
func (w *walker) sentFile(name string, file string, seg string) {
	if p, ok := w.abs(file); ok && w.histFiles[p] {
		w.add("git-push-unhooked", seg, name+" sends "+path.Base(p)+", the repository's history packed earlier in the line, which no pre-push scan reads")
	}
}

// outward judges one command's ways out (see above).
func (w *walker) outward(name string, args []arg, seg string, in input) {
	if in.history && (netSender(name) || name == "rsync" || name == "nc") {
		w.add("git-push-unhooked", pick(in.seg, seg), "the repository's history (git format-patch or bundle on stdout) is piped into "+name+", past the pre-push scan")
	}
	w.historySent(name, args, seg, in)
	w.noteHistoryFile(name, args)
	_, ops := opts(args)
	sub := func(i int) string { return opWord(ops, i) }
	switch name {
	case "git":
		if sub(0) == "daemon" {
			w.gitDaemon(args, seg)
		}
		w.gitTransportConfig(args, seg)
		switch sub(0) {
		case "commit", "tag", "notes", "merge":
			// -F FILE: the message is that file's text, kept in the
			// history (and pushed with it).
			for i, a := range args {
				f := ""
				switch {
				case (a.s == "-F" || a.s == "--file") && i+1 < len(args):
					f = args[i+1].s
				case strings.HasPrefix(a.s, "--file="):
					f = strings.TrimPrefix(a.s, "--file=")
				}
				if f != "" && f != "-" {
					w.readTarget(arg{s: f, raw: f}, seg)
				}
			}
		}
	case "gh":
		if sub(0) == "pr" && sub(1) == "merge" && hasArg(args, "--admin") {
			w.add("git-no-verify", seg, "gh pr merge --admin merges past the branch's protection: its required reviews and checks")
		}
	case "glab":
		if sub(0) == "mr" && sub(1) == "merge" && (hasArg(args, "--skip-ci") || hasArg(args, "--admin")) {
			w.add("git-no-verify", seg, "glab mr merge past the project's required checks")
		}
	case "ssh", "autossh", "mosh", "scp", "sftp", "rsync":
		w.sendEnv(name, args, seg)
	case "kubectl", "oc":
		// kubectl create secret --from-file=KEY=PATH: the file goes to the
		// cluster, readable by whoever may read secrets there.
		for i, a := range args {
			v := ""
			switch {
			case strings.HasPrefix(a.s, "--from-file=") || strings.HasPrefix(a.s, "--from-env-file="):
				v = a.s[strings.IndexByte(a.s, '=')+1:]
			case (a.s == "--from-file" || a.s == "--from-env-file") && i+1 < len(args):
				v = args[i+1].s
			}
			if v == "" {
				continue
			}
			if k, p, ok := strings.Cut(v, "="); ok && !strings.Contains(k, "/") {
				v = p
			}
			w.readTarget(arg{s: v, raw: v}, seg)
		}
	case "docker", "podman", "nerdctl", "buildah":
		// --build-arg NAME="$(env)": the environment baked into an
		// image's layers, which are pushed and pulled by others.
		for i, a := range args {
			if a.s == "--build-arg" && i+1 < len(args) && args[i+1].secret || strings.HasPrefix(a.s, "--build-arg=") && a.secret {
				w.add("env-exfil", seg, name+" --build-arg puts the environment into the image, whose history whoever pulls it can read")
				break
			}
		}
		// docker build CONTEXT: the whole folder is sent to the builder
		// and can be copied into an image (and pushed).
		if sub(0) == "build" || sub(0) == "buildx" && sub(1) == "build" || name == "buildah" && sub(0) == "bud" {
			if c := ops[len(ops)-1]; len(ops) > 1 && !c.dyn {
				if p, ok := w.abs(c.s); ok && credentialFolder(p, w.g.env.Home) {
					w.add("cred-read", seg, name+" build sends "+p+", a folder of keys or logins, to the builder as its context")
				}
			}
			// -o DIR, --output type=local,dest=DIR: the image's files are
			// written there.
			for i, a := range args {
				v := ""
				switch {
				case (a.s == "-o" || a.s == "--output") && i+1 < len(args) && !args[i+1].dyn:
					v = args[i+1].s
				case strings.HasPrefix(a.s, "--output=") || strings.HasPrefix(a.s, "-o="):
					v = a.s[strings.IndexByte(a.s, '=')+1:]
				default:
					continue
				}
				if strings.Contains(v, "=") {
					d := ""
					for _, kv := range strings.Split(v, ",") {
						if k, val, _ := strings.Cut(kv, "="); k == "dest" {
							d = val
						}
					}
					v = d
				}
				if v != "" && v != "-" {
					w.writeDest(dest{a: destArg(v), tree: true}, seg)
				}
			}
		}
	}
}

// credentialFolder reports a folder that holds keys or logins.
func credentialFolder(p, home string) bool {
	if home == "" || !strings.HasPrefix(p, home+"/") && p != home {
		return false
	}
	switch strings.TrimPrefix(p, home+"/") {
	case ".ssh", ".aws", ".gnupg", ".docker", ".kube", ".azure", ".config/gcloud", ".config/gh", ".password-store":
		return true
	}
	return p == home
}

// gitDaemon judges git daemon: a server anyone who reaches the port can
// push to (--enable=receive-pack), or one that exports every repository
// under the home folder.
func (w *walker) gitDaemon(args []arg, seg string) {
	push := false
	for _, a := range args {
		if a.s == "--enable=receive-pack" || a.s == "--enable=all" {
			push = true
		}
		if v, ok := strings.CutPrefix(a.s, "--base-path="); ok {
			if p, ok := w.abs(v); ok && (p == "/" || p == w.g.env.Home) {
				w.add("serve-home", seg, "git daemon serves every repository under "+p+" over the network")
				return
			}
		}
	}
	if push {
		w.add("tunnel-in", seg, "git daemon --enable=receive-pack lets whoever reaches the port push into the repositories it serves")
	}
}

// sendEnv judges ssh's SendEnv and SetEnv options: every variable, or one
// named as a secret, sent to the other machine.
func (w *walker) sendEnv(name string, args []arg, seg string) {
	for _, o := range sshDashO(args) {
		k, val := o[0], o[1]
		switch strings.ToLower(strings.TrimSpace(k)) {
		case "sendenv":
			for _, n := range strings.Fields(val) {
				if n == "*" || strings.HasSuffix(n, "*") && len(n) <= 3 || secretName(n) {
					w.add("env-exfil", seg, name+" -o SendEnv="+val+" sends the environment's variables to the other machine")
					return
				}
			}
		case "setenv":
			if secretName(strings.SplitN(strings.TrimSpace(val), "=", 2)[0]) {
				w.add("secret-send", seg, name+" -o SetEnv sends a secret to the other machine")
				return
			}
		}
	}
}

// tarCluster reports tar's old-style first word of letters ending in f
// (czf, cvf): the archive's name comes next.
func tarCluster(s string) bool {
	if !strings.HasSuffix(s, "f") || len(s) > 8 {
		return false
	}
	for _, c := range s {
		if c < 'a' || c > 'z' {
			return false
		}
	}
	return strings.ContainsAny(s, "crA")
}

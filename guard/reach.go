package guard

import "strings"

// Commands whose effect reaches past what their words show: a container's
// output (text from an image and what it fetched), a debugger's embedded
// Python, and tunnels that open this machine to another one.

// containerRuns reports a container front-end told to run a command in a
// container (docker run, podman exec, kubectl exec, lxc exec): its output
// is the container's, made from a pulled image and whatever it downloads.
func containerRuns(name string, args []arg) bool {
	_, ops := opts(skipOpts(args, "cHln", "--config", "--context", "--host", "--log-level", "--url", "--connection", "--namespace", "--kubeconfig", "--cluster", "--user", "--project", "--remote"))
	if len(ops) > 1 && ops[0].s == "container" {
		ops = ops[1:]
	}
	if len(ops) == 0 {
		return false
	}
	switch ops[0].s {
	case "run", "exec", "debug", "attach":
		return true
	case "compose":
		for _, o := range ops[1:] {
			if o.s == "run" || o.s == "exec" {
				return true
			}
		}
	}
	return false
}

// remoteText reports a command whose output is text another machine
// holds: a gist, a repository file through gh api or git archive
// --remote, a DNS TXT record, what a TLS server sends.
func remoteText(name string, args []arg) bool {
	_, ops := opts(args)
	sub := func(i int) string { return opWord(ops, i) }
	switch name {
	case "gh", "glab":
		return sub(0) == "gist" && sub(1) == "view" || sub(0) == "snippet" && sub(1) == "view" || sub(0) == "api" ||
			sub(0) == "release" && sub(1) == "download" && hasArg(args, "-O", "--output") && hasArg(args, "-")
	case "git":
		for i, a := range args {
			if a.s == "archive" {
				for _, b := range args[i+1:] {
					if strings.HasPrefix(b.s, "--remote") {
						return true
					}
				}
			}
		}
	case "dig", "host", "nslookup", "drill", "kdig", "delv", "doggo", "dog", "resolvectl":
		return true
	case "openssl":
		return sub(0) == "s_client"
	}
	return false
}

// registrySwitch judges a package manager told, through its own config
// command, to fetch from another index: npm config set registry URL, yarn
// config set npmRegistryServer URL, pip config set global.index-url URL,
// gem sources -a URL, go env -w GOPROXY=URL, poetry source add NAME URL.
func (w *walker) registrySwitch(name string, args []arg, seg string) {
	_, ops := opts(args)
	words := make([]string, len(ops))
	for i, o := range ops {
		words[i] = o.s
	}
	foreign := func(ws []string) bool {
		for _, s := range ws {
			if _, v, ok := strings.Cut(s, "="); ok {
				s = v
			}
			// GOPROXY=https://proxy.golang.org,direct: a list.
			for _, u := range strings.FieldsFunc(s, func(r rune) bool { return r == ',' || r == '|' }) {
				if foreignIndex(u) {
					return true
				}
			}
		}
		return false
	}
	hit := false
	switch name {
	case "npm", "pnpm", "yarn", "bun":
		hit = len(words) > 2 && words[0] == "config" && words[1] == "set" && foreign(words[2:])
	case "pip", "pip3", "uv", "pipx":
		hit = len(words) > 2 && words[0] == "config" && (words[1] == "set" || words[1] == "--global") && foreign(words[2:])
	case "gem":
		hit = len(words) > 0 && words[0] == "sources" && (hasArg(args, "-a", "--add", "--source")) && foreign(flagValues(args))
	case "go":
		hit = len(words) > 1 && words[0] == "env" && hasArg(args, "-w") && foreign(words[1:])
	case "poetry", "pdm":
		hit = len(words) > 2 && words[0] == "source" && words[1] == "add" && foreign(words[2:]) ||
			len(words) > 2 && words[0] == "config" && foreign(words[1:])
	case "cargo":
		hit = false
	default:
		// Any tool's config pointed at another mirror, channel or index:
		// "bundle config set mirror.https://rubygems.org URL", "conda
		// config --add channels URL".
		if len(words) > 1 && words[0] == "config" {
			for _, x := range words[1:] {
				// (The key may hold the URL it stands in for:
				// bundler's mirror.https://rubygems.org.)
				key, _, _ := strings.Cut(strings.ToLower(x), "://")
				if containsAny(key, []string{"mirror", "channel", "registry", "index", "source", "repo"}) && !strings.HasPrefix(key, "http") {
					hit = foreign(words[1:])
					break
				}
			}
		}
	}
	if hit {
		w.add("remote-install", seg, name+" is pointed at a package index other than the registry: every later install fetches (and runs the scripts of) its packages")
	}
}

// extensionInstall judges extensions and flakes installed from outside a
// registry: an editor's extension from a .vsix file, nix run or profile
// install of a flake from a repository. (gemini extensions install URL
// passes: a repository is where Gemini's extensions come from, and the
// tripwire watches what one changes in Gemini's settings.)
func (w *walker) extensionInstall(name string, args []arg, seg string) {
	_, ops := opts(args)
	sub := func(i int) string { return opWord(ops, i) }
	why := ""
	switch name {
	case "code", "codium", "cursor", "code-insiders", "windsurf":
		for i, a := range args {
			if a.s == "--install-extension" && i+1 < len(args) && (strings.HasSuffix(args[i+1].s, ".vsix") || strings.Contains(args[i+1].s, "/")) {
				why = name + " installs an extension from a file, not the marketplace"
			}
		}
	case "nix":
		if s := sub(0); s == "run" || s == "shell" || s == "develop" || s == "profile" && sub(1) == "install" || s == "build" {
			for _, o := range ops[1:] {
				if strings.HasPrefix(o.s, "github:") || strings.HasPrefix(o.s, "gitlab:") || strings.HasPrefix(o.s, "git+") ||
					strings.HasPrefix(o.s, "http") || strings.HasPrefix(o.s, "sourcehut:") || strings.HasPrefix(o.s, "tarball+") {
					why = "nix " + s + " fetches and runs a flake from " + clip(o.s, 80)
				}
			}
		}
		// nix registry add NAME REF: every later use of NAME (nixpkgs)
		// fetches REF instead.
		if s := sub(0); s == "registry" && (sub(1) == "add" || sub(1) == "pin") && len(ops) > 3 && nixForeign(ops[3].s) {
			why = "nix registry " + sub(1) + " makes " + ops[2].s + " mean " + clip(ops[3].s, 80) + " for every later nix command"
		}
	case "nix-channel":
		// nix-channel --add URL [NAME]: the channel every later
		// nix-env and rebuild installs from.
		for i, a := range args {
			if a.s == "--add" && i+1 < len(args) && nixForeign(args[i+1].s) {
				why = "nix-channel --add makes " + clip(args[i+1].s, 80) + " a channel every later install fetches from"
			}
		}
	}
	if why != "" {
		w.add("remote-install", seg, why)
	}
}

// flagValues are all the words of args, options included (gem sources
// -a URL takes the URL as the option's value).
func flagValues(args []arg) []string {
	out := make([]string, len(args))
	for i, a := range args {
		out[i] = a.s
	}
	return out
}

// wrapperOutput judges the file a wrapper writes its report to (strace
// -o, ltrace -o, time -o, valgrind --log-file): a protected file or a
// dotfile named there is written over, whatever the wrapped command is.
func (w *walker) wrapperOutput(name string, args []arg, seg string) {
	switch name {
	case "strace", "ltrace", "time", "valgrind":
	default:
		return
	}
	for i, a := range args {
		var d arg
		switch {
		case (a.s == "-o" || a.s == "--output") && i+1 < len(args):
			d = args[i+1]
		case strings.HasPrefix(a.s, "--") && strings.Contains(a.s, "=") && outputFlag(a.s):
			// --output=, --log-file=, --xml-file=, --callgrind-out-file=
			d = destArg(a.s[strings.IndexByte(a.s, '=')+1:])
		case strings.HasPrefix(a.s, "--") && strings.HasSuffix(strings.SplitN(a.s, "=", 2)[0], "-out-file"):
			d = destArg(a.s[strings.IndexByte(a.s, '=')+1:])
		default:
			if !strings.HasPrefix(a.s, "-") {
				return // the wrapped command: its words are its own
			}
			continue
		}
		w.writeDest(dest{a: d}, seg)
		w.clobber(d, seg, name+" writes its report over it")
	}
}

// debuggerPython judges the Python a debugger runs from its command line:
// gdb -ex 'python CODE' (also py, pi, python-interactive) and lldb -o
// 'script CODE' are the same code as python3 -c CODE.
func (w *walker) debuggerPython(name string, args []arg, seg string, depth int) {
	var flags []string
	if name == "lldb" {
		flags = []string{"-o", "--one-line", "-O", "--one-line-before-file", "-k", "--one-line-on-crash", "-K", "--source-on-crash"}
	} else {
		flags = []string{"-ex", "--ex", "-eval-command", "--eval-command", "-iex", "--iex", "-init-eval-command", "--init-eval-command"}
	}
	for i, a := range args {
		var v arg
		for _, f := range flags {
			switch {
			case a.s == f && i+1 < len(args):
				v = args[i+1]
			case strings.HasPrefix(a.s, f+"=") && strings.HasPrefix(f, "--"):
				v = arg{s: a.s[len(f)+1:], dyn: a.dyn}
			}
		}
		if v.s == "" {
			continue
		}
		if code, ok := debuggerCode(name, strings.TrimSpace(v.s)); ok {
			w.via = append(w.via, name+" python")
			w.scanCode("python3", python, code, seg, depth+1)
			w.via = w.via[:len(w.via)-1]
		}
	}
}

// debuggerCode is the Python of one debugger command line, when it is one.
func debuggerCode(name, line string) (string, bool) {
	word, rest, ok := strings.Cut(line, " ")
	if !ok {
		return "", false
	}
	switch {
	case name == "lldb" && word == "script":
		// script -l python -- CODE, or script CODE.
		if _, after, ok := strings.Cut(rest, "-- "); ok && strings.HasPrefix(strings.TrimSpace(rest), "-") {
			rest = after
		}
	case name != "lldb" && (word == "python" || word == "py" || word == "pi" || word == "python-interactive"):
	default:
		return "", false
	}
	rest = strings.TrimSpace(rest)
	return rest, rest != ""
}

// sshTunnel judges ssh's remote forwards (-R, -o RemoteForward=): a port
// of another machine that leads to this one, open to whoever reaches it.
func (w *walker) sshTunnel(args []arg, seg string) {
	for i := 0; i < len(args); i++ {
		s := args[i].s
		if s == "--" || !strings.HasPrefix(s, "-") || strings.HasPrefix(s, "--") {
			if !strings.HasPrefix(s, "-") {
				return // the host: what follows is the remote command
			}
			continue
		}
		for j := 1; j < len(s); j++ {
			c := s[j]
			if c == 'R' {
				w.add("tunnel-in", seg, "ssh -R forwards a port of the remote machine to this one")
				return
			}
			if !strings.ContainsRune("BbcDEeFIiJLlmOoPpQSWw", rune(c)) {
				continue
			}
			// An option with a value: the rest of the word, or the next.
			v := s[j+1:]
			if v == "" && i+1 < len(args) {
				i++
				v = args[i].s
			}
			if c == 'o' && remoteForward(v) {
				w.add("tunnel-in", seg, "ssh's RemoteForward opens a port of the remote machine onto this one")
				return
			}
			break
		}
	}
}

func remoteForward(opt string) bool {
	return strings.HasPrefix(strings.ToLower(strings.TrimSpace(opt)), "remoteforward")
}

// tunnelTool judges programs that publish a local port to the internet.
// A web preview over HTTP (ngrok http 3000, cloudflared tunnel --url
// http://localhost:8080) is everyday work; a raw TCP port (ngrok tcp 22,
// bore local 22, cloudflared with a tcp:// or ssh:// origin) opens
// whatever listens there, a shell's sshd among them.
func (w *walker) tunnelTool(name string, args []arg, seg string) {
	_, ops := opts(args)
	sub := func(i int) string { return opWord(ops, i) }
	switch name {
	case "ngrok":
		if s := sub(0); s != "tcp" && s != "tls" {
			return
		}
	case "cloudflared":
		raw := false
		for _, a := range args {
			if strings.Contains(a.s, "tcp://") || strings.Contains(a.s, "ssh://") || strings.Contains(a.s, "rdp://") {
				raw = true
			}
		}
		if !raw {
			return
		}
	case "bore":
		if sub(0) != "local" {
			return
		}
	default:
		return
	}
	w.add("tunnel-in", seg, name+" publishes a raw TCP port of this machine to the internet")
}

// nixForeign reports a flake reference or channel URL outside the NixOS
// project's own (github:NixOS/..., nixos.org's channels).
func nixForeign(ref string) bool {
	l := strings.ToLower(ref)
	if strings.HasPrefix(l, "github:nixos/") || strings.Contains(l, "://nixos.org/") || strings.Contains(l, "://channels.nixos.org/") ||
		strings.Contains(l, "://github.com/nixos/") {
		return false
	}
	return strings.Contains(l, "://") || strings.HasPrefix(l, "github:") || strings.HasPrefix(l, "gitlab:") || strings.HasPrefix(l, "sourcehut:") ||
		strings.HasPrefix(l, "git+") || strings.HasPrefix(l, "tarball+") || strings.HasPrefix(l, "path:/tmp")
}

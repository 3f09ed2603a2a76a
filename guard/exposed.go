package guard

import (
	"path"
	"strings"
)

// Code execution and files opened to the network. A debugger, an
// inspector, a notebook, a remote-procedure server or a container
// engine's API runs whatever code reaches its port: bound to every
// interface (0.0.0.0, ::, *) it hands the machine to the network, as a
// served shell does (tunnel-in). So does a server told to take anyone
// (VNC without a password, a notebook without a token, Redis without
// protected mode), a port of a local-only service forwarded to every
// interface, and a tunnel that publishes a local port to the internet.
// A file share of the home folder or the root (an NFS export, an FTP,
// WebDAV or SMB server, a tunnel's file:// source, a web server in a
// container with home mounted) serves it (serve-home). Listening on
// localhost, or on every interface for an ordinary dev server, is
// ordinary.

// wildcardAddr reports an address that binds every interface.
func wildcardAddr(v string) bool {
	v = strings.ToLower(strings.Trim(v, `'"`))
	v = strings.TrimPrefix(strings.TrimPrefix(v, "tcp://"), "http://")
	return strings.HasPrefix(v, "0.0.0.0") || strings.HasPrefix(v, "[::]") || v == "::" || strings.HasPrefix(v, ":::") || strings.HasPrefix(v, "*:") || v == "*" || v == "all"
}

// codeServer reports a program whose port runs code sent to it: a
// debugger or inspector, a notebook, an RPC server that evaluates, a
// container engine's API.
func codeServer(name string, args []arg) bool {
	switch name {
	case "dlv", "gdbserver", "debugpy", "rpyc_classic", "rpyc_classic.py", "jupyter", "jupyter-lab", "jupyter-notebook", "jupyter-server",
		"dockerd", "containerd", "podman", "code-server", "openvscode-server", "ipython", "ipykernel", "nrepl", "lein", "node-inspect", "rdbg", "byebug",
		"marimo", "livebook":
		return true
	}
	if langOf(name) == python {
		for i := 0; i+1 < len(args); i++ {
			if args[i].s == "-m" {
				m := strings.SplitN(args[i+1].s, ".", 2)[0]
				switch m {
				case "debugpy", "jupyter", "notebook", "jupyterlab", "rpyc", "pydevd", "remote_pdb", "web_pdb", "ptvsd", "ipykernel":
					return true
				}
				return false
			}
		}
	}
	return false
}

// optValues returns each option with its value: --k=v (marked "="),
// and --k v when the next word is no option.
func optValues(args []arg) [][3]string {
	var out [][3]string
	for i, a := range args {
		if !strings.HasPrefix(a.s, "-") || a.dyn {
			continue
		}
		if k, v, ok := strings.Cut(a.s, "="); ok {
			out = append(out, [3]string{k, v, "="})
		} else if i+1 < len(args) && !strings.HasPrefix(args[i+1].s, "-") {
			out = append(out, [3]string{a.s, args[i+1].s, ""})
		} else {
			out = append(out, [3]string{a.s, "", ""})
		}
	}
	return out
}

// exposed judges a command that opens code execution or files to the
// network (see above).
func (w *walker) exposed(name string, args []arg, seg string) {
	switch name {
	case "tailscale", "socat", "exportfs", "ngrok", "cloudflared", "localtunnel", "lt", "zrok", "sshd", "dropbear", "tinysshd":
	default:
		if !exposeWords(args) {
			return
		}
	}
	ov := optValues(args)
	wild, debugWild, noAuth := false, false, ""
	for _, kv := range ov {
		k, v := strings.ToLower(strings.TrimLeft(kv[0], "-")), kv[1]
		if wildcardAddr(v) || strings.Contains(v, "0.0.0.0:") && (strings.Contains(k, "inspect") || strings.Contains(k, "debug")) {
			wild = true
			if strings.Contains(k, "inspect") || strings.Contains(k, "debug") || strings.Contains(k, "jdwp") {
				debugWild = true
			}
		}
		if strings.HasPrefix(k, "agentlib:jdwp") && (strings.Contains(v, "address=*") || strings.Contains(v, "address=0.0.0.0")) {
			debugWild = true
		}
		switch {
		case k == "nopw" || k == "no-auth" || k == "noauth" || k == "disable-auth":
			noAuth = kv[0]
		case (k == "auth" || k == "auth-type") && (v == "none" || v == "anonymous"):
			noAuth = kv[0] + " " + v
		case (strings.HasSuffix(k, ".token") || strings.HasSuffix(k, ".password") || k == "token" || k == "password") && strings.Trim(v, `'"`) == "" && kv[2] == "=":
			noAuth = kv[0] + "=''"
		case k == "securitytypes" && strings.EqualFold(v, "none"):
			noAuth = "-SecurityTypes None"
		case k == "protected-mode" && v == "no":
			noAuth = "--protected-mode no"
		}
	}
	for _, a := range args {
		if strings.HasPrefix(a.s, "-agentlib:jdwp=") && (strings.Contains(a.s, "address=*") || strings.Contains(a.s, "address=0.0.0.0")) {
			debugWild = true
		}
	}
	switch {
	case debugWild:
		w.add("tunnel-in", seg, name+" opens a debugger or inspector on every interface: whoever reaches the port runs code in the process")
		return
	case name == "dockerd" && hasTCPHost(args) && !hasArg(args, "--tlsverify"):
		w.add("tunnel-in", seg, "dockerd on a TCP address without --tlsverify: whoever reaches the port runs containers as root on this machine")
		return
	case wild && codeServer(name, args) && (noAuth != "" || !notebook(name, args)):
		w.add("tunnel-in", seg, name+" serves a debugger, a notebook or an RPC server on every interface: whoever reaches the port runs code on this machine")
		return
	case noAuth != "" && (wild || codeServer(name, args) || strings.Contains(name, "vnc") || strings.Contains(name, "redis") || strings.Contains(name, "dav") || strings.Contains(name, "ftp")):
		w.add("tunnel-in", seg, name+" "+noAuth+" serves without a password: whoever reaches the port gets in")
		return
	}
	flags, ops := opts(args)
	switch name {
	case "sshd", "dropbear", "tinysshd":
		// An SSH server the agent starts, with a config, a port, keys or
		// options of its own, is a way into the machine; a config test
		// (-t, -T) starts nothing.
		if len(args) > 0 && !hasShort(flags, "tTVh") && !hasArg(args, "--help", "--version") {
			w.add("tunnel-in", seg, name+" starts an SSH server of its own: whoever its config lets in logs in to this machine")
		}
	case "tailscale":
		if opWord(ops, 0) == "funnel" && opWord(ops, 1) != "status" && opWord(ops, 1) != "reset" && !hasArg(args, "off") {
			w.add("tunnel-in", seg, "tailscale funnel publishes a local port to the internet")
		}
	case "socat":
		w.socatForward(args, seg)
	case "exportfs":
		for _, o := range ops {
			_, p, ok := strings.Cut(o.s, ":")
			if !ok {
				p = o.s
			}
			if w.homeOrRoot(p) {
				w.add("serve-home", seg, "exportfs shares "+p+" over NFS")
				return
			}
		}
	case "ngrok", "cloudflared", "localtunnel", "lt", "zrok":
		for _, a := range args {
			if u, ok := strings.CutPrefix(a.s, "file://"); ok && w.homeOrRoot(u) {
				w.add("serve-home", seg, name+" publishes "+u+" to the internet as a file server")
				return
			}
		}
	}
}

// homeOrRoot reports a path that is the home folder, the root or a
// credentials folder.
func (w *walker) homeOrRoot(s string) bool {
	s = strings.Trim(s, `'"`)
	if s == "" || !strings.HasPrefix(s, "/") && !strings.HasPrefix(s, "~") {
		return false
	}
	home := w.g.env.Home
	if home != "" && (s == "~" || strings.HasPrefix(s, "~/")) {
		s = home + s[1:] // (a tilde the shell leaves, as in -v ~:/srv, is home to docker's own reading too)
	}
	p, ok := w.abs(s)
	if !ok {
		return false
	}
	return p == "/" || p == home || credentialFolder(p, home)
}

// hasTCPHost reports dockerd -H tcp://... (or --host=tcp://...).
func hasTCPHost(args []arg) bool {
	for _, kv := range optValues(args) {
		if (kv[0] == "-H" || kv[0] == "--host") && strings.HasPrefix(kv[1], "tcp://") && !strings.HasPrefix(kv[1], "tcp://127.") && !strings.HasPrefix(kv[1], "tcp://localhost") {
			return true
		}
	}
	return false
}

// socatForward judges socat listening on every interface and forwarding
// to a service of this machine that listens only locally for a reason
// (ssh, the Docker API, VNC, a debugger, a database).
func (w *walker) socatForward(args []arg, seg string) {
	listen, local := false, ""
	for _, a := range args {
		u := strings.ToUpper(a.s)
		if strings.HasPrefix(u, "TCP-LISTEN:") || strings.HasPrefix(u, "TCP4-LISTEN:") || strings.HasPrefix(u, "TCP6-LISTEN:") {
			if !strings.Contains(u, "BIND=127.") && !strings.Contains(u, "BIND=LOCALHOST") && !strings.Contains(u, "RANGE=127.") {
				listen = true
			}
			continue
		}
		for _, pre := range [...]string{"TCP:127.0.0.1:", "TCP:LOCALHOST:", "TCP4:127.0.0.1:", "TCP4:LOCALHOST:", "UNIX-CONNECT:/VAR/RUN/DOCKER.SOCK", "UNIX:/VAR/RUN/DOCKER.SOCK"} {
			if rest, ok := strings.CutPrefix(u, pre); ok {
				port := strings.SplitN(rest, ",", 2)[0]
				switch port {
				case "22", "2375", "2376", "5900", "5901", "3389", "9229", "6379", "5432", "3306", "":
					local = a.s
				}
			}
		}
	}
	if listen && local != "" {
		w.add("tunnel-in", seg, "socat forwards a port on every interface to "+local+", a service that listens only locally")
	}
}

// containerServes judges a container that publishes a port with the home
// folder, the root or a credentials folder mounted: a web server there
// serves them.
func (w *walker) containerServes(name string, args []arg, seg string) {
	_, ops := opts(args)
	if opWord(ops, 0) != "run" && opWord(ops, 0) != "create" && !(opWord(ops, 0) == "container" && opWord(ops, 1) == "run") {
		return
	}
	publish, src := false, ""
	for i, a := range args {
		s := a.s
		switch {
		case s == "-p" || s == "--publish" || s == "-P" || s == "--publish-all" || strings.HasPrefix(s, "--publish=") || strings.HasPrefix(s, "-p") && len(s) > 2 && s[2] >= '0' && s[2] <= '9':
			publish = true
		case (s == "-v" || s == "--volume") && i+1 < len(args):
			if h := strings.SplitN(args[i+1].s, ":", 2)[0]; w.homeOrRoot(h) {
				src = h
			}
		case strings.HasPrefix(s, "--volume=") || strings.HasPrefix(s, "-v") && len(s) > 2:
			v := strings.TrimPrefix(strings.TrimPrefix(s, "--volume="), "-v")
			if h := strings.SplitN(v, ":", 2)[0]; w.homeOrRoot(h) {
				src = h
			}
		case strings.HasPrefix(s, "--mount"):
			v := s
			if s == "--mount" && i+1 < len(args) {
				v = args[i+1].s
			}
			for _, f := range strings.Split(v, ",") {
				if k, val, ok := strings.Cut(f, "="); ok && (k == "source" || k == "src") && w.homeOrRoot(val) {
					src = val
				}
			}
		}
	}
	if publish && src != "" {
		w.add("serve-home", seg, name+" publishes a port from a container with "+src+" mounted: a server there serves it")
	}
}

// shareConfig reports a file that decides what the machine shares over
// the network (NFS exports, Samba's shares).
func shareConfig(p string) bool {
	switch {
	case p == "/etc/exports", strings.HasPrefix(p, "/etc/exports.d/"), p == "/etc/samba/smb.conf", strings.HasPrefix(p, "/etc/samba/smb.conf.d/"):
		return true
	}
	return path.Dir(p) == "/etc/vsftpd" || p == "/etc/vsftpd.conf"
}

// notebook reports a notebook or editor server, which asks for a token
// or a password by default: on every interface it is exposed only when
// told to take anyone.
func notebook(name string, args []arg) bool {
	switch name {
	case "jupyter", "jupyter-lab", "jupyter-notebook", "jupyter-server", "code-server", "openvscode-server":
		return true
	}
	return langOf(name) == python && (hasArgSeq(args, "-m", "jupyter") || hasArgSeq(args, "-m", "notebook") || hasArgSeq(args, "-m", "jupyterlab"))
}

// exposeWords reports words that can open a port to everyone or turn a
// server's password off: a wildcard address, a JDWP agent, an option
// naming auth, a token, a password or protected mode.
func exposeWords(args []arg) bool {
	for _, a := range args {
		s := a.s
		if strings.Contains(s, "0.0.0.0") || strings.Contains(s, "::") || strings.Contains(s, "*") || s == "all" ||
			strings.HasPrefix(s, "-") && (strings.Contains(s, "auth") || strings.Contains(s, "nopw") || strings.Contains(s, "oken") || strings.Contains(s, "assword") ||
				strings.Contains(s, "protected-mode") || strings.Contains(s, "SecurityTypes") || strings.Contains(s, "jdwp") || s == "-H" || strings.HasPrefix(s, "--host")) {
			return true
		}
	}
	return false
}

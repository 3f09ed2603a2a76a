package guard

import (
	"path"
	"strings"
)

// Ways into the machine and servers of home no list names (blind set
// 20), judged by what the words say, whatever the program is called:
//
//   - a reverse forward (chisel's R:PORT:HOST:PORT, gost's rtcp://): a
//     port on another machine leads to one here;
//   - the machine's login port (localhost:22, --port 22, local_port = 22
//     in a config the line wrote) handed to a tunnel, with a raw TCP mode
//     or another machine named beside it (zrok's tcpTunnel, inlets tcp,
//     frpc and rathole configs);
//   - a terminal given to the network: the web terminals (wetty,
//     teleconsole, zellij web), a remote-control or display socket bound
//     to every interface with a terminal or a shell as its child (kitty
//     --listen-on tcp:0.0.0.0, xpra --bind-tcp=0.0.0.0 --start-child=xterm);
//   - a server started with a config the line wrote whose document root
//     or share path is the home folder (lighttpd, nginx, rsync --daemon,
//     smbd), or a sync tool told to share home (syncthing folders add).
//
// A forward of a local port to another machine (chisel 3000:localhost:3000),
// a web app shared (zrok share public localhost:3000) and config tests
// (nginx -t) pass.

// waysIn judges one command that got no finding of its own.
func (w *walker) waysIn(name string, argv []arg, seg string) {
	if dataArgs(name) || shells(name) || name == "ssh" {
		return
	}
	sub := ""
	if len(argv) > 1 {
		sub = argv[1].s
	}
	if webTerminal(name, sub) && !helpOnly(argv[1:]) {
		w.add("tunnel-in", seg, name+" gives a terminal of this machine to whoever reaches it over the network")
		return
	}
	if len(argv) < 2 {
		return
	}
	reverse, login, raw, remote, terminal, anyAddr := false, false, false, false, false, false
	for i, a := range argv[1:] {
		if i >= 32 || a.dyn {
			break
		}
		s, l := a.s, strings.ToLower(a.s)
		switch {
		case len(s) > 2 && s[:2] == "R:" && strings.Count(s, ":") >= 2, strings.HasPrefix(l, "rtcp://"), strings.HasPrefix(l, "rudp://"):
			reverse = true
		}
		if loginEndpoint(l) || (l == "--port" || l == "--local-port" || l == "--upstream-port") && i+2 < len(argv) && argv[i+2].s == "22" {
			login = true
		}
		if l == "tcp" || strings.Contains(l, "tcptunnel") || strings.HasPrefix(l, "--bind-tcp") {
			raw = true
		}
		if strings.Contains(l, "://") && !strings.Contains(l, "://localhost") && !strings.Contains(l, "://127.") {
			remote = true
		}
		if strings.Contains(l, "0.0.0.0") || strings.Contains(l, "tcp:*") || l == "::" {
			anyAddr = true
		}
		if v := strings.TrimPrefix(l[strings.LastIndexAny(l, "=:")+1:], "/usr/bin/"); v == "xterm" || shells(v) || strings.HasPrefix(l, "allow_remote_control=y") || strings.HasPrefix(l, "allow_remote_control=socket") {
			terminal = true
		}
	}
	w.argFiles(argv, func(_ string, f written) bool {
		lr, ll := tunnelConfig(f.code)
		remote = remote || lr
		login = login || ll
		return false
	})
	switch {
	case reverse:
		w.add("tunnel-in", seg, name+" opens a reverse forward: a port on another machine leads into this one")
	case login && (raw || remote):
		w.add("tunnel-in", seg, name+" hands this machine's login port (22) to a tunnel: whoever reaches the other end can log in")
	case terminal && anyAddr:
		w.add("tunnel-in", seg, name+" listens on every interface and hands a terminal or remote control of it to whoever connects")
	default:
		w.serverOfHome(name, argv, seg)
	}
}

// loginEndpoint reports a local endpoint of the login port.
func loginEndpoint(l string) bool {
	for _, h := range [...]string{"localhost:22", "127.0.0.1:22", "[::1]:22", "0.0.0.0:22"} {
		if l == h || strings.HasSuffix(l, "/"+h) || strings.HasSuffix(l, ":"+h) {
			return true
		}
	}
	return false
}

// tunnelConfig reads a tunnel client's config the line wrote: a remote
// end (server_addr, remote_addr, remote_port) and the login port as the
// local service (local_port = 22, local_addr = "127.0.0.1:22").
func tunnelConfig(text string) (remote, login bool) {
	for n, l := range strings.Split(strings.ToLower(text), "\n") {
		if n >= 128 {
			break
		}
		k, v, ok := strings.Cut(l, "=")
		if !ok {
			k, v, ok = strings.Cut(l, ":")
		}
		if !ok {
			continue
		}
		k, v = strings.TrimSpace(k), strings.Trim(strings.TrimSpace(v), `"' ,`)
		switch k {
		case "server_addr", "remote_addr", "remote_port", "serveraddr", "server":
			remote = true
		case "local_port", "localport":
			login = login || v == "22"
		case "local_addr", "local_ip", "localaddr":
			login = login || strings.HasSuffix(v, ":22")
		}
	}
	return remote, login
}

// webTerminal reports a program (or subcommand) that always serves a
// login or a shell to browsers or relays one to another machine.
func webTerminal(name, sub string) bool {
	switch name {
	case "wetty", "teleconsole":
		// (a login over ssh, the user's own shell: ttyd and gotty are
		// judged by the command they serve, servedShell)
		return true
	case "zellij":
		return sub == "web"
	}
	return false
}

// serverOfHome judges a server given a config the line wrote whose
// document root or share names the home folder, the file system root or
// a credentials folder, and a sync tool told to share one.
func (w *walker) serverOfHome(name string, argv []arg, seg string) {
	home := w.g.env.Home
	bad := func(v string) bool {
		v = strings.TrimRight(strings.Trim(strings.TrimSpace(v), `"';`), "/")
		if v == "" {
			v = "/"
		}
		p, ok := w.abs(v)
		return ok && (p == "/" || p == home || credential(p, home) != "" || strings.Contains(p+"/", "/.ssh/"))
	}
	if name == "syncthing" {
		for i, a := range argv[1:] {
			if (a.s == "--path" || a.s == "--folder-path") && i+2 < len(argv) && bad(argv[i+2].s) || strings.HasPrefix(a.s, "--path=") && bad(a.s[7:]) {
				w.add("serve-home", seg, "syncthing shares "+clip(argv[min(i+2, len(argv)-1)].s, 60)+" with other devices")
				return
			}
		}
		return
	}
	server := fileServer(name, argv) || strings.HasSuffix(name, "d") && len(name) <= 8 || name == "nginx" || name == "caddy" || name == "apache2"
	for _, a := range argv[1:] {
		server = server || a.s == "--daemon"
	}
	if !server {
		return
	}
	w.argFiles(argv, func(p string, f written) bool {
		for n, l := range strings.Split(f.code, "\n") {
			if n >= 256 {
				break
			}
			for _, st := range strings.Split(l, ";") {
				st = strings.TrimSpace(st)
				for _, pre := range [...]string{"{", "server {", "http {"} {
					st = strings.TrimSpace(strings.TrimPrefix(st, pre))
				}
				k, val, ok := strings.Cut(st, "=")
				if !ok {
					k, val, ok = strings.Cut(st, " ")
				}
				k = strings.ToLower(strings.TrimSpace(k))
				if !ok {
					continue
				}
				switch k {
				case "root", "server.document-root", "document-root", "documentroot", "docroot", "path", "alias", "directory", "share":
					if bad(val) {
						w.add("serve-home", seg, name+" serves "+clip(strings.TrimSpace(val), 60)+", set in "+path.Base(p)+" the line wrote, over the network")
						return true
					}
				}
			}
		}
		return false
	})
}

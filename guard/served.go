package guard

import (
	"strconv"
	"strings"
)

// Servers the guard does not know by name. A program that listens on a
// port and runs a shell for whoever connects (busybox tcpsvd ... sh -i,
// tcpserver 0 4444 /bin/sh, websocketd --port=8080 bash, ttyd -W bash)
// hands this machine to the network, whatever it is called; so does a
// file server pointed at the home folder, the root or a credentials
// folder (miniserve, dufs, rclone serve http ~). Both are read from the
// line: a shell as a word of the command beside a port, and a folder
// operand beside a serving word.

// servedShell reports a shell named among a program's words with a port
// beside it (see above).
func servedShell(argv []arg) bool {
	sh, port := false, false
	switch base(argv[0].s) {
	case "gotty", "ttyd", "wetty", "shellinaboxd", "tty-share", "upterm", "sshx":
		port = true // a terminal on the web is what they are for
	}
	for i, a := range argv[1:] {
		s := a.s
		switch {
		case shells(base(s)) && !strings.HasPrefix(s, "-"):
			sh = true
		case strings.Contains(s, ":") && !strings.HasPrefix(s, "-") && shellSpec(s):
			sh = true // websocat's sh-c:'bash -i', exec:sh: a shell behind the address
		case strings.Contains(s, "0.0.0.0:") || strings.Contains(s, "-l:") && endpointPort(s[strings.Index(s, "-l:")+3:]):
			port = true // ws-l:0.0.0.0:9000, tcp-l:4444: a listening address
		case portWord(s):
			port = true
		case (s == "-p" || s == "-P" || s == "--port" || s == "-l" || s == "--listen") && i+2 < len(argv) && portWord(argv[i+2].s):
			port = true
		case strings.HasPrefix(s, "--port=") || strings.HasPrefix(s, "--listen=") || strings.HasPrefix(s, "--addr=") || strings.HasPrefix(s, "--bind="):
			port = true
		}
	}
	return sh && port
}

// shellSpec reports an address word whose program part is a shell:
// sh-c:'bash -i', exec:/bin/sh.
func shellSpec(s string) bool {
	_, rest, _ := strings.Cut(s, ":")
	f := strings.Fields(strings.Trim(rest, `'"`))
	return len(f) > 0 && shells(base(strings.Trim(f[0], `'"`)))
}

// portWord reports a word that names a port to listen on: a number of
// 1024 and up ("4444"), ":8080", "0.0.0.0" or "0" (any address).
func portWord(s string) bool {
	if s == "0.0.0.0" || s == "0" || s == "::" {
		return true
	}
	s = strings.TrimPrefix(s, ":")
	n, err := strconv.Atoi(s)
	return err == nil && n >= 1024 && n <= 65535
}

// fileServer reports a program that serves files: its name or one of its
// words says so.
func fileServer(name string, argv []arg) bool {
	if strings.Contains(name, "serve") || strings.Contains(name, "httpd") || strings.Contains(name, "ftpd") || strings.Contains(name, "webdav") {
		return true
	}
	switch name {
	case "dufs", "updog", "gossa", "filebrowser", "woof", "sfz", "goshs", "webfsd", "droopy":
		return true
	}
	for _, a := range argv[1:min(len(argv), 4)] {
		if a.s == "serve" || a.s == "file-server" || a.s == "share" {
			return true
		}
	}
	for _, a := range argv[1:min(len(argv), 8)] {
		// deno run jsr:@std/http/file-server DIR: a module that serves.
		if b := a.s[strings.LastIndexAny(a.s, "/:")+1:]; b == "file-server" || b == "file_server" || b == "file_server.ts" {
			return true
		}
	}
	return listens(argv)
}

// listens reports a program told to listen: a port or an address that
// binds every interface among its words, or a port option with a value
// (an FTP or WebDAV server of any name, python -m pyftpdlib -p 2121).
func listens(argv []arg) bool {
	for i, a := range argv[1:] {
		s := a.s
		switch {
		case s == "0.0.0.0" || s == "::":
			return true
		case (s == "-p" || s == "--port" || s == "-P") && i+2 < len(argv) && portWord(argv[i+2].s):
			return true
		case strings.HasPrefix(s, "--port=") || strings.HasPrefix(s, "--listen=") || strings.HasPrefix(s, "--bind="):
			return true
		case strings.HasPrefix(s, "--") && strings.HasSuffix(s, "-port") && i+2 < len(argv) && portWord(argv[i+2].s):
			return true // sftpgo portable --sftpd-port 2022, --webdav-port 8080
		case (s == "--listen" || s == "-l" || s == "--bind" || s == "--addr") && i+2 < len(argv) && endpointPort(argv[i+2].s):
			// twistd web --listen tcp:8080, --bind 127.0.0.1:9000.
			return true
		case i > 0 && portWord(s) && !strings.HasPrefix(argv[i].s, "-") && (argv[i].s == "0.0.0.0" || argv[i].s == "0"):
			return true
		}
	}
	return false
}

// served judges a program the guard does not know that serves a shell
// or a protected folder to the network (see above).
func (w *walker) served(name string, argv []arg, seg string) {
	if langOf(name) == python {
		// python3 -m uploadserver ...: the module is the server.
		for i, a := range argv[1:] {
			if a.s == "-m" && i+2 < len(argv) && !argv[i+2].dyn && argv[i+2].s != "http.server" {
				w.served(argv[i+2].s, argv[i+2:], seg)
				return
			}
		}
	}
	if dataArgs(name) || shells(name) {
		return
	}
	if servedShell(argv) {
		w.add("reverse-shell", seg, name+" serves a shell on a network port")
		return
	}
	if !fileServer(name, argv) {
		return
	}
	home := w.g.env.Home
	for _, a := range argv[1:] {
		if a.dyn || strings.HasPrefix(a.s, "-") || strings.Contains(a.s, "://") {
			continue
		}
		s := a.s
		if i := strings.IndexByte(s, ':'); i > 0 && (s[0] == '/' || s[0] == '~') {
			s = s[:i] // a volume: /home/dev::rw, /home/dev:/srv:r
		}
		p, ok := w.abs(s)
		if !ok || !strings.HasPrefix(s, "/") && !strings.HasPrefix(s, "~") && s != "." {
			continue
		}
		if p == "/" || p == home || credential(p, home) != "" || strings.Contains(p+"/", "/.ssh/") || strings.Contains(p+"/", "/.aws/") || strings.Contains(p+"/", "/.gnupg/") {
			w.add("serve-home", seg, name+" serves "+p+" over the network")
			return
		}
	}
}

// endpointPort reports a listening endpoint that names a port: "8080",
// ":8080", "tcp:8080", "tcp:port=8080", "0.0.0.0:8080".
func endpointPort(s string) bool {
	s = strings.TrimPrefix(strings.TrimPrefix(s, "tcp:"), "port=")
	if i := strings.LastIndexByte(s, ':'); i >= 0 {
		s = s[i+1:]
	}
	return portWord(s)
}

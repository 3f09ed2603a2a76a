package guard

import "strings"

// Git's transport settings: where a remote's fetches and pushes really
// go, and whether the other end is checked. A URL rewritten to another
// host (url.BASE.insteadOf, pushInsteadOf), a push URL that sends a
// remote's pushes elsewhere than it fetches from (remote.NAME.pushurl,
// git remote set-url --push), a proxy on another machine, certificate
// checks turned off or a CA the agent supplies: each moves every later
// fetch (code that is built and run) or push (the history) to a host the
// remote's name no longer shows, whichever way it is set (git config,
// -c, GIT_CONFIG_KEY_n, GIT_SSL_NO_VERIFY). A rewrite within one host
// (https to ssh on github.com) and a proxy on this machine are ordinary.
//
// And the repository's history or tree carried off as a stream (git
// fast-export, git archive, a tar of .git on stdout) piped into a program
// that sends it to another machine, or a bundle sent by nc, scp or an
// interpreter's HTTP call: past the pre-push scan, as the fifteenth
// round's bundles were.

// urlHost is the host a git URL names: https://host/..., ssh://user@host/...,
// user@host:path; "" when there is none.
func urlHost(u string) string {
	u = strings.ToLower(strings.Trim(u, `'" `))
	if i := strings.Index(u, "://"); i >= 0 {
		u = u[i+3:]
		u = strings.SplitN(u, "/", 2)[0]
	} else if at := strings.IndexByte(u, '@'); at >= 0 && strings.Contains(u[at:], ":") {
		u = strings.SplitN(u[at+1:], ":", 2)[0]
	} else {
		return ""
	}
	if at := strings.LastIndexByte(u, '@'); at >= 0 {
		u = u[at+1:]
	}
	return strings.SplitN(u, ":", 2)[0]
}

// loopback reports this machine's own addresses.
func loopback(h string) bool {
	return localHost(h) || strings.HasPrefix(h, "127.")
}

// gitTransport judges one git config key and value (value "\x00" when
// unknown: a GIT_CONFIG_KEY_n whose value comes apart). rule is "" when
// the setting is ordinary.
func gitTransport(key, value string) (rule, why string) {
	k := strings.ToLower(key)
	unknown := value == "\x00"
	switch {
	case strings.HasPrefix(k, "url.") && (strings.HasSuffix(k, ".insteadof") || strings.HasSuffix(k, ".pushinsteadof")):
		base := key[4:strings.LastIndexByte(key, '.')]
		to := urlHost(base)
		if to == "" || loopback(to) {
			return "", ""
		}
		if !unknown {
			if from := urlHost(value); from == to || from == "" && !strings.Contains(value, "://") {
				return "", "" // (one host, another transport: https:// to git@)
			}
		} else {
			switch to {
			case "github.com", "gitlab.com", "bitbucket.org", "codeberg.org", "ssh.github.com":
				return "", ""
			}
		}
		if strings.HasSuffix(k, ".pushinsteadof") {
			return "git-push-unhooked", "it rewrites push URLs to " + to + ": later pushes go there while the remote's name shows another host"
		}
		return "remote-install", "it rewrites remote URLs to " + to + ": later fetches and pushes go there while the remote's name shows another host"
	case strings.HasPrefix(k, "remote.") && strings.HasSuffix(k, ".pushurl"):
		if h := urlHost(value); h != "" && loopback(h) || unknown {
			return "", ""
		}
		return "git-push-unhooked", "it sends " + strings.TrimSuffix(strings.TrimPrefix(k, "remote."), ".pushurl") + "'s pushes to " + clip(value, 80) + ", another place than it fetches from"
	case (strings.HasPrefix(k, "http.") || strings.HasPrefix(k, "https.")) && strings.HasSuffix(k, ".proxy") || k == "core.gitproxy":
		h := urlHost(value)
		if h == "" {
			h = strings.SplitN(strings.ToLower(value), ":", 2)[0]
		}
		if unknown || value == "" || loopback(h) {
			return "", ""
		}
		return "remote-install", "it sends git's traffic through " + clip(value, 80) + ", which can read and change what is fetched and pushed"
	case strings.HasPrefix(k, "http.") && strings.HasSuffix(k, ".sslverify"):
		if !unknown && !gitTrue(value) || unknown {
			return "remote-install", "it turns off git's certificate checks: any host can pose as the remote"
		}
	case strings.HasPrefix(k, "http.") && (strings.HasSuffix(k, ".sslcainfo") || strings.HasSuffix(k, ".sslcapath")):
		if unknown || !strings.HasPrefix(value, "/etc/") && !strings.HasPrefix(value, "/usr/") {
			return "remote-install", "it makes git trust a certificate authority from " + clip(value, 80) + ": its holder can pose as any remote"
		}
	}
	return "", ""
}

// gitTransportConfig judges git config's words for those keys: git config
// [scope] KEY VALUE, and git remote set-url --push NAME URL.
func (w *walker) gitTransportConfig(args []arg, seg string) {
	_, ops := opts(args)
	switch opWord(ops, 0) {
	case "config":
		var rest []arg
		for i := 1; i < len(args); i++ {
			s := args[i].s
			if s == "config" && rest == nil {
				continue
			}
			switch {
			case s == "--file" || s == "-f" || s == "--type" || s == "--default" || s == "--comment" || s == "--blob":
				i++
			case strings.HasPrefix(s, "-"):
			default:
				rest = append(rest, args[i])
			}
		}
		if len(rest) > 0 && (rest[0].s == "set" || rest[0].s == "config") {
			rest = rest[1:]
		}
		if len(rest) >= 2 && !rest[0].dyn {
			if id, why := gitTransport(rest[0].s, rest[1].s); id != "" {
				w.add(id, seg, why)
			}
		}
	case "remote":
		if opWord(ops, 1) == "set-url" && hasArg(args, "--push") && len(ops) >= 4 {
			if h := urlHost(ops[3].s); h != "" && !loopback(h) {
				w.add("git-push-unhooked", seg, "git remote set-url --push sends "+ops[2].s+"'s pushes to "+clip(ops[3].s, 80)+", another place than it fetches from")
			}
		}
	}
}

// historyStream reports a command that writes the repository's history
// or its tree to stdout: git fast-export, git archive without -o, tar or
// zip of .git to "-".
func historyStream(name string, args []arg) bool {
	switch name {
	case "git":
		_, ops := opts(args)
		switch opWord(ops, 0) {
		case "fast-export":
			return true
		case "archive":
			return !hasArg(args, "-o", "--output") && !hasArgPrefix(args, "--output=") && !hasArgPrefix(args, "--remote") && !hasArg(args, "--list", "-l")
		}
	case "tar", "bsdtar", "gtar":
		git, toStdout := false, false
		for i, a := range args {
			s := strings.TrimRight(a.s, "/")
			if s == ".git" || strings.HasSuffix(s, "/.git") {
				git = true
			}
			if (a.s == "-f" || a.s == "--file" || strings.HasPrefix(a.s, "-") && !strings.HasPrefix(a.s, "--") && strings.HasSuffix(a.s, "f") || i == 0 && tarCluster(a.s)) && i+1 < len(args) && args[i+1].s == "-" || a.s == "--file=-" {
				toStdout = true
			}
		}
		return git && toStdout
	}
	return false
}

// sentByCode reports interpreter code that reads a file and sends data
// over HTTP or a socket, and names the file's base name: the code uploads it.
func sentByCode(code, file string) bool {
	b := file[strings.LastIndexByte(file, '/')+1:]
	if b == "" || !strings.Contains(code, b) {
		return false
	}
	for _, s := range [...]string{"urlopen", "requests.post", "requests.put", "http.client", "fetch(", "socket", "Net::HTTP", "HTTP::Tiny", "LWP", "curl_exec", "httpx."} {
		if strings.Contains(code, s) {
			return true
		}
	}
	return false
}

// historySent judges a command that sends a file the history was packed
// into earlier in the line by a route upload and sentFile do not see: nc's
// stdin, scp's and rsync's operands, an interpreter's HTTP call.
func (w *walker) historySent(name string, args []arg, seg string, in input) {
	if len(w.histFiles) == 0 {
		return
	}
	switch name {
	case "nc", "ncat", "netcat", "socat", "telnet", "ssh", "openssl", "curl", "wget":
		if in.file != "" {
			w.sentFile(name, in.file, seg)
		}
	case "scp", "rsync", "sftp", "magic-wormhole", "wormhole", "croc", "transfer", "ffsend":
		for _, a := range args {
			if !a.dyn && !strings.HasPrefix(a.s, "-") {
				w.sentFile(name, a.s, seg)
			}
		}
	}
	if langOf(name) != nil {
		for _, a := range args {
			for f := range w.histFiles {
				if sentByCode(a.s, f) {
					w.add("git-push-unhooked", seg, name+" code sends "+f[strings.LastIndexByte(f, '/')+1:]+", the repository's history packed earlier in the line, which no pre-push scan reads")
					return
				}
			}
		}
	}
}

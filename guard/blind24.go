package guard

import (
	"path"
	"strings"
)

// Classes the twenty-fourth blind set found open (docs/threat-model-guard.md,
// "Twenty-fourth blind set: commands").

// more24 judges, for a command that got no finding, what blind set 24
// found: the environment piped into a program that posts what it reads,
// a way in opened by an option or a config (an SSH server of a mesh VPN,
// a forward or a proxy on every interface, an onion service, a remote
// desktop, a tunnel daemon), a code server without a token or home served
// by a server's own document root, and a folder filled by a
// version-control checkout, a sync or an output-directory option.
func (w *walker) more24(name string, argv []arg, seg string, depth int, in input) {
	if w.scan != scanAll || len(argv) < 1 {
		return
	}
	mark := len(w.findings)
	steps := []func(){
		func() { w.envChannels24(name, argv, seg, in) },
		func() { w.waysIn24(name, argv, seg, in) },
		func() { w.servers24(name, argv, seg, in) },
		func() { w.folders24(name, argv, seg) },
		func() { w.reads24(name, argv, seg) },
	}
	for _, f := range steps {
		if len(w.findings) > mark {
			return
		}
		f()
	}
}

// envDump24 reports the spellings of a whole-environment dump no earlier
// list named: a JSON query whose filter is the environment (jq -n env,
// jq '$ENV'), Miller's ENV map, the user manager's and tmux's
// environments, and interpreter code whose value is the environment
// object itself (node -p process.env, Bun.env, R's Sys.getenv()).
func envDump24(words []string) bool {
	name := base(words[0])
	args := words[1:]
	switch name {
	case "jq", "gojq", "jaq", "yq", "fq":
		for _, a := range args {
			if strings.HasPrefix(a, "-") {
				continue
			}
			first, _, _ := strings.Cut(a, "|")
			first = strings.TrimSpace(first)
			return first == "env" || first == "$ENV" || first == "{env}"
		}
	case "mlr", "miller":
		for _, a := range args {
			if bareToken(a, "ENV") {
				return true
			}
		}
	case "systemctl", "launchctl":
		for _, a := range args {
			if a == "show-environment" {
				return true
			}
		}
	case "tmux":
		// tmux show-environment [-g] prints the session's (or the
		// global) environment; with a variable's name, that one only.
		for i, a := range args {
			if a == "show-environment" || a == "showenv" {
				for _, b := range args[i+1:] {
					if !strings.HasPrefix(b, "-") {
						return false
					}
				}
				return true
			}
		}
	case "njs":
		for _, a := range args {
			if bareEnvObject(a) {
				return true
			}
		}
	}
	if langOf(name) != nil {
		for _, a := range args {
			if bareEnvObject(a) {
				return true
			}
		}
	}
	return false
}

// envObjects are the languages' names for the whole environment.
var envObjects = [...]string{"process.env", "Bun.env", "Sys.getenv()", "os.environ", "Deno.env.toObject()"}

// bareEnvObject reports code in which an environment object stands whole
// (printed, stringified, sent), not indexed or looked up by a name.
func bareEnvObject(code string) bool {
	for _, e := range envObjects {
		if bareToken(code, e) {
			return true
		}
	}
	return false
}

// bareToken reports tok in s as a whole word not followed by an index, a
// member or a call: "ENV" in "emit ENV", not in "ENV[\"HOME\"]".
func bareToken(s, tok string) bool {
	for from := 0; from < len(s); {
		i := strings.Index(s[from:], tok)
		if i < 0 {
			return false
		}
		at := from + i
		from = at + len(tok)
		if at > 0 && (isIdentByte(s[at-1]) || s[at-1] == '.' || s[at-1] == '$' || s[at-1] == '%' || s[at-1] == '@') {
			continue
		}
		if from < len(s) && (isIdentByte(s[from]) || strings.IndexByte(".[({:'\"", s[from]) >= 0) {
			continue
		}
		return true
	}
	return false
}

// decodes24 reports a program whose output is text the command line does
// not show: a JSON query that decodes (@base64d, implode), a SQL query
// through a database client built by decoding functions (char(),
// unhex(), from_base64(), decode()), xmlstarlet's unesc, dc's P, a
// decompressor of the families no list named, an archive member printed
// (ar p), a queued job's text (at -c).
func decodes24(name string, args []arg) bool {
	f := flagsOf(args)
	_, ops := opts(args)
	switch name {
	case "jq", "gojq", "jaq", "yq", "fq":
		for _, a := range args {
			if !a.dyn && (strings.Contains(a.s, "@base64d") || strings.Contains(a.s, "implode") || strings.Contains(a.s, "@urid")) {
				return true
			}
		}
		return false
	case "xmlstarlet", "xml":
		return opWord(ops, 0) == "unesc"
	case "dc":
		for _, a := range args {
			if strings.HasPrefix(a.s, "-") {
				continue
			}
			if strings.Contains(a.s, "]P") || strings.HasSuffix(strings.TrimSpace(a.s), "P") {
				return true
			}
		}
		return false
	case "ar":
		k := strings.TrimPrefix(opWord(ops, 0), "-")
		if len(f) > 0 && !strings.HasPrefix(f[0], "--") {
			k = strings.TrimPrefix(f[0], "-")
		}
		return strings.HasPrefix(k, "p")
	case "at", "batch":
		return hasShort(f, "c")
	}
	if decompressor24(name) {
		un := strings.HasPrefix(name, "un") || strings.HasSuffix(name, "cat") || hasShort(f, "d") || hasLong(f, "--decompress", "--uncompress")
		return un && (strings.HasSuffix(name, "cat") || hasShort(f, "c") || hasLong(f, "--stdout", "--to-stdout"))
	}
	if sqlClient24(name) {
		for _, a := range args {
			if !a.dyn && sqlDecodes(a.s) {
				return true
			}
		}
	}
	return false
}

// decompressor24 is a compressor family no earlier list named (lzop,
// lzip and its parallel and small builds, the parallel bzip2s and gzips,
// compress, lrzip, pixz).
func decompressor24(name string) bool {
	switch name {
	case "lzop", "lzip", "plzip", "clzip", "lunzip", "pdlzip", "pbzip2", "lbzip2", "pigz", "unpigz", "compress", "uncompress",
		"pixz", "pxz", "lrzip", "lrunzip", "lrzcat", "pzstd", "lzfse", "snzip", "lz4c", "bzip3", "bunzip3", "bz3cat":
		return true
	}
	return false
}

// sqlClient24 is a database client that runs a query given in its words.
func sqlClient24(name string) bool {
	switch name {
	case "sqlite3", "sqlite", "duckdb", "psql", "mysql", "mariadb", "clickhouse", "clickhouse-client", "clickhouse-local",
		"sqlcmd", "usql", "cockroach", "litecli", "pgcli", "mycli", "trino", "presto", "snowsql", "sqlplus", "isql":
		return true
	}
	return false
}

// sqlDecodes reports SQL text that builds a string by decoding: char()
// and chr() of codes, unhex() and from_hex(), from_base64() and
// decode(..., 'base64'), a hex blob literal cast to text.
func sqlDecodes(s string) bool {
	l := strings.ToLower(s)
	if !strings.Contains(l, "select") && !strings.Contains(l, "values") && !strings.Contains(l, "print") {
		return false
	}
	for _, fn := range [...]string{"char(", "chr(", "unhex(", "from_hex(", "from_base64(", "frombase64(", "unbase64(", "base64_decode(", "decode(", "convert_from(", "from_utf8(", "cast(x'"} {
		if i := strings.Index(l, fn); i >= 0 && (i == 0 || !isIdentByte(l[i-1])) {
			return true
		}
	}
	return false
}

// envChannels24 judges the environment piped into a program that posts
// what it reads: a paste service's client, a chat notifier, a cloud or
// forge CLI given stdin ("-") as the file it uploads, a pipe or rcat verb
// that streams stdin to a bucket, kubectl exec -i into a pod.
func (w *walker) envChannels24(name string, argv []arg, seg string, in input) {
	if !in.secret {
		return
	}
	f, ops := opts(argv[1:])
	verb := opWord(ops, 0)
	stdin := false
	for _, o := range ops {
		if o.s == "-" || o.s == "/dev/stdin" {
			stdin = true
		}
	}
	why := ""
	switch {
	case strings.Contains(name, "paste") || strings.HasSuffix(name, "bin") && strings.Contains(name, "paste"):
		why = "a paste service"
	case chatNotifier(name):
		why = "a chat channel"
	case (name == "mc" || name == "rclone" || name == "b2" || name == "s3cmd") && (verb == "pipe" || verb == "rcat" || stdin):
		why = "a bucket"
	case stdin && forgeCLI(name):
		why = "a forge or cloud account"
	case (name == "kubectl" || name == "oc") && (verb == "exec" || verb == "attach") && (hasShort(f, "i") || hasLong(f, "--stdin")):
		why = "a pod of the cluster"
	}
	if why != "" {
		w.add("env-exfil", pick(in.seg, seg), "the environment is piped into "+name+", which sends what it reads to "+why)
	}
}

// chatNotifier is a program that posts its input to a chat or
// notification service.
func chatNotifier(name string) bool {
	switch name {
	case "slackcat", "shoutrrr", "telegram-send", "apprise", "discord.sh", "teams-cli", "mattermost", "mmctl", "signal-cli", "matrix-commander", "ntfy", "pushover-cli", "gotify":
		return true
	}
	return false
}

// forgeCLI is a forge's or a cloud's command line, which uploads the files
// it is given.
func forgeCLI(name string) bool {
	switch name {
	case "gh", "glab", "tea", "fj", "aws", "gsutil", "gcloud", "az", "doctl", "hf", "huggingface-cli", "kaggle", "wandb", "oci", "linode-cli":
		return true
	}
	return false
}

// waysIn24 judges options and configs that let another machine in: a
// mesh VPN's own SSH server (tailscale --ssh, netbird
// --allow-server-ssh), a tunnel service's raw TCP, ssh forwards and SOCKS
// bound to every interface (or -g), a proxy open to all, kubectl's proxy
// and port forwards on every interface, an onion service, a remote
// desktop enabled, a tunnel daemon over DNS or ICMP, a port multiplexer
// on every interface.
func (w *walker) waysIn24(name string, argv []arg, seg string, in input) {
	args := argv[1:]
	f, ops := opts(args)
	verb := opWord(ops, 0)
	switch name {
	case "tailscale", "netbird", "zerotier-cli", "headscale", "nebula":
		if verb != "up" && verb != "set" && verb != "login" && verb != "connect" {
			return
		}
		for _, a := range args {
			k, v, _ := strings.Cut(a.s, "=")
			if (k == "--ssh" || k == "--allow-server-ssh" || k == "--enable-ssh" || k == "--ssh-server") && v != "false" && v != "0" {
				w.add("tunnel-in", seg, name+" "+k+" runs an SSH server that the network's other machines log in to")
				return
			}
		}
	case "jprq", "pgrok", "loclx", "pinggy":
		if verb == "tcp" || opWord(ops, 1) == "tcp" {
			w.add("tunnel-in", seg, name+" publishes a raw TCP port of this machine to the internet")
		}
	case "ssh":
		w.sshListens24(args, seg)
	case "kubectl", "oc":
		if verb != "proxy" && verb != "port-forward" {
			return
		}
		if v, ok := optValue(args, "--address"); ok {
			for _, a := range strings.Split(v, ",") {
				if wildcardAddr(a) {
					w.add("tunnel-in", seg, name+" "+verb+" --address "+v+" opens the cluster to every machine that reaches this one")
					return
				}
			}
		}
	case "tor":
		if p, ok := optValue(args, "-f", "--torrc-file"); ok {
			if t := w.textOf24(p); strings.Contains(t, "HiddenServicePort") {
				w.add("tunnel-in", seg, "tor runs an onion service from "+p+": a local port reachable from anywhere on the Tor network")
			}
		}
		for _, a := range args {
			if strings.EqualFold(a.s, "--HiddenServicePort") {
				w.add("tunnel-in", seg, "tor --HiddenServicePort publishes a local port as an onion service")
				return
			}
		}
	case "tee":
		if in.hasCode && strings.Contains(in.code, "HiddenServicePort") {
			w.add("tunnel-in", seg, "tee writes an onion service into Tor's config: a local port reachable from anywhere on the Tor network")
		}
	case "grdctl", "krfb", "wayvnc", "x11vnc":
		if (verb == "rdp" || verb == "vnc") && opWord(ops, 1) == "enable" {
			w.add("tunnel-in", seg, "grdctl "+verb+" enable opens this desktop to remote logins")
		}
	case "microsocks", "tinyproxy", "3proxy", "gost", "glider", "privoxy", "dante", "sockd", "danted":
		w.openProxy24(name, args, seg)
	case "iodined", "dns2tcpd", "ptunnel-ng", "ptunnel", "hans", "icmptunnel", "udp2raw", "chisel", "sslh", "sslh-select", "sslh-ev", "sslh-fork":
		w.tunnelDaemon24(name, args, f, seg)
	}
}

// sshListens24 judges ssh's local forwards and SOCKS proxies open to other
// machines: -g (GatewayPorts), or a bind address of every interface
// (0.0.0.0:PORT, *:PORT, an empty one).
func (w *walker) sshListens24(args []arg, seg string) {
	gateway := false
	var binds []string
	for i := 0; i < len(args); i++ {
		s := args[i].s
		if !strings.HasPrefix(s, "-") || strings.HasPrefix(s, "--") {
			if !strings.HasPrefix(s, "-") {
				break // the host
			}
			continue
		}
		for j := 1; j < len(s); j++ {
			c := s[j]
			if c == 'g' {
				gateway = true
				continue
			}
			if !strings.ContainsRune("BbcDEeFIiJLlmOoPpQRSWw", rune(c)) {
				continue
			}
			v := s[j+1:]
			if v == "" && i+1 < len(args) {
				i++
				v = args[i].s
			}
			if c == 'L' || c == 'D' {
				binds = append(binds, v)
			}
			if c == 'o' && strings.EqualFold(strings.ReplaceAll(v, " ", "="), "GatewayPorts=yes") {
				gateway = true
			}
			break
		}
	}
	for _, b := range binds {
		wild := wildcardAddr(b) || strings.HasPrefix(b, ":")
		if wild || gateway {
			w.add("tunnel-in", seg, "ssh forwards a port or a SOCKS proxy that other machines reach: whoever connects goes through this one")
			return
		}
	}
}

// openProxy24 judges a proxy server open to every machine: bound to every
// interface by an option (or, for microsocks, by default) or by its
// config, with no client list.
func (w *walker) openProxy24(name string, args []arg, seg string) {
	if name == "microsocks" {
		v, ok := optValue(args, "-i")
		if !ok || wildcardAddr(v) {
			if _, auth := optValue(args, "-u"); !auth {
				w.add("tunnel-in", seg, "microsocks runs a SOCKS proxy without a password on every interface: whoever reaches it goes through this machine")
			}
		}
		return
	}
	p, ok := optValue(args, "-c", "-f", "--config", "-C")
	if !ok {
		return
	}
	t := w.textOf24(p)
	if t == "" {
		return
	}
	lower := strings.ToLower(t)
	allowAll := strings.Contains(lower, "allow 0.0.0.0/0") || strings.Contains(lower, "allow all") || strings.Contains(lower, "allow ::/0")
	noList := !strings.Contains(lower, "\nallow ") && !strings.HasPrefix(lower, "allow ")
	wild := strings.Contains(lower, "listen 0.0.0.0") || !strings.Contains(lower, "listen ")
	if allowAll || noList && wild && name == "tinyproxy" {
		w.add("tunnel-in", seg, name+" runs a proxy open to every machine, from "+p)
	}
}

// tunnelDaemon24 judges the servers of tunnels over DNS, ICMP or one port
// shared by many protocols: whoever knows the domain or the password gets
// a network path into this machine. Their help and version pass.
func (w *walker) tunnelDaemon24(name string, args []arg, f []string, seg string) {
	if len(args) == 0 || hasArg(args, "--help", "-h", "--version", "-V", "-v") && len(args) == 1 {
		return
	}
	switch name {
	case "hans", "icmptunnel":
		if !hasShort(f, "s") {
			return // the client
		}
	case "ptunnel-ng", "ptunnel":
		if hasArg(args, "-p") {
			return // the client names the proxy with -p
		}
	case "chisel", "udp2raw":
		if !hasArg(args, "server", "-s") {
			return
		}
	case "sslh", "sslh-select", "sslh-ev", "sslh-fork":
		listens := false
		for _, a := range args {
			if strings.HasPrefix(a.s, "-F") || strings.HasPrefix(a.s, "--config") {
				listens = true
			}
		}
		if v, ok := optValue(args, "--listen", "-p"); ok && !strings.HasPrefix(v, "127.") && !strings.HasPrefix(v, "localhost") {
			listens = true
		}
		if !listens {
			return
		}
	}
	w.add("tunnel-in", seg, name+" runs a tunnel server: a way into this machine for whoever reaches it")
}

// textOf24 is the text the line wrote to the file p names ("" when it
// did not write it or the guard cannot read it).
func (w *walker) textOf24(p string) string {
	ap, ok := w.abs(p)
	if !ok {
		return ""
	}
	if f, ok := w.writtenFile(ap); ok && f.known() {
		return f.code
	}
	return ""
}

// servers24 judges a code server without a token (marimo --no-token,
// openvscode-server --without-connection-token, an empty auth_token, R's
// Rserve with remote access) and a web server whose document root is the
// home folder (civetweb -document_root ~, WEBrick's DocumentRoot:
// Dir.home, Plack::App::Directory's root, inets' document_root), and
// server code that reads files from home or runs requests as commands.
func (w *walker) servers24(name string, argv []arg, seg string, in input) {
	args := argv[1:]
	wild := false
	for _, kv := range optValues(args) {
		k, v := strings.ToLower(strings.TrimLeft(kv[0], "-")), kv[1]
		if (k == "host" || k == "ip" || k == "bind" || k == "address" || k == "listen") && wildcardAddr(v) {
			wild = true
		}
		if k == "rs-enable-remote" {
			w.add("tunnel-in", seg, "Rserve --RS-enable-remote evaluates R code sent by any machine that reaches its port")
			return
		}
	}
	if wild {
		for _, kv := range optValues(args) {
			k, v := strings.ToLower(strings.TrimLeft(kv[0], "-")), kv[1]
			switch {
			case k == "no-token" || k == "without-connection-token" || k == "disable-token" || k == "no-auth":
				w.add("tunnel-in", seg, name+" "+kv[0]+" serves code on every interface without a token: whoever reaches the port runs code on this machine")
				return
			case strings.HasSuffix(k, "token") && kv[2] == "=" && strings.Trim(v, `'"`) == "":
				w.add("tunnel-in", seg, name+" "+kv[0]+"='' serves code on every interface without a token: whoever reaches the port runs code on this machine")
				return
			}
		}
		if name == "livebook" || name == "marimo" || name == "pluto" {
			// (seg holds the assignments before the command:
			// LIVEBOOK_TOKEN_ENABLED=false livebook server.)
			if strings.Contains(seg, "TOKEN_ENABLED=false") || strings.Contains(seg, "TOKEN_ENABLED=0") {
				w.add("tunnel-in", seg, name+" serves notebooks on every interface without a token: whoever reaches the port runs code on this machine")
				return
			}
		}
	}
	texts := make([]string, 0, 2)
	texts = append(texts, strings.Join(wordsOf(args), " "))
	if in.hasCode && !in.download && (langOf(name) != nil || name == "deno" || name == "bun") {
		texts = append(texts, in.code)
	}
	for _, t := range texts {
		if w.homeDocRoot(t) {
			w.add("serve-home", seg, name+" serves the home folder: every file in it, keys among them, to whoever reaches the port")
			return
		}
		if serverCode24(t) && runsRequests24(t) {
			w.add("tunnel-in", seg, name+" runs a server that runs what a request sends as a command")
			return
		}
	}
}

// docRootKeys are the options and settings that name a web server's
// document root.
var docRootKeys = [...]string{"document_root", "documentroot", "docroot", "fsroot", "root =>", "root:", "webroot", "--root", "-root", "serve_dir", "www_root"}

// homeValues are spellings of the home folder in a server's settings or
// code.
var homeValues = [...]string{"dir.home", "$env{home}", "$env{'home'}", `deno.env.get("home")`, "homedir()", "process.env.home", "path.home()", `expanduser("~")`, "os.homedir()", "~"}

// homeDocRoot reports text in which a document root's value is the home
// folder.
func (w *walker) homeDocRoot(t string) bool {
	l := strings.ToLower(t)
	home := strings.ToLower(w.g.env.Home)
	for _, k := range docRootKeys {
		for from := 0; from < len(l); {
			i := strings.Index(l[from:], k)
			if i < 0 {
				break
			}
			from += i + len(k)
			v := strings.TrimLeft(l[from:], " =:,>\"'{")
			end := strings.IndexAny(v, " ,)}\"';\n")
			if end < 0 {
				end = len(v)
			}
			val := strings.TrimRight(v[:end], "/")
			if home != "" && (val == home || strings.HasPrefix(v, home+"\"") || strings.HasPrefix(v, home+"'")) {
				return true
			}
			for _, h := range homeValues {
				if strings.HasPrefix(v, h) && (h != "~" || val == "~") {
					return true
				}
			}
		}
	}
	if serverCode24(t) {
		for _, h := range homeValues[:len(homeValues)-1] {
			if strings.Contains(l, h) && readsFiles24(l) {
				return true
			}
		}
	}
	return false
}

// serverCode24 reports code that starts a server.
func serverCode24(t string) bool {
	for _, s := range [...]string{"createServer(", "Deno.serve(", "Bun.serve(", "HTTPServer(", "HTTPServer.new(", "serve_forever(", "inets:start(httpd", ".listen("} {
		if strings.Contains(t, s) {
			return true
		}
	}
	return false
}

// readsFiles24 reports lower-cased server code that answers with files.
func readsFiles24(l string) bool {
	for _, s := range [...]string{"createreadstream(", "bun.file(", "readfile", "sendfile(", "servedir(", "send_file(", "file.read(", "readfilesync("} {
		if strings.Contains(l, s) {
			return true
		}
	}
	return false
}

// runsRequests24 reports server code that runs a command built from a
// request.
func runsRequests24(t string) bool {
	run := false
	for _, s := range [...]string{"Deno.Command(", "Deno.run(", "child_process", "execSync(", "spawnSync(", "Bun.spawn", "os.system(", "subprocess.", "system(", "popen("} {
		if strings.Contains(t, s) {
			run = true
			break
		}
	}
	if !run {
		return false
	}
	for _, s := range [...]string{"req.url", "r.url", "request.url", "searchParams", ".pathname", "req.body", "request.body", "q.url"} {
		if strings.Contains(t, s) {
			return true
		}
	}
	return false
}

// folders24 judges a folder filled with files the guard cannot name: a
// version-control checkout's working folder (svn checkout, hg clone, darcs
// and pijul clones, brz branch, fossil open --workdir, cvs checkout -d), a
// git worktree, an output-directory option (git format-patch -o, pip
// download -d, go mod vendor -o, npm pack --pack-destination, gh's -D), a
// browser's print-to-pdf or screenshot file, and a bucket synced or
// mirrored down (mc mirror, b2 sync, gsutil rsync; one object copied is
// a file, judged as cp's).
func (w *walker) folders24(name string, argv []arg, seg string) {
	args := argv[1:]
	_, ops := opts(args)
	verb := opWord(ops, 0)
	var dirs []string
	switch name {
	case "svn":
		if (verb == "checkout" || verb == "co" || verb == "export") && len(ops) > 2 {
			dirs = append(dirs, ops[2].s)
		}
	case "hg", "darcs", "pijul", "brz", "bzr", "sl":
		if (verb == "clone" || verb == "get" || verb == "branch" || verb == "checkout") && len(ops) > 2 {
			dirs = append(dirs, ops[2].s)
		}
	case "fossil":
		if v, ok := optValue(args, "--workdir"); ok && (verb == "open" || verb == "clone") {
			dirs = append(dirs, v)
		}
	case "cvs":
		{
			// (cvs -d ROOT checkout -d DIR: the folder is the verb's -d.)
			for k, a := range args {
				if a.s == "checkout" || a.s == "co" {
					if v, ok := optValue(args[k+1:], "-d"); ok {
						dirs = append(dirs, v)
					}
					break
				}
			}
		}
	case "git":
		w.gitDirs24(args, seg)
		return
	case "pip", "pip3", "uv", "pipx":
		if i := indexOf(ops, "download"); i >= 0 || indexOf(ops, "wheel") >= 0 {
			if v, ok := optValue(args, "-d", "--dest", "-w", "--wheel-dir"); ok {
				dirs = append(dirs, v)
			}
		}
	case "go":
		if verb == "mod" && opWord(ops, 1) == "vendor" {
			if v, ok := optValue(args, "-o"); ok {
				dirs = append(dirs, v)
			}
		}
	case "npm", "pnpm", "yarn":
		if v, ok := optValue(args, "--pack-destination"); ok {
			dirs = append(dirs, v)
		}
	case "gh":
		if opWord(ops, 1) == "download" {
			if v, ok := optValue(args, "-D", "--dir"); ok {
				dirs = append(dirs, v)
			}
			if v, ok := optValue(args, "-O", "--output"); ok && v != "-" {
				w.writeOver(name, destArg(v), seg)
				return
			}
		}
	case "mc", "b2", "gsutil", "s3cmd":
		if (verb == "mirror" || verb == "sync" || verb == "rsync") && len(ops) > 2 {
			d := ops[len(ops)-1].s
			if strings.HasPrefix(d, "/") || strings.HasPrefix(d, "~") || strings.HasPrefix(d, ".") {
				dirs = append(dirs, d)
			}
		}
	default:
		if strings.Contains(name, "chrom") || strings.Contains(name, "chrome") || name == "msedge" || name == "brave" || name == "brave-browser" {
			for _, a := range args {
				for _, k := range [...]string{"--print-to-pdf=", "--screenshot="} {
					if v, ok := strings.CutPrefix(a.s, k); ok && !a.dyn {
						w.writeOver(name, destArg(v), seg)
						return
					}
				}
			}
		}
	}
	for _, d := range dirs {
		w.fillInto24(name, d, seg)
	}
}

// gitDirs24 judges git worktree add PATH and git format-patch -o DIR.
func (w *walker) gitDirs24(args []arg, seg string) {
	_, ops := opts(skipOpts(args, "Cc", "--git-dir"))
	switch opWord(ops, 0) {
	case "worktree":
		if opWord(ops, 1) != "add" {
			return
		}
		rest := args
		for k, a := range args {
			if a.s == "add" {
				rest = args[k+1:]
				break
			}
		}
		_, wops := opts(skipOpts(rest, "bB", "--reason"))
		if len(wops) > 0 {
			w.fillInto24("git worktree add", wops[0].s, seg)
		}
	case "format-patch":
		if v, ok := optValue(args, "-o", "--output-directory"); ok {
			w.fillInto24("git format-patch", v, seg)
		}
	}
}

// fillInto24 judges dir as a folder a program fills with files the guard
// cannot name.
func (w *walker) fillInto24(name, dir, seg string) {
	if dir == "" {
		return
	}
	mark := len(w.findings)
	w.writeDest(dest{a: destArg(dir), into: true}, seg)
	if len(w.findings) == mark {
		w.unseen(destArg(dir), seg, name+" fills "+clip(dir, 80)+" with files whose names the guard cannot read")
	}
}

// oneTopLevel24 is the folder GNU tar's --one-top-level extracts into:
// its value (under -C's folder), or without one the archive's name less
// its extensions. Files land under it, not beside it.
func oneTopLevel24(args []arg, dir, archive *arg) *arg {
	for _, a := range args {
		if a.dyn || !strings.HasPrefix(a.s, "--one-top-level") {
			continue
		}
		top, ok := strings.CutPrefix(a.s, "--one-top-level=")
		if !ok {
			if a.s != "--one-top-level" || archive == nil || archive.dyn || archive.s == "-" {
				return dir
			}
			top = path.Base(archive.s)
			if i := strings.Index(top, ".tar"); i > 0 {
				top = top[:i]
			} else if i := strings.LastIndexByte(top, '.'); i > 0 {
				top = top[:i]
			}
		}
		if top == "" {
			return dir
		}
		if strings.HasPrefix(top, "/") || dir == nil {
			d := destArg(top)
			return &d
		}
		d := joinArg(*dir, top)
		return &d
	}
	return dir
}

// reads24 judges files read by options no list named: emacs --insert
// FILE (the file into the buffer the code then prints), helm's
// --set-file KEY=FILE (the file's text into the release's values, which
// the cluster keeps).
func (w *walker) reads24(name string, argv []arg, seg string) {
	for i, a := range argv[1:] {
		if a.dyn {
			continue
		}
		v := ""
		switch {
		case langOf(name) == emacs && (a.s == "--insert" || a.s == "-insert") && i+2 < len(argv):
			v = argv[i+2].s
		case langOf(name) == emacs && strings.HasPrefix(a.s, "--insert="):
			v = a.s[len("--insert="):]
		case a.s == "--set-file" && i+2 < len(argv):
			_, v, _ = strings.Cut(argv[i+2].s, "=")
		case strings.HasPrefix(a.s, "--set-file="):
			_, v, _ = strings.Cut(a.s[len("--set-file="):], "=")
		}
		for _, f := range strings.Split(v, ",") {
			if f != "" {
				w.readTarget(destArg(f), seg)
			}
		}
	}
}

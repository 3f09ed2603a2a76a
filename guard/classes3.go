package guard

import (
	"path"
	"strings"
)

// The third pass's classes: credentials that tools keep in files, code
// installed to run later (persistence), data stores and machines destroyed,
// and PowerShell and cmd spelled the Windows way.

// toolCredential names a file where a tool or a coding agent keeps its
// login, or a host key; "" when p is none. credential() asks it first.
func toolCredential(p, home string) string {
	b := path.Base(p)
	dir := path.Dir(p)
	switch {
	case strings.HasPrefix(p, "/etc/ssh/ssh_host_") && strings.HasSuffix(b, "_key"):
		return "an SSH host key"
	case home == "" || !strings.HasPrefix(p, home+"/"):
		return ""
	}
	rel := strings.TrimPrefix(p, home+"/")
	switch rel {
	case ".npmrc", ".yarnrc.yml", ".claude/.credentials.json", ".codex/auth.json", ".gemini/oauth_creds.json",
		".gemini/google_accounts.json", ".config/github-copilot/apps.json", ".config/github-copilot/hosts.json",
		".copilot/config.json", ".local/share/opencode/auth.json", ".pi/agent/auth.json", ".qwen/oauth_creds.json",
		".config/crush/crush.json", ".local/share/crush/crush.json", ".openclaw/credentials.json", ".vault-token",
		".cargo/credentials", ".cargo/credentials.toml", ".gem/credentials", ".config/hub", ".terraform.d/credentials.tfrc.json",
		".azure/accessTokens.json", ".azure/msal_token_cache.json", ".composer/auth.json", ".config/composer/auth.json",
		".m2/settings-security.xml", ".config/rclone/rclone.conf", ".s3cfg", ".boto", ".ngrok2/ngrok.yml",
		".config/ngrok/ngrok.yml", ".config/op/config", ".pulumi/credentials.json", ".fly/config.yml", ".netlify/config.json",
		".config/netlify/config.json", ".vercel/auth.json", ".local/share/com.vercel.cli/auth.json", ".config/heroku/netrc",
		".config/configstore/firebase-tools.json", ".config/gcloud", ".config/gh", ".azure", ".kube",
		".config/glab-cli/config.yml", ".config/glab-cli", ".authinfo", ".authinfo.gpg", ".config/Bitwarden CLI/data.json", ".config/Bitwarden/data.json":
		return "a tool's stored login (~/" + rel + ")"
	}
	if strings.HasPrefix(rel, ".openclaw/credentials/") || strings.HasPrefix(rel, ".openclaw/agents/") && b == "auth-profiles.json" {
		return "OpenClaw's stored logins"
	}
	if path.Base(dir) == ".docker" && b == "config.json" {
		return "a credentials file (.docker/config.json)"
	}
	return ""
}

// credMount reports a mount source that holds credentials: a credentials
// folder or file, /etc/ssh, home, or a folder above them.
func (w *walker) credMount(src string) bool {
	home := w.g.env.Home
	if strings.HasPrefix(src, "~/") && home != "" {
		src = home + src[1:]
	}
	p, ok := w.abs(src)
	if !ok {
		return false
	}
	if k := credential(p, home); k != "" && k != "env" {
		return true
	}
	if under("/etc/ssh", p) || home != "" && under(home, p) {
		return true
	}
	if home != "" && under(p, home) {
		switch strings.SplitN(strings.TrimPrefix(p, home+"/"), "/", 2)[0] {
		case ".ssh", ".aws", ".gnupg", ".docker", ".kube", ".codex", ".gemini", ".claude", ".config", ".local", ".azure", ".netrc", ".npmrc":
			return true
		}
	}
	return false
}

// third runs the third pass's classes for one command; more calls it.
func (w *walker) third(name string, args []arg, seg string, depth int, in input) (out output) {
	_, ops := opts(args)
	sub := func(i int) string { return opWord(ops, i) }
	switch name {
	case "printenv":
		// printenv GITHUB_TOKEN prints one secret: piped to the network it leaves.
		for _, o := range ops {
			if secretName(o.s) {
				out.secret = true
			}
		}
	case "git":
		for i, a := range args {
			if i+1 >= len(args) || args[i+1].s != "fill" && args[i+1].s != "get" {
				continue
			}
			// git credential fill, and a helper asked directly
			// (git credential-store get, credential-cache,
			// credential-libsecret, credential-osxkeychain,
			// credential-manager): each prints the stored password for
			// the host named on stdin.
			if a.s == "credential" && args[i+1].s == "fill" || strings.HasPrefix(a.s, "credential-") && args[i+1].s == "get" {
				w.add("cred-read", seg, "git "+a.s+" "+args[i+1].s+" prints the stored password for a host")
				out.secret = true
			}
		}
	case "npm", "pnpm", "yarn":
		if sub(0) == "config" && sub(1) == "set" {
			for _, o := range ops[2:] {
				if k, _, _ := strings.Cut(o.s, "="); k == "script-shell" || k == "shell" || k == "node-options" {
					w.add("persistence", seg, name+" config set "+k+" makes every later npm script run that program")
				}
			}
		}
	case "launchctl":
		if s := sub(0); s == "load" || s == "bootstrap" || s == "submit" || s == "enable" {
			w.add("persistence", seg, "launchctl "+s+" starts an agent that runs again at every login")
		}
	case "terragrunt", "terramate":
		if s := sub(0); (s == "run-all" || s == "run" || s == "stack") && (indexOf(ops, "destroy") > 0 || hasLong(flagsOf(args), "-destroy", "--destroy")) {
			w.add("infra-terraform-destroy", seg, name+" "+s+" destroy removes the managed infrastructure of every module")
		}
	case "rclone":
		switch s := sub(0); s {
		case "purge", "delete", "deletefile", "rmdirs", "rmdir", "cleanup":
			w.add("infra-bucket-delete", seg, "rclone "+s+" deletes files on the remote")
		case "sync", "bisync":
			if len(ops) > 2 {
				w.mirrorOnto("rclone "+s, ops[2], seg)
			}
		}
	case "etcdctl":
		if s := sub(0); (s == "del" || s == "delete") && (hasLong(flagsOf(args), "--prefix", "--from-key")) {
			w.add("infra-data-delete", seg, "etcdctl del with --prefix or --from-key deletes every key in a range")
		}
	case "consul":
		if sub(0) == "kv" && sub(1) == "delete" && hasLong(flagsOf(args), "-recurse", "--recurse") {
			w.add("infra-data-delete", seg, "consul kv delete -recurse deletes every key under the prefix")
		}
	case "nomad":
		if sub(0) == "job" && sub(1) == "stop" && hasLong(flagsOf(args), "-purge", "--purge") || sub(0) == "system" && sub(1) == "gc" {
			w.add("infra-cloud-delete", seg, "nomad job stop -purge removes the job and its history")
		}
	case "vagrant":
		if sub(0) == "destroy" {
			w.add("infra-cloud-delete", seg, "vagrant destroy deletes the machine and its disks")
		}
	case "virsh":
		if s := sub(0); s == "undefine" && hasLong(flagsOf(args), "--remove-all-storage", "--storage", "--wipe-storage") || s == "vol-delete" || s == "pool-delete" {
			w.add("infra-cloud-delete", seg, "virsh "+s+" deletes a machine's storage")
		}
	case "zpool":
		if s := sub(0); s == "destroy" || s == "labelclear" {
			w.add("disk-format", seg, "zpool "+s+" destroys a storage pool and its data")
		}
	case "zfs":
		if sub(0) == "destroy" {
			w.add("infra-data-delete", seg, "zfs destroy deletes a dataset or snapshot and its data")
		}
	case "lvremove", "vgremove", "pvremove":
		w.add("disk-format", seg, name+" deletes a volume and the data on it")
	case "vgcfgrestore":
		if hasShort(flagsOf(args), "f") || hasLong(flagsOf(args), "--file") {
			w.add("disk-format", seg, "vgcfgrestore writes a volume group's layout from a file: the volumes it does not list are gone")
		}
	case "qemu-img":
		if sub(0) == "snapshot" && hasShort(flagsOf(args), "d") {
			w.add("infra-data-delete", seg, "qemu-img snapshot -d deletes a snapshot of a machine's disk")
		}
	case "vboxmanage", "VBoxManage":
		if strings.EqualFold(sub(0), "unregistervm") && hasLong(flagsOf(args), "--delete", "--delete-all") || strings.EqualFold(sub(0), "snapshot") && indexOf(ops, "delete") > 0 {
			w.add("infra-cloud-delete", seg, "VBoxManage deletes a machine's disks or snapshots with its definition")
		}
	case "docker", "nerdctl":
		w.volumesAll(name, args, seg)
	case "chattr":
		if hasShort(flagsOf(args), "R") {
			for _, o := range ops[min(1, len(ops)):] {
				if c, why := w.target(o); c == cRoot {
					w.add("system-admin", seg, "chattr -R changes the attributes of "+why)
					break
				}
			}
		}
	case "ip":
		if (sub(0) == "link" || sub(0) == "l") && (sub(1) == "set" || sub(1) == "s") && indexOf(ops, "down") > 1 {
			w.add("system-admin", seg, "ip link set ... down takes a network interface down")
		}
		if (sub(0) == "route" || sub(0) == "r") && (sub(1) == "flush" || sub(1) == "del") {
			w.add("system-admin", seg, "it removes the machine's network routes")
		}
	case "ifconfig", "ifdown":
		if name == "ifdown" || indexOf(ops, "down") > 0 {
			w.add("system-admin", seg, name+" takes a network interface down")
		}
	case "nmcli":
		if sub(0) == "networking" && sub(1) == "off" || sub(0) == "radio" && sub(2) == "off" {
			w.add("system-admin", seg, "nmcli turns the network off")
		}
	case "kill":
		for _, a := range args {
			if a.dyn && allProcesses(a.raw) {
				w.add("kill-all", seg, "the PIDs come from a list of every process ("+clip(a.raw, 60)+")")
				break
			}
		}
	case "podman", "buildah":
		w.volumesAll(name, args, seg)
		// podman unshare CMD runs CMD on this machine, in a user namespace.
		if sub(0) == "unshare" {
			if rest := skipOpts(args[indexOf(args, ops[0].s)+1:], ""); len(rest) > 0 {
				w.via = append(w.via, name+" unshare")
				w.judge(rest, seg, depth+1, in)
				w.via = w.via[:len(w.via)-1]
			}
		}
	case "pwsh", "powershell", "powershell.exe", "pwsh.exe":
		// -Command text: cmdlets judged as their Unix effect where the
		// shell parser reads them (what it cannot read is left to pwsh's
		// own checks).
		for i, a := range args {
			if s := strings.ToLower(a.s); (s == "-c" || s == "-command" || s == "/c") && i+1 < len(args) {
				code := w.joinCode(args[i+1:])
				w.hiddenRun(name, "", seg, scanWords, func() { w.script(code, depth+1, name+" -Command") })
				break
			}
		}
	case "cp", "install", "mv", "ln", "rsync":
		// Copied into a folder, a file keeps its name: x.pth into
		// site-packages/ is a .pth file there.
		if len(ops) > 1 {
			dest := ops[len(ops)-1]
			for _, src := range ops[:len(ops)-1] {
				if !src.dyn && !dest.dyn && path.Ext(src.s) != "" {
					w.persist(arg{s: strings.TrimSuffix(dest.s, "/") + "/" + path.Base(src.s)}, seg)
				}
			}
		}
	case "ansible":
		// ansible HOSTS -m shell -a BODY runs BODY on every host.
		module, body := "", -1
		for i, a := range args {
			switch {
			case (a.s == "-m" || a.s == "--module-name") && i+1 < len(args):
				module = args[i+1].s
			case strings.HasPrefix(a.s, "--module-name="):
				module = strings.TrimPrefix(a.s, "--module-name=")
			case (a.s == "-a" || a.s == "--args") && i+1 < len(args):
				body = i + 1
			}
		}
		if body > 0 && (module == "shell" || module == "command" || module == "raw" || module == "ansible.builtin.shell" || module == "ansible.builtin.command") {
			w.script(w.codeOf(args[body]), depth+1, "ansible -m "+module)
		}
	case "curl":
		w.curlDelete(args, seg)
	}
	switch name {
	case "get-childitem", "gci", "dir":
		// What a folder holds, for Remove-Item down the pipeline.
		for _, o := range ops {
			if p, _ := w.winPath(o); !p.dyn && len(out.list) < 8 {
				if p.s == "~" {
					p.s = w.g.env.Home
				}
				out.list = append(out.list, arg{s: strings.TrimSuffix(p.s, "/") + "/" + dyn, raw: o.raw, dyn: true, quoted: true, findRoot: p.s, findAll: true})
			}
		}
	}
	w.winCommand(name, args, seg, depth, in)
	return out
}

// allProcesses reports a PID lookup that lists every process: $(ps -e ...),
// $(ps aux ...), $(ps -A ...), $(pgrep .).
func allProcesses(raw string) bool {
	i := strings.Index(raw, "ps ")
	if i >= 0 && (i == 0 || strings.ContainsRune("($` |", rune(raw[i-1]))) {
		f := strings.Fields(raw[i+3:])
		if len(f) > 0 {
			o := strings.TrimRight(f[0], ")`\"")
			if o == "aux" || o == "ax" || o == "-e" || o == "-A" || o == "-ax" || strings.HasPrefix(o, "-e") && !strings.ContainsAny(o, "pCu") {
				return !strings.Contains(raw, "grep") && !strings.Contains(raw, " -C ")
			}
		}
	}
	return strings.Contains(raw, "pgrep .") || strings.Contains(raw, "pgrep '.'") || strings.Contains(raw, "pgrep -f .")
}

// curlDelete judges an HTTP DELETE at the root of a data store: the
// whole index, every index (_all, *), or a database.
func (w *walker) curlDelete(args []arg, seg string) {
	del := false
	var urls []string
	for i, a := range args {
		s := a.s
		switch {
		case (s == "--request" || len(s) > 1 && s[0] == '-' && s[1] != '-' && strings.HasSuffix(s, "X")) && i+1 < len(args):
			del = strings.EqualFold(args[i+1].s, "DELETE") // -X DELETE, -sX DELETE
		case len(s) > 2 && s[0] == '-' && s[1] != '-' && strings.Contains(s, "X"):
			del = strings.EqualFold(s[strings.IndexByte(s, 'X')+1:], "DELETE") // -XDELETE, -sXDELETE
		case strings.HasPrefix(s, "--request="):
			del = strings.EqualFold(s[len("--request="):], "DELETE")
		case strings.Contains(s, "://") || strings.HasPrefix(s, "localhost:"):
			urls = append(urls, s)
		}
	}
	if !del {
		return
	}
	for _, u := range urls {
		if _, rest, ok := strings.Cut(u, "://"); ok {
			u = rest
		}
		p, host := "", u
		if i := strings.IndexByte(u, '/'); i >= 0 {
			p, host = u[i:], u[:i]
		}
		if i := strings.IndexAny(p, "?#"); i >= 0 {
			p = p[:i]
		}
		_, port, _ := strings.Cut(host, ":")
		segs := strings.FieldsFunc(p, func(r rune) bool { return r == '/' })
		if len(segs) == 0 || len(segs) == 1 && dataStorePort(port) || strings.ContainsAny(p, "*") || strings.Contains(p, "_all") {
			w.add("infra-data-delete", seg, "an HTTP DELETE at "+clip(u, 80)+" removes a whole index or database")
			return
		}
	}
}

// dataStorePort reports the HTTP port of a data store whose first path
// segment is a whole index or database (Elasticsearch and OpenSearch,
// CouchDB, Solr, InfluxDB, Qdrant, ArangoDB, Meilisearch, Typesense).
func dataStorePort(p string) bool {
	switch p {
	case "9200", "9201", "5984", "8983", "8086", "6333", "8529", "7700", "8108":
		return true
	}
	return false
}

// persist judges a file written (or appended to) where what it holds runs
// later by itself: cron, login keys, Python start-up hooks, autostart
// entries, services, an editor task that runs when a folder opens.
func (w *walker) persist(a arg, seg string) {
	if a.dyn && strings.HasSuffix(a.s, ".pth") && strings.Contains(strings.ToLower(a.raw), "site") {
		// "$(python3 -m site --user-site)/x.pth", "$SITE_PACKAGES/x.pth":
		// the folder is computed, but only a site folder gives .pth a meaning.
		w.add("persistence", seg, "it writes "+clip(a.raw, 120)+": Python runs a .pth file's import lines at every start")
		return
	}
	if a.dyn || a.s == "" {
		return
	}
	p, ok := w.abs(a.s)
	if !ok {
		return
	}
	if why := w.persistWhy(p, seg); why != "" {
		w.add("persistence", seg, "it writes "+clip(p, 120)+": "+why)
	}
}

// persistWhy says why code written to p runs later by itself; text is
// what is written (or the command line that writes it), "" when p is an
// ordinary file.
func (w *walker) persistWhy(p, text string) string {
	home := w.g.env.Home
	rel := ""
	if home != "" && strings.HasPrefix(p, home+"/") {
		rel = strings.TrimPrefix(p, home+"/")
	}
	why := ""
	switch {
	case under(p, "/etc/cron.d") || under(p, "/etc/cron.hourly") || under(p, "/etc/cron.daily") || under(p, "/etc/cron.weekly") ||
		under(p, "/etc/cron.monthly") || under(p, "/var/spool/cron") || p == "/etc/crontab" || p == "/etc/anacrontab":
		why = "a cron job runs it later as root or as you"
	case strings.HasPrefix(rel, ".ssh/authorized_keys"), strings.Contains(p, "/.ssh/authorized_keys"):
		why = "a key in authorized_keys lets whoever holds it log in"
	case rel == ".rhosts" || rel == ".shosts" || rel == ".k5login" || rel == ".k5users" || p == "/etc/hosts.equiv" || p == "/etc/shosts.equiv":
		// (blind24b.go's class: login trust files, rsh's and Kerberos's.)
		why = "a name listed there logs in as you with no password or key of its own"
	case strings.HasSuffix(p, ".pth") && (strings.Contains(p, "/site-packages") || strings.Contains(p, "/dist-packages")):
		why = "Python runs a .pth file's import lines at every start"
	case strings.HasPrefix(rel, ".config/autostart"), strings.HasPrefix(rel, "Library/LaunchAgents"),
		under(p, "/Library/LaunchAgents"), under(p, "/Library/LaunchDaemons"), p == "/Library/LaunchAgents", p == "/Library/LaunchDaemons":
		why = "it starts by itself at every login"
	case strings.HasPrefix(rel, ".config/systemd/user"), under(p, "/etc/systemd/system") || p == "/etc/systemd/system",
		under(p, "/etc/init.d"), p == "/etc/rc.local":
		why = "a service file runs when the machine or your session starts"
	case under(p, "/etc/profile.d") || p == "/etc/profile.d":
		why = "every login shell runs it"
	case p == "/etc/ld.so.preload":
		why = "the dynamic loader loads every library it lists into every program that starts"
	case under(p, "/etc/apt/apt.conf.d"):
		why = "apt runs the commands its hooks name (DPkg::Pre-Invoke, APT::Update::Post-Invoke) as root at every install"
	case under(p, "/etc/udev/rules.d"), under(p, "/lib/udev/rules.d"):
		why = "a udev rule's RUN command runs as root whenever a device it names appears"
	case path.Base(p) == "tasks.json" && path.Base(path.Dir(p)) == ".vscode" && strings.Contains(text, "folderOpen"):
		why = "an editor task with runOn folderOpen runs when the folder is opened"
	default:
		why = rootHookWhy(p) // (rootrun.go)
	}
	return why
}

// winPath turns a Windows path (C:\Users\dev, %USERPROFILE%,
// $env:USERPROFILE) into the guard's view of the same place; ok is false
// for words that are no Windows path.
func (w *walker) winPath(a arg) (arg, bool) {
	raw := strings.Trim(a.raw, `"'`)
	home := w.g.env.Home
	lr := strings.ToLower(raw)
	for _, h := range [...]string{"%userprofile%", "$env:userprofile", "$home", "${env:userprofile}", "%homepath%", "$env:homepath"} {
		if strings.HasPrefix(lr, h) && home != "" {
			rest := strings.ReplaceAll(raw[len(h):], `\`, "/")
			return arg{s: path.Clean(home + "/" + rest), raw: a.raw}, true
		}
	}
	for _, h := range [...]string{"%systemroot%", "$env:systemroot", "%windir%", "$env:windir"} {
		if strings.HasPrefix(lr, h) {
			return arg{s: "/usr", raw: a.raw}, true
		}
	}
	if len(raw) >= 2 && raw[1] == ':' && (raw[0]|0x20) >= 'a' && (raw[0]|0x20) <= 'z' {
		rest := strings.ReplaceAll(raw[2:], `\`, "/")
		rest = path.Clean("/" + rest)
		parts := strings.Split(strings.TrimPrefix(rest, "/"), "/")
		switch {
		case strings.EqualFold(parts[0], "users") && len(parts) >= 2 && home != "":
			return arg{s: path.Clean(home + "/" + strings.Join(parts[2:], "/")), raw: a.raw}, true
		case strings.EqualFold(parts[0], "windows") || strings.EqualFold(parts[0], "program files"):
			return arg{s: "/usr", raw: a.raw}, true
		}
		return arg{s: rest, raw: a.raw, glob: strings.ContainsAny(rest, "*?")}, true
	}
	if strings.Contains(raw, `\`) && !strings.Contains(raw, "/") {
		rel := strings.ReplaceAll(raw, `\`, "/")
		return arg{s: rel, raw: a.raw, glob: strings.ContainsAny(rel, "*?")}, true
	}
	return a, false
}

// winCommand judges PowerShell cmdlets and cmd built-ins by what they do,
// as the Unix command with the same effect: Remove-Item -Recurse -Force as
// rm -rf, rd /s /q as rm -rf, Set-Content as a write. It reports whether
// name was one.
func (w *walker) winCommand(name string, args []arg, seg string, depth int, in input) bool {
	lower := func(a arg) string { return strings.ToLower(a.s) }
	var paths []arg
	var dest *arg // -Destination, or the -Path of a cmdlet that writes
	filter := ""
	recursive, force, cmdForm := false, false, false
	for i := 0; i < len(args); i++ {
		s := lower(args[i])
		if len(s) > 2 && s[0] == '/' && s[2] == '/' && !strings.ContainsAny(s, ".\\") {
			// cmd's switches run together: /s/q.
			for _, sw := range strings.Split(s[1:], "/") {
				recursive = recursive || sw == "s"
				force = force || sw == "q" || sw == "f"
			}
			cmdForm = true
			continue
		}
		switch {
		case strings.HasPrefix(s, "-rec") || s == "-r" || s == "/s":
			recursive = true
			cmdForm = cmdForm || s == "/s"
		case strings.HasPrefix(s, "-fo") || s == "/q" || s == "/f":
			force = true
			cmdForm = cmdForm || strings.HasPrefix(s, "/")
		case s == "-path" || s == "-literalpath" || s == "-filepath" || s == "-destination":
			if i+1 < len(args) {
				i++
				p, _ := w.winPath(args[i])
				if s == "-destination" {
					dest = &p
				} else {
					paths = append([]arg{p}, paths...) // the named path comes first
				}
			}
		case (s == "-filter" || s == "-include") && i+1 < len(args):
			i++
			filter = args[i].s // only the matching items go
		case strings.HasPrefix(s, "-") && !strings.HasPrefix(s, "-confirm") && !strings.HasPrefix(s, "-whatif") && !strings.HasPrefix(s, "-verbose") && s != "-passthru" && s != "-append" && s != "-nonewline":
			i++ // -Value x, -Exclude x, -Encoding utf8: a parameter and its value
		case strings.HasPrefix(s, "-") || strings.HasPrefix(s, "/") && len(s) == 2:
			// a switch
		default:
			for _, part := range winList(args[i]) {
				p, _ := w.winPath(part)
				paths = append(paths, p)
			}
		}
	}
	run := func(argv ...arg) {
		w.via = append(w.via, name+" as "+argv[0].s)
		w.judge(argv, seg, depth+1, in)
		w.via = w.via[:len(w.via)-1]
	}
	rmArgs := func() []arg {
		argv := []arg{{s: "rm"}}
		if recursive {
			argv = append(argv, arg{s: "-r"})
		}
		if force {
			argv = append(argv, arg{s: "-f"})
		}
		argv = append(argv, arg{s: "--"})
		for _, p := range paths {
			if p.s == "~" || strings.HasPrefix(p.s, "~/") {
				p.s = w.g.env.Home + strings.TrimPrefix(p.s, "~")
			}
			if filter != "" && !matchesEverything(filter) {
				p.s, p.glob = strings.TrimSuffix(p.s, "/")+"/"+filter, strings.ContainsAny(filter, "*?[")
			}
			argv = append(argv, p)
		}
		if len(paths) == 0 {
			argv = append(argv, in.list...)
		}
		return argv
	}
	switch name {
	case "remove-item", "ri", "erase", "del", "rd":
		if name != "remove-item" && name != "ri" && !cmdForm && !recursive {
			return false
		}
		if name == "remove-item" || name == "ri" || recursive || cmdForm {
			run(rmArgs()...)
		}
	case "rmdir":
		if !cmdForm {
			return false
		}
		run(rmArgs()...)
	case "get-content", "gc":
		// Reads the files out, into the session or down the pipeline.
		for _, p := range paths {
			if p.s == "~" || strings.HasPrefix(p.s, "~/") {
				p.s = w.g.env.Home + strings.TrimPrefix(p.s, "~")
			}
			w.readTarget(p, seg)
		}
	case "clear-content", "clc":
		// Empties each file: a write, as > FILE.
		for _, p := range paths {
			run(arg{s: "tee"}, p)
		}
	case "set-content", "sc", "add-content", "ac", "out-file", "new-item", "ni", "copy-item", "cpi", "move-item", "mi":
		argv := []arg{{s: "tee"}}
		if name == "add-content" || name == "ac" {
			argv = append(argv, arg{s: "-a"})
		}
		copies := name == "copy-item" || name == "cpi" || name == "move-item" || name == "mi"
		switch {
		case dest != nil:
		case copies && len(paths) > 1:
			dest = &paths[len(paths)-1] // Copy-Item SOURCE DEST
		case !copies && len(paths) > 0:
			dest = &paths[0] // Set-Content PATH VALUE
		default:
			return true
		}
		if name == "move-item" || name == "mi" {
			run(append(append([]arg{{s: "mv"}}, paths[:max(len(paths)-1, 1)]...), *dest)...)
			return true
		}
		run(append(argv, *dest)...)
	case "format-volume", "clear-disk", "initialize-disk", "remove-partition", "format":
		if name == "format" && (len(args) == 0 || !strings.HasSuffix(args[0].s, ":")) {
			return false
		}
		w.add("disk-format", seg, name+" erases a disk or volume")
	case "stop-computer", "restart-computer":
		w.add("system-power", seg, "")
	case "vssadmin", "wbadmin":
		if len(args) > 0 && strings.EqualFold(args[0].s, "delete") {
			w.add("disk-format", seg, name+" delete removes the machine's backups and shadow copies")
		}
	case "reg":
		if len(args) > 0 && strings.EqualFold(args[0].s, "delete") {
			w.add("system-admin", seg, "reg delete removes registry keys")
		}
	case "cmd", "cmd.exe":
		for i, a := range args {
			if s := lower(a); s == "/c" || s == "/k" || s == "/r" {
				w.script(w.joinCode(args[i+1:]), depth+1, "cmd /c")
				return true
			}
		}
	case "get-childitem", "gci", "dir":
		return true
	default:
		return false
	}
	return true
}

// winList splits a PowerShell array argument (./bin,./obj) into its items;
// a quoted word is one item.
func winList(a arg) []arg {
	if a.quoted || a.dyn || !strings.Contains(a.s, ",") || strings.Count(a.s, ",") > 16 {
		return []arg{a}
	}
	var out []arg
	for _, s := range strings.Split(a.s, ",") {
		if s != "" {
			out = append(out, arg{s: s, raw: s, glob: strings.ContainsAny(s, "*?")})
		}
	}
	return out
}

package guard

import (
	"maps"
	"path"
	"slices"
	"strings"
)

// Classes the twenty-second blind set found open (docs/threat-model-guard.md,
// "Twenty-second blind set: commands").

// more22 judges, for a command that got no finding, what blind set 22
// found: a dotfile manager placing files the line wrote by its naming
// convention, a repository or template from elsewhere put where code runs
// at the next start, an interpreter or a shell bridge opened to the
// network, a key named inside a word or a program's config option, the
// environment piped to another host, XML tools' result documents and
// extension calls, and a debugger's or REPL's escapes on stdin.
func (w *walker) more22(name string, argv []arg, seg string, depth int, in input) {
	if w.scan != scanAll || len(argv) < 2 {
		return
	}
	mark := len(w.findings)
	steps := []func(){
		func() { w.dotManagers(name, argv, seg, depth) },
		func() { w.startFolderFill(name, argv, seg) },
		func() { w.templateCode(name, argv, seg) },
		func() { w.openedToNetwork(name, argv, seg, in) },
		func() { w.keyInWords(name, argv, seg) },
		func() { w.envToHost(name, argv, seg, in) },
		func() { w.xmlEffects(name, argv, seg, depth, in) },
		func() { w.debuggerStdin(name, argv, seg, depth, in) },
		func() { w.outputOptions22(name, argv, seg) },
		func() { w.moduleEffects(name, argv, seg, depth) },
	}
	for _, f := range steps {
		if len(w.findings) > mark {
			return
		}
		f()
	}
}

// placed judges a file the line wrote (f) that a tool puts at target:
// a protected file, a start-up file's text, a file whose code runs later.
func (w *walker) placed(tool, target string, f written, seg string) {
	mark := len(w.findings)
	w.writeDest(dest{a: destArg(target)}, seg)
	if len(w.findings) == mark && f.known() && f.code != "" {
		w.textInto(target, f.code, seg)
	}
	if len(w.findings) == mark {
		if why := w.persistWhy(target, f.code); why != "" {
			w.add("persistence", seg, tool+" puts a file at "+clip(target, 120)+": "+why)
		}
	}
	if len(w.findings) == mark && f.download {
		if startLoadedDir(path.Dir(target), w.g.env.Home) {
			w.add("persistence", seg, tool+" puts a download at "+clip(target, 120)+", where code runs at every start")
		}
	}
}

// writtenUnder lists the files the line wrote under root, sorted.
func (w *walker) writtenUnder(root string) []string {
	var out []string
	for _, p := range slices.Sorted(maps.Keys(w.files)) {
		if under(p, root) && p != root {
			out = append(out, p)
		}
	}
	return out
}

// optValue is the value of an option given as "-x V", "--long V" or
// "--long=V"; ok is false when the option is absent.
func optValue(argv []arg, names ...string) (string, bool) {
	for i, a := range argv {
		for _, n := range names {
			if a.s == n && i+1 < len(argv) && !argv[i+1].dyn {
				return argv[i+1].s, true
			}
			if strings.HasPrefix(n, "--") && strings.HasPrefix(a.s, n+"=") && !a.dyn {
				return a.s[len(n)+1:], true
			}
			if len(n) == 2 && n[0] == '-' && n[1] != '-' && len(a.s) > 2 && strings.HasPrefix(a.s, n) && !strings.HasPrefix(a.s, "--") && !a.dyn {
				return a.s[2:], true // -S/tmp/x
			}
		}
	}
	return "", false
}

// dotManagers judges a dotfile manager applying files the line wrote in
// its source tree: the names it turns into home's dot files (chezmoi's
// dot_ and attribute prefixes, stow --dotfiles' dot-, rcm's tag- and
// host- folders, yadm's ##alternates) are where the text lands.
func (w *walker) dotManagers(name string, argv []arg, seg string, depth int) {
	home := w.g.env.Home
	if home == "" || len(w.files) == 0 {
		return
	}
	words := map[string]bool{}
	for _, a := range argv[1:] {
		words[a.s] = true
	}
	switch name {
	case "chezmoi":
		if !words["apply"] && !words["update"] && !words["init"] && !words["a"] {
			return
		}
		root := home + "/.local/share/chezmoi"
		if v, ok := optValue(argv, "--source", "-S"); ok {
			if p, ok := w.abs(v); ok {
				root = p
			}
		}
		for _, p := range w.writtenUnder(root) {
			rel := strings.TrimPrefix(p, root+"/")
			f := w.files[p]
			if b := path.Base(rel); strings.HasPrefix(b, ".chezmoiexternal") {
				w.chezmoiExternal(f.code, seg)
				continue
			}
			target, run, ok := chezmoiTarget(rel)
			if !ok {
				continue
			}
			if run {
				if f.known() {
					w.script(f.code, depth+1, "chezmoi's run_ script "+path.Base(p))
				}
				continue
			}
			w.placed("chezmoi", home+"/"+target, f, seg)
			if len(w.findings) > 0 {
				return
			}
		}
	case "stow", "xstow":
		dir := w.cwd
		if v, ok := optValue(argv, "-d", "--dir"); ok {
			if p, ok := w.abs(v); ok {
				dir = p
			}
		}
		target := path.Dir(dir)
		if v, ok := optValue(argv, "-t", "--target"); ok {
			if p, ok := w.abs(v); ok {
				target = p
			}
		}
		dots := words["--dotfiles"]
		for i, a := range argv[1:] {
			if a.dyn || strings.HasPrefix(a.s, "-") || i > 0 && (argv[i].s == "-d" || argv[i].s == "-t" || argv[i].s == "--dir" || argv[i].s == "--target") {
				continue
			}
			pkg := dir + "/" + a.s
			for _, p := range w.writtenUnder(pkg) {
				rel := strings.TrimPrefix(p, pkg+"/")
				if dots {
					parts := strings.Split(rel, "/")
					for j, c := range parts {
						if r, ok := strings.CutPrefix(c, "dot-"); ok {
							parts[j] = "." + r
						}
					}
					rel = strings.Join(parts, "/")
				}
				w.placed(name, target+"/"+rel, w.files[p], seg)
				if len(w.findings) > 0 {
					return
				}
			}
		}
	case "rcup", "mkrc":
		dir := home + "/.dotfiles"
		if v, ok := optValue(argv, "-d"); ok {
			if p, ok := w.abs(v); ok {
				dir = p
			}
		}
		for _, p := range w.writtenUnder(dir) {
			rel := strings.TrimPrefix(p, dir+"/")
			if first, rest, ok := strings.Cut(rel, "/"); ok && (strings.HasPrefix(first, "tag-") || strings.HasPrefix(first, "host-")) {
				rel = rest
			}
			if !strings.HasPrefix(rel, ".") {
				rel = "." + rel
			}
			w.placed(name, home+"/"+rel, w.files[p], seg)
			if len(w.findings) > 0 {
				return
			}
		}
	case "yadm":
		if !words["alt"] && !words["checkout"] && !words["clone"] {
			return
		}
		alt := home + "/.config/yadm/alt"
		for _, p := range slices.Sorted(maps.Keys(w.files)) {
			b := path.Base(p)
			i := strings.Index(b, "##")
			if i <= 0 {
				continue
			}
			target := path.Dir(p) + "/" + b[:i]
			if under(p, alt) {
				target = home + "/" + strings.TrimPrefix(target, alt+"/")
			}
			w.placed(name, target, w.files[p], seg)
			if len(w.findings) > 0 {
				return
			}
		}
	}
}

// chezmoiTarget turns a chezmoi source path into its target under home:
// the attribute prefixes are dropped and dot_ becomes a dot; run is true
// for a script chezmoi runs at apply. Source-state files of chezmoi's
// own (.chezmoi*) have no target.
func chezmoiTarget(rel string) (target string, run, ok bool) {
	parts := strings.Split(rel, "/")
	for i, c := range parts {
		if strings.HasPrefix(c, ".") {
			return "", false, false
		}
		for {
			cut := false
			for _, pre := range [...]string{"private_", "readonly_", "empty_", "executable_", "symlink_", "modify_", "create_", "encrypted_", "exact_", "external_", "remove_", "once_", "onchange_", "before_", "after_", "literal_"} {
				if r, found := strings.CutPrefix(c, pre); found {
					c, cut = r, true
					if pre == "literal_" {
						break
					}
				}
			}
			if r, found := strings.CutPrefix(c, "run_"); found && i == len(parts)-1 {
				c, cut, run = r, true, true
			}
			if !cut {
				break
			}
		}
		if r, found := strings.CutPrefix(c, "dot_"); found {
			c = "." + r
		}
		parts[i] = strings.TrimSuffix(c, ".tmpl")
	}
	return strings.Join(parts, "/"), run, true
}

// chezmoiExternal judges a .chezmoiexternal file: each ["PATH"] section
// with a url fills PATH under home with what the URL holds.
func (w *walker) chezmoiExternal(text, seg string) {
	home := w.g.env.Home
	target := ""
	for _, l := range strings.Split(text, "\n") {
		t := strings.TrimSpace(l)
		if strings.HasPrefix(t, "[") && strings.HasSuffix(t, "]") {
			target = strings.Trim(t, `[]"' `)
			continue
		}
		k, v, ok := strings.Cut(t, "=")
		if !ok || target == "" || strings.TrimSpace(k) != "url" && strings.TrimSpace(k) != "urls" {
			continue
		}
		v = strings.Trim(strings.TrimSpace(v), `"'[]`)
		if !remoteArg(v) {
			continue
		}
		p := home + "/" + strings.TrimPrefix(target, "/")
		mark := len(w.findings)
		w.writeDest(dest{a: destArg(p), tree: true}, seg)
		if len(w.findings) == mark && (startLoadedDir(p, home) || w.persistWhy(p, "") != "") {
			w.add("persistence", seg, "chezmoi's external fills "+clip(p, 120)+" from "+clip(v, 80)+", where code runs at every start")
		}
		if len(w.findings) > mark {
			return
		}
	}
}

// startLoadedDir reports a folder under home whose code a shell, an
// editor, a window manager, an agent or a desktop session loads at its
// next start: startupPluginDir's plugin folders, an extensions folder, and
// the config roots whose init files are code (an editor's, a shell's, a
// multiplexer's, Hammerspoon's).
func startLoadedDir(p, home string) bool {
	if startupPluginDir(p, home) {
		return true
	}
	rel, ok := strings.CutPrefix(p, home+"/")
	if home == "" || !ok || !strings.HasPrefix(rel, ".") {
		return false
	}
	if strings.Contains("/"+rel+"/", "/extensions/") || strings.HasSuffix(rel, "/extensions") {
		return true
	}
	top, rest, _ := strings.Cut(rel, "/")
	if top == ".config" {
		top, _, _ = strings.Cut(rest, "/")
		switch top {
		case "nvim", "fish", "tmux", "emacs", "doom", "nushell", "powershell", "xonsh", "autostart", "wezterm", "awesome", "qtile", "hypr", "zsh", "bash", "vim", "kak", "xmonad", "i3", "sway":
			return true
		}
		return false
	}
	switch top {
	case ".vim", ".emacs.d", ".doom.d", ".hammerspoon", ".tmux", ".zsh", ".spacemacs.d", ".xmonad", ".ipython":
		return true
	}
	return false
}

// forgeRepo reports a word that names a repository elsewhere: a URL of a
// network scheme, scp-like git@host:o/r, gh:o/r and its kin, or a bare
// owner/name.
func forgeRepo(s string) bool {
	if remoteArg(s) || strings.HasPrefix(s, "git@") {
		return true
	}
	for _, pre := range [...]string{"gh:", "github:", "gl:", "gitlab:", "bb:", "bitbucket:", "sourcehut:", "git+"} {
		if strings.HasPrefix(s, pre) {
			return true
		}
	}
	o, r, ok := strings.Cut(s, "/")
	if !ok || o == "" || r == "" || strings.Contains(r, "/") || strings.HasPrefix(s, ".") || strings.HasPrefix(s, "-") {
		return false
	}
	for _, c := range s {
		if !(c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9' || c == '-' || c == '_' || c == '.' || c == '/' || c == '#' || c == '@') {
			return false
		}
	}
	return true
}

// localCopier lists programs that copy or link files already here.
func localCopier(name string) bool {
	switch name {
	case "cp", "gcp", "mv", "ln", "rsync", "install", "ditto", "tar", "bsdtar", "unzip", "7z", "cpio", "pax", "stow", "rcup", "chezmoi", "yadm", "mkdir", "touch", "chmod", "chown", "ls", "cd", "rm", "cat", "echo", "printf", "test", "[", "find", "du", "stat", "file", "realpath", "readlink", "diff", "git":
		return true
	}
	return false
}

// startFolderFill judges a program that fills a folder whose code runs at
// the next start (startLoadedDir, or an autostart or service folder) with
// a repository or a template from elsewhere: a clone, a checkout, a
// scaffolder's copy. The folder is an operand after the source or the
// value of an output option.
func (w *walker) startFolderFill(name string, argv []arg, seg string) {
	if name == "gh" && len(argv) > 3 && argv[1].s == "repo" && argv[2].s == "clone" {
		argv = argv[2:] // (gh's words are data but for its clone)
	} else if dataArgs(name) || fileViewer(name) || localCopier(name) || shells(name) || langOf(name) != nil {
		return
	}
	home := w.g.env.Home
	src := ""
	verb := false
	var dests []string
	for i, a := range argv[1:] {
		if i >= 16 || a.dyn {
			continue
		}
		prev := argv[i].s
		switch a.s {
		case "use", "new", "generate", "create", "apply", "render", "init", "clone", "checkout", "co", "get", "download", "copy", "export":
			verb = true
		}
		if strings.HasPrefix(a.s, "-") {
			for _, o := range [...]string{"--output=", "--destination=", "--dest=", "--dir=", "--output-dir=", "--target=", "--path="} {
				if v, ok := strings.CutPrefix(a.s, o); ok {
					dests = append(dests, v)
				}
			}
			continue
		}
		switch prev {
		case "-o", "--output", "--destination", "--dest", "-d", "--dir", "--output-dir", "--target", "--path", "-C", "--directory":
			dests = append(dests, a.s)
			continue
		}
		if strings.HasPrefix(prev, "-") && !strings.Contains(prev, "=") && len(prev) > 2 && !strings.HasPrefix(prev, "--") {
			continue
		}
		if src == "" && forgeRepo(a.s) && !strings.HasPrefix(a.s, "~") && !strings.HasPrefix(a.s, "/") {
			src = a.s
			continue
		}
		if src != "" || verb {
			dests = append(dests, a.s)
		}
	}
	for _, d := range dests {
		p, ok := w.abs(d)
		if !ok {
			continue
		}
		why := ""
		switch {
		case src != "" && startLoadedDir(p, home):
			why = "a folder whose code runs at every start"
		case src != "" && (name == "git" || name == "jj" || name == "hg" || name == "svn") && w.protectedFolder(p) != "":
			why = w.protectedFolder(p)
		case (src != "" || verb) && w.persistWhy(p, "") != "":
			why = w.persistWhy(p, "")
		}
		if why != "" {
			from := src
			if from == "" {
				from = "a template"
			}
			w.add("persistence", seg, name+" fills "+clip(p, 120)+" with "+clip(from, 80)+": "+why)
			return
		}
	}
}

// templateCode judges a generator told to apply a template from elsewhere
// whose own code it runs: rails' -m and app:template LOCATION=, an
// archetype's repository, projen's --from, a template allowed to run its
// commands (--allow-commands). A template file of a language (.rb, .py,
// .js, .sh) fetched and run is remote code.
func (w *walker) templateCode(name string, argv []arg, seg string) {
	if dataArgs(name) || fileViewer(name) {
		return
	}
	allow := false
	src := ""
	for i, a := range argv[1:] {
		if a.dyn {
			continue
		}
		prev := argv[i].s
		v := ""
		switch {
		case prev == "-m" || prev == "--template" || prev == "--from" || prev == "--git" || prev == "--template-url":
			v = a.s
		case strings.HasPrefix(a.s, "LOCATION=") || strings.HasPrefix(a.s, "--template=") || strings.HasPrefix(a.s, "--from=") || strings.HasPrefix(a.s, "--git="):
			_, v, _ = strings.Cut(a.s, "=")
		case strings.HasPrefix(a.s, "-DarchetypeRepository=") || strings.HasPrefix(a.s, "-DarchetypeCatalog="):
			_, v, _ = strings.Cut(a.s, "=")
		case a.s == "--allow-commands" || a.s == "--unsafe-commands":
			allow = true
		}
		if v != "" && remoteArg(v) && !officialSource(strings.ToLower(v)) && src == "" {
			src = v
		}
	}
	if src == "" {
		return
	}
	gen := false
	for _, a := range argv[1:] {
		switch {
		case a.s == "new" || a.s == "generate" || a.s == "init" || a.s == "create" || strings.HasSuffix(a.s, ":template") || strings.HasSuffix(a.s, ":generate"):
			gen = true
		}
	}
	if !gen && name != "cargo-generate" {
		return
	}
	u := strings.ToLower(src)
	if i := strings.IndexAny(u, "?#"); i >= 0 {
		u = u[:i]
	}
	switch path.Ext(u) {
	case ".rb", ".py", ".js", ".sh", ".pl", ".groovy", ".ts", ".lua":
		w.add("remote-exec", seg, name+" runs the template "+clip(src, 80)+", code fetched from the network, as it generates")
		return
	}
	if hasGitOpt(argv) && !allow {
		return // (a template of files: nothing of it runs)
	}
	w.add("remote-install", seg, name+" generates from "+clip(src, 80)+" and runs what the template holds (its scripts, hooks or commands)")
}

// openedToNetwork judges an interpreter's REPL, kernel or distribution
// port, or a bridge that runs a request's text as a command, opened to the
// network: whoever reaches the port runs code here.
func (w *walker) openedToNetwork(name string, argv []arg, seg string, in input) {
	if dataArgs(name) || shells(name) {
		return
	}
	anyAddr, code, port := false, false, false
	for i, a := range argv[1:] {
		if a.dyn {
			continue
		}
		l := strings.ToLower(a.s)
		anyAddr = anyAddr || strings.Contains(l, "0.0.0.0") || strings.Contains(l, "{0,0,0,0}") || l == "::" || strings.Contains(l, "[::]")
		port = port || portWord(strings.TrimPrefix(l, "tcp:")) || endpointPort(l) && strings.Contains(l, ":") || strings.HasPrefix(l, "--port=")
		if i > 0 && (argv[i].s == "-p" || argv[i].s == "--port" || strings.HasSuffix(argv[i].s, "Port")) {
			port = true
		}
		for _, word := range [...]string{"repl", "kernel", "nrepl", "manhole", "conch", "-setcookie", "--cookie"} {
			if l == word || strings.HasPrefix(l, word+".") || word == "nrepl" && strings.Contains(l, "nrepl") {
				code = true
			}
		}
	}
	switch name {
	case "fcgiwrap", "wssh", "webssh", "spawn-fcgi":
		code = true
	}
	manhole := false
	for _, a := range argv[1:min(len(argv), 4)] {
		manhole = manhole || a.s == "manhole" || a.s == "conch"
	}
	if code && anyAddr || manhole && port {
		w.add("tunnel-in", seg, name+" opens an interpreter, a shell or a program runner to the network: whoever reaches the port runs code here")
		return
	}
	listening := anyAddr || port || listens(argv) || fileServer(name, argv)
	if !listening {
		return
	}
	// A shell command among its words that runs a variable's value
	// (sh -c "$v_cmd", eval "$v"): a request's field, run as a command.
	for _, a := range argv[1:] {
		if a.dyn || !strings.ContainsAny(a.s, " $") {
			continue
		}
		if runsVariable(a.s) {
			w.add("tunnel-in", seg, name+" runs a request's value as a shell command ("+clip(a.s, 60)+") on a network port")
			return
		}
	}
	// A CGI script or a flow the line wrote that runs what a request
	// holds.
	for _, p := range slices.Sorted(maps.Keys(w.files)) {
		f := w.files[p]
		if !f.known() {
			continue
		}
		if strings.Contains(p, "/cgi-bin/") && requestRun(f.code) || strings.Contains(f.code, `"type":"exec"`) && (strings.Contains(f.code, `"type":"http in"`) || strings.Contains(f.code, `"type":"tcp in"`) || strings.Contains(f.code, `"type":"websocket in"`)) {
			w.add("tunnel-in", seg, name+" serves "+path.Base(p)+", written in the line, which runs what a request sends as a command")
			return
		}
	}
	// One-line servers in interpreter code that run a command made from
	// the request.
	if l := langOf(name); l != nil {
		codes := []string{}
		if in.hasCode {
			codes = append(codes, in.code)
		}
		for _, a := range argv[1:] {
			if strings.ContainsAny(a.s, "(;") {
				codes = append(codes, a.s)
			}
		}
		for _, c := range codes {
			if containsAny(c, []string{"Deno.serve", "createServer", "Bun.serve", "HTTPServer", "http.server", "socketserver"}) && containsAny(c, []string{"Deno.Command", "child_process", "execSync", "subprocess", "os.system", "os.popen", "Bun.spawn", "exec("}) {
				w.add("tunnel-in", seg, name+" runs a server whose requests start commands")
				return
			}
		}
	}
}

// runsVariable reports shell code that runs a variable's value as code.
func runsVariable(s string) bool {
	t := strings.TrimSpace(s)
	for _, pre := range [...]string{"eval ", "sh -c ", "bash -c ", "zsh -c ", "/bin/sh -c ", "/bin/bash -c "} {
		if r, ok := strings.CutPrefix(t, pre); ok {
			r = strings.Trim(strings.TrimSpace(r), `"'`)
			return strings.HasPrefix(r, "$")
		}
	}
	return false
}

// requestRun reports a CGI script that runs the request's text.
func requestRun(code string) bool {
	for _, v := range [...]string{"QUERY_STRING", "REQUEST_URI", "PATH_INFO", "HTTP_"} {
		for _, run := range [...]string{"eval \"$" + v, "eval $" + v, "sh -c \"$" + v, "bash -c \"$" + v, "eval \"${" + v} {
			if strings.Contains(code, run) {
				return true
			}
		}
	}
	return false
}

// keyInWords judges a key named inside a word rather than as one: an
// element's property (location=PATH), a script argument list
// (a.file=PATH,b=...), a file with a type after a colon (PATH:type). The
// program reads the file it names.
func (w *walker) keyInWords(name string, argv []arg, seg string) {
	if w.keyAsConfig(name, argv, seg) || dataArgs(name) || fileViewer(name) {
		return
	}
	for _, a := range argv[1:] {
		if a.dyn || !strings.ContainsAny(a.s, "=:,") || strings.HasPrefix(a.s, "-") {
			continue // (an option naming a key is its tool's use of it: --private-key=PATH)
		}
		for _, part := range strings.Split(a.s, ",") {
			v := part
			if k, r, ok := strings.Cut(part, "="); ok {
				if credentialSetting(k) {
					continue // (ansible_ssh_private_key_file=PATH: a key used as one)
				}
				v = r
			}
			if !strings.HasPrefix(v, "/") && !strings.HasPrefix(v, "~/") {
				continue
			}
			if i := strings.IndexByte(v, ':'); i > 0 {
				v = v[:i]
			}
			if v == a.s {
				continue // a plain path: the readers' own checks
			}
			mark := len(w.findings)
			w.readTarget(arg{s: v, raw: v}, seg)
			if len(w.findings) > mark {
				return
			}
		}
	}
}

// keyAsConfig judges a program told a key is its config, its argument
// list or its script (ssh -F, git config --file, crudini, xargs -a, bash
// KEY): its parser prints the lines it cannot read, the key among them,
// or hands them on as words.
func (w *walker) keyAsConfig(name string, argv []arg, seg string) bool {
	mark := len(w.findings)
	switch name {
	case "ssh", "git", "crudini", "xargs":
		for _, o := range [...]string{"-F", "--file", "-f", "-a", "--arg-file", "--get"} {
			if v, ok := optValue(argv, o); ok {
				w.readTarget(arg{s: v, raw: v}, seg)
				if len(w.findings) > mark {
					return true
				}
			}
		}
		if name == "crudini" {
			for _, a := range argv[1:] {
				if !strings.HasPrefix(a.s, "-") {
					w.readTarget(a, seg)
					break
				}
			}
		}
	}
	// A key given to a shell as its script: each line it cannot run comes
	// back in an error message.
	if shells(name) && len(argv) > 1 && !strings.HasPrefix(argv[1].s, "-") && !argv[1].dyn {
		if p, ok := w.abs(argv[1].s); ok && credential(p, w.g.env.Home) != "env" {
			w.readTarget(argv[1], seg) // (a .env run as a script is the project's own set-up)
		}
	}
	return len(w.findings) > mark
}

// envToHost judges the environment piped into a program that sends its
// input to another host: a database client's load from stdin, a media
// pipeline's network sink.
func (w *walker) envToHost(name string, argv []arg, seg string, in input) {
	if !in.secret {
		return
	}
	for i, a := range argv[1:] {
		if a.dyn {
			continue
		}
		h := ""
		switch {
		case i > 0 && (argv[i].s == "-h" || argv[i].s == "--host" || argv[i].s == "-H"):
			h = a.s
		case strings.HasPrefix(a.s, "host=") || strings.HasPrefix(a.s, "--host="):
			_, h, _ = strings.Cut(a.s, "=")
		}
		if h != "" && strings.Contains(h, ".") && !strings.HasPrefix(h, "127.") && h != "localhost" && !strings.HasSuffix(h, ".local") && h != "0.0.0.0" {
			w.add("env-exfil", pick(in.seg, seg), "the environment is piped into "+name+", which sends what it reads to "+h)
			return
		}
	}
}

// xmlEffects judges XSLT, XQuery and XInclude text handed to any program
// (in its words, on stdin, or in a file the line wrote that it names): a
// result document's href, exsl:document, Xalan's redirect:write and
// file:write* name files written; xi:include, unparsed-text() and
// file:read-text() name files read; an extension call to Runtime's exec,
// proc:system or proc:execute runs a command.
func (w *walker) xmlEffects(name string, argv []arg, seg string, depth int, in input) {
	if dataArgs(name) && name != "xmllint" {
		return
	}
	var texts []string
	for _, a := range argv[1:] {
		if !a.dyn && strings.ContainsAny(a.s, "<(:") {
			texts = append(texts, a.s)
		}
	}
	if in.hasCode {
		texts = append(texts, in.code)
	}
	w.argFiles(argv, func(_ string, f written) bool {
		texts = append(texts, f.code)
		return false
	})
	for _, a := range argv[1:] {
		// -xsl:FILE, -s:FILE (Saxon's name:value options)
		if _, v, ok := strings.Cut(a.s, ":"); ok && strings.HasPrefix(a.s, "-") && !a.dyn {
			if p, ok := w.abs(v); ok {
				if f, ok := w.writtenFile(p); ok && f.known() {
					texts = append(texts, f.code)
				}
			}
		}
	}
	remoteXSL := false
	for _, a := range argv[1:] {
		if v, ok := strings.CutPrefix(a.s, "-xsl:"); ok && remoteArg(v) {
			remoteXSL = true
		}
	}
	if remoteXSL {
		for _, a := range argv[1:] {
			if a.s == "-ext:on" || a.s == "--allow-external-functions" {
				w.add("remote-install", seg, name+" runs a stylesheet fetched from the network with extension calls allowed: it can run commands here")
				return
			}
		}
	}
	for _, t := range texts {
		if !strings.Contains(t, "xsl") && !strings.Contains(t, "xi:include") && !strings.Contains(t, "file:") && !strings.Contains(t, "proc:") && !strings.Contains(t, "unparsed-text") {
			continue
		}
		mark := len(w.findings)
		for _, tag := range [...]string{"result-document", "exsl:document", "redirect:write", "xi:include", "document"} {
			for _, attr := range [...]string{"href=", "file="} {
				for _, v := range tagAttrs(t, tag, attr) {
					p := strings.TrimPrefix(v, "file://")
					if !strings.HasPrefix(p, "/") && !strings.HasPrefix(p, "~") {
						continue
					}
					if tag == "xi:include" {
						w.readTarget(arg{s: p, raw: p}, seg)
					} else {
						w.writeDest(dest{a: destArg(p)}, seg)
						if len(w.findings) == mark {
							if pp, ok := w.abs(p); ok {
								w.textInto(pp, xmlBody(t, tag), seg)
							}
						}
					}
					if len(w.findings) > mark {
						return
					}
				}
			}
		}
		for _, call := range [...]string{"file:write-text(", "file:write(", "file:append-text(", "file:append(", "file:write-binary(", "file:write-text-lines("} {
			for _, args := range litCallArgs(t, call) {
				if len(args) > 0 {
					p := strings.TrimPrefix(args[0], "file://")
					w.writeDest(dest{a: destArg(p)}, seg)
					if len(w.findings) == mark && len(args) > 1 {
						if pp, ok := w.abs(p); ok {
							w.textInto(pp, args[1], seg)
						}
					}
					if len(w.findings) > mark {
						return
					}
				}
			}
		}
		for _, call := range [...]string{"unparsed-text(", "unparsed-text-lines(", "file:read-text(", "file:read-binary(", "doc(", "json-doc("} {
			for _, args := range litCallArgs(t, call) {
				if len(args) > 0 {
					p := strings.TrimPrefix(args[0], "file://")
					w.readTarget(arg{s: p, raw: p}, seg)
					if len(w.findings) > mark {
						return
					}
				}
			}
		}
		for _, call := range [...]string{"proc:system(", "proc:execute(", ":exec(", "Runtime.exec(", "process:execute("} {
			for _, args := range litCallArgs(t, call) {
				for _, c := range args {
					c = strings.ReplaceAll(c, "${IFS}", " ")
					if c == "" || !strings.Contains(c, " ") {
						continue
					}
					w.hiddenRun(name, "an extension call in "+name+"'s stylesheet or query", seg, scanWords, func() { w.script(c, depth+1, "") })
					if len(w.findings) > mark {
						return
					}
				}
			}
			if strings.Contains(t, call) && len(w.findings) == mark && (call == ":exec(" || call == "Runtime.exec(") && strings.Contains(t, "java.lang.Runtime") {
				w.add("obfuscated-exec", seg, name+"'s stylesheet calls java.lang.Runtime's exec: it runs a command the guard cannot read")
				return
			}
		}
	}
}

// tagAttrs is the values of attr in each <tag ...> of t.
func tagAttrs(t, tag, attr string) []string {
	var out []string
	for from := 0; from < len(t) && len(out) < 8; {
		i := strings.Index(t[from:], tag)
		if i < 0 {
			break
		}
		i += from
		end := strings.IndexByte(t[i:], '>')
		if end < 0 {
			end = len(t) - i
		}
		el := t[i : i+end]
		if j := strings.Index(el, attr); j >= 0 {
			v := el[j+len(attr):]
			if len(v) > 0 && (v[0] == '"' || v[0] == '\'') {
				q := v[0]
				if k := strings.IndexByte(v[1:], q); k >= 0 {
					out = append(out, v[1:1+k])
				}
			}
		}
		from = i + len(tag)
	}
	return out
}

// xmlBody is the text between the first <tag ...> and its closing tag.
func xmlBody(t, tag string) string {
	i := strings.Index(t, tag)
	if i < 0 {
		return ""
	}
	j := strings.IndexByte(t[i:], '>')
	if j < 0 {
		return ""
	}
	rest := t[i+j+1:]
	if k := strings.Index(rest, "</"); k >= 0 {
		rest = rest[:k]
	}
	return strings.ReplaceAll(rest, "&quot;", `"`)
}

// litCallArgs is the string literal arguments of each call of fn in t.
func litCallArgs(t, fn string) [][]string {
	var out [][]string
	t = strings.ReplaceAll(t, "&quot;", `"`)
	for from := 0; from < len(t) && len(out) < 8; {
		i := strings.Index(t[from:], fn)
		if i < 0 {
			break
		}
		i += from + len(fn)
		var args []string
		for j := i; j < len(t) && len(args) < 4; {
			c := t[j]
			if c == ')' {
				break
			}
			if c == '"' || c == '\'' {
				k := strings.IndexByte(t[j+1:], c)
				if k < 0 {
					break
				}
				args = append(args, t[j+1:j+1+k])
				j += k + 2
				continue
			}
			j++
		}
		out = append(out, args)
		from = i
	}
	return out
}

// debuggerStdin judges lines fed on stdin to an interpreter in its
// debugger or REPL: the perl debugger's ! and !! (a shell), Julia's ;
// (shell mode), pdb's ! (a Python statement), node inspect's exec (a
// JavaScript expression). Each runs as the escape says.
func (w *walker) debuggerStdin(name string, argv []arg, seg string, depth int, in input) {
	if !in.hasCode {
		return
	}
	l := langOf(name)
	if l == nil {
		return
	}
	mode := ""
	for i, a := range argv[1:] {
		switch {
		case l == perl && a.s == "-d":
			mode = "perl"
		case l == julia && (a.s == "-i" || a.s == "--interactive"):
			mode = "julia"
		case l == python && a.s == "-m" && i+2 < len(argv) && argv[i+2].s == "pdb":
			mode = "pdb"
		case l == node && (a.s == "inspect" || a.s == "debug") && i == 0:
			mode = "node"
		}
	}
	if mode == "" {
		return
	}
	mark := len(w.findings)
	for n, line := range strings.Split(in.code, "\n") {
		if n >= maxDotLines || len(w.findings) > mark {
			return
		}
		t := strings.TrimSpace(line)
		switch mode {
		case "perl":
			if c, ok := strings.CutPrefix(t, "!!"); ok {
				w.hiddenRun(name, "a shell escape fed to "+name+"'s debugger", seg, scanWords, func() { w.script(c, depth+1, "") })
			}
		case "julia":
			if c, ok := strings.CutPrefix(t, ";"); ok {
				w.hiddenRun(name, "Julia's shell mode on stdin", seg, scanWords, func() { w.script(c, depth+1, "") })
			}
		case "pdb":
			if c, ok := strings.CutPrefix(t, "!"); ok {
				w.hiddenRun(name, "a statement fed to pdb", seg, scanWords, func() { w.scanCode(name, python, c, seg, depth+1) })
			}
		case "node":
			if strings.HasPrefix(t, "exec(") || strings.HasPrefix(t, "exec ") {
				for _, c := range litCallArgs(strings.ReplaceAll(t, `\"`, "'"), "exec(") {
					for _, s := range c {
						w.hiddenRun(name, "an expression fed to node inspect", seg, scanWords, func() { w.scanCode(name, node, s, seg, depth+1) })
					}
				}
			}
		}
	}
}

// outputOptions22 judges an output option by its meaning, whatever its
// spelling: a long option ending in out, output, outdir, output-dir,
// output-files, dest or debugfile (protoc's --python_out=, m4's
// --debugfile=, ytt's --output-files), and a site generator's -d, naming
// a protected file or an agent's folder or a start-up file.
func (w *walker) outputOptions22(name string, argv []arg, seg string) {
	if dataArgs(name) || fileViewer(name) {
		return
	}
	// A filter given a file the line wrote and told by -o to write a
	// start-up file or a protected one: the output is the input's text
	// (a preprocessor's, a formatter's), judged as written there.
	if v, ok := optValue(argv, "-o"); ok && len(w.files) > 0 {
		if p, ok := w.abs(v); ok && (startupFile(p, w.g.env.Home) || w.protected(p) != "" || pwshProfile(p)) {
			var text string
			w.argFiles(argv, func(q string, f written) bool {
				if q != p {
					text = f.code
					return true
				}
				return false
			})
			if text != "" {
				mark := len(w.findings)
				w.writeDest(dest{a: destArg(p)}, seg)
				if len(w.findings) == mark {
					w.textInto(p, text, seg)
				}
				if len(w.findings) > mark {
					return
				}
			}
		}
	}
	for i, a := range argv[1:] {
		if a.dyn || !strings.HasPrefix(a.s, "--") && !(a.s == "-d" && i+2 < len(argv) && (argv[1].s == "build" || argv[1].s == "build-site")) {
			continue
		}
		k, v, hasV := strings.Cut(a.s, "=")
		if !hasV {
			if i+2 >= len(argv) || argv[i+2].dyn {
				continue
			}
			v = argv[i+2].s
		}
		lk := strings.ToLower(k)
		if !(strings.HasSuffix(lk, "_out") || strings.HasSuffix(lk, "-out") || strings.HasSuffix(lk, "output-files") || strings.HasSuffix(lk, "output-dir") || strings.HasSuffix(lk, "outdir") || strings.HasSuffix(lk, "debugfile") || lk == "-d") {
			continue
		}
		if j := strings.LastIndexByte(v, ':'); j > 0 && strings.Contains(lk, "_out") {
			v = v[j+1:] // --go_out=paths=source_relative:DIR
		}
		p, ok := w.abs(v)
		if !ok {
			continue
		}
		mark := len(w.findings)
		w.writeDest(dest{a: destArg(p), into: true, folder: true}, seg)
		if len(w.findings) == mark && (agentFolder(p, w.g.env.Home) || startupFile(p, w.g.env.Home)) {
			w.add("self-protect", seg, name+" writes its output into "+clip(p, 120)+", an agent's config folder or a start-up file")
		}
		if len(w.findings) > mark {
			return
		}
	}
}

// agentFolder reports an agent's config folder under home or one of its
// subfolders (hooks, commands, agents).
func agentFolder(p, home string) bool {
	rel, ok := strings.CutPrefix(p+"/", home+"/")
	if home == "" || !ok {
		return false
	}
	top, _, _ := strings.Cut(rel, "/")
	switch top {
	case ".claude", ".codex", ".gemini", ".openclaw", ".opencode", ".copilot", ".pi":
		return true
	}
	return false
}

func hasGitOpt(argv []arg) bool {
	for _, a := range argv {
		if a.s == "--git" || strings.HasPrefix(a.s, "--git=") {
			return true
		}
	}
	return false
}

// pwshProfile reports a PowerShell profile, which every pwsh runs at start.
func pwshProfile(p string) bool {
	b := strings.ToLower(path.Base(p))
	if !strings.HasSuffix(b, "profile.ps1") {
		return false
	}
	d := strings.ToLower(p)
	return strings.Contains(d, "/powershell/") || strings.Contains(d, "/windowspowershell/")
}

// zshMapfile judges zsh's mapfile module in shell code given with -c:
// an assignment mapfile[PATH]=TEXT writes TEXT to PATH (the shell reads
// the subscript as arithmetic, so it is read from the text here).
func (w *walker) zshMapfile(argv []arg, seg string) {
	code := ""
	for i, a := range argv[1:] {
		if strings.HasPrefix(a.s, "-") && strings.HasSuffix(a.s, "c") && !strings.HasPrefix(a.s, "--") && i+2 < len(argv) {
			code = argv[i+2].s
			break
		}
	}
	if !strings.Contains(code, "mapfile[") {
		return
	}
	home := w.g.env.Home
	for from := 0; from < len(code); {
		i := strings.Index(code[from:], "mapfile[")
		if i < 0 {
			return
		}
		i += from + len("mapfile[")
		j := strings.Index(code[i:], "]=")
		if j < 0 {
			return
		}
		p := strings.Trim(code[i:i+j], `"'`)
		for _, h := range [...]string{"${HOME}", "$HOME", "~"} {
			if r, ok := strings.CutPrefix(p, h); ok && home != "" {
				p = home + r
			}
		}
		v := code[i+j+2:]
		if len(v) > 0 && (v[0] == '"' || v[0] == '\'') {
			if k := strings.IndexByte(v[1:], v[0]); k >= 0 {
				v = v[1 : 1+k]
			}
		} else if k := strings.IndexAny(v, "; \n"); k >= 0 {
			v = v[:k]
		}
		from = i + j + 2
		if strings.ContainsAny(p, "$`") {
			continue
		}
		if ap, ok := w.abs(p); ok {
			mark := len(w.findings)
			w.writeDest(dest{a: destArg(ap)}, seg)
			if len(w.findings) == mark {
				w.textInto(ap, v, seg)
			}
			if len(w.findings) > mark {
				return
			}
		}
	}
}

// sandboxHides judges a sandbox or a unit runner (bwrap, nsjail,
// systemd-run, unshare, proot, landrun) starting an agent with its config
// folder, its settings or hooktool's binary hidden, emptied or replaced:
// a tmpfs over it, an inaccessible path, a bind onto it. The agent starts
// without its hooks, as with firejail --blacklist (sandboxedAgent).
func (w *walker) sandboxHides(name string, argv []arg, seg string) {
	agent := ""
	for _, a := range argv[1:] {
		if agentCommand(base(a.s)) {
			agent = base(a.s)
			break
		}
	}
	if agent == "" {
		return
	}
	var targets []string
	for i, a := range argv[1:] {
		if a.dyn {
			continue
		}
		next := func(k int) string {
			if i+1+k < len(argv) && !argv[i+1+k].dyn {
				return argv[i+1+k].s
			}
			return ""
		}
		switch a.s {
		case "--tmpfs", "--tmpfsmount", "-T", "--remount-ro", "--blacklist":
			targets = append(targets, next(1))
		case "--bind", "--ro-bind", "--dev-bind", "--bind-try", "--ro-bind-try", "-B", "-R", "--bindmount", "--bindmount_ro":
			if t := next(2); t != "" && !strings.HasPrefix(t, "-") && (a.s == "--bind" || a.s == "--ro-bind" || a.s == "--dev-bind" || strings.HasSuffix(a.s, "-try")) {
				targets = append(targets, t)
			} else if v := next(1); strings.Contains(v, ":") {
				targets = append(targets, v[strings.LastIndexByte(v, ':')+1:])
			}
		case "-p", "--property":
			v := next(1)
			k, val, _ := strings.Cut(v, "=")
			switch k {
			case "InaccessiblePaths", "TemporaryFileSystem", "ReadOnlyPaths":
				for _, t := range strings.Fields(val) {
					targets = append(targets, strings.TrimLeft(strings.SplitN(t, ":", 2)[0], "-+"))
				}
			case "BindPaths", "BindReadOnlyPaths":
				for _, t := range strings.Fields(val) {
					parts := strings.Split(t, ":")
					if len(parts) >= 2 {
						targets = append(targets, parts[1])
					}
				}
			}
		}
	}
	home := w.g.env.Home
	for _, t := range targets {
		if t == "" || t == "/" {
			continue
		}
		p, ok := w.abs(t)
		if !ok {
			continue
		}
		if agentFolder(p, home) || w.protected(p) != "" || w.isBinary(p) || p == home {
			w.add("self-protect-indirect", seg, name+" starts "+agent+" with "+clip(p, 120)+" hidden or replaced: its settings, hooks or hooktool itself are not what the user set")
			return
		}
	}
}

// moduleEffects judges a standard-library module or a small package run
// as a command by what it does: python -m venv --clear empties its
// folder, python -m timeit and cProfile run their statements as Python,
// a copier's last operand is the folder its files land in, and json5 -c
// writes FILE.json beside FILE.json5.
func (w *walker) moduleEffects(name string, argv []arg, seg string, depth int) {
	if langOf(name) == python {
		mod := ""
		var rest []arg
		for i, a := range argv[1:] {
			if a.s == "-m" && i+2 < len(argv) {
				mod, rest = argv[i+2].s, argv[i+3:]
				break
			}
		}
		switch mod {
		case "venv", "virtualenv":
			if !containsWord(rest, "--clear") {
				return
			}
			for _, a := range rest {
				if !a.dyn && !strings.HasPrefix(a.s, "-") {
					w.hiddenRun(name, "python -m venv --clear (it empties the folder first)", seg, scanWords, func() { w.script("rm -rf "+shQuote(a.s), depth+1, "") })
					return
				}
			}
		case "timeit":
			for i, a := range rest {
				code := ""
				switch {
				case (a.s == "-s" || a.s == "--setup") && i+1 < len(rest):
					code = rest[i+1].s
				case !strings.HasPrefix(a.s, "-") && (i == 0 || rest[i-1].s != "-s" && rest[i-1].s != "--setup" && rest[i-1].s != "-n" && rest[i-1].s != "-r" && rest[i-1].s != "-u"):
					code = a.s
				}
				if code != "" && !a.dyn {
					if w.hiddenRun(name, "python -m timeit's statement", seg, scanWords, func() { w.scanCode(name, python, code, seg, depth+1) }) {
						return
					}
				}
			}
		}
		return
	}
	if name == "json5" {
		if containsWord(argv, "-c") || containsWord(argv, "--convert") {
			for _, a := range argv[1:] {
				if !a.dyn && strings.HasSuffix(a.s, ".json5") {
					w.writeDest(dest{a: destArg(strings.TrimSuffix(a.s, ".json5") + ".json")}, seg)
				}
			}
		}
		return
	}
	// A copier (copyfiles, cpy, shx cp): the last operand is the folder
	// the others land in (with -f or -u, flattened to their base names).
	if strings.Contains(name, "copy") || name == "cpy" || name == "cpy-cli" || name == "shx" && len(argv) > 1 && argv[1].s == "cp" {
		_, ops := opts(argv[1:])
		if name == "shx" && len(ops) > 0 {
			ops = ops[1:]
		}
		if len(ops) < 2 || ops[len(ops)-1].dyn {
			return
		}
		dir := ops[len(ops)-1]
		mark := len(w.findings)
		w.writeDest(dest{a: dir, into: true, folder: true}, seg)
		for _, o := range ops[:len(ops)-1] {
			if len(w.findings) > mark {
				return
			}
			if b := baseOf(o); b != "" {
				w.writeDest(dest{a: joinArg(dir, b)}, seg)
			}
		}
	}
}

// credentialSetting reports a setting's name that says its value is used
// as a credential (a key file, an identity, a certificate), not read as
// data.
func credentialSetting(k string) bool {
	return containsAny(strings.ToLower(k), []string{"key", "identity", "cert", "cred", "auth", "ssh", "pem", "token", "secret", "passw"})
}

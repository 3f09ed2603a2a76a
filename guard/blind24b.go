package guard

import (
	"path"
	"sort"
	"strings"
)

// Classes the second pass over the twenty-fourth blind set closed
// (docs/threat-model-guard.md, "Twenty-fourth blind set: commands").

// more24b judges, for a command that got no finding, what the second pass
// found: a tool's own config file written in the line and then run by
// that tool (judged by the commands its settings hold and the sources it
// names), a repository added by a verb, a package installed from a file in
// the temp folder or a download by a language's own install call, and a
// command-valued key set by a JSON or YAML query.
func (w *walker) more24b(name string, argv []arg, seg string, depth int, in input) {
	if w.scan != scanAll || len(argv) < 1 {
		return
	}
	mark := len(w.findings)
	steps := []func(){
		func() { w.ownedConfigs24b(name, argv, seg, depth) },
		func() { w.repoAdd24b(name, argv, seg) },
		func() { w.codeInstallFile24b(name, argv, seg) },
		func() { w.queryCommand24b(name, argv, seg, depth) },
		func() { w.toolchainPin24b(name, seg) },
	}
	for _, f := range steps {
		if len(w.findings) > mark {
			return
		}
		f()
	}
}

// ownedConfigs24b judges the files the line wrote that the program about
// to run reads as its own config or recipe: a file named after the program
// (cliff.toml for git cliff, .uplift.yml, asv.conf.json, Cask, .cz-config.js,
// fbuild.bff), a file given to it as an operand or an option's value
// (pyinstaller app.spec, luarocks make x.rockspec, rpmbuild -ba x.spec), and
// a file one of those includes. Release, changelog, packaging and build
// tools run the commands such files hold (hooks, build and install
// commands, a program with its arguments), and fetch from the sources they
// name. Code in a language (a .spec is Python, a .cz-config.js node's) is
// judged as that language's interpreter run on it; the rest by its
// command-valued settings.
func (w *walker) ownedConfigs24b(name string, argv []arg, seg string, depth int) {
	if len(w.files) == 0 || dataArgs(name) && name != "git" || fileViewer(name) || shells(name) || langOf(name) != nil || ownedSkip24b(name) && name != "git" {
		return
	}
	tool := strings.ToLower(name)
	_, ops := opts(argv[1:])
	if (tool == "git" || tool == "npx" || tool == "cargo") && len(ops) > 0 {
		tool = strings.ToLower(ops[0].s) // git cliff, cargo release
	} else if tool == "git" {
		return
	}
	if name == "git" {
		switch tool {
		case "add", "commit", "mv", "rm", "diff", "show", "log", "status", "stash", "restore", "checkout", "apply", "am", "blame", "grep", "hash-object", "update-index", "config", "notes", "tag", "push", "fetch", "pull", "clone", "init", "switch", "branch", "merge", "rebase", "reset", "ls-files", "cat-file", "check-ignore", "check-attr", "archive", "bundle", "send-email", "format-patch", "worktree":
			return // (git's own verbs: a file is data to them)
		}
	}
	given := map[string]bool{}
	for _, a := range argv[1:] {
		if a.dyn {
			continue
		}
		v := a.s
		if strings.HasPrefix(v, "-") {
			_, val, ok := strings.Cut(v, "=")
			if !ok {
				continue
			}
			v = val
		}
		if p, ok := w.abs(v); ok {
			given[p] = true
		}
	}
	keys := make([]string, 0, len(w.files))
	for p := range w.files {
		keys = append(keys, p)
	}
	sort.Strings(keys)
	owned := map[string]bool{}
	for _, p := range keys {
		if given[p] || ownedBy24b(tool, p) {
			owned[p] = true
		}
	}
	// A file an owned one includes (#include "x.bff", include "x.toml").
	for _, p := range keys {
		if !owned[p] {
			continue
		}
		for _, inc := range includes24b(w.files[p].code) {
			if ip, ok := w.abs(path.Join(path.Dir(p), inc)); ok {
				if _, written := w.files[ip]; written {
					owned[ip] = true
				}
			}
		}
	}
	for _, p := range keys {
		f := w.files[p]
		if !owned[p] || !f.known() || strings.TrimSpace(f.code) == "" {
			continue
		}
		if k, ok := taskFileOf(p); ok && !given[p] && k.lang == nil {
			continue // (judged when written: taskfile.go)
		}
		mark := len(w.findings)
		b := path.Base(p)
		if l := configLang24b(b); l != nil {
			w.via = append(w.via, b+", run by "+name)
			w.scanCode(b, l, f.code, seg, depth+1)
			w.via = w.via[:len(w.via)-1]
		}
		if len(w.findings) == mark {
			for _, c := range settingCommands24b(f.code) {
				if w.hiddenRun(name, "a command in "+b, seg, scanWords, func() { w.script(c, depth+1, "a command in "+b) }) {
					break
				}
			}
		}
		if len(w.findings) == mark {
			w.textCommands(b, f.code, seg, depth, false)
		}
		if len(w.findings) == mark {
			if u := sourceSetting(p, f.code); u != "" {
				w.add("remote-install", seg, b+", written in this command, names "+clip(u, 80)+" as a source: "+name+" fetches and runs what it finds there")
			}
		}
		if len(w.findings) > mark {
			return
		}
	}
}

// ownedSkip24b are programs that take files as data whatever their names:
// version control, copiers and packers, editors' and viewers' kin.
func ownedSkip24b(name string) bool {
	switch name {
	case "cp", "mv", "ln", "rm", "install", "tar", "zip", "gzip", "rsync", "scp", "chmod", "chown", "touch", "stat", "file", "diff", "cmp",
		"wc", "sort", "uniq", "md5sum", "sha256sum", "sha1sum", "base64", "xxd", "od", "hexdump", "tee", "dd", "ls", "find", "echo", "printf",
		"mkdir", "rmdir", "realpath", "readlink", "basename", "dirname", "test", "[", "jq", "yq", "gojq", "sed", "awk", "grep", "rg", "git",
		"hg", "svn", "docker", "podman", "kubectl", "sudo", "env", "xargs", "time", "nohup", "nice", "timeout", "watch", "open", "xdg-open",
		"code", "vim", "nvim", "nano", "emacs", "less", "more", "cat", "head", "tail", "prettier", "eslint", "yamllint", "taplo", "shellcheck":
		return true
	}
	return false
}

// ownedBy24b reports p as a config named after tool: its name, less a
// leading dot and its extensions, is the tool's name, or the tool's name
// with a suffix (-config, rc, .conf), or a plain file named so (Cask).
func ownedBy24b(tool, p string) bool {
	if len(tool) < 2 || strings.ContainsAny(tool, "/.=") {
		return false
	}
	stem := strings.ToLower(strings.TrimPrefix(path.Base(p), "."))
	if i := strings.IndexByte(stem, '.'); i >= 0 {
		stem = stem[:i]
	}
	if stem == tool || stem == tool+"rc" || stem == tool+"file" {
		return true
	}
	for _, sep := range [...]string{"-", "_"} {
		if strings.HasPrefix(stem, tool+sep) && configWord24b(stem[len(tool)+1:]) {
			return true
		}
	}
	return false
}

// configWord24b is what follows a tool's name in its config's name.
func configWord24b(s string) bool {
	switch s {
	case "config", "conf", "settings", "project", "recipe", "build", "release", "hooks", "local":
		return true
	}
	return false
}

// configLang24b is the language of a config or recipe file that its tool
// runs as code: a PyInstaller or buildozer .spec and a Python file are
// Python, a JavaScript config node's, a Lua file Lua's.
func configLang24b(b string) *lang {
	switch ext := strings.ToLower(path.Ext(b)); ext {
	case ".py", ".spec":
		if ext == ".spec" && !strings.Contains(b, ".") {
			return nil
		}
		return python
	case ".js", ".cjs", ".mjs":
		return node
	case ".lua":
		return lua
	case ".rb":
		return ruby
	}
	return nil
}

// includes24b is the files a config includes by a directive of its own
// (#include "f", include "f", include = "f"), up to 8.
func includes24b(text string) []string {
	var out []string
	for n, l := range strings.Split(text, "\n") {
		if n >= 400 || len(out) >= 8 {
			break
		}
		t := strings.TrimSpace(l)
		for _, k := range [...]string{"#include ", "include ", "include = ", "%include ", "@include "} {
			if r, ok := strings.CutPrefix(t, k); ok {
				r = strings.Trim(strings.TrimSpace(r), `"'<>;`)
				if r != "" && !strings.ContainsAny(r, " $`") {
					out = append(out, r)
				}
				break
			}
		}
	}
	return out
}

// commandKey24b reports a setting whose value is a command: a hook, a
// command, a script, a build or install step, a pre/post or before/after
// step.
func commandKey24b(k string) bool {
	k = strings.ToLower(strings.Trim(strings.TrimSpace(k), `"'.-{[ `))
	if k == "" || strings.ContainsAny(k, " \t") {
		return false
	}
	for _, s := range [...]string{"command", "cmd", "hook", "exec", "script", "shell", "run"} {
		if strings.Contains(k, s) {
			return true
		}
	}
	for _, p := range [...]string{"before", "after", "pre", "post", "on"} {
		if strings.HasPrefix(k, p) && len(k) > len(p) && (k[len(p)] == '_' || k[len(p)] == '-' || k[len(p)] >= 'A' && k[len(p)] <= 'Z' ||
			strings.HasPrefix(k[len(p):], "bump") || strings.HasPrefix(k[len(p):], "release") || strings.HasPrefix(k[len(p):], "commit") ||
			strings.HasPrefix(k[len(p):], "build") || strings.HasPrefix(k[len(p):], "install") || strings.HasPrefix(k[len(p):], "publish")) {
			return true
		}
	}
	return false
}

// settingCommands24b are the commands a config's settings hold: each
// value of a command-valued key (key = "CMD", key: CMD, key=[[CMD]],
// "key": ["CMD"]), the items of a YAML list under such a key, and a
// program with its arguments set by two keys (path = "/bin/sh" args = "-c
// ...", .ExecExecutable and .ExecArguments), a value naming another
// setting (.Args) read as that setting's. Escaped quotes (\", ^', ^")
// are undone. Up to 32.
func settingCommands24b(text string) []string {
	var out []string
	add := func(s string) {
		s = strings.TrimSpace(unescape24b(s))
		if s != "" && len(out) < 32 && looksLikeCommand(s) {
			out = append(out, s)
		}
	}
	vars := map[string]string{}
	prog := ""
	listIndent := -1
	for n, line := range strings.Split(text, "\n") {
		if n >= 400 {
			break
		}
		t := strings.TrimSpace(line)
		indent := len(line) - len(strings.TrimLeft(line, " \t"))
		if listIndent >= 0 {
			if item, ok := strings.CutPrefix(t, "- "); ok && indent >= listIndent {
				add(strings.Trim(item, `"'`))
				continue
			}
			if t != "" && indent <= listIndent && !strings.HasPrefix(t, "- ") {
				listIndent = -1
			}
		}
		for _, kv := range keyValues24b(t) {
			k, v := kv[0], kv[1]
			lk := strings.ToLower(strings.Trim(k, `."' `))
			if r, ok := vars[strings.TrimSpace(v)]; ok && strings.HasPrefix(strings.TrimSpace(v), ".") {
				v = r
			}
			if strings.HasPrefix(k, ".") {
				vars[k] = v
			}
			switch {
			case strings.HasSuffix(lk, "executable") || lk == "path" || lk == "program" || lk == "exe" || lk == "binary" || lk == "interpreter":
				prog = v
			case strings.HasSuffix(lk, "arguments") || lk == "args" || lk == "argv":
				if prog != "" && (strings.HasPrefix(prog, "/") || !strings.Contains(prog, "/")) {
					add(prog + " " + v)
				}
			case commandKey24b(k):
				if v == "" {
					listIndent = indent
					continue
				}
				add(v)
			}
		}
		if strings.HasSuffix(t, ":") && commandKey24b(strings.TrimSuffix(strings.TrimPrefix(t, "- "), ":")) {
			listIndent = indent
		}
	}
	return out
}

// keyValues24b is a config line's settings: each KEY = VALUE or KEY:
// VALUE, with a value quoted ("...", '...'), in Lua's long brackets
// ([[...]]), in a list (["..."]) or running to the next setting or the
// line's end.
func keyValues24b(t string) [][2]string {
	var out [][2]string
	rest := t
	for k := 0; k < 8 && rest != ""; k++ {
		i := strings.IndexAny(rest, "=:")
		if i <= 0 {
			break
		}
		key := strings.TrimSpace(rest[:i])
		if j := strings.LastIndexAny(key, " \t,{(["); j >= 0 {
			key = key[j+1:]
		}
		if strings.HasPrefix(rest[i:], "://") || strings.HasPrefix(rest[i:], "==") {
			break
		}
		v := strings.TrimLeft(rest[i+1:], " \t[")
		val := ""
		switch {
		case strings.HasPrefix(v, "[["):
			v = v[2:]
			fallthrough
		case strings.HasPrefix(v, "["):
			e := strings.Index(v, "]]")
			if e < 0 {
				e = len(v)
			}
			val, rest = strings.TrimPrefix(v[:e], "["), v[min(e+2, len(v)):]
		case strings.HasPrefix(v, `"`), strings.HasPrefix(v, "'"):
			q := v[0]
			e := 1
			for e < len(v) && (v[e] != q || v[e-1] == '\\' || v[e-1] == '^') {
				e++
			}
			val, rest = v[1:min(e, len(v))], v[min(e+1, len(v)):]
			if e+1 < len(v) && v[e+1] == q && q == '\'' && strings.Contains(val, "^'") {
				val += "'" // (FASTBuild's '...^'...^'' ends in an escaped quote)
				rest = v[min(e+2, len(v)):]
			}
		default:
			e := strings.IndexAny(v, ",}")
			if e < 0 {
				e = len(v)
			}
			if sp := strings.IndexAny(v, " \t"); sp > 0 && sp < e && strings.ContainsAny(v[sp:e], "=") {
				e = sp // (an unquoted value, then the next setting: .A = .B  .C = 'x')
			}
			val, rest = v[:e], v[e:]
		}
		if strings.HasPrefix(val, "[") {
			val = strings.Trim(val, `["]`)
		}
		out = append(out, [2]string{key, strings.TrimSpace(val)})
		rest = strings.TrimLeft(rest, " \t,}]")
	}
	return out
}

// unescape24b undoes a config's escaped quotes: \" and \' (TOML, JSON,
// PipeWire's SPA JSON), ^" and ^' (FASTBuild).
func unescape24b(s string) string {
	return strings.NewReplacer(`\\"`, `"`, `\"`, `"`, `\'`, `'`, `^"`, `"`, `^'`, `'`).Replace(s)
}

// repoAdd24b judges a package source added by a verb: TOOL repo|repository|
// source|registry add|--add|-a [NAME] URL (xmake repo --add, and the
// tools spelled like it), a URL outside the registries or a git address.
func (w *walker) repoAdd24b(name string, argv []arg, seg string) {
	if len(argv) < 4 || name == "git" || name == "helm" || downloaders(name) {
		return
	}
	for i := 1; i+2 < len(argv); i++ {
		switch strings.ToLower(argv[i].s) {
		case "repo", "repos", "repository", "repositories", "source", "sources", "registry", "registries", "index":
		default:
			continue
		}
		if v := argv[i+1].s; v != "add" && v != "--add" && v != "-a" && v != "a" {
			return
		}
		for _, a := range argv[i+2:] {
			l := strings.ToLower(a.s)
			if a.dyn || strings.HasPrefix(l, "-") {
				continue
			}
			if (strings.Contains(l, "://") && foreignIndex(l) || strings.HasPrefix(l, "git@")) && !officialSource(l) {
				w.add("remote-install", seg, name+" "+argv[i].s+" "+argv[i+1].s+" adds "+clip(a.s, 80)+" as a package source: what it installs comes from there")
				return
			}
		}
		return
	}
}

// codeInstallFile24b judges a language's own install call given a file
// (Emacs's package-install-file, Octave's pkg install, R's
// install.packages(PATH, repos = NULL), Julia's Pkg.add(path=...)) that
// was downloaded in the line or lies in the temp folder: a package nobody
// reviewed, whose build and load code runs.
func (w *walker) codeInstallFile24b(name string, argv []arg, seg string) {
	for _, a := range argv[1:] {
		if a.dyn {
			continue
		}
		l := strings.ToLower(a.s)
		if !containsAny(l, []string{"install-file", "pkg install", "pkg('install'", `pkg("install"`, "install.packages(", "install-from-checkout", "pkg.add(path", "pkg.develop(path", "install_local("}) {
			continue
		}
		for _, lit := range append(litStrings(a.s), strings.Fields(a.s)...) {
			lit = strings.Trim(lit, `"'();`)
			if !strings.HasPrefix(lit, "/") && !strings.HasPrefix(lit, "$TMPDIR") && !strings.HasPrefix(lit, "~") {
				continue
			}
			lit = strings.Replace(lit, "$TMPDIR", w.g.env.TmpDir, 1)
			p, ok := w.abs(lit)
			if !ok {
				continue
			}
			if f, ok := w.files[p]; ok && f.download {
				w.add("remote-exec", seg, name+" installs "+clip(lit, 80)+", downloaded in the same command, as a package: its code runs")
				return
			}
			if w.inTemp(p) || strings.HasPrefix(lit, "/tmp/") {
				w.add("remote-install", seg, name+" installs the package "+clip(lit, 80)+" from the temp folder: code nobody reviewed, run at install and load")
				return
			}
		}
	}
}

// queryCommand24b judges a JSON or YAML query that sets a command-valued
// key (.buildCommand = "CMD", .hooks.pre = ["CMD"]): the file it edits is
// a tool's config, and the tool runs CMD.
func (w *walker) queryCommand24b(name string, argv []arg, seg string, depth int) {
	switch name {
	case "jq", "gojq", "jaq", "yq", "dasel", "fx":
	default:
		return
	}
	for _, a := range argv[1:] {
		if a.dyn || strings.HasPrefix(a.s, "-") || !strings.Contains(a.s, "=") {
			continue
		}
		s := a.s
		for from := 0; from < len(s); {
			i := strings.IndexByte(s[from:], '=')
			if i < 0 {
				break
			}
			at := from + i
			from = at + 1
			if at+1 < len(s) && s[at+1] == '=' || at > 0 && strings.IndexByte("=!<>", s[at-1]) >= 0 {
				from = at + 2
				continue
			}
			k := strings.TrimRight(strings.TrimSpace(s[:at]), "|+/ ")
			if j := strings.LastIndexAny(k, ".[\"( "); j >= 0 {
				k = strings.Trim(k[j:], `.["] `)
			}
			if !commandKey24b(k) {
				continue
			}
			c := unescape24b(firstQuoted24b(s[at+1:]))
			if !looksLikeCommand(c) {
				continue
			}
			if w.hiddenRun(name, "a command set by "+name, seg, scanWords, func() { w.script(c, depth+1, "a command set by "+name) }) {
				return
			}
		}
	}
}

// firstQuoted24b is the first quoted string of s, with spaces, its
// backslash-escaped quotes kept ("" when there is none).
func firstQuoted24b(s string) string {
	i := strings.IndexAny(s, `"'`)
	if i < 0 {
		return ""
	}
	q := s[i]
	for j := i + 1; j < len(s); j++ {
		if s[j] == q && s[j-1] != '\\' {
			return s[i+1 : j]
		}
	}
	return ""
}

// csLang is C#'s: .NET's file-based dotnet run, dotnet-script, csi and
// cs-script run it.
var csLang = &lang{shellCalls: []string{"Process.Start"},
	risky: []string{"Process.Start", "Directory.Delete", "File.Delete", "DeleteDirectory"}}

// foreignInterp24b judges interpreters of languages the guard reads as
// compiled ones, named by what they run: Go's (yaegi, gomacro, gore),
// Rust's (evcxr, irust, rust-script), C#'s (dotnet run FILE.cs,
// dotnet-script, csi, cs-script as css or cscs) and JavaScript engines
// not node (njs), given code by an option, on stdin, or in a file the
// line wrote.
func (w *walker) foreignInterp24b(name string, args []arg, seg string, depth int, in input) {
	var l *lang
	var flags []string
	ext := ""
	switch name {
	case "yaegi", "gomacro", "gore", "igo":
		l, flags, ext = goLang, []string{"-e", "-eval", "--eval"}, ".go"
	case "evcxr", "irust", "rust-script":
		l, flags, ext = rustLang, []string{"-e", "--expr"}, ".rs"
	case "dotnet-script", "csi", "cs-script", "css", "cscs":
		l, flags, ext = csLang, []string{"-code", "--code", "-e", "eval"}, ".cs"
	case "dotnet":
		_, ops := opts(args)
		if opWord(ops, 0) != "run" {
			return
		}
		l, ext = csLang, ".cs"
		stdin := false
		for _, o := range ops[1:] {
			stdin = stdin || o.s == "-"
		}
		if !stdin {
			in = input{}
		}
	case "njs", "qjs", "d8", "jsc", "hermes":
		l, flags, ext = node, []string{"-c", "-e", "--eval"}, ".js"
	default:
		return
	}
	_, ops := opts(args)
	judge := func(code string) {
		mark := len(w.findings)
		w.scanCode(name, l, code, seg, depth)
		if len(w.findings) > mark || l != csLang {
			return
		}
		for _, c := range startArgs24b(code) {
			if w.hiddenRun(name, "a process "+name+" code starts", seg, scanWords, func() { w.script(c, depth+1, "a process "+name+" code starts") }) {
				return
			}
		}
	}
	for i, a := range args {
		for _, f := range flags {
			if a.s == f && i+1 < len(args) && !args[i+1].dyn {
				judge(args[i+1].s)
			} else if v, ok := strings.CutPrefix(a.s, f+"="); ok && strings.HasPrefix(f, "-") && !a.dyn {
				judge(v)
			}
		}
	}
	if len(ops) == 0 || name == "dotnet" {
		switch {
		case in.download:
			w.add("remote-exec", pick(in.seg, seg), "a download is piped into "+name+", which runs it as code")
		case in.decoded:
			w.add("obfuscated-exec", pick(in.seg, seg), "decoded text is piped into "+name+", which runs it as code")
		case in.hasCode:
			judge(in.code)
		}
	}
	for _, o := range ops {
		if o.dyn || !strings.HasSuffix(o.s, ext) && !strings.HasSuffix(o.s, ".csx") {
			continue
		}
		if o.download {
			w.add("remote-exec", seg, name+" runs source fetched from the network")
			continue
		}
		if p, ok := w.abs(o.s); ok && w.files != nil {
			if wr, ok := w.writtenFile(p); ok {
				w.runWritten(name, o.s, wr, seg, judge)
			}
		}
	}
}

// ownerRepoSource24b is a source a config names by a forge and a
// repository's owner and name rather than a URL: a line that is a forge's
// name, a label and OWNER/REPO (qlfile's "github NAME OWNER/REPO"), or
// an owner key and a repository key in one entry (aqua's repo_owner and
// repo_name, with a github type).
func ownerRepoSource24b(text string) string {
	owner, forge := "", false
	for n, l := range strings.Split(text, "\n") {
		if n >= 200 {
			break
		}
		t := strings.TrimSpace(strings.TrimPrefix(strings.TrimSpace(l), "- "))
		f := strings.Fields(t)
		if len(f) >= 2 && len(f) <= 4 {
			switch strings.ToLower(f[0]) {
			case "github", "gitlab", "codeberg", "bitbucket", "sourcehut":
				if r := f[len(f)-1]; ownerRepo(strings.Trim(r, `"'`)) {
					return f[0] + ":" + strings.Trim(r, `"'`)
				}
			}
		}
		k, v, ok := strings.Cut(t, ":")
		if !ok {
			k, v, ok = strings.Cut(t, "=")
		}
		if !ok {
			continue
		}
		k, v = strings.ToLower(strings.Trim(strings.TrimSpace(k), `"'`)), strings.Trim(strings.TrimSpace(v), `"', `)
		switch {
		case k == "type" && strings.HasPrefix(strings.ToLower(v), "github") || k == "type" && strings.HasPrefix(strings.ToLower(v), "gitlab"):
			forge = true
		case (k == "repo_owner" || k == "owner" || k == "repoowner") && v != "":
			owner = v
		case (k == "repo_name" || k == "reponame" || k == "repository") && v != "" && owner != "" && forge:
			return owner + "/" + v
		}
	}
	return ""
}

// vcsConfig24b reports a version-control system's own config inside a
// repository's metadata folder, whose hooks run at the next command of
// that system: darcs' _darcs/prefs (defaults' posthook and prehook
// lines), Mercurial's and Sapling's .hg/hgrc and .sl/config, Fossil's
// .fossil-settings, Pijul's .pijul/config, Jujutsu's .jj/repo/config.toml.
func vcsConfig24b(p string) bool {
	d, b := path.Base(path.Dir(p)), path.Base(p)
	switch {
	case d == "prefs" && path.Base(path.Dir(path.Dir(p))) == "_darcs":
		return b == "defaults" || b == "prefs"
	case d == ".hg" && b == "hgrc", d == ".sl" && b == "config", d == ".pijul" && b == "config", d == ".fossil-settings":
		return true
	case b == "config.toml" && d == "repo" && path.Base(path.Dir(path.Dir(p))) == ".jj":
		return true
	}
	return false
}

// startArgs24b is the command a process-start call spells as a program and
// its argument string (C#'s Process.Start("sh", "-c \"CMD\""), and the
// same shape in other languages' calls), up to 8.
func startArgs24b(code string) []string {
	var out []string
	for _, call := range [...]string{"Process.Start(", "ProcessStartInfo(", "Process.Spawn(", "spawn("} {
		for from := 0; from < len(code) && len(out) < 8; {
			i := strings.Index(code[from:], call)
			if i < 0 {
				break
			}
			rest := code[from+i+len(call):]
			from += i + len(call)
			prog := firstQuoted24b(rest)
			if prog == "" || !strings.HasPrefix(strings.TrimSpace(rest), `"`) {
				continue
			}
			after := strings.TrimLeft(rest[len(prog)+2:], " ")
			if !strings.HasPrefix(after, ",") {
				continue
			}
			args := firstQuoted24b(after)
			if args != "" && strings.HasPrefix(strings.TrimLeft(after[1:], " @"), `"`) {
				out = append(out, prog+" "+unescape24b(args))
			}
		}
	}
	return out
}

// toolchainPin24b judges a toolchain file the line wrote (rust-toolchain,
// rust-toolchain.toml) whose path names a folder in the temp folder: every
// cargo, rustc and rustup command in that folder runs the compiler found
// there, the agent's own build, not a released toolchain.
func (w *walker) toolchainPin24b(name string, seg string) {
	switch name {
	case "cargo", "rustc", "rustup", "rustdoc", "cargo-clippy", "clippy-driver":
	default:
		return
	}
	for p, f := range w.files {
		if b := path.Base(p); (b != "rust-toolchain" && b != "rust-toolchain.toml") || !f.known() {
			continue
		}
		for _, l := range strings.Split(f.code, "\n") {
			k, v, ok := strings.Cut(l, "=")
			if !ok || strings.TrimSpace(k) != "path" {
				continue
			}
			v = strings.Trim(strings.TrimSpace(v), `"'`)
			if tp, ok := w.abs(v); ok && (w.inTemp(tp) || strings.HasPrefix(v, "/tmp/")) {
				w.add("persistence", seg, path.Base(p)+", written in this command, points "+name+" at the toolchain in "+clip(v, 80)+": every build in that folder runs the compiler found there")
				return
			}
		}
	}
}

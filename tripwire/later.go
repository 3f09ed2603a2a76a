package tripwire

import (
	"bytes"
	"strings"

	"github.com/hookd/hookd/wiring"
)

// Programs other tools run later, named by a line (red-team round 19).
// A start-up file or a tool's config does not need an agent's variable
// to switch hooktool off: it can name a program the user's next build,
// shell, editor or interpreter runs, and that program does it. What the
// line says is enough to tell: a wrapper run around every compile (Go's
// -toolexec, Cargo's rustc-wrapper), a module preloaded into every run of
// an interpreter (PERL5OPT's -M, RUBYOPT's -r, a JVM's -javaagent,
// LUA_INIT, R's profile variables), a trap that runs a program when a
// shell ends, a tool manager's [hooks] table, a local folder added to
// where an editor or a shell loads its plugins from (Vim's runtimepath,
// Zim's zmodule, Emacs's load-path). Each is a line's text, whoever
// reads it: a start-up file on the list counts it (agentSwitchLines) and
// the sweep counts it in a file the call made or changed (sweptReason).

// laterLine is what a line says that has a program run later in the
// user's tools, "" when it says none (see the rules above).
func laterLine(t string) string {
	low := strings.ToLower(t)
	if v := preloadVarLine(t, low); v != "" {
		return v + " (code preloaded into every run of the interpreter)"
	}
	if k := compileWrapperLine(low); k != "" {
		return k + " (a program run around every compile)"
	}
	if trapRuns(t) {
		return "a trap that runs a program as the shell ends or is signalled"
	}
	if k := loadPathLine(t, low); k != "" {
		return k + " (a local folder or file plugins are loaded from)"
	}
	if k := searchPathLine(t, low); k != "" {
		return k // round 24
	}
	return ""
}

// preloadVarLine is the variable a line sets to load code into every
// run of an interpreter: PERL5OPT with -M, -m or -d, RUBYOPT with -r, a
// JVM's options variable with an agent, LUA_INIT, R_PROFILE_USER or
// R_PROFILE (any value: each names code run first). "" for none.
func preloadVarLine(t, low string) string {
	switch {
	case strings.Contains(low, "perl5opt"):
		for _, v := range varValues(t, "PERL5OPT") {
			if strings.HasPrefix(v, "-M") || strings.HasPrefix(v, "-m") || strings.HasPrefix(v, "-d") {
				return "PERL5OPT"
			}
		}
	case strings.Contains(low, "rubyopt"):
		for _, v := range varValues(t, "RUBYOPT") {
			if strings.HasPrefix(v, "-r") {
				return "RUBYOPT"
			}
		}
	case strings.Contains(low, "java_tool_options") || strings.Contains(low, "_java_options") || strings.Contains(low, "jdk_java_options"):
		if strings.Contains(low, "-javaagent") || strings.Contains(low, "-agentpath") || strings.Contains(low, "-agentlib") {
			return "a JVM agent"
		}
	}
	for _, n := range [...]string{"LUA_INIT", "R_PROFILE_USER", "R_PROFILE"} {
		if !strings.Contains(t, n) {
			continue
		}
		for _, v := range varValues(t, n) {
			if v != "" && !strings.HasPrefix(v, "$") {
				return n
			}
		}
	}
	return ""
}

// compileWrapperLine is the key of a line that names a program run
// around every compile: Go's -toolexec (in GOFLAGS, go env -w's file, a
// shell's export), Cargo's rustc-wrapper or rustc-workspace-wrapper (its
// config, RUSTC_WRAPPER, CARGO_BUILD_RUSTC_WRAPPER) naming a program by
// its path. A bare command name (rustc-wrapper = "sccache", a cache the
// user installed on PATH) does not count; "" for none.
func compileWrapperLine(low string) string {
	if i := strings.Index(low, "-toolexec"); i >= 0 {
		v := strings.TrimLeft(low[i+len("-toolexec"):], "= \t\"'")
		if v != "" {
			return "-toolexec"
		}
	}
	if k := goExecLine(low); k != "" {
		return k
	}
	for _, k := range [...]string{"rustc-wrapper", "rustc_wrapper", "rustc-workspace-wrapper", "rustc_workspace_wrapper"} {
		i := strings.Index(low, k)
		if i < 0 {
			continue
		}
		v := strings.TrimLeft(low[i+len(k):], "= \t\"':")
		if e := strings.IndexAny(v, "\"' \t;,}"); e >= 0 {
			v = v[:e]
		}
		if strings.Contains(v, "/") || strings.HasPrefix(v, "~") || strings.HasPrefix(v, "$") {
			return k
		}
	}
	return ""
}

// goExecLine is "-exec" when a line gives Go's flags (GOFLAGS, in go
// env -w's file, a shell's export, a JSON or TOML value) an -exec naming
// a program by its path (round 20): go run and go test then start every
// binary they build through it, the README's go run ...@latest install
// among them. Only on a line that names GOFLAGS: find's -exec is no
// wrapper. A bare command name (-exec=qemu-arm, an emulator on PATH)
// does not count; "" for none.
func goExecLine(low string) string {
	if !strings.Contains(low, "goflags") {
		return ""
	}
	for i := 0; ; {
		j := strings.Index(low[i:], "-exec")
		if j < 0 {
			return ""
		}
		j += i
		i = j + len("-exec")
		if j > 0 && (wordByte(low[j-1]) || low[j-1] == '-') || i < len(low) && (wordByte(low[i]) || low[i] == '-') {
			continue
		}
		v := strings.TrimLeft(low[i:], "= \t\"'")
		if e := strings.IndexAny(v, "\"' \t;,}"); e >= 0 {
			v = v[:e]
		}
		if strings.Contains(v, "/") || strings.HasPrefix(v, "~") || strings.HasPrefix(v, "$") {
			return "-exec"
		}
	}
}

// quietTrapCmd is a command a trap may run that runs no program of the
// user's choosing: shell builtins that keep history or print.
func quietTrapCmd(w string) bool {
	switch w {
	case "history", "echo", "printf", "true", "false", ":", "exit", "return", "wait", "unset", "set", "shopt", "tput", "clear", "stty", "jobs", "disown", "kill":
		return true
	}
	return false
}

// trapRuns reports a trap (bash, zsh, sh) whose action runs anything
// but quiet builtins on any condition: EXIT runs it as every shell
// ends, ERR after a failing command, a signal when one comes (the DEBUG
// trap is wiring.StartupLine's). `trap "history -a" EXIT`, `trap - EXIT`
// and a trap with an empty action do not count.
func trapRuns(t string) bool {
	for _, part := range strings.FieldsFunc(t, func(r rune) bool { return r == ';' || r == '&' || r == '|' }) {
		p := strings.TrimSpace(part)
		rest, ok := strings.CutPrefix(p, "trap ")
		if !ok {
			// the rest of a line split at ';' inside the trap's quotes
			continue
		}
		rest = strings.TrimSpace(rest)
		for strings.HasPrefix(rest, "-") && !strings.HasPrefix(rest, "- ") && rest != "-" {
			f, r, _ := strings.Cut(rest, " ")
			if f == "--" {
				rest = strings.TrimSpace(r)
				break
			}
			if f == "-p" || f == "-l" {
				return false
			}
			rest = strings.TrimSpace(r)
		}
		if rest == "" {
			return false
		}
		var action string
		if q := rest[0]; q == '"' || q == '\'' {
			// the action, quoted: take it from the whole line (the split
			// at ';' may have cut it)
			i := strings.Index(t, "trap ")
			s := t[i+5:]
			j := strings.IndexByte(s, q)
			k := strings.IndexByte(s[j+1:], q)
			if j < 0 || k < 0 {
				return false
			}
			action = s[j+1 : j+1+k]
		} else {
			action, _, _ = strings.Cut(rest, " ")
			if action == "-" {
				return false
			}
		}
		action = strings.TrimSpace(action)
		if action == "" {
			return false
		}
		for _, c := range strings.FieldsFunc(action, func(r rune) bool { return r == ';' || r == '&' || r == '|' || r == '\n' }) {
			f := strings.Fields(c)
			if len(f) > 0 && !quietTrapCmd(f[0]) {
				return true
			}
		}
		return false
	}
	return false
}

// localPath reports a word that names a local folder or file by an
// absolute path or one from the home folder (not a URL, not a plugin
// manager's user/repo spec).
func localPath(w string) bool {
	w = strings.Trim(w, `"'(),;[]`)
	w = strings.TrimPrefix(w, "+=")
	w = strings.TrimPrefix(w, "^=")
	w = strings.TrimPrefix(w, "=")
	return strings.HasPrefix(w, "/") && !strings.HasPrefix(w, "//") || strings.HasPrefix(w, "~/") || strings.HasPrefix(w, "$HOME") || strings.HasPrefix(w, "${HOME}")
}

// loadPathLine is what a line names that adds a local folder to where an
// editor or a shell loads its plugins from at every start: Vim's
// runtimepath or packpath (set rtp+=DIR, vim.opt.rtp:prepend(DIR)),
// Zim's zmodule of a local folder, Emacs's load-path. "" for none (a
// plugin manager's GitHub spec, zmodule zsh-users/zsh-autosuggestions).
func loadPathLine(t, low string) string {
	key := ""
	switch {
	case strings.Contains(low, "runtimepath") || strings.Contains(low, "packpath"):
		key = "runtimepath"
	case strings.Contains(low, "rtp"):
		for _, w := range strings.FieldsFunc(low, func(r rune) bool { return !wordByte(byte(r)) || r > 127 }) {
			if w == "rtp" || w == "pp" {
				key = "runtimepath"
			}
		}
	case strings.HasPrefix(strings.TrimSpace(low), "zmodule "):
		key = "zmodule"
	case strings.Contains(low, "load-path"):
		key = "load-path"
	default:
		key = pluginManagerWord(low)
	}
	if key == "" {
		return ""
	}
	for _, w := range strings.FieldsFunc(t, func(r rune) bool {
		return r == ' ' || r == '\t' || r == ',' || r == '(' || r == ')' || r == '=' || r == '+' || r == '^'
	}) {
		if localPath(w) {
			return key
		}
	}
	return ""
}

// pluginManagerWord is the shell plugin manager's command a line
// starts with that loads a plugin or a snippet by its argument (round
// 20): zinit's (zi's, zplugin's) snippet, load and light, antigen's and
// antidote's bundle, zplug, zgen's and zgenom's load, znap's source,
// fisher's and omf's install. Each sources what it names at every
// shell start, as `source` does: with a local path (loadPathLine) it
// counts. "" for any other line.
func pluginManagerWord(low string) string {
	f := strings.Fields(strings.TrimSpace(low))
	if len(f) < 2 {
		return ""
	}
	verb := f[1]
	switch f[0] {
	case "zinit", "zi", "zplugin":
		switch verb {
		case "snippet", "load", "light", "light-mode":
			return f[0] + " " + verb
		}
	case "antigen", "antidote", "antibody":
		if verb == "bundle" || verb == "bundles" || verb == "load" {
			return f[0] + " " + verb
		}
	case "zgen", "zgenom":
		if verb == "load" {
			return f[0] + " " + verb
		}
	case "znap":
		if verb == "source" {
			return f[0] + " " + verb
		}
	case "zplug":
		return "zplug"
	case "fisher", "omf":
		if verb == "install" || verb == "add" {
			return f[0] + " " + verb
		}
	}
	return ""
}

// hooksTable reports a TOML table header whose lines are hooks a tool
// runs by itself (mise's [hooks]: enter, leave, cd, postinstall;
// sheldon's [plugins.NAME.hooks]).
func hooksTable(h string) bool {
	for _, p := range strings.Split(strings.Trim(h, "[] \t"), ".") {
		if strings.Trim(p, `"' `) == "hooks" {
			return true
		}
	}
	return false
}

// hookLines are the lines of b (lower case, trimmed) in a TOML table of
// hooks (hooksTable), or that set hooks by a dotted key
// (hooks.enter = "...", hooks = { enter = ... }): a tool manager or a
// plugin manager runs them by itself (mise when a shell enters the
// project).
func hookLines(b []byte) []string {
	if !bytes.Contains(bytes.ToLower(b), []byte("hooks")) {
		return nil
	}
	var out []string
	in := false
	for _, line := range strings.Split(string(b), "\n") {
		t := strings.TrimSpace(line)
		if t == "" || t[0] == '#' {
			continue
		}
		if t[0] == '[' && strings.HasSuffix(t, "]") {
			in = hooksTable(t)
			continue
		}
		key, _, ok := strings.Cut(t, "=")
		if !ok {
			continue
		}
		key = strings.TrimSpace(key)
		if in || key == "hooks" || strings.HasPrefix(key, "hooks.") || strings.HasSuffix(key, ".hooks") || strings.Contains(key, ".hooks.") {
			out = append(out, strings.ToLower(t))
		}
	}
	return out
}

// escapesAsSpace is b with the escapes a string literal or a key
// binding's text spells (\u0001, \x1b, \e, \r, \n, \t, \033) made a
// blank, so a variable glued to one reads as a word
// ("\u0001CLAUDE_CODE_SIMPLE=1 \u000d": VS Code's sendSequence); nil
// when b has none.
func escapesAsSpace(b []byte) []byte {
	if bytes.IndexByte(b, '\\') < 0 {
		return nil
	}
	out := make([]byte, 0, len(b))
	for i := 0; i < len(b); i++ {
		if b[i] != '\\' || i+1 >= len(b) {
			out = append(out, b[i])
			continue
		}
		n := 0
		switch b[i+1] {
		case 'u':
			n = 6
		case 'x':
			n = 4
		case 'e', 'r', 'n', 't', 'a':
			n = 2
		case '0':
			n = 4
		}
		if n == 0 || i+n > len(b) {
			out = append(out, b[i])
			continue
		}
		out = append(out, ' ')
		i += n - 1
	}
	return out
}

// joinPathPieces is text with a path written in pieces read whole:
// `".codex", "hooks.json"` (R's file.path, Python's os.path.join,
// Node's path.join, Lua's table) becomes `.codex/hooks.json`, so
// wiring.NamesWiring sees the file. nil when text has none.
func joinPathPieces(b []byte) []byte {
	if !bytes.Contains(b, []byte(",")) {
		return nil
	}
	r := strings.NewReplacer(`", "`, "/", `","`, "/", `', '`, "/", `','`, "/", `"), "`, "/", `'), '`, "/", `"], "`, "/")
	s := r.Replace(string(b))
	if s == string(b) {
		return nil
	}
	return []byte(s)
}

// writesSomething reports text that writes a file: a function or method
// whose name has "write" in it (writeLines, write_file, writeFileSync,
// .write), open with a write mode, a redirection, or a command that
// writes (sed -i, cp, mv, tee, truncate).
func writesSomething(b []byte) bool {
	low := bytes.ToLower(b)
	for _, s := range [...]string{"write", `"w"`, `'w'`, `"a"`, `'a'`, `">"`, `'>'`, `">>"`, "sed -i", "truncate", " tee ", "shutil.", "os.replace", "os.rename", "file.copy", "file.rename", "unlink",
		// Round 24: a mode taken or given (a hook without its executable
		// bit is skipped), a file removed by a runtime's own call.
		"chmod", "chown", "rmsync", "fs.rm(", "os.remove", "file.delete", "fileutils.rm",
		// Round 25: CMake's and Tcl's file commands that write, copy,
		// move or remove.
		"file(append", "file(remove", "file(rename", "file(copy", "file(touch", "configure_file(", "file delete", "file copy", "file rename"} {
		if bytes.Contains(low, []byte(s)) {
			return true
		}
	}
	for _, l := range strings.Split(string(low), "\n") {
		f := strings.Fields(l)
		if len(f) > 0 && (f[0] == "cp" || f[0] == "mv" || f[0] == "rm" || f[0] == "ln") {
			return true
		}
		if tclOpenWrites(f) {
			return true // round 25
		}
		r := strings.NewReplacer("&>/dev/null", "", ">/dev/null", "", "> /dev/null", "", "2>&1", "", ">&2", "", "1>&2", "", "->", "", ">=", "").Replace(l)
		if strings.Contains(r, ">") && !strings.Contains(r, "=>") {
			return true
		}
	}
	return false
}

// scriptRewrites reports a script (a file another file runs or loads)
// that names a wiring file, in whole or in pieces, and writes: the
// wiring is rewritten when it runs, wherever the two are in it (the path
// built on one line, written on the next).
func scriptRewrites(b []byte) bool {
	if bytes.IndexByte(b, 0) >= 0 {
		return false
	}
	names := wiring.NamesWiring(string(b))
	if !names {
		if j := joinPathPieces(b); j != nil {
			names = wiring.NamesWiring(string(j))
		}
	}
	if !names {
		// Round 25: Tcl's [file join $env(HOME) .gemini settings.json].
		if j := tclJoined(b); j != nil {
			names = wiring.NamesWiring(string(j))
		}
	}
	if !names {
		// Round 22: the path glued from literals (".co" + "dex"), or
		// found by a glob that reaches the wiring (~/.c?dex/h*s.json).
		if j := joinLiterals(b); j != nil {
			names = wiring.NamesWiring(string(j))
			if !names {
				if g := joinPathPieces(j); g != nil {
					names = wiring.NamesWiring(string(g))
				}
			}
		}
	}
	if !names {
		if g := reachedText(b); g != nil {
			names = wiring.NamesWiring(string(g))
		}
	}
	if !names || !writesSomething(b) {
		// Round 23: the text as its format reads it (decodedText).
		if d := decodedText(b); d != nil && bytes.IndexByte(d, 0) < 0 {
			return scriptRewritesPlain(d)
		}
	}
	return names && writesSomething(b)
}

// scriptRewritesPlain is scriptRewrites of text already decoded.
func scriptRewritesPlain(b []byte) bool {
	names := wiring.NamesWiring(string(b))
	if !names {
		if j := joinPathPieces(b); j != nil {
			names = wiring.NamesWiring(string(j))
		}
	}
	if !names {
		if g := reachedText(b); g != nil {
			names = wiring.NamesWiring(string(g))
		}
	}
	return names && writesSomething(b)
}

// callSource is the file a line of R, Lua, Vim or Python loads by a
// call: source("~/x.R"), sys.source(...), dofile("..."), loadfile,
// exec(open("...").read()); "" for none.
func callSource(t string) string {
	low := strings.ToLower(t)
	for _, f := range [...]string{"source(", "dofile(", "loadfile(", "exec(open(", "runpy.run_path("} {
		i := strings.Index(low, f)
		if i < 0 {
			continue
		}
		rest := t[i+len(f):]
		j := strings.IndexAny(rest, `"'`)
		if j < 0 || strings.TrimSpace(rest[:j]) != "" {
			continue
		}
		q := rest[j]
		k := strings.IndexByte(rest[j+1:], q)
		if k < 0 {
			continue
		}
		return rest[j+1 : j+1+k]
	}
	return ""
}

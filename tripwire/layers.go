package tripwire

import (
	"os"
	"path"
	"path/filepath"
	"strings"

	"github.com/hookd/hookd/wiring"
)

// Other tools' config layers (red-team round 18). A tool the user runs
// later can undo the wiring as surely as a start-up file: curl's
// ~/.curlrc `output` or wget's `output_document` naming an agent's hooks
// file writes whatever the next fetch brings over it; npm's node-options
// (in any npmrc layer, a globalconfig file included) preloads a module
// into every node npx starts, an agent's CLI among them; Go's env file
// (go env -w) pointing GOPROXY at a folder the agent fills, with the
// checksum database off, builds what the agent planted at the user's
// next `go run .../hookd-cli@latest install`. No list of such tools
// keeps up; what the file says does. Each judgment here is a line's (or
// a file's) text, whoever reads it, and the sweep applies it to a file
// the call made or changed, wherever it is under the home folder's dot
// folders or the project's.

// outputKey reports a key (lower case) that names where a tool writes:
// its output file or folder, a log, a dump, a cookie jar, a trace, the
// folder downloads land in. Its parts are split at '-', '_' and '.'
// (curl's dump-header and cookie-jar, wget's output_document,
// dir_prefix and save_cookies, aria2's dir, a JSON outputFile).
func outputKey(key string) bool {
	for _, p := range strings.FieldsFunc(key, func(r rune) bool { return r == '-' || r == '_' || r == '.' }) {
		switch p {
		case "o", "out", "outfile", "outdir", "output", "document", "log", "logfile", "logpath", "dump", "save", "write",
			"jar", "cookiejar", "dest", "destination", "trace", "stderr", "stdout", "tee", "dir", "download":
			return true
		}
		for _, pre := range [...]string{"output", "outfile", "logfile", "cookiejar", "destination"} {
			if strings.HasPrefix(p, pre) {
				return true
			}
		}
	}
	return false
}

// lineKey splits a config line into its key (lower case, without the
// dashes of an option, the quotes of a JSON member, a sigil) and the
// rest: `output = "FILE"`, `-o FILE`, `output_document=FILE`,
// `"outputFile": "FILE"`, `$include FILE`.
func lineKey(t string) (string, string) {
	t = strings.TrimSpace(t)
	i := strings.IndexAny(t, "=: \t")
	if i <= 0 {
		return "", ""
	}
	key := strings.ToLower(strings.Trim(t[:i], `"'$.@%-`))
	return key, strings.TrimLeft(t[i:], "=: \t")
}

// outputLine is a line that tells a tool to write its output over an
// agent's wiring (curl's output, wget's output_document, a log file
// named by a path in an agent's folder): "" for any other line.
func outputLine(t string) string {
	key, rest := lineKey(t)
	if key == "" || rest == "" || !outputKey(key) || !wiring.NamesWiring(rest) {
		return optionOutput(t)
	}
	return key
}

// optionOutput is the option of a line's command-line options, wherever
// they are written (a config's list of default options: HTTPie's
// default_options, a tool's args array, an alias's words), that names
// an output file over the wiring: `--output=FILE`, `--output FILE`,
// `-o FILE`, `--log-file=FILE` (red-team round 24); "" for none.
func optionOutput(t string) string {
	if !strings.Contains(t, "-") || !wiring.NamesWiring(t) {
		return ""
	}
	words := strings.FieldsFunc(t, func(r rune) bool {
		return r == ' ' || r == '\t' || r == '"' || r == '\'' || r == ',' || r == '[' || r == ']' || r == '{' || r == '}' || r == '(' || r == ')' || r == ';'
	})
	for i, w := range words {
		if len(w) < 2 || w[0] != '-' || len(words) > 256 {
			continue
		}
		opt := strings.ToLower(strings.TrimLeft(w, "-"))
		key, val, glued := strings.Cut(opt, "=")
		if key == "" || !outputKey(key) {
			continue
		}
		if glued {
			val = w[len(w)-len(val):]
		} else if i+1 < len(words) {
			val = words[i+1]
		}
		if val != "" && wiring.NamesWiring(val) {
			return key
		}
	}
	return ""
}

// preloadSwitch reports a node (or bun) switch that loads code before
// the program runs: a module (--require, -r, --import, --loader), an
// environment file (--env-file), bun's --preload.
func preloadSwitch(w string) bool {
	w = strings.Trim(w, `"',[]`)
	if w == "-r" {
		return true
	}
	for _, s := range [...]string{"--require", "--import", "--loader", "--experimental-loader", "--env-file", "--preload"} {
		if w == s || strings.HasPrefix(w, s+"=") {
			return true
		}
	}
	return false
}

// nodePreloadLine is a line that sets node's options (npm's
// node-options in any npmrc layer, NODE_OPTIONS anywhere, a JSON
// nodeOptions, BUN_OPTIONS) to load code before every program node
// runs: an agent's CLI started by npx or node runs it first, and it can
// set the agent's variables by names no text spells whole. Options that
// only tune node (--max-old-space-size) do not count.
func nodePreloadLine(t string) bool {
	low := strings.ToLower(t)
	i := -1
	for _, k := range [...]string{"node-options", "node_options", "nodeoptions", "bun_options"} {
		if j := strings.Index(low, k); j >= 0 {
			i = j + len(k)
			break
		}
	}
	if i < 0 {
		return false
	}
	for _, w := range strings.FieldsFunc(t[i:], func(r rune) bool { return r == ' ' || r == '\t' || r == '=' || r == ':' || r == '"' || r == '\'' }) {
		if preloadSwitch(w) {
			return true
		}
	}
	return false
}

// hooktoolModule is the module the README's install line builds.
const hooktoolModule = "github.com/hookd/hookd"

// varValues are the values text gives the variable name, in whatever
// syntax: NAME=value (an env file, go env -w, a shell's export), "NAME":
// "value" (JSON), NAME = "value" (TOML), set -gx NAME value (fish),
// setenv NAME value (csh). At most 8.
func varValues(text, name string) []string {
	var out []string
	for i := 0; len(out) < 8; {
		j := strings.Index(text[i:], name)
		if j < 0 {
			break
		}
		j += i
		i = j + len(name)
		if j > 0 && (wordByte(text[j-1])) || i < len(text) && wordByte(text[i]) {
			continue
		}
		k := i
		if k < len(text) && (text[k] == '"' || text[k] == '\'') {
			k++
		}
		for k < len(text) && (text[k] == ' ' || text[k] == '\t') {
			k++
		}
		sep := k < len(text) && (text[k] == '=' || text[k] == ':')
		if sep {
			k++
		} else if k == i {
			continue // NAME glued to something else
		}
		for k < len(text) && (text[k] == ' ' || text[k] == '\t' || text[k] == '"' || text[k] == '\'') {
			k++
		}
		e := k
		for e < len(text) && !strings.ContainsRune("\"' \t\r\n;}", rune(text[e])) {
			e++
		}
		out = append(out, text[k:e])
	}
	return out
}

// modulePatterns reports whether a GONOSUMDB or GOPRIVATE list (comma
// separated globs, each matching a path prefix, as go help
// module-private says) covers module.
func modulePatterns(list, module string) bool {
	for _, p := range strings.Split(list, ",") {
		p = strings.TrimSpace(strings.TrimSuffix(p, "/"))
		if p == "" {
			continue
		}
		n := strings.Count(p, "/") + 1
		parts := strings.SplitN(module, "/", n+1)
		if len(parts) < n {
			continue
		}
		if ok, _ := path.Match(p, strings.Join(parts[:n], "/")); ok {
			return true
		}
	}
	return false
}

// goProxyPlanted reports text that points Go's module fetches at a proxy
// other than the public one (a file:// folder, another server) and turns
// off the checksum database's verification of hooktool's module
// (GOSUMDB off or another database, GONOSUMCHECK, GONOSUMDB or
// GOPRIVATE covering it, GOFLAGS' -insecure): `go run
// github.com/hookd/hookd/cmd/hookd-cli@latest install` then builds
// whatever that proxy serves. Either alone is no change: a company's
// proxy is still checked against the database, and the database off
// with the public proxy serves the real module.
func goProxyPlanted(text string) bool {
	if !strings.Contains(text, "GOPROXY") {
		return false
	}
	planted := false
	for _, v := range varValues(text, "GOPROXY") {
		for _, e := range strings.FieldsFunc(v, func(r rune) bool { return r == ',' || r == '|' }) {
			switch strings.TrimSuffix(e, "/") {
			case "https://proxy.golang.org", "proxy.golang.org", "direct", "off", "":
			default:
				planted = true
			}
		}
	}
	if !planted {
		return false
	}
	for _, v := range varValues(text, "GOSUMDB") {
		if v == "off" || v != "" && !strings.HasPrefix(v, "sum.golang.org") && !strings.HasPrefix(v, "sum.golang.google.cn") {
			return true
		}
	}
	for _, v := range varValues(text, "GONOSUMCHECK") {
		if v == "1" {
			return true
		}
	}
	for _, n := range [...]string{"GONOSUMDB", "GOPRIVATE"} {
		for _, v := range varValues(text, n) {
			if modulePatterns(v, hooktoolModule) {
				return true
			}
		}
	}
	for _, v := range varValues(text, "GOFLAGS") {
		if strings.Contains(v, "-insecure") {
			return true
		}
	}
	return false
}

// joinLiterals is text with string literals joined where code glues
// them (`"CLAUDE_CODE_" + "SIMPLE"`, Lua's `..`, Perl's `.`, adjacent
// literals), so a variable named in pieces reads whole; nil when text
// glues none.
func joinLiterals(b []byte) []byte {
	var out []byte
	for i := 0; i < len(b); i++ {
		c := b[i]
		if c != '"' && c != '\'' && c != '`' {
			if out != nil {
				out = append(out, c)
			}
			continue
		}
		// A closing quote, blanks, an operator or none, blanks, an
		// opening quote: the glue.
		j := i + 1
		for j < len(b) && (b[j] == ' ' || b[j] == '\t') {
			j++
		}
		k := j
		switch {
		case k < len(b) && b[k] == '+':
			k++
		case k+1 < len(b) && b[k] == '.' && b[k+1] == '.':
			k += 2
		case k < len(b) && (b[k] == '.' || b[k] == '~'):
			k++
		}
		for k < len(b) && (b[k] == ' ' || b[k] == '\t') {
			k++
		}
		if k < len(b) && k > i+1 && (b[k] == '"' || b[k] == '\'' || b[k] == '`') {
			if out == nil {
				out = append(make([]byte, 0, len(b)), b[:i]...)
			}
			i = k // both quotes go
			continue
		}
		if out != nil {
			out = append(out, c)
		}
	}
	return out
}

// cmdWords are a line's words as a shell escape in another tool's syntax
// runs them: Vim's `silent !sed ...`, `:!cmd`, `call system('cp ...')`,
// Kakoune's `%sh{ ... }`, `$(...)`: the punctuation that starts a
// command is a separator, so the command's name is a word of its own.
func cmdWords(t string) []string {
	return strings.FieldsFunc(t, func(r rune) bool {
		switch r {
		case ' ', '\t', '!', '{', '}', '(', ')', '`', ';', '|', '&', ',':
			return true
		}
		return false
	})
}

// homePath expands a word naming a path from the home folder (~/,
// $HOME/, ${HOME}/) or an absolute one; "" for any other word.
func homePath(w, home string) string {
	w = strings.Trim(w, `"',;`)
	for _, h := range [...]string{"~/", "$HOME/", "${HOME}/"} {
		if rest, ok := strings.CutPrefix(w, h); ok {
			if home == "" {
				return ""
			}
			return filepath.Join(home, rest)
		}
	}
	if filepath.IsAbs(w) && !strings.ContainsAny(w, "$*?") {
		return filepath.Clean(w)
	}
	return ""
}

// agentNames are the agents' commands agentWord knows.
func agentNames() [7]string {
	return [...]string{"claude", "codex", "gemini", "opencode", "openclaw", "copilot", "qwen"}
}

// pathFolders are the folders a line puts on PATH (export PATH=DIR:...,
// fish_add_path DIR, set -gx PATH DIR $PATH, PATH_add DIR, zsh's
// path=(DIR $path)), absolute or from the home folder; at most 4.
func pathFolders(t, home string) []string {
	if !strings.Contains(t, "PATH") && !strings.Contains(t, "path") {
		return nil
	}
	var out []string
	named := false
	for _, w := range strings.FieldsFunc(t, func(r rune) bool { return r == ' ' || r == '\t' || r == ':' || r == '=' || r == '(' || r == ')' }) {
		switch strings.Trim(w, `"'`) {
		case "PATH", "path", "fish_add_path", "PATH_add", "path_add", "PATH+":
			named = true
			continue
		}
		if !named || len(out) >= 4 {
			continue
		}
		if d := homePath(w, home); d != "" {
			out = append(out, d)
		}
	}
	return out
}

// pathWrapper is a line that puts a folder on PATH holding a wrapper
// script named like an agent's command that fresh tells apart (made or
// changed during the call): the user's shells run it instead of the
// agent. The folder and the name, "" for none. A link to a client's
// binary (a native install, npm's bin link) is the client, and a script
// the user had before the call is the user's.
func pathWrapper(t, home string, fresh func(string) bool) (string, string) {
	for _, d := range pathFolders(t, home) {
		for _, n := range agentNames() {
			if p := filepath.Join(d, n); launcher(p) && fresh(p) {
				return d, n
			}
		}
	}
	return "", ""
}

// includeLine is the file a config line pulls in (readline's $include,
// npm's globalconfig and userconfig, an include, source or import
// line), when it names one by an absolute path or from the home folder.
func includeLine(t, home string) string {
	if p := callSource(t); p != "" {
		return homePath(p, home) // round 19: R's source("~/x.R"), Lua's dofile
	}
	key, rest := lineKey(t)
	if r, ok := strings.CutPrefix(strings.TrimSpace(t), ". "); ok {
		key, rest = ".", r
	}
	switch {
	case key == "source" || key == "import" || key == "." || strings.Contains(key, "include") || strings.HasSuffix(key, "config") || strings.HasSuffix(key, "rcfile"):
	default:
		return ""
	}
	f := strings.Fields(rest)
	if len(f) == 0 {
		return ""
	}
	return homePath(f[0], home)
}

// includedReason is why a file the sweep read pulls in another file
// that says what the sweep counts (an npmrc whose globalconfig names a
// file with node-options that preload a module): the file's own text
// says nothing, what it includes does. One level, at most two files,
// each within the sweep's read budget; a file on the wiring list is
// judged by its own rules and not followed.
func (s *sweeper) includedReason(b []byte) string {
	followed := 0
	for _, line := range strings.Split(string(b), "\n") {
		if followed >= 2 || s.reads >= sweepRead {
			break
		}
		p := includeLine(line, s.home)
		if p == "" || s.listed != nil && s.listed(p) {
			continue
		}
		fi, err := os.Stat(p)
		if err != nil || !fi.Mode().IsRegular() || fi.Size() > sweepBytes {
			continue
		}
		followed++
		s.reads++
		ib, ok := readBounded(p) // opened without blocking: a FIFO put there is no file
		if !ok || len(ib) > sweepBytes {
			continue
		}
		if why := sweptReason(filepath.Base(p), fi.Mode()&0o111 != 0, ib); why != "" {
			return "pulls in " + p + ", which " + why
		}
		if scriptRewrites(ib) {
			// Round 19: the file it loads builds a wiring file's path
			// and writes it (R's file.path then writeLines).
			return "pulls in " + p + ", which rewrites hooktool's wiring when it runs"
		}
	}
	return ""
}

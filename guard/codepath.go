package guard

import (
	"path"
	"slices"
	"strings"
)

// Interpreter code often builds a path instead of spelling it:
// os.path.join(os.environ['HOME'], '.cl'+'aude', 'settings.json'),
// File.join(Dir.home, '.ssh', 'id_rsa'), Path.home() / '.aws' / 'credentials'.
// codePaths evaluates such constant expressions: string literals and home
// lookups joined by concatenation (+, ., .., adjacent literals) or by a path
// join (a comma inside a join call, pathlib's /). It is a scanner, not a
// parser: a run of values and joiners yields each of its prefixes as a
// candidate path, and the guard judges the candidates as it judges literal
// paths. Bounded: the first maxCodeScan bytes, at most maxCodePaths paths.
const (
	maxCodeScan  = 8 << 10
	maxCodePaths = 24
)

// homeLookups are expressions whose value is the home folder; "~" stands
// for it in a candidate.
var homeLookups = [...]string{
	"os.path.expanduser('~')", `os.path.expanduser("~")`,
	"os.environ['HOME']", `os.environ["HOME"]`, "os.environ.get('HOME')", `os.environ.get("HOME")`,
	"os.getenv('HOME')", `os.getenv("HOME")`, "Path.home()", "expanduser('~')", `expanduser("~")`,
	"homedir()", "Dir.home", "ENV['HOME']", `ENV["HOME"]`, "ENV.fetch('HOME')", `ENV.fetch("HOME")`,
	"$ENV{HOME}", "$ENV{'HOME'}", "process.env.HOME", "process.env['HOME']", `process.env["HOME"]`,
	`Deno.env.get("HOME")`, `(getenv "HOME")`, `Sys.getenv("HOME")`, `getenv("HOME")`, "getenv('HOME')",
	"$env:USERPROFILE", "$env:HOME", "$HOME", "${HOME}", "user-emacs-directory",
}

// siteLookups are expressions whose value is a folder Python imports .pth
// files from.
var siteLookups = [...]string{"site.getusersitepackages()", "site.getsitepackages()[0]", "site.USER_SITE", "sysconfig.get_paths()['purelib']", `sysconfig.get_paths()["purelib"]`}

// lookupStart marks the first bytes of the lookups.
var lookupStart = func() (t [256]bool) {
	for _, h := range homeLookups {
		t[h[0]] = true
	}
	for _, h := range siteLookups {
		t[h[0]] = true
	}
	return t
}()

// userSite stands for the user's site-packages folder in a candidate.
const userSite = "~/.local/lib/python3/site-packages"

// codePaths returns the candidate paths code computes, "~" standing for the
// home folder. Only candidates with a / or a leading dot are kept.
func codePaths(code string) []string {
	if len(code) > maxCodeScan {
		code = code[:maxCodeScan]
	}
	var out []string
	keep := func(s string) {
		if len(out) >= maxCodePaths || s == "" || len(s) > 512 || !strings.ContainsAny(s, "/.~") {
			return
		}
		for _, o := range out {
			if o == s {
				return
			}
		}
		out = append(out, s)
	}
	cur, have := "", false
	budget := 8 * maxCodeScan // bytes read by literals that did not end
	join := byte(0)           // the joiner seen after the current value: '+' concatenates, '/' joins
	for i := 0; i < len(code) && len(out) < maxCodePaths; {
		v, n, ok := codeValue(code, i)
		if ok {
			switch {
			case v == "~" || v == userSite:
				cur = v // an absolute folder starts a path whatever came before
			case have && join == '+':
				cur += v
			case have && join == '/':
				if strings.HasPrefix(v, "/") {
					cur = v // os.path.join drops what comes before an absolute part
				} else {
					cur = strings.TrimSuffix(cur, "/") + "/" + v
				}
			default:
				cur = v
			}
			have, join = true, 0
			keep(cur)
			i = n
			continue
		}
		if c := code[i]; c == '"' || c == '\'' || c == '`' {
			// An unterminated literal was read to the end: bound the
			// rescans, which could otherwise be quadratic.
			if budget -= len(code) - i; budget < 0 {
				break
			}
		}
		if !have {
			i++
			continue
		}
		// Between values: spaces, closing brackets, and one joiner.
		c := code[i]
		switch {
		case c == ' ' || c == '\t' || c == ')':
			if join == 0 && c == ' ' {
				join = '+' // adjacent literals ('a' 'b', (concat "a" "b"))
			}
			i++
		case c == '+' || c == '.':
			join = '+'
			i++
		case c == ',' || c == '/':
			join = '/'
			i++
		default:
			have, join = false, 0
			i++
		}
	}
	return out
}

// codeValue reads a string literal or a home or site lookup at code[i].
func codeValue(code string, i int) (string, int, bool) {
	c := code[i]
	if c == '"' || c == '\'' || c == '`' {
		s, n, ok := strLit(code, i)
		if !ok {
			return "", i, false
		}
		if (strings.HasPrefix(s, "${") || strings.HasPrefix(s, "#{")) && strings.IndexByte(s, '}') > 0 {
			// `${os.homedir()}/.npmrc`, "#{Dir.home}/.netrc": an
			// interpolated home lookup.
			j := strings.IndexByte(s, '}')
			if inner := s[2:j]; inner == "HOME" || inner == "ENV['HOME']" || containsAny(inner, homeLookups[:]) {
				s = "~" + s[j+1:]
			}
		}
		for _, h := range [...]string{"$HOME", "${HOME}", "$env:USERPROFILE", "$env:HOME", "%USERPROFILE%"} {
			if strings.HasPrefix(s, h) {
				s = "~" + s[len(h):]
			}
		}
		return strings.ReplaceAll(s, `\`, "/"), n, true
	}
	if !lookupStart[c] {
		return "", i, false // the cheap test that keeps the scan linear
	}
	rest := code[i:]
	for _, h := range homeLookups {
		if strings.HasPrefix(rest, h) {
			return "~", i + len(h), true
		}
	}
	for _, h := range siteLookups {
		if strings.HasPrefix(rest, h) {
			return userSite, i + len(h), true
		}
	}
	return "", i, false
}

// readAPIs are calls that read a file's text into the program.
var readAPIs = [...]string{"open(", "open ", "read", "load(", "slurp", "copy", "cat(", "get-content", "insert-file-contents", "find-file", "io.lines", "file(", "fs.", "gc ", "type ", "get_contents", "fread", "readfile", "require("}

// sendAPIs are calls that talk to the network.
var sendAPIs = [...]string{"urlopen", "requests.", "httpx.", "http.client", "fetch(", "http.request", "https.request", "axios", "net::http", "lwp", "http::tiny", "socket", "curl", "invoke-restmethod", "invoke-webrequest", "irm ", "iwr ", "url-retrieve", "smtplib", "ftplib"}

// codeTargets judges the paths interpreter code computes: a credential the
// code reads asks (denies when the code also talks to the network), and a
// protected, persistent or start-up file the code writes is judged as the
// literal path would be. It returns the candidates as text, for the name
// checks that read the code (protectedCode).
func (w *walker) codeTargets(code, seg string) string {
	cands := codePaths(code)
	if len(cands) == 0 {
		return ""
	}
	lower := strings.ToLower(code)
	reads, writes, sends := false, false, false
	// A move or a delete takes a folder with what it holds (an agent's
	// config folder with its wiring).
	moves := containsAny(lower, []string{"rename", "move", "rmtree", "rmdir", "remove", "unlink", "rm_rf", "rm(", "rmsync", "mv(", "file.delete", "delete-directory", "remove_tree", "os.replace", "rimraf", "trash"})
	for _, r := range readAPIs {
		if strings.Contains(lower, r) {
			reads = true
			break
		}
	}
	for _, a := range writeAPIs {
		if strings.Contains(lower, a) {
			writes = true
			break
		}
	}
	for _, s := range sendAPIs {
		if strings.Contains(lower, s) {
			sends = true
			break
		}
	}
	home := w.g.env.Home
	var text strings.Builder
	for _, c := range cands {
		p := c
		if strings.HasPrefix(c, "~/") || c == "~" {
			if home == "" {
				continue
			}
			p = home + c[1:]
		} else if !strings.HasPrefix(c, "/") {
			abs, ok := w.abs(c) // relative to where the command runs
			if !ok {
				continue
			}
			p = abs
		}
		p = path.Clean(p)
		// The candidate as computed, not made absolute: a project folder
		// whose path holds a protected name must not make every literal
		// look protected.
		text.WriteString("\n'" + c + "'")
		if kind := credential(p, home); kind != "" && kind != "env" && reads && !(strings.HasPrefix(kind, "a credentials folder") && prefixOfOther(c, cands)) {
			why := "the code reads " + kind
			if sends {
				why += " and talks to the network"
			}
			w.add("cred-read", seg, why)
		}
		if writes {
			if why := w.persistWhy(p, seg); why != "" {
				w.add("persistence", seg, "the code writes "+clip(p, 120)+": "+why)
			}
			what := w.protected(p)
			if what == "" && moves {
				what = w.protectedTree(p)
			}
			if what != "" {
				w.add("self-protect", seg, "the code writes "+what)
			}
		}
	}
	return text.String()
}

func containsAny(s string, subs []string) bool {
	for _, x := range subs {
		if strings.Contains(s, x) {
			return true
		}
	}
	return false
}

// prefixOfOther reports a candidate that is the folder of a longer one
// (~/.ssh of ~/.ssh/authorized_keys): the code names the file, not the
// folder.
func prefixOfOther(c string, cands []string) bool {
	for _, o := range cands {
		if len(o) > len(c) && strings.HasPrefix(o, c+"/") {
			return true
		}
	}
	return false
}

// moreHomeLookups are home lookups of editors and JVM and BEAM languages
// that only matter as a delete's whole argument.
var moreHomeLookups = [...]string{`dirs::home_dir().unwrap()`, `home::home_dir().unwrap()`, `std::env::home_dir().unwrap()`, `env::home_dir().unwrap()`, "vim.env.HOME", `expand("~")`, "expand('~')", "System.user_home()", "System.user_home!()",
	`System.getProperty("user.home")`, "System.getProperty('user.home')", `os.UserHomeDir()`, `(user-homedir-pathname)`,
	// Nim, Swift, Dart, Racket, Clojure, Zig, Raku, Kotlin scripts, Lua
	`getHomeDir()`, `NSHomeDirectory()`, `FileManager.default.homeDirectoryForCurrentUser`, `Platform.environment['HOME']!`,
	`Platform.environment['HOME']`, `Platform.environment["HOME"]!`, `Platform.environment["HOME"]`,
	`(find-system-path (quote home-dir))`, `(find-system-path 'home-dir)`, `(System/getProperty "user.home")`,
	`(System/getenv "HOME")`, `$*HOME`, `%*ENV<HOME>`, `%*ENV{'HOME'}`, `$env.HOME`, `$E:HOME`, `os.getenv("HOME")`,
	`os.getenv('HOME')`, `std.os.getenv("HOME")`, `home_dir()`, `dirs::home_dir()`, `env::home_dir()`, `homeDir()`,
	`System.getenv("HOME")`, `System.getenv('HOME')`,
	// V, Go, .NET, Rust, Haskell, OCaml, Fortran
	`os.home_dir()`, `Getenv("HOME")`, `GetEnvironmentVariable("HOME")`, `env::var("HOME").unwrap()`,
	`Environment.GetFolderPath(Environment.SpecialFolder.UserProfile)`,
	`System.Environment.GetFolderPath(System.Environment.SpecialFolder.UserProfile)`, `GetFolderPath(SpecialFolder.UserProfile)`,
	`Environment.GetEnvironmentVariable("HOME")`, `getHomeDirectory`, `Sys.getenv "HOME"`,
	`get_environment_variable("HOME"`}

// homeDeleteNames are delete calls of languages and libraries deletesHome
// reads besides deleteNames: their first argument (or, called on a path
// object, their receiver's) is what goes.
var homeDeleteNames = [...]string{"File.rm_rf!", "File.rm_rf", "delete", "Delete", "rm", "delete-tree", "fs/delete-tree",
	"removeDir", "delete-directory/files", "delete-directory", "deleteTreeAbsolute", "deleteTree", "remove-all", "os:remove-all",
	"DeleteDirectory", "remove_dir_all", "removeItem", "rmrf", "rm-rf", "deleteRecursively", "deleteSync", "deleteDir",
	"delete_recursively", "rmtree", "remove_tree", "rimraf", "rmdir_all", "RemoveAll", "removeDirectoryRecursive",
	"remove_directory"}

// homeAsShell rewrites the home lookups of interpreter code as the quoted
// shell word "$HOME" and joins string literals concatenated around them
// ("rm -rf " .. os.getenv("HOME") becomes "rm -rf $HOME"), so a command
// a string builds with the home folder is read as the shell will get it.
// The literal home path counts as a lookup.
func homeAsShell(code, home string) string {
	if len(code) > maxCodeScan {
		code = code[:maxCodeScan]
	}
	word := "$HOME" // the shell's own name, where the guard was not told the home folder
	if home != "" && home != "/" && !strings.ContainsAny(home, `"' `) {
		word = home // a literal path reads the same in an argument list ("rm", "-rf", HOME)
	}
	// Lookups by their shape first: the whole qualified call
	// (std.getenv("HOME"), not its getenv("HOME")).
	for _, h := range shapedHomeLookups(code) {
		code = strings.ReplaceAll(code, h, `"`+word+`"`)
	}
	for _, list := range [][]string{homeLookups[:], moreHomeLookups[:]} {
		for _, h := range list {
			if h != "$HOME" && h != "${HOME}" && strings.Contains(code, h) {
				// Interpolated into a string ("rm -rf #{Dir.home}"), the
				// path itself; elsewhere a quoted literal.
				for _, open := range [...]string{"#{", "${", "{"} {
					code = strings.ReplaceAll(code, open+h+"}", word)
				}
				if h[0] == '$' || h[0] == '%' {
					// A variable, which strings interpolate: "rm -rf $ENV{HOME}".
					code = strings.ReplaceAll(code, h, word)
					continue
				}
				code = strings.ReplaceAll(code, h, `"`+word+`"`)
			}
		}
	}
	// "A" .. "B", "A" + "B", "A" . "B", "A" ~ "B", "A" <> "B": one literal.
	for _, op := range [...]string{" .. ", "..", " + ", "+", " . ", " ~ ", " <> ", " ++ "} {
		for _, q := range [...]string{`"`, "'"} {
			code = strings.ReplaceAll(code, q+op+`"`+word+`"`, word+q)
		}
	}
	return code
}

// deletesHomeIn is deletesHome of code where the home folder's literal
// path ("/home/dev", or a lookup homeAsShell spelled so) counts as home.
func deletesHomeIn(code, home string) bool {
	if home != "" && home != "/" {
		for _, q := range [...]string{`"`, "'"} {
			code = strings.ReplaceAll(code, q+home+"/"+q, `"~"`)
			code = strings.ReplaceAll(code, q+home+q, `"~"`)
		}
	}
	return deletesHome(code)
}

// deletesHome reports code whose delete call (deleteNames, and the
// languages' own: File.rm_rf, delete(..., "rf"), Delete(...)) has a home
// lookup as its whole first argument: shutil.rmtree(os.path.expanduser("~")),
// fs.rmSync(require('os').homedir(), {recursive: true}).
func deletesHome(code string) bool {
	if len(code) > maxCodeScan {
		code = code[:maxCodeScan]
	}
	names := append(deleteNames[:len(deleteNames):len(deleteNames)], homeDeleteNames[:]...)
	for _, n := range names {
		for from := 0; from < len(code); {
			i := strings.Index(code[from:], n)
			if i < 0 {
				break
			}
			at := from + i + len(n)
			from = at
			start := at - len(n)
			if start > 0 && (isIdentByte(code[start-1]) || code[start-1] == '-') {
				continue // a longer name: "undelete(", "my_rm("
			}
			if at < len(code) && (isIdentByte(code[at]) || code[at] == '-' || code[at] == '/') {
				continue
			}
			// A qualified name (babashka.fs/delete-tree, shutil.rmtree)
			// opens a Lisp form when a parenthesis stands before it.
			q := start
			for q > 0 && (isIdentByte(code[q-1]) || code[q-1] == '.' || code[q-1] == '/' || code[q-1] == '-') {
				q--
			}
			lisp := q > 0 && code[q-1] == '('
			switch {
			case at < len(code) && code[at] == '(':
				at++
			case lisp && at < len(code) && code[at] == ' ':
				at++ // (delete-tree HOME): Lisp puts the name inside the parenthesis
			default:
				continue
			}
			if start > 1 && code[start-1] == '.' && code[start-2] == ')' && receiverIsHome(code[:start-1]) {
				return true // File(HOME).deleteRecursively(), Directory(HOME).deleteSync(...)
			}
			arg := code[at:]
			depth, end := 0, len(arg)
		scan:
			for k := 0; k < len(arg); k++ {
				switch arg[k] {
				case '(', '[', '{':
					depth++
				case ')', ']', '}':
					if depth == 0 {
						end = k
						break scan
					}
					depth--
				case ',', ';':
					// (Julia's keyword arguments follow a ';'.)
					if depth == 0 {
						end = k
						break scan
					}
				}
			}
			a := strings.TrimSpace(arg[:end])
			if lisp {
				a = lispFirst(a)
			}
			if homeArg(a) {
				return true
			}
		}
	}
	return false
}

// receiverIsHome reports code ending in a call whose one argument is the
// home folder: "java.io.File(System.getProperty(\"user.home\"))", the
// path object a delete method is called on.
func receiverIsHome(code string) bool {
	depth := 0
	for i := len(code) - 1; i >= 0; i-- {
		switch code[i] {
		case ')':
			depth++
		case '(':
			depth--
			if depth == 0 {
				return homeArg(strings.TrimSpace(code[i+1 : len(code)-1]))
			}
		}
	}
	return false
}

// lispFirst is the first form of a Lisp argument list: "(getenv
// \"HOME\") t" gives "(getenv \"HOME\")".
func lispFirst(a string) string {
	if !strings.HasPrefix(a, "(") {
		if i := strings.IndexAny(a, " \t"); i > 0 {
			return a[:i]
		}
		return a
	}
	depth := 0
	for i := 0; i < len(a); i++ {
		switch a[i] {
		case '(':
			depth++
		case ')':
			depth--
			if depth == 0 {
				return a[:i+1]
			}
		}
	}
	return a
}

func isIdentByte(b byte) bool {
	return b == '_' || b >= 'a' && b <= 'z' || b >= 'A' && b <= 'Z' || b >= '0' && b <= '9'
}

// homeArg reports an argument that is the home folder: a lookup, possibly
// reached through a module (require('os').homedir()), or "~" and the home
// path as literals.
func homeArg(a string) bool {
	if i := strings.Index(a, ": "); i > 0 && !strings.ContainsAny(a[:i], `"'( `) {
		a = strings.TrimSpace(a[i+2:]) // a labelled argument: removeItem(atPath: HOME)
	}
	a = strings.TrimSuffix(a, "!")
	if a == `"~"` || a == "'~'" || a == `"~/"` || a == `"$HOME"` || a == `"$HOME/"` || a == "~" {
		return true
	}
	if strings.HasPrefix(a, "require(") || strings.HasPrefix(a, "import(") {
		// require("node:os").homedir(): the module reached inline.
		if _, rest, ok := strings.Cut(a, ")."); ok {
			a = rest
		}
	}
	for _, h := range homeLookups {
		if strings.HasSuffix(a, h) && !strings.ContainsAny(strings.TrimSuffix(a, h), "+/ \"'") {
			return true
		}
	}
	for _, h := range moreHomeLookups {
		// (Qualified as the caller spells it: System.Environment.GetEnvironmentVariable("HOME").)
		if a == h || strings.HasSuffix(a, "."+h) && !strings.ContainsAny(strings.TrimSuffix(a, h), "+/ \"'") {
			return true
		}
	}
	return false
}

// homeInterpolated rewrites a home lookup interpolated into a string
// ("rm -rf #{Dir.home}", `rm -rf ${os.homedir()}`, f"rm -rf
// {Path.home()}") as the shell's $HOME, so the shell string is judged for
// what it deletes.
func homeInterpolated(s string) string {
	if !strings.Contains(s, "{") {
		return s
	}
	for _, h := range homeLookups {
		for _, open := range [...]string{"#{", "${", "{"} {
			s = strings.ReplaceAll(s, open+h+"}", "$HOME")
		}
	}
	return strings.ReplaceAll(s, "$ENV{HOME}", "$HOME")
}

// maxShaped bounds the lookups shapedHomeLookups returns.
const maxShaped = 8

// shapedHomeLookups finds home folder lookups by their shape, in
// languages and libraries no list names: a call whose one argument is the
// literal "HOME" or "user.home" (std.getenv("HOME"), (System/getProperty
// "user.home"), Env.get('HOME')), and a qualified home function called
// with nothing (babashka.fs/home in "(babashka.fs/home)",
// pathlib.Path.home, os.homedir(), Files.homeDir()). It returns each
// lookup's text as written.
func shapedHomeLookups(code string) []string {
	var out []string
	add := func(s string) {
		if len(out) < maxShaped && s != "" && !slices.Contains(out, s) {
			out = append(out, s)
		}
	}
	// A call of one literal argument, "HOME" or "user.home".
	for _, lit := range []string{`"HOME"`, `'HOME'`, `"user.home"`, `'user.home'`} {
		for from := 0; from < len(code); {
			i := strings.Index(code[from:], lit)
			if i < 0 {
				break
			}
			i += from
			from = i + len(lit)
			// The call around it: "(" or " " before the literal, the
			// callee's name before that; ")" or "]" after.
			j := i
			for j > 0 && code[j-1] == ' ' {
				j--
			}
			if j == 0 || code[j-1] != '(' && code[j-1] != '[' && code[j-1] != ' ' {
				continue
			}
			open := j - 1
			k := qualStart(code, open)
			end := from
			for end < len(code) && code[end] == ' ' {
				end++
			}
			if end >= len(code) || code[end] != ')' && code[end] != ']' {
				continue
			}
			end++
			switch {
			case k < open && code[open] != ' ':
				add(code[k:end]) // getenv("HOME"), env['HOME']
			case code[open] == ' ' && k > 0 && code[k-1] == '(' && k < open:
				add(code[k-1 : end]) // (System/getenv "HOME")
			}
		}
	}
	// A qualified home function called with nothing.
	for _, name := range []string{"home", "homedir", "home-dir", "home_dir", "homeDir", "HomeDir", "user-home", "userHome"} {
		for from := 0; from < len(code); {
			i := strings.Index(code[from:], name)
			if i < 0 {
				break
			}
			i += from
			from = i + len(name)
			if i == 0 || code[i-1] != '.' && code[i-1] != '/' && code[i-1] != ':' || from < len(code) && isIdentByte(code[from]) {
				continue
			}
			k := qualStart(code, i)
			switch {
			case strings.HasPrefix(code[from:], "()"):
				add(code[k : from+2]) // os.homedir(), fs.home()
			case k > 0 && code[k-1] == '(' && strings.HasPrefix(code[from:], ")"):
				add(code[k-1 : from+1]) // (babashka.fs/home), (pathlib.Path.home)
			}
		}
	}
	return out
}

// qualStart is where the qualified name ending at code[:i] starts: back
// over a name's bytes and the separators of its qualifiers (., /, :, -).
func qualStart(code string, i int) int {
	for i > 0 && (isIdentByte(code[i-1]) || code[i-1] == '.' || code[i-1] == '/' || code[i-1] == ':' || code[i-1] == '-') {
		i--
	}
	return i
}

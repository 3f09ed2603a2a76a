package guard

import (
	"path"
	"slices"
	"strings"

	"mvdan.cc/sh/v3/syntax"
)

// False alarms the third pass clears: known caches, temp files named by a
// pattern, git cleaning only build output, read-only history analysis,
// scratch databases, --help, and the fresh folder mktemp makes.

// freshMark stands for the unknown name of a folder mktemp creates in the
// same command line. It starts with dyn, so everything that treats an
// unknown part as unknown still does; the self-protection checks know that
// a folder made a moment ago holds nothing of hooktool's.
const freshMark = dyn + "mktemp" + dyn

// fresh reports a path inside a folder mktemp made in this command line.
func fresh(s string) bool { return strings.Contains(s, freshMark) }

// freshProgram reports a program path in a folder mktemp made in this
// command line, with a known name ("$d/hooktool" after d=$(mktemp -d)): it
// is what the line put there, judged by that name.
func freshProgram(s string) bool {
	i := strings.LastIndex(s, freshMark)
	return i >= 0 && strings.HasPrefix(s[i+len(freshMark):], "/") && !strings.Contains(s[i+len(freshMark):], dyn)
}

// knownCache reports a path (relative to home) inside a package manager's
// or the system's cache, which the tool fills again on demand.
func knownCache(rel string) bool {
	for _, c := range [...]string{"Library/Caches/", ".cargo/registry/cache", ".cargo/registry/src", ".cargo/registry/index",
		".cargo/git/checkouts", ".cargo/git/db", ".rustup/downloads", ".rustup/tmp", "go/pkg/mod/cache", ".gradle/caches",
		".m2/repository", ".bundle/cache", ".pub-cache/hosted", ".nuget/packages", "Library/Developer/Xcode/DerivedData",
		".local/share/virtualenvs", ".pyenv/cache", ".nvm/.cache", ".conda/pkgs", "miniconda3/pkgs", "anaconda3/pkgs"} {
		if rel == strings.TrimSuffix(c, "/") && !strings.HasSuffix(c, "/") || strings.HasPrefix(rel, strings.TrimSuffix(c, "/")+"/") {
			return true
		}
	}
	return false
}

// tempFolder reports a folder where temp files live (/tmp, $TMPDIR).
func (w *walker) tempFolder(dir string) bool {
	for _, t := range tempRoots {
		if dir == t {
			return true
		}
	}
	return w.g.env.TmpDir != "" && dir == path.Clean(w.g.env.TmpDir)
}

// onlyBuildPaths reports pathspecs that all name build output inside the
// project (git clean -fdx -- dist/).
func (w *walker) onlyBuildPaths(ops []arg) bool {
	if len(ops) == 0 {
		return false
	}
	for _, o := range ops {
		if o.dyn || o.glob || o.s == "" {
			return false
		}
		p, ok := w.abs(o.s)
		if !ok || !under(p, w.g.env.Project) || p == w.g.env.Project || !isBuildPath(p[len(w.g.env.Project):]) {
			return false
		}
	}
	return true
}

// expireRisky reports a reflog expire that drops entries git would keep:
// --expire=now (or all, or a time of minutes or hours), and --all with
// --expire-unreachable=now.
func expireRisky(args []arg) bool {
	for _, a := range args {
		k, v, ok := strings.Cut(a.s, "=")
		if !ok || k != "--expire" && k != "--expire-unreachable" {
			continue
		}
		v = strings.ToLower(v)
		if v == "now" || v == "all" || v == "0" || strings.Contains(v, "second") || strings.Contains(v, "minute") || strings.Contains(v, "hour") {
			return true
		}
	}
	return false
}

// scratchName reports a database or table named as a throwaway one
// (app_test, tmp_import, scratch).
func scratchName(n string) bool {
	n = strings.ToLower(strings.Trim(n, "`\"'[]"))
	if i := strings.LastIndexByte(n, '.'); i >= 0 {
		n = n[i+1:]
	}
	for _, p := range strings.FieldsFunc(n, func(r rune) bool { return r == '_' || r == '-' }) {
		switch p {
		case "test", "tests", "tmp", "temp", "scratch", "dummy", "sandbox", "ci":
			return true
		}
	}
	return false
}

// dropsOnlyScratch reports SQL whose every DROP TABLE is IF EXISTS of a
// scratch table, and that does nothing else destructive.
func dropsOnlyScratch(q string) bool {
	f := strings.Fields(strings.ToUpper(q))
	orig := strings.Fields(q)
	if len(f) != len(orig) {
		return false
	}
	found := false
	for i := 0; i+1 < len(f); i++ {
		if f[i] != "DROP" {
			continue
		}
		if f[i+1] != "TABLE" && f[i+1] != "VIEW" || i+4 >= len(f)+1 {
			return false
		}
		j := i + 2
		if j+1 < len(f) && f[j] == "IF" && f[j+1] == "EXISTS" {
			j += 2
		} else {
			return false
		}
		if j >= len(f) || !scratchName(strings.TrimRight(orig[j], ";")) {
			return false
		}
		found = true
	}
	u := strings.ToUpper(q)
	return found && !strings.Contains(u, "TRUNCATE") && !strings.Contains(u, "DELETE")
}

// helpOnly reports a command line that only asks for help or a version.
func helpOnly(args []arg) bool {
	for _, a := range args {
		switch a.s {
		case "--help", "-h", "-help", "--version", "-V", "/?":
		default:
			return false
		}
	}
	return len(args) > 0
}

// plainFile reports a relative path literal to one file in the project
// folder (out.json, build/report.txt): what os.remove('out.json') deletes.
func (w *walker) plainFile(lit string) bool {
	if strings.HasPrefix(lit, "/") || strings.HasPrefix(lit, "~") || strings.HasPrefix(lit, "..") || strings.Contains(lit, "/../") {
		return false
	}
	b := path.Base(lit)
	if i := strings.LastIndexByte(b, '.'); i <= 0 || i == len(b)-1 {
		return false // no extension: likely a folder
	}
	c, _ := w.target(arg{s: lit})
	return c == cInside || c == cSafe
}

// onlyLiteralShellCalls reports interpreter code whose every risky call is
// system() (os.system) given one string literal (awk's system("rm -f
// out.tmp")): system hands that string to sh, so the command is fully
// known and was judged as shell.
func onlyLiteralShellCalls(code string, l *lang) bool {
	if len(l.litCalls) > 0 {
		return onlyLiteralCalls(code, l)
	}
	if len(l.shellCalls) == 0 || strings.Contains(code, "`") {
		return false
	}
	for _, r := range l.risky {
		if !strings.Contains(code, r) {
			continue
		}
		if r != "system" && r != "system(" && r != "os.system" {
			return false
		}
	}
	calls := 0
	for _, call := range [...]string{"system"} {
		for from := 0; ; {
			i := strings.Index(code[from:], call)
			if i < 0 {
				break
			}
			j := from + i + len(call)
			from = j
			if j < len(code) && (code[j] == '_' || code[j] == '.' || code[j] >= 'a' && code[j] <= 'z' || code[j] >= 'A' && code[j] <= 'Z') {
				continue // a longer name
			}
			for j < len(code) && code[j] == ' ' {
				j++
			}
			if j >= len(code) || code[j] != '(' {
				return false
			}
			_, end, ok := strLit(code, j+1)
			if !ok {
				return false
			}
			for end < len(code) && code[end] == ' ' {
				end++
			}
			if end >= len(code) || code[end] != ')' {
				return false // "rm -f " $1: a string with more joined to it
			}
			calls++
		}
	}
	return calls > 0
}

// onlyLiteralCalls is onlyLiteralShellCalls for a language with its own
// literal calls: every risky name in the code is one of them, and each
// shell call takes one literal without interpolation and nothing more.
func onlyLiteralCalls(code string, l *lang) bool {
	for _, r := range l.risky {
		if strings.Contains(code, r) && !slices.Contains(l.litCalls, r) {
			return false
		}
	}
	calls := 0
	for _, call := range l.shellCalls {
		for from := 0; ; {
			i := strings.Index(code[from:], call)
			if i < 0 {
				break
			}
			j := from + i + len(call)
			from = j
			if j < len(code) && code[j] == '-' {
				continue // a longer name (shell-command-to-string)
			}
			for j < len(code) && (code[j] == ' ' || code[j] == '(') {
				j++
			}
			lit, end, ok := strLit(code, j)
			if !ok || strings.ContainsAny(lit, "$") {
				return false
			}
			for end < len(code) && code[end] == ' ' {
				end++
			}
			if end >= len(code) || code[end] != ')' {
				return false
			}
			calls++
		}
	}
	return calls > 0
}

// cacheQueries are the commands that print a tool's own cache folder,
// which the tool fills again on demand: $(go env GOCACHE), $(pip cache
// dir). A deletion under one is a cache clean.
var cacheQueries = [...]string{"go env GOCACHE", "go env GOMODCACHE", "npm config get cache", "pip cache dir", "pip3 cache dir",
	"python -m pip cache dir", "python3 -m pip cache dir", "yarn cache dir", "yarn config get cacheFolder", "pnpm store path",
	"uv cache dir", "poetry config cache-dir", "composer config cache-dir", "composer config --global cache-dir", "brew --cache",
	"ccache --get-config cache_dir", "getconf DARWIN_USER_CACHE_DIR", "bun pm cache"}

// toolCacheSubst resolves a substitution that prints a tool's cache
// folder to a path under the home cache folder, with the rest unknown
// ("" for any other substitution). Where the tool really keeps it does
// not matter: what it holds is the tool's to rebuild.
func (w *walker) toolCacheSubst(n syntax.Node) string {
	c, ok := n.(*syntax.CmdSubst)
	if !ok || len(c.Stmts) != 1 || w.g.env.Home == "" || len(c.Stmts[0].Redirs) > 0 {
		return ""
	}
	call, ok := c.Stmts[0].Cmd.(*syntax.CallExpr)
	if !ok || len(call.Args) < 2 || len(call.Args) > 5 || len(call.Assigns) > 0 {
		return ""
	}
	words := make([]string, len(call.Args))
	for i, a := range call.Args {
		if words[i] = a.Lit(); words[i] == "" {
			return ""
		}
	}
	q := strings.Join(words, " ")
	if !slices.Contains(cacheQueries[:], q) {
		return ""
	}
	return w.g.env.Home + "/.cache/" + dyn
}

// gitPathSubst resolves $(git rev-parse --show-toplevel) and --git-dir
// (--absolute-git-dir, --git-common-dir) run inside the project to the
// repository's folder or its .git: the project's own repository when the
// guard can find it, else the project. "" for anything else.
func (w *walker) gitPathSubst(n syntax.Node) string {
	c, ok := n.(*syntax.CmdSubst)
	if !ok || len(c.Stmts) != 1 || len(c.Stmts[0].Redirs) > 0 {
		return ""
	}
	call, ok := c.Stmts[0].Cmd.(*syntax.CallExpr)
	if !ok || len(call.Args) != 3 || base(call.Args[0].Lit()) != "git" || call.Args[1].Lit() != "rev-parse" {
		return ""
	}
	proj := w.g.env.Project
	if proj == "" || w.cwd == "" || !under(w.cwd, proj) || w.inBox {
		return ""
	}
	top := proj
	if t := w.repoTop(proj); t != "" {
		top = t
	}
	switch call.Args[2].Lit() {
	case "--show-toplevel":
		return top
	case "--git-dir", "--absolute-git-dir", "--git-common-dir":
		return top + "/.git"
	}
	return ""
}

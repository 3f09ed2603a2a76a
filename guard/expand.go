package guard

import (
	"path"
	"strconv"
	"strings"

	"mvdan.cc/sh/v3/syntax"
)

// Word splitting, positional parameters and container paths: what the
// shell does to a word after the analyser knows the variables in it.

// ifs is the field separator in force: known is false once IFS was set to
// something the analyser cannot know.
func (w *walker) ifs() (sep string, known bool) {
	v, ok := w.vars["IFS"]
	if !ok {
		return " \t\n", true
	}
	if strings.Contains(v, dyn) {
		return "", false
	}
	return v, true
}

// plainParam is $NAME or ${NAME} with no operator: the forms whose value
// word splitting cuts into fields.
func plainParam(p *syntax.ParamExp) bool {
	return p.Param != nil && !p.Excl && !p.Length && !p.Width && p.Index == nil && p.Slice == nil && p.Repl == nil && p.NestedParam == nil && p.Names == 0 && p.Exp == nil
}

// splits reports a word that expands to other than one field: an unquoted
// known value with a separator in it (C="rm -rf"; $C), "$@" or $@ with the
// positional parameters known, or any unquoted value once IFS is unknown.
func (w *walker) splits(wd *syntax.Word) bool {
	if hasBraceExp(wd) {
		return false
	}
	sep, known := w.ifs()
	for _, p := range wd.Parts {
		switch p := p.(type) {
		case *syntax.ParamExp:
			if _, _, ok := w.listOf(p); ok {
				return true
			}
			if !plainParam(p) {
				continue
			}
			if v, ok := w.param(p); ok && v != "" && (!known || strings.ContainsAny(v, sep)) {
				return true
			}
		case *syntax.DblQuoted:
			for _, q := range p.Parts {
				if e, ok := q.(*syntax.ParamExp); ok {
					if _, star, ok := w.listOf(e); ok && !star {
						return true
					}
				}
			}
		}
	}
	return false
}

// expandSplit resolves a word the way the shell splits it into fields.
func (w *walker) expandSplit(wd *syntax.Word) []arg {
	raw := w.text(wd)
	sep, known := w.ifs()
	var out []arg
	cur := arg{raw: raw}
	var b strings.Builder
	have := false
	flush := func() {
		if have {
			cur.s = b.String()
			out = append(out, cur)
		}
		cur, have = arg{raw: raw, fromVar: cur.fromVar}, false
		b.Reset()
	}
	addSplit := func(v string) {
		for i := 0; i < len(v); i++ {
			c := v[i]
			if strings.IndexByte(sep, c) >= 0 {
				if c != ' ' && c != '\t' && c != '\n' {
					have = true // a non-blank separator ends a field even when empty
				}
				flush()
				continue
			}
			if c == '*' || c == '?' || c == '[' {
				cur.glob = true
			}
			b.WriteByte(c)
			have = true
		}
	}
	for i, p := range wd.Parts {
		switch p := p.(type) {
		case *syntax.ParamExp:
			if list, _, ok := w.listOf(p); ok {
				w.noteVar(&cur, p)
				for j, a := range list {
					if j > 0 {
						flush()
					}
					cur.dyn = cur.dyn || a.dyn
					cur.wild = cur.wild || a.wild
					addSplit(a.s)
				}
				continue
			}
			if !plainParam(p) {
				w.part(&cur, &b, p, i == 0, false, false)
				have = true
				continue
			}
			v, ok := w.param(p)
			switch {
			case !ok:
				w.part(&cur, &b, p, i == 0, false, false)
				have = true
			case !known:
				cur.dyn, have = true, true
				b.WriteString(dyn)
			default:
				w.noteVar(&cur, p)
				addSplit(v)
			}
		case *syntax.DblQuoted:
			cur.quoted, have = true, true
			for _, q := range p.Parts {
				e, isParam := q.(*syntax.ParamExp)
				list, star, isList := []arg(nil), false, false
				if isParam {
					list, star, isList = w.listOf(e)
				}
				if isList && !star {
					w.noteVar(&cur, e)
					if len(list) == 0 && len(p.Parts) == 1 {
						have = false // "$@" with no parameters is no word at all
					}
					for j, a := range list {
						if j > 0 {
							flush()
							cur.quoted, have = true, true
						}
						cur.dyn = cur.dyn || a.dyn
						b.WriteString(a.s)
					}
					continue
				}
				w.part(&cur, &b, q, false, true, false)
			}
		default:
			w.part(&cur, &b, p, i == 0, false, false)
			have = true
		}
	}
	flush()
	return out
}

// posParam resolves $1..$9, $#, $* and $@ from set -- (or sh -c's words).
// is is false for names that are not positional.
func (w *walker) posParam(name string) (v string, ok, is bool) {
	switch {
	case name == "#":
		return strconv.Itoa(len(w.pos)), true, true
	case name == "@" || name == "*":
		parts := make([]string, len(w.pos))
		for i, a := range w.pos {
			if a.dyn {
				return "", false, true
			}
			parts[i] = a.s
		}
		return strings.Join(parts, " "), true, true
	case isDigits(name) && name != "0":
		n, _ := strconv.Atoi(name)
		if n > len(w.pos) {
			return "", true, true
		}
		if a := w.pos[n-1]; !a.dyn {
			return a.s, true, true
		}
		return "", false, true
	}
	return "", false, false
}

// setPositional is set -- WORDS: $1... and "$@" are these words from now on.
func (w *walker) setPositional(args []arg) {
	w.pos, w.posKnown = append([]arg(nil), args...), true
	for i := 1; i <= 9; i++ {
		delete(w.vars, strconv.Itoa(i))
	}
	w.tracef("set --: positional parameters are now %s", clip(argsText(args), 120))
}

// noteVar remembers, for explain, a variable assigned earlier in the same
// command line that a word got its value from.
func (w *walker) noteVar(a *arg, p *syntax.ParamExp) {
	if p.Param == nil {
		return
	}
	name := p.Param.Value
	if w.findVars != nil {
		if fa := w.findVars[name]; fa != nil {
			a.findVar = fa
		}
	}
	if _, ok := w.vars[name]; !ok && !(w.posKnown && (name == "@" || name == "*" || isDigits(name))) {
		return
	}
	if !strings.Contains(" "+a.fromVar+" ", " $"+name+" ") {
		a.fromVar = strings.TrimSpace(a.fromVar + " $" + name)
	}
	if w.globVars[name] {
		a.glob = true // a loop over a pattern: the value is each file it matches
	}
}

// dumpsEnv reports a substitution that prints the whole environment.
func dumpsEnv(n syntax.Node) bool {
	found := false
	syntax.Walk(n, func(m syntax.Node) bool {
		if c, ok := m.(*syntax.CallExpr); ok && !found {
			words := make([]string, 0, len(c.Args))
			for _, a := range c.Args {
				words = append(words, a.Lit())
			}
			found = envDump(words)
		}
		return !found
	})
	return found
}

// envDump reports a command (by its literal words) that prints every
// environment variable: env, printenv, set, export -p, declare -x, and
// cat of /proc/*/environ.
func envDump(words []string) bool {
	if len(words) == 0 {
		return false
	}
	ops := 0
	for _, a := range words[1:] {
		if !strings.HasPrefix(a, "-") {
			ops++
		}
	}
	switch base(words[0]) {
	case "env", "printenv":
		return ops == 0
	case "set":
		return len(words) == 1
	case "export", "declare", "typeset":
		return ops == 0 && len(words) > 1
	case "ps":
		// BSD-style e (ps eww, ps auxe) prints each process's environment.
		for _, a := range words[1:] {
			if !strings.HasPrefix(a, "-") && strings.ContainsRune(a, 'e') && strings.Trim(a, "auxewjlmrsSvTtUZ") == "" {
				return true
			}
		}
	case "cat", "strings", "tr", "xxd", "base64":
		for _, a := range words[1:] {
			if procEnviron(a) {
				return true
			}
		}
	case "awk", "gawk", "mawk", "nawk", "busybox":
		// for (k in ENVIRON) print k "=" ENVIRON[k]
		for _, a := range words[1:] {
			if strings.Contains(a, "ENVIRON") && strings.Contains(strings.ReplaceAll(a, " ", ""), "inENVIRON)") {
				return true
			}
		}
	default:
		if langOf(base(words[0])) != nil {
			for _, a := range words[1:] {
				if wholeEnvCode(a) {
					return true
				}
			}
		}
	}
	return envDump24(words) // (blind24.go)
}

// wholeEnvCode reports interpreter code that prints every environment
// variable: json.dumps(dict(os.environ)), JSON.stringify(process.env),
// ENV.to_h, keys %ENV.
func wholeEnvCode(code string) bool {
	c := strings.ReplaceAll(code, " ", "")
	for _, e := range [...]string{"dict(os.environ)", "json.dumps(os.environ", "os.environ.items()", "print(os.environ)",
		"os.environ.copy()", "JSON.stringify(process.env", "console.log(process.env)", "Object.entries(process.env)",
		"ENV.to_h", "ENV.each", "ENV.to_a", "keys%ENV", "each%ENV", "Dumper(\\%ENV)", "getenv())", "print_r($_ENV", "var_dump($_ENV",
		"json_encode($_ENV", "json_encode(getenv())", "Deno.env.toObject()", "System.get_env()"} {
		if strings.Contains(c, e) {
			return true
		}
	}
	return false
}

// procEnviron is a process's environment file.
func procEnviron(p string) bool {
	return strings.HasPrefix(p, "/proc/") && strings.HasSuffix(p, "/environ")
}

// netDevice is bash's /dev/tcp and /dev/udp: a redirect there is a socket.
func netDevice(p string) bool {
	return strings.HasPrefix(p, "/dev/tcp/") || strings.HasPrefix(p, "/dev/udp/")
}

// mount is a host folder seen inside a container (docker run -v SRC:DST).
type mount struct {
	src string // the host folder; "" when only known at run time
	dst string // where it appears in the container
}

// boxFS stands for a container's own files: deleting them does not reach
// the host, so they classify as a temp folder.
const boxFS = "/tmp/.hooktool-container"

// hostPath maps a clean path inside the container to the host path it
// reaches: through the deepest mount that covers it, else the container's
// own (harmless) files.
func (w *walker) hostPath(p string) (string, bool) {
	best := -1
	for i, m := range w.mounts {
		if under(p, m.dst) && (best < 0 || len(m.dst) > len(w.mounts[best].dst)) {
			best = i
		}
	}
	if best < 0 {
		return path.Join(boxFS, p), true
	}
	m := w.mounts[best]
	if m.src == "" {
		return "", false
	}
	rest := strings.TrimPrefix(p, strings.TrimSuffix(m.dst, "/"))
	return path.Join(m.src, rest), true
}

// substituted lists the variables (assigned earlier in the command line,
// or set --) whose values a command's words got.
func substituted(argv []arg) string {
	var names []string
	for _, a := range argv {
		for _, n := range strings.Fields(a.fromVar) {
			dup := false
			for _, m := range names {
				dup = dup || m == n
			}
			if !dup {
				names = append(names, n)
			}
		}
	}
	return strings.Join(names, " ")
}

// tameLoop marks a for loop's variable as tame when the loop runs over
// literal words and globs: its values are those words or file names, which
// an agent's loop does not turn into flags.
func (w *walker) tameLoop(wi *syntax.WordIter) {
	tame := len(wi.Items) > 0
	for _, it := range wi.Items {
		for _, a := range w.expand(it) {
			if a.dyn {
				tame = false
			}
		}
	}
	if w.tame == nil {
		w.tame = map[string]bool{}
	}
	w.tame[wi.Name.Value] = tame
}

// tameParam reports an unknown expansion that cannot hold flags or paths
// of the agent's choosing: a tame loop variable, $$, $?, $!, $#, $RANDOM.
func (w *walker) tameParam(n syntax.Node) bool {
	p, ok := n.(*syntax.ParamExp)
	if !ok || p.Param == nil {
		return false
	}
	switch p.Param.Value {
	case "$", "?", "!", "#", "RANDOM", "PPID", "UID", "EUID", "LINENO", "SECONDS", "BASHPID":
		return true
	}
	return w.tame[p.Param.Value]
}

// pwdSubst resolves $(pwd) (and `pwd`) to the folder the command runs in.
func (w *walker) pwdSubst(n syntax.Node) string {
	c, ok := n.(*syntax.CmdSubst)
	if !ok || w.cwd == "" || len(c.Stmts) != 1 || len(c.Stmts[0].Redirs) > 0 {
		return ""
	}
	call, ok := c.Stmts[0].Cmd.(*syntax.CallExpr)
	if !ok || len(call.Args) == 0 || len(call.Args) > 2 || call.Args[0].Lit() != "pwd" {
		return ""
	}
	if len(call.Args) == 2 && call.Args[1].Lit() != "-P" && call.Args[1].Lit() != "-L" {
		return ""
	}
	return w.cwd
}

// isName reports a shell variable name.
func isName(s string) bool {
	if s == "" || strings.Contains(s, dyn) {
		return false
	}
	for i, c := range s {
		if !(c == '_' || c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || i > 0 && c >= '0' && c <= '9') {
			return false
		}
	}
	return true
}

// tameSubst reports a substitution whose commands print file names, refs
// or facts, not text of the agent's choosing: $(find . -name '*.orig'),
// $(git branch --show-current), $(date +%s). Its words are not flags.
func tameSubst(n syntax.Node) bool {
	c, ok := n.(*syntax.CmdSubst)
	if !ok || len(c.Stmts) == 0 {
		return false
	}
	tame := true
	syntax.Walk(c, func(m syntax.Node) bool {
		call, ok := m.(*syntax.CallExpr)
		if !ok || !tame || len(call.Args) == 0 {
			return tame
		}
		switch base(call.Args[0].Lit()) {
		case "find", "fd", "ls", "git", "mktemp", "pwd", "dirname", "basename", "realpath", "readlink", "which", "date",
			"whoami", "id", "uname", "hostname", "nproc", "grep", "sort", "uniq", "head", "tail", "cut", "wc", "go", "pgrep",
			"lsof", "docker", "jobs", "rg", "tr", "sed":
		default:
			tame = false
		}
		return tame
	})
	return tame
}

// mktempSubst resolves $(mktemp ...) to the folder the temp file or
// folder is made in; "" for any other substitution.
func (w *walker) mktempSubst(n syntax.Node) string {
	c, ok := n.(*syntax.CmdSubst)
	if !ok || len(c.Stmts) != 1 {
		return ""
	}
	call, ok := c.Stmts[0].Cmd.(*syntax.CallExpr)
	if !ok || len(call.Args) == 0 || base(call.Args[0].Lit()) != "mktemp" {
		return ""
	}
	tmp := w.g.env.TmpDir
	if tmp == "" {
		tmp = "/tmp"
	}
	dir, tflag := "", false
	args := call.Args[1:]
	for i := 0; i < len(args); i++ {
		s := args[i].Lit()
		switch {
		case s == "":
			return "" // a computed word
		case s == "-p" || s == "--tmpdir":
			if i+1 >= len(args) {
				return ""
			}
			i++
			a := w.expand(args[i])
			if len(a) != 1 || a[0].dyn {
				return ""
			}
			dir = a[0].s
		case strings.HasPrefix(s, "--tmpdir="):
			dir = strings.TrimPrefix(s, "--tmpdir=")
		case s == "-t":
			tflag = true
		case strings.HasPrefix(s, "-"):
		case strings.Contains(s, "/"):
			dir = path.Dir(s)
		default:
			if !tflag && dir == "" {
				dir = "." // GNU mktemp puts a bare template in the current folder
			}
		}
	}
	if dir == "" {
		dir = tmp
	}
	p, ok := w.abs(dir)
	if !ok {
		return ""
	}
	return p
}

// listOf resolves "$@", "$*", "${a[@]}" and "${a[*]}" when the analyser
// knows the list (set --, sh -c's words, a=(...) earlier in the line).
// star is the * form, which quoted joins into one word.
func (w *walker) listOf(p *syntax.ParamExp) (list []arg, star, ok bool) {
	if p.Param == nil || p.Excl || p.Length || p.Width || p.Slice != nil || p.Repl != nil || p.Exp != nil || p.NestedParam != nil || p.Names != 0 {
		return nil, false, false
	}
	name := p.Param.Value
	if p.Index == nil {
		if (name == "@" || name == "*") && w.posKnown {
			return w.pos, name == "*", true
		}
		return nil, false, false
	}
	idx, isWord := p.Index.(*syntax.Word)
	if isWord && isDigits(idx.Lit()) && len(idx.Lit()) < 4 {
		// ${a[1]}: one element of an array known from earlier in the line.
		all, known := w.arrays[name]
		n, _ := strconv.Atoi(idx.Lit())
		if !known || n >= len(all) {
			return nil, false, false
		}
		return all[n : n+1], false, true
	}
	if !isWord || idx.Lit() != "@" && idx.Lit() != "*" {
		return nil, false, false
	}
	list, ok = w.arrays[name]
	return list, idx.Lit() == "*", ok
}

// spreads reports an expansion that becomes any number of words even
// inside quotes: "$@", "${a[@]}".
func spreads(p *syntax.ParamExp) bool {
	if p.Param == nil {
		return false
	}
	if p.Index == nil {
		return p.Param.Value == "@" || p.Param.Value == "*"
	}
	idx, ok := p.Index.(*syntax.Word)
	return ok && (idx.Lit() == "@" || idx.Lit() == "*")
}

// setArray records a=(words) for "${a[@]}"; an element with an index, or
// an append, makes the array unknown.
func (w *walker) setArray(a *syntax.Assign) {
	name := a.Name.Value
	if w.arrays == nil {
		w.arrays = map[string][]arg{}
	}
	if a.Append || a.Index != nil {
		delete(w.arrays, name)
		return
	}
	var list []arg
	for _, e := range a.Array.Elems {
		if e.Index != nil || e.Value == nil {
			delete(w.arrays, name)
			return
		}
		list = append(list, w.expand(e.Value)...)
	}
	w.arrays[name] = list
}

package guard

import (
	"path"
	"strconv"
	"strings"

	"mvdan.cc/sh/v3/syntax"
)

// dyn marks, inside a resolved word, a part the analyser cannot know
// (a variable, a command substitution).
const dyn = "\x00"

// maxFields bounds brace expansion of one word.
const maxFields = 32

// arg is one resolved word.
type arg struct {
	s        string // the value; unknown parts are dyn
	raw      string // the source text of the word (for messages)
	dyn      bool   // some part is unknown
	glob     bool   // an unquoted *, ?, [ or extglob
	quoted   bool   // some part was quoted
	download bool   // a $(...) or <(...) in it runs a download
	secret   bool   // a $(...) in it prints the environment
	spread   bool   // an unknown "$@" or "${a[@]}": any number of words, even quoted
	wild     bool   // an unknown part can be any text (not a loop's file name, not $$ or $?)
	fromVar  string // the variables substituted into it, for explain
	findRoot string // for find's {}: some path under this root
	findAll  bool   // find had no filter: {} can be anything under the root
	findVar  *arg   // a variable in it holds find's {} (sh -c '... "$1"' _ {}): set as findRoot when the word starts with it
	listed   bool   // a path read from a list whose paths the guard cannot place (cat list | xargs rm): it can be anywhere
	node     *syntax.Word
}

// expandAll resolves words into argv, expanding braces.
func (w *walker) expandAll(ws []*syntax.Word) []arg {
	out := make([]arg, 0, len(ws))
	for _, wd := range ws {
		out = append(out, w.expand(wd)...)
	}
	return out
}

// expand resolves one word into one or more fields (brace expansion).
func (w *walker) expand(wd *syntax.Word) []arg {
	out := w.expandWord(wd)
	if w.findVars != nil {
		for i, a := range out {
			if a.findVar != nil && a.findRoot == "" && strings.HasPrefix(a.s, dyn) {
				// "$f" or "$1.bak" in a script find runs: a file find
				// reaches, as {} itself is.
				out[i].findRoot, out[i].findAll = a.findVar.findRoot, a.findVar.findAll
			}
		}
	}
	return out
}

func (w *walker) expandWord(wd *syntax.Word) []arg {
	node := wd
	if hasBrace(wd) {
		// Split a copy: SplitBraces rewrites a word's parts in place,
		// and the tree must stay as parsed, since syntax.Walk does not
		// take a BraceExp (walking the arguments of `echo {a,b,c}.txt`
		// for a secret's variable panicked). Each field keeps the word
		// as parsed for its node.
		cp := *wd
		if syntax.SplitBraces(&cp) {
			wd = &cp
		}
	}
	if w.splits(wd) {
		return w.expandSplit(wd)
	}
	if len(wd.Parts) == 1 || !hasBraceExp(wd) {
		// The common case: one field, built in one pass.
		a := arg{raw: w.text(wd), node: node}
		var b strings.Builder
		for i, p := range wd.Parts {
			w.part(&a, &b, p, i == 0, false, false)
		}
		a.s = b.String()
		return []arg{a}
	}
	outs := []arg{{raw: w.text(wd), node: node}}
	for i, p := range wd.Parts {
		if b, ok := p.(*syntax.BraceExp); ok {
			var alts []arg
			if b.Sequence {
				alts = []arg{{s: "*", glob: true}}
			} else {
				for _, e := range b.Elems {
					alts = append(alts, w.expand(e)...)
				}
			}
			var next []arg
			for _, o := range outs {
				for _, a := range alts {
					if len(next) >= maxFields {
						break
					}
					n := o
					n.s += a.s
					n.dyn = n.dyn || a.dyn
					n.glob = n.glob || a.glob
					n.quoted = n.quoted || a.quoted
					n.download = n.download || a.download
					next = append(next, n)
				}
			}
			outs = next
			continue
		}
		for j := range outs {
			var b strings.Builder
			b.WriteString(outs[j].s)
			w.part(&outs[j], &b, p, i == 0, false, false)
			outs[j].s = b.String()
		}
	}
	return outs
}

func hasBraceExp(wd *syntax.Word) bool {
	for _, p := range wd.Parts {
		if _, ok := p.(*syntax.BraceExp); ok {
			return true
		}
	}
	return false
}

func hasBrace(wd *syntax.Word) bool {
	for _, p := range wd.Parts {
		if l, ok := p.(*syntax.Lit); ok && strings.IndexByte(l.Value, '{') >= 0 {
			return true
		}
	}
	return false
}

// scriptText resolves a word that is itself shell code (bash -c STR, eval,
// a heredoc fed to a shell): quotes are removed and known variables
// replaced, but unknown expansions keep their source text so the inner
// parse still sees them as dynamic.
func (w *walker) scriptText(wd *syntax.Word) (string, bool) {
	if wd == nil {
		return "", false
	}
	a := arg{}
	var b strings.Builder
	for i, p := range wd.Parts {
		w.part(&a, &b, p, i == 0, false, true)
	}
	return b.String(), a.download
}

// heredocText is a heredoc's body as the program reads it: with a quoted
// delimiter (<<'EOF') every character as written; otherwise a backslash
// escapes only $, `, \ and a newline, as inside double quotes (psql's
// \g and \o stay what they are).
func (w *walker) heredocText(r *syntax.Redirect) string {
	if r.Hdoc == nil {
		return ""
	}
	quoted := false
	if r.Word != nil {
		for _, p := range r.Word.Parts {
			switch p := p.(type) {
			case *syntax.SglQuoted, *syntax.DblQuoted:
				quoted = true
			case *syntax.Lit:
				quoted = quoted || strings.Contains(p.Value, "\\")
			}
		}
	}
	if quoted {
		if len(r.Hdoc.Parts) == 1 {
			if l, ok := r.Hdoc.Parts[0].(*syntax.Lit); ok {
				return l.Value
			}
		}
		return w.text(r.Hdoc)
	}
	a := arg{}
	var b strings.Builder
	for i, p := range r.Hdoc.Parts {
		w.part(&a, &b, p, i == 0, true, true)
	}
	return b.String()
}

// part appends one word part. keepRaw writes unknown parts as their source.
func (w *walker) part(a *arg, b *strings.Builder, p syntax.WordPart, first, inDbl, keepRaw bool) {
	unknown := func(n syntax.Node) {
		a.dyn = true
		if _, num := n.(*syntax.ArithmExp); !num && !w.tameParam(n) && !tameSubst(n) {
			a.wild = true
		}
		if keepRaw {
			b.WriteString(w.text(n))
		} else {
			b.WriteString(dyn)
		}
	}
	switch p := p.(type) {
	case *syntax.Lit:
		v := p.Value
		if inDbl {
			unescapeDbl(b, v)
			return
		}
		if first && strings.HasPrefix(v, "~") {
			end := strings.IndexByte(v, '/')
			if end < 0 {
				end = len(v)
			}
			if h := w.tilde(v[1:end]); h != "" {
				b.WriteString(h)
				v = v[end:]
			}
		}
		for i := 0; i < len(v); i++ {
			c := v[i]
			switch {
			case c == '\\' && i+1 < len(v):
				i++
				if v[i] != '\n' {
					b.WriteByte(v[i])
				}
			case c == '*' || c == '?' || c == '[':
				a.glob = true
				b.WriteByte(c)
			default:
				b.WriteByte(c)
			}
		}
	case *syntax.SglQuoted:
		a.quoted = true
		if p.Dollar {
			b.WriteString(ansiC(p.Value))
		} else {
			b.WriteString(p.Value)
		}
	case *syntax.DblQuoted:
		a.quoted = true
		for _, q := range p.Parts {
			w.part(a, b, q, false, true, keepRaw)
		}
	case *syntax.ParamExp:
		if w.findVars != nil && p.Param != nil && plainParam(p) {
			if fa := w.findVars[p.Param.Value]; fa != nil {
				a.findVar = fa
			}
		}
		if v, ok := w.param(p); ok {
			b.WriteString(v)
			w.noteVar(a, p)
			return
		}
		if spreads(p) {
			a.spread = true
		}
		if v, ok := w.vars[p.Param.Value]; ok && plainParam(p) && v != dyn && strings.Contains(v, dyn) && !keepRaw {
			// Partly known ($(mktemp -d) is under the temp folder): keep what is known.
			a.dyn = true
			a.wild = a.wild || strings.HasPrefix(v, dyn)
			b.WriteString(v)
			return
		}
		unknown(p)
	case *syntax.CmdSubst, *syntax.ProcSubst:
		if d := w.pwdSubst(p); d != "" {
			b.WriteString(d)
			return
		}
		if t, decoded, ok := w.textSubst(p); ok && (inDbl || !strings.ContainsAny(t, " \t\n")) && !(decoded && keepRaw) {
			// Known text: one field (quoted, or a single word unquoted;
			// an unquoted one the shell would split stays unknown).
			// Decoded text as code stays unknown: it asks, as decoded
			// text piped into a shell does.
			b.WriteString(t)
			return
		}
		if d := w.gitPathSubst(p); d != "" && !keepRaw {
			b.WriteString(d) // $(git rev-parse --show-toplevel): the repository's own folder
			return
		}
		if d := w.toolCacheSubst(p); d != "" && !keepRaw {
			a.dyn = true // a tool's cache folder, wherever it is
			b.WriteString(d)
			return
		}
		if d := w.mktempSubst(p); d != "" {
			// Somewhere under a known folder: a.dyn, with the folder kept.
			a.dyn = true
			b.WriteString(d + "/" + freshMark)
			return
		}
		if v, ok := w.lookupSubst(p); ok && !keepRaw {
			a.dyn = true
			b.WriteString(v)
			return
		}
		if v, glob, ok := w.listSubst(p); ok && !keepRaw {
			// $(ls .claude/*.json), $(git ls-files .claude): paths under
			// a known folder or matching a known pattern.
			a.dyn, a.wild = true, true
			a.glob = a.glob || glob
			b.WriteString(v)
			return
		}
		if w.downloads(p) {
			a.download = true
		}
		if dumpsEnv(p) {
			a.secret = true
		}
		unknown(p)
	case *syntax.ArithmExp:
		unknown(p)
	case *syntax.ExtGlob:
		a.glob = true
		b.WriteString(w.text(p))
	default:
		unknown(p)
	}
}

// unescapeDbl removes the backslashes that are special inside "...".
func unescapeDbl(b *strings.Builder, v string) {
	for i := 0; i < len(v); i++ {
		c := v[i]
		if c == '\\' && i+1 < len(v) {
			switch v[i+1] {
			case '$', '`', '"', '\\':
				i++
				b.WriteByte(v[i])
				continue
			case '\n':
				i++
				continue
			}
		}
		b.WriteByte(c)
	}
}

// tilde expands ~ and ~user; "" when it is not a tilde prefix it knows.
func (w *walker) tilde(user string) string {
	switch user {
	case "":
		if w.inBox {
			return "/root"
		}
		if w.g.env.Home != "" {
			return w.g.env.Home
		}
		return "/home/" + dyn
	case "+":
		if w.cwd != "" {
			return w.cwd
		}
		return dyn
	case "-":
		return dyn
	case "root":
		return "/root"
	}
	for _, c := range user {
		if !(c == '_' || c == '-' || c == '.' || c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9') {
			return ""
		}
	}
	return "/home/" + user
}

// param resolves $NAME when the analyser knows its value.
func (w *walker) param(p *syntax.ParamExp) (string, bool) {
	if p.Param == nil || p.Excl || p.Length || p.Width || p.Index != nil || p.Slice != nil || p.Repl != nil || p.NestedParam != nil || p.Names != 0 {
		return "", false
	}
	if p.Exp != nil && p.Exp.Op != syntax.DefaultUnset && p.Exp.Op != syntax.DefaultUnsetOrNull && p.Exp.Op != syntax.ErrorUnset && p.Exp.Op != syntax.ErrorUnsetOrNull {
		// (${X:?msg} is X, or the shell stops: the value when it runs.)
		return "", false
	}
	name := p.Param.Value
	if v, ok := w.vars[name]; ok {
		if strings.Contains(v, dyn) {
			return "", false
		}
		return v, true
	}
	if w.posKnown {
		if v, ok, is := w.posParam(name); is {
			return v, ok
		}
	}
	switch name {
	case "IFS":
		return " \t\n", true
	case "HOME":
		if w.inBox {
			return "/root", true
		}
		if w.g.env.Home != "" {
			return w.g.env.Home, true
		}
	case "TMPDIR":
		if w.g.env.TmpDir != "" {
			return w.g.env.TmpDir, true
		}
		return "/tmp", true
	case "PWD":
		if w.cwd != "" {
			return w.cwd, true
		}
	case "CLAUDE_PROJECT_DIR":
		if w.g.env.Project != "" && !w.inBox {
			return w.g.env.Project, true
		}
	default:
		if v, ok := w.envParam(name); ok || p.Exp == nil {
			return v, ok
		}
	}
	if p.Exp != nil && (p.Exp.Op == syntax.DefaultUnset || p.Exp.Op == syntax.DefaultUnsetOrNull) && p.Exp.Word != nil && name != "IFS" {
		// ${XDG_CONFIG_HOME:-$HOME/.config}, ${ZDOTDIR:-$HOME}: a variable
		// the guard does not know stands for its default, the place the
		// line means when it is unset.
		// (A folder's path only: ${RM:-rm} stays a command name the
		// guard cannot see.)
		if vs := w.expand(p.Exp.Word); len(vs) == 1 && !vs[0].dyn && strings.HasPrefix(vs[0].s, "/") && !strings.ContainsAny(vs[0].s, " \t\n") {
			return vs[0].s, true
		}
	}
	return "", false
}

// text is the source of a node in the script being walked.
func (w *walker) text(n syntax.Node) (out string) {
	if isNil(n) {
		return ""
	}
	// Brace expansions with empty elements ({,}) have no position.
	defer func() {
		if recover() != nil {
			out = ""
		}
	}()
	s, e := int(n.Pos().Offset()), int(n.End().Offset())
	if s < 0 || e > len(w.src) || s > e {
		return ""
	}
	return w.src[s:e]
}

// ansiC decodes the body of a $'...' string.
func ansiC(v string) string {
	if strings.IndexByte(v, '\\') < 0 {
		return v
	}
	var b strings.Builder
	for i := 0; i < len(v); i++ {
		c := v[i]
		if c != '\\' || i+1 >= len(v) {
			b.WriteByte(c)
			continue
		}
		i++
		switch c = v[i]; c {
		case 'a':
			b.WriteByte(7)
		case 'b':
			b.WriteByte(8)
		case 'e', 'E':
			b.WriteByte(27)
		case 'f':
			b.WriteByte(12)
		case 'n':
			b.WriteByte('\n')
		case 'r':
			b.WriteByte('\r')
		case 't':
			b.WriteByte('\t')
		case 'v':
			b.WriteByte(11)
		case 'x', 'u', 'U':
			max := map[byte]int{'x': 2, 'u': 4, 'U': 8}[c]
			j := i + 1
			for j < len(v) && j-i-1 < max && isHex(v[j]) {
				j++
			}
			if j == i+1 {
				b.WriteByte('\\')
				b.WriteByte(c)
				continue
			}
			n, _ := strconv.ParseUint(v[i+1:j], 16, 32)
			if c == 'x' {
				b.WriteByte(byte(n))
			} else {
				b.WriteRune(rune(n))
			}
			i = j - 1
		case '0', '1', '2', '3', '4', '5', '6', '7':
			j := i
			for j < len(v) && j-i < 3 && v[j] >= '0' && v[j] <= '7' {
				j++
			}
			n, _ := strconv.ParseUint(v[i:j], 8, 16)
			b.WriteByte(byte(n))
			i = j - 1
		case 'c':
			if i+1 < len(v) {
				i++
				b.WriteByte(v[i] & 0x1f)
			}
		case '\\', '\'', '"', '?':
			b.WriteByte(c)
		default:
			// Not an escape: bash keeps the backslash ($'\o' is \o).
			b.WriteByte('\\')
			b.WriteByte(c)
		}
	}
	return b.String()
}

func isHex(c byte) bool {
	return c >= '0' && c <= '9' || c >= 'a' && c <= 'f' || c >= 'A' && c <= 'F'
}

// base is the command name as the analyser compares it: no directory, no
// leading backslash, lower case (case-insensitive file systems run RM as rm).
func base(s string) string {
	s = strings.TrimLeft(s, "\\")
	if i := strings.LastIndexByte(s, '/'); i >= 0 {
		s = s[i+1:]
	}
	return strings.ToLower(s)
}

// abs resolves a path argument against the walker's cwd. ok is false when
// the path is unknown (dynamic, or relative to an unknown cwd). Inside a
// container the path is the host path it reaches through a mount.
func (w *walker) abs(s string) (string, bool) {
	p, ok := w.absIn(s)
	if !w.inBox || p == "" {
		return p, ok
	}
	if ok {
		return w.hostPath(p)
	}
	// "/data/$X": the known folder, mapped, then the unknown rest.
	i := strings.Index(p, dyn)
	if i < 0 {
		return "", false
	}
	dir := strings.TrimSuffix(p[:i], "/")
	if dir == "" {
		dir = "/"
	}
	h, hok := w.hostPath(dir)
	if !hok {
		return "", false
	}
	return strings.TrimSuffix(h, "/") + "/" + dyn, false
}

// absIn resolves a path where the command runs (inside a container too),
// through the links the command line made earlier.
func (w *walker) absIn(s string) (string, bool) {
	p, ok := w.absLex(s)
	if len(w.links) == 0 || p == "" {
		return p, ok
	}
	return w.throughLinks(p, ok)
}

// absLex resolves a path by its spelling alone.
func (w *walker) absLex(s string) (string, bool) {
	if strings.Contains(s, dyn) {
		// A known prefix still helps: "$X/etc" is not knowable, but
		// "/tmp/$X" is somewhere under /tmp.
		pre := s[:strings.Index(s, dyn)]
		if !strings.HasPrefix(pre, "/") {
			if w.cwd == "" {
				return "", false
			}
			pre = w.cwd + "/" + pre
		}
		j := strings.LastIndexByte(pre, '/')
		return strings.TrimSuffix(path.Clean(pre[:j+1]), "/") + "/" + dyn, false
	}
	if s == "" {
		return "", false
	}
	if strings.HasPrefix(s, "/") {
		return path.Clean(s), true
	}
	if w.cwd == "" {
		return "", false
	}
	return path.Join(w.cwd, s), true
}

package guard

import (
	"fmt"
	"strings"
	"sync"

	"mvdan.cc/sh/v3/syntax"
)

// maxNodes bounds the commands one tool call may make the analyser judge;
// past it the rest is unparseable (asks) rather than slow.
const maxNodes = 4000

var parsers = sync.Pool{New: func() any {
	return syntax.NewParser(syntax.Variant(syntax.LangBash), syntax.KeepComments(false))
}}

// parse reads a script. The parser is reused: it is the biggest allocation
// of a call.
func parse(text string) (f *syntax.File, err error) {
	p := parsers.Get().(*syntax.Parser)
	defer func() {
		if r := recover(); r != nil {
			// The parser must never take the hook down; a panic in it is
			// an unreadable command.
			f, err = nil, fmt.Errorf("parser failure: %v", r)
			return
		}
		parsers.Put(p)
	}()
	return p.Parse(strings.NewReader(text), "")
}

// walker visits every command of one tool call.
type walker struct {
	g          *Guard
	explain    bool
	cwd        string            // "" once unknown (cd to a variable)
	vars       map[string]string // NAME=value seen earlier in the script
	globVars   map[string]bool   // loop variables that hold a pattern's matches, for one pass of the body
	clones     []string          // folders git clone filled earlier in the line
	repos      []string          // repositories git clone or git init made earlier in the line (fronts.go)
	reloc      string            // a variable that moves hooktool's config (HOME=...), set earlier in the line
	relocAgent string            // a variable that moves an agent's settings (CLAUDE_CONFIG_DIR=...), set earlier in the line
	gitDir     string            // GIT_DIR=... set earlier in the line
	goBin      string            // GOBIN=... set earlier in the line (pathahead.go)
	pkgBins    []string          // program names a package.json's bin was given in the line (npm pkg set bin.NAME=)
	prodEnv    bool              // RAILS_ENV=production, MIX_ENV=prod ... set earlier in the line
	loadDirs   []string          // PERL5LIB, PYTHONPATH and the like set earlier in the line (loaders.go)
	handed     []string          // command-like texts handed to programs earlier in the line (readback.go)
	links      []link            // symlinks, hard links and bind mounts made earlier in the line (links.go)
	loopPasses int               // extra per-item passes over loop bodies so far (bounded: nested loops multiply)
	src        string            // the script being walked (offsets point into it)

	findings []Finding
	cmds     []string
	trace    []string
	judged   int // commands judged
	allowed  int // of which a user allow rule matched
	nodes    int
	tame     map[string]bool // loop variables over literal words or globs: file names, never flags
	nest     int             // $(...) nesting inside one parse
	dlMemo   map[syntax.Node]bool

	echoed    []string           // what echo and printf printed in the line, for channels (channel.go)
	homeVar   string             // a cache or folder variable set to the home folder, for homeAimed (aimed.go)
	files     map[string]written // files written earlier in the command line, by absolute path
	histFiles map[string]bool    // files the repository's history was packed into (outward.go)
	progs     map[string]string  // copies of system programs made in the line: path -> program (shadow.go)
	pending   []pendingText      // their texts, judged when a program runs after them (pending.go)
	pended    int                // texts kept so far in the call (bounded: maxPending)
	filesFull bool               // more files were written than files keeps
	via       []string           // the steps that led to the script being walked (trap body, alias body ...)
	pos       []arg              // positional parameters set by set -- (or sh -c's words) when posKnown
	posKnown  bool
	findVars  map[string]*arg      // variables that hold find's {} in a sh -c script find runs ("$1", "$@", for f; do)
	depth     int                  // the nesting of the script being walked (for code found without a depth at hand)
	arrays    map[string][]arg     // a=(words) seen earlier in the script
	aliases   map[string]string    // alias NAME='BODY' seen earlier in the script
	mounts    []mount              // inside a container: host folders by the container path they appear at
	inBox     bool                 // judging a command that runs inside a container or a chroot
	gitCalls  int                  // git queries made for this call (bounded: maxGitCalls)
	scan      int                  // how far hidden() may still look into arguments (scanAll, scanWords, scanNone)
	fds       map[string]string    // text put on a file descriptor by N<<<TEXT or N<<EOF (exec N<<< keeps it for the script)
	outFds    map[string]string    // the file exec N>FILE opened on descriptor N, which a later >&N writes
	traps     []trapBody           // trap bodies, judged when the script is walked
	funcs     map[string]*funcBody // functions defined so far, judged where they are called
	elevated  string               // what raised the privileges of the command being unwrapped (sudo, a privileged container), for one judge call
}

// input is what a command reads on stdin, when the analyser can tell.
type input struct {
	code      string // a heredoc or here-string body, or echo text piped in
	hasCode   bool
	download  bool   // a download is piped or redirected in
	decoded   bool   // base64 -d and friends are piped in
	pipe      bool   // stdin is a pipe from something else
	secret    bool   // the environment is piped in
	token     bool   // a credential a CLI printed is piped in (tokenPrinter)
	secretVar string // a secret variable's value is piped in (echo "$TOKEN" | ...)
	endless   bool   // an endless stream is piped in
	file      string // stdin is redirected from this file (< FILE)
	seg       string // the whole pipeline, for findings about what flows in
	list      []arg  // the paths a lister piped in prints (ls X, which hooktool, find X)
	history   bool   // the repository's history is piped in (git format-patch --stdout)
}

// output is what a command writes on stdout, for the next pipeline stage.
type output struct {
	download  bool
	decoded   bool
	echo      string
	hasEcho   bool
	secret    bool     // it prints the environment (env, printenv, set ...)
	token     bool     // it prints a credential a CLI keeps (tokenPrinter), as is or through filters
	secretVar string   // it prints this secret variable's value
	endless   bool     // it prints without end (yes, cat /dev/zero)
	shell     bool     // it is a shell reading commands from stdin
	net       bool     // it talks to the network (nc, socat, telnet ...)
	list      []arg    // paths it prints, when it lists files (for xargs)
	from      []string // the files it prints whole (cat FILE ...), for a copy made with >
	setup     bool     // it prints a well-known tool's shell set-up (ssh-agent -s, direnv export bash)
	history   bool     // it prints the repository's history (historyOut)
}

func (w *walker) tracef(format string, args ...any) {
	if w.explain {
		w.trace = append(w.trace, fmt.Sprintf(format, args...))
	}
}

// script parses and walks one script (the tool call, or a nested one).
func (w *walker) script(text string, depth int, via string) {
	if depth > MaxDepth {
		w.unparseable(text, fmt.Sprintf("it nests scripts deeper than %d levels", MaxDepth))
		return
	}
	if len(text) > maxCommand {
		w.unparseable(text, "it is too long to analyse")
		return
	}
	if via != "" {
		w.tracef("%s: parse %q", via, clip(text, 120))
		w.via = append(w.via, via)
		defer func() { w.via = w.via[:len(w.via)-1] }()
	}
	f, err := parse(text)
	if err != nil {
		w.unparseable(text, "the shell parser cannot read it ("+clip(err.Error(), 120)+")")
		return
	}
	saved, savedNest, savedDepth := w.src, w.nest, w.depth
	w.src, w.nest, w.depth = text, 0, depth
	if depth > 0 || via != "" {
		w.stmts(f.Stmts, depth, input{})
	} else {
		// The command line itself: what a statement prints, unless it
		// is redirected, lands in the session. A credential a CLI
		// printed (gh auth token, kubectl get secret -o yaml | base64
		// -d) asks there; piped into the tool that uses it, or into a
		// $(...), it is no print.
		mark := len(w.findings)
		for _, st := range f.Stmts {
			if out := w.stmt(st, depth, input{}); out.token && !stdoutRedirected(st) {
				w.add("secret-send", w.text(st), "it prints a credential a CLI keeps into the session")
			}
		}
		if len(w.findings) == mark {
			w.channels(f, text, depth)
		}
	}
	w.src, w.nest, w.depth = saved, savedNest, savedDepth
}

// stdoutRedirected reports a statement whose standard output goes to a
// file or a descriptor rather than to the session.
func stdoutRedirected(st *syntax.Stmt) bool {
	for _, r := range st.Redirs {
		switch r.Op {
		case syntax.RdrOut, syntax.AppOut, syntax.RdrClob, syntax.AppClob, syntax.RdrAll, syntax.AppAll, syntax.RdrAllClob, syntax.AppAllClob:
			if r.N == nil || r.N.Value == "1" {
				return true
			}
		case syntax.DplOut:
			if r.N == nil || r.N.Value == "1" {
				return true
			}
		}
	}
	return false
}

func (w *walker) stmts(list []*syntax.Stmt, depth int, in input) {
	for i, st := range list {
		if i > 0 {
			in = input{}
		}
		w.stmt(st, depth, in)
	}
}

func (w *walker) budget() bool {
	w.nodes++
	if w.nodes == maxNodes {
		w.unparseable(w.src, "it has too many commands to analyse")
	}
	return w.nodes < maxNodes
}

// stmt walks one statement; in is its stdin when known.
func (w *walker) stmt(st *syntax.Stmt, depth int, in input) output {
	if st == nil || !w.budget() {
		return output{}
	}
	toNet := false
	var written []string    // files this statement writes with > or >>
	var sinks []syntax.Node // >(...) targets: commands that read this statement's output
	for _, r := range st.Redirs {
		w.substs(r.Word, depth)
		if r.Hdoc != nil {
			w.substs(r.Hdoc, depth)
		}
		if (r.Op == syntax.Hdoc || r.Op == syntax.DashHdoc || r.Op == syntax.WordHdoc) && r.N != nil && r.N.Value != "0" {
			// 3<<<TEXT: the text is on fd 3, for a later <&3 (exec keeps it).
			if !w.fdText(r, st) {
				defer delete(w.fds, r.N.Value)
			}
			continue
		}
		switch r.Op {
		case syntax.Hdoc, syntax.DashHdoc:
			in.code = w.heredocText(r)
			in.hasCode = true
		case syntax.WordHdoc:
			in.code, in.download = w.scriptText(r.Word)
			in.hasCode = true
		case syntax.RdrIn:
			a := w.expand(r.Word)
			if len(a) > 0 && a[0].download {
				in.download = true
			}
			for _, x := range a {
				w.readTarget(x, w.text(st))
			}
			if len(a) == 1 && !a[0].dyn {
				in.file = a[0].s
			}
			w.procInput(r.Word, &in, depth)
		case syntax.DplIn, syntax.DplOut:
			if r.Word != nil {
				if l := r.Word.Lit(); l == "-" || isDigits(l) {
					if t, ok := w.fds[l]; ok && r.Op == syntax.DplIn && (r.N == nil || r.N.Value == "0") {
						in.code, in.hasCode = t, true // <&3: what was put on fd 3
					}
					if p, ok := w.outFds[l]; ok && r.Op == syntax.DplOut && (r.N == nil || r.N.Value == "1") {
						written = append(written, p) // >&4 after exec 4>f.sh: the output goes into f.sh
					}
					continue
				}
			}
			fallthrough
		case syntax.RdrOut, syntax.AppOut, syntax.RdrClob, syntax.AppClob, syntax.RdrAll, syntax.AppAll, syntax.RdrAllClob, syntax.AppAllClob, syntax.RdrInOut:
			if r.Word != nil && len(r.Word.Parts) == 1 {
				if ps, ok := r.Word.Parts[0].(*syntax.ProcSubst); ok && ps.Op == syntax.CmdOut {
					sinks = append(sinks, ps)
				}
			}
			for _, x := range w.expand(r.Word) {
				w.writeTarget(x, w.text(st))
				if netDevice(x.s) {
					toNet = true
				}
				if p, ok := w.abs(x.s); ok && !x.dyn && (r.N == nil || r.N.Value == "1") {
					written = append(written, p)
				} else if ok && !x.dyn && isDigits(r.N.Value) && r.N.Value != "2" && execOnly(st) {
					// exec 4>f.sh: descriptor 4 stays open on f.sh for the
					// rest of the script.
					if w.outFds == nil {
						w.outFds = map[string]string{}
					}
					w.outFds[r.N.Value] = p
				}
				if r.Op == syntax.RdrOut || r.Op == syntax.RdrClob || r.Op == syntax.RdrAll || r.Op == syntax.RdrAllClob {
					w.clobber(x, w.text(st), "the redirect > empties it")
				} else if r.Op == syntax.AppOut || r.Op == syntax.AppAll {
					w.appendTo(x, w.text(st))
				}
			}
		}
	}
	switch c := st.Cmd.(type) {
	case *syntax.CallExpr:
		out := w.call(c, st, depth, in)
		if toNet && out.secret {
			w.add("env-exfil", w.text(st), "it writes the environment to a network socket")
		}
		if toNet && out.shell {
			w.add("reverse-shell", w.text(st), "a shell's input or output is redirected to /dev/tcp")
		}
		if out.endless && len(written) > 0 {
			w.add("disk-fill", w.text(st), "")
		}
		for _, p := range written {
			w.wrote(p, out, st, w.text(st))
		}
		for _, n := range sinks {
			w.sink(n, out, w.text(st))
		}
		return out
	case *syntax.BinaryCmd:
		if c.Op == syntax.Pipe || c.Op == syntax.PipeAll {
			stages := flatPipe(st)
			var out output
			shell, net := false, false
			defer func() {
				if shell && net {
					w.add("reverse-shell", w.text(st), "a shell reads its commands from a pipe that a network tool feeds")
				}
			}()
			for i, s := range stages {
				sin := input{}
				if i == 0 {
					sin = in
				} else {
					sin = input{pipe: true, download: out.download, decoded: out.decoded, code: out.echo, hasCode: out.hasEcho, secret: out.secret, token: out.token, secretVar: out.secretVar, endless: out.endless, seg: w.text(st.Cmd), list: out.list, history: out.history}
				}
				if s == st { // a pipeline with redirects of its own
					x := w.stmt(c.X, depth, sin)
					out = w.stmt(c.Y, depth, input{pipe: true, download: x.download, decoded: x.decoded, secret: x.secret, token: x.token, secretVar: x.secretVar, endless: x.endless, code: x.echo, hasCode: x.hasEcho, seg: w.text(st.Cmd), list: x.list, history: x.history})
					shell, net = shell || x.shell || out.shell, net || x.net || out.net
					continue
				}
				out = w.stmt(s, depth, sin)
				shell, net = shell || out.shell, net || out.net
			}
			return out
		}
		w.stmt(c.X, depth, in)
		return w.stmt(c.Y, depth, input{})
	case *syntax.Subshell:
		cwd := w.cwd
		out := w.stmtsOut(c.Stmts, depth, in)
		w.cwd = cwd
		for _, p := range written {
			w.wrote(p, out, st, w.text(st))
		}
		return out
	case *syntax.Block:
		out := w.stmtsOut(c.Stmts, depth, in)
		for _, p := range written {
			w.wrote(p, out, st, w.text(st))
		}
		return out
	case *syntax.IfClause:
		for ic := c; ic != nil; ic = ic.Else {
			w.stmts(ic.Cond, depth, input{})
			w.stmts(ic.Then, depth, input{})
		}
	case *syntax.WhileClause:
		if spawnsForever(c) {
			w.add("fork-bomb", w.text(st), "an endless loop starts a background process on every turn")
			return output{}
		}
		w.stmts(c.Cond, depth, in)
		if name, ok := readLoopVar(c); ok && in.hasCode && !strings.Contains(in.code, dyn) {
			// while read f; do ...; done <<< TEXT: f takes each line.
			lines := strings.Split(strings.TrimRight(in.code, "\n"), "\n")
			if len(lines) <= 8 && w.loopPasses+len(lines) <= maxLoopPasses {
				for _, l := range lines {
					w.loopPasses++
					w.setVar(name, strings.TrimSpace(l))
					w.stmts(c.Do, depth, input{})
				}
				delete(w.vars, name)
				return output{}
			}
		}
		if name, ok := readLoopVar(c); ok {
			w.setVar(name, dyn) // each line in turn: not the first line read above
		}
		w.stmts(c.Do, depth, input{})
	case *syntax.ForClause:
		if wi, ok := c.Loop.(*syntax.WordIter); ok {
			for _, it := range wi.Items {
				w.substs(it, depth)
			}
			w.setVar(wi.Name.Value, loopValue(w, wi))
			if fa := w.findVars["@"]; fa != nil && (len(wi.Items) == 0 || len(wi.Items) == 1 && isAllParams(wi.Items[0])) {
				// for f; do ... "$f": each of find's files in turn.
				name := wi.Name.Value
				old, had := w.findVars[name]
				w.findVars[name] = fa
				defer func() {
					if had {
						w.findVars[name] = old
					} else {
						delete(w.findVars, name)
					}
				}()
			}
			w.tameLoop(wi)
			if items := loopItems(w, wi); len(items) > 0 && w.loopPasses+len(items) <= maxLoopPasses {
				// A loop over known words and patterns: one pass per item,
				// so a loop over .claude/*.json or over named files is
				// judged on what it touches (and a loop over build dist
				// deletes just those). Past the budget, one pass with an
				// unknown value.
				name := wi.Name.Value
				for _, it := range items {
					w.loopPasses++
					w.setVar(name, it.s)
					if it.glob {
						if w.globVars == nil {
							w.globVars = map[string]bool{}
						}
						w.globVars[name] = true
					}
					w.stmts(c.Do, depth, input{})
					delete(w.globVars, name)
				}
				w.setVar(name, loopValue(w, wi))
				return output{}
			}
		} else {
			w.substs(c.Loop, depth)
		}
		w.stmts(c.Do, depth, input{})
	case *syntax.CaseClause:
		w.substs(c.Word, depth)
		for _, it := range c.Items {
			w.stmts(it.Stmts, depth, input{})
		}
	case *syntax.FuncDecl:
		if c.Name == nil || c.Body == nil {
			w.stmt(c.Body, depth, input{})
			return output{}
		}
		if forks(c) {
			w.add("fork-bomb", w.text(st), "")
			return output{}
		}
		if len(w.funcs) < maxFiles {
			// Judged where it is called, with the words it is given as
			// $1 ...; one never called is judged when the script ends.
			w.tracef("function %s: its body is judged where it is called", c.Name.Value)
			if w.funcs == nil {
				w.funcs = map[string]*funcBody{}
			}
			w.funcs[c.Name.Value] = &funcBody{body: c.Body, depth: depth, src: w.src}
			return output{}
		}
		w.tracef("function %s: its body is judged as if it runs", c.Name.Value)
		w.stmt(c.Body, depth, input{})
	case *syntax.DeclClause:
		w.clauseAgain(c, depth) // declare -i 'a[$(CMD)]'=1: the subscript is evaluated
		words := []string{c.Variant.Value}
		nameref := false
		for _, a := range c.Args {
			if a.Naked && a.Value != nil && strings.HasPrefix(a.Value.Lit(), "-") && strings.Contains(a.Value.Lit(), "n") {
				nameref = true // declare -n: the name stands for another variable
			}
			w.assign(a, depth)
			if nameref && a.Name != nil {
				w.setVar(a.Name.Value, dyn)
			}
			if a.Naked && a.Value != nil {
				words = append(words, a.Value.Lit())
			} else {
				words = append(words, "NAME")
			}
		}
		return output{secret: envDump(words)}
	case *syntax.TimeClause:
		return w.stmt(c.Stmt, depth, in)
	case *syntax.CoprocClause:
		w.stmt(c.Stmt, depth, in)
	case *syntax.TestDecl:
		w.stmt(c.Body, depth, input{})
	case *syntax.ArithmCmd, *syntax.LetClause, *syntax.TestClause:
		w.substs(c, depth)
		w.clauseAgain(c, depth)
	}
	for _, p := range written {
		// A loop or a conditional's output: not text the guard computes.
		w.wrote(p, output{}, st, w.text(st))
	}
	return output{}
}

// forks reports a function that calls itself in a pipeline or in the
// background: the classic :(){ :|:& };: shape.
func forks(f *syntax.FuncDecl) bool {
	self, spawn := false, false
	syntax.Walk(f.Body, func(n syntax.Node) bool {
		switch n := n.(type) {
		case *syntax.CallExpr:
			if len(n.Args) > 0 && n.Args[0].Lit() == f.Name.Value {
				self = true
			}
		case *syntax.BinaryCmd:
			if n.Op == syntax.Pipe || n.Op == syntax.PipeAll {
				spawn = true
			}
		case *syntax.Stmt:
			if n.Background {
				spawn = true
			}
		}
		return true
	})
	return self && spawn
}

// isAllParams reports "$@" or $@ (and $*).
func isAllParams(wd *syntax.Word) bool {
	p := wd.Parts
	if len(p) == 1 {
		if q, ok := p[0].(*syntax.DblQuoted); ok {
			p = q.Parts
		}
	}
	if len(p) != 1 {
		return false
	}
	e, ok := p[0].(*syntax.ParamExp)
	return ok && e.Param != nil && (e.Param.Value == "@" || e.Param.Value == "*") && plainParam(e)
}

// loopValue is the loop variable's value when the loop runs over one known
// word; otherwise it is unknown.
func loopValue(w *walker, wi *syntax.WordIter) string {
	if len(wi.Items) != 1 {
		return dyn
	}
	a := w.expand(wi.Items[0])
	if len(a) != 1 || a[0].dyn || a[0].glob {
		return dyn
	}
	return a[0].s
}

// readLoopVar is the variable of a while read VAR loop (read with one
// variable and only -r).
func readLoopVar(c *syntax.WhileClause) (string, bool) {
	if c.Until || len(c.Cond) != 1 {
		return "", false
	}
	call, ok := c.Cond[0].Cmd.(*syntax.CallExpr)
	if !ok || len(call.Args) < 2 || call.Args[0].Lit() != "read" {
		return "", false
	}
	var names []string
	for _, a := range call.Args[1:] {
		l := a.Lit()
		switch {
		case l == "-r":
		case isName(l):
			names = append(names, l)
		default:
			return "", false
		}
	}
	if len(names) != 1 {
		return "", false
	}
	return names[0], true
}

// maxLoopPasses bounds the per-item passes over loop bodies in one call.
const maxLoopPasses = 32

// loopItems are the values of a for loop over known words and patterns
// (at most 8, and only when there is more than one or a pattern: one known
// word is substituted already).
func loopItems(w *walker, wi *syntax.WordIter) []arg {
	var out []arg
	for _, it := range wi.Items {
		for _, a := range w.expand(it) {
			if a.dyn || len(out) >= 8 {
				return nil
			}
			out = append(out, a)
		}
	}
	if len(out) == 1 && !out[0].glob {
		return nil
	}
	return out
}

func isDigits(s string) bool {
	if s == "" {
		return false
	}
	for _, c := range s {
		if c < '0' || c > '9' {
			return false
		}
	}
	return true
}

// flatPipe lists the stages of a pipeline in order.
func flatPipe(st *syntax.Stmt) []*syntax.Stmt {
	b, ok := st.Cmd.(*syntax.BinaryCmd)
	if !ok || (b.Op != syntax.Pipe && b.Op != syntax.PipeAll) {
		return []*syntax.Stmt{st}
	}
	if len(st.Redirs) > 0 || st.Negated {
		return []*syntax.Stmt{st}
	}
	return append(flatPipe(b.X), flatPipe(b.Y)...)
}

// substs walks every $(...), `...`, <(...) and >(...) inside node: they run.
func (w *walker) substs(node syntax.Node, depth int) {
	if isNil(node) {
		return
	}
	syntax.Walk(node, func(n syntax.Node) bool {
		var list []*syntax.Stmt
		switch n := n.(type) {
		case *syntax.CmdSubst:
			list = n.Stmts
		case *syntax.ProcSubst:
			list = n.Stmts
		default:
			return true
		}
		w.nest++
		cwd := w.cwd
		defer func() { w.cwd = cwd }()
		if w.nest > 64 {
			w.unparseable(w.text(n), "command substitutions nest too deep")
		} else {
			w.stmts(list, depth, input{})
		}
		w.nest--
		return false
	})
}

// assign records NAME=value for later $NAME, and walks what the value runs.
func (w *walker) assign(a *syntax.Assign, depth int) {
	if a == nil {
		return
	}
	if a.Value != nil {
		w.substs(a.Value, depth)
		w.codeVar(a, depth)
		w.loaderVar(a, depth)
	} else if a.Array != nil {
		w.codeVar(a, depth) // (PROMPT_COMMAND=(CMD ...))
	}
	if a.Array != nil {
		w.substs(a.Array, depth)
	}
	if a.Name == nil {
		return
	}
	if (a.Name.Value == "BASH_CMDS" || a.Name.Value == "commands") && a.Index != nil && a.Value != nil {
		// BASH_CMDS[make]=/bin/rm: bash's table of remembered commands
		// (zsh's is commands[make]=/bin/rm), so "make" runs /bin/rm from
		// here on (as hash -p does).
		if k, ok := a.Index.(*syntax.Word); ok {
			w.remember(k.Lit(), w.text(a.Value))
		}
	}
	if a.Array != nil {
		w.setArray(a)
	} else if w.arrays != nil {
		delete(w.arrays, a.Name.Value)
	}
	w.envAssign(a, w.text(a))
	if a.Value == nil || a.Append || a.Index != nil || a.Array != nil {
		w.setVar(a.Name.Value, dyn)
		return
	}
	v := w.expand(a.Value)
	if len(v) != 1 {
		w.setVar(a.Name.Value, dyn)
		return
	}
	// A partly known value ("/tmp/x/" then unknown) keeps its known part.
	w.setVar(a.Name.Value, v[0].s)
}

func (w *walker) setVar(name, v string) {
	if w.vars == nil {
		w.vars = map[string]string{}
	}
	w.vars[name] = v
}

// call walks a simple command.
func (w *walker) call(c *syntax.CallExpr, st *syntax.Stmt, depth int, in input) output {
	for _, wd := range c.Args {
		w.substs(wd, depth)
	}
	if len(c.Args) == 0 {
		for _, a := range c.Assigns {
			w.assign(a, depth)
		}
		return output{}
	}
	for _, a := range c.Assigns {
		if a.Value != nil {
			w.substs(a.Value, depth)
			w.codeVar(a, depth)
			w.loaderVar(a, depth)
		}
	}
	argv := w.expandAll(c.Args)
	if len(argv) == 0 {
		// Every word expanded to nothing ("$@" with no arguments): no
		// command runs, and the assignments stay in the shell.
		for _, a := range c.Assigns {
			w.assign(a, depth)
		}
		return output{}
	}
	seg := w.text(c)
	if st != nil && len(st.Redirs) > 0 {
		seg = w.text(st)
	}
	for _, a := range c.Assigns {
		w.envAssign(a, seg)
	}
	if len(argv) > 0 {
		if real := w.shadowed(c, argv[0]); real != "" {
			w.tracef("%s runs %s, which the line put in its place", argv[0].s, real)
			argv[0].s = real
		}
	}
	if len(argv) > 1 && (argv[0].s == "source" || argv[0].s == ".") && !strings.Contains(argv[1].s, "/") {
		// bash's source looks a name with no slash up on PATH first:
		// one the line set reads the file the line wrote there.
		if real := w.shadowed(c, argv[1]); real != "" {
			w.tracef("%s reads %s, found on the PATH the line set", argv[1].s, real)
			argv[1].s = real
		}
	}
	w.nativeLoaded(c, argv, seg, in) // (nativeload.go)
	w.envFileAgent(argv, seg)        // (agentenv.go)
	out := w.judge(argv, seg, depth, in)
	w.handText(base(argv[0].s), argv, in) // (readback.go)
	if st != nil && len(st.Redirs) > 0 && !out.hasEcho && !out.download {
		words := make([]string, len(argv))
		for i, a := range argv {
			words[i] = a.s
		}
		out.setup = setupTool(words) != ""
	}
	return out
}

// downloads reports whether a substitution's commands fetch from the
// network (curl, wget ...), looking through the usual wrappers. Answers are
// remembered per node so nested substitutions cost linear time.
func (w *walker) downloads(subst syntax.Node) bool {
	if v, ok := w.dlMemo[subst]; ok {
		return v
	}
	if w.dlMemo == nil {
		w.dlMemo = map[syntax.Node]bool{}
	}
	found := false
	syntax.Walk(subst, func(n syntax.Node) bool {
		if found {
			return false
		}
		switch c := n.(type) {
		case *syntax.CmdSubst, *syntax.ProcSubst:
			if n != subst {
				found = w.downloads(n)
				return false
			}
		case *syntax.CallExpr:
			for _, wd := range c.Args {
				name := base(wd.Lit())
				if downloaders(name) {
					found = true
					return false
				}
				if !prefixWrappers(name) && !strings.HasPrefix(wd.Lit(), "-") {
					break
				}
			}
		}
		return true
	})
	w.dlMemo[subst] = found
	return found
}

func downloaders(s string) bool {
	switch s {
	case "curl", "wget", "fetch", "http", "https", "xh", "aria2c", "lwp-request", "lynx", "iwr",
		"invoke-webrequest":
		return true
	}
	return false
}

// prefixWrappers are the names downloads looks through.
func prefixWrappers(s string) bool {
	switch s {
	case "sudo", "doas", "env", "command", "exec", "nohup", "time", "timeout", "nice":
		return true
	}
	return false
}

// execOnly reports a statement that is exec with redirections only: the
// descriptors it opens stay open for the statements after it.
func execOnly(st *syntax.Stmt) bool {
	c, ok := st.Cmd.(*syntax.CallExpr)
	return ok && len(c.Args) == 1 && c.Args[0].Lit() == "exec"
}

// remember makes name run the program at path for the rest of the script,
// as bash's hash -p and BASH_CMDS[name]=path do: judged as an alias whose
// body is the path.
func (w *walker) remember(name, path string) {
	if name == "" || path == "" || strings.ContainsAny(name, " /") {
		return
	}
	if w.aliases == nil {
		w.aliases = map[string]string{}
	}
	if len(w.aliases) < maxFiles {
		w.aliases[name] = shQuote(strings.Trim(path, `"'`))
	}
}

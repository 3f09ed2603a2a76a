package guard

import (
	"slices"
	"strconv"
	"strings"

	"mvdan.cc/sh/v3/syntax"
)

// Ways back into a shell that do not look like one: a script file that is
// really a process substitution (bash <(echo ...), source <(...)), stdin
// named as a file (sh /dev/fd/0 <<< ...), and text printed with escapes
// that a shell reads decoded (printf '\x72\x6d ...' | sh).

// procScript judges a script file argument that is a <(...) substitution:
// what its commands print is the script. It reports whether file was one.
func (w *walker) procScript(name string, file arg, seg string, depth int) bool {
	if file.node == nil || len(file.node.Parts) != 1 {
		return false
	}
	ps, ok := file.node.Parts[0].(*syntax.ProcSubst)
	if !ok || ps.Op != syntax.CmdIn {
		return false
	}
	saved := len(w.findings)
	out := w.stmtsOut(ps.Stmts, depth, input{})
	w.findings = w.findings[:saved] // the substitution's own commands were judged already
	switch {
	case out.download || file.download:
		w.add("remote-exec", seg, name+" runs a script fetched from the network")
	case out.decoded:
		w.add("obfuscated-exec", seg, "decoded text is run by "+name)
	case out.hasEcho:
		w.script(out.echo, depth+1, name+" <(...)")
	}
	return true
}

// stdinFile reports a path that names the reader's own stdin.
func stdinFile(p string) bool {
	switch p {
	case "-", "/dev/stdin", "/dev/fd/0", "/proc/self/fd/0", "/dev/fd/stdin":
		return true
	}
	return false
}

// printed is what echo or printf print, as far as the guard can tell:
// printf and echo -e decode backslash escapes (\x72, \162, \u0072); a
// printf format is printed with its arguments in place of %s.
func printed(name string, args []arg, codeOf func(arg) string) string {
	ops := args
	escapes := name == "printf"
	for name == "echo" && len(ops) > 0 && len(ops[0].s) > 1 && ops[0].s[0] == '-' && strings.Trim(ops[0].s[1:], "neE") == "" {
		if strings.ContainsRune(ops[0].s, 'e') {
			escapes = true
		}
		ops = ops[1:]
	}
	if name == "printf" && len(ops) > 0 && ops[0].s == "--" {
		ops = ops[1:]
	}
	parts := make([]string, len(ops))
	for i, a := range ops {
		parts[i] = codeOf(a)
	}
	if name == "printf" && len(parts) > 0 {
		// The format's escapes are printf's; a %s argument prints as it
		// is (printf '%s' '\o' prints a backslash).
		format, rest := ansiC(parts[0]), parts[1:]
		parts[0] = format
		escapes = false
		if strings.Contains(format, "%") {
			var b strings.Builder
			for i := 0; i < len(format); i++ {
				if format[i] == '%' && i+1 < len(format) {
					switch format[i+1] {
					case 's', 'b', 'd':
						if len(rest) > 0 {
							v := rest[0]
							if format[i+1] == 'b' {
								v = echoEscapes(v, true)
							}
							b.WriteString(v)
							rest = rest[1:]
						}
						i++
						continue
					case 'c':
						// %c prints the first character of its argument
						// (printf '%c%c' rx mx spells "rm").
						if len(rest) > 0 {
							if r := []rune(rest[0]); len(r) > 0 {
								b.WriteRune(r[0])
							}
							rest = rest[1:]
						}
						i++
						continue
					case '%':
						b.WriteByte('%')
						i++
						continue
					}
				}
				b.WriteByte(format[i])
			}
			format = b.String()
			parts = append([]string{format}, rest...)
		}
	}
	text := strings.Join(parts, " ")
	if escapes && name == "echo" {
		text = echoEscapes(text, false)
	} else if escapes {
		text = ansiC(text)
	}
	return text
}

// echoEscapes undoes the escapes of echo -e and printf's %b, which spell
// an octal byte as \0NNN (a 0, then up to three digits: \0162 is r) where
// $'...' and a printf format read \NNN. printf's %b (bareOctal) takes
// \NNN too; echo -e prints it as it is. The rest is as $'...' reads it.
func echoEscapes(v string, bareOctal bool) string {
	if strings.IndexByte(v, '\\') < 0 {
		return v
	}
	var b strings.Builder
	for i := 0; i < len(v); i++ {
		if v[i] != '\\' || i+1 >= len(v) {
			b.WriteByte(v[i])
			continue
		}
		switch c := v[i+1]; {
		case c == '\\':
			b.WriteString(`\\`)
			i++
		case c == '0':
			j := i + 2
			for j < len(v) && j < i+5 && v[j] >= '0' && v[j] <= '7' {
				j++
			}
			n, _ := strconv.ParseUint("0"+v[i+2:j], 8, 16)
			b.WriteByte('\\')
			b.WriteByte('0' + byte(n)>>6&3)
			b.WriteByte('0' + byte(n)>>3&7)
			b.WriteByte('0' + byte(n)&7)
			i = j - 1
		case c >= '1' && c <= '7' && !bareOctal:
			b.WriteString(`\\`) // echo -e '\162' prints \162
			i++
			b.WriteByte(c)
		default:
			b.WriteByte('\\')
		}
	}
	return ansiC(b.String())
}

// procInput fills in what a command reads on stdin when it is redirected
// from a <(...) substitution (bash < <(echo ...)): what the substitution
// prints.
func (w *walker) procInput(wd *syntax.Word, in *input, depth int) {
	if wd == nil || len(wd.Parts) != 1 {
		return
	}
	ps, ok := wd.Parts[0].(*syntax.ProcSubst)
	if !ok || ps.Op != syntax.CmdIn {
		return
	}
	saved := len(w.findings)
	out := w.stmtsOut(ps.Stmts, depth, input{})
	w.findings = w.findings[:saved] // its commands were judged as a substitution already
	in.download = in.download || out.download
	in.decoded = in.decoded || out.decoded
	if out.hasEcho {
		in.code, in.hasCode = out.echo, true
	}
}

// fdText records the text a heredoc or here-string puts on a descriptor
// other than stdin (exec 3<<<'CODE'), for a later <&3 to read. It reports
// whether exec with no command keeps it for the rest of the script;
// otherwise it holds for its own statement only.
func (w *walker) fdText(r *syntax.Redirect, st *syntax.Stmt) (kept bool) {
	var text string
	if r.Op == syntax.WordHdoc {
		text, _ = w.scriptText(r.Word)
	} else {
		text, _ = w.scriptText(r.Hdoc)
	}
	if w.fds == nil {
		w.fds = map[string]string{}
	}
	w.fds[r.N.Value] = text
	c, ok := st.Cmd.(*syntax.CallExpr)
	return ok && len(c.Args) == 1 && c.Args[0].Lit() == "exec"
}

// procText is what a <(...) argument's commands print, when it is one:
// the file a program reads is that text (make -f <(printf ...)).
func (w *walker) procText(a arg, depth int) (out output, ok bool) {
	if a.node == nil || len(a.node.Parts) != 1 {
		return output{}, false
	}
	ps, isPS := a.node.Parts[0].(*syntax.ProcSubst)
	if !isPS || ps.Op != syntax.CmdIn {
		return output{}, false
	}
	saved := len(w.findings)
	out = w.stmtsOut(ps.Stmts, depth, input{})
	w.findings = w.findings[:saved] // its commands were judged as a substitution already
	return out, true
}

// buildFileProc judges a build file given as a <(...) substitution: make
// -f <(printf ...), just --justfile <(...). Its recipes are what runs.
func (w *walker) buildFileProc(name string, args []arg, seg string, depth int) {
	var flags []string
	switch name {
	case "make", "gmake":
		flags = []string{"-f", "--file", "--makefile"}
	case "just":
		flags = []string{"-f", "--justfile"}
	default:
		return
	}
	for i := 0; i < len(args); i++ {
		file, flag := arg{}, args[i].s
		switch {
		case slices.Contains(flags, flag) && i+1 < len(args):
			file = args[i+1]
		case strings.HasPrefix(flag, "--") && strings.Contains(flag, "=") && args[i].node != nil && len(args[i].node.Parts) == 2:
			// --file=<(...): the option's text, then the substitution.
			flag, _, _ = strings.Cut(flag, "=")
			if lit, ok := args[i].node.Parts[0].(*syntax.Lit); !ok || lit.Value != flag+"=" || !slices.Contains(flags, flag) {
				continue
			}
			file = arg{node: &syntax.Word{Parts: args[i].node.Parts[1:]}}
		default:
			continue
		}
		out, ok := w.procText(file, depth)
		if !ok {
			continue
		}
		via := name + " " + flag + " <(...)"
		switch {
		case out.download:
			w.add("remote-exec", seg, name+" runs a build file fetched from the network")
		case out.decoded:
			w.add("obfuscated-exec", seg, name+" runs a build file decoded at run time")
		case out.hasEcho && name == "just":
			w.recipeLines(out.echo, depth, via)
		case out.hasEcho:
			w.makeText(out.echo, depth, via)
		default:
			w.unparseable(seg, name+" reads its build file from a process substitution the guard cannot read")
		}
	}
}

// recipeLines judges a justfile's recipe lines (the indented ones).
func (w *walker) recipeLines(text string, depth int, via string) {
	if !strings.Contains(text, "\n") && strings.Contains(text, `\n`) {
		text = strings.NewReplacer(`\n`, "\n", `\t`, "\t").Replace(text)
	}
	for _, line := range strings.Split(text, "\n") {
		if strings.HasPrefix(line, " ") || strings.HasPrefix(line, "\t") {
			w.script(strings.TrimLeft(strings.TrimSpace(line), "@-"), depth+1, via)
		}
	}
}

// trapBody is a trap's code, kept to be judged when it would run.
type trapBody struct {
	code  string
	depth int
	via   []string
}

// funcBody is a shell function, kept to be judged where it is called.
type funcBody struct {
	body    *syntax.Stmt
	depth   int
	src     string // the script it is in (segments are offsets into it)
	called  bool
	running bool // being walked: a call inside itself is not walked again
}

// callFunc judges a function's body for one call: $1 ... are the words
// of the call (f ~ runs rm -rf "$1" on home).
func (w *walker) callFunc(name string, f *funcBody, argv []arg, seg string, in input) output {
	if w.loopPasses >= maxLoopPasses {
		w.unparseable(seg, "it calls shell functions more often than the guard follows")
		return output{}
	}
	w.loopPasses++
	f.called, f.running = true, true
	w.tracef("function %s: its body runs with %s", name, clip(argsText(argv[1:]), 120))
	restore := w.positional(argv)
	saved := w.src
	w.src = f.src
	w.via = append(w.via, "function "+name)
	out := w.stmt(f.body, f.depth, in)
	w.via = w.via[:len(w.via)-1]
	w.src = saved
	restore()
	f.running = false
	return out
}

// runTraps judges the trap bodies the script set, as they run at its
// end: with the variables as the script left them. A function never
// called is judged then too, with unknown words.
func (w *walker) runTraps() {
	names := make([]string, 0, len(w.funcs))
	for name := range w.funcs {
		names = append(names, name)
	}
	slices.Sort(names) // findings in a stable order
	for _, name := range names {
		if f := w.funcs[name]; !f.called {
			w.tracef("function %s: never called here, its body is judged as if it runs", name)
			f.called, f.running = true, true
			saved := w.src
			w.src = f.src
			w.stmt(f.body, f.depth, input{})
			w.src = saved
			f.running = false
		}
	}
	for i := 0; i < len(w.traps); i++ { // a trap body may set a trap
		t := w.traps[i]
		saved := w.via
		w.via = t.via
		w.script(t.code, t.depth, "trap body")
		w.via = saved
	}
}

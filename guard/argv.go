package guard

import "strings"

// Process calls of interpreters take a command either as one string a
// shell reads (execSync("rm -rf x"), system("rm -rf x")) or as the program
// and its arguments one string each, which no shell reads:
// spawnSync('rm', ['-rf', DIR]), system("rm", "-rf", DIR), os.execv(PATH,
// [ARGV0, ...]), new Deno.Command('rm', {args: [...]}). Either way the
// literals are the command that runs, so the list is judged as that
// command, each string one word. A string not spelled out (a variable)
// is left out of the words; the code then asks as it did before, since
// its calls are not all literal.

// argvShape says how a process call lays out its command.
type argvShape struct {
	skip   int  // leading arguments that are not the command (os.spawnv's mode)
	path   bool // the program, then an argument list whose first item is argv[0], which is dropped
	noArg0 bool // with path: the list holds the arguments only (php's pcntl_exec)
	node   bool // the arguments are a node module and its arguments (child_process.fork)
}

func shapeOf(call string) argvShape {
	switch call {
	case "os.execv", "os.execve", "os.execl", "os.execle", "os.execlp", "os.execlpe", "os.execvp", "os.execvpe", "os.posix_spawn", "os.posix_spawnp":
		return argvShape{path: true}
	case "os.spawnv", "os.spawnve", "os.spawnvp", "os.spawnvpe", "os.spawnl", "os.spawnle", "os.spawnlp", "os.spawnlpe":
		return argvShape{skip: 1, path: true}
	case "pcntl_exec":
		return argvShape{path: true, noArg0: true}
	case "fork":
		return argvShape{node: true}
	}
	return argvShape{}
}

// shellStrings extracts the commands given to shell-running and process
// calls: system("rm -rf x"), subprocess.run(["rm", "-rf", "x"]),
// spawn("rm", ["-rf", "x"]), system("rm", "-rf", "x"), `rm -rf x`,
// qx{rm -rf x}. A command line read from separate strings is quoted word
// by word.
func shellStrings(code string, l *lang) []string {
	var out []string
	for _, call := range l.shellCalls {
		for from := 0; len(out) < 16; {
			i := strings.Index(code[from:], call)
			if i < 0 {
				break
			}
			j := from + i + len(call)
			from = j
			if c, ok := callCommand(code, j, call, l); ok {
				out = append(out, c)
			}
		}
	}
	for from := 0; len(out) < 16 && (l == perl || l == ruby || l == php); {
		i := strings.IndexByte(code[from:], '`')
		if i < 0 {
			break
		}
		j := strings.IndexByte(code[from+i+1:], '`')
		if j < 0 {
			break
		}
		out = append(out, code[from+i+1:from+i+1+j])
		from += i + j + 2
	}
	if l == perl || l == ruby {
		out = append(out, quoteOps(code, l)...)
	}
	if l == lua {
		out = append(out, luaLongStrings(code)...)
	}
	if l == python {
		out = append(out, pyCommandObjects(code)...)
	}
	return out
}

// pyCommandObjects reads the libraries that make programs Python objects:
// sh's sh.rm("-rf", DIR) and plumbum's rm["-rf", DIR]() (NAME imported
// from plumbum.cmd, or local["NAME"]). Each call is the command its name
// and literal arguments spell.
func pyCommandObjects(code string) []string {
	var out []string
	if strings.Contains(code, "import sh;") || strings.Contains(code, "import sh\n") || strings.Contains(code, "import sh,") ||
		strings.HasSuffix(code, "import sh") || strings.Contains(code, "from sh import") {
		for from := 0; len(out) < 8; {
			i := strings.Index(code[from:], "sh.")
			if i < 0 {
				break
			}
			at := from + i
			from = at + 3
			if at > 0 && (isIdentByte(code[at-1]) || code[at-1] == '.') {
				continue
			}
			j := from
			for j < len(code) && isIdentByte(code[j]) {
				j++
			}
			if j == from || j >= len(code) || code[j] != '(' {
				continue
			}
			if args, ok := callArgs(code, j); ok {
				out = append(out, strings.Join(append([]string{code[from:j]}, args...), " "))
			}
		}
	}
	if strings.Contains(code, "plumbum") {
		var names []string
		if _, rest, ok := strings.Cut(code, "from plumbum.cmd import "); ok {
			for _, n := range strings.Split(strings.FieldsFunc(rest, func(r rune) bool { return r == ';' || r == '\n' })[0], ",") {
				if n = strings.TrimSpace(n); n != "" {
					names = append(names, n)
				}
			}
		}
		for _, n := range names {
			for from := 0; len(out) < 8; {
				i := strings.Index(code[from:], n+"[")
				if i < 0 {
					break
				}
				at := from + i
				from = at + len(n) + 1
				if at > 0 && isIdentByte(code[at-1]) {
					continue
				}
				end := strings.IndexByte(code[from:], ']')
				if end < 0 {
					break
				}
				words := []string{n}
				for _, a := range strings.Split(code[from:from+end], ",") {
					if lit, _, ok := strLit(strings.TrimSpace(a), 0); ok {
						words = append(words, shQuote(lit))
					}
				}
				out = append(out, strings.Join(words, " "))
			}
		}
	}
	return out
}

// callCommand reads the command given to call, whose name ends at
// code[j].
func callCommand(code string, j int, call string, l *lang) (string, bool) {
	k := j
	for k < len(code) && code[k] == ' ' {
		k++
	}
	var args []string
	switch {
	case k < len(code) && code[k] == '(':
		a, ok := callArgs(code, k)
		if !ok {
			return oldShellString(code, j)
		}
		args = a
	case l == perl && k < len(code) && code[k] == '{':
		// system { "rm" } "rm", "-rf", DIR: the program in the block,
		// then the list with its argv[0].
		m := k + 1
		for m < len(code) && code[m] == ' ' {
			m++
		}
		prog, end, ok := strLit(code, m)
		if !ok {
			return "", false
		}
		for end < len(code) && code[end] == ' ' {
			end++
		}
		if end >= len(code) || code[end] != '}' {
			return "", false
		}
		rest := bareList(code, end+1)
		if len(rest) == 0 {
			return "", false
		}
		args = append([]string{prog}, rest...)
		return argvCommand(args, argvShape{path: true}, l)
	case (l == perl || l == ruby) && k < len(code) && k > j:
		// exec "rm", "-rf", DIR: a list without parentheses.
		args = bareList(code, k)
	default:
		return oldShellString(code, j)
	}
	return argvCommand(args, shapeOf(call), l)
}

// oldShellString reads a string literal or a list of them right after a
// call's name: the reading for calls whose arguments do not parse.
func oldShellString(code string, j int) (string, bool) {
	for j < len(code) && (code[j] == ' ' || code[j] == '(') {
		j++
	}
	if j < len(code) && code[j] == '[' {
		if words := listItems(code[j:]); len(words) > 0 {
			return quoteWords(words), true
		}
		return "", false
	}
	s, _, ok := strLit(code, j)
	return s, ok
}

// bareList reads literals separated by commas from code[k]: perl's and
// ruby's calls without parentheses. It stops at anything else.
func bareList(code string, k int) []string {
	var out []string
	for k < len(code) {
		for k < len(code) && code[k] == ' ' {
			k++
		}
		s, end, ok := strLit(code, k)
		if !ok {
			if k < len(code) && code[k] != ';' && code[k] != '\n' && code[k] != ')' && code[k] != '}' {
				out = append(out, "\x00"+code[k:min(len(code), k+1)])
			}
			break
		}
		out = append(out, s)
		k = end
		for k < len(code) && code[k] == ' ' {
			k++
		}
		if k >= len(code) || code[k] != ',' {
			break
		}
		k++
	}
	return out
}

// argvCommand makes the command line of a process call from its
// arguments (callArgs's form: literals as they are, other text after a
// NUL). A call given one string and no list is a shell string.
func argvCommand(args []string, sh argvShape, l *lang) (string, bool) {
	if len(args) < sh.skip {
		return "", false
	}
	args = args[sh.skip:]
	if l == ruby && len(args) > 1 && strings.HasPrefix(args[0], "\x00{") {
		args = args[1:] // system({"VAR" => "1"}, "rm", ...): the environment first
	}
	if len(args) == 0 {
		return "", false
	}
	var words []string
	first := args[0]
	switch {
	case !strings.HasPrefix(first, "\x00"):
		words = []string{first}
		rest := args[1:]
		if sh.path {
			// The program, then argv[0] and the arguments as a list or
			// one literal each.
			var argv []string
			if len(rest) > 0 && isListArg(rest[0]) {
				argv = listItems(raw(rest[0]))
			} else {
				argv = literalsFrom(rest)
			}
			if !sh.noArg0 && len(argv) > 0 {
				argv = argv[1:]
			}
			words = append(words, argv...)
			break
		}
		if sh.node {
			words = []string{"node", first}
			if len(rest) > 0 && isListArg(rest[0]) {
				words = append(words, listItems(raw(rest[0]))...)
			}
			break
		}
		if len(rest) == 0 || !isListArg(rest[0]) && strings.HasPrefix(rest[0], "\x00") && objectList(rest[0], "args") == nil {
			return first, true // one string: the shell reads it
		}
		for _, a := range rest {
			switch {
			case !strings.HasPrefix(a, "\x00"):
				words = append(words, a)
				continue
			case isListArg(a):
				words = append(words, listItems(raw(a))...)
				continue
			}
			if items := objectList(a, "args"); items != nil {
				words = append(words, items...)
			}
			break // an options object or a value not spelled out
		}
	case isListArg(first):
		words = listItems(raw(first))
		if l == ruby && len(words) == 2 && len(args) > 1 {
			// exec(["rm", "argv0"], "-rf", DIR): the program and its argv[0].
			words = append(words[:1], literalsFrom(args[1:])...)
		}
	default:
		// Deno.run({cmd: [...]}), Bun.spawn({cmd: [...]}).
		words = objectList(first, "cmd")
	}
	if len(words) == 0 {
		return "", false
	}
	return quoteWords(words), true
}

func raw(a string) string { return strings.TrimSpace(strings.TrimPrefix(a, "\x00")) }

// isListArg reports a list or tuple argument, or args=[...].
func isListArg(a string) bool {
	if !strings.HasPrefix(a, "\x00") {
		return false
	}
	r := raw(a)
	if k, v, ok := strings.Cut(r, "="); ok && strings.TrimSpace(k) == "args" {
		r = strings.TrimSpace(v)
	}
	return strings.HasPrefix(r, "[") || strings.HasPrefix(r, "(") && strings.HasSuffix(r, ")") && strings.ContainsAny(r, `"'`)
}

// literalsFrom is the leading string literals of args.
func literalsFrom(args []string) []string {
	var out []string
	for _, a := range args {
		if strings.HasPrefix(a, "\x00") {
			break
		}
		out = append(out, a)
	}
	return out
}

// listItems reads the string literals of the list or tuple that starts
// s ([...] or (...), or args=[...]), up to its closing bracket; items
// that are not literals are left out.
func listItems(s string) []string {
	if k, v, ok := strings.Cut(s, "="); ok && strings.TrimSpace(k) == "args" {
		s = strings.TrimSpace(v)
	}
	if s == "" || s[0] != '[' && s[0] != '(' {
		return nil
	}
	closer := byte(']')
	if s[0] == '(' {
		closer = ')'
	}
	var out []string
	depth := 0
	for k := 1; k < len(s); k++ {
		c := s[k]
		if depth == 0 && c == closer {
			break
		}
		if str, end, ok := strLit(s, k); ok {
			if depth == 0 {
				out = append(out, str)
			}
			k = end - 1
			continue
		}
		switch c {
		case '(', '[', '{':
			depth++
		case ')', ']', '}':
			depth--
		}
	}
	return out
}

// objectList reads the list under key in an object argument: {args:
// ['-rf', DIR]}, {cmd: ['rm', ...]}, {"cmd": [...]}. nil when there is
// none.
func objectList(a, key string) []string {
	r := raw(a)
	if !strings.HasPrefix(a, "\x00") || !strings.HasPrefix(r, "{") {
		return nil
	}
	for _, k := range [...]string{key, `"` + key + `"`, `'` + key + `'`} {
		i := strings.Index(r, k)
		for i >= 0 {
			rest := strings.TrimLeft(r[i+len(k):], " ")
			if before := strings.TrimRight(r[:i], " "); (strings.HasSuffix(before, "{") || strings.HasSuffix(before, ",")) && strings.HasPrefix(rest, ":") {
				rest = strings.TrimLeft(rest[1:], " ")
				if items := listItems(rest); len(items) > 0 {
					return items
				}
				return nil
			}
			next := strings.Index(r[i+len(k):], k)
			if next < 0 {
				break
			}
			i += len(k) + next
		}
	}
	return nil
}

func quoteWords(words []string) string {
	q := make([]string, len(words))
	for i, w := range words {
		q[i] = shQuote(w)
	}
	return strings.Join(q, " ")
}

// quoteOps reads perl's qx and ruby's %x with any delimiter: qx{...},
// qx(...), qx/.../, %x[...].
func quoteOps(code string, l *lang) []string {
	op := "qx"
	if l == ruby {
		op = "%x"
	}
	var out []string
	for from := 0; len(out) < 8; {
		i := strings.Index(code[from:], op)
		if i < 0 {
			break
		}
		start := from + i
		from = start + len(op)
		if l == perl && start > 0 && (isIdent(code[start-1]) || code[start-1] == '$' || code[start-1] == '@' || code[start-1] == '%') {
			continue // a longer name ($qx, myqx)
		}
		k := start + len(op)
		for l == perl && k < len(code) && code[k] == ' ' {
			k++
		}
		if k >= len(code) {
			break
		}
		open := code[k]
		if isIdent(open) && open != '.' || open == ' ' || open == '=' || open == ',' || open == ';' {
			continue
		}
		closer := open
		switch open {
		case '(':
			closer = ')'
		case '{':
			closer = '}'
		case '[':
			closer = ']'
		case '<':
			closer = '>'
		}
		if open == '"' || open == '\'' {
			continue // qx"...", qx'...': read as a call's literal already
		}
		depth := 0
		for m := k + 1; m < len(code); m++ {
			c := code[m]
			if c == '\\' {
				m++
				continue
			}
			if c == open && closer != open {
				depth++
			} else if c == closer {
				if depth == 0 {
					out = append(out, code[k+1:m])
					from = m + 1
					break
				}
				depth--
			}
		}
	}
	return out
}

// luaLongStrings reads lua's [[...]] and [=[...]=] literals given to
// os.execute and io.popen.
func luaLongStrings(code string) []string {
	var out []string
	for _, call := range lua.shellCalls {
		for from := 0; len(out) < 8; {
			i := strings.Index(code[from:], call)
			if i < 0 {
				break
			}
			k := from + i + len(call)
			from = k
			for k < len(code) && (code[k] == ' ' || code[k] == '(') {
				k++
			}
			if k >= len(code) || code[k] != '[' {
				continue
			}
			eq := 0
			for k+1+eq < len(code) && code[k+1+eq] == '=' {
				eq++
			}
			if k+1+eq >= len(code) || code[k+1+eq] != '[' {
				continue
			}
			body := code[k+2+eq:]
			end := strings.Index(body, "]"+strings.Repeat("=", eq)+"]")
			if end < 0 {
				continue
			}
			out = append(out, body[:end])
		}
	}
	return out
}

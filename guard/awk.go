package guard

import (
	"strconv"
	"strings"
)

// awk programs that only print: what they print is worked out statically,
// so a command built from character codes (printf "%c%c", 114, 109) or
// lines piped into a shell from inside awk (print | "sh") is judged as the
// shell code it is. Only BEGIN, END and every-line blocks of print and
// printf with literals, numbers and fields are evaluated; anything else is
// not known and left to the interpreter scan.

// maxAwkOut bounds the text one program is evaluated to.
const maxAwkOut = 16 << 10

// awkOutput is what an awk program prints: to stdout, and into commands
// (print | "CMD").
type awkOutput struct {
	stdout strings.Builder
	pipes  map[string]*strings.Builder
}

// awkEval evaluates prog over the input lines. ok is false when the
// program holds anything but print statements the evaluator reads.
func awkEval(prog string, lines []string) (out *awkOutput, ok bool) {
	out = &awkOutput{pipes: map[string]*strings.Builder{}}
	var begin, each, end []string
	rest := strings.TrimSpace(prog)
	for rest != "" {
		var kind string
		switch {
		case strings.HasPrefix(rest, "BEGIN"):
			kind, rest = "begin", strings.TrimSpace(rest[len("BEGIN"):])
		case strings.HasPrefix(rest, "END"):
			kind, rest = "end", strings.TrimSpace(rest[len("END"):])
		case strings.HasPrefix(rest, "{"):
			kind = "each"
		default:
			return nil, false // a pattern: which lines it takes is not worked out
		}
		body, after, ok := awkBlock(rest)
		if !ok {
			return nil, false
		}
		stmts, ok := awkStatements(body)
		if !ok {
			return nil, false
		}
		switch kind {
		case "begin":
			begin = append(begin, stmts...)
		case "end":
			end = append(end, stmts...)
		default:
			each = append(each, stmts...)
		}
		rest = strings.TrimLeft(after, " \t\n;")
	}
	run := func(stmts []string, line string) bool {
		for _, s := range stmts {
			if !out.exec(s, line) {
				return false
			}
		}
		return true
	}
	if !run(begin, "") {
		return nil, false
	}
	if len(each) > 0 {
		for _, l := range lines {
			if !run(each, l) {
				return nil, false
			}
		}
	}
	if !run(end, "") {
		return nil, false
	}
	return out, true
}

// awkBlock reads a {...} block at the start of s (strings may hold braces).
func awkBlock(s string) (body, after string, ok bool) {
	if !strings.HasPrefix(s, "{") {
		return "", "", false
	}
	depth := 0
	for i := 0; i < len(s); i++ {
		switch s[i] {
		case '"':
			_, end, ok := strLit(s, i)
			if !ok {
				return "", "", false
			}
			i = end - 1
		case '{':
			depth++
		case '}':
			depth--
			if depth == 0 {
				return s[1:i], s[i+1:], true
			}
		}
	}
	return "", "", false
}

// awkStatements splits a block body at ; and newlines outside strings.
func awkStatements(body string) ([]string, bool) {
	var out []string
	start := 0
	for i := 0; i < len(body); i++ {
		switch body[i] {
		case '"':
			_, end, ok := strLit(body, i)
			if !ok {
				return nil, false
			}
			i = end - 1
		case ';', '\n':
			if s := strings.TrimSpace(body[start:i]); s != "" {
				out = append(out, s)
			}
			start = i + 1
		case '{', '}':
			return nil, false // nested blocks: control flow
		}
	}
	if s := strings.TrimSpace(body[start:]); s != "" {
		out = append(out, s)
	}
	return out, true
}

// exec runs one print or printf statement for one input line.
func (o *awkOutput) exec(stmt, line string) bool {
	verb := ""
	switch {
	case strings.HasPrefix(stmt, "printf"):
		verb, stmt = "printf", stmt[len("printf"):]
	case strings.HasPrefix(stmt, "print"):
		verb, stmt = "print", stmt[len("print"):]
	default:
		return false
	}
	if stmt != "" && stmt[0] != ' ' && stmt[0] != '(' && stmt[0] != '\t' && stmt[0] != '"' && stmt[0] != '|' {
		return false // println, printx: another name
	}
	vals, target, ok := awkExprs(strings.TrimSpace(stmt), line)
	if !ok {
		return false
	}
	var text string
	if verb == "print" {
		if len(vals) == 0 {
			vals = []string{line}
		}
		text = strings.Join(vals, " ") + "\n"
	} else {
		if len(vals) == 0 {
			return false
		}
		text = awkPrintf(vals[0], vals[1:])
	}
	b := &o.stdout
	if target != "" {
		if o.pipes[target] == nil {
			o.pipes[target] = &strings.Builder{}
		}
		b = o.pipes[target]
	}
	if b.Len()+len(text) > maxAwkOut {
		return false
	}
	b.WriteString(text)
	return true
}

// awkExprs reads a comma list of terms (string literals, numbers, $0 and
// $N, juxtaposed to concatenate), optionally in parentheses, and a
// trailing | "CMD".
func awkExprs(s, line string) (vals []string, target string, ok bool) {
	if i := strings.LastIndex(s, "|"); i >= 0 {
		t := strings.TrimSpace(s[i+1:])
		cmd, end, ok := strLit(t, 0)
		if !ok || strings.TrimSpace(t[end:]) != "" {
			return nil, "", false
		}
		target, s = cmd, strings.TrimSpace(s[:i])
	}
	if strings.HasPrefix(s, "(") && strings.HasSuffix(s, ")") {
		s = s[1 : len(s)-1]
	}
	fields := strings.Fields(line)
	var cur strings.Builder
	have := false
	for i := 0; i < len(s); {
		c := s[i]
		switch {
		case c == ' ' || c == '\t':
			i++
		case c == ',':
			vals = append(vals, cur.String())
			cur.Reset()
			have = false
			i++
		case c == '"':
			v, end, ok := strLit(s, i)
			if !ok {
				return nil, "", false
			}
			cur.WriteString(awkUnescape(s[i+1:end-1], v))
			have = true
			i = end
		case c == '$':
			j := i + 1
			for j < len(s) && s[j] >= '0' && s[j] <= '9' {
				j++
			}
			n, err := strconv.Atoi(s[i+1 : j])
			if err != nil {
				return nil, "", false
			}
			switch {
			case n == 0:
				cur.WriteString(line)
			case n <= len(fields):
				cur.WriteString(fields[n-1])
			}
			have = true
			i = j
		case c >= '0' && c <= '9':
			j := i
			for j < len(s) && (s[j] >= '0' && s[j] <= '9' || s[j] == '.') {
				j++
			}
			cur.WriteString(s[i:j])
			have = true
			i = j
		default:
			return nil, "", false // a variable, a call, an operator
		}
	}
	if have || len(vals) > 0 {
		vals = append(vals, cur.String())
	}
	return vals, target, true
}

// awkUnescape decodes awk's string escapes (\n, \t, \\, \", \ooo); plain
// is strLit's reading, used when there is no backslash.
func awkUnescape(raw, plain string) string {
	if !strings.Contains(raw, `\`) {
		return plain
	}
	var b strings.Builder
	for i := 0; i < len(raw); i++ {
		if raw[i] != '\\' || i+1 >= len(raw) {
			b.WriteByte(raw[i])
			continue
		}
		i++
		switch c := raw[i]; {
		case c == 'n':
			b.WriteByte('\n')
		case c == 't':
			b.WriteByte('\t')
		case c >= '0' && c <= '7':
			j := i
			for j < len(raw) && j < i+3 && raw[j] >= '0' && raw[j] <= '7' {
				j++
			}
			n, _ := strconv.ParseUint(raw[i:j], 8, 8)
			b.WriteByte(byte(n))
			i = j - 1
		default:
			b.WriteByte(c)
		}
	}
	return b.String()
}

// awkPrintf formats like awk's printf for %c, %s, %d and %%.
func awkPrintf(format string, args []string) string {
	var b strings.Builder
	for i := 0; i < len(format); i++ {
		if format[i] != '%' || i+1 >= len(format) {
			b.WriteByte(format[i])
			continue
		}
		j := i + 1
		for j < len(format) && strings.IndexByte("-+ #0123456789.", format[j]) >= 0 {
			j++ // width and flags: the text is what matters
		}
		if j >= len(format) {
			b.WriteString(format[i:])
			break
		}
		v := ""
		if format[j] != '%' && len(args) > 0 {
			v, args = args[0], args[1:]
		}
		switch format[j] {
		case '%':
			b.WriteByte('%')
		case 'c':
			if n, err := strconv.Atoi(v); err == nil && n > 0 && n < 256 {
				b.WriteByte(byte(n))
			} else if v != "" {
				b.WriteByte(v[0])
			}
		default:
			b.WriteString(v)
		}
		i = j
	}
	return b.String()
}

// awkShell judges an awk program that only prints: what it pipes into a
// shell is run as shell code, and what it prints to stdout becomes known
// text for the next stage. It reports the stdout text when known.
func (w *walker) awkShell(name string, args []arg, seg string, depth int, in input) (string, bool) {
	prog := awkProgram(args)
	if len(prog) != 1 || prog[0].dyn || hasFileOperand(name, args) {
		return "", false
	}
	var lines []string
	if in.hasCode {
		lines = strings.Split(strings.TrimRight(in.code, "\n"), "\n")
		if len(lines) > 64 {
			return "", false
		}
	} else if strings.Contains(prog[0].s, "{") && !strings.HasPrefix(strings.TrimSpace(prog[0].s), "BEGIN") {
		lines = nil // stdin unknown: every-line blocks print unknown text
	}
	out, ok := awkEval(prog[0].s, lines)
	if !ok {
		return "", false
	}
	for cmd, b := range out.pipes {
		w.script(cmd, depth+1, name+" print | "+strconv.Quote(cmd)) // the command awk starts
		if c := strings.Fields(cmd); len(c) > 0 && (shells(base(c[0])) || base(c[0]) == "xargs" || base(c[0]) == "parallel") {
			w.script(b.String(), depth+1, name+" output into "+cmd)
		}
	}
	if !in.hasCode && strings.Contains(prog[0].s, "$") {
		return "", false // printed fields of an unknown stdin
	}
	return out.stdout.String(), true
}

// awkKeepsNone reports an awk program that, run with -i inplace, writes
// no line back: it prints nothing (no print, printf or system call) and
// every rule that would print its line on its own (a bare pattern) can
// never match. A program of BEGIN rules alone reads no file and leaves it.
func awkKeepsNone(prog string) bool {
	for _, w := range [...]string{"print", "system", "getline", "close", "fflush", "|"} {
		if strings.Contains(prog, w) {
			return false
		}
	}
	reads := false
	rest := strings.TrimSpace(prog)
	for rest != "" {
		if r, ok := strings.CutPrefix(rest, "BEGIN"); ok && strings.HasPrefix(strings.TrimSpace(r), "{") {
			_, after, ok := awkBlock(strings.TrimSpace(r))
			if !ok {
				return false
			}
			rest = strings.TrimLeft(after, " \t\n;")
			continue
		}
		reads = true
		pattern := rest
		if i := strings.IndexAny(rest, "{\n;"); i >= 0 {
			pattern = rest[:i]
			rest = rest[i:]
		} else {
			rest = ""
		}
		pattern = strings.TrimSpace(pattern)
		if pattern == "END" {
			pattern = ""
		}
		if strings.HasPrefix(rest, "{") {
			// An action with no print: its pattern only picks lines
			// the action prints nothing for.
			_, after, ok := awkBlock(rest)
			if !ok {
				return false
			}
			rest = strings.TrimLeft(after, " \t\n;")
			continue
		}
		rest = strings.TrimLeft(rest, " \t\n;")
		if pattern != "" && !awkNeverMatches(pattern) {
			return false
		}
	}
	return reads
}

// awkNeverMatches reports a pattern that is false on every line: 0, "",
// !1, or NR/FNR compared to a number no line number reaches.
func awkNeverMatches(p string) bool {
	p = strings.Join(strings.Fields(p), "")
	switch p {
	case "0", `""`, "!1", "(0)", "0==1", "1==0", "1==2":
		return true
	}
	for _, v := range [...]string{"FNR", "NR"} {
		r, ok := strings.CutPrefix(p, v)
		if !ok {
			continue
		}
		for _, op := range [...]string{"<=", "==", "<"} {
			n, ok := strings.CutPrefix(r, op)
			if !ok {
				continue
			}
			k, err := strconv.Atoi(n)
			if err != nil {
				return false
			}
			// Line numbers start at 1.
			switch op {
			case "<":
				return k <= 1
			default:
				return k <= 0
			}
		}
	}
	return false
}

// editorEmpties returns the files an editor run in batch deletes every
// line of and then writes: vim's and ex's commands from +CMD, -c and
// --cmd (a whole-buffer delete, then a write), ed's from its stdin.
func editorEmpties(name string, args []arg, in input) []arg {
	var cmds []string
	var files []arg
	switch name {
	case "vim", "vi", "nvim", "ex", "view", "gvim", "vim.basic", "vim.tiny":
		for i := 0; i < len(args); i++ {
			a := args[i].s
			switch {
			case (a == "-c" || a == "--cmd") && i+1 < len(args):
				cmds = append(cmds, args[i+1].s)
				i++
			case strings.HasPrefix(a, "+") && len(a) > 1:
				cmds = append(cmds, a[1:])
			case (a == "-S" || a == "-u" || a == "-i" || a == "-T" || a == "-w" || a == "-W") && i+1 < len(args):
				i++
			case strings.HasPrefix(a, "-"):
			default:
				files = append(files, args[i])
			}
		}
	case "ed", "red":
		if !in.hasCode {
			return nil
		}
		cmds = strings.Split(in.code, "\n")
		_, files = opts(args)
	default:
		return nil
	}
	del, write := false, false
	for _, c := range cmds {
		for _, part := range strings.Split(c, "|") {
			p := strings.ReplaceAll(strings.TrimLeft(strings.TrimSpace(part), ":"), " ", "")
			switch p {
			case "%d", "%delete", "%d_", "1,$d", "1,$delete", ",d", "g/^/d", "g/.*/d", "g/$/d", "0,$d", "%normaldd", "%norm!dd":
				del = true
			}
			if p == "w" || p == "wq" || p == "x" || p == "x!" || p == "wq!" || p == "w!" || p == "up" || p == "update" || p == "exit" || p == "xit" || strings.HasPrefix(p, "wq") {
				write = true
			}
		}
	}
	if !del || !write {
		return nil
	}
	return files
}

// awkOperands splits an awk command line into its program (nil when it
// comes from a file, -f) and the files it reads.
func awkOperands(args []arg) (prog *arg, files []arg) {
	fromFile := false
	for i := 0; i < len(args); i++ {
		s := args[i].s
		switch {
		case s == "--":
			for _, a := range args[i+1:] {
				if prog == nil && !fromFile {
					a := a
					prog = &a
					continue
				}
				files = append(files, a)
			}
			return prog, files
		case s == "-f" || s == "--file":
			fromFile = true
			i++
		case s == "-e" || s == "--source":
			if i+1 < len(args) {
				prog = &args[i+1]
			}
			fromFile = true // the program is given: every operand is a file
			i++
		case s == "-F" || s == "-v" || s == "-i" || s == "--include" || s == "--assign" || s == "--field-separator":
			i++
		case strings.HasPrefix(s, "-") && s != "-":
		case prog == nil && !fromFile:
			prog = &args[i]
		default:
			files = append(files, args[i])
		}
	}
	return prog, files
}

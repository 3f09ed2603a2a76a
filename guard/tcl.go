package guard

import "strings"

// Tcl and expect run programs as commands of their own language, not
// through a string a shell reads: exec rm -rf ~, open "|rm -rf ~",
// expect's spawn CMD and system CMD, file delete -force PATH. The code is
// split into commands and words the way Tcl does (braces quote, [..]
// substitutes a command, $ a variable), each of those commands is judged
// as the shell command it amounts to, and code the guard cannot read
// through (a computed command or program name, eval of a variable) asks.

// tclWord is one word of a Tcl command.
type tclWord struct {
	text  string // the word without its braces or quotes
	brace bool   // {...}: literal text, which may be a script (if, proc, catch bodies)
	quote bool   // "...": one word
	dyn   bool   // a $variable or [command] substitution in it
}

// maxTclCmds bounds the Tcl commands read from one piece of code.
const maxTclCmds = 256

// tclParse splits Tcl code into commands of words; subs collects the
// [command] substitutions found in the words, to be read as code too.
func tclParse(code string, subs *[]string) [][]tclWord {
	code = strings.ReplaceAll(code, "\\\n", " ")
	var cmds [][]tclWord
	var cur []tclWord
	i := 0
	expand := false
	flush := func() {
		if len(cur) > 0 && len(cmds) < maxTclCmds {
			cmds = append(cmds, cur)
		}
		cur = nil
	}
	for i < len(code) {
		c := code[i]
		switch {
		case c == '\n' || c == ';':
			flush()
			i++
			continue
		case c == ' ' || c == '\t' || c == '\r':
			i++
			continue
		case c == '#' && len(cur) == 0:
			for i < len(code) && code[i] != '\n' {
				i++
			}
			continue
		}
		var wd tclWord
		switch c {
		case '{':
			if strings.HasPrefix(code[i:], "{*}") && i+3 < len(code) && !strings.ContainsRune(" \t\r\n;", rune(code[i+3])) {
				expand = true // {*}WORD: the word's list items are words
				i += 3
				continue
			}
			end := tclClose(code, i, '{', '}')
			wd.text, wd.brace = code[i+1:end], true
			i = end + 1
		case '"':
			j := i + 1
			for j < len(code) && code[j] != '"' {
				if code[j] == '\\' {
					j++
				} else if code[j] == '[' {
					e := tclClose(code, j, '[', ']')
					*subs = append(*subs, code[j+1:e])
					wd.dyn = true
					j = e
				} else if code[j] == '$' {
					wd.dyn = true
				}
				j++
			}
			wd.text, wd.quote = tclUnescape(code[i+1:min(j, len(code))]), true
			i = j + 1
		default:
			j := i
			for j < len(code) && !strings.ContainsRune(" \t\r\n;", rune(code[j])) {
				if code[j] == '\\' {
					j++
				} else if code[j] == '[' {
					e := tclClose(code, j, '[', ']')
					*subs = append(*subs, code[j+1:e])
					wd.dyn = true
					j = e
				} else if code[j] == '$' {
					wd.dyn = true
				}
				j++
			}
			wd.text = tclUnescape(code[i:min(j, len(code))])
			i = j
		}
		if expand {
			expand = false
			if !wd.dyn && !strings.Contains(wd.text, "{*}") { // one level: nested expansions are not followed
				if items := tclParse(wd.text, subs); len(items) == 1 {
					cur = append(cur, items[0]...)
					continue
				}
			}
			wd.dyn = true
		}
		cur = append(cur, wd)
	}
	flush()
	return cmds
}

// tclClose finds the bracket that closes the one at code[i], or len(code)
// when none does.
func tclClose(code string, i int, open, close byte) int {
	n := 0
	for j := i; j < len(code); j++ {
		switch code[j] {
		case '\\':
			j++
		case open:
			n++
		case close:
			if n--; n == 0 {
				return j
			}
		}
	}
	return len(code)
}

func tclUnescape(s string) string {
	if !strings.Contains(s, "\\") {
		return s
	}
	return strings.NewReplacer(`\n`, "\n", `\r`, "\n", `\t`, "\t", `\"`, `"`, `\\`, `\`, `\$`, "$", `\[`, "[").Replace(s)
}

// tclCode judges Tcl (or expect) code. It reports whether the code was
// read whole: every program it runs was spelled out and judged.
func (w *walker) tclCode(name, code, seg string, depth, level int) bool {
	if level > 4 {
		return false
	}
	var subs []string
	cmds := tclParse(code, &subs)
	whole := true
	shell := false // expect spawned a shell: what send types is shell code
	run := func(text, via string) {
		w.script(text, depth+1, name+" "+via)
	}
	for _, cmd := range cmds {
		head := cmd[0]
		if head.dyn {
			whole = false // a computed command name
			continue
		}
		for _, wd := range cmd[1:] {
			if wd.brace && strings.ContainsAny(wd.text, " \t\n;") {
				// A body (if, while, proc, catch, after ...): Tcl code too.
				whole = w.tclCode(name, wd.text, seg, depth, level+1) && whole
			}
		}
		args := cmd[1:]
		switch strings.TrimPrefix(head.text, "::") {
		case "exec", "exp_exec":
			args = tclSkipOpts(args, "-ignorestderr", "-keepnewline")
			if text, ok := tclShell(args); ok {
				run(text, "exec")
			} else {
				whole = false
			}
		case "spawn", "exp_spawn":
			args = tclSkipOpts(args, "-noecho", "-console", "-nottycopy", "-nottyinit", "-pty", "-ignore", "-open", "-leaveopen")
			if len(args) > 0 && !args[0].dyn && shells(base(args[0].text)) && len(args) == 1 {
				shell = true // an interactive shell: send types its commands
				continue
			}
			if text, ok := tclShell(args); ok {
				run(text, "spawn")
			} else {
				whole = false
			}
		case "system", "exp_system":
			// expect's system hands its words, joined, to /bin/sh.
			var parts []string
			for _, a := range args {
				if a.dyn {
					whole = false
				}
				parts = append(parts, a.text)
			}
			run(strings.Join(parts, " "), "system")
		case "open":
			if len(args) > 0 && strings.HasPrefix(strings.TrimSpace(args[0].text), "|") {
				if args[0].dyn {
					whole = false
					continue
				}
				var inner []string
				list := tclParse(strings.TrimPrefix(strings.TrimSpace(args[0].text), "|"), &subs)
				if len(list) == 1 {
					if text, ok := tclShell(list[0]); ok {
						inner = append(inner, text)
					}
				}
				if len(inner) == 0 {
					whole = false
				}
				for _, t := range inner {
					run(t, "open |")
				}
			}
		case "send", "exp_send", "send_spawn":
			if !shell {
				continue
			}
			args = tclSkipOpts(args, "--", "-raw", "-null", "-break", "-s", "-h", "-i")
			for _, a := range args {
				if a.dyn {
					whole = false
					continue
				}
				run(a.text, "send to a spawned shell")
			}
		case "file":
			if len(args) == 0 {
				continue
			}
			verb, rest := args[0].text, args[1:]
			force := len(rest) > 0 && rest[0].text == "-force"
			rest = tclSkipOpts(rest, "-force")
			var sh string
			switch verb {
			case "delete":
				sh = "rm -r"
				if force {
					sh = "rm -rf"
				}
			case "rename":
				sh = "mv"
			case "copy":
				sh = "cp -r"
			default:
				continue
			}
			if text, ok := tclShell(append([]tclWord{{text: sh}}, rest...)); ok {
				run(text, "file "+verb)
			} else {
				whole = false
			}
		case "eval", "uplevel":
			// Its words, joined, are Tcl code (uplevel's first may be a level).
			if head.text == "uplevel" && len(args) > 1 && isDigits(strings.TrimPrefix(args[0].text, "#")) {
				args = args[1:]
			}
			var parts []string
			for _, a := range args {
				if a.dyn {
					whole = false
				}
				parts = append(parts, a.text)
			}
			if len(args) > 1 || len(args) == 1 && !args[0].brace {
				whole = w.tclCode(name, strings.Join(parts, " "), seg, depth, level+1) && whole
			}
		case "subst", "interp", "load", "rename", "apply", "namespace", "source", "interact", "trace":
			// Code run from words: read when they are braced literals
			// (above), otherwise only known at run time.
			for _, a := range args {
				if a.dyn {
					whole = false
				}
			}
			if head.text == "rename" {
				whole = false // a command renamed is run by another name
			}
		}
	}
	for _, s := range subs {
		whole = w.tclCode(name, s, seg, depth, level+1) && whole
	}
	return whole
}

// tclSkipOpts drops the leading options of exec, spawn or send.
func tclSkipOpts(args []tclWord, opts ...string) []tclWord {
	for len(args) > 0 && strings.HasPrefix(args[0].text, "-") && !args[0].dyn {
		s := args[0].text
		args = args[1:]
		if s == "--" {
			break
		}
		known := false
		for _, o := range opts {
			known = known || s == o
		}
		if !known {
			return append([]tclWord{{text: s}}, args...)
		}
		if (s == "-ignore" || s == "-open" || s == "-leaveopen" || s == "-i") && len(args) > 0 {
			args = args[1:]
		}
	}
	return args
}

// tclShell spells Tcl command words as a shell command: braced and quoted
// words are quoted, the rest (a word, |, >, 2>&1) is as written, and a
// substituted word is unknown. ok is false when the program's own name is
// only known at run time.
func tclShell(args []tclWord) (string, bool) {
	if len(args) == 0 || args[0].dyn {
		return "", false
	}
	parts := make([]string, 0, len(args))
	for _, a := range args {
		switch {
		case a.dyn:
			parts = append(parts, `"$__unknown"`)
		case a.brace || a.quote:
			parts = append(parts, shQuote(a.text))
		default:
			parts = append(parts, a.text)
		}
	}
	return strings.Join(parts, " "), true
}

// m4Code judges the shell commands m4 text runs: syscmd(CMD) and
// esyscmd(CMD) hand CMD to /bin/sh (m4's own quotes, `...', are dropped).
func (w *walker) m4Code(name, code, seg string, depth int) {
	for _, call := range [...]string{"esyscmd", "syscmd"} {
		for from, n := 0, 0; n < 16; n++ {
			i := strings.Index(code[from:], call+"(")
			if i < 0 {
				break
			}
			start := from + i
			open := start + len(call)
			from = open + 1
			if call == "syscmd" && start > 0 && code[start-1] == 'e' {
				continue // esyscmd, judged on its own
			}
			end := tclClose(code, open, '(', ')')
			text := strings.NewReplacer("`", "", "'", "").Replace(code[open+1 : end])
			w.script(text, depth+1, name+" "+call)
		}
	}
}

package tripwire

import (
	"strings"
)

// Code a shell runs without the user typing it (red-team round 22).
// Besides PROMPT_COMMAND, zsh's hook arrays and traps (wiring.StartupLine,
// laterLine), bash and zsh call functions by their name alone: bash's
// command_not_found_handle at every command it cannot find, zsh's
// command_not_found_handler, precmd, preexec, chpwd, periodic, zshexit
// and TRAPNAL functions; and a prompt variable (PS0, PS1, PS2, PS4, zsh's
// PROMPT and RPROMPT) holding a command substitution runs it each time
// the prompt is drawn. Such a function, or substitution, counts when it
// runs anything but the shell's quiet builtins (printf, echo, return,
// test, local ...): a handler that prints a hint is quiet, one that runs
// python3 or sed, or a program of the user's, counts, as a trap does. A
// function the file itself defines is judged by its body where a hook
// calls it. What counts is the hook's text (the function's body, the
// prompt's line), so a change to it during a call shows in the file's
// counted part.

// hookFunction is a function name bash or zsh calls by itself.
func hookFunction(name string) bool {
	switch name {
	case "command_not_found_handle", "command_not_found_handler", "precmd", "preexec", "chpwd", "periodic", "zshexit", "zshaddhistory":
		return true
	}
	return strings.HasPrefix(name, "TRAP") && len(name) > 4 && strings.ToUpper(name) == name
}

// promptVar is a prompt variable whose command substitutions run each
// time the shell draws it.
func promptVar(name string) bool {
	switch name {
	case "PS0", "PS1", "PS2", "PS3", "PS4", "PROMPT", "RPROMPT", "RPS1", "RPS2", "PROMPT2", "PROMPT3", "PROMPT4", "SPROMPT":
		return true
	}
	return false
}

// quietShellCmd is a builtin (or keyword-like command) that runs no
// program of the user's choosing.
func quietShellCmd(w string) bool {
	if quietTrapCmd(w) {
		return true
	}
	switch w {
	case "local", "declare", "typeset", "readonly", "export", "read", "test", "[", "[[", "]]", "shift", "break", "continue", "let", "print",
		"type", "hash", "pwd", "dirs", "caller", "times", "umask", "getopts", "printenv", "basename", "dirname", "date", "whoami", "hostname", "id", "tty":
		return true
	}
	return false
}

// shellKeyword is a word in command position that is not itself a
// command: the next word is.
func shellKeyword(w string) bool {
	switch w {
	case "if", "then", "else", "elif", "fi", "do", "done", "while", "until", "!", "time", "{", "}", "esac", "coproc", "command", "builtin", "nohup", "noglob", "nocorrect":
		return true
	}
	return false
}

// shellFunc is a function a file defines: its name and body.
type shellFunc struct{ name, body string }

// Bounds of the hook reader.
const (
	maxShellFuncs = 64
	maxFuncBody   = 8 << 10
	maxHookDepth  = 3
)

// shellFunctions are the functions text defines (`name() {`, `function
// name {`, `function name() {`), each with its body up to the brace
// that closes it, in order.
func shellFunctions(text string) []shellFunc {
	var out []shellFunc
	for i := 0; i < len(text) && len(out) < maxShellFuncs; {
		nl := strings.IndexByte(text[i:], '\n')
		end := len(text)
		if nl >= 0 {
			end = i + nl
		}
		line := text[i:end]
		t := strings.TrimSpace(line)
		if name, rest, ok := funcHead(t); ok {
			// The body starts at the first { after the head (on this
			// line or the next).
			at := i + strings.Index(line, rest)
			if k := strings.IndexByte(text[at:], '{'); k >= 0 && strings.TrimSpace(text[at:at+k]) == "" {
				if body, stop, ok := braceBody(text, at+k); ok {
					out = append(out, shellFunc{name: name, body: body})
					i = stop
					continue
				}
			}
		}
		if nl < 0 {
			break
		}
		i = end + 1
	}
	return out
}

// funcHead reads a function's head at the start of a trimmed line: its
// name and the rest of the line after it.
func funcHead(t string) (name, rest string, ok bool) {
	if r, kw := strings.CutPrefix(t, "function "); kw {
		r = strings.TrimSpace(r)
		j := 0
		for j < len(r) && funcNameByte(r[j]) {
			j++
		}
		if j == 0 {
			return "", "", false
		}
		name, r = r[:j], strings.TrimSpace(r[j:])
		r = strings.TrimSpace(strings.TrimPrefix(r, "()"))
		return name, r, true
	}
	j := 0
	for j < len(t) && funcNameByte(t[j]) {
		j++
	}
	if j == 0 {
		return "", "", false
	}
	r := strings.TrimSpace(t[j:])
	if !strings.HasPrefix(r, "()") {
		return "", "", false
	}
	return t[:j], strings.TrimSpace(r[2:]), true
}

func funcNameByte(c byte) bool { return wordByte(c) || c == '-' || c == ':' || c == '.' }

// braceBody is the text between the { at open and the } that closes it
// (quotes and escapes skipped), and the index after it.
func braceBody(text string, open int) (string, int, bool) {
	depth := 0
	for i := open; i < len(text) && i-open < maxFuncBody; i++ {
		switch c := text[i]; c {
		case '\\':
			i++
		case '\'':
			k := strings.IndexByte(text[i+1:], '\'')
			if k < 0 {
				return "", 0, false
			}
			i += k + 1
		case '"':
			k := i + 1
			for k < len(text) && text[k] != '"' {
				if text[k] == '\\' {
					k++
				}
				k++
			}
			i = k
		case '#':
			if i == open || text[i-1] == ' ' || text[i-1] == '\t' || text[i-1] == '\n' {
				k := strings.IndexByte(text[i:], '\n')
				if k < 0 {
					return "", 0, false
				}
				i += k - 1
			}
		case '{':
			depth++
		case '}':
			depth--
			if depth == 0 {
				return text[open+1 : i], i + 1, true
			}
		}
	}
	return "", 0, false
}

// codeRuns reports shell code that runs a command other than the quiet
// builtins, a function of funcs judged by its body (depth bounded).
func codeRuns(code string, funcs []shellFunc, depth int, seen map[string]bool) bool {
	if depth > maxHookDepth {
		return true
	}
	var word strings.Builder
	var words []string
	runs := false
	flush := func() {
		if word.Len() > 0 {
			words = append(words, word.String())
			word.Reset()
		}
	}
	command := func() {
		flush()
		if !runs && commandRuns(words, funcs, depth, seen) {
			runs = true
		}
		words = words[:0]
	}
	sub := func(inner string) {
		if !runs && codeRuns(inner, funcs, depth+1, seen) {
			runs = true
		}
	}
	for i := 0; i < len(code) && !runs; i++ {
		c := code[i]
		switch {
		case c == '\\':
			i++
			word.WriteByte('Q')
		case c == '\'':
			k := strings.IndexByte(code[i+1:], '\'')
			if k < 0 {
				return true // unbalanced: not read, so counted
			}
			i += k + 1
			word.WriteByte('Q')
		case c == '"':
			k := i + 1
			for k < len(code) && code[k] != '"' {
				if code[k] == '\\' {
					k++
				} else if code[k] == '`' || code[k] == '$' && k+1 < len(code) && code[k+1] == '(' {
					inner, stop := substitution(code, k)
					sub(inner)
					k = stop - 1
				}
				k++
			}
			i = k
			word.WriteByte('Q')
		case c == '`' || c == '$' && i+1 < len(code) && code[i+1] == '(':
			inner, stop := substitution(code, i)
			sub(inner)
			i = stop - 1
			word.WriteByte('Q')
		case c == '#' && word.Len() == 0:
			k := strings.IndexByte(code[i:], '\n')
			if k < 0 {
				i = len(code)
			} else {
				i += k - 1
			}
		case c == '&' && (i > 0 && (code[i-1] == '>' || code[i-1] == '<') || i+1 < len(code) && code[i+1] == '>'):
			word.WriteByte(c) // a redirection: >&2, &>file
		case c == ';' || c == '&' || c == '|' || c == '\n' || c == '(' || c == ')':
			command()
		case c == ' ' || c == '\t' || c == '\r':
			flush()
		default:
			word.WriteByte(c)
		}
	}
	if !runs {
		command()
	}
	return runs
}

// substitution is the code of the command substitution at i ($( ... )
// or a backquoted one) and the index after it; $(( )) arithmetic gives
// none.
func substitution(code string, i int) (string, int) {
	if code[i] == '`' {
		k := strings.IndexByte(code[i+1:], '`')
		if k < 0 {
			return code[i+1:], len(code)
		}
		return code[i+1 : i+1+k], i + 2 + k
	}
	arith := i+2 < len(code) && code[i+2] == '('
	depth := 0
	for k := i + 1; k < len(code); k++ {
		switch code[k] {
		case '\\':
			k++
		case '\'':
			if e := strings.IndexByte(code[k+1:], '\''); e >= 0 {
				k += e + 1
			}
		case '(':
			depth++
		case ')':
			depth--
			if depth == 0 {
				if arith {
					return "", k + 1
				}
				return code[i+2 : k], k + 1
			}
		}
	}
	return code[i+2:], len(code)
}

// commandRuns judges one simple command's words: keywords, assignments
// and redirections skipped, a for/case/select head skipped whole, a
// quiet builtin quiet, a function of funcs by its body, anything else
// (a program, a variable run as a command, eval, source) runs.
func commandRuns(words []string, funcs []shellFunc, depth int, seen map[string]bool) bool {
	for i := 0; i < len(words); i++ {
		w := words[i]
		switch {
		case w == "for" || w == "case" || w == "select" || w == "in" || w == "function":
			return false // a loop's or a case's head: its words are not commands
		case shellKeyword(w):
			continue
		case strings.ContainsAny(w, "<>"):
			if strings.Trim(w, "0123456789<>&") == "" && i+1 < len(words) {
				i++ // the redirection's file
			}
			continue
		case eqAssign(w):
			continue
		case quietShellCmd(w):
			return false
		}
		for _, f := range funcs {
			if f.name == w {
				if seen[w] {
					return false // recursion: judged where it started
				}
				seen[w] = true
				return codeRuns(f.body, funcs, depth+1, seen)
			}
		}
		return true
	}
	return false
}

// eqAssign is a NAME=value word.
func eqAssign(w string) bool {
	n, _, ok := strings.Cut(w, "=")
	if !ok || n == "" {
		return false
	}
	n = strings.TrimSuffix(n, "+")
	for i := 0; i < len(n); i++ {
		if !wordByte(n[i]) && n[i] != '[' && n[i] != ']' {
			return false
		}
	}
	return true
}

// shellHookLines are what a shell start-up file has the shell run by
// itself (see above), lower case: "hook NAME: BODY" for a hook function
// that runs a command, and each prompt line whose substitutions do.
func shellHookLines(b []byte) []string {
	text := string(b)
	if len(text) > sweepBytes*4 {
		return nil
	}
	hasHook := strings.Contains(text, "()") || strings.Contains(text, "function ")
	hasPrompt := strings.Contains(text, "PS") || strings.Contains(text, "PROMPT")
	if !hasHook && !hasPrompt {
		return nil
	}
	funcs := shellFunctions(text)
	var out []string
	for _, f := range funcs {
		if hookFunction(f.name) && codeRuns(f.body, funcs, 0, map[string]bool{f.name: true}) {
			out = append(out, "hook "+strings.ToLower(f.name)+": "+strings.ToLower(strings.Join(strings.Fields(f.body), " ")))
		}
	}
	if !hasPrompt {
		return out
	}
	for _, line := range strings.Split(text, "\n") {
		t := strings.TrimSpace(line)
		if t == "" || t[0] == '#' || !strings.ContainsAny(t, "$`") {
			continue
		}
		name, val, ok := promptAssign(t)
		if !ok || !promptVar(name) {
			continue
		}
		// The value as the prompt holds it: a quoted value's text,
		// whose substitutions run when the prompt is drawn.
		if len(val) > 1 && (val[0] == '\'' || val[0] == '"') {
			if k := strings.LastIndexByte(val, val[0]); k > 0 {
				val = val[1:k]
			}
		}
		for i := 0; i < len(val); i++ {
			if val[i] == '`' || val[i] == '$' && i+1 < len(val) && val[i+1] == '(' {
				inner, stop := substitution(val, i)
				if codeRuns(inner, funcs, 0, map[string]bool{}) {
					out = append(out, strings.ToLower(t))
					break
				}
				i = stop - 1
			}
		}
	}
	return out
}

// promptAssign reads NAME=value (NAME+=value) after export, declare,
// typeset or local and their options.
func promptAssign(t string) (string, string, bool) {
	for {
		f, rest, ok := strings.Cut(t, " ")
		if !ok {
			break
		}
		if f == "export" || f == "declare" || f == "typeset" || f == "local" || f == "readonly" || strings.HasPrefix(f, "-") && !strings.Contains(f, "=") {
			t = strings.TrimSpace(rest)
			continue
		}
		break
	}
	n, v, ok := strings.Cut(t, "=")
	if !ok {
		return "", "", false
	}
	return strings.TrimSuffix(n, "+"), v, true
}

package guard

import (
	"strings"

	"mvdan.cc/sh/v3/syntax"
)

// Words bash expands a second time. A variable name with a subscript
// given to a builtin as text (read 'a[$(CMD)]', printf -v 'a[...]', test
// -v, declare, unset, let, mapfile) has its subscript evaluated as
// arithmetic, and a command substitution there runs; so does a quoted
// operand of [[ -eq ]] and of (( )), which bash evaluates as an
// expression, and the word list of compgen -W and complete -W, which
// bash expands when it completes. The quotes keep the code from the first
// expansion only: it is judged as the command it is.

// secondCode returns the commands a text bash expands again would run:
// each $(...) and `...` in it.
func secondCode(s string) []string {
	var out []string
	for i := 0; i < len(s) && len(out) < 8; i++ {
		switch {
		case s[i] == '$' && i+1 < len(s) && s[i+1] == '(' && !(i+2 < len(s) && s[i+2] == '('):
			depth := 0
			for j := i + 1; j < len(s); j++ {
				if s[j] == '(' {
					depth++
				} else if s[j] == ')' {
					if depth--; depth == 0 {
						out = append(out, s[i+2:j])
						i = j
						break
					}
				}
			}
		case s[i] == '`':
			if j := strings.IndexByte(s[i+1:], '`'); j > 0 {
				out = append(out, s[i+1:i+1+j])
				i += j + 1
			}
		}
	}
	return out
}

// subscripted reports a word that names an array element with code in
// its subscript.
func subscripted(s string) bool {
	i := strings.IndexByte(s, '[')
	return i > 0 && (strings.Contains(s[i:], "$(") || strings.Contains(s[i:], "`"))
}

// expandsAgain judges the builtins' words bash expands again (see above).
func (w *walker) expandsAgain(name string, args []arg, seg string, depth int) {
	var texts []string
	switch name {
	case "read", "printf", "test", "[", "declare", "typeset", "local", "export", "readonly", "unset", "let", "mapfile", "readarray", "wait", "getopts", "print":
		for _, a := range args {
			if !a.dyn && subscripted(a.s) {
				texts = append(texts, a.s)
			}
			if name == "let" && !a.dyn {
				texts = append(texts, a.s)
			}
		}
	case "compgen", "complete":
		for i, a := range args {
			if a.s == "-W" && i+1 < len(args) && !args[i+1].dyn {
				texts = append(texts, args[i+1].s)
			} else if strings.HasPrefix(a.s, "-W") && len(a.s) > 2 {
				texts = append(texts, a.s[2:])
			}
		}
	}
	for _, t := range texts {
		for _, c := range secondCode(t) {
			w.script(c, depth+1, name+" expands "+clip(t, 40)+" again")
		}
	}
}

// clauseAgain judges the single-quoted words of [[ ]], (( )) and let that
// bash evaluates as arithmetic: a subscript's command substitution runs.
func (w *walker) clauseAgain(n syntax.Node, depth int) {
	syntax.Walk(n, func(m syntax.Node) bool {
		if q, ok := m.(*syntax.SglQuoted); ok && subscripted(q.Value) {
			for _, c := range secondCode(q.Value) {
				w.script(c, depth+1, "an arithmetic subscript ("+clip(q.Value, 40)+")")
			}
		}
		return true
	})
}

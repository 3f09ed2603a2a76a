package settings

import (
	"path/filepath"
	"strings"

	"github.com/tidwall/gjson"
)

// Fingerprint recognises hooktool's own hook handlers: a command handler
// that runs a binary named like hooktool (or one of Paths) with the `hook`
// subcommand, in shell form ("'/abs/hooktool' hook") or exec form
// ({"command": "/abs/hooktool", "args": ["hook"]}). Anything else, however
// similar, belongs to the user.
type Fingerprint struct {
	Names []string // binary base names; empty means "hooktool"
	Paths []string // absolute paths that are hooktool whatever their name
}

// Match reports whether the handler h is hooktool's.
func (f Fingerprint) Match(h gjson.Result) bool {
	if !h.IsObject() {
		return false
	}
	if t := h.Get("type"); t.Exists() && t.String() != "command" {
		return false
	}
	cmd := h.Get("command")
	if cmd.Type != gjson.String {
		return false
	}
	if args := h.Get("args"); args.Exists() {
		a := args.Array()
		return args.IsArray() && len(a) > 0 && a[0].String() == "hook" && f.isBinary(cmd.String())
	}
	exe, sub := CommandWords(cmd.String())
	return sub == "hook" && f.isBinary(exe)
}

func (f Fingerprint) isBinary(exe string) bool {
	if exe == "" {
		return false
	}
	for _, p := range f.Paths {
		if p != "" && exe == p {
			return true
		}
	}
	names := f.Names
	if len(names) == 0 {
		names = []string{"hooktool"}
	}
	base := filepath.Base(strings.ReplaceAll(exe, `\`, "/"))
	base = strings.TrimSuffix(base, ".exe")
	for _, n := range names {
		if base == n {
			return true
		}
	}
	return false
}

// CommandWords returns the program and the first argument of a shell-form
// command, after any leading VAR=value assignments, with shell quoting
// removed. It understands the quoting hooktool and people write, not every
// shell construct: a command it cannot read yields "".
func CommandWords(cmd string) (exe, first string) {
	words := shellWords(cmd, 8)
	i := 0
	for i < len(words) && isAssignment(words[i]) {
		i++
	}
	if i < len(words) {
		exe = words[i]
	}
	if i+1 < len(words) {
		first = words[i+1]
	}
	return exe, first
}

func isAssignment(w string) bool {
	eq := strings.IndexByte(w, '=')
	if eq <= 0 {
		return false
	}
	for j, r := range w[:eq] {
		if !(r == '_' || r >= 'A' && r <= 'Z' || r >= 'a' && r <= 'z' || j > 0 && r >= '0' && r <= '9') {
			return false
		}
	}
	return true
}

// shellWords splits the start of s into at most max words, stopping at the
// first unquoted control operator. Unbalanced quotes end the scan.
func shellWords(s string, max int) []string {
	var words []string
	var cur strings.Builder
	inWord := false
	for i := 0; i < len(s) && len(words) < max; i++ {
		c := s[i]
		switch {
		case c == ' ' || c == '\t' || c == '\n':
			if inWord {
				words = append(words, cur.String())
				cur.Reset()
				inWord = false
			}
		case c == ';' || c == '&' || c == '|' || c == '<' || c == '>' || c == '(' || c == ')':
			if inWord {
				words = append(words, cur.String())
			}
			return words
		case c == '\'':
			j := strings.IndexByte(s[i+1:], '\'')
			if j < 0 {
				return words
			}
			cur.WriteString(s[i+1 : i+1+j])
			i += j + 1
			inWord = true
		case c == '"':
			i++
			for ; i < len(s) && s[i] != '"'; i++ {
				if s[i] == '\\' && i+1 < len(s) && strings.IndexByte("\"\\$`", s[i+1]) >= 0 {
					i++
				}
				cur.WriteByte(s[i])
			}
			if i >= len(s) {
				return words
			}
			inWord = true
		case c == '\\' && i+1 < len(s):
			i++
			cur.WriteByte(s[i])
			inWord = true
		default:
			cur.WriteByte(c)
			inWord = true
		}
	}
	if inWord && len(words) < max {
		words = append(words, cur.String())
	}
	return words
}

// ShellQuote quotes s for a POSIX shell with single quotes.
func ShellQuote(s string) string {
	return "'" + strings.ReplaceAll(s, "'", `'\''`) + "'"
}

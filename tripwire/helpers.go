package tripwire

import (
	"os"
	"path/filepath"
	"strings"
)

// Programs a shell runs later by a name a start-up line gives it (red-team
// round 23). Besides its hooks and prompts (shellhooks.go), bash runs a
// program the user never types: `complete -C PROG CMD` runs PROG at every
// Tab after CMD, `complete -F FUNC CMD` calls FUNC, `bind -x
// '"KEY": CODE'` runs CODE at a key press. Most are ordinary (aws_completer,
// terraform's own binary, bash-completion's functions); such a line counts
// when what it runs reaches the wiring: the program's text (read bounded,
// a script in a folder of the user's work as much as in a dot folder) or
// the function's body rewrites a wiring file or says what the sweep
// counts. The line and the reason are the counted text, so a completion
// added during a call that empties a hooks file is restored with the
// start-up file; `complete -W "start stop" appctl` is not read.
//
// Other tools' configs name such helpers too (Subversion's [helpers]
// diff-cmd, a pager, a credential helper): the sweep reads the program a
// config it met names (programReason), whatever the key.

// maxHelperLines bounds the lines helperLines reads programs for.
const maxHelperLines = 8

// helperLines are the lines of a start-up file (lower case, trimmed)
// whose completion or key binding runs something that reaches the
// wiring, each with what it runs.
func helperLines(b []byte) []string {
	text := string(b)
	if len(text) > sweepBytes*4 || !strings.Contains(text, "complete") && !strings.Contains(text, "bind") {
		return nil
	}
	home, _ := os.UserHomeDir()
	var funcs []shellFunc
	var out []string
	read := 0
	for _, line := range strings.Split(text, "\n") {
		t := strings.TrimSpace(line)
		if t == "" || t[0] == '#' || read >= maxHelperLines {
			continue
		}
		prog, fn, code := helperOf(t)
		if prog == "" && fn == "" && code == "" {
			continue
		}
		read++
		why := ""
		switch {
		case prog != "":
			why = helperProgramReason(prog, home)
		case fn != "":
			if funcs == nil {
				funcs = shellFunctions(text)
			}
			for _, f := range funcs {
				if f.name == fn {
					why = helperCodeReason(f.body, home)
					break
				}
			}
		case code != "":
			why = helperCodeReason(code, home)
		}
		if why != "" {
			out = append(out, strings.ToLower(t)+" => "+why)
		}
	}
	return out
}

// helperOf reads a completion or key binding line: the program
// `complete -C` names (its first word), the function `complete -F`
// names, or the code `bind -x` binds; all "" for any other line.
func helperOf(t string) (prog, fn, code string) {
	for _, st := range strings.FieldsFunc(t, func(r rune) bool { return r == ';' || r == '&' || r == '|' }) {
		f := shellWordsQuoted(strings.TrimSpace(st))
		if len(f) < 2 {
			continue
		}
		switch f[0] {
		case "complete", "compopt":
			for i := 1; i+1 < len(f); i++ {
				switch f[i] {
				case "-C":
					p, _, _ := strings.Cut(strings.TrimSpace(f[i+1]), " ")
					return p, "", ""
				case "-F":
					return "", f[i+1], ""
				}
			}
		case "bind":
			for i := 1; i+1 < len(f); i++ {
				if f[i] == "-x" {
					// '"\C-t": CODE'
					_, c, ok := strings.Cut(f[i+1], ":")
					if ok {
						return "", "", strings.Trim(strings.TrimSpace(c), `"'`)
					}
				}
			}
		}
	}
	return "", "", ""
}

// shellWordsQuoted splits a simple command into words, a quoted word
// kept whole with its quotes off.
func shellWordsQuoted(s string) []string {
	var out []string
	var b strings.Builder
	in := byte(0)
	have := false
	for i := 0; i < len(s); i++ {
		c := s[i]
		switch {
		case in != 0:
			if c == in {
				in = 0
			} else {
				b.WriteByte(c)
			}
		case c == '"' || c == '\'':
			in, have = c, true
		case c == ' ' || c == '\t':
			if have {
				out = append(out, b.String())
				b.Reset()
				have = false
			}
		default:
			b.WriteByte(c)
			have = true
		}
	}
	if have {
		out = append(out, b.String())
	}
	return out
}

// helperProgramReason is why the program a helper line names by path
// reaches the wiring ("" when it does not, or is no small text file): a
// bare name found on PATH is an installed tool's.
func helperProgramReason(prog, home string) string {
	p := helperPath(prog, home)
	if p == "" {
		return ""
	}
	fi, err := os.Stat(p)
	if err != nil || !fi.Mode().IsRegular() || fi.Size() == 0 || fi.Size() > sweepBytes {
		return ""
	}
	b, ok := readBounded(p)
	if !ok || strings.IndexByte(string(b), 0) >= 0 {
		return ""
	}
	// Round 25: one hop on too (a wrapper that runs a script kept
	// elsewhere).
	if why := followReason(filepath.Base(p), fi.Mode()&0o111 != 0, b, home, filepath.Dir(p), 1); why != "" {
		return p + " " + why
	}
	return ""
}

// helperCodeReason is why shell code a helper runs reaches the wiring:
// its own text, or a program it runs by path (its first word).
func helperCodeReason(code, home string) string {
	if why := sweptReason("helper", false, []byte(code)); why != "" {
		return why
	}
	if scriptRewrites([]byte(code)) {
		return "rewrites hooktool's wiring when it runs"
	}
	for _, st := range strings.FieldsFunc(code, func(r rune) bool { return r == ';' || r == '&' || r == '|' || r == '\n' }) {
		// Round 25: past an interpreter, the script it runs (`sh
		// "$HOME/tools/x.sh"`).
		if prog := scriptOperand(strings.Fields(st)); prog != "" {
			if why := helperProgramReason(strings.Trim(prog, `"'`), home); why != "" {
				return why
			}
		}
	}
	return ""
}

// helperPath is the file a helper's program word names: from the home
// (~/, $HOME/, ${HOME}/) or absolute; "" for a bare name or a path with
// an unknown variable.
func helperPath(w, home string) string {
	if home != "" {
		if p := homePath(w, home); p != "" {
			return p
		}
	}
	if filepath.IsAbs(w) && !strings.ContainsAny(w, "$*?") {
		return filepath.Clean(w)
	}
	return ""
}

package wiring

import (
	"bufio"
	"bytes"
	"path/filepath"
	"strings"
)

// A start-up file can pull in a whole folder without naming a file in it:
// a loop over a glob that sources each match (bash and sh's `for f in
// ~/.config/bash/conf.d/*.sh; do . "$f"; done`, zsh's `for f (DIR/*)
// source $f`, fish's `for f in DIR/*.fish; source $f; end`), `.` of a
// glob itself, tmux's source-file of a glob, or run-parts DIR (every
// executable in DIR runs; `for f in $(run-parts --list DIR)` sources
// them). A file dropped into such a
// folder runs in every later shell as if it were in ~/.bashrc, so the
// folder is watched like a start-up folder (StartupDir): its files
// matching the glob are judged by their lines, whoever wrote the loop.

// maxGlobDirs bounds the folders followed from globs, over all files.
const maxGlobDirs = 8

// sourcedGlobs lists the globs (absolute, the folder part free of glob
// characters) whose matches a start-up file's text b sources or runs.
// A glob's variables are expanded from the file's own plain assignments
// (CONF=~/.config/foo), ${VAR:-default}'s default, ~ and $HOME, then the
// environment; one that stays relative or keeps a variable is left out.
func sourcedGlobs(e Env, b []byte) []string {
	var words []string
	sc := bufio.NewScanner(bytes.NewReader(b))
	sc.Buffer(make([]byte, 0, 4096), 64<<10)
	for sc.Scan() {
		l := strings.TrimSpace(sc.Text())
		if l == "" || l[0] == '#' {
			continue
		}
		words = append(words, shellWords(braceVars(l))...)
		words = append(words, ";") // a line ends a command
	}
	vars := map[string]string{}
	loops := map[string][]string{} // a loop variable -> its globs
	var out []string
	add := func(w string) {
		if g := globPath(e, vars, w); g != "" {
			out = append(out, g)
		}
	}
	cmdPos := true
	for i := 0; i < len(words); i++ {
		w := words[i]
		if w == "run-parts" {
			// Wherever it is: a command of its own, or inside $(...).
			// Its folder is its last word (an option may take one).
			dir := ""
			for _, a := range words[i+1:] {
				if isSeparator(a) {
					break
				}
				dir = a
			}
			if dir != "" && !strings.HasPrefix(dir, "-") {
				add(strings.TrimSuffix(strings.Trim(dir, `"'`), "/") + "/*")
			}
		}
		if isSeparator(w) {
			cmdPos = true
			continue
		}
		if !cmdPos {
			continue
		}
		switch w {
		case "if", "then", "else", "elif", "do", "while", "until", "!", "builtin", "command", "{", "time":
			continue
		case "for", "foreach":
			// for NAME in WORDS; / for NAME (WORDS) (zsh) / foreach NAME (WORDS) (tcsh, zsh)
			if i+1 >= len(words) {
				break
			}
			name := words[i+1]
			var globs []string
			j := i + 2
			if j < len(words) && words[j] == "in" {
				for j++; j < len(words) && words[j] != ";" && words[j] != "do"; j++ {
					globs = append(globs, loopWord(words[j]))
				}
			} else if j < len(words) && words[j] == "(" {
				depth := 0
				for ; j < len(words); j++ {
					if words[j] == "(" {
						depth++
						continue
					}
					if words[j] == ")" {
						if depth--; depth == 0 {
							break
						}
						continue
					}
					if depth == 1 { // not a zsh glob qualifier: *.zsh(N)
						globs = append(globs, loopWord(words[j]))
					}
				}
			}
			loops[name] = append(loops[name][:0:0], globs...)
			// The list's words are read on as any (a run-parts in $(...)).
			cmdPos = false
			continue
		case "source-file":
			// tmux's: a glob reads every match (flags first).
			for _, a := range words[i+1:] {
				if isSeparator(a) {
					break
				}
				if !strings.HasPrefix(a, "-") {
					if strings.ContainsAny(a, "*?[") {
						add(a)
					}
					break
				}
			}
		case ".", `\.`, "source":
			if i+1 >= len(words) {
				break
			}
			a := words[i+1]
			if v := loopVar(a); v != "" {
				for _, g := range loops[v] {
					add(g)
				}
			} else if strings.ContainsAny(a, "*?[") {
				add(a) // `. DIR/*.sh`: the shell takes the first match, any match
			} else if a == "<" && i+2 < len(words) && words[i+2] == "(" {
				// source <(cat DIR/*.sh)
				for _, c := range words[i+3:] {
					if c == ")" || c == ";" {
						break
					}
					if strings.ContainsAny(c, "*?[") {
						add(c)
					}
				}
			}
		default:
			if name, val, ok := strings.Cut(w, "="); ok && isName(name) && !strings.Contains(val, "$(") && !strings.Contains(val, "`") {
				vars[name] = strings.NewReplacer("\x01", "{", "\x02", "}").Replace(strings.Trim(val, `"'`))
				continue // a prefix assignment: a command may follow
			}
		}
		cmdPos = false
	}
	return out
}

// braceVars hides the braces of ${...} from shellWords, which splits
// at { and }: ${NAME:-default} stays one word (expandVars reads it back).
func braceVars(l string) string {
	if !strings.Contains(l, "${") {
		return l
	}
	var b strings.Builder
	depth := 0
	for i := 0; i < len(l); i++ {
		switch {
		case l[i] == '$' && i+1 < len(l) && l[i+1] == '{':
			b.WriteString("$\x01")
			depth++
			i++
		case l[i] == '}' && depth > 0:
			b.WriteByte('\x02')
			depth--
		default:
			b.WriteByte(l[i])
		}
	}
	return b.String()
}

// loopWord is a loop's list word as a glob: quotes and a $(ls ...)
// wrapper's remains taken off.
func loopWord(w string) string {
	return strings.Trim(w, `"'`)
}

// loopVar is the variable a sourced word names alone ($f, "$f", ${f},
// "${f}"), "" when the word is anything else.
func loopVar(w string) string {
	w = strings.NewReplacer("\x01", "{", "\x02", "}").Replace(strings.Trim(w, `"`))
	if !strings.HasPrefix(w, "$") {
		return ""
	}
	w = w[1:]
	if strings.HasPrefix(w, "{") && strings.HasSuffix(w, "}") {
		w = w[1 : len(w)-1]
	}
	if !isName(w) {
		return ""
	}
	return w
}

func isName(s string) bool {
	if s == "" || s[0] >= '0' && s[0] <= '9' {
		return false
	}
	for i := 0; i < len(s); i++ {
		if !isIdent(s[i]) {
			return false
		}
	}
	return true
}

// globPath makes a glob word absolute, "" when it cannot (a variable of
// unknown value, a relative path, a glob in the folder part) or it has no
// glob at all.
func globPath(e Env, vars map[string]string, w string) string {
	w = strings.ReplaceAll(strings.ReplaceAll(w, `"`, ""), `'`, "")
	w = strings.NewReplacer("\x01", "{", "\x02", "}").Replace(w)
	for n := 0; n < 4 && strings.Contains(w, "$"); n++ {
		w = expandVars(e, vars, w)
	}
	if strings.HasPrefix(w, "~/") {
		w = e.home(w[2:])
	}
	if !filepath.IsAbs(w) || strings.ContainsAny(w, "$`{}") {
		return ""
	}
	dir, pat := filepath.Split(filepath.Clean(w))
	if pat == "" || !strings.ContainsAny(pat, "*?[") || strings.ContainsAny(dir, "*?[") {
		return ""
	}
	return filepath.Join(dir, pat)
}

// expandVars expands $NAME, ${NAME} and ${NAME:-default} once: the file's
// own assignment first, then the environment (HOME from Env).
func expandVars(e Env, vars map[string]string, w string) string {
	var b strings.Builder
	for i := 0; i < len(w); i++ {
		if w[i] != '$' {
			b.WriteByte(w[i])
			continue
		}
		rest := w[i+1:]
		var name, def string
		var n int
		if strings.HasPrefix(rest, "{") {
			end := strings.IndexByte(rest, '}')
			if end < 0 {
				return w
			}
			name = rest[1:end]
			name, def, _ = strings.Cut(name, ":-")
			n = end + 1
		} else {
			for n < len(rest) && isIdent(rest[n]) {
				n++
			}
			name = rest[:n]
		}
		v, ok := vars[name]
		switch {
		case ok:
		case name == "HOME":
			v = e.Home
		case e.Get(name) != "":
			v = e.Get(name)
		default:
			v = def
		}
		if v == "" || !isName(name) {
			return w // unknown: left as it is, and so left out
		}
		b.WriteString(v)
		i += n
	}
	return b.String()
}

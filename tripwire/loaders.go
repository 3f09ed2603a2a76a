package tripwire

import (
	"strings"
)

// Files a start-up file loads by a construct other than . or source
// (red-team round 23). A dotenv file of the user's (~/.config/app/env)
// is pulled into every shell as surely by `export $(grep -v '^#' FILE |
// xargs)`, `eval "$(cat FILE)"`, `source <(sed ... FILE)` or a `while
// read -r l; do export "$l"; done < FILE` loop as by `. FILE`: each line
// VAR=value becomes the shell's. Such a file is read as a start-up file
// (its lines that set an agent's variable count) and watched as one, so
// CLAUDE_CODE_SIMPLE=1 appended in place during a call is restored from
// its copy; LOG_LEVEL=debug is not a line that counts.

// readerCmd is a command that prints (a part of) the files it is given:
// what a substitution loading a file into the shell runs on it.
func readerCmd(w string) bool {
	switch w {
	case "cat", "grep", "egrep", "fgrep", "rg", "sed", "awk", "gawk", "mawk", "xargs", "envsubst", "cut", "tr", "sort", "uniq", "head", "tail",
		"tac", "perl", "jq", "yq", "dotenv", "strings", "<":
		return true
	}
	return false
}

// loadCmd is a command that takes what a substitution prints into the
// shell's own environment.
func loadCmd(w string) bool {
	switch w {
	case "export", "eval", "declare", "typeset", "readonly", "source", ".", "set", "local":
		return true
	}
	return false
}

// loadedFiles are the file words (as written, quotes off) that the line
// t, or the loop it closes in text, loads into the shell by a reader's
// substitution or a read loop's redirection (see above); at most 4.
func loadedFiles(t, text string) []string {
	var out []string
	words := strings.Fields(strings.NewReplacer(";", " ; ", "&&", " && ", "||", " || ", "$(", " $(", "<(", " <(").Replace(t))
	loads := false
	for _, w := range words {
		if loadCmd(strings.Trim(w, `"'`)) {
			loads = true
			break
		}
	}
	if loads {
		for i := 0; i+1 < len(t) && len(out) < 4; i++ {
			if t[i] == '`' || (t[i] == '$' || t[i] == '<') && t[i+1] == '(' {
				if t[i] == '$' && i+2 < len(t) && t[i+2] == '(' {
					continue // $(( )) arithmetic
				}
				inner, stop := substitution(t, i)
				out = append(out, readFiles(inner)...)
				i = stop - 1
			}
		}
	}
	// A read loop: `done < FILE` closing a while loop that exports or
	// evaluates what it reads.
	if i := strings.Index(t, "done"); i >= 0 && len(out) < 4 {
		rest := strings.TrimSpace(t[i+4:])
		if f, ok := strings.CutPrefix(rest, "<"); ok && !strings.HasPrefix(f, "<") && !strings.HasPrefix(f, "(") {
			f = strings.TrimSpace(f)
			w, _, _ := strings.Cut(f, " ")
			w = strings.Trim(w, `"';`)
			if w != "" && loopLoads(t, text) {
				out = append(out, w)
			}
		}
	}
	return out
}

// readFiles are the files a substitution's readers are given: each
// pipeline stage whose command is a reader, its arguments that look like
// paths (not options, not patterns), and what follows a <.
func readFiles(inner string) []string {
	var out []string
	for _, stage := range strings.Split(inner, "|") {
		f := shellWordsQuoted(strings.ReplaceAll(stage, "<", " < "))
		if len(f) == 0 || !readerCmd(f[0]) {
			continue
		}
		for i := 1; i < len(f) && len(out) < 4; i++ {
			w := strings.Trim(f[i], `"'`)
			if strings.HasPrefix(w, "-") || w == "<" || w == "" || strings.ContainsAny(w, " \t*?[") {
				continue
			}
			if strings.HasPrefix(w, "~/") || strings.HasPrefix(w, "$HOME/") || strings.HasPrefix(w, "${HOME}/") || strings.HasPrefix(w, "/") ||
				strings.HasPrefix(w, "$") && strings.Contains(w, "/") || f[i-1] == "<" {
				out = append(out, w)
			}
		}
	}
	return out
}

// loopLoads reports the while loop that line t closes (t itself, or the
// lines of text before it back to its while) exporting or evaluating
// what it reads.
func loopLoads(t, text string) bool {
	body := t
	if !strings.Contains(t, "while") {
		if i := strings.Index(text, t); i > 0 {
			start := i - 1024
			if start < 0 {
				start = 0
			}
			before := text[start:i]
			w := strings.LastIndex(before, "while ")
			if w < 0 {
				return false
			}
			body = before[w:] + t
		}
	}
	if !strings.Contains(body, "read") {
		return false
	}
	for _, k := range [...]string{"export ", "eval ", "declare ", "typeset "} {
		if strings.Contains(body, k) {
			return true
		}
	}
	return false
}

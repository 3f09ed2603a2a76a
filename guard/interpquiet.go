package guard

import (
	"path"
	"strings"
)

// Interpreter code the guard can read whole passes quietly: shell calls
// whose every argument is a literal (each was judged as the shell command
// it spells), and deletes of what a glob with a literal folder and a
// specific pattern matches inside the project (pathlib's rglob('*.pyc')).

// literalCallsOnly reports code whose risky calls are all shell calls
// with literal arguments: subprocess.run(['git', 'status'], check=True),
// execSync('make test'). Imports of the modules are not calls.
func literalCallsOnly(code string, l *lang) bool {
	if len(l.shellCalls) == 0 || strings.Contains(code, "`") {
		return false
	}
	for _, loop := range [...]string{"while", "for ", "for(", "setInterval", "loop", "until", ".times", "each"} {
		if strings.Contains(code, loop) {
			return false // a literal command run over and over is not one command
		}
	}
	rest := dropImports(code)
	for _, call := range l.shellCalls {
		for from := 0; ; {
			i := strings.Index(rest[from:], call)
			if i < 0 {
				break
			}
			start := from + i
			j := start + len(call)
			from = j
			if start > 0 && isIdent(rest[start-1]) && rest[start-1] != '.' || j < len(rest) && isIdent(rest[j]) && rest[j] != '.' {
				continue // a longer name
			}
			for j < len(rest) && rest[j] == ' ' {
				j++
			}
			if j >= len(rest) || rest[j] != '(' {
				return false // passed around, not called: what it runs is unknown
			}
			args, ok := callArgs(rest, j)
			if !ok || len(args) == 0 || !literalArgs(args) {
				return false
			}
			end := closeParen(rest, j)
			if end < 0 {
				return false
			}
			rest = rest[:start] + strings.Repeat(" ", end+1-start) + rest[end+1:]
		}
	}
	rest = strings.NewReplacer(`require('child_process')`, "", `require("child_process")`, "").Replace(rest)
	for _, r := range l.risky {
		if strings.Contains(rest, r) {
			return false
		}
	}
	return true
}

// literalArgs reports call arguments that are all literals: strings, a
// list of strings, or keyword options with literal values (check=True,
// cwd='sub', shell=True).
func literalArgs(args []string) bool {
	for _, a := range args {
		if !strings.HasPrefix(a, "\x00") {
			continue // a string literal
		}
		raw := strings.TrimSpace(a[1:])
		if k, v, ok := strings.Cut(raw, "="); ok && isName(strings.TrimSpace(k)) {
			raw = strings.TrimSpace(v)
		}
		switch raw {
		case "True", "False", "None", "true", "false", "null", "undefined":
			continue
		}
		if isDigits(raw) {
			continue
		}
		if s, end, ok := strLit(raw, 0); ok && end == len(raw) {
			_ = s
			continue
		}
		if (strings.HasPrefix(raw, "[") && strings.HasSuffix(raw, "]")) || (strings.HasPrefix(raw, "(") && strings.HasSuffix(raw, ")")) {
			if literalList(raw[1 : len(raw)-1]) {
				continue
			}
		}
		if strings.HasPrefix(raw, "{") && strings.HasSuffix(raw, "}") && !strings.ContainsAny(raw, "()") {
			continue // an options object of literals ({stdio: 'inherit'})
		}
		return false
	}
	return true
}

// literalList reports a comma list of string literals.
func literalList(s string) bool {
	i := 0
	n := 0
	for i < len(s) {
		for i < len(s) && (s[i] == ' ' || s[i] == ',') {
			i++
		}
		if i >= len(s) {
			break
		}
		_, end, ok := strLit(s, i)
		if !ok {
			return false
		}
		i = end
		n++
	}
	return n > 0
}

// closeParen is the index of the ) that closes the ( at open, skipping
// strings; -1 when there is none.
func closeParen(s string, open int) int {
	depth := 0
	for i := open; i < len(s); i++ {
		switch s[i] {
		case '"', '\'':
			_, end, ok := strLit(s, i)
			if !ok {
				return -1
			}
			i = end - 1
		case '(':
			depth++
		case ')':
			depth--
			if depth == 0 {
				return i
			}
		}
	}
	return -1
}

// dropImports blanks import statements (import os, subprocess; const
// {execSync} = require('child_process')): naming a module runs nothing.
// An import under another name (import subprocess as sp, from subprocess
// import run) stays: calls through that name are not read.
func dropImports(code string) string {
	var b strings.Builder
	for _, stmt := range strings.FieldsFunc(code, func(r rune) bool { return r == ';' || r == '\n' }) {
		t := strings.TrimSpace(stmt)
		if strings.HasPrefix(t, "import ") && !strings.Contains(t, " as ") ||
			strings.Contains(t, "require(") && strings.Count(t, "(") == 1 && (strings.HasPrefix(t, "const {") || strings.HasPrefix(t, "let {") || strings.HasPrefix(t, "var {")) {
			b.WriteString(";")
			continue
		}
		b.WriteString(stmt)
		b.WriteString(";")
	}
	return b.String()
}

// globDeletesOnly reports code whose deletes can only reach what its glob
// calls match, each a specific pattern under a literal folder inside the
// project or a temp or cache folder: [p.unlink() for p in
// Path('.').rglob('*.pyc')]. Code that finds paths any other way (walks,
// listings, arguments, home) is not read this far.
func (w *walker) globDeletesOnly(code string) bool {
	for _, other := range [...]string{"os.walk", "listdir", "scandir", "iterdir", "argv", "input(", "environ", "expanduser", "home()", "readdir", "getenv", "cwd()"} {
		if strings.Contains(code, other) {
			return false
		}
	}
	found := 0
	for _, call := range [...]string{".rglob(", ".glob(", "glob.glob(", "glob.iglob(", "glob.sync(", "globSync("} {
		for from := 0; ; {
			i := strings.Index(code[from:], call)
			if i < 0 {
				break
			}
			start := from + i
			j := start + len(call)
			from = j
			pat, _, ok := strLit(code, j)
			if !ok || pat == "" || strings.Contains(pat, "..") || strings.HasPrefix(pat, "/") || strings.HasPrefix(pat, "~") {
				return false
			}
			root := "."
			if call == ".rglob(" || call == ".glob(" {
				// Path('ROOT').rglob(...): the folder is the literal before.
				before := code[:start]
				k := strings.LastIndex(before, "Path(")
				if k < 0 || !strings.HasSuffix(before, ")") {
					return false
				}
				r, end, ok := strLit(before, k+len("Path("))
				if !ok || end != len(before)-1 {
					return false
				}
				root = r
			}
			name := path.Base(strings.TrimPrefix(pat, "**/"))
			if matchesAll(name) || strings.ContainsAny(path.Dir(strings.TrimPrefix(pat, "**/")), "*?[") && path.Dir(strings.TrimPrefix(pat, "**/")) != "." {
				return false // every file, or a folder only known by a pattern
			}
			p, ok := w.abs(path.Join(root, path.Dir(strings.TrimPrefix(pat, "**/"))))
			if !ok {
				return false
			}
			if c, _ := w.target(arg{s: p + "/" + name, glob: true}); c != cSafe && c != cInside {
				return false
			}
			found++
		}
	}
	return found > 0
}

package guard

import (
	"path"
	"strings"
)

// GNU sed runs shell commands: `e COMMAND` runs COMMAND, `e` alone and the
// s command's e flag run the pattern space (after the substitution) as a
// command. The script is read as sed reads it, from -e/--expression, -f
// FILE (a file written earlier in the line, or stdin) or the first
// operand, with any delimiter and escaped delimiters (s/x/rm -rf \/home/e,
// s|x|...|e): the replacement, with the escapes undone, is the command
// (preceded or followed by the input line for s/^/.../e and s/$/.../e).

// sedExec judges the commands a sed script runs.
func (w *walker) sedExec(args []arg, seg string, depth int, in input) {
	var scripts []string
	explicit, stdinScript, inPlace := false, false, false
	fromFile := func(f arg) {
		explicit = true
		if f.s == "-" || f.s == "/dev/stdin" {
			if in.hasCode {
				scripts, stdinScript = append(scripts, in.code), true
			}
			return
		}
		if p, ok := w.abs(f.s); ok && !f.dyn && w.files != nil {
			if wr, ok := w.writtenFile(p); ok {
				w.runWritten("sed -f", f.s, wr, seg, func(code string) { scripts = append(scripts, code) })
			}
		}
	}
	var ops []arg
	for i := 0; i < len(args); i++ {
		s := args[i].s
		switch {
		case s == "--":
			ops = append(ops, args[i+1:]...)
			i = len(args)
		case (s == "--expression" || s == "--file") && i+1 < len(args):
			if s == "--file" {
				fromFile(args[i+1])
			} else {
				scripts, explicit = append(scripts, args[i+1].s), true
			}
			i++
		case strings.HasPrefix(s, "--expression="):
			scripts, explicit = append(scripts, strings.TrimPrefix(s, "--expression=")), true
		case strings.HasPrefix(s, "--file="):
			fromFile(arg{s: strings.TrimPrefix(s, "--file="), dyn: args[i].dyn})
		case s == "--line-length" || s == "-l":
			i++
		case s == "--in-place" || strings.HasPrefix(s, "--in-place="):
			inPlace = true
		case strings.HasPrefix(s, "--"):
		case strings.HasPrefix(s, "-") && len(s) > 1:
			// A cluster: -ne SCRIPT, -nfFILE, -i.bak (the rest is -i's suffix).
		cluster:
			for j := 1; j < len(s); j++ {
				switch s[j] {
				case 'e', 'f', 'l':
					v := s[j+1:]
					if v == "" && i+1 < len(args) {
						i++
						v = args[i].s
					}
					switch s[j] {
					case 'e':
						scripts, explicit = append(scripts, v), true
					case 'f':
						fromFile(arg{s: v, dyn: args[i].dyn})
					}
					break cluster
				case 'i':
					inPlace = true
					break cluster
				}
			}
		default:
			ops = append(ops, args[i])
		}
	}
	files := ops
	if !explicit && len(ops) > 0 {
		scripts, files = append(scripts, ops[0].s), ops[1:]
	}
	if inPlace {
		// sed -i '1i export CLAUDE_CONFIG_DIR=...' ~/.bashrc: the lines
		// an a, i or c command or a substitution puts in a shell
		// start-up file run in every later shell, as echo >> does.
		for _, f := range files {
			p, ok := w.abs(f.s)
			if f.dyn || !ok || !startupFile(p, w.g.env.Home) && !w.startupWired(p) {
				continue
			}
			for _, sc := range scripts {
				for _, t := range sedAdds(sc) {
					w.script(t, depth+1, "shell start-up file "+path.Base(p)+" (sed -i)")
					w.startupText(t, seg)
				}
			}
		}
	}
	var lines []string // the input, when the guard knows it
	if in.hasCode && !stdinScript {
		lines = strings.Split(strings.TrimSuffix(in.code, "\n"), "\n")
	}
	for _, sc := range scripts {
		for _, c := range sedRuns(sc, lines) {
			w.script(c.cmd, depth+1, c.via)
		}
	}
}

type sedRun struct{ cmd, via string }

// sedRuns reads a sed script and returns the shell commands it runs,
// lines being the input when known.
func sedRuns(sc string, lines []string) []sedRun {
	var out []sedRun
	sedWalk(sc, func(c byte, i int) int {
		if len(out) >= 16 {
			return len(sc)
		}
		toEOL := func() string {
			j := strings.IndexByte(sc[i:], '\n')
			if j < 0 {
				j = len(sc) - i
			}
			t := sc[i : i+j]
			i += j
			return t
		}
		switch c {
		case 'e':
			cmd := strings.TrimSpace(toEOL())
			if cmd != "" {
				out = append(out, sedRun{cmd, "sed e command"})
			} else {
				for _, l := range lines {
					out = append(out, sedRun{l, "sed e command"})
				}
			}
		case 's':
			if i >= len(sc) {
				break
			}
			d := sc[i]
			if d == '\n' || d == '\\' {
				break
			}
			pat, end := sedPart(sc, i+1, d, false)
			repl, end2 := sedPart(sc, end, d, true)
			i = end2
			flags := ""
			for i < len(sc) && strings.IndexByte(";\n}", sc[i]) < 0 {
				if sc[i] == 'w' {
					toEOL() // w FILE takes the rest of the line
					break
				}
				flags += sc[i : i+1]
				i++
			}
			if !strings.Contains(flags, "e") {
				break
			}
			out = append(out, sedRun{repl, "sed s///e"})
			for _, l := range lines {
				switch pat {
				case "^":
					out = append(out, sedRun{repl + l, "sed s///e"})
				case "$":
					out = append(out, sedRun{l + repl, "sed s///e"})
				}
			}
		case 'y':
			if i < len(sc) {
				_, end := sedPart(sc, i+1, sc[i], false)
				_, i = sedPart(sc, end, sc[i], false)
			}
		case 'a', 'i', 'c', 'r', 'R', 'w', 'W', ':':
			toEOL()
		case 'b', 't', 'T':
			for i < len(sc) && strings.IndexByte(";\n}", sc[i]) < 0 {
				i++
			}
		}
		return i
	})
	return out
}

// sedWalk calls step for each command of a sed script: its letter, and
// the index past it; step returns where the next command may start. The
// separators, the addresses and a negation or a block's brace before a
// command are skipped here.
func sedWalk(sc string, step func(c byte, i int) int) {
	for i := 0; i < len(sc); {
		for i < len(sc) && strings.IndexByte(" \t\n;", sc[i]) >= 0 {
			i++
		}
		if i >= len(sc) {
			return
		}
		i = sedAddress(sc, i)
		for i < len(sc) && (sc[i] == ' ' || sc[i] == '!' || sc[i] == '{') {
			i++
		}
		if i >= len(sc) {
			return
		}
		i = step(sc[i], i+1)
	}
}

// sedAddress skips an address (NUM, $, /RE/, \cREc, first~step, and a
// second one after a comma) at sc[i].
func sedAddress(sc string, i int) int {
	for n := 0; n < 2 && i < len(sc); n++ {
		switch {
		case sc[i] == '/':
			_, i = sedPart(sc, i+1, '/', false)
			for i < len(sc) && (sc[i] == 'I' || sc[i] == 'M') {
				i++
			}
		case sc[i] == '\\' && i+1 < len(sc):
			_, i = sedPart(sc, i+2, sc[i+1], false)
		case sc[i] == '$':
			i++
		case sc[i] == '+' || sc[i] == '~' || sc[i] >= '0' && sc[i] <= '9':
			for i < len(sc) && (sc[i] == '+' || sc[i] == '~' || sc[i] >= '0' && sc[i] <= '9') {
				i++
			}
		}
		if i < len(sc) && sc[i] == ',' && n == 0 {
			i++
			continue
		}
		break
	}
	return i
}

// sedPart reads a part of an s or y command up to the delimiter d from
// sc[i], and returns it and the index past the delimiter. In a
// replacement the escapes are undone (\d is d, \\ is \, \n a newline).
func sedPart(sc string, i int, d byte, repl bool) (string, int) {
	var b strings.Builder
	for ; i < len(sc); i++ {
		c := sc[i]
		if c == '\\' && i+1 < len(sc) {
			i++
			switch n := sc[i]; {
			case n == d:
				b.WriteByte(d)
			case !repl:
				b.WriteByte('\\')
				b.WriteByte(n)
			case n == 'n':
				b.WriteByte('\n')
			case n == '\n':
				b.WriteByte('\n')
			default:
				b.WriteByte(n)
			}
			continue
		}
		if c == d {
			return b.String(), i + 1
		}
		b.WriteByte(c)
	}
	return b.String(), i
}

// atJob reads at's and batch's options: -f FILE is the job (a file written
// earlier in the line, what a <(...) prints, or stdin when it is - or
// /dev/stdin, as a here-string or a pipe feeds it), in a cluster too (-mf
// FILE, -fFILE); -l, -r, -d and -c run no job. It reports whether the job
// was judged (or there is none), else the input that is the job.
func (w *walker) atJob(name string, args []arg, seg string, depth int, in input) (bool, input) {
	for i := 0; i < len(args); i++ {
		s := args[i].s
		if s == "--" || !strings.HasPrefix(s, "-") || len(s) < 2 {
			continue
		}
		for j := 1; j < len(s); j++ {
			switch s[j] {
			case 'l', 'r', 'd', 'c':
				return true, in // lists, removes or prints jobs
			case 'q', 't':
				if j == len(s)-1 {
					i++
				}
				j = len(s)
			case 'f':
				f := arg{s: s[j+1:], dyn: args[i].dyn}
				if f.s == "" && i+1 < len(args) {
					i++
					f = args[i]
				}
				if p, ok := w.procIn(f, depth); ok {
					return false, p
				}
				switch f.s {
				case "-", "/dev/stdin", "/dev/fd/0", "/proc/self/fd/0":
					return false, in // the job is stdin after all
				}
				w.runFile(name+" -f", f, seg, depth)
				return true, in
			}
		}
	}
	return false, in
}

// procIn is what a <(...) argument prints, as the input of a program that
// reads the file (at -f <(...), crontab <(...)).
func (w *walker) procIn(a arg, depth int) (input, bool) {
	out, ok := w.procText(a, depth)
	if !ok {
		return input{}, false
	}
	return input{code: out.echo, hasCode: out.hasEcho, download: out.download, decoded: out.decoded}, true
}

// sedAdds returns the text a sed script puts in its output: what its a, i
// and c commands add (GNU's one-line "1i TEXT", "a\TEXT" and the text on
// the lines after "a\") and the replacements of its s commands.
func sedAdds(sc string) []string {
	var out []string
	sedWalk(sc, func(c byte, i int) int {
		if len(out) >= 16 {
			return len(sc)
		}
		switch c {
		case 'a', 'i', 'c':
			// The text runs to the end of the script's line; a
			// backslash at a line's end carries it on to the next.
			for i < len(sc) && sc[i] == ' ' {
				i++
			}
			if strings.HasPrefix(sc[i:], "\\\n") {
				i += 2
			} else if strings.HasPrefix(sc[i:], "\\") {
				i++
			}
			var b strings.Builder
			for i < len(sc) {
				j := strings.IndexByte(sc[i:], '\n')
				if j < 0 {
					j = len(sc) - i
				}
				l := sc[i : i+j]
				i += j
				if strings.HasSuffix(l, "\\") && i < len(sc) {
					b.WriteString(strings.TrimSuffix(l, "\\") + "\n")
					i++
					continue
				}
				b.WriteString(l)
				break
			}
			if t := strings.TrimSpace(b.String()); t != "" {
				out = append(out, t)
			}
		case 's':
			if i >= len(sc) || sc[i] == '\n' || sc[i] == '\\' {
				break
			}
			d := sc[i]
			_, end := sedPart(sc, i+1, d, false)
			repl, end2 := sedPart(sc, end, d, true)
			i = end2
			for i < len(sc) && strings.IndexByte(";\n}", sc[i]) < 0 {
				i++
			}
			if strings.TrimSpace(repl) != "" {
				out = append(out, repl)
			}
		default:
			for i < len(sc) && strings.IndexByte(";\n}", sc[i]) < 0 {
				i++
			}
		}
		return i
	})
	return out
}

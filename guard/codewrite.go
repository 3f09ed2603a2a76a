package guard

import "strings"

// Interpreter code that writes a file with literal text (Python's
// open(P, 'w').write(T) and Path(P).write_text(T), Node's writeFileSync,
// Ruby's File.write, PHP's file_put_contents) makes that file what a
// shell the same code starts runs next: `open('/tmp/x.sh', 'w').write('rm
// -rf ~'); subprocess.run(['bash', '/tmp/x.sh'])`. The files are recorded
// as a shell's echo > FILE would be, before the code's shell calls are
// judged, so running them reads the text written.

// codeWrite is one file interpreter code writes: its path and text.
type codeWrite struct{ path, text string }

// codeWrites finds the files code writes with a literal path and text.
func codeWrites(code string) []codeWrite {
	var out []codeWrite
	for _, call := range [...]string{"writeFileSync(", "appendFileSync(", "writeFile(", "appendFile(", "File.write(",
		"file_put_contents(", "Deno.writeTextFile(", "Deno.writeTextFileSync(", "Bun.write("} {
		for from := 0; ; {
			i := strings.Index(code[from:], call)
			if i < 0 {
				break
			}
			at := from + i + len(call)
			from = at
			p, rest, ok := literalArg(code[at:])
			if !ok {
				continue
			}
			rest = strings.TrimLeft(rest, " \t\n")
			rest, ok = strings.CutPrefix(rest, ",")
			if !ok {
				continue
			}
			if t, _, ok := literalArg(rest); ok {
				out = append(out, codeWrite{p, t})
			}
		}
	}
	// open(P, 'w').write(T) and Path(P).write_text(T).
	for _, opener := range [...]string{"open(", "Path("} {
		for from := 0; ; {
			i := strings.Index(code[from:], opener)
			if i < 0 {
				break
			}
			at := from + i + len(opener)
			from = at
			p, rest, ok := literalArg(code[at:])
			if !ok {
				continue
			}
			rest = strings.TrimLeft(rest, " \t\n")
			if opener == "open(" {
				r, ok := strings.CutPrefix(rest, ",")
				if !ok {
					continue
				}
				mode, r2, ok := literalArg(r)
				if !ok || !strings.ContainsAny(mode, "wa") {
					continue
				}
				rest = strings.TrimLeft(r2, " \t\n")
			}
			rest, ok = strings.CutPrefix(rest, ")")
			if !ok {
				continue
			}
			var method string
			switch {
			case strings.HasPrefix(rest, ".write("):
				method = ".write("
			case strings.HasPrefix(rest, ".write_text("):
				method = ".write_text("
			default:
				continue
			}
			if t, _, ok := literalArg(rest[len(method):]); ok {
				out = append(out, codeWrite{p, t})
			}
		}
	}
	return out
}

// literalArg reads a quoted string literal at the start of s (after
// blanks), with the common escapes undone, and returns it and what
// follows it.
func literalArg(s string) (lit, rest string, ok bool) {
	s = strings.TrimLeft(s, " \t\n")
	if s == "" || s[0] != '\'' && s[0] != '"' && s[0] != '`' {
		return "", s, false
	}
	q := s[0]
	var b strings.Builder
	for i := 1; i < len(s); i++ {
		c := s[i]
		switch {
		case c == '\\' && i+1 < len(s):
			i++
			switch s[i] {
			case 'n':
				b.WriteByte('\n')
			case 't':
				b.WriteByte('\t')
			default:
				b.WriteByte(s[i])
			}
		case c == q:
			return b.String(), s[i+1:], true
		case q == '`' && c == '$' && i+1 < len(s) && s[i+1] == '{':
			return "", s, false // a template with a value filled in at run time
		default:
			b.WriteByte(c)
		}
	}
	return "", s, false
}

// recordCodeWrites records the files code writes, as written by the line.
func (w *walker) recordCodeWrites(code string) {
	for _, cw := range codeWrites(code) {
		if p, ok := w.abs(cw.path); ok && cw.text != "" {
			w.wrote(p, output{echo: cw.text, hasEcho: true}, nil, "")
		}
	}
}

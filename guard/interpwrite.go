package guard

import "strings"

// Files an interpreter one-liner writes are remembered as the shell's own
// writes are (stored.go), so a script it writes and the line runs later is
// judged as the text it holds: python3 -c "open('x.sh','w').write('...')"
// && bash x.sh. A write whose path is a literal but whose text is not is
// kept as opaque: running that file later in the line asks.

// codeWriteCalls are the calls whose first two arguments are a file and the
// text written to it; appendCalls add to the file instead.
var (
	codeWriteCalls = [...]string{"writeFileSync", "writeFile", "Bun.write", "Deno.writeTextFileSync", "Deno.writeTextFile",
		"File.write", "IO.write", "File.binwrite", "file_put_contents"}
	codeAppendCalls = [...]string{"appendFileSync", "appendFile"}
)

// codeWrites records the files code writes, by literal path.
func (w *walker) codeWrites(l *lang, code string) {
	if w.inBox || l != python && l != node && l != ruby && l != perl && l != php {
		return
	}
	if !strings.Contains(code, "write") && !strings.Contains(code, "open") && !strings.Contains(code, "put") && !strings.Contains(code, "append") {
		return // the cheap common case: no file write at all
	}
	keep := func(p string, text string, known, appended bool) {
		abs, ok := w.abs(p)
		if !ok || strings.HasPrefix(abs, "/dev/") || strings.HasPrefix(abs, "/proc/") {
			return
		}
		f := written{code: text}
		if !known {
			f = written{opaque: true}
		}
		w.record(abs, f, appended)
	}
	calls := func(names []string, appended bool) {
		for _, call := range names {
			for from := 0; ; {
				i := strings.Index(code[from:], call)
				if i < 0 {
					break
				}
				start := from + i
				j := start + len(call)
				from = j
				if start > 0 && isIdent(code[start-1]) && code[start-1] != '.' || j < len(code) && isIdent(code[j]) {
					continue // a longer name: writeFileSync holds writeFile
				}
				p, text, ok, known := twoArgs(code, j, l)
				if !ok {
					continue
				}
				app := appended
				if call == "file_put_contents" && strings.Contains(code[j:], "FILE_APPEND") {
					app = true
				}
				keep(p, text, known, app)
			}
		}
	}
	calls(codeWriteCalls[:], false)
	calls(codeAppendCalls[:], true)
	if l == python {
		// Path('x.sh').write_text('...')
		for from := 0; ; {
			i := strings.Index(code[from:], ".write_")
			if i < 0 {
				break
			}
			start := from + i
			from = start + len(".write_")
			k := strings.LastIndex(code[:start], "Path(")
			if k < 0 {
				continue
			}
			p, end, ok := codeLit(code, k+len("Path("), l)
			if !ok || end >= len(code) || code[end] != ')' || end+1 != start {
				continue
			}
			open := strings.IndexByte(code[start:], '(')
			if open < 0 {
				continue
			}
			text, _, known := codeLit(code, start+open+1, l)
			keep(p, text, known, false)
		}
	}
	// A file opened for writing, then written through its handle.
	if p, appended, ok := openedForWrite(code, l); ok {
		text, known := handleText(code, l)
		keep(p, text, known, appended)
	}
}

// twoArgs reads a call's first two arguments from the parenthesis (or,
// for a Ruby or Perl call without one, the space) at code[j]: the file,
// a literal, and the text, known when it is a literal too.
func twoArgs(code string, j int, l *lang) (p, text string, ok, known bool) {
	for j < len(code) && code[j] == ' ' {
		j++
	}
	if j >= len(code) || code[j] != '(' {
		return "", "", false, false
	}
	p, end, ok := codeLit(code, j+1, l)
	if !ok || p == "" {
		return "", "", false, false
	}
	for end < len(code) && code[end] == ' ' {
		end++
	}
	if end >= len(code) || code[end] != ',' {
		return p, "", true, false
	}
	text, end, known = codeLit(code, end+1, l)
	if known {
		// 'a' + 'b', 'a' . $x: the text goes on past the literal.
		for end < len(code) && code[end] == ' ' {
			end++
		}
		known = end < len(code) && (code[end] == ')' || code[end] == ',')
	}
	return p, text, true, known
}

// codeLit reads a string literal after spaces at code[i], with the
// escapes its language undoes in it: all of them in Python and
// JavaScript strings and in double quotes elsewhere, only \\ and the
// quote in single-quoted Ruby, Perl and PHP strings. It returns the index
// after the literal.
func codeLit(code string, i int, l *lang) (string, int, bool) {
	for i < len(code) && code[i] == ' ' {
		i++
	}
	if i >= len(code) {
		return "", i, false
	}
	q := code[i]
	if q != '"' && q != '\'' && (q != '`' || l != node) {
		return "", i, false
	}
	k := i + 1
	for k < len(code) && code[k] != q {
		if code[k] == '\\' {
			k++
		}
		k++
	}
	if k >= len(code) {
		return "", i, false
	}
	raw := code[i+1 : k]
	if q == '`' && strings.Contains(raw, "${") || q == '"' && (l == perl || l == php || l == ruby) && strings.ContainsAny(raw, "$#") {
		return "", k + 1, false // interpolation: only known at run time
	}
	if strings.IndexByte(raw, '\\') < 0 {
		return raw, k + 1, true
	}
	if q == '\'' && (l == perl || l == php || l == ruby) {
		return strings.NewReplacer(`\\`, `\`, `\'`, `'`).Replace(raw), k + 1, true
	}
	return ansiC(raw), k + 1, true
}

// openedForWrite finds a file the code opens for writing, by literal
// path: open('x.sh', 'w') in Python, File.open('x.sh', 'w') in Ruby,
// fopen('x.sh', 'w') in PHP, open(my $f, '>', 'x.sh') or open F, ">x.sh"
// in Perl.
func openedForWrite(code string, l *lang) (p string, appended, ok bool) {
	call := "open("
	switch l {
	case php:
		call = "fopen("
	case perl:
		call = "open"
	}
	for from := 0; ; {
		i := strings.Index(code[from:], call)
		if i < 0 {
			return "", false, false
		}
		start := from + i
		j := start + len(call)
		from = j
		if start > 0 && isIdent(code[start-1]) && code[start-1] != '.' {
			continue // reopen(, sysopen
		}
		if l == perl {
			// open(my $f, '>', 'x.sh'), open F, ">>x.sh": the mode and path
			// follow the handle.
			rest := code[j:]
			if end := strings.IndexAny(rest, ";\n"); end >= 0 {
				rest = rest[:end]
			}
			c := strings.IndexByte(rest, ',')
			if c < 0 {
				continue
			}
			m, end, mok := codeLit(rest, c+1, l)
			if !mok {
				continue
			}
			mode := strings.TrimSpace(m)
			path := ""
			switch {
			case mode == ">" || mode == ">>" || mode == "+>" || mode == "+<":
				for end < len(rest) && rest[end] == ' ' {
					end++
				}
				if end < len(rest) && rest[end] == ',' {
					path, _, mok = codeLit(rest, end+1, l)
				} else {
					mok = false
				}
			case strings.HasPrefix(mode, ">") || strings.HasPrefix(mode, "+<"):
				path = strings.TrimSpace(strings.TrimLeft(mode, "+<>"))
			default:
				continue // a read
			}
			if mok && path != "" {
				return path, strings.HasPrefix(mode, ">>"), true
			}
			continue
		}
		path, end, pok := codeLit(code, j, l)
		if !pok {
			continue
		}
		for end < len(code) && code[end] == ' ' {
			end++
		}
		if end >= len(code) || code[end] != ',' {
			continue // the default mode reads
		}
		mode, _, mok := codeLit(code, end+1, l)
		if !mok {
			return path, false, true // a mode only known at run time: count it as a write
		}
		if strings.ContainsAny(mode, "wax+") {
			return path, strings.Contains(mode, "a"), true
		}
	}
}

// handleText is the text code writes through its file handles: the
// literals given to write, print, puts, fwrite and fputs. known is false
// when one of them is not a literal or the text goes out some other way.
func handleText(code string, l *lang) (string, bool) {
	var calls []string
	switch l {
	case python:
		calls = []string{".write(", ".writelines(", "print("}
	case ruby:
		calls = []string{".write(", ".puts(", ".print(", ".puts ", ".print ", ".write ", " << "}
	case perl:
		calls = []string{"print ", "printf ", "say ", "print(", "syswrite"}
	case php:
		calls = []string{"fwrite(", "fputs("}
	default:
		return "", false
	}
	var texts []string
	for _, call := range calls {
		for from := 0; ; {
			i := strings.Index(code[from:], call)
			if i < 0 {
				break
			}
			j := from + i + len(call)
			from = j
			if l == python && call == "print(" {
				if end := strings.IndexByte(code[j:], ')'); end < 0 || !strings.Contains(code[j:j+end], "file=") {
					continue // print to stdout
				}
				return "", false
			}
			if call == ".writelines(" || call == "syswrite" || call == "printf " {
				return "", false
			}
			switch l {
			case perl:
				// print $f 'text', print {$f} "text", print F 'text'
				k := j
				for k < len(code) && (isIdent(code[k]) || strings.IndexByte("${} ", code[k]) >= 0) {
					k++
				}
				if k == j || strings.TrimSpace(code[j:k]) == "" {
					continue // print 'text' goes to stdout
				}
				j = k
			case php:
				// fwrite($f, 'text')
				c := strings.IndexByte(code[j:], ',')
				if c < 0 {
					return "", false
				}
				j += c + 1
			}
			t, end, ok := codeLit(code, j, l)
			if !ok {
				return "", false
			}
			for end < len(code) && code[end] == ' ' {
				end++
			}
			if end < len(code) && (code[end] == '+' || code[end] == '.' && l != python) {
				return "", false // joined with what follows
			}
			if call == ".puts(" || call == ".puts " || call == "say " {
				t += "\n"
			}
			texts = append(texts, t)
		}
	}
	if len(texts) == 0 {
		return "", false
	}
	return strings.Join(texts, ""), true
}

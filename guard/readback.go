package guard

import "strings"

// Text stored and read back in the same line, then run (the seventeenth
// blind set): a command handed to a store (a git object, a config value,
// a tag's message, a database row, a configmap, an image label, an
// archive member, a header, an encrypted or re-encoded file) and read back
// by another program whose output a shell reads. No list of stores keeps
// up; the structure is in the line: text the line handed to a program
// earlier, and a shell that reads a program's output the guard cannot
// compute. What the shell runs may be that text, so the text is judged as
// what the shell runs (asked about, as a carrier's text is). A shell
// reading a program's output with no such text handed earlier is as
// before.

// maxHanded bounds the texts remembered per call.
const maxHanded = 16

// handText remembers the command-like texts a command is given: its
// words with a blank (an option's value after "="), and the text piped
// into it.
func (w *walker) handText(name string, argv []arg, in input) {
	if w.scan != scanAll || shells(name) || len(w.handed) >= maxHanded {
		return
	}
	keep := func(s string) {
		if len(w.handed) < maxHanded && len(s) >= 4 && len(s) <= 4096 && strings.ContainsAny(s, " \t") {
			w.handed = append(w.handed, s)
		}
	}
	for _, a := range argv[1:] {
		if !a.dyn && name != "echo" && name != "printf" && name != "print" {
			keep(a.s) // (what echo prints goes where the line sends it, and is judged there)
		}
	}
	if in.hasCode {
		keep(in.code)
	}
}

// readBack judges, for a shell reading a program's output, the texts the
// line handed to programs earlier and the files it wrote: it reports
// whether one holds a command the guard stops.
func (w *walker) readBack(name, seg string, depth int) bool {
	texts := append([]string(nil), w.handed...)
	for _, f := range w.files {
		if f.known() && len(texts) < 2*maxHanded {
			texts = append(texts, f.code)
		}
	}
	tries := 0
	for _, t := range texts {
		for n, line := range strings.Split(t, "\n") {
			if n >= maxDotLines {
				break
			}
			line = strings.TrimSpace(line)
			// A preprocessor's #define NAME BODY: the body is what the
			// name expands to.
			if f := strings.Fields(line); len(f) > 2 && (f[0] == "#define" || f[0] == "%define") {
				line = strings.TrimSpace(line[strings.Index(line, f[1])+len(f[1]):])
			}
			cands := append([]string{line}, codeCandidates(line, true)...)
			// --from-literal=KEY=CMD, --label KEY=CMD: the values.
			for rest, k := line, 0; k < 3; k++ {
				sp := strings.IndexAny(rest, " \t")
				eq := strings.IndexByte(rest, '=')
				if eq < 0 || sp >= 0 && eq > sp {
					break
				}
				rest = rest[eq+1:]
				cands = append(cands, rest)
			}
			for _, code := range cands {
				if tries++; tries > 4*maxHiddenTries {
					return false
				}
				if w.hiddenRun(name, "", seg, scanWords, func() {
					w.script(code, depth+1, "text handed to a program earlier in the line, read back into "+name)
				}) {
					return true
				}
			}
		}
	}
	return false
}

package guard

import (
	"strings"

	"mvdan.cc/sh/v3/syntax"
)

// Text that reaches a shell or an interpreter through a channel the walk
// does not follow: a process substitution read as a file or written to
// (cat <(echo ...) | bash, { echo ...; } > >(sh), python3 <(echo ...)), a
// coprocess fed through its descriptors, a named pipe, a descriptor opened
// with exec or named as /dev/fd/N. Where the data goes is plumbing the
// guard would have to run the line to know; what it carries is in the
// line. So when a line builds such a channel and runs a shell or an
// interpreter, what it prints with echo or printf is judged as the code it
// may become: as shell, and for any language by the commands and home
// deletes it holds.

// maxEchoed bounds the printed texts kept for this.
const maxEchoed = 8

// codeReader is a program that runs what it reads: a shell, an
// interpreter the guard reads, or a tool that runs lines as commands.
func codeReader(name string) bool {
	if shells(name) || langOf(name) != nil {
		return true
	}
	switch name {
	case "awk", "gawk", "mawk", "nawk", "parallel", "source", ".", "xargs", "env", "eval":
		return true
	}
	return false
}

// channels judges the printed texts of a line that builds a channel and
// runs a code reader (see above).
func (w *walker) channels(f *syntax.File, seg string, depth int) {
	if len(w.echoed) == 0 || w.scan != scanAll {
		return
	}
	consumer := channelReader(f)
	if consumer == "" {
		return
	}
	via := "text passed to " + consumer + " through a descriptor, a pipe or a substitution"
	for _, t := range w.echoed {
		if strings.TrimSpace(t) == "" {
			continue
		}
		mark := len(w.findings)
		w.hiddenRun(consumer, via, seg, scanWords, func() { w.script(t, depth+1, "") })
		if len(w.findings) > mark {
			return
		}
		w.textCommands(consumer, t, seg, depth, false)
		if len(w.findings) > mark {
			return
		}
	}
	if len(w.echoed) < 2 {
		return
	}
	// Several printed texts can reach the reader as one: paste or cat of
	// two substitutions (paste <(echo rm) <(echo -rf ~) | sh) joins them
	// side by side or end to end. The joined text is judged too.
	pieces := make([]string, 0, len(w.echoed))
	for _, t := range w.echoed {
		pieces = append(pieces, strings.TrimRight(t, "\n"))
	}
	for _, sep := range []string{" ", ""} {
		joined := strings.Join(pieces, sep)
		mark := len(w.findings)
		w.hiddenRun(consumer, via, seg, scanWords, func() { w.script(joined, depth+1, "") })
		if len(w.findings) > mark {
			return
		}
	}
}

// channelReader returns the first code reader a line runs when the line
// also builds a channel: a process substitution, a coprocess, a named
// pipe, or a descriptor other than the standard three opened or named.
func channelReader(f *syntax.File) string {
	found, reader := false, ""
	syntax.Walk(f, func(n syntax.Node) bool {
		switch x := n.(type) {
		case *syntax.ProcSubst, *syntax.CoprocClause:
			found = true
		case *syntax.Redirect:
			if x.N != nil && x.N.Value != "0" && x.N.Value != "1" && x.N.Value != "2" {
				found = true // exec 5< ..., 3< <(...), exec {fd}> ...
			}
			if (x.Op == syntax.DplOut || x.Op == syntax.DplIn) && x.Word != nil {
				if l := x.Word.Lit(); l != "1" && l != "2" && l != "0" && l != "-" {
					found = true // >&"${COPROC[1]}", >&$fd
				}
			}
		case *syntax.CallExpr:
			if len(x.Args) == 0 {
				break
			}
			name := base(x.Args[0].Lit())
			if name == "mkfifo" {
				found = true
			}
			if reader == "" && codeReader(name) {
				reader = name
			}
			for _, a := range x.Args {
				if l := a.Lit(); strings.HasPrefix(l, "/dev/fd/") && l != "/dev/fd/0" || strings.HasPrefix(l, "/proc/self/fd/") {
					found = true
				}
			}
		}
		return !found || reader == ""
	})
	if !found {
		return ""
	}
	return reader
}

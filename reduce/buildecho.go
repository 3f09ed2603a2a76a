package reduce

import (
	"path"
	"strings"
)

// dropEchoesOfGone omits a compiler command a build echoed (make's,
// cmake's verbose build's) whose diagnostics all went into summaries:
// keepMakeDirs keeps the command over diagnostics to say what failed to
// build, but once each of them is a place in a summary line (the same
// warning in every file of a library), the summary names the files and
// the command over the occurrence shown says how they were built. A
// command with any line still kept under it, up to the next compiler
// command or directory change, stays. A kept line said the same before
// ("compilation terminated." after each fatal error) is not one of its
// own: the first says it; nor is make's "*** [target] Error 1" for it,
// which names the target (and folds with its twins into one line).
func dropEchoesOfGone(ls []line) []line {
	said := map[string]int{} // a kept line's text -> where it is first
	for i, l := range ls {
		if l.shown() && l.cls == keep {
			if _, ok := said[l.text]; !ok {
				said[l.text] = i
			}
		}
	}
	for i, l := range ls {
		if !l.shown() || l.cls != keep || !compilerCommand(l.text) {
			continue
		}
		went := 0
		j := i + 1
		for ; j < len(ls); j++ {
			n := ls[j]
			if n.syn || n.gap > 0 {
				continue // (a summary line or a folded run: not the command's)
			}
			if n.cls == gone {
				went++
				continue
			}
			if compilerCommand(n.text) || strings.Contains(n.text, ": Entering directory ") || strings.Contains(n.text, ": Leaving directory ") {
				break
			}
			if first, ok := said[n.text]; n.cls == keep && strings.TrimSpace(n.text) != "" && (!ok || first == j) && !makeStop(n.text) {
				went = -1 // a diagnostic of it is still shown
				break
			}
			// (Other lines: noise, or the echo of a command that is no
			// compiler's, "ar qc libx.a ...", which says nothing of it.)
		}
		if went > 0 {
			ls[i].cls = drop
		}
	}
	return ls
}

// dropAlikeEchoes omits a compiler command a build echoed again for
// another file, the same words but for the files it names ("cc -O1 -Wall
// -c src/csv.c -o build/csv.o" after "cc -O1 -Wall -c src/cli.c -o
// build/cli.o"), when the diagnostics under it name the file it compiled
// ("src/csv.c: In function ...", "src/csv.c:39:15: warning: ..."): the
// first command shows how every file was built, and each diagnostic
// says which file it is about. A command whose diagnostics name no file,
// or the first of its kind, stays.
func dropAlikeEchoes(ls []line) []line {
	seen := map[string]bool{}
	for i, l := range ls {
		if !l.shown() || l.cls != keep || !compilerCommand(l.text) {
			continue
		}
		key, src := echoKey(l.text)
		if key == "" {
			continue
		}
		if seen[key] && src != "" && nextNames(ls, i, src) {
			ls[i].cls = drop
		}
		seen[key] = true
	}
	return ls
}

// echoKey is a compiler command with each file it names (a source, an
// object) written "…", and the source it compiles, "" for none.
func echoKey(s string) (string, string) {
	f := strings.Fields(s)
	src := ""
	for i, w := range f {
		switch path.Ext(w) {
		case ".c", ".cc", ".cpp", ".cxx", ".m", ".s", ".S":
			if src == "" {
				src = w
			}
			f[i] = "…"
		case ".o", ".obj", ".lo":
			f[i] = "…"
		}
	}
	return strings.Join(f, " "), src
}

// nextNames reports whether the first shown line under ls[i] that is not
// blank names the file src, as a diagnostic's place does.
func nextNames(ls []line, i int, src string) bool {
	for j := i + 1; j < len(ls); j++ {
		if !ls[j].shown() || strings.TrimSpace(ls[j].text) == "" {
			continue
		}
		t := ls[j].text
		return strings.HasPrefix(t, src+":") || strings.HasPrefix(t, "In file included from "+src+":")
	}
	return false
}

// makeStop reports make's line that a target failed ("make: *** [Makefile:12:
// build/a.o] Error 1", "make[2]: *** [...] Error 2").
func makeStop(s string) bool {
	head, rest, ok := strings.Cut(s, ": *** [")
	return ok && strings.HasPrefix(head, "make") && strings.Contains(rest, "] Error ")
}

package reduce

import "strings"

// dropEchoesOfGone omits a compiler command a build echoed (make's,
// cmake's verbose build's) whose diagnostics all went into summaries:
// keepMakeDirs keeps the command over diagnostics to say what failed to
// build, but once each of them is a place in a summary line (the same
// warning in every file of a library), the summary names the files and
// the command over the occurrence shown says how they were built. A
// command with any line still kept under it, up to the next compiler
// command or directory change, stays.
func dropEchoesOfGone(ls []line) []line {
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
			if n.cls == keep && strings.TrimSpace(n.text) != "" {
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

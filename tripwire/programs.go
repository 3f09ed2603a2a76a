package tripwire

import (
	"os"
	"path/filepath"
	"strings"

	"github.com/hookd/hookd/wiring"
)

// Programs at the top of the home folder, there at the known-good state
// (red-team round 22). An interpreter's, a REPL's or a debugger's
// start-up file (~/.tclshrc, ~/.pdbrc, ~/.irbrc: replStartup) and a
// script a tool loads from the home's top (OfflineIMAP's pythonfile
// ~/.offlineimap.py, npm's ~/.npm-init.js: scriptName) are code run at
// the tool's next start. The sweep judges one the call made or changed,
// but one it changed in place has no known-good copy, so it was told
// and held, the appended line left in. Those there at a refresh are
// items of their own (syntaxProgram): their counted part is what the
// sweep counts in them (programRelevant), so a line that rewrites the
// wiring appended during a call is a change, restored from the copy
// like any item's; a setting appended (tcl_precision) counts nothing
// and is left.

// syntaxProgram marks a program at the home's top read as the sweep
// reads one (programRelevant).
const syntaxProgram = "program"

// maxHomePrograms bounds the program items homePrograms adds.
const maxHomePrograms = 8

// homePrograms adds the home's top-level start-up programs that are
// there (one listing of the home folder, at a refresh).
func homePrograms(home string, add func(wiring.Item)) {
	ents, err := os.ReadDir(home)
	if err != nil {
		return
	}
	n := 0
	for _, e := range ents {
		name := e.Name()
		if n >= maxHomePrograms {
			return
		}
		if !strings.HasPrefix(name, ".") || !e.Type().IsRegular() || !replStartup(name) && !scriptName(name) || sweepSkipFile(name) {
			continue
		}
		fi, err := e.Info()
		if err != nil || fi.Size() > sweepBytes {
			continue
		}
		n++
		add(wiring.Item{Agent: "hooktool", Path: filepath.Join(home, name), Kind: wiring.File, Syntax: syntaxProgram,
			What: "a program a tool runs at its start from the home folder (an interpreter's or a debugger's start-up file, a tool's script)"})
	}
}

// programRelevant is what a program item counts by: what the sweep
// counts in it (sweptReason, or that it rewrites the wiring when it
// runs), with the lines that name the wiring, an agent's variable or
// a glob reaching the wiring; "" when it says nothing the sweep counts.
func programRelevant(b []byte) string {
	why := sweptReason(".program", false, b)
	if why == "" && scriptRewrites(b) {
		why = "rewrites hooktool's wiring when it runs"
	}
	if why == "" {
		return ""
	}
	var lines []string
	g := reachedText(b)
	if g == nil {
		g = b
	}
	for _, line := range strings.Split(string(g), "\n") {
		t := strings.TrimSpace(line)
		if t != "" && (wiring.NamesWiring(t) || agentVarIn([]byte(t)) != "" || laterLine(t) != "") {
			lines = append(lines, strings.ToLower(t))
		}
	}
	return contentDigest([]byte(why + "\x00" + strings.Join(lines, "\n")))
}

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

// maxHomePrograms bounds the program items homePrograms adds: the
// interpreters' start-up files and scripts first, then (round 23) the
// tools' rc files, within maxHomeRC of their own.
const (
	maxHomePrograms = 8
	maxHomeRC       = 12
)

// homePrograms adds the home's top-level start-up programs that are
// there (one listing of the home folder, at a refresh), and (round 23)
// the rc files of tools that run commands they name (rcName: Mercurial's
// ~/.hgrc [hooks], ~/.xbindkeysrc's key bindings, ~/.ratpoisonrc's exec):
// each counts by what the sweep counts in it, so a hook or a command that
// rewrites the wiring, added in place during a call, is restored from
// the copy taken at the known-good state, as a start-up file's line is.
// The list's own files (~/.bashrc, ~/.gitconfig) are judged by their
// rules and left out (onList).
func homePrograms(home string, onList func(string) bool, add func(wiring.Item)) {
	ents, err := os.ReadDir(home)
	if err != nil {
		return
	}
	n, rc := 0, 0
	for _, e := range ents {
		name := e.Name()
		if !strings.HasPrefix(name, ".") || !e.Type().IsRegular() || sweepSkipFile(name) || dataFile(name) {
			continue
		}
		script := replStartup(name) || scriptName(name)
		if script && n >= maxHomePrograms || !script && (!rcName(name) || rc >= maxHomeRC) {
			continue
		}
		p := filepath.Join(home, name)
		if onList != nil && onList(p) {
			continue
		}
		fi, err := e.Info()
		if err != nil || fi.Size() > sweepBytes {
			continue
		}
		what := "a program a tool runs at its start from the home folder (an interpreter's or a debugger's start-up file, a tool's script)"
		if script {
			n++
		} else {
			rc++
			what = "a tool's rc file at the top of the home folder (the commands and hooks it runs)"
		}
		add(wiring.Item{Agent: "hooktool", Path: p, Kind: wiring.File, Syntax: syntaxProgram, What: what})
	}
}

// rcName is a tool's own config file at the home's top by its name
// (round 23): NAMErc (~/.hgrc, ~/.xbindkeysrc, ~/.ratpoisonrc, ~/.wgetrc),
// an X session's start-up file, or NAME.conf/.cfg/.ini. Not a file of
// credentials (~/.netrc, ~/.pgpass): no copy of those is kept.
func rcName(name string) bool {
	l := strings.ToLower(name)
	if credentialName(l) {
		return false
	}
	switch l {
	case ".xsession", ".xprofile", ".xsessionrc", ".xinitrc", ".xresources", ".xdefaults":
		return true
	}
	if strings.HasSuffix(l, "rc") && len(l) > 3 {
		return true
	}
	switch filepath.Ext(l) {
	case ".conf", ".cfg", ".ini":
		return true
	}
	return false
}

// credentialName is a file by its name (lower case) that holds
// credentials.
func credentialName(l string) bool {
	switch l {
	case ".netrc", ".authinfo", ".pgpass", ".my.cnf", ".git-credentials", ".pypirc", ".s3cfg", ".boto", ".dockercfg", ".npmrc", ".yarnrc",
		".gem/credentials", ".vault-token":
		return true
	}
	for _, s := range [...]string{"token", "secret", "credential", "passw", "apikey", "api_key", "auth"} {
		if strings.Contains(l, s) {
			return true
		}
	}
	return false
}

// programRelevant is what a program item counts by: what the sweep
// counts in it (sweptReason, or that it rewrites the wiring when it
// runs), with the lines that name the wiring, an agent's variable or
// a glob reaching the wiring; "" when it says nothing the sweep counts.
func programRelevant(b []byte) string {
	// Round 25: one hop on too (a program that runs a script kept
	// elsewhere, by an absolute path or one from the home).
	home, _ := os.UserHomeDir()
	why := followReason(".program", false, b, home, "", 1)
	if why == "" {
		return ""
	}
	var lines []string
	if d := decodedText(b); d != nil {
		b = d // round 23: the lines as the format reads them
	}
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

// Programs under ~/.config (red-team round 23). An application keeps the
// code it runs at its start in its own config folder: ptpython's and
// qutebrowser's config.py, yazi's init.lua, and deeper, a macro bound to
// the application's start (LibreOffice keeps its Basic modules five
// folders down, user/basic/Standard/Module1.xba). The sweep judges such a
// file the call made, or changed near the top of ~/.config, but it has
// no copy of one changed in place: told and held, the line left in; and
// below ~/.config/APP/SUB/SUB2/SUB3 an edit in place is not seen at all.
// Those there at a refresh are items of their own, read as a program
// (programRelevant): found by a walk of each application's folder,
// bounded in folders listed (per application and in all), in depth and
// in items, skipping caches, logs and the list's own files.

// Bounds of configPrograms.
const (
	maxConfigPrograms = 16  // items in all
	maxConfigPerApp   = 3   // items per application folder
	configWalkDirs    = 160 // folders listed in all
	configAppDirs     = 16  // folders listed per application
	configDepth       = 6   // folders below the application's own
)

// configPrograms adds the programs in ~/.config's application folders
// (see above).
func configPrograms(home string, onList func(string) bool, add func(wiring.Item)) {
	cfg := filepath.Join(home, ".config")
	apps, err := os.ReadDir(cfg)
	if err != nil {
		return
	}
	w := configWalk{home: home, onList: onList, add: add}
	for _, a := range apps {
		if w.items >= maxConfigPrograms || w.dirs >= configWalkDirs {
			return
		}
		if !a.IsDir() || configSkipDir(a.Name()) || sweepSkip(a.Name(), ".config/"+a.Name()) {
			continue
		}
		w.appItems, w.appDirs = 0, 0
		w.walk(filepath.Join(cfg, a.Name()), 0)
	}
}

// configWalk is one pass of configPrograms.
type configWalk struct {
	home              string
	onList            func(string) bool
	add               func(wiring.Item)
	items, dirs       int
	appItems, appDirs int
}

func (w *configWalk) walk(dir string, depth int) {
	if depth > configDepth || w.dirs >= configWalkDirs || w.appDirs >= configAppDirs || w.appItems >= maxConfigPerApp {
		return
	}
	if w.onList != nil && w.onList(dir) {
		return // a folder the list watches: its entries are judged by its rules
	}
	w.dirs++
	w.appDirs++
	ents, err := os.ReadDir(dir)
	if err != nil {
		return
	}
	var sub []string
	for _, e := range ents {
		name := e.Name()
		if e.IsDir() {
			if !configSkipDir(name) {
				sub = append(sub, filepath.Join(dir, name))
			}
			continue
		}
		if !e.Type().IsRegular() || !programFile(name) || sweepSkipFile(name) || dataFile(name) {
			continue
		}
		p := filepath.Join(dir, name)
		if w.onList != nil && w.onList(p) || w.items >= maxConfigPrograms || w.appItems >= maxConfigPerApp {
			continue
		}
		if fi, err := e.Info(); err != nil || fi.Size() == 0 || fi.Size() > sweepBytes {
			continue
		}
		w.items++
		w.appItems++
		w.add(wiring.Item{Agent: "hooktool", Path: p, Kind: wiring.File, Syntax: syntaxProgram,
			What: "a program an application runs at its start from its config folder (a config script, a macro)"})
	}
	for _, d := range sub {
		w.walk(d, depth+1)
	}
}

// programFile is a file by its name that an application reads as code:
// a script (scriptName), an interpreter's start-up file, an rc file, or
// a macro module (LibreOffice's Basic .xba, a .bas or .vbs module, a
// BeanShell or AppleScript macro).
func programFile(name string) bool {
	if scriptName(name) || replStartup(name) {
		return true
	}
	switch strings.ToLower(filepath.Ext(name)) {
	case ".xba", ".bas", ".vbs", ".bsh", ".applescript", ".scpt":
		return true
	}
	return false
}

// configSkipDir is a folder under ~/.config that holds no code run at a
// start: caches, logs, crash reports, browser storage, backups, a
// package's installed libraries.
func configSkipDir(name string) bool {
	l := strings.ToLower(name)
	if strings.HasSuffix(l, "cache") || strings.HasPrefix(l, ".") || sweepSkip(name, "") {
		return true
	}
	switch l {
	case "logs", "log", "tmp", "temp", "backup", "backups", "crashpad", "crash reports", "indexeddb", "local storage", "session storage",
		"blob_storage", "service worker", "databases", "node_modules", "site-packages", "__pycache__", "workspacestorage", "globalstorage",
		"history", "sessions", "storage", "thumbnails", "lazy", "pack", "plugged", "bundle":
		return true
	}
	return false
}

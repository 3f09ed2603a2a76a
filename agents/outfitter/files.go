package outfitter

import (
	"path/filepath"
	"runtime"

	"github.com/hookd/hookd/wiring"
)

// Vars are the variables that move Outfitter's system folder
// (wiring.AddVars; a trailing "_" is a prefix).
var Vars = []string{"OUTFITTER_"}

// Dir is where Outfitter reads system hook documents, as the wiring list
// names it: OUTFITTER_SYSTEM_DIR when absolute, else the platform's
// root-owned folder.
func Dir(e wiring.Env) string {
	if d := e.DirVar("OUTFITTER_SYSTEM_DIR"); d != "" {
		return d
	}
	if runtime.GOOS == "darwin" {
		return "/Library/Application Support/Outfitter/system.d"
	}
	return "/etc/outfitter/system.d"
}

// Files are hooktool's hook document and the Pi extension it names, as
// the wiring list names them: beside the folder when OUTFITTER_SYSTEM_DIR
// moves it (a test seam), else in /usr/local/share.
func Files(e wiring.Env) (doc, ext string) {
	dir := Dir(e)
	doc = filepath.Join(dir, "hooktool.yml")
	if e.DirVar("OUTFITTER_SYSTEM_DIR") != "" {
		return doc, filepath.Join(filepath.Dir(dir), "hooktool", "pi-extension.ts")
	}
	return doc, "/usr/local/share/hooktool/pi-extension.ts"
}

// Wiring is the Outfitter launcher's wiring: the hook document and the
// extension it names.
func Wiring(e wiring.Env) []wiring.Item {
	var l wiring.List
	doc, ext := Files(e)
	l.Add(wiring.Item{Agent: Name, Path: doc, Kind: wiring.File, What: "hooktool's Outfitter hook document"})
	l.Add(wiring.Item{Agent: Name, Path: ext, Kind: wiring.File, What: "the Pi extension Outfitter loads"})
	return l
}

// systemDir is where install writes and uninstall looks:
// $OUTFITTER_SYSTEM_DIR as set, else the platform's folder.
func systemDir(getenv func(string) string) string {
	if d := get(getenv, "OUTFITTER_SYSTEM_DIR"); d != "" {
		return d
	}
	if runtime.GOOS == "darwin" {
		return "/Library/Application Support/Outfitter/system.d"
	}
	return "/etc/outfitter/system.d"
}

// files are the hook document and the Pi extension it names, as install
// writes them. The extension lives outside Pi's discovery folders (Pi
// would load it twice) and outside system.d (Outfitter reads only *.yml
// there): beside the folder for a test seam, else in /usr/local/share.
func files(getenv func(string) string) (doc, ext string) {
	dir := systemDir(getenv)
	doc = filepath.Join(dir, "hooktool.yml")
	if get(getenv, "OUTFITTER_SYSTEM_DIR") != "" {
		return doc, filepath.Join(filepath.Dir(filepath.Clean(dir)), "hooktool", "pi-extension.ts")
	}
	return doc, "/usr/local/share/hooktool/pi-extension.ts"
}

// doctorDir is the folder doctor reads, and whether OUTFITTER_SYSTEM_DIR
// named it; "" on a platform Outfitter has no folder on.
func doctorDir(getenv func(string) string) (dir string, fromEnv bool) {
	if d := get(getenv, "OUTFITTER_SYSTEM_DIR"); d != "" {
		return d, true
	}
	switch runtime.GOOS {
	case "linux":
		return "/etc/outfitter/system.d", false
	case "darwin":
		return "/Library/Application Support/Outfitter/system.d", false
	}
	return "", false
}

func get(getenv func(string) string, k string) string {
	if getenv == nil {
		return ""
	}
	return getenv(k)
}

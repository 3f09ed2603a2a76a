package wiring

import (
	"path/filepath"
	"runtime"
)

// OutfitterDir is where Outfitter reads system hook documents:
// OUTFITTER_SYSTEM_DIR, else the platform's root-owned folder.
func OutfitterDir(e Env) string {
	if d := e.dirVar("OUTFITTER_SYSTEM_DIR"); d != "" {
		return d
	}
	if runtime.GOOS == "darwin" {
		return "/Library/Application Support/Outfitter/system.d"
	}
	return "/etc/outfitter/system.d"
}

// OutfitterFiles are hooktool's hook document and the Pi extension it
// names: beside the folder when OUTFITTER_SYSTEM_DIR moves it (a test
// seam), else in /usr/local/share.
func OutfitterFiles(e Env) (doc, ext string) {
	dir := OutfitterDir(e)
	doc = filepath.Join(dir, "hooktool.yml")
	if e.dirVar("OUTFITTER_SYSTEM_DIR") != "" {
		return doc, filepath.Join(filepath.Dir(dir), "hooktool", "pi-extension.ts")
	}
	return doc, "/usr/local/share/hooktool/pi-extension.ts"
}

// Outfitter is the Outfitter launcher's wiring: the hook document and the
// extension it names.
func Outfitter(e Env) []Item {
	var l list
	doc, ext := OutfitterFiles(e)
	l.add(Item{Agent: "outfitter", Path: doc, Kind: File, What: "hooktool's Outfitter hook document"})
	l.add(Item{Agent: "outfitter", Path: ext, Kind: File, What: "the Pi extension Outfitter loads"})
	return l
}

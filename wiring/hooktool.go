package wiring

import "path/filepath"

// Hooktool is hooktool's own wiring: its binary, its user config and its
// state folder (the tripwire's known-good copies live there).
func Hooktool(e Env) []Item {
	var l list
	if e.Exe != "" {
		l.add(Item{Agent: "hooktool", Path: e.Exe, Kind: Binary, What: "hooktool's binary"})
	}
	l.add(Item{Agent: "hooktool", Path: e.home(".claude", "hooktool.json"), Kind: File, What: "hooktool's config"})
	if f := e.Get("HOOKTOOL_CONFIG"); filepath.IsAbs(f) {
		l.add(Item{Agent: "hooktool", Path: f, Kind: File, What: "hooktool's config"})
	}
	if e.State != "" {
		l.add(Item{Agent: "hooktool", Path: filepath.Dir(e.State), Kind: Dir, What: "hooktool's state"})
	}
	return l
}

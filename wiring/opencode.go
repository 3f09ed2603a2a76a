package wiring

import "path/filepath"

// OpenCodeDir is OpenCode's user config folder: XDG_CONFIG_HOME/opencode,
// else ~/.config/opencode.
func OpenCodeDir(e Env) string {
	if d := e.dirVar("XDG_CONFIG_HOME"); d != "" {
		return filepath.Join(d, "opencode")
	}
	return e.home(".config", "opencode")
}

// OpenCode is OpenCode's wiring: hooktool's plugin in the user's and the
// project's plugins folders (OpenCode loads every file there), and the
// config files whose plugin list can load or replace plugins.
func OpenCode(e Env) []Item {
	var l list
	const plugin, cfg = "hooktool's OpenCode plugin", "an OpenCode config file (the plugins it loads)"
	keys := []string{"plugin"}
	if d := OpenCodeDir(e); d != "" {
		l.add(Item{Agent: "opencode", Path: filepath.Join(d, "plugins", "hooktool.js"), Kind: File, What: plugin})
		l.add(Item{Agent: "opencode", Path: filepath.Join(d, "opencode.json"), Kind: File, What: cfg, Keys: keys})
	}
	if d := e.dirVar("OPENCODE_CONFIG_DIR"); d != "" {
		l.add(Item{Agent: "opencode", Path: filepath.Join(d, "plugins"), Kind: Dir, What: "an OpenCode plugins folder"})
	}
	l.add(Item{Agent: "opencode", Path: e.project(".opencode", "plugins", "hooktool.js"), Kind: File, What: plugin})
	l.add(Item{Agent: "opencode", Path: e.project("opencode.json"), Kind: File, What: cfg, Keys: keys})
	l.add(Item{Agent: "opencode", Path: e.project(".opencode", "opencode.json"), Kind: File, What: cfg, Keys: keys})
	return l
}

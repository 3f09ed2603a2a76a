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
	// OpenCode loads every file in its plugin folders (plugins/ and the
	// older plugin/) into its own process, hooktool's plugin's too: another
	// file there can replace what the plugin runs. Watched as folders.
	const folder = "an OpenCode plugins folder (every file in it runs in OpenCode's process)"
	if d := OpenCodeDir(e); d != "" {
		l.add(Item{Agent: "opencode", Path: filepath.Join(d, "plugins", "hooktool.js"), Kind: File, What: plugin})
		l.add(Item{Agent: "opencode", Path: filepath.Join(d, "opencode.json"), Kind: File, What: cfg, Keys: keys})
		l.add(Item{Agent: "opencode", Path: filepath.Join(d, "plugins"), Kind: Dir, What: folder})
		l.add(Item{Agent: "opencode", Path: filepath.Join(d, "plugin"), Kind: Dir, What: folder})
	}
	l.add(Item{Agent: "opencode", Path: e.project(".opencode", "plugins"), Kind: Dir, What: folder})
	l.add(Item{Agent: "opencode", Path: e.project(".opencode", "plugin"), Kind: Dir, What: folder})
	if d := e.dirVar("OPENCODE_CONFIG_DIR"); d != "" {
		l.add(Item{Agent: "opencode", Path: filepath.Join(d, "plugins"), Kind: Dir, What: "an OpenCode plugins folder"})
	}
	l.add(Item{Agent: "opencode", Path: e.project(".opencode", "plugins", "hooktool.js"), Kind: File, What: plugin})
	l.add(Item{Agent: "opencode", Path: e.project("opencode.json"), Kind: File, What: cfg, Keys: keys})
	l.add(Item{Agent: "opencode", Path: e.project(".opencode", "opencode.json"), Kind: File, What: cfg, Keys: keys})
	return l
}

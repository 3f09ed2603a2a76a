package opencode

import (
	"path/filepath"

	"github.com/hookd/hookd/wiring"
)

// Dir is OpenCode's user config folder as the wiring list names it:
// XDG_CONFIG_HOME/opencode when absolute, else ~/.config/opencode.
func Dir(e wiring.Env) string {
	if d := e.DirVar("XDG_CONFIG_HOME"); d != "" {
		return filepath.Join(d, "opencode")
	}
	return e.InHome(".config", "opencode")
}

// Wiring is OpenCode's wiring: hooktool's plugin in the user's and the
// project's plugins folders (OpenCode loads every file there), and the
// config files whose plugin list can load or replace plugins.
func Wiring(e wiring.Env) []wiring.Item {
	var l wiring.List
	const plugin, cfg = "hooktool's OpenCode plugin", "an OpenCode config file (the plugins it loads)"
	keys := []string{"plugin"}
	if d := Dir(e); d != "" {
		l.Add(wiring.Item{Agent: "opencode", Path: filepath.Join(d, "plugins", "hooktool.js"), Kind: wiring.File, What: plugin})
		l.Add(wiring.Item{Agent: "opencode", Path: filepath.Join(d, "opencode.json"), Kind: wiring.File, What: cfg, Keys: keys})
	}
	if d := e.DirVar("OPENCODE_CONFIG_DIR"); d != "" {
		l.Add(wiring.Item{Agent: "opencode", Path: filepath.Join(d, "plugins"), Kind: wiring.Dir, What: "an OpenCode plugins folder"})
	}
	l.Add(wiring.Item{Agent: "opencode", Path: e.InProject(".opencode", "plugins", "hooktool.js"), Kind: wiring.File, What: plugin})
	l.Add(wiring.Item{Agent: "opencode", Path: e.InProject("opencode.json"), Kind: wiring.File, What: cfg, Keys: keys})
	l.Add(wiring.Item{Agent: "opencode", Path: e.InProject(".opencode", "opencode.json"), Kind: wiring.File, What: cfg, Keys: keys})
	return l
}

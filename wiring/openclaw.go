package wiring

import "path/filepath"

// OpenClawDir is OpenClaw's state folder: OPENCLAW_STATE_DIR, else
// ~/.openclaw.
func OpenClawDir(e Env) string {
	if d := e.dirVar("OPENCLAW_STATE_DIR"); d != "" {
		return d
	}
	return e.home(".openclaw")
}

// OpenClawConfig is OpenClaw's config file: OPENCLAW_CONFIG_PATH, else
// openclaw.json in its state folder.
func OpenClawConfig(e Env) string {
	if p := e.Get("OPENCLAW_CONFIG_PATH"); filepath.IsAbs(p) {
		return filepath.Clean(p)
	}
	if d := OpenClawDir(e); d != "" {
		return filepath.Join(d, "openclaw.json")
	}
	return ""
}

// IncludeKey, among an item's Keys, stands for every "$include" of the
// document wherever it is (Includes), not only a top-level key.
const IncludeKey = "$include"

// OpenClawPluginFiles are the files of hooktool's OpenClaw plugin.
func OpenClawPluginFiles(e Env) []string {
	d := OpenClawDir(e)
	if d == "" {
		return nil
	}
	dir := filepath.Join(d, "extensions", "hooktool")
	return []string{filepath.Join(dir, "index.js"), filepath.Join(dir, "package.json"), filepath.Join(dir, "openclaw.plugin.json")}
}

// OpenClaw is OpenClaw's wiring: the plugins section of openclaw.json
// (plugins.enabled, plugins.allow, plugins.entries.hooktool) and the
// plugin's files.
func OpenClaw(e Env) []Item {
	var l list
	const what = "an OpenClaw plugin or the config that loads it"
	cfg := OpenClawConfig(e)
	l.add(Item{Agent: "openclaw", Path: cfg, Kind: File, What: what, Keys: []string{"plugins", IncludeKey}})
	// Files "$include" pulls in are merged into the config (a
	// plugins.enabled there counts as if written in openclaw.json):
	// watched whole, two levels deep, with Env.ReadFile.
	level := []string{cfg}
	for depth := 0; depth < 2 && cfg != ""; depth++ {
		var next []string
		for _, f := range level {
			for _, inc := range Includes(e.read(f)) {
				p := absUnder(filepath.Dir(f), inc)
				if len(l) < 64 {
					l.add(Item{Agent: "openclaw", Path: p, Kind: File, What: "a file OpenClaw's config includes"})
					next = append(next, p)
				}
			}
		}
		level = next
	}
	for _, p := range OpenClawPluginFiles(e) {
		l.add(Item{Agent: "openclaw", Path: p, Kind: File, What: what})
	}
	// OpenClaw loads every plugin in its extensions folder into its
	// process, beside hooktool's: a new one there can replace what
	// hooktool's runs.
	if d := OpenClawDir(e); d != "" {
		l.add(Item{Agent: "openclaw", Path: filepath.Join(d, "extensions"), Kind: Dir, What: "OpenClaw's extensions folder (every plugin in it runs in OpenClaw's process)"})
	}
	// OpenClaw loads .env from its state folder for every run: a line
	// there can point it at another config (OPENCLAW_CONFIG_PATH).
	if d := OpenClawDir(e); d != "" {
		l.add(Item{Agent: "openclaw", Path: filepath.Join(d, ".env"), Kind: Startup, What: "a .env file OpenClaw loads (variables that move its config)", Lines: startupLines})
	}
	return l
}

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
	l.add(Item{Agent: "openclaw", Path: OpenClawConfig(e), Kind: File, What: what, Keys: []string{"plugins"}})
	for _, p := range OpenClawPluginFiles(e) {
		l.add(Item{Agent: "openclaw", Path: p, Kind: File, What: what})
	}
	// OpenClaw loads .env from its state folder for every run: a line
	// there can point it at another config (OPENCLAW_CONFIG_PATH).
	if d := OpenClawDir(e); d != "" {
		l.add(Item{Agent: "openclaw", Path: filepath.Join(d, ".env"), Kind: Startup, What: "a .env file OpenClaw loads (variables that move its config)", Lines: startupLines})
	}
	return l
}

package openclaw

import (
	"path/filepath"

	"github.com/hookd/hookd/wiring"
)

// Dir is OpenClaw's state folder as the wiring list names it:
// OPENCLAW_STATE_DIR when absolute, else ~/.openclaw.
func Dir(e wiring.Env) string {
	if d := e.DirVar("OPENCLAW_STATE_DIR"); d != "" {
		return d
	}
	return e.InHome(".openclaw")
}

// Config is OpenClaw's config file as the wiring list names it:
// OPENCLAW_CONFIG_PATH when absolute, else openclaw.json in its state
// folder.
func Config(e wiring.Env) string {
	if p := e.Get("OPENCLAW_CONFIG_PATH"); filepath.IsAbs(p) {
		return filepath.Clean(p)
	}
	if d := Dir(e); d != "" {
		return filepath.Join(d, "openclaw.json")
	}
	return ""
}

// Home is OpenClaw's state folder as install and doctor find it:
// $OPENCLAW_STATE_DIR as set, else ~/.openclaw.
func Home(home string, getenv func(string) string) string {
	if getenv != nil {
		if d := getenv("OPENCLAW_STATE_DIR"); d != "" {
			return d
		}
	}
	return filepath.Join(home, ".openclaw")
}

// configFile is the config file install edits: $OPENCLAW_CONFIG_PATH as
// set, else openclaw.json in the state folder.
func configFile(home string, getenv func(string) string) string {
	if getenv != nil {
		if p := getenv("OPENCLAW_CONFIG_PATH"); p != "" {
			return p
		}
	}
	return filepath.Join(Home(home, getenv), "openclaw.json")
}

// pluginFiles are the files of hooktool's plugin in the state folder dir:
// the code, the package manifest and the plugin manifest, in the
// extensions folder OpenClaw discovers package directories in.
func pluginFiles(dir string) []string {
	d := filepath.Join(dir, "extensions", "hooktool")
	return []string{filepath.Join(d, "index.js"), filepath.Join(d, "package.json"), filepath.Join(d, "openclaw.plugin.json")}
}

// Wiring is OpenClaw's wiring: the plugins section of openclaw.json
// (plugins.enabled, plugins.allow, plugins.entries.hooktool) and the
// plugin's files.
func Wiring(e wiring.Env) []wiring.Item {
	var l wiring.List
	const what = "an OpenClaw plugin or the config that loads it"
	l.Add(wiring.Item{Agent: Name, Path: Config(e), Kind: wiring.File, What: what, Keys: []string{"plugins"}})
	if d := Dir(e); d != "" {
		for _, p := range pluginFiles(d) {
			l.Add(wiring.Item{Agent: Name, Path: p, Kind: wiring.File, What: what})
		}
	}
	return l
}

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

// unsafeBits are the mode bits OpenClaw's loader refuses a plugin path
// for: writable by the group or by others.
const unsafeBits = 0o022

// Vars are the variables that move OpenClaw's state or config
// (wiring.AddVars; a trailing "_" is a prefix). From the client
// (scripts/e2e.sh's 2026.9.6: its process.env names): all are
// OPENCLAW_*, besides the XDG and HOME folders hooktool counts itself.
var Vars = []string{"OPENCLAW_"}

// Wiring is OpenClaw's wiring: the plugins section of openclaw.json
// (plugins.enabled, plugins.allow, plugins.entries.hooktool) and its
// "$include"s, the files those pull in, the plugin's files, the
// extensions folder and the .env OpenClaw loads.
//
// The workspace's .openclaw/extensions holds plugins that outrank the
// global ones: one with hooktool's id there replaces hooktool's plugin,
// enabled by hooktool's own entry (red-team round 8, Q05).
//
// And its own hooks (red-team round 6, V40): from the client (2026.9.6,
// src/hooks/workspace.ts), OpenClaw imports the handler of every hook
// folder in its managed hooks folder (the state folder's hooks/), the
// agent workspace's hooks/ and hooks.internal.load.extraDirs into its
// process, unless hooks.internal.enabled is false: a handler there runs
// beside hooktool's plugin. The config's hooks section and both folders
// count.
const workspacePlugins = "OpenClaw's workspace plugins folder (a plugin there outranks a global one of the same id, hooktool's included)"

func Wiring(e wiring.Env) []wiring.Item {
	var l wiring.List
	const what = "an OpenClaw plugin or the config that loads it"
	cfg := Config(e)
	l.Add(wiring.Item{Agent: Name, Path: cfg, Kind: wiring.File, What: what, Keys: []string{"plugins", "hooks", wiring.IncludeKey, wiring.EnvKey}})
	// Files "$include" pulls in are merged into the config (a
	// plugins.enabled there counts as if written in openclaw.json).
	for _, p := range wiring.IncludedFiles(e, cfg) {
		l.Add(wiring.Item{Agent: Name, Path: p, Kind: wiring.File, What: "a file OpenClaw's config includes"})
	}
	if d := Dir(e); d != "" {
		// OpenClaw refuses to load a plugin whose folder or files others
		// can write to: chmod o+w alone switches hooktool's off, so the
		// group and other write bits count there.
		for _, p := range pluginFiles(d) {
			l.Add(wiring.Item{Agent: Name, Path: p, Kind: wiring.File, What: what, ModeBits: unsafeBits})
		}
		// The plugin folder is hooktool's alone: every entry in it counts
		// (red-team round 9, R18: package.json pointed at a noop.js
		// planted beside index.js; the manifest put back, the planted
		// file must go too), and its mode (OpenClaw refuses a plugin
		// others can write to).
		l.Add(wiring.Item{Agent: Name, Path: filepath.Join(d, "extensions", "hooktool"), Kind: wiring.Dir, ModeBits: unsafeBits,
			What: "hooktool's OpenClaw plugin folder (every file in it is hooktool's; OpenClaw refuses a plugin others can write to)"})
		// OpenClaw loads every plugin in its extensions folder into its
		// process, beside hooktool's: a new one there can replace what
		// hooktool's runs.
		l.Add(wiring.Item{Agent: Name, Path: filepath.Join(d, "extensions"), Kind: wiring.Dir, What: "OpenClaw's extensions folder (every plugin in it runs in OpenClaw's process)"})
		// Only `openclaw hooks install` writes the managed folder.
		l.Add(wiring.Item{Agent: Name, Path: filepath.Join(d, "hooks"), Kind: wiring.Dir, What: "OpenClaw's managed hooks folder (every hook in it runs in OpenClaw's process)"})
		if e.Get("OPENCLAW_WORKSPACE_DIR") == "" && e.Get("OPENCLAW_PROFILE") == "" {
			l.Add(wiring.Item{Agent: Name, Path: filepath.Join(d, "workspace", "hooks"), Kind: wiring.Dir, What: "OpenClaw's workspace hooks folder (every hook in it runs in OpenClaw's process)"})
			l.Add(wiring.Item{Agent: Name, Path: filepath.Join(d, "workspace", ".openclaw", "extensions"), Kind: wiring.Dir, What: workspacePlugins})
		}
		// OpenClaw loads .env from its state folder for every run: a line
		// there can point it at another config (OPENCLAW_CONFIG_PATH).
		l.Add(wiring.Item{Agent: Name, Path: filepath.Join(d, ".env"), Kind: wiring.Startup, What: "a .env file OpenClaw loads (variables that move its config)", Lines: wiring.StartupLines()})
	}
	// With the default state folder it also loads
	// ~/.config/openclaw/gateway.env (the home's .config, whatever
	// XDG_CONFIG_HOME says: resolveGlobalDotEnvPaths).
	if w := e.DirVar("OPENCLAW_WORKSPACE_DIR"); w != "" {
		l.Add(wiring.Item{Agent: Name, Path: filepath.Join(w, "hooks"), Kind: wiring.Dir, What: "OpenClaw's workspace hooks folder (every hook in it runs in OpenClaw's process)"})
		l.Add(wiring.Item{Agent: Name, Path: filepath.Join(w, ".openclaw", "extensions"), Kind: wiring.Dir, What: workspacePlugins})
	}
	l.Add(wiring.Item{Agent: Name, Path: e.InHome(".config", "openclaw", "gateway.env"), Kind: wiring.Startup, What: "a .env file OpenClaw loads (variables that move its config)", Lines: wiring.StartupLines()})
	// The gateway as a systemd user service (`openclaw onboard
	// --install-daemon`): Environment= in its unit or a drop-in moves its
	// config or state (red-team round 8, Q20, Q21).
	units := e.DirVar("XDG_CONFIG_HOME")
	if units == "" {
		units = e.InHome(".config")
	}
	if units != "" {
		l.Add(wiring.Item{Agent: Name, Path: filepath.Join(units, "systemd", "user"), Kind: wiring.StartupDir, What: "OpenClaw's gateway service unit and its drop-ins (the gateway's environment)",
			Names: wiring.UserUnitNames, Syntax: wiring.SyntaxLater})
	}
	return l
}

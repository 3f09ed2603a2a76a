package wiring

import (
	"path/filepath"
	"runtime"
	"sort"
	"strings"

	"github.com/tidwall/gjson"
)

// claudeKeys are the settings keys that decide whether Claude Code runs
// hooktool: its hook entries, the switches that turn hooks off or keep
// only managed ones, the plugins that carry hooks, and the environment
// the client gives its hooks and tools. Permission rules the client adds
// itself when the user answers "don't ask again" are not among them.
var claudeKeys = []string{"hooks", "disableAllHooks", "allowManagedHooksOnly", "enabledPlugins", "env"}

// ClaudeDir is Claude Code's user folder: CLAUDE_CONFIG_DIR, else ~/.claude.
func ClaudeDir(e Env) string {
	if d := e.dirVar("CLAUDE_CONFIG_DIR"); d != "" {
		return d
	}
	return e.home(".claude")
}

// ClaudeManagedDir is Claude Code's managed-policy folder for the running
// platform; HOOKTOOL_MANAGED_DIR moves it (a test seam install honours).
func ClaudeManagedDir(e Env) string {
	if d := e.dirVar("HOOKTOOL_MANAGED_DIR"); d != "" {
		return d
	}
	switch runtime.GOOS {
	case "darwin":
		return "/Library/Application Support/ClaudeCode"
	case "windows":
		return `C:\Program Files\ClaudeCode`
	}
	return "/etc/claude-code"
}

// Claude is Claude Code's wiring: the settings layers (managed file and
// drop-ins, user, project, local), the plugin registry and, with
// Env.ReadFile, the cached hooks.json of every plugin a layer enables.
func Claude(e Env) []Item {
	var l list
	const settings = "a Claude Code settings file"
	managed := ClaudeManagedDir(e)
	l.add(Item{Agent: "claude", Path: filepath.Join(managed, "managed-settings.json"), Kind: File, What: "Claude Code managed settings"})
	l.add(Item{Agent: "claude", Path: filepath.Join(managed, "managed-settings.d"), Kind: Dir, What: "Claude Code's managed settings drop-in folder"})
	dir := ClaudeDir(e)
	if dir != "" {
		l.add(Item{Agent: "claude", Path: filepath.Join(dir, "settings.json"), Kind: File, What: settings, Keys: claudeKeys})
		l.add(Item{Agent: "claude", Path: filepath.Join(dir, "settings.local.json"), Kind: File, What: settings, Keys: claudeKeys})
		l.add(Item{Agent: "claude", Path: filepath.Join(dir, "plugins", "installed_plugins.json"), Kind: File, What: "Claude Code's plugin registry", Keys: []string{"plugins"}})
	}
	if e.Project != "" && filepath.Join(e.Project, ".claude") != dir {
		l.add(Item{Agent: "claude", Path: e.project(".claude", "settings.json"), Kind: File, What: settings, Keys: claudeKeys})
		l.add(Item{Agent: "claude", Path: e.project(".claude", "settings.local.json"), Kind: File, What: settings, Keys: claudeKeys})
	}
	for _, p := range claudePluginHooks(e, l) {
		what := "a Claude Code plugin's hooks file"
		if filepath.Base(p) == "plugin.json" {
			what = "a Claude Code plugin's manifest (it names more hooks files)"
		}
		l.add(Item{Agent: "claude", Path: p, Kind: File, What: what})
	}
	return l
}

// claudePluginHooks finds the cached hooks files of each plugin enabled in
// a settings layer of l, through the registry Claude Code keeps
// (installed_plugins.json, version 1 or 2 shape): hooks/hooks.json, the
// manifest .claude-plugin/plugin.json, and the further hooks files its
// "hooks" member names (hooktool's own plugin keeps the events older
// clients reject in one). It reads only with Env.ReadFile.
func claudePluginHooks(e Env, l list) []string {
	if e.ReadFile == nil {
		return nil
	}
	enabled := map[string]bool{}
	var reg []byte
	for _, it := range l {
		switch {
		case filepath.Base(it.Path) == "installed_plugins.json":
			reg = e.read(it.Path)
		case it.Kind == File && filepath.Ext(it.Path) == ".json":
			gjson.GetBytes(AsClientReads(e.read(it.Path)), "enabledPlugins").ForEach(func(k, v gjson.Result) bool {
				enabled[k.String()] = v.Bool()
				return true
			})
		}
	}
	if len(enabled) == 0 || !gjson.ValidBytes(reg) {
		return nil
	}
	installs := gjson.GetBytes(reg, "plugins")
	if !installs.Exists() {
		installs = gjson.ParseBytes(reg)
	}
	var out []string
	for id, on := range enabled {
		if !on {
			continue
		}
		inst := installs.Get(gjson.Escape(id))
		if inst.IsArray() {
			inst = inst.Get("0")
		}
		d := inst.Get("installPath").String()
		if !filepath.IsAbs(d) {
			continue
		}
		manifest := filepath.Join(d, ".claude-plugin", "plugin.json")
		out = append(out, filepath.Join(d, "hooks", "hooks.json"), manifest)
		named := gjson.GetBytes(e.read(manifest), "hooks")
		for _, h := range named.Array() { // a string is an array of one
			if h.Type != gjson.String {
				continue
			}
			if f := filepath.Join(d, h.String()); strings.HasPrefix(f, d+string(filepath.Separator)) {
				out = append(out, f)
			}
		}
	}
	sort.Strings(out)
	return out
}

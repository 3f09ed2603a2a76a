package wiring

import "path/filepath"

// OpenCode is what wires hooktool into OpenCode: its plugin in the user's
// and the project's plugins folders, and the config files that can load
// or drop plugins.
func OpenCode(env Env) []Item {
	cfg := filepath.Join(env.Home, ".config", "opencode")
	if x := env.Get("XDG_CONFIG_HOME"); x != "" {
		cfg = filepath.Join(x, "opencode")
	}
	out := []Item{
		{Agent: "opencode", Path: filepath.Join(cfg, "plugins", "hooktool.js"), Kind: File, What: "hooktool's OpenCode plugin"},
		{Agent: "opencode", Path: filepath.Join(cfg, "plugins"), Kind: Dir, What: "OpenCode's plugins folder"},
		{Agent: "opencode", Path: filepath.Join(cfg, "opencode.json"), Kind: File, What: "OpenCode's config"},
	}
	if env.Project != "" {
		out = append(out,
			Item{Agent: "opencode", Path: filepath.Join(env.Project, ".opencode", "plugins", "hooktool.js"), Kind: File, What: "hooktool's OpenCode plugin (project)"},
			Item{Agent: "opencode", Path: filepath.Join(env.Project, "opencode.json"), Kind: File, What: "OpenCode's project config"},
		)
	}
	return out
}

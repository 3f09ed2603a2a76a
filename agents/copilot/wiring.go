package copilot

import (
	"path/filepath"

	"github.com/hookd/hookd/wiring"
)

// Vars are the variables that move GitHub Copilot CLI's folder or the
// code it runs (wiring.AddVars). From the installed client
// (scripts/e2e.sh's 1.0.102: the process.env names of the JavaScript it
// unpacks on first run, with HOME, DIR, CONFIG, HOOK or PLUGIN in them):
// COPILOT_HOME is its folder (hooks, settings); COPILOT_CACHE_HOME and
// COPILOT_PKG_CACHE_HOME are where the native loader looks for the
// JavaScript it runs (a planted copy runs instead); COPILOT_CLI_DIST_DIR
// and COPILOT_CLI_RESOLVED_DIST_DIR pick that package outright.
var Vars = []string{"COPILOT_HOME", "COPILOT_CACHE_HOME", "COPILOT_PKG_CACHE_HOME", "COPILOT_CLI_DIST_DIR", "COPILOT_CLI_RESOLVED_DIST_DIR"}

// Dir is GitHub Copilot CLI's folder as the wiring list names it:
// COPILOT_HOME when absolute, else ~/.copilot.
func Dir(e wiring.Env) string {
	if d := e.DirVar("COPILOT_HOME"); d != "" {
		return d
	}
	return e.InHome(".copilot")
}

// Wiring is GitHub Copilot CLI's wiring: hooktool's hooks file in the
// user's hooks folder (the trusted one), the settings whose hooks,
// disableAllHooks and disabledHooks (hooks switched off one by one, by the
// content hash Copilot gives each) can add hooks or switch them off, and the
// repository's .github/hooks, which the agent can write and which hooktool
// treats as project settings.
//
// The repository's own settings, .github/copilot/settings.json and the
// git-ignored settings.local.json, are layered over the user's: from the
// installed client (scripts/e2e.sh's 1.0.102, `copilot config --local`
// lists "Settings a repository can override"), disableAllHooks, hooks,
// hookDirectories (folders of hook files), enabledPlugins and
// extraKnownMarketplaces (plugins, which bring hooks of their own) are
// among them, so a disableAllHooks there turns hooktool's user-level hooks
// off for every session in the repository (red-team round 6, V37). The
// retired ~/.copilot/config.json is not one: 1.0.102 reads user settings
// only from settings.json (its changelog: "user-setting keys in
// ~/.copilot/config.json are ignored"; V38 has no effect on it). Its
// statusLine command, run between calls, counts like Claude Code's.
func Wiring(e wiring.Env) []wiring.Item {
	var l wiring.List
	if d := Dir(e); d != "" {
		l.Add(wiring.Item{Agent: "copilot", Path: filepath.Join(d, "hooks", "hooktool.json"), Kind: wiring.File, What: "hooktool's GitHub Copilot CLI hooks file"})
		l.Add(wiring.Item{Agent: "copilot", Path: filepath.Join(d, "settings.json"), Kind: wiring.File, What: "GitHub Copilot CLI's settings (hooks, disableAllHooks, disabledHooks)",
			Keys: []string{"hooks", "disableAllHooks", "disabledHooks", "hookDirectories", "enabledPlugins", "extraKnownMarketplaces", "statusLine"}})
		// Its MCP servers (`copilot mcp add`, /mcp add): each local
		// server's command is started with every session, outside any
		// tool call (red-team round 7, Y29).
		l.Add(wiring.Item{Agent: "copilot", Path: filepath.Join(d, "mcp-config.json"), Kind: wiring.File, What: "GitHub Copilot CLI's MCP servers (programs started with every session)", Keys: []string{"mcpServers"}})
		// The user's hooks folder: Copilot loads every file in it, so a
		// second file there (a sessionStart hook that empties hooktool's)
		// is wiring too (red-team round 11, B32). A folder item counts
		// its own mode as well: chmod 0 on it hides hooktool's file.
		l.Add(wiring.Item{Agent: "copilot", Path: filepath.Join(d, "hooks"), Kind: wiring.Dir, ModeBits: 0o700,
			What: "GitHub Copilot CLI's user hooks folder (every file in it is loaded)"})
		// Custom agents: a profile's mcp-servers start programs when it
		// is picked (red-team round 11, B10).
		l.Add(wiring.Item{Agent: "copilot", Path: filepath.Join(d, "agents"), Kind: wiring.Dir,
			What: "GitHub Copilot CLI's custom agents (their MCP servers start programs)"})
		// Its package cache: the loader runs the newest version folder
		// under pkg/<platform>, so a newer one planted beside the
		// installed one runs instead of it (red-team round 9, R39).
		// Each platform folder counts by the coming of an entry (one
		// stat while nothing comes); Copilot updating itself during an
		// agent's call trips it too, on purpose.
		for _, p := range []string{"universal", "linux-x64", "linux-arm64", "darwin-x64", "darwin-arm64"} {
			l.Add(wiring.Item{Agent: "copilot", Path: filepath.Join(d, "pkg", p), Kind: wiring.Shims, What: "GitHub Copilot CLI's package versions (the newest one is loaded)"})
		}
		// The npm launcher of 1.0.102 unpacks the package into the
		// user's cache instead (${XDG_CACHE_HOME:-~/.cache}/copilot/pkg/
		// linux-x64/1.0.102 on a fresh install): its platform folders
		// count the same (red-team round 10, A35).
		cache := e.InHome(".cache", "copilot", "pkg")
		if x := e.DirVar("XDG_CACHE_HOME"); x != "" {
			cache = filepath.Join(x, "copilot", "pkg")
		}
		for _, p := range []string{"universal", "linux-x64", "linux-arm64", "darwin-x64", "darwin-arm64"} {
			if cache != "" {
				l.Add(wiring.Item{Agent: "copilot", Path: filepath.Join(cache, p), Kind: wiring.Shims, What: "GitHub Copilot CLI's package versions in the cache (the newest one is loaded)"})
			}
		}
	}
	l.Add(wiring.Item{Agent: "copilot", Path: e.InProject(".github", "hooks"), Kind: wiring.Dir, What: "the repository's GitHub Copilot CLI hooks"})
	// The repository's MCP servers, read with .mcp.json (red-team round 8,
	// Q14): each local server is a program started with the session.
	l.Add(wiring.Item{Agent: "copilot", Path: e.InProject(".github", "mcp.json"), Kind: wiring.File, What: "the repository's MCP servers for GitHub Copilot CLI (programs started with the session)", Keys: []string{"mcpServers"}})
	repoKeys := []string{"hooks", "disableAllHooks", "hookDirectories", "enabledPlugins", "extraKnownMarketplaces"}
	for _, f := range []string{"settings.json", "settings.local.json"} {
		l.Add(wiring.Item{Agent: "copilot", Path: e.InProject(".github", "copilot", f), Kind: wiring.File, What: "the repository's GitHub Copilot CLI settings (hooks, disableAllHooks)", Keys: repoKeys})
	}
	return l
}

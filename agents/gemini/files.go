package gemini

import (
	"fmt"
	"path/filepath"

	"github.com/tidwall/gjson"

	"github.com/hookd/hookd/wiring"
)

// geminiKeys are the Gemini CLI settings that carry or switch its hooks
// (hooksConfig.enabled, hooksConfig.disabled); a tool the user allows for
// good is not among them. mcpServers is (red-team round 6, V36): Gemini
// CLI starts each server's command with the session, outside any tool
// call and so outside the guard, and such a program can rewrite the
// wiring between two calls. So are, wherever they sit (wiring.DeepKey),
// the other settings whose value the client runs as a program (red-team
// round 7, Y27): tools.discoveryCommand (run at every start to list
// tools), tools.callCommand (run for each discovered tool), and any
// member named command (an MCP server's, a hook's); "tools" itself also
// holds what a user allows, which is not the wiring.
var geminiKeys = []string{"hooks", "hooksConfig", "mcpServers",
	wiring.DeepKey("discoveryCommand"), wiring.DeepKey("callCommand"), wiring.DeepKey("command")}

// extensionFiles are the files of each extension installed in dir (an
// extensions folder) that start programs or add hooks: the manifest
// (gemini-extension.json: its mcpServers, its excluded tools, its
// context files) and the extension's hooks/hooks.json. Read only with
// wiring.Env.ReadDir; the folder itself is watched for extensions that
// come or go.
func extensionFiles(e wiring.Env, dir string) []string {
	if e.ReadDir == nil || e.ReadFile == nil || dir == "" {
		return nil
	}
	names, err := e.ReadDir(dir)
	if err != nil {
		return nil
	}
	var out []string
	for _, n := range names {
		if len(out) >= 64 {
			break
		}
		ext := filepath.Join(dir, n)
		out = append(out, filepath.Join(ext, "gemini-extension.json"), filepath.Join(ext, "hooks", "hooks.json"),
			filepath.Join(ext, ".gemini-extension-install.json"))
		// A linked extension (`gemini extensions link`: install metadata
		// of type link) is read from its source folder, wherever it is
		// (red-team round 8, Q06, Q07): its manifest and hooks there.
		meta := e.Read(filepath.Join(ext, ".gemini-extension-install.json"))
		if gjson.GetBytes(meta, "type").String() == "link" {
			if src := filepath.Clean(gjson.GetBytes(meta, "source").String()); filepath.IsAbs(src) {
				out = append(out, filepath.Join(src, "gemini-extension.json"), filepath.Join(src, "hooks", "hooks.json"))
			}
		}
	}
	return out
}

// Vars are the variables that move Gemini CLI's config (its home, its
// system settings and defaults paths, its trusted folders:
// wiring.AddVars; a trailing "_" is a prefix). From the installed client
// (scripts/e2e.sh's 0.61.0: process.env names in its bundle with CONFIG,
// SETTINGS, HOOK, DIR, HOME, TRUST or MODE in them): GEMINI_CLI_HOME,
// GEMINI_CLI_SYSTEM_SETTINGS_PATH, GEMINI_CLI_SYSTEM_DEFAULTS_PATH,
// GEMINI_CLI_TRUSTED_FOLDERS_PATH, GEMINI_CLI_TRUST_WORKSPACE (the
// prefix), and GEMINI_RESTRICTED_MODE, which makes every folder
// untrusted: the project's settings and its hooks are not loaded.
var Vars = []string{"GEMINI_CLI_", "GEMINI_RESTRICTED_MODE"}

// Dir is Gemini CLI's user folder as the wiring list names it:
// $GEMINI_CLI_HOME/.gemini when absolute, else ~/.gemini.
func Dir(e wiring.Env) string {
	if d := e.DirVar("GEMINI_CLI_HOME"); d != "" {
		return filepath.Join(d, ".gemini")
	}
	return e.InHome(".gemini")
}

// Home is Gemini CLI's user folder as install and doctor find it:
// $GEMINI_CLI_HOME/.gemini as set, else ~/.gemini.
func Home(home string, getenv func(string) string) string {
	if getenv != nil {
		if d := getenv("GEMINI_CLI_HOME"); d != "" {
			return filepath.Join(d, ".gemini")
		}
	}
	return filepath.Join(home, ".gemini")
}

// settingsFile is the settings file install writes in scope.
func settingsFile(home, project string, getenv func(string) string, scope string) (string, error) {
	switch scope {
	case "user", "":
		return filepath.Join(Home(home, getenv), "settings.json"), nil
	case "project":
		return filepath.Join(project, ".gemini", "settings.json"), nil
	}
	return "", fmt.Errorf("unknown scope %q for %s (want user or project)", scope, Name)
}

// maxEnvWalk bounds the folders above the project whose .env files are
// watched.
const maxEnvWalk = 16

// envFiles are the .env files Gemini CLI may load for the project: it
// takes the first of .gemini/.env and .env in the folder it starts in and
// then in each folder above, up to the root, and else ~/.gemini/.env or
// ~/.env. A .env an agent puts in a folder above the project (its parent)
// is found before the home's. All are watched: each that does not exist
// costs no stat while its folder is unchanged (the snapshot's witness).
func envFiles(e wiring.Env) []string {
	var out []string
	if p := e.InProject(); p != "" {
		for d, i := p, 0; i < maxEnvWalk; d, i = filepath.Dir(d), i+1 {
			out = append(out, filepath.Join(d, ".gemini", ".env"), filepath.Join(d, ".env"))
			if d == filepath.Dir(d) {
				break
			}
		}
	}
	return append(out, e.InHome(".gemini", ".env"), e.InHome(".env"))
}

// Wiring is Gemini CLI's wiring: the user, project and system settings,
// and the .env files it loads.
func Wiring(e wiring.Env) []wiring.Item {
	var l wiring.List
	const what = "a Gemini CLI settings file (its hooks)"
	if d := Dir(e); d != "" {
		l.Add(wiring.Item{Agent: "gemini", Path: filepath.Join(d, "settings.json"), Kind: wiring.File, What: what, Keys: geminiKeys})
		// A folder trusted here has its own .gemini/settings.json loaded,
		// hooks switched off there included (red-team round 11, B05).
		l.Add(wiring.Item{Agent: "gemini", Path: filepath.Join(d, "trustedFolders.json"), Kind: wiring.File, What: "Gemini CLI's trusted folders (whose own settings it loads)"})
	}
	l.Add(wiring.Item{Agent: "gemini", Path: e.InProject(".gemini", "settings.json"), Kind: wiring.File, What: what, Keys: geminiKeys})
	sys := "/etc/gemini-cli/settings.json"
	if f := e.Get("GEMINI_CLI_SYSTEM_SETTINGS_PATH"); filepath.IsAbs(f) {
		sys = f
	}
	l.Add(wiring.Item{Agent: "gemini", Path: sys, Kind: wiring.File, What: what, Keys: geminiKeys})
	l.Add(wiring.Item{Agent: "gemini", Path: "/etc/gemini-cli/system-defaults.json", Kind: wiring.File, What: what, Keys: geminiKeys})
	// Gemini CLI loads every extension in its extensions folders into
	// each session (red-team round 7, Y28): an extension's MCP servers
	// are started with it and its hooks run beside hooktool's. A new
	// extension is a new entry in the folder; an installed one's
	// manifest and hooks file count whole (only `gemini extensions`
	// writes them).
	for _, d := range []string{filepath.Join(Dir(e), "extensions"), e.InProject(".gemini", "extensions")} {
		if d == "extensions" || d == "" {
			continue
		}
		l.Add(wiring.Item{Agent: "gemini", Path: d, Kind: wiring.Dir, What: "a Gemini CLI extensions folder (every extension in it is loaded with the session)"})
		for _, f := range extensionFiles(e, d) {
			l.Add(wiring.Item{Agent: "gemini", Path: f, Kind: wiring.File, What: "a Gemini CLI extension's manifest or hooks (programs started with the session)"})
		}
	}
	// Gemini CLI loads a .env file (the project's .gemini/.env or .env, up
	// to home, else ~/.gemini/.env or ~/.env): one can set GEMINI_CLI_HOME
	// or the system settings path for every later session.
	const env = "a .env file Gemini CLI loads (variables that move its config)"
	for _, p := range envFiles(e) {
		l.Add(wiring.Item{Agent: "gemini", Path: p, Kind: wiring.Startup, What: env, Lines: wiring.StartupLines()})
	}
	return l
}

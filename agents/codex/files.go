package codex

import (
	"fmt"
	"path/filepath"

	"github.com/hookd/hookd/wiring"
)

// codexLines select what in a Codex config.toml decides whether its hooks
// run, read as TOML (wiring.SyntaxTOML: a key by its full dotted name):
// the [hooks] tables and every key in them (the trust Codex records for
// each hook, hooks.state."…".trusted_hash: a hook whose hash no longer
// matches is skipped without a word), the features that switch hooks
// (features.hooks, codex_hooks), and the trust that makes Codex load a
// project's own .codex layer (projects."…".trust_level).
//
// And the keys whose value Codex runs as a program outside any tool call,
// so outside the guard (red-team round 6, V35): notify (run after every
// turn) and mcp_servers (each server's command, started with the
// session). A program there can rewrite the wiring between two calls.
var codexLines = []string{"hook", "trust", "notify", "mcp_servers"}

// Vars are the variables that move Codex's config (wiring.AddVars).
// From the installed client (scripts/e2e.sh's 0.171.0, a Rust binary:
// its CODEX_* strings with CONFIG, SETTINGS, HOOK, PLUGIN, MANAGED, DIR
// or HOME in them): CODEX_HOME holds its config, hooks and the trust it
// records for each hook; CODEX_SQLITE_HOME its state database.
var Vars = []string{"CODEX_HOME", "CODEX_SQLITE_HOME"}

// Dir is Codex CLI's folder as the wiring list names it: CODEX_HOME when
// absolute, else ~/.codex.
func Dir(e wiring.Env) string {
	if d := e.DirVar("CODEX_HOME"); d != "" {
		return d
	}
	return e.InHome(".codex")
}

// Home is Codex CLI's folder as install and doctor find it: $CODEX_HOME
// as set, else ~/.codex.
func Home(home string, getenv func(string) string) string {
	if getenv != nil {
		if d := getenv("CODEX_HOME"); d != "" {
			return d
		}
	}
	return filepath.Join(home, ".codex")
}

// hooksFile is the file install writes in scope. Codex also reads [hooks]
// in config.toml; install writes hooks.json, which Codex reads next to
// it, so no TOML is rewritten (no Go TOML library keeps a file's comments
// through a rewrite).
func hooksFile(home, project string, getenv func(string) string, scope string) (string, error) {
	switch scope {
	case "user", "":
		return filepath.Join(Home(home, getenv), "hooks.json"), nil
	case "project":
		return filepath.Join(project, ".codex", "hooks.json"), nil
	}
	return "", fmt.Errorf("unknown scope %q for %s (want user or project)", scope, Name)
}

// Wiring is Codex CLI's wiring: hooks.json, config.toml and
// requirements.toml of the user, the project and the system.
func Wiring(e wiring.Env) []wiring.Item {
	var l wiring.List
	const what = "a Codex CLI config file (its hooks)"
	for _, dir := range []string{Dir(e), e.InProject(".codex"), "/etc/codex"} {
		if dir == "" {
			continue
		}
		l.Add(wiring.Item{Agent: "codex", Path: filepath.Join(dir, "hooks.json"), Kind: wiring.File, What: what})
		l.Add(wiring.Item{Agent: "codex", Path: filepath.Join(dir, "config.toml"), Kind: wiring.File, What: what, Lines: codexLines, Syntax: wiring.SyntaxTOML})
		l.Add(wiring.Item{Agent: "codex", Path: filepath.Join(dir, "requirements.toml"), Kind: wiring.File, What: what, Lines: codexLines, Syntax: wiring.SyntaxTOML})
	}
	// Codex loads $CODEX_HOME/.env into its environment at start (the
	// dotenvy crate; it skips CODEX_* names there): a GIT_CONFIG_* or
	// NODE_OPTIONS line reaches every hook and git command it runs.
	if d := Dir(e); d != "" {
		l.Add(wiring.Item{Agent: "codex", Path: filepath.Join(d, ".env"), Kind: wiring.Startup, What: "the .env file Codex CLI loads (variables for every hook and command it runs)", Lines: wiring.StartupLines()})
	}
	return l
}

package wiring

import "path/filepath"

// codexLines select what in a Codex config.toml decides whether its hooks
// run: the [hooks] tables and the features that switch them (hooks,
// codex_hooks), and the table headers that place those keys.
var codexLines = []string{"hook", "[features"}

// CodexHome is Codex CLI's folder: CODEX_HOME, else ~/.codex.
func CodexHome(e Env) string {
	if d := e.dirVar("CODEX_HOME"); d != "" {
		return d
	}
	return e.home(".codex")
}

// Codex is Codex CLI's wiring: hooks.json, config.toml and
// requirements.toml of the user, the project and the system.
func Codex(e Env) []Item {
	var l list
	const what = "a Codex CLI config file (its hooks)"
	for _, dir := range []string{CodexHome(e), e.project(".codex"), "/etc/codex"} {
		if dir == "" {
			continue
		}
		l.add(Item{Agent: "codex", Path: filepath.Join(dir, "hooks.json"), Kind: File, What: what})
		l.add(Item{Agent: "codex", Path: filepath.Join(dir, "config.toml"), Kind: File, What: what, Lines: codexLines})
		l.add(Item{Agent: "codex", Path: filepath.Join(dir, "requirements.toml"), Kind: File, What: what, Lines: codexLines})
	}
	return l
}

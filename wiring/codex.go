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

// Codex is Codex CLI's wiring: hooks.json and config.toml of the user, the
// project and the system, and the system's requirements.toml.
func Codex(e Env) []Item {
	var l list
	const hooks, cfg = "a Codex CLI hooks file", "a Codex CLI config file (its hooks)"
	for _, dir := range []string{CodexHome(e), e.project(".codex"), "/etc/codex"} {
		if dir == "" {
			continue
		}
		l.add(Item{Agent: "codex", Path: filepath.Join(dir, "hooks.json"), Kind: File, What: hooks})
		l.add(Item{Agent: "codex", Path: filepath.Join(dir, "config.toml"), Kind: File, What: cfg, Lines: codexLines})
	}
	l.add(Item{Agent: "codex", Path: "/etc/codex/requirements.toml", Kind: File, What: cfg, Lines: codexLines})
	return l
}

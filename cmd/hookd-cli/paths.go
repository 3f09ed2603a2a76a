package main

import (
	"os"
	"path/filepath"

	"github.com/hookd/hookd/config"
	"github.com/hookd/hookd/state"
)

// home is the user's home folder; "" when unknown.
func (e *env) home() string {
	if h := e.getenv("HOME"); h != "" {
		return h
	}
	h, _ := os.UserHomeDir()
	return h
}

// statePath is HOOKTOOL_STATE, else ${XDG_STATE_HOME:-~/.local/state}/hooktool/state.db.
func (e *env) statePath() string {
	if p := e.getenv("HOOKTOOL_STATE"); p != "" {
		return p
	}
	base := e.getenv("XDG_STATE_HOME")
	if base == "" {
		base = filepath.Join(e.home(), ".local", "state")
	}
	return filepath.Join(base, "hooktool", "state.db")
}

// claudeDir is the user's Claude Code folder: CLAUDE_CONFIG_DIR, else ~/.claude.
func (e *env) claudeDir() string {
	if d := e.getenv("CLAUDE_CONFIG_DIR"); d != "" {
		return d
	}
	return filepath.Join(e.home(), ".claude")
}

// projectDir is CLAUDE_PROJECT_DIR, else cwd (the event's, when given).
func (e *env) projectDir(cwd string) string {
	if p := e.getenv("CLAUDE_PROJECT_DIR"); p != "" {
		return p
	}
	if cwd != "" {
		return cwd
	}
	wd, _ := os.Getwd()
	return wd
}

// configPaths names the config layers for a project.
func (e *env) configPaths(project string) config.Paths {
	p := config.Paths{User: filepath.Join(e.home(), ".claude", "hooktool.json"), Env: e.getenv("HOOKTOOL_CONFIG")}
	if project != "" {
		p.Project = filepath.Join(project, ".claude", "hooktool.json")
	}
	return p
}

// loadConfig loads the layered config for a project.
func (e *env) loadConfig(project string) (*config.Config, error) {
	return config.Load(e.configPaths(project))
}

// openState opens the state file with the configured lock timeout.
func (e *env) openState(cfg *config.Config, readOnly bool) (*state.DB, error) {
	o := state.Options{ReadOnly: readOnly}
	if cfg != nil {
		if ms := cfg.Get("state.lock_timeout_ms").Int(); ms > 0 {
			o.LockTimeout = msDuration(ms)
		}
	}
	return state.Open(e.statePath(), o)
}

package codex

import (
	"path/filepath"

	"github.com/hookd/hookd/install"
)

// Install wires hooktool into Codex CLI: hooktool's entries merged into
// hooks.json of the scope (user: $CODEX_HOME, project: .codex/).
func (Agent) Install(e *install.Env) error {
	path, err := hooksFile(e.Home, e.Project, e.Getenv, e.Scope)
	if err != nil {
		return install.Fail("install: %v", err)
	}
	old, exists, err := e.ReadHooks(path)
	if err != nil {
		return err
	}
	if !exists && !e.DryRun {
		// hooks.json beside inline [hooks] makes Codex load both forms
		// and warn about it on every run; hooktool does not rewrite TOML
		// (no Go library keeps its comments), so it says what to do.
		cfg := filepath.Join(filepath.Dir(path), "config.toml")
		if t, err := ReadConfig(cfg); err == nil && t.Tables > 0 {
			return install.FailHint("move the [hooks] tables of config.toml into "+path+" (same events, same shape) and install again, or add hooktool's entries to config.toml by hand: `hooktool install --harness codex --dry-run` shows them; nothing was written",
				"install: %s already wires %d hooks in inline [hooks] tables: a hooks.json beside them makes Codex load both forms and warn on every run", cfg, t.Tables)
		}
	}
	bin, err := e.Bin(e.Scope, Name)
	if err != nil {
		return err
	}
	changed, wrote, err := e.MergeHooks(path, Name, bin, "seconds", old, exists, install.Entries(bin, Name, Hooks()))
	if err != nil || !wrote {
		return err
	}
	notes(e, path, e.Scope == "project", changed)
	return nil
}

// notes says what Codex needs besides the file: hooks switched on, and the
// user's trust in the new hooks.
func notes(e *install.Env, path string, project, changed bool) {
	cfg := filepath.Join(filepath.Dir(path), "config.toml")
	if t, err := ReadConfig(cfg); err == nil {
		if t.HooksOff != "" {
			e.Warnf("warning: %s sets %s = false: Codex runs no hook until you remove that line or set it to true", cfg, t.HooksOff)
		}
		if t.Inline > 0 {
			e.Warnf("warning: %s also wires hooktool in [hooks] (%d entries); Codex merges both files, so keep one (remove them from config.toml by hand)", cfg, t.Inline)
		}
	} else {
		e.Warnf("warning: %s %v", cfg, err)
	}
	if project {
		e.Println("Codex loads a project's .codex/ hooks only when the project is trusted (trust_level = \"trusted\" under [projects] in ~/.codex/config.toml).")
	}
	if changed {
		e.Println("Codex skips a new or changed command hook, without a word, until you trust it. Do this once now:")
	} else {
		e.Println("Codex runs these hooks only once you have trusted them; if you have not:")
	}
	e.Println("  1. start `codex` in a terminal (it warns that hooks need review)")
	e.Println("  2. type /hooks, review hooktool's hooks (the command runs `hook --harness codex`) and trust each one")
	e.Println("  3. run `hooktool doctor`: the Codex CLI section shows whether every hook is trusted")
	e.Println("(for one-off automation that already vets its hooks, `codex exec --dangerously-bypass-hook-trust` runs them untrusted)")
}

// Uninstall takes hooktool's entries out of hooks.json of the scope.
// Inline [hooks] entries in config.toml are the user's to remove: hooktool
// does not rewrite TOML.
func (Agent) Uninstall(e *install.Env) error {
	path, err := hooksFile(e.Home, e.Project, e.Getenv, e.Scope)
	if err != nil {
		return install.Fail("uninstall: %v", err)
	}
	cfg := filepath.Join(filepath.Dir(path), "config.toml")
	if t, err := ReadConfig(cfg); err == nil && t.Inline > 0 {
		e.Warnf("warning: %s wires hooktool in [hooks] (%d entries); hooktool does not rewrite config.toml: remove them by hand", cfg, t.Inline)
	}
	return e.RemoveHooks(path)
}

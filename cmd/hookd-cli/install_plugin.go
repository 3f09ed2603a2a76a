package main

import (
	"fmt"
	"os"
	"path/filepath"

	"github.com/urfave/cli/v2"

	"github.com/hookd/hookd/agents/copilot"
	"github.com/hookd/hookd/agents/opencode"
	"github.com/hookd/hookd/config"
	"github.com/hookd/hookd/guard"
	"github.com/hookd/hookd/harness"
	"github.com/hookd/hookd/settings"
	"github.com/hookd/hookd/templates"
)

// Pi and OpenCode load hooks as in-process plugins, not commands: install
// writes hooktool's plugin file, which calls the binary, instead of merging
// entries into a settings file. (OpenClaw's and Outfitter's install are in
// their packages, agents/openclaw and agents/outfitter.)

// piDir is Pi's agent folder: $PI_CODING_AGENT_DIR, else ~/.pi/agent.
func (e *env) piDir() string {
	if d := e.getenv("PI_CODING_AGENT_DIR"); d != "" {
		return d
	}
	return filepath.Join(e.home(), ".pi", "agent")
}

// piExtensionFile is where Pi discovers hooktool's extension in scope.
func (e *env) piExtensionFile(scope string) (string, error) {
	switch scope {
	case "user", "":
		return filepath.Join(e.piDir(), "extensions", "hooktool.ts"), nil
	case "project":
		return filepath.Join(e.projectDir(""), ".pi", "extensions", "hooktool.ts"), nil
	}
	return "", fmt.Errorf("unknown scope %q for pi (want user or project)", scope)
}

// onErrorForPlugin is the guard's answer a plugin gives when it cannot run
// the binary: the user file's guard.on_error (the project file cannot relax
// it, as in the hook itself), "ask" by default.
func (e *env) onErrorForPlugin() string {
	cfg, _ := config.Load(config.Paths{User: e.configPaths("").User})
	switch v := guard.Setting(cfg, "on_error", "ask"); v {
	case "allow", "deny", "ask":
		return v
	}
	return "ask"
}

// installPlugin writes hooktool's plugin for an in-process harness.
func (e *env) installPlugin(c *cli.Context, h string) error {
	var path string
	var err error
	switch h {
	case harness.Pi:
		path, err = e.piExtensionFile(c.String("scope"))
	case harness.OpenCode, harness.Copilot:
		return e.installOwnedFile(c, h)
	}
	if err != nil {
		return fail(exitError, "install: %v", err)
	}
	bin, err := e.harnessBinary(c, c.String("scope"))
	if err != nil {
		return fail(exitError, "install: %v", err)
	}
	content := templates.PiExtension(bin, e.onErrorForPlugin())
	return e.writePluginFile(path, content, templates.PiExtensionMarker, c.Bool("dry-run"), func() {
		fmt.Fprintf(e.stdout, "pi loads it at start (or: pi --extension %s)\n", settings.ShellQuote(path))
	})
}

// writePluginFile writes a plugin file hooktool owns
// (install.Env.WriteOwned).
func (e *env) writePluginFile(path string, content []byte, marker string, dry bool, after func()) error {
	return agentErr(e.installEnv(nil, "", dry).WriteOwned(path, content, marker, after))
}

// uninstallPlugin removes hooktool's plugin file, and only when it is ours.
func (e *env) uninstallPlugin(h, scope string, dry bool) error {
	var paths []string
	var marker string
	switch h {
	case harness.Pi:
		p, err := e.piExtensionFile(scope)
		if err != nil {
			return fail(exitError, "uninstall: %v", err)
		}
		paths, marker = []string{p}, templates.PiExtensionMarker
	case harness.OpenCode, harness.Copilot:
		p, m, err := e.ownedFile(h, scope)
		if err != nil {
			return fail(exitError, "uninstall: %v", err)
		}
		if err := e.removeOwned(p, m, dry); err != nil {
			return err
		}
		if !dry {
			// The folder install made for it (plugins/, hooks/) goes too
			// when nothing else is in it: the client's files come back
			// as they were.
			_ = os.Remove(filepath.Dir(p))
		}
		return nil
	}
	for _, p := range paths {
		if err := e.removeOwned(p, marker, dry); err != nil {
			return err
		}
	}
	return nil
}

// removeOwned removes path when it carries hooktool's marker
// (install.Env.RemoveOwned).
func (e *env) removeOwned(p, marker string, dry bool) error {
	return agentErr(e.installEnv(nil, "", dry).RemoveOwned(p, marker))
}

// ownedFile is the one file hooktool owns whole for OpenCode (its plugin)
// or Copilot CLI (a hooks file) in scope, and the mark that says it is
// hooktool's.
func (e *env) ownedFile(h, scope string) (path, marker string, err error) {
	switch {
	case h == harness.OpenCode && (scope == "user" || scope == ""):
		return opencode.UserPlugin(e.home(), e.getenv), opencode.Marker, nil
	case h == harness.OpenCode && scope == "project":
		return opencode.ProjectPlugin(e.projectDir("")), opencode.Marker, nil
	case h == harness.Copilot && (scope == "user" || scope == ""):
		return copilot.UserHooksFile(e.home(), e.getenv), copilot.Marker, nil
	case h == harness.Copilot && scope == "project":
		return copilot.ProjectHooksFile(e.projectDir("")), copilot.Marker, nil
	}
	return "", "", fmt.Errorf("unknown scope %q for %s (want user or project)", scope, h)
}

// installOwnedFile writes OpenCode's plugin or Copilot's hooks file.
func (e *env) installOwnedFile(c *cli.Context, h string) error {
	scope := c.String("scope")
	path, marker, err := e.ownedFile(h, scope)
	if err != nil {
		return fail(exitError, "install: %v", err)
	}
	bin, err := e.harnessBinary(c, scope)
	if err != nil {
		return fail(exitError, "install: %v", err)
	}
	var content []byte
	var note string
	switch h {
	case harness.OpenCode:
		content = opencode.Plugin(bin, e.onErrorForPlugin())
		note = "opencode loads it at start"
	case harness.Copilot:
		content = copilot.HooksFile(bin)
		note = "copilot runs these hooks at the next start"
		if scope == "project" {
			note = "copilot runs a repository's .github/hooks only in a trusted folder; the user file (~/.copilot/hooks) is the one the agent cannot change"
		}
	}
	return e.writePluginFile(path, content, marker, c.Bool("dry-run"), func() { fmt.Fprintln(e.stdout, note) })
}

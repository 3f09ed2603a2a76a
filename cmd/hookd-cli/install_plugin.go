package main

import (
	"bytes"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"

	"github.com/urfave/cli/v2"

	"github.com/hookd/hookd/config"
	"github.com/hookd/hookd/guard"
	"github.com/hookd/hookd/harness"
	"github.com/hookd/hookd/settings"
	"github.com/hookd/hookd/templates"
)

// Pi and OpenClaw load hooks as in-process plugins, not commands: install
// writes hooktool's plugin file, which calls the binary, instead of merging
// entries into a settings file.

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
	case harness.OpenClaw:
		return e.installOpenClaw(c)
	}
	if err != nil {
		return fail(exitError, "install: %v", err)
	}
	bin, err := e.binaryPath(c.String("binary"))
	if err != nil {
		return fail(exitError, "install: %v", err)
	}
	content := templates.PiExtension(bin, e.onErrorForPlugin())
	return e.writePluginFile(path, content, templates.PiExtensionMarker, c.Bool("dry-run"), func() {
		fmt.Fprintf(e.stdout, "pi loads it at start (or: pi --extension %s)\n", settings.ShellQuote(path))
	})
}

// writePluginFile writes a plugin file hooktool owns: a file of the same
// name that is not hooktool's (no marker) is never overwritten.
func (e *env) writePluginFile(path string, content []byte, marker string, dry bool, after func()) error {
	old, err := os.ReadFile(path)
	switch {
	case err == nil && !bytes.Contains(old, []byte(marker)):
		return failHint(exitError, "move it aside, or install with --scope project", "install: %s exists and is not hooktool's; left alone", path)
	case err == nil && bytes.Equal(old, content):
		fmt.Fprintf(e.stdout, "%s: already up to date\n", path)
		return nil
	case err != nil && !errors.Is(err, fs.ErrNotExist):
		return fail(exitError, "install: %v", err)
	}
	if dry {
		fmt.Fprintf(e.stdout, "%s: would be written (%d bytes)\n", path, len(content))
		return nil
	}
	if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
		return fail(exitError, "install: %v", err)
	}
	if _, err := settings.WriteFile(path, content); err != nil {
		return fail(exitError, "install: writing %s: %v", path, err)
	}
	os.Remove(path + settings.BackupSuffix) // the file is generated whole: no backup worth keeping
	fmt.Fprintf(e.stdout, "%s: written\n", path)
	if after != nil {
		after()
	}
	return nil
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
	case harness.OpenClaw:
		if scope != "user" && scope != "" {
			return nil
		}
		paths, marker = e.openClawPluginFiles(), templates.OpenClawPluginMarker
	}
	for _, p := range paths {
		b, err := os.ReadFile(p)
		if errors.Is(err, fs.ErrNotExist) {
			fmt.Fprintf(e.stdout, "%s: not installed\n", p)
			continue
		}
		if err != nil {
			return fail(exitError, "uninstall: %v", err)
		}
		if !bytes.Contains(b, []byte(marker)) {
			fmt.Fprintf(e.stdout, "%s is not hooktool's; left alone\n", p)
			continue
		}
		if dry {
			fmt.Fprintf(e.stdout, "%s: would be removed\n", p)
			continue
		}
		if err := os.Remove(p); err != nil {
			return fail(exitError, "uninstall: %v", err)
		}
		fmt.Fprintf(e.stdout, "%s: removed\n", p)
	}
	return nil
}

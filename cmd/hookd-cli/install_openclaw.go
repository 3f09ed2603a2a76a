package main

import (
	"fmt"
	"path/filepath"

	"github.com/urfave/cli/v2"

	"github.com/hookd/hookd/settings"
	"github.com/hookd/hookd/templates"
)

// openClawDir is OpenClaw's state folder: $OPENCLAW_STATE_DIR, else
// ~/.openclaw.
func (e *env) openClawDir() string {
	if d := e.getenv("OPENCLAW_STATE_DIR"); d != "" {
		return d
	}
	return filepath.Join(e.home(), ".openclaw")
}

// openClawConfig is OpenClaw's config file: $OPENCLAW_CONFIG_PATH, else
// openclaw.json in its state folder.
func (e *env) openClawConfig() string {
	if p := e.getenv("OPENCLAW_CONFIG_PATH"); p != "" {
		return p
	}
	return filepath.Join(e.openClawDir(), "openclaw.json")
}

// openClawPluginFiles are the files of hooktool's OpenClaw plugin, in the
// extensions folder OpenClaw discovers package directories in.
func (e *env) openClawPluginFiles() []string {
	dir := filepath.Join(e.openClawDir(), "extensions", "hooktool")
	return []string{filepath.Join(dir, "index.js"), filepath.Join(dir, "package.json"), filepath.Join(dir, "openclaw.plugin.json")}
}

// The package manifest (its openclaw.extensions entry names the code) and
// the plugin manifest. Both carry the marker in their description so
// uninstall recognises them.
const (
	openClawPackage = `{
  "name": "hooktool-openclaw",
  "version": "1.0.0",
  "description": "hooktool-openclaw v1: runs the hooktool binary for OpenClaw's hooks",
  "type": "module",
  "openclaw": {
    "extensions": ["./index.js"]
  }
}
`
	openClawManifest = `{
  "id": "hooktool",
  "name": "hooktool",
  "description": "hooktool-openclaw v1: the guard, the narration guard, context and output reduction, through the hooktool binary",
  "activation": { "onStartup": true },
  "configSchema": {
    "type": "object",
    "additionalProperties": false,
    "properties": {
      "showWarnings": { "type": "boolean", "description": "append the narration warning to the outgoing message" }
    }
  }
}
`
)

// installOpenClaw writes the plugin, then enables it in openclaw.json with
// the conversation access its narration hooks need (llm_output,
// before_prompt_build, agent_end are gated for non-bundled plugins). A
// config file that is not strict JSON (OpenClaw accepts JSON5) is never
// rewritten: install prints the two `openclaw config set` lines instead.
func (e *env) installOpenClaw(c *cli.Context) error {
	bin, err := e.harnessBinary(c, c.String("scope"))
	if err != nil {
		return fail(exitError, "install: %v", err)
	}
	files := e.openClawPluginFiles()
	contents := [][]byte{templates.OpenClawPlugin(bin, e.onErrorForPlugin()), []byte(openClawPackage), []byte(openClawManifest)}
	for i, f := range files {
		if err := e.writePluginFile(f, contents[i], templates.OpenClawPluginMarker, c.Bool("dry-run"), nil); err != nil {
			return err
		}
	}
	path := e.openClawConfig()
	old, exists, err := settings.ReadFile(path)
	if err != nil {
		return fail(exitError, "install: %v", err)
	}
	manual := func(why string) error {
		e.warnf("warning: %s %s; enable the plugin yourself:", path, why)
		e.warnf("  openclaw config set plugins.entries.hooktool.enabled true")
		e.warnf("  openclaw config set plugins.entries.hooktool.hooks.allowConversationAccess true")
		return nil
	}
	if exists {
		if err := settings.Check(path, old); err != nil {
			return manual("is not strict JSON (hooktool writes only files it can parse)")
		}
	}
	out, err := settings.SetValue(old, []byte("true"), "plugins", "entries", "hooktool", "enabled")
	if err == nil {
		out, err = settings.SetValue(out, []byte("true"), "plugins", "entries", "hooktool", "hooks", "allowConversationAccess")
	}
	if err != nil {
		return manual("could not be edited (" + err.Error() + ")")
	}
	if string(out) == string(old) {
		fmt.Fprintf(e.stdout, "%s: hooktool already enabled\n", path)
		return nil
	}
	if c.Bool("dry-run") {
		fmt.Fprint(e.stdout, settings.Diff(path, path, old, out))
		return nil
	}
	backup, err := settings.WriteFile(path, out)
	if err != nil {
		return fail(exitError, "install: writing %s: %v", path, err)
	}
	fmt.Fprintf(e.stdout, "%s: plugin hooktool enabled, with conversation access for its narration hooks\n", path)
	if backup != "" {
		fmt.Fprintf(e.stdout, "previous version kept in %s\n", backup)
	}
	fmt.Fprintln(e.stdout, "a running gateway picks it up on reload: openclaw plugins reload hooktool")
	return nil
}

package openclaw

import (
	"fmt"
	"os"
	"path/filepath"

	"github.com/hookd/hookd/install"
	"github.com/hookd/hookd/settings"
)

// The package manifest (its openclaw.extensions entry names the code) and
// the plugin manifest. Both carry the marker in their description so
// uninstall recognises them.
const (
	packageJSON = `{
  "name": "hooktool-openclaw",
  "version": "1.0.0",
  "description": "hooktool-openclaw v1: runs the hooktool binary for OpenClaw's hooks",
  "type": "module",
  "openclaw": {
    "extensions": ["./index.js"]
  }
}
`
	manifestJSON = `{
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

// Install writes the plugin, then enables it in openclaw.json with the
// conversation access its narration hooks need (llm_output,
// before_prompt_build, agent_end are gated for non-bundled plugins). A
// config file that is not strict JSON (OpenClaw accepts JSON5) is never
// rewritten: install prints the two `openclaw config set` lines instead.
// OpenClaw has one state folder: the scope does not move it.
func (Agent) Install(e *install.Env) error {
	bin, err := e.Binary(e.Scope)
	if err != nil {
		return install.Fail("install: %v", err)
	}
	files := pluginFiles(Home(e.Home, e.Getenv))
	contents := [][]byte{Plugin(bin, e.OnError()), []byte(packageJSON), []byte(manifestJSON)}
	for i, f := range files {
		if err := e.WriteOwned(f, contents[i], Marker, nil); err != nil {
			return err
		}
	}
	path := configFile(e.Home, e.Getenv)
	old, exists, err := settings.ReadFile(path)
	if err != nil {
		return install.Fail("install: %v", err)
	}
	manual := func(why string) error {
		e.Warnf("warning: %s %s; enable the plugin yourself:", path, why)
		e.Warnf("  openclaw config set plugins.entries.hooktool.enabled true")
		e.Warnf("  openclaw config set plugins.entries.hooktool.hooks.allowConversationAccess true")
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
		e.Printf("%s: hooktool already enabled\n", path)
		return nil
	}
	if e.DryRun {
		fmt.Fprint(e.Stdout, settings.Diff(path, path, old, out))
		return nil
	}
	backup, err := settings.WriteFile(path, out)
	if err != nil {
		return install.Fail("install: writing %s: %v", path, err)
	}
	e.Printf("%s: plugin hooktool enabled, with conversation access for its narration hooks\n", path)
	if backup != "" {
		e.Printf("previous version kept in %s\n", backup)
	}
	e.Println("a running gateway picks it up on reload: openclaw plugins reload hooktool")
	return nil
}

// Uninstall removes the plugin's files, when they are hooktool's, and
// what install added to openclaw.json. Only the user scope has anything
// to take back.
func (Agent) Uninstall(e *install.Env) error {
	if e.Scope != "user" && e.Scope != "" {
		return nil
	}
	files := pluginFiles(Home(e.Home, e.Getenv))
	for _, p := range files {
		if err := e.RemoveOwned(p, Marker); err != nil {
			return err
		}
	}
	return uninstallConfig(e, filepath.Dir(files[0]))
}

// uninstallConfig takes back what install added besides the plugin's
// files: plugins.entries.hooktool in openclaw.json (left behind, every
// later run warns of a missing plugin) and the emptied folder.
func uninstallConfig(e *install.Env, dir string) error {
	if !e.DryRun {
		_ = os.Remove(dir) // only when empty
	}
	path := configFile(e.Home, e.Getenv)
	old, exists, err := settings.ReadFile(path)
	if err != nil || !exists {
		return nil
	}
	if settings.Check(path, old) != nil {
		e.Warnf("warning: %s is not strict JSON; remove plugins.entries.hooktool yourself: openclaw config unset plugins.entries.hooktool", path)
		return nil
	}
	out, err := settings.RemoveValue(old, "plugins", "entries", "hooktool")
	if err != nil || string(out) == string(old) {
		return nil
	}
	if e.DryRun {
		fmt.Fprint(e.Stdout, settings.Diff(path, path, old, out))
		return nil
	}
	backup, err := settings.WriteFile(path, out)
	if err != nil {
		return install.Fail("uninstall: writing %s: %v", path, err)
	}
	if backup != "" {
		os.Remove(backup) // the change is exactly what install added
	}
	e.Printf("%s: plugins.entries.hooktool removed\n", path)
	return nil
}

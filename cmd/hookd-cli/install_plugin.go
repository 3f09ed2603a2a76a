package main

import (
	"encoding/json"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"runtime"
	"strings"

	"github.com/urfave/cli/v2"

	"github.com/hookd/hookd/agents/pi"
	"github.com/hookd/hookd/config"
	"github.com/hookd/hookd/guard"
	"github.com/hookd/hookd/harness"
	"github.com/hookd/hookd/settings"
	"github.com/hookd/hookd/templates"
)

// OpenClaw loads hooks as in-process plugins, not commands: install
// writes hooktool's plugin file, which calls the binary, instead of merging
// entries into a settings file.

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

// installPlugin writes hooktool's plugin for an in-process harness whose
// install has not moved into its package yet (OpenClaw).
func (e *env) installPlugin(c *cli.Context, h string) error {
	if h == harness.OpenClaw {
		return e.installOpenClaw(c)
	}
	return fail(exitError, "install: %s has no install here", h)
}

// writePluginFile writes a plugin file hooktool owns (install.WriteOwned).
func (e *env) writePluginFile(path string, content []byte, marker string, dry bool, after func()) error {
	return agentErr(e.installEnv(nil, "", dry).WriteOwned(path, content, marker, after))
}

// uninstallPlugin removes hooktool's plugin file, and only when it is ours.
func (e *env) uninstallPlugin(h, scope string, dry bool) error {
	var paths []string
	var marker string
	switch h {
	case harness.OpenClaw:
		if scope != "user" && scope != "" {
			return nil
		}
		paths, marker = e.openClawPluginFiles(), templates.OpenClawPluginMarker
	case outfitterTarget:
		doc, ext := e.outfitterFiles()
		for _, f := range []struct{ p, m string }{{doc, templates.OutfitterMarker}, {ext, pi.Marker}} {
			if err := e.removeOwned(f.p, f.m, dry); err != nil {
				return err
			}
		}
		return nil
	}
	for _, p := range paths {
		if err := e.removeOwned(p, marker, dry); err != nil {
			return err
		}
	}
	if h == harness.OpenClaw {
		return e.uninstallOpenClawConfig(filepath.Dir(paths[0]), dry)
	}
	return nil
}

// uninstallOpenClawConfig takes back what install added besides the
// plugin's files: plugins.entries.hooktool in openclaw.json (left behind,
// every later run warns of a missing plugin) and the emptied folder.
func (e *env) uninstallOpenClawConfig(dir string, dry bool) error {
	if !dry {
		_ = os.Remove(dir) // only when empty
	}
	path := e.openClawConfig()
	old, exists, err := settings.ReadFile(path)
	if err != nil || !exists {
		return nil
	}
	if settings.Check(path, old) != nil {
		e.warnf("warning: %s is not strict JSON; remove plugins.entries.hooktool yourself: openclaw config unset plugins.entries.hooktool", path)
		return nil
	}
	out, err := settings.RemoveValue(old, "plugins", "entries", "hooktool")
	if err != nil || string(out) == string(old) {
		return nil
	}
	if dry {
		fmt.Fprint(e.stdout, settings.Diff(path, path, old, out))
		return nil
	}
	backup, err := settings.WriteFile(path, out)
	if err != nil {
		return fail(exitError, "uninstall: writing %s: %v", path, err)
	}
	if backup != "" {
		os.Remove(backup) // the change is exactly what install added
	}
	fmt.Fprintf(e.stdout, "%s: plugins.entries.hooktool removed\n", path)
	return nil
}

// removeOwned removes path when it carries hooktool's marker
// (install.RemoveOwned).
func (e *env) removeOwned(p, marker string, dry bool) error {
	return agentErr(e.installEnv(nil, "", dry).RemoveOwned(p, marker))
}

// outfitterTarget is `install --harness outfitter`: not an agent of its
// own, but the launcher that can load hooktool's Pi extension on every
// Pi launch through a system extension hook document.
const outfitterTarget = "outfitter"

// outfitterDir is where Outfitter reads system hook documents:
// $OUTFITTER_SYSTEM_DIR, else the platform's root-owned folder.
func (e *env) outfitterDir() string {
	if d := e.getenv("OUTFITTER_SYSTEM_DIR"); d != "" {
		return d
	}
	if runtime.GOOS == "darwin" {
		return "/Library/Application Support/Outfitter/system.d"
	}
	return "/etc/outfitter/system.d"
}

// outfitterFiles are the hook document and the Pi extension it names. The
// extension lives outside Pi's discovery folders (Pi would load it twice)
// and outside system.d (Outfitter reads only *.yml there): beside the
// folder for a test seam, else in /usr/local/share.
func (e *env) outfitterFiles() (doc, ext string) {
	dir := e.outfitterDir()
	doc = filepath.Join(dir, "hooktool.yml")
	if e.getenv("OUTFITTER_SYSTEM_DIR") != "" {
		return doc, filepath.Join(filepath.Dir(filepath.Clean(dir)), "hooktool", "pi-extension.ts")
	}
	return doc, "/usr/local/share/hooktool/pi-extension.ts"
}

// installOutfitter writes hooktool's Pi extension and a system extension
// hook document naming it by absolute path, within every rule of
// Outfitter's schema: only name and harnesses at the root, only extensions
// under pi, no env at all (so no key can collide with another document's).
func (e *env) installOutfitter(c *cli.Context) error {
	doc, ext := e.outfitterFiles()
	// A system document serves every user: the copy goes where the
	// managed scope puts it (/usr/local/bin), not into one user's home.
	bin, err := e.harnessBinary(c, "managed")
	if err != nil {
		return fail(exitError, "install: %v", err)
	}
	hint := func() {}
	if err := e.writePluginFile(ext, pi.Extension(bin, e.onErrorForPlugin()), pi.Marker, c.Bool("dry-run"), hint); err != nil {
		return err
	}
	abs, err := filepath.Abs(ext)
	if err != nil {
		return fail(exitError, "install: %v", err)
	}
	body := "# " + templates.OutfitterMarker + "1: written by hooktool install --harness outfitter\n" +
		"name: hooktool\nharnesses:\n  pi:\n    extensions:\n      - " + yamlQuote(abs) + "\n"
	err = e.writePluginFile(doc, []byte(body), templates.OutfitterMarker, c.Bool("dry-run"), func() {
		fmt.Fprintf(e.stdout, "outfitter loads %s on every Pi launch; without the launcher: pi --extension %s\n", abs, settings.ShellQuote(abs))
	})
	if errors.Is(err, fs.ErrPermission) || err != nil && strings.Contains(err.Error(), "permission denied") {
		return failHint(exitError, "the system hook folder belongs to root: sudo hooktool install --harness outfitter", "%v", err)
	}
	return err
}

// yamlQuote writes s as a double-quoted YAML scalar (JSON's escapes are
// valid YAML).
func yamlQuote(s string) string { return jsString(s) }

func jsString(s string) string {
	b, _ := json.Marshal(s)
	return string(b)
}

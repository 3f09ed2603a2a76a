package doctor

import (
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"regexp"
	"sync"
	"syscall"

	"github.com/tidwall/gjson"

	"github.com/hookd/hookd/settings"
	"github.com/hookd/hookd/wiring"
)

// pluginBinary finds the binary a plugin file of hooktool's runs: install
// bakes it in as `const HOOKTOOL = "...";`.
var pluginBinary = sync.OnceValue(func() *regexp.Regexp { return regexp.MustCompile(`(?m)^const HOOKTOOL = ("(?:[^"\\]|\\.)*");`) })

// checkPluginFile checks one of hooktool's in-process plugin files (Pi's
// extension, OpenClaw's plugin entry): that it is there, that the binary it
// calls exists and runs, and whether it is this hooktool.
func checkPluginFile(l *Layer, o Options, id, name, path, fix string) bool {
	where := short(o.Home, path)
	b, err := readPluginFile(path)
	if errors.Is(err, fs.ErrNotExist) {
		l.add(id+".not-installed", Info, where, name+": hooktool's plugin is not installed", fix)
		return false
	}
	if err != nil {
		l.add(id+".foreign", Warn, where, "cannot be read as hooktool's plugin: "+err.Error(), fix)
		return false
	}
	m := pluginBinary().FindSubmatch(b)
	if m == nil {
		l.add(id+".foreign", Warn, where, "not written by hooktool install (no HOOKTOOL line)", fix)
		return false
	}
	bin := gjson.ParseBytes(m[1]).String()
	fi, err := os.Stat(bin)
	switch {
	case err != nil:
		l.add(id+".binary-missing", Fail, where, fmt.Sprintf("the plugin runs %s, which does not exist: every tool call then gets guard.on_error", bin), fix)
		return false
	case !fi.Mode().IsRegular() || fi.Mode()&0o111 == 0:
		l.add(id+".binary-missing", Fail, where, bin+" is not executable", "chmod +x "+settings.ShellQuote(bin))
		return false
	}
	l.add(id+".installed", OK, where, name+": hooktool's plugin, running "+bin, "")
	if o.WantBinary != "" {
		if want, err := os.Stat(o.WantBinary); err == nil && !os.SameFile(want, fi) && fi.ModTime().Before(want.ModTime()) {
			l.add(id+".stale-binary", Warn, where, fmt.Sprintf("it runs %s, which is older than this hooktool (%s)", bin, o.WantBinary), fix)
		}
	}
	return true
}

// maxPluginFile bounds what doctor reads of a plugin file: hooktool's are
// a few KiB, and a project's copy is the agent's to write.
const maxPluginFile = 1 << 20

// readPluginFile reads a plugin file only when it is a regular file, and at
// most maxPluginFile of it: a FIFO planted in a project would block a
// plain read forever, a link to /dev/zero would never end. The open does
// not wait for a FIFO's writer (O_NONBLOCK); the type is checked on the
// opened file, so a swap after a Stat cannot slip one in.
func readPluginFile(path string) ([]byte, error) {
	f, err := os.OpenFile(path, os.O_RDONLY|syscall.O_NONBLOCK, 0)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	fi, err := f.Stat()
	if err != nil {
		return nil, err
	}
	if !fi.Mode().IsRegular() {
		return nil, fmt.Errorf("%s is not a regular file", path)
	}
	return io.ReadAll(io.LimitReader(f, maxPluginFile))
}

// piPlugin reports hooktool's Pi extension, user and project.
func piPlugin(l *Layer, o Options) {
	if o.PiDir == "" {
		return
	}
	fix := "hooktool install --harness pi"
	user := filepath.Join(o.PiDir, "extensions", "hooktool.ts")
	project := filepath.Join(o.ProjectDir, ".pi", "extensions", "hooktool.ts")
	if _, err := os.Stat(project); err == nil && o.ProjectDir != "" {
		checkPluginFile(l, o, "pi", "Pi (project)", project, fix+" --scope project")
		if _, err := os.Stat(user); err == nil {
			l.add("pi.twice", Warn, short(o.Home, project), "hooktool's extension is installed for the user and the project: Pi loads both, and every event runs hooktool twice", "hooktool uninstall --harness pi --scope project")
		}
		return
	}
	if _, err := os.Stat(user); err != nil && o.WiredBefore[user] {
		// Pi reads extensions from its agent folder only: a folder moved
		// away (and made again) or an extension deleted leaves it unguarded.
		l.add("pi.extension-gone", Fail, short(o.Home, user), "hooktool's Pi extension was installed here and is gone: Pi runs without hooktool", fix)
		return
	}
	if _, err := os.Stat(o.PiDir); err != nil {
		return // no Pi here, nothing to say
	}
	checkPluginFile(l, o, "pi", "Pi", user, fix)
}

// openClawPlugin reports hooktool's OpenClaw plugin and whether
// openclaw.json enables it with the access its narration hooks need.
func openClawPlugin(l *Layer, o Options) {
	if o.OpenClawDir == "" {
		return
	}
	if _, err := os.Stat(o.OpenClawDir); err != nil {
		return
	}
	dir := filepath.Join(o.OpenClawDir, "extensions", "hooktool")
	if !checkPluginFile(l, o, "openclaw", "OpenClaw", filepath.Join(dir, "index.js"), "hooktool install --harness openclaw") {
		return
	}
	cfgPath := filepath.Join(o.OpenClawDir, "openclaw.json")
	data, _, _ := settings.ReadFile(cfgPath)
	data = wiring.AsClientReads(data) // a key written twice: the client's reading
	if !gjson.ValidBytes(data) {
		return // openClaw above already says why it cannot read the entries
	}
	if on := gjson.GetBytes(data, "plugins.enabled"); on.Exists() && !on.Bool() {
		l.add("openclaw.plugins-disabled", Fail, short(o.Home, cfgPath), "plugins.enabled is false: OpenClaw loads no plugin, hooktool's among them", "openclaw config set plugins.enabled true")
	}
	if allow := gjson.GetBytes(data, "plugins.allow"); allow.IsArray() && !allowsHooktool(allow) {
		l.add("openclaw.hooktool-not-allowed", Fail, short(o.Home, cfgPath), "plugins.allow lists the plugins OpenClaw may load, and hooktool is not among them", "add \"hooktool\" to plugins.allow")
	}
	e := gjson.GetBytes(data, "plugins.entries.hooktool")
	switch {
	case e.Get("enabled").Exists() && !e.Get("enabled").Bool():
		l.add("openclaw.hooktool-disabled", Fail, short(o.Home, cfgPath), "plugins.entries.hooktool.enabled is false: no hook of hooktool's runs in OpenClaw", "openclaw config set plugins.entries.hooktool.enabled true")
	case !e.Get("hooks.allowConversationAccess").Bool():
		l.add("openclaw.hooktool-no-access", Warn, short(o.Home, cfgPath), "hooktool has no conversation access: OpenClaw skips its before_prompt_build and llm_output hooks (context and the narration guard)", "openclaw config set plugins.entries.hooktool.hooks.allowConversationAccess true")
	}
	for _, a := range gjson.GetBytes(data, "plugins.deny").Array() {
		if a.String() == "hooktool" {
			l.add("openclaw.hooktool-denied", Fail, short(o.Home, cfgPath), "plugins.deny names hooktool", "remove it from plugins.deny")
		}
	}
}

// allowsHooktool reports whether a plugins.allow list names hooktool.
func allowsHooktool(allow gjson.Result) bool {
	for _, a := range allow.Array() {
		if a.String() == "hooktool" {
			return true
		}
	}
	return false
}

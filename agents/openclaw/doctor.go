package openclaw

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"

	"github.com/tidwall/gjson"

	"github.com/hookd/hookd/checkup"
	"github.com/hookd/hookd/settings"
	"github.com/hookd/hookd/wiring"
)

// Doctor is OpenClaw's section of doctor's report: the workspace
// extensions and plugin entries OpenClaw loads, and hooktool's plugin and
// whether openclaw.json lets it run. Its checks join the layer of the
// other plugin agents.
func (Agent) Doctor(e checkup.Env) *checkup.Layer {
	l := &checkup.Layer{Name: checkup.LayerHarnesses}
	dir := Home(e.Home, e.Getenv)
	if !workspace(l, e, dir) {
		return l
	}
	hooktoolPlugin(l, e, dir)
	return l
}

// workspace lists the workspace extensions and the plugin entries of
// openclaw.json in the state folder dir. It reports whether OpenClaw is
// installed.
func workspace(l *checkup.Layer, e checkup.Env, dir string) bool {
	where := checkup.Short(e.Home, dir)
	if _, err := os.Stat(dir); err != nil {
		l.Add("openclaw.absent", checkup.Info, where, "OpenClaw: not installed", "")
		return false
	}
	extDir := filepath.Join(dir, "workspace", ".openclaw", "extensions")
	ents, err := os.ReadDir(extDir)
	var exts []string
	if err == nil {
		for _, ent := range ents {
			if !ent.IsDir() {
				continue
			}
			exts = append(exts, ent.Name())
			checkExtension(l, e, filepath.Join(extDir, ent.Name()))
		}
	}
	cfgPath := filepath.Join(dir, "openclaw.json")
	data, exists, err := settings.ReadFile(cfgPath)
	data = wiring.AsClientReads(data) // a key written twice: the client's reading
	switch {
	case err != nil:
		l.Add("openclaw.config", checkup.Warn, checkup.Short(e.Home, cfgPath), err.Error(), "make it readable")
	case !exists:
		l.Add("openclaw.config", checkup.Info, checkup.Short(e.Home, cfgPath), "no openclaw.json", "")
	case !gjson.ValidBytes(data):
		l.Add("openclaw.config", checkup.Info, checkup.Short(e.Home, cfgPath), "not strict JSON (JSON5?); plugin entries not checked", "")
	default:
		var on, off []string
		gjson.GetBytes(data, "plugins.entries").ForEach(func(k, v gjson.Result) bool {
			if v.Get("enabled").Exists() && !v.Get("enabled").Bool() {
				off = append(off, k.String())
			} else {
				on = append(on, k.String())
			}
			return true
		})
		msg := fmt.Sprintf("plugin entries: %d enabled (%s)", len(on), strings.Join(on, ", "))
		if len(off) > 0 {
			msg += fmt.Sprintf(", %d disabled (%s)", len(off), strings.Join(off, ", "))
		}
		l.Add("openclaw.entries", checkup.Info, checkup.Short(e.Home, cfgPath), msg, "")
	}
	l.Add("openclaw.extensions", checkup.Info, checkup.Short(e.Home, extDir), fmt.Sprintf("%d workspace extensions (%s)", len(exts), strings.Join(exts, ", ")), "")
	return true
}

// checkExtension checks a plugin folder's shape: package.json naming its
// entry files under "openclaw.extensions", and openclaw.plugin.json.
func checkExtension(l *checkup.Layer, e checkup.Env, dir string) {
	where := checkup.Short(e.Home, dir)
	pkg, ok, err := settings.ReadFile(filepath.Join(dir, "package.json"))
	switch {
	case err != nil || !ok:
		l.Add("openclaw.extension-package", checkup.Warn, where, "no readable package.json: OpenClaw cannot load this extension", `add package.json with "openclaw": {"extensions": ["./index.ts"]}`)
		return
	case !gjson.ValidBytes(pkg):
		l.Add("openclaw.extension-package", checkup.Warn, where, "package.json is not valid JSON", "fix package.json")
		return
	}
	entries := gjson.GetBytes(pkg, "openclaw.extensions").Array()
	if len(entries) == 0 {
		l.Add("openclaw.extension-entry", checkup.Warn, where, `package.json has no "openclaw.extensions" entry`, `add "openclaw": {"extensions": ["./index.ts"]}`)
	}
	for _, ent := range entries {
		if _, err := os.Stat(filepath.Join(dir, ent.String())); err != nil {
			l.Add("openclaw.extension-entry", checkup.Warn, where, "entry "+ent.String()+" does not exist", "fix openclaw.extensions in package.json")
		}
	}
	if man, ok, _ := settings.ReadFile(filepath.Join(dir, "openclaw.plugin.json")); !ok || !gjson.GetBytes(man, "id").Exists() {
		l.Add("openclaw.extension-manifest", checkup.Warn, where, "no openclaw.plugin.json with an id", `add openclaw.plugin.json: {"id": ..., "name": ..., "configSchema": {...}}`)
	}
	if fi, err := os.Stat(filepath.Join(dir, "state.json")); err == nil {
		l.Add("openclaw.extension-state", checkup.Info, where, "state.json last changed "+fi.ModTime().UTC().Format("2006-01-02 15:04Z"), "")
	}
}

// hooktoolPlugin reports hooktool's plugin and whether openclaw.json
// enables it with the access its narration hooks need.
func hooktoolPlugin(l *checkup.Layer, e checkup.Env, dir string) {
	if !checkup.PluginFile(l, e, "openclaw", Title, pluginFiles(dir)[0], "hooktool install --harness openclaw", Plugin) {
		return
	}
	cfgPath := filepath.Join(dir, "openclaw.json")
	where := checkup.Short(e.Home, cfgPath)
	data, _, _ := settings.ReadFile(cfgPath)
	data = wiring.AsClientReads(data) // a key written twice: the client's reading
	if !gjson.ValidBytes(data) {
		return // workspace already says why it cannot read the entries
	}
	if on := gjson.GetBytes(data, "plugins.enabled"); on.Exists() && !on.Bool() {
		l.Add("openclaw.plugins-disabled", checkup.Fail, where, "plugins.enabled is false: OpenClaw loads no plugin, hooktool's among them", "openclaw config set plugins.enabled true")
	}
	if allow := gjson.GetBytes(data, "plugins.allow"); allow.IsArray() && !names(allow, "hooktool") {
		l.Add("openclaw.hooktool-not-allowed", checkup.Fail, where, "plugins.allow lists the plugins OpenClaw may load, and hooktool is not among them", "add \"hooktool\" to plugins.allow")
	}
	ent := gjson.GetBytes(data, "plugins.entries.hooktool")
	switch {
	case ent.Get("enabled").Exists() && !ent.Get("enabled").Bool():
		l.Add("openclaw.hooktool-disabled", checkup.Fail, where, "plugins.entries.hooktool.enabled is false: no hook of hooktool's runs in OpenClaw", "openclaw config set plugins.entries.hooktool.enabled true")
	case !ent.Get("hooks.allowConversationAccess").Bool():
		l.Add("openclaw.hooktool-no-access", checkup.Warn, where, "hooktool has no conversation access: OpenClaw skips its before_prompt_build and llm_output hooks (context and the narration guard)", "openclaw config set plugins.entries.hooktool.hooks.allowConversationAccess true")
	}
	for _, a := range gjson.GetBytes(data, "plugins.deny").Array() {
		if a.String() == "hooktool" {
			l.Add("openclaw.hooktool-denied", checkup.Fail, where, "plugins.deny names hooktool", "remove it from plugins.deny")
		}
	}
}

// names reports whether a JSON list names s.
func names(list gjson.Result, s string) bool {
	for _, a := range list.Array() {
		if a.String() == s {
			return true
		}
	}
	return false
}

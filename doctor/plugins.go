package doctor

import (
	"os"
	"path/filepath"

	"github.com/tidwall/gjson"

	"github.com/hookd/hookd/checkup"
	"github.com/hookd/hookd/settings"
	"github.com/hookd/hookd/wiring"
)

// checkPluginFile checks one of hooktool's in-process plugin files
// (checkup.PluginFile).
func checkPluginFile(l *Layer, o Options, id, name, path, fix string) bool {
	return checkup.PluginFile(l, o.Env(), id, name, path, fix)
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
		l.Add("openclaw.plugins-disabled", Fail, short(o.Home, cfgPath), "plugins.enabled is false: OpenClaw loads no plugin, hooktool's among them", "openclaw config set plugins.enabled true")
	}
	if allow := gjson.GetBytes(data, "plugins.allow"); allow.IsArray() && !allowsHooktool(allow) {
		l.Add("openclaw.hooktool-not-allowed", Fail, short(o.Home, cfgPath), "plugins.allow lists the plugins OpenClaw may load, and hooktool is not among them", "add \"hooktool\" to plugins.allow")
	}
	e := gjson.GetBytes(data, "plugins.entries.hooktool")
	switch {
	case e.Get("enabled").Exists() && !e.Get("enabled").Bool():
		l.Add("openclaw.hooktool-disabled", Fail, short(o.Home, cfgPath), "plugins.entries.hooktool.enabled is false: no hook of hooktool's runs in OpenClaw", "openclaw config set plugins.entries.hooktool.enabled true")
	case !e.Get("hooks.allowConversationAccess").Bool():
		l.Add("openclaw.hooktool-no-access", Warn, short(o.Home, cfgPath), "hooktool has no conversation access: OpenClaw skips its before_prompt_build and llm_output hooks (context and the narration guard)", "openclaw config set plugins.entries.hooktool.hooks.allowConversationAccess true")
	}
	for _, a := range gjson.GetBytes(data, "plugins.deny").Array() {
		if a.String() == "hooktool" {
			l.Add("openclaw.hooktool-denied", Fail, short(o.Home, cfgPath), "plugins.deny names hooktool", "remove it from plugins.deny")
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

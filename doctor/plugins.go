package doctor

import (
	"os"
	"path/filepath"

	"github.com/hookd/hookd/checkup"
)

// harnesses is the layer of the agents whose doctor section has not moved
// into their own package yet (agents/<name>, see docs/agents.md).
func harnesses(o Options) *Layer {
	l := &Layer{Name: LayerHarnesses}
	piPlugin(l, o)
	openCodePlugin(l, o)
	copilotHooks(l, o)
	return l
}

// checkPluginFile checks one of hooktool's plugin files (checkup.PluginFile).
func checkPluginFile(l *Layer, o Options, id, name, path, fix string) bool {
	return checkup.PluginFile(l, o.Env(), id, name, path, fix)
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
			l.Add("pi.twice", Warn, short(o.Home, project), "hooktool's extension is installed for the user and the project: Pi loads both, and every event runs hooktool twice", "hooktool uninstall --harness pi --scope project")
		}
		return
	}
	if _, err := os.Stat(user); err != nil && o.WiredBefore[user] {
		// Pi reads extensions from its agent folder only: a folder moved
		// away (and made again) or an extension deleted leaves it unguarded.
		l.Add("pi.extension-gone", Fail, short(o.Home, user), "hooktool's Pi extension was installed here and is gone: Pi runs without hooktool", fix)
		return
	}
	if _, err := os.Stat(o.PiDir); err != nil {
		return // no Pi here, nothing to say
	}
	checkPluginFile(l, o, "pi", "Pi", user, fix)
}

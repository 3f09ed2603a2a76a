package opencode

import (
	"os"
	"path/filepath"

	"github.com/hookd/hookd/checkup"
)

// Doctor is OpenCode's part of the "Other harnesses" layer: hooktool's
// plugin, user and project. Nothing when OpenCode is not here.
func (Agent) Doctor(e checkup.Env) *checkup.Layer {
	l := &checkup.Layer{Name: checkup.LayerHarnesses}
	dir := ConfigDir(e.Home, e.Getenv)
	fix := "hooktool install --harness opencode"
	user := filepath.Join(dir, "plugins", "hooktool.js")
	project := ""
	if e.ProjectDir != "" {
		project = ProjectPlugin(e.ProjectDir)
	}
	if _, err := os.Stat(project); err == nil && project != "" {
		checkup.PluginFile(l, e, "opencode", "OpenCode (project)", project, fix+" --scope project", Plugin)
		if _, err := os.Stat(user); err == nil {
			l.Add("opencode.twice", checkup.Warn, checkup.Short(e.Home, project), "hooktool's plugin is installed for the user and the project: OpenCode loads both, and every event runs hooktool twice", "hooktool uninstall --harness opencode --scope project")
		}
		return l
	}
	if _, err := os.Stat(dir); err != nil {
		return l // no OpenCode here
	}
	checkup.PluginFile(l, e, "opencode", "OpenCode", user, fix, Plugin)
	return l
}

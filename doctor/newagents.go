package doctor

import (
	"os"
	"path/filepath"

	"github.com/hookd/hookd/agents/opencode"
)

// openCodePlugin reports hooktool's OpenCode plugin, user and project.
func openCodePlugin(l *Layer, o Options) {
	if o.OpenCodeDir == "" {
		return
	}
	fix := "hooktool install --harness opencode"
	user := filepath.Join(o.OpenCodeDir, "plugins", "hooktool.js")
	project := ""
	if o.ProjectDir != "" {
		project = opencode.ProjectPlugin(o.ProjectDir)
	}
	if _, err := os.Stat(project); err == nil && project != "" {
		checkPluginFile(l, o, "opencode", "OpenCode (project)", project, fix+" --scope project")
		if _, err := os.Stat(user); err == nil {
			l.Add("opencode.twice", Warn, short(o.Home, project), "hooktool's plugin is installed for the user and the project: OpenCode loads both, and every event runs hooktool twice", "hooktool uninstall --harness opencode --scope project")
		}
		return
	}
	if _, err := os.Stat(o.OpenCodeDir); err != nil {
		return // no OpenCode here
	}
	checkPluginFile(l, o, "opencode", "OpenCode", user, fix)
}

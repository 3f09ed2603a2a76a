package pi

import (
	"os"
	"path/filepath"

	"github.com/hookd/hookd/checkup"
)

// Doctor is Pi's part of the "Other harnesses" layer: hooktool's
// extension, user and project, and one the tripwire knew that is gone.
// Nothing when Pi is not here.
func (Agent) Doctor(e checkup.Env) *checkup.Layer {
	l := &checkup.Layer{Name: checkup.LayerHarnesses}
	extensionChecks(l, e, Home(e.Home, e.Getenv))
	return l
}

// extensionChecks reports hooktool's Pi extension in the agent folder dir
// and the project.
func extensionChecks(l *checkup.Layer, e checkup.Env, dir string) {
	fix := "hooktool install --harness pi"
	user := filepath.Join(dir, "extensions", "hooktool.ts")
	project := filepath.Join(e.ProjectDir, ".pi", "extensions", "hooktool.ts")
	if _, err := os.Stat(project); err == nil && e.ProjectDir != "" {
		checkup.PluginFile(l, e, "pi", "Pi (project)", project, fix+" --scope project", Extension)
		if _, err := os.Stat(user); err == nil {
			l.Add("pi.twice", checkup.Warn, checkup.Short(e.Home, project), "hooktool's extension is installed for the user and the project: Pi loads both, and every event runs hooktool twice", "hooktool uninstall --harness pi --scope project")
		}
		return
	}
	if _, err := os.Stat(user); err != nil && e.WiredBefore[user] {
		// Pi reads extensions from its agent folder only: a folder moved
		// away (and made again) or an extension deleted leaves it unguarded.
		l.Add("pi.extension-gone", checkup.Fail, checkup.Short(e.Home, user), "hooktool's Pi extension was installed here and is gone: Pi runs without hooktool", fix)
		return
	}
	if _, err := os.Stat(dir); err != nil {
		return // no Pi here, nothing to say
	}
	checkup.PluginFile(l, e, "pi", "Pi", user, fix, Extension)
}

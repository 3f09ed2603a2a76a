package doctor

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"

	"github.com/tidwall/gjson"

	"github.com/hookd/hookd/agents/copilot"
	"github.com/hookd/hookd/agents/opencode"
	"github.com/hookd/hookd/settings"
	"github.com/hookd/hookd/wiring"
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
			l.add("opencode.twice", Warn, short(o.Home, project), "hooktool's plugin is installed for the user and the project: OpenCode loads both, and every event runs hooktool twice", "hooktool uninstall --harness opencode --scope project")
		}
		return
	}
	if _, err := os.Stat(o.OpenCodeDir); err != nil {
		return // no OpenCode here
	}
	checkPluginFile(l, o, "opencode", "OpenCode", user, fix)
}

// copilotHooks reports hooktool's GitHub Copilot CLI hooks file: every
// event wired, the binary there, and hooks not switched off in settings.
func copilotHooks(l *Layer, o Options) {
	if o.CopilotDir == "" {
		return
	}
	if _, err := os.Stat(o.CopilotDir); err != nil {
		return // no Copilot here
	}
	fix := "hooktool install --harness copilot"
	path := filepath.Join(o.CopilotDir, "hooks", "hooktool.json")
	where := short(o.Home, path)
	b, exists, err := settings.ReadFile(path)
	b = wiring.AsClientReads(b) // a key written twice: the client's reading
	switch {
	case err != nil:
		l.add("copilot.unreadable", Warn, where, err.Error(), fix)
		return
	case !exists:
		l.add("copilot.not-installed", Info, where, "GitHub Copilot CLI: hooktool's hooks file is not installed", fix)
		return
	case !gjson.ValidBytes(b):
		l.add("copilot.invalid", Fail, where, "not valid JSON: Copilot rejects the whole file", fix)
		return
	}
	root := gjson.ParseBytes(b)
	var missing []string
	bin := ""
	for _, ev := range copilot.Events() {
		cmd := root.Get("hooks." + ev + ".0.bash").String()
		if !strings.Contains(cmd, copilot.Marker+" --event "+ev) {
			missing = append(missing, ev)
			continue
		}
		if bin == "" {
			bin = strings.ReplaceAll(strings.TrimSuffix(strings.SplitN(cmd, "' ", 2)[0], "'"), `'\''`, "'")
			bin = strings.TrimPrefix(bin, "'")
		}
	}
	if len(missing) == len(copilot.Events()) {
		l.add("copilot.foreign", Warn, where, "holds no hook of hooktool's", fix)
		return
	}
	if fi, err := os.Stat(bin); err != nil || !fi.Mode().IsRegular() || fi.Mode()&0o111 == 0 {
		l.add("copilot.binary-missing", Fail, where, fmt.Sprintf("the hooks run %s, which is not an executable file: Copilot then runs every tool call unguarded", bin), fix)
		return
	}
	if len(missing) > 0 {
		l.add("copilot.partly-wired", Warn, where, "not wired for "+strings.Join(missing, ", "), fix)
	} else {
		l.add("copilot.wired", OK, where, fmt.Sprintf("GitHub Copilot CLI: %d events wired to %s", len(copilot.Events()), bin), "")
	}
	sp := filepath.Join(o.CopilotDir, "settings.json")
	if s, _, _ := settings.ReadFile(sp); gjson.ValidBytes(s) && gjson.GetBytes(wiring.AsClientReads(s), "disableAllHooks").Bool() {
		l.add("copilot.disable-all", Fail, short(o.Home, sp), "disableAllHooks is true: Copilot runs no hook, hooktool's included", `remove "disableAllHooks" (or set it to false)`)
	}
}

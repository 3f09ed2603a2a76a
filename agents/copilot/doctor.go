package copilot

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"

	"github.com/tidwall/gjson"

	"github.com/hookd/hookd/checkup"
	"github.com/hookd/hookd/settings"
)

// Doctor is GitHub Copilot CLI's part of the "Other harnesses" layer: its
// hooks file, every event wired, the binary there, and hooks not switched
// off in its settings. Nothing when Copilot is not here.
func (Agent) Doctor(e checkup.Env) *checkup.Layer {
	l := &checkup.Layer{Name: checkup.LayerHarnesses}
	hooksChecks(l, e, Home(e.Home, e.Getenv))
	return l
}

// hooksChecks reports hooktool's GitHub Copilot CLI hooks file: every
// event wired, the binary there, and hooks not switched off in settings.
func hooksChecks(l *checkup.Layer, e checkup.Env, dir string) {
	if _, err := os.Stat(dir); err != nil {
		return // no Copilot here
	}
	fix := "hooktool install --harness copilot"
	path := filepath.Join(dir, "hooks", "hooktool.json")
	where := checkup.Short(e.Home, path)
	b, exists, err := settings.ReadFile(path)
	switch {
	case err != nil:
		l.Add("copilot.unreadable", checkup.Warn, where, err.Error(), fix)
		return
	case !exists:
		l.Add("copilot.not-installed", checkup.Info, where, "GitHub Copilot CLI: hooktool's hooks file is not installed", fix)
		return
	case !gjson.ValidBytes(b):
		l.Add("copilot.invalid", checkup.Fail, where, "not valid JSON: Copilot rejects the whole file", fix)
		return
	}
	root := gjson.ParseBytes(b)
	var missing []string
	bin := ""
	for _, ev := range Events() {
		cmd := root.Get("hooks." + ev + ".0.bash").String()
		if !strings.Contains(cmd, Marker+" --event "+ev) {
			missing = append(missing, ev)
			continue
		}
		if bin == "" {
			bin = strings.ReplaceAll(strings.TrimSuffix(strings.SplitN(cmd, "' ", 2)[0], "'"), `'\''`, "'")
			bin = strings.TrimPrefix(bin, "'")
		}
	}
	if len(missing) == len(Events()) {
		l.Add("copilot.foreign", checkup.Warn, where, "holds no hook of hooktool's", fix)
		return
	}
	if fi, err := os.Stat(bin); err != nil || !fi.Mode().IsRegular() || fi.Mode()&0o111 == 0 {
		l.Add("copilot.binary-missing", checkup.Fail, where, fmt.Sprintf("the hooks run %s, which is not an executable file: Copilot then runs every tool call unguarded", bin), fix)
		return
	}
	if len(missing) > 0 {
		l.Add("copilot.partly-wired", checkup.Warn, where, "not wired for "+strings.Join(missing, ", "), fix)
	} else {
		l.Add("copilot.wired", checkup.OK, where, fmt.Sprintf("GitHub Copilot CLI: %d events wired to %s", len(Events()), bin), "")
	}
	sp := filepath.Join(dir, "settings.json")
	if s, _, _ := settings.ReadFile(sp); gjson.ValidBytes(s) && gjson.GetBytes(s, "disableAllHooks").Bool() {
		l.Add("copilot.disable-all", checkup.Fail, checkup.Short(e.Home, sp), "disableAllHooks is true: Copilot runs no hook, hooktool's included", `remove "disableAllHooks" (or set it to false)`)
	}
}

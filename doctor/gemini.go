package doctor

import (
	"os"
	"path/filepath"

	"github.com/tidwall/gjson"

	"github.com/hookd/hookd/harness"
)

// geminiLayer is Gemini CLI's section: its version, whether hooks are on,
// hooktool's entries in the user and project settings, a self-test in
// Gemini's contract, and when each event last fired.
func geminiLayer(o Options) *Layer {
	l := &Layer{Name: LayerGemini}
	if o.GeminiDir == "" {
		return l
	}
	if _, err := os.Stat(o.GeminiDir); err != nil && o.GeminiBin == "" {
		l.add("gemini.absent", Info, short(o.Home, o.GeminiDir), "Gemini CLI: not installed", "")
		return l
	}
	if v := version(o.GeminiBin); v != "" {
		note := ""
		if v != GeminiTested {
			note = "; hooktool's Gemini contract was read from " + GeminiTested
		}
		l.add("gemini.version", Info, o.GeminiBin, "gemini "+v+note, "")
	}
	var files []agentFile
	for _, p := range []string{filepath.Join(o.GeminiDir, "settings.json"), filepath.Join(o.ProjectDir, ".gemini", "settings.json")} {
		f, ok := readAgentFile(l, o, harness.Gemini, p)
		if !ok {
			continue
		}
		files = append(files, f)
		where := short(o.Home, p)
		if v := gjson.GetBytes(f.data, "hooksConfig.enabled"); v.Exists() && !v.Bool() {
			l.add("gemini.hooks-off", Fail, where, "hooksConfig.enabled is false: Gemini CLI runs no hook", "set hooksConfig.enabled to true")
		}
		gjson.GetBytes(f.data, "hooksConfig.disabled").ForEach(func(_, d gjson.Result) bool {
			for _, en := range f.entries {
				if d.String() == en.handler.Get("command").String() || d.String() == en.handler.Get("name").String() {
					l.add("gemini.disabled", Fail, where, "hooktool's hook is in hooksConfig.disabled", "remove it from hooksConfig.disabled")
					return false
				}
			}
			return true
		})
	}
	pre := checkAgentEntries(l, o, harness.Gemini, files)
	n := 0
	for _, f := range files {
		n += len(f.entries)
	}
	agentSelfTest(l, o, harness.Gemini, pre)
	agentLastFired(l, o, harness.Gemini, n > 0)
	return l
}

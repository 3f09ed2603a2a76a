package doctor

import (
	"os"
	"path/filepath"
	"strconv"

	"github.com/tidwall/gjson"

	"github.com/hookd/hookd/checkup"
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
		l.Add("gemini.absent", Info, short(o.Home, o.GeminiDir), "Gemini CLI: not installed", "")
		return l
	}
	if v := checkup.Version(o.GeminiBin); v != "" {
		note := ""
		if v != GeminiTested {
			note = "; hooktool's Gemini contract was read from " + GeminiTested
		}
		l.Add("gemini.version", Info, o.GeminiBin, "gemini "+v+note, "")
	}
	h, e := geminiHooks(), o.Env()
	var files []checkup.File
	for _, p := range []string{filepath.Join(o.GeminiDir, "settings.json"), filepath.Join(o.ProjectDir, ".gemini", "settings.json")} {
		f, ok := h.ReadFile(l, e, p)
		if !ok {
			continue
		}
		files = append(files, f)
		where := short(o.Home, p)
		if v := gjson.GetBytes(f.Data, "hooksConfig.enabled"); v.Exists() && !v.Bool() {
			l.Add("gemini.hooks-off", Fail, where, "hooksConfig.enabled is false: Gemini CLI runs no hook", "set hooksConfig.enabled to true")
		}
		gjson.GetBytes(f.Data, "hooksConfig.disabled").ForEach(func(_, d gjson.Result) bool {
			for _, en := range f.Entries {
				if d.String() == en.Handler.Get("command").String() || d.String() == en.Handler.Get("name").String() {
					l.Add("gemini.disabled", Fail, where, "hooktool's hook is in hooksConfig.disabled", "remove it from hooksConfig.disabled")
					return false
				}
			}
			return true
		})
	}
	pre := h.CheckEntries(l, e, files)
	n := 0
	for _, f := range files {
		n += len(f.Entries)
	}
	h.SelfTest(l, e, pre)
	h.LastFired(l, e, n > 0)
	return l
}

// Layer names of the harnesses with a hook contract of their own.
const LayerGemini = "Gemini CLI"

// GeminiTested is the version the contract in docs/harnesses.md was read from.
const GeminiTested = "0.61.0"

// geminiHooks is Gemini CLI's hooks, for checkup's shared checks.
func geminiHooks() checkup.Hooks {
	return checkup.Hooks{
		Name: harness.Gemini, Tested: GeminiTested, Known: harness.KnownEvents(harness.Gemini), Events: harness.Events(harness.Gemini),
		Pre: "BeforeTool", Millis: true,
		ClaudeEvent: func(ev string) string { return harness.ClaudeEvent(harness.Gemini, ev) },
		Payload:     geminiPayload, Contract: geminiContract,
	}
}

// geminiPayload is a BeforeTool payload as Gemini CLI sends it.
func geminiPayload(cwd, command string) []byte {
	q := strconv.Quote
	return []byte(`{"session_id":"hooktool-doctor-selftest","transcript_path":"","cwd":` + q(cwd) +
		`,"hook_event_name":"BeforeTool","timestamp":"2026-01-01T00:00:00.000Z","tool_name":"run_shell_command","tool_input":{"command":` + q(command) + `,"description":"doctor self-test"}}`)
}

// geminiContract reads a reply in Gemini CLI's contract: the decision it
// carries, or what its runner would reject.
func geminiContract(out []byte) (decision, problem string) {
	if len(out) == 0 {
		return "", ""
	}
	root, problem := checkup.ReplyObject(out)
	if problem != "" {
		return "", problem
	}
	root.ForEach(func(k, _ gjson.Result) bool {
		switch k.Str {
		case "decision", "reason", "systemMessage", "hookSpecificOutput", "continue", "stopReason", "suppressOutput":
		default:
			problem = "unknown field " + k.Str
		}
		return problem == ""
	})
	decision = root.Get("decision").String()
	if decision == "block" {
		decision = "deny"
	}
	if decision == "deny" && root.Get("reason").String() == "" {
		problem = "a deny without a reason"
	}
	return decision, problem
}

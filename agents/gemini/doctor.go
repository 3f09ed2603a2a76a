package gemini

import (
	"os"
	"path/filepath"
	"strconv"

	"github.com/tidwall/gjson"

	"github.com/hookd/hookd/checkup"
)

// Doctor is Gemini CLI's section: its version, whether hooks are on,
// hooktool's entries in the user and project settings, a self-test in
// Gemini's contract, and when each event last fired.
func (Agent) Doctor(e checkup.Env) *checkup.Layer {
	l := &checkup.Layer{Name: Title}
	dir, bin := Home(e.Home, e.Getenv), e.Look("gemini")
	if _, err := os.Stat(dir); err != nil && bin == "" {
		l.Add("gemini.absent", checkup.Info, checkup.Short(e.Home, dir), "Gemini CLI: not installed", "")
		return l
	}
	if v := checkup.Version(bin); v != "" {
		note := ""
		if v != Tested {
			note = "; hooktool's Gemini contract was read from " + Tested
		}
		l.Add("gemini.version", checkup.Info, bin, "gemini "+v+note, "")
	}
	h := hooks()
	var files []checkup.File
	for _, p := range []string{filepath.Join(dir, "settings.json"), filepath.Join(e.ProjectDir, ".gemini", "settings.json")} {
		f, ok := h.ReadFile(l, e, p)
		if !ok {
			continue
		}
		files = append(files, f)
		where := checkup.Short(e.Home, p)
		if v := gjson.GetBytes(f.Data, "hooksConfig.enabled"); v.Exists() && !v.Bool() {
			l.Add("gemini.hooks-off", checkup.Fail, where, "hooksConfig.enabled is false: Gemini CLI runs no hook", "set hooksConfig.enabled to true")
		}
		gjson.GetBytes(f.Data, "hooksConfig.disabled").ForEach(func(_, d gjson.Result) bool {
			for _, en := range f.Entries {
				if d.String() == en.Handler.Get("command").String() || d.String() == en.Handler.Get("name").String() {
					l.Add("gemini.disabled", checkup.Fail, where, "hooktool's hook is in hooksConfig.disabled", "remove it from hooksConfig.disabled")
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

// hooks is Gemini CLI's hooks, for checkup's shared checks.
func hooks() checkup.Hooks {
	return checkup.Hooks{
		Name: Name, Tested: Tested, Known: KnownEvents(), Events: events(),
		Pre: "BeforeTool", Millis: true, ClaudeEvent: Event,
		Payload: payload, Contract: replyProblem,
	}
}

// payload is a BeforeTool payload as Gemini CLI sends it.
func payload(cwd, command string) []byte {
	q := strconv.Quote
	return []byte(`{"session_id":"hooktool-doctor-selftest","transcript_path":"","cwd":` + q(cwd) +
		`,"hook_event_name":"BeforeTool","timestamp":"2026-01-01T00:00:00.000Z","tool_name":"run_shell_command","tool_input":{"command":` + q(command) + `,"description":"doctor self-test"}}`)
}

// replyProblem reads a reply in Gemini CLI's contract: the decision it
// carries, or what its runner would reject.
func replyProblem(out []byte) (decision, problem string) {
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

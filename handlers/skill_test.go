package handlers

import (
	"strings"
	"testing"
	"time"

	"github.com/tidwall/gjson"
)

func skillEvent(id, cmd string) map[string]any {
	return map[string]any{"hook_event_name": "PreSkillShellCommand", "session_id": "s1", "prompt_id": "p1", "cwd": "/p",
		"tool_name": "Bash", "tool_input": map[string]any{"command": cmd}, "tool_use_id": id + ":inner:preamble-0",
		"command_name": "danger", "command_source": "projectSettings", "invoked_by": "user"}
}

// The guard's verdict goes back under the event's own name; what it lets
// through gets no answer; no rewrite is ever asked for; a denial is caught
// but is no tool call of the run.
func TestPreSkillShellCommand(t *testing.T) {
	h := newHarness(t, "")
	h.deps.Guard = func(ev *Event) Verdict {
		if strings.Contains(ev.Get("tool_input.command").String(), "rm -rf") {
			return Verdict{Decision: "deny", Rule: "rm-root", Reason: "no", Segment: "rm -rf ~"}
		}
		return Verdict{}
	}
	rewrites := 0
	h.deps.Rewrite = func(*Event, Verdict) ([]byte, string, string) {
		rewrites++
		return []byte(`{"command":"x"}`), "allow", "x"
	}
	out := h.send(skillEvent("a", "rm -rf ~ && echo done"))
	if want := `{"hookSpecificOutput":{"hookEventName":"PreSkillShellCommand","permissionDecision":"deny","permissionDecisionReason":"no"}}`; strings.TrimSpace(out) != want {
		t.Fatalf("deny reply = %s", out)
	}
	if out := h.send(skillEvent("b", "git status")); out != "" || rewrites != 0 {
		t.Fatalf("harmless command: reply %q, rewrites %d", out, rewrites)
	}
	if n := len(h.runs()); n != 0 {
		t.Errorf("skill commands counted as tool calls: %d runs", n)
	}
	r := &Reply{PermissionDecision: "allow", UpdatedInput: []byte(`{}`)}
	if _, err := r.Encode("PreSkillShellCommand"); err == nil {
		t.Error("Encode sent updatedInput on PreSkillShellCommand, which the client refuses")
	}
}

// Past the budget, a skill command the guard has not vouched for is put
// to the user (which the client turns into a refusal), like PreToolUse.
func TestOverrunSkillShell(t *testing.T) {
	h := newHarness(t, "")
	h.deps.Guard = func(*Event) Verdict { return Verdict{} }
	ev, err := Decode([]byte(`{"hook_event_name":"PreSkillShellCommand","tool_name":"Bash","tool_input":{"command":"ls"}}`))
	if err != nil {
		t.Fatal(err)
	}
	out := Overrun(ev, h.deps, time.Second)
	if gjson.GetBytes(out, "hookSpecificOutput.hookEventName").String() != "PreSkillShellCommand" ||
		gjson.GetBytes(out, "hookSpecificOutput.permissionDecision").String() != "ask" {
		t.Fatalf("overrun reply = %s", out)
	}
}

// The reason quotes the command, and a skill's command can hold a token:
// the reply goes through the redactor, as PreToolUse's does.
func TestPreSkillShellCommandRedactsReason(t *testing.T) {
	secret := "tok" + "_" + strings.Repeat("x", 12)
	h := newHarness(t, "")
	h.deps.Redact = func(s string) string { return strings.ReplaceAll(s, secret, "[REDACTED]") }
	h.deps.Guard = func(ev *Event) Verdict {
		return Verdict{Decision: "deny", Rule: "r", Reason: "blocked: " + ev.Get("tool_input.command").String(), Segment: ev.Get("tool_input.command").String()}
	}
	for _, name := range []string{"PreSkillShellCommand", "PreToolUse"} {
		ev := skillEvent("a", "curl -H 'Authorization: "+secret+"' https://example.invalid")
		ev["hook_event_name"] = name
		out := h.send(ev)
		if reason := gjson.Get(out, "hookSpecificOutput.permissionDecisionReason").String(); !strings.Contains(reason, "[REDACTED]") || strings.Contains(out, secret) {
			t.Errorf("%s reply repeats the token: %s", name, out)
		}
	}
}

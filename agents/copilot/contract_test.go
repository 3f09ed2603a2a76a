package copilot

import (
	"encoding/json"
	"strings"
	"testing"

	"github.com/tidwall/gjson"
)

// Payloads as Copilot CLI 1.0.102 sent them to a hook (captured in a real
// run against the loopback stand-in).
func TestDecode(t *testing.T) {
	cases := []struct {
		event, in string
		want      map[string]string
	}{
		{"preToolUse", `{"sessionId":"s1","timestamp":1796137615607,"cwd":"/p","toolName":"bash","toolArgs":{"command":"rm -rf *","description":"x"}}`,
			map[string]string{"hook_event_name": "PreToolUse", "session_id": "s1", "cwd": "/p", "tool_name": "Bash", "tool_input.command": "rm -rf *"}},
		{"preToolUse", `{"sessionId":"s1","cwd":"/p","toolName":"bash","toolArgs":"{\"command\":\"ls\"}"}`,
			map[string]string{"tool_name": "Bash", "tool_input.command": "ls"}},
		{"preToolUse", `{"sessionId":"s1","cwd":"/p","toolName":"create","toolArgs":{"path":"/h/.copilot/hooks/x.json","file_text":"{}"}}`,
			map[string]string{"tool_name": "Write", "tool_input.file_path": "/h/.copilot/hooks/x.json", "tool_input.content": "{}"}},
		{"preToolUse", `{"sessionId":"s1","cwd":"/p","toolName":"write_bash","toolArgs":{"shellId":"0","input":"rm -rf ~\n"}}`,
			map[string]string{"tool_name": "Bash", "tool_input.command": "rm -rf ~\n"}},
		{"sessionStart", `{"sessionId":"s1","timestamp":1,"cwd":"/p","source":"new","initialPrompt":"hi"}`,
			map[string]string{"hook_event_name": "SessionStart", "source": "startup"}},
		{"userPromptSubmitted", `{"sessionId":"s1","timestamp":1,"cwd":"/p","prompt":"say hi"}`,
			map[string]string{"hook_event_name": "UserPromptSubmit", "prompt": "say hi"}},
		{"agentStop", `{"sessionId":"s1","cwd":"/p","transcriptPath":"/h/.copilot/session-state/s1/events.jsonl","stopReason":"end_turn","stop_hook_active":false}`,
			map[string]string{"hook_event_name": "Stop", "transcript_path": "/h/.copilot/session-state/s1/events.jsonl", "stop_hook_active": "false"}},
		{"sessionEnd", `{"sessionId":"s1","cwd":"/p","reason":"complete"}`,
			map[string]string{"hook_event_name": "SessionEnd", "reason": "complete"}},
		{"errorOccurred", `{"sessionId":"s1"}`, map[string]string{"hook_event_name": "errorOccurred"}},
	}
	for _, c := range cases {
		out := Decode([]byte(c.in), c.event)
		if !json.Valid(out) {
			t.Fatalf("%s: invalid JSON %s", c.event, out)
		}
		for p, v := range c.want {
			if got := gjson.GetBytes(out, p).String(); got != v {
				t.Errorf("%s: %s = %q, want %q (out %s)", c.event, p, got, v, out)
			}
		}
	}
	// Pre and Post of one call share an id.
	pre := Decode([]byte(`{"sessionId":"s","toolName":"bash","toolArgs":{"command":"ls"}}`), "preToolUse")
	post := Decode([]byte(`{"sessionId":"s","toolName":"bash","toolArgs":{"command":"ls"},"toolResult":{"resultType":"success","textResultForLlm":"a"}}`), "postToolUse")
	if a, b := gjson.GetBytes(pre, "tool_use_id").String(), gjson.GetBytes(post, "tool_use_id").String(); a == "" || a != b {
		t.Errorf("tool_use_id %q and %q differ", a, b)
	}
}

func TestEncode(t *testing.T) {
	cases := []struct{ event, reply, want string }{
		{"preToolUse", `{"hookSpecificOutput":{"hookEventName":"PreToolUse","permissionDecision":"deny","permissionDecisionReason":"no"}}`,
			`{"permissionDecision":"deny","permissionDecisionReason":"no"}`},
		{"preToolUse", `{"hookSpecificOutput":{"hookEventName":"PreToolUse","permissionDecision":"ask","permissionDecisionReason":"sure?"}}`,
			`{"permissionDecision":"ask","permissionDecisionReason":"sure?"}`},
		{"preToolUse", `{"hookSpecificOutput":{"hookEventName":"PreToolUse","updatedInput":{"command":"ls | head"}}}`,
			`{"modifiedArgs":{"command":"ls | head"}}`},
		{"sessionStart", `{"hookSpecificOutput":{"hookEventName":"SessionStart","additionalContext":"ctx"}}`,
			`{"additionalContext":"ctx"}`},
		{"agentStop", `{"decision":"block","reason":"do it"}`, `{"decision":"block","reason":"do it"}`},
		{"agentStop", `{"systemMessage":"warned"}`, ``},
		{"sessionEnd", `{"systemMessage":"x"}`, ``},
	}
	for _, c := range cases {
		if got := strings.TrimSpace(string(Encode(c.event, []byte(c.reply)))); got != c.want {
			t.Errorf("%s %s: got %s, want %s", c.event, c.reply, got, c.want)
		}
	}
}

func TestHooksFile(t *testing.T) {
	b := HooksFile("/opt/it's/hooktool")
	if !json.Valid(b) {
		t.Fatalf("invalid JSON:\n%s", b)
	}
	r := gjson.ParseBytes(b)
	if r.Get("version").Int() != 1 || len(r.Get("hooks").Map()) != len(Events()) {
		t.Fatalf("shape:\n%s", b)
	}
	if got := r.Get("hooks.preToolUse.0.bash").String(); got != `'/opt/it'\''s/hooktool' hook --harness copilot --event preToolUse` {
		t.Errorf("bash form %q", got)
	}
	if got := r.Get("hooks.preToolUse.0.powershell").String(); got != `& '/opt/it''s/hooktool' hook --harness copilot --event preToolUse` {
		t.Errorf("powershell form %q", got)
	}
}

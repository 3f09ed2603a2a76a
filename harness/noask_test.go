package harness

import (
	"strings"
	"testing"

	"github.com/tidwall/gjson"
)

func TestEncodeNoAsk(t *testing.T) {
	ask := []byte(`{"hookSpecificOutput":{"hookEventName":"PreToolUse","permissionDecision":"ask","permissionDecisionReason":"hooktool guard (rule chmod-777): sure?"}}`)
	if !Asks(ask) {
		t.Fatal("Asks does not see the ask")
	}
	got := EncodeNoAsk(Gemini, "BeforeTool", ask).Stdout
	if d := gjson.GetBytes(got, "decision").String(); d != "deny" {
		t.Errorf("decision %q, want deny: %s", d, got)
	}
	if r := gjson.GetBytes(got, "reason").String(); !strings.Contains(r, "rule chmod-777") || !strings.HasSuffix(r, NoAskNote) {
		t.Errorf("reason %q lost hooktool's reason or the note", r)
	}
	// Where the client can ask, the ask stays one.
	if d := gjson.GetBytes(Encode(Gemini, "BeforeTool", ask).Stdout, "decision").String(); d != "ask" {
		t.Errorf("Encode turned the ask into %q", d)
	}
	// A deny or an allow is left as it is.
	deny := []byte(`{"hookSpecificOutput":{"hookEventName":"PreToolUse","permissionDecision":"deny","permissionDecisionReason":"no"}}`)
	if Asks(deny) || gjson.GetBytes(EncodeNoAsk(Claude, "PreToolUse", deny).Stdout, "hookSpecificOutput.permissionDecisionReason").String() != "no" {
		t.Error("a deny was changed")
	}
}

// OpenCode's plugin sends its tools' own argument names (filePath,
// patchText); the guard reads Claude Code's.
func TestDecodeOpenCode(t *testing.T) {
	cases := []struct{ in, path, want string }{
		{`{"hook_event_name":"tool.execute.before","tool_name":"write","tool_input":{"filePath":"/h/.config/opencode/plugins/hooktool.js","content":"x"}}`, "tool_input.file_path", "/h/.config/opencode/plugins/hooktool.js"},
		{`{"hook_event_name":"tool.execute.before","tool_name":"bash","tool_input":{"command":"rm -rf *"}}`, "tool_name", "Bash"},
		{`{"hook_event_name":"tool.execute.before","tool_name":"patch","tool_input":{"patchText":"*** Begin Patch\n*** Add File: .opencode/plugins/x.js\n+x\n*** End Patch"}}`, "tool_input.file_path", ".opencode/plugins/x.js"},
		{`{"hook_event_name":"session.idle","last_assistant_message":"I will run it."}`, "hook_event_name", "Stop"},
	}
	for _, c := range cases {
		out, _ := Decode(OpenCode, []byte(c.in))
		if got := gjson.GetBytes(out, c.path).String(); got != c.want {
			t.Errorf("%s: %s = %q, want %q (out %s)", c.in, c.path, got, c.want, out)
		}
	}
}

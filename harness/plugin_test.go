package harness

import (
	"testing"

	"github.com/tidwall/gjson"
)

// The in-process plugins send events in their agents' words; each must
// reach the handlers as the Claude Code event and tool they already judge.
func TestDecodePlugin(t *testing.T) {
	cases := []struct {
		h, in                string
		event, tool, command string
		path                 string
	}{
		{Pi, `{"hook_event_name":"tool_call","tool_name":"bash","tool_input":{"command":"rm -rf ~"}}`, "PreToolUse", "Bash", "rm -rf ~", ""},
		{Pi, `{"hook_event_name":"tool_call","tool_name":"write","tool_input":{"path":"/p/.claude/settings.json","content":"{}"}}`, "PreToolUse", "Write", "", "/p/.claude/settings.json"},
		{Pi, `{"hook_event_name":"tool_call","tool_name":"edit","tool_input":{"path":"/p/a.go","edits":[]}}`, "PreToolUse", "Edit", "", "/p/a.go"},
		{Pi, `{"hook_event_name":"tool_result","tool_name":"bash","tool_input":{"command":"ls"},"tool_response":{"stdout":"x","is_error":true}}`, "PostToolUseFailure", "Bash", "ls", ""},
		{Pi, `{"hook_event_name":"before_agent_start","prompt":"hi"}`, "UserPromptSubmit", "", "", ""},
		{Pi, `{"hook_event_name":"agent_end","last_assistant_message":"Done."}`, "Stop", "", "", ""},
		{Pi, `{"hook_event_name":"session_shutdown"}`, "SessionEnd", "", "", ""},
		{OpenClaw, `{"hook_event_name":"before_tool_call","tool_name":"exec","tool_input":{"command":"git push -f"}}`, "PreToolUse", "Bash", "git push -f", ""},
		{Pi, `{"hook_event_name":"tool_call","tool_name":"grep","tool_input":{"pattern":"x","path":"/h/.ssh"}}`, "PreToolUse", "Grep", "", ""},
		// process types into a running exec session: the text is judged.
		{OpenClaw, `{"hook_event_name":"before_tool_call","tool_name":"process","tool_input":{"action":"write","sessionId":"s","data":"rm -rf ~\n"}}`, "PreToolUse", "Bash", "rm -rf ~\n", ""},
		{OpenClaw, `{"hook_event_name":"before_tool_call","tool_name":"process","tool_input":{"action":"poll","sessionId":"s"}}`, "PreToolUse", "Bash", "", ""},
		{OpenClaw, `{"hook_event_name":"before_prompt_build","prompt":"go"}`, "UserPromptSubmit", "", "", ""},
		{OpenClaw, `{"hook_event_name":"llm_output","last_assistant_message":"Running it now.","tool_calls":0}`, "Stop", "", "", ""},
		// a model call that asked for tools ends no turn: not an event
		{OpenClaw, `{"hook_event_name":"llm_output","last_assistant_message":"Running it now.","tool_calls":1}`, "llm_output", "", "", ""},
		{OpenClaw, `{"hook_event_name":"agent_end"}`, "agent_end", "", "", ""},
	}
	for _, c := range cases {
		out, ev := Decode(c.h, []byte(c.in))
		r := gjson.ParseBytes(out)
		if !gjson.ValidBytes(out) {
			t.Fatalf("%s %s: invalid JSON %s", c.h, c.in, out)
		}
		if ev != gjson.Get(c.in, "hook_event_name").String() {
			t.Errorf("%s: harness event %q", c.in, ev)
		}
		if got := r.Get("hook_event_name").String(); got != c.event {
			t.Errorf("%s %s: event %q, want %q", c.h, c.in, got, c.event)
		}
		if got := r.Get("tool_name").String(); c.tool != "" && got != c.tool {
			t.Errorf("%s: tool %q, want %q", c.in, got, c.tool)
		}
		if got := r.Get("tool_input.command").String(); got != c.command {
			t.Errorf("%s: command %q, want %q", c.in, got, c.command)
		}
		if got := r.Get("tool_input.file_path").String(); got != c.path {
			t.Errorf("%s: file_path %q, want %q", c.in, got, c.path)
		}
	}
}

func TestEncodePlugin(t *testing.T) {
	cases := map[string]string{
		`{"hookSpecificOutput":{"hookEventName":"PreToolUse","permissionDecision":"deny","permissionDecisionReason":"no"}}`:                                `{"decision":"deny","reason":"no"}` + "\n",
		`{"hookSpecificOutput":{"hookEventName":"PreToolUse","permissionDecision":"ask","permissionDecisionReason":"sure?"}}`:                              `{"decision":"ask","reason":"sure?"}` + "\n",
		`{"hookSpecificOutput":{"hookEventName":"PreToolUse","permissionDecision":"allow","updatedInput":{"command":"hooktool reduce -- git log"}}}`:       `{"decision":"allow","input":{"command":"hooktool reduce -- git log"}}` + "\n",
		`{"hookSpecificOutput":{"hookEventName":"PreToolUse","permissionDecision":"deny","permissionDecisionReason":"no","updatedInput":{"command":"x"}}}`: `{"decision":"deny","reason":"no"}` + "\n",
		`{"hookSpecificOutput":{"hookEventName":"SessionStart","additionalContext":"ctx"}}`:                                                                `{"context":"ctx"}` + "\n",
		`{"systemMessage":"warned"}`:                `{"message":"warned"}` + "\n",
		`{"decision":"block","reason":"finish it"}`: `{"block":"finish it"}` + "\n",
	}
	for in, want := range cases {
		for _, h := range []string{Pi, OpenClaw} {
			if got := string(Encode(h, "x", []byte(in)).Stdout); got != want {
				t.Errorf("%s %s:\n got %s\nwant %s", h, in, got, want)
			}
		}
	}
	if a := Encode(Pi, "x", nil); a.Stdout != nil || a.Code != 0 {
		t.Errorf("silence must stay silence: %+v", a)
	}
}

// TestPluginWorkdir: OpenClaw's exec runs in its workdir, which a relative
// path names under the call's cwd.
func TestPluginWorkdir(t *testing.T) {
	cases := map[string]string{
		`{"hook_event_name":"before_tool_call","cwd":"/p","tool_name":"exec","tool_input":{"command":"ls","workdir":"src"}}`:        "/p/src",
		`{"hook_event_name":"before_tool_call","cwd":"/p","tool_name":"exec","tool_input":{"command":"ls","workdir":"../.claude"}}`: "/.claude",
		`{"hook_event_name":"before_tool_call","cwd":"/p","tool_name":"exec","tool_input":{"command":"ls","workdir":"/etc"}}`:       "/etc",
		`{"hook_event_name":"before_tool_call","cwd":"/p","tool_name":"exec","tool_input":{"command":"ls"}}`:                        "/p",
	}
	for in, want := range cases {
		out, _ := Decode(OpenClaw, []byte(in))
		if got := gjson.GetBytes(out, "cwd").String(); got != want {
			t.Errorf("%s: cwd %q, want %q", in, got, want)
		}
	}
}

// OpenClaw's exec takes a workdir that may be relative to the session's
// folder: the guard resolves the command's paths from the event's cwd, so
// that must be the folder the command really runs in, never a relative one
// (which hooktool would read from its own working folder), as the Codex and
// Gemini adapters do.
func TestDecodePluginRelativeWorkdir(t *testing.T) {
	for wd, want := range map[string]string{
		"sub":          "/ws/sub",
		"../elsewhere": "/elsewhere",
		"/abs/dir":     "/abs/dir",
	} {
		in := `{"hook_event_name":"before_tool_call","cwd":"/ws","tool_name":"exec","tool_input":{"command":"rm ../../state.db","workdir":"` + wd + `"}}`
		out, _ := Decode(OpenClaw, []byte(in))
		if got := gjson.GetBytes(out, "cwd").String(); got != want {
			t.Errorf("workdir %q: cwd %q, want %q", wd, got, want)
		}
	}
}

package harness

import (
	"github.com/tidwall/gjson"

	"github.com/hookd/hookd/agents/contract"
	"github.com/hookd/hookd/agents/opencode"
)

// Pi and OpenCode run hooks in process, as JavaScript: hooktool's plugin
// for each (written by install) sends every event to `hooktool hook
// --harness pi|opencode` in the agent's own words and applies the one
// small reply every plugin agent reads (agents/contract, DecodePlugin and
// EncodePlugin). OpenClaw's contract is in agents/openclaw.

// piEvent is the Claude Code event a Pi extension event becomes.
func piEvent(event string) string {
	switch event {
	case "session_start":
		return "SessionStart"
	case "before_agent_start":
		return "UserPromptSubmit"
	case "tool_call":
		return "PreToolUse"
	case "tool_result":
		return "PostToolUse"
	case "agent_end":
		return "Stop"
	case "session_before_compact":
		return "PreCompact"
	case "session_shutdown":
		return "SessionEnd"
	}
	return ""
}

func decodePlugin(h string, raw []byte, root gjson.Result, event string) []byte {
	name := piEvent(event)
	if h == OpenCode {
		name = opencode.Event(event)
	}
	return contract.DecodePlugin(raw, root, name, nil)
}

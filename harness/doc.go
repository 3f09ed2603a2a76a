// Package harness is the hook's dispatcher over the agents' contracts:
// Decode turns an agent's hook payload into the payload the handlers
// already read (Claude Code's shape: hook_event_name, tool_name,
// tool_input, session_id, ...), and Encode turns the handlers' reply into
// the agent's own reply, turning an ask into a deny where the run has no
// one to ask. Handlers and the guard never learn which agent they serve.
//
// Each agent's contract lives in its own package (agents/codex,
// agents/gemini, agents/copilot, agents/openclaw, ...), read from the
// clients' shipped code and docs and written down in docs/harnesses.md
// with the versions tested; the in-process plugins of Pi, OpenClaw and
// OpenCode share one reply and the common tools (agents/contract,
// DecodePlugin and EncodePlugin). Nothing below this package imports it.
//
// Nothing here is built at start-up: the tables are switches.
package harness

// Package harness adapts the hook contracts of other coding agents to
// hooktool's one policy. Each adapter is an edge: Decode turns the agent's
// hook payload into the payload the handlers already read (Claude Code's
// shape: hook_event_name, tool_name, tool_input, session_id, ...), and
// Encode turns the handlers' reply into the agent's own reply: its field
// names, its decision words, its exit code, and nothing its runner would
// reject. Handlers and the guard never learn which agent they serve.
//
// The contracts were read from the clients' shipped code and docs and are
// written down in docs/harnesses.md, with the versions tested:
//
//   - Codex CLI: the same event names as Claude Code and a payload close to
//     it; shell calls arrive as tool "Bash", edits as "apply_patch" with the
//     patch text in tool_input.command. Its runner rejects a reply with a
//     field it does not take (permissionDecision "ask" or "allow",
//     updatedInput without allow, a decision on PreCompact).
//   - Gemini CLI: its own event names (BeforeTool, AfterAgent, ...) and tool
//     names (run_shell_command, write_file, replace, ...); a deny is a
//     top-level decision "deny" with a reason, and ask is a decision too.
//
// Nothing here is built at start-up: the tables are switches.
package harness

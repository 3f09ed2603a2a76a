package handlers

import (
	"github.com/hookd/hookd/state"
)

// preSkillShellCommand judges a shell command that Claude Code runs itself
// while it loads a skill or slash command (a "!`cmd`" line), before any
// model turn: PreToolUse never fires for it. The event (Claude Code 2.1.332)
// carries tool_name "Bash" (or "PowerShell") and tool_input.command like a
// tool call, so the guard judges it exactly as it judges PreToolUse Bash.
//
// The client turns "deny" into a refusal with the reason, and "ask" into a
// refusal too (a skill cannot wait for the user), so the guard's verdict is
// sent as it is. It is never rewritten: the client refuses to run a command
// whose hook answered with updatedInput. "allow" adds nothing there, so a
// command the guard lets through gets no answer.
func preSkillShellCommand(ev *Event, d *Deps) (*Reply, error) {
	v := judge(ev, d)
	// As in preToolUse: the reason quotes the command, and a skill's
	// command can carry a token that must not come back in the reply.
	v.Reason, v.Segment, v.Alternative = d.redact(v.Reason), d.redact(v.Segment), d.redact(v.Alternative)
	d.judged.Store(&v)
	r := &Reply{}
	if v.Decision == "deny" || v.Decision == "ask" {
		r.PermissionDecision, r.PermissionDecisionReason = v.Decision, v.Reason
	}
	d.withState(func(tx *state.Tx) error {
		if err := touch(ev, d, tx); err != nil {
			return err
		}
		if r.PermissionDecision == "" {
			return nil
		}
		seg := v.Segment
		if seg == "" {
			seg = target(ev)
		}
		what := "skill"
		if n := ev.Get("command_name").String(); n != "" {
			what = "skill " + clip(n, 100)
		}
		return Caught(tx, d.ttl(), CaughtRecord{
			Kind: "guard", Session: ev.SessionID, Agent: ev.AgentID, ToolUseID: ev.ToolUseID,
			Rule: v.Rule, Decision: v.Decision, Summary: clip(d.redact(what+" "+ev.ToolName+": "+seg), 500),
		})
	})
	return r, nil
}

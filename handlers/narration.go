package handlers

import "github.com/hookd/hookd/state"

// The narration guard's hook points. The handlers call these at fixed places;
// this file owns what they do.

// narrationAtStop runs inside Stop/SubagentStop's state transaction, after
// the run's counts are final. It may fill r (systemMessage, or a block).
func narrationAtStop(ev *Event, d *Deps, tx *state.Tx, run *RunRecord, r *Reply) error {
	return nil
}

// narrationAtPrompt runs inside UserPromptSubmit's transaction (and
// SessionStart's, for resume/compact); it returns context for the model.
func narrationAtPrompt(ev *Event, d *Deps, tx *state.Tx) (string, error) {
	return "", nil
}

// narrationOnToolSuccess runs inside PostToolUse's transaction: a tool that
// ran clears a pending violation for the session.
func narrationOnToolSuccess(ev *Event, d *Deps, tx *state.Tx) error {
	return nil
}

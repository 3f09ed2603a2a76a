package handlers

import (
	"strings"

	"github.com/hookd/hookd/state"
)

// Trip is what the tripwire (package tripwire, injected as Deps.Tripwire)
// adds to an event's answer.
type Trip struct {
	Message string // to the user
	Hold    string // non-empty: a PreToolUse is put to the user with this reason
}

// TripwireFunc checks hooktool's wiring at one event, inside the event's
// state transaction; target is what the call acts on, redacted and
// clipped; denied says the guard denied it (it will not run).
type TripwireFunc func(ev *Event, target string, decision string, tx *state.Tx) Trip

// tripEvent reports the events the tripwire runs at: every tool-call event
// and the turn boundaries that tell the agent's changes from the user's.
func tripEvent(name string) bool {
	switch name {
	case "PreToolUse", "PostToolUse", "PostToolUseFailure", "PostToolBatch", "SessionStart", "UserPromptSubmit", "Stop", "SubagentStop", "SessionEnd":
		return true
	}
	return false
}

// runTrip runs the tripwire once per event, in tx.
func (d *Deps) runTrip(tx *state.Tx) {
	if d.Tripwire == nil || d.tripDone || d.ev == nil || !tripEvent(d.ev.Name) {
		return
	}
	d.tripDone = true
	v := d.judged.Load()
	decision := ""
	if v != nil {
		decision = v.Decision
	}
	d.trip = d.Tripwire(d.ev, d.redactClip(target(d.ev), 300), decision, tx)
}

// tripBlind handles an event the tripwire cannot check in the state
// because the state did not open, or its transaction could not be
// written (write; the tripwire may have run in it, and its result
// stands). TripwireBlind checks the wiring without the state, against
// the record kept beside it, and leaves a marker for the next event that
// opens it; a tool call follows the user's guard.on_error, as when the
// guard fails: put to the user ("ask"), or let through with "allow". A
// change made while blind is then not accepted quietly; the call itself
// is not judged by the tripwire, so it is not let through silently
// either.
func (d *Deps) tripBlind(err error, write bool) {
	if d.Tripwire == nil || d.TripwireBlind == nil || d.ev == nil || !tripEvent(d.ev.Name) || (d.tripDone && !write) {
		return
	}
	d.tripDone = true
	armed, msg := d.TripwireBlind(d.ev, err, write)
	if !armed {
		return
	}
	if msg != "" {
		d.trip.Message = strings.TrimSpace(d.trip.Message + "\n" + msg)
	}
	if d.ev.Name != "PreToolUse" || d.trip.Hold != "" || trusted(d, "guard.on_error") == "allow" {
		return
	}
	verb := "opened"
	if write {
		verb = "written"
	}
	d.trip.Hold = "hooktool: its state file could not be " + verb + " (" + Cut(err.Error()) + "), so its tripwire cannot watch hooktool's wiring during this call; it asks instead (guard.on_error). If this repeats, `hooktool doctor` says why (a process holding the file, a full disk, a file put in its place)."
}

// applyTrip merges the tripwire's result into a handler's reply. A held
// tamper turns a call the guard did not deny into an ask (a client that
// cannot ask makes it a deny that carries the reason); a call that would
// acknowledge the tamper from inside the agent is denied.
func (d *Deps) applyTrip(ev *Event, r *Reply) *Reply {
	t := d.trip
	if t.Message == "" && t.Hold == "" {
		return r
	}
	if r == nil {
		r = &Reply{}
	}
	c, _ := eventCaps(ev.Name)
	if t.Message != "" && c.system {
		r.SystemMessage = Cut(strings.TrimSpace(r.SystemMessage + "\n" + t.Message))
	}
	if t.Hold != "" && ev.Name == "PreToolUse" && r.PermissionDecision != "deny" {
		r.PermissionDecision, r.PermissionDecisionReason, r.UpdatedInput = "ask", t.Hold, nil
		if strings.Contains(strings.ToLower(ev.Get("tool_input").Raw), "tripwire") {
			r.PermissionDecision = "deny"
			r.PermissionDecisionReason = "hooktool tripwire: only the user acknowledges a tamper, in a terminal outside the agent."
		}
	}
	return r
}

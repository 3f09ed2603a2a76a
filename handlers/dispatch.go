package handlers

import (
	"fmt"
	"sync/atomic"
	"time"

	"github.com/hookd/hookd/config"
	"github.com/hookd/hookd/state"
)

// Deps is everything a handler may use besides the event. The command layer
// builds it; tests build their own.
type Deps struct {
	Config *config.Config
	// Store opens the state file. It is called at most once per event, and
	// only by handlers that need state; nil means run without state.
	Store func() (*state.DB, error)
	// Warn prints one "hooktool: ..." line on stderr.
	Warn func(format string, args ...any)
	// Getenv reads the hook's environment (CLAUDE_PROJECT_DIR).
	Getenv func(string) string
	// ReadFile reads at most max bytes of a file.
	ReadFile func(path string, max int64) ([]byte, error)
	// Redact hides secrets in text that goes into state; nil keeps text as is.
	Redact func(string) string
	// Guard judges a tool call in PreToolUse; nil means no guard.
	Guard GuardFunc
	// Narrator finds promises of action at Stop and SubagentStop; nil
	// turns the narration guard off (narration.go).
	Narrator Narrator
	// Rewrite rewrites a PreToolUse call the guard let pass; nil means none.
	Rewrite RewriteFunc
	// Tripwire checks hooktool's wiring at tool-call events and turn
	// boundaries; nil means none (tripwire.go).
	Tripwire TripwireFunc
	// TripwireBlind is told when the state cannot be opened, or the
	// event's transaction cannot be written (write), at an event the
	// tripwire runs at: the tripwire is blind for it. It reports whether
	// the tripwire was armed (so the event is blind), and what it has to
	// tell the user: it checks the wiring without the state, against the
	// record kept beside it. Nil: none.
	TripwireBlind func(ev *Event, err error, write bool) (armed bool, message string)
	// ConfigErr is a config file that exists but could not be used (it
	// does not parse, is not a regular file): the hook runs on the layers
	// that loaded, and a tool call the guard did not deny follows the
	// user's guard.on_error (configError). Nil: every file loaded.
	ConfigErr error

	ev         *Event // the event being handled, for the tripwire
	trip       Trip
	tripDone   bool
	stateTried bool // a handler opened (or failed to open) state

	// judged is the guard's verdict once it is in, for Overrun, which runs
	// on the watchdog's goroutine while the handler may still be going.
	judged atomic.Pointer[Verdict]
}

// Verdict is the guard's answer for one tool call.
type Verdict struct {
	Decision    string // "" (no opinion), "allow", "ask" or "deny"
	Rule        string // rule id
	Reason      string // shown to the model (deny) or the user (ask)
	Segment     string // the offending part of the command, for the audit log
	Alternative string
}

// GuardFunc judges one PreToolUse (or PreSkillShellCommand) event.
type GuardFunc func(ev *Event) Verdict

// Handler answers one event.
type Handler func(ev *Event, d *Deps) (*Reply, error)

// handlerOf is the handler for an event, nil for one hooktool does not
// handle. A switch rather than a map: nothing to build at start-up.
func handlerOf(event string) Handler {
	switch event {
	case "SessionStart":
		return sessionStart
	case "UserPromptSubmit":
		return userPromptSubmit
	case "PreToolUse":
		return preToolUse
	case "PreSkillShellCommand":
		return preSkillShellCommand
	case "PostToolUse":
		return postToolUse
	case "PostToolUseFailure":
		return postToolUseFailure
	case "PostToolBatch":
		return postToolBatch
	case "Stop":
		return stop
	case "SubagentStart":
		return subagentStart
	case "SubagentStop":
		return subagentStop
	case "PreCompact":
		return recordOnly
	case "SessionEnd":
		return sessionEnd
	case "Notification":
		return recordOnly
	case "PermissionRequest":
		return recordOnly
	}
	return nil
}

// Events lists the event names hooktool handles.
func Events() []string {
	return []string{"SessionStart", "UserPromptSubmit", "PreToolUse", "PostToolUse", "PostToolUseFailure", "PostToolBatch", "Stop", "SubagentStart", "SubagentStop", "PreCompact", "SessionEnd", "Notification", "PermissionRequest", "PreSkillShellCommand"}
}

// Handle answers ev. An event hooktool does not know gets no answer. The
// returned bytes are the whole of stdout (nil for silence).
func Handle(ev *Event, d *Deps) ([]byte, error) {
	h := handlerOf(ev.Name)
	if h == nil {
		return nil, nil
	}
	if d.Warn == nil {
		d.Warn = func(string, ...any) {}
	}
	if d.Getenv == nil {
		d.Getenv = func(string) string { return "" }
	}
	// Per-event tripwire bookkeeping: a Deps may serve many events.
	d.ev, d.trip, d.tripDone, d.stateTried = ev, Trip{}, false, false
	r, err := h(ev, d)
	if err != nil {
		return nil, err
	}
	if d.Tripwire != nil && !d.stateTried && tripEvent(ev.Name) {
		// The handler wrote no state (or could not): the tripwire runs
		// in a transaction of its own.
		d.withState(func(*state.Tx) error { return nil })
	}
	r = d.applyTrip(ev, r)
	r = d.configError(ev, r)
	out, err := r.Encode(ev.Name)
	if err != nil {
		return nil, fmt.Errorf("internal: %w", err)
	}
	return out, nil
}

// configError puts a tool call to the user while a config file cannot be
// used, as when the guard fails (guard.on_error: "allow" lets it through).
// A file that drops out relaxes whatever it tightened (a team's committed
// guard.infra "deny", red-team round 6, V28), so a file cut short must not
// turn checks off quietly. A call the guard denied stays denied.
func (d *Deps) configError(ev *Event, r *Reply) *Reply {
	if d.ConfigErr == nil || (ev.Name != "PreToolUse" && ev.Name != "PreSkillShellCommand") || trusted(d, "guard.on_error") == "allow" {
		return r
	}
	if r == nil {
		r = &Reply{}
	}
	if r.PermissionDecision == "deny" || r.PermissionDecision == "ask" {
		return r
	}
	r.PermissionDecision, r.UpdatedInput = "ask", nil
	r.PermissionDecisionReason = "hooktool: its " + Cut(d.ConfigErr.Error()) + "; with that file left out its checks may be weaker than configured, so it asks instead of deciding (guard.on_error) until the file is fixed (`hooktool doctor`)."
	return r
}

// ttl is the lifetime of run data.
func (d *Deps) ttl() time.Duration {
	if d.Config != nil {
		if s := d.Config.Get("state.ttl_seconds").Int(); s > 0 {
			return time.Duration(s) * time.Second
		}
	}
	return 10 * time.Minute
}

// withState runs fn in one write transaction, then closes the file before
// the reply is written. Without state (no store, locked, unreadable) it warns
// once and returns false: the handler answers without state.
func (d *Deps) withState(fn func(tx *state.Tx) error) bool {
	if d.Store == nil {
		return false
	}
	d.stateTried = true
	db, err := d.Store()
	if err != nil {
		d.Warn("state unavailable, answering without it: %v", err)
		d.tripBlind(err, false)
		return false
	}
	if db.Quarantined != "" {
		d.Warn("state file was unreadable; moved it to %s and started a new one", db.Quarantined)
	}
	moved := db.Quarantined
	err = db.Update(func(tx *state.Tx) error {
		d.runTrip(tx)
		return fn(tx)
	})
	if cerr := db.Close(); err == nil {
		err = cerr
	}
	if db.Quarantined != moved {
		d.Warn("state file was damaged (%v); moved it to %s, the next event starts a new one", err, db.Quarantined)
		d.tripBlind(err, true)
		return false
	}
	if err != nil {
		// A full disk, a file made read-only or immutable under an open
		// hook: what the tripwire recorded in this transaction is lost,
		// so it is treated as a state that cannot be opened.
		d.Warn("state write failed, answering without it: %v", err)
		d.tripBlind(err, true)
		return false
	}
	return true
}

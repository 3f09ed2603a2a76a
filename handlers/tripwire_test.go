package handlers

import (
	"errors"
	"strings"
	"testing"

	"github.com/hookd/hookd/state"
)

// The tripwire runs once per event inside the handler's transaction; a
// held tamper turns a PreToolUse into an ask (never an allow, never a
// rewrite), keeps a deny, denies a call that names the acknowledgement,
// and its message reaches the user on every event that takes one.
func TestTripApplied(t *testing.T) {
	h := newHarness(t, "")
	calls := 0
	var denied []bool
	trip := Trip{Message: "tripwire: restored", Hold: "held: ack first"}
	h.deps.Tripwire = func(ev *Event, target string, decision string, tx *state.Tx) Trip {
		d := decision == "deny"
		calls++
		denied = append(denied, d)
		if tx == nil {
			t.Error("no transaction")
		}
		return trip
	}
	out := h.send(pre("toolu_1", "ls"))
	if !strings.Contains(out, `"permissionDecision":"ask","permissionDecisionReason":"held: ack first"`) || !strings.Contains(out, `"systemMessage":"tripwire: restored"`) {
		t.Errorf("PreToolUse: %s", out)
	}
	out = h.send(pre("toolu_2", "hooktool tripwire ack"))
	if !strings.Contains(out, `"permissionDecision":"deny"`) {
		t.Errorf("a call naming the acknowledgement: %s", out)
	}
	h.deps.Guard = func(*Event) Verdict { return Verdict{Decision: "deny", Rule: "rm-root", Reason: "no"} }
	out = h.send(pre("toolu_3", "rm -rf /"))
	if !strings.Contains(out, `"permissionDecision":"deny","permissionDecisionReason":"no"`) || denied[len(denied)-1] != true {
		t.Errorf("a denied call: %s (denied %v)", out, denied)
	}
	h.deps.Guard = nil
	trip.Hold = ""
	out = h.send(withEvent(pre("toolu_1", "ls"), "PostToolUse", "tool_response", map[string]any{"stdout": "", "stderr": ""}))
	if strings.TrimSpace(out) != `{"systemMessage":"tripwire: restored"}` {
		t.Errorf("PostToolUse: %s", out)
	}
	if calls != 4 {
		t.Errorf("the tripwire ran %d times for 4 events", calls)
	}
}

// A config file that cannot be used drops out of the merge, and with it
// whatever it tightened (round 6, V28: a team's committed file cut short):
// a tool call the guard did not deny is put to the user, as when the guard
// fails; a deny stays; guard.on_error "allow" lets it through; other
// events are not touched.
func TestConfigErrorAsks(t *testing.T) {
	h := newHarness(t, "")
	h.deps.ConfigErr = errors.New("config /p/.claude/hooktool.json:2:1: unexpected end of JSON input")
	out := h.send(pre("toolu_1", "ls"))
	if !strings.Contains(out, `"permissionDecision":"ask"`) || !strings.Contains(out, "hooktool.json:2:1") || !strings.Contains(out, "guard.on_error") {
		t.Errorf("PreToolUse with a broken config: %s", out)
	}
	h.deps.Guard = func(*Event) Verdict { return Verdict{Decision: "deny", Rule: "rm-root", Reason: "no"} }
	if out := h.send(pre("toolu_2", "rm -rf /")); !strings.Contains(out, `"permissionDecision":"deny","permissionDecisionReason":"no"`) {
		t.Errorf("a denied call: %s", out)
	}
	h.deps.Guard = nil
	if out := h.send(withEvent(pre("toolu_1", "ls"), "PostToolUse", "tool_response", map[string]any{"stdout": "", "stderr": ""})); strings.Contains(out, "permissionDecision") {
		t.Errorf("PostToolUse: %s", out)
	}
	allow := newHarness(t, `{"guard": {"on_error": "allow"}}`)
	allow.deps.ConfigErr = h.deps.ConfigErr
	if out := allow.send(pre("toolu_3", "ls")); strings.Contains(out, "permissionDecision") {
		t.Errorf("on_error allow: %s", out)
	}
}

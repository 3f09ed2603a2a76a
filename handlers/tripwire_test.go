package handlers

import (
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

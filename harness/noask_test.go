package harness

import (
	"strings"
	"testing"

	"github.com/tidwall/gjson"
)

func TestEncodeNoAsk(t *testing.T) {
	ask := []byte(`{"hookSpecificOutput":{"hookEventName":"PreToolUse","permissionDecision":"ask","permissionDecisionReason":"hooktool guard (rule chmod-777): sure?"}}`)
	if !Asks(ask) {
		t.Fatal("Asks does not see the ask")
	}
	got := EncodeNoAsk(Gemini, "BeforeTool", ask).Stdout
	if d := gjson.GetBytes(got, "decision").String(); d != "deny" {
		t.Errorf("decision %q, want deny: %s", d, got)
	}
	if r := gjson.GetBytes(got, "reason").String(); !strings.Contains(r, "rule chmod-777") || !strings.HasSuffix(r, NoAskNote) {
		t.Errorf("reason %q lost hooktool's reason or the note", r)
	}
	// Where the client can ask, the ask stays one.
	if d := gjson.GetBytes(Encode(Gemini, "BeforeTool", ask).Stdout, "decision").String(); d != "ask" {
		t.Errorf("Encode turned the ask into %q", d)
	}
	// A deny or an allow is left as it is.
	deny := []byte(`{"hookSpecificOutput":{"hookEventName":"PreToolUse","permissionDecision":"deny","permissionDecisionReason":"no"}}`)
	if Asks(deny) || gjson.GetBytes(EncodeNoAsk(Claude, "PreToolUse", deny).Stdout, "hookSpecificOutput.permissionDecisionReason").String() != "no" {
		t.Error("a deny was changed")
	}
}

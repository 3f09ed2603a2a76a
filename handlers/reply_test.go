package handlers

import (
	"strings"
	"testing"

	"github.com/tidwall/gjson"
)

// TestReplyPerEvent checks, for every event hooktool handles, what the
// writer lets through and how it renders it.
func TestReplyPerEvent(t *testing.T) {
	ctx := &Reply{AdditionalContext: "note"}
	block := &Reply{Decision: "block", Reason: "why"}
	sys := &Reply{SystemMessage: "heads up"}
	deny := &Reply{PermissionDecision: "deny", PermissionDecisionReason: "no"}
	tests := []struct {
		event string
		reply *Reply
		want  string // "" = error expected when wantErr, or silence
		err   bool
	}{
		{"PreToolUse", deny, `{"hookSpecificOutput":{"hookEventName":"PreToolUse","permissionDecision":"deny","permissionDecisionReason":"no"}}`, false},
		{"PreToolUse", &Reply{PermissionDecision: "ask", PermissionDecisionReason: "sure?"}, `{"hookSpecificOutput":{"hookEventName":"PreToolUse","permissionDecision":"ask","permissionDecisionReason":"sure?"}}`, false},
		{"PreToolUse", &Reply{PermissionDecision: "allow", UpdatedInput: []byte(`{"command":"ls"}`)}, `{"hookSpecificOutput":{"hookEventName":"PreToolUse","permissionDecision":"allow","updatedInput":{"command":"ls"}}}`, false},
		{"PreToolUse", ctx, `{"hookSpecificOutput":{"hookEventName":"PreToolUse","additionalContext":"note"}}`, false},
		{"PreToolUse", block, "", true},
		{"PreToolUse", &Reply{PermissionDecision: "approve"}, "", true},
		{"PostToolUse", ctx, `{"hookSpecificOutput":{"hookEventName":"PostToolUse","additionalContext":"note"}}`, false},
		{"PostToolUse", block, "", true}, // never a decision: it cannot replace output
		{"PostToolUse", deny, "", true},
		{"PostToolUseFailure", ctx, `{"hookSpecificOutput":{"hookEventName":"PostToolUseFailure","additionalContext":"note"}}`, false},
		{"PostToolBatch", ctx, `{"hookSpecificOutput":{"hookEventName":"PostToolBatch","additionalContext":"note"}}`, false},
		{"UserPromptSubmit", ctx, `{"hookSpecificOutput":{"hookEventName":"UserPromptSubmit","additionalContext":"note"}}`, false},
		{"UserPromptSubmit", block, `{"decision":"block","reason":"why"}`, false},
		{"SessionStart", ctx, `{"hookSpecificOutput":{"hookEventName":"SessionStart","additionalContext":"note"}}`, false},
		{"SessionStart", block, "", true},
		{"SubagentStart", ctx, `{"hookSpecificOutput":{"hookEventName":"SubagentStart","additionalContext":"note"}}`, false},
		{"Stop", block, `{"decision":"block","reason":"why"}`, false},
		{"Stop", sys, `{"systemMessage":"heads up"}`, false},
		{"Stop", ctx, "", true}, // hookSpecificOutput on Stop breaks clients before 2.1.163
		{"SubagentStop", block, `{"decision":"block","reason":"why"}`, false},
		{"SubagentStop", ctx, "", true},
		{"PreCompact", block, `{"decision":"block","reason":"why"}`, false},
		{"SessionEnd", sys, "", true},
		{"SessionEnd", &Reply{}, "", false},
		{"Notification", sys, "", true},
		{"PermissionRequest", sys, `{"systemMessage":"heads up"}`, false},
		{"PermissionRequest", deny, "", true},
		{"Stop", &Reply{Decision: "block"}, "", true},                // a block needs a reason
		{"Stop", &Reply{Decision: "approve", Reason: "x"}, "", true}, // block is the only value
		{"Stop", &Reply{Reason: "x"}, "", true},
		{"NoSuchEvent", &Reply{}, "", false},
		{"NoSuchEvent", sys, "", true},
	}
	for _, tt := range tests {
		t.Run(tt.event+"/"+tt.want, func(t *testing.T) {
			got, err := tt.reply.Encode(tt.event)
			if tt.err {
				if err == nil {
					t.Fatalf("Encode(%s) = %s, want an error", tt.event, got)
				}
				return
			}
			if err != nil {
				t.Fatalf("Encode(%s): %v", tt.event, err)
			}
			if strings.TrimSpace(string(got)) != tt.want {
				t.Fatalf("Encode(%s) = %s, want %s", tt.event, got, tt.want)
			}
			if tt.want != "" && !strings.HasSuffix(string(got), "}\n") {
				t.Fatalf("want one object and a newline, got %q", got)
			}
		})
	}
}

// Every handled event has a contract entry, so Encode can never meet an event
// hooktool answers but does not know the rules of.
func TestEveryHandledEventHasCaps(t *testing.T) {
	for _, name := range Events() {
		if !Known(name) {
			t.Errorf("%s is handled but has no contract entry", name)
		}
		if handlerOf(name) == nil {
			t.Errorf("%s is listed by Events but has no handler", name)
		}
	}
	if len(Events()) < 13 {
		t.Fatalf("handles %d events, want at least 13", len(Events()))
	}
}

func TestCutLongStrings(t *testing.T) {
	long := strings.Repeat("é", 25000)
	r := &Reply{AdditionalContext: long, SystemMessage: long}
	out, err := r.Encode("PostToolUse")
	if err != nil {
		t.Fatal(err)
	}
	got := gjson.GetBytes(out, "hookSpecificOutput.additionalContext").String()
	if n := len([]rune(got)); n >= 10000 {
		t.Fatalf("additionalContext has %d characters, want fewer than 10,000", n)
	}
	if !strings.Contains(got, "[hooktool: cut ") {
		t.Fatalf("cut text has no marker: ...%s", got[len(got)-80:])
	}
	sys := gjson.GetBytes(out, "systemMessage").String()
	if n := len([]rune(sys)); n >= 10000 || !strings.Contains(sys, "[hooktool: cut ") {
		t.Fatalf("systemMessage not cut with a marker (%d characters)", n)
	}
	if short := Cut("short"); short != "short" {
		t.Fatalf("Cut changed a short string: %q", short)
	}
}

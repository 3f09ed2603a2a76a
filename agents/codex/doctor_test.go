package codex

import "testing"

// replyProblem accepts exactly the replies Codex's runner takes.
func TestReplyProblem(t *testing.T) {
	cases := []struct {
		h, out      string
		decision    string
		wantProblem bool
	}{
		{"codex", ``, "", false},
		{"codex", `{"hookSpecificOutput":{"hookEventName":"PreToolUse","permissionDecision":"deny","permissionDecisionReason":"no"}}`, "deny", false},
		{"codex", `{"hookSpecificOutput":{"hookEventName":"PreToolUse","permissionDecision":"deny"}}`, "deny", true},
		{"codex", `{"hookSpecificOutput":{"hookEventName":"PreToolUse","permissionDecision":"ask","permissionDecisionReason":"?"}}`, "ask", true},
		{"codex", `{"hookSpecificOutput":{"hookEventName":"PreToolUse","permissionDecision":"allow","updatedInput":{}}}`, "allow", true},
		{"codex", `{"decision":"block","reason":"x"}`, "", true},
		{"codex", `{"continue":false}`, "", true},
		{"codex", `not json`, "", true},
	}
	for _, c := range cases {
		d, p := replyProblem([]byte(c.out))
		if d != c.decision || (p != "") != c.wantProblem {
			t.Errorf("replyProblem(%s) = %q, %q; want %q, problem %v", c.out, d, p, c.decision, c.wantProblem)
		}
	}
}

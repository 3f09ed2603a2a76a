package gemini

import "testing"

// replyProblem accepts exactly the replies Gemini CLI's runner takes.
func TestReplyProblem(t *testing.T) {
	cases := []struct {
		h, out      string
		decision    string
		wantProblem bool
	}{
		{"gemini", `{"decision":"deny","reason":"no"}`, "deny", false},
		{"gemini", `{"decision":"block","reason":"no"}`, "deny", false},
		{"gemini", `{"decision":"deny"}`, "deny", true},
		{"gemini", `{"decision":"ask","reason":"?","systemMessage":"?"}`, "ask", false},
		{"gemini", `{"hookSpecificOutput":{"hookEventName":"PreToolUse","permissionDecision":"deny"}}`, "", false},
		{"gemini", `{"permissionDecision":"deny"}`, "", true},
	}
	for _, c := range cases {
		d, p := replyProblem([]byte(c.out))
		if d != c.decision || (p != "") != c.wantProblem {
			t.Errorf("agentContract(%s, %s) = %q, %q; want %q, problem %v", c.h, c.out, d, p, c.decision, c.wantProblem)
		}
	}
}

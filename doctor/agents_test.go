package doctor

import "testing"

// agentContract accepts exactly the replies each harness's runner takes.
func TestAgentContract(t *testing.T) {
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
		{"gemini", `{"decision":"deny","reason":"no"}`, "deny", false},
		{"gemini", `{"decision":"block","reason":"no"}`, "deny", false},
		{"gemini", `{"decision":"deny"}`, "deny", true},
		{"gemini", `{"decision":"ask","reason":"?","systemMessage":"?"}`, "ask", false},
		{"gemini", `{"hookSpecificOutput":{"hookEventName":"PreToolUse","permissionDecision":"deny"}}`, "", false},
		{"gemini", `{"permissionDecision":"deny"}`, "", true},
	}
	for _, c := range cases {
		d, p := agentContract(c.h, []byte(c.out))
		if d != c.decision || (p != "") != c.wantProblem {
			t.Errorf("agentContract(%s, %s) = %q, %q; want %q, problem %v", c.h, c.out, d, p, c.decision, c.wantProblem)
		}
	}
}

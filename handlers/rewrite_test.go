package handlers

import (
	"strings"
	"testing"
)

func TestPreToolUseRewrite(t *testing.T) {
	raw := `{"hook_event_name":"PreToolUse","session_id":"s","tool_name":"Bash","tool_input":{"command":"go test","timeout":5},"tool_use_id":"t"}`
	cases := []struct {
		name    string
		verdict Verdict
		rw      RewriteFunc
		want    string // substring of stdout; "" = no output
	}{
		{"allow with the whole input", Verdict{}, func(*Event, Verdict) ([]byte, string, string) {
			return []byte(`{"command":"hooktool reduce -- go test","timeout":5}`), "allow", "why"
		}, `"permissionDecision":"allow","permissionDecisionReason":"why","updatedInput":{"command":"hooktool reduce -- go test","timeout":5}`},
		{"ask", Verdict{}, func(*Event, Verdict) ([]byte, string, string) {
			return []byte(`{"command":"x"}`), "ask", "why"
		}, `"permissionDecision":"ask"`},
		{"no rewrite", Verdict{}, func(*Event, Verdict) ([]byte, string, string) { return nil, "", "" }, ""},
		{"deny passes (a rule the wrapper would hide)", Verdict{}, func(*Event, Verdict) ([]byte, string, string) {
			return []byte(`{"command":"x"}`), "deny", "why"
		}, `"permissionDecision":"deny","permissionDecisionReason":"why"`},
		{"an unknown decision is dropped", Verdict{}, func(*Event, Verdict) ([]byte, string, string) {
			return []byte(`{"command":"x"}`), "block", "why"
		}, ""},
		{"a panic leaves the call alone", Verdict{}, func(*Event, Verdict) ([]byte, string, string) { panic("boom") }, ""},
		{"guard deny: never called", Verdict{Decision: "deny", Rule: "r", Reason: "no"}, func(*Event, Verdict) ([]byte, string, string) {
			t.Error("rewrite called for a denied call")
			return nil, "", ""
		}, `"permissionDecision":"deny"`},
	}
	for _, c := range cases {
		ev, err := Decode([]byte(raw))
		if err != nil {
			t.Fatal(err)
		}
		v := c.verdict
		d := &Deps{Guard: func(*Event) Verdict { return v }, Rewrite: c.rw}
		out, err := Handle(ev, d)
		if err != nil {
			t.Fatalf("%s: %v", c.name, err)
		}
		if (c.want == "") != (len(out) == 0) || !strings.Contains(string(out), c.want) {
			t.Errorf("%s: got %s, want %s", c.name, out, c.want)
		}
	}
}

package doctor

import (
	"bytes"
	"strings"
	"testing"

	"github.com/tidwall/gjson"

	"github.com/hookd/hookd/settings"
)

func TestContract(t *testing.T) {
	for _, tc := range []struct {
		out, decision, problem string
	}{
		{`{"hookSpecificOutput":{"hookEventName":"PreToolUse","permissionDecision":"deny","permissionDecisionReason":"no"}}`, "deny", ""},
		{`{"hookSpecificOutput":{"hookEventName":"PreToolUse","permissionDecision":"allow","updatedInput":{"command":"ls"}}}`, "allow", ""},
		{`{"hookSpecificOutput":{"hookEventName":"PreToolUse","additionalContext":"x"}}`, "", ""},
		{`{"decision":"block","reason":"old style"}`, "deny", ""},
		{`{"systemMessage":"hi"}`, "", ""},
		{`{"hookSpecificOutput":{"hookEventName":"Stop","permissionDecision":"deny"}}`, "", `hookEventName is "Stop"`},
		{`{"hookSpecificOutput":{"permissionDecision":"deny"}}`, "", `hookEventName is ""`},
		{`{"hookSpecificOutput":{"hookEventName":"PreToolUse","permissionDecision":"maybe"}}`, "", `"maybe" is not allow`},
		{`{"hookSpecificOutput":{"hookEventName":"PreToolUse","updatedInput":"ls"}}`, "", "updatedInput is not an object"},
		{`{"hookSpecificOutput":{"hookEventName":"PreToolUse","updatedToolOutput":{}}}`, "", "unknown field hookSpecificOutput.updatedToolOutput"},
		{`{"additionalContext":"top level"}`, "", `unknown field "additionalContext"`},
		{`{"systemMessage":"` + strings.Repeat("a", 10000) + `"}`, "", "10,000 characters"},
		{`deny`, "", "not one JSON object"},
		{`[{}]`, "", "not one JSON object"},
	} {
		d, p := contract([]byte(tc.out))
		if d != tc.decision || (tc.problem == "") != (p == "") || !strings.Contains(p, tc.problem) {
			t.Errorf("%.60s: got (%q, %q), want (%q, %q)", tc.out, d, p, tc.decision, tc.problem)
		}
	}
}

func TestMatcherChecks(t *testing.T) {
	src := settings.Source{Kind: settings.KindUser, Path: "s.json", Exists: true}
	for _, tc := range []struct {
		event, matcher, id string
	}{
		{"PreToolUse", `"Bash"`, ""},
		{"PreToolUse", `"Edit|Write"`, ""},
		{"PreToolUse", `"*"`, ""},
		{"PreToolUse", `"^Edit$"`, ""},
		{"PreToolUse", `"mcp__memory__.*"`, ""},
		{"PreToolUse", `"Edit.*"`, "settings.matcher-overmatch"},
		{"PostToolUse", `"Read|.*Edit"`, "settings.matcher-overmatch"},
		{"PreToolUse", `"Bash(("`, "settings.matcher-invalid"},
		{"PreToolUse", `3`, "settings.matcher-type"},
		{"Stop", `"Bash"`, "settings.matcher-ignored"},
		{"SessionStart", `"startup|resume"`, ""},
	} {
		l := &Layer{}
		checkMatcher(l, Options{}, src, tc.event, gjson.Parse(tc.matcher))
		got := ""
		if len(l.Checks) > 0 {
			got = l.Checks[0].ID
		}
		if got != tc.id || len(l.Checks) > 1 {
			t.Errorf("%s %s: got %v, want %q", tc.event, tc.matcher, l.Checks, tc.id)
		}
	}
}

func TestUnknownEffect(t *testing.T) {
	old, _ := settings.ParseVersion("2.1.100")
	cur, _ := settings.ParseVersion("2.1.328")
	if s := unknownEffect(old); !strings.Contains(s, "disables every hook in this file") {
		t.Errorf("2.1.100: %s", s)
	}
	if s := unknownEffect(cur); !strings.Contains(s, "ignores this entry") {
		t.Errorf("2.1.328: %s", s)
	}
	if s := unknownEffect(settings.Version{}); !strings.Contains(s, "2.1.100 disables every hook") {
		t.Errorf("unknown: %s", s)
	}
}

func TestWriteText(t *testing.T) {
	r := &Report{Layers: []*Layer{{Name: "L", Checks: []Check{
		{ID: "a", Status: OK, Msg: "fine"},
		{ID: "b", Status: Fail, Where: "f.json:1:2", Msg: "broken\nbadly", Fix: "mend it"},
	}}}}
	var plain, color bytes.Buffer
	r.WriteText(&plain, false)
	r.WriteText(&color, true)
	want := "L\n  ok    fine\n  FAIL  f.json:1:2: broken; badly\n        fix: mend it\n\n1 failure(s), 0 warning(s)\n"
	if plain.String() != want {
		t.Errorf("plain:\n%q\nwant\n%q", plain.String(), want)
	}
	if !strings.Contains(color.String(), "\x1b[31mFAIL\x1b[0m") || strings.Contains(plain.String(), "\x1b") {
		t.Errorf("colour only when asked:\n%q", color.String())
	}
	if r.Healthy() {
		t.Error("a failure is not healthy")
	}
	var js bytes.Buffer
	if err := r.WriteJSON(&js); err != nil || !gjson.ValidBytes(js.Bytes()) || gjson.GetBytes(js.Bytes(), "failures").Int() != 1 {
		t.Errorf("json: %v\n%s", err, js.String())
	}
}

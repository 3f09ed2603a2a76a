package claude

import (
	"fmt"
	"sort"
	"strings"
	"testing"

	"github.com/tidwall/gjson"

	"github.com/hookd/hookd/settings"
)

// The client's own list of events decides; without it, the table, and a
// client the table cannot speak for gets "cannot tell", never a failure.
func TestCheckEventName(t *testing.T) {
	v := func(s string) settings.Version { x, _ := settings.ParseVersion(s); return x }
	carries := []string{"PostModelSwitch", "PreModelSwitch", "PreSkillShellCommand", "PreToolUse"}
	for _, tc := range []struct {
		event  string
		client settings.Version
		events []string
		want   string // "" = no check; else id(status)
	}{
		{"PreSkillShellCommand", v("2.1.332"), carries, ""},
		{"PreModelSwitch", v("2.1.328"), carries, ""},
		{"PreModelSwitch", v("2.1.328"), nil, ""},
		{"PreSkillShellCommand", v("2.1.328"), nil, "settings.event-too-new(fail)"},
		{"BogusEvent", v("2.1.332"), carries, "settings.unknown-event(fail)"},
		{"FutureEvent", v("2.1.400"), append([]string{"FutureEvent"}, carries...), ""},
		{"BogusEvent", v("2.1.328"), nil, "settings.unknown-event(fail)"},
		{"BogusEvent", settings.Version{}, nil, "settings.unknown-event(warn)"},
		{"BogusEvent", v("2.1.400"), nil, "settings.unknown-event(warn)"},
	} {
		data := []byte(fmt.Sprintf(`{"hooks": {%q: []}}`, tc.event))
		src := settings.Source{Kind: settings.KindUser, Path: "/u/settings.json", Exists: true, Data: data}
		o := DoctorOptions{Client: tc.client, ClientEvents: nil, Sources: []settings.Source{src}}
		if tc.events != nil {
			o.ClientEvents = append([]string(nil), tc.events...)
			sort.Strings(o.ClientEvents)
		}
		// The key as settingsLayer hands it over.
		l := &Layer{}
		src.Hooks().ForEach(func(k, _ gjson.Result) bool { checkEventName(l, o, src, k); return false })
		got := ""
		if len(l.Checks) > 0 {
			got = l.Checks[0].ID + "(" + string(l.Checks[0].Status) + ")"
		}
		if got != tc.want {
			t.Errorf("%s on %s (events %v): got %q, want %q", tc.event, tc.client, tc.events != nil, got, tc.want)
		}
	}
}

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
		checkMatcher(l, DoctorOptions{}, src, tc.event, gjson.Parse(tc.matcher))
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

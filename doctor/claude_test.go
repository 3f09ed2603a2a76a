package doctor

import (
	"fmt"
	"sort"
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
		o := Options{Client: tc.client, ClientEvents: nil, Sources: []settings.Source{src}}
		if tc.events != nil {
			o.ClientEvents = append([]string(nil), tc.events...)
			sort.Strings(o.ClientEvents)
		}
		// The key as claude() hands it over.
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

package settingssnippets

import (
	"testing"

	"github.com/hookd/hookd/settings"
)

func TestProfiles(t *testing.T) {
	names := Names()
	if len(names) < 2 {
		t.Fatalf("profiles: %v", names)
	}
	for _, n := range names {
		p, err := Get(n)
		if err != nil {
			t.Fatal(err)
		}
		if len(p.Events) == 0 {
			t.Errorf("%s: no events", n)
		}
		for _, e := range p.Events {
			if _, ok := settings.EventSince(e.Event); !ok {
				t.Errorf("%s: unknown event %s", n, e.Event)
			}
			if e.Timeout <= 0 || e.Timeout > 60 {
				t.Errorf("%s/%s: timeout %d s is not a small explicit number of seconds", n, e.Event, e.Timeout)
			}
			if e.Event == "SessionEnd" && e.Timeout > 5 {
				t.Errorf("SessionEnd timeout %d: keep it short", e.Timeout)
			}
			if e.Event == "UserPromptSubmit" && e.Timeout > 30 {
				t.Errorf("UserPromptSubmit timeout %d > 30", e.Timeout)
			}
			if e.Matcher != "" && !settings.TakesMatcher(e.Event) {
				t.Errorf("%s: matcher on %s, which ignores it", n, e.Event)
			}
		}
	}
	if _, err := Get("nope"); err == nil {
		t.Error("Get accepted an unknown profile")
	}
}

func TestFullCoversEveryHandledEvent(t *testing.T) {
	p, _ := Get("full")
	want := []string{"SessionStart", "UserPromptSubmit", "PreToolUse", "PostToolUse", "PostToolUseFailure",
		"PostToolBatch", "Stop", "SubagentStart", "SubagentStop", "PreCompact", "SessionEnd", "Notification", "PermissionRequest",
		"PreSkillShellCommand"}
	have := map[string]bool{}
	for _, e := range p.Events {
		have[e.Event] = true
	}
	for _, w := range want {
		if !have[w] {
			t.Errorf("full lacks %s", w)
		}
	}
	if len(p.Events) != len(want) {
		t.Errorf("full has %d events, want %d", len(p.Events), len(want))
	}
}

func TestPlanVersionDrift(t *testing.T) {
	p, _ := Get("full")
	old, _ := settings.ParseVersion("2.1.100")
	cur, _ := settings.ParseVersion("2.1.328")
	f := Form{Binary: "/opt/x y/hooktool"}

	po, err := p.Plan(f, old)
	if err != nil {
		t.Fatal(err)
	}
	if len(po.Skipped) != 2 || po.Skipped[0] != "PreSkillShellCommand" || po.Skipped[1] != "PostToolBatch" {
		t.Errorf("2.1.100 skipped %v, want [PreSkillShellCommand PostToolBatch]", po.Skipped)
	}
	for _, e := range po.Entries {
		if e.Args != nil || e.Command != `'/opt/x y/hooktool' hook` {
			t.Errorf("2.1.100 entry %+v is not quoted shell form", e)
		}
	}
	pu, _ := p.Plan(f, settings.Version{})
	if len(pu.Skipped) != 2 {
		t.Errorf("unknown client skipped %v", pu.Skipped)
	}
	pc, _ := p.Plan(f, cur)
	if len(pc.Skipped) != 1 || pc.Skipped[0] != "PreSkillShellCommand" || len(pc.Entries) != len(p.Events)-1 {
		t.Errorf("2.1.328 skipped %v, want [PreSkillShellCommand]", pc.Skipped)
	}
	pn, _ := p.Plan(f, settings.Version{Major: 2, Minor: 1, Patch: 332})
	if len(pn.Skipped) != 0 || len(pn.Entries) != len(p.Events) {
		t.Errorf("2.1.332 skipped %v", pn.Skipped)
	}
	if _, err := p.Plan(Form{Binary: "/b", Exec: true}, old); err == nil {
		t.Error("exec form accepted for 2.1.100")
	}
	pe, err := p.Plan(Form{Binary: "/b", Exec: true}, cur)
	if err != nil || pe.Entries[0].Args[0] != "hook" || pe.Entries[0].Command != "/b" {
		t.Errorf("exec form on 2.1.328: %+v %v", pe.Entries, err)
	}
}

// The client's own list of events decides over the table.
func TestPlanWithClientEvents(t *testing.T) {
	p, _ := Get("guard")
	old, _ := settings.ParseVersion("2.1.100")
	pl, err := p.PlanWith(Form{Binary: "/b"}, old, func(ev string) bool { return ev == "PreToolUse" || ev == "PreSkillShellCommand" })
	if err != nil || len(pl.Skipped) != 0 || len(pl.Entries) != 2 {
		t.Errorf("client carrying both: %+v %v", pl, err)
	}
	pl, _ = p.PlanWith(Form{Binary: "/b"}, settings.Version{Major: 9}, func(ev string) bool { return ev == "PreToolUse" })
	if len(pl.Skipped) != 1 || pl.Skipped[0] != "PreSkillShellCommand" {
		t.Errorf("client without it: skipped %v", pl.Skipped)
	}
}

package tripwire

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	// The registry puts every agent's wiring list into wiring.All, as
	// the hooktool binary does.
	_ "github.com/hookd/hookd/agents"
	"github.com/hookd/hookd/state"
	"github.com/hookd/hookd/wiring"
)

type rig struct {
	t    *testing.T
	db   *state.DB
	tw   *Tripwire
	home string
	env  wiring.Env
}

func newRig(t *testing.T) *rig {
	t.Helper()
	dir := t.TempDir()
	home := filepath.Join(dir, "home")
	db, err := state.Open(filepath.Join(dir, "state.db"), state.Options{})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { db.Close() })
	vars := map[string]string{"HOOKTOOL_MANAGED_DIR": filepath.Join(dir, "managed")}
	env := wiring.Env{Home: home, Getenv: func(k string) string { return vars[k] }}
	r := &rig{t: t, db: db, home: home, env: env,
		tw: &Tripwire{Items: wiring.All(env), Copies: filepath.Join(dir, "copies")}}
	return r
}

func (r *rig) write(rel, s string) string {
	r.t.Helper()
	p := filepath.Join(r.home, rel)
	if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
		r.t.Fatal(err)
	}
	if err := os.WriteFile(p, []byte(s), 0o644); err != nil {
		r.t.Fatal(err)
	}
	return p
}

func (r *rig) read(rel string) string {
	b, _ := os.ReadFile(filepath.Join(r.home, rel))
	return string(b)
}

func (r *rig) refresh() {
	r.t.Helper()
	full := r.env
	full.ReadFile = os.ReadFile
	if err := r.db.Update(func(tx *state.Tx) error { return r.tw.Refresh(tx, "", wiring.All(full)) }); err != nil {
		r.t.Fatal(err)
	}
}

func (r *rig) event(name, id string) Result {
	r.t.Helper()
	var res Result
	if err := r.db.Update(func(tx *state.Tx) error {
		res = r.tw.Check(tx, Call{Event: name, Session: "s", ToolUseID: id, Tool: "Bash", Target: "make"})
		return nil
	}); err != nil {
		r.t.Fatal(err)
	}
	return res
}

// The cached hooks.json of an enabled Claude Code plugin is found by
// following the registry at refresh, and restored like any file.
func TestPluginCacheRestored(t *testing.T) {
	r := newRig(t)
	cache := filepath.Join(r.home, ".claude", "plugins", "cache", "hookd", "hooktool", "1.0")
	r.write(".claude/settings.json", `{"enabledPlugins":{"hooktool@hookd":true}}`)
	r.write(".claude/plugins/installed_plugins.json", `{"version":2,"plugins":{"hooktool@hookd":[{"installPath":"`+cache+`"}]}}`)
	good := `{"hooks":{"PreToolUse":[{"matcher":"*","hooks":[{"type":"command","command":"hooktool hook"}]}]}}`
	r.write(".claude/plugins/cache/hookd/hooktool/1.0/hooks/hooks.json", good)
	r.refresh()
	r.event("PreToolUse", "t1")
	r.write(".claude/plugins/cache/hookd/hooktool/1.0/hooks/hooks.json", `{"hooks":{}}`)
	res := r.event("PostToolUse", "t1")
	if !strings.Contains(res.Message, "a Claude Code plugin's hooks file") {
		t.Fatalf("message: %q", res.Message)
	}
	if got := r.read(".claude/plugins/cache/hookd/hooktool/1.0/hooks/hooks.json"); got != good {
		t.Errorf("not restored: %s", got)
	}
}

// Without a refresh (no install yet) the tripwire checks nothing.
func TestUnarmedChecksNothing(t *testing.T) {
	r := newRig(t)
	r.write(".claude/settings.json", `{"hooks":{"PreToolUse":[]}}`)
	r.event("PreToolUse", "t1")
	r.write(".claude/settings.json", `{}`)
	if res := r.event("PostToolUse", "t1"); res.Message != "" || res.Hold != "" {
		t.Errorf("unarmed tripwire spoke: %+v", res)
	}
}

// Only the keys that wire hooktool in count; a reformatted file with the
// same hooks is the same.
func TestOnlyWiringKeysCount(t *testing.T) {
	r := newRig(t)
	r.write(".claude/settings.json", `{"hooks":{"Stop":[]},"model":"a"}`)
	r.refresh()
	r.event("PreToolUse", "t1")
	r.write(".claude/settings.json", "{\n  \"hooks\": { \"Stop\": [] },\n  \"model\": \"b\",\n  \"permissions\": {\"allow\": [\"Bash(ls)\"]}\n}\n")
	if res := r.event("PostToolUse", "t1"); res.Message != "" {
		t.Errorf("a change outside the wiring keys was reported: %s", res.Message)
	}
	// The accepted file is the new known-good copy: a later tamper
	// restores it, permission rule and all.
	accepted := r.read(".claude/settings.json")
	r.event("PreToolUse", "t2")
	r.write(".claude/settings.json", `{"disableAllHooks":true}`)
	if res := r.event("PostToolUse", "t2"); res.Hold != "" || !strings.Contains(res.Message, "restored") {
		t.Errorf("result: %+v", res)
	}
	if got := r.read(".claude/settings.json"); got != accepted {
		t.Errorf("restored %q, want %q", got, accepted)
	}
	if res := r.event("PreToolUse", "t3"); res.Hold == "" {
		t.Error("the next call is not held")
	}
	if err := r.db.Update(func(tx *state.Tx) error { _, _, err := Ack(tx); return err }); err != nil {
		t.Fatal(err)
	}
	if res := r.event("PreToolUse", "t4"); res.Hold != "" {
		t.Error("still held after ack")
	}
}

// A file the call created (a drop-in) goes; one it removed comes back.
func TestCreatedAndRemoved(t *testing.T) {
	r := newRig(t)
	drop := filepath.Join(filepath.Dir(r.home), "managed", "managed-settings.d")
	if err := os.MkdirAll(drop, 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(drop, "10-hooktool.json"), []byte(`{"hooks":{}}`), 0o644); err != nil {
		t.Fatal(err)
	}
	r.write(".codex/hooks.json", `{"hooks":{"PreToolUse":[]}}`)
	r.refresh()
	r.event("PreToolUse", "t1")
	if err := os.WriteFile(filepath.Join(drop, "99-off.json"), []byte(`{"disableAllHooks":true}`), 0o644); err != nil {
		t.Fatal(err)
	}
	if err := os.Remove(filepath.Join(drop, "10-hooktool.json")); err != nil {
		t.Fatal(err)
	}
	os.Remove(filepath.Join(r.home, ".codex", "hooks.json"))
	res := r.event("PostToolUse", "t1")
	if strings.Count(res.Message, "is restored") != 2 {
		t.Errorf("message: %s", res.Message)
	}
	if _, err := os.Stat(filepath.Join(drop, "99-off.json")); err == nil {
		t.Error("the new drop-in is still there")
	}
	if b, err := os.ReadFile(filepath.Join(drop, "10-hooktool.json")); err != nil || string(b) != `{"hooks":{}}` {
		t.Errorf("the removed drop-in is not back: %v %s", err, b)
	}
	if r.read(".codex/hooks.json") != `{"hooks":{"PreToolUse":[]}}` {
		t.Error("hooks.json is not back")
	}
}

// Between turns a change is the user's: accepted, never restored.
func TestUserChangeBetweenTurns(t *testing.T) {
	r := newRig(t)
	r.write(".gemini/settings.json", `{"hooks":{"BeforeTool":[]}}`)
	r.refresh()
	r.event("PreToolUse", "t1")
	r.event("PostToolUse", "t1")
	r.event("Stop", "")
	r.write(".gemini/settings.json", `{}`)
	if res := r.event("UserPromptSubmit", ""); res.Message != "" {
		t.Errorf("a change between turns was reported: %s", res.Message)
	}
	if res := r.event("PreToolUse", "t2"); res.Message != "" || res.Hold != "" {
		t.Errorf("result: %+v", res)
	}
	if r.read(".gemini/settings.json") != `{}` {
		t.Error("the user's change was undone")
	}
}

// The HEAD reflog's growth during a call names the agent's commits.
func TestAgentCommits(t *testing.T) {
	r := newRig(t)
	project := filepath.Join(r.home, "p")
	logs := filepath.Join(project, ".git", "logs", "HEAD")
	if err := os.MkdirAll(filepath.Dir(logs), 0o755); err != nil {
		t.Fatal(err)
	}
	line := func(old, new, action string) string {
		return old + " " + new + " U <u@example.com> 1700000000 +0000\t" + action + "\n"
	}
	zero, a, b, c := strings.Repeat("0", 40), strings.Repeat("a", 40), strings.Repeat("b", 40), strings.Repeat("c", 40)
	if err := os.WriteFile(logs, []byte(line(zero, a, "commit (initial): init")), 0o644); err != nil {
		t.Fatal(err)
	}
	r.refresh()
	ev := func(name string) {
		_ = r.db.Update(func(tx *state.Tx) error {
			r.tw.Check(tx, Call{Event: name, Session: "s", ToolUseID: "t", Project: project})
			return nil
		})
	}
	ev("PreToolUse")
	f, _ := os.OpenFile(logs, os.O_APPEND|os.O_WRONLY, 0)
	f.WriteString(line(a, b, "commit: add example") + line(b, a, "checkout: moving from x to y"))
	f.Close()
	ev("PostToolUse")
	_ = r.db.View(func(tx *state.Tx) error {
		if _, ok := AgentMade(tx, b); !ok {
			t.Error("the agent's commit is not recorded")
		}
		if _, ok := AgentMade(tx, a); ok {
			t.Error("a checkout's target is recorded as the agent's")
		}
		return nil
	})
	ev("Stop")
	f, _ = os.OpenFile(logs, os.O_APPEND|os.O_WRONLY, 0)
	f.WriteString(line(a, c, "commit: the user's"))
	f.Close()
	ev("UserPromptSubmit")
	_ = r.db.View(func(tx *state.Tx) error {
		if _, ok := AgentMade(tx, c); ok {
			t.Error("the user's commit between turns is recorded as the agent's")
		}
		return nil
	})
}

// A second session started while the first one's call runs does not
// accept that call's change; once no call is in flight, a session start
// accepts what it finds.
func TestSessionStartDuringAnotherSessionsCall(t *testing.T) {
	r := newRig(t)
	r.write(".codex/hooks.json", `{"hooks":{"PreToolUse":[]}}`)
	r.refresh()
	r.event("PreToolUse", "t1") // session "s"
	r.write(".codex/hooks.json", `{}`)
	var res Result
	_ = r.db.Update(func(tx *state.Tx) error {
		res = r.tw.Check(tx, Call{Event: "SessionStart", Session: "other"})
		return nil
	})
	if !strings.Contains(res.Message, "during the call `Bash: make`") || r.read(".codex/hooks.json") != `{"hooks":{"PreToolUse":[]}}` {
		t.Fatalf("the in-flight call's change was accepted: %+v", res)
	}
	r.event("PostToolUse", "t1")
	_ = r.db.Update(func(tx *state.Tx) error { _, _, err := Ack(tx); return err })
	r.write(".codex/hooks.json", `{"hooks":{}}`)
	_ = r.db.Update(func(tx *state.Tx) error {
		res = r.tw.Check(tx, Call{Event: "SessionStart", Session: "third"})
		return nil
	})
	if res.Message != "" || r.read(".codex/hooks.json") != `{"hooks":{}}` {
		t.Errorf("a change with no call in flight was not accepted: %+v", res)
	}
}

// A call the guard denied was seen by hooktool's PreToolUse: a client that
// reports the end of a blocked call too (OpenClaw's after_tool_call) does
// not make it an unguarded call. A call no PreToolUse saw still is one.
func TestDeniedCallsEndIsNotUnguarded(t *testing.T) {
	r := newRig(t)
	r.write(".codex/hooks.json", `{"hooks":{"PreToolUse":[]}}`)
	r.refresh()
	check := func(c Call) Result {
		var res Result
		_ = r.db.Update(func(tx *state.Tx) error {
			c.Session, c.Tool, c.Target = "s", "Bash", "rm -rf *"
			res = r.tw.Check(tx, c)
			return nil
		})
		return res
	}
	check(Call{Event: "PreToolUse", ToolUseID: "t1", Denied: true})
	if res := check(Call{Event: "PostToolUseFailure", ToolUseID: "t1"}); res.Message != "" {
		t.Errorf("the end of a denied call was reported: %q", res.Message)
	}
	if res := check(Call{Event: "PostToolUse", ToolUseID: "t2"}); !strings.Contains(res.Message, "without hooktool's check") {
		t.Errorf("a call no PreToolUse saw was not reported: %q", res.Message)
	}
	_ = r.db.View(func(tx *state.Tx) error {
		if _, u := History(tx); len(u) != 1 || u[0].ToolUseID != "t2" {
			t.Errorf("unguarded calls recorded: %+v, want only t2", u)
		}
		return nil
	})
}

// Copilot switches a single hook off by listing its key in disabledHooks:
// that is a change of the wiring, restored like the hooks themselves; the
// settings Copilot keeps beside it (the model, the theme) are not.
func TestCopilotDisabledHooksRestored(t *testing.T) {
	r := newRig(t)
	good := `{"model":"a"}`
	r.write(".copilot/settings.json", good)
	r.refresh()
	r.event("PreToolUse", "t1")
	r.write(".copilot/settings.json", `{"model":"b"}`)
	if res := r.event("PostToolUse", "t1"); res.Message != "" {
		t.Fatalf("a change outside the wiring keys was reported: %s", res.Message)
	}
	r.event("PreToolUse", "t2")
	r.write(".copilot/settings.json", `{"model":"b","disabledHooks":["3f2a"]}`)
	if res := r.event("PostToolUse", "t2"); !strings.Contains(res.Message, "restored") {
		t.Errorf("disabledHooks was not seen: %+v", res)
	}
	if got := r.read(".copilot/settings.json"); got != `{"model":"b"}` {
		t.Errorf("restored %q", got)
	}
}

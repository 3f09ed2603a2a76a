package handlers

import (
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/tidwall/gjson"

	"github.com/hookd/hookd/config"
	"github.com/hookd/hookd/state"
)

type harness struct {
	t      *testing.T
	path   string
	deps   *Deps
	warned []string
	env    map[string]string
}

func newHarness(t *testing.T, cfgJSON string) *harness {
	t.Helper()
	if cfgJSON == "" {
		cfgJSON = "{}"
	}
	cfg, err := config.FromJSON(config.LayerUser, []byte(cfgJSON))
	if err != nil {
		t.Fatal(err)
	}
	h := &harness{t: t, path: filepath.Join(t.TempDir(), "state.db"), env: map[string]string{}}
	h.deps = &Deps{
		Config: cfg,
		Store:  func() (*state.DB, error) { return state.Open(h.path, state.Options{}) },
		Warn:   func(f string, a ...any) { h.warned = append(h.warned, fmt.Sprintf(f, a...)) },
		Getenv: func(k string) string { return h.env[k] },
		ReadFile: func(p string, max int64) ([]byte, error) {
			b, err := os.ReadFile(p)
			if int64(len(b)) > max {
				b = b[:max]
			}
			return b, err
		},
	}
	return h
}

// send builds an event from fields and returns the reply bytes.
func (h *harness) send(fields map[string]any) string {
	h.t.Helper()
	raw, err := json.Marshal(fields)
	if err != nil {
		h.t.Fatal(err)
	}
	ev, err := Decode(raw)
	if err != nil {
		h.t.Fatal(err)
	}
	out, err := Handle(ev, h.deps)
	if err != nil {
		h.t.Fatal(err)
	}
	return string(out)
}

func (h *harness) view(fn func(tx *state.Tx)) {
	h.t.Helper()
	db, err := state.Open(h.path, state.Options{})
	if err != nil {
		h.t.Fatal(err)
	}
	defer db.Close()
	if err := db.View(func(tx *state.Tx) error { fn(tx); return nil }); err != nil {
		h.t.Fatal(err)
	}
}

func (h *harness) runs() map[string]RunRecord {
	out := map[string]RunRecord{}
	h.view(func(tx *state.Tx) {
		_ = tx.ForEach(BucketRuns, "", func(r state.Record) error {
			var run RunRecord
			_ = json.Unmarshal(r.Value, &run)
			out[r.Key] = run
			return nil
		})
	})
	return out
}

func pre(id, cmd string, extra ...any) map[string]any {
	m := map[string]any{"hook_event_name": "PreToolUse", "session_id": "s1", "prompt_id": "p1", "tool_name": "Bash",
		"tool_use_id": id, "tool_input": map[string]any{"command": cmd}}
	for i := 0; i+1 < len(extra); i += 2 {
		m[extra[i].(string)] = extra[i+1]
	}
	return m
}

func withEvent(m map[string]any, name string, kv ...any) map[string]any {
	out := map[string]any{}
	for k, v := range m {
		out[k] = v
	}
	out["hook_event_name"] = name
	for i := 0; i+1 < len(kv); i += 2 {
		out[kv[i].(string)] = kv[i+1]
	}
	return out
}

// What Pre captured, Post reads back by tool_use_id, and the run counts each
// call once however many events mention it.
func TestCaptureInPreReadInPost(t *testing.T) {
	h := newHarness(t, "")
	p := pre("toolu_1", "go test ./...")
	if out := h.send(p); out != "" {
		t.Fatalf("PreToolUse without a guard said %s", out)
	}
	h.view(func(tx *state.Tx) {
		c := getJSON[CallRecord](tx, BucketCalls, "toolu_1")
		if c.Tool != "Bash" || c.Target != "go test ./..." || c.Status != "pending" || c.Run != "s1|main|p1" {
			t.Fatalf("captured %+v", c)
		}
	})
	h.send(withEvent(p, "PostToolUse", "tool_response", map[string]any{"stdout": "ok", "stderr": ""}))
	h.send(withEvent(p, "PostToolBatch", "tool_calls", []any{map[string]any{"tool_use_id": "toolu_1"}, map[string]any{"tool_use_id": "toolu_2"}}))
	h.view(func(tx *state.Tx) {
		c := getJSON[CallRecord](tx, BucketCalls, "toolu_1")
		if c.Status != "ok" || c.End == 0 {
			t.Fatalf("after Post: %+v", c)
		}
	})
	run := h.runs()["s1|main|p1"]
	if run.Calls != 2 || run.Done != 1 {
		t.Fatalf("run = %+v, want 2 distinct calls (toolu_1 twice, toolu_2 from the batch), 1 done", run)
	}
}

// Without prompt_id (Claude Code before 2.1.196) a run is the turn started
// by UserPromptSubmit; subagents' runs are kept apart.
func TestRunsWithoutPromptID(t *testing.T) {
	h := newHarness(t, "")
	prompt := map[string]any{"hook_event_name": "UserPromptSubmit", "session_id": "s1", "prompt": "hi"}
	call := func(id, agent string) map[string]any {
		m := pre(id, "ls")
		delete(m, "prompt_id")
		if agent != "" {
			m["agent_id"] = agent
		}
		return m
	}
	h.send(prompt)
	h.send(call("a", ""))
	h.send(call("b", ""))
	h.send(call("c", "agent-7"))
	h.send(prompt)
	h.send(call("d", ""))
	runs := h.runs()
	if runs["s1|main|turn-1"].Calls != 2 || runs["s1|main|turn-2"].Calls != 1 || runs["s1|agent-7|turn-1"].Calls != 1 {
		t.Fatalf("runs = %+v", runs)
	}
}

func TestSessionStartContext(t *testing.T) {
	h := newHarness(t, "")
	dir := t.TempDir()
	if err := os.MkdirAll(filepath.Join(dir, ".claude", "hooktool"), 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(dir, ".claude", "hooktool", "context.md"), []byte("Deploys go through make release.\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	start := map[string]any{"hook_event_name": "SessionStart", "session_id": "s1", "cwd": dir, "source": "startup"}
	out := h.send(start)
	if got := gjson.Get(out, "hookSpecificOutput.additionalContext").String(); got != "Deploys go through make release." {
		t.Fatalf("SessionStart context = %q (%s)", got, out)
	}
	// Something queued for the session comes once, then is gone.
	db, err := state.Open(h.path, state.Options{})
	if err != nil {
		t.Fatal(err)
	}
	_ = db.Update(func(tx *state.Tx) error { return Queue(tx, time.Minute, "s1", "queued note") })
	db.Close()
	out = h.send(start)
	if got := gjson.Get(out, "hookSpecificOutput.additionalContext").String(); !strings.HasSuffix(got, "\n\nqueued note") {
		t.Fatalf("queued note missing: %q", got)
	}
	out = h.send(start)
	if strings.Contains(out, "queued note") {
		t.Fatal("queued note delivered twice")
	}
	// CLAUDE_PROJECT_DIR wins over cwd; no file, no output.
	h.env["CLAUDE_PROJECT_DIR"] = t.TempDir()
	if out := h.send(start); out != "" {
		t.Fatalf("no context file, but SessionStart said %s", out)
	}
}

func TestPostToolUseLargeOutput(t *testing.T) {
	h := newHarness(t, `{"post":{"large_output_bytes":100}}`)
	p := pre("t1", "cat big.log")
	h.send(p)
	small := h.send(withEvent(p, "PostToolUse", "tool_response", map[string]any{"stdout": strings.Repeat("x", 100)}))
	if small != "" {
		t.Fatalf("small output got context: %s", small)
	}
	out := h.send(withEvent(p, "PostToolUse", "tool_response", map[string]any{"stdout": strings.Repeat("x", 1500)}))
	got := gjson.Get(out, "hookSpecificOutput.additionalContext").String()
	if !strings.Contains(got, "`cat big.log` was 1,500 bytes") {
		t.Fatalf("large output context = %q", got)
	}
	if gjson.Get(out, "decision").Exists() {
		t.Fatal("PostToolUse must never send a decision")
	}
}

func TestRepeatedFailureContext(t *testing.T) {
	h := newHarness(t, "")
	fail := func(id string) string {
		p := pre(id, "make deploy")
		h.send(p)
		return h.send(withEvent(p, "PostToolUseFailure", "error", "Exit code 2"))
	}
	if out := fail("f1"); out != "" {
		t.Fatalf("first failure got context: %s", out)
	}
	out := fail("f2")
	if got := gjson.Get(out, "hookSpecificOutput.additionalContext").String(); !strings.Contains(got, "has failed 2 times in this turn: `make deploy`") {
		t.Fatalf("second failure context = %q", got)
	}
	h2 := newHarness(t, `{"post":{"repeat_failure_context":false}}`)
	h = h2
	fail("g1")
	if out := fail("g2"); out != "" {
		t.Fatalf("disabled, but said %s", out)
	}
}

// A guard verdict becomes the PreToolUse decision and is recorded; a panic
// in the guard asks instead of crashing (or allows, when configured).
func TestGuardVerdictAndPanic(t *testing.T) {
	h := newHarness(t, "")
	h.deps.Guard = func(ev *Event) Verdict {
		if strings.Contains(ev.Get("tool_input.command").String(), "boom") {
			panic("analyser bug")
		}
		return Verdict{Decision: "deny", Rule: "fs.rm-root", Reason: "hooktool fs.rm-root: no", Segment: "rm -rf /"}
	}
	out := h.send(pre("g1", "rm -rf /"))
	if want := `{"hookSpecificOutput":{"hookEventName":"PreToolUse","permissionDecision":"deny","permissionDecisionReason":"hooktool fs.rm-root: no"}}`; strings.TrimSpace(out) != want {
		t.Fatalf("deny reply = %s", out)
	}
	out = h.send(pre("g2", "boom"))
	if gjson.Get(out, "hookSpecificOutput.permissionDecision").String() != "ask" {
		t.Fatalf("panicking guard: %s", out)
	}
	var caught []CaughtRecord
	h.view(func(tx *state.Tx) {
		_ = tx.ForEach(BucketCaught, "", func(r state.Record) error {
			var c CaughtRecord
			_ = json.Unmarshal(r.Value, &c)
			caught = append(caught, c)
			return nil
		})
	})
	if len(caught) != 2 || caught[0].Rule != "fs.rm-root" || caught[0].Summary != "Bash: rm -rf /" || caught[1].Rule != "guard-error" {
		t.Fatalf("caught = %+v", caught)
	}
	if run := h.runs()["s1|main|p1"]; run.Calls != 2 || run.Denied != 2 {
		t.Fatalf("denied calls still count as attempts: %+v", run)
	}
	h2 := newHarness(t, `{"guard":{"on_error":"allow"}}`)
	h2.deps.Guard = h.deps.Guard
	if out := h2.send(pre("g3", "boom")); out != "" {
		t.Fatalf("fail-open guard answered %s", out)
	}
	// The same setting from the project file (which the agent can edit)
	// does not make the guard fail open.
	cfg, err := config.FromJSON(config.LayerProject, []byte(`{"guard":{"on_error":"allow"}}`))
	if err != nil {
		t.Fatal(err)
	}
	h2.deps.Config = cfg
	if out := h2.send(pre("g4", "boom")); gjson.Get(out, "hookSpecificOutput.permissionDecision").String() != "ask" {
		t.Fatalf("project on_error=allow relaxed the guard: %s", out)
	}
}

// Locked state: the hook answers without it and says so once.
func TestLockedStateFailsOpen(t *testing.T) {
	h := newHarness(t, "")
	h.deps.Store = func() (*state.DB, error) { return nil, state.ErrLocked }
	h.deps.Guard = func(*Event) Verdict { return Verdict{Decision: "deny", Rule: "r", Reason: "no"} }
	out := h.send(pre("x", "rm -rf /"))
	if gjson.Get(out, "hookSpecificOutput.permissionDecision").String() != "deny" {
		t.Fatalf("guard must work without state: %s", out)
	}
	if len(h.warned) != 1 || !strings.Contains(h.warned[0], "state unavailable") {
		t.Fatalf("warnings = %q", h.warned)
	}
}

func TestStopAndSessionEndCloseAndSweep(t *testing.T) {
	h := newHarness(t, `{"state":{"ttl_seconds":1}}`)
	h.send(pre("a", "ls"))
	h.send(map[string]any{"hook_event_name": "Stop", "session_id": "s1", "prompt_id": "p1", "last_assistant_message": "done"})
	if run := h.runs()["s1|main|p1"]; !run.Closed || run.Calls != 1 {
		t.Fatalf("after Stop: %+v", run)
	}
	h.send(map[string]any{"hook_event_name": "SessionEnd", "session_id": "s1", "reason": "other"})
	h.view(func(tx *state.Tx) {
		if s := getJSON[SessionRecord](tx, BucketSessions, "s1"); !s.Ended {
			t.Fatalf("SessionEnd did not end the session: %+v", s)
		}
	})
	db, err := state.Open(h.path, state.Options{Now: func() time.Time { return time.Now().Add(time.Hour) }})
	if err != nil {
		t.Fatal(err)
	}
	n, err := db.Sweep()
	db.Close()
	if err != nil || n == 0 {
		t.Fatalf("sweep an hour later removed %d records (%v)", n, err)
	}
}

package handlers

import (
	"encoding/json"
	"io/fs"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/hookd/hookd/config"
	"github.com/hookd/hookd/state"
)

// fakeNarrator calls a message a promise when it mentions "now", and
// records transcript reads.
type fakeNarrator struct {
	reads    []string
	text     string
	toolUses int
	err      error
}

func (f *fakeNarrator) Promise(text string) string {
	if strings.Contains(strings.ToLower(text), "now") {
		return text
	}
	return ""
}

func (f *fakeNarrator) LastTurn(path, promptID string) (string, int, error) {
	f.reads = append(f.reads, path+"#"+promptID)
	return f.text, f.toolUses, f.err
}

type narrHarness struct {
	t     *testing.T
	d     *Deps
	nar   *fakeNarrator
	path  string
	now   time.Time
	warns []string
}

func newNarrHarness(t *testing.T, cfg string) *narrHarness {
	t.Helper()
	c, err := config.FromJSON("test", []byte(cfg))
	if err != nil {
		t.Fatal(err)
	}
	h := &narrHarness{t: t, nar: &fakeNarrator{}, path: filepath.Join(t.TempDir(), "state.db"), now: time.Unix(1_800_000_000, 0)}
	h.d = &Deps{
		Config: c,
		Store: func() (*state.DB, error) {
			return state.Open(h.path, state.Options{Now: func() time.Time { return h.now }})
		},
		Warn:     func(f string, a ...any) { h.warns = append(h.warns, f) },
		Narrator: h.nar,
	}
	return h
}

// fire sends one event and returns stdout.
func (h *narrHarness) fire(raw string) string {
	h.t.Helper()
	ev, err := Decode([]byte(raw))
	if err != nil {
		h.t.Fatalf("decode %s: %v", raw, err)
	}
	out, err := Handle(ev, h.d)
	if err != nil {
		h.t.Fatalf("handle %s: %v", raw, err)
	}
	h.now = h.now.Add(time.Second)
	return string(out)
}

func (h *narrHarness) violations() []Violation {
	h.t.Helper()
	var out []Violation
	db, err := state.Open(h.path, state.Options{Now: func() time.Time { return h.now }})
	if err != nil {
		h.t.Fatal(err)
	}
	defer db.Close()
	_ = db.View(func(tx *state.Tx) error {
		return tx.ForEach(BucketNarration, "v|", func(r state.Record) error {
			var v Violation
			if err := json.Unmarshal(r.Value, &v); err != nil {
				h.t.Fatal(err)
			}
			out = append(out, v)
			return nil
		})
	})
	return out
}

func (h *narrHarness) caught() []CaughtRecord {
	h.t.Helper()
	var out []CaughtRecord
	db, err := state.Open(h.path, state.Options{})
	if err != nil {
		h.t.Fatal(err)
	}
	defer db.Close()
	_ = db.View(func(tx *state.Tx) error {
		return tx.ForEach(BucketCaught, "", func(r state.Record) error {
			var c CaughtRecord
			_ = json.Unmarshal(r.Value, &c)
			out = append(out, c)
			return nil
		})
	})
	return out
}

func narrPrompt(pid string) string {
	return `{"hook_event_name":"UserPromptSubmit","session_id":"s1","prompt_id":"` + pid + `","prompt":"go"}`
}

func narrStop(pid, msg, extra string) string {
	return `{"hook_event_name":"Stop","session_id":"s1","prompt_id":"` + pid + `","stop_hook_active":false,"last_assistant_message":` + narrQuote(msg) + `,"background_tasks":[]` + extra + `}`
}

func narrPre(pid, id, agent string) string {
	a := ""
	if agent != "" {
		a = `,"agent_id":"` + agent + `"`
	}
	return `{"hook_event_name":"PreToolUse","session_id":"s1","prompt_id":"` + pid + `"` + a + `,"tool_name":"Bash","tool_input":{"command":"ls"},"tool_use_id":"` + id + `"}`
}

func narrPost(pid, id, agent string) string {
	return strings.Replace(strings.Replace(narrPre(pid, id, agent), "PreToolUse", "PostToolUse", 1), `"tool_use_id"`, `"tool_response":{"stdout":"x","stderr":""},"tool_use_id"`, 1)
}

func narrQuote(s string) string { b, _ := json.Marshal(s); return string(b) }

const (
	narrWarn   = `{"systemMessage":"action promised without a tool call: Running it now."}` + "\n"
	narrNoTool = "and no tool was called in that turn"
)

func TestNarrationWarnFlow(t *testing.T) {
	h := newNarrHarness(t, `{}`)
	h.fire(narrPrompt("p1"))
	if got := h.fire(narrStop("p1", "Running it now.", "")); got != narrWarn {
		t.Fatalf("stop = %q, want %q", got, narrWarn)
	}
	vs := h.violations()
	if len(vs) != 1 || vs[0].Sentence != "Running it now." || vs[0].Run != "s1|main|p1" || vs[0].Told || vs[0].Blocked {
		t.Fatalf("violations = %+v", vs)
	}
	if c := h.caught(); len(c) != 1 || c[0].Kind != "narration" || c[0].Decision != "warn" || c[0].Summary != "Running it now." || c[0].Rule != NarrationRule {
		t.Fatalf("caught = %+v", c)
	}
	got := h.fire(narrPrompt("p2"))
	if !strings.Contains(got, `\"Running it now.\" `+narrNoTool) || !strings.Contains(got, `"hookEventName":"UserPromptSubmit"`) {
		t.Fatalf("next prompt = %q", got)
	}
	// Told once: the prompt after that carries nothing.
	if got := h.fire(narrPrompt("p3")); got != "" {
		t.Fatalf("third prompt = %q, want nothing", got)
	}
	if len(h.violations()) != 1 {
		t.Fatal("violation dropped before a tool ran")
	}
	h.fire(narrPre("p3", "t1", ""))
	h.fire(narrPost("p3", "t1", ""))
	if vs := h.violations(); len(vs) != 0 {
		t.Fatalf("tool success left %+v", vs)
	}
}

func TestNarrationAfterToolsSaysNothing(t *testing.T) {
	h := newNarrHarness(t, `{}`)
	h.fire(narrPrompt("p1"))
	h.fire(narrPre("p1", "t1", ""))
	if got := h.fire(narrStop("p1", "Running it now.", "")); got != "" {
		t.Fatalf("stop after a tool call = %q", got)
	}
	if len(h.violations()) != 0 || len(h.caught()) != 0 {
		t.Fatal("recorded a violation for a run with tool calls")
	}
}

func TestNarrationLegitimateEnding(t *testing.T) {
	h := newNarrHarness(t, `{}`)
	h.fire(narrPrompt("p1"))
	if got := h.fire(narrStop("p1", "All done.", "")); got != "" {
		t.Fatalf("stop = %q", got)
	}
	if got := h.fire(narrPrompt("p2")); got != "" {
		t.Fatalf("prompt = %q", got)
	}
}

func TestNarrationOff(t *testing.T) {
	h := newNarrHarness(t, `{"narration":{"mode":"off"}}`)
	h.fire(narrPrompt("p1"))
	if got := h.fire(narrStop("p1", "Running it now.", "")); got != "" {
		t.Fatalf("off mode stop = %q", got)
	}
	if len(h.violations()) != 0 {
		t.Fatal("off mode recorded a violation")
	}
}

func TestNarrationBadModeWarns(t *testing.T) {
	h := newNarrHarness(t, `{"narration":{"mode":"loud"}}`)
	h.fire(narrPrompt("p1"))
	if got := h.fire(narrStop("p1", "Running it now.", "")); got != narrWarn {
		t.Fatalf("stop = %q", got)
	}
	if len(h.warns) == 0 {
		t.Fatal("no warning for an unknown mode")
	}
}

func TestNarrationBlock(t *testing.T) {
	h := newNarrHarness(t, `{"narration":{"mode":"block"}}`)
	h.fire(narrPrompt("p1"))
	got := h.fire(narrStop("p1", "Running it now.", ""))
	want := `{"decision":"block","reason":"hooktool narration check: this turn announced an action (\"Running it now.\") but called no tool, so nothing was done. Make the tool call now, or tell the user plainly that you did not do it."}` + "\n"
	if got != want {
		t.Fatalf("block = %q\nwant    %q", got, want)
	}
	// The continuation promises again: at most one block per run.
	if got := h.fire(narrStop("p1", "Running it now.", "")); got != narrWarn {
		t.Fatalf("second stop in run = %q", got)
	}
	if c := h.caught(); len(c) != 2 || c[0].Decision != "block" || c[1].Decision != "warn" {
		t.Fatalf("caught = %+v", c)
	}
	// The blocked violation was told by the reason; the second was not.
	got = h.fire(narrPrompt("p2"))
	if strings.Count(got, "Running it now.") != 1 {
		t.Fatalf("prompt context = %q", got)
	}
}

func TestNarrationBlockGuards(t *testing.T) {
	cases := []struct{ name, extra string }{
		{"stop_hook_active", `,"stop_hook_active":true`},
		{"background tasks", `,"background_tasks":[{"id":"b1","type":"shell","status":"running"}]`},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			h := newNarrHarness(t, `{"narration":{"mode":"block"}}`)
			h.fire(narrPrompt("p1"))
			// A key given twice counts as the client reads it, the last:
			// the override comes after the default.
			ev := narrStop("p1", "Running it now.", c.extra)
			if got := h.fire(ev); got != narrWarn {
				t.Fatalf("stop = %q, want the warning only", got)
			}
		})
	}
}

func TestNarrationBlockCounter(t *testing.T) {
	h := newNarrHarness(t, `{"narration":{"mode":"block","max_blocks_per_session":1}}`)
	h.fire(narrPrompt("p1"))
	if got := h.fire(narrStop("p1", "Running it now.", "")); !strings.HasPrefix(got, `{"decision":"block"`) {
		t.Fatalf("first = %q", got)
	}
	h.fire(narrPrompt("p2"))
	if got := h.fire(narrStop("p2", "Running it now.", "")); got != narrWarn {
		t.Fatalf("second run past the counter = %q", got)
	}
}

func TestNarrationEscalates(t *testing.T) {
	h := newNarrHarness(t, `{}`)
	for _, pid := range []string{"p1", "p2", "p3"} {
		h.fire(narrPrompt(pid))
		h.fire(narrStop(pid, "Running it now.", ""))
	}
	got := h.fire(narrPrompt("p4"))
	if !strings.Contains(got, "hooktool narration check (CRITICAL): 3 turns in the last 10 minutes") {
		t.Fatalf("escalated context = %q", got)
	}
	// Before the third, the wording is the plain one.
	h2 := newNarrHarness(t, `{}`)
	h2.fire(narrPrompt("p1"))
	h2.fire(narrStop("p1", "Running it now.", ""))
	h2.fire(narrPrompt("p2"))
	h2.fire(narrStop("p2", "Kicking off the build now.", ""))
	got = h2.fire(narrPrompt("p3"))
	if strings.Contains(got, "CRITICAL") || !strings.Contains(got, "the previous turn ended with \\\"Kicking off the build now.\\\"") {
		t.Fatalf("second violation context = %q", got)
	}
}

func TestNarrationTTL(t *testing.T) {
	h := newNarrHarness(t, `{"narration":{"ttl_seconds":60}}`)
	h.fire(narrPrompt("p1"))
	h.fire(narrStop("p1", "Running it now.", ""))
	h.now = h.now.Add(2 * time.Minute)
	if got := h.fire(narrPrompt("p2")); got != "" {
		t.Fatalf("expired violation injected: %q", got)
	}
}

func TestNarrationSubagentApart(t *testing.T) {
	h := newNarrHarness(t, `{}`)
	h.fire(narrPrompt("p1"))
	h.fire(narrPre("p1", "t-main", "")) // the main run called a tool
	sub := `{"hook_event_name":"SubagentStop","session_id":"s1","prompt_id":"p1","agent_id":"a1","agent_type":"Explore","stop_hook_active":false,"last_assistant_message":"Checking the logs now.","background_tasks":[]}`
	want := `{"systemMessage":"action promised without a tool call: Checking the logs now. (subagent Explore a1)"}` + "\n"
	if got := h.fire(sub); got != want {
		t.Fatalf("subagent stop = %q", got)
	}
	if got := h.fire(narrStop("p1", "Running it now.", "")); got != "" {
		t.Fatalf("main stop after its own tool call = %q", got)
	}
	vs := h.violations()
	if len(vs) != 1 || vs[0].Run != "s1|a1|p1" || vs[0].Agent != "a1" {
		t.Fatalf("violations = %+v", vs)
	}
	// The main agent's Agent call completes right after the subagent stops:
	// that must not clear what the subagent promised.
	h.fire(narrPost("p1", "t-main", ""))
	if len(h.violations()) != 1 {
		t.Fatal("the Agent call's PostToolUse cleared the untold subagent violation")
	}
	// Another subagent's tool call does not clear it either.
	h.fire(narrPost("p1", "t-other", "a2"))
	if len(h.violations()) != 1 {
		t.Fatal("another subagent's tool call cleared the violation")
	}
	// The next prompt tells the main agent; its next tool call clears.
	if got := h.fire(narrPrompt("p2")); !strings.Contains(got, "subagent Explore a1 ended its run with") {
		t.Fatalf("prompt = %q", got)
	}
	h.fire(narrPost("p2", "t-main2", ""))
	if len(h.violations()) != 0 {
		t.Fatal("the main agent's tool call after being told did not clear it")
	}
}

func TestNarrationTranscriptFallback(t *testing.T) {
	h := newNarrHarness(t, `{}`)
	h.nar.text = "Running it now."
	h.fire(narrPrompt("p1"))
	ev := `{"hook_event_name":"Stop","session_id":"s1","prompt_id":"p1","transcript_path":"/t/s1.jsonl","stop_hook_active":false}`
	if got := h.fire(ev); got != narrWarn {
		t.Fatalf("stop = %q", got)
	}
	if len(h.nar.reads) != 1 || h.nar.reads[0] != "/t/s1.jsonl#p1" {
		t.Fatalf("reads = %v", h.nar.reads)
	}
	// With last_assistant_message present no file is read.
	h.fire(narrPrompt("p2"))
	h.fire(narrStop("p2", "All done.", `,"transcript_path":"/t/s1.jsonl"`))
	if len(h.nar.reads) != 1 {
		t.Fatalf("read the transcript although last_assistant_message was sent: %v", h.nar.reads)
	}
}

func TestNarrationTranscriptEvidence(t *testing.T) {
	cases := []struct {
		name  string
		setup func(*fakeNarrator)
		warns int
	}{
		{"tool calls in transcript", func(f *fakeNarrator) { f.text, f.toolUses = "Running it now.", 2 }, 0},
		{"missing file", func(f *fakeNarrator) { f.err = fs.ErrNotExist }, 0},
		{"unreadable file", func(f *fakeNarrator) { f.err = fs.ErrPermission }, 1},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			h := newNarrHarness(t, `{}`)
			c.setup(h.nar)
			h.fire(narrPrompt("p1"))
			if got := h.fire(`{"hook_event_name":"Stop","session_id":"s1","prompt_id":"p1","transcript_path":"/t/x.jsonl"}`); got != "" {
				t.Fatalf("stop = %q", got)
			}
			if len(h.warns) != c.warns {
				t.Fatalf("warnings = %v, want %d", h.warns, c.warns)
			}
		})
	}
}

func TestNarrationSubagentTranscript(t *testing.T) {
	h := newNarrHarness(t, `{}`)
	h.nar.text = "Running it now."
	ev := `{"hook_event_name":"SubagentStop","session_id":"s1","prompt_id":"p1","agent_id":"a1","transcript_path":"/t/main.jsonl","agent_transcript_path":"/t/sub.jsonl"}`
	if got := h.fire(ev); !strings.Contains(got, "(subagent a1)") {
		t.Fatalf("stop = %q", got)
	}
	if len(h.nar.reads) != 1 || h.nar.reads[0] != "/t/sub.jsonl#" {
		t.Fatalf("reads = %v, want the subagent's own transcript", h.nar.reads)
	}
}

func TestNarrationSessionStart(t *testing.T) {
	for _, c := range []struct {
		source string
		inject bool
	}{{"resume", true}, {"compact", true}, {"startup", false}, {"clear", false}} {
		t.Run(c.source, func(t *testing.T) {
			h := newNarrHarness(t, `{"context":{"file":""}}`)
			h.fire(narrPrompt("p1"))
			h.fire(narrStop("p1", "Running it now.", ""))
			got := h.fire(`{"hook_event_name":"SessionStart","session_id":"s1","source":"` + c.source + `"}`)
			if strings.Contains(got, narrNoTool) != c.inject {
				t.Fatalf("SessionStart %s = %q", c.source, got)
			}
		})
	}
}

func TestNarrationNoNarrator(t *testing.T) {
	h := newNarrHarness(t, `{}`)
	h.d.Narrator = nil
	h.fire(narrPrompt("p1"))
	if got := h.fire(narrStop("p1", "Running it now.", "")); got != "" {
		t.Fatalf("stop without a narrator = %q", got)
	}
}

package handlers

import (
	"strconv"
	"time"

	"github.com/hookd/hookd/state"
)

// Buckets. Other packages read them through `state show`, `log` and doctor,
// so their names and record shapes are part of hooktool's state format.
const (
	BucketSessions = "sessions" // session id -> SessionRecord
	BucketRuns     = "runs"     // run key -> RunRecord
	BucketRunCalls = "runcalls" // run key + "\x00" + tool_use_id -> "" (dedupes the count)
	BucketCalls    = "calls"    // tool_use_id -> CallRecord (captured in Pre, completed in Post)
	BucketEvents   = "events"   // event name -> last fired (unix ms); session|event too
	BucketQueue    = "queue"    // session + "|" + unix nanos -> context text for the next SessionStart/prompt
	BucketCaught   = "caught"   // session + "|" + unix nanos + "|" + kind -> CaughtRecord
)

// SessionRecord is what hooktool knows of one session.
type SessionRecord struct {
	Turn  int64  `json:"turn"`  // turns started by UserPromptSubmit, for runs without prompt_id
	Cwd   string `json:"cwd"`   // last cwd seen
	Start int64  `json:"start"` // unix ms of the first event seen
	Last  int64  `json:"last"`  // unix ms of the latest event
	Ended bool   `json:"ended"`
}

// RunRecord is one turn of the agent (or of one subagent).
type RunRecord struct {
	Session  string `json:"session"`
	Agent    string `json:"agent,omitempty"`
	Turn     string `json:"turn"` // prompt_id, or "turn-N"
	Start    int64  `json:"start"`
	Last     int64  `json:"last"`
	Calls    int    `json:"calls"`             // distinct tool calls attempted (Pre, Post, Failure or Batch)
	Done     int    `json:"done"`              // completed successfully
	Failed   int    `json:"failed"`            // PostToolUseFailure
	Denied   int    `json:"denied"`            // denied or asked by the guard
	Closed   bool   `json:"closed"`            // Stop/SubagentStop/SessionEnd seen
	Narrated bool   `json:"narrated"`          // the narration guard fired for this run
	Harness  string `json:"harness,omitempty"` // the agent ("codex", "gemini"); empty is Claude Code
}

// CallRecord is one tool call, keyed by tool_use_id.
type CallRecord struct {
	Tool    string `json:"tool"`
	Target  string `json:"target,omitempty"` // the command, file path or pattern
	Run     string `json:"run"`
	Start   int64  `json:"start"`
	End     int64  `json:"end,omitempty"`
	Status  string `json:"status"` // "pending", "ok", "failed", "denied", "asked"
	Bytes   int    `json:"bytes,omitempty"`
	Verdict string `json:"verdict,omitempty"` // guard rule id, when it judged
}

// CaughtRecord is anything a guard caught, for `state show` and `log`.
type CaughtRecord struct {
	Time      int64  `json:"time"` // unix ms
	Kind      string `json:"kind"` // "guard", "narration", ...
	Session   string `json:"session"`
	Run       string `json:"run,omitempty"`
	Agent     string `json:"agent,omitempty"`
	ToolUseID string `json:"tool_use_id,omitempty"`
	Rule      string `json:"rule,omitempty"`
	Decision  string `json:"decision,omitempty"`
	Summary   string `json:"summary"` // what was caught, secrets redacted
}

// runKey names the current run of the event's agent: session, agent ("main"
// for the main agent) and prompt_id or the session's turn counter.
func runKey(ev *Event, tx *state.Tx) string {
	agent := ev.AgentID
	if agent == "" {
		agent = "main"
	}
	return ev.SessionID + "|" + agent + "|" + turnOf(ev, tx)
}

// RunKey is runKey for other packages' handlers.
func RunKey(ev *Event, tx *state.Tx) string { return runKey(ev, tx) }

func turnOf(ev *Event, tx *state.Tx) string {
	if ev.PromptID != "" {
		return ev.PromptID
	}
	s := getJSON[SessionRecord](tx, BucketSessions, ev.SessionID)
	return "turn-" + strconv.FormatInt(s.Turn, 10)
}

// getJSON reads a record; a missing or unreadable one is the zero value.
func getJSON[T any, P interface {
	*T
	record
}](tx *state.Tx, bucket, key string) T {
	var v T
	if b, ok := tx.Get(bucket, key); ok {
		decode(b, P(&v))
	}
	return v
}

// putJSON writes a record.
func putJSON(tx *state.Tx, bucket, key string, v record, ttl time.Duration) error {
	return tx.Put(bucket, key, encode(v), ttl)
}

// sessionTTL keeps a session's record (its turn counter) alive longer than
// run data: sessions idle for hours between prompts.
const sessionTTL = 7 * 24 * time.Hour

// touch records that ev fired: the session's last-seen time and the event's
// last-fired times (global, for doctor; and per session).
func touch(ev *Event, d *Deps, tx *state.Tx) error {
	now := tx.Now().UnixMilli()
	ms := []byte(strconv.FormatInt(now, 10))
	if err := tx.Put(BucketEvents, ev.Name, ms, 0); err != nil {
		return err
	}
	if ev.Harness != "" && ev.Harness != "claude" {
		// Per harness too, for doctor's section of each ("codex:Stop").
		if err := tx.Put(BucketEvents, ev.Harness+":"+ev.Name, ms, 0); err != nil {
			return err
		}
	}
	if ev.SessionID == "" {
		return nil
	}
	if err := tx.Put(BucketEvents, ev.SessionID+"|"+ev.Name, ms, d.ttl()); err != nil {
		return err
	}
	s := getJSON[SessionRecord](tx, BucketSessions, ev.SessionID)
	if s.Start == 0 {
		s.Start = now
	}
	s.Last = now
	if ev.Cwd != "" {
		s.Cwd = ev.Cwd
	}
	return putJSON(tx, BucketSessions, ev.SessionID, &s, sessionTTL)
}

// loadRun returns the run record for key, initialised when new.
func loadRun(ev *Event, tx *state.Tx, key string) RunRecord {
	r := getJSON[RunRecord](tx, BucketRuns, key)
	if r.Session == "" {
		r = RunRecord{Session: ev.SessionID, Agent: ev.AgentID, Turn: turnOf(ev, tx), Start: tx.Now().UnixMilli()}
	}
	if ev.Harness != "" && ev.Harness != "claude" {
		r.Harness = ev.Harness
	}
	r.Last = tx.Now().UnixMilli()
	return r
}

// countCall adds toolUseID to the run's set of calls, once.
func countCall(tx *state.Tx, d *Deps, run *RunRecord, key, toolUseID string) error {
	if toolUseID == "" {
		run.Calls++
		return nil
	}
	idx := key + "\x00" + toolUseID
	if _, seen := tx.Get(BucketRunCalls, idx); seen {
		return nil
	}
	run.Calls++
	return tx.Put(BucketRunCalls, idx, nil, d.ttl())
}

// Caught appends a record of something a guard caught.
func Caught(tx *state.Tx, ttl time.Duration, rec CaughtRecord) error {
	if rec.Time == 0 {
		rec.Time = tx.Now().UnixMilli()
	}
	key := rec.Session + "|" + strconv.FormatInt(tx.Now().UnixNano(), 10) + "|" + rec.Kind
	return putJSON(tx, BucketCaught, key, &rec, ttl)
}

// Queue leaves context for the session's next SessionStart or prompt.
func Queue(tx *state.Tx, ttl time.Duration, session, text string) error {
	return tx.Put(BucketQueue, session+"|"+strconv.FormatInt(tx.Now().UnixNano(), 10), []byte(text), ttl)
}

// drainQueue returns and deletes what was queued for the session.
func drainQueue(tx *state.Tx, session string) ([]string, error) {
	var texts, keys []string
	err := tx.ForEach(BucketQueue, session+"|", func(r state.Record) error {
		texts = append(texts, string(r.Value))
		keys = append(keys, r.Key)
		return nil
	})
	for _, k := range keys {
		if err == nil {
			err = tx.Delete(BucketQueue, k)
		}
	}
	return texts, err
}

package handlers

import (
	"fmt"
	"strconv"
	"strings"
	"time"

	"github.com/tidwall/gjson"

	"github.com/hookd/hookd/config"
	"github.com/hookd/hookd/state"
)

// bucketFails counts failures of the same call within a run.
const bucketFails = "fails"

// target is what a tool call acts on, for the capture record and messages.
func target(ev *Event) string {
	in := ev.Get("tool_input")
	for _, f := range []string{"command", "file_path", "notebook_path", "path", "pattern", "url", "query", "description"} {
		if v := in.Get(f); v.Exists() && v.String() != "" {
			return v.String()
		}
	}
	return ""
}

// preToolUse judges the call (guard, then rewrite), captures it by
// tool_use_id for PostToolUse, and counts it as an attempt of the run. A
// denied call still counts: the model tried.
func preToolUse(ev *Event, d *Deps) (*Reply, error) {
	v := judge(ev, d)
	// The reason quotes the command, and the model and the user both see
	// it: a token in the command must not come back in the reply.
	v.Reason, v.Segment, v.Alternative = d.redact(v.Reason), d.redact(v.Segment), d.redact(v.Alternative)
	d.judged.Store(&v)
	r := &Reply{}
	switch v.Decision {
	case "deny", "ask":
		r.PermissionDecision, r.PermissionDecisionReason = v.Decision, v.Reason
	case "allow":
		r.PermissionDecision, r.PermissionDecisionReason = "allow", v.Reason
		fallthrough
	default:
		if updated, decision, why := rewrite(ev, d, v); updated != nil {
			r.UpdatedInput, r.PermissionDecision, r.PermissionDecisionReason = updated, decision, d.redact(why)
		}
	}
	d.withState(func(tx *state.Tx) error {
		if err := touch(ev, d, tx); err != nil {
			return err
		}
		key := runKey(ev, tx)
		run := loadRun(ev, tx, key)
		if err := countCall(tx, d, &run, key, ev.ToolUseID); err != nil {
			return err
		}
		call := CallRecord{Tool: ev.ToolName, Target: d.redactClip(target(ev), 2000), Run: key, Start: tx.Now().UnixMilli(), Status: "pending", Verdict: v.Rule}
		if v.Decision == "deny" || v.Decision == "ask" {
			run.Denied++
			call.Status = map[string]string{"deny": "denied", "ask": "asked"}[v.Decision]
			seg := v.Segment
			if seg == "" {
				seg = target(ev)
			}
			if err := Caught(tx, d.ttl(), CaughtRecord{
				Kind: "guard", Session: ev.SessionID, Run: key, Agent: ev.AgentID, ToolUseID: ev.ToolUseID,
				Rule: v.Rule, Decision: v.Decision, Summary: d.redactClip(ev.ToolName+": "+seg, 500),
			}); err != nil {
				return err
			}
		}
		if ev.ToolUseID != "" {
			if err := putJSON(tx, BucketCalls, ev.ToolUseID, &call, d.ttl()); err != nil {
				return err
			}
		}
		return putJSON(tx, BucketRuns, key, &run, d.ttl())
	})
	return r, nil
}

// judge runs the guard. A panic inside it never crashes the hook: by default
// the call is put to the user ("ask", fail closed); guard.on_error "allow"
// makes it fail open instead.
func judge(ev *Event, d *Deps) (v Verdict) {
	if d.Guard == nil {
		return Verdict{}
	}
	defer func() {
		if p := recover(); p != nil {
			d.Warn("guard failed on this call: %v", p)
			if trusted(d, "guard.on_error") == "allow" {
				v = Verdict{}
				return
			}
			v = Verdict{Decision: "ask", Rule: "guard-error", Reason: fmt.Sprintf("hooktool: the guard failed on this call (%v), so it asks instead of deciding", p)}
		}
	}()
	return d.Guard(ev)
}

// DefaultBudget bounds one hook answer when hook.budget_ms is not set: far
// inside Claude Code's own hook timeout (600 s), past which the call would go
// ahead with no decision at all and the agent would have stalled meanwhile.
const DefaultBudget = 5 * time.Second

// Budget is how long a handler may take before the hook answers without it.
// It is a trusted setting: a project file that could shorten it would turn
// every guard verdict into an overrun.
func Budget(cfg *config.Config) time.Duration {
	if ms := trusted(&Deps{Config: cfg}, "hook.budget_ms"); ms != "" {
		if n, err := strconv.ParseInt(ms, 10, 64); err == nil && n > 0 {
			// Load raised it to its floor already; again here, so that no
			// path around Load can leave the handlers no time at all.
			return time.Duration(max(n, config.TimeFloor("hook.budget_ms"))) * time.Millisecond
		}
	}
	return DefaultBudget
}

// Overrun is the answer when ev's handler ran past its budget. A tool call
// the guard denied stays denied; one it has not vouched for is put to the
// user, as when the guard fails (guard.on_error "allow" lets it through
// instead). Every other event gets no answer, which Claude Code reads as no
// opinion.
func Overrun(ev *Event, d *Deps, budget time.Duration) []byte {
	if (ev.Name != "PreToolUse" && ev.Name != "PreSkillShellCommand") || d.Guard == nil {
		return nil
	}
	r := &Reply{PermissionDecision: "ask", PermissionDecisionReason: fmt.Sprintf("hooktool: the hook took longer than %v on this call, so it asks instead of deciding", budget)}
	if v := d.judged.Load(); v != nil && v.Decision == "deny" {
		r.PermissionDecision, r.PermissionDecisionReason = "deny", v.Reason
	} else if trusted(d, "guard.on_error") == "allow" {
		return nil
	}
	out, err := r.Encode(ev.Name)
	if err != nil {
		return nil
	}
	return out
}

// finish completes the captured call and returns it with the run.
func finish(ev *Event, d *Deps, tx *state.Tx, status string) (CallRecord, RunRecord, string, error) {
	call := getJSON[CallRecord](tx, BucketCalls, ev.ToolUseID)
	key := call.Run
	if key == "" {
		// No capture (PreToolUse not wired, or its state write failed):
		// count the call under the current run anyway.
		key = runKey(ev, tx)
		call = CallRecord{Tool: ev.ToolName, Target: d.redactClip(target(ev), 2000), Run: key, Start: tx.Now().UnixMilli()}
	}
	run := loadRun(ev, tx, key)
	if err := countCall(tx, d, &run, key, ev.ToolUseID); err != nil {
		return call, run, key, err
	}
	call.End, call.Status = tx.Now().UnixMilli(), status
	if status == "ok" {
		run.Done++
	} else {
		run.Failed++
	}
	if ev.ToolUseID != "" {
		if err := putJSON(tx, BucketCalls, ev.ToolUseID, &call, d.ttl()); err != nil {
			return call, run, key, err
		}
	}
	return call, run, key, putJSON(tx, BucketRuns, key, &run, d.ttl())
}

// postToolUse reads the capture back, records the finished call and, when
// the output was very large, says so. It never sends a decision: a
// PostToolUse hook cannot take back output the model has already seen.
func postToolUse(ev *Event, d *Deps) (*Reply, error) {
	size := outputSize(ev)
	var call CallRecord
	d.withState(func(tx *state.Tx) error {
		if err := touch(ev, d, tx); err != nil {
			return err
		}
		var err error
		if call, _, _, err = finish(ev, d, tx, "ok"); err != nil {
			return err
		}
		return narrationOnToolSuccess(ev, d, tx)
	})
	limit := int64(30000)
	if d.Config != nil {
		if n := d.Config.Get("post.large_output_bytes").Int(); n > 0 {
			limit = n
		}
	}
	if ev.ToolName != "Bash" || int64(size) <= limit {
		return nil, nil
	}
	what := call.Target
	if what == "" {
		what = d.redactClip(target(ev), 2000)
	}
	return &Reply{AdditionalContext: fmt.Sprintf(
		"hooktool: the output of `%s` was %s bytes; Claude Code shows only part of output this long, so details may be missing from what you saw. Narrow the command (a path, a filter, head/tail) or run it as `hooktool reduce -- ...` to see the errors and the end of it.",
		clip(what, 300), commas(size))}, nil
}

// outputSize is the size of what the tool returned. Claude Code (2.1.100
// and 2.1.328 alike) hands the hook a Bash stdout already cut at 30,000
// characters and reports the whole size in persistedOutputSize, so the
// larger of the two is the real size.
func outputSize(ev *Event) int {
	resp := ev.Get("tool_response")
	if ev.ToolName == "Bash" {
		n := len(resp.Get("stdout").String()) + len(resp.Get("stderr").String())
		if p := int(resp.Get("persistedOutputSize").Int()); p > n {
			n = p
		}
		return n
	}
	return len(resp.Raw)
}

// postToolUseFailure records the failure and, when the same call has now
// failed more than once in this run, tells the model so.
func postToolUseFailure(ev *Event, d *Deps) (*Reply, error) {
	var n int64
	var what string
	d.withState(func(tx *state.Tx) error {
		if err := touch(ev, d, tx); err != nil {
			return err
		}
		call, _, key, err := finish(ev, d, tx, "failed")
		if err != nil {
			return err
		}
		what = call.Target
		if ev.Get("is_interrupt").Bool() {
			return nil
		}
		n, err = tx.Incr(bucketFails, key+"\x00"+ev.ToolName+"\x00"+call.Target, 1, d.ttl())
		return err
	})
	if n < 2 || (d.Config != nil && d.Config.Get("post.repeat_failure_context").Exists() && !d.Config.Get("post.repeat_failure_context").Bool()) {
		return nil, nil
	}
	return &Reply{AdditionalContext: fmt.Sprintf(
		"hooktool: this %s call has failed %d times in this turn: `%s`. Repeating it unchanged is unlikely to help; read the error and change the approach.",
		ev.ToolName, n, clip(what, 300))}, nil
}

// maxBatchIndex bounds how many calls of one batch are indexed by
// tool_use_id (so PostToolUse does not count them again). A real batch is a
// handful of parallel calls; a 16 MiB payload of 160,000 would otherwise be
// as many writes in one transaction and tens of MiB of state. Calls past it
// are counted without an index.
const maxBatchIndex = 512

// postToolBatch counts every call of the batch under the run: some clients
// fire it where per-call events went missing.
func postToolBatch(ev *Event, d *Deps) (*Reply, error) {
	d.withState(func(tx *state.Tx) error {
		if err := touch(ev, d, tx); err != nil {
			return err
		}
		key := runKey(ev, tx)
		run := loadRun(ev, tx, key)
		var err error
		n := 0
		ev.Get("tool_calls").ForEach(func(_, c gjson.Result) bool {
			n++
			if n > maxBatchIndex {
				run.Calls++ // counted, not indexed: see maxBatchIndex
				return true
			}
			err = countCall(tx, d, &run, key, c.Get("tool_use_id").String())
			return err == nil
		})
		if err != nil {
			return err
		}
		return putJSON(tx, BucketRuns, key, &run, d.ttl())
	})
	return nil, nil
}

func (d *Deps) redact(s string) string {
	if d.Redact == nil {
		return s
	}
	return d.Redact(s)
}

// redactMargin is how far past a cut redactClip still looks: a secret that
// starts before the cut and is shorter than this is found whole, so no
// prefix of it survives the cut. Private keys in PEM are the longest.
const redactMargin = 8 << 10

// redactClip is clip(d.redact(s), n) without scanning all of s: a 16 MiB
// command costs one bounded scan, not a pass of every rule over all of it.
func (d *Deps) redactClip(s string, n int) string {
	if len(s) > n+redactMargin {
		s = s[:n+redactMargin]
		for len(s) > n && !utf8RuneStart(s[len(s)-1]) {
			s = s[:len(s)-1]
		}
	}
	return clip(d.redact(s), n)
}

// clip shortens s to n bytes on a rune boundary, marking the cut.
func clip(s string, n int) string {
	if len(s) <= n {
		return s
	}
	for n > 0 && !utf8RuneStart(s[n]) {
		n--
	}
	return s[:n] + "…"
}

func utf8RuneStart(b byte) bool { return b&0xC0 != 0x80 }

func itoa(n int64) string { return fmt.Sprint(n) }

// commas formats n with thousands separators.
func commas(n int) string {
	s := fmt.Sprint(n)
	var b strings.Builder
	for i, c := range s {
		if i > 0 && (len(s)-i)%3 == 0 {
			b.WriteByte(',')
		}
		b.WriteRune(c)
	}
	return b.String()
}

// trusted reads a setting the agent must not be able to relax: only the
// user's own file (or the embedded default) counts, never the project file
// or HOOKTOOL_CONFIG, which an agent can write.
func trusted(d *Deps, path string) string {
	if d.Config == nil {
		return ""
	}
	for _, name := range []string{config.LayerUser, config.LayerDefault} {
		if l, ok := d.Config.Layer(name); ok {
			if v := gjson.GetBytes(l.Data, path); v.Exists() {
				return v.String()
			}
		}
	}
	return ""
}

package handlers

import (
	"errors"
	"fmt"
	"io/fs"
	"strconv"
	"strings"
	"time"
	"unicode/utf8"

	"github.com/hookd/hookd/state"
)

// The narration guard catches a turn that ends by promising an action
// ("Running it now.") without having called any tool. The handlers call the
// three hook points below at fixed places; this file owns what they do.
//
//   - Stop / SubagentStop: a promise and zero tool calls in the run is a
//     violation, recorded with a TTL (and in BucketCaught). warn mode shows
//     the user a systemMessage; block mode sends the turn back with a reason,
//     at most once per run, never while stop_hook_active or background tasks
//     run, and at most narration.max_blocks_per_session times.
//   - UserPromptSubmit / SessionStart (resume, compact): violations the model
//     has not been told of become additionalContext, stronger once
//     narration.escalate_after violations are live.
//   - PostToolUse: a successful tool call clears the agent's own violations,
//     and the main agent's clear a subagent's once the main agent was told.

// BucketNarration holds violations ("v|" + session + "|" + unix nanos ->
// Violation) and per-session block counters ("b|" + session).
const BucketNarration = "narration"

// Narration is the Caught kind and rule of the guard's records.
const (
	NarrationKind = "narration"
	NarrationRule = "promise-without-tool"
)

// Messages. They are part of hooktool's interface (tests and the e2e suite
// assert them), so change them deliberately.
const (
	// NarrationWarning is the Stop systemMessage prefix; the sentence follows.
	NarrationWarning = "action promised without a tool call: "
	narrationTag     = "hooktool narration check"
)

// Narrator finds promises of action. The command layer injects package
// narrate's detector for Stop and SubagentStop; nil disables the guard.
type Narrator interface {
	// Promise returns the sentence in which text ends by promising an
	// action, or "".
	Promise(text string) string
	// LastTurn reads the final assistant text of the turn promptID ("" for
	// the latest) from the end of a transcript, and how many tool calls
	// the transcript shows in that turn.
	LastTurn(path, promptID string) (text string, toolUses int, err error)
}

// Violation is one turn that promised an action and called no tool.
type Violation struct {
	Time      int64  `json:"time"` // unix ms
	Session   string `json:"session"`
	Run       string `json:"run"`
	Agent     string `json:"agent,omitempty"`
	AgentType string `json:"agent_type,omitempty"`
	Sentence  string `json:"sentence"`
	Blocked   bool   `json:"blocked,omitempty"` // Stop sent the turn back
	Told      bool   `json:"told,omitempty"`    // the model has been told (block reason or context)
}

// blockCounterTTL keeps the per-session block counter for a working day: it
// is a loop guard, and a session that hit it should stay quiet.
const blockCounterTTL = 24 * time.Hour

// narrationConf is the guard's configuration, read once per event.
type narrationConf struct {
	mode      string // "warn", "block" or "off"
	ttl       time.Duration
	escalate  int
	maxBlocks int64
}

func narrationConfig(d *Deps) narrationConf {
	c := narrationConf{mode: "warn", ttl: 600 * time.Second, escalate: 3, maxBlocks: 5}
	if d.Config == nil {
		return c
	}
	switch m := d.Config.Get("narration.mode").String(); m {
	case "warn", "block", "off":
		c.mode = m
	case "":
	default:
		d.Warn("narration.mode %q is not warn, block or off; using warn", m)
	}
	if s := d.Config.Get("narration.ttl_seconds").Int(); s > 0 {
		c.ttl = time.Duration(s) * time.Second
	}
	if n := d.Config.Get("narration.escalate_after").Int(); n > 0 {
		c.escalate = int(n)
	}
	if v := d.Config.Get("narration.max_blocks_per_session"); v.Exists() {
		c.maxBlocks = v.Int()
	}
	return c
}

// narrationAtStop runs inside Stop/SubagentStop's state transaction, after
// the run's counts are final. It may fill r (systemMessage, or a block).
func narrationAtStop(ev *Event, d *Deps, tx *state.Tx, run *RunRecord, r *Reply) error {
	if run.Calls > 0 || d.Narrator == nil {
		return nil
	}
	c := narrationConfig(d)
	if c.mode == "off" {
		return nil
	}
	text := finalText(ev, d)
	if text == "" {
		return nil
	}
	sentence := d.Narrator.Promise(text)
	if sentence == "" {
		return nil
	}
	sentence = d.redactClip(sentence, 300)
	key := runKey(ev, tx)
	v := Violation{
		Time: tx.Now().UnixMilli(), Session: ev.SessionID, Run: key, Agent: ev.AgentID,
		AgentType: ev.Get("agent_type").String(), Sentence: sentence,
	}
	decision := "warn"
	if c.mode == "block" && !run.Narrated && mayBlock(ev) {
		n, err := tx.Incr(BucketNarration, "b|"+ev.SessionID, 1, blockCounterTTL)
		if err != nil {
			return err
		}
		if n <= c.maxBlocks {
			decision, v.Blocked, v.Told = "block", true, true
			r.Decision, r.Reason = "block", blockReason(sentence)
		}
	}
	if decision == "warn" {
		r.SystemMessage = NarrationWarning + sentence + subagentNote(v)
	}
	run.Narrated = true
	if err := putJSON(tx, BucketNarration, "v|"+ev.SessionID+"|"+strconv.FormatInt(tx.Now().UnixNano(), 10), &v, c.ttl); err != nil {
		return err
	}
	return Caught(tx, d.ttl(), CaughtRecord{
		Kind: NarrationKind, Session: ev.SessionID, Run: key, Agent: ev.AgentID,
		Rule: NarrationRule, Decision: decision, Summary: sentence,
	})
}

// mayBlock is false where a Stop block could loop or cut off work: a
// continuation already caused by a Stop hook, or background tasks running
// (reference/claude-code-hooks.md 5.4, P15).
func mayBlock(ev *Event) bool {
	if ev.Get("stop_hook_active").Bool() {
		return false
	}
	bg := ev.Get("background_tasks")
	return !bg.IsArray() || len(bg.Array()) == 0
}

// finalText is the turn's final assistant text: last_assistant_message when
// the client sends it (2.1.47+; no file is read then), else the tail of the
// transcript. Evidence of tool calls in the transcript means hooktool's own
// count missed them (hooks wired for Stop only), so there is nothing to say.
func finalText(ev *Event, d *Deps) string {
	if m := ev.Get("last_assistant_message"); m.Exists() {
		return m.String()
	}
	path, promptID := ev.TranscriptPath, ev.PromptID
	if ev.Name == "SubagentStop" {
		// transcript_path is the main session's; the subagent has its own.
		path, promptID = ev.Get("agent_transcript_path").String(), ""
	}
	if path == "" {
		return ""
	}
	if rest, ok := strings.CutPrefix(path, "~/"); ok {
		home := d.Getenv("HOME")
		if home == "" {
			return ""
		}
		path = strings.TrimRight(home, "/") + "/" + rest
	}
	text, tools, err := d.Narrator.LastTurn(path, promptID)
	if err != nil {
		if !errors.Is(err, fs.ErrNotExist) {
			d.Warn("narration: cannot read the transcript: %v", err)
		}
		return ""
	}
	if tools > 0 {
		return ""
	}
	return text
}

func blockReason(sentence string) string {
	return narrationTag + ": this turn announced an action (\"" + sentence + "\") but called no tool, so nothing was done. " +
		"Make the tool call now, or tell the user plainly that you did not do it."
}

func subagentNote(v Violation) string {
	if v.Agent == "" {
		return ""
	}
	return " (subagent " + agentName(v) + ")"
}

func agentName(v Violation) string {
	if v.AgentType != "" {
		return v.AgentType + " " + v.Agent
	}
	return v.Agent
}

// narrationAtPrompt runs inside UserPromptSubmit's transaction (and
// SessionStart's, for resume/compact); it returns context for the model:
// the violations it has not been told of, once each.
func narrationAtPrompt(ev *Event, d *Deps, tx *state.Tx) (string, error) {
	if ev.SessionID == "" {
		return "", nil
	}
	c := narrationConfig(d)
	if c.mode == "off" {
		return "", nil
	}
	type pending struct {
		key string
		v   Violation
		ttl time.Duration
	}
	var live int
	var untold []pending
	err := tx.ForEach(BucketNarration, "v|"+ev.SessionID+"|", func(rec state.Record) error {
		var v Violation
		if !decodeValid(rec.Value, &v) {
			return nil
		}
		live++
		if !v.Told {
			untold = append(untold, pending{rec.Key, v, rec.Expires.Sub(tx.Now())})
		}
		return nil
	})
	if err != nil || len(untold) == 0 {
		return "", err
	}
	for _, p := range untold {
		p.v.Told = true
		if p.ttl <= 0 {
			p.ttl = time.Second
		}
		if err := putJSON(tx, BucketNarration, p.key, &p.v, p.ttl); err != nil {
			return "", err
		}
	}
	vs := make([]Violation, len(untold))
	for i, p := range untold {
		vs[i] = p.v
	}
	return narrationContext(vs, live, c), nil
}

// narrationContext states the facts for the model: which sentences, that no
// tool ran, what to do. Facts rather than commands, per the guidance on
// additionalContext (reference/claude-code-hooks.md 3.9).
func narrationContext(vs []Violation, live int, c narrationConf) string {
	latest := vs[len(vs)-1]
	if live >= c.escalate {
		return fmt.Sprintf("%s (CRITICAL): %d turns in the last %s ended by announcing an action without calling any tool; "+
			"none of those actions happened. The latest: %s An action counts only when the tool call for it is made in the same turn. "+
			"Either make the tool call now or tell the user plainly that it was not done.",
			narrationTag, live, span(c.ttl), quoted(latest))
	}
	if len(vs) == 1 {
		return fmt.Sprintf("%s: %s, so that action was not carried out. "+
			"If it is still wanted, make the tool call now; otherwise tell the user plainly that it was not done.",
			narrationTag, what(latest))
	}
	var b strings.Builder
	fmt.Fprintf(&b, "%s: %d turns ended by announcing an action and called no tool, so these actions were not carried out:", narrationTag, len(vs))
	for _, v := range vs {
		fmt.Fprintf(&b, "\n- %s", quoted(v))
	}
	b.WriteString("\nIf they are still wanted, make the tool calls now; otherwise tell the user plainly that they were not done.")
	return b.String()
}

// what says what happened, for one violation.
func what(v Violation) string {
	if v.Agent != "" {
		return "subagent " + agentName(v) + " ended its run with \"" + v.Sentence + "\" and called no tool in that run"
	}
	return "the previous turn ended with \"" + v.Sentence + "\" and no tool was called in that turn"
}

// quoted is the sentence in quotes, with its subagent, closed by a period.
func quoted(v Violation) string {
	s := "\"" + v.Sentence + "\"" + subagentNote(v)
	if r, _ := utf8.DecodeLastRuneInString(v.Sentence); v.Agent != "" || !strings.ContainsRune(".!?:…", r) {
		s += "."
	}
	return s
}

// span renders a TTL for a sentence: "10 minutes", "90 seconds".
func span(d time.Duration) string {
	if d >= time.Minute && d%time.Minute == 0 {
		if d == time.Minute {
			return "minute"
		}
		return strconv.Itoa(int(d/time.Minute)) + " minutes"
	}
	return strconv.Itoa(int(d/time.Second)) + " seconds"
}

// narrationOnToolSuccess runs inside PostToolUse's transaction: a tool that
// ran clears a pending violation for the session. An agent's tool calls
// clear its own violations; the main agent's also clear a subagent's once
// the main agent has been told of it. Not before: the main agent's Agent
// call completes (PostToolUse) right after the subagent stopped, and must
// not wipe what the subagent just promised.
func narrationOnToolSuccess(ev *Event, d *Deps, tx *state.Tx) error {
	if ev.SessionID == "" {
		return nil
	}
	var keys []string
	err := tx.ForEach(BucketNarration, "v|"+ev.SessionID+"|", func(rec state.Record) error {
		var v Violation
		if !decodeValid(rec.Value, &v) || v.Agent == ev.AgentID || (ev.AgentID == "" && v.Told) {
			keys = append(keys, rec.Key)
		}
		return nil
	})
	for _, k := range keys {
		if err == nil {
			err = tx.Delete(BucketNarration, k)
		}
	}
	return err
}

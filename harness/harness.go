package harness

import (
	"bytes"

	"github.com/tidwall/gjson"

	"github.com/hookd/hookd/agents/copilot"
	"github.com/hookd/hookd/agents/opencode"
	"github.com/hookd/hookd/internal/jsonw"
)

// The harnesses hooktool serves. Claude is the identity adapter.
const (
	Claude   = "claude"
	Codex    = "codex"
	Gemini   = "gemini"
	Pi       = "pi"
	OpenClaw = "openclaw"
	OpenCode = opencode.Name
	Copilot  = copilot.Name
)

// Names lists the harnesses, Claude Code first.
func Names() []string { return []string{Claude, Codex, Gemini, Pi, OpenClaw, OpenCode, Copilot} }

// InProcess reports whether h loads hooks as in-process plugins (Pi's
// extensions, OpenClaw's and OpenCode's plugins) that call hooktool, rather
// than running a command per event from its config.
func InProcess(h string) bool { return h == Pi || h == OpenClaw || h == OpenCode }

// Valid reports whether name is a harness hooktool has an adapter for.
func Valid(name string) bool {
	switch name {
	case Claude, Codex, Gemini, Pi, OpenClaw, OpenCode, Copilot:
		return true
	}
	return false
}

// Decode turns h's hook payload into the payload hooktool's handlers read.
// It returns raw itself for Claude Code, and for a payload it cannot read
// (the handlers' own decoder reports that). event is the harness's own
// event name, for Encode.
func Decode(h string, raw []byte) (out []byte, event string) {
	return DecodeEvent(h, raw, "")
}

// DecodeEvent is Decode for a harness whose payload does not name its
// event (Copilot CLI): the hook command names it instead.
func DecodeEvent(h string, raw []byte, named string) (out []byte, event string) {
	if h == Copilot {
		return copilot.Decode(raw, named), named
	}
	if h == Claude || h == "" || !gjson.ValidBytes(raw) {
		return raw, ""
	}
	root := gjson.ParseBytes(raw)
	if !root.IsObject() {
		return raw, ""
	}
	event = root.Get("hook_event_name").String()
	switch h {
	case Codex:
		return decodeCodex(raw, root, event), event
	case Gemini:
		return decodeGemini(raw, root, event), event
	case Pi, OpenClaw, OpenCode:
		return decodePlugin(h, raw, root, event), event
	}
	return raw, event
}

// Answer is what the hook process does for one event: stdout, exit code.
type Answer struct {
	Stdout []byte
	Code   int
}

// Encode turns the handlers' reply to event (Claude Code's shape, nil for
// silence) into h's reply. event is the harness's own event name (from
// Decode). A reply it cannot read becomes silence: hooktool fails open.
func Encode(h, event string, reply []byte) Answer { return encode(h, event, reply, true) }

// Asks reports whether the handlers' reply asks the user about a call.
func Asks(reply []byte) bool {
	return len(reply) > 0 && gjson.GetBytes(reply, "hookSpecificOutput.permissionDecision").String() == "ask"
}

// NoAskNote ends the reason of an ask turned into a deny.
const NoAskNote = " (hooktool would ask you about this call, but this run has no one to ask: refused)"

// EncodeNoAsk is Encode for a run whose client cannot put a question to
// the user (a headless or print-mode run, CI): an ask becomes a deny that
// carries hooktool's reason, so the run never waits on a verdict.
func EncodeNoAsk(h, event string, reply []byte) Answer { return encode(h, event, reply, false) }

func encode(h, event string, reply []byte, canAsk bool) Answer {
	if !canAsk && Asks(reply) {
		reply = askToDeny(reply)
	}
	if h == Claude || h == "" || len(reply) == 0 {
		return Answer{Stdout: reply}
	}
	if !gjson.ValidBytes(reply) {
		return Answer{}
	}
	if h == Copilot {
		return Answer{Stdout: copilot.Encode(event, reply)}
	}
	r := parseReply(reply)
	var out []byte
	switch h {
	case Codex:
		out = encodeCodex(event, r)
	case Gemini:
		out = encodeGemini(event, r)
	case Pi, OpenClaw, OpenCode:
		out = encodePlugin(r)
	default:
		out = reply
	}
	return Answer{Stdout: out}
}

// reply is the handlers' answer, read once.
type reply struct {
	systemMessage string
	decision      string // "block" or ""
	reason        string
	permission    string // PreToolUse: allow, deny, ask
	permReason    string
	updatedInput  string // raw JSON object
	context       string // additionalContext
}

func parseReply(b []byte) reply {
	root := gjson.ParseBytes(b)
	hso := root.Get("hookSpecificOutput")
	r := reply{
		systemMessage: root.Get("systemMessage").String(),
		decision:      root.Get("decision").String(),
		reason:        root.Get("reason").String(),
		permission:    hso.Get("permissionDecision").String(),
		permReason:    hso.Get("permissionDecisionReason").String(),
		context:       hso.Get("additionalContext").String(),
	}
	if u := hso.Get("updatedInput"); u.IsObject() {
		r.updatedInput = u.Raw
	}
	return r
}

// ClaudeEvent is the Claude Code event a harness event becomes, "" for one
// hooktool does not handle. Doctor uses it to list what an install wires.
func ClaudeEvent(h, event string) string {
	switch h {
	case Gemini:
		return geminiEvent(event)
	case Pi:
		return piEvent(event)
	case OpenClaw:
		return openclawEvent(event)
	case OpenCode:
		return opencode.Event(event)
	case Copilot:
		return copilot.Event(event)
	}
	return event
}

// Events lists the events hooktool wires for h, in h's names.
func Events(h string) []string {
	var out []string
	for _, w := range Wiring(h) {
		out = append(out, w.Event)
	}
	return out
}

// KnownEvents lists every event name h's tested version defines, wired by
// hooktool or not; doctor calls any other name in a config unknown.
func KnownEvents(h string) []string {
	switch h {
	case Codex:
		return []string{"SessionStart", "UserPromptSubmit", "PreToolUse", "PermissionRequest", "PostToolUse", "PreCompact", "PostCompact", "SubagentStart", "SubagentStop", "Stop", "SessionEnd", "Interrupt"}
	case Gemini:
		return []string{"BeforeTool", "AfterTool", "BeforeAgent", "AfterAgent", "SessionStart", "SessionEnd", "PreCompress", "Notification", "BeforeModel", "AfterModel", "BeforeToolSelection"}
	case Copilot:
		return copilot.KnownEvents()
	}
	return nil
}

// members edits the top level of a JSON object: set replaces a member's
// value in place or adds it at the front, where it wins over any later
// duplicate (the handlers' decoder takes the first occurrence).
type members struct {
	raw  []byte
	root gjson.Result
	add  []byte // new members, each followed by a comma
	sets []splice
}

type splice struct {
	at, end int
	val     string
}

func edit(raw []byte, root gjson.Result) *members { return &members{raw: raw, root: root} }

// set gives key the JSON value val.
func (m *members) set(key, val string) {
	var hit gjson.Result
	m.root.ForEach(func(k, v gjson.Result) bool {
		if k.Str == key {
			hit = v
			return false
		}
		return true
	})
	if hit.Index > 0 && hit.Raw != "" {
		m.sets = append(m.sets, splice{at: hit.Index, end: hit.Index + len(hit.Raw), val: val})
		return
	}
	m.add = jsonw.AppendString(m.add, key)
	m.add = append(m.add, ':')
	m.add = append(m.add, val...)
	m.add = append(m.add, ',')
}

// setString gives key the string value s.
func (m *members) setString(key, s string) { m.set(key, string(jsonw.AppendString(nil, s))) }

// bytes returns the edited object.
func (m *members) bytes() []byte {
	if len(m.add) == 0 && len(m.sets) == 0 {
		return m.raw
	}
	out := make([]byte, 0, len(m.raw)+len(m.add)+64)
	open := bytes.IndexByte(m.raw, '{')
	pos := open + 1
	out = append(out, m.raw[:pos]...)
	if len(m.add) > 0 {
		out = append(out, m.add...)
		// The object may have had no members: drop the trailing comma.
		if rest := bytes.TrimSpace(m.raw[pos:]); bytes.HasPrefix(rest, []byte("}")) {
			out = out[:len(out)-1]
		}
	}
	// Splices are applied in order of position.
	for len(m.sets) > 0 {
		i := 0
		for j := range m.sets {
			if m.sets[j].at < m.sets[i].at {
				i = j
			}
		}
		s := m.sets[i]
		m.sets = append(m.sets[:i], m.sets[i+1:]...)
		if s.at < pos {
			continue
		}
		out = append(out, m.raw[pos:s.at]...)
		out = append(out, s.val...)
		pos = s.end
	}
	return append(out, m.raw[pos:]...)
}

// object writes one reply object; empty strings are left out, and an
// empty object is no reply at all (nil).
type object struct{ jsonw.Object }

func (o *object) str(k, v string) {
	if v != "" {
		o.Str(k, v)
	}
}

func (o *object) raw(k, v string) { o.Raw(k, []byte(v)) }

func (o *object) bytes() []byte {
	if o.Len() == 0 {
		return nil
	}
	return o.Close()
}

// line is o as the one line a hook writes on stdout, nil when empty.
func (o *object) line() []byte {
	b := o.bytes()
	if b == nil {
		return nil
	}
	return append(b, '\n')
}

// Wire is one event an install wires for a harness, with the timeout in
// that harness's own unit (Unit).
type Wire struct {
	Event   string
	Matcher string
	Timeout int
}

// Unit is the unit of a harness's hook timeout.
func Unit(h string) string {
	if h == Gemini {
		return "ms"
	}
	return "s"
}

// Wiring lists what install writes for h: every event hooktool handles
// there, tool events for every tool ("*"). Codex clamps SessionEnd to a few
// seconds; Gemini does not wait for SessionEnd at all.
func Wiring(h string) []Wire {
	switch h {
	case Codex:
		return []Wire{
			{"SessionStart", "", 10}, {"UserPromptSubmit", "", 10},
			{"PreToolUse", "*", 10}, {"PermissionRequest", "*", 10}, {"PostToolUse", "*", 10},
			{"PreCompact", "", 10}, {"SubagentStart", "", 5}, {"SubagentStop", "", 10},
			{"Stop", "", 10}, {"SessionEnd", "", 2},
		}
	case Gemini:
		return []Wire{
			{"SessionStart", "", 10000}, {"BeforeAgent", "", 10000},
			{"BeforeTool", "*", 10000}, {"AfterTool", "*", 10000},
			{"AfterAgent", "", 10000}, {"PreCompress", "", 10000},
			{"Notification", "", 5000}, {"SessionEnd", "", 2000},
		}
	}
	return nil
}

// askToDeny rewrites the handlers' ask into a deny whose reason says why.
func askToDeny(reply []byte) []byte {
	root := gjson.ParseBytes(reply)
	hso := root.Get("hookSpecificOutput")
	var h object
	h.str("hookEventName", hso.Get("hookEventName").String())
	h.str("permissionDecision", "deny")
	h.str("permissionDecisionReason", hso.Get("permissionDecisionReason").String()+NoAskNote)
	h.str("additionalContext", hso.Get("additionalContext").String())
	m := edit(reply, root)
	m.set("hookSpecificOutput", string(h.bytes()))
	return m.bytes()
}

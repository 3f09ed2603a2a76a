package harness

import (
	"github.com/tidwall/gjson"

	"github.com/hookd/hookd/agents/codex"
	"github.com/hookd/hookd/agents/contract"
	"github.com/hookd/hookd/agents/copilot"
	"github.com/hookd/hookd/agents/gemini"
	"github.com/hookd/hookd/agents/openclaw"
	"github.com/hookd/hookd/agents/opencode"
	"github.com/hookd/hookd/agents/pi"
)

// AskAsDeny starts the reason of a guard "ask" in a harness whose hooks
// cannot ask the user.
const AskAsDeny = contract.AskAsDeny

// The harnesses hooktool serves. Claude is the identity adapter.
const (
	Claude   = "claude"
	Codex    = codex.Name
	Gemini   = gemini.Name
	Pi       = pi.Name
	OpenClaw = openclaw.Name
	OpenCode = opencode.Name
	Copilot  = copilot.Name
)

// Names lists the harnesses, Claude Code first.
func Names() []string { return []string{Claude, Codex, Gemini, Pi, OpenClaw, OpenCode, Copilot} }

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
		return codex.Decode(raw, root, event), event
	case Gemini:
		return gemini.Decode(raw, root, event), event
	case OpenClaw:
		return openclaw.Decode(raw, root, event), event
	case Pi, OpenCode:
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
	r := contract.Parse(reply)
	var out []byte
	switch h {
	case Codex:
		out = codex.Encode(event, r)
	case Gemini:
		out = gemini.Encode(event, r)
	case OpenClaw:
		out = openclaw.Encode(r)
	case Pi, OpenCode:
		out = contract.EncodePlugin(r)
	default:
		out = reply
	}
	return Answer{Stdout: out}
}

// askToDeny rewrites the handlers' ask into a deny whose reason says why.
func askToDeny(reply []byte) []byte {
	root := gjson.ParseBytes(reply)
	hso := root.Get("hookSpecificOutput")
	var h contract.Object
	h.Text("hookEventName", hso.Get("hookEventName").String())
	h.Text("permissionDecision", "deny")
	h.Text("permissionDecisionReason", hso.Get("permissionDecisionReason").String()+NoAskNote)
	h.Text("additionalContext", hso.Get("additionalContext").String())
	m := contract.Edit(reply, root)
	m.Set("hookSpecificOutput", string(h.Bytes()))
	return m.Bytes()
}

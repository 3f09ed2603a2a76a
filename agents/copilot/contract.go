package copilot

import (
	"hash/fnv"
	"strconv"

	"github.com/tidwall/gjson"

	"github.com/hookd/hookd/internal/jsonw"
)

// Name is the agent's name on hooktool's command line and in its state.
const Name = "copilot"

// Event is the Claude Code event a Copilot hook event becomes, "" for one
// hooktool does not handle (errorOccurred, notification, permissionRequest,
// preMcpToolCall, userPromptTransformed, subagentStart).
func Event(event string) string {
	switch event {
	case "sessionStart":
		return "SessionStart"
	case "userPromptSubmitted":
		return "UserPromptSubmit"
	case "preToolUse":
		return "PreToolUse"
	case "postToolUse":
		return "PostToolUse"
	case "postToolUseFailure":
		return "PostToolUseFailure"
	case "agentStop":
		return "Stop"
	case "subagentStop":
		return "SubagentStop"
	case "preCompact":
		return "PreCompact"
	case "sessionEnd":
		return "SessionEnd"
	}
	return ""
}

// Events lists the events install wires, in Copilot's names.
func Events() []string {
	return []string{"sessionStart", "userPromptSubmitted", "preToolUse", "postToolUse",
		"postToolUseFailure", "agentStop", "subagentStop", "preCompact", "sessionEnd"}
}

// KnownEvents lists every event Copilot CLI 1.0.102 defines; doctor calls
// any other name in a hooks file unknown.
func KnownEvents() []string {
	return []string{"sessionStart", "sessionEnd", "userPromptSubmitted", "userPromptTransformed",
		"preToolUse", "preMcpToolCall", "postToolUse", "postToolUseFailure", "errorOccurred",
		"agentStop", "subagentStop", "subagentStart", "preCompact", "permissionRequest", "notification"}
}

// Decode turns Copilot's payload for event into the payload hooktool's
// handlers read. A payload it cannot read comes back as it is (the
// handlers' decoder reports it); an event hooktool does not handle becomes
// one the handlers do not know, which they answer with silence.
func Decode(raw []byte, event string) []byte {
	name := Event(event)
	if name == "" && event != "" {
		// An event hooktool does not handle: named as Copilot names it,
		// so the hook stays silent (exit 0) instead of failing to read it.
		var o jsonw.Object
		o.Str("hook_event_name", event)
		return o.Close()
	}
	if name == "" || !gjson.ValidBytes(raw) {
		return raw
	}
	root := gjson.ParseBytes(raw)
	if !root.IsObject() {
		return raw
	}
	var o jsonw.Object
	o.Str("hook_event_name", name)
	str := func(k, from string) {
		if v := root.Get(from); v.Type == gjson.String {
			o.Str(k, v.Str)
		}
	}
	str("session_id", "sessionId")
	str("cwd", "cwd")
	str("transcript_path", "transcriptPath")
	str("agent_id", "agentId")
	str("agent_type", "agentType")
	switch name {
	case "SessionStart":
		src := root.Get("source").String()
		if src == "new" || src == "" {
			src = "startup"
		}
		o.Str("source", src)
	case "UserPromptSubmit":
		str("prompt", "prompt")
	case "PreToolUse", "PostToolUse", "PostToolUseFailure":
		tool(&o, root)
		if name == "PostToolUse" {
			if r := root.Get("toolResult"); r.IsObject() {
				var t jsonw.Object
				if s := r.Get("textResultForLlm"); s.Type == gjson.String {
					t.Str("stdout", s.Str)
				}
				o.Raw("tool_response", t.Close())
			}
		}
		if name == "PostToolUseFailure" {
			str("error", "error")
		}
	case "Stop", "SubagentStop":
		o.Raw("stop_hook_active", []byte(strconv.FormatBool(root.Get("stop_hook_active").Bool())))
	case "PreCompact":
		o.Str("trigger", orDefault(root.Get("trigger").String(), "auto"))
	case "SessionEnd":
		o.Str("reason", orDefault(root.Get("reason").String(), "other"))
	}
	return o.Close()
}

// tool writes tool_name, tool_input and tool_use_id for a tool event,
// mapping Copilot's built-in tools onto the ones the guard knows: bash is
// Bash; write_bash types into a running shell session, so what it types is
// judged as a command line; create, edit and view are Write, Edit and Read
// by path.
func tool(o *jsonw.Object, root gjson.Result) {
	in := root.Get("toolArgs")
	if in.Type == gjson.String && gjson.Valid(in.Str) {
		// Earlier versions sent the arguments as a JSON string.
		in = gjson.Parse(in.Str)
	}
	args := in.Raw
	if !in.IsObject() {
		args = "{}"
	}
	name := root.Get("toolName").String()
	switch name {
	case "bash":
		o.Str("tool_name", "Bash")
		o.Raw("tool_input", []byte(args))
	case "write_bash":
		var t jsonw.Object
		t.Str("command", in.Get("input").String())
		o.Str("tool_name", "Bash")
		o.Raw("tool_input", t.Close())
	case "create", "edit", "view":
		tool := map[string]string{"create": "Write", "edit": "Edit", "view": "Read"}[name]
		var t jsonw.Object
		t.Str("file_path", in.Get("path").String())
		if name == "create" {
			t.Str("content", in.Get("file_text").String())
		}
		if name == "edit" {
			t.Str("old_string", in.Get("old_str").String())
			t.Str("new_string", in.Get("new_str").String())
		}
		o.Str("tool_name", tool)
		o.Raw("tool_input", t.Close())
	case "grep", "glob":
		o.Str("tool_name", map[string]string{"grep": "Grep", "glob": "Glob"}[name])
		o.Raw("tool_input", []byte(args))
	default:
		o.Str("tool_name", name)
		o.Raw("tool_input", []byte(args))
	}
	// Copilot sends no call id: one made of the call itself lets
	// PostToolUse find what PreToolUse captured (the same call made twice
	// in a session shares it, as in Gemini CLI).
	id := root.Get("toolCallId").String()
	if id == "" {
		h := fnv.New64a()
		h.Write([]byte(root.Get("sessionId").String()))
		h.Write([]byte{0})
		h.Write([]byte(name))
		h.Write([]byte{0})
		h.Write([]byte(args))
		id = "copilot-" + strconv.FormatUint(h.Sum64(), 16)
	}
	o.Str("tool_use_id", id)
}

// Encode turns the handlers' reply (Claude Code's shape) to event into the
// reply Copilot reads, nil for silence:
//
//	preToolUse: permissionDecision deny or ask with permissionDecisionReason,
//	            modifiedArgs for a rewrite, additionalContext
//	postToolUse, postToolUseFailure, sessionStart, userPromptSubmitted:
//	            additionalContext
//	agentStop, subagentStop: decision "block" with reason
//
// Copilot turns an ask it cannot put to anyone (prompt mode) into a deny
// that carries the reason, so ask is passed on as ask.
func Encode(event string, reply []byte) []byte {
	if len(reply) == 0 || !gjson.ValidBytes(reply) {
		return nil
	}
	root := gjson.ParseBytes(reply)
	hso := root.Get("hookSpecificOutput")
	ctx := hso.Get("additionalContext").String()
	var o jsonw.Object
	switch event {
	case "preToolUse":
		switch p := hso.Get("permissionDecision").String(); p {
		case "deny", "ask":
			o.Str("permissionDecision", p)
			o.Str("permissionDecisionReason", orDefault(hso.Get("permissionDecisionReason").String(), "blocked by hooktool"))
		}
		if u := hso.Get("updatedInput"); u.IsObject() && hso.Get("permissionDecision").String() != "deny" {
			o.Raw("modifiedArgs", []byte(u.Raw))
		}
		if ctx != "" {
			o.Str("additionalContext", ctx)
		}
	case "postToolUse", "postToolUseFailure", "sessionStart", "userPromptSubmitted":
		if r := root.Get("reason").String(); root.Get("decision").String() == "block" && r != "" && event != "sessionStart" {
			ctx = join(ctx, r)
		}
		if ctx != "" {
			o.Str("additionalContext", ctx)
		}
	case "agentStop", "subagentStop":
		if root.Get("decision").String() == "block" {
			o.Str("decision", "block")
			o.Str("reason", orDefault(root.Get("reason").String(), "hooktool sent the turn back"))
		}
	}
	if o.Len() == 0 {
		return nil
	}
	return append(o.Close(), '\n')
}

func join(a, b string) string {
	if a == "" {
		return b
	}
	return a + "\n\n" + b
}

func orDefault(s, d string) string {
	if s == "" {
		return d
	}
	return s
}

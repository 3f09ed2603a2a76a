package harness

import (
	"path"
	"strconv"
	"strings"
	"unicode/utf8"

	"github.com/tidwall/gjson"

	"github.com/hookd/hookd/agents/contract"
	"github.com/hookd/hookd/agents/opencode"
	"github.com/hookd/hookd/agents/pi"
)

// Pi and OpenClaw run hooks in process, as JavaScript. hooktool's plugin
// for each (written by install) sends every event to `hooktool hook
// --harness pi|openclaw` as one JSON object in the agent's own words (its
// event name, tool name and tool arguments, plus session_id, prompt_id and
// cwd) and applies one small reply. The plugins hold no policy: every
// decision, and every mapping onto hooktool's events, is made here.
//
// The reply, for both:
//
//	{"decision": "deny"|"ask"|"allow", "reason": "...",   tool calls
//	 "input": {...},                                       rewritten tool arguments
//	 "context": "...",                                     text for the model
//	 "message": "...",                                     text for the user
//	 "block": "..."}                                       the turn is sent back (Stop)
//
// Nothing else is ever written, so a plugin can read it field by field.

// openclawEvent is the Claude Code event an OpenClaw plugin hook becomes.
// llm_output carries the model's final text, as Stop does (one that asked
// for tools is not final: see decodePlugin); agent_end only lets the plugin
// drop what it held for the run. tool_result_persist is not an event of the
// handlers: the hook command reduces the output itself (see Persist).
func openclawEvent(event string) string {
	switch event {
	case "session_start":
		return "SessionStart"
	case "before_prompt_build":
		return "UserPromptSubmit"
	case "before_tool_call":
		return "PreToolUse"
	case "after_tool_call":
		return "PostToolUse"
	case "llm_output":
		return "Stop"
	case "before_compaction":
		return "PreCompact"
	case "session_end":
		return "SessionEnd"
	}
	return ""
}

func decodePlugin(h string, raw []byte, root gjson.Result, event string) []byte {
	name := pi.Event(event)
	switch h {
	case OpenClaw:
		name = openclawEvent(event)
	case OpenCode:
		name = opencode.Event(event)
	}
	if name == "" || event == "llm_output" && root.Get("tool_calls").Int() > 0 {
		// A model call that asked for tools ends no turn: the calls follow.
		return raw
	}
	m := contract.Edit(raw, root)
	if name == "PostToolUse" && root.Get("tool_response.is_error").Bool() {
		name = "PostToolUseFailure"
	}
	m.SetString("hook_event_name", name)
	switch name {
	case "PreToolUse", "PostToolUse", "PostToolUseFailure":
		pluginTool(m, root)
	}
	return m.Bytes()
}

// pluginTool maps the agents' built-in tools onto the ones the guard knows:
// the shell (Pi's bash, OpenClaw's exec) is Bash; writes and edits are
// judged by path, which both call "path" and Claude Code "file_path".
func pluginTool(m *contract.Members, root gjson.Result) {
	in := root.Get("tool_input")
	tool := ""
	switch root.Get("tool_name").String() {
	case "process":
		// OpenClaw's process tool types into a session exec started in
		// the background, which may be a shell: what it types is judged
		// as the command line it becomes.
		var o contract.Object
		o.Text("command", processInput(in))
		m.SetString("tool_name", "Bash")
		m.Set("tool_input", string(contract.NonEmpty(o.Bytes())))
		return
	case "bash", "exec", "shell":
		tool = "Bash"
		if c := in.Get("cmd"); c.Type == gjson.String && !in.Get("command").Exists() {
			var o contract.Object
			o.Text("command", c.Str)
			m.Set("tool_input", string(o.Bytes()))
		}
		if wd := in.Get("workdir"); wd.Type == gjson.String && wd.Str != "" {
			// A relative workdir is the session folder's: the guard
			// must resolve paths from where the command runs.
			dir := wd.Str
			if !strings.HasPrefix(dir, "/") && !strings.HasPrefix(dir, "~") {
				dir = path.Join(root.Get("cwd").String(), dir)
			}
			m.SetString("cwd", dir)
		}
	case "write":
		tool = "Write"
	case "edit", "multi_edit", "multiedit":
		tool = "Edit"
	case "read":
		tool = "Read"
	case "patch":
		// OpenCode's patch tool (patchText) is apply_patch by another name.
		tool, input := contract.PatchInput(in.Get("patchText").String())
		m.SetString("tool_name", tool)
		m.Set("tool_input", input)
		return
	case "grep":
		// Pi's grep prints the lines it finds: a Read of what it searches.
		tool = "Grep"
	case "apply_patch":
		text := in.Get("input").String()
		if text == "" {
			text = in.Get("patch").String()
		}
		tool, input := contract.PatchInput(text)
		m.SetString("tool_name", tool)
		m.Set("tool_input", input)
		return
	}
	if tool == "" {
		return
	}
	m.SetString("tool_name", tool)
	p := in.Get("path")
	if fp := in.Get("filePath"); fp.Type == gjson.String {
		p = fp // OpenCode's name for it
	}
	if p.Type == gjson.String && tool != "Bash" && tool != "Grep" && !in.Get("file_path").Exists() {
		im := contract.Edit([]byte(in.Raw), in)
		im.SetString("file_path", p.Str)
		m.Set("tool_input", string(im.Bytes()))
	}
}

// processInput is the text an OpenClaw process call types into its
// session: write's data, paste's text, or send-keys' literal, hex bytes and
// keys (in that order, as OpenClaw sends them). Of the named keys, Enter and
// the control characters end a line, Space and Tab are themselves and a
// backspace takes back the last character; any other named key (arrows,
// Escape) may edit the line in ways not modelled here and ends it too, so
// the text before it is judged on its own. Other actions type nothing.
func processInput(in gjson.Result) string {
	switch in.Get("action").String() {
	case "write":
		return in.Get("data").String()
	case "paste":
		return in.Get("text").String()
	case "send-keys":
	default:
		return ""
	}
	var b strings.Builder
	b.WriteString(in.Get("literal").String())
	for _, h := range in.Get("hex").Array() {
		if n, err := strconv.ParseUint(strings.TrimPrefix(strings.ToLower(strings.TrimSpace(h.String())), "0x"), 16, 8); err == nil {
			b.WriteByte(byte(n))
		}
	}
	for _, k := range in.Get("keys").Array() {
		tok := strings.TrimSpace(k.String())
		switch low := strings.ToLower(tok); {
		case tok == "":
		case low == "space":
			b.WriteByte(' ')
		case low == "tab":
			b.WriteByte('\t')
		case low == "bspace" || low == "backspace" || low == "^h" || low == "^?":
			if s := b.String(); s != "" {
				_, size := utf8.DecodeLastRuneInString(s)
				b.Reset()
				b.WriteString(s[:len(s)-size])
			}
		case utf8.RuneCountInString(tok) == 1:
			b.WriteString(tok)
		default: // Enter, a control key, or one that may edit the line
			b.WriteByte('\n')
		}
	}
	return b.String()
}

// encodePlugin writes the reply both plugins read (see the top of the file).
func encodePlugin(r contract.Reply) []byte {
	var o contract.Object
	switch r.Permission {
	case "deny", "ask", "allow":
		o.Text("decision", r.Permission)
		o.Text("reason", r.PermReason)
	}
	if r.UpdatedInput != "" && r.Permission != "deny" {
		o.JSON("input", r.UpdatedInput)
	}
	o.Text("context", r.Context)
	o.Text("message", r.SystemMessage)
	if r.Decision == "block" {
		o.Text("block", contract.OrDefault(r.Reason, "hooktool sent the turn back"))
	}
	return o.Line()
}

package contract

import (
	"path"
	"strings"

	"github.com/tidwall/gjson"
)

// The agents that run hooks in process, as JavaScript (Pi, OpenClaw,
// OpenCode), load a plugin of hooktool's that sends every event to
// `hooktool hook --harness <agent>` as one JSON object in the agent's own
// words (its event name, tool name and tool arguments, plus session_id,
// prompt_id and cwd) and applies one small reply. The plugins hold no
// policy: every decision, and every mapping onto hooktool's events, is
// made by the agent's contract with what is here.
//
// The reply, for all of them:
//
//	{"decision": "deny"|"ask"|"allow", "reason": "...",   tool calls
//	 "input": {...},                                       rewritten tool arguments
//	 "context": "...",                                     text for the model
//	 "message": "...",                                     text for the user
//	 "block": "..."}                                       the turn is sent back (Stop)
//
// Nothing else is ever written, so a plugin can read it field by field.

// DecodePlugin turns a plugin's event into the payload the handlers read:
// name is the Claude Code event the agent's own event becomes ("" leaves
// raw as it is). own, when set, maps the agent's own tools first and
// reports whether it did; the tools the plugin agents share are mapped
// here.
func DecodePlugin(raw []byte, root gjson.Result, name string, own func(m *Members, root gjson.Result) bool) []byte {
	if name == "" {
		return raw
	}
	m := Edit(raw, root)
	if name == "PostToolUse" && root.Get("tool_response.is_error").Bool() {
		name = "PostToolUseFailure"
	}
	m.SetString("hook_event_name", name)
	switch name {
	case "PreToolUse", "PostToolUse", "PostToolUseFailure":
		if own == nil || !own(m, root) {
			pluginTool(m, root)
		}
	}
	return m.Bytes()
}

// pluginTool maps the agents' built-in tools onto the ones the guard knows:
// the shell (Pi's bash, OpenClaw's exec) is Bash; writes and edits are
// judged by path, which both call "path" and Claude Code "file_path".
func pluginTool(m *Members, root gjson.Result) {
	in := root.Get("tool_input")
	tool := ""
	switch root.Get("tool_name").String() {
	case "bash", "exec", "shell":
		tool = "Bash"
		if c := in.Get("cmd"); c.Type == gjson.String && !in.Get("command").Exists() {
			var o Object
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
		tool, input := PatchInput(in.Get("patchText").String())
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
		tool, input := PatchInput(text)
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
		im := Edit([]byte(in.Raw), in)
		im.SetString("file_path", p.Str)
		m.Set("tool_input", string(im.Bytes()))
	}
}

// EncodePlugin writes the reply every plugin reads (see above).
func EncodePlugin(r Reply) []byte {
	var o Object
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
		o.Text("block", OrDefault(r.Reason, "hooktool sent the turn back"))
	}
	return o.Line()
}

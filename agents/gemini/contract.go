package gemini

import (
	"hash/fnv"
	"path"
	"strconv"
	"strings"

	"github.com/tidwall/gjson"

	"github.com/hookd/hookd/agents/contract"
)

// Event is the Claude Code event a Gemini CLI event becomes; "" for
// one hooktool does not handle (BeforeModel, AfterModel,
// BeforeToolSelection: per-request hooks with no policy of hooktool's).
func Event(event string) string {
	switch event {
	case "BeforeTool":
		return "PreToolUse"
	case "AfterTool":
		return "PostToolUse"
	case "BeforeAgent":
		return "UserPromptSubmit" // the next prompt: context, narration warning
	case "AfterAgent":
		return "Stop" // the turn's final text: the narration guard
	case "SessionStart", "SessionEnd", "Notification":
		return event
	case "PreCompress":
		return "PreCompact"
	}
	return ""
}

// Decode turns Gemini CLI's payload (root, parsed from raw; event is its
// hook_event_name) into the payload the handlers read: Claude Code's event
// and tool names, the shell call's folder as cwd, and an id for a tool call.
func Decode(raw []byte, root gjson.Result, event string) []byte {
	name := Event(event)
	if name == "" {
		return raw
	}
	m := contract.Edit(raw, root)
	if name != event {
		m.SetString("hook_event_name", name)
	}
	switch event {
	case "BeforeTool", "AfterTool":
		tool(m, root)
	case "AfterAgent":
		if pr := root.Get("prompt_response"); pr.Type == gjson.String && !root.Get("last_assistant_message").Exists() {
			m.Set("last_assistant_message", pr.Raw)
		}
	}
	return m.Bytes()
}

// tool maps Gemini CLI's tools onto the ones the guard knows. Their
// arguments already use Claude Code's names (command, file_path), except
// the directory of a shell call (dir_path), which becomes the call's cwd,
// and that of a search, which becomes path.
func tool(m *contract.Members, root gjson.Result) {
	in := root.Get("tool_input")
	tool := ""
	switch root.Get("tool_name").String() {
	case "run_shell_command":
		tool = "Bash"
		dir := in.Get("dir_path").String()
		if dir == "" {
			// Earlier versions named it directory.
			dir = in.Get("directory").String()
		}
		if dir != "" {
			if !strings.HasPrefix(dir, "/") {
				dir = path.Join(root.Get("cwd").String(), dir)
			}
			m.SetString("cwd", dir)
		}
	case "write_file":
		tool = "Write"
	case "replace":
		tool = "Edit"
	case "read_file":
		tool = "Read"
	case "read_many_files":
		// Every literal path it names is judged as a Read (the first as
		// file_path, the rest in patch_files, which the hook judges one
		// by one); the list is bounded like a patch's.
		var paths []string
		for _, k := range []string{"include", "paths"} {
			in.Get(k).ForEach(func(_, v gjson.Result) bool {
				if v.Type == gjson.String && v.Str != "" {
					paths = append(paths, v.Str)
				}
				return len(paths) < contract.MaxPatchFiles
			})
		}
		if len(paths) > 0 {
			tool = "Read"
			var o contract.Object
			o.Text("file_path", paths[0])
			list := []byte{'['}
			for i, p := range paths {
				if i > 0 {
					list = append(list, ',')
				}
				var e contract.Object
				e.Text("tool", "Read")
				e.Text("file_path", p)
				list = append(list, e.Bytes()...)
			}
			o.JSON("patch_files", string(append(list, ']')))
			m.Set("tool_input", string(o.Bytes()))
		}
	case "glob", "grep_search":
		tool = "Glob"
		if root.Get("tool_name").Str == "grep_search" {
			tool = "Grep"
		}
		if dir := in.Get("dir_path").String(); dir != "" && in.IsObject() && !in.Get("path").Exists() {
			im := contract.Edit([]byte(in.Raw), in)
			im.SetString("path", dir)
			m.Set("tool_input", string(im.Bytes()))
		}
	}
	if tool != "" {
		m.SetString("tool_name", tool)
	}
	// Gemini CLI's file tools have named the path absolute_path in some
	// versions and file_path in others; the guard reads file_path.
	if tool == "Write" || tool == "Edit" || tool == "Read" {
		if ap := in.Get("absolute_path"); ap.Type == gjson.String && !in.Get("file_path").Exists() {
			im := contract.Edit([]byte(in.Raw), in)
			im.SetString("file_path", ap.Str)
			m.Set("tool_input", string(im.Bytes()))
		}
	}
	// Gemini CLI sends no id for a tool call; one made of the call itself
	// lets PostToolUse find what PreToolUse captured (the same call made
	// twice in a session shares it).
	if !root.Get("tool_use_id").Exists() {
		h := fnv.New64a()
		h.Write([]byte(root.Get("session_id").String()))
		h.Write([]byte{0})
		h.Write([]byte(root.Get("tool_name").String()))
		h.Write([]byte{0})
		h.Write([]byte(in.Raw))
		m.SetString("tool_use_id", "gemini-"+strconv.FormatUint(h.Sum64(), 16))
	}
}

// Encode writes the reply Gemini CLI 0.61 reads: decisions are a
// top-level "decision" ("deny", "ask") with a reason; context is
// hookSpecificOutput.additionalContext on AfterTool, BeforeAgent and
// SessionStart; a tool call is rewritten by hookSpecificOutput.tool_input.
// Exit 0 always: exit 2 would block with stderr as the reason, and hooktool
// says everything in JSON.
func Encode(event string, r contract.Reply) []byte {
	var o contract.Object
	switch event {
	case "BeforeTool":
		msg := r.SystemMessage
		switch r.Permission {
		case "deny":
			o.Text("decision", "deny")
			o.Text("reason", contract.OrDefault(r.PermReason, "blocked by hooktool"))
		case "ask":
			// Gemini shows the systemMessage with its confirmation.
			o.Text("decision", "ask")
			o.Text("reason", r.PermReason)
			if msg == "" {
				msg = r.PermReason
			}
		}
		o.Text("systemMessage", msg)
		if r.UpdatedInput != "" && r.Permission != "deny" {
			var h contract.Object
			h.Text("hookEventName", event)
			h.JSON("tool_input", r.UpdatedInput)
			o.JSON("hookSpecificOutput", string(h.Bytes()))
		}
	case "AfterTool", "BeforeAgent", "SessionStart", "AfterAgent":
		if r.Decision != "" && event != "SessionStart" && event != "AfterTool" {
			o.Text("decision", "deny")
			o.Text("reason", r.Reason)
		}
		o.Text("systemMessage", r.SystemMessage)
		if r.Context != "" && event != "AfterAgent" {
			var h contract.Object
			h.Text("hookEventName", event)
			h.Text("additionalContext", r.Context)
			o.JSON("hookSpecificOutput", string(h.Bytes()))
		}
	default:
		o.Text("systemMessage", r.SystemMessage)
	}
	return o.Line()
}

package codex

import (
	"path"
	"strings"

	"github.com/tidwall/gjson"

	"github.com/hookd/hookd/agents/contract"
)

// Decode turns Codex's payload (root, parsed from raw; event is its
// hook_event_name) into the payload the handlers read. Codex sends Claude Code's event names and nearly its fields.
// Its turn_id names the turn, as prompt_id does in Claude Code, so runs are
// keyed by it; its edit tool is apply_patch, judged by the paths it touches.
func Decode(raw []byte, root gjson.Result, event string) []byte {
	m := contract.Edit(raw, root)
	if t := root.Get("turn_id"); t.Type == gjson.String && t.Str != "" && !root.Get("prompt_id").Exists() {
		m.SetString("prompt_id", t.Str)
	}
	switch event {
	case "PreToolUse", "PostToolUse", "PermissionRequest":
		codexTool(m, root)
	}
	return m.Bytes()
}

// codexTool maps Codex's tool calls onto the tools the guard knows. Codex
// names its shell tool "Bash" in hook payloads already; older and
// internal names are mapped too, in case a version sends them.
func codexTool(m *contract.Members, root gjson.Result) {
	in := root.Get("tool_input")
	switch name := root.Get("tool_name").String(); name {
	case "Bash", "shell", "local_shell", "shell_command", "exec_command", "unified_exec", "container.exec":
		cmd, ok := shellCommand(in)
		// The workdir is where the command runs, whatever shape the
		// command has: a relative path in it is judged from there.
		if wd := in.Get("workdir").String(); wd != "" {
			if !strings.HasPrefix(wd, "/") {
				wd = path.Join(root.Get("cwd").String(), wd)
			}
			m.SetString("cwd", wd)
		}
		// Codex applies a patch given to its shell tool itself
		// (["apply_patch", PATCH] or a heredoc to apply_patch): the files
		// it names are judged as the apply_patch tool's are, from the
		// workdir, beside the command.
		files := ""
		if text := shellPatch(in.Get("command"), cmd); text != "" {
			_, pin := contract.PatchInput(text)
			files = gjson.Get(pin, "patch_files").Raw
			if d := patchDir(cmd); d != "" {
				files = underDir(files, d)
			}
		}
		if name == "Bash" && ok && in.Get("command").Type == gjson.String && files == "" {
			break // already what the guard reads
		}
		m.SetString("tool_name", "Bash")
		var o contract.Object
		o.Text("command", cmd)
		if files != "" {
			o.JSON("patch_files", files)
		}
		m.Set("tool_input", string(contract.NonEmpty(o.Bytes())))
	case "apply_patch":
		text := in.Get("command").String()
		switch {
		case in.Type == gjson.String:
			text = in.Str
		case in.Get("command").IsArray():
			text = shellPatch(in.Get("command"), "")
		case text == "":
			text = in.Get("input").String()
			if text == "" {
				text = in.Get("patch").String()
			}
		}
		tool, input := contract.PatchInput(text)
		m.SetString("tool_name", tool)
		m.Set("tool_input", input)
	}
}

// shellCommand reads a shell call's command: a string, or an argv list
// (["bash", "-lc", "script"] is the script; any other list is its words
// joined, quoted where a word needs it).
func shellCommand(in gjson.Result) (string, bool) {
	c := in.Get("command")
	if !c.Exists() {
		c = in.Get("cmd")
	}
	if c.Type == gjson.String {
		return c.Str, true
	}
	if !c.IsArray() {
		return "", false
	}
	argv := c.Array()
	if len(argv) == 3 && (argv[1].Str == "-lc" || argv[1].Str == "-c") {
		switch path.Base(argv[0].Str) {
		case "bash", "sh", "zsh", "dash":
			return argv[2].Str, true
		}
	}
	words := make([]string, 0, len(argv))
	for _, a := range argv {
		words = append(words, quote(a.String()))
	}
	return strings.Join(words, " "), true
}

// shellPatch is the patch text of a shell call that Codex hands to its
// apply_patch instead of a shell: argv ["apply_patch", PATCH] (or
// applypatch), or a script that feeds apply_patch a patch (a heredoc, after
// an optional cd). Any script that names apply_patch and holds a patch
// envelope counts, so a spelling Codex also accepts is not missed; the
// script itself is still judged as a command.
func shellPatch(c gjson.Result, script string) string {
	if c.IsArray() {
		argv := c.Array()
		if len(argv) >= 2 {
			switch path.Base(argv[0].Str) {
			case "apply_patch", "applypatch":
				return argv[1].Str
			}
		}
	}
	if !strings.Contains(script, "apply_patch") && !strings.Contains(script, "applypatch") {
		return ""
	}
	if !strings.Contains(script, "*** Begin Patch") {
		return ""
	}
	return script
}

// patchDir is the folder a script moves to before it applies a patch
// (Codex accepts "cd DIR && apply_patch <<'EOF'"): the patch's relative
// paths are under it. "" when the script starts with no cd.
func patchDir(script string) string {
	rest, ok := strings.CutPrefix(strings.TrimSpace(script), "cd ")
	if !ok {
		return ""
	}
	i := strings.Index(rest, "&&")
	if i < 0 {
		return ""
	}
	d := strings.TrimSpace(rest[:i])
	if len(d) >= 2 && (d[0] == '\'' || d[0] == '"') && d[len(d)-1] == d[0] {
		d = d[1 : len(d)-1]
	}
	if d == "" || strings.ContainsAny(d, "$`\\ \t\n;|&") {
		return ""
	}
	return d
}

// underDir puts the relative paths of a patch_files list under dir.
func underDir(files, dir string) string {
	list := []byte{'['}
	for i, f := range gjson.Parse(files).Array() {
		if i > 0 {
			list = append(list, ',')
		}
		p := f.Get("file_path").String()
		if !strings.HasPrefix(p, "/") && !strings.HasPrefix(p, "~") {
			p = path.Join(dir, p)
		}
		var e contract.Object
		e.Text("tool", f.Get("tool").String())
		e.Text("file_path", p)
		list = append(list, e.Bytes()...)
	}
	return string(append(list, ']'))
}

// quote writes w so a POSIX shell reads it as one word.
func quote(w string) string {
	if w != "" && strings.IndexFunc(w, func(r rune) bool {
		return !(r >= 'a' && r <= 'z' || r >= 'A' && r <= 'Z' || r >= '0' && r <= '9' || strings.ContainsRune("-_./=:@%+,", r))
	}) < 0 {
		return w
	}
	return "'" + strings.ReplaceAll(w, "'", `'\''`) + "'"
}

// Encode writes the reply Codex 0.171 accepts. Its runner rejects the
// whole reply for a field an event does not take, so only those go out:
//   - PreToolUse: deny with a reason. Codex has no "ask" for a hook, so an
//     ask becomes a deny that says so (the guard asked because it could not
//     vouch for the call; letting it through would fail open). "allow" and
//     updatedInput are dropped: Codex rejects allow without a rewrite, and
//     a rewrite is an optimisation hooktool can do without.
//   - PreCompact takes no decision.
//   - Everything else has Claude Code's shape.
func Encode(event string, r contract.Reply) []byte {
	var o contract.Object
	switch event {
	case "PreToolUse":
		o.Text("systemMessage", r.SystemMessage)
		var h contract.Object
		switch r.Permission {
		case "deny":
			h.Text("hookEventName", event)
			h.Text("permissionDecision", "deny")
			h.Text("permissionDecisionReason", contract.OrDefault(r.PermReason, "blocked by hooktool"))
		case "ask":
			h.Text("hookEventName", event)
			h.Text("permissionDecision", "deny")
			h.Text("permissionDecisionReason", contract.AskAsDeny+contract.OrDefault(r.PermReason, "hooktool asks before this call"))
		}
		if r.Context != "" {
			if h.Len() == 0 {
				h.Text("hookEventName", event)
			}
			h.Text("additionalContext", r.Context)
		}
		if b := h.Bytes(); b != nil {
			o.JSON("hookSpecificOutput", string(b))
		}
	case "PreCompact", "PostCompact":
		o.Text("systemMessage", r.SystemMessage)
	case "SessionEnd", "Interrupt":
		// No reply is read for SessionEnd; Interrupt takes systemMessage only.
		if event == "Interrupt" {
			o.Text("systemMessage", r.SystemMessage)
		}
	default:
		if r.Decision != "" && (event == "Stop" || event == "SubagentStop" || event == "UserPromptSubmit" || event == "PostToolUse") {
			o.Text("decision", "block")
			o.Text("reason", r.Reason)
		}
		o.Text("systemMessage", r.SystemMessage)
		if r.Context != "" && (event == "PostToolUse" || event == "UserPromptSubmit" || event == "SessionStart" || event == "SubagentStart") {
			var h contract.Object
			h.Text("hookEventName", event)
			h.Text("additionalContext", r.Context)
			o.JSON("hookSpecificOutput", string(h.Bytes()))
		}
	}
	return o.Line()
}

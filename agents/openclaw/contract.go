package openclaw

import (
	"strconv"
	"strings"
	"unicode/utf8"

	"github.com/tidwall/gjson"

	"github.com/hookd/hookd/agents/contract"
)

// Event is the Claude Code event an OpenClaw plugin hook becomes, "" for
// one the handlers do not take. llm_output carries the model's final
// text, as Stop does (one that asked for tools is not final: see Decode);
// agent_end only lets the plugin drop what it held for the run.
// tool_result_persist is not an event of the handlers: the hook command
// reduces the output itself.
func Event(event string) string {
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

// Decode turns the plugin's payload (root is raw parsed) for OpenClaw's
// event into the payload the handlers read; an event they do not take
// stays raw.
func Decode(raw []byte, root gjson.Result, event string) []byte {
	if event == "llm_output" && root.Get("tool_calls").Int() > 0 {
		// A model call that asked for tools ends no turn: the calls follow.
		return raw
	}
	return contract.DecodePlugin(raw, root, Event(event), tool)
}

// Encode writes the plugin's reply.
func Encode(r contract.Reply) []byte { return contract.EncodePlugin(r) }

// tool maps OpenClaw's own tools: process types into a session exec
// started in the background, which may be a shell, so what it types is
// judged as the command line it becomes.
func tool(m *contract.Members, root gjson.Result) bool {
	if root.Get("tool_name").String() != "process" {
		return false
	}
	var o contract.Object
	o.Text("command", processInput(root.Get("tool_input")))
	m.SetString("tool_name", "Bash")
	m.Set("tool_input", string(contract.NonEmpty(o.Bytes())))
	return true
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

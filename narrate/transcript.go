package narrate

import (
	"bytes"
	"fmt"
	"io"
	"os"
	"strings"

	"github.com/tidwall/gjson"
)

// DefaultTailBytes is how much of a transcript's end ReadTail reads when
// asked for no particular amount: enough for a turn's last lines, small
// enough to read in well under a millisecond.
const DefaultTailBytes = 256 << 10

// Turn is what the end of a transcript says about the current turn.
type Turn struct {
	// Text is the final assistant message's text, its text blocks joined by
	// blank lines; "" when the tail holds no final text for the turn (the
	// file lags, or the turn ended on a tool call).
	Text string
	// ToolUses counts tool_use blocks seen in the turn.
	ToolUses int
	// Lagging says the turn's prompt is written but no model message
	// after it yet: GitHub Copilot CLI runs agentStop before it writes the
	// final message, so the reader may look again shortly.
	Lagging bool
}

// ReadTail reads at most max bytes from the end of the transcript at path
// and returns what they say about the turn promptID (the latest turn when
// promptID is ""). A missing file is an error the caller may ignore; a
// short, lagging or partly written one just yields less.
func ReadTail(path string, max int64, promptID string) (Turn, error) {
	if max <= 0 {
		max = DefaultTailBytes
	}
	f, err := os.Open(path)
	if err != nil {
		return Turn{}, err
	}
	defer f.Close()
	fi, err := f.Stat()
	if err != nil {
		return Turn{}, err
	}
	if !fi.Mode().IsRegular() {
		return Turn{}, fmt.Errorf("transcript %s is not a regular file", path)
	}
	off := fi.Size() - max
	if off < 0 {
		off = 0
	}
	buf := make([]byte, fi.Size()-off)
	n, err := f.ReadAt(buf, off)
	if err != nil && err != io.EOF {
		return Turn{}, err
	}
	buf = buf[:n]
	if off > 0 {
		// The first line is cut: drop it.
		if i := bytes.IndexByte(buf, '\n'); i >= 0 {
			buf = buf[i+1:]
		} else {
			buf = nil
		}
	}
	return ParseTail(buf, promptID), nil
}

// harness marks user entries that Claude Code writes itself, not prompts.
var harness = []string{"<command-name>", "<command-message>", "<local-command", "<system-reminder>",
	"<task-notification>", "Caveat:", "This session is being continued", "Stop hook feedback:"}

// ParseTail reads transcript lines (JSONL, oldest first) backwards to the
// prompt that started the turn. Claude Code writes each content block of an
// assistant message as its own line sharing message.id, tool results as
// "user" lines, and the file may lag the conversation (see
// reference/claude-code-hooks.md 5.2), so:
//   - the final text is the text of the newest assistant message, unless
//     that message ended in tool_use (its text was a preamble);
//   - a tool result or harness entry newer than any assistant text means the
//     final message is not written yet: no text;
//   - with promptID set, an entry of another prompt means the tail holds
//     only an earlier turn: no text.
func ParseTail(b []byte, promptID string) Turn {
	var (
		t          Turn
		finalID    string
		texts      []string // newest first
		decided    bool     // the final message is known (or known to be missing)
		sawModel   bool     // a Copilot model message follows the prompt
		copilotLog bool     // the lines are Copilot's events.jsonl
	)
	for len(b) > 0 {
		var line []byte
		if i := bytes.LastIndexByte(bytes.TrimRight(b, "\n"), '\n'); i >= 0 {
			line, b = b[i+1:], b[:i]
		} else {
			line, b = b, nil
		}
		line = bytes.TrimSpace(line)
		if len(line) == 0 || !gjson.ValidBytes(line) {
			continue // blank, or a line still being written
		}
		r := gjson.ParseBytes(line)
		if r.Get("isSidechain").Bool() {
			continue
		}
		typ := r.Get("type").String()
		if strings.Contains(typ, ".") {
			copilotLog = true
		}
		switch typ {
		case "assistant.message":
			// GitHub Copilot CLI's events.jsonl: one event per model
			// message, its text in data.content and its tool calls in
			// data.toolRequests.
			sawModel = true
			d := r.Get("data")
			calls := len(d.Get("toolRequests").Array())
			t.ToolUses += calls
			text := strings.TrimSpace(d.Get("content").String())
			switch {
			case decided:
			case calls > 0:
				decided = true
			case text != "":
				texts = append(texts, text)
				decided = true
			}
		case "user.message":
			t.Lagging = !sawModel
			return finish(t, texts)
		case "tool.execution_complete":
			decided = true
		case "assistant":
			msg := r.Get("message")
			var text []string
			msg.Get("content").ForEach(func(_, c gjson.Result) bool {
				switch c.Get("type").String() {
				case "tool_use", "server_tool_use":
					t.ToolUses++
				case "text":
					if s := strings.TrimSpace(c.Get("text").String()); s != "" {
						text = append(text, s)
					}
				}
				return true
			})
			if c := msg.Get("content"); c.Type == gjson.String && strings.TrimSpace(c.String()) != "" {
				text = append(text, strings.TrimSpace(c.String()))
			}
			id := msg.Get("id").String()
			switch {
			case decided:
			case finalID == "" && msg.Get("stop_reason").String() == "tool_use":
				decided = true
			case finalID == "" && len(text) > 0:
				finalID = id
				if finalID == "" {
					finalID = "\x00" // no id: this line alone is the message
				}
				texts = append(texts, reverse(text)...)
			case finalID != "" && id == finalID:
				texts = append(texts, reverse(text)...)
			case finalID != "":
				decided = true
			}
		case "user":
			if promptID != "" {
				if p := r.Get("promptId").String(); p != "" && p != promptID {
					return Turn{} // the tail ends in an earlier turn
				}
			}
			if prompt(r) {
				return finish(t, texts)
			}
			// A tool result or harness entry: anything older belongs to
			// earlier messages, and with no text yet the final one lags.
			decided = true
		}
	}
	// A Copilot log (its event names are dotted) that does not reach the
	// turn's prompt yet lags too.
	t.Lagging = copilotLog && !sawModel
	return finish(t, texts)
}

func finish(t Turn, texts []string) Turn {
	t.Text = strings.Join(reverse(texts), "\n\n")
	return t
}

// prompt reports whether a "user" entry is a real prompt: text from the
// user, not a tool result, a meta entry or something the harness wrote.
func prompt(r gjson.Result) bool {
	if r.Get("isMeta").Bool() || r.Get("isCompactSummary").Bool() {
		return false
	}
	c := r.Get("message.content")
	var text string
	switch {
	case c.Type == gjson.String:
		text = c.String()
	case c.IsArray():
		real := false
		for _, b := range c.Array() {
			switch b.Get("type").String() {
			case "tool_result":
				return false
			case "text":
				if text == "" {
					text = b.Get("text").String()
				}
				real = true
			case "image", "document":
				real = true
			}
		}
		if !real {
			return false
		}
	default:
		return false
	}
	text = strings.TrimSpace(text)
	for _, h := range harness {
		if strings.HasPrefix(text, h) {
			return false
		}
	}
	return !strings.HasPrefix(text, "[Request interrupted")
}

func reverse(s []string) []string {
	out := make([]string, len(s))
	for i, v := range s {
		out[len(s)-1-i] = v
	}
	return out
}

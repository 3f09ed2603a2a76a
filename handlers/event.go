package handlers

import (
	"errors"
	"fmt"
	"slices"
	"strings"
	"unicode/utf8"

	"github.com/hookd/hookd/internal/jsonw"
	"github.com/tidwall/gjson"
)

// Input bounds. A real payload is a few KiB; PostToolUse with a big tool
// response can reach a few MiB.
const (
	MaxInputBytes = 16 << 20
	MaxDepth      = 64
)

// Event is one hook payload. Accessors read the raw bytes with gjson, so an
// event costs no more than the fields a handler touches.
type Event struct {
	Raw  []byte
	Name string // hook_event_name

	SessionID      string
	PromptID       string
	AgentID        string
	ToolName       string
	ToolUseID      string
	Cwd            string
	TranscriptPath string

	// Harness is the agent that sent the event ("claude", "codex",
	// "gemini"), set by the command layer, recorded with the run. No
	// handler decides anything by it.
	Harness string
	// top holds the top-level members hooktool reads (readField), found in
	// Decode's one pass: Get on one of them then starts there instead of
	// scanning the input from its first byte, which for a 16 MiB payload
	// is a pass over all of it per lookup.
	top map[string]gjson.Result
}

// InputError is a payload hooktool cannot use. The message is one line.
type InputError struct{ msg string }

func (e *InputError) Error() string { return e.msg }

func inputErr(format string, args ...any) error {
	return &InputError{msg: fmt.Sprintf(format, args...)}
}

// stringFields must be strings when present; a wrong type means the payload
// is not what Claude Code sends.
var stringFields = []string{"session_id", "prompt_id", "agent_id", "agent_type", "tool_name", "tool_use_id", "cwd", "transcript_path", "permission_mode"}

// objectFields must be objects when present.
var objectFields = []string{"tool_input"}

// Decode validates raw and returns the event. It checks size, UTF-8, JSON
// syntax, nesting depth, that the top level is an object with a string
// hook_event_name, and the types of the common fields.
func Decode(raw []byte) (*Event, error) {
	switch {
	case len(raw) == 0:
		return nil, inputErr("empty input: expected one JSON object on stdin")
	case len(raw) > MaxInputBytes:
		return nil, inputErr("input is larger than %d MiB", MaxInputBytes>>20)
	case !utf8.Valid(raw):
		return nil, inputErr("input is not valid UTF-8")
	}
	if d, err := depth(raw, MaxDepth); err != nil {
		return nil, err
	} else if d > MaxDepth {
		return nil, inputErr("input nests deeper than %d levels", MaxDepth)
	}
	if !gjson.ValidBytes(raw) {
		return nil, inputErr("input is not valid JSON")
	}
	root := gjson.ParseBytes(raw)
	if !root.IsObject() {
		return nil, inputErr("input is JSON but not an object")
	}
	// One pass over the top-level members: each Get would scan the input
	// from the start again, past a tool_response of any size. A key given
	// twice is read as the client reads it: JSON.parse (and most parsers)
	// keep the last, gjson the first, so the event is rewritten with the
	// last of each (lastWins) and everything after judges what will run.
	top := map[string]gjson.Result{}
	var seen []string // the read members so far: a handful
	dup := false
	root.ForEach(func(k, v gjson.Result) bool {
		if readField(k.Str) {
			top[k.Str] = v
			if !dup {
				dup = slices.Contains(seen, k.Str)
				seen = append(seen, k.Str)
			}
		}
		return true
	})
	if ti, ok := top["tool_input"]; ok && ti.IsObject() && hasDupKeys(ti) {
		dup = true
	}
	if dup {
		raw = lastWins(root, 0)
		root = gjson.ParseBytes(raw)
		clear(top)
		root.ForEach(func(k, v gjson.Result) bool {
			if readField(k.Str) {
				top[k.Str] = v
			}
			return true
		})
	}
	name, ok := top["hook_event_name"]
	if !ok {
		return nil, inputErr("input has no hook_event_name")
	}
	if name.Type != gjson.String {
		return nil, inputErr("hook_event_name is %s, want a string", typeName(name))
	}
	for _, f := range stringFields {
		if v, ok := top[f]; ok && v.Type != gjson.String && (v.Type != gjson.Null || notNull(f)) {
			return nil, inputErr("%s is %s, want a string", f, typeName(v))
		}
	}
	for _, f := range objectFields {
		if v, ok := top[f]; ok && !v.IsObject() && (v.Type != gjson.Null || notNull(f)) {
			return nil, inputErr("%s is %s, want an object", f, typeName(v))
		}
	}
	if ti := top["tool_input"]; ti.IsObject() {
		if err := checkToolInput(top["tool_name"].String(), ti); err != nil {
			return nil, err
		}
	}
	return &Event{
		Raw:            raw,
		Name:           name.String(),
		SessionID:      top["session_id"].String(),
		PromptID:       top["prompt_id"].String(),
		AgentID:        top["agent_id"].String(),
		ToolName:       top["tool_name"].String(),
		ToolUseID:      top["tool_use_id"].String(),
		Cwd:            top["cwd"].String(),
		TranscriptPath: top["transcript_path"].String(),
		top:            top,
	}, nil
}

// toolStringFields are the string fields of Claude Code's own tools that
// the guard and the capture read. A payload with another type there (a
// number, an array) is not what the client runs, and judging its string
// form would judge something else. MCP and other tools have their own
// schemas and are not checked. File contents (content, old_string, ...)
// are read by nothing, and reading one would unescape megabytes.
func toolStringFields(tool string) []string {
	switch tool {
	case "Bash":
		return []string{"command", "description"}
	case "Write", "Edit", "MultiEdit", "Read":
		return []string{"file_path"}
	case "NotebookEdit":
		return []string{"notebook_path"}
	case "Grep", "Glob":
		return []string{"pattern", "path"}
	case "WebFetch":
		return []string{"url"}
	}
	return nil
}

// notNull names the fields whose null means there is nothing to judge: a
// tool call with no tool or no input, a Bash call with no command. That is
// unusable input (exit 1), not a call to wave through with no opinion.
func notNull(field string) bool {
	return field == "tool_name" || field == "tool_input" || field == "command"
}

// checkToolInput checks the types of a built-in tool's input fields.
func checkToolInput(tool string, in gjson.Result) error {
	for _, f := range toolStringFields(tool) {
		if v := in.Get(f); v.Exists() && v.Type != gjson.String && (v.Type != gjson.Null || notNull(f)) {
			return inputErr("tool_input.%s is %s, want a string", f, typeName(v))
		}
	}
	if tool == "MultiEdit" {
		if v := in.Get("edits"); v.Exists() && v.Type != gjson.Null {
			if !v.IsArray() {
				return inputErr("tool_input.edits is %s, want an array", typeName(v))
			}
			for i, e := range v.Array() {
				if !e.IsObject() {
					return inputErr("tool_input.edits.%d is %s, want an object", i, typeName(e))
				}
			}
		}
	}
	return nil
}

// hasDupKeys reports whether any object in v (v included) names a key twice.
func hasDupKeys(v gjson.Result) bool {
	switch {
	case v.IsObject():
		// Objects in a tool input are small: a slice beats a map. The
		// agent writes the input, though, so past a few dozen keys a map
		// keeps one with tens of thousands from costing quadratic time.
		var keys []string
		var seen map[string]struct{}
		found := false
		v.ForEach(func(k, x gjson.Result) bool {
			if seen != nil {
				_, found = seen[k.Str]
			} else {
				found = slices.Contains(keys, k.Str)
			}
			if found || hasDupKeys(x) {
				found = true
				return false
			}
			switch {
			case seen != nil:
				seen[k.Str] = struct{}{}
			case len(keys) < 32:
				keys = append(keys, k.Str)
			default:
				seen = make(map[string]struct{}, 2*len(keys))
				for _, s := range keys {
					seen[s] = struct{}{}
				}
				seen[k.Str] = struct{}{}
			}
			return true
		})
		return found
	case v.IsArray():
		found := false
		v.ForEach(func(_, x gjson.Result) bool {
			found = hasDupKeys(x)
			return !found
		})
		return found
	}
	return false
}

// lastWins re-encodes v keeping, in every object down from it, only the
// last member of each key, as JavaScript's JSON.parse does. Only the top
// level and tool_input (what the client runs) are rewritten; other values
// are copied as they are. Members keep the order of their last occurrence.
func lastWins(v gjson.Result, depth int) []byte {
	if !v.IsObject() {
		return []byte(v.Raw)
	}
	type member struct {
		key []byte
		val gjson.Result
	}
	var ms []member
	idx := map[string]int{}
	v.ForEach(func(k, x gjson.Result) bool {
		if i, ok := idx[k.Str]; ok {
			ms[i].key = nil // superseded
		}
		idx[k.Str] = len(ms)
		ms = append(ms, member{[]byte(k.Raw), x})
		return true
	})
	out := make([]byte, 0, len(v.Raw))
	out = append(out, '{')
	for _, m := range ms {
		if m.key == nil {
			continue
		}
		if len(out) > 1 {
			out = append(out, ',')
		}
		out = append(out, m.key...)
		out = append(out, ':')
		if depth > 0 || string(m.key) == `"tool_input"` {
			out = append(out, lastWinsAny(m.val, depth+1)...)
		} else {
			out = append(out, m.val.Raw...)
		}
	}
	return append(out, '}')
}

// lastWinsAny is lastWins for any value: arrays are walked too.
func lastWinsAny(v gjson.Result, depth int) []byte {
	if v.IsArray() {
		out := []byte{'['}
		v.ForEach(func(_, x gjson.Result) bool {
			if len(out) > 1 {
				out = append(out, ',')
			}
			out = append(out, lastWinsAny(x, depth+1)...)
			return true
		})
		return append(out, ']')
	}
	return lastWins(v, depth)
}

// readField reports whether any part of hooktool reads the top-level member
// k. Only a duplicate of one of these can make hooktool read another value
// than the client does; members nobody reads may repeat freely, and not
// tracking them keeps an input of a million members linear. A handler that
// starts reading a new member adds it here (a test checks the handlers).
func readField(k string) bool {
	switch k {
	case "tool_response", "tool_calls", "last_assistant_message", "source", "stop_hook_active",
		"background_tasks", "is_interrupt", "agent_transcript_path", "prompt", "error",
		"message", "reason", "trigger", "custom_instructions", "notification_type", "title",
		"command_name", "command_source", "invoked_by":
		return true
	}
	return isTopField(k)
}

// isTopField reports whether Decode reads or checks the member.
func isTopField(k string) bool {
	return k == "hook_event_name" || slices.Contains(stringFields, k) || slices.Contains(objectFields, k)
}

// Get reads any field by gjson path.
func (e *Event) Get(path string) gjson.Result {
	head, rest, nested := strings.Cut(path, ".")
	if v, ok := e.top[head]; ok {
		if !nested {
			return v
		}
		return v.Get(rest)
	}
	if e.top != nil && readField(head) {
		// Decode went over every top-level member and keeps each one it
		// reads: this one is absent. A scan of Raw would say so only after
		// reading all of it (a 20 KB last_assistant_message, a tool_response).
		return gjson.Result{}
	}
	return gjson.GetBytes(e.Raw, path)
}

func typeName(r gjson.Result) string {
	switch {
	case r.IsObject():
		return "an object"
	case r.IsArray():
		return "an array"
	}
	switch r.Type {
	case gjson.String:
		return "a string"
	case gjson.Number:
		return "a number"
	case gjson.True, gjson.False:
		return "a boolean"
	case gjson.Null:
		return "null"
	}
	return "invalid"
}

var errUnterminated = errors.New("unterminated string")

// depth returns the deepest nesting of objects and arrays, stopping early
// once it passes limit. It skips string contents, so brackets in strings do
// not count; malformed JSON is left for the validator to report.
func depth(raw []byte, limit int) (int, error) {
	d, maxd := 0, 0
	for i := 0; i < len(raw); i++ {
		switch raw[i] {
		case '"':
			end, _ := jsonw.StringEnd(raw[i+1:], false)
			if end < 0 {
				return maxd, inputErr("input is not valid JSON: %v", errUnterminated)
			}
			i += 1 + end
		case '{', '[':
			d++
			if d > maxd {
				maxd = d
				if maxd > limit {
					return maxd, nil
				}
			}
		case '}', ']':
			d--
		}
	}
	return maxd, nil
}

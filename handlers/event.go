package handlers

import (
	"errors"
	"fmt"
	"slices"
	"unicode/utf8"

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
	// from the start again, past a tool_response of any size. The first
	// occurrence of a key wins, as with Get.
	top := map[string]gjson.Result{}
	root.ForEach(func(k, v gjson.Result) bool {
		if _, dup := top[k.Str]; !dup && isTopField(k.Str) {
			top[k.Str] = v
		}
		return true
	})
	name, ok := top["hook_event_name"]
	if !ok {
		return nil, inputErr("input has no hook_event_name")
	}
	if name.Type != gjson.String {
		return nil, inputErr("hook_event_name is %s, want a string", typeName(name))
	}
	for _, f := range stringFields {
		if v, ok := top[f]; ok && v.Type != gjson.String && v.Type != gjson.Null {
			return nil, inputErr("%s is %s, want a string", f, typeName(v))
		}
	}
	for _, f := range objectFields {
		if v, ok := top[f]; ok && !v.IsObject() && v.Type != gjson.Null {
			return nil, inputErr("%s is %s, want an object", f, typeName(v))
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
	}, nil
}

// isTopField reports whether Decode reads or checks the member.
func isTopField(k string) bool {
	return k == "hook_event_name" || slices.Contains(stringFields, k) || slices.Contains(objectFields, k)
}

// Get reads any field by gjson path.
func (e *Event) Get(path string) gjson.Result { return gjson.GetBytes(e.Raw, path) }

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
			for i++; i < len(raw) && raw[i] != '"'; i++ {
				if raw[i] == '\\' {
					i++
				}
			}
			if i >= len(raw) {
				return maxd, inputErr("input is not valid JSON: %v", errUnterminated)
			}
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

package handlers

import (
	"strconv"

	"github.com/tidwall/gjson"

	"github.com/hookd/hookd/internal/jsonw"
)

// The records a hook reads and writes on every call are encoded here, by a
// table of fields per type, rather than by encoding/json: its first use in a
// process builds reflection caches for each type, which cost more than the
// rest of a PreToolUse transaction (about 150 µs cold against 20). The
// output is byte for byte what json.Marshal writes (a test holds the two
// together), so `state show` and older files read the same.

// field binds one JSON member of a record to the Go field that holds it.
// Exactly one of the pointers is set.
type field struct {
	name      string
	str       *string
	i64       *int64
	num       *int
	flag      *bool
	omitEmpty bool
}

// record is a type with a field table.
type record interface{ fields() []field }

func (s *SessionRecord) fields() []field {
	return []field{
		{name: "turn", i64: &s.Turn},
		{name: "cwd", str: &s.Cwd},
		{name: "start", i64: &s.Start},
		{name: "last", i64: &s.Last},
		{name: "ended", flag: &s.Ended},
	}
}

func (r *RunRecord) fields() []field {
	return []field{
		{name: "session", str: &r.Session},
		{name: "agent", str: &r.Agent, omitEmpty: true},
		{name: "turn", str: &r.Turn},
		{name: "start", i64: &r.Start},
		{name: "last", i64: &r.Last},
		{name: "calls", num: &r.Calls},
		{name: "done", num: &r.Done},
		{name: "failed", num: &r.Failed},
		{name: "denied", num: &r.Denied},
		{name: "closed", flag: &r.Closed},
		{name: "narrated", flag: &r.Narrated},
		{name: "harness", str: &r.Harness, omitEmpty: true},
	}
}

func (c *CallRecord) fields() []field {
	return []field{
		{name: "tool", str: &c.Tool},
		{name: "target", str: &c.Target, omitEmpty: true},
		{name: "run", str: &c.Run},
		{name: "start", i64: &c.Start},
		{name: "end", i64: &c.End, omitEmpty: true},
		{name: "status", str: &c.Status},
		{name: "bytes", num: &c.Bytes, omitEmpty: true},
		{name: "verdict", str: &c.Verdict, omitEmpty: true},
	}
}

func (c *CaughtRecord) fields() []field {
	return []field{
		{name: "time", i64: &c.Time},
		{name: "kind", str: &c.Kind},
		{name: "session", str: &c.Session},
		{name: "run", str: &c.Run, omitEmpty: true},
		{name: "agent", str: &c.Agent, omitEmpty: true},
		{name: "tool_use_id", str: &c.ToolUseID, omitEmpty: true},
		{name: "rule", str: &c.Rule, omitEmpty: true},
		{name: "decision", str: &c.Decision, omitEmpty: true},
		{name: "summary", str: &c.Summary},
	}
}

func (v *Violation) fields() []field {
	return []field{
		{name: "time", i64: &v.Time},
		{name: "session", str: &v.Session},
		{name: "run", str: &v.Run},
		{name: "agent", str: &v.Agent, omitEmpty: true},
		{name: "agent_type", str: &v.AgentType, omitEmpty: true},
		{name: "sentence", str: &v.Sentence},
		{name: "blocked", flag: &v.Blocked, omitEmpty: true},
		{name: "told", flag: &v.Told, omitEmpty: true},
	}
}

// encode writes r as one JSON object, members in table order.
func encode(r record) []byte {
	out := make([]byte, 0, 128)
	out = append(out, '{')
	first := true
	for _, f := range r.fields() {
		if f.omitEmpty && f.empty() {
			continue
		}
		if !first {
			out = append(out, ',')
		}
		first = false
		out = jsonw.AppendString(out, f.name)
		out = append(out, ':')
		switch {
		case f.str != nil:
			out = jsonw.AppendString(out, *f.str)
		case f.i64 != nil:
			out = strconv.AppendInt(out, *f.i64, 10)
		case f.num != nil:
			out = strconv.AppendInt(out, int64(*f.num), 10)
		case f.flag != nil:
			out = strconv.AppendBool(out, *f.flag)
		}
	}
	return append(out, '}')
}

func (f field) empty() bool {
	switch {
	case f.str != nil:
		return *f.str == ""
	case f.i64 != nil:
		return *f.i64 == 0
	case f.num != nil:
		return *f.num == 0
	case f.flag != nil:
		return !*f.flag
	}
	return true
}

// decode fills r from a JSON object. Members it does not know are skipped,
// and anything that is not an object leaves r as it was: a record from a
// newer or damaged file never stops a hook.
func decode(data []byte, r record) {
	root := gjson.ParseBytes(data)
	if !root.IsObject() {
		return
	}
	fs := r.fields()
	root.ForEach(func(k, v gjson.Result) bool {
		for _, f := range fs {
			if f.name != k.Str {
				continue
			}
			switch {
			case f.str != nil && v.Type == gjson.String:
				*f.str = v.Str
			case f.i64 != nil && v.Type == gjson.Number:
				*f.i64 = v.Int()
			case f.num != nil && v.Type == gjson.Number:
				*f.num = int(v.Int())
			case f.flag != nil && (v.Type == gjson.True || v.Type == gjson.False):
				*f.flag = v.Type == gjson.True
			}
			break
		}
		return true
	})
}

// decodeValid is decode that reports whether data was a JSON object at all.
func decodeValid(data []byte, r record) bool {
	if !gjson.ValidBytes(data) || !gjson.ParseBytes(data).IsObject() {
		return false
	}
	decode(data, r)
	return true
}

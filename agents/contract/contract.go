// Package contract holds what every agent's hook contract shares: the
// handlers' reply read once (Reply), an edit of a payload's top-level
// members that keeps every other byte (Edit), and the reply object an
// adapter writes (Object). Each agent package (agents/codex, ...) decodes
// its client's payload into Claude Code's shape and encodes the handlers'
// reply back with these; nothing here knows an agent.
//
// Nothing is built at start-up: the hook runs this on every event.
package contract

import (
	"bytes"
	"strings"

	"github.com/tidwall/gjson"

	"github.com/hookd/hookd/internal/jsonw"
)

// Reply is the handlers' answer (Claude Code's shape), read once.
type Reply struct {
	SystemMessage string
	Decision      string // "block" or ""
	Reason        string
	Permission    string // PreToolUse: allow, deny, ask
	PermReason    string
	UpdatedInput  string // raw JSON object
	Context       string // additionalContext
}

// Parse reads the handlers' reply.
func Parse(b []byte) Reply {
	root := gjson.ParseBytes(b)
	hso := root.Get("hookSpecificOutput")
	r := Reply{
		SystemMessage: root.Get("systemMessage").String(),
		Decision:      root.Get("decision").String(),
		Reason:        root.Get("reason").String(),
		Permission:    hso.Get("permissionDecision").String(),
		PermReason:    hso.Get("permissionDecisionReason").String(),
		Context:       hso.Get("additionalContext").String(),
	}
	if u := hso.Get("updatedInput"); u.IsObject() {
		r.UpdatedInput = u.Raw
	}
	return r
}

// Members edits the top level of a JSON object: Set replaces a member's
// value in place or adds it at the front, where it wins over any later
// duplicate (the handlers' decoder takes the first occurrence).
type Members struct {
	raw  []byte
	root gjson.Result
	add  []byte // new members, each followed by a comma
	sets []splice
}

type splice struct {
	at, end int
	val     string
}

// Edit starts an edit of raw, parsed as root.
func Edit(raw []byte, root gjson.Result) *Members { return &Members{raw: raw, root: root} }

// Set gives key the JSON value val.
func (m *Members) Set(key, val string) {
	var hit gjson.Result
	m.root.ForEach(func(k, v gjson.Result) bool {
		if k.Str == key {
			hit = v
			return false
		}
		return true
	})
	if hit.Index > 0 && hit.Raw != "" {
		m.sets = append(m.sets, splice{at: hit.Index, end: hit.Index + len(hit.Raw), val: val})
		return
	}
	m.add = jsonw.AppendString(m.add, key)
	m.add = append(m.add, ':')
	m.add = append(m.add, val...)
	m.add = append(m.add, ',')
}

// SetString gives key the string value s.
func (m *Members) SetString(key, s string) { m.Set(key, string(jsonw.AppendString(nil, s))) }

// Bytes returns the edited object.
func (m *Members) Bytes() []byte {
	if len(m.add) == 0 && len(m.sets) == 0 {
		return m.raw
	}
	out := make([]byte, 0, len(m.raw)+len(m.add)+64)
	open := bytes.IndexByte(m.raw, '{')
	pos := open + 1
	out = append(out, m.raw[:pos]...)
	if len(m.add) > 0 {
		out = append(out, m.add...)
		// The object may have had no members: drop the trailing comma.
		if rest := bytes.TrimSpace(m.raw[pos:]); bytes.HasPrefix(rest, []byte("}")) {
			out = out[:len(out)-1]
		}
	}
	// Splices are applied in order of position.
	for len(m.sets) > 0 {
		i := 0
		for j := range m.sets {
			if m.sets[j].at < m.sets[i].at {
				i = j
			}
		}
		s := m.sets[i]
		m.sets = append(m.sets[:i], m.sets[i+1:]...)
		if s.at < pos {
			continue
		}
		out = append(out, m.raw[pos:s.at]...)
		out = append(out, s.val...)
		pos = s.end
	}
	return append(out, m.raw[pos:]...)
}

// Object writes one reply object; empty strings are left out, and an
// empty object is no reply at all (nil).
type Object struct{ jsonw.Object }

// Text adds the string member k, unless v is empty.
func (o *Object) Text(k, v string) {
	if v != "" {
		o.Str(k, v)
	}
}

// JSON adds the member k with the raw JSON value v.
func (o *Object) JSON(k, v string) { o.Raw(k, []byte(v)) }

// Bytes is the object, nil when it has no member.
func (o *Object) Bytes() []byte {
	if o.Len() == 0 {
		return nil
	}
	return o.Close()
}

// Line is o as the one line a hook writes on stdout, nil when empty.
func (o *Object) Line() []byte {
	b := o.Bytes()
	if b == nil {
		return nil
	}
	return append(b, '\n')
}

// NonEmpty is b, or an empty JSON object for nil.
func NonEmpty(b []byte) []byte {
	if b == nil {
		return []byte("{}")
	}
	return b
}

// AskAsDeny starts the reason of a guard "ask" in an agent whose hooks
// cannot ask the user.
const AskAsDeny = "hooktool would ask the user before this call, and this agent's hooks cannot ask, so it is denied: "

// OrDefault is s, or d when s is blank.
func OrDefault(s, d string) string {
	if strings.TrimSpace(s) == "" {
		return d
	}
	return s
}

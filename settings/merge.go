package settings

import (
	"bytes"
	"encoding/json"
	"fmt"

	"github.com/tidwall/gjson"
)

// Entry is one hook hooktool wires: a group of its own under an event.
type Entry struct {
	Event   string
	Matcher string // "" for none
	Command string
	Args    []string // non-nil: exec form (Claude Code 2.1.139 and later)
	Timeout int      // seconds
}

// group renders e as the compact JSON of a matcher group.
func (e Entry) group() []byte {
	type handler struct {
		Type    string   `json:"type"`
		Command string   `json:"command"`
		Args    []string `json:"args,omitempty"`
		Timeout int      `json:"timeout,omitempty"`
	}
	type group struct {
		Matcher string    `json:"matcher,omitempty"`
		Hooks   []handler `json:"hooks"`
	}
	var b bytes.Buffer
	enc := json.NewEncoder(&b)
	enc.SetEscapeHTML(false)
	_ = enc.Encode(group{e.Matcher, []handler{{"command", e.Command, e.Args, e.Timeout}}})
	return bytes.TrimRight(b.Bytes(), "\n")
}

// Snippet renders entries as a whole settings document ({"hooks": ...}),
// two-space indented with a final newline.
func Snippet(entries []Entry) []byte {
	out, err := Install(nil, entries, Fingerprint{})
	if err != nil {
		panic(err) // an empty document cannot fail
	}
	return out
}

// Install merges entries into the settings document data and returns the
// new document. hooktool's handlers (by fp) on events not in entries are
// removed; on events in entries, one that already matches is kept where it
// is and any others are replaced by the entry appended at the end of the
// event's list. Everything else keeps its bytes. Running Install on its own
// output changes nothing. nil or blank data starts a new document.
func Install(data []byte, entries []Entry, fp Fingerprint) ([]byte, error) {
	fresh := len(bytes.TrimSpace(data)) == 0
	if fresh {
		data = []byte("{}")
	}
	if err := Check("settings", data); err != nil {
		return nil, err
	}
	want := map[string]Entry{}
	for _, e := range entries {
		want[e.Event] = e
	}
	data, kept, err := strip(data, fp, want)
	if err != nil {
		return nil, err
	}
	for _, e := range entries {
		if kept[e.Event] {
			continue
		}
		if data, err = add(data, e); err != nil {
			return nil, err
		}
	}
	if fresh {
		data = append(data, '\n')
	}
	return data, nil
}

// Uninstall removes every handler fp recognises, the groups and event lists
// that held only them, and "hooks" when nothing is left in it.
func Uninstall(data []byte, fp Fingerprint) ([]byte, error) {
	if len(bytes.TrimSpace(data)) == 0 {
		return data, nil
	}
	if err := Check("settings", data); err != nil {
		return nil, err
	}
	out, _, err := strip(data, fp, nil)
	return out, err
}

// Found is one hooktool handler in a document.
type Found struct {
	Event   string
	Matcher string
	Handler gjson.Result
}

// Find lists the handlers fp recognises, in file order.
func Find(data []byte, fp Fingerprint) []Found {
	var out []Found
	hooks := root(data).Get("hooks")
	if !hooks.IsObject() {
		return nil
	}
	for _, m := range members(hooks) {
		for _, g := range elems(m.val) {
			for _, h := range elems(g.Get("hooks")) {
				if fp.Match(h) {
					out = append(out, Found{m.key.String(), g.Get("matcher").String(), h})
				}
			}
		}
	}
	return out
}

// strip removes hooktool's handlers, except for each event in keep the
// first one that is already exactly what keep asks for (as a group of its
// own). It reports which events kept theirs.
func strip(data []byte, fp Fingerprint, keep map[string]Entry) ([]byte, map[string]bool, error) {
	kept := map[string]bool{}
	r := root(data)
	if !r.IsObject() {
		return nil, nil, fmt.Errorf("settings must be a JSON object")
	}
	if h := r.Get("hooks"); h.Exists() && !h.IsObject() {
		return nil, nil, fmt.Errorf(`"hooks" is %s, want an object`, kind(h))
	}
	// Each pass finds one thing to remove, removes it and starts over on
	// the new bytes; the number of passes is bounded by the handlers.
	for range 10000 {
		next, done := stripOne(data, fp, keep, kept)
		if done {
			return data, kept, nil
		}
		data = next
	}
	return nil, nil, fmt.Errorf("settings: too many hooktool entries to remove")
}

func stripOne(data []byte, fp Fingerprint, keep map[string]Entry, kept map[string]bool) ([]byte, bool) {
	r := root(data)
	hooks := r.Get("hooks")
	if !hooks.IsObject() {
		return nil, true
	}
	clear(kept)
	for _, m := range members(hooks) {
		event := m.key.String()
		if !m.val.IsArray() {
			continue
		}
		groups := elems(m.val)
		for gi, g := range groups {
			hs := g.Get("hooks")
			if !hs.IsArray() {
				continue
			}
			list := elems(hs)
			for hi, h := range list {
				if !fp.Match(h) {
					continue
				}
				if e, ok := keep[event]; ok && !kept[event] && sameGroup(g, e) {
					kept[event] = true
					continue
				}
				// Remove the handler; the group goes with its last
				// handler, the event's list with its last group, and
				// "hooks" with its last event.
				switch {
				case len(list) > 1:
					return removeElem(data, hs, hi), false
				case len(groups) > 1:
					return removeElem(data, m.val, gi), false
				case len(members(hooks)) > 1:
					return removeMember(data, hooks, indexOf(hooks, event)), false
				default:
					return removeMember(data, r, indexOf(r, "hooks")), false
				}
			}
		}
	}
	return nil, true
}

func indexOf(obj gjson.Result, key string) int {
	for i, m := range members(obj) {
		if m.key.String() == key {
			return i
		}
	}
	return -1
}

// sameGroup reports whether g is exactly the group e renders to.
func sameGroup(g gjson.Result, e Entry) bool {
	var b bytes.Buffer
	if err := json.Compact(&b, []byte(g.Raw)); err != nil {
		return false
	}
	return bytes.Equal(b.Bytes(), e.group())
}

// add appends e's group to its event's list, creating the list and
// "hooks" as needed at the end of their parents.
func add(data []byte, e Entry) ([]byte, error) {
	st := detectStyle(data)
	r := root(data)
	hooks := r.Get("hooks")
	if !hooks.Exists() {
		v := []byte(`{` + quote(e.Event) + `:[` + string(e.group()) + `]}`)
		return appendMember(data, st, r, 0, "hooks", v), nil
	}
	for _, m := range members(hooks) {
		if m.key.String() != e.Event {
			continue
		}
		if !m.val.IsArray() {
			return nil, fmt.Errorf(`"hooks.%s" is %s, want an array`, e.Event, kind(m.val))
		}
		return appendElem(data, st, m.val, 2, e.group()), nil
	}
	return appendMember(data, st, hooks, 1, e.Event, []byte(`[`+string(e.group())+`]`)), nil
}

func kind(r gjson.Result) string {
	switch {
	case r.IsObject():
		return "an object"
	case r.IsArray():
		return "an array"
	case r.Type == gjson.String:
		return "a string"
	case r.Type == gjson.Number:
		return "a number"
	case r.Type == gjson.True, r.Type == gjson.False:
		return "a boolean"
	default:
		return "null"
	}
}

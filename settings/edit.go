package settings

import (
	"bytes"
	"encoding/json"
	"fmt"
	"strings"

	"github.com/tidwall/gjson"
)

// The editor changes a JSON document in place by byte offsets, so that
// everything it does not touch keeps its exact bytes. Each edit re-parses:
// settings files are small and this keeps offsets honest.

type member struct {
	key gjson.Result // Raw includes the quotes; Index is its offset
	val gjson.Result
}

func end(r gjson.Result) int { return r.Index + len(r.Raw) }

func members(obj gjson.Result) []member {
	var out []member
	obj.ForEach(func(k, v gjson.Result) bool {
		out = append(out, member{k, v})
		return true
	})
	return out
}

func elems(arr gjson.Result) []gjson.Result {
	var out []gjson.Result
	arr.ForEach(func(_, v gjson.Result) bool {
		out = append(out, v)
		return true
	})
	return out
}

func splice(data []byte, from, to int, repl string) []byte {
	out := make([]byte, 0, len(data)-(to-from)+len(repl))
	out = append(out, data[:from]...)
	out = append(out, repl...)
	return append(out, data[to:]...)
}

// style is how a file lays out its JSON.
type style struct {
	unit    string // one level of indentation; "" for a compact file
	newline string // "\n" or "\r\n"
	colon   string // between key and value: ": " or ":"
}

// detectStyle reads the indentation of the first indented line, the line
// ending and the key separator from the file itself.
func detectStyle(data []byte) style {
	st := style{unit: "  ", newline: "\n", colon: ": "}
	if bytes.Contains(data, []byte("\r\n")) {
		st.newline = "\r\n"
	}
	r := root(data)
	ms := members(r)
	if len(ms) == 0 {
		return st
	}
	ws := string(data[r.Index+1 : ms[0].key.Index])
	if nl := strings.LastIndexByte(ws, '\n'); nl >= 0 {
		st.unit = ws[nl+1:]
		if st.unit == "" {
			st.unit = "  "
		}
	} else {
		st.unit = ""
	}
	st.colon = string(data[end(ms[0].key):ms[0].val.Index])
	return st
}

// format renders the compact JSON value v as it should appear on a line
// indented by prefix.
func (st style) format(v []byte, prefix string) string {
	if st.unit == "" {
		return string(v)
	}
	var b bytes.Buffer
	_ = json.Indent(&b, v, prefix, st.unit)
	s := b.String()
	if st.colon != ": " {
		s = strings.ReplaceAll(s, "\": ", "\""+st.colon)
	}
	if st.newline != "\n" {
		s = strings.ReplaceAll(s, "\n", st.newline)
	}
	return s
}

// lead is the whitespace that goes before a new member or element at depth.
func (st style) lead(depth int) string {
	if st.unit == "" {
		return ""
	}
	return st.newline + strings.Repeat(st.unit, depth)
}

// appendMember adds "key": val (compact JSON) as the last member of obj,
// whose own line is at depth.
func appendMember(data []byte, st style, obj gjson.Result, depth int, key string, val []byte) []byte {
	ms := members(obj)
	if len(ms) == 0 {
		kv := quote(key) + st.colon + st.format(val, strings.Repeat(st.unit, depth+1))
		return splice(data, obj.Index, end(obj), "{"+st.lead(depth+1)+kv+st.lead(depth)+"}")
	}
	// Reuse the file's own separator before the first member, so the new
	// member lines up with its siblings and an uninstall that cuts from the
	// previous value's end restores the bytes exactly.
	sep := string(data[obj.Index+1 : ms[0].key.Index])
	kv := quote(key) + st.colon + st.inline(sep).format(val, indentOf(sep))
	return splice(data, end(ms[len(ms)-1].val), end(ms[len(ms)-1].val), ","+sep+kv)
}

// appendElem adds val (compact JSON) as the last element of arr.
func appendElem(data []byte, st style, arr gjson.Result, depth int, val []byte) []byte {
	es := elems(arr)
	if len(es) == 0 {
		v := st.format(val, strings.Repeat(st.unit, depth+1))
		return splice(data, arr.Index, end(arr), "["+st.lead(depth+1)+v+st.lead(depth)+"]")
	}
	sep := string(data[arr.Index+1 : es[0].Index])
	return splice(data, end(es[len(es)-1]), end(es[len(es)-1]), ","+sep+st.inline(sep).format(val, indentOf(sep)))
}

// inline is st for a container laid out on one line (sep has no newline):
// what goes in it stays on that line too.
func (st style) inline(sep string) style {
	if !strings.Contains(sep, "\n") {
		st.unit = ""
	}
	return st
}

// indentOf is the indentation a separator leaves: what follows its last
// newline, or "" on a single line.
func indentOf(sep string) string {
	if nl := strings.LastIndexByte(sep, '\n'); nl >= 0 {
		return sep[nl+1:]
	}
	return ""
}

// removeMember cuts member i of obj with the separator that belongs to it.
func removeMember(data []byte, obj gjson.Result, i int) []byte {
	ms := members(obj)
	switch {
	case len(ms) == 1:
		return splice(data, obj.Index, end(obj), "{}")
	case i > 0:
		return splice(data, end(ms[i-1].val), end(ms[i].val), "")
	default:
		return splice(data, ms[0].key.Index, ms[1].key.Index, "")
	}
}

// removeElem cuts element i of arr with the separator that belongs to it.
func removeElem(data []byte, arr gjson.Result, i int) []byte {
	es := elems(arr)
	switch {
	case len(es) == 1:
		return splice(data, arr.Index, end(arr), "[]")
	case i > 0:
		return splice(data, end(es[i-1]), end(es[i]), "")
	default:
		return splice(data, es[0].Index, es[1].Index, "")
	}
}

// quote renders s as a JSON string without HTML escaping.
func quote(s string) string {
	var b bytes.Buffer
	enc := json.NewEncoder(&b)
	enc.SetEscapeHTML(false)
	_ = enc.Encode(s)
	return strings.TrimRight(b.String(), "\n")
}

// SetValue sets the member at the key path (objects created as needed) to
// the compact JSON value val, keeping every other byte of data. A blank
// data starts a new document.
func SetValue(data []byte, val []byte, keys ...string) ([]byte, error) {
	fresh := len(bytes.TrimSpace(data)) == 0
	if fresh {
		data = []byte("{}")
	}
	if err := Check("config", data); err != nil {
		return nil, err
	}
	if !json.Valid(val) {
		return nil, fmt.Errorf("invalid JSON value %q", val)
	}
	st := detectStyle(data)
	obj := root(data)
	for depth, k := range keys {
		var found *member
		for _, m := range members(obj) {
			if m.key.String() == k {
				found = &m
				break
			}
		}
		last := depth == len(keys)-1
		switch {
		case found == nil:
			v := val
			for i := len(keys) - 1; i > depth; i-- {
				v = []byte("{" + quote(keys[i]) + ":" + string(v) + "}")
			}
			data = appendMember(data, st, obj, depth, k, v)
			if fresh {
				data = append(data, '\n')
			}
			return data, nil
		case last:
			data = splice(data, found.val.Index, end(found.val), string(val))
		case !found.val.IsObject():
			return nil, fmt.Errorf("%q is %s, want an object", strings.Join(keys[:depth+1], "."), kind(found.val))
		default:
			obj = found.val
		}
	}
	return data, nil
}

// RemoveValue removes the member at the key path, and every object on the
// path that it leaves empty (so what SetValue added into a file comes out
// as it went in), keeping every other byte. A missing path is no change.
func RemoveValue(data []byte, keys ...string) ([]byte, error) {
	if err := Check("config", data); err != nil {
		return nil, err
	}
	for n := len(keys); n > 0; n-- {
		obj := root(data)
		for _, k := range keys[:n-1] {
			var next gjson.Result
			for _, m := range members(obj) {
				if m.key.String() == k {
					next = m.val
				}
			}
			if !next.IsObject() {
				return data, nil
			}
			obj = next
		}
		i := -1
		for j, m := range members(obj) {
			if m.key.String() == keys[n-1] {
				i = j
			}
		}
		if i < 0 {
			return data, nil
		}
		// A parent is removed only when this leaves it empty.
		if n < len(keys) {
			if v := members(obj)[i].val; !v.IsObject() || len(members(v)) > 0 {
				return data, nil
			}
		}
		data = removeMember(data, obj, i)
	}
	return data, nil
}

package wiring

import (
	"bytes"
	"encoding/json"
)

// OpenClaw reads its config as JSON5: comments, unquoted keys,
// single-quoted strings and trailing commas are all its own file's
// spelling. Read as strict JSON, such a file does not parse, and any edit
// of it (a comment, a default model) would look like a change of the
// wiring; and a second "plugins" key, which JSON5 keeps (the last wins),
// would hide from a reader of the first. So a file that is not JSON is
// rewritten as the JSON it means before its keys are read.

// maxJSON5 bounds the files rewritten.
const maxJSON5 = 1 << 20

// JSON5 returns b as strict JSON when b is JSON5 that is not JSON
// (comments, unquoted member names, single-quoted strings, trailing
// commas), and ok; b itself and false when b is JSON already or cannot be
// read so.
func JSON5(b []byte) ([]byte, bool) {
	if len(b) > maxJSON5 || json.Valid(b) {
		return b, false
	}
	var out bytes.Buffer
	out.Grow(len(b) + 64)
	last := byte(0) // the last significant byte written
	for i := 0; i < len(b); i++ {
		c := b[i]
		switch {
		case c == '/' && i+1 < len(b) && b[i+1] == '/':
			for i < len(b) && b[i] != '\n' {
				i++
			}
			out.WriteByte('\n')
		case c == '/' && i+1 < len(b) && b[i+1] == '*':
			end := bytes.Index(b[i+2:], []byte("*/"))
			if end < 0 {
				return b, false
			}
			i += end + 3
			out.WriteByte(' ')
		case c == '"' || c == '\'':
			j, s, ok := json5String(b, i)
			if !ok {
				return b, false
			}
			out.Write(s)
			i, last = j, '"'
		case c == ',':
			// A trailing comma: the next significant byte closes.
			k := i + 1
			for k < len(b) && (b[k] == ' ' || b[k] == '\t' || b[k] == '\n' || b[k] == '\r') {
				k++
			}
			if k < len(b) && (b[k] == '}' || b[k] == ']') {
				continue
			}
			out.WriteByte(c)
			last = c
		case identStart(c) && (last == '{' || last == ',') && memberName(b, i):
			// An unquoted member name.
			j := i
			for j < len(b) && identByte(b[j]) {
				j++
			}
			out.WriteByte('"')
			out.Write(b[i:j])
			out.WriteByte('"')
			i, last = j-1, '"'
		default:
			out.WriteByte(c)
			if c != ' ' && c != '\t' && c != '\n' && c != '\r' {
				last = c
			}
		}
	}
	if !json.Valid(out.Bytes()) {
		return b, false
	}
	return out.Bytes(), true
}

// json5String reads the string at b[i] (double- or single-quoted) and
// returns the index of its closing quote and the string as JSON.
func json5String(b []byte, i int) (int, []byte, bool) {
	q := b[i]
	var s bytes.Buffer
	s.WriteByte('"')
	for j := i + 1; j < len(b); j++ {
		c := b[j]
		switch {
		case c == '\\' && j+1 < len(b):
			if b[j+1] == '\'' {
				s.WriteByte('\'')
			} else if b[j+1] == '\n' {
				// a line continuation: nothing
			} else {
				s.WriteByte('\\')
				s.WriteByte(b[j+1])
			}
			j++
		case c == q:
			s.WriteByte('"')
			return j, s.Bytes(), true
		case c == '"':
			s.WriteString(`\"`) // inside a single-quoted string
		case c == '\n':
			return 0, nil, false
		default:
			s.WriteByte(c)
		}
	}
	return 0, nil, false
}

// memberName reports an identifier at b[i] followed by a colon: a
// member's name, not a value (true, null in an array).
func memberName(b []byte, i int) bool {
	j := i
	for j < len(b) && identByte(b[j]) {
		j++
	}
	for j < len(b) && (b[j] == ' ' || b[j] == '\t') {
		j++
	}
	return j < len(b) && b[j] == ':'
}

func identStart(c byte) bool {
	return c == '_' || c == '$' || c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z'
}

func identByte(c byte) bool { return identStart(c) || c >= '0' && c <= '9' }

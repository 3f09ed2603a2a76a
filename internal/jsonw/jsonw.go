// Package jsonw handles JSON by hand on the hook path. It writes it member
// by member: the replies and records every hook call writes, without
// reflection or per-process setup, byte for byte what encoding/json writes
// for the same strings (the handlers' tests check that). And it finds where
// a string of the input ends, the one step of reading a payload whose cost
// grows with it.
package jsonw

import "unicode/utf8"

const hexDigits = "0123456789abcdef"

// AppendString writes s as a JSON string the way encoding/json does by
// default: HTML-sensitive characters, control characters and U+2028/2029
// escaped, invalid UTF-8 replaced by U+FFFD.
func AppendString(out []byte, s string) []byte {
	out = append(out, '"')
	start := 0
	for i := 0; i < len(s); {
		if b := s[i]; b < utf8.RuneSelf {
			if b >= 0x20 && b != '"' && b != '\\' && b != '<' && b != '>' && b != '&' {
				i++
				continue
			}
			out = append(out, s[start:i]...)
			switch b {
			case '"', '\\':
				out = append(out, '\\', b)
			case '\b':
				out = append(out, '\\', 'b')
			case '\f':
				out = append(out, '\\', 'f')
			case '\n':
				out = append(out, '\\', 'n')
			case '\r':
				out = append(out, '\\', 'r')
			case '\t':
				out = append(out, '\\', 't')
			default:
				out = append(out, '\\', 'u', '0', '0', hexDigits[b>>4], hexDigits[b&0xF])
			}
			i++
			start = i
			continue
		}
		c, size := utf8.DecodeRuneInString(s[i:])
		if c == utf8.RuneError && size == 1 {
			out = append(out, s[start:i]...)
			out = append(out, `\ufffd`...)
			i += size
			start = i
			continue
		}
		if c == '\u2028' || c == '\u2029' {
			out = append(out, s[start:i]...)
			out = append(out, '\\', 'u', '2', '0', '2', hexDigits[c&0xF])
			i += size
			start = i
			continue
		}
		i += size
	}
	out = append(out, s[start:]...)
	return append(out, '"')
}

// Object writes one JSON object, member by member.
type Object struct {
	b []byte
	n int
}

// Key starts a member.
func (o *Object) Key(k string) {
	if o.n == 0 {
		o.b = append(o.b, '{')
	} else {
		o.b = append(o.b, ',')
	}
	o.n++
	o.b = AppendString(o.b, k)
	o.b = append(o.b, ':')
}

// Str writes a string member.
func (o *Object) Str(k, v string) { o.Key(k); o.b = AppendString(o.b, v) }

// Raw writes a member whose value is already JSON.
func (o *Object) Raw(k string, v []byte) { o.Key(k); o.b = append(o.b, v...) }

// Len is the number of members written.
func (o *Object) Len() int { return o.n }

// Close returns the object, "{}" when it has no member.
func (o *Object) Close() []byte {
	if o.n == 0 {
		return []byte("{}")
	}
	return append(o.b, '}')
}

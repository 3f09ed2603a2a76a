package gitscan

import (
	"bytes"
	"unicode/utf16"
	"unicode/utf8"
)

// maxRangePaths bounds the paths of the range's diffs given to scanNames.
const maxRangePaths = 1 << 16

// messageText is a commit message as text: a message in UTF-16 (git's
// encoding header names it, or NULs fill one byte of each pair, as a
// message hash-object was given raw has them) is decoded, since git log
// re-encodes it for whoever reads it; in any other, a NUL is a line break
// (it ends a C string, and a token across it is not one).
func messageText(hdr, msg []byte) []byte {
	enc := ""
	var stored []byte
	for _, l := range bytes.Split(hdr, []byte("\n")) {
		if v, ok := bytes.CutPrefix(l, []byte("encoding ")); ok {
			enc = string(bytes.ToUpper(bytes.TrimSpace(v)))
		}
	}
	be := enc == "UTF-16BE" || enc == "UCS-2BE"
	le := enc == "UTF-16LE" || enc == "UCS-2LE" || enc == "UTF-16" || enc == "UCS-2"
	if (be || le) && len(msg) >= 8 && bytes.IndexByte(msg, 0) < 0 && utf8.Valid(msg) && !bytes.HasPrefix(msg, []byte{0xfe, 0xff}) && !bytes.HasPrefix(msg, []byte{0xff, 0xfe}) {
		// A header that may lie: UTF-16 of ASCII text is half NULs, and
		// UTF-16 of other text is seldom valid UTF-8. git log decodes
		// such a message into noise, but git cat-file (and git log
		// --encoding=none) print it as stored: both are read.
		stored = msg
	}
	if !be && !le && len(msg) >= 8 {
		// No header, or a wrong one: NULs in one byte position of nearly
		// every pair.
		var even, odd int
		for i, c := range msg {
			if c == 0 {
				if i%2 == 0 {
					even++
				} else {
					odd++
				}
			}
		}
		pairs := len(msg) / 2
		le, be = odd*10 >= pairs*9, even*10 >= pairs*9
	}
	if be || le {
		b := msg
		switch {
		case len(b) >= 2 && b[0] == 0xff && b[1] == 0xfe:
			b, le, be = b[2:], true, false
		case len(b) >= 2 && b[0] == 0xfe && b[1] == 0xff:
			b, le, be = b[2:], false, true
		}
		u := make([]uint16, 0, len(b)/2)
		for i := 0; i+1 < len(b); i += 2 {
			if be {
				u = append(u, uint16(b[i])<<8|uint16(b[i+1]))
			} else {
				u = append(u, uint16(b[i+1])<<8|uint16(b[i]))
			}
		}
		out := make([]byte, 0, len(u))
		for _, r := range utf16.Decode(u) {
			if r == 0 {
				r = '\n'
			}
			out = utf8.AppendRune(out, r)
		}
		if stored != nil {
			out = append(append(out, '\n'), stored...)
		}
		return out
	}
	return bytes.ReplaceAll(msg, []byte{0}, []byte{'\n'})
}

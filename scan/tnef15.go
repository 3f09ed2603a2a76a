package scan

import (
	"bytes"
	"encoding/binary"
	"hash/crc32"
	"strconv"
)

// Outlook's winmail.dat (TNEF, MS-OXTNEF) and the compressed RTF
// (MS-OXRTFCP, "LZFu") that carries its body: the set-15 container.

// tnefMagic is TNEF's signature, 0x223E9F78 little-endian.
var tnefMagic = []byte{0x78, 0x9f, 0x3e, 0x22}

// tnefHead reports a TNEF stream: the signature and a legacy key, then a
// first attribute of level 1 (message) or 2 (attachment).
func tnefHead(b []byte) bool {
	return len(b) >= 15 && bytes.HasPrefix(b, tnefMagic) && (b[6] == 1 || b[6] == 2)
}

// tnef reads a TNEF stream's attributes (level, id, length, data,
// checksum) and hands on what a mail reader shows: the body (attBody),
// each attachment's bytes (attAttachData), and the compressed RTF body
// (PR_RTF_COMPRESSED inside attMAPIProps or attAttachment) decompressed.
// The stream itself is scanned as binary content is.
func (a *expander) tnef(name string, data []byte, depth int) error {
	a.fn(name, data)
	n := 0
	for i := 6; i+9 <= len(data) && n < 4096; n++ {
		id := binary.LittleEndian.Uint32(data[i+1:])
		l := int(binary.LittleEndian.Uint32(data[i+5:]))
		if l < 0 || i+9+l+2 > len(data) {
			return nil
		}
		body := data[i+9 : i+9+l]
		i += 9 + l + 2
		switch id {
		case 0x0002800c: // attBody
			if e := a.emit(join(name, "body"), body, depth); e != nil {
				return e
			}
		case 0x0006800f: // attAttachData
			if e := a.emit(join(name, "attachment-"+strconv.Itoa(n)), body, depth); e != nil {
				return e
			}
		case 0x00069003, 0x00069005: // attMAPIProps, attAttachment
			for _, rtf := range mapiBinaries(body, 0x1009) {
				if b := unLZFu(rtf, min(maxMember, a.budget)); len(b) > 0 {
					a.budget -= len(b)
					if e := a.emit(join(name, "rtf"), b, depth); e != nil {
						return e
					}
				}
			}
		}
	}
	return nil
}

// mapiBinaries returns the values of the PT_BINARY properties with the
// given id in a TNEF property list (a count, then type, id, [name], value).
// It stops at the first property it cannot read.
func mapiBinaries(b []byte, want uint16) [][]byte {
	if len(b) < 4 {
		return nil
	}
	count := int(binary.LittleEndian.Uint32(b))
	q := b[4:]
	var out [][]byte
	for k := 0; k < count && k < 4096 && len(q) >= 4; k++ {
		typ, id := binary.LittleEndian.Uint16(q), binary.LittleEndian.Uint16(q[2:])
		q = q[4:]
		if id >= 0x8000 {
			// A named property: a GUID, a kind, then an id or a name.
			if len(q) < 20 {
				return out
			}
			kind := binary.LittleEndian.Uint32(q[16:])
			q = q[20:]
			if kind == 0 {
				if len(q) < 4 {
					return out
				}
				q = q[4:]
			} else {
				if len(q) < 4 {
					return out
				}
				nl := int(binary.LittleEndian.Uint32(q))
				nl = (nl + 3) &^ 3
				if nl < 0 || 4+nl > len(q) {
					return out
				}
				q = q[4+nl:]
			}
		}
		multi := typ&0x1000 != 0
		typ &^= 0x1000
		vals := 1
		switch typ {
		case 0x0002, 0x000b: // PT_SHORT, PT_BOOLEAN: 4 bytes padded
			if multi {
				return out
			}
			if len(q) < 4 {
				return out
			}
			q = q[4:]
			continue
		case 0x0003, 0x0004, 0x000a: // PT_LONG, PT_FLOAT, PT_ERROR
			if multi || len(q) < 4 {
				return out
			}
			q = q[4:]
			continue
		case 0x0005, 0x0006, 0x0007, 0x0014, 0x0040: // 8 bytes
			if multi || len(q) < 8 {
				return out
			}
			q = q[8:]
			continue
		case 0x0048: // PT_CLSID
			if multi || len(q) < 16 {
				return out
			}
			q = q[16:]
			continue
		case 0x001e, 0x001f, 0x0102, 0x000d: // strings, binary, object: counted values
			if len(q) < 4 {
				return out
			}
			vals = int(binary.LittleEndian.Uint32(q))
			q = q[4:]
		default:
			return out
		}
		for j := 0; j < vals && j < 4096; j++ {
			if len(q) < 4 {
				return out
			}
			l := int(binary.LittleEndian.Uint32(q))
			if l < 0 || 4+l > len(q) {
				return out
			}
			if typ == 0x0102 && id == want {
				out = append(out, q[4:4+l])
			}
			q = q[min(len(q), 4+(l+3)&^3):]
		}
	}
	return out
}

// lzfuDict is compressed RTF's initial dictionary (MS-OXRTFCP 2.1.2.1).
const lzfuDict = "{\\rtf1\\ansi\\mac\\deff0\\deftab720{\\fonttbl;}{\\f0\\fnil \\froman \\fswiss \\fmodern \\fscript \\fdecor MS Sans SerifSymbolArialTimes New RomanCourier{\\colortbl\\red0\\green0\\blue0\r\n\\par \\pard\\plain\\f0\\fs20\\b\\i\\u\\tab\\tx"

// unLZFu decompresses a compressed RTF stream: its header (compressed
// size, raw size, "LZFu" or "MELA", CRC), then runs of a control byte and
// eight tokens, each a literal or a 12-bit dictionary offset and a 4-bit
// length, up to the reference to the write position. The CRC must match;
// MELA (stored) is returned as it is.
func unLZFu(b []byte, limit int) []byte {
	if len(b) < 16 {
		return nil
	}
	csize := int(binary.LittleEndian.Uint32(b))
	rsize := int(binary.LittleEndian.Uint32(b[4:]))
	magic := string(b[8:12])
	if csize+4 > len(b) || csize < 12 || rsize > limit || rsize < 0 {
		return nil
	}
	payload := b[16 : csize+4]
	if magic == "MELA" {
		return payload[:min(len(payload), rsize)]
	}
	if magic != "LZFu" {
		return nil
	}
	var c uint32
	for _, x := range payload {
		c = crc32.IEEETable[byte(c)^x] ^ c>>8
	}
	if c != binary.LittleEndian.Uint32(b[12:]) {
		return nil
	}
	var dict [4096]byte
	copy(dict[:], lzfuDict)
	w := len(lzfuDict)
	out := make([]byte, 0, rsize)
	for i := 0; i < len(payload); {
		ctl := payload[i]
		i++
		for bit := 0; bit < 8 && i < len(payload); bit++ {
			if ctl&(1<<bit) == 0 {
				out = append(out, payload[i])
				dict[w%4096] = payload[i]
				w++
				i++
			} else {
				if i+2 > len(payload) {
					return out
				}
				ref := binary.BigEndian.Uint16(payload[i:])
				i += 2
				off, l := int(ref>>4), int(ref&15)+2
				if off == w%4096 {
					return out
				}
				for k := 0; k < l; k++ {
					x := dict[(off+k)%4096]
					out = append(out, x)
					dict[w%4096] = x
					w++
				}
			}
			if len(out) > limit {
				return out[:limit]
			}
		}
	}
	return out
}

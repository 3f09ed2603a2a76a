package scan

import (
	"bytes"
	"encoding/binary"
	"fmt"
	"hash/crc32"
)

// A SQLite file keeps a row whose record does not fit its page in a chain
// of overflow pages: the record's bytes are cut by the 4-byte number of
// the first overflow page and by each overflow page's link to the next, so
// a value spanning the cut shows whole in no page. sqliteRows reassembles
// the records of the table and index leaf pages (following each overflow
// chain, bounded by the file's page count and maxStream bytes) and hands
// them on as one stream.

var sqliteMagic = []byte("SQLite format 3\x00")

func sqliteVarint(b []byte) (uint64, int) {
	var v uint64
	for i := 0; i < len(b) && i < 9; i++ {
		if i == 8 {
			return v<<8 | uint64(b[i]), 9
		}
		v = v<<7 | uint64(b[i]&0x7f)
		if b[i] < 0x80 {
			return v, i + 1
		}
	}
	return 0, 0
}

func (a *expander) sqliteRows(name string, data []byte) error {
	if len(data) < 512 || !bytes.HasPrefix(data, sqliteMagic) {
		return nil
	}
	pageSize := int(binary.BigEndian.Uint16(data[16:]))
	if pageSize == 1 {
		pageSize = 65536
	}
	if pageSize < 512 || pageSize&(pageSize-1) != 0 {
		return nil
	}
	usable := pageSize - int(data[20])
	pages := len(data) / pageSize
	var out []byte
	limit := min(maxStream, a.budget)
	for pg := 0; pg < pages && len(out) < limit; pg++ {
		p := data[pg*pageSize : (pg+1)*pageSize]
		h := 0
		if pg == 0 {
			h = 100
		}
		kind := p[h]
		if kind != 0x0d && kind != 0x0a {
			continue
		}
		n := int(binary.BigEndian.Uint16(p[h+3:]))
		for c := 0; c < n && h+8+2*c+2 <= len(p) && len(out) < limit; c++ {
			off := int(binary.BigEndian.Uint16(p[h+8+2*c:]))
			if off <= h || off >= len(p) {
				continue
			}
			pl, k := sqliteVarint(p[off:])
			if k == 0 || pl > uint64(limit) {
				continue
			}
			off += k
			x := usable - 35
			m := (usable-12)*32/255 - 23
			if kind == 0x0d {
				if _, k = sqliteVarint(p[off:]); k == 0 {
					continue
				}
				off += k
			} else {
				x = (usable-12)*64/255 - 23
			}
			total := int(pl)
			local := total
			if total > x {
				local = m + (total-m)%(usable-4)
				if local > x {
					local = m
				}
			}
			if off+local > len(p) {
				continue
			}
			out = append(out, p[off:off+local]...)
			rest := total - local
			if rest > 0 && off+local+4 <= len(p) {
				next := int(binary.BigEndian.Uint32(p[off+local:]))
				for hops := 0; rest > 0 && next > 0 && next <= pages && hops < pages; hops++ {
					op := data[(next-1)*pageSize : next*pageSize]
					take := min(rest, usable-4)
					out = append(out, op[4:4+take]...)
					rest -= take
					next = int(binary.BigEndian.Uint32(op))
				}
			}
			out = append(out, '\n')
		}
	}
	if len(out) == 0 {
		return nil
	}
	out = markTokenEnds(out)
	a.budget -= len(out)
	if a.members++; a.members > maxMembers {
		return ErrArchiveLimit
	}
	a.fn(join(name, fmt.Sprintf("%s0", sqliteStream)), out)
	return nil
}

// markTokenEnds puts a line break after each GitHub token (gh?_ and 36
// bytes) whose CRC-32 checksum, its last six bytes in base 62, proves
// where it ends, when a letter or digit follows it: a TEXT column holds
// the token run together with the words around it, and the rule wants a
// boundary there.
func markTokenEnds(b []byte) []byte {
	var out []byte
	last := 0
	for i := 0; i+40 < len(b); i++ {
		if b[i] != 'g' || b[i+1] != 'h' || b[i+3] != '_' || !bytes.ContainsRune([]byte("pousr"), rune(b[i+2])) {
			continue
		}
		tok := b[i+4 : i+40]
		if !isAlnumRun(tok) || !isAlpha(b[i+40]) && !isDigit(b[i+40]) || !ghChecksum(tok) {
			continue
		}
		out = append(append(out, b[last:i+40]...), '\n')
		last = i + 40
		i += 39
	}
	if out == nil {
		return b
	}
	return append(out, b[last:]...)
}

func isAlnumRun(b []byte) bool {
	for _, c := range b {
		if !isAlpha(c) && !isDigit(c) {
			return false
		}
	}
	return true
}

// ghChecksum reports a GitHub token body (30 bytes) followed by the
// base-62 CRC-32 of it (6 bytes, digits then upper then lower case).
func ghChecksum(t []byte) bool {
	const b62 = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz"
	n := uint64(crc32.ChecksumIEEE(t[:30]))
	var enc [6]byte
	for k := 5; k >= 0; k-- {
		enc[k] = b62[n%62]
		n /= 62
	}
	return n == 0 && string(enc[:]) == string(t[30:])
}

// sqliteStream names a SQLite file's reassembled records as a member.
const sqliteStream = "records@"

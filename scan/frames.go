package scan

import "encoding/binary"

// Compressed frames read without a library: LZ4 (the legacy frame lz4 -l
// writes and the standard frame, whole), zstd (its raw and RLE blocks; a
// compressed block is not decoded and stands as a line break between what
// is) and xz (its LZMA2 uncompressed chunks; an LZMA chunk likewise). A
// secret cut by a block or chunk header comes back whole; zstd's and xz's
// entropy-coded blocks are beyond this reader (see docs/guard-coverage.md).
// Every reader stops at its limit of output bytes.

var (
	lz4Legacy = []byte{0x02, 0x21, 0x4c, 0x18}
	lz4Frame  = []byte{0x04, 0x22, 0x4d, 0x18}
	zstdMagic = []byte{0x28, 0xb5, 0x2f, 0xfd}
	xzMagic   = []byte{0xfd, '7', 'z', 'X', 'Z', 0x00}
)

// lz4Block decodes one LZ4 block onto out (whose bytes a match may reach
// back into: linked blocks), up to limit bytes of out in all.
func lz4Block(src, out []byte, limit int) ([]byte, bool) {
	i := 0
	length := func(n int) (int, bool) {
		if n != 15 {
			return n, true
		}
		for {
			if i >= len(src) {
				return 0, false
			}
			b := src[i]
			i++
			n += int(b)
			if n > limit {
				return 0, false
			}
			if b != 255 {
				return n, true
			}
		}
	}
	for i < len(src) {
		tok := src[i]
		i++
		ll, ok := length(int(tok >> 4))
		if !ok || i+ll > len(src) || len(out)+ll > limit {
			return out, false
		}
		out = append(out, src[i:i+ll]...)
		i += ll
		if i >= len(src) {
			return out, true // the last sequence has no match
		}
		if i+2 > len(src) {
			return out, false
		}
		off := int(binary.LittleEndian.Uint16(src[i:]))
		i += 2
		ml, ok := length(int(tok & 15))
		if !ok || off == 0 || off > len(out) || len(out)+ml+4 > limit {
			return out, false
		}
		for range ml + 4 {
			out = append(out, out[len(out)-off])
		}
	}
	return out, true
}

// unLZ4 reads an LZ4 frame (legacy or standard).
func unLZ4(data []byte, limit int) []byte {
	var out []byte
	if len(data) < 8 {
		return nil
	}
	if string(data[:4]) == string(lz4Legacy) {
		for p := 4; p+4 <= len(data); {
			n := int(binary.LittleEndian.Uint32(data[p:]))
			p += 4
			if n == 0x184c2102 || n > len(data)-p {
				break
			}
			var ok bool
			// Legacy blocks are independent: a match stays in its block.
			start := len(out)
			blk, ok := lz4Block(data[p:p+n], out[start:start:start], limit-start)
			out = append(out[:start], blk...)
			if !ok {
				break
			}
			p += n
		}
		return out
	}
	flg := data[4]
	p := 6
	if flg&0x08 != 0 {
		p += 8
	}
	if flg&0x01 != 0 {
		p += 4
	}
	p++ // header checksum
	for p+4 <= len(data) {
		n := binary.LittleEndian.Uint32(data[p:])
		p += 4
		if n == 0 {
			break
		}
		stored := n&0x80000000 != 0
		size := int(n & 0x7fffffff)
		if size > len(data)-p {
			break
		}
		if stored {
			if len(out)+size > limit {
				break
			}
			out = append(out, data[p:p+size]...)
		} else {
			var ok bool
			if out, ok = lz4Block(data[p:p+size], out, limit); !ok {
				break
			}
		}
		p += size
		if flg&0x10 != 0 {
			p += 4
		}
	}
	return out
}

// unZstd reads the raw and RLE blocks of the zstd frames in data.
func unZstd(data []byte, limit int) []byte {
	var out []byte
	p := 0
	for p+6 <= len(data) && len(out) < limit {
		magic := binary.LittleEndian.Uint32(data[p:])
		if magic&0xfffffff0 == 0x184d2a50 { // a skippable frame
			if p+8 > len(data) {
				break
			}
			p += 8 + int(binary.LittleEndian.Uint32(data[p+4:]))
			continue
		}
		if magic != 0xfd2fb528 {
			break
		}
		fhd := data[p+4]
		p += 5
		single := fhd&0x20 != 0
		if !single {
			p++
		}
		p += [4]int{0, 1, 2, 4}[fhd&3]
		fcs := [4]int{0, 2, 4, 8}[fhd>>6]
		if fcs == 0 && single {
			fcs = 1
		}
		p += fcs
		for p+3 <= len(data) {
			h := int(data[p]) | int(data[p+1])<<8 | int(data[p+2])<<16
			p += 3
			last, typ, size := h&1 != 0, h>>1&3, h>>3
			switch typ {
			case 0:
				if size > len(data)-p || len(out)+size > limit {
					return out
				}
				out = append(out, data[p:p+size]...)
				p += size
			case 1:
				if p >= len(data) || len(out)+size > limit {
					return out
				}
				for range size {
					out = append(out, data[p])
				}
				p++
			case 2:
				if size > len(data)-p {
					return out
				}
				out = append(out, '\n')
				p += size
			default:
				return out
			}
			if last {
				break
			}
		}
		if fhd&0x04 != 0 {
			p += 4
		}
	}
	return out
}

// unXz reads the LZMA2 uncompressed chunks of an xz stream's blocks.
func unXz(data []byte, limit int) []byte {
	if len(data) < 12+4 {
		return nil
	}
	check := [16]int{0, 4, 4, 4, 8, 8, 8, 16, 16, 16, 32, 32, 32, 64, 64, 64}[data[7]&0x0f]
	var out []byte
	p := 12
	for p < len(data) && data[p] != 0 && len(out) < limit {
		p += (int(data[p]) + 1) * 4 // the block header
		for p < len(data) {
			c := data[p]
			p++
			if c == 0 {
				break
			}
			switch {
			case c == 1 || c == 2:
				if p+2 > len(data) {
					return out
				}
				n := int(binary.BigEndian.Uint16(data[p:])) + 1
				p += 2
				if n > len(data)-p || len(out)+n > limit {
					return out
				}
				out = append(out, data[p:p+n]...)
				p += n
			case c >= 0x80:
				if p+4 > len(data) {
					return out
				}
				n := int(binary.BigEndian.Uint16(data[p+2:])) + 1
				p += 4
				if c >= 0xc0 {
					p++
				}
				out = append(out, '\n')
				p += n
			default:
				return out
			}
		}
		for p%4 != 0 {
			p++
		}
		p += check
	}
	return out
}

package scan

import (
	"bytes"
	"encoding/binary"
	"io"

	"github.com/ulikunitz/xz/lzma"
)

// Compressed frames: LZ4 (the legacy frame lz4 -l writes and the standard
// frame, whole) and zstd (its raw and RLE blocks; a compressed block is not
// decoded and stands as a line break between what is) read by hand; xz,
// whose LZMA2 blocks (what the xz tool writes) ulikunitz/xz's LZMA2
// reader decodes (its lzma package alone: the xz package's checks would
// link crypto/sha256, whose FIPS module hooktool keeps out). A secret cut
// by a block or chunk header comes back whole; zstd's entropy-coded blocks
// are beyond this reader (see docs/guard-coverage.md). Every reader stops
// at its limit of output bytes.

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

// unXz reads an xz stream's blocks. A block whose one filter is LZMA2 is
// decoded by ulikunitz/xz's LZMA2 reader (xz's default, as the xz tool
// writes it), its dictionary no larger than the output allowed; any other
// block, or one the reader fails on, is read for its uncompressed chunks
// alone, a compressed chunk standing as a line break.
func unXz(data []byte, limit int) []byte {
	if len(data) < 12+4 {
		return nil
	}
	check := [16]int{0, 4, 4, 4, 8, 8, 8, 16, 16, 16, 32, 32, 32, 64, 64, 64}[data[7]&0x0f]
	var out []byte
	p := 12
	for p < len(data) && data[p] != 0 && len(out) < limit {
		hdr := (int(data[p]) + 1) * 4
		if hdr > len(data)-p {
			return out
		}
		body := p + hdr
		if dict, delta, ok := xzLZMA2Dict(data[p:body]); ok {
			if b, n, ok := lzma2Block(data[body:], dict, limit-len(out)); ok {
				undelta(b, delta)
				out = append(out, b...)
				p = body + n
				for p%4 != 0 {
					p++
				}
				p += check
				continue
			}
		}
		var ok bool
		if p, out, ok = xzChunks(data, body, out, limit); !ok {
			return out
		}
		for p%4 != 0 {
			p++
		}
		p += check
	}
	return out
}

// xzLZMA2Dict reads an xz block header (its size byte included) and
// returns the dictionary size of its LZMA2 filter when that filter is the
// block's only one, or comes after a delta filter (xz --filters=delta,lzma2):
// then delta is the delta filter's distance, else 0.
func xzLZMA2Dict(h []byte) (dict, delta int, ok bool) {
	if len(h) < 2 || h[1]&0x03 > 1 { // one filter, or two
		return 0, 0, false
	}
	filters := int(h[1]&0x03) + 1
	p := 2
	varint := func() (uint64, bool) {
		var v uint64
		for i := 0; i < 9 && p < len(h); i++ {
			b := h[p]
			p++
			v |= uint64(b&0x7f) << (7 * i)
			if b < 0x80 {
				return v, true
			}
		}
		return 0, false
	}
	if h[1]&0x40 != 0 { // compressed size
		if _, ok := varint(); !ok {
			return 0, 0, false
		}
	}
	if h[1]&0x80 != 0 { // uncompressed size
		if _, ok := varint(); !ok {
			return 0, 0, false
		}
	}
	if filters == 2 {
		// Delta first: its one property byte is the distance less one.
		if id, ok := varint(); !ok || id != 0x03 {
			return 0, 0, false
		}
		if n, ok := varint(); !ok || n != 1 || p >= len(h) {
			return 0, 0, false
		}
		delta = int(h[p]) + 1
		p++
	}
	id, ok := varint()
	if !ok || id != 0x21 {
		return 0, 0, false
	}
	if n, ok := varint(); !ok || n != 1 || p >= len(h) {
		return 0, 0, false
	}
	d := h[p]
	if d > 40 {
		return 0, 0, false
	}
	if d == 40 {
		return 1<<32 - 1, delta, true
	}
	return (2 | int(d&1)) << (d/2 + 11), delta, true
}

// undelta reverses xz's delta filter of distance dist in place: each byte
// was stored as its difference from the byte dist before it.
func undelta(b []byte, dist int) {
	for i := dist; dist > 0 && i < len(b); i++ {
		b[i] += b[i-dist]
	}
}

// lzma2Block decodes the LZMA2 chunks at the start of src, up to limit
// bytes of output, and says how many bytes of src they took. The
// dictionary is allocated at the smaller of its declared size and the
// output allowed: a match cannot reach further back than the output.
func lzma2Block(src []byte, dict, limit int) ([]byte, int, bool) {
	if limit <= 0 {
		return nil, 0, false
	}
	r := bytes.NewReader(src)
	cfg := lzma.Reader2Config{DictCap: max(lzma.MinDictCap, min(dict, limit))}
	zr, err := cfg.NewReader2(r)
	if err != nil {
		return nil, 0, false
	}
	var out bytes.Buffer
	_, err = io.Copy(&out, io.LimitReader(zr, int64(limit)))
	if err != nil && out.Len() == 0 {
		return nil, 0, false
	}
	return out.Bytes(), len(src) - r.Len(), true
}

// xzChunks reads the LZMA2 chunks of one block from data[p:]: the
// uncompressed ones as they are, a compressed one as a line break. It
// returns where the block's data ends.
func xzChunks(data []byte, p int, out []byte, limit int) (int, []byte, bool) {
	for p < len(data) {
		c := data[p]
		p++
		if c == 0 {
			break
		}
		switch {
		case c == 1 || c == 2:
			if p+2 > len(data) {
				return p, out, false
			}
			n := int(binary.BigEndian.Uint16(data[p:])) + 1
			p += 2
			if n > len(data)-p || len(out)+n > limit {
				return p, out, false
			}
			out = append(out, data[p:p+n]...)
			p += n
		case c >= 0x80:
			if p+4 > len(data) {
				return p, out, false
			}
			n := int(binary.BigEndian.Uint16(data[p+2:])) + 1
			p += 4
			if c >= 0xc0 {
				p++
			}
			out = append(out, '\n')
			p += n
		default:
			return p, out, false
		}
	}
	return p, out, true
}

package scan

// compress(1)'s .Z files (uncompress, gzip -d, zcat): LZW with codes of 9
// bits growing to the header's maximum (at most 16), and in block mode a
// CLEAR code that starts the table again. Go's compress/lzw reads the GIF,
// TIFF and PDF variants (codes up to 12 bits, no group alignment), not
// this one, so it is read here as gzip's unlzw.c reads it: codes come in
// groups of eight, and when the width changes or the table is cleared the
// rest of the current group is skipped.

// compressHead reports a .Z header (0x1f 0x9d, then a byte holding the
// maximum code width in its low five bits and the block-mode flag, 0x80)
// with a width compress writes.
func compressHead(b []byte) bool {
	return len(b) >= 3 && b[0] == 0x1f && b[1] == 0x9d && b[2]&0x1f >= 9 && b[2]&0x1f <= 16 && b[2]&0x60 == 0
}

// unCompressZ decodes a .Z file, at most limit bytes of it; what it
// decoded before a damaged code comes back.
func unCompressZ(data []byte, limit int) []byte {
	if !compressHead(data) {
		return nil
	}
	maxBits := uint(data[2] & 0x1f)
	block := data[2]&0x80 != 0
	in := data[3:]
	total := len(in) * 8
	const clear = 256
	maxMax := 1 << maxBits
	prefix := make([]uint16, maxMax)
	suffix := make([]byte, maxMax)
	for c := range 256 {
		suffix[c] = byte(c)
	}
	nBits := uint(9)
	maxCode := 1<<nBits - 1
	free := 256
	if block {
		free = 257
	}
	// align skips the rest of the group of eight codes the last one
	// belonged to, as compress pads it when the width changes; groups
	// count from where the current width began (base), as unlzw's
	// buffer does.
	base := 0
	align := func(pos int) int {
		g, rel := int(nBits)<<3, pos-base
		if rel > 0 {
			rel = (rel - 1) + (g - (rel-1+g)%g)
		}
		base += rel
		return base
	}
	var out, stack []byte
	pos, old := 0, -1
	var fin byte
	for len(out) < limit {
		if free > maxCode {
			pos = align(pos)
			nBits++
			maxCode = 1<<nBits - 1
			if nBits == maxBits {
				maxCode = maxMax
			}
		}
		if pos+int(nBits) > total {
			break
		}
		var w uint32
		for k := 0; k < 3 && pos>>3+k < len(in); k++ {
			w |= uint32(in[pos>>3+k]) << (8 * k)
		}
		code := int(w>>(pos&7)) & (1<<nBits - 1)
		pos += int(nBits)
		if old < 0 {
			if code > 255 {
				break
			}
			fin, old = byte(code), code
			out = append(out, fin)
			continue
		}
		if code == clear && block {
			free = 256 // the next code read is a literal's, added at 257
			pos = align(pos)
			nBits = 9
			maxCode = 1<<nBits - 1
			continue
		}
		in0 := code
		stack = stack[:0]
		if code >= free {
			if code > free {
				break // damaged
			}
			stack = append(stack, fin)
			code = old
		}
		for code >= 256 {
			stack = append(stack, suffix[code])
			code = int(prefix[code])
		}
		fin = suffix[code]
		stack = append(stack, fin)
		for k := len(stack) - 1; k >= 0; k-- {
			out = append(out, stack[k])
		}
		if free < maxMax {
			prefix[free], suffix[free] = uint16(old), fin
			free++
		}
		old = in0
	}
	if len(out) > limit {
		out = out[:limit]
	}
	return out
}

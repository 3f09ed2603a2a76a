package scan

import "bytes"

// PDF's LZWDecode: codes of 9 to 12 bits, most significant bit first, 256
// clears the table and 257 ends the data. With EarlyChange 1 (the
// default) the code width grows one code sooner than with 0 (GIF's rule,
// which compress/lzw keeps), so the decoder is written out here, bounded
// by limit output bytes.

// lzwEarly reads a stream dictionary's /EarlyChange (1 unless it says 0).
func lzwEarly(dict []byte) int {
	i := bytes.Index(dict, []byte("/EarlyChange"))
	if i < 0 {
		return 1
	}
	rest := bytes.TrimLeft(dict[i+len("/EarlyChange"):], " \t\r\n")
	if len(rest) > 0 && rest[0] == '0' {
		return 0
	}
	return 1
}

// lzwDecode decodes src; ok is false when a code names no entry or no
// byte came out.
func lzwDecode(src []byte, early, limit int) ([]byte, bool) {
	const clear, eod, first, maxCode = 256, 257, 258, 4096
	var prefix [maxCode]uint16
	var suffix [maxCode]byte
	var length [maxCode]uint16
	for i := range 256 {
		suffix[i], length[i] = byte(i), 1
	}
	var out []byte
	width, next, prev := 9, first, -1
	var acc uint32
	bits := 0
	// entry appends the bytes of code c to out.
	entry := func(c int) {
		n := int(length[c])
		at := len(out)
		out = append(out, make([]byte, n)...)
		for k := at + n - 1; k >= at; k-- {
			out[k] = suffix[c]
			c = int(prefix[c])
		}
	}
	for i := 0; ; {
		for bits < width && i < len(src) {
			acc = acc<<8 | uint32(src[i])
			bits += 8
			i++
		}
		if bits < width {
			break
		}
		code := int(acc>>(bits-width)) & (1<<width - 1)
		bits -= width
		switch {
		case code == clear:
			width, next, prev = 9, first, -1
			continue
		case code == eod:
			return out, len(out) > 0
		case prev < 0:
			if code > 255 {
				return nil, false
			}
			entry(code)
			prev = code
			continue
		case code > next || code == next && next >= maxCode:
			return nil, false
		}
		at := len(out)
		if code < next {
			entry(code)
		} else {
			entry(prev)
			out = append(out, out[at])
		}
		if next < maxCode {
			prefix[next], suffix[next], length[next] = uint16(prev), out[at], length[prev]+1
			next++
			if next+early >= 1<<width && width < 12 {
				width++
			}
		}
		prev = code
		if len(out) > limit {
			return nil, false
		}
	}
	return out, len(out) > 0
}

package scan

import (
	"bytes"
	"compress/zlib"
	"encoding/binary"
	"fmt"
	"io"
)

// A PNG's image data (IDAT) is one zlib stream, cut across chunks, of
// filtered rows: each row starts with its filter's number and holds the
// pixels' bytes as differences from the row above or the pixel to the left.
// Bytes written as pixels (a greyscale row per line of a .env) show
// nothing inflated as they are; unfiltered, they are the bytes again. The
// pixels are read as a stream inflated from binary content is: only
// tokens with a format of their own report, so a photograph's flat areas
// are no more than noise.

// pixelStream names a PNG's pixels as a member: "pixels@OFFSET", the
// offset of its first IDAT chunk.
const pixelStream = "pixels@"

// pngTextMember names a PNG text chunk as a member: "text@OFFSET".
const pngTextMember = "text@"

// pngText is a text chunk's keyword and text, inflated where compressed.
func (a *expander) pngText(typ string, body []byte) []byte {
	k := bytes.IndexByte(body, 0)
	if k < 0 {
		return nil
	}
	key, rest := body[:k], body[k+1:]
	compressed := false
	switch typ {
	case "zTXt":
		if len(rest) < 1 {
			return nil
		}
		rest, compressed = rest[1:], true
	case "iTXt":
		if len(rest) < 2 {
			return nil
		}
		compressed = rest[0] == 1
		rest = rest[2:]
		for range 2 { // the language tag and the translated keyword
			j := bytes.IndexByte(rest, 0)
			if j < 0 {
				return nil
			}
			rest = rest[j+1:]
		}
	}
	if compressed {
		zr, err := zlib.NewReader(bytes.NewReader(rest))
		if err != nil {
			return nil
		}
		b, _ := a.take(zr)
		rest = b
	}
	return append(append(append([]byte(nil), key...), ": "...), rest...)
}

var pngMagic = []byte("\x89PNG\r\n\x1a\n")

// pngPixels hands on the bytes of a PNG's pixels, up to maxStream of them
// (the first rows of a large image). An interlaced image (Adam7: seven
// passes of partial rows) is passed over.
func (a *expander) pngPixels(name string, data []byte) error {
	if !bytes.HasPrefix(data, pngMagic) {
		return nil
	}
	var ihdr []byte
	var idat []io.Reader
	first := -1
chunks:
	for i := len(pngMagic); i+12 <= len(data); {
		n := int(binary.BigEndian.Uint32(data[i:]))
		if n < 0 || n > len(data)-i-12 {
			break
		}
		body := data[i+8 : i+8+n]
		switch string(data[i+4 : i+8]) {
		case "IHDR":
			ihdr = body
		case "IDAT":
			if first < 0 {
				first = i
			}
			idat = append(idat, bytes.NewReader(body))
		case "tEXt", "zTXt", "iTXt":
			// Metadata text (exiftool shows it): read as a text file.
			if t := a.pngText(string(data[i+4:i+8]), body); len(t) > 0 {
				a.fn(join(name, fmt.Sprintf("%s%d", pngTextMember, i)), t)
			}
		case "IEND":
			break chunks
		}
		i += 12 + n
	}
	if len(ihdr) != 13 || len(idat) == 0 {
		return nil
	}
	width, height := int(binary.BigEndian.Uint32(ihdr)), int(binary.BigEndian.Uint32(ihdr[4:]))
	bitDepth, colour, interlace := int(ihdr[8]), ihdr[9], ihdr[12]
	channels := map[byte]int{0: 1, 2: 3, 3: 1, 4: 2, 6: 4}[colour]
	switch {
	case channels == 0 || interlace != 0 || width <= 0 || height <= 0:
		return nil
	case bitDepth != 1 && bitDepth != 2 && bitDepth != 4 && bitDepth != 8 && bitDepth != 16:
		return nil
	}
	rowBytes := (width*channels*bitDepth + 7) / 8
	limit := min(maxStream, a.budget)
	if limit <= 0 {
		return ErrArchiveLimit
	}
	if rows := (rowBytes + 1) * height; rows > 0 {
		limit = min(limit, rows)
	}
	// One read into a buffer of the size wanted: the chunks are read in
	// turn, not joined, and the pixels not grown into.
	zr, err := zlib.NewReader(io.MultiReader(idat...))
	if err != nil {
		return nil
	}
	raw := make([]byte, limit)
	n, _ := io.ReadFull(zr, raw)
	if n == 0 {
		return nil // a broken stream: what it held is all there is
	}
	raw = raw[:n]
	a.budget -= len(raw)
	pix := unfilter(raw, rowBytes, max(1, channels*bitDepth/8))
	if len(pix) == 0 {
		return nil
	}
	// Scanned, not opened: a stream searched for in a megabyte of pixels
	// costs more than the image, and pixels hold no archive by accident.
	if a.members++; a.members > maxMembers {
		return ErrArchiveLimit
	}
	a.fn(join(name, fmt.Sprintf("%s%d", pixelStream, first)), pix)
	if bitDepth == 8 {
		return a.planes(join(name, fmt.Sprintf("%s%d", pixelStream, first)), pix, channels)
	}
	return nil
}

// planes hands on each channel of 8-bit pixels of more than one channel as
// a stream of its own: bytes written as one channel (the red of each
// pixel, PIL's getchannel) read back in order there.
func (a *expander) planes(name string, pix []byte, channels int) error {
	if channels < 2 {
		return nil
	}
	for c := range channels {
		if a.members++; a.members > maxMembers {
			return ErrArchiveLimit
		}
		plane := make([]byte, 0, len(pix)/channels+1)
		for i := c; i < len(pix); i += channels {
			plane = append(plane, pix[i])
		}
		a.fn(fmt.Sprintf("%s/channel%d", name, c), plane)
	}
	return nil
}

// netpbmPixels hands on the pixels of a binary PPM (P6) or PAM-less
// netpbm greyscale (P5) image of 8-bit samples, and a PPM's channels.
func (a *expander) netpbmPixels(name string, data []byte) error {
	if len(data) < 11 || data[0] != 'P' || data[1] != '5' && data[1] != '6' {
		return nil
	}
	// The header: magic, width, height, maxval, each after white space
	// (and # comments), then one white-space byte.
	var v [3]int
	i := 2
	for k := range v {
		for i < len(data) && (data[i] == ' ' || data[i] == '\t' || data[i] == '\n' || data[i] == '\r' || data[i] == '#') {
			if data[i] == '#' {
				for i < len(data) && data[i] != '\n' {
					i++
				}
				continue
			}
			i++
		}
		st := i
		for i < len(data) && data[i] >= '0' && data[i] <= '9' && i-st < 9 {
			v[k] = v[k]*10 + int(data[i]-'0')
			i++
		}
		if i == st {
			return nil
		}
	}
	if v[2] <= 0 || v[2] > 255 || i >= len(data) {
		return nil
	}
	pix := data[i+1:]
	pix = pix[:min(len(pix), maxStream)]
	name = join(name, fmt.Sprintf("%s%d", pixelStream, i+1))
	if data[1] == '5' {
		return nil // one channel: the bytes as stored are the pixels
	}
	return a.planes(name, pix, 3)
}

// unfilter undoes PNG's row filters (None, Sub, Up, Average, Paeth) in
// place and returns the rows without their filter bytes. bpp is the bytes
// per pixel (1 for depths under 8). A row with an unknown filter ends it.
func unfilter(raw []byte, rowBytes, bpp int) []byte {
	out := raw[:0]
	prev := make([]byte, rowBytes)
	for i := 0; i < len(raw); {
		f := raw[i]
		n := min(rowBytes, len(raw)-i-1)
		if f > 4 || n <= 0 {
			break
		}
		// out never overtakes raw: each row drops its filter byte.
		start := len(out)
		out = append(out, raw[i+1:i+1+n]...)
		cur := out[start:]
		for k := range cur {
			var left, upLeft byte
			if k >= bpp {
				left, upLeft = cur[k-bpp], prev[k-bpp]
			}
			up := prev[k]
			switch f {
			case 1:
				cur[k] += left
			case 2:
				cur[k] += up
			case 3:
				cur[k] += byte((int(left) + int(up)) / 2)
			case 4:
				cur[k] += paeth(left, up, upLeft)
			}
		}
		copy(prev, cur)
		i += 1 + n
	}
	return out
}

func paeth(a, b, c byte) byte {
	p := int(a) + int(b) - int(c)
	pa, pb, pc := abs(p-int(a)), abs(p-int(b)), abs(p-int(c))
	switch {
	case pa <= pb && pa <= pc:
		return a
	case pb <= pc:
		return b
	}
	return c
}

func abs(x int) int {
	if x < 0 {
		return -x
	}
	return x
}

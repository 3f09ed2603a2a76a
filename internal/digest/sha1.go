package digest

import (
	"encoding/binary"
	"math/bits"
)

// SHA1 is the SHA-1 digest (FIPS 180-4, 6.1) of msg. Not for security: it
// names git objects (scan reads a committed packfile's deltas by their
// base's name), and crypto/sha1 would link the FIPS 140 module as
// crypto/sha256 does.
func SHA1(msg []byte) [20]byte {
	h := [5]uint32{0x67452301, 0xefcdab89, 0x98badcfe, 0x10325476, 0xc3d2e1f0}
	padded(msg, func(b []byte) { sha1Block(&h, b) })
	var out [20]byte
	for i, v := range h {
		binary.BigEndian.PutUint32(out[i*4:], v)
	}
	return out
}

// sha1Block applies SHA-1's compression function (6.1.2) to one block.
func sha1Block(h *[5]uint32, block []byte) {
	var w [80]uint32
	for t := range 16 {
		w[t] = binary.BigEndian.Uint32(block[t*4:])
	}
	for t := 16; t < 80; t++ {
		w[t] = bits.RotateLeft32(w[t-3]^w[t-8]^w[t-14]^w[t-16], 1)
	}
	a, b, c, d, e := h[0], h[1], h[2], h[3], h[4]
	for t := range 80 {
		var f, k uint32
		switch {
		case t < 20:
			f, k = b&c|^b&d, 0x5a827999
		case t < 40:
			f, k = b^c^d, 0x6ed9eba1
		case t < 60:
			f, k = b&c|b&d|c&d, 0x8f1bbcdc
		default:
			f, k = b^c^d, 0xca62c1d6
		}
		a, b, c, d, e = bits.RotateLeft32(a, 5)+f+e+k+w[t], a, bits.RotateLeft32(b, 30), c, d
	}
	h[0] += a
	h[1] += b
	h[2] += c
	h[3] += d
	h[4] += e
}

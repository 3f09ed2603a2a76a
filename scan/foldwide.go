package scan

import (
	"unicode"
	"unicode/utf8"

	"golang.org/x/text/unicode/norm"
)

// Wide folds: characters outside the Latin blocks that a reader, NFKC or
// one line of code turns into the ASCII of a token, folded by foldAt on
// the lines that hold them (see fold.go):
//
//   - mathematical alphanumerics (U+1D400..U+1D6A3 letters in thirteen
//     styles, U+1D7CE..U+1D7FF digits in five), circled letters and
//     digits (U+24B6..U+24EA, U+2460..U+2468), squared and negative
//     capitals (U+1F130..U+1F189), parenthesised small letters and
//     superscript and subscript digits, which NFKC maps to ASCII, and
//     regional indicators (U+1F1E6..), which read as their letters;
//   - blanks that draw nothing (the Hangul fillers, the Mongolian
//     selectors and vowel separator, direction and invisible operator
//     marks) are dropped;
//   - combining marks (U+0300..U+036F, U+1AB0..U+1AFF, U+1DC0..U+1DFF,
//     U+20D0..U+20FF, U+FE20..U+FE2F) and variation selectors
//     (U+FE00..U+FE0F), which a reader skips and code drops, are dropped;
//   - carriers of one byte a character: Unicode tag characters
//     (U+E0000 + the byte), the supplementary variation selectors
//     (U+E0100 + the byte - 16) and braille patterns (U+2800 + the byte):
//     a printable ASCII byte is folded to, any other dropped (a flag's
//     cancel tag, a spinner frame, a CJK variation sequence).
//
// Every form is a pure function of the code point: no table.

// foldWide returns how many bytes at data[i] fold and the ASCII byte they
// fold to (0: dropped), or n == 0; c is data[i], a lead byte foldAt sends
// here.
func foldWide(data []byte, i int) (n int, to byte) {
	c := data[i]
	if c < 0xcc || i+1 >= len(data) {
		return 0, 0
	}
	r, m := utf8.DecodeRune(data[i:])
	if r == utf8.RuneError {
		return 0, 0
	}
	switch {
	case r >= 0x300 && r <= 0x36f, r >= 0x1ab0 && r <= 0x1aff, r >= 0x1dc0 && r <= 0x1dff,
		r >= 0x20d0 && r <= 0x20ff, r >= 0xfe20 && r <= 0xfe2f, r >= 0xfe00 && r <= 0xfe0f:
		return m, 0
	case r >= 0x1d400 && r <= 0x1d6a3:
		k := (r - 0x1d400) % 52
		if k < 26 {
			return m, byte('A' + k)
		}
		return m, byte('a' + k - 26)
	case r >= 0x1d7ce && r <= 0x1d7ff:
		return m, byte('0' + (r-0x1d7ce)%10)
	case r >= 0x24b6 && r <= 0x24cf:
		return m, byte('A' + r - 0x24b6)
	case r >= 0x24d0 && r <= 0x24e9:
		return m, byte('a' + r - 0x24d0)
	case r >= 0x2460 && r <= 0x2468:
		return m, byte('1' + r - 0x2460)
	case r == 0x24ea:
		return m, '0'
	case r >= 0x1f130 && r <= 0x1f149, r >= 0x1f150 && r <= 0x1f169, r >= 0x1f170 && r <= 0x1f189:
		// Squared, negative circled and negative squared capitals
		// (🄰, 🅐, 🅰), which read as the letters.
		return m, byte('A' + (r-0x1f130)%32)
	case r >= 0x1f1e6 && r <= 0x1f1ff:
		// Regional indicators, letters a pair of which draws a flag.
		return m, byte('A' + r - 0x1f1e6)
	case r >= 0x249c && r <= 0x24b5:
		return m, byte('a' + r - 0x249c) // parenthesised small letters (⒜)
	case r == 0x2070:
		return m, '0' // superscript digits (⁰¹²³⁴...), which NFKC maps to ASCII
	case r >= 0x2074 && r <= 0x2079:
		return m, byte('4' + r - 0x2074)
	case r >= 0x2080 && r <= 0x2089:
		return m, byte('0' + r - 0x2080) // subscript digits
	case r == 0x115f || r == 0x1160 || r == 0x3164 || r == 0xffa0 || r == 0x180e || r == 0x200e || r == 0x200f ||
		r >= 0x180b && r <= 0x180d || r == 0x180f ||
		r >= 0x202a && r <= 0x202e || r >= 0x2061 && r <= 0x2064 || r >= 0x2066 && r <= 0x2069:
		// Blanks that draw nothing (the Hangul fillers, the Mongolian
		// vowel separator) and the invisible direction and operator
		// marks: dropped, as a reader skips them.
		return m, 0
	case r >= 0xe0000 && r <= 0xe007f:
		return m, carried(r - 0xe0000)
	case r >= 0xe0100 && r <= 0xe01ef:
		return m, carried(r - 0xe0100 + 16)
	case r >= 0x2800 && r <= 0x28ff:
		return m, carried(r - 0x2800)
	case unicode.Is(unicode.Cf, r):
		// Any other format character (the musical beams and ties, the
		// interlinear annotation marks): default ignorable, it draws
		// nothing where a reader shows the text.
		return m, 0
	}
	if b, ok := latinBase(r); ok {
		return m, b
	}
	return 0, 0
}

// latinBase folds a Latin letter written with a diacritic (ś, ķ, ṽ), a
// modifier or superscript letter (ʰ, ᵇ, ⁿ) or a subscript one to the
// ASCII letter its compatibility decomposition starts with, as NFKD
// followed by dropping the marks does.
func latinBase(r rune) (byte, bool) {
	switch {
	case r >= 0xc0 && r <= 0x24f && r != 0xd7 && r != 0xf7, r >= 0x1e00 && r <= 0x1eff,
		r >= 0x2b0 && r <= 0x2b8, r >= 0x2e0 && r <= 0x2e4, r >= 0x1d2c && r <= 0x1d6a, r >= 0x1d9b && r <= 0x1dbf,
		r == 0x2071 || r == 0x207f, r >= 0x2090 && r <= 0x209c, r >= 0x1d62 && r <= 0x1d65, r == 0x2c7c || r == 0x2c7d, r == 0xa7f8 || r == 0xa7f9:
	default:
		return 0, false
	}
	var buf [utf8.UTFMax]byte
	d := norm.NFKD.Bytes(buf[:utf8.EncodeRune(buf[:], r)])
	if len(d) == 0 || !isASCIIAlnum(d[0]) {
		return 0, false
	}
	return d[0], true
}

// carried is the byte a carrier character stands for when it is printable
// ASCII other than the space, else 0 (dropped).
func carried(b rune) byte {
	if b > ' ' && b < 0x7f {
		return byte(b)
	}
	return 0
}

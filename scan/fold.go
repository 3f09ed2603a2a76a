package scan

import "unicode/utf8"

// Folded text: characters a reader sees as (or skips over for) the ASCII
// of a token, which a pattern does not. Besides the invisible characters
// of normal.go, scanNormal folds these on the lines that hold them:
//
//   - the other invisible format characters: U+2061..U+2064 (invisible
//     operators), U+180E (Mongolian vowel separator), U+200E/U+200F and
//     U+202A..U+202E (direction marks);
//   - fullwidth forms (U+FF01..U+FF5E), which NFKC maps to ASCII;
//   - Cyrillic and Greek letters that look like Latin ones, where they
//     touch an ASCII letter or digit (a mixed-script word: "ghр_" with a
//     Cyrillic р); whole words of Cyrillic or Greek are text, not tokens;
//   - ANSI escape sequences (CSI: ESC [ ... letter), which a terminal
//     shows as colour and a committed log keeps;
//   - <wbr> and a markup tag with a letter or digit on each side, which a
//     browser renders (and copies) as nothing between them;
//   - the wide forms of foldwide.go: mathematical and circled
//     alphanumerics, combining marks, variation selectors, and tag,
//     supplementary-selector and braille characters that carry a byte each.
//
// The fold is for matching only: findings are reported on the bytes as
// written.

// homoglyphs maps lookalike letters to the ASCII letter they pass for.
var homoglyphs = map[rune]byte{
	// Cyrillic
	'а': 'a', 'е': 'e', 'о': 'o', 'р': 'p', 'с': 'c', 'у': 'y', 'х': 'x', 'і': 'i', 'ј': 'j', 'ѕ': 's', 'ԁ': 'd', 'һ': 'h', 'ԛ': 'q', 'ԝ': 'w',
	'А': 'A', 'В': 'B', 'Е': 'E', 'К': 'K', 'М': 'M', 'Н': 'H', 'О': 'O', 'Р': 'P', 'С': 'C', 'Т': 'T', 'Х': 'X', 'І': 'I', 'Ѕ': 'S', 'Ј': 'J',
	// IPA and Armenian
	'ɡ': 'g', 'ɑ': 'a', 'ɩ': 'i', 'ʏ': 'y', 'հ': 'h', 'ո': 'n', 'օ': 'o', 'ս': 'u', 'զ': 'q', 'ց': 'g', 'ւ': 'L', 'ք': 'p', 'Ս': 'U', 'Օ': 'O',
	// Greek
	'α': 'a', 'ο': 'o', 'ν': 'v', 'ρ': 'p', 'ι': 'i', 'κ': 'k', 'τ': 't', 'υ': 'u',
	'Α': 'A', 'Β': 'B', 'Ε': 'E', 'Ζ': 'Z', 'Η': 'H', 'Ι': 'I', 'Κ': 'K', 'Μ': 'M', 'Ν': 'N', 'Ο': 'O', 'Ρ': 'P', 'Τ': 'T', 'Υ': 'Y', 'Χ': 'X',
}

// foldLead marks the first bytes of what fold may fold.
var foldLead = func() (t [256]bool) {
	for _, c := range []byte{0xc2, 0xe2, 0xe3, 0xef, 0xe1, 0xce, 0xcf, 0xd0, 0xd1, 0xd4, 0xd2, 0x1b, '<', 0xcc, 0xcd, 0xf0, 0xf3,
		0xc3, 0xc4, 0xc5, 0xc6, 0xc7, 0xc8, 0xc9, 0xca, 0xcb, 0xd5, 0xd6} {
		t[c] = true
	}
	return t
}()

func isASCIIAlnum(c byte) bool { return isDigit(c) || isAlpha(c) }

// isHomoglyphAt reports a two-byte look-alike of homoglyphs at data[i].
func isHomoglyphAt(data []byte, i int) bool {
	if i+2 > len(data) || data[i] < 0xc2 || data[i] >= 0xe0 {
		return false
	}
	r, m := utf8.DecodeRune(data[i:])
	_, ok := homoglyphs[r]
	return ok && m == 2
}

// foldAt returns how many bytes at data[i] fold and the ASCII byte they fold
// to (0: they are dropped), or n == 0.
func foldAt(data []byte, i int) (n int, to byte) {
	if n := invisible(data, i); n > 0 {
		return n, 0
	}
	if n, to := foldWide(data, i); n > 0 {
		return n, to
	}
	c := data[i]
	switch {
	case c == 0x1b:
		// CSI: ESC [ parameters intermediates final.
		if i+1 < len(data) && data[i+1] == '[' {
			j := i + 2
			for j < len(data) && j-i < 32 && data[j] >= 0x20 && data[j] <= 0x3f {
				j++
			}
			if j < len(data) && data[j] >= 0x40 && data[j] <= 0x7e {
				return j + 1 - i, 0
			}
		}
		// ISO 2022 designations (ESC ( B, ESC $ B, ESC $ ( D): a
		// commit message in ISO-2022-JP switches sets with them, and an
		// empty run between two draws nothing where git log re-encodes
		// it.
		if i+2 < len(data) && (data[i+1] == '(' || data[i+1] == '$') {
			j := i + 2
			if data[i+1] == '$' && (data[j] == '(' || data[j] == ')') && j+1 < len(data) {
				j++
			}
			if data[j] >= 0x40 && data[j] <= 0x5f {
				return j + 1 - i, 0
			}
		}
		return 0, 0
	case c == '<':
		return markup(data, i), 0
	case c == 0xc2 && i+1 < len(data) && (data[i+1] == 0xb2 || data[i+1] == 0xb3): // U+00B2, U+00B3: superscript two, three
		return 2, '2' + data[i+1] - 0xb2
	case c == 0xc2 && i+1 < len(data) && data[i+1] == 0xb9: // U+00B9 superscript one
		return 2, '1'
	case c == 0xe1 && i+2 < len(data) && data[i+1] == 0xa0 && data[i+2] == 0x8e: // U+180E
		return 3, 0
	case c == 0xe2 && i+2 < len(data) && data[i+1] == 0x81 && data[i+2] >= 0xa1 && data[i+2] <= 0xa4: // U+2061..U+2064
		return 3, 0
	case c == 0xe2 && i+2 < len(data) && data[i+1] == 0x80 && (data[i+2] == 0x8e || data[i+2] == 0x8f || data[i+2] >= 0xaa && data[i+2] <= 0xae):
		return 3, 0
	case c == 0xef && i+2 < len(data) && (data[i+1] == 0xbc && data[i+2] >= 0x81 || data[i+1] == 0xbd && data[i+2] <= 0x9e):
		// U+FF01..U+FF5E: ASCII 0x21..0x7E.
		r, _ := utf8.DecodeRune(data[i : i+3])
		return 3, byte(r - 0xfee0)
	case c >= 0xc2 && c < 0xe0:
		r, m := utf8.DecodeRune(data[i:])
		if b, ok := latinBase(r); ok {
			return m, b // a Latin letter with its accent dropped
		}
		a, ok := homoglyphs[r]
		if !ok || m != 2 {
			return 0, 0
		}
		// Only inside a word that is ASCII around it, past the other
		// look-alikes next to it ("ɡհp_": the h's p stands for both).
		j := i
		for j >= 2 && isHomoglyphAt(data, j-2) {
			j -= 2
		}
		k := i + m
		for k+2 <= len(data) && isHomoglyphAt(data, k) {
			k += 2
		}
		if j > 0 && isASCIIAlnum(data[j-1]) || k < len(data) && (isASCIIAlnum(data[k]) || data[k] == '_' || data[k] == '-') {
			return m, a
		}
	}
	return 0, 0
}

// markup returns the length of <wbr> (or <wbr/>) at data[i], or of a tag
// with an ASCII letter or digit right before and right after it; else 0.
func markup(data []byte, i int) int {
	j := i + 1
	if j < len(data) && data[j] == '/' {
		j++
	}
	ns := j
	for j < len(data) && j-i < 16 && isASCIIAlnum(data[j]) {
		j++
	}
	if j == ns || !isAlpha(data[ns]) {
		return 0
	}
	name := string(data[ns:j])
	for j < len(data) && j-i < 128 && data[j] != '>' && data[j] != '<' && data[j] != '\n' {
		j++
	}
	if j >= len(data) || data[j] != '>' {
		return 0
	}
	j++
	if name == "wbr" || name == "WBR" {
		return j - i
	}
	if i > 0 && isASCIIAlnum(data[i-1]) && j < len(data) && isASCIIAlnum(data[j]) {
		return j - i
	}
	return 0
}

// foldLeads lists foldLead's bytes, for searching with IndexByte.
var foldLeads = func() (l []byte) {
	for c := range 256 {
		if foldLead[c] {
			l = append(l, byte(c))
		}
	}
	return l
}()

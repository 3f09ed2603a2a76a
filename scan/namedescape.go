package scan

import (
	"bytes"
	"strings"
)

// namedEscape reads Python's \N{NAME} at the start of b for a character
// of printable ASCII (the names are matched without regard to case, as
// Python does); n == 0 for any other name, which is left as written.
func namedEscape(b []byte) (rune, int) {
	if len(b) < 4 || b[2] != '{' {
		return 0, 0
	}
	end := bytes.IndexByte(b[:min(len(b), 40)], '}')
	if end < 4 {
		return 0, 0
	}
	name := strings.ToUpper(string(b[3:end]))
	var r rune
	switch {
	case strings.HasPrefix(name, "LATIN SMALL LETTER ") && len(name) == 20 && name[19] >= 'A' && name[19] <= 'Z':
		r = rune(name[19]-'A') + 'a'
	case strings.HasPrefix(name, "LATIN CAPITAL LETTER ") && len(name) == 22 && name[21] >= 'A' && name[21] <= 'Z':
		r = rune(name[21])
	case strings.HasPrefix(name, "DIGIT "):
		for i, d := range digitNames {
			if name[6:] == d {
				r = '0' + rune(i)
			}
		}
		if r == 0 {
			return 0, 0
		}
	default:
		for i, n := range asciiNames {
			if n == name {
				r = rune(asciiNamed[i])
			}
		}
		if r == 0 {
			return 0, 0
		}
	}
	return r, end + 1
}

var digitNames = [...]string{"ZERO", "ONE", "TWO", "THREE", "FOUR", "FIVE", "SIX", "SEVEN", "EIGHT", "NINE"}

// asciiNames are the Unicode names of ASCII punctuation a token or an
// assignment uses, for the bytes of asciiNamed.
var asciiNames = [...]string{"SPACE", "EXCLAMATION MARK", "NUMBER SIGN", "DOLLAR SIGN", "PERCENT SIGN", "AMPERSAND",
	"ASTERISK", "PLUS SIGN", "COMMA", "HYPHEN-MINUS", "FULL STOP", "SOLIDUS", "COLON", "SEMICOLON", "EQUALS SIGN",
	"QUESTION MARK", "COMMERCIAL AT", "LOW LINE", "TILDE", "VERTICAL LINE"}

const asciiNamed = " !#$%&*+,-./:;=?@_~|"

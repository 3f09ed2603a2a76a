package scan

import (
	"fmt"
	"strings"
	"testing"

	"github.com/hookd/hookd/scan/scantest"
)

// The classes the seventh blind set of pushes found open, in spellings of
// our own. Every token is made at run time.

// ghToken40 makes a GitHub token of 40 characters with a seeded generator.
func ghToken40(t *testing.T, seed uint64) string {
	t.Helper()
	key, _, err := scantest.New(seed).Line("github-pat")
	if err != nil {
		t.Fatal(err)
	}
	return key[strings.Index(key, "ghp_"):][:40]
}

// Latin letters written with a diacritic, as modifier letters or as
// look-alikes from IPA and Armenian beside ASCII ones, and format
// characters between them: each reads as the ASCII letter, as NFKC or a
// filter on category Cf makes it.
func TestLettersDecomposed(t *testing.T) {
	tok := ghToken40(t, 71)
	accent := map[rune]string{'a': "á", 'e': "ë", 'i': "ĩ", 'o': "ō", 'u': "ů", 'c': "ç", 'n': "ñ", 's': "ś", 'z': "ž", 'g': "ǵ", 'h': "ĥ", 'p': "ṕ",
		'A': "Ä", 'E': "É", 'O': "Ó", 'U': "Ú", 'N': "Ń", 'S': "Š"}
	modifier := map[rune]string{'a': "ᵃ", 'b': "ᵇ", 'd': "ᵈ", 'e': "ᵉ", 'g': "ᵍ", 'h': "ʰ", 'k': "ᵏ", 'm': "ᵐ", 'o': "ᵒ", 'p': "ᵖ", 't': "ᵗ", 'u': "ᵘ",
		'A': "ᴬ", 'B': "ᴮ", 'D': "ᴰ", 'E': "ᴱ", 'G': "ᴳ", 'H': "ᴴ", 'K': "ᴷ", 'M': "ᴹ", 'N': "ᴺ", 'P': "ᴾ", 'R': "ᴿ", 'T': "ᵀ", 'V': "ⱽ"}
	mapped := func(m map[rune]string) string {
		var b strings.Builder
		for _, c := range tok {
			if s, ok := m[c]; ok {
				b.WriteString(s)
			} else {
				b.WriteRune(c)
			}
		}
		return b.String()
	}
	var cf strings.Builder
	for _, c := range tok {
		cf.WriteRune(c)
		cf.WriteRune(0x1d175) // a musical slur mark, category Cf
	}
	lookalike := "ɡհp_" + tok[4:] // IPA's script g, Armenian ho
	for name, text := range map[string]string{"accents": mapped(accent), "modifiers": mapped(modifier), "format": cf.String(), "lookalike": lookalike} {
		if text == tok {
			t.Fatalf("%s: nothing replaced", name)
		}
		if !blocks(t, "cfg/"+name+".py", fmt.Sprintf("TOKEN = %q\n", text)) {
			t.Errorf("%s: not found in %q", name, text)
		}
	}
	// Ordinary text in those scripts and forms stays clean.
	for _, ok := range []string{"Crème brûlée, São Paulo, Ærøskøbing, Dvořák\n", "tʰ kʷ ᵐb are phonetic notations\n", "Ռուբեն գրեց հոդված\n"} {
		if blocks(t, "docs/words.md", ok) {
			t.Errorf("a false alarm on %q", ok)
		}
	}
}

// Escapes of other languages: JavaScript's escape() (%uXXXX), Ruby's
// \u{X Y Z} of several code points, and numeric character references
// without their semicolons, which HTML parsers read.
func TestMoreEscapes(t *testing.T) {
	tok := ghToken40(t, 72)
	var pctU, ruby, refs strings.Builder
	ruby.WriteString(`\u{`)
	for i, c := range tok {
		fmt.Fprintf(&pctU, "%%u%04X", c)
		if i > 0 {
			ruby.WriteString(" ")
		}
		fmt.Fprintf(&ruby, "%x", c)
		fmt.Fprintf(&refs, "&#%d", c)
	}
	ruby.WriteString("}")
	for name, text := range map[string]string{
		"js":   fmt.Sprintf("const t = unescape(%q);\n", pctU.String()),
		"ruby": fmt.Sprintf("TOKEN = \"%s\"\n", ruby.String()),
		"html": fmt.Sprintf("<p>token: %s</p>\n", refs.String()),
	} {
		if !blocks(t, "src/t."+name, text) {
			t.Errorf("%s: not found in %q", name, text)
		}
	}
	for _, ok := range []string{"a = unescape('%u00e9t%u00e9')\n", "puts \"\\u{1F600 1F601}\"\n", "<p>&#169 2026 Example</p>\n"} {
		if blocks(t, "src/ok.txt", ok) {
			t.Errorf("a false alarm on %q", ok)
		}
	}
}

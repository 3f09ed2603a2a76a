package narrate

import (
	"strconv"
	"strings"
	"sync"
	"unicode/utf8"
)

// Inline code and quoted text are replaced by a placeholder before
// matching: what a message quotes is not what it promises. The placeholder
// keeps the original for the sentence the detector returns.
const (
	phOpen  = '\uE000'
	phClose = '\uE001'
)

var (
	// Built on first use: most hook events never judge a message.
	emphasisRep = sync.OnceValue(func() *strings.Replacer { return strings.NewReplacer("**", "", "__", "") })
)

// normalizeQuotes turns typographic apostrophes into ASCII ones so "I’ll"
// matches like "I'll".
func normalizeQuotes(s string) string {
	if !strings.Contains(s, "\u2019") && !strings.Contains(s, "\u2018") && !strings.Contains(s, "\u02BC") {
		return s // a Replacer copies the text even when it replaces nothing
	}
	return quoteRep().Replace(s)
}

var quoteRep = sync.OnceValue(func() *strings.Replacer {
	return strings.NewReplacer("\u2019", "'", "\u2018", "'", "\u02BC", "'")
})

// stripBlocks blanks fenced code and block quotes line by line, so a fence
// also ends a paragraph.
func stripBlocks(text string) string {
	text = normalizeQuotes(strings.ReplaceAll(text, "\r\n", "\n"))
	if !hasBlock(text) {
		return text
	}
	lines := strings.Split(text, "\n")
	var fence string
	for i, l := range lines {
		t := strings.TrimLeft(l, " \t")
		if fence != "" {
			if strings.HasPrefix(t, fence) {
				fence = ""
			}
			lines[i] = ""
			continue
		}
		switch {
		case strings.HasPrefix(t, "```"):
			fence = "```"
			lines[i] = ""
		case strings.HasPrefix(t, "~~~"):
			fence = "~~~"
			lines[i] = ""
		case strings.HasPrefix(t, ">"):
			lines[i] = ""
		}
	}
	return strings.Join(lines, "\n")
}

// hasBlock reports whether a line of text opens a fence or a block quote.
func hasBlock(text string) bool {
	for rest := text; rest != ""; {
		var l string
		l, rest, _ = strings.Cut(rest, "\n")
		t := strings.TrimLeft(l, " \t")
		if strings.HasPrefix(t, "```") || strings.HasPrefix(t, "~~~") || strings.HasPrefix(t, ">") {
			return true
		}
	}
	return false
}

// hide puts inline code and quotations behind placeholders: backticks,
// straight and typographic double quotes, guillemets and corner brackets,
// each closed on the same line. A scan rather than a regular expression:
// a 16 KB paragraph costs microseconds, not a millisecond.
func hide(text string) (string, []string) {
	var spans []string
	var b strings.Builder
	last := 0
	for i := 0; i < len(text); {
		if b := text[i]; b < utf8.RuneSelf && b != '`' && b != '"' {
			i++ // no other ASCII character opens a quotation
			continue
		}
		r, size := utf8.DecodeRuneInString(text[i:])
		closers := closing(r)
		if closers == "" {
			i += size
			continue
		}
		line := text[i+size:]
		if nl := strings.IndexByte(line, '\n'); nl >= 0 {
			line = line[:nl]
		}
		j := strings.IndexAny(line, closers)
		if j < 0 || j == 0 && r == '`' {
			i += size
			continue
		}
		_, csize := utf8.DecodeRuneInString(line[j:])
		end := i + size + j + csize
		if b.Len() == 0 {
			b.Grow(len(text))
		}
		b.WriteString(text[last:i])
		b.WriteRune(phOpen)
		b.WriteString(strconv.Itoa(len(spans)))
		b.WriteRune(phClose)
		spans = append(spans, text[i:end])
		last, i = end, end
	}
	if len(spans) == 0 {
		return text, nil
	}
	b.WriteString(text[last:])
	return b.String(), spans
}

// closing returns the runes that close a quotation opened by r, or "".
func closing(r rune) string {
	switch r {
	case '`':
		return "`"
	case '"':
		return `"`
	case '\u201C':
		return "\u201D"
	case '\u201E':
		return "\u201C\u201D"
	case '\u00AB':
		return "\u00BB"
	case '\u00BB':
		return "\u00AB"
	case '\u300C':
		return "\u300D"
	case '\u300E':
		return "\u300F"
	}
	return ""
}

// masked replaces placeholders with a neutral word for matching.
func masked(s string) string {
	if !strings.ContainsRune(s, phOpen) {
		return s
	}
	return replacePlaceholders(s, func(string) string { return "quoted" })
}

// restore puts the hidden spans back.
func restore(s string, spans []string) string {
	return replacePlaceholders(s, func(m string) string {
		n, err := strconv.Atoi(m)
		if err != nil || n < 0 || n >= len(spans) {
			return ""
		}
		return spans[n]
	})
}

// replacePlaceholders replaces each placeholder in s with what f returns
// for its number, or leaves it when f returns "".
func replacePlaceholders(s string, f func(n string) string) string {
	var b strings.Builder
	last := 0
	placeholders(s, func(n string, start, end int) {
		if r := f(n); r != "" {
			if last == 0 {
				b.Grow(len(s))
			}
			b.WriteString(s[last:start])
			b.WriteString(r)
			last = end
		}
	})
	if last == 0 {
		return s
	}
	b.WriteString(s[last:])
	return b.String()
}

// sentences splits text into sentences: every line (a list item or heading
// stands alone), then at terminal punctuation followed by a space, so
// "parse.go" and "1.4.2" stay whole.
func sentences(text string) []string {
	out, _ := splitSentences(text)
	return out
}

// splitSentences is sentences, and for each sentence whether it comes from
// a markdown heading ("### Testing", "## Running locally"): a section
// title, which names what follows and promises nothing. heading is nil
// when the text holds no heading, which is most text.
func splitSentences(text string) (out []string, heading []bool) {
	lines := strings.Split(text, "\n")
	for k, line := range lines {
		line, isHeading := cutMarker(line)
		if !isHeading && boldTitle(line) && k+1 < len(lines) && strings.TrimSpace(strings.Join(lines[k+1:], "")) != "" {
			// "**Testing**" over a list of checks: Codex's section title.
			// Alone at the end ("**Done**") it says something itself.
			isHeading = true
		}
		if isHeading && heading == nil {
			heading = make([]bool, len(out), len(out)+4)
		}
		if strings.Contains(line, "**") || strings.Contains(line, "__") {
			line = emphasisRep().Replace(line)
		}
		line = dropLabelEmphasis(line) // "_In progress:_ applying ..." (lang17.go)
		start := 0
		for i, r := range line {
			if !terminal(r) {
				continue
			}
			j := i + utf8.RuneLen(r)
			for j < len(line) {
				n, size := utf8.DecodeRuneInString(line[j:])
				if !terminal(n) && n != ')' && n != '"' && n != '\'' {
					break
				}
				j += size
			}
			if j == len(line) || line[j] == ' ' || line[j] == '\t' || wide(r) {
				if s := strings.TrimSpace(line[start:j]); s != "" {
					out = append(out, s)
				}
				start = j
			}
		}
		if s := strings.TrimSpace(line[start:]); s != "" {
			out = append(out, s)
		}
		for heading != nil && len(heading) < len(out) {
			heading = append(heading, isHeading)
		}
	}
	return out, heading
}

func terminal(r rune) bool {
	return r == '.' || r == '!' || r == '?' || r == '\u2026' || r == '\u0964' || wide(r) // (\u0964: the Devanagari danda)
}

// wide are the full-width terminals of Chinese and Japanese, which end a
// sentence with no space after them.
func wide(r rune) bool { return r == '\u3002' || r == '\uFF01' || r == '\uFF1F' }

// dropMarker removes a list marker or heading mark opening a line ("- ",
// "2. ", "## ").
func dropMarker(line string) string {
	line, _ = cutMarker(line)
	return line
}

// cutMarker is dropMarker, and whether the mark was a heading's.
func cutMarker(line string) (string, bool) {
	t := strings.TrimLeft(line, " \t")
	rest, heading := "", false
	switch {
	case strings.HasPrefix(t, "->"), strings.HasPrefix(t, "=>"):
		rest = t[2:]
	case strings.HasPrefix(t, "// "), strings.HasPrefix(t, "-- "):
		// A note written as a code comment ("-- next: regenerate the
		// models", "// TODO: ..."): the comment's mark opens it as a
		// bullet opens an item.
		rest = t[2:]
	case strings.HasPrefix(t, "-"), strings.HasPrefix(t, "*"), strings.HasPrefix(t, "+"):
		rest = t[1:]
	case strings.HasPrefix(t, "\u2022"):
		rest = t[len("\u2022"):]
	case strings.HasPrefix(t, "\u2192"), strings.HasPrefix(t, "\u27A1"), strings.HasPrefix(t, "\u21D2"):
		// "→ next: apply the patch": an arrow opens a status line as a
		// bullet opens an item ("➡️" carries a variation selector).
		_, n := utf8.DecodeRuneInString(t)
		rest = strings.TrimPrefix(t[n:], "\uFE0F")
	case strings.HasPrefix(t, "#"):
		n := len(t) - len(strings.TrimLeft(t, "#"))
		if n > 6 {
			return line, false
		}
		rest, heading = t[n:], true
	case progressTag(t) > 0:
		// "[1/3] Regenerating mocks": a progress counter opens a status
		// line as a bullet opens an item.
		rest = t[progressTag(t):]
	default:
		n := len(t) - len(strings.TrimLeft(t, "0123456789"))
		if n == 0 || n == len(t) || (t[n] != '.' && t[n] != ')') {
			return line, false
		}
		rest = t[n+1:]
	}
	if rest == "" || (rest[0] != ' ' && rest[0] != '\t') {
		return line, false
	}
	rest = strings.TrimLeft(rest, " \t")
	if len(rest) > 3 && rest[0] == '[' && rest[2] == ']' && (rest[3] == ' ' || rest[3] == '\t') {
		// A checklist's box ("- [ ] ", "- [x] ") says nothing of who does
		// the item: what stands after it is read as the item.
		switch rest[1] {
		case ' ', 'x', 'X':
			rest = strings.TrimLeft(rest[3:], " \t")
		}
	}
	return rest, heading
}

// progressTag returns the length of a counter in brackets opening t
// ("[1/3]", "[2/10]"), or 0.
func progressTag(t string) int {
	if !strings.HasPrefix(t, "[") {
		return 0
	}
	end := strings.IndexByte(t, ']')
	if end < 4 || end > 8 {
		return 0
	}
	a, b, ok := strings.Cut(t[1:end], "/")
	if !ok || a == "" || b == "" || strings.Trim(a, "0123456789") != "" || strings.Trim(b, "0123456789") != "" {
		return 0
	}
	return end + 1
}

// boldTitle reports whether a line is only a short bold title, with no
// sentence punctuation: "**Testing**", "__Summary__". Codex heads the
// sections of its summary so, and a title names what follows it.
func boldTitle(line string) bool {
	t := strings.TrimSpace(line)
	if len(t) < 5 || len(t) > 48 || !(strings.HasPrefix(t, "**") && strings.HasSuffix(t, "**") ||
		strings.HasPrefix(t, "__") && strings.HasSuffix(t, "__")) {
		return false
	}
	inner := t[2 : len(t)-2]
	if hasRune(inner, "*_.!?:;,`\u2026") || strings.Count(inner, " ") > 3 {
		return false // "**Rebuilding it now.**" is a sentence in bold
	}
	for _, w := range strings.Fields(strings.ToLower(inner)) {
		if w == "now" || w == "i'll" || w == "i'm" {
			return false // "**Rebuilding now**"
		}
	}
	return true
}

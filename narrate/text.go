package narrate

import (
	"regexp"
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
	// Compiled lazily like the phrase set, for the same reason: most hook
	// events never judge a message.
	inlineOnce = newLazy(`\x60[^\x60\n]+\x60|"[^"\n]*"|\x{201C}[^\x{201D}\n]*\x{201D}|\x{201E}[^\x{201C}\x{201D}\n]*[\x{201C}\x{201D}]|` +
		`\x{AB}[^\x{BB}\n]*\x{BB}|\x{BB}[^\x{AB}\n]*\x{AB}|\x{300C}[^\x{300D}\n]*\x{300D}|\x{300E}[^\x{300F}\n]*\x{300F}`)
	maskOnce    = newLazy("\uE000[0-9]+\uE001")
	markerOnce  = newLazy(`^\s*(?:[-*+\x{2022}]|\d+[.)]|#{1,6})\s+`)
	emphasisRep = sync.OnceValue(func() *strings.Replacer { return strings.NewReplacer("**", "", "__", "") })
)

// normalizeQuotes turns typographic apostrophes into ASCII ones so "I’ll"
// matches like "I'll".
func normalizeQuotes(s string) string {
	return strings.NewReplacer("\u2019", "'", "\u2018", "'", "\u02BC", "'").Replace(s)
}

// strip removes fenced code and block quotes and hides inline code and
// quotations behind placeholders, returning the text and the hidden spans.
func strip(text string) (string, []string) {
	text = normalizeQuotes(strings.ReplaceAll(text, "\r\n", "\n"))
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
	text = strings.Join(lines, "\n")
	var spans []string
	text = inlineOnce.get().ReplaceAllStringFunc(text, func(m string) string {
		spans = append(spans, m)
		return string(phOpen) + strconv.Itoa(len(spans)-1) + string(phClose)
	})
	return text, spans
}

// masked replaces placeholders with a neutral word for matching.
func masked(s string) string { return maskOnce.get().ReplaceAllString(s, "quoted") }

// restore puts the hidden spans back.
func restore(s string, spans []string) string {
	return maskOnce.get().ReplaceAllStringFunc(s, func(m string) string {
		n, err := strconv.Atoi(strings.Trim(m, string([]rune{phOpen, phClose})))
		if err != nil || n < 0 || n >= len(spans) {
			return m
		}
		return spans[n]
	})
}

// sentences splits text into sentences: every line (a list item or heading
// stands alone), then at terminal punctuation followed by a space, so
// "parse.go" and "1.4.2" stay whole.
func sentences(text string) []string {
	var out []string
	for _, line := range strings.Split(text, "\n") {
		line = emphasisRep().Replace(markerOnce.get().ReplaceAllString(line, ""))
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
	}
	return out
}

func terminal(r rune) bool {
	return r == '.' || r == '!' || r == '?' || r == '\u2026' || wide(r)
}

// wide are the full-width terminals of Chinese and Japanese, which end a
// sentence with no space after them.
func wide(r rune) bool { return r == '\u3002' || r == '\uFF01' || r == '\uFF1F' }

// lazy is a regexp compiled on first use.
type lazy struct {
	expr string
	re   *regexp.Regexp
	once sync.Once
}

func newLazy(expr string) *lazy { return &lazy{expr: expr} }

func (l *lazy) get() *regexp.Regexp {
	l.once.Do(func() { l.re = regexp.MustCompile(l.expr) })
	return l.re
}

package scan

import (
	"fmt"
	"strings"
	"testing"

	"github.com/hookd/hookd/scan/scantest"
)

// carrierCase is one file of TestCarriers3: a token carried by a form the
// third push red team found, or ordinary text of the same shape.
type carrierCase struct {
	name, path string
	data       string
	want       bool
}

func runCarrierCases(t *testing.T, cases []carrierCase) {
	t.Helper()
	s := newScanner(t, Options{})
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			data := []byte(c.data)
			v, kind := TextView(data)
			fs := s.Scan(Input{Path: c.path, Data: v, Binary: kind == ViewBinary})
			more, _ := s.ScanMembers(c.path, data)
			fs = append(fs, more...)
			got := false
			var rules []string
			for _, f := range fs {
				rules = append(rules, f.Rule+"@"+f.Path)
				if f.Blocks() {
					got = true
					if kind == ViewText && f.Path == c.path && (f.Start < 0 || f.End > len(data) || f.Start >= f.End) {
						t.Errorf("span %d..%d of %d bytes", f.Start, f.End, len(data))
					}
				}
			}
			if got != c.want {
				t.Errorf("blocked %v, want %v (findings: %v)", got, c.want, rules)
			}
		})
	}
}

// mapRunes spells s through f, rune by rune.
func mapRunes(s string, f func(rune) rune) string {
	var b strings.Builder
	for _, c := range s {
		b.WriteRune(f(c))
	}
	return b.String()
}

// TestWideFolds: tokens in the wide forms of foldwide.go, each beside
// ordinary text in the same characters.
func TestWideFolds(t *testing.T) {
	g := scantest.New(3311)
	gh := func() string { return value(g, "github-pat") }
	bold := func(c rune) rune { // mathematical bold
		switch {
		case c >= 'A' && c <= 'Z':
			return 0x1d400 + c - 'A'
		case c >= 'a' && c <= 'z':
			return 0x1d41a + c - 'a'
		case c >= '0' && c <= '9':
			return 0x1d7ce + c - '0'
		}
		return c
	}
	circled := func(c rune) rune {
		switch {
		case c >= 'a' && c <= 'z':
			return 0x24d0 + c - 'a'
		case c >= 'A' && c <= 'Z':
			return 0x24b6 + c - 'A'
		case c == '0':
			return 0x24ea
		case c >= '1' && c <= '9':
			return 0x2460 + c - '1'
		}
		return c
	}
	each := func(base rune) func(rune) rune { return func(c rune) rune { return base + c } }
	marked := func(s string, mark rune) string {
		var b strings.Builder
		for _, c := range s {
			b.WriteRune(c)
			b.WriteRune(mark)
		}
		return b.String()
	}
	runCarrierCases(t, []carrierCase{
		{"math-bold", "notes.md", "key: " + mapRunes(gh(), bold) + "\n", true},
		{"math-bold-heading", "notes.md", "# " + mapRunes("Release Notes 2024", bold) + "\n", false},
		{"circled", "notes.md", "runner " + mapRunes(gh(), circled) + "\n", true},
		{"circled-steps", "notes.md", "Steps: \u2460 install, \u2461 configure, \u2462 run.\n", false},
		{"combining-acute", "gh.py", "RAW = \"" + marked(gh(), 0x301) + "\"\n", true},
		{"combining-below", "gh.py", "RAW = \"" + marked(gh(), 0x1dca) + "\"\n", true},
		{"combining-vietnamese", "vi.json", "{\"greeting\": \"Xin cha\u0300o, ba\u0323n kho\u0309e kho\u0302ng?\"}\n", false},
		{"tag-chars", "README.md", "Welcome." + mapRunes(gh(), each(0xe0000)) + "\n", true},
		{"tag-flag", "README.md", "Scotland \U0001F3F4\U000E0067\U000E0062\U000E0073\U000E0063\U000E0074\U000E007F\n", false},
		{"selectors-supplement", "CHANGELOG.md", "## 1.0 \U0001F680" + mapRunes(gh(), func(c rune) rune { return 0xe0100 + c - 16 }) + "\n", true},
		{"selector-emoji", "CHANGELOG.md", "## 1.0 \u2764\ufe0f \u263a\ufe0e\n", false},
		{"braille", "spin.js", "const f = \"" + mapRunes(gh(), each(0x2800)) + "\";\n", true},
		{"braille-spinner", "spin.go", "var frames = []string{\"\u280b\", \"\u2819\", \"\u2839\", \"\u2838\", \"\u283c\", \"\u2834\"}\n", false},
		{"braille-text", "a11y.md", "\u2813\u2811\u2807\u2807\u2815 \u283a\u2815\u2817\u2807\u2819\n", false},
	})
	_ = fmt.Sprint
}

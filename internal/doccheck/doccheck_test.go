package doccheck

import (
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
	"unicode"
)

// root is the repository, two folders up from this package.
const root = "../.."

// docs are the files checked: the README and every docs/*.md.
func docs(t *testing.T) []string {
	t.Helper()
	files, err := filepath.Glob(filepath.Join(root, "docs", "*.md"))
	if err != nil {
		t.Fatal(err)
	}
	return append([]string{filepath.Join(root, "README.md")}, files...)
}

var (
	fence    = regexp.MustCompile("(?ms)^ *```.*?^ *```[^\n]*$")
	indented = regexp.MustCompile(`(?m)^(    |\t).*$`)
	codeSpan = regexp.MustCompile("``[^`]+``|`[^`\n]+`")
	link     = regexp.MustCompile(`\[([^\]]*)\]\(([^)\s]+)\)`)
	heading  = regexp.MustCompile(`(?m)^#{1,6} +(.+?) *#*$`)
	// a ratio: 1.5x, 0.05x, 1.51-1.53x (not 0x1f, not a word like 64x64)
	ratio = regexp.MustCompile(`(?:^|[^\w.])(\d+(?:\.\d+)?(?:-\d+(?:\.\d+)?)?x)\b`)
)

// prose is a Markdown file with code blocks and code spans blanked (same
// length, so nothing shifts): links and figures are read from text only.
func prose(md string) string {
	blank := func(s string) string {
		return strings.Map(func(r rune) rune {
			if r == '\n' {
				return r
			}
			return ' '
		}, s)
	}
	md = fence.ReplaceAllStringFunc(md, blank)
	md = indented.ReplaceAllStringFunc(md, blank)
	return codeSpan.ReplaceAllStringFunc(md, blank)
}

// slug is the anchor GitHub gives a heading.
func slug(h string) string {
	h = strings.ToLower(strings.TrimSpace(h))
	var b strings.Builder
	for _, r := range h {
		switch {
		case r == ' ':
			b.WriteByte('-')
		case r == '-' || r == '_' || unicode.IsLetter(r) || unicode.IsDigit(r):
			b.WriteRune(r)
		}
	}
	return b.String()
}

// anchors are the heading anchors of a Markdown file (a repeated heading
// gets -1, -2, ... as on GitHub).
func anchors(md string) map[string]bool {
	out := map[string]bool{}
	seen := map[string]int{}
	for _, m := range heading.FindAllStringSubmatch(fence.ReplaceAllString(md, ""), -1) {
		s := slug(m[1])
		if n := seen[s]; n > 0 {
			out[s+"-"+itoa(n)] = true
		} else {
			out[s] = true
		}
		seen[s]++
	}
	return out
}

func itoa(n int) string {
	if n < 10 {
		return string(rune('0' + n))
	}
	return itoa(n/10) + string(rune('0'+n%10))
}

func read(t *testing.T, p string) string {
	t.Helper()
	b, err := os.ReadFile(p)
	if err != nil {
		t.Fatal(err)
	}
	return string(b)
}

// line is the 1-based line of offset i in s.
func line(s string, i int) int { return strings.Count(s[:i], "\n") + 1 }

func TestLinks(t *testing.T) {
	for _, f := range docs(t) {
		md := read(t, f)
		text := prose(md)
		for _, m := range link.FindAllStringSubmatchIndex(text, -1) {
			target := text[m[4]:m[5]]
			if strings.Contains(target, "://") || strings.HasPrefix(target, "mailto:") {
				continue
			}
			where := strings.TrimPrefix(f, root+"/") + ":" + itoa(line(text, m[0]))
			file, anchor, _ := strings.Cut(target, "#")
			dest := f
			if file != "" {
				dest = filepath.Join(filepath.Dir(f), file)
				if _, err := os.Stat(dest); err != nil {
					t.Errorf("%s: dead link %q: %v", where, target, err)
					continue
				}
			}
			if anchor == "" {
				continue
			}
			if !strings.HasSuffix(dest, ".md") {
				t.Errorf("%s: link %q has an anchor into a file that is not Markdown", where, target)
				continue
			}
			if !anchors(read(t, dest))[anchor] {
				t.Errorf("%s: link %q: no heading %q in %s", where, target, anchor, strings.TrimPrefix(dest, root+"/"))
			}
		}
	}
}

func TestFiguresHaveOneSource(t *testing.T) {
	figuresPath := filepath.Join(root, "docs", "figures.md")
	figures := read(t, figuresPath)
	for _, f := range docs(t) {
		if f == figuresPath {
			continue
		}
		text := prose(read(t, f))
		rel := strings.TrimPrefix(f, root+"/")
		for _, m := range ratio.FindAllStringSubmatchIndex(text, -1) {
			fig := text[m[2]:m[3]]
			if !strings.Contains(figures, fig) {
				t.Errorf("%s:%d: cites %s, which docs/figures.md does not hold: cite a figure from there, or add it there with its run", rel, line(text, m[2]), fig)
			}
		}
		// the text of a link to figures.md, where it holds a number, is a
		// figure quoted from there
		for _, m := range link.FindAllStringSubmatch(text, -1) {
			if strings.Contains(m[2], "figures.md") && strings.ContainsAny(m[1], "0123456789") && !strings.Contains(figures, m[1]) {
				t.Errorf("%s: links %q to figures.md, which does not hold it", rel, m[1])
			}
		}
	}
}

// The checks themselves: a dead link and a stray figure are caught, code
// is not read as either.
func TestCheckersCatch(t *testing.T) {
	md := "See [x](nope.md) and `[y](gone.md)` at 1.7x, not `1.9x`.\n\n```\n[z](gone.md) 2.5x\n```\n"
	text := prose(md)
	if got := link.FindAllStringSubmatch(text, -1); len(got) != 1 || got[0][2] != "nope.md" {
		t.Errorf("links in prose = %q, want only nope.md", got)
	}
	var figs []string
	for _, m := range ratio.FindAllStringSubmatch(text, -1) {
		figs = append(figs, m[1])
	}
	if strings.Join(figs, ",") != "1.7x" {
		t.Errorf("figures in prose = %q, want 1.7x", figs)
	}
	for h, want := range map[string]string{
		"What `hook` answers":                          "what-hook-answers",
		"The PreToolUse rewrite":                       "the-pretooluse-rewrite",
		"Tested in the real client and under faults":   "tested-in-the-real-client-and-under-faults",
		"Install, uninstall and doctor":                "install-uninstall-and-doctor",
		"Codex CLI 0.171.0":                            "codex-cli-01710",
		"The boundary scanner: what it finds, what it": "the-boundary-scanner-what-it-finds-what-it",
	} {
		if got := slug(h); got != want {
			t.Errorf("slug(%q) = %q, want %q", h, got, want)
		}
	}
}

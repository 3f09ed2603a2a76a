package main

import (
	"strings"
	"sync"

	"github.com/tidwall/gjson"

	"github.com/hookd/hookd/config"
	"github.com/hookd/hookd/scan"
)

// redactor hides secrets before text goes into state or back out. The hook
// path pays almost nothing for it: the built-in redactor runs one keyword
// pass over the text and compiles a rule's regexp only when its keyword
// shows up. User rules (scan.rules) are added only when configured, and
// then built once, on first use.
type redactor struct {
	cfg  *config.Config
	once sync.Once
	s    *scan.Scanner // nil: the built-in rules alone
}

func (r *redactor) scanner() *scan.Scanner {
	if r.cfg == nil || len(r.cfg.Get("scan.rules").Array()) == 0 {
		return nil
	}
	r.once.Do(func() {
		o, err := scan.FromConfig(r.cfg)
		if err != nil {
			return // a broken user rule never stops the built-ins
		}
		o.SecretsOnly = true
		r.s, _ = scan.NewLazy(o)
	})
	return r.s
}

func (r *redactor) redact(text string) string {
	if s := r.scanner(); s != nil {
		return s.RedactText(text)
	}
	return scan.Redact(text)
}

func (r *redactor) secrets(text string) []string {
	if s := r.scanner(); s != nil {
		return s.SecretsIn(text)
	}
	return scan.SecretsIn(text)
}

// maxSource bounds the text a source redactor scans for secrets: the
// quoted texts are a few hundred bytes from the start of a call's input,
// and a 16 MiB command full of keywords must not cost a full scan.
const maxSource = 32 << 10

// sourceRedactor is newRedactor for texts made from source (a command, a
// tool call's input) and possibly clipped: redaction of a clipped text
// cannot know a secret the clip cut short (a PEM key without its END line
// is still known, a 40-byte token cut to 10 is not). So the secrets are
// found in the whole source first, on first use, and every text is masked
// of them as well as redacted.
func sourceRedactor(cfg *config.Config, source func() string) func(string) string {
	r := &redactor{cfg: cfg}
	var (
		once   sync.Once
		pieces []string
	)
	return func(text string) string {
		if text == "" {
			return "" // nothing to mask: the source need not be scanned
		}
		once.Do(func() {
			src := source()
			if len(src) > maxSource {
				src = src[:maxSource]
			}
			if src != "" {
				pieces = r.secrets(src)
			}
		})
		return scan.MaskPieces(r.redact(text), pieces)
	}
}

// inputText is the string values of a hook payload's tool_input and
// tool_response, one per line, as the source of what a hook quotes. get
// reads a member of the payload (the decoded event's Get, which knows an
// absent member without scanning the payload again).
func inputText(get func(path string) gjson.Result) string {
	var b strings.Builder
	var walk func(v gjson.Result, depth int)
	walk = func(v gjson.Result, depth int) {
		if b.Len() >= maxSource || depth > 16 {
			return
		}
		switch {
		case v.Type == gjson.String:
			str := v.Str
			if n := maxSource - b.Len(); len(str) > n {
				str = str[:n]
			}
			b.WriteString(str)
			b.WriteByte('\n')
		case v.IsObject() || v.IsArray():
			v.ForEach(func(_, x gjson.Result) bool {
				walk(x, depth+1)
				return b.Len() < maxSource
			})
		}
	}
	walk(get("tool_input"), 0)
	walk(get("tool_response"), 0)
	return b.String()
}

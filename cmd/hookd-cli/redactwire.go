package main

import (
	"sync"

	"github.com/hookd/hookd/config"
	"github.com/hookd/hookd/scan"
)

// newRedactor returns the function that hides secrets before text goes into
// state. The hook path pays almost nothing for it: the built-in redactor runs
// one keyword pass over the text and compiles a rule's regexp only when its
// keyword shows up. User rules (scan.rules) are added only when configured,
// and then built once, on first use.
func newRedactor(cfg *config.Config) func(string) string {
	if cfg == nil || len(cfg.Get("scan.rules").Array()) == 0 {
		return scan.Redact
	}
	var (
		once sync.Once
		s    *scan.Scanner
	)
	return func(text string) string {
		once.Do(func() {
			o, err := scan.FromConfig(cfg)
			if err != nil {
				return
			}
			o.SecretsOnly = true
			s, _ = scan.NewLazy(o)
		})
		if s == nil {
			return scan.Redact(text) // a broken user rule never stops the built-ins
		}
		return s.RedactText(text)
	}
}

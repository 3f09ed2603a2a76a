package main

import (
	"errors"
	"io/fs"
	"path/filepath"
	"time"

	"github.com/hookd/hookd/config"
	"github.com/hookd/hookd/handlers"
	"github.com/hookd/hookd/narrate"
)

// narrator adapts package narrate to handlers.Narrator.
type narrator struct {
	d    *narrate.Detector
	tail int64
}

func (n narrator) Promise(text string) string { return n.d.Promise(text) }

func (n narrator) LastTurn(path, promptID string) (string, int, error) {
	t, err := narrate.ReadTail(path, n.tail, promptID)
	// Copilot CLI writes the turn's last message a moment after its
	// agentStop hook starts: look again, for up to three seconds (inside the
	// hook's budget; Stop runs once a turn, never per tool call).
	lags := func() bool {
		// It may not have created the file yet either.
		return err == nil && t.Lagging || errors.Is(err, fs.ErrNotExist) && filepath.Base(path) == "events.jsonl"
	}
	for i := 0; lags() && i < 60; i++ {
		time.Sleep(50 * time.Millisecond)
		t, err = narrate.ReadTail(path, n.tail, promptID)
	}
	return t.Text, t.ToolUses, err
}

// newNarrator builds the narration detector from narration.* in the config.
// Its regular expressions compile only when a Stop actually needs them.
func newNarrator(cfg *config.Config) handlers.Narrator {
	var o narrate.Options
	var tail int64
	if cfg != nil {
		o.Promises = stringList(cfg, "narration.extra_promises")
		o.Exclusions = stringList(cfg, "narration.extra_exclusions")
		o.Verbs = stringList(cfg, "narration.extra_verbs")
		tail = cfg.Get("narration.transcript_tail_bytes").Int()
	}
	return narrator{d: narrate.New(o), tail: tail}
}

// stringList reads a config array of strings; anything else is ignored.
func stringList(cfg *config.Config, path string) []string {
	var out []string
	for _, v := range cfg.Get(path).Array() {
		if s := v.String(); s != "" {
			out = append(out, s)
		}
	}
	return out
}

package handlers

import (
	"path/filepath"
	"strings"

	"github.com/hookd/hookd/state"
)

// sessionStart loads context for the model: the project's context file and
// whatever other parts of hooktool queued for this session.
func sessionStart(ev *Event, d *Deps) (*Reply, error) {
	var parts []string
	if text := projectContext(ev, d); text != "" {
		parts = append(parts, text)
	}
	d.withState(func(tx *state.Tx) error {
		if err := touch(ev, d, tx); err != nil {
			return err
		}
		queued, err := drainQueue(tx, ev.SessionID)
		if err != nil {
			return err
		}
		parts = append(parts, queued...)
		switch ev.Get("source").String() {
		case "resume", "compact":
			text, err := narrationAtPrompt(ev, d, tx)
			if err != nil {
				return err
			}
			if text != "" {
				parts = append(parts, text)
			}
		}
		return nil
	})
	if len(parts) == 0 {
		return nil, nil
	}
	return &Reply{AdditionalContext: strings.Join(parts, "\n\n")}, nil
}

// projectDir is where the session started: CLAUDE_PROJECT_DIR, else cwd.
func projectDir(ev *Event, d *Deps) string {
	if p := d.Getenv("CLAUDE_PROJECT_DIR"); p != "" {
		return p
	}
	return ev.Cwd
}

// projectContext reads the configured context file, relative to the project.
func projectContext(ev *Event, d *Deps) string {
	if d.ReadFile == nil || d.Config == nil {
		return ""
	}
	name := d.Config.Get("context.file").String()
	if name == "" {
		return ""
	}
	if !filepath.IsAbs(name) {
		dir := projectDir(ev, d)
		if dir == "" {
			return ""
		}
		name = filepath.Join(dir, name)
	}
	max := d.Config.Get("context.max_bytes").Int()
	if max <= 0 {
		max = 8000
	}
	b, err := d.ReadFile(name, max+1)
	if err != nil {
		return "" // no context file is the common case
	}
	text := strings.TrimSpace(string(b))
	if int64(len(b)) > max {
		text = strings.TrimSpace(string(b[:max])) + "\n[hooktool: context file cut at " + itoa(max) + " bytes: " + name + "]"
	}
	return text
}

// userPromptSubmit starts a new run and hands the model anything it must know
// before it reads the prompt.
func userPromptSubmit(ev *Event, d *Deps) (*Reply, error) {
	var parts []string
	d.withState(func(tx *state.Tx) error {
		if err := touch(ev, d, tx); err != nil {
			return err
		}
		if ev.AgentID == "" {
			s := getJSON[SessionRecord](tx, BucketSessions, ev.SessionID)
			s.Turn++
			if err := putJSON(tx, BucketSessions, ev.SessionID, &s, sessionTTL); err != nil {
				return err
			}
		}
		key := runKey(ev, tx)
		run := loadRun(ev, tx, key)
		if err := putJSON(tx, BucketRuns, key, &run, d.ttl()); err != nil {
			return err
		}
		queued, err := drainQueue(tx, ev.SessionID)
		if err != nil {
			return err
		}
		parts = append(parts, queued...)
		text, err := narrationAtPrompt(ev, d, tx)
		if err != nil {
			return err
		}
		if text != "" {
			parts = append(parts, text)
		}
		return nil
	})
	if len(parts) == 0 {
		return nil, nil
	}
	return &Reply{AdditionalContext: strings.Join(parts, "\n\n")}, nil
}

// stop closes the main agent's run, lets the narration guard look at the
// final message, and sweeps expired records.
func stop(ev *Event, d *Deps) (*Reply, error) { return closeRun(ev, d, true) }

// subagentStop does the same for one subagent's run (keyed by agent_id).
func subagentStop(ev *Event, d *Deps) (*Reply, error) { return closeRun(ev, d, true) }

func closeRun(ev *Event, d *Deps, narrate bool) (*Reply, error) {
	r := &Reply{}
	d.withState(func(tx *state.Tx) error {
		if err := touch(ev, d, tx); err != nil {
			return err
		}
		key := runKey(ev, tx)
		run := loadRun(ev, tx, key)
		run.Closed = true
		if narrate {
			if err := narrationAtStop(ev, d, tx, &run, r); err != nil {
				return err
			}
		}
		if err := putJSON(tx, BucketRuns, key, &run, d.ttl()); err != nil {
			return err
		}
		_, err := tx.Sweep()
		return err
	})
	return r, nil
}

// subagentStart notes the subagent; its run starts with its first call.
func subagentStart(ev *Event, d *Deps) (*Reply, error) { return recordOnly(ev, d) }

// sessionEnd marks the session ended and sweeps. It must be quick: Claude
// Code gives every SessionEnd hook 1.5 s together.
func sessionEnd(ev *Event, d *Deps) (*Reply, error) {
	d.withState(func(tx *state.Tx) error {
		if err := touch(ev, d, tx); err != nil {
			return err
		}
		s := getJSON[SessionRecord](tx, BucketSessions, ev.SessionID)
		s.Ended = true
		if err := putJSON(tx, BucketSessions, ev.SessionID, &s, d.ttl()); err != nil {
			return err
		}
		var open []string
		_ = tx.ForEach(BucketRuns, ev.SessionID+"|", func(rec state.Record) error {
			open = append(open, rec.Key)
			return nil
		})
		for _, k := range open {
			run := getJSON[RunRecord](tx, BucketRuns, k)
			if !run.Closed {
				run.Closed = true
				if err := putJSON(tx, BucketRuns, k, &run, d.ttl()); err != nil {
					return err
				}
			}
		}
		_, err := tx.Sweep()
		return err
	})
	return nil, nil
}

// recordOnly notes that the event fired and says nothing.
func recordOnly(ev *Event, d *Deps) (*Reply, error) {
	d.withState(func(tx *state.Tx) error { return touch(ev, d, tx) })
	return nil, nil
}

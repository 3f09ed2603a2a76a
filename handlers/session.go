package handlers

import (
	"errors"
	"fmt"
	"io/fs"
	"os"
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

// projectContext reads the configured context file, relative to the
// project. The text goes straight into the model's context, and the agent
// can plant the file or name it in the project config, so: the file must
// resolve, symlinks followed, to a regular file inside the project (not a
// key in ~/.ssh through a link, not ~/.aws/credentials by name, not a FIFO
// that would hang the hook), and its text passes the secret redactor; each
// finding is replaced by the redactor's marker and reported on stderr.
func projectContext(ev *Event, d *Deps) string {
	if d.ReadFile == nil || d.Config == nil {
		return ""
	}
	name := d.Config.Get("context.file").String()
	if name == "" {
		return ""
	}
	dir := projectDir(ev, d)
	if dir == "" || !filepath.IsAbs(dir) {
		return ""
	}
	if !filepath.IsAbs(name) {
		name = filepath.Join(dir, name)
	}
	real, err := insideProject(dir, name)
	if err != nil {
		if !errors.Is(err, fs.ErrNotExist) {
			d.Warn("context file not loaded: %v", err)
		}
		return "" // no context file is the common case
	}
	max := d.Config.Get("context.max_bytes").Int()
	if max <= 0 {
		max = 8000
	}
	b, err := d.ReadFile(real, max+1)
	if err != nil {
		return ""
	}
	cut := int64(len(b)) > max
	if cut {
		b = b[:max]
	}
	text := strings.TrimSpace(string(b))
	if d.Redact != nil {
		if r := d.Redact(text); r != text {
			d.Warn("context file %s holds what looks like a secret; it was replaced by a marker before the model saw it", name)
			text = r
		}
	}
	if cut {
		text += "\n[hooktool: context file cut at " + itoa(max) + " bytes: " + name + "]"
	}
	return text
}

// insideProject resolves name (symlinks followed) and returns the real
// path when it is a regular file inside the project folder dir (itself
// resolved). A file outside the project is an error that says so.
func insideProject(dir, name string) (string, error) {
	realDir, err := filepath.EvalSymlinks(dir)
	if err != nil {
		return "", err
	}
	real, err := filepath.EvalSymlinks(name)
	if err != nil {
		return "", err
	}
	rel, err := filepath.Rel(realDir, real)
	if err != nil || rel == ".." || strings.HasPrefix(rel, ".."+string(filepath.Separator)) || filepath.IsAbs(rel) {
		return "", fmt.Errorf("%s resolves to %s, outside the project %s", name, real, realDir)
	}
	fi, err := os.Stat(real)
	if err != nil {
		return "", err
	}
	if !fi.Mode().IsRegular() {
		return "", fmt.Errorf("%s is not a regular file", name)
	}
	return real, nil
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

package handlers_test

import (
	"bytes"
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/tidwall/gjson"

	"github.com/hookd/hookd/config"
	"github.com/hookd/hookd/guard"
	"github.com/hookd/hookd/handlers"
	"github.com/hookd/hookd/narrate"
	"github.com/hookd/hookd/state"
)

// FuzzHook drives the hook entry point in-process, the way `hooktool hook`
// does: Decode the bytes, then Handle them with a real state file, the
// guard on PreToolUse and the narration detector on Stop. It is
// seeded with the payloads Claude Code really sends (both client versions),
// so mutations stay close to the shapes that reach the handlers.
//
// What must hold for any input: no panic; a rejected input is an
// *InputError with a one-line message; an accepted one gets either silence
// or exactly one JSON object, with no field longer than the reply cap.
func FuzzHook(f *testing.F) {
	for _, dir := range []string{"../cmd/hookd-cli/testdata/events", "../cmd/hookd-cli/testdata/events-2.1.100"} {
		files, _ := filepath.Glob(filepath.Join(dir, "*.json"))
		for _, p := range files {
			b, err := os.ReadFile(p)
			if err != nil {
				f.Fatal(err)
			}
			f.Add(b)
		}
	}
	f.Add([]byte(`{"hook_event_name":"PostToolUse","tool_use_id":"x","tool_input":[]}`))
	f.Add([]byte(`{"hook_event_name":"Stop","hook_event_name":"PreToolUse"}`))

	cfg, err := config.Load(config.Paths{})
	if err != nil {
		f.Fatal(err)
	}
	dbPath := filepath.Join(f.TempDir(), "state.db")
	home := f.TempDir()
	project := f.TempDir()
	if err := os.MkdirAll(filepath.Join(project, ".claude", "hooktool"), 0o755); err != nil {
		f.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(project, ".claude", "hooktool", "context.md"), []byte("fuzz context"), 0o644); err != nil {
		f.Fatal(err)
	}

	f.Fuzz(func(t *testing.T, raw []byte) {
		ev, err := handlers.Decode(raw)
		if err != nil {
			var ie *handlers.InputError
			if !errors.As(err, &ie) {
				t.Fatalf("Decode returned %T, want *handlers.InputError: %v", err, err)
			}
			if msg := err.Error(); msg == "" || strings.ContainsAny(msg, "\r\n") {
				t.Fatalf("Decode error is not one line: %q", msg)
			}
			return
		}
		var warned []string
		d := &handlers.Deps{
			Config: cfg,
			Store:  func() (*state.DB, error) { return state.Open(dbPath, state.Options{}) },
			Warn:   func(format string, args ...any) { warned = append(warned, format) },
			Getenv: func(k string) string {
				if k == "CLAUDE_PROJECT_DIR" {
					return project
				}
				return ""
			},
			ReadFile: func(p string, max int64) ([]byte, error) {
				b, err := os.ReadFile(p)
				if int64(len(b)) > max {
					b = b[:max]
				}
				return b, err
			},
		}
		switch ev.Name {
		case "PreToolUse":
			d.Guard = func(ev *handlers.Event) handlers.Verdict {
				g, _ := guard.New(cfg, guard.Env{Home: home, Project: project, Cwd: ev.Cwd, StatePath: dbPath})
				r := g.ToolAt(ev.ToolName, []byte(ev.Get("tool_input").Raw), ev.Cwd, false)
				return handlers.Verdict{Decision: r.Decision, Rule: r.Rule, Reason: r.Reason, Segment: r.Segment, Alternative: r.Alternative}
			}
		case "Stop", "SubagentStop":
			d.Narrator = fuzzNarrator{narrate.New(narrate.Options{})}
		}
		out, err := handlers.Handle(ev, d)
		if err != nil {
			// Handle may refuse (the hook then fails open), but never with
			// a multi-line message: it becomes one stderr line.
			if strings.ContainsAny(err.Error(), "\r\n") {
				t.Fatalf("Handle error is not one line: %q", err)
			}
			return
		}
		if len(out) == 0 {
			return
		}
		out = bytes.TrimSpace(out)
		if !gjson.ValidBytes(out) || !gjson.ParseBytes(out).IsObject() {
			t.Fatalf("reply to %s is not one JSON object: %q", ev.Name, out)
		}
		gjson.ParseBytes(out).ForEach(func(_, v gjson.Result) bool {
			checkLen(t, v)
			return true
		})
		for _, w := range warned {
			if strings.Contains(w, "unreadable") {
				t.Fatalf("the state file became unreadable during fuzzing: %v", warned)
			}
		}
	})
}

// checkLen walks a reply and fails on any string over the cap Claude Code
// keeps inline.
func checkLen(t *testing.T, v gjson.Result) {
	t.Helper()
	switch {
	case v.Type == gjson.String:
		if n := len([]rune(v.String())); n >= 10000 {
			t.Fatalf("reply string of %d characters, want under 10000", n)
		}
	case v.IsObject() || v.IsArray():
		v.ForEach(func(_, c gjson.Result) bool { checkLen(t, c); return true })
	}
}

// fuzzNarrator adapts package narrate the way cmd/hookd-cli does.
type fuzzNarrator struct{ d *narrate.Detector }

func (n fuzzNarrator) Promise(text string) string { return n.d.Promise(text) }

func (n fuzzNarrator) LastTurn(path, promptID string) (string, int, error) {
	t, err := narrate.ReadTail(path, 1<<16, promptID)
	return t.Text, t.ToolUses, err
}

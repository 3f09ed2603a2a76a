package main

import (
	"bytes"
	"fmt"
	"io"
	"os"
	"time"

	"github.com/tidwall/gjson"
	"github.com/urfave/cli/v2"

	"github.com/hookd/hookd/config"
	"github.com/hookd/hookd/handlers"
	"github.com/hookd/hookd/state"
)

// hookBudget bounds one hook answer. Past it hooktool answers without its
// handler's verdict rather than stall the agent (Claude Code's own timeout is
// far longer, and a timed-out hook renders no decision anyway).
const hookBudget = 5 * time.Second

func hookCommand(e *env) *cli.Command {
	return &cli.Command{
		Name:  "hook",
		Usage: "answer one Claude Code hook event (JSON on stdin, JSON or nothing on stdout)",
		Description: "Claude Code runs this for every event. Exit 0 with one JSON object or nothing;\n" +
			"exit 1 (a non-blocking error in Claude Code) only when the input is unusable.",
		Action: func(c *cli.Context) error { return e.hook() },
	}
}

func (e *env) hook() error {
	raw, err := io.ReadAll(io.LimitReader(e.stdin, handlers.MaxInputBytes+1))
	if err != nil {
		return fail(exitFindings, "reading stdin: %v", err)
	}
	ev, err := handlers.Decode(raw)
	if err != nil {
		return fail(exitFindings, "%v", err)
	}
	if !handlers.Known(ev.Name) {
		return nil // an event this version does not know: no opinion
	}
	warn := func(format string, args ...any) {
		fmt.Fprintf(e.stderr, "hooktool: %s\n", oneLine(fmt.Sprintf(format, args...)))
	}
	cfg, err := e.loadConfig(e.projectDir(ev.Cwd))
	if err != nil {
		// A broken file never blocks the agent: run on what did load
		// (at least the embedded defaults) and say which file is broken.
		warn("%v; running without that file", err)
		if cfg == nil {
			cfg, _ = config.Load(config.Paths{})
		}
	}
	d := &handlers.Deps{
		Config: cfg,
		Store:  func() (*state.DB, error) { return e.openState(cfg, false) },
		Warn:   warn,
		Getenv: e.getenv,
		ReadFile: func(path string, max int64) ([]byte, error) {
			f, err := os.Open(path)
			if err != nil {
				return nil, err
			}
			defer f.Close()
			return io.ReadAll(io.LimitReader(f, max))
		},
		Redact: newRedactor(cfg),
	}
	switch ev.Name {
	case "PreToolUse":
		d.Guard = newGuard(e, cfg)
		d.Rewrite = newRewriter(e, cfg, ev, d.Guard)
	case "Stop", "SubagentStop":
		d.Narrator = newNarrator(cfg)
	}

	type answer struct {
		out []byte
		err error
	}
	done := make(chan answer, 1)
	go func() {
		defer func() {
			if p := recover(); p != nil {
				done <- answer{err: fmt.Errorf("internal error in %s handler: %v", ev.Name, p)}
			}
		}()
		out, err := handlers.Handle(ev, d)
		done <- answer{out, err}
	}()
	var a answer
	select {
	case a = <-done:
	case <-time.After(hookBudget):
		a.err = fmt.Errorf("%s handler took longer than %v; answering without it", ev.Name, hookBudget)
	}
	if a.err != nil {
		// Fail open: no answer is "no opinion" to Claude Code.
		warn("%v", a.err)
		return nil
	}
	if len(a.out) > 0 && !json1(a.out) {
		warn("internal: handler produced invalid JSON; answering nothing")
		return nil
	}
	_, err = e.stdout.Write(a.out)
	return err
}

// json1 checks the reply is exactly one JSON object.
func json1(b []byte) bool {
	b = bytes.TrimSpace(b)
	return gjson.ValidBytes(b) && gjson.ParseBytes(b).IsObject()
}

func msDuration(ms int64) time.Duration { return time.Duration(ms) * time.Millisecond }

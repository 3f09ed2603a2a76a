package main

import (
	"bytes"
	"fmt"
	"io"
	"os"
	"sync/atomic"
	"time"

	"github.com/tidwall/gjson"

	"github.com/hookd/hookd/config"
	"github.com/hookd/hookd/handlers"
	"github.com/hookd/hookd/harness"
	"github.com/hookd/hookd/state"
)

func hookCommand(e *env) *command {
	return &command{
		name:  "hook",
		usage: "answer one hook event of Claude Code, or of Codex CLI or Gemini CLI with --harness (JSON on stdin, JSON or nothing on stdout)",
		desc: "Claude Code runs this for every event. Exit 0 with one JSON object or nothing;\n" +
			"exit 1 (a non-blocking error in Claude Code) only when the input is unusable.",
		flags: []opt{stringOpt("harness", harness.Claude, "the agent whose hook contract stdin and stdout follow: claude, codex, gemini, pi, openclaw, opencode or copilot"),
			stringOpt("event", "", "the agent's event, for an agent whose payload does not name it (copilot)")},
		run: func(c *call) error { return e.hookEvent(c.str("harness"), c.str("event")) },
	}
}

func (e *env) hook() error { return e.hookFor(harness.Claude) }

// hookFor answers one event of harness h: its adapter turns the payload
// into hooktool's event and the reply into h's contract (harness package).
func (e *env) hookFor(h string) error { return e.hookEvent(h, "") }

// hookEvent is hookFor with the event named on the command line (Copilot
// CLI's payloads do not name it).
func (e *env) hookEvent(h, named string) error {
	if !harness.Valid(h) {
		return fail(exitFindings, "unknown harness %q: want claude, codex, gemini, pi, openclaw, opencode or copilot", h)
	}
	start := time.Now()
	raw, err := e.readPayload()
	if err != nil {
		return fail(exitFindings, "reading stdin: %v", err)
	}
	raw, hevent := harness.DecodeEvent(h, raw, named)
	if h == harness.OpenClaw && hevent == "tool_result_persist" {
		return e.persist(raw)
	}
	ev, err := handlers.Decode(raw)
	if err != nil {
		return fail(exitFindings, "%v", err)
	}
	ev.Harness = h
	if !handlers.Known(ev.Name) {
		return nil // an event this version does not know: no opinion
	}
	warn := func(format string, args ...any) {
		fmt.Fprintf(e.stderr, "hooktool: %s\n", oneLine(fmt.Sprintf(format, args...)))
	}
	cfg, cfgErr := e.loadConfig(e.projectDir(ev.Cwd))
	if cfgErr != nil {
		// A broken file never stops the hook: run on what did load (at
		// least the embedded defaults) and say which file is broken. A
		// tool call is put to the user meanwhile (Deps.ConfigErr).
		warn("%v; running without that file", cfgErr)
		if cfg == nil {
			cfg, _ = config.Load(config.Paths{})
		}
	}
	for _, r := range cfg.Refused {
		warn("%s", r)
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
		Redact: sourceRedactor(cfg, func() string { return inputText(ev.Get) }),
	}
	d.ConfigErr = cfgErr
	d.Tripwire = e.tripwireFunc(e.projectDir(ev.Cwd))
	d.TripwireBlind = e.tripwireBlind
	switch ev.Name {
	case "PreToolUse":
		d.Guard = newGuard(e, cfg)
		d.Rewrite = newRewriter(e, cfg, ev, d.Guard)
	case "PreSkillShellCommand":
		d.Guard = newGuard(e, cfg) // the same guard; never a rewrite there
	case "Stop", "SubagentStop":
		d.Narrator = newNarrator(cfg)
	}

	// The handler runs on this goroutine: a fresh one would cost a thread
	// wake-up and a stack grown from scratch on every call. The budget is
	// kept by a watchdog that, if it fires first, answers for the handler
	// (handlers.Overrun) and ends the process. Whichever of the two claims
	// the answer first wins, so a reply is never cut off or doubled.
	budget := handlers.Budget(cfg)
	var claimed atomic.Bool
	answered := make(chan struct{}) // closed once the watchdog's exit returns (only an injected one does)
	// The wait for stdin was part of the budget.
	watchdog := time.AfterFunc(max(budget-time.Since(start), budget/10), func() {
		if claimed.CompareAndSwap(false, true) {
			defer close(answered)
			out := handlers.Overrun(ev, d, budget)
			warn("%s handler took longer than %v; answering without it", ev.Name, budget)
			a := harness.Encode(h, hevent, out)
			if harness.Asks(out) && !e.clientCanAsk(h) {
				a = harness.EncodeNoAsk(h, hevent, out)
			}
			if len(a.Stdout) > 0 {
				_, _ = e.stdout.Write(a.Stdout)
			}
			e.exit(a.Code)
		}
	})
	out, err := handle(ev, d)
	watchdog.Stop()
	if !claimed.CompareAndSwap(false, true) {
		<-answered // the watchdog is ending the process; an exit that returns ends here
		return nil
	}
	if err != nil {
		// Fail open: no answer is "no opinion" to Claude Code.
		warn("%v", err)
		return nil
	}
	if len(out) > 0 && !json1(out) {
		warn("internal: handler produced invalid JSON; answering nothing")
		return nil
	}
	a := harness.Encode(h, hevent, out)
	if harness.Asks(out) && !e.clientCanAsk(h) {
		a = harness.EncodeNoAsk(h, hevent, out)
	}
	if len(a.Stdout) > 0 {
		if _, err := e.stdout.Write(a.Stdout); err != nil {
			return err
		}
	}
	if a.Code != exitOK {
		return silent(a.Code)
	}
	return nil // an empty stdout is silence: no opinion
}

// handle runs the event's handler; a panic in it becomes an error, so the
// hook fails open instead of crashing.
func handle(ev *handlers.Event, d *handlers.Deps) (out []byte, err error) {
	defer func() {
		if p := recover(); p != nil {
			out, err = nil, fmt.Errorf("internal error in %s handler: %v", ev.Name, p)
		}
	}()
	return handlers.Handle(ev, d)
}

// json1 checks the reply is exactly one JSON object.
func json1(b []byte) bool {
	b = bytes.TrimSpace(b)
	return gjson.ValidBytes(b) && gjson.ParseBytes(b).IsObject()
}

func msDuration(ms int64) time.Duration { return time.Duration(ms) * time.Millisecond }

package main

import (
	"errors"
	"fmt"
	"hash/fnv"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"strconv"
	"strings"

	"github.com/hookd/hookd/handlers"
	"github.com/hookd/hookd/settings"
	"github.com/hookd/hookd/state"
	"github.com/hookd/hookd/tripwire"
	"github.com/hookd/hookd/wiring"
)

// wiringEnv is what the wiring lists are computed from here. With follow,
// the lists read the files that name more wiring (enabled plugins,
// core.hooksPath); the hook's hot path does not.
func (e *env) wiringEnv(project string, follow bool) wiring.Env {
	w := wiring.Env{Home: e.home(), Project: project, Getenv: e.getenv, State: e.statePath()}
	if follow {
		w.ReadFile = func(p string) ([]byte, error) {
			// Regular files only, without waiting on a planted FIFO.
			b, ok, err := settings.ReadFile(p)
			if !ok && err == nil {
				err = fs.ErrNotExist
			}
			return b, err
		}
		w.ReadDir = func(p string) ([]string, error) {
			ents, err := os.ReadDir(p)
			var names []string
			for _, e := range ents {
				names = append(names, e.Name())
			}
			return names, err
		}
	}
	return w
}

// tripwire is the tripwire over the wiring of project. It computes the
// list only when an event needs it (the hot path does not).
func (e *env) tripwire(project string) *tripwire.Tripwire {
	return &tripwire.Tripwire{
		Env:    e.wiringEnv(project, false),
		Copies: e.tripwireCopies(),
		Mirror: e.tripwireMirror(),
	}
}

// tripwireMirror is the second copy of the tripwire's known-good state,
// outside the state folder (in the user's cache folder, one per state
// file): an agent that moves the state folder away does not take it
// along. "" without a home folder.
func (e *env) tripwireMirror() string {
	base := e.getenv("XDG_CACHE_HOME")
	if !filepath.IsAbs(base) {
		h := e.home()
		if h == "" {
			return ""
		}
		base = filepath.Join(h, ".cache")
	}
	sum := fnv.New64a()
	sum.Write([]byte(e.statePath()))
	return filepath.Join(base, "hooktool", "tripwire-"+strconv.FormatUint(sum.Sum64(), 16)+".known")
}

// tripwireCopies is the folder of the tripwire's known-good copies.
func (e *env) tripwireCopies() string {
	return filepath.Join(filepath.Dir(e.statePath()), "tripwire")
}

// tripwireBlind runs when the hook cannot use the state
// (handlers.Deps.TripwireBlind): it cannot be opened, or the event's
// transaction could not be written (write). The wiring is checked
// without the state, against the record kept beside it, and what was
// restored goes into the marker that tells the next event which opens
// the state that the tripwire was blind meanwhile, so it holds it. When
// the tripwire did run, in the transaction that was then not written,
// its restores happened and its message stands; the marker carries its
// changes, whose hold was lost with the write.
func (e *env) tripwireBlind(ev *handlers.Event, err error, write bool) (bool, string) {
	var msg string
	var changes []tripwire.Change
	if e.tripRan != nil {
		changes = e.tripRan.Recorded()
	} else {
		verb := "opened"
		if write {
			verb = "written"
		}
		project := e.projectDir(ev.Cwd)
		r, ch := e.tripwire(project).CheckBlind(tripwire.Call{
			Event: ev.Name, Session: ev.SessionID, ToolUseID: ev.ToolUseID, Tool: ev.ToolName,
			Agent: ev.Harness, Project: project,
		}, "hooktool's state file could not be "+verb+" ("+oneLine(err.Error())+")")
		msg, changes = r.Message, ch
	}
	return tripwire.MarkBlind(e.tripwireCopies(), e.tripwireMirror(), ev.Name, err.Error(), changes), msg
}

// tripwireFunc is the hook's tripwire. At SessionStart it also follows
// the files that name more wiring, so the items found that way are
// checked on the calls that follow; unless it followed them for this
// project before and no item changed since (tripwire.Followed): the files
// it reads are items themselves (settings layers, the plugin registry and
// manifests, git configs) or in the snapshot (a worktree's .git file), so
// it would find what it found then.
func (e *env) tripwireFunc(project string) handlers.TripwireFunc {
	return func(ev *handlers.Event, target string, decision string, tx *state.Tx) handlers.Trip {
		if !tripwire.Armed(tx) && !tripwire.KeptOutside(e.tripwireCopies(), e.tripwireMirror()) {
			return handlers.Trip{} // nothing known-good yet: no list to build
		}
		t := e.tripwire(project)
		e.tripRan = t
		r := t.Check(tx, tripwire.Call{
			Event: ev.Name, Session: ev.SessionID, ToolUseID: ev.ToolUseID, Tool: ev.ToolName,
			Target: target, Agent: ev.Harness, Project: project, Denied: decision == "deny", Asked: decision == "ask",
		})
		if ev.Name == "SessionStart" && !tripwire.Followed(tx, project) && tripwire.Armed(tx) {
			_ = t.Refresh(tx, project, wiring.All(e.wiringEnv(project, true)))
		}
		if e.stateNote != "" {
			r.Message = strings.TrimSpace(e.stateNote + ".\n" + r.Message)
		}
		return handlers.Trip{Message: r.Message, Hold: r.Hold}
	}
}

// refreshTripwire makes the wiring as it is now the known-good state:
// install and uninstall call it after they change the wiring. A failure
// is a warning: the next session start refreshes again.
func (e *env) refreshTripwire(project string) {
	if project == "" {
		project = e.projectDir("")
	}
	if e.noVouch != "" {
		fmt.Fprintf(e.stderr, "hooktool: tripwire: this change is not recorded as known-good, because %s: the tripwire restores it at the agent's next event and puts its calls to you; run the command yourself in your own terminal\n", e.noVouch)
		return
	}
	db, err := e.openState(nil, false)
	if err != nil {
		fmt.Fprintf(e.stderr, "hooktool: tripwire: could not record the new wiring as known-good (%v); the next session start records it\n", err)
		return
	}
	defer db.Close()
	t := e.tripwire(project)
	var flying string
	err = db.Update(func(tx *state.Tx) error {
		// An agent's call in flight may be what ran this command (its
		// markers can be unset): the change is not vouched for, so the
		// call's end judges it like any other change made during it.
		if call, ok := tripwire.InFlight(tx); ok {
			flying = call
			return nil
		}
		return t.Refresh(tx, project, wiring.All(e.wiringEnv(project, true)))
	})
	switch {
	case err != nil:
		fmt.Fprintf(e.stderr, "hooktool: tripwire: could not record the new wiring as known-good (%v); the next session start records it\n", err)
	case flying != "":
		fmt.Fprintf(e.stderr, "hooktool: tripwire: an agent's call is in flight (%s), so this change is not recorded as known-good: the call's end restores it; run the command again between calls, or `hooktool tripwire ack` after the call\n", flying)
	}
}

// tripwireAfter refreshes the known-good wiring after install and
// uninstall (not after a dry run, which changed nothing).
func (e *env) tripwireAfter(c *call) error {
	if e.refused || c.bool("dry-run") || c.bool("purge") || len(c.args) > 0 {
		return nil // --purge removed the state folder on purpose
	}
	project := ""
	if r := c.str("repo"); r != "" {
		if abs, err := filepath.Abs(r); err == nil {
			project = abs
		}
	}
	e.refreshTripwire(project)
	return nil
}

// agentShell reports the variables agents set in the shells they run
// commands in; ack refuses to run from one of those shells.
func (e *env) agentShell() string {
	for _, k := range agentMarkers {
		if e.getenv(k) != "" {
			return k
		}
	}
	return ""
}

// agentMarkers are variables the clients set in the environment of the
// commands they run: Claude Code (CLAUDECODE, CLAUDE_CODE_ENTRYPOINT),
// Codex CLI (CODEX_SANDBOX, CODEX_SANDBOX_NETWORK_DISABLED,
// CODEX_THREAD_ID), Gemini CLI (GEMINI_CLI), OpenClaw (OPENCLAW_SHELL),
// OpenCode (OPENCODE), Copilot CLI (COPILOT_CLI,
// COPILOT_AGENT_SESSION_ID) and hooktool's own plugins (HOOKTOOL_AGENT). An agent can unset them; they keep an honest mistake
// out, and the ask every call gets while a tamper is held shows the user
// the command.
var agentMarkers = []string{"CLAUDECODE", "CLAUDE_CODE_ENTRYPOINT", "CODEX_SANDBOX", "CODEX_SANDBOX_NETWORK_DISABLED", "CODEX_THREAD_ID", "GEMINI_CLI", "OPENCLAW_SHELL", "OPENCODE", "COPILOT_CLI", "COPILOT_AGENT_SESSION_ID", "HOOKTOOL_AGENT"}

func isAgentMarker(k string) bool {
	for _, m := range agentMarkers {
		if k == m {
			return true
		}
	}
	return false
}

func tripwireCommand(e *env) *command {
	return &command{
		name:  "tripwire",
		usage: "what the tripwire restored, and the user's acknowledgement",
		subs: []*command{
			{
				name:  "ack",
				usage: "acknowledge a change of hooktool's wiring made during an agent call: agents' calls run again, and the wiring as it is now becomes the known-good state",
				run:   func(c *call) error { return e.tripwireAck() },
			},
			{
				name:  "show",
				usage: "the held tamper, if any, and the recent ones",
				run:   func(c *call) error { return e.tripwireShow() },
			},
		},
	}
}

func (e *env) tripwireAck() error {
	if k := e.agentShell(); k != "" {
		return failHint(exitError, "run it in your own terminal", "tripwire ack refuses to run inside an agent's shell (%s is set)", k)
	}
	if err := e.needUser("tripwire ack", true); err != nil {
		return err
	}
	db, err := e.openState(nil, false)
	if err != nil {
		if !errors.Is(err, state.ErrLocked) {
			return readStateErr(err)
		}
		return failHint(exitError, "a hook may be holding the file; try again", "%v", err)
	}
	defer db.Close()
	project := e.projectDir("")
	t := e.tripwire(project)
	var held tripwire.Tamper
	var was bool
	var flying string
	err = db.Update(func(tx *state.Tx) error {
		// Markers can be unset; a call in flight cannot be hidden from
		// the state: an ack then would vouch for what the call changed.
		if call, ok := tripwire.InFlight(tx); ok {
			flying = call
			return nil
		}
		var err error
		if held, was, err = tripwire.Ack(tx); err != nil {
			return err
		}
		return t.Refresh(tx, project, wiring.All(e.wiringEnv(project, true)))
	})
	if err != nil {
		return fail(exitError, "%v", err)
	}
	if flying != "" {
		return failHint(exitError, "acknowledge between calls", "tripwire ack refuses to run while an agent's call is in flight (%s)", flying)
	}
	if !was {
		fmt.Fprintln(e.stdout, "tripwire: nothing was held; the wiring as it is now is the known-good state")
		return nil
	}
	fmt.Fprintf(e.stdout, "tripwire: acknowledged the change of %s; agents' calls run again and the wiring as it is now is the known-good state\n", changedPaths(held))
	return nil
}

func changedPaths(t tripwire.Tamper) string {
	seen := map[string]bool{}
	var out []string
	for _, c := range t.Changes {
		if !seen[c.Path] {
			seen[c.Path] = true
			out = append(out, c.Path)
		}
	}
	return strings.Join(out, ", ")
}

func (e *env) tripwireShow() error {
	if _, err := os.Stat(e.statePath()); err != nil {
		fmt.Fprintln(e.stdout, "tripwire: no state yet")
		return nil
	}
	db, err := e.openState(nil, true)
	if err != nil {
		return failHint(exitError, "a hook may be holding the file; try again", "%v", err)
	}
	defer db.Close()
	return db.View(func(tx *state.Tx) error {
		if h, ok := tripwire.Held(tx); ok {
			during := fmt.Sprintf("during %q", h.Call)
			if h.Why != "" {
				during = h.Why
			}
			fmt.Fprintf(e.stdout, "held: %s changed %s at %s; run `hooktool tripwire ack` to release\n", changedPaths(h), during, h.Time.UTC().Format("2006-01-02 15:04:05 UTC"))
		} else {
			fmt.Fprintln(e.stdout, "held: nothing")
		}
		tampers, unguarded := tripwire.History(tx)
		writeTripHistory(e.stdout, tampers, unguarded)
		return nil
	})
}

// writeTripHistory lists tampers and unguarded calls (state show, tripwire show).
func writeTripHistory(w io.Writer, tampers []tripwire.Tamper, unguarded []tripwire.Unguarded) {
	if len(tampers) > 0 {
		fmt.Fprintln(w, "tampers (restored by the tripwire):")
		for _, t := range tampers {
			for _, c := range t.Changes {
				state := "restored"
				if !c.Restored {
					state = "NOT restored: " + c.Err
				}
				call := fmt.Sprintf("%q", t.Call)
				if t.Why != "" {
					call = t.Why // blinded: no call to name
				}
				fmt.Fprintf(w, "  %s %s session %s %s: %s %s, %s\n", t.Time.UTC().Format("2006-01-02T15:04:05Z"), t.Agent, t.Session, call, c.Path, c.How, state)
			}
		}
	}
	if len(unguarded) > 0 {
		fmt.Fprintln(w, "unguarded calls (no PreToolUse of hooktool saw them):")
		for _, u := range unguarded {
			fmt.Fprintf(w, "  %s %s session %s %s: %s\n", u.Time.UTC().Format("2006-01-02T15:04:05Z"), u.Agent, u.Session, u.ToolUseID, u.Call)
		}
	}
}

package main

import (
	"encoding/json"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"sort"
	"strings"
	"time"

	"github.com/hookd/hookd/handlers"
	"github.com/hookd/hookd/reduce"
	"github.com/hookd/hookd/state"
	"github.com/hookd/hookd/tripwire"
)

func stateCommand(e *env) *command {
	return &command{
		name:  "state",
		usage: "what each hook recorded, and when",
		subs: []*command{
			{
				name:  "show",
				usage: "sessions, their runs and tool calls, when each event last fired, and what was caught",
				flags: []opt{boolOpt("json", "machine-readable output")},
				run:   func(c *call) error { return e.stateShow(c.bool("json")) },
			},
			{
				name:  "gc",
				usage: "delete expired records now",
				run: func(c *call) error {
					cfg, err := e.loadConfig(e.projectDir(""))
					if err != nil {
						return fail(exitError, "%v", err)
					}
					db, err := e.openState(cfg, false)
					if err != nil {
						return fail(exitError, "%v", err)
					}
					defer db.Close()
					n, err := db.Sweep()
					if err != nil {
						return fail(exitError, "%v", err)
					}
					fmt.Fprintf(e.stdout, "removed %d expired records from %s\n", n, db.Path())
					keep := time.Duration(cfg.Get("reduce.keep_hours").Float() * float64(time.Hour))
					if keep > 0 {
						fmt.Fprintf(e.stdout, "removed %d kept outputs older than %v from %s\n", reduce.Clean(e.reduceDir(), keep), keep, e.reduceDir())
					}
					return nil
				},
			},
			{
				name:  "path",
				usage: "print the state file's path",
				run: func(c *call) error {
					fmt.Fprintln(e.stdout, e.statePath())
					return nil
				},
			},
		},
	}
}

// Snapshot is `state show --json`.
type Snapshot struct {
	Path     string                  `json:"path"`
	Events   map[string]time.Time    `json:"events"` // event -> last fired
	Sessions []SessionView           `json:"sessions"`
	Caught   []handlers.CaughtRecord `json:"caught"`
	Extra    map[string]int          `json:"records"` // live records per bucket
	// What the tripwire restored, and calls no PreToolUse saw.
	Tampers   []tripwire.Tamper    `json:"tampers,omitempty"`
	Unguarded []tripwire.Unguarded `json:"unguarded,omitempty"`
}

// SessionView is one session with its runs.
type SessionView struct {
	ID     string                 `json:"id"`
	Record handlers.SessionRecord `json:"record"`
	Events map[string]time.Time   `json:"events"`
	Runs   []RunView              `json:"runs"`
}

// RunView is one run with its tool calls counted by state, from the call
// records (a call seen only by PostToolBatch has none).
type RunView struct {
	handlers.RunRecord
	States map[string]int `json:"states,omitempty"` // "pending", "ok", "failed", "denied", "asked"
}

// stateShowEmpty is state show before any hook has written state.
func (e *env) stateShowEmpty(asJSON bool) error {
	if asJSON {
		b, _ := json.MarshalIndent(Snapshot{Path: e.statePath(), Events: map[string]time.Time{}, Extra: map[string]int{}}, "", "  ")
		fmt.Fprintf(e.stdout, "%s\n", b)
		return nil
	}
	fmt.Fprintf(e.stdout, "state: %s\nno state yet: no hook has run with this state file\n", e.statePath())
	return nil
}

// readStateErr is the failure of a command that only reads state, with the
// hint that fits: a lock passes, a damaged file is moved aside by the next
// writer, an unsafe folder is the user's to fix.
func readStateErr(err error) error {
	var planted *state.NotRegularError
	switch {
	case errors.As(err, &planted):
		return failHint(exitFindings, "something put it there (hooktool never does): look at it, then remove it; hooktool makes a new one", "%v", err)
	case errors.Is(err, state.ErrLocked):
		return failHint(exitError, "a hook may be holding the file; try again", "%v", err)
	case errors.Is(err, state.ErrUnsafeFolder):
		return fail(exitFindings, "%v", err)
	case state.IsCorrupt(err):
		return failHint(exitFindings, "the next hook moves it aside and starts a new one; `hooktool state gc` does it now", "%v", err)
	}
	return fail(exitError, "%v", err)
}

func (e *env) stateShow(asJSON bool) error {
	if _, err := os.Stat(e.statePath()); errors.Is(err, fs.ErrNotExist) {
		return e.stateShowEmpty(asJSON)
	}
	db, err := e.openState(nil, true)
	if errors.Is(err, state.ErrEmpty) {
		fmt.Fprintf(e.stderr, "hooktool: %v; the next hook starts it anew\n", err)
		return e.stateShowEmpty(asJSON)
	}
	if err != nil {
		return readStateErr(err)
	}
	defer db.Close()
	snap := Snapshot{Path: db.Path(), Events: map[string]time.Time{}, Extra: map[string]int{}}
	err = db.View(func(tx *state.Tx) error {
		byID := map[string]*SessionView{}
		var order []string
		_ = tx.ForEach(handlers.BucketSessions, "", func(r state.Record) error {
			var s handlers.SessionRecord
			_ = json.Unmarshal(r.Value, &s)
			byID[r.Key] = &SessionView{ID: r.Key, Record: s, Events: map[string]time.Time{}}
			order = append(order, r.Key)
			return nil
		})
		_ = tx.ForEach(handlers.BucketEvents, "", func(r state.Record) error {
			t := msTime(string(r.Value))
			if sid, ev, ok := strings.Cut(r.Key, "|"); ok {
				if s := byID[sid]; s != nil {
					s.Events[ev] = t
				}
				return nil
			}
			snap.Events[r.Key] = t
			return nil
		})
		states := map[string]map[string]int{} // run key -> status -> calls
		_ = tx.ForEach(handlers.BucketCalls, "", func(r state.Record) error {
			var c handlers.CallRecord
			if json.Unmarshal(r.Value, &c) != nil || c.Run == "" {
				return nil
			}
			if states[c.Run] == nil {
				states[c.Run] = map[string]int{}
			}
			states[c.Run][c.Status]++
			return nil
		})
		_ = tx.ForEach(handlers.BucketRuns, "", func(r state.Record) error {
			var run handlers.RunRecord
			_ = json.Unmarshal(r.Value, &run)
			if s := byID[run.Session]; s != nil {
				s.Runs = append(s.Runs, RunView{RunRecord: run, States: states[r.Key]})
			}
			return nil
		})
		_ = tx.ForEach(handlers.BucketCaught, "", func(r state.Record) error {
			var c handlers.CaughtRecord
			_ = json.Unmarshal(r.Value, &c)
			snap.Caught = append(snap.Caught, c)
			return nil
		})
		// Keys are not in time order (they are ids); the list is read as
		// a history.
		sort.SliceStable(snap.Caught, func(i, j int) bool { return snap.Caught[i].Time < snap.Caught[j].Time })
		snap.Tampers, snap.Unguarded = tripwire.History(tx)
		for _, b := range tx.Buckets() {
			snap.Extra[b] = tx.Count(b, "")
		}
		sort.SliceStable(order, func(i, j int) bool { return byID[order[i]].Record.Last > byID[order[j]].Record.Last })
		for _, id := range order {
			s := byID[id]
			sort.SliceStable(s.Runs, func(i, j int) bool { return s.Runs[i].Start < s.Runs[j].Start })
			snap.Sessions = append(snap.Sessions, *s)
		}
		return nil
	})
	if err != nil {
		return fail(exitError, "%v", err)
	}
	if asJSON {
		b, _ := json.MarshalIndent(snap, "", "  ")
		fmt.Fprintf(e.stdout, "%s\n", b)
		return nil
	}
	w := e.stdout
	fmt.Fprintf(w, "state: %s\n", snap.Path)
	if len(snap.Events) == 0 {
		fmt.Fprintln(w, "no hook has fired yet")
	} else {
		fmt.Fprintln(w, "events (last fired):")
		for _, name := range sortedKeys(snap.Events) {
			fmt.Fprintf(w, "  %-20s %s\n", name, snap.Events[name].Format(time.RFC3339))
		}
	}
	for _, s := range snap.Sessions {
		status := "active"
		if s.Record.Ended {
			status = "ended"
		}
		fmt.Fprintf(w, "session %s (%s, last seen %s)\n", s.ID, status, time.UnixMilli(s.Record.Last).Format(time.RFC3339))
		for _, r := range s.Runs {
			agent := "main"
			if r.Agent != "" {
				agent = "agent " + r.Agent
			}
			closed := "open"
			if r.Closed {
				closed = "closed"
			}
			if r.Harness != "" {
				agent = r.Harness + ", " + agent
			}
			fmt.Fprintf(w, "  run %s [%s, %s]: %s\n", r.Turn, agent, closed, callStates(r))
		}
	}
	if len(snap.Caught) > 0 {
		fmt.Fprintln(w, "caught:")
		for _, c := range snap.Caught {
			rule := c.Rule
			if c.Decision != "" {
				rule = c.Decision + " " + rule
			}
			fmt.Fprintf(w, "  %s %-9s %s session %s: %s\n", time.UnixMilli(c.Time).Format(time.RFC3339), c.Kind, rule, c.Session, c.Summary)
		}
	}
	writeTripHistory(w, snap.Tampers, snap.Unguarded)
	return nil
}

// callStates accounts for every call of a run: each state a call can be
// in, and the calls no record says anything of (seen only by PostToolBatch,
// or their record expired).
func callStates(r RunView) string {
	ok, failed := max(r.Done, r.States["ok"]), max(r.Failed, r.States["failed"])
	denied, asked, pending := r.States["denied"], r.States["asked"], r.States["pending"]
	if denied+asked == 0 {
		denied = r.Denied // records expired: the run's own count
	}
	out := fmt.Sprintf("%s (%d ok, %d failed, %d denied, %d asked, %d pending", plural(r.Calls, "tool call"), ok, failed, denied, asked, pending)
	if rest := r.Calls - ok - failed - denied - asked - pending; rest > 0 {
		out += fmt.Sprintf(", %d not recorded", rest)
	}
	return out + ")"
}

// plural is "1 tool call", "2 tool calls".
func plural(n int, what string) string {
	if n == 1 {
		return "1 " + what
	}
	return fmt.Sprintf("%d %ss", n, what)
}

func msTime(s string) time.Time {
	var ms int64
	fmt.Sscan(s, &ms)
	return time.UnixMilli(ms)
}

func sortedKeys[V any](m map[string]V) []string {
	out := make([]string, 0, len(m))
	for k := range m {
		out = append(out, k)
	}
	sort.Strings(out)
	return out
}

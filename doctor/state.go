package doctor

import (
	"errors"
	"fmt"
	"os"
	"strconv"
	"strings"
	"time"

	"github.com/hookd/hookd/handlers"
	"github.com/hookd/hookd/state"
	"github.com/hookd/hookd/tripwire"
)

func stateLayer(o Options, events []string) *Layer {
	l := &Layer{Name: LayerState}
	where := short(o.Home, o.StatePath)
	fi, err := os.Stat(o.StatePath)
	if errors.Is(err, os.ErrNotExist) {
		l.Add("state.absent", Info, where, "no state file yet: no event that keeps state has fired", "")
		listEvents(l, events, nil, o.Now)
		return l
	}
	if err != nil {
		l.Add("state.unreadable", Fail, where, err.Error(), "check the permissions of the state folder")
		return l
	}
	db, err := state.Open(o.StatePath, state.Options{ReadOnly: true, LockTimeout: 800 * time.Millisecond})
	if err != nil {
		st, fix := Fail, "move the file aside; hooktool starts a new one"
		if errors.Is(err, state.ErrLocked) {
			st, fix = Warn, "run doctor again; a hook was writing"
		}
		l.Add("state.open", st, where, "does not open: "+err.Error(), fix)
		return l
	}
	defer db.Close()
	last := map[string]int64{}
	var trip func(l *Layer)
	_ = db.View(func(tx *state.Tx) error {
		trip = tripwireChecks(tx, where, o)
		return tx.ForEach(handlers.BucketEvents, "", func(r state.Record) error {
			if !strings.Contains(r.Key, "|") {
				if ms, err := strconv.ParseInt(string(r.Value), 10, 64); err == nil {
					last[r.Key] = ms
				}
			}
			return nil
		})
	})
	l.Add("state.file", OK, where, fmt.Sprintf("%s, opens", size(fi.Size())), "")
	trip(l)
	listEvents(l, events, last, o.Now)
	return l
}

// tripwireChecks reads what the tripwire recorded: a tamper not yet
// acknowledged (every tool call is being put to the user), calls no
// PreToolUse saw, and whether the tripwire is armed at all.
func tripwireChecks(tx *state.Tx, where string, o Options) func(l *Layer) {
	armed := tripwire.Armed(tx)
	held, isHeld := tripwire.Held(tx)
	_, unguarded := tripwire.History(tx)
	return func(l *Layer) {
		if !armed {
			l.Add("tripwire.unarmed", Info, where, "the tripwire has no known-good wiring yet, so it checks nothing", "hooktool install (or hooktool tripwire ack)")
		}
		for _, d := range o.WiringDrift {
			// The wiring hooktool was armed with differs and no hook event
			// has restored it: the client may not run hooktool any more,
			// whatever the agent sections below make of the file.
			l.Add("tripwire.drift", Fail, short(o.Home, d.Path), fmt.Sprintf("%s differs from the wiring hooktool was armed with: %s", d.What, d.Cause),
				"hooktool install to wire it again; if you made this change yourself, hooktool tripwire ack")
		}
		if isHeld {
			var paths []string
			for _, c := range held.Changes {
				paths = append(paths, c.Path)
			}
			l.Add("tripwire.held", Fail, where, fmt.Sprintf("the wiring (%s) was changed during an agent call at %s and restored; every tool call is put to the user", strings.Join(paths, ", "), held.Time.UTC().Format("2006-01-02 15:04Z")), "hooktool tripwire ack (in your own terminal)")
		}
		for i, u := range unguarded {
			if i == 5 {
				l.Add("tripwire.unguarded", Warn, where, fmt.Sprintf("and %d more calls no PreToolUse saw", len(unguarded)-5), "hooktool state show")
				break
			}
			l.Add("tripwire.unguarded", Warn, u.Session, fmt.Sprintf("%s %s ran without hooktool's PreToolUse check (%s)", u.Time.UTC().Format("2006-01-02 15:04Z"), clipTo(u.Call, 120), u.ToolUseID), "check that the PreToolUse hook is wired and loads (hooktool doctor, /hooks)")
		}
	}
}

func clipTo(s string, n int) string {
	if len(s) <= n {
		return s
	}
	return s[:n] + "…"
}

// listEvents says when each wired event last fired (events sorted).
func listEvents(l *Layer, events []string, last map[string]int64, now time.Time) {
	for _, e := range events {
		ms, ok := last[e]
		if !ok {
			l.Add("state.never-fired", Info, e, "wired, has not fired", "")
			continue
		}
		t := time.UnixMilli(ms)
		l.Add("state.last-fired", Info, e, fmt.Sprintf("last fired %s (%s ago)", t.UTC().Format("2006-01-02 15:04:05Z"), now.Sub(t).Round(time.Second)), "")
	}
}

func size(n int64) string {
	switch {
	case n >= 1<<20:
		return fmt.Sprintf("%.1f MiB", float64(n)/(1<<20))
	case n >= 1<<10:
		return fmt.Sprintf("%d KiB", n>>10)
	}
	return fmt.Sprintf("%d bytes", n)
}

package tripwire

import (
	"time"

	"github.com/hookd/hookd/state"
)

// A state file that cannot be opened or written (its folder given to
// another user, the file made immutable, a FIFO put in place of its lock,
// a full disk) used to leave the call it happened in unchecked: the hook
// left a marker and asked, and the change waited for the next hook that
// could open the state. Meanwhile the wiring stayed as the agent left it,
// and where the state never opened again, for good.
//
// So a hook that cannot use the state still checks the wiring, against
// the record kept outside the state file (COPIES.known, else the mirror),
// with the same code as Check over a state kept in memory: a change is
// restored from the record's copies (each checked against its digest) and
// said at once. What it restored goes into the blind marker, and the next
// hook that opens the state holds it until the user's ack.

// CheckBlind checks the wiring at an event whose hook cannot use the
// state, because why (said to the user: "hooktool's state file could not
// be opened (...)"). It returns what to tell the user and the changes it
// restored, for the blind marker (MarkBlind). Nothing is recorded: there
// is nowhere to.
//
// At a session start, a prompt or a session's end a change may be the
// user's, made between turns: nothing is restored then (the marker makes
// the next hook that opens the state compare instead). Without a record
// (never armed) there is nothing to compare with.
func (t *Tripwire) CheckBlind(c Call, why string) (Result, []Change) {
	switch c.Event {
	case "SessionStart", "UserPromptSubmit", "SessionEnd":
		return Result{}, nil
	}
	t.reset()
	recs := t.records()
	if len(recs) == 0 {
		return Result{}, nil
	}
	k, from := recs[0], t.recFrom[0]
	db := state.Memory(nil)
	var changes []Change
	_ = db.Update(func(tx *state.Tx) error {
		for p, v := range k.Prints {
			_ = tx.Put(Bucket, keyPrint+p, []byte(v), 0)
		}
		for proj, v := range k.Extra {
			_ = tx.Put(Bucket, keyExtra+proj, v, 0)
		}
		items := t.items(tx, c.Project)
		stamp := tx.Now().UTC().Format("20060102T150405.000")
		t.shared, t.gone = sharedFolders(items), nil
		agents := func() bool { return true }
		for _, it := range items {
			if ch, ok := t.checkItem(tx, it, agents, stamp); ok {
				changes = append(changes, ch)
			}
		}
		return nil
	})
	changes = append(changes, t.forgedChanges()...)
	if len(changes) == 0 {
		return Result{}, nil
	}
	tp := Tamper{Time: time.Now(), Session: c.Session, Agent: c.Agent, Event: c.Event, Changes: changes,
		Why: why + ", so the wiring was compared with the known-good record kept beside it (" + from + ")"}
	return Result{Message: message(tp)}, changes
}

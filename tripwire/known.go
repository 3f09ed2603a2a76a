package tripwire

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"strings"
	"time"

	"github.com/hookd/hookd/state"
)

// Anything that blinds the tripwire is itself a change of the wiring the
// user must hear about, never a quiet new baseline. Its own records can be
// taken from it three ways: the state file can be made unusable (held
// locked past the hook's wait, damaged so that it is moved aside, deleted,
// given to another user, made immutable, its lock swapped for a FIFO, a
// full disk), the known-good copies can be deleted, and they can be
// overwritten. Each is kept where the other is not:
//
//   - the known-good prints, the followed items and a copy of every
//     known-good content are kept outside the state file too, in
//     COPIES.known (written whenever they change, inside the state
//     transaction) and in the mirror (Tripwire.Mirror);
//   - a copy is named by the digest of its content, and that name is in
//     the prints, in the state file and in both records: a copy is used
//     only when it still hashes to its name (store.load). One that does
//     not is a tamper of its own, reported and put back from a record;
//   - a hook that cannot open or write the state file at a tool-call
//     event checks the wiring without it, against a record (blind.go),
//     and leaves a marker, COPIES.blind (beside the mirror when the state
//     folder cannot be written), saying when and why and what it
//     restored.
//
// When the state next opens and is not armed while COPIES.known exists (it
// was reset), or the marker is there, the tripwire compares the wiring
// with the known-good state as if an agent's call had just ended: a change
// is restored and held until the user acknowledges it, with the reason,
// and so is what a blind hook restored. A copy deleted from the copies
// folder is taken from COPIES.known and put back, and the other way round.

// maxKnown bounds COPIES.known; copies past it are left out (they stay in
// the copies folder).
const maxKnown = 24 << 20

// known is what COPIES.known holds.
type known struct {
	Prints map[string]string          `json:"prints"`           // path -> encoded print
	Extra  map[string]json.RawMessage `json:"extra,omitempty"`  // project -> followed items
	Copies map[string][]byte          `json:"copies,omitempty"` // digest -> content
}

// Blind is why the tripwire could not look, left by a hook for the next
// one that can, with what the hooks restored meanwhile without the state
// (CheckBlind): the next hook that opens the state holds it.
type Blind struct {
	Time    time.Time `json:"time"`
	Event   string    `json:"event"`
	Reason  string    `json:"reason"`
	Changes []Change  `json:"changes,omitempty"`
}

func (t *Tripwire) knownPath() string { return t.Copies + ".known" }

// The state folder can go as a whole, COPIES.known with it (mv
// ~/.local/state aside and make an empty one): so the same known-good
// state is also kept in Tripwire.Mirror, a file outside the state
// folder (in the user's cache folder). A state found reset with only the
// mirror left is compared with it: at the end of a call (the call moved
// the folder) every change is the agent's and is held with the reason; at
// a session start or a prompt (the user reset it between sessions) the
// wiring as it is is taken as the user's, quietly.
func (t *Tripwire) blindPath() string { return t.Copies + ".blind" }

// MarkBlind records, beside the copies folder, that a hook could not
// open (or write) the state at event (why), with the changes it restored
// without it. It reports whether the tripwire has a known-good state
// there or in the mirror (it was armed): only then is the call blind.
// Where the state folder cannot be written (another owner), the marker
// goes beside the mirror.
func MarkBlind(copies, mirror, event, why string, changes []Change) bool {
	t := Tripwire{Copies: copies, Mirror: mirror}
	armed := false
	for _, p := range []string{t.knownPath(), copies, mirror} {
		if _, err := os.Lstat(p); p != "" && err == nil {
			armed = true
		}
	}
	if !armed {
		return false // never armed here: nothing was watched
	}
	var b Blind
	had := false
	for _, p := range t.blindPaths() {
		if raw, ok := readBounded(p); ok && json.Unmarshal(raw, &b) == nil && b.Reason != "" {
			had = true
			break
		}
	}
	if had && len(changes) == 0 {
		return true // the first blind event is the one to tell
	}
	if !had {
		b = Blind{Time: time.Now().UTC(), Event: event, Reason: clip(why, 300)}
	}
	b.Changes = append(b.Changes, changes...)
	if len(b.Changes) > 32 {
		b.Changes = b.Changes[len(b.Changes)-32:]
	}
	raw, _ := json.Marshal(b)
	for _, p := range t.blindPaths() {
		if replace(p, func(tmp string) error { return os.WriteFile(tmp, raw, 0o600) }) == nil {
			break
		}
	}
	return true
}

// blindPaths are where the blind marker is kept: beside the copies
// folder, else beside the mirror.
func (t *Tripwire) blindPaths() []string {
	if t.Mirror == "" {
		return []string{t.blindPath()}
	}
	return []string{t.blindPath(), t.Mirror + ".blind"}
}

// KeptOutside reports whether a known-good state or a blind marker is
// kept outside the state file: an unarmed state file with one of them
// beside it was reset, and is checked rather than skipped.
func KeptOutside(copies string, mirror ...string) bool {
	t := Tripwire{Copies: copies}
	if _, err := os.Lstat(t.knownPath()); err == nil {
		return true
	}
	for _, m := range mirror {
		if _, err := os.Lstat(m); m != "" && err == nil {
			return true
		}
		if _, err := os.Lstat(m + ".blind"); m != "" && err == nil {
			return true
		}
	}
	_, err := os.Lstat(t.blindPath())
	return err == nil
}

// suspicion is why this check treats every change as an agent's: the
// state was reset, or a hook could not open it. "" on the usual path.
// It consumes the marker.
func (t *Tripwire) suspicion(tx *state.Tx, c Call) (why string, reset bool) {
	if !Armed(tx) {
		k, ok := t.loadKnown()
		if !ok {
			if m, ok := t.loadMirror(); ok {
				return t.fromMirror(tx, m, c)
			}
			if b, ok := t.takeBlind(); ok {
				// The state and the copies beside it are gone: nothing to
				// compare with. The user is told to look for themselves.
				tp := Tamper{Time: tx.Now(), Event: b.Event, Why: b.Reason + "; the state was then reset and the known-good copies kept beside it are gone too",
					Changes: append(t.pending, Change{Path: t.Copies, What: "the tripwire's known-good state", How: "removed",
						Err: "nothing left to compare with: check your agents' hook settings (`hooktool doctor`) before `hooktool tripwire ack`"})}
				t.pending = nil
				t.record(tx, tp)
				_ = tx.Put(Bucket, keyArmed, []byte{1}, 0)
				return "", false
			}
			return "", false
		}
		for p, v := range k.Prints {
			_ = tx.Put(Bucket, keyPrint+p, []byte(v), 0)
		}
		for proj, v := range k.Extra {
			_ = tx.Put(Bucket, keyExtra+proj, v, 0)
		}
		_ = tx.Put(Bucket, keyArmed, []byte{1}, 0)
		why = "hooktool's state file was reset (damaged, moved aside or deleted), so its record of the known-good wiring was lost; it was compared with the copy kept beside it"
		if b, ok := t.takeBlind(); ok {
			why = b.Reason + "; then " + why
		}
		return why, true
	}
	if b, ok := t.takeBlind(); ok {
		return fmt.Sprintf("while hooktool could not open its state or write it (%s, at %s at %s)", b.Reason, b.Event, b.Time.UTC().Format("2006-01-02 15:04:05 UTC")), false
	}
	return "", false
}

// fromMirror arms a reset state from the mirror (its prints, followed
// items and copies). At the end of a call the reset is that call's: its
// reason is returned and every change is held. Otherwise it was the
// user's, between sessions: nothing is said, and the check that follows
// takes changes as the user's.
func (t *Tripwire) fromMirror(tx *state.Tx, k known, c Call) (string, bool) {
	for p, v := range k.Prints {
		_ = tx.Put(Bucket, keyPrint+p, []byte(v), 0)
	}
	for proj, v := range k.Extra {
		_ = tx.Put(Bucket, keyExtra+proj, v, 0)
	}
	for name, b := range k.Copies {
		if contentDigest(b) == name {
			_, _ = t.putCopy(b)
		}
	}
	_ = tx.Put(Bucket, keyArmed, []byte{1}, 0)
	t.dirty = true // COPIES.known is written again beside the new state
	switch c.Event {
	case "PostToolUse", "PostToolUseFailure", "PostToolBatch":
		return "hooktool's state folder was moved away or deleted during this call, with the known-good copies in it; the wiring was compared with the copy kept in " + t.Mirror, true
	}
	return "", false
}

func (t *Tripwire) loadMirror() (known, bool) {
	if t.Mirror == "" {
		return known{}, false
	}
	b, err := readFileBounded(t.Mirror)
	var k known
	if err != nil || json.Unmarshal(b, &k) != nil || k.Prints == nil {
		return known{}, false
	}
	return k, true
}

// takeBlind reads and removes the blind marker (both places), and
// keeps the changes it carries for the check to hold (t.pending).
func (t *Tripwire) takeBlind() (Blind, bool) {
	var out Blind
	found := false
	for _, p := range t.blindPaths() {
		if _, err := os.Lstat(p); err != nil {
			continue
		}
		var b Blind
		raw, _ := readBounded(p)
		if json.Unmarshal(raw, &b) != nil || b.Reason == "" {
			b = Blind{Reason: "hooktool could not open its state", Event: "an event"}
		}
		os.Remove(p)
		if !found {
			out = b
		} else {
			out.Changes = append(out.Changes, b.Changes...)
		}
		found = true
	}
	t.pending = append(t.pending, out.Changes...)
	return out, found
}

func (t *Tripwire) loadKnown() (known, bool) {
	b, err := t.readKnown()
	var k known
	if err != nil || json.Unmarshal(b, &k) != nil || k.Prints == nil {
		return known{}, false
	}
	return k, true
}

// readKnown reads COPIES.known, bounded, without waiting on a FIFO.
func (t *Tripwire) readKnown() ([]byte, error) { return readFileBounded(t.knownPath()) }

// readFileBounded reads a known-good state file, bounded, without
// waiting on a FIFO.
func readFileBounded(p string) ([]byte, error) {
	f, err := os.OpenFile(p, os.O_RDONLY|nonblock, 0)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	if fi, err := f.Stat(); err != nil || !fi.Mode().IsRegular() {
		return nil, fmt.Errorf("%s is not a regular file", p)
	}
	return io.ReadAll(io.LimitReader(f, maxKnown+1<<20))
}

// copyOf is the known-good copy name, from the copies folder or, when it
// was deleted or overwritten there, from the records kept outside the
// state file (COPIES.known, the mirror), and then put back. Every copy is
// checked against its name, the digest the prints keep.
func (t *Tripwire) copyOf(name string) ([]byte, bool) {
	b, st := store(t.Copies).load(name)
	if st == copyGood {
		return b, true
	}
	b, ok := t.recordCopy(name)
	if st == copyForged && !ok {
		t.noteForged(name, false)
	}
	if ok {
		_, _ = t.putCopy(b) // notes a forged one as put back
	}
	return b, ok
}

// putCopy stores a known-good copy, replacing a forged one of that name
// (noted: a tamper of its own).
func (t *Tripwire) putCopy(b []byte) (string, error) {
	name, forged, err := store(t.Copies).put(b)
	if forged {
		t.noteForged(contentDigest(b), err == nil)
	}
	return name, err
}

func (t *Tripwire) noteForged(name string, restored bool) {
	if t.forged == nil {
		t.forged = map[string]bool{}
	}
	t.forged[name] = t.forged[name] || restored
}

// forgedChanges is the copies found forged in this check, as one change.
func (t *Tripwire) forgedChanges() []Change {
	if len(t.forged) == 0 {
		return nil
	}
	lost := 0
	for _, ok := range t.forged {
		if !ok {
			lost++
		}
	}
	ch := Change{Path: t.Copies, What: "the tripwire's known-good copies", Restored: lost == 0,
		How: fmt.Sprintf("overwritten (%d of them no longer match the digest they are named by)", len(t.forged))}
	if len(t.forged) == 1 {
		ch.How = "overwritten (one of them no longer matches the digest it is named by)"
	}
	if lost > 0 {
		ch.Err = fmt.Sprintf("%d of them have no intact copy in the record kept beside the state or in the mirror", lost)
	}
	t.forged = nil
	return []Change{ch}
}

// reset forgets what one check learnt: a Tripwire may serve many.
func (t *Tripwire) reset() {
	t.recs, t.recFrom, t.recsRead, t.forged, t.pending, t.recorded, t.late = nil, nil, false, nil, nil, nil, nil
}

// Recorded is the changes the last Check recorded: when the transaction
// it ran in then fails to commit, the hook's blind marker carries them
// (blind.go), so the hold is not lost with the write.
func (t *Tripwire) Recorded() []Change { return t.recorded }

// records are the known-good records kept outside the state file,
// COPIES.known then the mirror, each read once per check.
func (t *Tripwire) records() []known {
	if !t.recsRead {
		t.recsRead = true
		if k, ok := t.loadKnown(); ok {
			t.recs, t.recFrom = append(t.recs, k), append(t.recFrom, t.knownPath())
		}
		if m, ok := t.loadMirror(); ok {
			t.recs, t.recFrom = append(t.recs, m), append(t.recFrom, t.Mirror)
		}
	}
	return t.recs
}

// recordCopy is the copy name from a record kept outside the state file,
// when its content still matches its name.
func (t *Tripwire) recordCopy(name string) ([]byte, bool) {
	for _, k := range t.records() {
		if b, ok := k.Copies[name]; ok && contentDigest(b) == name {
			return b, true
		}
	}
	return nil, false
}

// saveKnown writes the known-good state of tx to COPIES.known, when it
// changed. A copy missing from the copies folder is taken from the last
// COPIES.known and put back; one missing from both stays missing (its
// restore fails and says so).
func (t *Tripwire) saveKnown(tx *state.Tx) {
	if t.Copies == "" {
		return
	}
	k := known{Prints: map[string]string{}, Extra: map[string]json.RawMessage{}, Copies: map[string][]byte{}}
	s := store(t.Copies)
	size := 0
	keep := func(name, path string) {
		if name == "" || k.Copies[name] != nil {
			return
		}
		b, st := s.load(name)
		ok := st == copyGood
		if !ok {
			// Deleted or overwritten: the last record's copy, put back;
			// else the file itself, when it still holds that content.
			if b, ok = t.recordCopy(name); !ok {
				if live, read := readBounded(path); read && contentDigest(live) == name {
					b, ok = live, true
				}
			}
			if ok {
				_, _ = t.putCopy(b)
			} else if st == copyForged {
				t.noteForged(name, false)
			}
		}
		if ok && size+len(b) <= maxKnown {
			size += len(b)
			k.Copies[name] = b
		}
	}
	_ = tx.ForEach(Bucket, keyPrint, func(r state.Record) error {
		path := strings.TrimPrefix(r.Key, keyPrint)
		k.Prints[path] = string(r.Value)
		if p, ok := decodePrint(r.Value); ok {
			keep(p.Copy, path)
			for n, v := range p.Kids {
				keep(kidCopy(v), filepath.Join(path, n))
			}
		}
		return nil
	})
	_ = tx.ForEach(Bucket, keyExtra, func(r state.Record) error {
		if json.Valid(r.Value) {
			k.Extra[strings.TrimPrefix(r.Key, keyExtra)] = append(json.RawMessage(nil), r.Value...)
		}
		return nil
	})
	b, err := json.Marshal(k)
	if err != nil {
		return
	}
	for _, p := range []string{t.knownPath(), t.Mirror} {
		if p == "" {
			continue
		}
		if cur, err := readFileBounded(p); err == nil && bytes.Equal(cur, b) {
			continue
		} else if err != nil && !errors.Is(err, fs.ErrNotExist) {
			continue // a FIFO or folder planted there: not written through
		}
		if p == t.Mirror && os.MkdirAll(filepath.Dir(p), 0o700) != nil {
			continue
		}
		_ = replace(p, func(tmp string) error { return os.WriteFile(tmp, b, 0o600) })
	}
	t.recs, t.recFrom, t.recsRead = nil, nil, false // written anew
}

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
// taken from it two ways: the state file can be made unusable (held locked
// past the hook's wait, damaged so that it is moved aside, deleted), and
// the known-good copies can be deleted. Each is kept where the other is
// not:
//
//   - the known-good prints, the followed items and a copy of every
//     known-good content are kept outside the state file too, in
//     COPIES.known (written whenever they change, inside the state
//     transaction);
//   - a hook that cannot open the state file at a tool-call event leaves
//     a marker, COPIES.blind, saying when and why.
//
// When the state next opens and is not armed while COPIES.known exists (it
// was reset), or the marker is there, the tripwire compares the wiring
// with the known-good state as if an agent's call had just ended: a change
// is restored and held until the user acknowledges it, with the reason.
// A copy deleted from the copies folder is taken from COPIES.known and put
// back, and the other way round.

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
// one that can.
type Blind struct {
	Time   time.Time `json:"time"`
	Event  string    `json:"event"`
	Reason string    `json:"reason"`
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
// open the state at event (why). It reports whether the tripwire has a
// known-good state there (it was armed): only then is the call blind.
func MarkBlind(copies, event, why string) bool {
	t := Tripwire{Copies: copies}
	if _, err := os.Lstat(t.knownPath()); err != nil {
		if _, err := os.Lstat(copies); err != nil {
			return false // never armed here: nothing was watched
		}
	}
	b, _ := json.Marshal(Blind{Time: time.Now().UTC(), Event: event, Reason: clip(why, 300)})
	if _, err := os.Lstat(t.blindPath()); err == nil {
		return true // the first blind event is the one to tell
	}
	_ = replace(t.blindPath(), func(tmp string) error { return os.WriteFile(tmp, b, 0o600) })
	return true
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
					Changes: []Change{{Path: t.Copies, What: "the tripwire's known-good state", How: "removed",
						Err: "nothing left to compare with: check your agents' hook settings (`hooktool doctor`) before `hooktool tripwire ack`"}}}
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
		return fmt.Sprintf("while hooktool could not open its state (%s, at %s at %s), its tripwire could not check the calls", b.Reason, b.Event, b.Time.UTC().Format("2006-01-02 15:04:05 UTC")), false
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
	s := store(t.Copies)
	for name, b := range k.Copies {
		if contentDigest(b) == name {
			_, _ = s.put(b)
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

// takeBlind reads and removes the blind marker.
func (t *Tripwire) takeBlind() (Blind, bool) {
	p := t.blindPath()
	if _, err := os.Lstat(p); err != nil {
		return Blind{}, false
	}
	var b Blind
	raw, _ := readBounded(p)
	if json.Unmarshal(raw, &b) != nil || b.Reason == "" {
		b = Blind{Reason: "hooktool could not open its state", Event: "an event"}
	}
	os.Remove(p)
	return b, true
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
// was deleted there, from COPIES.known.
func (t *Tripwire) copyOf(name string) ([]byte, bool) {
	if b, ok := store(t.Copies).get(name); ok {
		return b, true
	}
	return t.knownCopy(name)
}

// saveKnown writes the known-good state of tx to COPIES.known, when it
// changed. A copy missing from the copies folder is taken from the last
// COPIES.known and put back; one missing from both stays missing (its
// restore fails and says so).
func (t *Tripwire) saveKnown(tx *state.Tx) {
	if t.Copies == "" {
		return
	}
	old, _ := t.loadKnown()
	k := known{Prints: map[string]string{}, Extra: map[string]json.RawMessage{}, Copies: map[string][]byte{}}
	s := store(t.Copies)
	size := 0
	keep := func(name string) {
		if name == "" || k.Copies[name] != nil {
			return
		}
		b, ok := s.get(name)
		if !ok {
			if b, ok = old.Copies[name], old.Copies[name] != nil && contentDigest(old.Copies[name]) == name; ok {
				_, _ = s.put(b)
			}
		}
		if ok && size+len(b) <= maxKnown {
			size += len(b)
			k.Copies[name] = b
		}
	}
	_ = tx.ForEach(Bucket, keyPrint, func(r state.Record) error {
		k.Prints[strings.TrimPrefix(r.Key, keyPrint)] = string(r.Value)
		if p, ok := decodePrint(r.Value); ok {
			keep(p.Copy)
			for _, v := range p.Kids {
				keep(v[strings.LastIndexByte(v, '/')+1:])
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
}

// knownCopy is a copy from COPIES.known, for a restore whose copy was
// deleted from the copies folder.
func (t *Tripwire) knownCopy(name string) ([]byte, bool) {
	k, ok := t.loadKnown()
	if !ok {
		return nil, false
	}
	b, ok := k.Copies[name]
	return b, ok && contentDigest(b) == name
}

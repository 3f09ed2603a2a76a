package tripwire

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/hookd/hookd/state"
)

// The known-good copies deleted in the same call as the change (red-team
// R71): the copy kept in COPIES.known restores the file.
func TestCopiesDeletedRestoredFromKnown(t *testing.T) {
	r := newRig(t)
	r.write(".claude/settings.json", goodHooks)
	r.refresh()
	res := r.tamperedBy(func() {
		os.RemoveAll(r.tw.Copies)
		r.write(".claude/settings.json", `{"hooks":{}}`)
	})
	if !strings.Contains(res.Message, "is restored") {
		t.Fatalf("message: %+v", res)
	}
	if got := r.read(".claude/settings.json"); got != goodHooks {
		t.Errorf("not restored: %s", got)
	}
}

// reopen replaces the rig's state file by a fresh one, as Open does after
// moving a damaged file aside.
func (r *rig) reopen() {
	r.t.Helper()
	p := r.db.Path()
	r.db.Close()
	if err := os.Remove(p); err != nil {
		r.t.Fatal(err)
	}
	db, err := state.Open(p, state.Options{})
	if err != nil {
		r.t.Fatal(err)
	}
	r.t.Cleanup(func() { db.Close() })
	r.db = db
}

// The state file reset in the same call as the change (red-team R70: a
// byte appended, so the next hook moves it aside): the fresh state does
// not adopt the wiring as it is; the tripwire compares it with the
// known-good state kept beside it, restores it and holds.
func TestStateResetDoesNotAdoptTheTamper(t *testing.T) {
	r := newRig(t)
	r.write(".claude/settings.json", goodHooks)
	r.refresh()
	r.event("PreToolUse", "t1")
	r.write(".claude/settings.json", `{"hooks":{}}`)
	r.reopen()
	res := r.event("PostToolUse", "t1")
	if !strings.Contains(res.Message, "state file was reset") || !strings.Contains(res.Message, "is restored") {
		t.Fatalf("message: %+v", res)
	}
	if got := r.read(".claude/settings.json"); got != goodHooks {
		t.Errorf("not restored: %s", got)
	}
	if res := r.event("PreToolUse", "t2"); res.Hold == "" {
		t.Error("not held")
	}
	// A reset with nothing changed is told, not held.
	r2 := newRig(t)
	r2.write(".claude/settings.json", goodHooks)
	r2.refresh()
	r2.reopen()
	if res := r2.event("SessionStart", ""); !strings.Contains(res.Message, "nothing was restored") || res.Hold != "" {
		t.Errorf("quiet reset: %+v", res)
	}
	if res := r2.event("PreToolUse", "x"); res.Hold != "" || res.Message != "" {
		t.Errorf("after a quiet reset: %+v", res)
	}
}

// A hook that could not open the state (held locked by a process the
// agent started, red-team R72) leaves a marker; the next event that opens
// it, even a session start, does not accept what changed meanwhile.
func TestBlindedByLockNotAcceptedQuietly(t *testing.T) {
	r := newRig(t)
	r.write(".claude/settings.json", goodHooks)
	r.refresh()
	if !MarkBlind(r.tw.Copies, "", "PreToolUse", "state file is locked by another process", nil) {
		t.Fatal("MarkBlind: not armed")
	}
	r.write(".claude/settings.json", `{"hooks":{}}`)
	res := r.event("SessionStart", "")
	if !strings.Contains(res.Message, "could not open its state") || !strings.Contains(res.Message, "is restored") {
		t.Fatalf("message: %+v", res)
	}
	if got := r.read(".claude/settings.json"); got != goodHooks {
		t.Errorf("not restored: %s", got)
	}
	if _, err := os.Stat(r.tw.Copies + ".blind"); err == nil {
		t.Error("the marker stays")
	}
	// Blind with nothing changed: quiet.
	r.ack()
	MarkBlind(r.tw.Copies, "", "PreToolUse", "locked", nil)
	if res := r.event("SessionStart", ""); res.Message != "" {
		t.Errorf("blind, nothing changed: %+v", res)
	}
	// Never armed: no marker.
	if MarkBlind(filepath.Join(t.TempDir(), "tripwire"), "", "PreToolUse", "locked", nil) {
		t.Error("MarkBlind without a tripwire")
	}
}

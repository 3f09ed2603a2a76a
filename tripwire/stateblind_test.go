package tripwire

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/hookd/hookd/state"
)

// forgeCopies overwrites every known-good copy in the copies folder with
// content, as an agent that found the folder would (red-team 4, T41).
func (r *rig) forgeCopies(content string) int {
	r.t.Helper()
	ents, err := os.ReadDir(r.tw.Copies)
	if err != nil {
		r.t.Fatal(err)
	}
	n := 0
	for _, e := range ents {
		if e.Type().IsRegular() {
			if err := os.WriteFile(filepath.Join(r.tw.Copies, e.Name()), []byte(content), 0o600); err != nil {
				r.t.Fatal(err)
			}
			n++
		}
	}
	if n == 0 {
		r.t.Fatal("no copy to forge")
	}
	return n
}

// T41: every known-good copy overwritten with the tampered content in the
// same call as the change. A copy is named by the digest of its content,
// and that name is in the prints (state.db and COPIES.known): a copy that
// no longer matches it is not trusted. The change is restored from the
// record kept beside the state, the forged copy is itself reported and
// put back, and the next call is held.
func TestForgedCopiesNotTrusted(t *testing.T) {
	r := newRig(t)
	r.write(".claude/settings.json", goodHooks)
	r.write(".codex/hooks.json", `{"hooks":{"PreToolUse":[]}}`)
	r.refresh()
	n := 0
	res := r.tamperedBy(func() {
		n = r.forgeCopies(`{"hooks": {}}` + "\n")
		r.write(".claude/settings.json", `{"hooks": {}}`+"\n")
	})
	if !strings.Contains(res.Message, "settings.json (a Claude Code settings file) was changed and is restored") {
		t.Fatalf("the change is not restored: %+v", res)
	}
	if !strings.Contains(res.Message, fmt.Sprintf("known-good copies) was overwritten (%d of them no longer match the digest they are named by) and is restored", n)) {
		t.Errorf("the forged copies are not reported: %s", res.Message)
	}
	if got := r.read(".claude/settings.json"); got != goodHooks {
		t.Errorf("restored from the forged copy: %s", got)
	}
	if res := r.event("PreToolUse", "t2"); res.Hold == "" {
		t.Error("not held")
	}
	// The copies are whole again: a later restore needs no fallback.
	ents, _ := os.ReadDir(r.tw.Copies)
	for _, e := range ents {
		if b, err := os.ReadFile(filepath.Join(r.tw.Copies, e.Name())); err == nil && e.Type().IsRegular() && contentDigest(b) != e.Name() {
			t.Errorf("copy %s still forged", e.Name())
		}
	}
}

// The same with COPIES.known and the mirror gone too: nothing intact to
// restore from. The change is not adopted on the forged copy's word (an
// upgrade's "same rule" check must not read it), and it is held with the
// failed restore said.
func TestForgedCopiesNothingLeft(t *testing.T) {
	r := newRig(t)
	r.write(".claude/settings.json", goodHooks)
	r.refresh()
	res := r.tamperedBy(func() {
		r.forgeCopies(`{"hooks": {}}` + "\n")
		os.Remove(r.tw.Copies + ".known")
		r.write(".claude/settings.json", `{"hooks": {}}`+"\n")
	})
	if !strings.Contains(res.Message, "restoring it failed") {
		t.Fatalf("message: %+v", res)
	}
	if res := r.event("PreToolUse", "t2"); res.Hold == "" {
		t.Error("not held")
	}
}

// Doctor's drift lists a forged copy.
func TestDriftNamesForgedCopy(t *testing.T) {
	r := newRig(t)
	r.write(".claude/settings.json", goodHooks)
	r.refresh()
	r.forgeCopies("{}")
	var drift []Drift
	_ = r.db.View(func(tx *state.Tx) error {
		drift = r.tw.Drift(tx, "")
		return nil
	})
	if len(drift) == 0 || !strings.Contains(drift[len(drift)-1].Cause, "no longer match the digest") {
		t.Errorf("drift: %+v", drift)
	}
}

// T42, T43, T44: the state cannot be opened (another owner, a FIFO as its
// lock, an immutable file) and the hooks are emptied in the same call. The
// hook checks the wiring against the record kept beside the state, without
// the state: the change is restored at once and said; the marker it leaves
// carries the change, so the next event that opens the state holds it.
func TestBlindCheckRestoresWithoutState(t *testing.T) {
	r := newRig(t)
	r.write(".claude/settings.json", goodHooks)
	r.refresh()
	r.event("PreToolUse", "t1")
	r.write(".claude/settings.json", `{"hooks": {}}`)
	why := "hooktool's state file could not be opened (state folder: unsafe state folder: belongs to uid 65534)"
	res, changes := r.tw.CheckBlind(Call{Event: "PostToolUse", Session: "s", ToolUseID: "t1", Tool: "Bash", Target: "make"}, why)
	if !strings.Contains(res.Message, "could not be opened") || !strings.Contains(res.Message, "settings.json (a Claude Code settings file) was changed and is restored") {
		t.Fatalf("message: %+v", res)
	}
	if got := r.read(".claude/settings.json"); got != goodHooks {
		t.Errorf("not restored: %s", got)
	}
	if !MarkBlind(r.tw.Copies, r.tw.Mirror, "PostToolUse", why, changes) {
		t.Fatal("MarkBlind: not armed")
	}
	// Blind again at the next call: nothing new to restore, nothing said
	// twice.
	if res, ch := r.tw.CheckBlind(Call{Event: "PreToolUse", Session: "s", ToolUseID: "t2"}, why); res.Message != "" || len(ch) != 0 {
		t.Errorf("second blind event: %+v %v", res, ch)
	}
	// The state opens again (the user fixed it): the change is held, even
	// at a session start.
	res = r.event("SessionStart", "")
	if !strings.Contains(res.Message, "could not open its state") || !strings.Contains(res.Message, "settings.json") {
		t.Fatalf("after the state opens: %+v", res)
	}
	if res := r.event("PreToolUse", "t3"); res.Hold == "" {
		t.Error("not held")
	}
	// A session start while blind restores nothing: a change between turns
	// may be the user's (the next open holds it instead).
	r.ack()
	r.write(".claude/settings.json", `{"hooks": {}}`)
	if res, ch := r.tw.CheckBlind(Call{Event: "SessionStart", Session: "s2"}, why); res.Message != "" || len(ch) != 0 {
		t.Errorf("blind session start: %+v %v", res, ch)
	}
	if r.read(".claude/settings.json") == goodHooks {
		t.Error("a session start restored while blind")
	}
}

// Without the copies folder's record, the mirror outside the state folder
// serves (the state folder unreadable as a whole).
func TestBlindCheckFromMirror(t *testing.T) {
	r := newRig(t)
	r.tw.Mirror = filepath.Join(t.TempDir(), "cache", "tripwire.known")
	r.write(".claude/settings.json", goodHooks)
	r.refresh()
	os.Remove(r.tw.Copies + ".known")
	os.RemoveAll(r.tw.Copies)
	r.write(".claude/settings.json", `{"hooks": {}}`)
	res, changes := r.tw.CheckBlind(Call{Event: "PostToolUse", Session: "s", ToolUseID: "t1"}, "state file is locked by another process")
	if len(changes) != 1 || !strings.Contains(res.Message, r.tw.Mirror) {
		t.Fatalf("result: %+v %v", res, changes)
	}
	if got := r.read(".claude/settings.json"); got != goodHooks {
		t.Errorf("not restored: %s", got)
	}
	// Never armed: nothing to compare with, nothing said.
	r2 := newRig(t)
	r2.write(".claude/settings.json", goodHooks)
	if res, ch := r2.tw.CheckBlind(Call{Event: "PostToolUse", Session: "s"}, "locked"); res.Message != "" || len(ch) != 0 {
		t.Errorf("unarmed: %+v %v", res, ch)
	}
}

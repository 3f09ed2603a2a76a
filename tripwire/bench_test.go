package tripwire

import (
	"os"
	"testing"

	"github.com/hookd/hookd/state"
	"github.com/hookd/hookd/wiring"
)

// BenchmarkCheck is the tripwire's share of one hook call on the hot
// path, as the hook runs it (at an event that writes nothing else of its
// own): a fresh Tripwire over the Env, nothing
// changed, so the snapshot vouches (one record read, one stat per entry).
func BenchmarkCheck(b *testing.B) {
	r := newRig(&testing.T{})
	r.write(".claude/settings.json", `{"hooks":{"PreToolUse":[]}}`)
	r.write(".codex/hooks.json", `{"hooks":{}}`)
	r.refreshAt("")
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		_ = r.db.Update(func(tx *state.Tx) error {
			tw := &Tripwire{Env: r.env, Copies: r.tw.Copies}
			tw.Check(tx, Call{Event: "UserPromptSubmit", Session: "s"})
			return nil
		})
	}
}

// BenchmarkCheckFull is the same event when the snapshot cannot vouch
// (here: none is kept), the path of an event after something changed:
// the list built, every item's print read and compared.
func BenchmarkCheckFull(b *testing.B) {
	r := newRig(&testing.T{})
	r.write(".claude/settings.json", `{"hooks":{"PreToolUse":[]}}`)
	r.write(".codex/hooks.json", `{"hooks":{}}`)
	full := r.env
	full.ReadFile = os.ReadFile
	_ = r.db.Update(func(tx *state.Tx) error { return r.tw.Refresh(tx, "", wiring.All(full)) })
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		_ = r.db.Update(func(tx *state.Tx) error {
			_ = tx.Delete(Bucket, keySnap)
			tw := &Tripwire{Env: r.env, Copies: r.tw.Copies}
			tw.Check(tx, Call{Event: "UserPromptSubmit", Session: "s"})
			return nil
		})
	}
}

// BenchmarkEmptyUpdate is the transaction alone, for comparison.
func BenchmarkEmptyUpdate(b *testing.B) {
	r := newRig(&testing.T{})
	for i := 0; i < b.N; i++ {
		_ = r.db.Update(func(tx *state.Tx) error { return tx.Put("x", "k", []byte{1}, 0) })
	}
}

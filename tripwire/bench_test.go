package tripwire

import (
	"testing"

	"github.com/hookd/hookd/state"
	"github.com/hookd/hookd/wiring"
)

// BenchmarkCheck is the tripwire's share of one hook call on the hot
// path: the stat of every item and the known-good prints, nothing changed.
func BenchmarkCheck(b *testing.B) {
	r := newRig(&testing.T{})
	r.write(".claude/settings.json", `{"hooks":{"PreToolUse":[]}}`)
	r.write(".codex/hooks.json", `{"hooks":{}}`)
	r.refresh()
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		_ = r.db.Update(func(tx *state.Tx) error {
			tw := &Tripwire{Items: wiring.All(r.env), Copies: r.tw.Copies}
			tw.Check(tx, Call{Event: "PostToolUse", Session: "s", ToolUseID: "t", Tool: "Bash"})
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

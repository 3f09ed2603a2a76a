package tripwire

import (
	"fmt"
	"os"
	"path/filepath"
	"testing"
	"time"

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

// BenchmarkSweep is the sweep's walk over a home folder of a developer's
// size, nothing changed during the call: 30 dot folders, each with 4
// folders of 8 files (150 folders, 1,100 entries), every entry looked at
// and none read.
func BenchmarkSweep(b *testing.B) {
	home := b.TempDir()
	for d := range 30 {
		for s := range 4 {
			dir := filepath.Join(home, fmt.Sprintf(".tool%02d", d), fmt.Sprintf("sub%d", s))
			if err := os.MkdirAll(dir, 0o755); err != nil {
				b.Fatal(err)
			}
			for f := range 8 {
				if err := os.WriteFile(filepath.Join(dir, fmt.Sprintf("f%d.conf", f)), []byte("x = 1\n"), 0o644); err != nil {
					b.Fatal(err)
				}
			}
		}
	}
	since := time.Now().Add(time.Hour).UnixNano() // nothing is within the call
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		s := sweeper{home: home, since: since}
		s.walk(home, 0)
		if s.reads != 0 {
			b.Fatal("a file was read")
		}
	}
}

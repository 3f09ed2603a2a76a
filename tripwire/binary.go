package tripwire

import (
	"fmt"
	"io"
	"os"
	"time"

	"github.com/hookd/hookd/state"
	"github.com/hookd/hookd/wiring"
)

// executable is the running binary, the one source a wired binary is
// restored from (a variable: the tests run no hooktool).
var executable = os.Executable

// maxBinary bounds the hooktool binary read to restore it.
const maxBinary = 512 << 20

// checkBinary compares a hooktool binary the wiring runs (a Binary item
// followed from the wiring files) with its known-good print, its content
// by SHA-256. Its stat is all the hot path pays; the digest is taken only
// when the stat moved. No copy of it is kept (tens of MiB, in the
// records beside the state too): an agent's change is undone from the
// running hooktool when that is the same build (a wrapper put in the
// binary's place that hands the other events to the genuine binary moved
// aside runs just that one at the call's end), else it is held, not
// restored, and the message says to reinstall.
func (t *Tripwire) checkBinary(tx *state.Tx, it wiring.Item, key string, old print, known bool, cur print, turn func() bool, stamp string) (Change, bool) {
	if cur.Exists {
		cur.Dir = realDir(it.Path)
		cur.Sum = "sha256:" + fileDigest(it.Path)
	}
	agents := known && differs(old, cur, it.ModeBits) && turn()
	if known && !agents && differs(old, cur, it.ModeBits) && heldUnrestored(tx, it.Path) {
		agents = true
	}
	if !known || !agents || !differs(old, cur, it.ModeBits) {
		t.accept(tx, key, cur, nil, old)
		return Change{}, false
	}
	ch := Change{Path: it.Path, What: it.What, How: "changed"}
	switch {
	case !cur.Exists:
		ch.How = "removed"
	case !old.Exists:
		ch.How = "created"
	}
	if cur.Exists && cur.Size <= maxContent {
		if b, ok := readBounded(it.Path); ok {
			ch.Kept = store(t.Copies).evidence(it.Path, b, stamp)
		}
	}
	var err error
	switch {
	case !old.Exists:
		err = os.Remove(it.Path)
	default:
		exe, _ := executable()
		good, ok := readBinary(exe)
		if !ok || "sha256:"+contentDigest(good) != old.Sum {
			err = fmt.Errorf("no copy of the binary is kept and the running hooktool (%s) is another build; reinstall hooktool (hooktool install) after looking at what replaced it", exe)
			break
		}
		if err = writeBack(it.Path, good, old); err == nil {
			// Its time too (a link's target's): doctor tells a stale
			// binary by it.
			_ = os.Chtimes(it.Path, time.Now(), time.Unix(0, old.Mtime))
		}
	}
	if err != nil {
		ch.Err = err.Error()
		return ch, true
	}
	ch.Restored = true
	now := statOf(it.Path)
	now.Sum, now.Dir = old.Sum, realDir(it.Path)
	t.putPrint(tx, key, now)
	return ch, true
}

// fileDigest is the SHA-256 of a regular file's content (internal/digest:
// crypto/sha256 would link the FIPS module into every hook's start), ""
// for anything else (a FIFO is not waited on) or past maxBinary.
func fileDigest(path string) string {
	f, err := os.OpenFile(path, os.O_RDONLY|nonblock, 0)
	if err != nil {
		return ""
	}
	defer f.Close()
	if fi, err := f.Stat(); err != nil || !fi.Mode().IsRegular() {
		return ""
	}
	b, err := io.ReadAll(io.LimitReader(f, maxBinary+1))
	if err != nil || len(b) > maxBinary {
		return ""
	}
	return contentDigest(b)
}

// readBinary reads a binary to restore from, bounded.
func readBinary(path string) ([]byte, bool) {
	if path == "" {
		return nil, false
	}
	f, err := os.Open(path)
	if err != nil {
		return nil, false
	}
	defer f.Close()
	b, err := io.ReadAll(io.LimitReader(f, maxBinary+1))
	return b, err == nil && len(b) <= maxBinary
}

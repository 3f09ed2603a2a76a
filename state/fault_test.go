package state

import (
	"bytes"
	"encoding/binary"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"testing"
	"time"
)

// validFile returns the bytes of a state file after a few commits, so the
// freelist has moved off page 2 and the file has grown past its first pages.
func validFile(t testing.TB) []byte {
	t.Helper()
	path := filepath.Join(t.TempDir(), "state.db")
	for i := 0; i < 5; i++ {
		db, err := Open(path, Options{})
		if err != nil {
			t.Fatal(err)
		}
		err = db.Update(func(tx *Tx) error {
			return tx.Put("calls", fmt.Sprintf("toolu_%02d", i), bytes.Repeat([]byte("x"), 100), time.Hour)
		})
		if cerr := db.Close(); err == nil {
			err = cerr
		}
		if err != nil {
			t.Fatal(err)
		}
	}
	b, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	return b
}

// useFile opens a file holding data, writes and reads one record, and
// closes it. It must never crash; it reports whether the damaged file was
// moved aside (by Open or by Close).
func useFile(t testing.TB, data []byte) (quarantined bool, err error) {
	t.Helper()
	dir := t.TempDir()
	path := filepath.Join(dir, "state.db")
	if err := os.WriteFile(path, data, 0o600); err != nil {
		t.Fatal(err)
	}
	db, err := Open(path, Options{LockTimeout: 200 * time.Millisecond})
	if err != nil {
		return false, err
	}
	err = db.Update(func(tx *Tx) error { return tx.Put("calls", "k", []byte("v"), time.Hour) })
	if err == nil {
		err = db.View(func(tx *Tx) error {
			_, _ = tx.Get("calls", "k")
			_ = tx.Count("calls", "")
			return nil
		})
	}
	if cerr := db.Close(); err == nil {
		err = cerr
	}
	return db.Quarantined != "", err
}

// A file cut to 8-20 KiB keeps valid meta pages whose freelist (and high
// water mark) lie past its end. bbolt maps it and reads the freelist: a
// SIGBUS that killed every hook. Open must move it aside and start anew.
func TestShortFileQuarantined(t *testing.T) {
	full := validFile(t)
	m, ok := parseMeta(full)
	if !ok {
		t.Fatal("the fixture's first meta page does not parse")
	}
	for size := 8 << 10; size <= 20<<10; size += 4 << 10 {
		if uint64(size) >= m.pgid*uint64(m.pageSize) {
			continue
		}
		t.Run(fmt.Sprint(size), func(t *testing.T) {
			q, err := useFile(t, full[:size])
			if err != nil {
				t.Fatalf("a cut file: %v, want it moved aside and a working new one", err)
			}
			if !q {
				t.Errorf("a file cut to %d bytes (meta says %d pages of %d) was not quarantined", size, m.pgid, m.pageSize)
			}
		})
	}
	if q, err := useFile(t, full); err != nil || q {
		t.Errorf("the whole file: quarantined %v, err %v; want it used as is", q, err)
	}
}

// With the page check off, the fault net alone (SetPanicOnFault) must turn
// the SIGBUS into an error and the file must still be moved aside.
func TestShortFileFaultRecovered(t *testing.T) {
	full := validFile(t)
	preflight = func(*os.File) error { return nil }
	t.Cleanup(func() { preflight = checkPages })
	q, err := useFile(t, full[:12<<10])
	if err != nil {
		t.Fatalf("a cut file without the page check: %v", err)
	}
	if !q {
		t.Error("the faulting file was not quarantined")
	}
}

// setMeta rewrites a field of both meta pages and fixes their checksums, as
// a damaged but self-consistent file would look.
func setMeta(b []byte, off int, v uint64) []byte {
	b = bytes.Clone(b)
	m, _ := parseMeta(b)
	for _, at := range []int{0, int(m.pageSize)} {
		if at+pageHeader+metaSize > len(b) {
			continue
		}
		p := b[at+pageHeader:]
		binary.NativeEndian.PutUint64(p[off:], v)
		h := fnvSum(p[:56])
		binary.NativeEndian.PutUint64(p[56:], h)
	}
	return b
}

func fnvSum(b []byte) uint64 {
	const offset, prime = 14695981039346656037, 1099511628211
	h := uint64(offset)
	for _, c := range b {
		h ^= uint64(c)
		h *= prime
	}
	return h
}

// FuzzStateFile opens whatever bytes are in the state file. Seeds: a valid
// file, the file cut short, garbage, a bad meta page, a freelist past the
// end and a freelist that claims more entries than it holds.
func FuzzStateFile(f *testing.F) {
	full := validFile(f)
	m, _ := parseMeta(full)
	f.Add(full)
	f.Add(full[:8<<10])
	f.Add(full[:12<<10])
	f.Add(full[:20<<10])
	f.Add(full[:1000])
	f.Add(bytes.Repeat([]byte{0xA5}, 16<<10))
	bad := bytes.Clone(full)
	bad[pageHeader+20] ^= 0xFF // breaks meta 0's checksum
	f.Add(bad)
	f.Add(setMeta(full, 32, m.pgid+40)) // freelist past the end
	f.Add(setMeta(full, 16, m.pgid+3))  // root past the end
	f.Add(setMeta(full, 40, 1<<40))     // high-water mark past the end
	short := bytes.Clone(full)
	fl := int(m.freelist) * int(m.pageSize)
	binary.NativeEndian.PutUint16(short[fl+10:], 0xFFFF)
	binary.NativeEndian.PutUint64(short[fl+pageHeader:], 1<<20) // a freelist longer than its page
	f.Add(short)
	f.Fuzz(func(t *testing.T, data []byte) {
		if len(data) > 256<<10 || overflowPastEnd(data) {
			return
		}
		_, err := useFile(t, data)
		if err != nil && !isCorrupt(err) && !errors.Is(err, ErrLocked) {
			// Any other error is fine too (the hook fails open on it); the
			// property is that nothing crashed.
			t.Logf("open: %v", err)
		}
	})
}

// overflowPastEnd reports a page header whose overflow count runs past the
// end of the file. bbolt trusts that count when it frees the page, and a
// garbled one makes a commit loop over billions of page ids: not a crash
// but a hang, which the hook's budget watchdog answers for (TestReliability
// "budget"). Open cannot rule it out cheaply: a page that is free keeps a
// stale header, so only bbolt's own tree walk knows which headers are live.
func overflowPastEnd(data []byte) bool {
	m, ok := parseMeta(data)
	if !ok || m.pageSize < 512 {
		return false
	}
	ps := int(m.pageSize)
	pages := uint64(len(data) / ps)
	for at := 0; at+pageHeader <= len(data); at += ps {
		id := uint64(at / ps)
		if id+uint64(binary.NativeEndian.Uint32(data[at+12:])) >= pages {
			return true
		}
	}
	return false
}

package state

import (
	"bytes"
	"encoding/binary"
	"fmt"
	"os"
	"path/filepath"
	"strings"
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

// useFile opens a file holding data, its checksum recorded as if hooktool
// had written it (so the page checks and the fault net are what is
// tested), writes and reads one record, and closes it. It must never crash;
// it reports whether the damaged file was moved aside (by Open or by Close).
func useFile(t testing.TB, data []byte) (quarantined bool, err error) {
	t.Helper()
	dir := t.TempDir()
	path := filepath.Join(dir, "state.db")
	plant(t, path, data, data)
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
	saved := preflight
	preflight = func(*os.File, fileSum, bool) error { return nil }
	t.Cleanup(func() { preflight = saved })
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

// FuzzStateFile opens damaged state files, each in a child process
// (openInChild), so that a fatal runtime error or a hang is a failing input
// the fuzzer reports rather than the end of the fuzzer. The file is either
// raw (the fuzzer's bytes) or a file hooktool wrote with one field changed:
// a page's flags, count or overflow, a branch element's child (a cycle when
// it names an ancestor) or a leaf element's offsets. The damage comes after
// the last write, so the recorded checksum is the undamaged file's; then
// again with no record, where the bounded walk (walk.go) must stop what
// would kill bbolt. (With the damaged file's own checksum recorded, bbolt
// would read it, and dies on many of these: that is what the checksum is
// for.)
func FuzzStateFile(f *testing.F) {
	base := bigFile(f, 200)
	ps := int(binary.NativeEndian.Uint32(base[pageHeader+8:]))
	pages := uint16(len(base) / ps)
	f.Add([]byte(nil), uint16(3), uint16(12), uint64(0xFFFFFFFF), false) // an overflow count
	f.Add([]byte(nil), uint16(4), uint16(10), uint64(0xFFFF), false)     // an element count
	f.Add([]byte(nil), uint16(5), uint16(pageHeader+8), uint64(5), false)
	f.Add([]byte(nil), pages-1, uint16(8), uint64(branchFlag), false)
	f.Add([]byte(nil), uint16(2), uint16(pageHeader), uint64(1<<40), true)
	f.Add(base[:12<<10], uint16(0), uint16(0), uint64(0), false)
	f.Add(bytes.Repeat([]byte{0xA5}, 16<<10), uint16(0), uint16(0), uint64(0), false)
	m, _ := parseMeta(base)
	f.Add(setMeta(base, 32, m.pgid+40), uint16(0), uint16(0), uint64(0), false) // freelist past the end
	f.Add(setMeta(base, 16, m.pgid+3), uint16(0), uint16(0), uint64(0), false)  // root past the end
	f.Add(setMeta(base, 40, 1<<40), uint16(0), uint16(0), uint64(0), false)     // high-water mark past the end
	for _, d := range damagedFiles(f) {
		f.Add(d, uint16(0), uint16(0), uint64(0), false)
	}
	f.Fuzz(func(t *testing.T, raw []byte, page, off uint16, val uint64, wide bool) {
		data := raw
		if len(raw) == 0 {
			data = bytes.Clone(base)
			at := int(page%pages)*ps + int(off)%(ps-8)
			if wide {
				binary.NativeEndian.PutUint64(data[at:], val)
			} else {
				binary.NativeEndian.PutUint32(data[at:], uint32(val))
			}
		}
		if len(data) > 256<<10 || bytes.Equal(data, base) {
			return
		}
		if out, ok := openInChild(t, data, base); !ok || !strings.Contains(out, "quarantined=true") {
			t.Fatalf("a file damaged after hooktool wrote it was used or killed the process:\n%s", out)
		}
		// With no record (a writer killed mid-commit, an older hooktool)
		// the walk decides: the file may be used if it passes, but the
		// process must live.
		if out, ok := openInChild(t, data, nil); !ok {
			t.Fatalf("a damaged file without a recorded checksum killed the process:\n%s", out)
		}
	})
}

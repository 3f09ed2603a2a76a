package state

import (
	"bytes"
	"context"
	"encoding/binary"
	"errors"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
	"time"
)

// The damaged files of issue 28, generated here. bbolt dies on each of them
// with a fatal runtime error (a stack overflow, a corrupted heap) or spins
// for seconds, which no recover catches; so each is opened in a child
// process (TestChildOpen), and the parent checks that the child lived and
// that the file was moved aside before bbolt read it.

// Page layout (bbolt's on-disk format): header id(8) flags(2) count(2)
// overflow(4); a branch element is pos(4) ksize(4) pgid(8); a leaf
// element flags(4) pos(4) ksize(4) vsize(4), its pos relative to itself.
const (
	branchFlag    = 0x01
	leafFlag      = 0x02
	bucketElement = 0x01
)

// bigFile is a state file hooktool wrote, with n records in "calls" (so the
// bucket's root is a branch page once n is past a page's worth) and a few in
// "other", which the tests' transaction never reads.
func bigFile(t testing.TB, n int) []byte {
	t.Helper()
	path := filepath.Join(t.TempDir(), "state.db")
	db, err := Open(path, Options{})
	if err != nil {
		t.Fatal(err)
	}
	err = db.Update(func(tx *Tx) error {
		for i := range n {
			if err := tx.Put("calls", fmt.Sprintf("toolu_%04d", i), bytes.Repeat([]byte("c"), 100), time.Hour); err != nil {
				return err
			}
		}
		for i := range 40 {
			if err := tx.Put("other", fmt.Sprintf("rec_%04d", i), bytes.Repeat([]byte("o"), 80), time.Hour); err != nil {
				return err
			}
		}
		return nil
	})
	if cerr := db.Close(); err == nil {
		err = cerr
	}
	if err != nil {
		t.Fatal(err)
	}
	b, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	return b
}

// livePage is a page the newest meta page reaches, with the bucket it
// belongs to.
type livePage struct {
	id     uint64
	flags  uint16
	bucket string
}

// livePages walks the tree from the newest meta page.
func livePages(t testing.TB, data []byte) (ps int, pages []livePage) {
	t.Helper()
	m0, ok0 := parseMeta(data)
	if !ok0 {
		t.Fatal("no valid meta page")
	}
	ps = int(m0.pageSize)
	root := m0.root
	txid := func(at int) uint64 { return binary.NativeEndian.Uint64(data[at+pageHeader+48:]) }
	if m1, ok := parseMeta(data[ps:]); ok && txid(ps) > txid(0) {
		root = m1.root
	}
	var walk func(id uint64, bucket string, depth int)
	walk = func(id uint64, bucket string, depth int) {
		if depth > 10 {
			t.Fatal("the fixture's tree is deeper than expected")
		}
		p := data[int(id)*ps:]
		flags, count := binary.NativeEndian.Uint16(p[8:]), int(binary.NativeEndian.Uint16(p[10:]))
		pages = append(pages, livePage{id: id, flags: flags, bucket: bucket})
		for i := range count {
			e := p[pageHeader+16*i:]
			switch {
			case flags&branchFlag != 0:
				walk(binary.NativeEndian.Uint64(e[8:]), bucket, depth+1)
			case flags&leafFlag != 0 && binary.NativeEndian.Uint32(e)&bucketElement != 0:
				pos, ks := binary.NativeEndian.Uint32(e[4:]), binary.NativeEndian.Uint32(e[8:])
				name := string(e[pos : pos+ks])
				if sub := binary.NativeEndian.Uint64(e[pos+ks:]); sub != 0 { // 0: an inline bucket
					walk(sub, name, depth+1)
				}
			}
		}
	}
	walk(root, "", 0)
	return ps, pages
}

// damage returns a copy of data with fn applied to every live page of
// bucket whose flags include want; it fails the test when there is none.
func damage(t testing.TB, data []byte, bucket string, want uint16, fn func(p []byte, id uint64)) []byte {
	t.Helper()
	out := bytes.Clone(data)
	ps, pages := livePages(t, data)
	n := 0
	for _, lp := range pages {
		if lp.bucket == bucket && lp.flags&want != 0 {
			fn(out[int(lp.id)*ps:], lp.id)
			n++
		}
	}
	if n == 0 {
		t.Fatalf("no live page with flags %#x in bucket %q", want, bucket)
	}
	return out
}

// plant writes data as the state file at path and records in the lock file
// the checksum of sumOf, the bytes hooktool last wrote (nil: no record).
func plant(t testing.TB, path string, data, sumOf []byte) {
	t.Helper()
	if err := os.MkdirAll(filepath.Dir(path), 0o700); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(path, data, 0o600); err != nil {
		t.Fatal(err)
	}
	if sumOf == nil {
		return
	}
	s, err := sumReader(bytes.NewReader(sumOf), int64(len(sumOf)))
	if err != nil {
		t.Fatal(err)
	}
	lock, err := os.OpenFile(path+".lock", os.O_CREATE|os.O_RDWR, 0o600)
	if err != nil {
		t.Fatal(err)
	}
	defer lock.Close()
	if err := writeSum(lock, s); err != nil {
		t.Fatal(err)
	}
}

const (
	childEnv      = "HOOKTOOL_STATE_CHILD"        // the file TestChildOpen opens
	childNoSumEnv = "HOOKTOOL_STATE_CHILD_NO_SUM" // the child skips the checksum, as before it existed
)

// TestChildOpen is the child's side of openInChild: a writer's open, write,
// read and close (a hook), then a reader's walk over every bucket (state
// show). It prints what happened; a fatal error kills it instead.
func TestChildOpen(t *testing.T) {
	path := os.Getenv(childEnv)
	if path == "" {
		t.Skip("the child process of the damaged-file tests")
	}
	if os.Getenv(childNoSumEnv) != "" {
		preflight = func(f *os.File, _ fileSum, _ bool) error { return checkPages(f) }
	}
	db, err := Open(path, Options{LockTimeout: time.Second})
	if err != nil {
		fmt.Printf("open: %v\n", err)
		return
	}
	err = db.Update(func(tx *Tx) error { return tx.Put("calls", "k", []byte("v"), time.Hour) })
	if err == nil {
		err = db.View(func(tx *Tx) error { _ = tx.Count("calls", ""); return nil })
	}
	if cerr := db.Close(); err == nil {
		err = cerr
	}
	fmt.Printf("quarantined=%v\nupdate: %v\n", db.Quarantined != "", err)
	r, err := Open(path, Options{ReadOnly: true, LockTimeout: time.Second})
	if err != nil {
		fmt.Printf("read: %v\n", err)
		return
	}
	defer r.Close()
	err = r.View(func(tx *Tx) error {
		for _, b := range tx.Buckets() {
			_ = tx.ForEach(b, "", func(Record) error { return nil })
		}
		return nil
	})
	fmt.Printf("read: %v\n", err)
}

// openInChild plants data (with the checksum of sumOf) and runs
// TestChildOpen on it. It returns the child's output and whether it exited
// cleanly; a child that outlives a minute (a hang) is killed.
func openInChild(t testing.TB, data, sumOf []byte, env ...string) (out string, ok bool) {
	t.Helper()
	path := filepath.Join(t.TempDir(), "state", "state.db")
	plant(t, path, data, sumOf)
	return runChild(t, path, env...)
}

// runChild runs TestChildOpen on the file at path.
func runChild(t testing.TB, path string, env ...string) (out string, ok bool) {
	t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
	defer cancel()
	cmd := exec.CommandContext(ctx, os.Args[0], "-test.run=^TestChildOpen$", "-test.count=1")
	cmd.Env = append(os.Environ(), append(env, childEnv+"="+path)...)
	b, err := cmd.CombinedOutput()
	if len(b) > 2000 {
		b = append(b[:2000], "..."...)
	}
	return string(b), err == nil
}

// damagedFiles are issue 28's damaged files, each made from a file hooktool
// wrote; the damage comes after its last write, so the recorded checksum is
// the undamaged file's.
func damagedFiles(t testing.TB) map[string][]byte {
	full := bigFile(t, 400)
	small := validFile(t) // 32 KiB after five commits
	return map[string][]byte{
		// Every child of a branch page is the page itself: bbolt recurses
		// until Go's stack overflows.
		"branch-points-to-itself": damage(t, full, "calls", branchFlag, func(p []byte, id uint64) {
			for i := range int(binary.NativeEndian.Uint16(p[10:])) {
				binary.NativeEndian.PutUint64(p[pageHeader+16*i+8:], id)
			}
		}),
		// Two flipped bytes in the element table of the "calls" bucket
		// (small enough to live inline in the root leaf): two keys that
		// point far outside the page.
		"two-flipped-bytes": damage(t, small, "", leafFlag, func(p []byte, _ uint64) {
			e := p[pageHeader:] // the root's one element, "calls"
			pos, ks := binary.NativeEndian.Uint32(e[4:]), binary.NativeEndian.Uint32(e[8:])
			inline := e[pos+ks+16:] // past the bucket header: a page
			inline[pageHeader+16*1+6] ^= 0x5a
			inline[pageHeader+16*3+6] ^= 0xa5
		}),
		// A leaf that claims 0xFFFFFFFF overflow pages: freeing it walks
		// four billion page ids.
		"leaf-overflow-ffffffff": damage(t, full, "calls", leafFlag, func(p []byte, _ uint64) {
			binary.NativeEndian.PutUint32(p[12:], 0xFFFFFFFF)
		}),
		// Damage in a bucket the hook's transaction never reads: only a
		// reader that walks everything (state show) meets it.
		"untouched-bucket": damage(t, full, "other", leafFlag, func(p []byte, id uint64) {
			binary.NativeEndian.PutUint16(p[10:], 0xFFF0)
			for i := pageHeader; i < 512; i++ {
				p[i] = 0xEE
			}
		}),
	}
}

// Each damaged file is moved aside before bbolt reads it: the child lives,
// the hook's write goes to a new file, and the reader finds it readable.
func TestDamagedFilesQuarantined(t *testing.T) {
	for name, data := range damagedFiles(t) {
		t.Run(name, func(t *testing.T) {
			orig := bigFile(t, 0) // only for a checksum that is not data's
			for _, sumOf := range [][]byte{nil, orig} {
				out, ok := openInChild(t, data, sumOf)
				if !ok || !strings.Contains(out, "quarantined=true\nupdate: <nil>\nread: <nil>") {
					t.Errorf("checksum recorded: %v: the child died or the file was used:\n%s", sumOf != nil, out)
				}
			}
		})
	}
}

// A file hooktool wrote opens as it is, by a writer and by a reader.
func TestTrustedFileUsed(t *testing.T) {
	data := bigFile(t, 400)
	out, ok := openInChild(t, data, data)
	if !ok || !strings.Contains(out, "quarantined=false\nupdate: <nil>\nread: <nil>") {
		t.Fatalf("a file hooktool wrote was not used as is:\n%s", out)
	}
}

// A writer killed between its commit and recording the new checksum leaves
// the record pending: the next Open walks the file and, finding it sound,
// uses it (a kill mid-write loses nothing); a damaged one is moved aside.
func TestPendingRecordWalked(t *testing.T) {
	data := bigFile(t, 400)
	for _, tc := range []struct {
		name string
		data []byte
		want string
	}{
		{"sound", data, "quarantined=false\nupdate: <nil>\nread: <nil>"},
		{"damaged", damagedFiles(t)["branch-points-to-itself"], "quarantined=true\nupdate: <nil>\nread: <nil>"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			dir := t.TempDir()
			path := filepath.Join(dir, "state.db")
			plant(t, path, tc.data, nil)
			lock, err := os.OpenFile(path+".lock", os.O_CREATE|os.O_RDWR, 0o600)
			if err != nil {
				t.Fatal(err)
			}
			if err := writeSum(lock, fileSum{}); err != nil {
				t.Fatal(err)
			}
			lock.Close()
			ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
			defer cancel()
			cmd := exec.CommandContext(ctx, os.Args[0], "-test.run=^TestChildOpen$", "-test.count=1")
			cmd.Env = append(os.Environ(), childEnv+"="+path)
			out, err := cmd.CombinedOutput()
			if err != nil || !strings.Contains(string(out), tc.want) {
				t.Fatalf("want %q; the child said (%v):\n%s", tc.want, err, out)
			}
		})
	}
}

// A 0-byte file (a hook stopped before its first write) is a new database
// for a writer, and for a reader ErrEmpty, not "bad file descriptor".
func TestEmptyFile(t *testing.T) {
	path := tempPath(t)
	plant(t, path, nil, nil)
	if _, err := Open(path, Options{ReadOnly: true}); !errors.Is(err, ErrEmpty) {
		t.Errorf("read-only open of a 0-byte file: %v, want ErrEmpty", err)
	}
	db, err := Open(path, Options{})
	if err != nil {
		t.Fatal(err)
	}
	if db.Quarantined != "" {
		t.Errorf("a 0-byte file was moved aside: %s", db.Quarantined)
	}
	if err := db.Close(); err != nil {
		t.Fatal(err)
	}
	// bbolt wrote its first pages: their checksum was recorded, and a
	// reader now trusts the file.
	r, err := Open(path, Options{ReadOnly: true})
	if err != nil {
		t.Fatalf("reader after the first writer: %v", err)
	}
	r.Close()
}

// Moved-aside files are private and only the newest KeepQuarantined stay,
// however often the file is damaged.
func TestQuarantineBounded(t *testing.T) {
	path := tempPath(t)
	for i := range 7 {
		plant(t, path, bytes.Repeat([]byte{byte(i)}, 8192), nil)
		if err := os.Chmod(path, 0o666); err != nil {
			t.Fatal(err)
		}
		at := time.Date(2026, 1, 1, 0, 0, i, 0, time.UTC)
		db, err := Open(path, Options{Now: func() time.Time { return at }})
		if err != nil {
			t.Fatal(err)
		}
		if db.Quarantined == "" {
			t.Fatalf("round %d: not moved aside", i)
		}
		db.Close()
	}
	moved, _ := filepath.Glob(path + ".corrupt-*")
	if len(moved) != KeepQuarantined {
		t.Fatalf("%d moved-aside files, want %d: %v", len(moved), KeepQuarantined, moved)
	}
	for i, p := range moved {
		fi, err := os.Stat(p)
		if err != nil {
			t.Fatal(err)
		}
		if fi.Mode().Perm() != 0o600 {
			t.Errorf("%s: mode %v, want 0600", p, fi.Mode().Perm())
		}
		// The newest are kept: rounds 4, 5 and 6.
		if b, _ := os.ReadFile(p); len(b) == 0 || int(b[0]) != 7-KeepQuarantined+i {
			t.Errorf("%s is not from round %d", p, 7-KeepQuarantined+i)
		}
	}
}

// A folder others can write to, or another user's, is refused before
// anything in it is opened.
func TestUnsafeFolderRefused(t *testing.T) {
	dir := filepath.Join(t.TempDir(), "shared")
	if err := os.Mkdir(dir, 0o700); err != nil {
		t.Fatal(err)
	}
	if err := os.Chmod(dir, 0o777); err != nil {
		t.Fatal(err)
	}
	path := filepath.Join(dir, "state.db")
	if _, err := Open(path, Options{}); !errors.Is(err, ErrUnsafeFolder) {
		t.Errorf("a 0777 folder: %v, want ErrUnsafeFolder", err)
	}
	if _, err := os.Lstat(path + ".lock"); err == nil {
		t.Error("the lock file was created in a refused folder")
	}
	if os.Getuid() == 0 { // only root can give a folder away
		if err := os.Chmod(dir, 0o700); err != nil {
			t.Fatal(err)
		}
		if err := os.Chown(dir, 4242, 4242); err != nil {
			t.Fatal(err)
		}
		if _, err := Open(path, Options{}); !errors.Is(err, ErrUnsafeFolder) {
			t.Errorf("another user's folder: %v, want ErrUnsafeFolder", err)
		}
	}
}

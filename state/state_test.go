package state

import (
	"errors"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"sync"
	"testing"
	"time"
)

func tempPath(t *testing.T) string { return filepath.Join(t.TempDir(), "sub", "state.db") }

func TestPutGetExpire(t *testing.T) {
	now := time.Unix(1_700_000_000, 0)
	clock := func() time.Time { return now }
	path := tempPath(t)
	db, err := Open(path, Options{Now: clock})
	if err != nil {
		t.Fatal(err)
	}
	defer db.Close()
	err = db.Update(func(tx *Tx) error {
		if err := tx.Put("b", "short", []byte("1"), time.Minute); err != nil {
			return err
		}
		if err := tx.Put("b", "forever", []byte("2"), 0); err != nil {
			return err
		}
		n, err := tx.Incr("c", "n", 5, time.Minute)
		if err != nil || n != 5 {
			t.Fatalf("Incr = %d, %v", n, err)
		}
		n, _ = tx.Incr("c", "n", 2, time.Minute)
		if n != 7 {
			t.Fatalf("Incr again = %d", n)
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	now = now.Add(2 * time.Minute)
	_ = db.View(func(tx *Tx) error {
		if _, ok := tx.Get("b", "short"); ok {
			t.Error("expired record still visible")
		}
		if v, ok := tx.Get("b", "forever"); !ok || string(v) != "2" {
			t.Errorf("forever = %q %v", v, ok)
		}
		if n := tx.Count("b", ""); n != 1 {
			t.Errorf("Count = %d, want 1 live record", n)
		}
		return nil
	})
	n, err := db.Sweep()
	if err != nil || n != 2 {
		t.Fatalf("Sweep removed %d (%v), want 2 (short and the counter)", n, err)
	}
	// A missing or expired counter starts from zero again.
	_ = db.Update(func(tx *Tx) error {
		if n, _ := tx.Incr("c", "n", 1, time.Minute); n != 1 {
			t.Errorf("Incr after expiry = %d", n)
		}
		return nil
	})
}

func TestForEachPrefixOrder(t *testing.T) {
	db, err := Open(tempPath(t), Options{})
	if err != nil {
		t.Fatal(err)
	}
	defer db.Close()
	_ = db.Update(func(tx *Tx) error {
		for _, k := range []string{"s1|b", "s2|a", "s1|a", "s10|x"} {
			if err := tx.Put("q", k, []byte(k), time.Hour); err != nil {
				return err
			}
		}
		return nil
	})
	var got []string
	_ = db.View(func(tx *Tx) error {
		return tx.ForEach("q", "s1|", func(r Record) error { got = append(got, r.Key); return nil })
	})
	if strings.Join(got, ",") != "s1|a,s1|b" {
		t.Fatalf("ForEach = %v", got)
	}
}

// A file that is not a database is moved aside and a fresh one created; the
// old bytes are kept for a look.
func TestCorruptFileQuarantined(t *testing.T) {
	for name, content := range map[string][]byte{
		"garbage":   []byte(strings.Repeat("not a bolt file ", 4096)),
		"truncated": make([]byte, 100),
	} {
		t.Run(name, func(t *testing.T) {
			path := tempPath(t)
			if err := os.MkdirAll(filepath.Dir(path), 0o700); err != nil {
				t.Fatal(err)
			}
			if err := os.WriteFile(path, content, 0o600); err != nil {
				t.Fatal(err)
			}
			db, err := Open(path, Options{})
			if err != nil {
				t.Fatalf("Open on a %s file: %v", name, err)
			}
			defer db.Close()
			if db.Quarantined == "" || !strings.HasPrefix(filepath.Base(db.Quarantined), "state.db.corrupt-") {
				t.Fatalf("Quarantined = %q", db.Quarantined)
			}
			old, err := os.ReadFile(db.Quarantined)
			if err != nil || len(old) != len(content) {
				t.Fatalf("quarantined copy: %d bytes, %v", len(old), err)
			}
			if err := db.Update(func(tx *Tx) error { return tx.Put("b", "k", []byte("v"), 0) }); err != nil {
				t.Fatalf("fresh file not writable: %v", err)
			}
		})
	}
}

// Writers that find the same damaged file at once queue on the writers'
// lock: exactly one moves it aside, and every one of them gets a working
// file (the one the first recreated).
func TestCorruptFileQuarantinedOnceUnderConcurrency(t *testing.T) {
	path := tempPath(t)
	if err := os.MkdirAll(filepath.Dir(path), 0o700); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(path, []byte(strings.Repeat("not a bolt file ", 4096)), 0o600); err != nil {
		t.Fatal(err)
	}
	const n = 8
	var wg sync.WaitGroup
	errs := make(chan error, n)
	for i := range n {
		wg.Add(1)
		go func() {
			defer wg.Done()
			db, err := Open(path, Options{LockTimeout: 5 * time.Second})
			if err != nil {
				errs <- err
				return
			}
			defer db.Close()
			errs <- db.Update(func(tx *Tx) error { return tx.Put("b", strconv.Itoa(i), []byte("v"), 0) })
		}()
	}
	wg.Wait()
	close(errs)
	for err := range errs {
		if err != nil {
			t.Error(err)
		}
	}
	moved, _ := filepath.Glob(path + ".corrupt-*")
	if len(moved) != 1 {
		t.Fatalf("%d quarantined copies, want 1: %v", len(moved), moved)
	}
	db, err := Open(path, Options{ReadOnly: true})
	if err != nil {
		t.Fatal(err)
	}
	defer db.Close()
	var got int
	if err := db.View(func(tx *Tx) error { got = tx.Count("b", ""); return nil }); err != nil {
		t.Fatal(err)
	}
	if got != n {
		t.Errorf("%d records in the recreated file, want %d", got, n)
	}
}

// A lock held by another opener makes Open give up after the timeout with
// ErrLocked instead of waiting forever.
func TestLockTimeout(t *testing.T) {
	path := tempPath(t)
	holder, err := Open(path, Options{})
	if err != nil {
		t.Fatal(err)
	}
	defer holder.Close()
	_, err = Open(path, Options{LockTimeout: 50 * time.Millisecond})
	if !errors.Is(err, ErrLocked) {
		t.Fatalf("second Open: %v, want ErrLocked", err)
	}
}

func TestReadOnlyMissingFile(t *testing.T) {
	_, err := Open(tempPath(t), Options{ReadOnly: true})
	if err == nil {
		t.Fatal("read-only open of a missing file succeeded")
	}
}

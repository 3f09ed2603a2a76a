//go:build unix

package state

import (
	"errors"
	"os"
	"path/filepath"
	"syscall"
	"testing"
	"time"
)

// A FIFO (or a folder) planted as the lock file or the state file is
// refused at Open, at once and without blocking, for a writer and a
// reader: a writer used to open it, then fail every write of the checksum
// ("illegal seek"), and a reader's open of a FIFO blocked.
func TestPlantedNotRegularRefused(t *testing.T) {
	for _, c := range []struct{ name, plant string }{
		{"lock FIFO", "state.db.lock"},
		{"state FIFO", "state.db"},
	} {
		t.Run(c.name, func(t *testing.T) {
			dir := t.TempDir()
			path := filepath.Join(dir, "state.db")
			db, err := Open(path, Options{})
			if err != nil {
				t.Fatal(err)
			}
			if err := db.Update(func(tx *Tx) error { return tx.Put("b", "k", []byte("v"), 0) }); err != nil {
				t.Fatal(err)
			}
			db.Close()
			p := filepath.Join(dir, c.plant)
			if err := os.Remove(p); err != nil {
				t.Fatal(err)
			}
			if err := syscall.Mkfifo(p, 0o600); err != nil {
				t.Fatal(err)
			}
			for _, ro := range []bool{false, true} {
				done := make(chan error, 1)
				go func() {
					db, err := Open(path, Options{ReadOnly: ro, LockTimeout: 200 * time.Millisecond})
					if err == nil {
						db.Close()
					}
					done <- err
				}()
				select {
				case err := <-done:
					var nr *NotRegularError
					if !errors.As(err, &nr) || nr.Kind != "a FIFO" {
						t.Errorf("read-only %v: err = %v, want NotRegularError", ro, err)
					}
				case <-time.After(5 * time.Second):
					t.Fatalf("read-only %v: Open blocked on the FIFO", ro)
				}
			}
			if fi, err := os.Lstat(p); err != nil || fi.Mode()&os.ModeNamedPipe == 0 {
				t.Errorf("the FIFO was moved: %v", err)
			}
		})
	}
}

// Memory holds records as a file would, with expiry, prefixes in order
// and read-only views, and writes nothing.
func TestMemory(t *testing.T) {
	now := time.Unix(1000, 0)
	db := Memory(func() time.Time { return now })
	if err := db.Update(func(tx *Tx) error {
		_ = tx.Put("b", "p\x00b", []byte("2"), 0)
		_ = tx.Put("b", "p\x00a", []byte("1"), 0)
		_ = tx.Put("b", "q", []byte("3"), time.Second)
		return tx.Put("c", "k", []byte("4"), 0)
	}); err != nil {
		t.Fatal(err)
	}
	now = now.Add(2 * time.Second)
	_ = db.View(func(tx *Tx) error {
		var keys []string
		_ = tx.ForEach("b", "p\x00", func(r Record) error { keys = append(keys, r.Key); return nil })
		if len(keys) != 2 || keys[0] != "p\x00a" {
			t.Errorf("keys %q", keys)
		}
		if _, ok := tx.Get("b", "q"); ok {
			t.Error("an expired record is live")
		}
		if v, ok := tx.Get("c", "k"); !ok || string(v) != "4" {
			t.Errorf("c/k = %q %v", v, ok)
		}
		if tx.Put("c", "x", nil, 0) == nil || tx.Delete("c", "k") == nil {
			t.Error("a view wrote")
		}
		return nil
	})
	if n, err := db.Sweep(); n != 1 || err != nil {
		t.Errorf("sweep: %d %v", n, err)
	}
	if err := db.Close(); err != nil || db.Path() != "" {
		t.Errorf("close: %v, path %q", err, db.Path())
	}
}

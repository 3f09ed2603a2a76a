package state

import (
	"errors"
	"path/filepath"
	"testing"
	"time"
)

// A writer waits for another writer's lock, gives up with ErrLocked at the
// timeout, and gets in once the holder closes. A reader shares the lock
// file with other readers and waits for a writer: the checksum it compares
// is only true between writers.
func TestWriterLock(t *testing.T) {
	path := filepath.Join(t.TempDir(), "state.db")
	a, err := Open(path, Options{LockTimeout: 200 * time.Millisecond})
	if err != nil {
		t.Fatal(err)
	}
	if _, err := Open(path, Options{LockTimeout: 100 * time.Millisecond}); !errors.Is(err, ErrLocked) {
		t.Fatalf("second writer: err = %v, want ErrLocked", err)
	}
	done := make(chan error, 1)
	go func() {
		b, err := Open(path, Options{LockTimeout: 5 * time.Second})
		if err == nil {
			err = b.Close()
		}
		done <- err
	}()
	if err := a.Close(); err != nil {
		t.Fatal(err)
	}
	if err := <-done; err != nil {
		t.Fatalf("writer waiting for the lock: %v", err)
	}
	w, err := Open(path, Options{})
	if err != nil {
		t.Fatal(err)
	}
	defer w.Close()
	if err := w.Update(func(tx *Tx) error { return tx.Put("b", "k", []byte("v"), 0) }); err != nil {
		t.Fatal(err)
	}
}

// Readers share the lock; a writer waits for them, and a reader for a
// writer.
func TestReaderLock(t *testing.T) {
	path := filepath.Join(t.TempDir(), "state.db")
	w, err := Open(path, Options{})
	if err != nil {
		t.Fatal(err)
	}
	if err := w.Update(func(tx *Tx) error { return tx.Put("b", "k", []byte("v"), 0) }); err != nil {
		t.Fatal(err)
	}
	if _, err := Open(path, Options{ReadOnly: true, LockTimeout: 100 * time.Millisecond}); !errors.Is(err, ErrLocked) {
		t.Fatalf("reader while a writer holds the file: %v, want ErrLocked", err)
	}
	if err := w.Close(); err != nil {
		t.Fatal(err)
	}
	r1, err := Open(path, Options{ReadOnly: true})
	if err != nil {
		t.Fatal(err)
	}
	defer r1.Close()
	r2, err := Open(path, Options{ReadOnly: true, LockTimeout: 100 * time.Millisecond})
	if err != nil {
		t.Fatalf("second reader: %v", err)
	}
	r2.Close()
	if _, err := Open(path, Options{LockTimeout: 100 * time.Millisecond}); !errors.Is(err, ErrLocked) {
		t.Fatalf("writer while a reader holds the file: %v, want ErrLocked", err)
	}
}

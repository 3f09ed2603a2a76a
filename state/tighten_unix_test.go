//go:build unix

package state

import (
	"os"
	"path/filepath"
	"testing"
)

// The user's own folder made writable by others is tightened to the
// owner's bits and then opens; a private one is left as it is; another
// user's is never touched.
func TestTightenFolder(t *testing.T) {
	dir := filepath.Join(t.TempDir(), "st")
	if err := os.Mkdir(dir, 0o700); err != nil {
		t.Fatal(err)
	}
	if _, changed, err := TightenFolder(dir); err != nil || changed {
		t.Errorf("a private folder: changed %v, %v", changed, err)
	}
	os.Chmod(dir, 0o777)
	was, changed, err := TightenFolder(dir)
	if err != nil || !changed || was != 0o777 {
		t.Fatalf("0777: was %o changed %v err %v", was, changed, err)
	}
	if fi, _ := os.Stat(dir); fi.Mode().Perm() != 0o700 {
		t.Errorf("mode now %v", fi.Mode())
	}
	db, err := Open(filepath.Join(dir, "state.db"), Options{})
	if err != nil {
		t.Fatalf("after tightening: %v", err)
	}
	db.Close()
	if os.Getuid() == 0 {
		// A file another user put in it while it was open stays refused.
		planted := filepath.Join(dir, "state.db.lock")
		os.Chmod(dir, 0o777)
		if err := os.Chown(planted, 4242, 4242); err != nil {
			t.Fatal(err)
		}
		if _, changed, _ := TightenFolder(dir); changed {
			t.Error("a folder holding another user's file was tightened")
		}
		os.Chown(planted, 0, 0)
		if err := os.Chown(dir, 4242, 4242); err != nil {
			t.Fatal(err)
		}
		if _, changed, _ := TightenFolder(dir); changed {
			t.Error("another user's folder was changed")
		}
	}
}

//go:build unix

package config

import (
	"os"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
	"time"
)

// A FIFO planted as the project file is refused, not waited on: the hook
// loads its config before its budget watchdog starts.
func TestLoadRefusesFIFO(t *testing.T) {
	dir := t.TempDir()
	p := filepath.Join(dir, "hooktool.json")
	if err := syscall.Mkfifo(p, 0o644); err != nil {
		t.Skipf("no FIFOs here: %v", err)
	}
	done := make(chan error, 1)
	go func() {
		_, err := Load(Paths{Project: p})
		done <- err
	}()
	select {
	case err := <-done:
		if err == nil || !strings.Contains(err.Error(), "not a regular file") {
			t.Errorf("Load with a FIFO as the project file: %v, want a not-a-regular-file error", err)
		}
	case <-time.After(30 * time.Second): // a hang detector, not a speed bound
		t.Fatal("Load is waiting on a FIFO")
	}
	if _, err := os.Stat(p); err != nil {
		t.Fatal(err)
	}
}

package settings

import (
	"path/filepath"
	"strings"
	"syscall"
	"testing"
	"time"
)

// A FIFO planted as a settings file is refused at once, never waited on.
func TestReadFileRefusesFIFO(t *testing.T) {
	p := filepath.Join(t.TempDir(), "settings.json")
	if err := syscall.Mkfifo(p, 0o644); err != nil {
		t.Skipf("mkfifo: %v", err)
	}
	done := make(chan error, 1)
	go func() {
		_, exists, err := ReadFile(p)
		if !exists {
			t.Error("a FIFO is reported as missing")
		}
		done <- err
	}()
	select {
	case err := <-done:
		if err == nil || !strings.Contains(err.Error(), "not a regular file") {
			t.Errorf("err = %v, want not a regular file", err)
		}
	case <-time.After(10 * time.Second):
		t.Fatal("ReadFile blocked on a FIFO")
	}
}

//go:build !unix

package state

import (
	"os"
	"path/filepath"
	"time"
)

// writerLock is a no-op where flock is missing: bbolt's own lock applies.
// It still reports a missing folder, which Open then creates.
func writerLock(path string, timeout time.Duration) (*os.File, error) {
	if _, err := os.Stat(filepath.Dir(path)); err != nil {
		return nil, err
	}
	return nil, nil
}

// openPlain is os.OpenFile where there is no poller to skip.
func openPlain(name string, flag int, perm os.FileMode) (*os.File, error) {
	return os.OpenFile(name, flag, perm)
}

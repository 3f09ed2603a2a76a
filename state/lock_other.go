//go:build !unix

package state

import (
	"errors"
	"io/fs"
	"os"
	"time"
)

// lockSupported: without flock there is no lock file, and so no recorded
// checksum; only the page checks apply.
const lockSupported = false

// takeLock is a no-op where flock is missing: bbolt's own lock applies.
func takeLock(path string, timeout time.Duration, exclusive bool) (*os.File, error) {
	return nil, nil
}

// TightenFolder changes nothing where modes are not checked.
func TightenFolder(dir string) (fs.FileMode, bool, error) { return 0, false, nil }

// ownFolder creates a missing folder; ownership is not checked here.
func ownFolder(dir string, create bool) error {
	if _, err := os.Stat(dir); err != nil {
		if create && errors.Is(err, fs.ErrNotExist) {
			return os.MkdirAll(dir, 0o700)
		}
		return err
	}
	return nil
}

// openPlain is os.OpenFile where there is no poller to skip.
func openPlain(name string, flag int, perm os.FileMode) (*os.File, error) {
	return os.OpenFile(name, flag, perm)
}

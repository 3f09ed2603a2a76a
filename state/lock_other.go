//go:build !unix

package state

import (
	"os"
	"time"
)

// writerLock is a no-op where flock is missing: bbolt's own lock applies.
func writerLock(path string, timeout time.Duration) (*os.File, error) { return nil, nil }

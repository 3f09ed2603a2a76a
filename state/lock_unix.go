//go:build unix

package state

import (
	"os"
	"sync"
	"syscall"
	"time"
)

// openPlain opens a regular file without offering it to Go's network
// poller. os.OpenFile tries every file it opens: on Linux that is four
// fcntl and epoll_ctl calls that fail for a regular file, per file, on
// every hook call. os.NewFile on a blocking descriptor skips them.
func openPlain(name string, flag int, perm os.FileMode) (*os.File, error) {
	fd, err := syscall.Open(name, flag|syscall.O_CLOEXEC, uint32(perm.Perm()))
	if err != nil {
		return nil, &os.PathError{Op: "open", Path: name, Err: err}
	}
	return os.NewFile(uintptr(fd), name), nil
}

// writerLock takes the writers' lock file next to the state file, waiting
// at most timeout. bbolt's own lock polls every 50 ms, so under many
// concurrent hooks a waiter can miss every short window between writers
// and time out while the file was free most of the time; a blocking flock
// on the side file is woken as soon as the holder lets go. The returned
// file holds the lock until closed.
func writerLock(path string, timeout time.Duration) (*os.File, error) {
	f, err := openPlain(path+".lock", os.O_CREATE|os.O_RDWR, 0o600)
	if err != nil {
		return nil, err
	}
	// The common case is an idle file: take it without a goroutine, a
	// timer or a thread blocked in flock (start-up is the product).
	if err := syscall.Flock(int(f.Fd()), syscall.LOCK_EX|syscall.LOCK_NB); err == nil {
		return f, nil
	}
	var mu sync.Mutex
	abandoned := false
	got := make(chan error, 1)
	go func() {
		err := flockRetry(f)
		mu.Lock()
		defer mu.Unlock()
		if abandoned {
			// The caller gave up: let go at once (closing releases it).
			f.Close()
			return
		}
		got <- err
	}()
	select {
	case err := <-got:
		if err != nil {
			f.Close()
			return nil, err
		}
		return f, nil
	case <-time.After(timeout):
		mu.Lock()
		defer mu.Unlock()
		select {
		case err := <-got: // won the race with the timer
			if err != nil {
				f.Close()
				return nil, err
			}
			return f, nil
		default:
			abandoned = true
			return nil, ErrLocked
		}
	}
}

// flockRetry is a blocking exclusive flock, retried when a signal
// interrupts it.
func flockRetry(f *os.File) error {
	for {
		err := syscall.Flock(int(f.Fd()), syscall.LOCK_EX)
		if err != syscall.EINTR {
			return err
		}
	}
}

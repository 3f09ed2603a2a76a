//go:build unix

package state

import (
	"fmt"
	"io/fs"
	"os"
	"sync"
	"syscall"
	"time"
)

// openPlain opens a regular file without offering it to Go's network
// poller. os.OpenFile tries every file it opens: on Linux that is four
// fcntl and epoll_ctl calls that fail for a regular file, per file, on
// every hook call. os.NewFile on a blocking descriptor skips them.
//
// Anything but a regular file is refused (errNotRegular): a FIFO planted
// as the state file or its lock (an agent's mkfifo) would block a reader's
// open, and a writer's pwrite of the checksum fails on it ("illegal
// seek") at every hook, after the open seemed to work. So the file is
// opened without blocking, checked, and made blocking again: one fstat
// and one fcntl more.
func openPlain(name string, flag int, perm os.FileMode) (*os.File, error) {
	fd, err := syscall.Open(name, flag|syscall.O_CLOEXEC|syscall.O_NONBLOCK, uint32(perm.Perm()))
	if err != nil {
		return nil, &os.PathError{Op: "open", Path: name, Err: err}
	}
	var st syscall.Stat_t
	if err := syscall.Fstat(fd, &st); err != nil {
		syscall.Close(fd)
		return nil, &os.PathError{Op: "stat", Path: name, Err: err}
	}
	if st.Mode&syscall.S_IFMT != syscall.S_IFREG {
		syscall.Close(fd)
		return nil, &NotRegularError{Path: name, Kind: kindOf(uint32(st.Mode))}
	}
	if err := syscall.SetNonblock(fd, false); err != nil {
		syscall.Close(fd)
		return nil, &os.PathError{Op: "fcntl", Path: name, Err: err}
	}
	return os.NewFile(uintptr(fd), name), nil
}

// kindOf names a file type that is not a regular file.
func kindOf(mode uint32) string {
	switch mode & syscall.S_IFMT {
	case syscall.S_IFIFO:
		return "a FIFO"
	case syscall.S_IFDIR:
		return "a folder"
	case syscall.S_IFSOCK:
		return "a socket"
	case syscall.S_IFCHR, syscall.S_IFBLK:
		return "a device"
	}
	return "not a file"
}

// lockSupported: flock exists here, so there is a lock file, and it records
// the state file's checksum.
const lockSupported = true

// ownFolder checks that dir is the user's own and that no one else can
// write to it, creating it (0700) when create is set and it is missing. A
// shared folder (the no-HOME case, $TMPDIR/hooktool-<uid>, which anyone
// could have made first) would let another user plant the state file or
// read what hooks record in it.
func ownFolder(dir string, create bool) error {
	var st syscall.Stat_t
	err := syscall.Stat(dir, &st)
	if err == syscall.ENOENT && create {
		if err := os.MkdirAll(dir, 0o700); err != nil {
			return fmt.Errorf("state folder: %w", err)
		}
		err = syscall.Stat(dir, &st)
	}
	if err != nil {
		return fmt.Errorf("state folder: %w", &os.PathError{Op: "stat", Path: dir, Err: err})
	}
	if uid := os.Getuid(); int(st.Uid) != uid {
		return fmt.Errorf("%w: %s belongs to uid %d, not to you (uid %d); set HOOKTOOL_STATE or XDG_STATE_HOME to a folder of yours", ErrUnsafeFolder, dir, st.Uid, uid)
	}
	if st.Mode&0o022 != 0 {
		return fmt.Errorf("%w: others can write to %s (mode %04o); run chmod 700 on it", ErrUnsafeFolder, dir, st.Mode&0o7777)
	}
	return nil
}

// TightenFolder takes the group's and others' bits off the state folder
// dir when it is the user's own and others can write to it (an agent's
// chmod 777 makes every later hook refuse the state, and so the
// tripwire blind): the folder is the user's, so the user's intent is
// clear. It reports the mode it had, and whether it changed anything. A
// folder another user owns is left alone.
func TightenFolder(dir string) (was fs.FileMode, changed bool, err error) {
	var st syscall.Stat_t
	if err := syscall.Lstat(dir, &st); err != nil {
		return 0, false, err
	}
	if int(st.Uid) != os.Getuid() || st.Mode&syscall.S_IFMT != syscall.S_IFDIR || st.Mode&0o022 == 0 {
		return fs.FileMode(st.Mode & 0o7777), false, nil
	}
	was = fs.FileMode(st.Mode & 0o7777)
	// Everything in it must be the user's too: a file another user put
	// there while it was open to them stays refused.
	ents, err := os.ReadDir(dir)
	if err != nil {
		return was, false, err
	}
	for _, e := range ents {
		var es syscall.Stat_t
		if syscall.Lstat(dir+"/"+e.Name(), &es) != nil || int(es.Uid) != os.Getuid() {
			return was, false, nil
		}
	}
	if err := os.Chmod(dir, was&^0o077); err != nil {
		return was, false, err
	}
	return was, true, nil
}

// takeLock takes the lock file next to the state file, exclusive for a
// writer and shared for a reader, waiting at most timeout. A reader never
// creates it (fs.ErrNotExist when it is missing). bbolt's own lock polls every 50 ms, so under many
// concurrent hooks a waiter can miss every short window between writers
// and time out while the file was free most of the time; a blocking flock
// on the side file is woken as soon as the holder lets go. The returned
// file holds the lock until closed.
func takeLock(path string, timeout time.Duration, exclusive bool) (*os.File, error) {
	flag, how := os.O_CREATE|os.O_RDWR, syscall.LOCK_EX
	if !exclusive {
		flag, how = os.O_RDONLY, syscall.LOCK_SH
	}
	f, err := openPlain(path+".lock", flag, 0o600)
	if err != nil {
		return nil, err
	}
	// The common case is an idle file: take it without a goroutine, a
	// timer or a thread blocked in flock (start-up is the product).
	if err := syscall.Flock(int(f.Fd()), how|syscall.LOCK_NB); err == nil {
		return f, nil
	}
	var mu sync.Mutex
	abandoned := false
	got := make(chan error, 1)
	go func() {
		err := flockRetry(f, how)
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

// flockRetry is a blocking flock, retried when a signal interrupts it.
func flockRetry(f *os.File, how int) error {
	for {
		err := syscall.Flock(int(f.Fd()), how)
		if err != syscall.EINTR {
			return err
		}
	}
}

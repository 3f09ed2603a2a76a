package tripwire

import (
	"os"

	"golang.org/x/sys/unix"
)

// The inode flags chattr sets (linux/fs.h): an immutable file cannot be
// written, renamed over or removed, an append-only one only grown, whoever
// asks, until the flag is cleared.
const (
	flagImmutable = 0x10
	flagAppend    = 0x20
)

// clearImmutable clears the immutable and append-only flags of path (a
// wiring file, or the folder that holds it), reporting whether one was set
// and is now cleared. Setting the flag takes CAP_LINUX_IMMUTABLE: an agent
// that could set it runs as a user who can clear it, and so does the hook
// it runs beside; a user who cannot gets false and the change is held, not
// restored.
func clearImmutable(path string) bool {
	f, err := os.Open(path)
	if err != nil {
		return false
	}
	defer f.Close()
	flags, err := unix.IoctlGetUint32(int(f.Fd()), unix.FS_IOC_GETFLAGS)
	if err != nil || flags&(flagImmutable|flagAppend) == 0 {
		return false
	}
	return unix.IoctlSetPointerInt(int(f.Fd()), unix.FS_IOC_SETFLAGS, int(flags&^(flagImmutable|flagAppend))) == nil
}

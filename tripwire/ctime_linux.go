package tripwire

import (
	"io/fs"
	"syscall"
)

// ctime is the inode's change time. No call a user can make sets it:
// every write, chmod, rename or utime moves it, so an edit whose mtime
// was put back (os.utime, touch -r) still shows.
func ctime(fi fs.FileInfo) int64 {
	if st, ok := fi.Sys().(*syscall.Stat_t); ok {
		return st.Ctim.Sec*1e9 + st.Ctim.Nsec
	}
	return 0
}

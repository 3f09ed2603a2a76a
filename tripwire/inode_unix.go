//go:build unix

package tripwire

import (
	"io/fs"
	"syscall"
)

const nonblock = syscall.O_NONBLOCK

func inode(fi fs.FileInfo) uint64 {
	if st, ok := fi.Sys().(*syscall.Stat_t); ok {
		return uint64(st.Ino)
	}
	return 0
}

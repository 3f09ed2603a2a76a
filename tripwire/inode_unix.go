//go:build unix

package tripwire

import (
	"io/fs"
	"os"
	"syscall"
)

const nonblock = syscall.O_NONBLOCK

func inode(fi fs.FileInfo) uint64 {
	if st, ok := fi.Sys().(*syscall.Stat_t); ok {
		return uint64(st.Ino)
	}
	return 0
}

// linkedMark is ":linked" for a regular file with more than one name
// (through a symlink, its target), "" otherwise.
func linkedMark(path string) string {
	fi, err := os.Stat(path)
	if err != nil || !fi.Mode().IsRegular() {
		return ""
	}
	if st, ok := fi.Sys().(*syscall.Stat_t); ok && st.Nlink > 1 {
		return ":linked"
	}
	return ""
}

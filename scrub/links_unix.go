//go:build unix

package scrub

import (
	"io/fs"
	"os"
	"syscall"
)

// linkCount is the number of hard links to the file info describes.
func linkCount(info fs.FileInfo) int {
	if st, ok := info.Sys().(*syscall.Stat_t); ok {
		return int(st.Nlink)
	}
	return 1
}

// keepOwner gives f the owner and group the file info describes, where the
// process is allowed to (root may; anyone may keep their own uid and pick
// a group they belong to). A refusal is not an error: the content is what
// scrub is for.
func keepOwner(f *os.File, info fs.FileInfo) {
	if info == nil {
		return
	}
	if st, ok := info.Sys().(*syscall.Stat_t); ok {
		_ = f.Chown(int(st.Uid), int(st.Gid))
	}
}

//go:build unix

package guard

import (
	"os"
	"syscall"
)

// nlink is the number of hard links of a file.
func nlink(fi os.FileInfo) uint64 {
	if st, ok := fi.Sys().(*syscall.Stat_t); ok {
		return uint64(st.Nlink)
	}
	return 2 // unknown: compare with the protected files
}

// openNonBlock keeps an open of a FIFO from waiting for a writer.
const openNonBlock = syscall.O_NONBLOCK

//go:build !unix

package guard

import "os"

// nlink is unknown off unix: every existing file is compared with the
// protected files.
func nlink(os.FileInfo) uint64 { return 2 }

// openNonBlock is not needed where FIFOs do not block an open.
const openNonBlock = 0

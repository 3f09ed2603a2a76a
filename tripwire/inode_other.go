//go:build !unix

package tripwire

import "io/fs"

const nonblock = 0

// inode is unknown off Unix; size, time and mode still change.
func inode(fs.FileInfo) uint64 { return 0 }

// linkedMark is "" off Unix: the count of a file's names is unknown.
func linkedMark(string) string { return "" }

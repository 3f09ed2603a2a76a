// Package bigstack grows the main goroutine's stack once, before any other
// package of hooktool initialises.
//
// A goroutine starts with an 8 KiB stack and doubles it whenever a call
// would overflow; each doubling copies the stack and walks every frame on it
// to fix up pointers, which reads the binary's function tables. On a hook
// call (the shell parser, bbolt, package initialisers) the main goroutine
// grew three times, late and deep, for about 0.3 ms and a dozen page faults
// of a process whose whole budget is a few milliseconds. Growing it here,
// while the stack is a few frames deep, costs one cheap copy. The new stack
// is memory the kernel hands over untouched: pages it does not use are
// never faulted in.
//
// It has no imports, so Go's initialisation order (packages sorted by path,
// each after its imports) runs it right after the runtime's own packages.
package bigstack

// size is the frame that forces the growth: the runtime rounds the new
// stack up to a power of two (64 KiB), enough for a hook call.
const size = 48 << 10

func init() { reserve(0) }

// reserve has a frame of size bytes. Its prologue makes the runtime grow
// the stack to fit it; called with 0 it never touches the frame, so none of
// it is zeroed or faulted in.
//
//go:noinline
func reserve(n int) byte {
	if n > 0 {
		var pad [size]byte
		pad[n%size] = byte(n)
		return pad[(n*7)%size]
	}
	return 0
}

//go:build !linux && !darwin && !freebsd && !netbsd && !openbsd && !dragonfly

package main

// ttyFd is false where hooktool cannot tell: the commands that need the
// user then run only when no agent's turn is in progress.
func ttyFd(uintptr) bool { return false }

//go:build !linux

package reduce

import "syscall"

// childAttr puts the command in its own process group, so a signal can
// reach everything it started. (The parent-death signal is Linux only.)
func childAttr(ownGroup bool) *syscall.SysProcAttr {
	return &syscall.SysProcAttr{Setpgid: ownGroup}
}

//go:build !linux

package reduce

import "syscall"

// childAttr puts the command in its own process group, so a signal can
// reach everything it started. (The parent-death signal is Linux only.)
func childAttr(ownGroup bool) *syscall.SysProcAttr {
	return &syscall.SysProcAttr{Setpgid: ownGroup}
}

// idle gives the watcher the lowest priority, so that its start does not
// delay the command or hooktool (see the Linux version).
func idle(pid int) { _ = syscall.Setpriority(syscall.PRIO_PROCESS, pid, 19) }

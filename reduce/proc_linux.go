package reduce

import "syscall"

// childAttr puts the command in its own process group (so a signal can
// reach everything it started) and has the kernel kill it when hooktool
// dies, even by SIGKILL, which no handler sees: a reduced command must not
// outlive the process that prints its output. The parent-death signal
// fires when the thread that started the child ends, so Run holds its
// goroutine on one thread until the child is reaped.
func childAttr(ownGroup bool) *syscall.SysProcAttr {
	return &syscall.SysProcAttr{Setpgid: ownGroup, Pdeathsig: syscall.SIGKILL}
}

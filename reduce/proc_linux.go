package reduce

import (
	"syscall"
	"unsafe"
)

// childAttr puts the command in its own process group (so a signal can
// reach everything it started) and has the kernel kill it when hooktool
// dies, even by SIGKILL, which no handler sees: a reduced command must not
// outlive the process that prints its output. The parent-death signal
// fires when the thread that started the child ends, so Run holds its
// goroutine on one thread until the child is reaped.
func childAttr(ownGroup bool) *syscall.SysProcAttr {
	return &syscall.SysProcAttr{Setpgid: ownGroup, Pdeathsig: syscall.SIGKILL}
}

// idle moves the watcher to the idle scheduling class: it runs only on a
// CPU nothing else wants, and a waking task takes the CPU from it at once,
// so its start (a Go runtime's, about a millisecond of CPU) does not delay
// the command or hooktool. It still gets a sliver of a busy CPU, so it
// kills the group after a SIGKILL of hooktool on a saturated machine too,
// later. Its threads inherit the class from the one the runtime starts
// them from: set before the runtime has started most of them. Best effort:
// a watcher left at the normal priority only costs more.
func idle(pid int) {
	const schedIdle = 5 // SCHED_IDLE
	var param struct{ priority int32 }
	_, _, errno := syscall.Syscall(syscall.SYS_SCHED_SETSCHEDULER, uintptr(pid), schedIdle, uintptr(unsafe.Pointer(&param)))
	if errno != 0 {
		_ = syscall.Setpriority(syscall.PRIO_PROCESS, pid, 19)
	}
}

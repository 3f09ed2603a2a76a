package reduce

import (
	"os"
	"os/exec"
	"os/signal"
	"strconv"
	"syscall"
)

// A SIGKILL of hooktool reaches no handler: the kernel kills the command
// (its parent-death signal), but not what the command started. A watcher
// process, told of hooktool's death by its own parent-death signal, kills
// the command's whole process group. On a normal end, Run kills the
// watcher first, so background processes the command left behind live on,
// as they would after a shell.

// startWatcher starts argv (hooktool's own watch mode) for the process
// group pgid. It returns nil when none could start: the command then runs
// as before, without one.
func startWatcher(argv []string, pgid int) *exec.Cmd {
	attr := watcherAttr()
	if len(argv) == 0 || attr == nil {
		return nil
	}
	w := exec.Command(argv[0])
	w.Args = append(append([]string(nil), argv[1:]...), strconv.Itoa(pgid), strconv.Itoa(os.Getpid()))
	w.SysProcAttr = attr
	if w.Start() != nil {
		return nil
	}
	return w
}

// stopWatcher ends a watcher once the command is done.
func stopWatcher(w *exec.Cmd) {
	if w == nil {
		return
	}
	_ = w.Process.Kill()
	_ = w.Wait()
}

// Watch is the watcher's whole life (`hooktool reduce --watch-group PGID
// PID`): wait until PID, the hooktool that started it, dies, then kill
// process group PGID. It returns the exit code.
func Watch(args []string) int {
	if len(args) != 2 {
		return 2
	}
	pgid, err1 := strconv.Atoi(args[0])
	parent, err2 := strconv.Atoi(args[1])
	if err1 != nil || err2 != nil || pgid <= 1 {
		return 2
	}
	// A Ctrl-C or hangup meant for the command must not end the watcher.
	signal.Ignore(syscall.SIGINT, syscall.SIGHUP, syscall.SIGQUIT)
	died := make(chan os.Signal, 1)
	signal.Notify(died, syscall.SIGTERM)
	if os.Getppid() == parent {
		<-died // (or hooktool died before the handler was set: the parent is no longer ours)
	}
	_ = syscall.Kill(-pgid, syscall.SIGKILL)
	return 0
}

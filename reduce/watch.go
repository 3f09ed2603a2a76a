package reduce

import (
	"bufio"
	"io"
	"os"
	"os/exec"
	"os/signal"
	"strconv"
	"strings"
	"syscall"
)

// A SIGKILL of hooktool reaches no handler: the kernel kills the command
// (its parent-death signal, on Linux), but not what the command started. A
// watcher process kills the command's whole process group when hooktool
// dies: it reads a pipe whose only writer is hooktool, and the kernel
// closes that when hooktool dies, however it dies (no signal to miss while
// the watcher starts). On a normal end, Run kills the watcher first, so
// background processes the command left behind live on, as they would
// after a shell.

// watcher is a started watcher and the end of its pipe hooktool holds.
type watcher struct {
	cmd  *exec.Cmd
	pipe *os.File
}

// startWatcher starts argv (program path, then its argv: hooktool's own
// watch mode) before the command starts, so that no moment exists when the
// command runs unwatched; watch then tells it the command's group. It
// returns nil when none could start: the command then runs without one.
func startWatcher(argv []string) *watcher {
	if len(argv) < 2 {
		return nil
	}
	r, w, err := os.Pipe() // (close-on-exec: the command never holds the writer)
	if err != nil {
		return nil
	}
	c := exec.Command(argv[0])
	c.Args = append([]string(nil), argv[1:]...)
	c.ExtraFiles = []*os.File{r} // fd 3 in the watcher
	err = c.Start()
	r.Close()
	if err != nil {
		w.Close()
		return nil
	}
	return &watcher{c, w}
}

// watch tells the watcher which process group to kill.
func (w *watcher) watch(pgid int) {
	if w != nil {
		_, _ = w.pipe.WriteString(strconv.Itoa(pgid) + "\n")
	}
}

// stopWatcher ends a watcher once the command is done: killed before its
// pipe closes, so it does not take the group with it.
func stopWatcher(w *watcher) {
	if w == nil {
		return
	}
	_ = w.cmd.Process.Kill()
	_ = w.cmd.Wait()
	w.pipe.Close()
}

// Watch is the watcher's whole life (`hooktool reduce --watch-group`,
// its pipe on fd 3): read the process group to watch, wait until the
// hooktool that started it is gone (the pipe's end), then kill the group.
// It returns the exit code.
func Watch(args []string) int {
	if len(args) != 0 {
		return 2
	}
	// Signals meant for the command (a Ctrl-C, a hangup, a TERM sent to
	// hooktool's group) must not end the watcher; hooktool ends it by KILL.
	signal.Ignore(syscall.SIGINT, syscall.SIGHUP, syscall.SIGQUIT, syscall.SIGTERM)
	parent := os.NewFile(3, "hooktool")
	if parent == nil {
		return 2
	}
	br := bufio.NewReader(io.LimitReader(parent, 32))
	first, err := br.ReadString('\n')
	pgid, perr := strconv.Atoi(strings.TrimSpace(first))
	if err != nil || perr != nil || pgid <= 1 {
		return 0 // hooktool ended before the command started
	}
	_, _ = io.Copy(io.Discard, parent) // returns when hooktool is gone
	_ = syscall.Kill(-pgid, syscall.SIGKILL)
	return 0
}

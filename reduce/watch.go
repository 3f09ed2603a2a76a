package reduce

import (
	"bufio"
	"io"
	"os"
	"os/signal"
	"strconv"
	"strings"
	"sync"
	"syscall"
	"time"
)

// A SIGKILL of hooktool reaches no handler: the kernel kills the command
// (its parent-death signal, on Linux), but not what the command started. A
// watcher process kills the command's whole process group when hooktool
// dies: it reads a pipe whose only writer is hooktool, and the kernel
// closes that when hooktool dies, however it dies (no signal to miss while
// the watcher starts). It starts once the command has run for watchAfter,
// and hooktool writes the command's group to the pipe before it starts it.
// What the command started at any time is in that group, so the one
// window is a SIGKILL in the command's first watchAfter: hooktool is gone
// before any watcher is, and what the command started in the background
// lives on. An agent kills a hook's command on a timeout of seconds; most
// commands it runs (git status, ls, cat) end well within watchAfter and
// pay for no second process (starting one, a second Go runtime on the
// other core, cost reduce -- true a fifth of its wall time and a quarter
// of its CPU time).
//
// The watcher costs the command's run little: it is killed the moment the
// command ends (so background processes the command left behind live on,
// as after a shell), and reaped only once the output is printed, by which
// time it has mostly died. It runs at hooktool's priority: a niced or
// idle-class watcher left hooktool less CPU contention while it started,
// but its death, which hooktool waits for so as to leave no zombie, then
// waited behind every other task: 49 ms instead of 16 for reduce -- true
// with both CPUs busy.

// watchAfter is how long the command runs before its watcher starts.
const watchAfter = 20 * time.Millisecond

// lateWatcher starts a watcher for a command that is still running after
// a while, and ends it with the command. Its methods are safe on nil (no
// watcher: a command at a terminal) and in any order: the command's end
// may come before, during or after the start.
type lateWatcher struct {
	argv  []string
	mu    sync.Mutex
	timer *time.Timer
	w     *watcher
	ended bool
}

// arm starts the watcher of group pgid after d, unless the command has
// ended by then.
func (l *lateWatcher) arm(pgid int, d time.Duration) {
	if l == nil {
		return
	}
	l.mu.Lock()
	defer l.mu.Unlock()
	l.timer = time.AfterFunc(d, func() {
		l.mu.Lock()
		defer l.mu.Unlock()
		if !l.ended {
			l.w = startWatcher(l.argv, pgid)
		}
	})
}

// kill ends the watcher, or its start if it has not started, once the
// command is done.
func (l *lateWatcher) kill() {
	if l == nil {
		return
	}
	l.mu.Lock()
	defer l.mu.Unlock()
	l.ended = true
	if l.timer != nil {
		l.timer.Stop()
	}
	l.w.kill()
}

// reap kills the watcher if the command's end has not yet, and waits for
// it (see watcher.reap).
func (l *lateWatcher) reap() {
	if l == nil {
		return
	}
	l.kill()
	l.w.reap() // (no start can come now: ended is set)
}

// watcher is a started watcher and the end of its pipe hooktool holds.
type watcher struct {
	proc   *os.Process
	pipe   *os.File
	killed bool
}

// startWatcher starts argv (program path, then its argv: hooktool's own
// watch mode) to watch the command's group pgid. It returns nil when none
// could start: the command then runs without one. The group is in the
// pipe before the watcher starts: a watcher that has started always has
// it to read, however soon after its start hooktool dies. (Written after
// the start, a SIGKILL between the two left a watcher that read the
// pipe's end and no group, and the command's background children alive.)
func startWatcher(argv []string, pgid int) *watcher {
	if len(argv) < 2 {
		return nil
	}
	r, w, err := os.Pipe() // (close-on-exec: the command never holds the writer)
	if err != nil {
		return nil
	}
	if _, err := w.WriteString(strconv.Itoa(pgid) + "\n"); err != nil { // (a few bytes: the pipe's buffer holds them)
		r.Close()
		w.Close()
		return nil
	}
	// The pipe is its fd 3; it has no other: its stdin, stdout and stderr
	// are closed, and its Go runtime opens /dev/null for them, in its own
	// time rather than hooktool's. (Never hooktool's stdout: a watcher
	// holding it would keep the reader of hooktool's output waiting.)
	proc, err := os.StartProcess(argv[0], argv[1:], &os.ProcAttr{Files: []*os.File{nil, nil, nil, r}})
	r.Close()
	if err != nil {
		w.Close()
		return nil
	}
	return &watcher{proc: proc, pipe: w}
}

// kill ends the watcher once the command is done, so that it does not take
// the group with it when the pipe closes. No wait is needed for that: from
// the moment kill returns a SIGKILL is pending on each of the watcher's
// threads, so none returns from a system call again, and none can see the
// pipe's end, which comes later.
func (w *watcher) kill() {
	if w != nil && !w.killed {
		_ = w.proc.Kill()
		w.killed = true
	}
}

// reap kills the watcher if the command's end has not yet, waits for it
// and closes the pipe: no zombie outlives hooktool (a container's first
// process may never reap one).
func (w *watcher) reap() {
	if w == nil {
		return
	}
	w.kill()
	_, _ = w.proc.Wait()
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

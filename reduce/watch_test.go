package reduce

import (
	"errors"
	"os"
	"path/filepath"
	"syscall"
	"testing"
	"time"
)

// fakeWatch is a watcher's argv that only notes, in file, that it started.
func fakeWatch(t *testing.T, file string) []string {
	t.Helper()
	sh, err := os.Stat("/bin/sh")
	if err != nil || sh.IsDir() {
		t.Skip("no /bin/sh")
	}
	return []string{"/bin/sh", "sh", "-c", `echo started > "$0"`, file}
}

// TestLateWatcherNotForQuickCommand: a command that ends before the
// watcher's time never starts one.
func TestLateWatcherNotForQuickCommand(t *testing.T) {
	file := filepath.Join(t.TempDir(), "started")
	l := &lateWatcher{argv: fakeWatch(t, file)}
	l.arm(os.Getpid(), time.Hour)
	l.kill() // the command ended
	l.reap()
	l.arm(os.Getpid(), 0) // (a late arm, after the end, starts nothing either)
	time.Sleep(50 * time.Millisecond)
	if _, err := os.Stat(file); err == nil {
		t.Fatal("a watcher started for a command that had ended")
	}
	if l.w != nil {
		t.Fatal("the late watcher holds a process")
	}
}

// TestLateWatcherForLongCommand: a command still running at the watcher's
// time gets one, and reap leaves no process behind.
func TestLateWatcherForLongCommand(t *testing.T) {
	file := filepath.Join(t.TempDir(), "started")
	l := &lateWatcher{argv: fakeWatch(t, file)}
	l.arm(os.Getpid(), 0)
	for deadline := time.Now().Add(10 * time.Second); time.Now().Before(deadline); time.Sleep(5 * time.Millisecond) {
		if _, err := os.Stat(file); err == nil {
			break
		}
	}
	l.reap()
	if _, err := os.Stat(file); err != nil {
		t.Fatal("no watcher started for a command still running")
	}
	if l.w == nil || l.w.proc == nil {
		t.Fatal("the watcher's process is not held for reaping")
	}
	if err := l.w.proc.Signal(syscall.Signal(0)); !errors.Is(err, os.ErrProcessDone) {
		t.Errorf("the watcher was not reaped: %v", err)
	}
}

// TestWatcherHasGroupFromStart: the group is in the pipe before the
// watcher starts, so a watcher whose hooktool dies the moment it has
// started (its end of the pipe closed at once) still reads the group it
// must kill, not the pipe's end alone.
func TestWatcherHasGroupFromStart(t *testing.T) {
	file := filepath.Join(t.TempDir(), "group")
	argv := fakeWatch(t, file)
	argv[3] = `read g <&3; echo "$g" > "$0"`
	w := startWatcher(argv, 4242)
	if w == nil {
		t.Fatal("no watcher started")
	}
	w.pipe.Close() // hooktool gone, right after the start
	if _, err := w.proc.Wait(); err != nil {
		t.Fatal(err)
	}
	b, err := os.ReadFile(file)
	if err != nil || string(b) != "4242\n" {
		t.Errorf("the watcher read %q (%v), want the group 4242", b, err)
	}
}

//go:build linux

package main

import (
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"syscall"
	"testing"
	"time"
)

// TestReduceKilledTakesGrandchildren kills `hooktool reduce` with SIGKILL
// while the command it runs has a background child of its own, and checks
// that the grandchild dies too (the watcher kills the process group). The
// watcher starts once the command has run a while (reduce's watchAfter):
// the kill waits for it, as an agent's timeout does.
func TestReduceKilledTakesGrandchildren(t *testing.T) {
	dir := t.TempDir()
	pidFile := filepath.Join(dir, "grandchild.pid")
	cmd := hooktoolCmd(t, dir, "reduce", "--", "sh", "-c", `sleep 300 & echo $! > "$1"; wait`, "sh", pidFile)
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	var pid int
	for deadline := time.Now().Add(10 * time.Second); pid == 0 && time.Now().Before(deadline); time.Sleep(5 * time.Millisecond) {
		b, _ := os.ReadFile(pidFile)
		pid, _ = strconv.Atoi(strings.TrimSpace(string(b)))
	}
	if pid == 0 {
		_ = cmd.Process.Kill()
		t.Fatal("the command did not start its background child")
	}
	t.Cleanup(func() { _ = syscall.Kill(pid, syscall.SIGKILL) })
	if !waitForChild(cmd.Process.Pid, "--watch-group", 10*time.Second) {
		_ = cmd.Process.Kill()
		t.Fatal("hooktool reduce started no watcher for a command that ran on")
	}
	_ = cmd.Process.Signal(syscall.SIGKILL)
	_ = cmd.Wait()
	for deadline := time.Now().Add(10 * time.Second); time.Now().Before(deadline); time.Sleep(10 * time.Millisecond) {
		if !alive(pid) {
			return
		}
	}
	t.Errorf("grandchild %d outlived a SIGKILL of hooktool reduce", pid)
}

// TestReduceNormalEndLeavesBackground runs a command that leaves a process
// in the background and ends normally: that process lives on, as after a
// shell. (hooktool kills its watcher before the pipe the watcher waits on
// closes, and reaps it before it exits: a watcher that took the group
// would have done so by then.)
func TestReduceNormalEndLeavesBackground(t *testing.T) {
	dir := t.TempDir()
	pidFile := filepath.Join(dir, "background.pid")
	cmd := hooktoolCmd(t, dir, "reduce", "--", "sh", "-c", `sleep 300 >/dev/null 2>&1 & echo $! > "$1"`, "sh", pidFile)
	if out, err := cmd.CombinedOutput(); err != nil {
		t.Fatalf("hooktool reduce: %v\n%s", err, out)
	}
	b, err := os.ReadFile(pidFile)
	pid, _ := strconv.Atoi(strings.TrimSpace(string(b)))
	if err != nil || pid <= 0 {
		t.Fatalf("the command did not start its background process: %v", err)
	}
	t.Cleanup(func() { _ = syscall.Kill(pid, syscall.SIGKILL) })
	if !alive(pid) {
		t.Errorf("background process %d died with the command's normal end", pid)
	}
}

// hooktoolCmd is hooktool run as its own process with args, HOME and the
// state and config folders under dir.
func hooktoolCmd(t *testing.T, dir string, args ...string) *exec.Cmd {
	t.Helper()
	// testscript.Main runs this test binary as hooktool when it is called
	// by that name.
	bin := filepath.Join(dir, "hooktool")
	self, err := os.Executable()
	if err != nil {
		t.Fatal(err)
	}
	if err := os.Symlink(self, bin); err != nil {
		t.Fatal(err)
	}
	cmd := exec.Command(bin, args...)
	cmd.Env = append(os.Environ(), "HOME="+dir, "XDG_STATE_HOME="+dir+"/state", "XDG_CONFIG_HOME="+dir+"/config", "HOOKTOOL_CONFIG=")
	return cmd
}

// waitForChild waits up to d for a child of pid whose command line holds
// arg, and reports whether one came.
func waitForChild(pid int, arg string, d time.Duration) bool {
	for deadline := time.Now().Add(d); time.Now().Before(deadline); time.Sleep(5 * time.Millisecond) {
		procs, _ := os.ReadDir("/proc")
		for _, p := range procs {
			b, err := os.ReadFile("/proc/" + p.Name() + "/stat")
			if err != nil {
				continue
			}
			s := string(b)
			k := strings.LastIndexByte(s, ')')
			if f := strings.Fields(s[k+1:]); k < 0 || len(f) < 2 || f[1] != strconv.Itoa(pid) {
				continue // (the fields after the name: state, then the parent's pid)
			}
			line, _ := os.ReadFile("/proc/" + p.Name() + "/cmdline")
			for _, a := range strings.Split(string(line), "\x00") {
				if a == arg {
					return true
				}
			}
		}
	}
	return false
}

// alive reports whether pid runs (a zombie waiting to be reaped is dead).
func alive(pid int) bool {
	b, err := os.ReadFile("/proc/" + strconv.Itoa(pid) + "/stat")
	if err != nil {
		return false
	}
	s := string(b)
	k := strings.LastIndexByte(s, ')')
	return k < 0 || k+2 >= len(s) || s[k+2] != 'Z'
}

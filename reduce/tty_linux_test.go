package reduce

import (
	"os"
	"strconv"
	"strings"
	"syscall"
	"testing"
	"time"
	"unsafe"
)

// openPty opens a pseudo-terminal pair: the controlling side and the
// terminal a command reads from.
func openPty(t *testing.T) (ptm, pts *os.File) {
	t.Helper()
	ptm, err := os.OpenFile("/dev/ptmx", os.O_RDWR, 0)
	if err != nil {
		t.Skipf("no pseudo-terminals: %v", err)
	}
	var n uint32
	if _, _, e := syscall.Syscall(syscall.SYS_IOCTL, ptm.Fd(), syscall.TIOCGPTN, uintptr(unsafe.Pointer(&n))); e != 0 {
		ptm.Close()
		t.Skipf("TIOCGPTN: %v", e)
	}
	var unlock int32
	if _, _, e := syscall.Syscall(syscall.SYS_IOCTL, ptm.Fd(), syscall.TIOCSPTLCK, uintptr(unsafe.Pointer(&unlock))); e != 0 {
		ptm.Close()
		t.Skipf("TIOCSPTLCK: %v", e)
	}
	pts, err = os.OpenFile("/dev/pts/"+strconv.Itoa(int(n)), os.O_RDWR|syscall.O_NOCTTY, 0)
	if err != nil {
		ptm.Close()
		t.Skipf("open pts: %v", err)
	}
	t.Cleanup(func() { ptm.Close(); pts.Close() })
	return ptm, pts
}

// TestRunPromptOnTerminal: with a terminal on stdin, a command's prompt
// shows while it waits for the answer (the output is not held back to be
// reduced), and the answer reaches it.
func TestRunPromptOnTerminal(t *testing.T) {
	ptm, pts := openPty(t)
	r, w, err := os.Pipe()
	if err != nil {
		t.Fatal(err)
	}
	defer r.Close()
	done := make(chan Result, 1)
	go func() {
		res := Run([]string{"sh", "-c", `printf 'name? '; read x; echo "hello $x"`}, pts, w, w, Options{Dir: t.TempDir()})
		w.Close()
		done <- res
	}()
	buf := make([]byte, 64)
	_ = r.SetReadDeadline(time.Now().Add(10 * time.Second))
	n, err := r.Read(buf)
	if err != nil || !strings.Contains(string(buf[:n]), "name? ") {
		t.Fatalf("prompt not shown while waiting: %q, %v", buf[:n], err)
	}
	if _, err := ptm.Write([]byte("ada\n")); err != nil {
		t.Fatal(err)
	}
	res := <-done
	rest := make([]byte, 64)
	m, _ := r.Read(rest)
	if res.Code != 0 || !strings.Contains(string(rest[:m]), "hello ada") {
		t.Errorf("code %d, then %q", res.Code, rest[:m])
	}
}

//go:build unix

package pi

import (
	"os"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/hookd/hookd/checkup"
)

// TestPluginFileNotRegular: the project's .pi/extensions/hooktool.ts is
// the agent's to write. A FIFO there (or a link to /dev/zero) must not hang
// doctor or make it read without end: it is reported as not hooktool's.
func TestPluginFileNotRegular(t *testing.T) {
	project := t.TempDir()
	ext := filepath.Join(project, ".pi", "extensions")
	if err := os.MkdirAll(ext, 0o755); err != nil {
		t.Fatal(err)
	}
	if err := syscall.Mkfifo(filepath.Join(ext, "hooktool.ts"), 0o644); err != nil {
		t.Skipf("no FIFOs here: %v", err)
	}
	pi := t.TempDir()
	done := make(chan *checkup.Layer, 1)
	go func() {
		l := &checkup.Layer{}
		extensionChecks(l, checkup.Env{ProjectDir: project}, pi)
		done <- l
	}()
	var l *checkup.Layer
	select {
	case l = <-done:
	case <-time.After(30 * time.Second): // a hang detector, not a speed bound
		t.Fatal("doctor is still reading a FIFO planted as the project's Pi extension")
	}
	var ids []string
	for _, c := range l.Checks {
		ids = append(ids, c.ID)
	}
	if got := strings.Join(ids, ","); !strings.Contains(got, "pi.foreign") {
		t.Errorf("checks %q, want pi.foreign for a file that is not a regular file", got)
	}
}

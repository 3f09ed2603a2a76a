package main

import (
	"bytes"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/hookd/hookd/scan"
	"github.com/hookd/hookd/scan/scantest"
	"github.com/hookd/hookd/scrub"
)

// TestScrubApplyKilled kills `scrub --apply` with SIGKILL part-way through a
// run over many files and checks that every file is either exactly as it
// was or exactly scrubbed: never empty, never half written.
func TestScrubApplyKilled(t *testing.T) {
	if testing.Short() {
		t.Skip("runs the binary many times")
	}
	// testscript.Main runs this test binary as hooktool when it is called
	// by that name.
	bin := filepath.Join(t.TempDir(), "hooktool")
	self, err := os.Executable()
	if err != nil {
		t.Fatal(err)
	}
	if err := os.Symlink(self, bin); err != nil {
		t.Fatal(err)
	}
	sc, err := scan.New(scan.Options{})
	if err != nil {
		t.Fatal(err)
	}
	s := &scrub.Scrubber{Scanner: sc}
	g := scantest.New(42)
	const files = 100
	old := make([][]byte, files)
	want := make([][]byte, files)
	for i := range old {
		var b bytes.Buffer
		for j := 0; b.Len() < 48<<10; j++ {
			line, _, _ := g.Line([]string{"github-pat", "aws-access-key-id", "private-ip", "generic-secret"}[j%4])
			fmt.Fprintf(&b, "line %d of file %d: %s\n", j, i, line)
		}
		old[i] = b.Bytes()
		edits, _ := s.Edits("", old[i])
		want[i] = scrub.Apply(old[i], edits)
	}
	midRun := 0
	for round := 0; round < 8 && midRun < 3; round++ {
		dir := t.TempDir()
		for i := range old {
			if err := os.WriteFile(filepath.Join(dir, fmt.Sprintf("f%03d.txt", i)), old[i], 0o600); err != nil {
				t.Fatal(err)
			}
		}
		cmd := exec.Command(bin, "scrub", "--apply", dir)
		cmd.Env = append(os.Environ(), "HOME="+dir+"/nohome", "XDG_STATE_HOME="+dir+"/nohome/state", "XDG_CACHE_HOME="+dir+"/nohome/cache", "HOOKTOOL_STATE=", "HOOKTOOL_CONFIG=", "CLAUDE_PROJECT_DIR="+dir)
		if err := cmd.Start(); err != nil {
			t.Fatal(err)
		}
		// Wait for the first file to be replaced, then kill a little later:
		// that lands the kill among the writes.
		first := filepath.Join(dir, "f000.txt")
		for deadline := time.Now().Add(10 * time.Second); time.Now().Before(deadline); {
			if b, err := os.ReadFile(first); err == nil && !bytes.Equal(b, old[0]) {
				break
			}
			time.Sleep(time.Millisecond)
		}
		time.Sleep(time.Duration(round*3) * time.Millisecond)
		_ = cmd.Process.Signal(syscall.SIGKILL)
		_ = cmd.Wait()

		var nOld, nNew int
		ents, err := os.ReadDir(dir)
		if err != nil {
			t.Fatal(err)
		}
		leftovers := 0
		for _, e := range ents {
			if strings.HasPrefix(e.Name(), ".") {
				leftovers++ // a temp file the kill left behind; never the file itself
			}
		}
		for i := range old {
			p := filepath.Join(dir, fmt.Sprintf("f%03d.txt", i))
			got, err := os.ReadFile(p)
			if err != nil {
				t.Fatalf("round %d: %v", round, err)
			}
			switch {
			case bytes.Equal(got, old[i]):
				nOld++
			case bytes.Equal(got, want[i]):
				nNew++
				if fi, _ := os.Stat(p); fi.Mode().Perm() != 0o600 {
					t.Errorf("round %d: %s mode %v, want 0600", round, p, fi.Mode().Perm())
				}
			default:
				t.Fatalf("round %d: %s is neither the old nor the scrubbed content (%d bytes)", round, p, len(got))
			}
		}
		t.Logf("round %d: %d old, %d scrubbed, %d temp files left", round, nOld, nNew, leftovers)
		if nOld > 0 && nNew > 0 {
			midRun++
		}
	}
	if midRun == 0 {
		t.Fatal("no kill landed mid-run; the test proved nothing")
	}
}

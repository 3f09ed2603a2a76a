package tripwire

import (
	"os"
	"os/exec"
	"path/filepath"
	"testing"
)

// A wiring file made immutable (chattr +i) or append-only (+a) after it
// was emptied cannot be renamed over: the restore clears the flag, as the
// user the agent ran as can, and puts the known-good content back.
func TestWriteBackClearsImmutable(t *testing.T) {
	if os.Geteuid() != 0 {
		t.Skip("setting the flag takes root (CAP_LINUX_IMMUTABLE)")
	}
	if _, err := exec.LookPath("chattr"); err != nil {
		t.Skip("no chattr")
	}
	for _, flag := range []string{"+i", "+a"} {
		dir := t.TempDir()
		p := filepath.Join(dir, "hooks.json")
		if err := os.WriteFile(p, []byte(`{"hooks": {}}`+"\n"), 0o644); err != nil {
			t.Fatal(err)
		}
		if out, err := exec.Command("chattr", flag, p).CombinedOutput(); err != nil {
			t.Skipf("chattr %s: %v: %s (a file system without inode flags)", flag, err, out)
		}
		t.Cleanup(func() { exec.Command("chattr", "-i", "-a", p).Run() })
		good := []byte(`{"hooks": {"PreToolUse": []}}` + "\n")
		if err := writeBackOnce(p, good, print{Mode: 0o644}); err == nil {
			t.Fatalf("chattr %s: the file could be replaced without clearing the flag; the test shows nothing", flag)
		}
		if err := writeBack(p, good, print{Mode: 0o644}); err != nil {
			t.Fatalf("chattr %s: restore: %v", flag, err)
		}
		if b, _ := os.ReadFile(p); string(b) != string(good) {
			t.Errorf("chattr %s: content %q, want the known-good", flag, b)
		}
	}
}

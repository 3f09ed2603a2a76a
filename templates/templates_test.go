package templates

import (
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
)

func TestPrePushRenders(t *testing.T) {
	got := string(PrePush("/opt/it's here/hooktool"))
	if !strings.HasPrefix(got, "#!/bin/sh\n") || !strings.Contains(got, PrePushFingerprint) {
		t.Fatalf("not a fingerprinted sh script:\n%s", got)
	}
	if !strings.Contains(got, `hooktool='/opt/it'\''s here/hooktool'`) {
		t.Errorf("path not quoted:\n%s", got)
	}
	if strings.Contains(got, "__HOOKTOOL__") {
		t.Error("placeholder left")
	}
	if !IsPrePush([]byte(got)) || IsPrePush([]byte("#!/bin/sh\nnpm test\n")) {
		t.Error("IsPrePush is wrong")
	}
}

// TestPrePushRuns runs the hook with a stand-in hooktool and a chained hook:
// both must see the refs and the arguments, the chain first, and a failing
// chain must stop the push.
func TestPrePushRuns(t *testing.T) {
	if _, err := exec.LookPath("sh"); err != nil {
		t.Skip("no sh")
	}
	dir := t.TempDir()
	log := filepath.Join(dir, "log")
	fake := filepath.Join(dir, "hooktool")
	write(t, fake, "#!/bin/sh\necho \"hooktool $*\" >>"+log+"\ncat >>"+log+"\n")
	hook := filepath.Join(dir, "pre-push")
	write(t, hook, string(PrePush(fake)))
	write(t, filepath.Join(dir, "pre-push.old"), "#!/bin/sh\necho \"old $*\" >>"+log+"\ncat >>"+log+"\n")

	cmd := exec.Command(hook, "origin", "git@example.invalid:x.git")
	cmd.Stdin = strings.NewReader("refs/heads/main 1111 refs/heads/main 2222\n")
	if out, err := cmd.CombinedOutput(); err != nil {
		t.Fatalf("hook failed: %v\n%s", err, out)
	}
	b, _ := os.ReadFile(log)
	want := "old origin git@example.invalid:x.git\nrefs/heads/main 1111 refs/heads/main 2222\n" +
		"hooktool guard git --pre-push origin git@example.invalid:x.git\nrefs/heads/main 1111 refs/heads/main 2222\n"
	if string(b) != want {
		t.Errorf("log:\n%s\nwant:\n%s", b, want)
	}

	// no refs (nothing to push): the hooks get an empty stdin, not a blank line
	os.Remove(log)
	cmd = exec.Command(hook, "origin", "u")
	cmd.Stdin = strings.NewReader("")
	if out, err := cmd.CombinedOutput(); err != nil {
		t.Fatalf("hook failed: %v\n%s", err, out)
	}
	if b, _ := os.ReadFile(log); string(b) != "old origin u\nhooktool guard git --pre-push origin u\n" {
		t.Errorf("empty push log: %q", b)
	}

	write(t, filepath.Join(dir, "pre-push.old"), "#!/bin/sh\nexit 3\n")
	os.Remove(log)
	cmd = exec.Command(hook, "origin", "u")
	cmd.Stdin = strings.NewReader("")
	err := cmd.Run()
	if ee, ok := err.(*exec.ExitError); !ok || ee.ExitCode() != 3 {
		t.Errorf("failing chained hook: got %v, want exit 3", err)
	}
	if _, err := os.Stat(log); err == nil {
		t.Error("hooktool ran after the chained hook failed")
	}
}

func TestPrePushMissingBinaryBlocks(t *testing.T) {
	dir := t.TempDir()
	hook := filepath.Join(dir, "pre-push")
	write(t, hook, string(PrePush(filepath.Join(dir, "gone", "hooktool"))))
	cmd := exec.Command(hook, "origin", "u")
	cmd.Env = []string{"PATH=" + dir}
	cmd.Stdin = strings.NewReader("")
	out, err := cmd.CombinedOutput()
	if err == nil || !strings.Contains(string(out), "push blocked") {
		t.Errorf("missing binary: err %v, out %s", err, out)
	}
}

func write(t *testing.T, p, s string) {
	t.Helper()
	if err := os.WriteFile(p, []byte(s), 0o755); err != nil {
		t.Fatal(err)
	}
}

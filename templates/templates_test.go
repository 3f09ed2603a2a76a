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

// TestPrePushNotBlinded runs the hook with a PATH whose first folder holds
// a `cat`, `dirname`, `git` and `hooktool` that answer nothing: the refs
// still reach the real hooktool, and the git it runs is the system's.
func TestPrePushNotBlinded(t *testing.T) {
	if _, err := os.Stat("/bin/sh"); err != nil {
		t.Skip("no /bin/sh")
	}
	dir := t.TempDir()
	fakes := filepath.Join(dir, "fakes")
	if err := os.Mkdir(fakes, 0o755); err != nil {
		t.Fatal(err)
	}
	for _, n := range []string{"cat", "dirname", "git", "hooktool"} {
		write(t, filepath.Join(fakes, n), "#!/bin/sh\nexit 0\n")
	}
	log := filepath.Join(dir, "log")
	real := filepath.Join(dir, "bin", "hooktool")
	if err := os.Mkdir(filepath.Dir(real), 0o755); err != nil {
		t.Fatal(err)
	}
	// The stand-in records its input with builtins, and which git it finds.
	write(t, real, "#!/bin/sh\nwhile IFS= read -r l; do echo \"ref $l\" >>"+log+"; done\ng=$(command -v git)\n[ \"$g\" = "+filepath.Join(fakes, "git")+" ] && echo \"fake git\" >>"+log+"\nexit 0\n")
	hook := filepath.Join(dir, "pre-push")
	write(t, hook, string(PrePush(real)))
	cmd := exec.Command(hook, "origin", "u")
	cmd.Env = []string{"PATH=" + fakes + ":/usr/bin:/bin"}
	cmd.Stdin = strings.NewReader("refs/heads/main 1111 refs/heads/main 2222\nrefs/heads/b 3333 refs/heads/b 4444")
	if out, err := cmd.CombinedOutput(); err != nil {
		t.Fatalf("hook failed: %v\n%s", err, out)
	}
	b, _ := os.ReadFile(log)
	want := "ref refs/heads/main 1111 refs/heads/main 2222\nref refs/heads/b 3333 refs/heads/b 4444\n"
	if !exists("/usr/bin/git") && !exists("/bin/git") {
		want += "fake git\n" // no system git to prefer: the test only shows the refs
	}
	if string(b) != want {
		t.Errorf("hooktool saw:\n%s\nwant:\n%s", b, want)
	}
}

func exists(p string) bool { _, err := os.Stat(p); return err == nil }

func write(t *testing.T, p, s string) {
	t.Helper()
	if err := os.WriteFile(p, []byte(s), 0o755); err != nil {
		t.Fatal(err)
	}
}

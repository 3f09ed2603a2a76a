package gitscan

import (
	"os"
	"os/exec"
	"strings"
	"testing"
)

// testGit runs git in dir with stdin in, hermetically (no system or
// global config, HOME and XDG_CONFIG_HOME in dir, a fixed author), and
// returns its trimmed output; a failure fails the test.
func testGit(t testing.TB, dir, in string, args ...string) string {
	t.Helper()
	c := exec.Command("git", args...)
	c.Dir = dir
	c.Stdin = strings.NewReader(in)
	c.Env = append(os.Environ(), "GIT_CONFIG_NOSYSTEM=1", "GIT_CONFIG_GLOBAL="+os.DevNull, "HOME="+dir, "XDG_CONFIG_HOME="+dir,
		"GIT_AUTHOR_NAME=t", "GIT_AUTHOR_EMAIL=t@example.com", "GIT_COMMITTER_NAME=t", "GIT_COMMITTER_EMAIL=t@example.com")
	out, err := c.CombinedOutput()
	if err != nil {
		t.Fatalf("git %v: %v\n%s", args, err, out)
	}
	return strings.TrimSpace(string(out))
}

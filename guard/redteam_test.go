package guard_test

import (
	"os"
	"testing"

	"github.com/hookd/hookd/guard"
)

// File tools over the protected files and the user's files, in the
// spellings a red team tried: doubled slashes, dot segments, the other
// agents' hook files, and Write (which replaces a whole file) over a
// dotfile, a key or a kernel setting. Edit of a dotfile changes named lines
// and passes.
func TestRedteamFileTools(t *testing.T) {
	g := newTestGuard(t)
	cases := []struct {
		tool, input, want, rule string
	}{
		{"Write", `{"file_path":"/home/dev/project/.claude//hooktool.json","content":"{}"}`, "deny", "self-protect"},
		{"Write", `{"file_path":"/home/dev/project/src/../.claude/./settings.json","content":"{}"}`, "deny", "self-protect"},
		{"Edit", `{"file_path":"/home/dev/.codex/hooks.json","old_string":"a","new_string":"b"}`, "deny", "self-protect"},
		{"Write", `{"file_path":"/home/dev/.gemini/settings.json","content":"{}"}`, "deny", "self-protect"},
		{"Write", `{"file_path":"/home/dev/.pi/agent/extensions/hooktool.ts","content":""}`, "deny", "self-protect"},
		{"Write", `{"file_path":"/home/dev/.openclaw/openclaw.json","content":"{}"}`, "deny", "self-protect"},
		{"Write", `{"file_path":"/home/dev/project/hooks/pre-push","content":"exit 0"}`, "deny", "self-protect"},
		{"Write", `{"file_path":"/home/dev/.bashrc","content":""}`, "deny", "user-file-clobber"},
		{"Write", `{"file_path":"/home/dev/.ssh/authorized_keys","content":"ssh-ed25519 x"}`, "deny", "user-file-clobber"},
		{"Write", `{"file_path":"/proc/sys/kernel/sysrq","content":"1"}`, "ask", "system-admin"},
		{"Edit", `{"file_path":"/home/dev/.bashrc","old_string":"a","new_string":"b"}`, "", ""},
		{"Write", `{"file_path":"/home/dev/.bashrc.bak","content":""}`, "", ""},
		{"Write", `{"file_path":"/home/dev/project/.bashrc","content":""}`, "", ""},
		{"Write", `{"file_path":"/home/dev/project/hooks/useAuth.ts","content":""}`, "", ""},
	}
	for _, c := range cases {
		r := g.Tool(c.tool, []byte(c.input))
		if r.Decision != c.want || r.Rule != c.rule {
			t.Errorf("%s %s: got %q/%q, want %q/%q", c.tool, c.input, r.Decision, r.Rule, c.want, c.rule)
		}
	}
}

// Routes through the file system a red team found open: inline code that
// writes a protected file by a hard-linked name, and a loop over every file
// of a folder that is a symlink to a protected one.
func TestRedteamFileSystem(t *testing.T) {
	env, _ := tamperEnv(t)
	project := env.Project
	for _, err := range []error{
		os.Symlink(project+"/.claude", project+"/c"),
		os.Link(project+"/.claude/hooktool.json", project+"/cfg-link.json"),
		os.MkdirAll(project+"/src", 0o755),
		os.WriteFile(project+"/src/a.txt", []byte("x"), 0o644),
	} {
		if err != nil {
			t.Fatal(err)
		}
	}
	g, err := guard.New(nil, env)
	if err != nil {
		t.Fatal(err)
	}
	cases := []struct{ cmd, want, rule string }{
		{`python3 -c "open('cfg-link.json','w').write('{}')"`, guard.Deny, "self-protect"},
		{`node -e "require('fs').writeFileSync('cfg-link.json','{}')"`, guard.Deny, "self-protect"},
		{`for f in c/*; do rm $f; done`, guard.Deny, "self-protect"},
		{`rm c/*`, guard.Deny, "self-protect"},
		{`python3 -c "open('src/a.txt','w').write('y')"`, "", ""},
		{`for f in src/*; do rm "$f"; done`, "", ""},
		{`rm src/*`, "", ""},
	}
	for _, c := range cases {
		r := g.Bash(c.cmd)
		if r.Decision != c.want || r.Rule != c.rule {
			t.Errorf("%q: got %s %s (%s), want %s %s", c.cmd, r.Decision, r.Rule, r.Reason, c.want, c.rule)
		}
	}
}

// git push --force-with-lease without a refspec pushes the current branch:
// on the default branch it asks, read from .git/HEAD.
func TestRedteamLeaseCurrentBranch(t *testing.T) {
	env, _ := tamperEnv(t)
	if err := os.MkdirAll(env.Project+"/.git", 0o755); err != nil {
		t.Fatal(err)
	}
	head := env.Project + "/.git/HEAD"
	for _, c := range []struct{ head, want string }{
		{"ref: refs/heads/main\n", "ask"},
		{"ref: refs/heads/feature/x\n", ""},
		{"0123456789abcdef0123456789abcdef01234567\n", ""},
	} {
		if err := os.WriteFile(head, []byte(c.head), 0o644); err != nil {
			t.Fatal(err)
		}
		g, err := guard.New(nil, env)
		if err != nil {
			t.Fatal(err)
		}
		for _, cmd := range []string{"git push --force-with-lease", "git push --force-with-lease origin"} {
			r := g.Bash(cmd)
			if r.Decision != c.want || c.want != "" && r.Rule != "git-push-lease-default" {
				t.Errorf("HEAD %q: %q: got %s %s, want %s", c.head, cmd, r.Decision, r.Rule, c.want)
			}
		}
	}
}

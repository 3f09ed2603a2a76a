package guard_test

import (
	"bytes"
	"compress/gzip"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/hookd/hookd/guard"
)

// tamperEnv is a machine built under a temp folder, so that symlinks, hard
// links and the variables the hook knows are real.
func tamperEnv(t *testing.T) (guard.Env, string) {
	t.Helper()
	root, err := filepath.EvalSymlinks(t.TempDir())
	if err != nil {
		t.Fatal(err)
	}
	home := filepath.Join(root, "home")
	project := filepath.Join(home, "project")
	for _, d := range []string{home + "/.claude", project + "/.claude", home + "/.local/state/hooktool", home + "/bin", root + "/opt"} {
		if err := os.MkdirAll(d, 0o755); err != nil {
			t.Fatal(err)
		}
	}
	for _, f := range []string{home + "/.claude/settings.json", project + "/.claude/hooktool.json", home + "/.local/state/hooktool/state.db", home + "/bin/hooktool-v2", root + "/opt/hooktool-real", project + "/README.md"} {
		if err := os.WriteFile(f, []byte("{}"), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	vars := map[string]string{
		"HOOKTOOL_STATE":    home + "/.local/state/hooktool/state.db",
		"XDG_STATE_HOME":    home + "/.local/state",
		"HOOKTOOL_CONFIG":   root + "/opt/ht.json",
		"CLAUDE_CONFIG_DIR": home + "/.claude",
	}
	env := guard.Env{
		Home:       home,
		Project:    project,
		StatePath:  vars["HOOKTOOL_STATE"],
		ClaudeDir:  home + "/.claude",
		ConfigPath: vars["HOOKTOOL_CONFIG"],
		Exe:        root + "/opt/hooktool-real",
		Binaries:   func() []string { return []string{home + "/bin/hooktool-v2"} },
		Getenv:     func(k string) string { return vars[k] },
	}
	return env, root
}

func TestTamperFileSystem(t *testing.T) {
	env, root := tamperEnv(t)
	home, project := env.Home, env.Project
	must := func(err error) {
		t.Helper()
		if err != nil {
			t.Fatal(err)
		}
	}
	must(os.Symlink(home+"/.claude", project+"/cfg"))
	must(os.Symlink(home+"/.claude/hooktool.json", project+"/dangling.json"))
	must(os.Link(home+"/.claude/settings.json", project+"/linked.json"))
	must(os.Link(env.StatePath, root+"/state-copy"))
	must(os.Symlink(root+"/opt/hooktool-real", home+"/bin/alias"))
	g, err := guard.New(nil, env)
	must(err)

	bash := []struct {
		cmd, want, rule string
	}{
		{"echo '{}' > cfg/settings.json", guard.Deny, "self-protect"},
		{"cp evil.json cfg/", guard.Deny, "self-protect"},
		{"echo '{}' > dangling.json", guard.Deny, "self-protect"},
		{"echo '{}' >> linked.json", guard.Deny, "self-protect"},
		{"truncate -s 0 " + root + "/state-copy", guard.Deny, "self-protect"},
		{"rm -f \"$HOOKTOOL_STATE\"", guard.Deny, "self-protect"},
		{"rm -f \"$HOOKTOOL_STATE.lock\"", guard.Deny, "self-protect"},
		{"cp /dev/null \"$XDG_STATE_HOME/hooktool/state.db\"", guard.Deny, "self-protect"},
		{"echo '{}' > \"$HOOKTOOL_CONFIG\"", guard.Deny, "self-protect"},
		{"cp evil.json $CLAUDE_CONFIG_DIR/settings.json", guard.Deny, "self-protect"},
		{"cp evil.json ${CLAUDE_CONFIG_DIR}/", guard.Deny, "self-protect"},
		{"rm " + root + "/opt/hooktool-real", guard.Deny, "self-protect"},
		{"ln -sf /bin/true " + home + "/bin/alias", guard.Deny, "self-protect"},
		{"cp /bin/true " + home + "/bin/hooktool-v2", guard.Deny, "self-protect"},
		{"rm -rf " + home + "/bin", guard.Deny, "self-protect"},
		{"ln linked.json again.json", guard.Deny, "self-protect"},
		{"echo hi > README.md", "", ""},
		{"echo hi > notes/new.txt", "", ""},
		{"rm -f \"$SOME_OTHER_VAR\"", "", ""},
		{"cp README.md " + root + "/opt/other", "", ""},
	}
	for _, c := range bash {
		r := g.Bash(c.cmd)
		if r.Decision != c.want || r.Rule != c.rule {
			t.Errorf("%q: got %s %s (%s), want %s %s", c.cmd, r.Decision, r.Rule, r.Reason, c.want, c.rule)
		}
	}
	tools := []struct {
		tool, path, want string
	}{
		{"Write", "cfg/settings.json", guard.Deny},
		{"Write", project + "/cfg/hooktool.json", guard.Deny},
		{"Edit", "linked.json", guard.Deny},
		{"MultiEdit", "dangling.json", guard.Deny},
		{"NotebookEdit", "cfg/settings.local.json", guard.Deny},
		{"Write", "README.md", ""},
	}
	for _, c := range tools {
		key := "file_path"
		if c.tool == "NotebookEdit" {
			key = "notebook_path"
		}
		r := g.Tool(c.tool, []byte(`{"`+key+`":"`+c.path+`"}`))
		if r.Decision != c.want {
			t.Errorf("%s %s: got %s (%s), want %s", c.tool, c.path, r.Decision, r.Reason, c.want)
		}
	}
}

// The settings are read only when a written path is named like the binary.
func TestTamperBinariesLazy(t *testing.T) {
	env, _ := tamperEnv(t)
	calls := 0
	bins := env.Binaries
	env.Binaries = func() []string { calls++; return bins() }
	g, err := guard.New(nil, env)
	if err != nil {
		t.Fatal(err)
	}
	for _, cmd := range []string{"echo hi > out.txt", "go test ./...", "cp a b", "rm -f x.log"} {
		g.Bash(cmd)
	}
	if calls != 0 {
		t.Errorf("Binaries called %d times for commands that write no binary-like path", calls)
	}
	if r := g.Bash("rm -f " + env.Home + "/bin/hooktool-v2"); r.Decision != guard.Deny {
		t.Errorf("rm of the binary settings start: got %q", r.Decision)
	}
	if calls != 1 {
		t.Errorf("Binaries called %d times, want 1", calls)
	}
}

// Archives and patches are read to see what they plant.
func TestTamperArchivesAndPatches(t *testing.T) {
	env, _ := tamperEnv(t)
	project := env.Project
	patch := "diff --git a/.claude/settings.local.json b/.claude/settings.local.json\n--- /dev/null\n+++ b/.claude/settings.local.json\n@@ -0,0 +1 @@\n+{}\n"
	clean := "--- a/README.md\n+++ b/README.md\n@@ -1 +1 @@\n-{}\n+{ }\n"
	tarHeader := func(name string) []byte {
		b := make([]byte, 1024)
		copy(b, name)
		copy(b[257:], "ustar\x00")
		return b
	}
	files := map[string][]byte{
		"evil.diff":   []byte(patch),
		"rename.diff": []byte("diff --git a/notes.json b/x.json\nsimilarity index 100%\nrename from notes.json\nrename to .claude/hooktool.json\n"),
		"clean.diff":  []byte(clean),
		"evil.tar":    tarHeader(".claude/hooktool.json"),
		"clean.tar":   tarHeader("docs/a.md"),
		"evil.tgz":    append([]byte{0x1f, 0x8b, 8, 0}, make([]byte, 60)...),
		"plant.tgz":   gz(t, tarHeader(".claude/settings.json")),
		"docs.tar.gz": gz(t, tarHeader("docs/a.md")),
	}
	for n, b := range files {
		if err := os.WriteFile(filepath.Join(project, n), b, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	g, err := guard.New(nil, env)
	if err != nil {
		t.Fatal(err)
	}
	cases := []struct {
		cmd, want, rule string
	}{
		{"git apply evil.diff", guard.Deny, "self-protect"},
		{"patch -p1 < evil.diff", guard.Deny, "self-protect"},
		{"patch -p1 -i evil.diff", guard.Deny, "self-protect"},
		{"git apply clean.diff", "", ""},
		{"git apply rename.diff", guard.Deny, "self-protect"},
		{"patch -p1 < clean.diff", "", ""},
		{"tar -xf evil.tar", guard.Deny, "self-protect"},
		{"tar xf evil.tar", guard.Deny, "self-protect"},
		{"tar -xf clean.tar", "", ""},
		{"tar -xzf evil.tgz", guard.Ask, "self-protect-unseen"},
		{"tar -xzf plant.tgz", guard.Deny, "self-protect"},
		{"tar xzf docs.tar.gz", "", ""},
		{"tar -xzf evil.tgz -C /tmp/somewhere", "", ""},
		{"git apply missing.diff", guard.Ask, "self-protect-unseen"},
	}
	for _, c := range cases {
		r := g.Bash(c.cmd)
		if r.Decision != c.want || r.Rule != c.rule {
			t.Errorf("%q: got %s %s (%s), want %s %s", c.cmd, r.Decision, r.Rule, r.Reason, c.want, c.rule)
		}
		if c.want != "" && !strings.Contains(r.Reason, "hooktool guard") {
			t.Errorf("%q: reason %q does not name the guard", c.cmd, r.Reason)
		}
	}
}

// A symlinked ~/.claude (dotfiles) is written through its real location:
// the folder is recognised by device and inode.
func TestTamperSymlinkedClaudeDir(t *testing.T) {
	root, err := filepath.EvalSymlinks(t.TempDir())
	if err != nil {
		t.Fatal(err)
	}
	home := filepath.Join(root, "home")
	real := filepath.Join(root, "dotfiles", "claude")
	for _, d := range []string{home + "/project", real} {
		if err := os.MkdirAll(d, 0o755); err != nil {
			t.Fatal(err)
		}
	}
	if err := os.WriteFile(real+"/settings.json", []byte("{}"), 0o644); err != nil {
		t.Fatal(err)
	}
	if err := os.Symlink(real, home+"/.claude"); err != nil {
		t.Fatal(err)
	}
	g, err := guard.New(nil, guard.Env{Home: home, Project: home + "/project", ClaudeDir: home + "/.claude"})
	if err != nil {
		t.Fatal(err)
	}
	cases := []struct{ cmd, want string }{
		{"echo '{}' > " + real + "/settings.json", guard.Deny},
		{"cp evil.json " + real + "/hooktool.json", guard.Deny},
		{"echo hi > " + real + "/notes.md", ""},
	}
	for _, c := range cases {
		if r := g.Bash(c.cmd); r.Decision != c.want {
			t.Errorf("%q: got %q (%s), want %q", c.cmd, r.Decision, r.Reason, c.want)
		}
	}
	if r := g.Tool("Write", []byte(`{"file_path":"`+real+`/settings.local.json"}`)); r.Decision != guard.Deny {
		t.Errorf("Write to the real settings folder: got %q", r.Decision)
	}
}

// gz compresses b as gzip does: a gzipped tar is read through.
func gz(t *testing.T, b []byte) []byte {
	t.Helper()
	var buf bytes.Buffer
	zw := gzip.NewWriter(&buf)
	if _, err := zw.Write(b); err != nil {
		t.Fatal(err)
	}
	if err := zw.Close(); err != nil {
		t.Fatal(err)
	}
	return buf.Bytes()
}

// An archive whose names cannot be read, extracted into the folder of
// hooktool's binary, can put a no-op at the wired path (red-team round
// 9, R12's class: a writer given its destination as an argument); once
// the binary is replaced no hook runs to put it back, so it is asked
// before it runs. Other folders stay the rm and archive rules'.
func TestTamperArchiveIntoBinaryFolder(t *testing.T) {
	env, _ := tamperEnv(t)
	opt := filepath.Dir(env.Exe)
	g, err := guard.New(nil, env)
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct{ cmd, want, rule string }{
		{"tar -C " + opt + " -xf /tmp/none/p.tar", guard.Ask, "self-protect-unseen"},
		{"unzip -o /tmp/none/p.zip -d " + opt, guard.Ask, "self-protect-unseen"},
		{"install -m 0755 /tmp/none/noop " + env.Exe, guard.Deny, "self-protect"},
		{"tar -C /tmp/none/elsewhere -xf /tmp/none/p.tar", "", ""},
	} {
		if r := g.Bash(c.cmd); r.Decision != c.want || r.Rule != c.rule {
			t.Errorf("%q: got %s %s (%s), want %s %s", c.cmd, r.Decision, r.Rule, r.Reason, c.want, c.rule)
		}
	}
}
